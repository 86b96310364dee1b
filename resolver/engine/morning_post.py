"""What the host tells after the night (`RulesetSpec.post`, a `PostSpec`), as decisions with their clauses.

Runs once per outcome after the rule set's summary (`resolver.api`), so it sees every decision of the night
and of the dawn, the seats taken included. It records the kinds `resolver.report` renders: `headline`,
`hidden_role`, `stat`, `private` and `private_result` (see `resolver.engine.decisions`). No rule-set id is named here:
events, kinds of death, statuses, actions and codes come from the spec.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.engine.night import Night
from resolver.specs.post import CountActs, CountDeaths, HiddenByEvent, Note, PostSpec, Stats, VoidReads

if TYPE_CHECKING:
    from resolver.engine.night_state import State


def record_post(night: Night, state: "State") -> None:
    spec = night.ruleset.post
    if spec is None:
        return
    if spec.headline is not None:
        headline(night, state, spec.headline.title, spec.headline.event)
    if spec.hidden is not None:
        hidden_roles(night, state, spec.hidden)
    if spec.stats is not None:
        statistics(night, state, spec.stats)
    told_to_actors(night, state, spec)
    if spec.illegal is not None:
        tell_illegal(state, spec.illegal)
    if spec.void_reads is not None:
        void_reads(night, state, spec.void_reads)
    about_players(night, state, spec)


def headline(night: Night, state: "State", title: Note, event_line: Note) -> None:
    code, clause, ruling = title
    state.recorder.record("night", "headline", code, clause, ruling=ruling, night=night.scenario.night)
    next_event = night.scenario.day.next_event
    if next_event:
        event = night.ruleset.events[next_event]
        code, clause, ruling = event_line
        state.recorder.record("night", "headline", code, clause, ruling=ruling, event_ru=event.name_ru,
                              event_en=event.name_en)


def hidden_roles(night: Night, state: "State", spec: HiddenByEvent) -> None:
    """The post after night N opens day N+1: the event of day N+1 (`next_event`) hides the night's dead; a death
    of the day N (its verdict) is hidden when day N itself (`event`) had it."""
    day = night.scenario.day
    code, clause, ruling = spec.note
    for name, death in sorted(state.deaths.items()):
        if death.kind in spec.open_kinds:
            continue
        day_event = day.event if death.kind in spec.day_kinds else day.next_event
        if day_event == spec.event:
            state.recorder.record(f"player:{name}", "hidden_role", code, clause, ruling=ruling, causes=[death.act],
                                  who=name)


def _count(night: Night, state: "State", count: CountDeaths | CountActs) -> int:
    if isinstance(count, CountDeaths):
        return sum(1 for death in state.deaths.values() if death.kind not in count.except_kinds)
    return sum(1 for act in night.acts if (any(row.kind in count.kinds for row in night.action(act).rows)
                                           or act.action == count.action)
               and (o := state.outcomes.get(act.id)) is not None and o.succeeded)


def statistics(night: Night, state: "State", spec: Stats) -> None:
    """Counts only, no names."""
    code, clause, ruling = spec.note
    counts: dict[str, Any] = {count.param: _count(night, state, count) for count in spec.counts}
    state.recorder.record("night", "stat", code, clause, ruling=ruling, **counts)


def told_to_actors(night: Night, state: "State", spec: PostSpec) -> None:
    rec = state.recorder
    told = {row.code for row in spec.told}
    for decision in list(rec.decisions):
        if decision.kind == "info" and decision.code in told:
            rec.record(decision.subject, "private", decision.code, decision.clause, ruling=decision.ruling,
                       causes=[decision.subject], **decision.params)
    for line in spec.on_success:
        for act in night.acts:
            outcome = state.outcomes.get(act.id)
            if act.action == line.action and outcome is not None and outcome.result == "success":
                rec.record(act.id, "private", line.code, line.clause, ruling=line.ruling, causes=[act.id],
                           who=act.target or "")


def tell_illegal(state: "State", note: Note) -> None:
    """Each illegal move (a failure the limits mark illegal) tells its actor the rule set's line (classic п.11, п.67:
    «Ход запрещён правилами и не выполнен»)."""
    code, clause, ruling = note
    rec = state.recorder
    for decision in list(rec.decisions):
        if decision.kind == "reason" and decision.params.get("illegal"):
            rec.record(decision.subject, "private", code, clause, ruling=ruling, causes=[decision.subject])


def void_reads(night: Night, state: "State", rule: VoidReads) -> None:
    """A move its actor could not make reads as the rule says, citing its first failure (each failure list
    names the actor's death)."""
    rec = state.recorder
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        if act.actor is None or outcome is None or outcome.result != "void":
            continue
        reasons = [d for d in rec.decisions if d.subject == act.id and d.kind == "reason"]
        clause = reasons[0].clause if reasons else night.action(act).clause
        rec.record(act.id, "private_result", rule.code, clause, ruling=rule.ruling, causes=[act.id],
                   result=rule.result)


def about_players(night: Night, state: "State", spec: PostSpec) -> None:
    """What each player alive when the night began learns about himself, then whether he is out."""
    rec = state.recorder
    for name, info in night.players.items():
        if not info.alive:
            continue
        subject = f"player:{name}"
        for line in spec.about:
            marks = [m for m in state.marks.get((name, line.status), ()) if not m.tentative]
            if not marks:
                continue
            if line.clause is not None:
                rec.record(subject, "private", line.code, line.clause, causes=[m.producer for m in marks], who=name)
                continue
            for mark in marks:
                given_by = night.action(night.act(mark.producer))
                rec.record(subject, "private", line.code, given_by.clause, causes=[mark.producer], who=name,
                           **{key: mark.data.get(key) for key in line.data})
        death = state.deaths.get(name)
        if death is not None and spec.out is not None:
            code, ruling = spec.out
            kind = night.ruleset.kill_kinds[death.kind]
            rec.record(subject, "private", code, kind.clause, ruling=ruling, causes=[death.act], who=name,
                       how_ru=kind.label_ru.lower(), how_en=kind.label_en.lower())
