"""An action's rows laid out once in the order of each stage of an act (`resolver.engine.mechanics.ORDER`): the plan.

Most steps of an act's evaluation (`resolver.engine.evaluate`) are about a row most actions do not have; the plan
lists, stage by stage, the handlers and rows an action has, so an act asks only those. It is derived from the
action's data alone (the hostile twin of an action shares its plan) and kept in `RulesetSpec.memo`, so it cannot
disagree with the data.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

from resolver.engine.handler import Failure, Handler
from resolver.engine.mechanics import HANDLERS, ORDER
from resolver.engine.night import Act, Night
from resolver.specs.action import ActionSpec
from resolver.specs.rows import Row
from resolver.specs.ruleset import RulesetSpec

Step = tuple[Handler[Any], Row]


@dataclass(frozen=True)
class ActPlan:
    illegal: tuple[Callable[[Night, Act], Failure | None], ...]  # a player's move's limits, from the night alone
    limit: tuple[Step, ...]  # the limits read from the branch
    stands: tuple[Step, ...]  # whether the move stands at all
    inputs: tuple[Step, ...]  # the acts whose outcomes those read
    quorum: tuple[Step, ...]  # a group act's quorum, asked first
    reached: tuple[Step, ...]  # a failure found once the act reached its target
    met: tuple[Step, ...]  # what the act learns as it meets its target
    worked: tuple[Step, ...]  # the notes on an act that worked
    noted: tuple[Step, ...]  # the notes on a performed act
    settled: tuple[Step, ...]  # once its word is known, before its effect
    performed: tuple[Step, ...]  # what being carried out costs
    apply: tuple[Step, ...]  # what the act does
    on_victim: tuple[Step, ...]  # what a kill sets off at each victim's death
    on_kill: tuple[Step, ...]  # ... and once all are dead
    after: tuple[Step, ...]  # the notes and others' words after the act
    reported: tuple[Step, ...]  # what the actor is told once the night is resolved
    produces: tuple[Step, ...]  # the statuses it may give, for the graph
    carry: tuple[Step, ...]  # what the act leaves in its actor's carried state


def _steps(spec: ActionSpec, stage: str) -> tuple[Step, ...]:
    out: list[Step] = []
    for kind in ORDER[stage]:
        if not isinstance(kind, type):
            continue
        rows: tuple[Row, ...] = spec.rows_of(kind)
        out.extend((HANDLERS[kind], row) for row in rows)
    return tuple(out)


def _illegal(ruleset: RulesetSpec, spec: ActionSpec) -> tuple[Callable[[Night, Act], Failure | None], ...]:
    out: list[Callable[[Night, Act], Failure | None]] = []
    for kind in ORDER["illegal"]:
        if isinstance(kind, type):
            rows: tuple[Row, ...] = spec.rows_of(kind)
            out.extend(partial(_ask_illegal, HANDLERS[kind], row) for row in rows)
        elif kind[1](ruleset, spec.id):
            out.append(kind[0])
    return tuple(out)


def _ask_illegal(handler: Handler[Any], row: Row, night: Night, act: Act) -> Failure | None:
    return handler.illegal(night, act, row)


def act_plan(ruleset: RulesetSpec, spec: ActionSpec) -> ActPlan:
    key = ("act_plan", spec.id)
    found: ActPlan | None = ruleset.memo.get(key)
    if found is None:
        found = ruleset.memo[key] = ActPlan(
            illegal=_illegal(ruleset, spec),
            limit=_steps(spec, "limit"),
            stands=_steps(spec, "stands"),
            inputs=_steps(spec, "inputs"),
            quorum=_steps(spec, "quorum"),
            reached=_steps(spec, "reached"),
            met=_steps(spec, "met"),
            worked=_steps(spec, "worked"),
            noted=_steps(spec, "noted"),
            settled=_steps(spec, "settled"),
            performed=_steps(spec, "performed"),
            apply=_steps(spec, "apply"),
            on_victim=_steps(spec, "on_victim"),
            on_kill=_steps(spec, "on_kill"),
            after=_steps(spec, "after"),
            reported=_steps(spec, "reported"),
            produces=_steps(spec, "produces"),
            carry=_steps(spec, "carry"),
        )
    return found
