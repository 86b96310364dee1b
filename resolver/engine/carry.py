"""What one night leaves for the next, from the engine's own state: the same for every rule set.

Alive or dead, the items each player holds at dawn (spent ones gone), the effects pending on him,
and per action the target he chose (for the limits on repeats). A rule set with more to carry
still has its own `after_night` hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import Pending, PlayerState
from resolver.engine.act_plan import act_plan
from resolver.engine.band import carry_band
from resolver.engine.gifts import carry_gifts
from resolver.engine.night import Night
from resolver.specs.protection import DoomCarry, ProtectionSpec
from resolver.engine.recruit import pass_clan_items
from resolver.engine.stages import inventory
from resolver.engine.succession import succeed
from resolver.specs.effects import SetsFlag
from resolver.specs.limits import RepeatBan

if TYPE_CHECKING:
    from resolver.engine.night_state import State


def items_at_dawn(night: Night, state: "State") -> dict[str, list[str]]:
    """Each player's items after the night: those used up now or at dawn are gone."""
    items: dict[str, list[str]] = {}
    rows: dict[str, ProtectionSpec] = {}
    for row in night.ruleset.protections:
        rows.setdefault(row.id, row)
    spent_at_dawn: dict[str, list[ProtectionSpec]] = {}
    for (player, row_id), _order in state.spent.items():
        found = rows.get(row_id)
        if found is not None and found.spent == "at_dawn":
            spent_at_dawn.setdefault(player, []).append(found)
    for name in night.players:
        held = list(inventory(state, night, name))
        for row in spent_at_dawn.get(name, ()):
            item = row.source.partition(":")[2]
            if item in held:
                held.remove(item)
        items[name] = held + list(state.gifts.get(name, ()))
    return items


def carry_kept(night: Night, state: "State") -> tuple[dict[str, PlayerState], dict[str, str]]:
    """The carried state of a rule set that keeps its own (`RulesetSpec.kept_fields`), with each player's role
    for the next night: those fields as they were, the target of each repeat-banned move (with the option
    `repeat_counts_failed` on, a failed one too), the flags acts set (`SetsFlag`), and the role a
    «transform» act took (`PlayerState.replaced_role`)."""
    rs = night.ruleset
    counts_failed = bool(rs.repeat_counts_failed and night.opt(rs.repeat_counts_failed))
    roles = {n: p.role.id for n, p in night.players.items()}
    carried: dict[str, PlayerState] = {}
    for name, info in night.players.items():
        kept = {k: getattr(info.state, k) for k in rs.kept_fields}
        # A None is the field's default: left out, the model skips its empty-value pass (a hot path).
        carried[name] = PlayerState(**{k: dict(v) if isinstance(v, dict) else v
                                       for k, v in kept.items() if v is not None})
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        spec = night.action(act)
        if outcome is None or act.actor is None or act.origin != "move":
            continue
        if spec.row(RepeatBan) is not None and act.target and (outcome.succeeded or counts_failed):
            carried[act.actor].last_targets[spec.id] = act.target
        for sets in spec.rows_of(SetsFlag):
            if (outcome.info.get("answer") == sets.answer) if sets.answer is not None else outcome.performed:
                setattr(carried[act.actor], sets.flag, True)
        if outcome.info.get("takes_role"):
            roles[act.actor] = carried[act.actor].replaced_role = outcome.info["takes_role"]
    if rs.doom_carry is not None:
        carry_doom(night, state, carried, rs.doom_carry)
    return carried, roles


def carry_doom(night: Night, state: "State", carried: dict[str, PlayerState], rule: DoomCarry) -> None:
    """`RulesetSpec.doom_carry`: who dies next night unless healed then (`PlayerState.doomed_by`), or his doom
    lifted because its giver was away."""
    lift = rule.away_option is not None and not night.opt(rule.away_option)
    for (player, status), marks in sorted(state.marks.items()):
        if status != rule.status or not night.players[player].alive or player in state.deaths:
            continue
        for mark in [m for m in marks if not m.tentative]:
            by = mark.data["by"]
            away = rule.away_status is not None and any(
                not m.tentative for m in state.marks.get((by, rule.away_status), ()))
            if away and lift and rule.lifted is not None and night.act(mark.producer).actor == by:
                code, clause, ruling = rule.lifted
                state.recorder.record(f"player:{player}", "info", code, clause, ruling=ruling, who=player)
                continue
            carried[player].doomed_by = by
            state.recorder.record(f"player:{player}", "letter", rule.letter, rule.clause, who=player)
            break


def _rests(night: Night, name: str) -> bool:
    """`PlayerState.rested` at dawn for a player with a move that needs it: stored, or a night without a move."""
    info = night.players[name]
    if not night.ruleset.needs_rest(info.role.actions):
        return False
    return info.state.rested or not any(a.origin == "move" for a in night.acts_of(name))


def carry(night: Night, state: "State") -> dict[str, Any]:
    alive = {n: (p.alive and n not in state.deaths) or n in state.freed for n, p in night.players.items()}
    items = items_at_dawn(night, state)
    pass_clan_items(night, state, alive, items)
    carried: dict[str, PlayerState] = {}
    pending = sorted((key, marks) for key, marks in state.marks.items() if key[1].startswith("pending:"))
    pending_of: dict[str, list[tuple[str, list[Any]]]] = {}
    for (player, status), marks in pending:
        pending_of.setdefault(player, []).append((status, marks))
    for name, info in night.players.items():
        # Only the fields with a value other than their default are given (their default is what is left out):
        # the model validates what it is given, forty players a night.
        was = info.state
        fields: dict[str, Any] = {}
        turned = state.turned.get(name) or was.turned
        for key, value in (("follower_of", was.follower_of), ("follower_since", was.follower_since),
                           ("turned", turned)):
            if value is not None:
                fields[key] = value
        if was.uses_left:
            fields["uses_left"] = dict(was.uses_left)
        if was.sinful or name in state.guilty:
            fields["sinful"] = True
        invited = list(was.invited_by) + [c for c in state.invited.get(name, ()) if c not in was.invited_by]
        if invited:
            fields["invited_by"] = invited
        if was.used_on:
            fields["used_on"] = {k: list(v) for k, v in was.used_on.items()}
        if was.given:
            fields["given"] = list(was.given)
        if was.found:
            fields["found"] = {k: list(v) for k, v in was.found.items()}
        if _rests(night, name):
            fields["rested"] = True
        carried[name] = PlayerState(**fields)
        for status, marks in pending_of.get(name, ()):
            for mark in marks:
                if not mark.tentative:
                    carried[name].pending.append(Pending(kind=status.partition(":")[2], source=mark.data.get("by"),
                                                         night=night.scenario.night))
                    break
    # A move a status held its actor from still counts as made for its limits (classic п.12): `held_counts_made`.
    held_made = night.ruleset.held_counts_made is not None
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        spec = night.action(act)
        if outcome is None or act.actor is None or act.origin != "move":
            continue
        if not outcome.performed and not (held_made and outcome.info.get("held")):
            continue
        for handler, row in act_plan(night.ruleset, spec).carry:
            handler.carry(night, act, outcome, row, carried[act.actor])
    carry_gifts(night, state, carried)
    roles = {n: state.roles.get(n, p.role.id) for n, p in night.players.items()}
    clans = {n: p.clan for n, p in night.players.items()}
    carry_band(night, state, carried)
    succeed(night, state, alive, roles, clans, carried)  # a role passed on at dawn (`RulesetSpec.succession`)
    # A role changed tonight (a transformation «в момент убийства», a promotion at dawn) is the role of the
    # next night. A recruit joins his clan at dawn (state.joins), as its role or keeping his own.
    next_roles = {n: state.joins[n][0] if n in state.joins else roles[n] for n in night.players}
    drop_role_state(night, carried, next_roles)
    return {
        "alive": alive,
        "carried": carried,
        "items": items,
        "roles": next_roles,
        "clans": {n: state.joins[n][1] if n in state.joins else clans[n] for n in night.players},
    }


def drop_role_state(night: Night, carried: dict[str, PlayerState], next_roles: dict[str, str]) -> None:
    """A player whose role changes at dawn leaves behind what only his old role carries (`RoleSpec.carries`): a Фея
    recruited as a Рядовой has no gift list any more («теряет свою первоначальную роль»)."""
    rs = night.ruleset
    for name, role_id in next_roles.items():
        was = rs.roles.get(night.players[name].role.id)
        new = rs.roles.get(role_id)
        if was is None or new is None or was.id == new.id:
            continue
        for field in sorted(was.carries - new.carries):
            default = PlayerState.model_fields[field].get_default(call_default_factory=True)
            setattr(carried[name], field, default)

