"""The acts an act derives and what a kill sets off, as rows of its action (`ActionSpec.rows`).

- derived acts (compiled with the night, they exist only if their parent triggers them): `Redirects` (a copy of
  each of the redirected player's moves), `Forces` (a role's act «независимо от хода»), `OnWatched` (a watch's
  strike at the moment of the act it saw), `GroupOf` (one act per target of a group move with a quorum),
  `Branches` (a move's conditional branches);
- what a kill sets off: `TransformsOnKill`, `OnKillOf`, `TakesGiversOf`, `KillsActorGivers`.

Their handlers are `resolver.engine.derived`. No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from resolver.specs.refs import ActionId, ClauseId, KillKindId, OptionId, PendingId, RoleId, SideId, StatusId, Switch
from resolver.specs.rows import Row


@dataclass(frozen=True)
class Redirects(Row):
    """Targets = (whose move, new target): that player's acts go to the new target (a copy of each, the original
    held by the actor condition `redirected`); with none to reach, the move fails."""

    kind = "redirects"
    # The clause by which the player whose move was turned is not told of it (andorra L327 «Сам игрок не узнает об
    # изменении цели»): his result reads his move as he sent it (a `private_as_sent` decision); None: he reads the copy.
    unaware_clause: ClauseId | None = None


@dataclass(frozen=True)
class Forces(Row):
    """The act sends every living player of `role` to do `action` on this act's target, «независимо от хода» (his own
    move of that action is replaced): a forced act (`resolver.engine.recruit.forced_acts`), andorra's визитки."""

    kind = "forces"
    role: RoleId
    action: ActionId
    clause: ClauseId


@dataclass(frozen=True)
class OnWatched(Row):
    """A watch (`resolver/engine/watch.py`): at each successful hostile act whose doer (`side` "actor") or target
    ("target") is the watched player, the watcher makes `action` (at the doer, or at himself for "target"), «в момент»
    of that act."""

    kind = "on_watched"
    side: Literal["actor", "target"]
    action: ActionId


@dataclass(frozen=True)
class GroupOf(Row):
    """A group act with a quorum (andorra's stakes, bankers' Мирная охота): one act per target of the `member`
    action's acts, done only if `quorum` of them reached it (a number, or the option that names it); every member is
    told the group's word. `quorum_clause`: the clause of the quorum (default: the action's)."""

    kind = "group_of"
    member: ActionId
    quorum: int | OptionId
    quorum_clause: ClauseId | None = None


@dataclass(frozen=True)
class Branches(Row):
    """A move with conditional branches (the Жулик's, `clause`): each branch an act (`resolver/engine/moves.py`) that
    fails when the move failed and keeps the limits of the one whose move it is (`ruling`)."""

    kind = "branches"
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class TransformsOnKill(Row):
    """A kill of a player of `side` turns the killer into `role` «в момент убийства» (andorra L271)."""

    kind = "transforms_on_kill"
    side: SideId
    role: RoleId
    clause: ClauseId


@dataclass(frozen=True)
class OnKillOf(Row):
    """A kill of a player of `side` leaves `statuses` on the killer and lays `pending` on him (andorra: the Коп's
    depression after killing a Мирный)."""

    kind = "on_kill_of"
    side: SideId
    statuses: tuple[str, ...]  # statuses this act gives
    pending: PendingId | None
    clause: ClauseId


@dataclass(frozen=True)
class TakesGiversOf(Row):
    """A successful kill also kills each player whose act gave the victim one of these statuses tonight (the bloody
    kill's blocker, andorra L320): (status, unless), `unless` = (option, value) switching one off."""

    kind = "takes_givers_of"
    givers: tuple[tuple[StatusId, Switch | None], ...]


@dataclass(frozen=True)
class KillsActorGivers(Row):
    """When this act works, each player whose act gave its *actor* `status` tonight dies of `kill_kind` (andorra
    L235: the Священник who confessed a Маньяк who made a bloody kill that night)."""

    kind = "kills_actor_givers"
    status: StatusId
    kill_kind: KillKindId
    clause: ClauseId
