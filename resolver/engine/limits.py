"""Limits on a move written as action and role data, checked by the engine (a broken one is an illegal move).

Each check reads only the night (the moves, the players as the night began, the options) and returns a
failure `(code, clause, ruling, params)` or None; `params["illegal"]` marks an illegal move,
`params["void"]` a move that is not counted at all. No rule-set id is named here: the limits are
fields of `ActionSpec` (`not_self`/`not_self_when`, `uses_per_game`, `repeat_limit`, `once_per_target`, `team_single`, `clan_move`/
`clan_single`) and of `RoleSpec` (`only_without`).
"""

from __future__ import annotations

from typing import Any, Callable

from resolver.specs.names import named
from resolver.engine.night import Act, Night

Failure = tuple[str, str, str | None, dict[str, Any]]
_LATE = float("inf")


def uses_left(night: Night, player: str, action_id: str) -> int | None:
    """Uses of an action left in the game (the scenario may key them by id or by name)."""
    for key, left in night.players[player].state.uses_left.items():
        if (night.ruleset.action_id(key) or key) == action_id:
            return left
    return None


def self_failure(night: Night, act: Act) -> Failure | None:
    spec = night.action(act)
    if not spec.not_self or act.target != act.actor:
        return None
    if spec.not_self_when is not None and night.options.get(spec.not_self_when[0]) != spec.not_self_when[1]:
        return None
    return ("illegal_self", spec.not_self, None, {"who": act.actor or "", "illegal": True})


def repeat_failure(night: Night, act: Act) -> Failure | None:
    """Not the same player two nights running, with any move of a group (`ActionSpec.repeat_limit`)."""
    spec = night.action(act)
    if spec.repeat_limit is None or not act.targets or act.actor is None:
        return None
    clause, actions, unless = spec.repeat_limit
    if unless is not None and night.options.get(unless[0]) == unless[1]:
        return None
    last = night.players[act.actor].state.last_targets
    for action in actions:
        if last.get(action) == act.targets[0]:
            return ("illegal_repeat", clause, None, {"who": act.actor, "target": act.targets[0], "illegal": True})
    return None


def once_failure(night: Night, act: Act) -> Failure | None:
    """A target only once (`ActionSpec.once_per_target`) or a few times (`uses_per_target`) a game with this action,
    from the carried `used_on` (a player listed once a use)."""
    spec = night.action(act)
    limit = (1, spec.once_per_target) if spec.once_per_target is not None else spec.uses_per_target
    if limit is None or not act.targets or act.actor is None:
        return None
    uses, clause = limit
    count = sum(players.count(act.targets[0]) for key, players in night.players[act.actor].state.used_on.items()
                if (night.ruleset.action_id(key) or key) == spec.id)
    if count >= uses:
        return ("illegal_once_per_target", clause, None, {"who": act.actor, "target": act.targets[0], "illegal": True})
    return None


def kind_failure(night: Night, act: Act) -> Failure | None:
    """A move of a kind the actor's role does not have (a Мирный's heal), or an act only the engine makes out of
    another (the Палач's beheading, `RulesetSpec.engine_actions`): the player's illegal move, failed with the role's
    clause. A move no role lists (an item's, the миномёт) is not a role's kind: its holder is checked elsewhere."""
    if act.actor is None or act.actor not in night.players:
        return None
    spec = night.action(act)
    rs = night.ruleset
    if act.action not in rs.role_actions() and act.action not in rs.engine_actions():
        return None
    info = night.players[act.actor]
    role = info.role
    if act.action in role.actions:
        return None
    clause = next((c for a, c in role.drops if a == act.action), role.clause)
    return ("illegal_kind", clause, None, {"who": act.actor, **named("role", role), **named("action", spec),
                                                 "illegal": True})


def role_failure(night: Night, act: Act) -> Failure | None:
    """A move a role may make only while no other living clan member has one of some roles."""
    if act.actor is None:
        return None
    info = night.players[act.actor]
    for action, roles, clause in info.role.only_without:
        if action != act.action or info.clan is None:
            continue
        others = sorted(n for n, p in night.players.items()
                        if n != act.actor and p.alive and p.clan == info.clan and p.role.id in roles)
        if others:
            return ("illegal_role_limit", clause, None, {"who": act.actor, "others": ", ".join(others),
                                                           "illegal": True})
    return None


def team_failure(night: Night, act: Act) -> Failure | None:
    """A team (`RoleSpec.team`) that makes one move of a type a night (`ActionSpec.team_single`, when its option
    says so): the best-ranked member's counts, another member's is illegal."""
    spec = night.action(act)
    if spec.team_single is None or act.origin != "move" or act.actor is None:
        return None
    clause, option, value = spec.team_single
    team = night.players[act.actor].role.team
    if team is None or night.options.get(option) != value:
        return None
    kind = spec.move_type or spec.id
    rivals = [o for o in night.acts if o.origin == "move" and o.actor and o.actor != act.actor
              and night.players[o.actor].alive and night.players[o.actor].role.team == team
              and (night.action(o).move_type or o.action) == kind]
    if not rivals:
        return None
    best = min(rivals + [act], key=lambda a: _rank(night, a))
    if best is act:
        return None
    return ("team_second_move", clause, None, {"who": act.actor, "first": best.actor or "", "illegal": True})


def _rank(night: Night, act: Act) -> tuple[Any, ...]:
    """Who of a clan sends: the best role priority, then the earliest move."""
    return (night.players[act.actor or ""].role.priority, act.time if act.time is not None else _LATE, act.actor)


def clan_failure(night: Night, act: Act) -> Failure | None:
    """A clan makes one move of a type a night: the sender's counts; a lower-ranked member's is illegal,
    an equal-ranked one's (the later of two Рядовые) is not counted."""
    spec = night.action(act)
    if not spec.clan_single or act.origin != "move" or act.actor is None:
        return None
    clan = night.players[act.actor].clan
    if clan is None:
        return None
    # A rival's move that is illegal for its own sake (the Boss's poison beside a Рядовой) is no clan move.
    kind = spec.clan_type or act.action
    rivals = [o for o in night.clan_moves(clan) if (night.action(o).clan_type or o.action) == kind
              and o.actor
              and o.actor != act.actor and night.players[o.actor].alive
              and not any(check(night, o) for check in (self_failure, repeat_failure, role_failure))]
    if not rivals:
        return None
    best = min(rivals + [act], key=lambda a: _rank(night, a))
    if best is act:
        return None
    first = best.actor or ""
    if night.players[first].role.priority < night.players[act.actor].role.priority:
        return ("clan_second_move", spec.clan_single, clan_ruling(night), {"who": act.actor, "first": first,
                                                                           "illegal": True})
    return ("clan_not_sender", spec.clan_move or spec.clan_single, clan_ruling(night),
            {"who": act.actor, "first": first, "void": True})


def clan_ruling(night: Night) -> str | None:
    """The project ruling behind the clan sender rule, from the rule set's citations (`clan_sender`)."""
    return night.ruleset.citations.get("clan_sender", ("", None))[1]


def clan_sender(night: Night, clan: str) -> str | None:
    """Who sends a clan's moves tonight: its living member of the best priority; of equals, the one
    whose clan move came first. Asked for each clan move: once the night is compiled, kept on it."""
    senders = night.clan_senders
    if senders is None:
        return _clan_sender(night, clan)
    if clan not in senders:
        senders[clan] = _clan_sender(night, clan)
    return senders[clan]


def _clan_sender(night: Night, clan: str) -> str | None:
    living = {n: p.role.priority for n, p in night.players.items() if p.clan == clan and p.alive}
    if not living:
        return None
    best = min(living.values())
    equals = sorted(n for n, prio in living.items() if prio == best)
    moves = [a for a in night.clan_moves(clan) if a.actor in equals and night.action(a).clan_move]
    if len(equals) > 1 and moves:
        return min(moves, key=lambda a: _rank(night, a)).actor
    return equals[0]


def found_failure(night: Night, act: Act) -> Failure | None:
    """A move that needs an earlier check of the actor's to have found its target (`ActionSpec.needs_found`)."""
    spec = night.action(act)
    if spec.needs_found is None or act.actor is None or not act.targets:
        return None
    check, clause = spec.needs_found
    for key, players in night.players[act.actor].state.found.items():
        if (night.ruleset.action_id(key) or key) == check and act.targets[0] in players:
            return None
    return ("illegal_not_found", clause, None, {"who": act.actor, "target": act.targets[0], "illegal": True})


def rest_failure(night: Night, act: Act) -> Failure | None:
    """A move that needs a night without a move before it (`ActionSpec.needs_rest`), from `PlayerState.rested`."""
    spec = night.action(act)
    if spec.needs_rest is None or act.actor is None or night.players[act.actor].state.rested:
        return None
    return ("illegal_not_rested", spec.needs_rest, None, {"who": act.actor, "illegal": True})


def relay_failure(night: Night, act: Act) -> Failure | None:
    """A relay (`ActionSpec.relays`) with no check of the night before to pass on: an illegal move."""
    from resolver.engine.answers import relayed

    spec = night.action(act)
    if spec.relays is None or act.actor is None or relayed(night, act) is not None:
        return None
    return ("nothing_to_relay", spec.relays[1], None, {"who": act.actor, "illegal": True})


_Check = Callable[[Night, Act], "Failure | None"]


def _checks_of(night: Night, action_id: str) -> tuple[_Check, ...]:
    """The limits an action has at all, in `move_failure`'s order (each read from its data once, kept in
    `RulesetSpec.memo`): most moves have two or three, and the others cannot fail them."""
    rs = night.ruleset
    key = ("move_checks", action_id)
    found: tuple[_Check, ...] | None = rs.memo.get(key)
    if found is not None:
        return found
    from resolver.engine.band import band_failure
    from resolver.engine.gifts import gift_failure

    spec = rs.actions[action_id]
    applies: tuple[tuple[_Check, object], ...] = (
        (kind_failure, action_id in rs.role_actions() or action_id in rs.engine_actions()),
        (self_failure, spec.not_self),
        (repeat_failure, spec.repeat_limit is not None),
        (once_failure, spec.once_per_target is not None or spec.uses_per_target is not None),
        (role_failure, any(a == action_id for r in rs.roles.values() for a, _roles, _c in r.only_without)),
        (clan_failure, spec.clan_single),
        (team_failure, spec.team_single is not None),
        (gift_failure, spec.gift is not None),
        (band_failure, any(b.min_for is not None and action_id in b.min_for[0] for b in rs.bands)),
        (found_failure, spec.needs_found is not None),
        (rest_failure, spec.needs_rest is not None),
        (relay_failure, spec.relays is not None),
    )
    found = rs.memo[key] = tuple(check for check, may in applies if may)
    return found


def move_failure(night: Night, act: Act) -> Failure | None:
    """The limits of a sent move, in a fixed order: the first broken one is reported."""
    if act.origin != "move" or act.actor is None:
        return None
    for check in _checks_of(night, act.action):
        failure = check(night, act)
        if failure is not None:
            return failure
    return None
