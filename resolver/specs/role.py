"""Roles, clans, bands and the things players hold, as data (part of a rule set, `resolver.specs.ruleset`).

- `RoleSpec`: a role, its side, moves, traits and roster limits.
- `RecruitSpec`: a recruitment into a clan, a team or a band (`resolver/engine/recruit.py`); `BandSpec`: a leader's
  band of followers (`resolver/engine/band.py`).
- `NamedSpec`, `EventSpec`, `ItemSpec`: things of the rule text known by name (a day's event, an item).

No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass


from resolver.specs.refs import (
    ActionId,
    ClauseId,
    ItemId,
    MessageCode,
    OptionId,
    PendingId,
    RoleId,
    SideId,
    StateField,
    Switch,
    TraitId,
)
from resolver.specs.rows import Row


@dataclass(frozen=True)
class RoleSpec:
    id: str
    name_ru: str
    name_en: str
    side: str  # mafia | peaceful | independent: the sides the rule set knows
    clause: ClauseId
    actions: tuple[ActionId, ...] = ()
    aliases: tuple[str, ...] = ()
    clan_member: bool = False
    role_peaceful: bool = False  # «ролевой мирный»
    priority: int = 99  # clan priority («приоритет ролей»)
    traits: frozenset[str] = frozenset()
    side_option: OptionId | None = None  # an option whose value is this role's side (bankers B-20)
    sends_for_clan: ClauseId | None = None  # the clause that lets this role send a member's move (`Move.by`)
    grants: tuple[tuple[ActionId, ClauseId], ...] = ()  # (action, clause): the clause that gives this role the move
    # (action, roles, clause): the move is legal only while no other living member of the clan has
    # one of these roles (andorra L143: the Boss poisons only without a Рядовой).
    only_without: tuple[tuple[ActionId, frozenset[RoleId], ClauseId], ...] = ()
    team: str | None = None  # a team of roles that is not a clan (andorra's Копы): see `ActionSpec.team_single`
    # The roster, as checked on the living players of a night: at most this many in the game / in
    # one clan (None: no limit), with the clause that says so.
    max_per_game: int | None = None
    max_per_clan: int | None = None
    roster_clause: ClauseId | None = None
    # Fields of the carried state (model.PlayerState) only this role has; a field no role of the
    # rule set lists here is anybody's.
    carries: frozenset[StateField] = frozenset()
    # (items, clause): what a player who turns into this role «в момент» gets with it (andorra: the Палач becomes a
    # Псих «с 1 шт. взрывчатки», L283).
    items_on_becoming: tuple[tuple[ItemId, ...], ClauseId] | None = None
    # A role a player takes besides his own (`ActionSpec.turns_pending`): the clause that says he keeps his role
    # and its moves; his side and traits become this role's (andorra Упырь: «Первоначальную роль не теряет. Ходы
    # совершает согласно своей роли», L378).
    keeps_own: ClauseId | None = None
    # (action, clause): moves a player of this role may not make, with the clause that forbids them (a move the
    # role has not is cited by the clause, not by the role's section); they leave a player who takes this role
    # besides his own (andorra Нечисть: «Не ходят с кольями», L361).
    drops: tuple[tuple[ActionId, ClauseId], ...] = ()


@dataclass(frozen=True)
class RecruitSpec(Row):
    """A recruitment into the actor's clan (or the clan the move names), as data (`resolver/engine/recruit.py`).

    The target must be of one of `sides` (andorra п.08: peaceful roles and peaceful without a role) and
    his role must not have the trait `barred_trait` («Роль невербуема»). With `consent`, the first
    invitation needs the target's answer (the move's `choice`: yes/no); a later invitation by the same
    clan (`PlayerState.invited_by`) succeeds without it (`second_clause`). The target hears of the first
    invitation even when his role cannot be recruited (`info_clause`). A recruit joins at dawn
    (`join_clause`) as `role`, unless his role has `keeps_trait` (he keeps it and joins the clan). A
    clan of `cap[0]` living members takes no one more (`cap[1]`). A player already recruited tonight by
    an earlier act is not recruited again (`taken_clause`).
    """

    kind = "recruit"
    role: RoleId
    join_clause: ClauseId
    sides: frozenset[SideId]
    side_clause: ClauseId
    barred_trait: TraitId
    barred_clause: ClauseId
    consent: bool = True
    second_clause: ClauseId | None = None
    info_clause: ClauseId | None = None
    keeps_trait: TraitId | None = None
    keeps_clause: ClauseId | None = None
    cap: tuple[int, ClauseId] | None = None
    taken_clause: ClauseId | None = None
    clan_from_choice: bool = False  # the clan is the move's `choice` (a card «на выбор владельца»)
    # No clan: the recruit joins the actor's team (`RoleSpec.team`) as `role` (andorra's Копы, L219).
    team: bool = False
    # Only players of these roles may be taken (andorra: «только Мирные жители (без ролей)», п.08 L22).
    roles: frozenset[RoleId] = frozenset()
    # (role, clause): only while no living player has that role («если … отсутствует/выбыл Следователь»).
    while_absent: tuple[RoleId, ClauseId] | None = None
    # Cited when a later recruitment finds the target taken by this one («имеет приоритет», L219).
    priority_clause: ClauseId | None = None
    letter: MessageCode = "letter_recruited"
    # (option, value): with it the side and barred-trait limits are lifted (any player is moved).
    limits_unless: Switch | None = None
    ruling: str | None = None
    # Into the actor's band instead of a clan (`resolver/engine/band.py`): the recruit keeps his role and follows the
    # actor (`PlayerState.follower_of`); the invitation is remembered under «band:<leader>».
    band: bool = False
    # Several first invitations reaching one player at once: each letter numbers its offer in the order of moves
    # and names no recruiter (andorra L164: «Цвет вербовщиков не сообщается … «вербовка 1», «вербовка 2»»).
    numbered_clause: ClauseId | None = None


@dataclass(frozen=True)
class BandSpec:
    """A leader's band of followers (`resolver/engine/band.py`; andorra's Бунтарь).

    `min_for` (actions, count, clause): those actions only while the band has at least `count` living followers
    (the leader or a follower makes them). Who succeeds a fallen leader is a `BandHeirSpec` of the rule set's
    `succession` (`resolver/specs/succession.py`).
    """

    leader_role: RoleId
    min_for: tuple[tuple[ActionId, ...], int, ClauseId] | None = None
    ruling: str | None = None
    # (option, value): with it, a follower counts as of the leader's role for the win conditions.
    win_as_leader: Switch | None = None


@dataclass(frozen=True)
class NamedSpec:
    """Something of the rule text known by name: a day's event, an item."""

    id: str
    name_ru: str
    name_en: str
    clause: ClauseId
    aliases: tuple[str, ...] = ()


class EventSpec(NamedSpec):
    """A day's event (bankers: Полнолуние, Праздник, ...)."""


@dataclass(frozen=True)
class ItemSpec(NamedSpec):
    """An item a player holds (bankers: бронежилет).

    `clan_item`: the clause that makes it a clan's item when a clan member holds it (andorra п.20: the
    head disposes of it; when he is out, the member the clan chooses); at dawn a dead holder's clan
    items pass to the living member who now sends the clan's moves (`resolver/engine/recruit.py`).
    """

    clan_item: ClauseId | None = None
    # (trait, pending, clause): a player of that trait who receives the item (`ActionSpec.gives_item`) has that
    # pending effect laid on him (andorra L127: the крестик «Если попадает Нечисти после исповеди Священника -
    # травит их»).
    on_receive: tuple[TraitId, PendingId, ClauseId] | None = None
