"""The stages of one act after it reached its target (andorra п.05, п.17): the engine's mixin.

The result table (attack kind × target trait), the protection queue in its order (the first row that
applies acts and may be used up; the items that pass or are knocked off are said too), then the
conditions of stage `after_protections` (the heal) with the word their doer hears. What the stages
find is read by `resolver.engine.stages`; here it is recorded, each decision with its clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.specs.names import named
from resolver.engine.night import Act, Night
from resolver.specs.protection import ProtectionSpec
from resolver.specs.target import Condition
from resolver.engine.turning import reveal_role, traits_now
from resolver.engine.stages import Shield, held_rows, inventory, passes_through, result_row, row_applies, shield_for

if TYPE_CHECKING:
    from resolver.engine.core import Mark, Outcome, State


class ProtectionStage:
    night: Night
    conditions: dict[str, list[Condition]]
    late_conditions: dict[str, list[Condition]]  # an act's conditions on its target after the protections

    if TYPE_CHECKING:
        def visible_marks(self, state: State, act: Act, cond: Condition) -> list[Mark]: ...

        def status_producer(self, state: State, act: Act, player: str, status: str) -> str | None: ...

        def _record_holding(self, state: State, act: Act, outcome: Outcome,
                            holding: list[tuple[Condition, list[Mark]]]) -> None: ...

    def _after_reach(self, state: State, act: Act, outcome: Outcome) -> None:
        """The act reached its target: the result table, the protection queue, then the late conditions."""
        rec = state.recorder
        spec = self.night.action(act)
        if spec.reveals_role:
            reveal_role(self.night, state, act)
        row = result_row(self.night, act, traits_now(self.night, state, act.target or ""))
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
        shield = shield_for(self.night, state, act, lambda a, p, s: self.status_producer(state, a, p, s))
        self._note_held(state, act, shield)
        if shield is not None:
            self._use_shield(state, act, outcome, shield)
            return
        late = []
        for cond in self.late_conditions[act.id]:
            marks = self.visible_marks(state, act, cond)
            if marks:
                late.append((cond, marks))
        if late:
            outcome.succeeded = False
            outcome.result = "success" if all(c.reported == "success" for c, _ in late) else "failed"
            self._record_holding(state, act, outcome, late)

    def _note_held(self, state: State, act: Act, shield: Shield | None) -> None:
        """Items the target holds that do not act on this act: passed through (the knife and the vest),
        knocked off by it (a full stake party and a siren, A-08), or used up earlier tonight. Only the
        rows the act meets before the protection that stops it (п.05 order) are said or knocked off."""
        target = act.target
        spec = self.night.action(act)
        if target is None or not spec.hostile:
            return
        rec = state.recorder
        spent_here = any(player == target for player, _row in state.spent)
        for row in self.night.ruleset.protections if spent_here else ():
            kind, _, item = row.source.partition(":")
            spent_at = state.spent.get((target, row.id))
            if kind == "item" and spent_at is not None and spent_at < act.order and row.spent == "on_trigger" \
                    and "earlier_step" in self.night.ruleset.citations:
                rec.record(act.id, "info", "protection_gone", self.night.ruleset.citations["earlier_step"][0],
                           ruling=row.ruling, who=target, **self._label_of(row))
        for row in held_rows(self.night, state, act, target):
            if shield is not None and row.order >= shield.row.order:
                break
            if passes_through(self.night, row, spec.attack):
                rec.record(act.id, "info", "protection_knocked_off", row.clause, ruling=row.ruling, who=target,
                           **self._label_of(row))
                self._spend_protection(state, target, row, act)
            elif not row_applies(self.night, row, act, spec.attack):
                rec.record(act.id, "info", "protection_passed", row.clause, ruling=row.ruling, who=target,
                           **self._label_of(row))
                if row.word_clause and row.reported == "success":
                    rec.record(act.id, "info", f"reported_{row.reported}", row.word_clause)
                for attack, clause in row.passed_by:
                    if attack == spec.attack:
                        rec.record(act.id, "info", "protection_passed_rule", clause, who=target,
                                   **self._label_of(row))

    def _use_shield(self, state: State, act: Act, outcome: Outcome, shield: Shield) -> None:
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
            causes=[] if item else [shield.source], who=target, **self._label_of(row),
            effect=row.effect).id)
        cite = self.night.ruleset.citations
        if "protection_queue" in cite:
            rec.record(act.id, "info", "protection_queue", cite["protection_queue"][0],
                       ruling=cite["protection_queue"][1], **self._label_of(row))
        if row.word_clause:
            rec.record(act.id, "info", f"reported_{row.reported}", row.word_clause)
        if row.on_visits is not None and not self.night.action(act).hostile:
            rec.record(act.id, "info", "visit_scared", row.on_visits[0], who=target, by=act.actor or "")
        self._spend_protection(state, target, row, act)

    def _spend_protection(self, state: State, target: str, row: ProtectionSpec, act: Act) -> None:
        """An item protection that acted is used up: now, or at dawn (the acts of its step share it)."""
        if not row.source.startswith("item:") or row.spent == "never" or (target, row.id) in state.spent:
            return
        item = row.source.partition(":")[2]
        state.spent[(target, row.id)] = act.order
        if row.spent == "on_trigger":
            held = inventory(state, self.night, target)
            if item in held:
                held.remove(item)
        state.recorder.record(f"player:{target}", "resource", "item_spent", row.clause, ruling=row.ruling,
                              causes=[act.id], who=target, **self._item_params(item))

    def _label_of(self, row: ProtectionSpec) -> dict[str, Any]:
        """The params `protection` and `protection_en`: the name of the item it comes from, or the row's own."""
        kind, _, name = row.source.partition(":")
        if kind == "item":
            item = self.night.ruleset.items.get(name)
            return named("protection", item) if item is not None else {"protection": name}
        return {"protection": row.name_ru or row.id, "protection_en": row.name_en or row.name_ru or row.id}

    def _item_params(self, item_id: str) -> dict[str, Any]:
        spec = self.night.ruleset.items.get(item_id)
        return named("item", spec) if spec is not None else {"item": item_id}
