"""Which of the engine's per-act steps can say or change anything for an action, read once from its data.

Most steps of an act's evaluation (`resolver.engine.evaluate`) are about a field most actions leave empty: a target
rule, a search, a seat to take over, a lot, a «despite» note, a host's invitation... A step whose field is empty
returns at once; the plan lets the evaluation skip the call. It is derived from the action's data alone (the
hostile twin of an action shares its plan) and kept in `RulesetSpec.memo`, so it cannot disagree with the data.
"""

from __future__ import annotations

from dataclasses import dataclass

from resolver.specs.action import ActionSpec
from resolver.specs.ruleset import RulesetSpec


@dataclass(frozen=True)
class ActPlan:
    standing: bool  # `clan_gone`, `cancelled_by`, `off_when`, `barred`: whether the move stands at all
    target_rules: bool  # `target_rules`
    seeks: bool  # `seeks`: a search with none to find
    replaces: bool  # `replaces`: a seat taken over
    revives: bool  # effect «revive»: only one of tonight's dead
    exclusive: bool  # `exclusive_moves`, `hunt_exclusive`: a hunt sent with a move it excludes
    clan_notes: bool  # `clan_move`, `clan_shared`: who sent a clan's move
    spends_item: bool  # `needs_item`
    lot: bool  # `time_group` with `time_lot`: the host's lot between rivals
    despite: bool  # `despite`
    after_host: bool  # `co_host`, `passes_on`


def act_plan(ruleset: RulesetSpec, spec: ActionSpec) -> ActPlan:
    key = ("act_plan", spec.id)
    found: ActPlan | None = ruleset.memo.get(key)
    if found is None:
        found = ruleset.memo[key] = ActPlan(
            standing=(spec.clan_gone is not None or spec.cancelled_by is not None or spec.off_when is not None
                      or bool(spec.barred)),
            target_rules=bool(spec.target_rules),
            seeks=spec.seeks is not None,
            replaces=spec.replaces is not None,
            revives=spec.effect == "revive",
            exclusive=spec.exclusive_moves is not None or bool(spec.hunt_exclusive),
            clan_notes=bool(spec.clan_move) or bool(spec.clan_shared),
            spends_item=bool(spec.needs_item),
            lot=bool(spec.params.get("time_group")) and spec.params.get("time_lot") is not None,
            despite=spec.despite is not None,
            after_host=spec.co_host is not None or spec.passes_on is not None,
        )
    return found
