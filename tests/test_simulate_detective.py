"""The simplest game with one detective (Braverman, Etesami and Mossel 2008, issue 21): the vectorised simulator
agrees with the exact recursion when there is no detective, and a detective lowers the mafia's win rate."""

from __future__ import annotations

import random

import pytest

from resolver.sim.detective import MODELS, mafia_wins, play_detective
from resolver.sim.exact import citizens_win
from resolver.sim.totals import Z99, wilson

GAMES = 400


@pytest.mark.parametrize("n,m", [(10, 1), (10, 3), (20, 2), (25, 4), (40, 6), (40, 19)])
def test_without_a_detective_the_vectorised_game_is_the_simplest_one(n, m):
    exact = 1 - float(citizens_win(n, m))
    won = int(mafia_wins(n, m, GAMES, seed=3 + n * 100 + m, model="none").sum())
    low, high = wilson(won, GAMES, Z99)
    assert low <= exact <= high, (n, m, won / GAMES, exact)


@pytest.mark.parametrize("model", ["detective", "cleared"])
@pytest.mark.parametrize("n,m", [(20, 3), (50, 7), (200, 20)])
def test_a_detective_lowers_the_mafia_win_rate(model, n, m):
    without = int(mafia_wins(n, m, GAMES, seed=11, model="none").sum())
    low_without, _ = wilson(without, GAMES, Z99)
    with_detective = int(mafia_wins(n, m, GAMES, seed=11, model=model).sum())
    _, high_with = wilson(with_detective, GAMES, Z99)
    assert high_with < low_without, (model, n, m, without, with_detective)


@pytest.mark.parametrize("model", list(MODELS))
@pytest.mark.parametrize("n,m", [(12, 2), (30, 5)])
def test_the_one_game_player_and_the_vectorised_one_agree(model, n, m):
    # Two implementations of the same rules, one game at a time in plain Python and many at once in numpy.
    games = 600
    one = sum(not play_detective(n, m, random.Random(f"det/{i}"), model) for i in range(games))
    many = int(mafia_wins(n, m, games, seed=5, model=model).sum())
    p = (one + many) / (2 * games)
    sd = (2 * p * (1 - p) / games) ** 0.5
    assert abs(one - many) / games <= 3.3 * sd + 1e-9, (model, n, m, one, many)


def test_the_detective_rules_by_hand():
    # n = 3, m = 1, detective among the two citizens: the day is uniform (nobody checked yet): 1/3 the mafioso.
    # Otherwise 2 players are left with the mafioso: the mafia have half and win.
    assert 1 - mafia_wins(3, 1, 3000, seed=1, model="detective").mean() == pytest.approx(1 / 3, abs=0.04)
    # A mafia of half at the start wins at once, with or without a detective.
    assert mafia_wins(10, 5, 50, seed=1, model="cleared").all()
    assert not mafia_wins(10, 0, 50, seed=1, model="detective").any()
    with pytest.raises(ValueError):
        mafia_wins(10, 2, 5, seed=1, model="two detectives")
