"""The simplest game, with its exact answer: n players, m of them mafia, no roles.

Each day a uniformly random living player is lynched; each night the mafia kill a uniformly random citizen. The
citizens win when no mafioso is left, the mafia when they are at least half of the living. The game starts with a
day, as in Braverman, Etesami and Mossel, «Mafia: a theoretical study of players and coalitions in a partial
information environment» (Ann. Appl. Probab. 18, 2008). `citizens_win` is the exact probability by a recursion
over (n, m); `play_simplest` plays one such game from the same seeds as the simulator's games.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

from resolver.sim.game import game_rng


def _over(n: int, m: int) -> bool | None:
    """True: the citizens have won; False: the mafia have; None: the game goes on."""
    if m == 0:
        return True
    if 2 * m >= n:
        return False
    return None


@lru_cache(maxsize=None)
def _day(n: int, m: int) -> Fraction:
    over = _over(n, m)
    if over is not None:
        return Fraction(int(over))
    return Fraction(m, n) * _night(n - 1, m - 1) + Fraction(n - m, n) * _night(n - 1, m)


@lru_cache(maxsize=None)
def _night(n: int, m: int) -> Fraction:
    over = _over(n, m)
    if over is not None:
        return Fraction(int(over))
    return _day(n - 1, m)


def citizens_win(n: int, m: int, start: str = "day") -> Fraction:
    """The exact probability that the citizens win, the game starting with a day (or a night)."""
    if not 0 <= m <= n:
        raise ValueError(f"need 0 <= m <= n, got n={n}, m={m}")
    for k in range(1, n + 1):  # bottom-up first: no deep recursion for a large n
        for j in range(0, min(m, k) + 1):
            _day(k, j), _night(k, j)
    return _day(n, m) if start == "day" else _night(n, m)


def citizens_win_float(n: int, m: int, start: str = "day") -> float:
    """The same in floating point, for large n (the plot's n up to 2000), iterated over n without fractions."""
    day = [[0.0] * (m + 1) for _ in range(n + 1)]
    night = [[0.0] * (m + 1) for _ in range(n + 1)]
    for k in range(0, n + 1):
        for j in range(0, min(m, k) + 1):
            over = _over(k, j) if k > 0 else False
            if over is not None:
                day[k][j] = night[k][j] = float(over)
                continue
            night[k][j] = day[k - 1][j]
            day[k][j] = j / k * night[k - 1][j - 1] + (k - j) / k * night[k - 1][j]
    return day[n][m] if start == "day" else night[n][m]


def play_simplest(n: int, m: int, rng: random.Random, start: str = "day") -> bool:
    """One game of the simplest kind: True when the citizens win."""
    citizens, mafia = n - m, m
    day = start == "day"
    while True:
        over = _over(citizens + mafia, mafia)
        if over is not None:
            return over
        if day:  # a uniformly random living player: a mafioso with probability mafia / alive
            if rng.randrange(citizens + mafia) < mafia:
                mafia -= 1
            else:
                citizens -= 1
        else:
            citizens -= 1
        day = not day


def simplest_wins(n: int, m: int, games: int, seed: int, start: str = "day") -> int:
    """Citizens' wins in games 0..games-1 of a study of the simplest game (each from (seed, index))."""
    return sum(play_simplest(n, m, game_rng(seed, i), start) for i in range(games))
