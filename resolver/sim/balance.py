"""What the workbench's «Баланс» page asks of the simulator: a setup with one role changed, studies played side by
side in batches (so a chart can fill in as they finish), and the win rates with their intervals as rows.

The same games as `mafia-night simulate`: game i of a study is played from (seed, i) alone, so a setup and its
what-if with one role changed are played from the same seeds, batch by batch.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from typing import Any

from resolver.day.win import side_label
from resolver.sim.game import Setup, ensure_ruleset
from resolver.sim.runner import batches, play_batch
from resolver.sim.totals import NO_WINNER, Totals


def roles_for(setup: Setup, player: str) -> list[str]:
    """The role ids a player may be given instead of his own: a clan member's clan roles, another's the others."""
    rs = ensure_ruleset(setup)
    own = next(p for p in setup.players if p.name == player)
    return [rid for rid, spec in rs.roles.items() if spec.clan_member == bool(own.clan) and rid != own.role]


def with_role(setup: Setup, player: str, role: str) -> Setup:
    """The setup with one player's role changed (a what-if), named for the change."""
    rs = ensure_ruleset(setup)
    if role not in rs.roles:
        raise ValueError(f"{role!r}: нет такой роли в правилах {rs.name_ru} (no such role)")
    if all(p.name != player for p in setup.players):
        raise ValueError(f"{player!r}: нет такого игрока (no such player)")
    players = tuple(p.model_copy(update={"role": role}) if p.name == player else p for p in setup.players)
    return dataclasses.replace(setup, players=players, name=f"{setup.name}: {player} → {rs.roles[role].name_ru}")


def play_side_by_side(setups: dict[str, Setup], policy: str, games: int, seed: int,
                      batch: int = 25) -> Iterator[dict[str, Totals]]:
    """The studies of several setups in this process, a batch of each in turn: their totals after every round
    (a copy each time: what was yielded stays as it was)."""
    totals = {label: Totals() for label in setups}
    for start, stop in batches(games, batch):
        for label, setup in setups.items():
            totals[label].merge(play_batch(setup, policy, seed, start, stop))
        yield copy.deepcopy(totals)


def rate_rows(setup: Setup, totals: dict[str, Totals], lang: str = "ru") -> list[dict[str, Any]]:
    """One row a (study, side): the side's name, its wins, share and 95% Wilson interval; every side any study
    saw, in each study (0 where it never won), so the bars line up."""
    rs = ensure_ruleset(setup)
    sides = sorted({s for t in totals.values() for s in t.wins}, key=lambda s: (s == NO_WINNER, s))
    rows = []
    for label, t in totals.items():
        for side in sides:
            share, low, high = t.rate(side)
            name = ("без победителя" if lang == "ru" else "no winner") if side == NO_WINNER else \
                side_label(rs, side, lang)
            rows.append({"study": label, "side": side, "name": name, "games": t.games, "wins": t.wins.get(side, 0),
                         "rate": share, "low": low, "high": high})
    return rows
