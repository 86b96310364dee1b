"""An act that answers its actor a question about its target, as rows of its action, with their handlers.

`Answers` (rule, yes code, no code): a `TargetRule` about the target (a trait, a role, a side); when the act works
its actor is told the yes or the no sentence, a `private` decision on the act (shown next to his move's result).
`AnswerTable`: rows (`AnswerRow`) tried in order, the first switched on whose tests all hold is the answer, an `info`
decision `answer_<answer>` on the act (the rule set's post tells it to the actor); the answer is kept on the act's
outcome (`info["answer"]`) for what the night carries on. A search for a role (`SeekSpec`) fails when there is none
to find; a `Relay` passes the answer of the night before on. No rule-set id is named here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model.scenario import PlayerState
from resolver.engine.handler import Failure, Handler
from resolver.engine.night import Act, Night, told_target
from resolver.engine.night_state import Outcome, State
from resolver.engine.stages import switched_on
from resolver.engine.targets import holds, side_of
from resolver.engine.turning import traits_now
from resolver.specs.effects import Answers, AnswerTable, Relay
from resolver.specs.target import AnswerTest, SeekSpec


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


def _record(state: State, act: Act, outcome: Outcome, found: Answer) -> None:
    """The answer told: kept on the act's outcome (as told at the act's moment, for what is carried) and recorded."""
    if found.value is not None:
        outcome.info["answer"] = found.value
    outcome.info["answer_code"] = found.code
    state.recorder.record(act.id, found.kind, found.code, found.clause, ruling=found.ruling, causes=found.causes,
                          **found.params)


def _asked(night: Night, state: State, act: Act, outcome: Outcome) -> tuple[str, frozenset[str]] | None:
    """The target a check that worked asks about, with his traits at its moment; None when it did not work."""
    target = act.target
    if not outcome.succeeded or target is None or target not in night.players:
        return None
    return target, traits_now(night, state, target)


class AnswersEffect(Handler[Answers]):
    """A yes/no check: the actor is told the yes or the no sentence, a `private` decision on the act (shown next to
    his move's result); a yes is carried as found (`PlayerState.found`), the target as the last one."""

    row_type = Answers

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Answers) -> None:
        asked = _asked(night, state, act, outcome)
        if asked is None:
            return
        target, traits = asked
        code = row.yes if holds(night, act, row.rule, target, traits) else row.no
        _record(state, act, outcome, Answer("private", code, row.rule.clause, causes=(act.id,),
                                            params={"who": told_target(night, act) if target == act.target else target}))

    def carry(self, night: Night, act: Act, outcome: Outcome, row: Answers, carried: PlayerState) -> None:
        if not act.target:
            return
        spec_id = night.action(act).id
        carried.last_targets[spec_id] = act.target
        # The answer as told at the act's moment (an Упырь made later tonight was no Нечисть then).
        if outcome.succeeded and outcome.info.get("answer_code") == row.yes:
            carried.found.setdefault(spec_id, [])
            if act.target not in carried.found[spec_id]:
                carried.found[spec_id].append(act.target)


class AnswerTableEffect(Handler[AnswerTable]):
    """A check with a table of answers: the first row switched on whose tests all hold is the answer, an `info`
    decision `answer_<answer>` on the act (the rule set's post tells it to the actor)."""

    row_type = AnswerTable

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: AnswerTable) -> None:
        asked = _asked(night, state, act, outcome)
        if asked is None:
            return
        target, traits = asked
        for answer_row in row.rows:
            if switched_on(night, answer_row.when, answer_row.unless) and all(
                    _passes(night, act, t, target, traits) for t in answer_row.tests):
                _record(state, act, outcome, Answer("info", f"answer_{answer_row.answer}",
                                                    answer_row.clause or night.action(act).clause, answer_row.ruling,
                                                    params={"who": told_target(night, act) if target == act.target
                                                            else target}, value=answer_row.answer))
                return


class SeekStands(Handler[SeekSpec]):
    """A search for a role with none to find: nobody of the role lives and the actor seeks no other, or its target
    is of the role and hidden by a status tonight."""

    row_type = SeekSpec

    def stands(self, night: Night, state: State, act: Act, row: SeekSpec) -> Failure | None:
        if act.actor is None:
            return None
        holders = [n for n, p in night.players.items() if p.role.id == row.role]
        if not night.players[act.actor].state.seeking_role and not any(
                night.players[n].alive and n not in state.deaths for n in holders):
            return (row.gone_code, row.clause, row.ruling, {})
        hidden = [m.producer for m in state.marks.get((act.target or "", row.hidden_by), ()) if not m.tentative]
        if act.target in holders and hidden:
            return (row.hidden_code, row.clause, row.ruling, {"who": act.target, "causes": hidden})
        return None


def relayed(night: Night, act: Act, row: Relay) -> tuple[str, str, dict[str, Any]] | None:
    """(code, clause, params) of the answer a relay passes to its target: the answer the actor's check of that
    action gave the night before, or None when he made none."""
    if act.actor is None or act.actor not in night.players:
        return None
    carried = night.players[act.actor].state
    tested = next((t for k, t in carried.last_targets.items() if (night.ruleset.action_id(k) or k) == row.check), None)
    answers = night.ruleset.actions[row.check].row(Answers)
    if tested is None or answers is None:
        return None
    found = any(tested in players for k, players in carried.found.items()
                if (night.ruleset.action_id(k) or k) == row.check)
    return (answers.yes if found else answers.no), row.clause, {"who": tested, "by": act.actor}


class RelayEffect(Handler[Relay]):
    """A relay: the player's illegal move with no check of the night before to pass on; else the target's letter."""

    row_type = Relay

    def illegal(self, night: Night, act: Act, row: Relay) -> Failure | None:
        if act.actor is None or relayed(night, act, row) is not None:
            return None
        return ("nothing_to_relay", row.clause, None, {"who": act.actor, "illegal": True})

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Relay) -> None:
        if not outcome.succeeded or not act.target:
            return
        passed = relayed(night, act, row)
        if passed is not None:
            code, clause, params = passed
            state.recorder.record(f"player:{act.target}", "letter", code, clause, causes=[act.id], **params)
