"""The limits of a move checked before it acts, and the group acts.

The limits of its rows, stage by stage (`resolver.engine.act_plan`): from the night alone (`move_failure`), from
the branch (`limit_failure`), whether it stands (`standing_failure`); a corpse to revive, a seat to take over, a
move to redirect; a group act (the stake party) happens only with its quorum, and each member is told the group's
word. The rows' handlers are `resolver.engine.limits` and `resolver.engine.standing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.engine.act_plan import act_plan
from resolver.engine.limits import Failure
from resolver.engine.night import Act, Night
from resolver.engine.night_state import State
from resolver.engine.recruit import FORCED, forced_failure

if TYPE_CHECKING:
    from resolver.engine.tonight import Tonight


def limit_failure(tonight: Tonight, state: State, act: Act) -> Failure | None:
    """Limits written as action data: not on oneself, an item needed, uses per game, a quorum, a hunt
    sent with a move it excludes."""
    night = tonight.night
    spec = night.action(act)
    plan = act_plan(night.ruleset, spec)
    for handler, row in plan.quorum:
        return handler.limit(tonight, state, act, row)  # the engine's own group act: its quorum only
    if act.origin != "move" or act.actor is None:
        return None
    if act.id not in tonight.move_failures:  # an act is evaluated again in each outcome of a ring
        tonight.move_failures[act.id] = move_failure(night, act)
    failure = tonight.move_failures[act.id] or forced_failure(night, state, act)
    if failure is not None:
        return failure
    for handler, row in plan.limit:
        found = handler.limit(tonight, state, act, row)
        if found is not None:
            return found
    return None


def move_failure(night: Night, act: Act) -> Failure | None:
    """The limits of a sent move from the night alone, in a fixed order (`resolver.engine.mechanics.ILLEGAL`): the
    first broken one is reported."""
    if act.origin != "move" or act.actor is None:
        return None
    for check in act_plan(night.ruleset, night.action(act)).illegal:
        failure = check(night, act)
        if failure is not None:
            return failure
    return None


def standing_failure(night: Night, state: State, act: Act) -> Failure | None:
    """Whether the move stands at all (a clan's move with no clan left or called off by its target, a move an option
    switches off, a player barred from it) and whether its target may be acted on (the target rules, a search with
    none to find, a seat to take over, a corpse to revive): `resolver.engine.mechanics.STANDS`."""
    for handler, row in act_plan(night.ruleset, night.action(act)).stands:
        found = handler.stands(night, state, act, row)
        if found is not None:
            return found
    return None


def failure_inputs(tonight: Tonight, act: Act) -> list[str]:
    """The acts whose outcomes this act's limits and static failures read: the move a branch or a derived act
    comes from and the act it answers (`via`), the members of a group act (its quorum), the cards that force
    the actor's own move of this action (`forced_failure`), the acts that may use up, take or make the item it
    needs (two moves with one путёвка: the first uses it up)."""
    night = tonight.night
    spec = night.action(act)
    inputs = [a for a in (act.parent, act.via) if a]
    if act.origin == "move":
        inputs += [other.parent for other in tonight.by_actor.get(act.actor, ())
                   if other.trigger == FORCED and other.action == act.action and other.parent]
    for handler, row in act_plan(night.ruleset, spec).inputs:
        inputs += handler.inputs(tonight, act, row)
    return inputs
