"""How the rules class an act, as rows of its action (`ActionSpec.rows`): which general conditions reach it and
whether the protection queue acts on it. Read by the engine's general machinery
(`resolver.engine.conditions.conditions_for`, `resolver.engine.stages.row_applies`,
`resolver.engine.night.Night.action`). No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from resolver.specs.refs import ClauseId, OptionId, ProtectionId, StatusId, Switch, TraitId
from resolver.specs.rows import Row


@dataclass(frozen=True)
class ExemptGeneral(Row):
    """A general condition on `status` does not reach this action (with the option `when` at its value)."""

    kind = "exempt"
    status: StatusId
    when: Switch | None = None


@dataclass(frozen=True)
class ClanLevel(Row):
    """A clan's act, not its sender's: the general conditions of scope "personal" do not reach it (bankers' clan
    kill)."""

    kind = "clan_level"


@dataclass(frozen=True)
class TargetMayBeDead(Row):
    """Its target may be dead: the general condition of scope "targeted" on the target's death does not reach it (a
    corpse to revive, a jailed player to inspect, the witness who sees the killer); the others do (a drunk, a
    toured, a locked or a confessed corpse is out of reach like the living: andorra L174, L313, L380, L237)."""

    kind = "target_may_be_dead"


@dataclass(frozen=True)
class HostileOn(Row):
    """An act of it at a target of `trait` (as the night began) is hostile and no visit (andorra п.23 «Священник
    (исповедь Нечисти)», `clause`); at anyone else it is what the action says (`Night.action`)."""

    kind = "hostile_on"
    trait: TraitId
    clause: ClauseId


@dataclass(frozen=True)
class IgnoresProtections(Row):
    """The protection queue does not act on it («Игнорирует защиту», andorra L283; AN-45), but for the rows
    (protection id, option, value) it still meets when the option has that value."""

    kind = "ignores_protections"
    meets: tuple[tuple[ProtectionId, OptionId, Any], ...] = ()
