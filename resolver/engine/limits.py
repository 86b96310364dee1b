"""Limits on a move written as rows of its action (`resolver.specs.limits`) and as role data, with their handlers.

Each handler's `illegal` reads only the night (the moves, the players as the night began, the options) and returns a
failure `(code, clause, ruling, params)` or None; `params["illegal"]` marks an illegal move, `params["void"]` a move
that is not counted at all. The checks of the role (`kind_failure`, `role_failure`: its moves, `RoleSpec.only_without`)
are asked among them, in the order of `resolver.engine.mechanics.ILLEGAL`. No rule-set id is named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import PlayerState
from resolver.engine.handler import Failure, Handler
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Outcome
from resolver.specs.limits import ClanMove, ClanSingle, NeedsFound, NeedsRest, NotSelf, PerTarget, RepeatBan
from resolver.specs.limits import RepeatLimit, TeamSingle, UsesPerGame
from resolver.specs.names import named

if TYPE_CHECKING:
    from resolver.engine.night_state import State
    from resolver.engine.tonight import Tonight

__all__ = ["Failure"]

_LATE = float("inf")


def uses_left(night: Night, player: str, action_id: str) -> int | None:
    """Uses of an action left in the game (the scenario may key them by id or by name)."""
    for key, left in night.players[player].state.uses_left.items():
        if (night.ruleset.action_id(key) or key) == action_id:
            return left
    return None


def switched(night: Night, when: tuple[str, Any] | None) -> bool:
    """Is a row switched on: no option named, or the option at that value."""
    return when is None or night.options.get(when[0]) == when[1]


class NotSelfLimit(Handler[NotSelf]):
    row_type = NotSelf

    def illegal(self, night: Night, act: Act, row: NotSelf) -> Failure | None:
        if act.target != act.actor or not switched(night, row.when):
            return None
        return ("illegal_self", row.clause, None, {"who": act.actor or "", "illegal": True})


class RepeatLimitLimit(Handler[RepeatLimit]):
    """Not the same player two nights running, with any move of a group."""

    row_type = RepeatLimit

    def illegal(self, night: Night, act: Act, row: RepeatLimit) -> Failure | None:
        if not act.targets or act.actor is None:
            return None
        if row.unless is not None and night.options.get(row.unless[0]) == row.unless[1]:
            return None
        last = night.players[act.actor].state.last_targets
        for action in row.actions:
            if last.get(action) == act.targets[0]:
                return ("illegal_repeat", row.clause, None,
                        {"who": act.actor, "target": act.targets[0], "illegal": True})
        return None

    def carry(self, night: Night, act: Act, outcome: Outcome, row: RepeatLimit, carried: PlayerState) -> None:
        if act.target:
            carried.last_targets[night.action(act).id] = act.target


class RepeatBanLimit(Handler[RepeatBan]):
    """Not his last target of this action again (read from the branch's turn: after a redirect's check)."""

    row_type = RepeatBan

    def limit(self, tonight: Tonight, state: State, act: Act, row: RepeatBan) -> Failure | None:
        info = tonight.night.players.get(act.actor or "")
        if act.target and info is not None and info.state.last_targets.get(tonight.night.action(act).id) == act.target:
            return ("illegal_repeat", row.clause, None, {"who": act.actor, "target": act.target, "illegal": True})
        return None

    def carry(self, night: Night, act: Act, outcome: Outcome, row: RepeatBan, carried: PlayerState) -> None:
        if act.target:
            carried.last_targets[night.action(act).id] = act.target


class PerTargetLimit(Handler[PerTarget]):
    """A target only once, or a few times, a game with this action, from the carried `used_on` (a player listed
    once a use)."""

    row_type = PerTarget

    def illegal(self, night: Night, act: Act, row: PerTarget) -> Failure | None:
        if not act.targets or act.actor is None or (row.only_self and act.targets[0] != act.actor):
            return None
        spec = night.action(act)
        count = sum(players.count(act.targets[0]) for key, players in night.players[act.actor].state.used_on.items()
                    if (night.ruleset.action_id(key) or key) == spec.id)
        if count >= row.uses:
            return ("illegal_once_per_target", row.clause, None,
                    {"who": act.actor, "target": act.targets[0], "illegal": True})
        return None

    def carry(self, night: Night, act: Act, outcome: Outcome, row: PerTarget, carried: PlayerState) -> None:
        if not act.target:
            return
        spec_id = night.action(act).id
        carried.last_targets[spec_id] = act.target
        used = carried.used_on
        for key in [k for k in used if k != spec_id and night.ruleset.action_id(k) == spec_id]:
            used.setdefault(spec_id, []).extend(used.pop(key))
        if row.only_self and act.target != act.actor:
            return
        if row.uses > 1 or act.target not in used.setdefault(spec_id, []):
            used.setdefault(spec_id, []).append(act.target)


class UsesPerGameLimit(Handler[UsesPerGame]):
    row_type = UsesPerGame

    def limit(self, tonight: Tonight, state: State, act: Act, row: UsesPerGame) -> Failure | None:
        night = tonight.night
        if not switched(night, row.when) or act.actor is None:
            return None
        left = uses_left(night, act.actor, night.action(act).id)
        if (row.uses if left is None else left) <= 0:  # nothing carried yet: the game's whole count
            return ("illegal_no_uses", row.clause, None, {"who": act.actor, "illegal": True})
        return None

    def carry(self, night: Night, act: Act, outcome: Outcome, row: UsesPerGame, carried: PlayerState) -> None:
        if not switched(night, row.when):
            return
        spec_id = night.action(act).id
        uses = carried.uses_left
        for key in [k for k in uses if k != spec_id and night.ruleset.action_id(k) == spec_id]:
            uses[spec_id] = uses.pop(key)  # a scenario may name the action instead of its id
        left = uses.get(spec_id, row.uses)
        uses[spec_id] = max(0, left - 1)


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


class TeamSingleLimit(Handler[TeamSingle]):
    """A team (`RoleSpec.team`) that makes one move of a type a night, when its option says so: the best-ranked
    member's counts, another member's is illegal."""

    row_type = TeamSingle

    def illegal(self, night: Night, act: Act, row: TeamSingle) -> Failure | None:
        if act.origin != "move" or act.actor is None:
            return None
        team = night.players[act.actor].role.team
        if team is None or night.options.get(row.option) != row.value:
            return None
        kind = row.move_type or night.action(act).id
        rivals = [o for o in night.acts if o.origin == "move" and o.actor and o.actor != act.actor
                  and night.players[o.actor].alive and night.players[o.actor].role.team == team
                  and _team_type(night, o) == kind]
        if not rivals:
            return None
        best = min(rivals + [act], key=lambda a: _rank(night, a))
        if best is act:
            return None
        return ("team_second_move", row.clause, None, {"who": act.actor, "first": best.actor or "", "illegal": True})


def _team_type(night: Night, act: Act) -> str:
    found = night.action(act).row(TeamSingle)
    return (found.move_type if found is not None else None) or act.action


def _rank(night: Night, act: Act) -> tuple[Any, ...]:
    """Who of a clan sends: the best role priority, then the earliest move."""
    return (night.players[act.actor or ""].role.priority, act.time if act.time is not None else _LATE, act.actor)


def _own_failure(night: Night, act: Act) -> Failure | None:
    """A move illegal for its own sake (on oneself, the same player twice, a role's limit): no rival of a clan."""
    spec = night.action(act)
    for row in spec.rows_of(NotSelf):
        found = NotSelfLimit().illegal(night, act, row)
        if found is not None:
            return found
    for limit in spec.rows_of(RepeatLimit):
        found = RepeatLimitLimit().illegal(night, act, limit)
        if found is not None:
            return found
    return role_failure(night, act)


def _clan_type(night: Night, act: Act) -> str:
    found = night.action(act).row(ClanSingle)
    return (found.move_type if found is not None else None) or act.action


class ClanSingleLimit(Handler[ClanSingle]):
    """A clan makes one move of a type a night: the sender's counts; a lower-ranked member's is illegal, an
    equal-ranked one's (the later of two Рядовые) is not counted."""

    row_type = ClanSingle

    def illegal(self, night: Night, act: Act, row: ClanSingle) -> Failure | None:
        if act.origin != "move" or act.actor is None:
            return None
        clan = night.players[act.actor].clan
        if clan is None:
            return None
        # A rival's move that is illegal for its own sake (the Boss's poison beside a Рядовой) is no clan move.
        kind = row.move_type or act.action
        rivals = [o for o in night.clan_moves(clan) if _clan_type(night, o) == kind
                  and o.actor
                  and o.actor != act.actor and night.players[o.actor].alive
                  and not _own_failure(night, o)]
        if not rivals:
            return None
        best = min(rivals + [act], key=lambda a: _rank(night, a))
        if best is act:
            return None
        first = best.actor or ""
        if night.players[first].role.priority < night.players[act.actor].role.priority:
            return ("clan_second_move", row.clause, clan_ruling(night), {"who": act.actor, "first": first,
                                                                       "illegal": True})
        sender = night.action(act).row(ClanMove)
        return ("clan_not_sender", sender.clause if sender is not None else row.clause, clan_ruling(night),
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
    jailed = set(night.scenario.day.lynched)  # jailed by today's vote: out before the night (A-02)
    living = {n: p.role.priority for n, p in night.players.items() if p.clan == clan and p.alive and n not in jailed}
    if not living:
        return None
    best = min(living.values())
    equals = sorted(n for n, prio in living.items() if prio == best)
    moves = [a for a in night.clan_moves(clan) if a.actor in equals and night.action(a).row(ClanMove) is not None]
    if len(equals) > 1 and moves:
        return min(moves, key=lambda a: _rank(night, a)).actor
    return equals[0]


class NeedsFoundLimit(Handler[NeedsFound]):
    """A move that needs an earlier check of the actor's to have found its target."""

    row_type = NeedsFound

    def illegal(self, night: Night, act: Act, row: NeedsFound) -> Failure | None:
        if act.actor is None or not act.targets:
            return None
        for key, players in night.players[act.actor].state.found.items():
            if (night.ruleset.action_id(key) or key) == row.check and act.targets[0] in players:
                return None
        return ("illegal_not_found", row.clause, None, {"who": act.actor, "target": act.targets[0], "illegal": True})


class NeedsRestLimit(Handler[NeedsRest]):
    """A move that needs a night without a move before it, from `PlayerState.rested`."""

    row_type = NeedsRest

    def illegal(self, night: Night, act: Act, row: NeedsRest) -> Failure | None:
        if act.actor is None or night.players[act.actor].state.rested:
            return None
        return ("illegal_not_rested", row.clause, None, {"who": act.actor, "illegal": True})

    def carry(self, night: Night, act: Act, outcome: Outcome, row: NeedsRest, carried: PlayerState) -> None:
        carried.rested = False  # the stored energy is spent by the move that needed it
