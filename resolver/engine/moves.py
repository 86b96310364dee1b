"""A night's moves made into acts, as the rule set's data says; no rule-set id is named here.

- Duplicates sent by proxy (`RoleSpec.sends_for_clan`, `Move.by`): of one player's moves of one action,
  his own counts, or the one sent for him when the option `RulesetSpec.proxy_first` has its value; the
  others are not counted, with the sender's clause and the option's ruling. With `RulesetSpec.last_move_counts`, of a
  player's own duplicates the last sent counts (by time, then the file's order).
- Whose moves count at all (`CountedFrom`): a move of another of its roles' players is not counted (no violation);
  anyone else's is a move his role does not have (illegal).
- A clan's one move (`ClanPick`): of the clan members' moves of that action, the best role
  `priority` counts (then the earliest time, then the name); the others are not counted. The chosen move
  becomes one act per target, made for the clan.
- A move with branches (`Branches`, a stolen move): for each branch whose role is the
  target's, the actor makes the branch's action (or the role's own first move) as a derived act.
- A pseudo act for the due death of each player doomed on an earlier night who was not lynched
  (`PlayerState.doomed_by`, `RulesetSpec.doom_action`); his moves before his cure's step may fail
  (`RulesetSpec.doom_holds_moves`, `doom_failure`).
"""

from __future__ import annotations

from typing import Any

from resolver.engine.limits import Failure
from resolver.engine.night import Act, Night, NotCounted, make_act, time_key
from resolver.specs.derived import Branches
from resolver.specs.limits import ClanPick, CountedFrom, RepeatBan

BRANCH = "@stolen"  # the suffix of a branch act's id, before the branch's number


def _counted(night: Night) -> list[int]:
    """The moves that count, by their index: one of a player's duplicates of one action."""
    rs = night.ruleset
    moves = night.scenario.moves
    by_key: dict[tuple[str, str], list[int]] = {}
    for i, move in enumerate(moves):
        by_key.setdefault((move.actor, move.action), []).append(i)
    rule = rs.proxy_first
    proxy_first = rule is not None and night.options.get(rule[0]) == rule[1]
    counted: list[int] = []
    for (actor, action), indices in sorted(by_key.items()):
        if len(indices) == 1:
            counted.extend(indices)
            continue
        own = [i for i in indices if (moves[i].by or actor) == actor]
        proxy = [i for i in indices if (moves[i].by or actor) != actor]
        keep = (proxy or own) if proxy_first else (own or proxy)
        if rs.last_move_counts is not None and not proxy:
            keep = [max(own, key=lambda i: (_sent(moves[i].time), i))]
            for i in indices:
                if i != keep[0]:
                    night.not_counted.append(NotCounted(i, actor, action, "later_move_counts", rs.last_move_counts,
                                                        None, {"kept": actor}))
            counted.append(keep[0])
            continue
        sender = night.players.get(moves[proxy[0]].by or "") if proxy else None
        clause = sender.role.sends_for_clan if sender is not None else None
        for i in indices:
            if i != keep[0]:
                night.not_counted.append(NotCounted(
                    i, actor, action, "proxy_duplicate", clause or rs.actions[action].clause,
                    rs.options[rule[0]].ruling if rule is not None else None, {"kept": moves[keep[0]].by or actor}))
        counted.append(keep[0])
    return sorted(counted)


def _sent(time: str | None) -> float:
    """When a move was sent, for «the last one counts»: a move with no time is taken as sent before the timed ones."""
    t = time_key(time)
    return float("-inf") if t is None else float(t)


def _may_send(night: Night, actor: str, gate: CountedFrom) -> bool:
    """Does this player's move of the action count (`CountedFrom`): his role is one of its roles, or one of its heirs
    while no player of those roles is in the game as the night begins (dead, or executed by the day before it)."""
    role = night.role_of(actor).id
    if role in gate.roles:
        return True
    lynched = set(night.scenario.day.lynched)
    return role in gate.heirs and not any(p.alive and name not in lynched and p.role.id in gate.roles
                                          for name, p in night.players.items())


def _gated(night: Night, actor: str, gate: CountedFrom) -> bool:
    """Is this player's move one the gate leaves uncounted (a player of its roles, heirs or senders)? Anyone else's
    goes on as an act his role does not have, failed as illegal (`resolver.engine.limits.kind_failure`)."""
    return night.role_of(actor).id in (*gate.roles, *gate.heirs, *gate.senders)


def _priority_key(night: Night, index: int) -> tuple[Any, ...]:
    move = night.scenario.moves[index]
    t = time_key(move.time)
    return (night.role_of(move.actor).priority, t if t is not None else float("inf"), move.actor)


def _branch_acts(night: Night, act: Act, index: int) -> list[Act]:
    """A move with branches: the branch for the target's role, made by the actor (a stolen move)."""
    move = night.scenario.moves[index]
    victim = night.players.get(act.target or "")
    if victim is None:
        return []
    out = []
    for n, branch in enumerate(move.branches):
        if branch.if_role != victim.role.id:
            continue
        own = [a for a in night.ruleset.roles[victim.role.id].actions if night.ruleset.actions[a].role_move]
        action = branch.action or (own[0] if own else None)
        if action is None:
            continue
        out.append(make_act(night.ruleset, action, act.actor, tuple(branch.targets), move=move, move_index=index,
                            origin="derived", parent=act.id, suffix=f"{BRANCH}{n}"))
    return out


def compile_moves(night: Night) -> list[Act]:
    """The night's acts from its moves, with the pseudo acts of due dooms."""
    rs = night.ruleset
    moves = night.scenario.moves
    acts: list[Act] = []
    clan_moves: dict[tuple[str, str], list[int]] = {}
    for i in _counted(night):
        move = moves[i]
        spec = rs.actions[move.action]
        gate = spec.row(CountedFrom)
        if gate is not None and not _may_send(night, move.actor, gate) and _gated(night, move.actor, gate):
            night.not_counted.append(NotCounted(i, move.actor, move.action, "not_counted_sender", gate.clause, None,
                                                {"who": move.actor}))
            continue
        # A clan's one move is picked among those whose role has it: another's (a Мирный житель's «Выстрел мафии»)
        # is his own act, failed as a move his role does not have.
        if spec.row(ClanPick) is not None and (move.action in night.role_of(move.actor).actions
                                               or (gate is not None and _gated(night, move.actor, gate))):
            clan_moves.setdefault((move.action, night.players[move.actor].clan or "?"), []).append(i)
            continue
        act = make_act(rs, move.action, move.actor, tuple(move.targets), move=move, move_index=i, sender=move.by)
        acts.append(act)
        if spec.row(Branches) is not None and move.targets:
            acts.extend(_branch_acts(night, act, i))
    for (action, clan), indices in sorted(clan_moves.items()):
        pick = rs.actions[action].row(ClanPick)
        clause, ruling = (pick.clause, pick.ruling) if pick is not None else ("", None)
        indices.sort(key=lambda i: _priority_key(night, i))
        chosen = moves[indices[0]]
        for other in indices[1:]:
            night.not_counted.append(NotCounted(other, moves[other].actor, action, "clan_priority", clause, ruling,
                                                {"kept": chosen.actor}))
        for target in chosen.targets:
            acts.append(make_act(rs, action, chosen.actor, (target,), move=chosen, move_index=indices[0],
                                 clan=clan, sender=chosen.by))
    lynched = set(night.scenario.day.lynched)  # their verdict's pseudo acts come from the day (resolver.day)
    if rs.doom_action is not None:
        acts.extend(make_act(rs, rs.doom_action, None, (name,), origin="pseudo")
                    for name, info in sorted(night.players.items())
                    if info.alive and info.state.doomed_by and name not in lynched)
    return acts


def branch_failure(night: Night, act: Act, parent_worked: bool) -> Failure | None:
    """A branch act fails when its move failed, and keeps the limits of the one whose move it is: not his
    last target again (`Branches.ruling`)."""
    if act.parent is None or act.trigger is not None or BRANCH not in act.id:
        return None
    move = night.act(act.parent)
    mspec = night.action(move)
    branches = mspec.row(Branches)
    ruling = branches.ruling if branches is not None else None
    if not parent_worked:
        return ("steal_failed", mspec.clause, ruling, {"causes": [act.parent]})
    spec = night.action(act)
    owner = night.players.get(move.target or "")
    ban = spec.row(RepeatBan)
    if ban is not None and owner is not None and act.target and owner.state.last_targets.get(spec.id) == act.target:
        return ("illegal_stolen_repeat", ban.clause, ruling,
                {"who": owner.name, "target": act.target, "action": spec.name_ru, "action_en": spec.name_en,
                 "illegal": True,
                 "branch": int(act.id.rsplit(BRANCH, 1)[1])})
    return None


def doom_failure(night: Night, act: Act) -> Failure | None:
    """A doomed player's move before his cure's step, when the rule set holds it (`doom_holds_moves`)."""
    rule = night.ruleset.doom_holds_moves
    if rule is None or act.actor is None or act.origin != "move" or night.options.get(rule[0]) != rule[1]:
        return None
    cure = night.ruleset.steps[night.ruleset.actions[rule[2]].step].order
    if night.players[act.actor].state.doomed_by and act.order < cure:
        return ("doomed_until_healed", rule[3], rule[4], {"who": act.actor})
    return None
