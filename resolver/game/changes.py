"""What-if changes: a move's targets or action, a move dropped, a player's items or state, a host option.

Made on the scenario as the host wrote it (names, not ids); the variant is written back to YAML
(`variant_text`) and loaded like any file, so a bad change is reported with the same located problems as
the CLI. `resolver.game.whatif` compares the variant with the night.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from model import Scenario
from resolver.input.entry import actions_for, day_event, day_of, seats
from resolver.input.loader import parse_text
from resolver.rulesets import get_ruleset
from resolver.specs.action import ActionSpec

SCHEMA_REF = "../scenario.schema.json"


# ------------------------------------------------------------ changes
@dataclass(frozen=True)
class MoveTargets:
    """Move number `index` (0-based, as in the file) gets new targets."""

    index: int
    targets: tuple[str, ...]


@dataclass(frozen=True)
class Items:
    player: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class OptionValue:
    name: str
    value: Any


@dataclass(frozen=True)
class PlayerStatus:
    """Alive or not before the night, and the Шизик whose victim the player is."""

    player: str
    alive: bool | None = None
    doomed_by: str | None = None
    set_doomed_by: bool = False


@dataclass(frozen=True)
class MoveAction:
    """Move `index` becomes another action its actor may make (id or Russian name); `targets` None keeps the
    move's own targets as far as they fit the new action (`fitted_targets`)."""

    index: int
    action: str
    targets: tuple[str, ...] | None = None


@dataclass(frozen=True)
class DropMove:
    """Move `index` is not made: the night without it."""

    index: int


Change = Union[MoveTargets, MoveAction, DropMove, Items, OptionValue, PlayerStatus]
# What belongs to one action only and goes when the move becomes another (a Жулик's branches, an answer).
ACTION_OWN_FIELDS = ("branches", "choice")


def _night_data(scenario: Scenario) -> dict[str, Any]:
    data: dict[str, Any] = scenario.model_dump(mode="json", by_alias=True)
    return data


def tonight_event(scenario: Scenario) -> str | None:
    """The day's event id (bankers Полнолуние), on which some actions take more targets."""
    return day_event(_night_data(scenario), get_ruleset(scenario.ruleset))


def move_actions(scenario: Scenario, index: int) -> list[str]:
    """The action ids the actor of move `index` may make tonight (`resolver.input.entry.actions_for`, the choices
    the night's entry offers), the move's own action among them when the rule set knows it."""
    rs = get_ruleset(scenario.ruleset)
    move = scenario.moves[index]
    data = _night_data(scenario)
    table = seats(data, rs)
    seat = next((s for s in table if s.name == move.actor), None)
    found = actions_for(seat, table, rs, day_event(data, rs), day_of(data)) if seat is not None else []
    own = rs.action_id(move.action)
    return found if own is None or own in found else [own, *found]


def most_targets(spec: ActionSpec, event: str | None = None) -> int:
    """How many targets the action takes tonight (more on its event's day: bankers Полнолуние)."""
    more = spec.more_targets_on
    return max(spec.max_targets, more[1] if more and more[0] == event else 0)


def fitted_targets(spec: ActionSpec, targets: list[str], event: str | None = None) -> list[str]:
    """A move's targets kept for another action: as many as it takes, in their order."""
    return list(targets[:most_targets(spec, event)])


def _set_action(scenario: Scenario, change: MoveAction) -> None:
    rs = get_ruleset(scenario.ruleset)
    allowed = move_actions(scenario, change.index)
    action = rs.action_id(change.action)
    move = scenario.moves[change.index]
    if action is None or action not in allowed:
        names = ", ".join(rs.actions[a].name_ru for a in allowed) or "—"
        raise ValueError(f"{move.actor}: «{change.action}» — не его ход этой ночью (может: {names}); "
                         f"not a move {move.actor} may make tonight")
    spec = rs.actions[action]
    if rs.action_id(move.action) != action:
        for name in ACTION_OWN_FIELDS:
            setattr(move, name, type(move).model_fields[name].get_default(call_default_factory=True))
    move.action = spec.name_ru
    event = tonight_event(scenario)
    move.targets = fitted_targets(spec, list(move.targets if change.targets is None else change.targets), event)


def apply_changes(scenario: Scenario, changes: list[Change]) -> Scenario:
    """The night with the changes; a move's index is its place in the night as written (a drop comes last)."""
    out = scenario.model_copy(deep=True)
    players = {p.name: p for p in out.players}
    dropped: set[int] = set()
    for change in changes:
        if isinstance(change, MoveTargets):
            out.moves[change.index].targets = list(change.targets)
        elif isinstance(change, MoveAction):
            _set_action(out, change)
        elif isinstance(change, DropMove):
            dropped.add(change.index)
        elif isinstance(change, Items):
            players[change.player].items = list(change.items)
        elif isinstance(change, OptionValue):
            out.options[change.name] = change.value
        elif isinstance(change, PlayerStatus):
            player = players[change.player]
            if change.alive is not None:
                player.alive = change.alive
            if change.set_doomed_by:
                player.state.doomed_by = change.doomed_by
    out.moves = [m for i, m in enumerate(out.moves) if i not in dropped]
    return out


def night_yaml(scenario: Scenario, schema_ref: str | None = SCHEMA_REF, expect: dict[str, Any] | None = None) -> str:
    """A scenario as YAML a host can read: a move with one target on one line, `expect` in block style."""
    import yaml

    data = scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    data.pop("expect", None)
    data["moves"] = [_one_target(m) for m in data.get("moves", [])]
    body = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110)
    if expect is not None:
        body += yaml.safe_dump({"expect": expect}, allow_unicode=True, sort_keys=False,
                               default_flow_style=False, width=110)
    header = f"# yaml-language-server: $schema={schema_ref}\n" if schema_ref else ""
    return header + body


def _one_target(move: dict[str, Any]) -> dict[str, Any]:
    targets = move.get("targets", [])
    if len(targets) != 1:
        return move
    out: dict[str, Any] = {}
    for key, value in move.items():
        if key == "targets":
            out["target"] = value[0]
        else:
            out[key] = value
    return out


def variant_text(text: str, changes: list[Change], schema_ref: str | None = SCHEMA_REF) -> str | None:
    """The night with the changes, as YAML; None when the night itself does not parse."""
    parsed = parse_text(text)
    if parsed.scenario is None:
        return None
    return night_yaml(apply_changes(parsed.scenario, changes), schema_ref)
