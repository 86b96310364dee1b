"""Which conditions reach an act: its action's listed failures, and the rule set's general ones whose scope reaches
it (a «ролевой ход», a player's own move, a targeted or hostile act...), switched on by the night's options — with
those on its actor, on its target at the reach stage and after the protections apart (`condition_parts`).

Worked out once for each kind of act and kept in `RulesetSpec.memo` (the lists are shared: read them only).
"""

from __future__ import annotations

from resolver.engine.night import Act, Night
from resolver.specs.nature import ClanLevel, ExemptGeneral, TargetMayBeDead
from resolver.specs.target import Condition


def _covers(listed_status: str, general_status: str) -> bool:
    """A role's own «guest» condition covers the general ones for each kind of host (guest_vixen, ...)."""
    return listed_status == general_status or (listed_status == "guest" and general_status.startswith("guest_"))


def conditions_for(night: Night, act: Act, strict_dropped: bool = False) -> list[Condition]:
    """The failure conditions that apply to one act under the scenario's options.

    With `strict_dropped`, the general conditions that the rule set's strict-lists option switched off.
    They depend only on the rule set, the options, the act's action (and whether its target made it
    hostile), whether it has a target and whether it is a player's own move: worked out once for each, kept in `RulesetSpec.memo` (the list is shared: read it
    only).
    """
    options = night.options_key
    if options is None:
        return _conditions_for(night, act, strict_dropped)
    # An action made hostile by its target (`ActionSpec.hostile_on`) has conditions of its own.
    hostile = night.action(act).hostile
    key = ("conditions", options, act.action, hostile, bool(act.targets), act.origin == "move", strict_dropped)
    found: list[Condition] | None = night.ruleset.memo.get(key)
    if found is None:
        found = night.ruleset.memo[key] = _conditions_for(night, act, strict_dropped)
    return found


ConditionParts = tuple[list[Condition], list[Condition], list[Condition], list[Condition]]


def condition_parts(night: Night, act: Act) -> ConditionParts:
    """An act's conditions (`conditions_for`), with those on its actor, those on its target at the reach stage and
    those on its target after the protections (the heal) apart: the evaluation of each act reads those three. Kept in `RulesetSpec.memo` like the conditions (shared:
    read them only)."""
    conds = conditions_for(night, act)
    key = ("condition_parts", id(conds))
    found: ConditionParts | None = night.ruleset.memo.get(key) if night.options_key is not None else None
    if found is None or found[0] is not conds:
        found = (conds, [c for c in conds if c.subject == "actor"],
                 [c for c in conds if c.subject == "target" and c.stage == "reach"],
                 [c for c in conds if c.subject == "target" and c.stage == "after_protections"])
        if night.options_key is not None:
            night.ruleset.memo[key] = found
    return found


def _conditions_for(night: Night, act: Act, strict_dropped: bool) -> list[Condition]:
    spec = night.action(act)
    strict = strict_lists(night)
    dropped: list[Condition] = []

    def switched_on(cond: Condition) -> bool:
        if cond.when is not None and night.options.get(cond.when[0]) != cond.when[1]:
            return False
        if cond.unless is not None and night.options.get(cond.unless[0]) == cond.unless[1]:
            return False
        return True

    listed = [c for c in spec.rows_of(Condition) if switched_on(c)]
    if spec.pseudo:
        return listed
    # A status a row exempts (with its option's value, or always): the last row of a status says.
    exempt = {row.status: row.when for row in spec.rows_of(ExemptGeneral)}
    clan_level = spec.row(ClanLevel) is not None
    may_be_dead = spec.row(TargetMayBeDead) is not None
    general: list[Condition] = []
    for cond in night.ruleset.general_conditions:
        if not switched_on(cond):
            continue
        if strict and not cond.listed:
            dropped.append(cond)
            continue
        if cond.scope == "role" and not spec.role_move:
            continue
        if cond.scope == "personal" and clan_level:
            continue
        if cond.scope == "targeted" and (not act.targets or (may_be_dead and cond.status == "dead")):
            continue
        if cond.scope == "hostile" and not spec.hostile:
            continue
        if cond.attacks and spec.attack not in cond.attacks:
            continue
        if cond.scope == "original" and act.origin != "move":
            continue
        if any(c.subject == cond.subject and _covers(c.status, cond.status) for c in listed):
            continue
        if cond.status in exempt:
            when = exempt[cond.status]
            if when is None or night.options.get(when[0]) == when[1]:
                continue
        general.append(cond)
    if strict_dropped:
        return [c for c in dropped if not any(x.subject == c.subject and _covers(x.status, c.status) for x in listed)
                and not (c.scope == "role" and not spec.role_move)
                and not (c.scope == "personal" and clan_level)]
    return listed + general


def strict_lists(night: Night) -> bool:
    """Is the rule set's option «only the failures each role's list names» on (bankers B-07)?"""
    option = night.ruleset.strict_lists_option
    return option is not None and bool(night.options.get(option, False))
