"""A scenario compiled for the engine: players with their role specs, and acts.

An act is one action by one actor on its targets at one step. Moves become
acts; the rule set adds acts of its own (the lynch, a delayed death, a
stolen move performed by the thief). Act ids depend only on the content of
the night, never on the order of the moves in the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, time
from typing import Any

from model import Move, Scenario
from model.scenario import PlayerState
from resolver.ruleset import ActionSpec, RoleSpec, RulesetSpec


@dataclass(frozen=True)
class Act:
    id: str
    action: str
    actor: str | None
    targets: tuple[str, ...]
    step: str
    order: float
    time: float | None = None
    move_index: int | None = None
    origin: str = "move"  # move | derived | pseudo
    parent: str | None = None
    clan: str | None = None
    sender: str | None = None

    @property
    def target(self) -> str | None:
        return self.targets[0] if self.targets else None

    def sort_key(self) -> tuple[Any, ...]:
        return (
            self.order,
            self.time if self.time is not None else float("inf"),
            self.actor or "",
            self.action,
            self.targets,
            self.id,
        )


@dataclass
class PlayerInfo:
    name: str
    role: RoleSpec
    clan: str | None
    alive: bool
    items: tuple[str, ...]
    state: PlayerState

    @property
    def side(self) -> str:
        return self.role.side


@dataclass
class NotCounted:
    move_index: int
    actor: str
    action: str
    code: str
    clause: str
    ruling: str | None = None
    params: dict[str, str] = field(default_factory=dict)


@dataclass
class Night:
    ruleset: RulesetSpec
    scenario: Scenario
    options: dict[str, Any]
    players: dict[str, PlayerInfo]
    acts: list[Act] = field(default_factory=list)
    not_counted: list[NotCounted] = field(default_factory=list)
    # (p, m): act m reaches back in the order to decide act p (see graph.precedence)
    decided_by: set[tuple[str, str]] = field(default_factory=set)

    def opt(self, name: str) -> Any:
        return self.options[name]

    def action(self, act: Act) -> ActionSpec:
        return self.ruleset.actions[act.action]

    def role_of(self, name: str) -> RoleSpec:
        return self.players[name].role

    @property
    def event(self) -> str | None:
        return self.scenario.day.event

    def act(self, act_id: str) -> Act:
        return self._by_id[act_id]

    def index(self) -> None:
        self._by_id = {a.id: a for a in self.acts}


def time_key(text: str | None) -> float | None:
    """Seconds for ordering «пришедшая раньше»; None when no time was given."""
    if text is None:
        return None
    raw = text.strip()
    try:
        moment = datetime.fromisoformat(raw)
        return moment.timestamp()
    except ValueError:
        pass
    if raw.count(":") == 0:
        raw += ":00"
    if raw.index(":") == 1:
        raw = "0" + raw  # 9:05 -> 09:05
    clock = time.fromisoformat(raw)
    return clock.hour * 3600 + clock.minute * 60 + clock.second + clock.microsecond / 1e6


def is_full_datetime(text: str) -> bool:
    try:
        datetime.fromisoformat(text.strip())
        return True
    except ValueError:
        return False


def make_act(
    ruleset: RulesetSpec,
    action_id: str,
    actor: str | None,
    targets: tuple[str, ...],
    *,
    move: Move | None = None,
    move_index: int | None = None,
    origin: str = "move",
    parent: str | None = None,
    clan: str | None = None,
    sender: str | None = None,
    suffix: str = "",
) -> Act:
    spec = ruleset.actions[action_id]
    step = ruleset.steps[spec.step]
    who = actor if actor is not None else "night"
    act_id = f"{who}/{action_id}/{'+'.join(targets)}{suffix}"
    return Act(
        id=act_id,
        action=action_id,
        actor=actor,
        targets=targets,
        step=spec.step,
        order=step.order,
        time=time_key(move.time) if move is not None else None,
        move_index=move_index,
        origin=origin,
        parent=parent,
        clan=clan,
        sender=sender,
    )


def compile_night(ruleset: RulesetSpec, scenario: Scenario) -> Night:
    """Build the engine's view of a validated, normalised scenario."""
    options = {name: spec.default for name, spec in ruleset.options.items()}
    options.update(scenario.options)
    players = {
        p.name: PlayerInfo(
            name=p.name,
            role=ruleset.roles[p.role],
            clan=p.clan,
            alive=p.alive,
            items=tuple(p.items),
            state=p.state,
        )
        for p in scenario.players
    }
    night = Night(ruleset=ruleset, scenario=scenario, options=options, players=players)
    if ruleset.policy.expand_acts is not None:
        night.acts = ruleset.policy.expand_acts(night)
    else:
        night.acts = [
            make_act(ruleset, m.action, m.actor, tuple(m.targets), move=m, move_index=i)
            for i, m in enumerate(scenario.moves)
        ]
    night.acts.sort(key=Act.sort_key)
    night.index()
    return night
