"""One act evaluated against the night so far: the engine's mixin.

Does the act exist (a derived act needs its parent's word), do the statuses its conditions read hold it
(visible by the order of moves), does a limit or the target rule stop it; then the stages after it
reached (`resolver.engine.protect`), its word with its clause, and its effect (`resolver.engine.effects`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.engine.act_plan import ActPlan, act_plan
from resolver.engine.answers import seek_failure
from resolver.engine.graph import condition_statuses, precedence, subject_player
from resolver.engine.host_notes import after_host
from resolver.engine.limits import Failure
from resolver.engine.moves import branch_failure, doom_failure
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, Outcome
from resolver.specs.protection import ProtectionSpec
from resolver.engine.recruit import FORCED, note_invitation, recruit_failure
from resolver.specs.target import Condition
from resolver.engine.targets import target_rule_failure
from resolver.engine.turning import traits_now
from resolver.engine.view import StateView
from resolver.engine.watch import WATCHED, made_before, watch_triggered

if TYPE_CHECKING:
    from resolver.engine.night_state import State


class ActEvaluation:
    night: Night
    conditions: dict[str, list[Condition]]
    actor_conditions: dict[str, list[Condition]]  # the act's conditions on its actor
    reach_conditions: dict[str, list[Condition]]  # on its target, at the reach stage

    if TYPE_CHECKING:
        def limit_failure(self, state: State, act: Act) -> Failure | None: ...

        def _replace_failure(self, state: State, act: Act) -> Failure | None: ...

        def _revive_failure(self, state: State, act: Act) -> Failure | None: ...

        def _standing_failure(self, state: State, act: Act) -> Failure | None: ...

        def _spend_item(self, state: State, act: Act, outcome: Outcome) -> None: ...

        def _settle_group(self, state: State, act: Act, outcome: Outcome) -> None: ...

        def _apply_effect(self, state: State, act: Act, outcome: Outcome) -> None: ...

        def _after_reach(self, state: State, act: Act, outcome: Outcome) -> None: ...

        def _who(self, state: State, producers: list[str]) -> str: ...

        def _cite_time_rule(self, state: State, act: Act, producers: list[str]) -> None: ...

        def _note_lot(self, state: State, act: Act) -> None: ...

        def _note_despite(self, state: State, act: Act) -> None: ...

        def _cite_earlier_step(self, state: State, act: Act, producers: list[str]) -> None: ...

        def _cite_order(self, state: State, act: Act, code: str) -> None: ...

        def _rule_clause(self, act: Act) -> str: ...

        def _note_clan(self, state: State, act: Act) -> None: ...

    # ----------------------------------------------------------------- lookup
    def visible_marks(self, state: State, act: Act, cond: Condition) -> list[Mark]:
        who = act.actor if cond.subject == "actor" else act.target
        if who is None:
            return []
        # Most statuses are on nobody: one look-up answers them (the hot path of every act's conditions).
        if "{" not in cond.status and (who, cond.status) not in state.marks:
            return []
        found: list[Mark] = []
        for status in condition_statuses(act, cond):
            for mark in state.marks.get((who, status), ()):
                producer = self.night.act(mark.producer)
                if precedence(self.night, producer, act, cond) == "no":
                    continue
                if state.fallback_order is not None and mark.producer in state.fallback_order:
                    if act.id in state.fallback_order and (
                        state.fallback_order[mark.producer] > state.fallback_order[act.id]
                    ):
                        continue
                found.append(mark)
        return found

    # --------------------------------------------------------------- evaluate
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
        member = self.night.action(parent).params.get("group_of")
        if not member:
            return True
        return any(o.action == member and o.actor == act.target and o.target == parent.target
                   and (done := state.outcomes.get(o.id)) is not None and done.performed for o in self.night.acts)

    def status_producer(self, state: State, act: Act, player: str, status: str) -> str | None:
        """A visible act that gave `player` this status before `act` (a guard, a blessing)."""
        for mark in state.marks.get((player, status), ()):
            if mark.tentative:
                continue
            producer = self.night.act(mark.producer)
            if precedence(self.night, producer, act, None) != "no" or producer.order <= act.order:
                return mark.producer
        return None

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
        for cond in self.actor_conditions[act.id] if on_actor else ():
            if cond.status not in on_actor and "{" not in cond.status:
                continue  # visible_marks' own first test, without the call: most statuses are on nobody
            marks = self.visible_marks(state, act, cond)
            if marks:
                (holding if cond.blocks else forgotten).append((cond, marks))
        failure = None
        unreached = False
        limited = False
        if not holding:
            failure = self.limit_failure(state, act)
            limited = failure is not None
        if not holding and failure is None:
            failure = self.static_failure(state, act, plan)
        if failure is None:
            performed = not holding
            if performed:
                for cond in self.reach_conditions[act.id]:
                    marks = self.visible_marks(state, act, cond)
                    if marks:
                        holding.append((cond, marks))
            unreached = performed and bool(holding)
            succeeded = performed and not holding
            if succeeded and spec.recruit is not None:
                failure = recruit_failure(self.night, state, act)
                succeeded = failure is None
        else:
            # A rule whose failure still lets the act be made (`TargetRule.made`): only its effect is withheld.
            performed, succeeded = bool(failure[3].get("made")), False
        outcome = Outcome(act.id, performed, succeeded, "success" if succeeded else "failed")
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
            self._cite_order(state, act, code)
        if holding:
            self._record_holding(state, act, outcome, holding)
        if succeeded:
            self._after_reach(state, act, outcome)
        if outcome.result == "success" and forgotten:
            outcome.result = "failed"
            self._record_holding(state, act, outcome, forgotten)
        if outcome.result == "success":
            step_clause = self.night.ruleset.steps[act.step].clause
            outcome.reasons.append(rec.record(act.id, "result", "success", self._rule_clause(act),
                                              step=step_clause).id)
            if spec.params.get("step_clause"):
                rec.record(act.id, "info", "step", spec.params["step_clause"])
        elif act.origin == "move" and act.actor is not None:
            # A failed move still names the rule that gives it, next to the reason it failed.
            rec.record(act.id, "info", "move_rule", self._rule_clause(act), action=spec.name_ru,
                       action_en=spec.name_en)
        if performed and plan.clan_notes:
            self._note_clan(state, act)
        if holding:
            self._postpone(state, act, holding)
        if act.trigger == FORCED:
            card = self.night.act(act.parent or "")
            rec.record(act.id, "info", "derived_forced",
                       next(c for _r, a, c in self.night.action(card).forces if a == act.action),
                       causes=[act.parent or ""], who=act.actor or "", by=card.actor or "")
        elif act.trigger == WATCHED:
            rec.record(act.id, "info", "derived_watch", spec.clause, causes=[act.parent or "", act.via or ""],
                       who=act.actor or "", seen=self.night.act(act.parent or "").actor or "")
        elif act.trigger is not None:
            rec.record(act.id, "info", "derived_retarget" if act.trigger == "retarget" else "derived_protection",
                       spec.clause if act.trigger == "retarget" else self._protection(act.trigger).clause,
                       causes=[act.parent or ""], who=act.actor or "")
            if act.trigger != "retarget" and self._protection(act.trigger).effect == "reflect":
                outcome.info["returned"] = True  # the act came back to its doer: not a move he made
        state.outcomes[act.id] = outcome
        if spec.recruit is not None:
            note_invitation(self.night, state, act, outcome, reached=performed and not holding)
        if performed:
            if plan.spends_item:
                self._spend_item(state, act, outcome)
            self._apply_effect(state, act, outcome)
        if spec.params.get("group_of"):
            self._settle_group(state, act, outcome)
        more = spec.more_targets_on
        if performed and more is not None and self.night.event == more[0]:
            # The day's event gave the move more targets (bankers Полнолуние): said with its clause.
            rec.record(act.id, "info", more[0], more[2], ruling=spec.distinct_targets)
        if plan.lot:
            self._note_lot(state, act)
        if plan.despite:
            self._note_despite(state, act)
        if plan.after_host:
            after_host(self.night, state, act)
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
        return ((self._standing_failure(state, act) if plan.standing else None)
                or (target_rule_failure(self.night, act, traits_now(self.night, state, act.target or ""))
                    if plan.target_rules else None)
                or (seek_failure(self.night, state, act) if plan.seeks else None)
                or (self._replace_failure(state, act) if plan.replaces else None)
                or (self._revive_failure(state, act) if plan.revives else None))

    def _protection(self, row_id: str) -> ProtectionSpec:
        return next(r for r in self.night.ruleset.protections if r.id == row_id)

    def _record_holding(self, state: State, act: Act, outcome: Outcome,
                        holding: list[tuple[Condition, list[Mark]]]) -> None:
        rec = state.recorder
        for cond, marks in holding:
            producers = [m.producer for m in marks]
            params = {"who": subject_player(act, cond), "by": self._who(state, producers)}
            self._cite_time_rule(state, act, producers)
            self._cite_earlier_step(state, act, producers)
            if cond.status == "dead" and cond.subject == "actor":
                outcome.result = "void"
            if cond.supersedes:
                outcome.info["hidden"] = True  # the redirected copy of the move carries its result
            outcome.reasons.append(
                rec.record(act.id, "reason", cond.code, cond.clause, ruling=cond.ruling,
                           causes=[p for p in producers if not p.startswith("item:")], **params).id
            )

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
