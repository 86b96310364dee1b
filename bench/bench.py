"""mafia-night benchmark (`make bench`): ratios measured in one run, no asserts.

(a) 40-player night with no ring of moves, and one with rings (Стерва and Шизик invite
    each other at equal times): median resolve time / median parse+validate time.
(b) growth over 40, 400 and 4,000 players: parse+validate and resolve times, and the
    time per player at 4,000 over the time per player at 40.
(c) wall time of `mafia-night resolve` on the 40-player night vs `python -c pass`.
(d) peak memory (tracemalloc) of resolving the 4,000-player night.
(e), (f) andorra (bench/andorra_bench.py): (a) and (b) on andorra nights: part 1's roles and the full cast.
(g) start-up (bench/startup.py): `mafia-night resolve` of the example night vs `python -c pass`, bytecode warm,
    PYTHONDONTWRITEBYTECODE unset (issue 19, point 6: at most 7 times).
(h) simulate (bench/sim_bench.py): games a second per core, 12-player bankers, `random`; 2 Dask workers over 1.

Absolute times depend on the machine (a shared 2-core box); compare the ratios.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from growth import COLUMNS as GROWTH_COLUMNS, growth  # noqa: E402
from nights import night  # noqa: E402

from resolver.api import load_text, resolve  # noqa: E402


def median_time(fn: Callable[[], Any], repeat: int, warmup: int = 1,
                clock: Callable[[], float] = time.perf_counter) -> float:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        start = clock()
        fn()
        times.append(clock() - start)
    return statistics.median(times)


def loaded(text: str) -> Any:
    result = load_text(text, "bench.yaml")
    if not result.ok:
        raise SystemExit("the synthetic night does not load:\n" + "\n".join(map(str, result.problems[:10])))
    return result.scenario


def ms(seconds: float) -> str:
    return f"{seconds * 1000:9.2f} ms"


def table(title: str, header: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    cells = [tuple(str(c) for c in header)] + [tuple(str(c) for c in r) for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    print(f"\n{title}")
    for n, row in enumerate(cells):
        print("  " + "  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))))
        if n == 0:
            print("  " + "  ".join("-" * w for w in widths))


def main() -> None:
    started = time.perf_counter()
    print(f"mafia-night bench — Python {sys.version.split()[0]}, {sys.platform}")

    # ------------------------------------------------------------------ (a)
    rows_a = []
    for label, cycles in (("40 players, no ring", False), ("40 players, rings", True)):
        text = night(40, cycles)
        scenario = loaded(text)
        res = resolve(scenario)  # warm-up (imports CP-SAT when there is a ring)
        parse = median_time(lambda: load_text(text, "bench.yaml"), repeat=31)
        solve = median_time(lambda: resolve(scenario), repeat=31)
        # The same on the process's CPU clock: on a shared, loaded machine the wall clock also counts the
        # time other processes had the CPU; the CPU ratio is the steadier one to compare.
        parse_cpu = median_time(lambda: load_text(text, "bench.yaml"), repeat=31, clock=time.process_time)
        solve_cpu = median_time(lambda: resolve(scenario), repeat=31, clock=time.process_time)
        rows_a.append((label, len(res.cycles()), len(res.alternatives), ms(parse), ms(solve), f"{solve / parse:6.2f}",
                       f"{solve_cpu / parse_cpu:6.2f}"))
    table("(a) resolve vs parse+validate, median of 31 (times: wall clock)",
          ("night", "rings", "outcomes", "parse+validate", "resolve", "resolve/parse", "CPU resolve/parse"), rows_a)

    # ------------------------------------------------------------------ (b)
    rows_b, per_player, texts = growth(night, loaded, median_time, ms)
    table("(b) growth, no ring (median of 21 / 7 / 3)", GROWTH_COLUMNS, rows_b)
    parse_growth = per_player[4000][0] / per_player[40][0]
    solve_growth = per_player[4000][1] / per_player[40][1]
    print(f"  time per player, 4,000 vs 40: parse+validate ×{parse_growth:.1f}, resolve ×{solve_growth:.1f}"
          "  (×1 = linear)")

    # ------------------------------------------------------------------ (c)
    command = Path(sys.executable).parent / "mafia-night"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "night40.yaml"
        path.write_text(texts[40], encoding="utf-8")

        def run(argv: list[str]) -> float:
            times = []
            for _ in range(5):
                start = time.perf_counter()
                done = subprocess.run(argv, capture_output=True, text=True)
                times.append(time.perf_counter() - start)
                if done.returncode != 0:
                    raise SystemExit(f"{argv} failed ({done.returncode}):\n{done.stderr}")
            return statistics.median(times)

        cli = run([str(command), "resolve", str(path)])
        bare = run([sys.executable, "-c", "pass"])
    table("(c) wall time of a process, median of 5",
          ("command", "wall time"),
          [("mafia-night resolve (40 players, no ring)", ms(cli)), ("python -c pass", ms(bare)),
           ("ratio", f"{cli / bare:.1f}")])

    # ------------------------------------------------------------------ (d)
    scenario = loaded(texts[4000])
    tracemalloc.start()
    res = resolve(scenario)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    table("(d) peak memory of resolving, tracemalloc",
          ("night", "peak", "per player"),
          [("4,000 players", f"{peak / 2**20:.1f} MiB", f"{peak / 4000 / 1024:.1f} KiB")])
    del res

    # ------------------------------------------------------------------ (e), (f): andorra
    from andorra_bench import andorra_section

    andorra_section(median_time, loaded, ms, table)

    # ------------------------------------------------------------------ (g)
    from startup import RUNS, rows as startup_rows

    table(f"(g) start-up, median of {RUNS} processes each", ("command", "wall time", "CPU time"), startup_rows())

    # ------------------------------------------------------------------ (h): simulate (issue 21)
    from sim_bench import simulate_section

    simulate_section(table)

    print(f"\ntotal bench time: {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
