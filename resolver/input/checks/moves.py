"""The night's moves: an action the rule set has, made by a living player, at players in the game.

Each check is `(checked, i, move) -> bool`; False stops the later checks of that move. A move the rules forbid the
player (a kind his role has not, a repeat of last night's target) is no problem of the file: the engine fails it
with its clause and warns the host (issue 12); `mafia-night resolve --strict` rejects it.
"""

from __future__ import annotations

from typing import Callable

from model import Move
from resolver.engine.night import is_full_datetime, time_key
from resolver.input.checks.context import Checked, dead_target_rule, suggest
from resolver.input.checks.rows import check_move_rows
from resolver.specs.names import named
from resolver.text.problems import ruling_said, say

MoveCheck = Callable[[Checked, int, Move], bool]


def move_action(c: Checked, i: int, move: Move) -> bool:
    """An action of the rule set a player can send (no pseudo act of the engine's); made its id."""
    action_id = c.rs.action_id(move.action)
    if action_id is not None and c.rs.actions[action_id].params.get("pseudo"):  # «Линч», «Автокилл»: the engine's
        c.add(("moves", i, "action"), say("engine_act_as_move", name=move.action))
        return False
    if action_id is None:
        sendable = [name for aid, spec in c.rs.actions.items() if not spec.params.get("pseudo")
                    for name in (aid, spec.name_ru, spec.name_en, *spec.aliases) if name]
        c.add(("moves", i, "action"), say("unknown_action", name=move.action, hint=suggest(move.action, sendable)))
        return False
    move.action = action_id
    return True


def move_actor(c: Checked, i: int, move: Move) -> bool:
    if move.actor not in c.by_name:
        c.add(("moves", i, "actor"), say("actor_not_in_game", name=move.actor, hint=c.suggest_player(move.actor)))
        return False
    return True


def move_rows(c: Checked, i: int, move: Move) -> bool:
    """The rule set's check rows of a move (`resolver/input/checks/rows.py`), on the action's id."""
    check_move_rows(c, i, move, c.by_name[move.actor])
    return True


def actor_alive(c: Checked, i: int, move: Move) -> bool:
    if not c.by_name[move.actor].alive:
        c.add(("moves", i, "actor"), say("actor_dead", name=move.actor), c.rule("order"))
        return False
    return c.by_name[move.actor].role in c.rs.roles  # an unknown role was reported with the player


def move_sender(c: Checked, i: int, move: Move) -> bool:
    """A move sent for another (`by`) comes from a living sender of his clan (`RoleSpec.sends_for_clan`)."""
    if move.by is None or move.by == move.actor:
        return True
    rs, actor = c.rs, c.by_name[move.actor]
    sender = c.by_name.get(move.by)
    senders = [r for r in rs.roles.values() if r.sends_for_clan]
    sender_role = rs.roles.get(sender.role) if sender is not None else None
    if not senders:
        c.add(("moves", i, "by"), say("no_sender_role", by=move.by, ruleset=rs.id, name=move.actor))
    elif sender is None or sender_role is None or not sender_role.sends_for_clan or \
            sender.clan != actor.clan or not sender.alive:
        clause = senders[0].sends_for_clan
        c.add(("moves", i, "by"), say("only_sender", **named("who", *senders), name=move.actor),
              c.rule(clause) if clause else None)
    return True


def move_target_count(c: Checked, i: int, move: Move) -> bool:
    """As many targets as the action takes (more on the day's event that allows more: `more_targets_on`)."""
    spec = c.rs.actions[move.action]
    max_targets, more = spec.max_targets, spec.more_targets_on
    if more is not None and c.data.day.event == more[0]:
        max_targets = more[1]
    if len(move.targets) < spec.min_targets:
        c.add(("moves", i), say("needs_target", **named("name", spec)))
    elif len(move.targets) > max_targets:
        c.add(("moves", i, "targets"), say("too_many_targets", **named("name", spec), max=max_targets,
                                           n=len(move.targets)), c.rule(more[2]) if more is not None else None)
    if spec.distinct_targets and len(set(move.targets)) != len(move.targets):
        c.add(("moves", i, "targets"), say("distinct_targets", **named("name", spec)),
              ruling_said(spec.distinct_targets))
    return True


def move_targets(c: Checked, i: int, move: Move) -> bool:
    """Targets in the game, and alive unless the move may aim at the dead (a reanimation, the Тюремщик's jailed,
    the Актер's seat: the engine judges those, AN-125, B-61)."""
    may_be_dead = c.rs.actions[move.action].params.get("target_may_be_dead")
    for j, target in enumerate(move.targets):
        if target not in c.known:
            c.add(("moves", i, "targets", j), say("target_not_in_game", name=target, hint=c.suggest_player(target)))
        elif target not in c.alive and not may_be_dead:
            c.add(("moves", i, "targets", j), say("target_dead", name=target), dead_target_rule(c.rs))
    return True


def move_once(c: Checked, i: int, move: Move) -> bool:
    """One move of an action per player and sender, unless the rule set counts the last of them
    (`RulesetSpec.last_move_counts`, classic п.9): then the engine takes it and says so."""
    key = (move.actor, move.action, move.by or move.actor)
    if key in c.moves_seen and c.rs.last_move_counts is None:
        c.add(("moves", i), say("sent_twice", name=move.actor, **named("action", c.rs.actions[move.action]),
                                other=c.moves_seen[key]))
    c.moves_seen[key] = i
    return True


def move_time(c: Checked, i: int, move: Move) -> bool:
    if move.time is not None:
        try:
            time_key(move.time)
            c.full_times.add(is_full_datetime(move.time))
        except ValueError:
            c.add(("moves", i, "time"), say("bad_time", time=move.time))
    return True


def move_branches(c: Checked, i: int, move: Move) -> bool:
    """Branches («if his role is X, then …») only on an action that takes them, each naming a role and its move."""
    rs, spec = c.rs, c.rs.actions[move.action]
    for b, branch in enumerate(move.branches):
        where = ("moves", i, "branches", b)
        if not spec.takes_branches:
            owners = [a for a in rs.actions.values() if a.takes_branches]
            c.add(where, say("only_has_branches", **named("name", owners[0])) if owners else say("no_branches"),
                  c.rule(owners[0].takes_branches) if owners and owners[0].takes_branches else None)
            break
        if_role = rs.role_id(branch.if_role)
        if if_role is None:
            c.add(where + ("if",), say("unknown_role", name=branch.if_role, hint=c.suggest_name(branch.if_role, "roles")))
            continue
        branch.if_role = if_role
        if branch.action is not None:
            b_action = rs.action_id(branch.action)
            if b_action is None or b_action not in rs.roles[if_role].actions:
                c.add(where + ("action",), say("role_has_no_move", **named("role", rs.roles[if_role]), name=branch.action),
                      c.rule(spec.takes_branches))
                continue
            branch.action = b_action
        for t, target in enumerate(branch.targets):
            if target not in c.known:
                c.add(where + ("targets", t), say("branch_target_not_in_game", name=target))
    return True


def moves_times_alike(c: Checked) -> None:
    """Times all full dates or all clock times: the two cannot be ordered together."""
    if len(c.full_times) > 1:
        c.add(("moves",), say("mixed_times"))


def home_players(c: Checked) -> None:
    """Each player who stays home by his own word (`home`) is in the game and alive."""
    for j, name in enumerate(c.data.home):
        if name not in c.known:
            c.add(("home", j), say("home_not_in_game", name=name, hint=c.suggest_player(name)))
        elif name not in c.alive:
            c.add(("home", j), say("home_dead", name=name))


# In this order for each move, each move in the file's order.
MOVE_CHECKS: tuple[MoveCheck, ...] = (move_action, move_actor, move_rows, actor_alive, move_sender, move_target_count,
                                      move_targets, move_once, move_time, move_branches)
