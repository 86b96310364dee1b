"""What a rule set settles at dawn, after every act of the night, as data (`resolver/engine/dawn.py` does it).

- `forced_reads`: what a player reads for his own move that a forced act replaced (a card sent him
  elsewhere): the option whose value is the word (`omitted`: the line is not his move; `failed`:
  «неудачно»), its clause and ruling.
- `FreeRoleSpec`: a watcher who saw a successful hostile act takes the free role written with his watch
  move (its `choice`); several who chose one role: a coin the host throws; the role is taken before any
  recruitment of the night, which is then judged by the new role (andorra п.21).
- `RoleItemsSpec`: a player who takes a new role at dawn (a free role, a recruitment) gets its starting items.
- `RevealSpec`: a keeper role (andorra's Тюремщик) whose rules say whose role the post opens: a jailed
  player's role stays hidden unless the keeper inspected him; when the keeper is killed, the prisoners with
  hidden roles walk free (andorra п.16, L290-293).

No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass

from resolver.specs.refs import ActionId, ClauseId, ItemId, KillKindId, MessageCode, OptionId, RoleId, StatusId, TraitId


@dataclass(frozen=True)
class FreeRoleSpec:
    offer_action: ActionId  # the derived act that offers the role (its actor is the watcher)
    clause: ClauseId  # the role is taken, before any recruitment
    coin_clause: ClauseId  # several chose the same role
    offer_clause: ClauseId  # an invitation is answered by the new role's rules
    not_free_clause: ClauseId  # the role is in the game
    ruling: str | None = None
    coin_ruling: str | None = None
    # A watcher who follows a band's leader (`PlayerState.follower_of`) may not take a clan's role nor a role of
    # these traits (andorra L297 «Если уже был завербован Бунтарём, то не может выбрать клановую роль, или
    # невербуемую роль, или Нечисть»), the clause that says so.
    follower_barred_traits: frozenset[TraitId] = frozenset()
    follower_clause: ClauseId | None = None


@dataclass(frozen=True)
class RevealSpec:
    keeper_role: RoleId  # whose presence switches the rules on
    jailed_kinds: frozenset[KillKindId]  # the kinds of death that are a jailing
    inspected_status: StatusId  # the mark the keeper's inspection leaves
    clause: ClauseId  # the general rule (п.16) that defers to the keeper's rules
    inspect_clause: ClauseId
    keeper_jailed_clause: ClauseId
    keeper_killed_clause: ClauseId
    ruling: str | None = None
    # (kind of death, option, value): with that option value a jailing of that kind is opened anyway.
    open_when: tuple[tuple[KillKindId, OptionId, object], ...] = ()


@dataclass(frozen=True)
class RoleItemsSpec:
    """The items a role starts with (role, item, clause), added when a player takes the role at dawn by a free
    role or a recruitment; what he holds stays (andorra L299)."""

    rows: tuple[tuple[RoleId, ItemId, ClauseId], ...]
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class MissedSave:
    """A player who died though someone made this move on him (a heal): the host is told why it did not save
    him (`code`, params `who` and `healer`, the failed act as its cause; bankers, issue 12)."""

    action: ActionId
    code: MessageCode
    clause: ClauseId


@dataclass(frozen=True)
class DeathPost:
    """A post line (`code`, `clause`) for each player of a role with `trait` who died tonight (bankers: «Убит
    Внебрачный сын Босса»)."""

    trait: TraitId
    code: MessageCode
    clause: ClauseId


@dataclass(frozen=True)
class DawnSpec:
    forced_reads: tuple[OptionId, ClauseId, str | None] | None = None  # (option, clause, ruling)
    free_role: FreeRoleSpec | None = None
    reveal: RevealSpec | None = None
    role_items: RoleItemsSpec | None = None
    missed: tuple[MissedSave, ...] = ()
    death_posts: tuple[DeathPost, ...] = ()
