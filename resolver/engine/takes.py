"""An item taken from the target by an act that worked (a `TakeSpec` row).

The move's `choice` names the item («на свой выбор», andorra L334). The actor is told the target's whole
list, barred items included («кроме пистолета и ножа, но их в списке видит»); a barred choice or one the
target does not hold takes nothing, with its clause. Names no rule-set id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.specs.action import TakeSpec
from resolver.specs.names import named
from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night
from resolver.engine.recruit import move_choice
from resolver.engine.stages import inventory

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State


def take_item(night: Night, state: "State", act: Act) -> None:
    spec = night.action(act).row(TakeSpec)
    if spec is None or act.actor is None or act.target is None:
        return
    rs = night.ruleset
    rec = state.recorder
    held = inventory(state, night, act.target)
    traits = night.players[act.target].role.traits if act.target in night.players else frozenset()
    seen = set(held) | {i for i in spec.seen_by_trait if i in traits}
    listed = sorted(seen, key=lambda i: rs.items[i].name_ru if i in rs.items else i)
    names_ru = ", ".join(rs.items[i].name_ru if i in rs.items else i for i in listed) or "—"
    names_en = ", ".join(rs.items[i].name_en if i in rs.items else i for i in listed) or "—"
    rec.record(f"player:{act.actor}", "letter", spec.seen_code, spec.clause, causes=[act.id], ruling=spec.ruling,
               who=act.target, items=names_ru, items_en=names_en)
    choice = move_choice(night, act)
    if not choice:
        return
    item = rs.item_id(choice) or choice
    name = named("item", rs.items[item]) if item in rs.items else {"item": choice}
    if item in spec.barred:
        rec.record(act.id, "info", "take_barred", spec.barred_clause or spec.clause, ruling=spec.ruling,
                   who=act.target, **name)
        return
    if item not in held:
        rec.record(act.id, "info", "take_not_held", spec.clause, ruling=spec.ruling, who=act.target, **name)
        return
    held.remove(item)
    inventory(state, night, act.actor).append(item)
    rec.record(f"player:{act.actor}", "resource", "item_taken", spec.clause, causes=[act.id], ruling=spec.ruling,
               who=act.actor, target=act.target, **name)


class TakeEffect(Handler[TakeSpec]):
    row_type = TakeSpec

    def apply(self, night: Night, state: "State", act: Act, outcome: "Outcome", row: TakeSpec) -> None:
        if outcome.succeeded:
            take_item(night, state, act)
