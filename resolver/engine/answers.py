"""An act that answers its actor a question about its target (effect "check"), as data.

`ActionSpec.answers` = (rule, yes code, no code): a `TargetRule` about the target (a trait, a role, a side);
when the act works its actor is told the yes or the no sentence, a `private` decision on the act (shown next
to his move's result). `ActionSpec.answer_table`: rows (`AnswerRow`) tried in order, the first switched on
whose tests all hold is the answer, an `info` decision `answer_<answer>` on the act (the rule set's post tells
it to the actor); the answer is kept on the act's outcome (`info["answer"]`) for what the night carries on.
A search for a role (`ActionSpec.seeks`) fails when there is none to find (`seek_failure`).
No rule-set id is named here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from resolver.engine.limits import Failure
from resolver.engine.night import Act, Night
from resolver.engine.stages import switched_on
from resolver.specs.target import AnswerTest
from resolver.engine.targets import holds, side_of

if TYPE_CHECKING:
    from resolver.engine.night_state import State


@dataclass(frozen=True)
class Answer:
    """What a check tells its actor: the decision to record, and the answer kept on the act's outcome."""

    kind: str
    code: str
    clause: str
    ruling: str | None = None
    causes: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    value: str | None = None


def _passes(night: Night, act: Act, test: AnswerTest, target: str, traits: frozenset[str] | None) -> bool:
    role = night.players[target].role
    if test.require == "side":
        found = side_of(night, target) == test.value
    elif test.require == "trait":
        found = test.value in (role.traits if traits is None else traits)
    elif test.require == "role":
        found = role.id == test.value
    elif test.require == "role_peaceful":
        found = role.role_peaceful
    else:  # "sought": the role the actor seeks, as his carried state names it
        actor = night.players.get(act.actor or "")
        sought = (actor.state.seeking_role if actor is not None else None) or test.value
        found = role.id == sought
    return found != test.negate


def answer(night: Night, act: Act, traits: frozenset[str] | None = None) -> Answer | None:
    """The answer an act of effect "check" gives its actor, or None; `traits` the target's at this moment of the
    night (a role he turned into tonight, `resolver.engine.turning.traits_now`), else his role's."""
    spec = night.action(act)
    target = act.target
    if target is None or target not in night.players:
        return None
    if spec.answers is not None:
        rule, yes, no = spec.answers
        return Answer("private", yes if holds(night, act, rule, target, traits) else no, rule.clause, causes=(act.id,),
                      params={"who": target})
    for row in spec.answer_table:
        if switched_on(night, row.when, row.unless) and all(_passes(night, act, t, target, traits) for t in row.tests):
            return Answer("info", f"answer_{row.answer}", row.clause or spec.clause, row.ruling,
                          params={"who": target}, value=row.answer)
    return None


def seek_failure(night: Night, state: State, act: Act) -> Failure | None:
    """A search for a role (`ActionSpec.seeks`) with none to find: nobody of the role lives and the actor seeks
    no other, or its target is of the role and hidden by a status tonight."""
    seek = night.action(act).seeks
    if seek is None or act.actor is None:
        return None
    holders = [n for n, p in night.players.items() if p.role.id == seek.role]
    if not night.players[act.actor].state.seeking_role and not any(
            night.players[n].alive and n not in state.deaths for n in holders):
        return (seek.gone_code, seek.clause, seek.ruling, {})
    hidden = [m.producer for m in state.marks.get((act.target or "", seek.hidden_by), ()) if not m.tentative]
    if act.target in holders and hidden:
        return (seek.hidden_code, seek.clause, seek.ruling, {"who": act.target, "causes": hidden})
    return None


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
