"""CP-SAT for the cycles of a night: every consistent outcome of a ring of moves.

Two booleans per act: performed (the actor could act) and succeeded (the
target side let it work). An act is performed iff no actor-side condition
holds and no limit of the move (an item, a quorum) or static failure stops it;
it succeeds iff it is performed and no target-side condition holds; a
condition holds iff a visible producer already resolved makes it so, or a
producer inside the cycle does. Every solution is enumerated with one worker
(deterministic) and checked again by simulation in `resolver.engine.rings`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from resolver.engine.graph import condition_statuses, precedence, subject_player
from resolver.engine.lookup import visible_marks
from resolver.engine.move_checks import failure_inputs, limit_failure
from resolver.engine.night import Act, Night
from resolver.engine.recruit import FORCED
from resolver.specs.derived import GroupOf
from resolver.specs.target import Condition

if TYPE_CHECKING:
    from resolver.engine.evaluate import Evaluation
    from resolver.engine.night_state import State

Assignment = dict[str, tuple[bool, bool]]


@dataclass
class SolveResult:
    """What CP-SAT found for one ring: every candidate, and whether the list is complete.

    status: "complete" (every solution enumerated), "cut" (a limit stopped the enumeration: more may
    exist), "infeasible" (proved: no assignment at all; `core` names the clauses that contradict each
    other), "error" (the solver gave no answer).
    """

    assignments: list[Assignment] = field(default_factory=list)
    status: str = "complete"
    core: list[str] = field(default_factory=list)

_COLLECTOR: type | None = None


_MODEL: type | None = None


def _model_class() -> type:
    """CpModel without its pre-PEP8 aliases: adding them costs ~0.4 ms a model, and we use none."""
    global _MODEL
    if _MODEL is None:
        from ortools.sat.python import cp_model

        class Model(cp_model.CpModel):
            def _add_pre_pep8_methods(self) -> None:
                pass

        _MODEL = Model
    return _MODEL


def _collector_class() -> type:
    """One solution-callback class for the process: defining an OR-Tools callback class costs ~0.5 ms."""
    global _COLLECTOR
    if _COLLECTOR is None:
        from ortools.sat.python import cp_model

        class Collector(cp_model.CpSolverSolutionCallback):
            def __init__(self, on_solution: Callable[[Any], None]) -> None:
                super().__init__()
                self._on_solution = on_solution

            def on_solution_callback(self) -> None:
                self._on_solution(self)

        _COLLECTOR = Collector
    return _COLLECTOR


def may_be_stopped_later(night: Night, act: Act, conditions: list[Condition]) -> bool:
    """Can a stage after reaching the target (result table, protection queue, late condition, its group) stop it?"""
    spec = night.action(act)
    if spec.hostile and (night.ruleset.protections or night.ruleset.result_table):
        return True
    if any(group.member == spec.id for other in night.ruleset.actions.values() for group in other.rows_of(GroupOf)):
        return True  # a member of a group act shares the group's word: a hunt without its quorum fails him too
    return any(c.stage == "after_protections" or not c.blocks for c in conditions)


MAX_SOLUTIONS = 256
TIME_LIMIT_S = 10.0


def enumerate_assignments(evaluation: "Evaluation", state: "State", members: list[str],
                          max_solutions: int = MAX_SOLUTIONS) -> SolveResult:
    from ortools.sat.python import cp_model

    tonight = evaluation.tonight
    night = tonight.night
    model = _model_class()()
    perf = {aid: model.new_bool_var(f"perf[{aid}]") for aid in members}
    succ = {aid: model.new_bool_var(f"succ[{aid}]") for aid in members}
    member_set = set(members)
    # One guard literal per clause: every constraint a clause makes is enforced only if its guard
    # holds, and all guards are assumed; if the ring has no solution, the solver names a set of
    # guards (clauses) that cannot all hold.
    guards: dict[str, Any] = {}

    def guard(clause: str) -> Any:
        if clause not in guards:
            guards[clause] = model.new_bool_var(f"clause[{clause}]")
        return guards[clause]

    for aid in members:
        act = night.act(aid)
        model.add_implication(succ[aid], perf[aid])
        # What stops an act whatever the statuses, as the simulation checks it: a limit of the move (an item, not on
        # oneself, a quorum: never made), then who the target is (made or not, as the rule says). Known from the
        # state before the ring unless it reads an act of the ring (a group's members, a branch's move, a move that
        # may use up the item it needs): then the act is left open and the simulation decides.
        settled = not any(i in member_set and i != aid for i in failure_inputs(tonight, act))
        failure = limit_failure(tonight, state, act) or evaluation.static_failure(state, act)
        if failure and settled:
            model.add(succ[aid] == 0)
            if not failure[3].get("made"):  # a failure that still lets the act be made leaves `perf` open
                model.add(perf[aid] == 0)
            continue
        settled = settled and failure is None
        blockers: dict[str, list[Any]] = {"actor": [], "target": []}  # a literal, or True: blocked whatever
        clause_of: dict[int, str] = {}
        for cond in tonight.conditions[aid]:
            who = subject_player(act, cond)
            if who is None or not cond.blocks or cond.stage != "reach":
                continue
            if visible_marks(night, state, act, cond):
                if cond.subject == "actor":
                    model.add(perf[aid] == 0)
                blockers[cond.subject].append(True)
                continue
            for status in condition_statuses(act, cond):
                for pid, timing in tonight.graph.producers.get((who, status), ()):
                    if pid not in member_set or pid == aid:
                        continue
                    if precedence(night, night.act(pid), act, cond) == "no":
                        continue
                    lit = perf[pid] if timing == "perf" else succ[pid]
                    blockers[cond.subject].append(lit)
                    clause_of[id(lit)] = cond.clause
        own = night.action(act).clause
        actor_lits = [b for b in blockers["actor"] if b is not True]
        target_lits = [b for b in blockers["target"] if b is not True]
        actor_const = any(b is True for b in blockers["actor"])
        target_const = any(b is True for b in blockers["target"])
        # Necessary conditions only where the night's own state decides (a derived act exists only if
        # its parent triggered it; a protection, a result-table row or a late condition may still stop
        # an act): every candidate is checked again by simulation, so a looser model loses nothing.
        derived = act.trigger is not None
        if derived and act.parent in member_set:
            model.add_implication(perf[aid], (succ if act.trigger in ("retarget", FORCED) else perf)[act.parent])
        if actor_const:
            model.add(perf[aid] == 0)
        else:
            for lit in actor_lits:
                model.add_implication(lit, perf[aid].Not()).only_enforce_if(guard(clause_of[id(lit)]))
            if not derived and settled:
                model.add_bool_or([perf[aid], *actor_lits]).only_enforce_if(guard(own))
        if target_const:
            model.add(succ[aid] == 0)
        else:
            for lit in target_lits:
                model.add_implication(lit, succ[aid].Not()).only_enforce_if(guard(clause_of[id(lit)]))
            if settled and not may_be_stopped_later(night, act, tonight.conditions[aid]):
                model.add_bool_or([succ[aid], perf[aid].Not(), *target_lits]).only_enforce_if(guard(own))

    model.add_assumptions(list(guards.values()))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.max_time_in_seconds = TIME_LIMIT_S

    found: list[Assignment] = []
    stopped = False

    def collect(callback: "cp_model.CpSolverSolutionCallback") -> None:
        nonlocal stopped
        found.append({aid: (bool(callback.boolean_value(perf[aid])), bool(callback.boolean_value(succ[aid])))
                      for aid in members})
        if len(found) >= max_solutions:
            stopped = True
            callback.stop_search()

    verdict = solver.solve(model, _collector_class()(collect))
    unique: list[Assignment] = []
    for item in found:
        if item not in unique:
            unique.append(item)
    unique.sort(key=lambda a: [(not a[m][0], not a[m][1]) for m in sorted(members, key=lambda x: night.act(x).sort_key())])
    result = SolveResult(unique)
    if verdict == cp_model.INFEASIBLE:
        result.status = "infeasible"
        by_index = {var.index: clause for clause, var in guards.items()}
        result.core = sorted({by_index[i] for i in solver.sufficient_assumptions_for_infeasibility() if i in by_index})
    elif verdict == cp_model.OPTIMAL and not stopped:
        result.status = "complete"
    elif verdict in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        result.status = "cut"
    else:
        result.status = "error"
    return result
