"""(g) `mafia-night simulate` (issue 21 point 5): games a second per core for the 12-player bankers setup with the
`random` policy, and the wall time of 1 Dask worker over 2 on the same games, measured in one run.

Per core: the games played serially over the process's CPU time (a shared machine's other load is not counted) and
over the wall clock. The ratio: the same study on a LocalCluster of 1 and of 2 worker processes, each cluster warmed
up on a first batch before the clock starts. Run alone: `python bench/sim_bench.py [GAMES]`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from resolver.sim.runner import Study, play_batch  # noqa: E402
from resolver.sim.setups import load_setup  # noqa: E402

SETUP = "bankers12"


def per_core(games: int) -> tuple[float, float]:
    """(games per CPU second, games per wall second) played serially in this process."""
    study = Study(load_setup(SETUP), games=games, seed=1, batch=games)
    play_batch(study.setup, "random", 99, 0, 5)  # warm-up: imports, rule set caches
    cpu, wall = time.process_time(), time.perf_counter()
    totals, _ = study.serial()
    return totals.games / (time.process_time() - cpu), totals.games / (time.perf_counter() - wall)


def on_workers(workers: int, games: int, batch: int) -> float:
    """Wall seconds of the study on a warmed-up LocalCluster of `workers` processes."""
    from dask.distributed import Client, LocalCluster, as_completed

    setup = load_setup(SETUP)
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        warm = [client.submit(play_batch, setup, "random", 98, i, i + 2, pure=False) for i in range(workers)]
        client.gather(warm)
        started = time.perf_counter()
        futures = [client.submit(play_batch, setup, "random", 1, start, min(games, start + batch), pure=False)
                   for start in range(0, games, batch)]
        for future in as_completed(futures):
            future.result()
        return time.perf_counter() - started


def simulate_section(table: Callable[[str, tuple[str, ...], list[tuple[Any, ...]]], None], games: int = 400) -> None:
    cpu_rate, wall_rate = per_core(games)
    table(f"(g) simulate {SETUP}, policy random, {games} games serially",
          ("measure", "games/s"), [("per CPU second (per core)", f"{cpu_rate:.1f}"),
                                   ("per wall second", f"{wall_rate:.1f}")])
    one = on_workers(1, games, batch=20)
    two = on_workers(2, games, batch=20)
    table(f"(g) the same {games} games on Dask (LocalCluster, processes, 1 thread each), batches of 20",
          ("workers", "wall", "games/s"),
          [("1", f"{one:.2f} s", f"{games / one:.1f}"), ("2", f"{two:.2f} s", f"{games / two:.1f}"),
           ("2 over 1", f"{one / two:.2f}x", "")])


if __name__ == "__main__":
    from bench import table as _table

    simulate_section(_table, int(sys.argv[1]) if len(sys.argv) > 1 else 400)
