"""The stages of one act after its actor could act (andorra п.05, п.17; ENGINE-NOTES "one hostile act").

reach (target-side conditions of stage `reach`: away, drunk, on tour — nothing is used up) →
result table (attack kind × target trait, п.17) → the protection queue in its order (the first that
applies acts and may be used up) → conditions of stage `after_protections` (the heal) → the effect.

These functions only read the night and the state; the engine records what they find.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from resolver.night import Act, Night
from resolver.ruleset import ProtectionSpec, ResultRow

if TYPE_CHECKING:
    from resolver.engine import State


# (act, player, status) -> the id of a visible act that gave the player that status, or None
StatusLookup = Callable[[Act, str, str], "str | None"]


@dataclass(frozen=True)
class Shield:
    """A protection that applies to an act: which row, and where it came from (an act id or an item)."""

    row: ProtectionSpec
    source: str  # the act that gave the status, or "item:PLAYER"


def switched_on(night: Night, when: tuple[str, object] | None, unless: tuple[str, object] | None) -> bool:
    if when is not None and night.options.get(when[0]) != when[1]:
        return False
    if unless is not None and night.options.get(unless[0]) == unless[1]:
        return False
    return True


def result_row(night: Night, act: Act) -> ResultRow | None:
    """The first row of the rule set's result table for this act's attack kind and its target's traits."""
    spec = night.action(act)
    target = night.players.get(act.target or "")
    if not spec.attack or target is None:
        return None
    traits = target.role.traits
    for row in night.ruleset.result_table:
        if row.attack in (spec.attack, "*") and row.trait in traits:
            if row.attack == "*" and not spec.hostile:
                continue
            return row
    return None


def inventory(state: "State", night: Night, player: str) -> list[str]:
    """The items a player holds right now (item ids), as the night has changed them so far."""
    if player not in state.items:
        info = night.players.get(player)
        held = [night.ruleset.item_id(i) or i for i in info.items] if info is not None else []
        state.items[player] = held
    return state.items[player]


def item_available(state: "State", night: Night, player: str, row: ProtectionSpec, act: Act) -> bool:
    """An item protection is there if he holds it and it was not used up at an earlier step.

    Acts at the same step share it («если выстрел производят сразу два клана, то спасает от обоих»).
    """
    name = row.source.partition(":")[2]
    spent_at = state.spent.get((player, row.id))
    if spent_at is not None:
        return spent_at == act.order or row.spent in ("never", "at_dawn")
    return name in inventory(state, night, player)


def shield_for(engine_night: Night, state: "State", act: Act, visible_status: StatusLookup) -> Shield | None:
    """The first protection of the queue that applies to this act, if any."""
    night = engine_night
    spec = night.action(act)
    target = act.target
    if not spec.hostile or target is None:
        return None
    attacker_traits = night.players[act.actor].role.traits if act.actor in night.players else frozenset()
    for row in sorted(night.ruleset.protections, key=lambda r: r.order):
        if not switched_on(night, row.when, row.unless):
            continue
        if row.stops and spec.attack not in row.stops:
            continue
        if spec.attack in row.ignored_by or attacker_traits & row.not_against_traits:
            continue
        kind, _, name = row.source.partition(":")
        if kind == "item":
            if item_available(state, night, target, row, act):
                return Shield(row, f"item:{target}")
        else:
            producer = visible_status(act, target, name)
            if producer is not None and not (row.effect == "counter" and night.act(producer).actor == act.actor):
                return Shield(row, producer)
    return None

