"""What a rule set says about its day, as data the generic tally reads.

Nothing here names a rule set; each rule set's package fills a `DayRules` (its `day.py`) and hangs it on
`RulesetSpec.day`. Every row carries the clause (and project ruling) its decisions cite.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from resolver.specs.refs import ActionId, ClauseId

# What a modifier does to a vote: `weight` multiplies the holder's vote by `value`; `extra` adds `value`
# votes of the holder against `target` (his own vote replaced); `move` sends the holder's vote to `target`;
# `copy` makes the holder vote as `by` voted; `remove` takes the holder's vote away; `next_day`: the
# holder loses his vote in the next day's tally (carried); `assign`: `by` casts the vote of a holder who cast
# none, on `target`.
ModifierOp = Literal["weight", "extra", "move", "copy", "remove", "next_day", "assign"]


@dataclass(frozen=True)
class Rule:
    """A clause with its code: the shape of most rows."""

    code: str
    clause: ClauseId
    ruling: str | None = None
    when: tuple[str, Any] | None = None  # (option, value) that switches the row on


@dataclass(frozen=True)
class VoidRule:
    """A vote that does not count. `flag` is a `Vote` field (edited, repeated, not_red) or `self` (a vote for
    oneself unless `caused_by` someone else), `dead_target`, `unknown_target`, `dead_voter`, `surplus` (more
    votes than the day gives), `replaced` (a later vote in red of the same voter replaces it: the last one stands),
    `late` (posted at or after the house rule's deadline: no vote). `penalised`: it counts as not voting (п.09
    «приравнивается к пропуску»). A row switched on by an option (`when`) is a house rule: its decision names it."""

    flag: str
    code: str
    clause: ClauseId
    penalised: bool = False
    ruling: str | None = None
    when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class VoteWindow:
    """Which votes one player (`VoteModifier.by`) may change in a day: only those of the `last` distinct voters of the
    log, at most `changes` of them; the row applies when at most `alive_at_most` players are alive (None: always;
    the first row that applies counts, so the narrower one comes first)."""

    last: int
    changes: int
    clause: ClauseId
    alive_at_most: int | None = None
    ruling: str | None = None


@dataclass(frozen=True)
class ModifierSpec:
    id: str
    name_ru: str
    name_en: str
    op: ModifierOp
    clause: ClauseId
    value: float = 1
    order: float = 0  # the order modifiers are applied in (e.g. the vote steps of an order of moves)
    aliases: tuple[str, ...] = ()
    ruling: str | None = None
    status: str | None = None  # next_day: the night's status that lays it (vodka: drunk)
    # (uses, clause): how many times a game a player may use it (carried in `PlayerState.uses_left` by its id);
    # a use past them is not applied
    uses_per_game: tuple[int, str] | None = None
    window: tuple[VoteWindow, ...] = ()  # the votes it may reach (the last voters of the log), first that applies
    # (role, clause): it acts only on the vote of a player of that role, or who has become it (`PlayerState.turned`;
    # the Вампир moves the Упырь's vote); on anyone else it is not applied
    only_role: tuple[str, str] | None = None
    # (role, clause, ruling): the change is that role's own (the Телепат's suggestion); one the log says was made
    # (`by`) by a player who is not a living player of that role (nor has become it) is not applied
    maker: tuple[str, str, str | None] | None = None
    # clause: whoever makes it (`by`) may not make it on the same player two days running (a mind reader's change);
    # today's player is carried in the doer's `PlayerState.last_targets` under the modifier's id
    repeat_ban: str | None = None
    # (item, clause): applying it spends that item of the player's, unless it is his clan's (`ItemSpec.clan_item`,
    # the player in a clan): the night after the day starts without it (andorra: a gift diploma, «Все подарки
    # имеют однократную силу», L309)
    spends: tuple[str, str] | None = None


@dataclass(frozen=True)
class EventDay:
    """What a day's event changes in the vote (two votes each, two victims, a decider, immunity ...)."""

    event: str
    clause: ClauseId
    votes_per_player: int = 1
    victims: int = 1
    decider: bool = False  # Страх: the vote elects who names the victim
    immunity: bool = False  # Выбери меня!: host-marked immune players
    silenced: bool = False  # Парадокс, Пальмы: host-marked violators lose the vote
    secret: bool = False  # Тайна: no public log
    appeal: bool = False  # Апелёвка: only those who voted for yesterday's lynched may be voted for
    hide_roles: bool = False  # Солнечное затмение
    not_first_day: bool = False  # «Если выпадает в первый день, то событие меняется на другое»
    ruling: str | None = None


@dataclass(frozen=True)
class Penalty:
    """What not voting costs: `points` (an Автокилл) or `votes` (a «+1 в лог», carried)."""

    kind: Literal["points", "votes"]
    clause: ClauseId
    amount: int = 1
    code: str = "penalty_not_voted"
    ruling: str | None = None


@dataclass(frozen=True)
class Autokill:
    """An Автокилл: fewer words than `min_words` a day is a point; `limit` points kill, role revealed."""

    min_words: int
    limit: int
    clause: ClauseId
    action: ActionId  # the pseudo action of the death (step 1)
    words_clause: str = ""  # a clause id, or "" for none
    ruling: str | None = None


@dataclass(frozen=True)
class WinRule:
    """`side` wins when none of `absent` is alive. A side is `mafia:<clan>` for a clan, else a role's side."""

    side: str
    name_ru: str
    name_en: str
    absent: tuple[str, ...]
    clause: ClauseId
    ruling: str | None = None
    when: tuple[str, Any] | None = None  # (option, value) that switches the row on
    unless: tuple[str, Any] | None = None  # (option, value) that switches it off


@dataclass(frozen=True)
class VerdictKill:
    """When the verdict takes a player whose role has `trait`, the last voter against him (the last vote of the
    log that names him and counts) dies by the pseudo act `action`, «в момент оглашения посадки»."""

    trait: str
    action: ActionId
    clause: ClauseId
    code: str = "verdict_kill"
    ruling: str | None = None


@dataclass
class DayRules:
    verdict_action: ActionId  # the pseudo act that removes the lynched (jailed) player from the night
    verdict_code: str  # decision code of the verdict («повешен», «сел»)
    vote_clause: ClauseId  # what a vote is
    tally: Rule  # the highest total loses (plurality)
    tie: Rule  # a tie and the coin
    override: Rule  # the host's `day.lynched` stands
    void: tuple[VoidRule, ...] = ()
    empty_vote: Rule | None = None  # an empty vote is no violation
    penalty: Penalty | None = None
    penalty_votes: Rule | None = None  # carried penalty votes counted against the player
    host_penalty: Rule | None = None  # `day.penalised`: one vote against each, today
    modifiers: dict[str, ModifierSpec] = field(default_factory=dict)
    events: dict[str, EventDay] = field(default_factory=dict)
    autokill: Autokill | None = None
    win: tuple[WinRule, ...] = ()
    result_line: Rule | None = None  # the post line with the final count and the coin
    no_verdict_line: Rule | None = None  # the post line when nobody goes («Сегодня никто не казнён», classic п.79)
    tie_option: str | None = None  # option: "coin" (default) or "no_verdict"
    verdict_kills: tuple[VerdictKill, ...] = ()  # a jailed player who takes his last voter with him
    # The rule set has the day's house rules (`resolver.day.house`: colours, deadline, time zone, a skip's cost); the
    # votes' rows for them are `void` rows with `when`.
    house_rules: bool = False
    edited_counts: Rule | None = None  # an edited vote the house rule counts: said, so the host's mark shows
    late_void: VoidRule | None = None  # a vote at or after the house rule's deadline

    def modifier_id(self, name: str) -> str | None:
        key = " ".join(name.lower().replace("ё", "е").split())
        for spec in self.modifiers.values():
            names = {spec.id, spec.name_ru, spec.name_en, *spec.aliases}
            if key in {" ".join(n.lower().replace("ё", "е").split()) for n in names}:
                return spec.id
        return None
