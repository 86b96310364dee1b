"""The rule set's small tables: its steps (and the steps an option moves), its options, its kinds of death.

Data only, read by `resolver.specs.ruleset.RulesetSpec` (which names them again for its importers).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from resolver.specs.refs import ClauseId, MessageCode, StepId, Switch


@dataclass(frozen=True)
class StepSpec:
    id: str
    order: float
    name_ru: str
    name_en: str
    clause: ClauseId


@dataclass(frozen=True)
class StepMoved:
    """With an option at a value the acts of a step go at another order (andorra A-59: the Реаниматор «Ходит
    последним», L205, against the list of L129); `compile_night` gives them that order."""

    switch: Switch
    step: StepId
    order: float
    clause: ClauseId


@dataclass(frozen=True)
class OptionSpec:
    name: str
    default: Any
    values: tuple[Any, ...] | type
    ruling: str
    description: str
    description_ru: str = ""
    minimum: int | None = None  # bounds of a whole-number option
    maximum: int | None = None

    def describe(self, lang: str = "ru") -> str:
        return self.description_ru if lang == "ru" and self.description_ru else self.description


@dataclass(frozen=True)
class KillKind:
    id: str
    label_ru: str
    label_en: str
    clause: ClauseId
    aliases: tuple[str, ...] = ()
    # False: the player is out of the game but left no corpse (andorra's jail, «Сел:»): an action that revives
    # only the killed (`params["revives_corpse"]`) does not reach him, and `tells_dead` does not name him.
    corpse: bool = True
    # The codes a move reads, instead of «мертв» (actor_dead, target_dead), when its actor or its target is out of
    # the game by this kind (andorra's jail: «в тюрьме»), citing this kind's clause: (actor's, target's).
    gone_codes: tuple[MessageCode, MessageCode] | None = None
