"""Hang a rule set's day data on its `RulesetSpec`: the rules, their clauses, options, sentences, acts."""

from __future__ import annotations

from resolver.day.house import MODKILL_ACTION
from resolver.day.messages import DAY_MESSAGES
from resolver.specs.day import DayRules
from resolver.specs.ruleset import (
    ActionSpec,
    Clause,
    Condition,
    Kill,
    KillKind,
    OptionSpec,
    RulesetSpec,
    StepSpec,
)


def attach(
    spec: RulesetSpec,
    rules: DayRules,
    clauses: dict[str, tuple[str, str, tuple[int, int]]],
    messages: dict[str, tuple[str, str]],
    options: tuple[OptionSpec, ...] = (),
    actions: tuple[ActionSpec, ...] = (),
    kill_kinds: tuple[KillKind, ...] = (),
    kill_kinds_first: bool = False,
    steps: tuple[StepSpec, ...] = (),
    conditions: tuple[Condition, ...] = (),
) -> RulesetSpec:
    text = spec.text
    for cid, (ru, en, lines) in clauses.items():
        spec.clauses.setdefault(cid, Clause(cid, ru, en, lines, ruleset_text=text))
    spec.day = rules
    spec.messages = {**DAY_MESSAGES, **messages, **spec.messages}
    for option in options:
        spec.options.setdefault(option.name, option)
    for step in steps:
        spec.steps.setdefault(step.id, step)
    for action in actions:
        spec.actions.setdefault(action.id, action)
    new_kinds = {k.id: k for k in kill_kinds if k.id not in spec.kill_kinds}
    spec.kill_kinds = {**new_kinds, **spec.kill_kinds} if kill_kinds_first else {**spec.kill_kinds, **new_kinds}
    spec.general_conditions = tuple(spec.general_conditions) + tuple(conditions)
    if rules.house_rules and rules.penalty is not None and rules.verdict_action in spec.actions:
        # The house rules' modkill (a second skip): the host removes the player where the day's verdict acts.
        clause = rules.penalty.clause
        spec.actions.setdefault(MODKILL_ACTION, ActionSpec(
            MODKILL_ACTION, "Модкилл", "Modkill", spec.actions[rules.verdict_action].step, clause, role_move=False,
            pseudo=True, rows=(Kill(MODKILL_ACTION),)))
        spec.kill_kinds.setdefault(MODKILL_ACTION, KillKind(MODKILL_ACTION, "Модкилл", "Modkilled", clause,
                                                            aliases=("модкилл",)))
    return spec
