"""The night resolver: effect primitives over the dependency graph.

Acts are taken in dependency order (the graph's components, sorted by the
order of moves). A component that is a real cycle goes to CP-SAT
(`resolver.engine.solver`), which lists every consistent assignment; each is checked
again by plain simulation (`resolver.engine.rings`). One survivor: applied. Several: the night
branches and the host must rule. None: the order of moves decides, earliest
first, and a decision says so.

`Engine` is composed of parts handed to each other explicitly: what is worked out once for the night
(`Tonight`), the evaluation of one act in a branch's `State` (`Evaluation`), and the rings (`Rings`).
"""

from __future__ import annotations

from typing import Any

from resolver.engine.dawn import at_dawn
from resolver.engine.decisions import Recorder
from resolver.engine.evaluate import Evaluation
from resolver.engine.night import Night
from resolver.engine.night_state import Branch, CycleReport, Death, Mark, Outcome, State
from resolver.engine.order_notes import note_no_moves, note_order
from resolver.engine.reporter import forget_answers, write_reports
from resolver.engine.rings import Rings
from resolver.engine.tonight import Tonight

__all__ = ["Branch", "CycleReport", "Death", "Engine", "Mark", "Outcome", "State"]

# Outcomes kept for a night with several independent ambiguous rings (their product). Past this the
# night says how many there are and which it shows: never a silent cut.
MAX_BRANCHES = 256


class Engine:
    def __init__(self, night: Night) -> None:
        self.night = night
        self.tonight = Tonight(night)
        self.graph = self.tonight.graph
        self.evaluation = Evaluation(self.tonight)
        self.rings = Rings(self.tonight, self.evaluation)

    def resolve(self, recorder: Recorder | None = None) -> list[Branch]:
        # `recorder`: one that already holds the day's decisions (resolver.day), so day and night are one record.
        night = self.night
        recorder = recorder if recorder is not None else Recorder(night.ruleset)
        for nc in night.not_counted:
            params: dict[str, Any] = dict(nc.params, actor=nc.actor, action=nc.action)
            recorder.record(f"{nc.actor}/{nc.action}/not_counted", "not_counted", nc.code, nc.clause, ruling=nc.ruling, **params)
        note_no_moves(night, recorder)
        branches = [Branch(State(recorder=recorder))]
        total = 1  # every consistent outcome of the night: the product over its ambiguous rings
        rings: list[tuple[list[str], int]] = []
        for members in self.graph.components(night):
            next_branches: list[Branch] = []
            ring = self.graph.is_cycle(members)
            for branch in branches:
                if not ring:
                    self.evaluation.evaluate(branch.state, night.act(members[0]))
                    next_branches.append(branch)
                else:
                    next_branches.extend(self.rings.solve(branch, members))
            if ring and len(next_branches) > len(branches):
                count = len(next_branches) // max(1, len(branches))
                rings.append((members, count))
                total *= count
            branches = next_branches[:MAX_BRANCHES]
        if len(rings) > 1 or total > len(branches):
            cycle_clause, cycle_ruling = night.ruleset.citations["cycle"]
            for branch in branches:
                branch.state.recorder.record(
                    "night", "cycle", "independent_rings" if total <= len(branches) else "outcomes_cut",
                    cycle_clause, ruling=cycle_ruling, causes=[m for ms, _ in rings for m in ms],
                    rings=len(rings), counts=" × ".join(str(c) for _, c in rings), total=total, shown=len(branches))
        for branch in branches:
            note_order(self.tonight, branch.state)
            write_reports(night, branch.state)
            at_dawn(night, branch.state)
            forget_answers(branch.state)
        return branches
