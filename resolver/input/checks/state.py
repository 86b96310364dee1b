"""What a player carries over from earlier nights (`state:`), against the rule set's data.

Run for each player after every role has become an id (`resolver/input/checks/players.py`): a doomer's role,
who may carry which field, the roles named there, the uses left, the players named.
"""

from __future__ import annotations

from typing import Callable

from model import Player, PlayerState
from resolver.input.checks.context import Checked
from resolver.specs.names import named
from resolver.specs.ruleset import RoleSpec, RulesetSpec
from resolver.text.problems import either, say

StateCheck = Callable[[Checked, int, Player], None]

_DEFAULTS = {name: info.get_default(call_default_factory=True) for name, info in PlayerState.model_fields.items()}


def _where(i: int, *rest: str) -> tuple[str | int, ...]:
    return ("players", i, "state") + rest


def doomer_in_game(c: Checked, i: int, player: Player) -> None:
    doomer = player.state.doomed_by
    if doomer is not None and doomer not in c.known:
        c.add(_where(i, "doomed_by"), say("doomer_not_in_game", name=doomer))


def doomer_dooms(c: Checked, i: int, player: Player) -> None:
    """`doomed_by` names a player whose role dooms (trait `dooms`: the Шизик, a Жулик with his move)."""
    rs = c.rs
    doomer = c.by_name.get(player.state.doomed_by) if player.state.doomed_by is not None else None
    if doomer is None or doomer.role not in rs.roles or "dooms" in rs.roles[doomer.role].traits:
        return
    can = [r for r in rs.roles.values() if "dooms" in r.traits]
    c.add(_where(i, "doomed_by"), say("dooms_nobody", doomer=doomer.name, **named("role", rs.roles[doomer.role]),
                                      can=either([r.name_ru for r in can] or ["(no role)"]),
                                      can_en=either([r.name_en for r in can] or ["(no role)"])),
          c.rule(can[0].clause) if can else None)


def carried_fields(c: Checked, i: int, player: Player) -> None:
    """A field only some roles carry (`RoleSpec.carries`) is on a player of one of them."""
    rs = c.rs
    role = rs.roles.get(player.role)
    if role is None:
        return
    for name, who in state_owners(rs).items():
        if getattr(player.state, name) != _DEFAULTS[name] and name not in role.carries:
            c.add(_where(i, name), say("cannot_carry", name=player.name, **named("role", role), field=name,
                                       who=either([r.name_ru for r in who]), who_en=either([r.name_en for r in who])),
                  c.rule(who[0].clause))


def state_owners(rs: RulesetSpec) -> dict[str, list[RoleSpec]]:
    """State field -> the roles that alone may carry it (RoleSpec.carries)."""
    owners: dict[str, list[RoleSpec]] | None = rs.memo.get("state_owners")
    if owners is None:
        owners = rs.memo["state_owners"] = {}
        for r in rs.roles.values():
            for name in r.carries:
                owners.setdefault(name, []).append(r)
    return owners


def turned_role(c: Checked, i: int, player: Player) -> None:
    """`state.turned` is a role taken besides one's own (`RoleSpec.keeps_own`: andorra's Упырь)."""
    state, rs = player.state, c.rs
    if state.turned is None:
        return
    turned = rs.role_id(state.turned)
    if turned is not None and rs.roles[turned].keeps_own is not None:
        state.turned = turned
        return
    kept = [r for r in rs.roles.values() if r.keeps_own]
    c.add(_where(i, "turned"), say("not_kept_role", name=state.turned, **(named("kept", *kept) if kept else {"kept": "—"}),
                                   hint=c.suggest_name(state.turned, "roles") if turned is None else ""))


def replaced_role(c: Checked, i: int, player: Player) -> None:
    """The role the Актер's seat had (`state.replaced_role`), with a close name suggested."""
    _role_named(c, i, player, "replaced_role", suggest=True)


def _role_named(c: Checked, i: int, player: Player, field: str, suggest: bool) -> None:
    """A state field that names a role: a role of the rule set, made its id."""
    name = getattr(player.state, field)
    if name is None:
        return
    role_id = c.rs.role_id(name)
    if role_id is None:
        c.add(_where(i, field), say("unknown_role", name=name, hint=c.suggest_name(name, "roles") if suggest else ""))
    else:
        setattr(player.state, field, role_id)


def uses_left(c: Checked, i: int, player: Player) -> None:
    """Uses are counted per action, or per day modifier with a limit a game (andorra's accusation, AN-52)."""
    rs = c.rs
    day_modifiers = dict(getattr(rs.day, "modifiers", None) or {})
    uses = {}
    for action, left in player.state.uses_left.items():
        where = _where(i, "uses_left", action)
        action_id = rs.action_id(action)
        if action_id is None and action in day_modifiers:
            if left < 0:
                c.add(where, say("negative_uses", **named("name", day_modifiers[action]), left=left))
            uses[action] = left
            continue
        if action_id is None:
            c.add(where, say("unknown_action", name=action, hint=c.suggest_name(action, "actions")))
            continue
        if left < 0:
            c.add(where, say("negative_uses", **named("name", rs.actions[action_id]), left=left))
        uses[action_id] = left
    player.state.uses_left = uses


def last_targets_in_game(c: Checked, i: int, player: Player) -> None:
    for action, target in player.state.last_targets.items():
        if target not in c.known:
            c.add(_where(i, "last_targets", action), say("last_target_not_in_game", name=target))


def seeking_role(c: Checked, i: int, player: Player) -> None:
    """The role the Фанатка seeks once the Детектив is dead (`state.seeking_role`)."""
    _role_named(c, i, player, "seeking_role", suggest=False)


# In this order for each player, after every player's role is an id and the roster is checked.
STATE_CHECKS: tuple[StateCheck, ...] = (doomer_in_game, doomer_dooms, carried_fields, turned_role, replaced_role,
                                        uses_left, last_targets_in_game, seeking_role)
