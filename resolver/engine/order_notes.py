"""Notes on the order of moves.

Why a later move did not undo an earlier one (the order of moves, the strict lists of B-43), who came
first by «пришедшая раньше» (or a tie at the same minute, or the host's lot), and who sent no move and
«сидел дома».
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from resolver.engine.decisions import Recorder
from resolver.engine.conditions import conditions_for, strict_lists
from resolver.engine.graph import condition_reads, precedence, subject_player
from resolver.engine.lookup import visible_marks
from resolver.engine.night import Act, Night
from resolver.engine.handler import Handler
from resolver.engine.night_state import Outcome, State
from resolver.engine.recruit import FORCED
from resolver.specs.letters import DespiteNote, TimeGroup
from resolver.specs.target import Condition

if TYPE_CHECKING:
    from resolver.engine.tonight import Tonight


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


def note_no_moves(night: Night, recorder: Recorder) -> None:
    """A living player who sent no night move «сидел дома» (the rule set's `no_move` citation)."""
    cite = night.ruleset.citations.get("no_move")
    if cite is None:
        return
    # a move a card forced on him (andorra's визитки, «независимо от хода») is a move he made: not «сидел дома»
    movers = {a.actor for a in night.acts if a.origin == "move" or a.trigger == FORCED}
    out = set(night.scenario.day.lynched)
    for name, info in sorted(night.players.items()):
        if info.alive and name not in movers and name not in out:
            recorder.record(f"player:{name}", "letter", "letter_stayed_home", cite[0], ruling=cite[1], who=name)


def note_order(tonight: Tonight, state: State) -> None:
    """Say why a later move did not undo an earlier one: the order of moves (or B-43)."""
    night = tonight.night
    steps = night.ruleset.steps
    strict = strict_lists(night)
    cite = night.ruleset.citations
    statuses_on: dict[str, set[str]] = {}
    for who, status in state.marks:
        if status != "dead":  # a death undone by nothing later: no condition on it notes anything
            statuses_on.setdefault(who, set()).add(status)
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        if outcome is None or not outcome.performed:
            continue
        # What the act's conditions read that its actor or target has (their statuses other than death).
        reads = condition_reads(act, tonight.conditions[act.id], statuses_on.get(act.actor or "", _NONE),
                                statuses_on.get(act.target or "", _NONE))
        if not reads and not strict:
            continue
        noted: set[str] = set()
        dropped = conditions_for(night, act, strict_dropped=True) if strict else []
        for cond in dropped:
            for mark in visible_marks(night, state, act, cond):
                if mark.tentative or mark.producer in noted:
                    continue
                noted.add(mark.producer)
                listed = [c.clause for c in night.action(act).rows_of(Condition)] or [night.action(act).clause]
                state.recorder.record(act.id, "tie_break", "not_in_list", listed[0],
                                      ruling=night.ruleset.citations["not_in_list"][1],
                                      causes=[mark.producer], who=subject_player(act, cond) or "",
                                      status=cond.code)
        for cond, who, status in reads:
            if cond.status != "dead":
                for mark in state.marks.get((who, status), ()):
                    if mark.tentative or mark.producer in noted or mark.producer == act.id:
                        continue
                    producer = night.act(mark.producer)
                    if precedence(night, producer, act, cond) != "no":
                        continue
                    noted.add(mark.producer)
                    same = producer.order == act.order
                    state.recorder.record(
                        act.id, "tie_break", "same_step" if same else "later_step",
                        cite["same_step"][0] if same else steps[producer.step].clause,
                        ruling=cite["same_step" if same else "later_step"][1], causes=[mark.producer],
                        by=producer.actor or "", what=night.action(producer).name_ru,
                        what_en=night.action(producer).name_en,
                        **place_in_order(night, producer, "place"),
                        **place_in_order(night, act, "own_place"))


def _group(night: Night, act: Act) -> TimeGroup | None:
    return night.action(act).row(TimeGroup)


def cite_time_rule(night: Night, state: State, act: Act, producers: list[str]) -> None:
    """When «пришедшая раньше» decided who came first, say so with its clause."""
    mine = _group(night, act)
    if mine is None:
        return
    spec = night.action(act)
    for pid in producers:
        if pid.startswith("item:"):
            continue
        producer = night.act(pid)
        theirs = _group(night, producer)
        if theirs is None or theirs.group != mine.group or spec.id == night.action(producer).id:
            continue
        option, value = mine.rule
        if night.options.get(option) != value or producer.time is None or act.time is None:
            continue
        if producer.time == act.time:
            # equal times: «пришедшая раньше» tells neither first — a tie, said once for the pair
            if not any(d.code == "same_time" and set(d.causes) | {d.subject} == {pid, act.id}
                       for d in state.recorder.decisions):
                state.recorder.record(act.id, "tie_break", "same_time", mine.clause,
                                      ruling=night.ruleset.citations["time_rule"][1], causes=[pid],
                                      first=producer.actor or "", later=act.actor or "",
                                      time=_clock(act.time))
            continue
        if producer.time > act.time:
            continue
        state.recorder.record(act.id, "tie_break", "earlier_request", mine.clause,
                              ruling=night.ruleset.citations["time_rule"][1], causes=[pid], first=producer.actor or "",
                              first_time=_clock(producer.time), later=act.actor or "",
                              later_time=_clock(act.time))


class DespiteNoteNote(Handler[DespiteNote]):
    """The act worked though its actor had a status that stops other moves: say who."""

    row_type = DespiteNote

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: DespiteNote) -> None:
        if not act.actor or not outcome.succeeded:
            return
        if row.when is not None and night.opt(row.when[0]) != row.when[1]:
            return
        blockers = [m.producer for status in row.statuses for m in state.marks.get((act.actor, status), ())
                    if not m.tentative]
        if blockers:
            state.recorder.record(act.id, "info", row.code, row.clause, ruling=row.ruling, causes=blockers,
                                  who=act.actor, by=", ".join(sorted({night.act(p).actor or "" for p in blockers})))


class TimeGroupNote(Handler[TimeGroup]):
    """When the host's lot decides between rival acts of one time group, say so once a night, with the group's
    `lot_clause`."""

    row_type = TimeGroup

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: TimeGroup) -> None:
        lot = row.lot
        if lot is None or night.options.get(lot[0]) != lot[1] or not act.target:
            return
        rivals = [o.id for o in night.acts if o.id != act.id and o.action != act.action
                  and (other := _group(night, o)) is not None and other.group == row.group
                  and (o.target == act.target or o.target == act.actor)]
        if rivals and not any(d.code == "host_lot" for d in state.recorder.decisions):
            assert row.lot_clause is not None, act.id
            state.recorder.record("night", "host", "host_lot", row.lot_clause,
                                  ruling=night.ruleset.citations["time_rule"][1], causes=[act.id] + rivals)
