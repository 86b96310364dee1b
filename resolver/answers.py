"""An act that answers its actor a question about its target (effect "check"), as data.

`ActionSpec.answers` = (rule, yes code, no code): a `TargetRule` about the target (a trait, a role, a side);
when the act works its actor is told the yes or the no sentence, a `private` decision on the act (shown next
to his move's result). No rule-set id is named here.
"""

from __future__ import annotations

from typing import Any

from resolver.night import Act, Night
from resolver.targets import holds


def answer(night: Night, act: Act) -> tuple[str, str, dict[str, Any]] | None:
    """(code, clause, params) of the answer an act of effect "check" gives its actor, or None."""
    spec = night.action(act)
    target = act.target
    if spec.answers is None or target is None or target not in night.players:
        return None
    rule, yes, no = spec.answers
    return (yes if holds(night, act, rule, target) else no), rule.clause, {"who": target}
