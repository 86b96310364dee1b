"""What an act that was performed does: the engine's effect primitives, a mixin.

Host a guest, kill (with its kind, the guilt test, the blast on the victim's guests), check, watch, take the
target's role, revive,
recruit, give an item, leave the statuses and letters its data lists, lay a pending effect; and a death
with the decisions it brings (the post's label, whether the dead still hears his result).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.engine.answers import answer, relayed
from resolver.engine.gifts import give
from resolver.engine.night import Act, Night, mark_rows
from resolver.engine.night_state import Death, Mark
from resolver.engine.recruit import is_guilty, join, make_item, note_guilt
from resolver.specs.protection import ProtectionSpec
from resolver.specs.target import SightSpec
from resolver.engine.stages import shield_for
from resolver.engine.watch import sightings
from resolver.engine.takes import take_item
from resolver.engine.turning import kill_actor_givers, take_source, traits_now, turn_pending

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State


class Effects:
    night: Night

    if TYPE_CHECKING:
        def status_producer(self, state: State, act: Act, player: str, status: str) -> str | None: ...

        def _spend_protection(self, state: State, target: str, row: ProtectionSpec, act: Act) -> None: ...

        def _label_of(self, row: ProtectionSpec) -> dict[str, Any]: ...

        def _rule_clause(self, act: Act) -> str: ...

        def _transform(self, state: State, act: Act, victim: str) -> None: ...

        def _on_kill_of(self, state: State, act: Act, victim: str) -> None: ...

        def _take_givers(self, state: State, act: Act, victim: str, kind: str) -> None: ...

        def _killer_dies(self, state: State, act: Act, victim: str) -> None: ...

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
            found = answer(self.night, act, traits_now(self.night, state, target or ""))
            if found is not None:
                if found.value is not None:
                    outcome.info["answer"] = found.value
                outcome.info["answer_code"] = found.code  # as told at the act's moment, for what is carried
                state.recorder.record(act.id, found.kind, found.code, found.clause, ruling=found.ruling,
                                      causes=found.causes, **found.params)
        elif effect == "relay" and ok and target:
            passed = relayed(self.night, act)
            if passed is not None:
                code, clause, params = passed
                state.recorder.record(f"player:{target}", "letter", code, clause, causes=[act.id], **params)
        elif effect == "revive" and ok and target:
            self._revive(state, act, target)
        elif effect == "watch" and spec.sees is not None and target:
            self._watch(state, act, outcome, spec.sees)
        elif effect == "transform" and ok and target:
            # The actor takes his target's role (from the next night, as the rule set carries it on).
            taken = self.night.role_of(target)
            outcome.info["takes_role"] = taken.id
            state.recorder.record(act.id, "info", "actor_takes_role", spec.clause, ruling=spec.params.get("ruling"),
                                  who=target, role_ru=taken.name_ru, role_en=taken.name_en)
        if ok and spec.recruit is not None:
            join(self.night, state, act)
        if ok and spec.gives_item is not None:
            make_item(self.night, state, act)
        if ok and spec.takes_item is not None:
            take_item(self.night, state, act)
        if ok and spec.gift is not None:
            give(self.night, state, act)
        # Statuses the act leaves, as data: (who, status[, "perf"]) — on an attempt, or when it works.
        for who, status, timing in mark_rows(spec):
            player = act.actor if who == "actor" else target
            if player and (ok or timing == "perf"):
                state.add_mark(Mark(player, status, act.id, {"by": act.actor or ""}))
        if ok and spec.target_letter and target:
            state.recorder.record(f"player:{target}", "letter", spec.target_letter, self._rule_clause(act),
                                  causes=[act.id], who=target)
        if ok and spec.pending and target and not turn_pending(self.night, state, act):
            pending = self.night.ruleset.pending[spec.pending]
            state.add_mark(Mark(target, f"pending:{pending.id}", act.id, {"by": act.actor or ""}))
            if pending.letter:
                state.recorder.record(f"player:{target}", "letter", pending.letter, pending.clause,
                                      causes=[act.id], who=target)

    def _watch(self, state: State, act: Act, outcome: Outcome, sight: SightSpec) -> None:
        """Effect «watch»: the actor is told who acted on his target; nobody: his move is «неудачно»."""
        seen, causes = sightings(self.night, state, act, sight)
        rec = state.recorder
        if seen:
            outcome.info["seen"] = seen
            rec.record(act.id, "info", sight.seen_code, sight.clause, ruling=sight.ruling, causes=causes,
                       who=act.target, attackers=", ".join(seen))
            return
        outcome.succeeded = False
        outcome.result = "failed"
        # the move is not «удался» after all: its success line leaves its reasons (issue 12)
        outcome.reasons[:] = [i for i in outcome.reasons if rec.decisions[i].kind != "result"]
        outcome.reasons.append(rec.record(act.id, "reason", sight.none_code, sight.none_clause, who=act.target).id)

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
        # The post will not list him: the line saying how it would is taken back.
        for d in state.recorder.about(f"player:{target}"):
            if d.code == "post_label" and d.kind == "info":
                state.recorder.withdraw(d.id)
        code = str(self.night.action(act).params.get("revive_code", "revived"))
        state.recorder.record(f"player:{target}", "info", code, self._rule_clause(act), causes=[act.id, death.act],
                              ruling=self.night.action(act).params.get("ruling"), who=target, by=act.actor or "")
        back = self.night.action(act).params.get("result_back_when")
        if back is not None and self.night.options.get(back[0]) == back[1]:
            self._result_back(state, act, target, back[2], back[3])

    def _result_back(self, state: State, act: Act, target: str, clause: str, ruling: str) -> None:
        """The revived player is alive at dawn and gets his night result after all (`params["result_back_when"]`):
        the decision that he gets none is withdrawn, and a «сидел дома» taken back with it is told again."""
        rec = state.recorder
        about = rec.about(f"player:{target}")
        withdrawn = [d for d in about if d.code == "dead_no_result" and d.kind != "withdrawn"]
        if not withdrawn:
            return
        for d in withdrawn:
            rec.withdraw(d.id)
        home = [d for d in about if d.code == "letter_stayed_home" and d.kind == "withdrawn"]
        rec.record(f"player:{target}", "info", "result_after_revive", clause, ruling=ruling, causes=[act.id],
                   who=target)
        for d in home[:1]:
            rec.record(d.subject, "letter", d.code, d.clause, ruling=d.ruling, causes=d.causes,
                       **{k: v for k, v in d.params.items() if k != "was"})

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
                self._killer_dies(state, act, victim)
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
                           victim=guest, host=victim, **self._label_of(shield.row))
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
                       victim=player, label=kk.label_ru, label_en=kk.label_en)
        # Who of the killed still gets his night result: a clan player does, others do not (andorra п.11).
        info = self.night.players.get(player)
        purpose = "dead_gets_result" if info is not None and info.clan else "dead_no_result"
        if purpose in cite and any(a.origin == "move" for a in self.night.acts_of(player)):
            rec.record(f"player:{player}", "info", purpose, cite[purpose][0], ruling=cite[purpose][1], who=player)
        elif purpose == "dead_no_result" and purpose in cite:
            # He sent no move: «сидел дома» is his night's result, and the killed get none (andorra п.11 L33).
            home = [d for d in rec.about(f"player:{player}") if d.code == "letter_stayed_home" and d.kind == "letter"]
            for d in home:
                rec.withdraw(d.id)
            if home:
                rec.record(f"player:{player}", "info", purpose, cite[purpose][0], ruling=cite[purpose][1], who=player)
