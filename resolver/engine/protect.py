"""The stages of one act after it reached its target (andorra п.05, п.17).

The result table (attack kind × target trait), the protection queue in its order (the first row that
applies acts and may be used up; the items that pass or are knocked off are said too), then the
conditions of stage `after_protections` (the heal) with the word their doer hears. What the stages
find is read by `resolver.engine.stages`; here it is recorded, each decision with its clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.engine.act_plan import act_plan
from resolver.engine.lookup import status_producer, visible_marks
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Outcome, State
from resolver.engine.notes import record_holding
from resolver.engine.stages import Shield, held_rows, label_of, passes_through, result_row, row_applies, shield_for
from resolver.engine.stages import spend_protection
from resolver.engine.turning import traits_now

if TYPE_CHECKING:
    from resolver.engine.tonight import Tonight


def after_reach(tonight: Tonight, state: State, act: Act, outcome: Outcome) -> None:
    """The act reached its target: the result table, the protection queue, then the late conditions."""
    night = tonight.night
    rec = state.recorder
    spec = night.action(act)
    for handler, met in act_plan(night.ruleset, spec).met:
        handler.met(night, state, act, met)
    row = result_row(night, act, traits_now(night, state, act.target or ""))
    if row is not None:
        kind = "reason" if row.result == "failed" else "info"
        outcome.reasons.append(rec.record(act.id, kind, "result_table" if not row.effect else "result_table_ok",
                                          row.clause, ruling=row.ruling, who=act.target or "",
                                          attack=spec.attack or "").id)
        for clause in row.see_also:
            rec.record(act.id, "info", "see_also", clause, who=act.target or "")
        if not row.effect:
            outcome.result = row.result
            outcome.succeeded = False
            return
    shield = shield_for(night, state, act, lambda a, p, s: status_producer(night, state, a, p, s))
    note_held(night, state, act, shield)
    if shield is not None:
        use_shield(night, state, act, outcome, shield)
        return
    late = []
    for cond in tonight.late_conditions[act.id]:
        marks = visible_marks(night, state, act, cond)
        if marks:
            late.append((cond, marks))
    if late:
        outcome.succeeded = False
        outcome.result = "success" if all(c.reported == "success" for c, _ in late) else "failed"
        record_holding(night, state, act, outcome, late)

def note_held(night: Night, state: State, act: Act, shield: Shield | None) -> None:
    """Items the target holds that do not act on this act: passed through (the knife and the vest),
    knocked off by it (a full stake party and a siren, A-08), or used up earlier tonight. Only the
    rows the act meets before the protection that stops it (п.05 order) are said or knocked off."""
    target = act.target
    spec = night.action(act)
    if target is None or not spec.hostile:
        return
    rec = state.recorder
    spent_here = any(player == target for player, _row in state.spent)
    for row in night.ruleset.protections if spent_here else ():
        kind, _, item = row.source.partition(":")
        spent_at = state.spent.get((target, row.id))
        if kind == "item" and spent_at is not None and spent_at < act.order and row.spent == "on_trigger" \
                and "earlier_step" in night.ruleset.citations:
            rec.record(act.id, "info", "protection_gone", night.ruleset.citations["earlier_step"][0],
                       ruling=row.ruling, who=target, **label_of(night, row))
    for row in held_rows(night, state, act, target):
        if shield is not None and row.order >= shield.row.order:
            break
        if passes_through(night, row, spec.attack):
            rec.record(act.id, "info", "protection_knocked_off", row.clause, ruling=row.ruling, who=target,
                       **label_of(night, row))
            spend_protection(night, state, target, row, act)
        elif not row_applies(night, row, act, spec.attack):
            rec.record(act.id, "info", "protection_passed", row.clause, ruling=row.ruling, who=target,
                       **label_of(night, row))
            if row.word_clause and row.reported == "success":
                rec.record(act.id, "info", f"reported_{row.reported}", row.word_clause)
            for attack, clause in row.passed_by:
                if attack == spec.attack:
                    rec.record(act.id, "info", "protection_passed_rule", clause, who=target,
                               **label_of(night, row))

def use_shield(night: Night, state: State, act: Act, outcome: Outcome, shield: Shield) -> None:
    row = shield.row
    rec = state.recorder
    target = act.target or ""
    outcome.succeeded = False
    outcome.result = row.reported
    outcome.info["stopped"] = True
    state.triggered[(act.id, row.id)] = shield.source
    item = row.source.startswith("item:")
    kind = "reason" if row.reported == "failed" else "protection"
    outcome.reasons.append(rec.record(
        act.id, kind, "protected", row.clause, ruling=row.ruling,
        causes=[] if item else [shield.source], who=target, **label_of(night, row),
        effect=row.effect).id)
    cite = night.ruleset.citations
    if "protection_queue" in cite:
        rec.record(act.id, "info", "protection_queue", cite["protection_queue"][0],
                   ruling=cite["protection_queue"][1], **label_of(night, row))
    if row.word_clause:
        rec.record(act.id, "info", f"reported_{row.reported}", row.word_clause)
    if row.on_visits is not None and not night.action(act).hostile:
        rec.record(act.id, "info", "visit_scared", row.on_visits[0], who=target, by=act.actor or "")
    spend_protection(night, state, target, row, act)
