"""One act evaluated against the night so far: `Evaluation`, handed the night's `Tonight` and, for each act, a
branch's `State`.

Does the act exist (a derived act needs its parent's word), do the statuses its conditions read hold it
(visible by the order of moves), does a limit or the target rule stop it; then the stages after it
reached (`resolver.engine.protect`), its word with its clause, and its effect (`resolver.engine.effects`).
"""

from __future__ import annotations

from resolver.engine.act_plan import ActPlan, act_plan
from resolver.engine.limits import Failure
from resolver.engine.lookup import visible_marks
from resolver.engine.move_checks import (
    limit_failure,
    standing_failure,
)
from resolver.engine.moves import branch_failure, doom_failure
from resolver.engine.night import Act
from resolver.engine.night_state import Mark, Outcome, State
from resolver.engine.notes import cite_order, record_holding, rule_clause
from resolver.engine.protect import after_reach
from resolver.engine.recruit import FORCED, forcing_clause
from resolver.engine.tonight import Tonight
from resolver.engine.view import StateView
from resolver.engine.watch import WATCHED, made_before, watch_triggered
from resolver.specs.derived import GroupOf, Redirects
from resolver.specs.protection import ProtectionSpec
from resolver.specs.target import Condition


class Evaluation:
    """The evaluation of one act at a time, in a branch's state: every finding is a decision of that state."""

    def __init__(self, tonight: Tonight) -> None:
        self.tonight = tonight
        self.night = tonight.night

    def triggered(self, state: State, act: Act) -> bool:
        """Does a derived act exist: did its parent redirect, or trip the protection that makes it?"""
        if act.trigger is None:
            return True
        parent = state.outcomes.get(act.parent or "")
        if act.trigger == FORCED:
            return parent is not None and parent.succeeded
        if act.trigger == WATCHED:
            watch = state.outcomes.get(act.via or "")
            return watch_triggered(parent is not None and parent.result == "success",
                                   watch is not None and watch.performed and watch.succeeded,
                                   made_before(self.night, state, act))
        if act.trigger == "retarget":
            original = state.outcomes.get(act.via or "")
            return (parent is not None and parent.succeeded and original is not None
                    and bool(original.info.get("hidden")))
        source = state.triggered.get((act.parent or "", act.trigger))
        if source is None or (act.via is not None and source != act.via):
            return False
        return self._member_went(state, act)

    def _member_went(self, state: State, act: Act) -> bool:
        """A counter-attack on a member of a group act (a stake bearer, A-25) needs him to have gone."""
        parent = self.night.act(act.parent or "")
        group = self.night.action(parent).row(GroupOf)
        if group is None:
            return True
        return any(o.action == group.member and o.actor == act.target and o.target == parent.target
                   and (done := state.outcomes.get(o.id)) is not None and done.performed for o in self.night.acts)

    def evaluate(self, state: State, act: Act) -> Outcome:
        if not self.triggered(state, act):
            return Outcome(act.id, False, False, "void")  # never happened: nothing is recorded
        spec = self.night.action(act)
        plan = act_plan(self.night.ruleset, spec)
        rec = state.recorder
        policy = self.night.ruleset.policy
        holding: list[tuple[Condition, list[Mark]]] = []
        forgotten: list[tuple[Condition, list[Mark]]] = []
        on_actor = state.marked.get(act.actor or "", ())  # most players have no status: nothing to ask then
        for cond in self.tonight.actor_conditions[act.id] if on_actor else ():
            if cond.status not in on_actor and "{" not in cond.status:
                continue  # visible_marks' own first test, without the call: most statuses are on nobody
            marks = visible_marks(self.night, state, act, cond)
            if marks:
                (holding if cond.blocks else forgotten).append((cond, marks))
        failure = None
        unreached = False
        limited = False
        if not holding:
            failure = limit_failure(self.tonight, state, act)
            limited = failure is not None
        if not holding and failure is None:
            failure = self.static_failure(state, act, plan)
        if failure is None:
            performed = not holding
            if performed:
                for cond in self.tonight.reach_conditions[act.id]:
                    marks = visible_marks(self.night, state, act, cond)
                    if marks:
                        holding.append((cond, marks))
            unreached = performed and bool(holding)
            succeeded = performed and not holding
            for handler, row in plan.reached if succeeded else ():
                failure = handler.reached(self.night, state, act, row)
                if failure is not None:
                    succeeded = False
                    break
        else:
            # A rule whose failure still lets the act be made (`TargetRule.made`): only its effect is withheld.
            performed, succeeded = bool(failure[3].get("made")), False
        outcome = Outcome(act.id, performed, succeeded, "success" if succeeded else "failed")
        if failure is None and not performed:
            outcome.info["held"] = True  # a status held its actor from it: made for its limits under `held_counts_made`
        if failure is None and unreached:
            outcome.info["unreached"] = True  # a target out of reach: the act «не производится»
        if limited:
            outcome.info["limit"] = True  # a limit of the move stopped it (an item, a quorum): the ring's re-check reads it
        if failure is not None:
            code, clause, ruling, params = failure
            params = dict(params)
            causes = tuple(params.pop("causes", ()))
            params.pop("made", None)
            if params.pop("void", False):
                outcome.result = "void"
            outcome.reasons.append(rec.record(act.id, "reason", code, clause, ruling=ruling, causes=causes,
                                              **params).id)
            cite_order(self.night, state, act, code)
        if holding:
            record_holding(self.night, state, act, outcome, holding)
        if succeeded:
            after_reach(self.tonight, state, act, outcome)
        if outcome.result == "success" and forgotten:
            outcome.result = "failed"
            outcome.info["forgotten"] = True  # what it found out is not told him either (`forget_answers`)
            record_holding(self.night, state, act, outcome, forgotten)
        if outcome.result == "success":
            step_clause = self.night.ruleset.steps[act.step].clause
            outcome.reasons.append(rec.record(act.id, "result", "success", rule_clause(self.night, act),
                                              step=step_clause).id)
            for handler, row in plan.worked:
                handler.worked(self.night, state, act, row)
        elif act.origin == "move" and act.actor is not None:
            # A failed move still names the rule that gives it, next to the reason it failed.
            rec.record(act.id, "info", "move_rule", rule_clause(self.night, act), action=spec.name_ru,
                       action_en=spec.name_en)
        if performed:
            for handler, row in plan.noted:
                handler.noted(self.night, state, act, row)
        if holding:
            self._postpone(state, act, holding)
        if act.trigger == FORCED:
            card = self.night.act(act.parent or "")
            rec.record(act.id, "info", "derived_forced",
                       forcing_clause(self.night, card, act.action),
                       causes=[act.parent or ""], who=act.actor or "", by=card.actor or "")
        elif act.trigger == WATCHED:
            rec.record(act.id, "info", "derived_watch", spec.clause, causes=[act.parent or "", act.via or ""],
                       who=act.actor or "", seen=self.night.act(act.parent or "").actor or "")
        elif act.trigger is not None:
            rec.record(act.id, "info", "derived_retarget" if act.trigger == "retarget" else "derived_protection",
                       # a turned move cites the turn (the Телепат's clause, L327), not its own rule
                       self.night.action(self.night.act(act.parent or "")).clause if act.trigger == "retarget"
                       else self._protection(act.trigger).clause,
                       causes=[act.parent or ""], who=act.actor or "")
            if act.trigger != "retarget" and self._protection(act.trigger).effect == "reflect":
                outcome.info["returned"] = True  # the act came back to its doer: not a move he made
            turned = self.night.action(self.night.act(act.parent or "")).row(Redirects) \
                if act.trigger == "retarget" else None
            if turned is not None and turned.unaware_clause is not None:
                rec.record(act.id, "private_as_sent", "retarget_unaware", turned.unaware_clause,
                           causes=[act.parent or ""], targets=list(self.night.act(act.via or "").targets))
        state.outcomes[act.id] = outcome
        for handler, row in plan.settled:
            handler.settled(self.night, state, act, outcome, performed and not holding, row)
        if performed:
            for handler, row in plan.performed:
                handler.performed(self.night, state, act, outcome, row)
            for handler, row in plan.apply:
                handler.apply(self.night, state, act, outcome, row)
        for handler, row in plan.after:
            handler.after(self.night, state, act, outcome, row)
        if policy.after_act is not None:
            policy.after_act(StateView(self.night, state), act)
        return outcome

    def static_failure(self, state: State, act: Act, plan: ActPlan | None = None) -> Failure | None:
        """A failure that is about who the target is, not a status: a branch act's, a doomed player's, the rule
        set's hook, then its data (whether the move stands, target rules, a search with none to find, a seat to take over)."""
        if act.parent is not None:
            parent = state.outcomes.get(act.parent)
            found = branch_failure(self.night, act, parent is not None and parent.succeeded)
            if found is not None:
                return found
        found = doom_failure(self.night, act)
        if found is not None:
            return found
        policy = self.night.ruleset.policy
        if policy.static_failure is not None:
            found = policy.static_failure(self.night, act, StateView(self.night, state))
            if found is not None:
                return found
        if plan is None:
            plan = act_plan(self.night.ruleset, self.night.action(act))
        return standing_failure(self.night, state, act) if plan.stands else None

    def _protection(self, row_id: str) -> ProtectionSpec:
        return next(r for r in self.night.ruleset.protections if r.id == row_id)

    def _postpone(self, state: State, act: Act, holding: list[tuple[Condition, list[Mark]]]) -> None:
        """A due pending effect stopped by a `postpones` condition stays pending for one more night."""
        if not act.target or not any(c.postpones for c, _ in holding):
            return
        laid = self.night.players[act.target].state.pending
        for pending in self.night.ruleset.pending.values():
            if pending.action == act.action:
                source = next((p.source for p in laid if p.kind == pending.id), None) or act.actor or ""
                state.add_mark(Mark(act.target, f"pending:{pending.id}", act.id, {"by": source}))
                state.recorder.record(f"player:{act.target}", "info", "pending_kept", pending.clause,
                                      causes=[act.id], who=act.target)
