"""What an act does once performed, as rows of its action (`ActionSpec.rows`): its effect and what it leaves.

- a death: `Kill` (its kill kind, the blast on the victim's guests, a kind an option names, the guilt test);
- statuses and effects laid: `Leaves` (a status on the target or the actor), `Lays` (a pending effect), `TurnsPending`
  (a second laying turns the target into a role instead), `Host` (an invitation: the guest spends the night there);
- what the actor learns: `Answers` (a yes/no check), `AnswerTable` (a check with more answers), `Relay` (the answer of
  the actor's check of the night before, passed to the target), `TargetLetter` (a letter its target gets);
- a corpse revived (`Revive`); items made (`MakesItem`); a flag carried (`SetsFlag`).

A seat taken over (`ReplaceSpec`), an item taken (`TakeSpec`) or given (`GiftSpec`) are in `resolver.specs.action`, a
recruitment (`RecruitSpec`) in `resolver.specs.role`, what a watch sees (`SightSpec`) in `resolver.specs.target`.
Their handlers are `resolver.engine.effects`. No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from resolver.specs.refs import (
    ActionId,
    ClauseId,
    ItemId,
    KillKindId,
    MessageCode,
    PendingId,
    Ref,
    RoleId,
    StateField,
    StatusId,
)
from resolver.specs.rows import Row
from resolver.specs.target import AnswerRow, TargetRule


@dataclass(frozen=True)
class Kill(Row):
    """The act kills its targets with `kill_kind` (its label in the post, its clause). `blast`: the kill reaches the
    victim's guests too (bankers B-10). `kind_when` = (option, value, kill kind): with the option at that value the
    kill is of that kind (andorra A-28 labels). `guilty_only`: the clause of a check that kills (jails) its target only
    if he is guilty (`GuiltSpec`); the actor is told which."""

    kind = "kill"
    kill_kind: KillKindId
    blast: bool = False
    kind_when: Annotated[tuple[str, Any, KillKindId], Ref("switch")] | None = None
    guilty_only: ClauseId | None = None


@dataclass(frozen=True)
class Leaves(Row):
    """A status the act leaves on its target (or its actor): when it works (`timing` "succ"), or on an attempt
    ("perf"). `edge`: how the dependency graph draws this act's edges (block, protect, kill)."""

    kind = "leaves"
    status: str  # a status this act gives (what the check of a rule set takes as known)
    who: Literal["actor", "target"] = "target"
    timing: Literal["succ", "perf"] = "succ"
    edge: str | None = None


@dataclass(frozen=True)
class Lays(Row):
    """A pending effect (`PendingSpec` id) the act lays on its target instead of an instant kill: it comes due later."""

    kind = "lays"
    pending: PendingId


@dataclass(frozen=True)
class TurnsPending(Row):
    """On a target who carries `pending` from an earlier night the act turns him into `role` at its moment (a role he
    holds besides his own, `RoleSpec.keeps_own`) instead of laying it again (andorra L375, L378: the second bite)."""

    kind = "turns_pending"
    pending: PendingId
    role: RoleId
    clause: ClauseId


@dataclass(frozen=True)
class Host(Row):
    """An invitation: its target spends the night at the actor's (statuses `guest`, `guest_<host_kind>`,
    `guest_of:<host>`); `lethal`, a doomed guest. What a blast does to the guests is this row's: `blast_clause` for the
    host's guest, `co_guest_clause` for a guest's guest; `saved_by`, the status that saves a guest from it."""

    kind = "host"
    host_kind: str
    lethal: bool = False
    blast_clause: ClauseId | None = None
    co_guest_clause: ClauseId | None = None
    saved_by: StatusId | None = None
    edge: str | None = "block"


@dataclass(frozen=True)
class Answers(Row):
    """A check (`resolver/engine/answers.py`): the actor is told `yes` when the target meets `rule`, else `no`
    (andorra's анализ крови: Нечисть?)."""

    kind = "answers"
    rule: TargetRule
    yes: MessageCode
    no: MessageCode


@dataclass(frozen=True)
class AnswerTable(Row):
    """A check with more than two answers (bankers: мафия / ролевой мирный / неролевой / сын): `rows` tried in order,
    the first that holds is the answer (`AnswerRow`)."""

    kind = "answer_table"
    rows: tuple[AnswerRow, ...]


@dataclass(frozen=True)
class Relay(Row):
    """The act tells its target the answer of the actor's check of action `check` made the night before (andorra
    L196: the Медсестра «может сообщить результат Ван Хельсингу»), from the carried `last_targets` and `found`; with
    none to pass on the move is illegal (`clause`)."""

    kind = "relay"
    check: ActionId
    clause: ClauseId


@dataclass(frozen=True)
class Revive(Row):
    """One of tonight's dead lives again (`code` the decision that says so). `corpse_only`: the ruling by which only
    the killed, not the jailed (a kill kind with no corpse), are revived. `result_back_when` = (option, value, clause,
    ruling): with the option at that value the revived player gets his night result after all."""

    kind = "revive"
    code: MessageCode = "revived"
    corpse_only: str | None = None
    result_back_when: Annotated[tuple[str, Any, ClauseId, str], Ref("switch")] | None = None


@dataclass(frozen=True)
class MakesItem(Row):
    """When the act works `item` is made, held by the actor ("actor"), its target ("target") or by whoever sends his
    clan's moves ("clan_head", the clan's items, andorra п.20)."""

    kind = "makes_item"
    item: ItemId
    holder: Literal["actor", "target", "clan_head"]
    clause: ClauseId


@dataclass(frozen=True)
class TargetLetter(Row):
    """The letter (decision code) its target gets when the act works, with the clause of the actor's move."""

    kind = "target_letter"
    code: MessageCode


@dataclass(frozen=True)
class SetsFlag(Row):
    """A `PlayerState` flag set in the carried state when the act was made and, if `answer` is named, gave it
    (`resolver.engine.carry.carry_kept`; bankers: the Фанатка found the Детектив, her check is spent)."""

    kind = "sets_flag"
    flag: StateField
    answer: str | None = None
