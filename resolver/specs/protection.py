"""What an attack meets and what a death leaves behind, as data (part of a rule set, `resolver.specs.ruleset`).

- `ProtectionSpec`: a row of the protection queue (andorra п.05); `ResultRow`: a row of the result table
  (andorra п.17), the word the attacker is told.
- `PendingSpec`: an effect that comes due on a later night (a poison); `DoomCarry`: a doom carried into
  the next night.
- `KillerDies`: a victim who takes his killer with him; `GuiltSpec`: who is guilty of a death.

No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from resolver.specs.refs import (
    ActionId,
    AttackKind,
    ClauseId,
    ItemId,
    KillKindId,
    MessageCode,
    OptionId,
    Ref,
    RoleId,
    SideId,
    StatusId,
    Switch,
    TraitId,
)


@dataclass(frozen=True)
class ProtectionSpec:
    """One row of a protection queue (andorra п.05): tried in `order`, the first that applies acts.

    `source` is where the target's protection comes from: an item he holds (`item:vest`) or a status an
    act gave him tonight (`status:blessed`). `stops` lists the attack kinds it stops (empty: every
    hostile act); `ignored_by` the attack kinds that pass through it. `effect`: cancel the act,
    reflect it onto its doer, or cancel it and counter-attack the doer with `counter_action`.
    `reported` is the word the attacker is told («удачно» for a saved vest-holder, п.17 L58).
    `spent`: never, when it triggers (acts of one step share it: «сразу два клана»), or at dawn
    (it stops everything that night and is gone after it).
    """

    id: str
    order: int
    source: str
    clause: ClauseId
    name_ru: str = ""
    name_en: str = ""
    effect: Literal["cancel", "reflect", "counter"] = "cancel"
    stops: frozenset[AttackKind] = frozenset()
    ignored_by: frozenset[AttackKind] = frozenset()
    reported: Literal["success", "failed"] = "failed"
    spent: Literal["never", "on_trigger", "at_dawn"] = "on_trigger"
    counter_action: ActionId | None = None
    not_against_traits: frozenset[TraitId] = frozenset()  # the attacker's role traits it does not act on
    ruling: str | None = None
    when: Switch | None = None
    unless: Switch | None = None
    # The clause of the word the doer is told when this row acts (andorra п.17: «в сирену - неудачно»).
    word_clause: ClauseId | None = None
    # (attack, clause): the attack passes through it, and the clause that says so (the knife, L317);
    # recorded when the holder is hit by such an attack while he holds it.
    passed_by: tuple[tuple[AttackKind, ClauseId], ...] = ()
    # (attack, option, value): with the option at that value the attack passes through it and knocks
    # it off (it is used up as if it had acted: a full stake party and a siren, andorra A-08).
    passes_when: tuple[tuple[AttackKind, OptionId, Any], ...] = ()
    # (clause, option, value): with the option at that value it also acts on a friendly visit (an act
    # whose `visits` is set), not only on hostile acts; the clause names the visitors (andorra A-07).
    on_visits: tuple[ClauseId, OptionId, Any] | None = None
    # (option, value): with it, a counter-attack goes to whoever sends the attacker's clan's moves
    # (his clan's sender, `ActionSpec.clan_move`) instead of the one who made the act (andorra A-25).
    counter_at_sender_when: Switch | None = None
    # (option, value): with it, an act this row reflected meets no protection of its doer.
    reflected_unprotected_when: Switch | None = None

    def refs(self) -> list[tuple[str, str, Any]]:
        """`source`: an item (`item:vest`) or a status some act gives (`status:blessed`)."""
        kind, _, name = self.source.partition(":")
        table = {"item": "item", "status": "status"}.get(kind)
        return [("source", table or "source", name if table else self.source)]


@dataclass(frozen=True)
class ResultRow:
    """A row of a result table (andorra п.17): attack kind × target trait -> the word and the effect."""

    attack: Annotated[str, Ref("attack", also=("*",))]
    trait: Annotated[str, Ref("trait", also=("*",))]
    result: Literal["success", "failed"]
    clause: ClauseId
    effect: bool = False  # does the act still take effect on the target
    ruling: str | None = None
    see_also: tuple[ClauseId, ...] = ()  # other clauses that state the same result (the role's own section)


@dataclass(frozen=True)
class PendingSpec:
    """An effect that waits for a later night: a poison, the Шизик's guest (bankers L100)."""

    id: str
    action: ActionId  # the pseudo action that carries it out when it comes due (its conditions are the cures)
    clause: ClauseId
    letter: MessageCode | None = None  # decision code of the private line the player gets when it is laid
    # (trait, clause): when the due effect kills a player of this trait, the one who laid it dies with him
    # (andorra L375: «Если Вампир не кусает второй раз Психа, то умирает вместе с ним»).
    takes_source: tuple[TraitId, ClauseId] | None = None


@dataclass(frozen=True)
class KillerDies:
    """A victim whose role has `trait`, killed by an attack of one of `attacks`, takes his killer with him: the
    killer dies of kill kind `kind` at the same moment (andorra L343: «Если психа убивают из пистолета - убийца так
    же становится убитым»). With `item`, only while the victim holds it; it is spent («Если в момент убийства
    Психа у него отсутствует взрывчатка, то убийца остаётся в живых»)."""

    trait: TraitId
    attacks: frozenset[AttackKind]
    kind: KillKindId
    clause: ClauseId
    item: ItemId | None = None
    item_clause: ClauseId | None = None
    ruling: str | None = None
    # (attack, option, value): the attack counts only with the option at that value (A-31 counter-shot).
    attacks_when: tuple[tuple[AttackKind, OptionId, Any], ...] = ()
    # (kill kind, option, value): a death of that kind counts too with the option at that value, whatever the act's
    # attack (andorra A-63: the Тюремщик who jails a Псих at night).
    kinds_when: tuple[tuple[KillKindId, OptionId, Any], ...] = ()


@dataclass(frozen=True)
class DoomCarry:
    """`RulesetSpec.doom_carry`: a player alive at dawn with `status` carries `PlayerState.doomed_by` (the status's
    `by`) into the next night, told by a letter (`letter`, `clause`). Unless its giver spent the night away as a
    guest with `away_status` and the option `away_option` is off: then the doom is lifted (`lifted`: code,
    clause, ruling; bankers B-11, the Шизик at the Стерва's)."""

    status: StatusId
    letter: MessageCode
    clause: ClauseId
    away_status: StatusId | None = None
    away_option: OptionId | None = None
    lifted: tuple[MessageCode, ClauseId, str | None] | None = None


@dataclass(frozen=True)
class GuiltSpec:
    """Who is guilty of a death (andorra п.26 «Грешный игрок»), a fact a check may read.

    A player is guilty once a death was caused by him: the doer of the killing act (for a pending
    effect, who laid it; for a group act, every member who went), unless an `exceptions` row
    (killer role, victim side, clause) covers it. Carried in `PlayerState.sinful`.
    """

    clause: ClauseId
    exceptions: tuple[tuple[RoleId, SideId, ClauseId], ...] = ()
    ruling: str | None = None
