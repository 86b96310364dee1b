"""The stages of one act after its actor could act (andorra п.05, п.17; ENGINE-NOTES "one hostile act").

reach (target-side conditions of stage `reach`: away, drunk, on tour — nothing is used up) →
result table (attack kind × target trait, п.17) → the protection queue in its order (the first that
applies acts and may be used up) → conditions of stage `after_protections` (the heal) → the effect.

These functions only read the night and the state; the engine records what they find.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from resolver.engine.night import Act, Night
from resolver.specs.names import named
from resolver.specs.nature import IgnoresProtections
from resolver.specs.protection import ProtectionSpec, ResultRow

if TYPE_CHECKING:
    from resolver.engine.night_state import State


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


def result_row(night: Night, act: Act, traits: frozenset[str] | None = None) -> ResultRow | None:
    """The first row of the rule set's result table for this act's attack kind and its target's traits (as the
    night has made them so far, when given)."""
    spec = night.action(act)
    target = night.players.get(act.target or "")
    if not spec.attack or target is None:
        return None
    traits = traits if traits is not None else target.role.traits
    for row in night.ruleset.result_rows(spec.attack):
        if row.trait in traits or row.trait == "*":
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


def item_available(state: "State", night: Night, player: str, row: ProtectionSpec, order: float) -> bool:
    """An item protection is there if he holds it and it was not used up at an earlier step.

    Acts at the same step share it («если выстрел производят сразу два клана, то спасает от обоих»).
    """
    name = row.source.partition(":")[2]
    spent_at = state.spent.get((player, row.id))
    if spent_at is not None:
        return spent_at == order or row.spent in ("never", "at_dawn")
    return name in inventory(state, night, player)


def _reflected_unprotected(night: Night, act: Act) -> bool:
    """An act a reflecting row returned, under an option that makes it meet no protection (A-29)."""
    if act.trigger is None:
        return False
    for row in night.ruleset.protections:
        if row.id == act.trigger and row.effect == "reflect" and row.reflected_unprotected_when is not None:
            option, value = row.reflected_unprotected_when
            return bool(night.options.get(option) == value)
    return False


def row_applies(night: Night, row: ProtectionSpec, act: Act, attack: str | None) -> bool:
    """Does this row of the queue act on this kind of act (before asking whether the target has it)?"""
    spec = night.action(act)
    if not switched_on(night, row.when, row.unless):
        return False
    ignores = spec.row(IgnoresProtections)
    if ignores is not None and not any(pid == row.id and night.options.get(option) == value
                                       for pid, option, value in ignores.meets):
        return False
    if not spec.hostile:
        if row.on_visits is None or not spec.visits:
            return False
        _clause, option, value = row.on_visits
        return bool(night.options.get(option) == value)
    if row.stops and attack not in row.stops:
        return False
    if attack in row.ignored_by:
        return False
    return not passes_through(night, row, attack)


def _rows_for(night: Night, act: Act, attack: str | None) -> tuple[ProtectionSpec, ...]:
    """The rows of the queue that act on this kind of act (`row_applies`), in order: they depend only on the
    options, the action (made hostile by its target or not) and the attack, so they are worked out once for
    each and kept in `RulesetSpec.memo`."""
    options = night.options_key
    if options is None:
        return tuple(r for r in night.ruleset.protections_in_order if row_applies(night, r, act, attack))
    spec = night.action(act)
    key = ("shield_rows", options, spec.id, spec.hostile, spec.visits, attack)
    found: tuple[ProtectionSpec, ...] | None = night.ruleset.memo.get(key)
    if found is None:
        found = night.ruleset.memo[key] = tuple(r for r in night.ruleset.protections_in_order
                                                if row_applies(night, r, act, attack))
    return found


def passes_through(night: Night, row: ProtectionSpec, attack: str | None) -> bool:
    """The attack passes through this row and knocks it off (`ProtectionSpec.passes_when`)."""
    return any(a == attack and night.options.get(option) == value for a, option, value in row.passes_when)


def held_rows(night: Night, state: "State", act: Act, target: str) -> list[ProtectionSpec]:
    """The item rows the target holds right now (switched on by the options), in the queue's order."""
    out: list[ProtectionSpec] = []
    if not inventory(state, night, target) and not any(player == target for player, _row in state.spent):
        return out  # nothing held, nothing used tonight
    for row in night.ruleset.protections_in_order:
        kind, _, name = row.source.partition(":")
        if kind == "item" and switched_on(night, row.when, row.unless) and \
                item_available(state, night, target, row, act.order):
            out.append(row)
    return out


def shield_for(night: Night, state: "State", act: Act, visible_status: StatusLookup,
               target: str | None = None, attack: str | None = None) -> Shield | None:
    """The first protection of the queue that applies to this act (or to what it does to `target`
    as an `attack` of another kind: the blast a kill sets off among the host's guests)."""
    spec = night.action(act)
    target = target or act.target
    attack = attack or spec.attack
    if target is None or not (spec.hostile or spec.visits) or _reflected_unprotected(night, act):
        return None
    attacker_traits = night.players[act.actor].role.traits if act.actor in night.players else frozenset()
    for row in _rows_for(night, act, attack):
        if attacker_traits & row.not_against_traits:
            continue
        kind, _, name = row.source.partition(":")
        if kind == "item":
            if item_available(state, night, target, row, act.order):
                return Shield(row, f"item:{target}")
        else:
            producer = visible_status(act, target, name)
            if producer is not None and not (row.effect == "counter" and night.act(producer).actor == act.actor):
                return Shield(row, producer)
    return None


def spend_protection(night: Night, state: "State", target: str, row: ProtectionSpec, act: Act) -> None:
    """An item protection that acted is used up: now, or at dawn (the acts of its step share it)."""
    if not row.source.startswith("item:") or row.spent == "never" or (target, row.id) in state.spent:
        return
    item = row.source.partition(":")[2]
    state.spent[(target, row.id)] = act.order
    if row.spent == "on_trigger":
        held = inventory(state, night, target)
        if item in held:
            held.remove(item)
    state.recorder.record(f"player:{target}", "resource", "item_spent", row.clause, ruling=row.ruling,
                          causes=[act.id], who=target, **item_params(night, item))


def label_of(night: Night, row: ProtectionSpec) -> dict[str, Any]:
    """The params `protection` and `protection_en`: the name of the item it comes from, or the row's own."""
    kind, _, name = row.source.partition(":")
    if kind == "item":
        item = night.ruleset.items.get(name)
        return named("protection", item) if item is not None else {"protection": name}
    return {"protection": row.name_ru or row.id, "protection_en": row.name_en or row.name_ru or row.id}


def item_params(night: Night, item_id: str) -> dict[str, Any]:
    spec = night.ruleset.items.get(item_id)
    return named("item", spec) if spec is not None else {"item": item_id}
