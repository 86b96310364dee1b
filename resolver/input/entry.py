"""What a host enters for a night: each living player's possible moves, in the order of moves.

Read from the rule set's data only: a role's actions (`RoleSpec.actions`), the item an action needs
(`ActionSpec.needs_item`, a clan's items for a clan member), the day's event an action needs
(`params["needs_event"]`), uses left in the game, the rule set's check rows (`RulesetSpec.checks`). The page and `resolver.input.paste_moves` both ask here,
so a pasted move and a picked one are offered the same choices. Works on the night as plain data
(the scenario mapping), so a half-built night still gets its choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from model import Day, Move, Player, PlayerState
from resolver.input.checks.rows import has_move_rows, move_row_problems
from resolver.input.reader import Problem
from resolver.specs.ruleset import ActionSpec, RulesetSpec


@dataclass(frozen=True)
class Seat:
    """One player as the entry form sees him."""

    name: str
    role: str | None  # role id, None when the role is not known to the rule set
    clan: str | None
    items: tuple[str, ...]  # item ids
    alive: bool
    state: dict[str, Any]


def _text(value: Any) -> str:
    return "" if value is None else str(value).strip()


def _truth(value: Any) -> bool:
    return str(value).strip().lower() not in ("false", "no", "off", "0", "n", "f", "нет")


def seats(data: dict[str, Any], rs: RulesetSpec) -> list[Seat]:
    """The players of a night mapping (as `night_tables.night_data` gives it), in file order."""
    out = []
    for p in data.get("players") or []:
        if not isinstance(p, dict) or not _text(p.get("name")):
            continue
        raw_items = p.get("items") or []
        items = tuple(i for i in (rs.item_id(str(x)) for x in (raw_items if isinstance(raw_items, list) else [raw_items]))
                      if i)
        clan = _text(p.get("clan"))
        state = p.get("state")
        out.append(Seat(name=_text(p["name"]), role=rs.role_id(_text(p.get("role"))),
                        clan=(rs.clan_id(clan) or clan) if clan else None, items=items,
                        alive=_truth(p.get("alive", True)), state=state if isinstance(state, dict) else {}))
    return out


def day_event(data: dict[str, Any], rs: RulesetSpec) -> str | None:
    day = data.get("day")
    event = _text(day.get("event")) if isinstance(day, dict) else ""
    return rs.event_id(event) if event else None


def day_of(data: dict[str, Any]) -> Day:
    """The night's day as the loader reads it, names as written. A day that does not validate (the loader says why)
    keeps the fields that are plain texts as written (the event, the миномёт's holder), so the check rows still read
    them: the quick entry and the paste then agree."""
    day = data.get("day")
    raw = day if isinstance(day, dict) else {}
    try:
        return Day.model_validate(raw)
    except ValidationError:
        kept: dict[str, Any] = {k: v for k, v in raw.items() if k in Day.model_fields and isinstance(v, str)}
        return Day.model_construct(None, **kept)


def _has_item(seat: Seat, item: str, table: list[Seat], rs: RulesetSpec) -> bool:
    if item in seat.items:
        return True
    spec = rs.items.get(item)
    if spec is None or spec.clan_item is None or seat.clan is None:
        return False
    return any(s.alive and s.clan == seat.clan and item in s.items for s in table)


def _uses_left(seat: Seat, spec: ActionSpec, rs: RulesetSpec) -> int | None:
    uses = seat.state.get("uses_left")
    if not isinstance(uses, dict):
        return None
    for key, value in uses.items():
        if rs.action_id(str(key)) == spec.id and str(value).isdigit():
            return int(value)
    return None


def offered(spec: ActionSpec) -> bool:
    """An action a player sends (not one the engine derives: a linch, a poison's death, a counter-shot)."""
    return not spec.params.get("pseudo")


def refused_by_rows(rs: RulesetSpec, day: Day, seat: Seat, action: str, targets: Sequence[str] = ()) -> list[Problem]:
    """What the rule set's check rows (`RulesetSpec.checks`) say of this move, by the loader's own handlers
    (`resolver/input/checks/rows.py`): bankers' миномёт fired by one who is not the day's holder, the Фанатка's own
    check before she found the Детектив or a second time. The seat's state is read as written, field by field: a
    broken field the rows do not read (the loader names it) does not open a gate."""
    if seat.role is None or not has_move_rows(rs):
        return []
    written: dict[str, Any] = {k: v for k, v in seat.state.items() if k in PlayerState.model_fields}
    state = PlayerState.model_construct(None, **written)
    actor = Player.model_construct(name=seat.name, role=seat.role, clan=seat.clan, state=state)
    return move_row_problems(rs, day, actor, Move(actor=seat.name, action=action, targets=list(targets)))


def actions_for(seat: Seat, table: list[Seat], rs: RulesetSpec, event: str | None = None,
                day: Day | None = None) -> list[str]:
    """The action ids this player may send tonight, his role's first, then those his items give; none the rule
    set's check rows refuse him (`refused_by_rows`, on `day` — else a day of `event` with no holder named)."""
    if not seat.alive:
        return []
    role = rs.roles.get(seat.role or "")
    listed = set(a for r in rs.roles.values() for a in r.actions)
    out: list[str] = []
    for action_id in (role.actions if role else ()):
        spec = rs.actions.get(action_id)
        if spec is None or not offered(spec):
            continue
        if spec.needs_item and not _has_item(seat, spec.needs_item, table, rs):
            continue
        if _uses_left(seat, spec, rs) == 0:
            continue
        out.append(action_id)
    # Moves no role lists: those the day's event hands out (bankers Праздник: the миномёт), and an item's, to its
    # holder (andorra п.06: «Применение подарков - ночной ход», L309).
    for spec in rs.actions.values():
        if spec.id in listed or not offered(spec) or role is None:
            continue
        needs = spec.params.get("needs_event")
        if needs and needs == event:
            out.append(spec.id)
        elif spec.needs_item and not needs and _has_item(seat, spec.needs_item, table, rs) \
                and _uses_left(seat, spec, rs) != 0:
            out.append(spec.id)
    if has_move_rows(rs):
        checked_day = day if day is not None else Day.model_construct(event=event)
        out = [a for a in out if not refused_by_rows(rs, checked_day, seat, a)]
    return sorted(out, key=lambda a: (rs.actions[a].needs_item is not None, role.actions.index(a)
                                      if role and a in role.actions else 99))


def step_order(rs: RulesetSpec, action_id: str) -> float:
    step = rs.steps.get(rs.actions[action_id].step)
    return step.order if step is not None else 999.0


def in_order_of_moves(data: dict[str, Any], rs: RulesetSpec) -> list[tuple[Seat, list[str]]]:
    """The living players who have a move, each with his actions, in the order of moves (the step of his
    role's first own move; then as the file lists them). Players with no move come last."""
    table = seats(data, rs)
    event = day_event(data, rs)
    day = day_of(data)
    rows = [(seat, actions_for(seat, table, rs, event, day)) for seat in table if seat.alive]

    def key(item: tuple[Seat, list[str]]) -> float:
        own = [a for a in item[1] if rs.actions[a].needs_item is None]
        return min((step_order(rs, a) for a in own or item[1]), default=1e9)

    order = {seat.name: i for i, seat in enumerate(table)}
    return sorted(rows, key=lambda r: (key(r), order[r[0].name]))


def moves_by_actor(data: dict[str, Any]) -> dict[str, list[int]]:
    """Actor name -> indexes of his moves in the night's `moves` list."""
    out: dict[str, list[int]] = {}
    for i, move in enumerate(data.get("moves") or []):
        if isinstance(move, dict) and _text(move.get("actor")):
            out.setdefault(_text(move["actor"]), []).append(i)
    return out


def stays_home(data: dict[str, Any]) -> set[str]:
    """The players who wrote that they stay home tonight (the night's `home`): their move is sent, and it is none."""
    home = data.get("home")
    return {_text(n) for n in home if _text(n)} if isinstance(home, list) else set()


def without_move(data: dict[str, Any], rs: RulesetSpec) -> list[str]:
    """Living players who have a move to send and have sent none yet, nor written that they stay home (andorra L9:
    such a player «сидел дома»)."""
    sent = set(moves_by_actor(data)) | stays_home(data)
    return [seat.name for seat, actions in in_order_of_moves(data, rs) if actions and seat.name not in sent]
