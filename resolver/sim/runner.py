"""A study: N games of one setup and policy, in batches, serially or on Dask; totals merged as batches arrive.

Game i is played from (seed, i) alone (`resolver.sim.game.game_rng`), and totals are sums, so the numbers are the
same whatever the number of workers or the order batches finish in. On Dask (`dask.distributed`) a `LocalCluster`
of this machine's cores by default (processes, one thread each), or the cluster at `scheduler`; batches go out with
`client.submit` and come back through `as_completed`. Ctrl-C (or `stop` returning True) stops the study: the
batches done are kept, the others cancelled.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from resolver.sim.game import Setup, play_game
from resolver.sim.totals import Totals

if TYPE_CHECKING:
    from dask.distributed import LocalCluster

Progress = Callable[[Totals, int], None]  # (totals so far, games asked for)


def play_batch(setup: Setup, policy: str, seed: int, start: int, stop: int) -> Totals:
    """Games start..stop-1 of a study, added up."""
    totals = Totals()
    for index in range(start, stop):
        totals.add(play_game(setup, policy, seed, index))
    return totals


def play_batch_timed(setup: Setup, policy: str, seed: int, start: int, stop: int) -> tuple[Totals, float]:
    """`play_batch` and the CPU seconds it took in the process that played it (the bench's per-worker rate)."""
    started = time.process_time()
    totals = play_batch(setup, policy, seed, start, stop)
    return totals, time.process_time() - started


def batches(games: int, size: int) -> Iterator[tuple[int, int]]:
    for start in range(0, games, size):
        yield start, min(games, start + size)


def local_cluster(workers: int, processes: bool = True) -> LocalCluster:
    """A LocalCluster of `workers` processes, one thread each, without the workers' statistical profiler (a
    thread that samples the game's stack every 10 ms, in the worker's own GIL: the CPU the games lose)."""
    import dask
    from dask.distributed import LocalCluster

    with dask.config.set({"distributed.worker.profile.enabled": False}):
        return LocalCluster(n_workers=workers, threads_per_worker=1, processes=processes, dashboard_address=None)


@dataclass
class Study:
    setup: Setup
    policy: str = "random"
    games: int = 1000
    seed: int = 0
    batch: int = 50

    def serial(self, progress: Progress | None = None) -> tuple[Totals, bool]:
        """(totals, stopped early) played in this process."""
        totals = Totals()
        try:
            for start, stop in batches(self.games, self.batch):
                totals.merge(play_batch(self.setup, self.policy, self.seed, start, stop))
                if progress is not None:
                    progress(totals, self.games)
        except KeyboardInterrupt:
            return totals, True
        return totals, False

    def on_dask(self, workers: int | None = None, scheduler: str | None = None, processes: bool = True,
                progress: Progress | None = None) -> tuple[Totals, bool]:
        """(totals, stopped early) played on a Dask cluster: a LocalCluster of `workers` (default: the cores),
        or the scheduler at `scheduler`."""
        from dask.distributed import Client, as_completed

        cluster = None
        if scheduler is None:
            cluster = local_cluster(workers or os.cpu_count() or 1, processes)
            client = Client(cluster)
        else:
            client = Client(scheduler)
        totals = Totals()
        futures = []
        try:
            futures = [client.submit(play_batch, self.setup, self.policy, self.seed, start, stop, pure=False)
                       for start, stop in batches(self.games, self.batch)]
            for future in as_completed(futures):
                totals.merge(future.result())
                if progress is not None:
                    progress(totals, self.games)
            return totals, False
        except KeyboardInterrupt:
            return totals, True
        finally:
            for future in futures:
                future.cancel()
            client.close()
            if cluster is not None:
                cluster.close()
