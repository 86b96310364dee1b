"""What the engine works out once for a compiled night, before any branch: each act's conditions (with those
on its actor, on its target at the reach stage and after the protections apart), the dependency graph, the
acts by actor, and the limits of each move once asked (they read the night only, never a branch's state).

Every part of the engine is handed this object (and a branch's `State`) explicitly: the evaluation
(`resolver.engine.evaluate`), the rings (`resolver.engine.rings`), the solver, the notes on the order of moves.
"""

from __future__ import annotations

from resolver.engine.conditions import condition_parts
from resolver.engine.graph import NightGraph, build_graph
from resolver.engine.limits import Failure
from resolver.engine.night import Act, Night
from resolver.specs.target import Condition


class Tonight:
    def __init__(self, night: Night) -> None:
        self.night = night
        # An act's conditions depend only on its action (made hostile by its target or not), whether it has a
        # target and whether it is a player's own move (`conditions_for`): worked out once per kind of act, shared
        # read-only. The conditions on the actor and those on the target at the reach stage are kept apart as
        # well, and those after the protections (`condition_parts`): the evaluation of each act reads those.
        self.conditions: dict[str, list[Condition]] = {}
        self.actor_conditions: dict[str, list[Condition]] = {}
        self.reach_conditions: dict[str, list[Condition]] = {}
        self.late_conditions: dict[str, list[Condition]] = {}
        for act in night.acts:
            (self.conditions[act.id], self.actor_conditions[act.id], self.reach_conditions[act.id],
             self.late_conditions[act.id]) = condition_parts(night, act)
        self.graph: NightGraph = build_graph(night, self.conditions)
        # Acts by (action, first target) (the night's index) and by actor: a group act finds its members, a
        # redirect its target's moves, without walking the whole night each time.
        self.by_action_target: dict[tuple[str, str | None], list[Act]] = night.by_action_target
        self.by_actor: dict[str | None, list[Act]] = {}
        for act in night.acts:
            self.by_actor.setdefault(act.actor, []).append(act)
        # `move_failure` of each act, once asked: an act is evaluated again in each outcome of a ring.
        self.move_failures: dict[str, Failure | None] = {}
