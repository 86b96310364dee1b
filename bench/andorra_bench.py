"""The andorra part of `make bench`: the same ratios as the bankers part, on andorra nights (`andorra_nights.py`):
resolve / parse+validate at 40 players without and with a ring, for part 1's roles and for the full cast (every
role, the loners and the undead included), parse and resolve timed in turn, on the wall clock and on the process's
CPU clock; and the growth of the time per player of the full cast from 40 to 4,000."""

from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from andorra_nights import andorra_night
from growth import COLUMNS, growth

from resolver.api import load_text, resolve


def paired_medians(first: Callable[[], Any], second: Callable[[], Any], repeat: int,
                   clock: Callable[[], float] = time.perf_counter) -> tuple[float, float]:
    """The median times of two calls measured in turn (first, second, first, ...): on a shared, loaded machine
    both see the same load, so their ratio is steadier than that of two series taken one after the other."""
    first(), second()
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeat):
        for fn, out in ((first, times[0]), (second, times[1])):
            start = clock()
            fn()
            out.append(clock() - start)
    return statistics.median(times[0]), statistics.median(times[1])


def andorra_section(median_time: Callable[..., float], loaded: Callable[[str], Any], ms: Callable[[float], str],
                    table: Callable[..., None]) -> None:
    rows_a = []
    for label, full_cast, cycles in (("part 1, 40 players, no ring", False, False), ("part 1, 40 players, ring", False, True),
                                     ("full cast, 40 players, no ring", True, False),
                                     ("full cast, 40 players, ring", True, True)):
        text = andorra_night(40, cycles, full_cast)
        scenario = loaded(text)
        res = resolve(scenario)  # warm-up (imports CP-SAT when there is a ring)
        parse, solve = paired_medians(lambda: load_text(text, "bench.yaml"), lambda: resolve(scenario), 31)
        parse_cpu, solve_cpu = paired_medians(lambda: load_text(text, "bench.yaml"), lambda: resolve(scenario), 31,
                                              clock=time.process_time)
        rows_a.append((label, len(res.cycles()), len(res.alternatives), ms(parse), ms(solve), f"{solve / parse:6.2f}",
                       f"{solve_cpu / parse_cpu:6.2f}"))
    table("(e) andorra: resolve vs parse+validate, median of 31 measured in turn (times: wall clock)",
          ("night", "rings", "outcomes", "parse+validate", "resolve", "resolve/parse", "CPU resolve/parse"), rows_a)

    rows_b, per_player, _texts = growth(andorra_night, loaded, median_time, ms)
    table("(f) andorra, full cast: growth, no ring (median of 21 / 7 / 3)", COLUMNS, rows_b)
    print(f"  time per player, 4,000 vs 40: parse+validate ×{per_player[4000][0] / per_player[40][0]:.1f}, "
          f"resolve ×{per_player[4000][1] / per_player[40][1]:.1f}  (×1 = linear)")
