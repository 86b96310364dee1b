"""An action kind, as data (part of a rule set, `resolver.specs.ruleset`): `ActionSpec` and the small parts only it has.

- `ActionSpec`: what every action has — its id, names, step, clause (and ruling), how many targets it takes, how
  the rules class it (a «ролевой ход», hostile, a visit, a watch, the kind of attack, made by the engine) — and its
  `rows`, each one mechanic (`resolver.specs.rows.Row`): its limits (`resolver.specs.limits`), its listed failures
  (`resolver.specs.target.Condition`) and what reaches it (`resolver.specs.nature`), what it does
  (`resolver.specs.effects`), the acts it derives and what a kill sets off (`resolver.specs.derived`), what it tells
  (`resolver.specs.letters`).
- Rows of its own: `ReplaceSpec` (a dead player's seat taken over), `GiftSpec` and `TakeSpec` (an item given or taken).

No engine module is imported here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypeVar

from resolver.specs.derived import Branches
from resolver.specs.letters import MoreTargetsOn, TimeGroup
from resolver.specs.limits import NeedsEvent, NeedsItem, RepeatBan, RepeatLimit
from resolver.specs.nature import TargetMayBeDead
from resolver.specs.refs import ClauseId, ItemId, MessageCode, SideId, StepId
from resolver.specs.role import RecruitSpec
from resolver.specs.rows import Row

R = TypeVar("R", bound=Row)
_NONE: tuple[Row, ...] = ()


@dataclass(frozen=True)
class ActionSpec:
    id: str
    name_ru: str
    name_en: str
    step: StepId
    clause: ClauseId
    # The action's mechanics, one row each (`resolver.specs.rows`): read through `row` and `rows_of`, by type.
    rows: tuple[Row, ...] = ()
    aliases: tuple[str, ...] = ()
    max_targets: int = 1
    min_targets: int = 1
    ruling: str | None = None  # the project ruling (docs/rulings*.md) the action's own decisions cite with its clause
    role_move: bool = True  # a «ролевой ход» (theft and guests stop it): general conditions of scope "role" reach it
    hostile: bool = False  # a «враждебное действие» (andorra п.23, п.25): protections act on it
    attack: str | None = None  # the kind of attack, for result tables and protections («выстрел», «нож»)
    visits: bool = False  # a visit (andorra п.23 L97 «Посещают»): some protections act on visits
    watch: bool = False  # a «слежка» (andorra п.23 L96 «Следят»): what a reporter tells apart from a visit
    pseudo: bool = False  # made by the engine, never a player's move: only its listed conditions reach it

    def __post_init__(self) -> None:
        # The rows by type, in the data's order: every stage of the engine asks for one kind (not a field: the
        # mutation test and `dataclasses.replace` see the rows only).
        by_type: dict[type[Row], list[Row]] = {}
        for row in self.rows:
            by_type.setdefault(type(row), []).append(row)
        object.__setattr__(self, "_by_type", {kind: tuple(rows) for kind, rows in by_type.items()})

    def rows_of(self, kind: type[R]) -> tuple[R, ...]:
        """The action's rows of one kind, in order."""
        found: tuple[R, ...] = self._by_type.get(kind, _NONE)  # type: ignore[attr-defined]
        return found

    def row(self, kind: type[R]) -> R | None:
        """The action's row of one kind (the first), or None."""
        found: tuple[R, ...] | None = self._by_type.get(kind)  # type: ignore[attr-defined]
        return found[0] if found else None

    # Views for the readers outside the engine and the rule kinds (the input's checks and move entry, the game's
    # board and what-if, the workbench), which name the old fields: each is one row's datum. The engine reads rows.
    @property
    def needs_item(self) -> str | None:
        found = self.row(NeedsItem)
        return found.item if found is not None else None

    @property
    def repeat_ban(self) -> str | None:
        found = self.row(RepeatBan)
        return found.clause if found is not None else None

    @property
    def repeat_limit(self) -> RepeatLimit | None:
        return self.row(RepeatLimit)

    @property
    def recruit(self) -> RecruitSpec | None:
        return self.row(RecruitSpec)

    @property
    def takes_branches(self) -> str | None:
        found = self.row(Branches)
        return found.clause if found is not None else None

    @property
    def more_targets_on(self) -> tuple[str, int, str] | None:
        found = self.row(MoreTargetsOn)
        return (found.event, found.targets, found.clause) if found is not None else None

    @property
    def distinct_targets(self) -> str | None:
        found = self.row(MoreTargetsOn)
        return found.distinct if found is not None else None

    @property
    def params(self) -> Mapping[str, Any]:
        """The four old `params` keys the input, the game and the workbench still ask (`.get`), read-only."""
        out: dict[str, Any] = {}
        if self.pseudo:
            out["pseudo"] = True
        event = self.row(NeedsEvent)
        if event is not None:
            out["needs_event"] = event.event
        if self.row(TargetMayBeDead) is not None:
            out["target_may_be_dead"] = True
        group = self.row(TimeGroup)
        if group is not None:
            out["time_group"] = group.group
        return MappingProxyType(out)


@dataclass(frozen=True)
class ReplaceSpec(Row):
    """A move that takes over a dead player's seat: when it works the actor takes the target's role (from the next
    night, as the rule set carries it on, `actor_takes_role`). The target must be dead (`target_not_dead`), of
    `side` and of the actor's clan (`not_own_clan`), and the actor must not have taken a seat before (his carried
    `replaced_role`: `already_replaced`), each with `clause`."""

    kind = "replaces"
    side: SideId
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class GiftSpec(Row):
    """The actor gives the target one item of `items`, named by the move's `choice` (`resolver/engine/gifts.py`).

    Each item of the list is there once: one given since the list was last renewed (the giver's carried
    `PlayerState.given`) cannot be given again (`pool_clause`) until all are given, and then the list renews.
    The item reaches the target at dawn (`dawn_clause`): he cannot use it the night it is given.
    """

    kind = "gift"
    items: tuple[ItemId, ...]
    clause: ClauseId
    pool_clause: ClauseId
    dawn_clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class TakeSpec(Row):
    """The actor takes one item of the target's, named by the move's `choice` («на свой выбор», andorra L334).

    `barred` items are never taken (the pistol and the knife) but the actor sees them: the actor is told
    the target's whole list (`seen_code`). A choice the target does not hold, or a barred one, takes
    nothing and says why with `barred_clause` / `clause`.
    """

    kind = "takes_item"
    clause: ClauseId
    barred: frozenset[ItemId] = frozenset()
    barred_clause: ClauseId | None = None
    seen_code: MessageCode = "letter_items_seen"
    ruling: str | None = None
    # Items seen in the list without being held: those whose id is a trait of the target's role (a shooter's pistol).
    seen_by_trait: frozenset[ItemId] = frozenset()
