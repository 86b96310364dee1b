"""Checks of the day's part of a scenario: who votes, the modifiers' names, the host's marks."""

from __future__ import annotations

from typing import Any, Callable

from model import Scenario
from resolver.text.problems import say
from resolver.specs.ruleset import RulesetSpec

Add = Callable[..., Any]


def validate_day(rs: RulesetSpec, data: Scenario, add: Add) -> None:
    day = data.day
    known = {p.name for p in data.players}
    rules = rs.day
    if rules is None:
        if day.votes is not None or day.modifiers:
            add(("day", "votes"), say("no_day_rules", id=rs.id))
        return
    for i, vote in enumerate(day.votes or []):
        if vote.voter not in known:
            add(("day", "votes", i, "voter"), say("voter_not_in_game", name=vote.voter))
        if vote.caused_by is not None and vote.caused_by not in known:
            add(("day", "votes", i, "caused_by"), say("field_not_in_game", field="caused_by", name=vote.caused_by))
    for i, mod in enumerate(day.modifiers):
        mod_id = rules.modifier_id(mod.kind)
        if mod_id is None:
            names = ", ".join(m.name_ru for m in rules.modifiers.values()) or say("none")
            add(("day", "modifiers", i, "kind"), say("unknown_modifier", name=mod.kind, known=names))
        else:
            mod.kind = mod_id
        for field in ("player", "target", "by"):
            name = getattr(mod, field)
            if name is not None and name not in known:
                add(("day", "modifiers", i, field), say("field_not_in_game", field=field, name=name))
    if day.penalised and rules.host_penalty is None:
        add(("day", "penalised"), say("no_such_penalty", id=rs.id))
    for field in ("immune", "silenced", "penalised"):
        for j, name in enumerate(getattr(day, field)):
            if name not in known:
                add(("day", field, j), say("name_not_in_game", name=name))
    for field in ("decider_choice", "coin"):
        name = getattr(day, field)
        if name is not None and name not in known:
            add(("day", field), say("name_not_in_game", name=name))
    for name in day.words:
        if name not in known:
            add(("day", "words", name), say("name_not_in_game", name=name))
