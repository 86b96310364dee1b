"""Notes on the order of moves: the engine's mixin.

Why a later move did not undo an earlier one (the order of moves, the strict lists of B-43), who came
first by «пришедшая раньше» (or a tie at the same minute, or the host's lot), and who sent no move and
«сидел дома».
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from resolver.engine.decisions import Recorder
from resolver.engine.graph import condition_reads, conditions_for, precedence, strict_lists, subject_player
from resolver.engine.night import Act, Night
from resolver.specs.target import Condition

if TYPE_CHECKING:
    from resolver.engine.night_state import Mark, State


_NONE: frozenset[str] = frozenset()


def place_in_order(night: Night, act: Act, key: str) -> dict[str, str]:
    """How a note on the order of moves names where a move stands, as `<key>_ru` and `<key>_en` params: the
    step of the order of moves when its name names the actor's role (or the move has no actor); else the
    actor's own role with the step, never the role the step is named for (a Туроператор's antidote, made at
    the Доктор's step: «Туроператор, шаг «Доктор»»)."""
    step = night.ruleset.steps[act.step]
    if act.actor is None or act.actor not in night.players:
        return {f"{key}_ru": step.name_ru, f"{key}_en": step.name_en}
    role = night.role_of(act.actor)
    if role.name_ru.casefold() in step.name_ru.casefold():
        return {f"{key}_ru": step.name_ru, f"{key}_en": step.name_en}
    # a param in both languages, not a sentence: the engine renders nothing (the report does)
    return {f"{key}_ru": f"{role.name_ru}, шаг «{step.name_ru}»", f"{key}_en": f"{role.name_en}, the step «{step.name_en}»"}


def _clock(seconds: float) -> str:
    if seconds >= 86400:
        return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")
    whole = int(seconds)
    return f"{whole // 3600:02d}:{whole % 3600 // 60:02d}"


class OrderNotes:
    night: Night
    conditions: dict[str, list[Condition]]

    if TYPE_CHECKING:
        def visible_marks(self, state: State, act: Act, cond: Condition) -> list[Mark]: ...

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
        statuses_on: dict[str, set[str]] = {}
        for who, status in state.marks:
            if status != "dead":  # a death undone by nothing later: no condition on it notes anything
                statuses_on.setdefault(who, set()).add(status)
        for act in self.night.acts:
            outcome = state.outcomes.get(act.id)
            if outcome is None or not outcome.performed:
                continue
            # What the act's conditions read that its actor or target has (their statuses other than death).
            reads = condition_reads(act, self.conditions[act.id], statuses_on.get(act.actor or "", _NONE),
                                    statuses_on.get(act.target or "", _NONE))
            if not reads and not strict:
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
            for cond, who, status in reads:
                if cond.status != "dead":
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
                            what_en=self.night.action(producer).name_en,
                            **place_in_order(self.night, producer, "place"),
                            **place_in_order(self.night, act, "own_place"))

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

    def _note_despite(self, state: State, act: Act) -> None:
        """`ActionSpec.despite`: the act worked though its actor had a status that stops other moves: say who."""
        note = self.night.action(act).despite
        outcome = state.outcomes.get(act.id)
        if note is None or not act.actor or outcome is None or not outcome.succeeded:
            return
        if note.when is not None and self.night.opt(note.when[0]) != note.when[1]:
            return
        blockers = [m.producer for status in note.statuses for m in state.marks.get((act.actor, status), ())
                    if not m.tentative]
        if blockers:
            state.recorder.record(act.id, "info", note.code, note.clause, ruling=note.ruling, causes=blockers,
                                  who=act.actor, by=", ".join(sorted({self.night.act(p).actor or "" for p in blockers})))

    def _note_lot(self, state: State, act: Act) -> None:
        """When the host's lot decides between rival acts of one time group (`time_lot`), say so once a night,
        with the group's `lot_clause`."""
        spec = self.night.action(act)
        group, lot = spec.params.get("time_group"), spec.params.get("time_lot")
        if not group or lot is None or self.night.options.get(lot[0]) != lot[1] or not act.target:
            return
        rivals = [o.id for o in self.night.acts if o.id != act.id and o.action != act.action
                  and self.night.action(o).params.get("time_group") == group
                  and (o.target == act.target or o.target == act.actor)]
        if rivals and not any(d.code == "host_lot" for d in state.recorder.decisions):
            state.recorder.record("night", "host", "host_lot", spec.params["lot_clause"],
                                  ruling=self.night.ruleset.citations["time_rule"][1], causes=[act.id] + rivals)

    def _who(self, state: State, producers: list[str]) -> str:
        names = []
        for pid in producers:
            if pid.startswith("item:"):
                names.append(pid.split(":", 1)[1])
                continue
            producer = self.night.act(pid)
            names.append(producer.actor or producer.action)
        return ", ".join(dict.fromkeys(names))
