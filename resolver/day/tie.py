"""A day's verdict of `k` places: the highest totals, and a tie at the boundary settled as the rule set says (the
host's coin, the file's seed, or nobody: the tie option)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from resolver.day.tally import DayCounter


def fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def pick(counter: "DayCounter", k: int) -> list[str]:
    """The `k` highest; a tie at the boundary goes to the coin (the host's, or the file's seed)."""
    ranked = list(counter.t.totals.items())
    if not ranked or k <= 0:
        return []
    cutoff = ranked[min(k, len(ranked)) - 1][1]
    sure = [n for n, v in ranked if v > cutoff]
    tied = sorted(n for n, v in ranked if v == cutoff)
    need = min(k, len(ranked)) - len(sure)
    if len(tied) <= need:
        return sure + tied
    tie = counter.rules.tie
    no_verdict = counter.rules.tie_option and counter.options.get(counter.rules.tie_option) == "no_verdict"
    params: dict[str, Any] = dict(tied=", ".join(tied), votes=fmt(cutoff), places=need)
    if no_verdict:
        counter.rec.record("day", "tally", "tie_no_verdict", tie.clause, ruling=tie.ruling, **params)
        return sure
    coin = counter.day.coin
    if coin is not None and coin in tied:
        # The host's coin names one player; more places among the rest are not guessed.
        rest = [n for n in tied if n != coin]
        chosen = [coin] + (rest if len(rest) <= need - 1 else [])
        counter.t.coin = "host"
        counter.rec.record("day", "tally", "tie_coin_host", tie.clause, ruling=tie.ruling, chosen=", ".join(chosen),
                        **params)
        if len(chosen) < need:
            counter.t.coin = "pending"
            counter.rec.record("day", "host", "tie_needs_coin", tie.clause, ruling=tie.ruling,
                            **dict(params, tied=", ".join(rest), places=need - 1))
        return sure + chosen
    if counter.day.coin_seed is not None:
        chosen = sorted(random.Random(counter.day.coin_seed).sample(tied, need))
        counter.t.coin = "seed"
        counter.rec.record("day", "tally", "tie_coin_seed", tie.clause, ruling=tie.ruling, chosen=", ".join(chosen),
                        seed=counter.day.coin_seed, **params)
        return sure + chosen
    counter.t.coin = "pending"
    counter.rec.record("day", "host", "tie_needs_coin", tie.clause, ruling=tie.ruling, **params)
    return sure

