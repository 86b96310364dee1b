"""Checks of a bankers file that only bankers' own fields need (`RulesetSpec.extra_checks`).

- the миномёт of Праздник: given only that day, to a plain peaceful (L178), fired only by its holder;
- the Фанатка's own check: only once she has found the Детектив, and only once (L114-117).
"""

from __future__ import annotations

from typing import Any, Callable

from model import Scenario
from resolver.specs.names import named
from resolver.text.problems import say
from resolver.specs.ruleset import RulesetSpec

Add = Callable[..., None]


def _cite(rs: RulesetSpec, clause_id: str) -> str:
    return rs.clauses[clause_id].cite(rs.id)


def check(rs: RulesetSpec, data: Scenario, add: Add) -> None:
    day = data.day
    by_name: dict[str, Any] = {p.name: p for p in data.players}
    if day.mortar_holder is not None:
        holder = by_name.get(day.mortar_holder)
        if day.event != "holiday":
            add(("day", "mortar_holder"), say("mortar_day"), _cite(rs, "event.holiday"))
        if holder is None:
            add(("day", "mortar_holder"), say("mortar_holder_not_in_game", name=day.mortar_holder))
        elif holder.role != "villager":
            role = rs.roles.get(holder.role)
            add(("day", "mortar_holder"), say("mortar_plain", name=holder.name, **named("role", role)) if role is not None
                else say("mortar_plain_any"), _cite(rs, "event.holiday"))
    for i, move in enumerate(data.moves):
        actor = by_name.get(move.actor)
        if actor is None or actor.role not in rs.roles:
            continue
        where = ("moves", i, "action")
        if move.action == "mortar_fire" and day.mortar_holder != move.actor:
            add(where, say("no_mortar", name=move.actor, holder=day.mortar_holder),
                _cite(rs, "event.holiday"))
        if move.action == "bonus_check" and move.action in rs.roles[actor.role].actions:
            if not actor.state.found_detective:
                add(where, say("fan_not_found", name=move.actor),
                    _cite(rs, "fangirl.seek"))
            elif actor.state.bonus_check_used:
                add(where, say("fan_check_used", name=move.actor), _cite(rs, "fangirl.seek"))
