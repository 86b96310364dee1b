"""The night resolver: effect primitives over the dependency graph.

Acts are taken in dependency order (the graph's components, sorted by the
order of moves). A component that is a real cycle goes to CP-SAT
(`resolver.engine.solver`), which lists every consistent assignment; each is checked
again by plain simulation here. One survivor: applied. Several: the night
branches and the host must rule. None: the order of moves decides, earliest
first, and a decision says so.
"""

from __future__ import annotations

from typing import Any

from resolver.engine.dawn import at_dawn
from resolver.engine.decisions import Recorder
from resolver.engine.effects import Effects
from resolver.engine.evaluate import ActEvaluation
from resolver.engine.graph import NightGraph, build_graph, condition_parts
from resolver.engine.limits import Failure
from resolver.engine.move_checks import MoveChecks
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Branch, CycleReport, Death, Mark, Outcome, State
from resolver.engine.notes import DecisionNotes
from resolver.engine.order_notes import OrderNotes
from resolver.engine.protect import ProtectionStage
from resolver.engine.reporter import write_reports
from resolver.engine.rings import RingSolving
from resolver.specs.target import Condition

__all__ = ["Branch", "CycleReport", "Death", "Engine", "Mark", "Outcome", "State"]

# Outcomes kept for a night with several independent ambiguous rings (their product). Past this the
# night says how many there are and which it shows: never a silent cut.
MAX_BRANCHES = 256


class Engine(ActEvaluation, MoveChecks, Effects, RingSolving, OrderNotes, ProtectionStage, DecisionNotes):
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
        self.move_failures: dict[str, Failure | None] = {}
        for act in night.acts:
            self.by_actor.setdefault(act.actor, []).append(act)

    def resolve(self, recorder: Recorder | None = None) -> list[Branch]:
        # `recorder`: one that already holds the day's decisions (resolver.day), so day and night are one record.
        recorder = recorder if recorder is not None else Recorder(self.night.ruleset)
        for nc in self.night.not_counted:
            params: dict[str, Any] = dict(nc.params, actor=nc.actor, action=nc.action)
            recorder.record(f"{nc.actor}/{nc.action}/not_counted", "not_counted", nc.code, nc.clause, ruling=nc.ruling, **params)
        self._note_no_moves(recorder)
        branches = [Branch(State(recorder=recorder))]
        total = 1  # every consistent outcome of the night: the product over its ambiguous rings
        rings: list[tuple[list[str], int]] = []
        for members in self.graph.components(self.night):
            next_branches: list[Branch] = []
            ring = self.graph.is_cycle(members)
            for branch in branches:
                if not ring:
                    self.evaluate(branch.state, self.night.act(members[0]))
                    next_branches.append(branch)
                else:
                    next_branches.extend(self._cycle(branch, members))
            if ring and len(next_branches) > len(branches):
                count = len(next_branches) // max(1, len(branches))
                rings.append((members, count))
                total *= count
            branches = next_branches[:MAX_BRANCHES]
        if len(rings) > 1 or total > len(branches):
            cycle_clause, cycle_ruling = self.night.ruleset.citations["cycle"]
            for branch in branches:
                branch.state.recorder.record(
                    "night", "cycle", "independent_rings" if total <= len(branches) else "outcomes_cut",
                    cycle_clause, ruling=cycle_ruling, causes=[m for ms, _ in rings for m in ms],
                    rings=len(rings), counts=" × ".join(str(c) for _, c in rings), total=total, shown=len(branches))
        for branch in branches:
            self._note_order(branch.state)
            write_reports(self.night, branch.state)
            at_dawn(self.night, branch.state)
        return branches
