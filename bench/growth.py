"""The growth table of `make bench` (bankers section (b), andorra section (f)): parse+validate and resolve of
one night at 40, 400 and 4,000 players, and the time per player."""

from __future__ import annotations

from typing import Any, Callable

from resolver.api import load_text, resolve

SIZES = ((40, 21), (400, 7), (4000, 3))  # players, repeats
COLUMNS = ("players", "moves", "file", "parse+validate", "resolve", "parse/player", "resolve/player")


def growth(night_of: Callable[[int], str], loaded: Callable[[str], Any], median_time: Callable[..., float],
           ms: Callable[[float], str]) -> tuple[list[tuple[Any, ...]], dict[int, tuple[float, float]], dict[int, str]]:
    """The table's rows, the time per player (parse, resolve) by size, and the nights' texts by size."""
    rows: list[tuple[Any, ...]] = []
    per_player: dict[int, tuple[float, float]] = {}
    texts: dict[int, str] = {}
    for size, repeat in SIZES:
        text = texts[size] = night_of(size)
        scenario = loaded(text)
        parse = median_time(lambda: load_text(text, "bench.yaml"), repeat=repeat)
        solve = median_time(lambda: resolve(scenario), repeat=repeat)
        per_player[size] = (parse / size, solve / size)
        rows.append((size, len(scenario.moves), f"{len(text) // 1024} KiB", ms(parse), ms(solve),
                     f"{parse / size * 1e6:7.1f} µs", f"{solve / size * 1e6:7.1f} µs"))
    return rows, per_player, texts
