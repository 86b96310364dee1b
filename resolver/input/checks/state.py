"""What a player carries over from earlier nights (`state:`) and his `side:`, against the rule set's data.

Run for each player after every role has become an id (`resolver/input/checks/players.py`): a doomer's role,
who may carry which field, the roles named there, the uses left, the players named, a follower's band.
"""

from __future__ import annotations

from typing import Callable

from model import Player, PlayerState
from resolver.engine.night import player_role
from resolver.input.checks.context import Checked
from resolver.specs.names import named
from resolver.specs.ruleset import RoleSpec, RulesetSpec, norm_name
from resolver.text.problems import either, joined, ruling_said, say

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


def follower(c: Checked, i: int, player: Player) -> None:
    """`state.follower_of` names a player in the game, and no clan member follows anyone: a band recruits only
    players its recruitment's `sides` allow, and a clan member is of his clan's side (andorra: the Бунтарь «Может
    завербовать те же роли, что и мафия», L351, п.08; AN-93)."""
    leader = player.state.follower_of
    if leader is None:
        return
    if leader not in c.known:
        c.add(_where(i, "follower_of"), say("leader_not_in_game", name=leader))
    band = next((a.recruit for a in c.rs.actions.values() if a.recruit is not None and a.recruit.band), None)
    if band is not None and player.clan is not None:
        rule = c.rule(band.side_clause)
        c.add(_where(i, "follower_of"), say("follower_in_clan", name=player.name, clan=player.clan, leader=leader),
              joined([rule, "; ", ruling_said(band.ruling)], ("", "")) if band.ruling else rule)


def side(c: Checked, i: int, player: Player) -> None:
    """`side:` restates the side the night reads for the player (his role's, or the option's that names it): a
    check answers by that side, the win counts it, and no clause lets a host give another (bankers B-20, andorra
    A-48 are options). Another side would be written and never read: refused. Named by its id or by the name the
    rule set's win gives it («Мирные»); made the id."""
    rs = c.rs
    if player.side is None or player.role not in rs.roles:
        return
    sides = side_names(rs)
    found = next((s for s, names in sides.items() if norm_name(player.side) in {norm_name(s), *map(norm_name, names)}),
                 None)
    where = ("players", i, "side")
    if found is None:
        listed = sorted(sides)
        c.add(where, say("unknown_side", name=player.side, ruleset=rs.id,
                         known=", ".join(_named_side(s, sides[s][0]) for s in listed),
                         known_en=", ".join(_named_side(s, sides[s][1]) for s in listed)))
        return
    player.side = found
    role = player_role(rs, player.role, player.state.turned)
    own = str(rs.option_value(c.data.options, role.side_option)) if role.side_option is not None else role.side
    if found != own:
        c.add(where, say("side_not_role", name=player.name, side=_named_side(found, sides[found][0]),
                         side_en=_named_side(found, sides[found][1]), own=_named_side(own, sides[own][0]),
                         own_en=_named_side(own, sides[own][1]), **named("role", role)))


def _named_side(side_id: str, name: str) -> str:
    return f"{name} ({side_id})" if name and name != side_id else side_id


def side_names(rs: RulesetSpec) -> dict[str, tuple[str, str]]:
    """Every side a player of the rule set can be of (his role's, or a value of the option that names it) -> its
    names in Russian and English, as the rule set's win calls it («Мирные»; a clan's row is the mafia's)."""
    found: dict[str, tuple[str, str]] | None = rs.memo.get("side_names")
    if found is None:
        sides = {r.side for r in rs.roles.values()}
        for r in rs.roles.values():
            values = rs.options[r.side_option].values if r.side_option is not None else ()
            if isinstance(values, tuple):
                sides.update(str(v) for v in values)
        wins = {w.side.partition(":")[0]: (w.name_ru, w.name_en) for w in reversed(getattr(rs.day, "win", ()) or ())}
        found = rs.memo["side_names"] = {s: wins.get(s, ("", "")) for s in sorted(sides)}
    return found


# In this order for each player, after every player's role is an id and the roster is checked.
STATE_CHECKS: tuple[StateCheck, ...] = (doomer_in_game, doomer_dooms, carried_fields, turned_role, replaced_role,
                                        uses_left, last_targets_in_game, seeking_role, follower, side)
