"""A move's limits, as rows of its action (`ActionSpec.rows`): what makes a player's move illegal (failed with its
clause, the host warned, the night still resolved) or keeps it from standing at all.

- from the night alone (the moves, the players as the night began, their carried state, the options): `NotSelf`,
  `RepeatLimit`, `RepeatBan`, `PerTarget`, `UsesPerGame`, `NeedsItem`, `NeedsFound`, `NeedsRest`, `TeamSingle`,
  `ClanSingle`, `Hunt` / `NotWithHunt`, `NeedsEvent`;
- a clan's moves: `ClanMove` (who sends them), `ClanShared`, `ClanPick` (one counted per clan), `ClanGone`;
- whose moves count at all: `CountedFrom` (the others of its roles are not counted, no violation);
- whether the move stands: `OffWhen`, `ActorBar`, `CancelSpec`.

Read by `resolver.engine.limits` and `resolver.engine.move_checks` (their handlers in `resolver.engine.mechanics`).
No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from resolver.specs.refs import ActionId, ClauseId, EventId, ItemId, MessageCode, OptionId, Ref, RoleId, Switch, TraitId
from resolver.specs.rows import Row

SpentMode = Literal["on_use", "on_success", "unless_stopped"]


@dataclass(frozen=True)
class NotSelf(Row):
    """The move may not target its actor (`clause`); with `when`, only while that option has that value."""

    kind = "not_self"
    clause: ClauseId
    when: Switch | None = None


@dataclass(frozen=True)
class RepeatLimit(Row):
    """Not the same first target two nights running with any of `actions` (`clause`); `unless` lifts it."""

    kind = "repeat_limit"
    clause: ClauseId
    actions: tuple[ActionId, ...]
    unless: Switch | None = None


@dataclass(frozen=True)
class RepeatBan(Row):
    """Not the target of the actor's last move of this action (`clause`): his carried `last_targets` (a failed move
    counts too under the rule set's `repeat_counts_failed`)."""

    kind = "repeat_ban"
    clause: ClauseId


@dataclass(frozen=True)
class PerTarget(Row):
    """A target at most `uses` times a game with this action (`clause`), from the carried `used_on`; `only_self`: the
    limit is on the actor himself only (classic п.41 «лечить себя только один раз за игру»), others are free."""

    kind = "per_target"
    clause: ClauseId
    uses: int = 1
    only_self: bool = False


@dataclass(frozen=True)
class UsesPerGame(Row):
    """At most `uses` moves of this action a game (`clause`), from the carried `uses_left`; with `when`, only while
    that option has that value (andorra A-19)."""

    kind = "uses_per_game"
    uses: int
    clause: ClauseId
    when: Switch | None = None


@dataclass(frozen=True)
class NeedsItem(Row):
    """An item the actor (or his clan's head) must hold, spent when used: on any use, only when its user is told
    «удачно», or whenever the act was carried out — not when a protection stopped it or its target was out of
    reach (andorra A-61). `spent_when` = (option, value, mode): with the option at that value, that mode."""

    kind = "needs_item"
    item: ItemId
    spent: SpentMode = "on_use"
    spent_when: Annotated[tuple[str, Any, SpentMode], Ref("switch")] | None = None


@dataclass(frozen=True)
class NeedsFound(Row):
    """The move needs an earlier night's check by the actor of action `check` that answered yes on the target
    (andorra L247 «Не может стрелять без проверки»), from the carried `PlayerState.found`."""

    kind = "needs_found"
    check: ActionId
    clause: ClauseId


@dataclass(frozen=True)
class NeedsRest(Row):
    """The move needs a night without a move before it since its last use (andorra L381 «накопить энергию»), from
    the carried `PlayerState.rested`."""

    kind = "needs_rest"
    clause: ClauseId


@dataclass(frozen=True)
class NeedsEvent(Row):
    """The move is there only on a day with this event (bankers' миномёт on Праздник): offered by the input only
    then; its holder is checked by the rule set's own checks."""

    kind = "needs_event"
    event: EventId


@dataclass(frozen=True)
class TeamSingle(Row):
    """A team's moves (`RoleSpec.team`): with the option at that value, the team makes one move of a `move_type`
    (default: the action) a night: the best-priority member's counts, another's is illegal (andorra AN-53)."""

    kind = "team_single"
    clause: ClauseId
    option: OptionId
    value: Any
    move_type: str | None = None

    def refs(self) -> list[tuple[str, str, Any]]:
        return [("option", "switch", (self.option, self.value))]


@dataclass(frozen=True)
class ClanMove(Row):
    """A clan's move (andorra L136): `clause` says who sends the clan's moves — of the living members' moves the
    best role `priority` (then the earliest time) counts."""

    kind = "clan_move"
    clause: ClauseId


@dataclass(frozen=True)
class ClanSingle(Row):
    """One move of a type a night per clan (`clause`): a higher-priority member's move makes another illegal, one of
    equal priority makes it void. `move_type`: when several actions are one type (andorra п.20: both searches)."""

    kind = "clan_single"
    clause: ClauseId
    move_type: str | None = None


@dataclass(frozen=True)
class ClanShared(Row):
    """Members of a clan may share this move (`clause`): each is told who else made it."""

    kind = "clan_shared"
    clause: ClauseId


@dataclass(frozen=True)
class ClanPick(Row):
    """One move of this action counts per clan, its member's of the best role `priority` (then the earliest, then by
    name); the others are not counted; the chosen one is an act per target, made for the clan
    (`resolver/engine/moves.py`; bankers: the clan's kill, L34)."""

    kind = "clan_pick"
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class CountedFrom(Row):
    """Whose moves of this action count (`clause`): a player of one of `roles`; while no player of them is in the
    game as the night begins (dead, or executed by the day before it), a player of one of `heirs`. The move of a
    player of these or of `senders` that does not count is not counted: no violation, it is simply not taken
    (classic п.25, п.26, п.32: «проверка, присланная мафиози, не засчитывается»). Anyone else's is a move his role
    does not have: illegal, with his role's clause (classic п.55 «Мирный житель ночного хода не имеет»)."""

    kind = "counted_from"
    roles: tuple[RoleId, ...]
    clause: ClauseId
    heirs: tuple[RoleId, ...] = ()
    senders: tuple[RoleId, ...] = ()


@dataclass(frozen=True)
class ClanGone(Row):
    """A clan's move fails when no member of the clan lives (`clause`)."""

    kind = "clan_gone"
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class Hunt(Row):
    """A hunt: a move with `NotWithHunt` may not be sent with it; this one is then the player's illegal move (the
    other's clause, with `ruling`), and with the option `both_fail` at its value the other move fails too."""

    kind = "hunt"
    ruling: str | None = None
    both_fail: Switch | None = None


@dataclass(frozen=True)
class NotWithHunt(Row):
    """The move may not be sent together with a hunt (`clause`, `Hunt`)."""

    kind = "not_with_hunt"
    clause: ClauseId


@dataclass(frozen=True)
class OffWhen(Row):
    """With the option at that value the move is switched off: it fails with `code` and `clause`."""

    kind = "off_when"
    switch: Switch
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class ActorBar(Row):
    """A player whose role has `trait` may not make the move: it fails with `code`."""

    kind = "barred"
    trait: TraitId
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class CancelSpec(Row):
    """A clan's move called off by its target: when a clan aims this move at a player whose role has `trait`, that
    clan's moves of it fail (`code`, `clause`, param `clan`), every clan's with the option `all_when` at its value
    (then with `all_ruling`)."""

    kind = "cancelled_by"
    trait: TraitId
    code: MessageCode
    clause: ClauseId
    all_when: Switch | None = None
    all_ruling: str | None = None
    # (code, code when another clan's kill of this action did happen, clause): the post line for each clan whose
    # move was called off (`resolver.engine.dawn.cancel_posts`; bankers L58 «убийство от мафов не произошло»).
    post: tuple[MessageCode, MessageCode, ClauseId] | None = None
