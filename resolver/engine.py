"""The night resolver: effect primitives over the dependency graph.

Acts are taken in dependency order (the graph's components, sorted by the
order of moves). A component that is a real cycle goes to CP-SAT
(`resolver.solver`), which lists every consistent assignment; each is checked
again by plain simulation here. One survivor: applied. Several: the night
branches and the host must rule. None: the order of moves decides, earliest
first, and a decision says so.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from resolver.answers import answer, relayed
from resolver.decisions import Recorder
from resolver.graph import (
    strict_lists,
    NightGraph,
    build_graph,
    condition_statuses,
    conditions_for,
    precedence,
    subject_player,
)
from resolver.limits import move_failure, uses_left
from resolver.night import Act, Night, mark_rows
from resolver.notes import DecisionNotes
from resolver.protect import ProtectionStage
from resolver.recruit import (
    FORCED,
    forced_failure,
    is_guilty,
    join,
    make_item,
    note_guilt,
    note_invitation,
    recruit_failure,
)
from resolver.ruleset import Condition, ProtectionSpec
from resolver.stages import inventory, shield_for, switched_on
from resolver.targets import target_rule_failure
from resolver.reporter import write_reports
from resolver.turning import kill_actor_givers, take_source, turn_pending
from resolver.view import StateView
from resolver.watch import WATCHED, watch_triggered

# Outcomes kept for a night with several independent ambiguous rings (their product). Past this the
# night says how many there are and which it shows: never a silent cut.
MAX_BRANCHES = 256


def _clock(seconds: float) -> str:
    if seconds >= 86400:
        from datetime import datetime

        return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")
    whole = int(seconds)
    return f"{whole // 3600:02d}:{whole % 3600 // 60:02d}"


@dataclass
class Mark:
    player: str
    status: str
    producer: str
    data: dict[str, Any] = field(default_factory=dict)
    tentative: bool = False


@dataclass
class Outcome:
    act: str
    performed: bool
    succeeded: bool
    result: str  # success | failed | void
    reasons: list[int] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


@dataclass
class Death:
    player: str
    kind: str
    act: str
    order: float
    by: str | None = None


@dataclass
class CycleReport:
    members: list[str]
    status: str  # resolved | ambiguous | fallback
    alternatives: int
    chosen: int | None = None


@dataclass
class State:
    recorder: Recorder
    marks: dict[tuple[str, str], list[Mark]] = field(default_factory=dict)
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    deaths: dict[str, Death] = field(default_factory=dict)
    cycles: list[CycleReport] = field(default_factory=list)
    fallback_order: dict[str, int] | None = None
    guests: dict[str, list[Mark]] = field(default_factory=dict)  # host -> guest marks
    items: dict[str, list[str]] = field(default_factory=dict)  # player -> item ids held now (lazily filled)
    spent: dict[tuple[str, str], float] = field(default_factory=dict)  # (player, protection) -> step order
    triggered: dict[tuple[str, str], str] = field(default_factory=dict)  # (act, protection) -> its source
    roles: dict[str, str] = field(default_factory=dict)  # player -> the role he turned into tonight
    joins: dict[str, tuple[str, str]] = field(default_factory=dict)  # recruit -> (role, clan) at dawn
    invited: dict[str, list[str]] = field(default_factory=dict)  # player -> clans whose invitation he refused
    guilty: dict[str, float] = field(default_factory=dict)  # player -> the step order of the death he caused
    turned: dict[str, str] = field(default_factory=dict)  # player -> the role he took besides his own tonight

    def clone(self) -> "State":
        twin = copy.copy(self)
        twin.recorder = self.recorder.copy()
        twin.marks = {k: list(v) for k, v in self.marks.items()}
        twin.outcomes = dict(self.outcomes)
        twin.deaths = dict(self.deaths)
        twin.cycles = list(self.cycles)
        twin.guests = {k: list(v) for k, v in self.guests.items()}
        twin.items = {k: list(v) for k, v in self.items.items()}
        twin.spent = dict(self.spent)
        twin.triggered = dict(self.triggered)
        twin.roles = dict(self.roles)
        twin.joins = dict(self.joins)
        twin.invited = {k: list(v) for k, v in self.invited.items()}
        twin.guilty = dict(self.guilty)
        twin.turned = dict(self.turned)
        return twin

    def add_mark(self, mark: Mark) -> None:
        self.marks.setdefault((mark.player, mark.status), []).append(mark)
        if mark.status == "guest":
            self.guests.setdefault(mark.data["host"], []).append(mark)

    def drop_tentative(self, producer: str) -> None:
        for key, marks in self.marks.items():
            self.marks[key] = [m for m in marks if not (m.tentative and m.producer == producer)]
        for host, marks in self.guests.items():
            self.guests[host] = [m for m in marks if not (m.tentative and m.producer == producer)]


@dataclass
class Branch:
    state: State
    carried: dict[str, Any] = field(default_factory=dict)


class Engine(ProtectionStage, DecisionNotes):
    def __init__(self, night: Night) -> None:
        self.night = night
        self.conditions = {act.id: conditions_for(night, act) for act in night.acts}
        self.graph: NightGraph = build_graph(night, self.conditions)
        # Acts by (action, first target) and by actor: a group act finds its members, a redirect its
        # target's moves, without walking the whole night each time.
        self.by_action_target: dict[tuple[str, str | None], list[Act]] = {}
        self.by_actor: dict[str | None, list[Act]] = {}
        for act in night.acts:
            self.by_action_target.setdefault((act.action, act.target), []).append(act)
            self.by_actor.setdefault(act.actor, []).append(act)

    # ----------------------------------------------------------------- lookup
    def visible_marks(self, state: State, act: Act, cond: Condition) -> list[Mark]:
        who = subject_player(act, cond)
        if who is None:
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
                                   watch is not None and watch.performed and watch.succeeded)
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
        rec = state.recorder
        policy = self.night.ruleset.policy
        holding: list[tuple[Condition, list[Mark]]] = []
        forgotten: list[tuple[Condition, list[Mark]]] = []
        conds = self.conditions[act.id]
        for cond in conds:
            if cond.subject == "actor":
                marks = self.visible_marks(state, act, cond)
                if marks:
                    (holding if cond.blocks else forgotten).append((cond, marks))
        failure = None
        if not holding:
            failure = self._limit_failure(state, act)
        if not holding and failure is None:
            failure = self.static_failure(state, act)
        if failure is None:
            performed = not holding
            if performed:
                for cond in conds:
                    if cond.subject == "target" and cond.stage == "reach":
                        marks = self.visible_marks(state, act, cond)
                        if marks:
                            holding.append((cond, marks))
            succeeded = performed and not holding
            if succeeded and spec.recruit is not None:
                failure = recruit_failure(self.night, state, act)
                succeeded = failure is None
        else:
            # A rule whose failure still lets the act be made (`TargetRule.made`): only its effect is withheld.
            performed, succeeded = bool(failure[3].get("made")), False
        outcome = Outcome(act.id, performed, succeeded, "success" if succeeded else "failed")
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
            rec.record(act.id, "info", "move_rule", self._rule_clause(act), action=spec.name_ru)
        if performed:
            self._note_clan(state, act)
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
            self._spend_item(state, act, outcome)
            self._apply_effect(state, act, outcome)
        if spec.params.get("group_of"):
            self._settle_group(state, act, outcome)
        if policy.after_act is not None:
            policy.after_act(StateView(self.night, state), act)
        return outcome

    def static_failure(self, state: State, act: Act) -> tuple[str, str, str | None, dict[str, Any]] | None:
        """A failure that is about who the target is, not a status: the rule set's hook, then its data."""
        policy = self.night.ruleset.policy
        if policy.static_failure is not None:
            found = policy.static_failure(self.night, act, StateView(self.night, state))
            if found is not None:
                return found
        return target_rule_failure(self.night, act)

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

    def _item_holder(self, state: State, act: Act, item: str) -> str | None:
        """Who holds the item this act needs: the actor, or for a clan act a member (п.20 clan items)."""
        actor = act.actor or ""
        if item in inventory(state, self.night, actor):
            return actor
        clan = act.clan or (self.night.players[actor].clan if actor in self.night.players else None)
        if clan is None:
            return None
        for name in sorted(self.night.players):
            if self.night.players[name].clan == clan and item in inventory(state, self.night, name):
                return name
        return None

    def _redirectable(self, act: Act, state: State) -> list[str]:
        """The acts a redirect can reach: its target's own moves the order of moves lets it change (when
        the order of moves decides a ring, a move already made stays made, AN-05)."""
        whose = act.targets[0] if act.targets else None
        out = []
        for other in self.by_actor.get(whose, ()):
            if other.origin != "move" or not other.targets:
                continue
            done = state.outcomes.get(other.id)
            if state.fallback_order is not None and done is not None and not done.info.get("hidden"):
                continue
            for cond in self.conditions[other.id]:
                if cond.supersedes and precedence(self.night, act, other, cond) != "no":
                    out.append(other.id)
                    break
        return out

    def _group_failure(self, state: State, act: Act) -> tuple[str, str, str | None, dict[str, Any]] | None:
        """A group act (the stake party, п.22) happens only if enough members reached the target."""
        spec = self.night.action(act)
        member = spec.params["group_of"]
        reached = sorted({other.actor or "" for other in self.by_action_target.get((member, act.target), ())
                          if (o := state.outcomes.get(other.id)) is not None and o.succeeded})
        quorum = spec.params["quorum"]
        if isinstance(quorum, str):
            quorum = int(self.night.options[quorum])
        if len(reached) < quorum:
            return ("quorum_not_met", spec.params.get("quorum_clause", spec.clause), spec.params.get("ruling"),
                    {"count": len(reached), "quorum": quorum, "hunters": ", ".join(reached)})
        return None

    def _settle_group(self, state: State, act: Act, outcome: Outcome) -> None:
        """Each member of a group act is told the group's word, with its reasons."""
        member = self.night.action(act).params["group_of"]
        reasons = [state.recorder.decisions[i] for i in outcome.reasons if state.recorder.decisions[i].kind != "result"]
        for other in self.by_action_target.get((member, act.target), ()):
            mine = state.outcomes.get(other.id)
            if mine is None or not mine.performed:
                continue
            mine.result = outcome.result
            mine.succeeded = mine.succeeded and outcome.succeeded
            if not outcome.succeeded:  # the member's own «ход удался» is not the group's word
                had = len(mine.reasons)
                mine.reasons[:] = [i for i in mine.reasons if state.recorder.decisions[i].kind != "result"]
                if len(mine.reasons) < had and other.actor is not None:  # name the rule that gives the move
                    state.recorder.record(other.id, "info", "move_rule", self._rule_clause(other),
                                          action=self.night.action(other).name_ru)
            for reason in reasons:
                # The quorum is each member's own rule: his copy cites the line that gives him the move.
                clause = self._rule_clause(other) if reason.clause == self.night.action(act).params.get(
                    "quorum_clause") else reason.clause
                mine.reasons.append(state.recorder.record(other.id, reason.kind, reason.code, clause,
                                                          ruling=reason.ruling, causes=[act.id], **reason.params).id)

    def _limit_failure(self, state: State, act: Act) -> tuple[str, str, str | None, dict[str, Any]] | None:
        """Limits written as action data: not on oneself, an item needed, uses per game, a quorum."""
        spec = self.night.action(act)
        if spec.params.get("group_of"):
            return self._group_failure(state, act)
        if act.origin != "move" or act.actor is None:
            return None
        failure = move_failure(self.night, act) or forced_failure(self.night, state, act)
        if failure is not None:
            return failure
        if spec.effect == "revive" and act.target is not None and act.target not in state.deaths:
            # Only one of tonight's dead can be revived («знает все трупы за прошедшую ночь»).
            return ("revive_no_corpse", spec.clause, spec.params.get("ruling"), {"who": act.target})
        if spec.redirects and not self._redirectable(act, state):
            return ("nothing_to_redirect", spec.clause, spec.params.get("ruling"), {"who": act.targets[0] if act.targets else ""})
        info = self.night.players.get(act.actor)
        if spec.repeat_ban and act.target and info is not None and info.state.last_targets.get(spec.id) == act.target:
            return ("illegal_repeat", spec.repeat_ban, None, {"who": act.actor, "target": act.target, "illegal": True})
        if spec.needs_item and self._item_holder(state, act, spec.needs_item) is None:
            item = self.night.ruleset.items[spec.needs_item]
            return ("illegal_no_item", item.clause, None, {"who": act.actor, "item": item.name_ru, "illegal": True})
        if spec.uses_per_game is not None and switched_on(self.night, spec.uses_when, None):
            left = uses_left(self.night, act.actor, spec.id)
            if left is not None and left <= 0:
                return ("illegal_no_uses", spec.uses_per_game[1], None, {"who": act.actor, "illegal": True})
        return None

    def _spend_item(self, state: State, act: Act, outcome: Outcome) -> None:
        spec = self.night.action(act)
        if not spec.needs_item or act.origin != "move":
            return
        if spec.item_spent == "on_success" and outcome.result != "success":
            return  # the item follows the word its user is told (andorra L136, AN-04)
        holder = self._item_holder(state, act, spec.needs_item)
        if holder is None:
            return
        inventory(state, self.night, holder).remove(spec.needs_item)
        item = self.night.ruleset.items[spec.needs_item]
        state.recorder.record(f"player:{holder}", "resource", "item_spent", item.clause, causes=[act.id],
                              who=holder, item=item.name_ru)

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

    def _cite_time_rule(self, state: State, act: Act, producers: list[str]) -> None:
        """When «пришедшая раньше» decided who came first, say so with its clause."""
        spec = self.night.action(act)
        for pid in producers:
            if pid.startswith("item:"):
                continue
            producer = self.night.act(pid)
            pspec = self.night.action(producer)
            group = spec.params.get("time_group")
            if not group or group != pspec.params.get("time_group") or spec.id == pspec.id:
                continue
            option, value = spec.params["time_rule"]
            if self.night.options.get(option) != value or producer.time is None or act.time is None:
                continue
            if producer.time == act.time:
                # equal times: «пришедшая раньше» tells neither first — a tie, said once for the pair
                if not any(d.code == "same_time" and set(d.causes) | {d.subject} == {pid, act.id}
                           for d in state.recorder.decisions):
                    state.recorder.record(act.id, "tie_break", "same_time", spec.params["time_clause"],
                                          ruling=self.night.ruleset.citations["time_rule"][1], causes=[pid],
                                          first=producer.actor or "", later=act.actor or "",
                                          time=_clock(act.time))
                continue
            if producer.time > act.time:
                continue
            state.recorder.record(act.id, "tie_break", "earlier_request", spec.params["time_clause"],
                                  ruling=self.night.ruleset.citations["time_rule"][1], causes=[pid], first=producer.actor or "",
                                  first_time=_clock(producer.time), later=act.actor or "",
                                  later_time=_clock(act.time))

    def _who(self, state: State, producers: list[str]) -> str:
        names = []
        for pid in producers:
            if pid.startswith("item:"):
                names.append(pid.split(":", 1)[1])
                continue
            producer = self.night.act(pid)
            names.append(producer.actor or producer.action)
        return ", ".join(dict.fromkeys(names))

    # ---------------------------------------------------------------- effects
    def _apply_effect(self, state: State, act: Act, outcome: Outcome) -> None:
        spec = self.night.action(act)
        target = act.target
        effect = spec.effect
        ok = outcome.succeeded
        if effect == "host" and ok and target:
            self._invite(state, act, target)
        elif effect == "kill":
            self._kill(state, act, outcome)
        elif effect == "check" and ok:
            found = answer(self.night, act)
            if found is not None:
                code, clause, params = found
                state.recorder.record(act.id, "private", code, clause, causes=[act.id], **params)
        elif effect == "relay" and ok and target:
            passed = relayed(self.night, act)
            if passed is not None:
                code, clause, params = passed
                state.recorder.record(f"player:{target}", "letter", code, clause, causes=[act.id], **params)
        elif effect == "revive" and ok and target:
            self._revive(state, act, target)
        if ok and spec.recruit is not None:
            join(self.night, state, act)
        if ok and spec.gives_item is not None:
            make_item(self.night, state, act)
        # Statuses the act leaves, as data: (who, status[, "perf"]) — on an attempt, or when it works.
        for who, status, timing in mark_rows(spec):
            player = act.actor if who == "actor" else target
            if player and (ok or timing == "perf"):
                state.add_mark(Mark(player, status, act.id))
        if ok and spec.target_letter and target:
            state.recorder.record(f"player:{target}", "letter", spec.target_letter, self._rule_clause(act),
                                  causes=[act.id], who=target)
        if ok and spec.pending and target and not turn_pending(self.night, state, act):
            pending = self.night.ruleset.pending[spec.pending]
            state.add_mark(Mark(target, f"pending:{pending.id}", act.id, {"by": act.actor or ""}))
            if pending.letter:
                state.recorder.record(f"player:{target}", "letter", pending.letter, pending.clause,
                                      causes=[act.id], who=target)

    def _revive(self, state: State, act: Act, target: str) -> None:
        """Effect «revive»: one of tonight's dead lives again (his death is undone, the post does not list it, and
        no effect laid on him tonight stays pending)."""
        death = state.deaths.pop(target, None)
        if death is None:
            return
        state.marks[(target, "dead")] = [m for m in state.marks.get((target, "dead"), ()) if m.producer != death.act]
        # A revived player carries nothing pending from tonight (a poison laid on the corpse's body is gone).
        for key in [k for k in state.marks if k[0] == target and k[1].startswith("pending:")]:
            state.marks[key] = [m for m in state.marks[key] if m.tentative]
        state.recorder.record(f"player:{target}", "info", "revived", self._rule_clause(act), causes=[act.id, death.act],
                              ruling=self.night.action(act).params.get("ruling"), who=target, by=act.actor or "")

    def _invite(self, state: State, act: Act, target: str) -> None:
        spec = self.night.action(act)
        kind = spec.params["host_kind"]
        assert act.actor is not None
        state.add_mark(Mark(target, "guest", act.id, {"host": act.actor}))
        state.add_mark(Mark(target, f"guest_{kind}", act.id, {"host": act.actor}))
        state.add_mark(Mark(target, f"guest_of:{act.actor}", act.id))
        if spec.params.get("lethal"):
            state.add_mark(Mark(target, "doomed", act.id, {"by": act.actor}))

    def guests_of(self, state: State, host: str, seen: set[str] | None = None) -> list[tuple[str, Mark]]:
        """Who spends the night at `host`'s: his guests and, with them, their guests."""
        seen = seen if seen is not None else {host}
        out: list[tuple[str, Mark]] = []
        for mark in sorted(state.guests.get(host, ()), key=lambda m: m.player):
            if mark.tentative or mark.player in seen:
                continue
            seen.add(mark.player)
            out.append((mark.player, mark))
            out.extend(self.guests_of(state, mark.player, seen))
        return out

    def is_away(self, state: State, player: str) -> bool:
        return any(not m.tentative for m in state.marks.get((player, "guest"), ()))

    def _kill(self, state: State, act: Act, outcome: Outcome) -> None:
        spec = self.night.action(act)
        kind = spec.params["kill_kind"]
        if spec.kill_kind_when is not None and self.night.options.get(spec.kill_kind_when[0]) == spec.kill_kind_when[1]:
            kind = spec.kill_kind_when[2]
        rec = state.recorder
        for victim in act.targets:
            if spec.only_if_guilty is not None and outcome.succeeded:
                guilty = is_guilty(self.night, state, victim, act.order)
                rec.record(f"player:{act.actor or ''}", "letter", "letter_guilty" if guilty else "letter_not_guilty",
                           spec.only_if_guilty, causes=[act.id], who=victim)
                if not guilty:
                    continue
            state.add_mark(Mark(victim, "attacked", act.id, {"kind": kind}))
            if outcome.succeeded:
                self.add_death(state, victim, kind, act)
                self._transform(state, act, victim)
                self._on_kill_of(state, act, victim)
                self._take_givers(state, act, victim, kind)
                take_source(self, state, act, victim)
        if outcome.succeeded and spec.kills_actor_givers_of:
            kill_actor_givers(self, state, act)

        if spec.params.get("no_blast") or not act.targets:
            return
        victim = act.targets[0]
        hits_when_failed = self.night.ruleset.blast_if_attack_fails
        if not outcome.succeeded and hits_when_failed is not None and (
                self.night.options.get(hits_when_failed[0]) != hits_when_failed[1]):
            return
        if self.is_away(state, victim):
            return
        for guest, gmark in self.guests_of(state, victim):
            if guest in state.deaths:
                continue
            # What the blast does to a guest is data of the invitation that made him one.
            invite = self.night.action(self.night.act(gmark.producer)).params
            clause = invite["blast_clause"] if gmark.data.get("host") == victim else invite["co_guest_clause"]
            state.add_mark(Mark(guest, "attacked", act.id, {"kind": "blast"}))
            saved_by = invite.get("guest_saved_by")
            healed = [m for m in state.marks.get((guest, saved_by), ()) if not m.tentative] if saved_by else []
            shield = shield_for(self.night, state, act, lambda a, p, s: self.status_producer(state, a, p, s),
                                target=guest, attack="blast")
            if shield is not None:
                rec.record(act.id, "info", "blast_hits", clause, victim=guest, host=victim)
                rec.record(act.id, "survival", "blast_protected", shield.row.clause, ruling=shield.row.ruling,
                           victim=guest, host=victim, protection=self._label_of(shield.row))
                self._spend_protection(state, guest, shield.row, act)
                continue
            if healed:
                rec.record(act.id, "survival", "blast_healed", clause, victim=guest, host=victim,
                           causes=[m.producer for m in healed])
                continue
            self.add_death(state, guest, "blast", act, clause=clause, host=victim)

    def add_death(self, state: State, player: str, kind: str, act: Act, clause: str | None = None,
                  **params: Any) -> None:
        if player in state.deaths:
            return
        state.deaths[player] = Death(player, kind, act.id, act.order, by=act.actor)
        note_guilt(self.night, state, act, player)
        state.add_mark(Mark(player, "dead", act.id, {"kind": kind}))
        kk = self.night.ruleset.kill_kinds[kind]
        rec = state.recorder
        rec.record(f"player:{player}", "death", f"death_{kind}", clause or kk.clause,
                   causes=[act.id], victim=player, by=act.actor or "", **params)
        cite = self.night.ruleset.citations
        if "post_label" in cite:
            rec.record(f"player:{player}", "info", "post_label", cite["post_label"][0], ruling=cite["post_label"][1],
                       victim=player, label=kk.label_ru)
        # Who of the killed still gets his night result: a clan player does, others do not (andorra п.11).
        info = self.night.players.get(player)
        purpose = "dead_gets_result" if info is not None and info.clan else "dead_no_result"
        if purpose in cite and any(a.actor == player and a.origin == "move" for a in self.night.acts):
            rec.record(f"player:{player}", "info", purpose, cite[purpose][0], ruling=cite[purpose][1], who=player)

    # --------------------------------------------------------------- solving
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
            for branch in branches:
                if not self.graph.is_cycle(members):
                    self.evaluate(branch.state, self.night.act(members[0]))
                    next_branches.append(branch)
                else:
                    next_branches.extend(self._cycle(branch, members))
            if self.graph.is_cycle(members) and len(next_branches) > len(branches):
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
        return branches

    def _note_no_moves(self, recorder: Recorder) -> None:
        """A living player who sent no night move «сидел дома» (the rule set's `no_move` citation)."""
        cite = self.night.ruleset.citations.get("no_move")
        if cite is None:
            return
        movers = {a.actor for a in self.night.acts if a.origin == "move"}
        out = set(self.night.scenario.day.lynched)
        for name, info in sorted(self.night.players.items()):
            if info.alive and name not in movers and name not in out:
                recorder.record(f"player:{name}", "letter", "letter_stayed_home", cite[0], ruling=cite[1], who=name)

    def _note_order(self, state: State) -> None:
        """Say why a later move did not undo an earlier one: the order of moves (or B-43)."""
        steps = self.night.ruleset.steps
        strict = strict_lists(self.night)
        cite = self.night.ruleset.citations
        for act in self.night.acts:
            outcome = state.outcomes.get(act.id)
            if outcome is None or not outcome.performed:
                continue
            noted: set[str] = set()
            dropped = conditions_for(self.night, act, strict_dropped=True) if strict else []
            for cond in dropped:
                for mark in self.visible_marks(state, act, cond):
                    if mark.tentative or mark.producer in noted:
                        continue
                    noted.add(mark.producer)
                    listed = [c.clause for c in self.night.action(act).conditions] or [self.night.action(act).clause]
                    state.recorder.record(act.id, "tie_break", "not_in_list", listed[0],
                                          ruling=self.night.ruleset.citations["not_in_list"][1],
                                          causes=[mark.producer], who=subject_player(act, cond) or "",
                                          status=cond.code)
            for cond in self.conditions[act.id]:
                who = subject_player(act, cond)
                if who is None or cond.status == "dead":
                    continue
                for status in condition_statuses(act, cond):
                    for mark in state.marks.get((who, status), ()):
                        if mark.tentative or mark.producer in noted or mark.producer == act.id:
                            continue
                        producer = self.night.act(mark.producer)
                        if precedence(self.night, producer, act, cond) != "no":
                            continue
                        noted.add(mark.producer)
                        same = producer.order == act.order
                        state.recorder.record(
                            act.id, "tie_break", "same_step" if same else "later_step",
                            cite["same_step"][0] if same else steps[producer.step].clause,
                            ruling=cite["same_step" if same else "later_step"][1], causes=[mark.producer],
                            by=producer.actor or "", what=self.night.action(producer).name_ru,
                            step=steps[producer.step].name_ru, own_step=steps[act.step].name_ru)

    def _tentative(self, state: State, act: Act, perf: bool, succ: bool) -> None:
        from resolver.graph import productions

        invites: dict[str, set[str]] = {}
        for prod in productions(self.night, act, invites):
            if (prod.timing == "perf" and perf) or (prod.timing == "succ" and succ):
                data: dict[str, Any] = {}
                if prod.status == "guest" or (prod.status.startswith("guest_") and not prod.status.startswith("guest_of:")):
                    data["host"] = act.actor
                state.add_mark(Mark(prod.player, prod.status, act.id, data, tentative=True))

    def apply_assignment(self, state: State, members: list[str], forced: dict[str, tuple[bool, bool]]) -> bool:
        for aid in members:
            self._tentative(state, self.night.act(aid), *forced[aid])
        consistent = True
        for aid in members:
            state.drop_tentative(aid)
            outcome = self.evaluate(state, self.night.act(aid))
            if (outcome.performed, outcome.succeeded) != forced[aid]:
                consistent = False
        for aid in members:
            state.drop_tentative(aid)
        if consistent:
            # Re-check the early members against the final marks of the later ones.
            for aid in members:
                act = self.night.act(aid)
                perf, succ = self._peek(state, act)
                if (perf, succ) != forced[aid]:
                    consistent = False
        return consistent

    def _peek(self, state: State, act: Act) -> tuple[bool, bool]:
        # Reads only: static failures look at other acts' outcomes and marks, never this act's own.
        policy = self.night.ruleset.policy
        conds = self.conditions[act.id]
        if not self.triggered(state, act):
            return False, False
        if any(self.visible_marks(state, act, c) for c in conds if c.subject == "actor" and c.blocks):
            return False, False
        static = self.static_failure(state, act)
        if static:
            return bool(static[3].get("made")), False
        if any(self.visible_marks(state, act, c) for c in conds if c.subject == "target" and c.stage == "reach"):
            return True, False
        outcome = state.outcomes.get(act.id)
        # Later stages (protections, result table, after_act: the Свидетель) were decided when it ran.
        return True, outcome is None or outcome.succeeded

    def _cycle(self, branch: Branch, members: list[str]) -> list[Branch]:
        from resolver.solver import enumerate_assignments

        state = branch.state
        solved = enumerate_assignments(self, state, members)
        survivors: list[State] = []
        for forced in solved.assignments:
            trial = state.clone()
            if self.apply_assignment(trial, members, forced):
                survivors.append(trial)
        rec_subject = "night"
        names = [self._label(aid) for aid in members]
        # The tie-break the text gives for this ring: «пришедшая раньше» for the invitations.
        time_clauses = {self.night.action(self.night.act(a)).params.get("time_clause") for a in members}
        only_clause = next(iter(time_clauses)) if len(time_clauses) == 1 else None
        cycle_clause, cycle_ruling = self.night.ruleset.citations["cycle"]
        clause: str = only_clause if isinstance(only_clause, str) else cycle_clause
        if solved.status in ("cut", "error"):
            # Never a silent cut: the host is told the list may be incomplete.
            for trial in survivors or [state]:
                trial.recorder.record(rec_subject, "cycle", f"cycle_search_{solved.status}", cycle_clause,
                                      ruling=cycle_ruling, causes=members, acts=names,
                                      found=len(solved.assignments))
        if len(survivors) == 1:
            only = survivors[0]
            only.cycles.append(CycleReport(members, "resolved", 1, 0))
            only.recorder.record(rec_subject, "cycle", "cycle_resolved", clause, ruling=cycle_ruling,
                                 causes=members, acts=names)
            return [Branch(only, dict(branch.carried))]
        if survivors:
            out = []
            for index, trial in enumerate(survivors):
                trial.cycles.append(CycleReport(members, "ambiguous", len(survivors), index))
                trial.recorder.record(rec_subject, "cycle", "cycle_ambiguous", clause, ruling=cycle_ruling,
                                      causes=members, acts=names, alternative=index + 1,
                                      count=len(survivors))
                out.append(Branch(trial, dict(branch.carried)))
            return out
        fallback = state.clone()
        ordered = sorted(members, key=lambda a: self.night.act(a).sort_key())
        fallback.fallback_order = {aid: i for i, aid in enumerate(ordered)}
        for aid in ordered:
            self.evaluate(fallback, self.night.act(aid))
        fallback.fallback_order = None
        fallback.cycles.append(CycleReport(members, "fallback", 0))
        if solved.status == "infeasible":
            # Proved by the solver: these clauses cannot all hold around the ring.
            fallback.recorder.record(rec_subject, "fallback", "cycle_infeasible", cycle_clause, ruling=cycle_ruling,
                                     causes=ordered, acts=[self._label(a) for a in ordered],
                                     clauses=[self.night.ruleset.clauses[c].cite(self.night.ruleset.id)
                                              for c in solved.core])
        elif solved.status == "complete":
            # Every candidate the solver listed was simulated, and none is consistent.
            fallback.recorder.record(rec_subject, "fallback", "cycle_no_consistent", cycle_clause,
                                     ruling=cycle_ruling, causes=ordered, acts=[self._label(a) for a in ordered],
                                     checked=len(solved.assignments))
        fallback.recorder.record(rec_subject, "fallback", "cycle_fallback", cycle_clause, ruling=cycle_ruling,
                                 causes=ordered, acts=[self._label(a) for a in ordered])
        return [Branch(fallback, dict(branch.carried))]

    def _label(self, act_id: str) -> str:
        act = self.night.act(act_id)
        spec = self.night.action(act)
        who = act.actor or "—"
        return f"{who}: {spec.name_ru} → {', '.join(act.targets)}"
