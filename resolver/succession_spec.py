"""Who takes a dead player's seat at dawn, as data (`RulesetSpec.succession`, evaluated by `resolver.succession`).

Each note is (code, clause, ruling) of the rule set's messages and clauses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Note = tuple[str, str, "str | None"]


@dataclass(frozen=True)
class HeirSpec:
    """A living player whose role has `trait` takes the seat (`role`) of a player of it who died tonight, in the
    dead one's clan (`joins`); of several clans' open seats, the clan with fewer living members (`smaller`), a tie
    is the host's lot (`lot`: his role changes, his clan is for the host to draw). A seat a stand-in took tonight
    is not open (`taken`). Every other living player of `side` is told (`told_own` in the heir's clan, `told`)."""

    trait: str
    role: str
    side: str
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

    role: str
    side: str
    unique: str
    when: tuple[str, Any]
    takes: Note
    lot: Note


@dataclass(frozen=True)
class SuccessionSpec:
    heir: HeirSpec | None = None
    stand_in: StandInSpec | None = None
    stand_in_first: tuple[str, Any] | None = None  # (option, value): then the stand-ins take their seats first
