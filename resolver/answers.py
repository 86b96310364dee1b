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


def relayed(night: Night, act: Act) -> tuple[str, str, dict[str, Any]] | None:
    """(code, clause, params) of the answer an act of effect "relay" passes to its target (`ActionSpec.relays`):
    the answer the actor's check of that action gave the night before, or None when he made none."""
    spec = night.action(act)
    if spec.relays is None or act.actor is None or act.actor not in night.players:
        return None
    check, clause = spec.relays
    carried = night.players[act.actor].state
    tested = next((t for k, t in carried.last_targets.items() if (night.ruleset.action_id(k) or k) == check), None)
    answers = night.ruleset.actions[check].answers
    if tested is None or answers is None:
        return None
    found = any(tested in players for k, players in carried.found.items() if (night.ruleset.action_id(k) or k) == check)
    return (answers[1] if found else answers[2]), clause, {"who": tested, "by": act.actor}
