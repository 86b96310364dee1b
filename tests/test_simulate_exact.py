"""The simplest game (n players, m mafia, no roles; a uniformly random lynch each day, a random citizen killed each
night): the simulator agrees with the exact recursion within its 99% Wilson interval (issue 21 point 3)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from resolver.sim.exact import citizens_win, citizens_win_float, simplest_wins
from resolver.sim.totals import Z99, wilson

GAMES = 400
# Every m for a few n (the small ones whole), and a spread of (n, m) up to 40: m = 0 and m at half included.
SAMPLE = sorted({(n, m) for n in (1, 2, 3, 4, 5, 7, 10) for m in range(n + 1)}
                | {(n, m) for n in (16, 25, 33, 40) for m in (0, 1, 2, 3, 5, 8, n // 2 - 1, n // 2, n)})


def test_the_recursion_by_hand():
    assert citizens_win(3, 1) == Fraction(1, 3)  # the day must find the one mafioso: 1/3, else 1 vs 1
    assert citizens_win(4, 1) == Fraction(1, 4)  # 1/4 the first day; else 1 vs 2 after the night: mafia
    # n = 5, m = 1: 1/5 at once; else (4/5) night -> 3 players with the mafioso, the day finds him 1/3 of the time.
    assert citizens_win(5, 1) == Fraction(1, 5) + Fraction(4, 5) * Fraction(1, 3)
    assert citizens_win(10, 0) == 1 and citizens_win(10, 5) == 0
    assert citizens_win(6, 2, start="night") == citizens_win(5, 2)


def test_the_float_recursion_agrees_with_the_exact_one():
    for n in range(1, 41):
        for m in range(0, n + 1):
            assert abs(citizens_win_float(n, m) - float(citizens_win(n, m))) < 1e-12


@pytest.mark.parametrize("n,m", SAMPLE)
def test_simulated_rate_holds_the_exact_value(n, m):
    exact = float(citizens_win(n, m))
    wins = simplest_wins(n, m, GAMES, seed=21 + 1000 * n + m)
    low, high = wilson(wins, GAMES, Z99)
    assert low <= exact <= high, (n, m, wins / GAMES, exact)


def test_a_wrong_model_is_caught():
    # The same comparison can fail: a game starting with the night is another game, and for n = 10, m = 1 it is
    # far outside the interval the day-first exact value gives.
    wins = simplest_wins(10, 1, GAMES, seed=5, start="night")
    low, high = wilson(wins, GAMES, Z99)
    assert not low <= float(citizens_win(10, 1)) <= high
