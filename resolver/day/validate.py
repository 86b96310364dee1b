"""Checks of the day's part of a scenario: who votes, the modifiers' names, the host's marks."""

from __future__ import annotations

from typing import Any, Callable

from model import Scenario
from resolver.ruleset import RulesetSpec

Add = Callable[..., Any]


def validate_day(rs: RulesetSpec, data: Scenario, add: Add) -> None:
    day = data.day
    known = {p.name for p in data.players}
    rules = rs.day
    if rules is None:
        if day.votes is not None or day.modifiers:
            add(("day", "votes"), f"the rule set {rs.id} has no day rules: the vote cannot be counted")
        return
    for i, vote in enumerate(day.votes or []):
        if vote.voter not in known:
            add(("day", "votes", i, "voter"), f"voter {vote.voter!r} is not in the game")
        if vote.caused_by is not None and vote.caused_by not in known:
            add(("day", "votes", i, "caused_by"), f"caused_by {vote.caused_by!r} is not in the game")
    for i, mod in enumerate(day.modifiers):
        mod_id = rules.modifier_id(mod.kind)
        if mod_id is None:
            names = ", ".join(m.name_ru for m in rules.modifiers.values()) or "none"
            add(("day", "modifiers", i, "kind"), f"unknown vote modifier {mod.kind!r}; known: {names}")
        else:
            mod.kind = mod_id
        for field in ("player", "target", "by"):
            name = getattr(mod, field)
            if name is not None and name not in known:
                add(("day", "modifiers", i, field), f"{field} {name!r} is not in the game")
    if day.penalised and rules.host_penalty is None:
        add(("day", "penalised"), f"the rule set {rs.id} has no such penalty")
    for field in ("immune", "silenced", "penalised"):
        for j, name in enumerate(getattr(day, field)):
            if name not in known:
                add(("day", field, j), f"{name!r} is not in the game")
    for field in ("decider_choice", "coin"):
        name = getattr(day, field)
        if name is not None and name not in known:
            add(("day", field), f"{name!r} is not in the game")
    for name in day.words:
        if name not in known:
            add(("day", "words", name), f"{name!r} is not in the game")
