"""What one night leaves for the next, from the engine's own state: the same for every rule set.

Alive or dead, the items each player holds at dawn (spent ones gone), the effects pending on him,
and per action the target he chose (for the limits on repeats). A rule set with more to carry
still has its own `after_night` hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import Pending, PlayerState
from resolver.night import Night
from resolver.recruit import pass_clan_items
from resolver.stages import inventory, switched_on

if TYPE_CHECKING:
    from resolver.engine import State


def items_at_dawn(night: Night, state: "State") -> dict[str, list[str]]:
    """Each player's items after the night: those used up now or at dawn are gone."""
    items: dict[str, list[str]] = {}
    for name in night.players:
        held = list(inventory(state, night, name))
        for (player, row_id), _order in state.spent.items():
            row = next((r for r in night.ruleset.protections if r.id == row_id), None)
            if player == name and row is not None and row.spent == "at_dawn":
                item = row.source.partition(":")[2]
                if item in held:
                    held.remove(item)
        items[name] = held
    return items


def carry(night: Night, state: "State") -> dict[str, Any]:
    alive = {n: p.alive and n not in state.deaths for n, p in night.players.items()}
    items = items_at_dawn(night, state)
    pass_clan_items(night, state, alive, items)
    carried: dict[str, PlayerState] = {}
    for name, info in night.players.items():
        carried[name] = PlayerState(uses_left=dict(info.state.uses_left),
                                    sinful=info.state.sinful or name in state.guilty,
                                    invited_by=list(info.state.invited_by) + [
                                        c for c in state.invited.get(name, ()) if c not in info.state.invited_by])
        for (player, status), marks in sorted(state.marks.items()):
            if player != name or not status.startswith("pending:"):
                continue
            for mark in marks:
                if not mark.tentative:
                    carried[name].pending.append(Pending(kind=status.partition(":")[2], source=mark.data.get("by"),
                                                         night=night.scenario.night))
                    break
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        spec = night.action(act)
        if outcome is None or act.actor is None or act.origin != "move" or not outcome.performed:
            continue
        if act.target and (spec.repeat_ban or spec.once_per_target or spec.repeat_limit):
            carried[act.actor].last_targets[spec.id] = act.target
        if spec.uses_per_game is not None and switched_on(night, spec.uses_when, None):
            uses = carried[act.actor].uses_left
            for key in [k for k in uses if k != spec.id and night.ruleset.action_id(k) == spec.id]:
                uses[spec.id] = uses.pop(key)  # a scenario may name the action instead of its id
            left = uses.get(spec.id, spec.uses_per_game[0])
            uses[spec.id] = max(0, left - 1)
    return {
        "alive": alive,
        "carried": carried,
        "items": items,
        # A role changed tonight (a transformation «в момент убийства») is the role of the next night.
        # A recruit joins his clan at dawn (state.joins), as its role or keeping his own.
        "roles": {n: state.joins[n][0] if n in state.joins else state.roles.get(n, p.role.id)
                  for n, p in night.players.items()},
        "clans": {n: state.joins[n][1] if n in state.joins else p.clan for n, p in night.players.items()},
    }
