"""(g) `mafia-night simulate` (issue 21 point 5): games a second per core for the 12-player bankers setup with the
`random` policy, and the wall time of 1 Dask worker over 2 on the same games, measured in one run.

Per core: the games played serially over the process's CPU time (a shared machine's other load is not counted) and
over the wall clock. The ratio: the same study on a LocalCluster of 1 and of 2 worker processes, each cluster warmed
up on a first batch before the clock starts (its start-up, 1-3 s, is not counted), and beside it the games per CPU
second the workers spent playing (the ratio's ceiling when other work takes part of the cores). Run alone: `python bench/sim_bench.py [GAMES]`.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from resolver.sim.runner import Study, local_cluster, play_batch, play_batch_timed  # noqa: E402
from resolver.sim.setups import load_setup  # noqa: E402

SETUP = "bankers12"
BATCH = 20


def per_core(games: int) -> tuple[float, float]:
    """(games per CPU second, games per wall second) played serially in this process."""
    study = Study(load_setup(SETUP), games=games, seed=1, batch=games)
    play_batch(study.setup, "random", 99, 0, 5)  # warm-up: imports, rule set caches
    cpu, wall = time.process_time(), time.perf_counter()
    totals, _ = study.serial()
    return totals.games / (time.process_time() - cpu), totals.games / (time.perf_counter() - wall)


def on_workers(workers: int, games: int, batch: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds the workers spent in games) of the study on a LocalCluster of `workers`
    processes, warmed up first: the cluster's start-up and each worker's first games (imports, the rule set) are
    not timed."""
    from dask.distributed import Client, as_completed

    setup = load_setup(SETUP)
    with local_cluster(workers) as cluster, Client(cluster) as client:
        warm = [client.submit(play_batch, setup, "random", 98, i, i + 2, pure=False) for i in range(workers)]
        client.gather(warm)
        started = time.perf_counter()
        futures = [client.submit(play_batch_timed, setup, "random", 1, start, min(games, start + batch), pure=False)
                   for start in range(0, games, batch)]
        cpu = 0.0
        for future in as_completed(futures):
            cpu += future.result()[1]
        return time.perf_counter() - started, cpu


def simulate_section(table: Callable[[str, tuple[str, ...], list[tuple[Any, ...]]], None], games: int = 400) -> None:
    cpu_rate, wall_rate = per_core(games)
    table(f"(g) simulate {SETUP}, policy random, {games} games serially",
          ("measure", "games/s"), [("per CPU second (per core)", f"{cpu_rate:.1f}"),
                                   ("per wall second", f"{wall_rate:.1f}")])
    rows = []
    walls = {}
    for workers in (1, 2):
        wall, cpu = on_workers(workers, games, batch=BATCH)
        walls[workers] = wall
        rows.append((str(workers), f"{wall:.2f} s", f"{games / wall:.1f}", f"{games / cpu:.1f}"))
    rows.append(("2 over 1", f"{walls[1] / walls[2]:.2f}x", "", ""))
    table(f"(g) the same {games} games on Dask (LocalCluster, processes, 1 thread each), batches of {BATCH}; "
          "timed after the cluster's start-up and a warm-up batch on each worker (start-up not counted)",
          ("workers", "wall", "games/s (wall)", "games/s per worker CPU s"), rows)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  machine: {os.cpu_count()} cores, load average {load:.1f} at the end (other work shares the cores)")


if __name__ == "__main__":
    from bench import table as _table

    simulate_section(_table, int(sys.argv[1]) if len(sys.argv) > 1 else 400)
