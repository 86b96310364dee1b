"""Who takes a role at dawn, as data (`RulesetSpec.succession`, evaluated by `resolver.engine.succession`).

One mechanism for every «роль переходит к другому игроку с наступлением утра»: a `SuccessionSpec` lists its rules
(`SeatRule`), each a typed reading of one clause, tried in order at dawn. Each note is (code, clause, ruling) of the
rule set's messages and clauses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from resolver.specs.refs import ClauseId, MessageCode, RoleId, SideId, Switch, TraitId

Note = tuple[MessageCode, ClauseId, str | None]


@dataclass(frozen=True)
class HeirSpec:
    """A living player whose role has `trait` takes the seat (`role`) of a player of it who died tonight, in the
    dead one's clan (`joins`); of several clans' open seats, the clan with fewer living members (`smaller`), a tie
    is the host's lot (`lot`: his role changes, his clan is for the host to draw). A seat a stand-in took tonight
    is not open (`taken`). Every other living player of `side` is told (`told_own` in the heir's clan, `told`)."""

    trait: TraitId
    role: RoleId
    side: SideId
    joins: Note
    smaller: Note
    lot: Note
    taken: Note
    told: Note
    told_own: Note


@dataclass(frozen=True)
class StandInSpec:
    """With the option `when` at its value, a living player of `role` who has taken no seat before
    (`PlayerState.replaced_role`) takes the role of a member of his clan and `side` who died tonight (`takes`):
    the best role priority, then the earlier death; a tie is the host's lot (`lot`). A seat of the `unique` role
    is not open while a living member of his clan holds it (a clan never has two of it)."""

    role: RoleId
    side: SideId
    unique: RoleId
    when: Switch
    takes: Note
    lot: Note


@dataclass(frozen=True)
class PromotionSpec:
    """When players of `role` died tonight and none of it is left alive at dawn, a living player of `heir_role`
    still of it at dawn takes `role` and is told (`promoted`). The texts know one player of a role that is
    promoted (andorra's «Клан Копов: Шериф, Следователь»): of several, none takes it by himself, the host names
    him (`tie`); nothing depends on how names sort."""

    heir_role: RoleId
    role: RoleId
    promoted: Note
    tie: Note
    # The role's last player jailed by the day's verdict (`day.lynched`): the heir takes the role at nightfall, for
    # tonight's moves, and is told (andorra L209: «Если Шерифа сажают, то Следователь становится Шерифом с
    # наступлением ночи»). None: a jailing promotes no one by itself.
    at_nightfall: Note | None = None


@dataclass(frozen=True)
class BandHeirSpec:
    """A leader of `leader_role` alive at nightfall and dead at dawn: his earliest living follower (by the night he
    joined, `PlayerState.follower_since`) takes the role and leaves the band, which follows him (`promoted`); two
    earliest of the same night are the host's to settle (`tie`), none takes it by himself."""

    leader_role: RoleId
    promoted: Note
    tie: Note


SeatRule: TypeAlias = HeirSpec | StandInSpec | PromotionSpec | BandHeirSpec


@dataclass(frozen=True)
class SuccessionSpec:
    """The rules tried at dawn, in order; with the option of `first_when` at its value, that rule goes first
    (bankers `boss_successor = actor`: the Актер takes his seat before the son)."""

    rules: tuple[SeatRule, ...] = ()
    first_when: tuple[str, Any, SeatRule] | None = None
