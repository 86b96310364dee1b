"""Checks of a night file that some rule sets' data need, as typed rows (issue 19 point 2).

A rule set lists them in `RulesetSpec.checks`; `resolver/input/checks/rows.py` holds one handler per `kind`,
run with the generic checks (`resolver/input/validate.py`) after names have become ids. Every row names its
clause; a message is a key of the problems' texts (`resolver/text/problems.py`). `row_errors` says which id a
row names that its rule set does not have (run when a rule set registers, `resolver.rulesets.get_ruleset`).
No rule-set id is named here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Iterable, Literal, Union

from model import Day, PlayerState

if TYPE_CHECKING:
    from resolver.specs.ruleset import RulesetSpec


@dataclass(frozen=True)
class DayHolder:
    """A thing the host gives one player for a day (`Day.<field>` names him), with the move only he makes.

    Given only on the day of `event`, only to a player of one of `roles`, and `action` is made only by him
    (bankers: the миномёт of Праздник, «Одному неролевому мирному … дарится миномет», L178).
    """

    field: str  # the Day field naming the holder
    event: str
    roles: frozenset[str]
    action: str
    clause: str
    # The problems' texts: given on another day, to a player not in the game, to a role not of `roles` (that
    # role named, or not a role of the rule set), the move made by someone else.
    wrong_day: str
    not_in_game: str
    wrong_role: str
    wrong_role_unknown: str
    not_holder: str
    kind: Literal["day_holder"] = "day_holder"


@dataclass(frozen=True)
class StateGate:
    """A move of a role that its player's carried state must allow: `PlayerState.<field>` is `wanted`.

    The gates of one move are read in the data's order and the first that fails is the problem (bankers: the
    Фанатка's own check, «в награду получает возможность один раз проверить самой», L116: only once she has found
    the Детектив, and only once). A player whose role has not the move is the engine's (an illegal move).
    """

    action: str
    field: str
    wanted: bool
    message: str
    clause: str
    kind: Literal["state_gate"] = "state_gate"


@dataclass(frozen=True)
class ClanSize:
    """At most `most` living players in one clan (andorra «В клане может быть одновременно не более 5 членов (без
    учёта севших и убитых)», L132): the players past it are named."""

    most: int
    clause: str
    message: str = "clan_too_big"
    kind: Literal["clan_size"] = "clan_size"


CheckRow = Union[DayHolder, StateGate, ClanSize]
ROW_KINDS: tuple[str, ...] = ("day_holder", "state_gate", "clan_size")

_DAY_FIELDS = frozenset(Day.model_fields)
_STATE_FIELDS = frozenset(PlayerState.model_fields)


def state_fields(rs: RulesetSpec) -> tuple[str, ...]:
    """The fields of a player's carried state (`PlayerState`) that the rule set's check rows read: what a move a
    player may make depends on, beside his role and items (the simulator's memo of legal moves keys on them)."""
    return tuple(sorted({row.field for row in rs.checks if isinstance(row, StateGate)}))


def row_errors(rs: RulesetSpec, message_keys: Iterable[str]) -> list[str]:
    """What each of the rule set's check rows names that does not exist: «bankers checks[0] (day_holder).event:
    'holday' is no event». Empty when every id is known."""
    keys = frozenset(message_keys)
    out: list[str] = []
    for index, row in enumerate(rs.checks):
        where = f"{rs.id} checks[{index}] ({row.kind})"
        if row.kind not in ROW_KINDS:
            out.append(f"{where}: no such kind of check (known: {', '.join(ROW_KINDS)})")
            continue
        for name, value, known, what in _named(rs, row):
            if value not in known:
                out.append(f"{where}.{name}: {value!r} is no {what}")
        for name in (f.name for f in fields(row) if f.name in _MESSAGE_FIELDS):
            if getattr(row, name) not in keys:
                out.append(f"{where}.{name}: {getattr(row, name)!r} is no problem text")
        if isinstance(row, ClanSize) and row.most < 1:
            out.append(f"{where}.most: {row.most} leaves no clan a member")
    return out


# The fields of the rows that hold a key of the problems' texts.
_MESSAGE_FIELDS = frozenset({"wrong_day", "not_in_game", "wrong_role", "wrong_role_unknown", "not_holder", "message"})


def _named(rs: RulesetSpec, row: CheckRow) -> list[tuple[str, str, Iterable[str], str]]:
    """(field, value, the ids it must be one of, what they are) for each id a row names."""
    named: list[tuple[str, str, Iterable[str], str]] = [("clause", row.clause, rs.clauses, "clause")]
    if isinstance(row, DayHolder):
        named += [("field", row.field, _DAY_FIELDS, "field of the day"), ("event", row.event, rs.events, "event"),
                  ("action", row.action, rs.actions, "action")]
        named += [("roles", role, rs.roles, "role") for role in sorted(row.roles)]
    elif isinstance(row, StateGate):
        named += [("action", row.action, rs.actions, "action"),
                  ("field", row.field, _STATE_FIELDS, "field of the carried state")]
    return named
