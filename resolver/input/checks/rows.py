"""The handlers of the rule sets' typed check rows (`resolver/specs/checks.py`), one per kind and stage.

A row is read where its part of the file is checked: the roster's rows after every role is an id, the day's
after the day's names are ids, a move's once its action is an id and its actor found (whatever name the host
wrote the action by). Rows run in the rule set's order; a move stops at the first row it fails.
"""

from __future__ import annotations

from typing import Any, Callable

from model import Move, Player, Scenario
from resolver.input.checks.context import Checked
from resolver.input.load_result import LoadResult
from resolver.input.reader import Problem
from resolver.specs.checks import ClanSize, DayHolder, StateGate
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec
from resolver.text.problems import say


def holder_given(c: Checked, row: DayHolder) -> None:
    """The day's holder: given on the day of the event, to a player in the game of one of the roles."""
    day = c.data.day
    name = getattr(day, row.field)
    if name is None:
        return
    where = ("day", row.field)
    if day.event != row.event:
        c.add(where, say(row.wrong_day), c.rule(row.clause))
    holder = c.by_name.get(name)
    if holder is None:
        c.add(where, say(row.not_in_game, name=name))
    elif holder.role not in row.roles:
        role = c.rs.roles.get(holder.role)
        c.add(where, say(row.wrong_role, name=holder.name, **named("role", role)) if role is not None
              else say(row.wrong_role_unknown), c.rule(row.clause))


def holder_moves(c: Checked, row: DayHolder, i: int, move: Move, actor: Player) -> bool:
    """The holder's move is his alone."""
    holder = getattr(c.data.day, row.field)
    if move.action != row.action or holder == move.actor:
        return False
    c.add(("moves", i, "action"), say(row.not_holder, name=move.actor, holder=holder), c.rule(row.clause))
    return True


def gate_opens(c: Checked, row: StateGate, i: int, move: Move, actor: Player) -> bool:
    """The move of his role that his carried state does not allow."""
    if move.action != row.action or row.action not in c.rs.roles[actor.role].actions:
        return False
    if bool(getattr(actor.state, row.field)) == row.wanted:
        return False
    c.add(("moves", i, "action"), say(row.message, name=move.actor), c.rule(row.clause))
    return True


def clan_size(c: Checked, row: ClanSize) -> None:
    """The living members of each clan past the most a clan may have, each named."""
    members: dict[str, list[int]] = {}
    for i, player in enumerate(c.data.players):
        if player.alive and player.clan is not None and player.role in c.rs.roles:
            members.setdefault(player.clan, []).append(i)
    for clan, indices in members.items():
        for i in indices[row.most:]:
            c.add(("players", i, "clan"), say(row.message, name=c.data.players[i].name, clan=clan, count=len(indices),
                                              max=row.most), c.rule(row.clause))


RosterRow = Callable[[Checked, Any], None]
MoveRow = Callable[[Checked, Any, int, Move, Player], bool]

# kind -> its handler, by the stage it is read at; every kind of `resolver.specs.checks.ROW_KINDS` has one.
ROSTER_ROWS: dict[str, RosterRow] = {"clan_size": clan_size}
DAY_ROWS: dict[str, RosterRow] = {"day_holder": holder_given}
MOVE_ROWS: dict[str, MoveRow] = {"day_holder": holder_moves, "state_gate": gate_opens}


def check_roster_rows(c: Checked) -> None:
    for row in c.rs.checks:
        handler = ROSTER_ROWS.get(row.kind)
        if handler is not None:
            handler(c, row)


def check_day_rows(c: Checked) -> None:
    for row in c.rs.checks:
        handler = DAY_ROWS.get(row.kind)
        if handler is not None:
            handler(c, row)


def has_move_rows(rs: RulesetSpec) -> bool:
    """Whether any of the rule set's check rows reads a move (andorra's only row reads the roster)."""
    return any(row.kind in MOVE_ROWS for row in rs.checks)


def move_row_problems(rs: RulesetSpec, day: Any, actor: Player, move: Move) -> list[Problem]:
    """What the rule set's move rows say of one move outside a night file (a pasted line: `resolver.input.paste_moves`),
    by the same handlers the loader runs; `day` is the night's `Day`."""
    checked = Checked(rs, Scenario.model_construct(ruleset=rs.id, players=[actor], day=day, moves=[move]), LoadResult("<paste>"))
    check_move_rows(checked, 0, move, actor)
    return checked.result.problems


def check_move_rows(c: Checked, i: int, move: Move, actor: Player) -> None:
    """A move whose action is an id and whose actor is in the game, against the rows; the first problem stops."""
    if actor.role not in c.rs.roles:
        return
    for row in c.rs.checks:
        handler = MOVE_ROWS.get(row.kind)
        if handler is not None and handler(c, row, i, move, actor):
            return
