"""An action kind, as data (part of a rule set, `resolver.specs.ruleset`): `ActionSpec` and the small parts only it has.

- `ActionSpec`: a move's step, effect primitive, limits and every optional mechanic it parametrises.
- Its parts: `PassOn` and `DespiteNote` (notes for the host), `ActorBar` (who may not make it), `CancelSpec`
  (a clan's move its target calls off), `ReplaceSpec` (a dead player's seat taken over), `GiftSpec` and
  `TakeSpec` (an item given or taken).
- What a move tests (`Condition`, `TargetRule`, ...) is in `resolver.specs.target`; a recruitment
  (`RecruitSpec`) in `resolver.specs.role`.

No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from resolver.specs.role import RecruitSpec
from resolver.specs.target import AnswerRow, Condition, SeekSpec, SightSpec, TargetRule


@dataclass(frozen=True)
class ActionSpec:
    id: str
    name_ru: str
    name_en: str
    effect: str
    step: str
    clause: str
    aliases: tuple[str, ...] = ()
    max_targets: int = 1
    min_targets: int = 1
    conditions: tuple[Condition, ...] = ()
    repeat_ban: str | None = None  # clause id of a 'not the same target twice running' rule
    role_move: bool = True  # a «ролевой ход» (theft and guests stop it)
    hunt_exclusive: str | None = None  # clause id: may not be sent together with a hunt
    # A hunt (ruling, (option, value)): a move with `hunt_exclusive` may not be sent with it; this one is then the
    # player's illegal move (the other's clause), and with the option at its value the other move fails too.
    exclusive_moves: tuple[str | None, tuple[str, Any] | None] | None = None
    params: dict[str, Any] = field(default_factory=dict)
    # andorra-style mechanics, all optional
    hostile: bool = False  # a «враждебное действие» (andorra п.23, п.25): protections act on it
    # (trait, clause): an act of it at a target of this trait (as the night began) is hostile and no visit (andorra
    # п.23 «Священник (исповедь Нечисти)»); at anyone else it is what the other fields say (`Night.action`).
    hostile_on: tuple[str, str] | None = None
    attack: str | None = None  # the kind of attack, for result tables and protections («выстрел», «нож»)
    needs_item: str | None = None  # an item the actor (or his clan's head) must hold; spent when used
    # When the needed item is spent: on any use, only when its user is told «удачно», or whenever the act was
    # carried out — not when a protection stopped it or its target was out of reach (andorra A-61).
    item_spent: Literal["on_use", "on_success", "unless_stopped"] = "on_use"
    # (option, value, mode): with the option at that value the item is spent by that mode instead.
    item_spent_when: tuple[str, Any, Literal["on_use", "on_success", "unless_stopped"]] | None = None
    not_self: str | None = None  # clause id: may not target oneself
    once_per_target: str | None = None  # clause id: a target only once a game
    uses_per_target: tuple[int, str] | None = None  # (uses, clause id): a target at most that many times a game
    uses_per_game: tuple[int, str] | None = None  # (uses, clause id)
    # (PlayerState flag, answer): the flag is set in the carried state when the act was made and, if an answer is
    # named, gave it (`resolver.engine.carry.carry_kept`; bankers: the Фанатка found the Детектив, her check is spent).
    sets_flag: tuple[str, str | None] | None = None
    despite: DespiteNote | None = None
    # A host's invitation that worked (`resolver.engine.host_notes`): (code, clause, ruling) of the note when its guest is
    # himself the host of a lethal invitation's guests; what a host who is herself a guest passes on to hers.
    co_host: tuple[str, str, str | None] | None = None
    passes_on: PassOn | None = None
    pending: str | None = None  # a PendingSpec id the act lays on its target instead of an instant kill
    redirects: bool = False  # targets = (whose move, new target): that player's acts go to the new target
    target_rules: tuple[TargetRule, ...] = ()  # what the target must be, checked in order
    # (event, targets, clause): on a day with that event the action takes up to that many targets
    # (bankers Полнолуние: the clan kills two, L175); `distinct_targets` is the ruling that they differ.
    more_targets_on: tuple[str, int, str] | None = None
    distinct_targets: str | None = None
    takes_branches: str | None = None  # the clause of a conditional order with branches (the Жулик's)
    # The ruling under which a branch act (`resolver/engine/moves.py`) fails when the move failed and keeps the
    # limits of the one whose move it is (his repeat ban: not his last target again).
    branch_ruling: str | None = None
    # A clan's move (andorra L136): the clause of who sends the clan's moves. Among the living members'
    # moves of this action the best role `priority` (then the earliest time) counts; `clan_single` is
    # the clause that forbids a second one (a higher-priority member's move makes it an illegal move,
    # one of equal priority makes it void). `clan_shared` is the clause that lets members share it.
    clan_move: str | None = None
    clan_single: str | None = None
    clan_shared: str | None = None
    # The move's type for the same-type ban (`clan_single`), when several actions are one type (andorra
    # п.20: the Boss's and the Рядовой's searches are both «поиск»); by default the action itself.
    clan_type: str | None = None
    # (clause, actions, unless): not the same first target two nights running with any of `actions`
    # (checked by the engine as an illegal move); `unless` is an (option, value) that lifts it.
    repeat_limit: tuple[str, tuple[str, ...], tuple[str, Any] | None] | None = None
    not_self_when: tuple[str, Any] | None = None  # (option, value) under which `not_self` applies
    target_letter: str | None = None  # decision code of the private line its target gets when it works
    visits: bool = False  # a visit (andorra п.23 L97 «Посещают»): some protections act on visits
    # (victim side, new role, clause): a kill of a player of that side turns the killer into that role
    # «в момент убийства» (andorra L271).
    transforms_on_kill: tuple[str, str, str] | None = None
    # (status, unless): a successful kill also kills each player whose act gave the victim this status
    # tonight (the bloody kill's blocker, andorra L320); `unless` = (option, value) switches a row off.
    takes_givers_of: tuple[tuple[str, tuple[str, Any] | None], ...] = ()
    # (option, value, kill kind): with the option at that value the kill is of that kind (A-28 labels).
    kill_kind_when: tuple[str, Any, str] | None = None
    # (item, holder, clause): when the act works the item is made, held by the actor ("actor"), its target ("target") or by
    # whoever sends his clan's moves ("clan_head", the clan's items, andorra п.20).
    gives_item: tuple[str, str, str] | None = None
    # (option, value): `uses_per_game` applies only with the option at that value (andorra A-19).
    uses_when: tuple[str, Any] | None = None
    # A recruitment (`RecruitSpec`, resolver/engine/recruit.py).
    recruit: "RecruitSpec | None" = None
    # Rows (role, action, clause): the act sends every living player of that role to do that action on
    # this act's target, «независимо от хода» (his own move of that action is replaced): a forced act
    # (resolver/engine/recruit.py `forced_acts`), andorra's визитки.
    forces: tuple[tuple[str, str, str], ...] = ()
    # The clause of a check that kills (jails) its target only if he is guilty (`GuiltSpec`): a guilty
    # target dies of this act's kill kind, an innocent one is left alone; the actor is told which.
    only_if_guilty: str | None = None
    # An act of effect "check" (`resolver/engine/answers.py`): (rule, yes code, no code) — the actor is told the
    # yes answer when the target meets the rule, else the no answer (andorra's анализ крови: Нечисть?).
    answers: tuple[TargetRule, str, str] | None = None
    # An act of effect "check" with more than two answers (bankers: мафия / ролевой мирный / неролевой / сын):
    # rows tried in order, the first that holds is the answer (`AnswerRow`).
    answer_table: tuple[AnswerRow, ...] = ()
    sees: SightSpec | None = None  # a watch that tells who acted on its target (`SightSpec`)
    seeks: SeekSpec | None = None  # a search for a role that fails when there is none to find (`SeekSpec`)
    replaces: ReplaceSpec | None = None  # a dead player's seat taken over (`ReplaceSpec`)
    # (clause, ruling): a clan's move (`clan_pick`) fails when no member of the clan lives.
    clan_gone: tuple[str, str | None] | None = None
    cancelled_by: CancelSpec | None = None  # a clan's move its target calls off (`CancelSpec`)
    # ((option, value), code, clause, ruling): with the option at that value the move is switched off.
    off_when: tuple[tuple[str, Any], str, str, str | None] | None = None
    barred: tuple[ActorBar, ...] = ()  # players who may not make it, by a trait of their role
    # (clause, ruling): one move of this action counts per clan, its member's of the best role `priority`
    # (then the earliest, then by name); the others are not counted; the chosen one is an act per target,
    # made for the clan (`resolver/engine/moves.py`; bankers: the clan's kill, L34).
    clan_pick: tuple[str, str | None] | None = None
    # A watch (`resolver/engine/watch.py`): (side, action) — at each successful hostile act whose doer
    # (side "actor") or target (side "target") is the watched player, the watcher makes `action` (at the doer,
    # or at himself for side "target"), «в момент» of that act.
    on_watched: tuple[Literal["actor", "target"], str] | None = None
    watch: bool = False  # a «слежка» (andorra п.23 L96 «Следят»): what a reporter tells apart from a visit
    # The protection queue does not act on it («Игнорирует защиту», andorra L283; AN-45), but for the rows
    # (protection id, option, value) it still meets when the option has that value.
    ignores_protections: bool = False
    # A team's moves (`RoleSpec.team`, `resolver/engine/limits.py`): (clause, option, value) — with the option at that
    # value, the team makes one move of a `move_type` a night: the best-priority member's counts, another's is
    # illegal (andorra's Клан Копов under п.20, AN-53).
    team_single: tuple[str, str, Any] | None = None
    move_type: str | None = None  # the type of move for `team_single` (a shot, a search); default: the action
    meets_protections_when: tuple[tuple[str, str, Any], ...] = ()
    # A report (`resolver/engine/reporter.py`): after the night its actor is told what its target did and what was
    # done to him ("story": andorra's Журналист), or whether he made a successful hostile act ("hostile": the
    # допрос); `report_as` is the code a reporter tells this act by, apart.
    reports: Literal["story", "hostile"] | None = None
    report_as: str | None = None
    tells_dead: bool = False  # its actor is told tonight's dead before his step (`resolver/engine/reporter.py`)
    # (victim side, statuses, pending, clause): a kill of a player of that side leaves these statuses on the
    # killer and lays this pending effect on him (andorra: the Коп's depression after killing a Мирный).
    on_kill_of: tuple[str, tuple[str, ...], str | None, str] | None = None
    # An item taken from the target when the act works (`resolver/engine/takes.py`): the move's `choice` names it.
    takes_item: "TakeSpec | None" = None
    # A gift from a list (`resolver/engine/gifts.py`): the move's `choice` names the item, the target has it at dawn.
    gift: "GiftSpec | None" = None
    # (pending, role, clause): on a target who carries that pending effect from an earlier night the act turns
    # him into `role` at its moment (a role he holds besides his own, `RoleSpec.keeps_own`) instead of laying it
    # again (andorra L375, L378, п.19: the Вампир's second bite makes an Упырь «с момента повторного укуса»).
    turns_pending: tuple[str, str, str] | None = None
    # (check action, clause): the move needs an earlier night's check by the actor of that action that answered
    # yes on the target (andorra L247 «Не может стрелять без проверки»), from the carried `PlayerState.found`.
    needs_found: tuple[str, str] | None = None
    # The clause that makes the move need a night without a move before it since its last use (andorra L381:
    # «накопить энергию, то есть пропустить один ход»), from the carried `PlayerState.rested`.
    needs_rest: str | None = None
    # (trait, clause): when the act reaches a target of this trait its actor is told the target's role, whatever
    # the act then does (andorra L381: the Домовой «При попытке блокировки Нечисти узнает её роль»).
    reveals_role: tuple[tuple[str, str], ...] = ()
    # (status, kill kind, clause): when this act works, each player whose act gave its *actor* that status
    # tonight dies (andorra L235: the Священник who confessed a Маньяк who made a bloody kill that night).
    kills_actor_givers_of: tuple[tuple[str, str, str], ...] = ()
    # (check action, clause): an act of effect "relay" tells its target the answer of the actor's check of that
    # action made the night before (andorra L196: the Медсестра «Следующим ночным ходом может сообщить результат
    # Ван Хельсингу»), from the carried `last_targets` and `found`.
    relays: tuple[str, str] | None = None


@dataclass(frozen=True)
class PassOn:
    """`ActionSpec.passes_on`: a host who is herself a guest with `status` lays `mark` on her own guest, from the
    same host's act (`data["by"]` = that host), and the host is told (`code`, params `who`, `host`)."""

    status: str
    mark: str
    code: str
    clause: str
    ruling: str | None = None
    when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class DespiteNote:
    """`ActionSpec.despite`: a note for the host when the act worked though its actor had one of `statuses` (with
    the option `when` at its value): who stopped him (`by`), those acts as causes (bankers B-44: a clan's kill is
    the clan's act, its sender's block does not stop it)."""

    statuses: tuple[str, ...]
    code: str
    clause: str
    ruling: str | None = None
    when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class ActorBar:
    """A player whose role has `trait` may not make the move (`ActionSpec.barred`): it fails with `code`."""

    trait: str
    code: str
    clause: str
    ruling: str | None = None


@dataclass(frozen=True)
class CancelSpec:
    """A clan's move called off by its target (`ActionSpec.cancelled_by`): when a clan aims this move at a
    player whose role has `trait`, that clan's moves of it fail (`code`, `clause`, param `clan`), every clan's
    with the option `all_when` at its value (then with `all_ruling`)."""

    trait: str
    code: str
    clause: str
    all_when: tuple[str, Any] | None = None
    all_ruling: str | None = None
    # (code, code when another clan's kill of this action did happen, clause): the post line for each clan whose
    # move was called off (`resolver.engine.dawn.cancel_posts`; bankers L58 «убийство от мафов не произошло»).
    post: tuple[str, str, str] | None = None


@dataclass(frozen=True)
class ReplaceSpec:
    """A move that takes over a dead player's seat (`ActionSpec.replaces`; its effect «transform» gives the actor
    the target's role): the target must be dead (`target_not_dead`), of `side` and of the actor's clan
    (`not_own_clan`), and the actor must not have taken a seat before (his carried `replaced_role`:
    `already_replaced`), each with `clause`."""

    side: str
    clause: str
    ruling: str | None = None


@dataclass(frozen=True)
class GiftSpec:
    """The actor gives the target one item of `items`, named by the move's `choice` (`resolver/engine/gifts.py`).

    Each item of the list is there once: one given since the list was last renewed (the giver's carried
    `PlayerState.given`) cannot be given again (`pool_clause`) until all are given, and then the list renews.
    The item reaches the target at dawn (`dawn_clause`): he cannot use it the night it is given.
    """

    items: tuple[str, ...]
    clause: str
    pool_clause: str
    dawn_clause: str
    ruling: str | None = None


@dataclass(frozen=True)
class TakeSpec:
    """The actor takes one item of the target's, named by the move's `choice` («на свой выбор», andorra L334).

    `barred` items are never taken (the pistol and the knife) but the actor sees them: the actor is told
    the target's whole list (`seen_code`). A choice the target does not hold, or a barred one, takes
    nothing and says why with `barred_clause` / `clause`.
    """

    clause: str
    barred: frozenset[str] = frozenset()
    barred_clause: str | None = None
    seen_code: str = "letter_items_seen"
    ruling: str | None = None
    # Items seen in the list without being held: those whose id is a trait of the target's role (a shooter's pistol).
    seen_by_trait: frozenset[str] = frozenset()
