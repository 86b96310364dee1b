"""A ring of acts that depend on each other: `Rings`, handed the night's `Tonight` and the `Evaluation` of its acts.

CP-SAT (`resolver.engine.solver`) lists every assignment (performed, succeeded) of the ring's acts; each is
simulated again here with tentative marks and kept only if consistent. One survivor: applied. Several:
the night branches and the host must rule. None: the order of moves decides, earliest first, and a
decision says so (with the solver's proof when the clauses cannot all hold).
"""

from __future__ import annotations

from typing import Any

from resolver.engine.evaluate import Evaluation
from resolver.engine.graph import productions
from resolver.engine.lookup import visible_marks
from resolver.engine.night import Act
from resolver.engine.night_state import Branch, CycleReport, Mark, State
from resolver.engine.solver import enumerate_assignments
from resolver.engine.tonight import Tonight
from resolver.specs.letters import TimeGroup


class Rings:
    def __init__(self, tonight: Tonight, evaluation: Evaluation) -> None:
        self.tonight = tonight
        self.night = tonight.night
        self.evaluation = evaluation

    def _tentative(self, state: State, act: Act, perf: bool, succ: bool) -> None:
        invites: dict[str, set[str]] = {}
        for prod in productions(self.night, act, invites):
            if (prod.timing == "perf" and perf) or (prod.timing == "succ" and succ):
                data: dict[str, Any] = {}
                if prod.status == "guest" or (prod.status.startswith("guest_") and not prod.status.startswith("guest_of:")):
                    data["host"] = act.actor
                state.add_mark(Mark(prod.player, prod.status, act.id, data, tentative=True))

    def in_order(self, members: list[str]) -> list[str]:
        """The ring's acts by the order of moves, but a derived act after the acts it needs (its parent, the move it
        copies): a redirected copy of a move sorts by its new target, and before the move it copies it never exists."""
        ordered = sorted(members, key=lambda a: self.night.act(a).sort_key())
        inside = set(members)
        placed: set[str] = set()
        out: list[str] = []

        def place(aid: str) -> None:
            if aid in placed:
                return
            placed.add(aid)
            act = self.night.act(aid)
            for need in (act.parent, act.via):
                if need in inside:
                    place(need)
            out.append(aid)

        for aid in ordered:
            place(aid)
        return out

    def apply_assignment(self, state: State, members: list[str], forced: dict[str, tuple[bool, bool]]) -> bool:
        for aid in members:
            self._tentative(state, self.night.act(aid), *forced[aid])
        for aid in self.in_order(members):
            state.drop_tentative(aid)
            self.evaluation.evaluate(state, self.night.act(aid))
        for aid in members:
            state.drop_tentative(aid)
        # What each act came to once the whole ring has run: a group act's word is its members' too (a stake
        # hunter reached his target, but the hunt failed, `_settle_group`), as the re-check below reads it.
        consistent = all(self._came_to(state, aid) == forced[aid] for aid in members)
        if consistent:
            # Re-check the early members against the final marks of the later ones.
            for aid in members:
                act = self.night.act(aid)
                perf, succ = self.peek(state, act)
                if (perf, succ) != forced[aid]:
                    consistent = False
        return consistent

    @staticmethod
    def _came_to(state: State, act_id: str) -> tuple[bool, bool]:
        outcome = state.outcomes.get(act_id)  # none: the act never happened (a derived act not triggered)
        return (outcome.performed, outcome.succeeded) if outcome is not None else (False, False)

    def peek(self, state: State, act: Act) -> tuple[bool, bool]:
        # Reads only: static failures look at other acts' outcomes and marks, never this act's own.
        conds = self.tonight.conditions[act.id]
        if not self.evaluation.triggered(state, act):
            return False, False
        if any(visible_marks(self.night, state, act, c) for c in conds if c.subject == "actor" and c.blocks):
            return False, False
        outcome = state.outcomes.get(act.id)
        if outcome is not None and outcome.info.get("limit"):
            # A limit of the move (an item, a quorum) is as it was when the act ran: not asked again (a move that
            # passed it has used up its item since).
            return False, False
        static = self.evaluation.static_failure(state, act)
        if static:
            return bool(static[3].get("made")), False
        if any(visible_marks(self.night, state, act, c) for c in conds if c.subject == "target" and c.stage == "reach"):
            return True, False
        # Later stages (protections, result table, after_act: the Свидетель) were decided when it ran.
        return True, outcome is None or outcome.succeeded

    def solve(self, branch: Branch, members: list[str]) -> list[Branch]:
        """The ring's outcomes in this branch: one branch each (one when a single one is consistent, or when the
        order of moves decides)."""
        state = branch.state
        solved = enumerate_assignments(self.evaluation, state, members)
        survivors: list[State] = []
        for forced in solved.assignments:
            trial = state.clone()
            if self.apply_assignment(trial, members, forced):
                survivors.append(trial)
        rec_subject = "night"
        names = [self._label(aid) for aid in members]
        names_en = [self._label(aid, "en") for aid in members]
        # The tie-break the text gives for this ring: «пришедшая раньше» for the invitations.
        time_clauses = {group.clause if (group := self.night.action(self.night.act(a)).row(TimeGroup)) else None
                        for a in members}
        only_clause = next(iter(time_clauses)) if len(time_clauses) == 1 else None
        cycle_clause, cycle_ruling = self.night.ruleset.citations["cycle"]
        clause: str = only_clause if isinstance(only_clause, str) else cycle_clause
        if solved.status in ("cut", "error"):
            # Never a silent cut: the host is told the list may be incomplete.
            for trial in survivors or [state]:
                trial.recorder.record(rec_subject, "cycle", f"cycle_search_{solved.status}", cycle_clause,
                                      ruling=cycle_ruling, causes=members, acts=names, acts_en=names_en,
                                      found=len(solved.assignments))
        if len(survivors) == 1:
            only = survivors[0]
            only.cycles.append(CycleReport(members, "resolved", 1, 0))
            only.recorder.record(rec_subject, "cycle", "cycle_resolved", clause, ruling=cycle_ruling,
                                 causes=members, acts=names, acts_en=names_en)
            return [Branch(only, dict(branch.carried))]
        if survivors:
            out = []
            for index, trial in enumerate(survivors):
                trial.cycles.append(CycleReport(members, "ambiguous", len(survivors), index))
                trial.recorder.record(rec_subject, "cycle", "cycle_ambiguous", clause, ruling=cycle_ruling,
                                      causes=members, acts=names, acts_en=names_en, alternative=index + 1,
                                      count=len(survivors))
                out.append(Branch(trial, dict(branch.carried)))
            return out
        fallback = state.clone()
        ordered = self.in_order(members)
        fallback.fallback_order = {aid: i for i, aid in enumerate(ordered)}
        for aid in ordered:
            self.evaluation.evaluate(fallback, self.night.act(aid))
        fallback.fallback_order = None
        fallback.cycles.append(CycleReport(members, "fallback", 0))
        if solved.status == "infeasible":
            # Proved by the solver: these clauses cannot all hold around the ring.
            fallback.recorder.record(rec_subject, "fallback", "cycle_infeasible", cycle_clause, ruling=cycle_ruling,
                                     causes=ordered, acts=[self._label(a) for a in ordered],
                                     acts_en=[self._label(a, "en") for a in ordered],
                                     clauses=[self.night.ruleset.cite(c) for c in solved.core],
                                     clauses_en=[self.night.ruleset.cite(c, "en") for c in solved.core])
        elif solved.status == "complete":
            # Every candidate the solver listed was simulated, and none is consistent.
            fallback.recorder.record(rec_subject, "fallback", "cycle_no_consistent", cycle_clause,
                                     ruling=cycle_ruling, causes=ordered, acts=[self._label(a) for a in ordered],
                                     acts_en=[self._label(a, "en") for a in ordered],
                                     checked=len(solved.assignments))
        fallback.recorder.record(rec_subject, "fallback", "cycle_fallback", cycle_clause, ruling=cycle_ruling,
                                 causes=ordered, acts=[self._label(a) for a in ordered],
                                 acts_en=[self._label(a, "en") for a in ordered])
        return [Branch(fallback, dict(branch.carried))]

    def _label(self, act_id: str, lang: str = "ru") -> str:
        act = self.night.act(act_id)
        spec = self.night.action(act)
        who = act.actor or "—"
        return f"{who}: {spec.name_en if lang == 'en' else spec.name_ru} → {', '.join(act.targets)}"
