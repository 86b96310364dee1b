"""What the host tells after the night, as data (`RulesetSpec.post`, recorded by `resolver.engine.morning_post`).

The engine records these decisions once per outcome, after the rule set's summary (its hook, or the plain
carry-over); `resolver.report` renders them and nothing else. Each note is (code, clause, ruling) of the rule
set's messages and clauses. No engine module is imported here.

- `headline`: the post's title, and the next day's event when it has one;
- `hidden`: a death whose role the post does not open on a day of an event;
- `stats`: the night's counts (deaths of some kinds, acts that worked), no names;
- `told`: `info` decisions on an act (a check's answer, what a watcher saw) told to its actor in his private
  result; `on_success`: a line an act tells its actor when it worked;
- `illegal`: the line an illegal move tells its actor (classic п.67);
- `void_reads`: the result word a player reads for a move he could not make (its result `void`);
- `about`: what a player learns about himself (a status someone gave him); `out`: that he is out of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from resolver.specs.refs import ActionId, ClauseId, EventId, KillKindId, MessageCode, RowKind, StatusId

Note = tuple[MessageCode, ClauseId, str | None]


@dataclass(frozen=True)
class Headline:
    """The title (`title`, param `night`) and, when the next day has an event, its line (`event`, params
    `event_ru` and `event_en`, the event's names)."""

    title: Note
    event: Note


@dataclass(frozen=True)
class HiddenByEvent:
    """On a day of `event` the post does not open the roles of the deaths it lists (`note`, param `who`): the
    night's deaths when the next day has the event, a death of a `day_kinds` kind when the day before the night
    had it. A death of an `open_kinds` kind is opened all the same."""

    event: EventId
    note: Note
    day_kinds: frozenset[KillKindId]
    open_kinds: frozenset[KillKindId] = frozenset()


@dataclass(frozen=True)
class CountDeaths:
    """A count (`param`) of tonight's deaths of every kind but `except_kinds`."""

    param: str
    except_kinds: frozenset[KillKindId]


@dataclass(frozen=True)
class CountActs:
    """A count (`param`) of the acts that worked, of an action with a row of one of `kinds` (`Row.kind`: the checks
    are `answers` and `answer_table`) or of this `action`."""

    param: str
    kinds: tuple[RowKind, ...] = ()
    action: ActionId | None = None


@dataclass(frozen=True)
class Stats:
    """The statistics line (`note`), one param a count."""

    note: Note
    counts: tuple[CountDeaths | CountActs, ...]


@dataclass(frozen=True)
class Told:
    """An `info` decision of this `code` on an act is told to its actor: a `private` line on the act, with the
    decision's clause, ruling and params."""

    code: MessageCode


@dataclass(frozen=True)
class SuccessLine:
    """An act of `action` whose result is «success» tells its actor `code` (param `who`, its target)."""

    action: ActionId
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class VoidReads:
    """A move its actor could not make (result `void`) reads `result` (`code`): its first failure's clause,
    else its action's."""

    code: MessageCode
    result: str
    ruling: str | None = None


@dataclass(frozen=True)
class StatusLine:
    """A player alive when the night began who has `status` at dawn is told `code` (param `who`): one line citing
    `clause` and every act that gave the status; with `clause` None, one line a status mark, citing the clause of
    the action that gave it, with the mark's `data` fields as params."""

    status: StatusId
    code: MessageCode
    clause: ClauseId | None = None
    data: tuple[str, ...] = ()


@dataclass(frozen=True)
class PostSpec:
    headline: Headline | None = None
    hidden: HiddenByEvent | None = None
    stats: Stats | None = None
    told: tuple[Told, ...] = ()
    on_success: tuple[SuccessLine, ...] = ()
    void_reads: VoidReads | None = None
    illegal: Note | None = None  # the line a player's illegal move tells him, with its clause
    # One line a death («Убит: <ник> (<роль>)» for each, classic п.59) instead of one line a label listing them all.
    line_per_death: bool = False
    # «Nobody died» is said when nobody died at night, whoever the day's verdict took (classic п.60: the execution
    # is the day's post, п.79).
    nobody_besides_verdict: bool = False
    about: tuple[StatusLine, ...] = ()
    # A player who died tonight: (code, ruling), the line citing his kind of death's clause, params `who`,
    # `how_ru` and `how_en` (its label, lower case).
    out: tuple[MessageCode, str | None] | None = None
