"""A scenario compiled for the engine: players with their role specs, and acts.

An act is one action by one actor on its targets at one step. Moves become
acts; the rule set adds acts of its own (the lynch, a delayed death, a
stolen move performed by the thief). Act ids depend only on the content of
the night, never on the order of the moves in the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from datetime import datetime, time
from typing import Any

from model import Move, Scenario
from model.scenario import PlayerState
from resolver.specs.nature import HostileOn
from resolver.specs.derived import Redirects
from resolver.specs.ruleset import ActionSpec, RoleSpec, RulesetSpec


@dataclass(frozen=True, init=False)
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
    # A derived act exists only when its parent triggered this: a protection id (the counter-shot,
    # the reflection) or "retarget" (a redirect's copy).
    trigger: str | None = None
    via: str | None = None  # the act whose status gave the protection (the guard behind a counter-shot)
    # The first target (None without one): read for nearly every condition, so stored rather than a property.
    target: str | None = field(init=False, repr=False, compare=False)

    def __init__(self, id: str, action: str, actor: str | None, targets: tuple[str, ...], step: str, order: float,
                 time: float | None = None, move_index: int | None = None, origin: str = "move",
                 parent: str | None = None, clan: str | None = None, sender: str | None = None,
                 trigger: str | None = None, via: str | None = None) -> None:
        # The fields in one update, not the frozen dataclass's setattr one by one: a night makes its acts (and their
        # copies) by the dozen. Still frozen: `__setattr__` refuses.
        self.__dict__.update(id=id, action=action, actor=actor, targets=targets, step=step, order=order, time=time,
                             move_index=move_index, origin=origin, parent=parent, clan=clan, sender=sender,
                             trigger=trigger, via=via, target=targets[0] if targets else None)

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

    # The hostile twins of the actions with a `HostileOn` row, made once a night.
    _hostile_twins: dict[str, ActionSpec] = field(default_factory=dict, repr=False, compare=False)

    @property
    def options_key(self) -> int | None:
        """The night's options as a key for what is derived from the rule set and the options alone
        (`RulesetSpec.memo`); None when a value cannot be a key. Worked out once: the options are fixed
        once the night is compiled. A small number stands for the options (the same options, the same
        number, kept in the memo): a key made with it is hashed at once, not option by option."""
        if self._options_key is None:
            try:
                options: Any = tuple(self.options.items())  # in the rule set's order, then the file's
                tokens: dict[Any, int] = self.ruleset.memo.setdefault("options_tokens", {})
                key: Any = tokens.setdefault(options, len(tokens))
            except TypeError:
                key = False
            self._options_key = key
        return None if self._options_key is False else self._options_key

    _options_key: Any = field(default=None, init=False, repr=False, compare=False)

    def action(self, act: Act) -> ActionSpec:
        spec = self.ruleset.actions[act.action]
        on_trait = spec.row(HostileOn)
        if on_trait is None or act.target not in self.players:
            return spec
        if on_trait.trait not in self.players[act.target or ""].role.traits:
            return spec
        twin = self._hostile_twins.get(spec.id)
        if twin is None:
            twin = self._hostile_twins[spec.id] = replace(spec, hostile=True, visits=False)
        return twin

    def role_of(self, name: str) -> RoleSpec:
        return self.players[name].role

    @property
    def event(self) -> str | None:
        return self.scenario.day.event

    def act(self, act_id: str) -> Act:
        return self._by_id[act_id]

    def acts_of(self, actor: str | None) -> list[Act]:
        """The acts of one actor (his moves and what is derived from them), from an index."""
        return self._by_actor.get(actor, [])

    def index(self) -> None:
        self._by_id = {a.id: a for a in self.acts}
        # The acts by the order of moves (`Act.sort_key`), with their keys: read by whatever walks the night in
        # that order (the graph's components, reports, the dawn), sorted once.
        self.sort_keys: dict[str, tuple[Any, ...]] = {a.id: a.sort_key() for a in self.acts}
        self.in_order: list[Act] = sorted(self.acts, key=lambda a: self.sort_keys[a.id])
        self._by_actor: dict[str | None, list[Act]] = {}
        self._clan_moves: dict[str, list[Act]] = {}
        # Acts by (action, first target): a group act finds its members without walking the whole night.
        self.by_action_target: dict[tuple[str, str | None], list[Act]] = {}
        self._clan_senders: dict[str, str | None] = {}
        for act in self.acts:
            self._by_actor.setdefault(act.actor, []).append(act)
            self.by_action_target.setdefault((act.action, act.target), []).append(act)
            clan = self.players[act.actor].clan if act.actor in self.players else None
            if act.origin == "move" and clan is not None:
                self._clan_moves.setdefault(clan, []).append(act)

    @property
    def clan_senders(self) -> dict[str, str | None] | None:
        """clan -> who sends its moves tonight (`resolver.engine.limits.clan_sender`), filled as asked once the night's
        acts are all there (`index`); None before."""
        return self.__dict__.get("_clan_senders")

    def clan_moves(self, clan: str) -> list[Act]:
        """The moves the members of a clan sent (in the night's order), from an index once the acts are all
        there (`index`); while the night is still being compiled, from the acts so far."""
        index: dict[str, list[Act]] | None = self.__dict__.get("_clan_moves")
        if index is None:
            return [a for a in self.acts if a.origin == "move" and a.actor in self.players
                    and self.players[a.actor].clan == clan]
        return index.get(clan, [])


@lru_cache(maxsize=4096)
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
    trigger: str | None = None,
    via: str | None = None,
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
        trigger=trigger,
        via=via,
    )


def told_target(night: "Night", act: Act) -> str | None:
    """The target its actor is told of: a copy the Телепат turned onto a new target, its mover not knowing of it
    (`Redirects.unaware_clause`, andorra L327), names the target he chose; any other act, its own."""
    if act.trigger == "retarget" and act.via and act.parent:
        turned = night.action(night.act(act.parent)).row(Redirects)
        if turned is not None and turned.unaware_clause is not None:
            return night.act(act.via).target
    return act.target


def player_role(ruleset: RulesetSpec, role_id: str, turned: str | None) -> RoleSpec:
    """A player's role; with a role he has become besides it (`RoleSpec.keeps_own`, the Упырь) his own role's
    moves (less the new role's `drops`) under the new role's side and traits."""
    role = ruleset.roles[role_id]
    extra = ruleset.roles.get(turned or "")
    if extra is None or extra.keeps_own is None:
        return role
    # Named by both (the post opens «Доктор, Упырь», DIGEST A-49).
    return replace(role, name_ru=f"{role.name_ru}, {extra.name_ru}", name_en=f"{role.name_en}, {extra.name_en}",
                   side=extra.side, traits=role.traits | extra.traits, drops=role.drops + extra.drops,
                   actions=tuple(a for a in dict.fromkeys(role.actions + extra.actions)
                                 if a not in {d for d, _clause in extra.drops}))


def compile_night(ruleset: RulesetSpec, scenario: Scenario) -> Night:
    """Build the engine's view of a validated, normalised scenario."""
    options = {name: spec.default for name, spec in ruleset.options.items()}
    options.update(scenario.options)
    players = {
        p.name: PlayerInfo(
            name=p.name,
            role=player_role(ruleset, p.role, p.state.turned),
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
        from resolver.engine.moves import compile_moves

        night.acts = compile_moves(night)
    from resolver.engine.derive import derive_acts, group_acts, pending_acts

    night.acts.extend(pending_acts(night))
    night.acts.extend(group_acts(night))
    night.acts.extend(derive_acts(night))
    from resolver.engine.recruit import forced_acts

    night.acts.extend(forced_acts(night))
    moved = {m.step: m.order for m in ruleset.step_moves if options.get(m.switch[0]) == m.switch[1]}
    if moved:  # an option that puts a step elsewhere in the order (`StepMoved`)
        night.acts = [replace(a, order=moved[a.step]) if a.step in moved else a for a in night.acts]
    night.acts.sort(key=Act.sort_key)
    night.index()
    return night
