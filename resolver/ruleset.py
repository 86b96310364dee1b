"""The shape of a rule set: clauses, roles, actions, steps, options, as data.

A rule set is data plus a small policy object (python-chess style variants):
the engine in `resolver.engine` knows effect primitives and statuses, never
role names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import TYPE_CHECKING, Any, Callable, Literal

if TYPE_CHECKING:
    from resolver.hooks import AfterAct, AfterNight, ExpandActs, StaticFailure
    from resolver.night import Act, Night

from resolver.dawn_spec import DawnSpec
from resolver.succession_spec import SuccessionSpec

Subject = Literal["actor", "target"]
# step: the order of moves decides; lookahead: a later act decides an earlier one (and cannot be undone
# by it); always: the producer reaches the consumer whatever their steps (a real ring is possible).
Precedence = Literal["step", "time", "lookahead", "always"]
# reach: checked before the protection queue and uses nothing up (andorra п.05, last line);
# after_protections: checked after it (the heal, andorra п.05 then L188).
Stage = Literal["reach", "after_protections"]


@dataclass(frozen=True)
class Clause:
    """A piece of the rule text: the single place where quoted text lives."""

    id: str
    title_ru: str
    title_en: str
    lines: tuple[int, int]
    ruleset_text: str = field(repr=False, compare=False, default="")

    @property
    def quote(self) -> str:
        all_lines = self.ruleset_text.splitlines()
        start, end = self.lines
        return "\n".join(all_lines[start - 1 : end]).strip()

    def cite(self, ruleset_id: str, lang: str = "ru") -> str:
        """How the tool names a clause everywhere: «bankers «Врач» L75»."""
        return f"{ruleset_id} «{self.title_ru if lang == 'ru' else self.title_en}» {self.where}"

    @property
    def where(self) -> str:
        start, end = self.lines
        return f"L{start}" if start == end else f"L{start}-{end}"


@dataclass(frozen=True)
class DoomCarry:
    """`RulesetSpec.doom_carry`: a player alive at dawn with `status` carries `PlayerState.doomed_by` (the status's
    `by`) into the next night, told by a letter (`letter`, `clause`). Unless its giver spent the night away as a
    guest with `away_status` and the option `away_option` is off: then the doom is lifted (`lifted`: code,
    clause, ruling; bankers B-11, the Шизик at the Стерва's)."""

    status: str
    letter: str
    clause: str
    away_status: str | None = None
    away_option: str | None = None
    lifted: tuple[str, str, str | None] | None = None


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
class Condition:
    """A reason a move fails, as data: 'the ACTOR/TARGET is STATUS'.

    `listed` conditions are in the role's own failure list; general ones come
    from other texts (theft, beating, a guest's skipped move) and apply only
    while the option `strict_failure_lists` is off.
    """

    subject: Subject
    status: str
    code: str
    clause: str
    listed: bool = True
    precedence: Precedence = "step"
    ruling: str | None = None
    when: tuple[str, Any] | None = None  # (option, value) that switches it on
    unless: tuple[str, Any] | None = None  # (option, value) that switches it off
    # Which moves a general condition reaches: "role" (a «ролевой ход»), "personal"
    # (every move but the clan-level ones), "targeted" (every move with a target),
    # "hostile" (hostile acts only), "any".
    scope: str = "any"
    stage: Stage = "reach"
    supersedes: bool = False  # the act is carried by a derived copy (a redirected move): not shown itself
    # The word the actor is told when this condition stops his act (a sleeping pill that lands after
    # the move: the move took effect, its owner hears «неудачно» — then `blocks` is False).
    blocks: bool = True
    # A target-side condition of stage `after_protections` that stops the effect: the word its doer
    # hears (andorra A-51: the attacker of a healed player hears «удачно»).
    reported: Literal["success", "failed"] = "failed"
    # On a pending effect's act (a poison death): when this condition stops it, the effect stays
    # pending for one more night instead of being gone (andorra A-15, vodka_vs_timer = postponed).
    postpones: bool = False
    # A general condition only for acts of these attack kinds (`ActionSpec.attack`); empty: every act its scope
    # names (andorra: the stomach pump against a poison, AN-41).
    attacks: frozenset[str] = frozenset()


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
    clause: str
    name_ru: str = ""
    name_en: str = ""
    effect: Literal["cancel", "reflect", "counter"] = "cancel"
    stops: frozenset[str] = frozenset()
    ignored_by: frozenset[str] = frozenset()
    reported: Literal["success", "failed"] = "failed"
    spent: Literal["never", "on_trigger", "at_dawn"] = "on_trigger"
    counter_action: str | None = None
    not_against_traits: frozenset[str] = frozenset()  # the attacker's role traits it does not act on
    ruling: str | None = None
    when: tuple[str, Any] | None = None
    unless: tuple[str, Any] | None = None
    # The clause of the word the doer is told when this row acts (andorra п.17: «в сирену - неудачно»).
    word_clause: str | None = None
    # (attack, clause): the attack passes through it, and the clause that says so (the knife, L317);
    # recorded when the holder is hit by such an attack while he holds it.
    passed_by: tuple[tuple[str, str], ...] = ()
    # (attack, option, value): with the option at that value the attack passes through it and knocks
    # it off (it is used up as if it had acted: a full stake party and a siren, andorra A-08).
    passes_when: tuple[tuple[str, str, Any], ...] = ()
    # (clause, option, value): with the option at that value it also acts on a friendly visit (an act
    # whose `visits` is set), not only on hostile acts; the clause names the visitors (andorra A-07).
    on_visits: tuple[str, str, Any] | None = None
    # (option, value): with it, a counter-attack goes to whoever sends the attacker's clan's moves
    # (his clan's sender, `ActionSpec.clan_move`) instead of the one who made the act (andorra A-25).
    counter_at_sender_when: tuple[str, Any] | None = None
    # (option, value): with it, an act this row reflected meets no protection of its doer.
    reflected_unprotected_when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class ResultRow:
    """A row of a result table (andorra п.17): attack kind × target trait -> the word and the effect."""

    attack: str
    trait: str
    result: Literal["success", "failed"]
    clause: str
    effect: bool = False  # does the act still take effect on the target
    ruling: str | None = None
    see_also: tuple[str, ...] = ()  # other clauses that state the same result (the role's own section)


@dataclass(frozen=True)
class PendingSpec:
    """An effect that waits for a later night: a poison, the Шизик's guest (bankers L100)."""

    id: str
    action: str  # the pseudo action that carries it out when it comes due (its conditions are the cures)
    clause: str
    letter: str | None = None  # decision code of the private line the player gets when it is laid
    # (trait, clause): when the due effect kills a player of this trait, the one who laid it dies with him
    # (andorra L375: «Если Вампир не кусает второй раз Психа, то умирает вместе с ним»).
    takes_source: tuple[str, str] | None = None


@dataclass(frozen=True)
class TargetRule:
    """What an action's target must be, or the act fails with `code` and `clause`.

    require: "side" (the target's side is `value`), "role_peaceful" (a peaceful with a role),
    "same_clan" (of the actor's clan), "trait" (the target's role has trait `value`), "role" (the
    target's role is `value`: a search that acts only on a hit), "lynched" (jailed by today's vote).
    `illegal`: the text forbids the move itself (not a failure the player could not foresee), so the
    act is the player's illegal move: it fails with the clause and the host is warned.
    """

    require: Literal["side", "role_peaceful", "same_clan", "trait", "role", "lynched", "not_trait", "sinful"]
    code: str
    clause: str
    value: str | None = None
    ruling: str | None = None
    when: tuple[str, Any] | None = None
    unless: tuple[str, Any] | None = None
    illegal: bool = False
    negate: bool = False  # the target must not be so (bankers: not «непроверяем», B-14)
    # The act is still made when this rule fails: only its effect is withheld (its "perf" marks stand: the
    # andorra Всадник's check freezes whoever he checks, L383).
    made: bool = False


@dataclass(frozen=True)
class AnswerTest:
    """One test of an answer row (`AnswerRow`) about a check's target, as data.

    require: "side" (the target's side as the options make it is `value`), "trait" (his role has trait
    `value`), "role" (his role is `value`), "role_peaceful" (his role is written «ролевой», whatever the
    options make its side), "sought" (his role is the one the actor seeks: the actor's carried
    `seeking_role`, else `value`). `negate`: the test holds when that is not so.
    """

    require: Literal["side", "trait", "role", "role_peaceful", "sought"]
    value: str | None = None
    negate: bool = False


@dataclass(frozen=True)
class AnswerRow:
    """A row of a check's answer table (`ActionSpec.answer_table`, `resolver/answers.py`): the first row
    switched on whose tests all hold is what the actor is told, an `info` decision `answer_<answer>` on the
    act with the row's clause (default: the action's) — the rule set's post tells it to him."""

    answer: str
    tests: tuple[AnswerTest, ...] = ()
    clause: str | None = None
    ruling: str | None = None
    when: tuple[str, Any] | None = None
    unless: tuple[str, Any] | None = None


@dataclass(frozen=True)
class SightSpec:
    """What a watch (effect "watch", `ActionSpec.sees`, `resolver/watch.py`) tells its actor: who made the acts
    that left one of `statuses` on his target tonight (a group act: its members who went; a clan's act: the
    clan, with the option `clan_when` at its value), an `info` decision `seen_code` with `clause`. Nobody:
    the move is told «неудачно», the reason `none_code` with `none_clause`."""

    statuses: tuple[str, ...]
    seen_code: str
    clause: str
    none_code: str
    none_clause: str
    ruling: str | None = None
    clan_when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class SeekSpec:
    """A search for a role (`ActionSpec.seeks`, `resolver/answers.py`): the role sought is the actor's carried
    `seeking_role`, else `role`. It fails (`gone_code`) when no player of `role` lives and the actor seeks no
    other, and (`hidden_code`) when its target is of `role` and has the status `hidden_by` (a beaten one
    «никто не может найти»)."""

    role: str
    clause: str
    gone_code: str
    hidden_code: str
    hidden_by: str
    ruling: str | None = None


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
    # move was called off (`resolver.dawn.cancel_posts`; bankers L58 «убийство от мафов не произошло»).
    post: tuple[str, str, str] | None = None


@dataclass(frozen=True)
class RecruitSpec:
    """A recruitment into the actor's clan (or the clan the move names), as data (`resolver/recruit.py`).

    The target must be of one of `sides` (andorra п.08: peaceful roles and peaceful without a role) and
    his role must not have the trait `barred_trait` («Роль невербуема»). With `consent`, the first
    invitation needs the target's answer (the move's `choice`: yes/no); a later invitation by the same
    clan (`PlayerState.invited_by`) succeeds without it (`second_clause`). The target hears of the first
    invitation even when his role cannot be recruited (`info_clause`). A recruit joins at dawn
    (`join_clause`) as `role`, unless his role has `keeps_trait` (he keeps it and joins the clan). A
    clan of `cap[0]` living members takes no one more (`cap[1]`). A player already recruited tonight by
    an earlier act is not recruited again (`taken_clause`).
    """

    role: str
    join_clause: str
    sides: frozenset[str]
    side_clause: str
    barred_trait: str
    barred_clause: str
    consent: bool = True
    second_clause: str | None = None
    info_clause: str | None = None
    keeps_trait: str | None = None
    keeps_clause: str | None = None
    cap: tuple[int, str] | None = None
    taken_clause: str | None = None
    clan_from_choice: bool = False  # the clan is the move's `choice` (a card «на выбор владельца»)
    # No clan: the recruit joins the actor's team (`RoleSpec.team`) as `role` (andorra's Копы, L219).
    team: bool = False
    # Only players of these roles may be taken (andorra: «только Мирные жители (без ролей)», п.08 L22).
    roles: frozenset[str] = frozenset()
    # (role, clause): only while no living player has that role («если … отсутствует/выбыл Следователь»).
    while_absent: tuple[str, str] | None = None
    # Cited when a later recruitment finds the target taken by this one («имеет приоритет», L219).
    priority_clause: str | None = None
    letter: str = "letter_recruited"
    # (option, value): with it the side and barred-trait limits are lifted (any player is moved).
    limits_unless: tuple[str, Any] | None = None
    ruling: str | None = None
    # Into the actor's band instead of a clan (`resolver/band.py`): the recruit keeps his role and follows the
    # actor (`PlayerState.follower_of`); the invitation is remembered under «band:<leader>».
    band: bool = False


@dataclass(frozen=True)
class BandSpec:
    """A leader's band of followers (`resolver/band.py`; andorra's Бунтарь).

    `min_for` (actions, count, clause): those actions only while the band has at least `count` living followers
    (the leader or a follower makes them). `successor_clause`: when the leader dies or is jailed, his earliest
    follower (by the night he joined) takes the leader's role at dawn and the band follows him; a tie is the
    host's to settle.
    """

    leader_role: str
    min_for: tuple[tuple[str, ...], int, str] | None = None
    successor_clause: str | None = None
    ruling: str | None = None
    # (option, value): with it, a follower counts as of the leader's role for the win conditions.
    win_as_leader: tuple[str, Any] | None = None


@dataclass(frozen=True)
class GuiltSpec:
    """Who is guilty of a death (andorra п.26 «Грешный игрок»), a fact a check may read.

    A player is guilty once a death was caused by him: the doer of the killing act (for a pending
    effect, who laid it; for a group act, every member who went), unless an `exceptions` row
    (killer role, victim side, clause) covers it. Carried in `PlayerState.sinful`.
    """

    clause: str
    exceptions: tuple[tuple[str, str, str], ...] = ()
    ruling: str | None = None


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
    # named, gave it (`resolver.carry.carry_kept`; bankers: the Фанатка found the Детектив, her check is spent).
    sets_flag: tuple[str, str | None] | None = None
    despite: DespiteNote | None = None
    # A host's invitation that worked (`resolver.host_notes`): (code, clause, ruling) of the note when its guest is
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
    # The ruling under which a branch act (`resolver/moves.py`) fails when the move failed and keeps the
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
    # A recruitment (`RecruitSpec`, resolver/recruit.py).
    recruit: "RecruitSpec | None" = None
    # Rows (role, action, clause): the act sends every living player of that role to do that action on
    # this act's target, «независимо от хода» (his own move of that action is replaced): a forced act
    # (resolver/recruit.py `forced_acts`), andorra's визитки.
    forces: tuple[tuple[str, str, str], ...] = ()
    # The clause of a check that kills (jails) its target only if he is guilty (`GuiltSpec`): a guilty
    # target dies of this act's kill kind, an innocent one is left alone; the actor is told which.
    only_if_guilty: str | None = None
    # An act of effect "check" (`resolver/answers.py`): (rule, yes code, no code) — the actor is told the
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
    # made for the clan (`resolver/moves.py`; bankers: the clan's kill, L34).
    clan_pick: tuple[str, str | None] | None = None
    # A watch (`resolver/watch.py`): (side, action) — at each successful hostile act whose doer
    # (side "actor") or target (side "target") is the watched player, the watcher makes `action` (at the doer,
    # or at himself for side "target"), «в момент» of that act.
    on_watched: tuple[Literal["actor", "target"], str] | None = None
    watch: bool = False  # a «слежка» (andorra п.23 L96 «Следят»): what a reporter tells apart from a visit
    # The protection queue does not act on it («Игнорирует защиту», andorra L283; AN-45), but for the rows
    # (protection id, option, value) it still meets when the option has that value.
    ignores_protections: bool = False
    # A team's moves (`RoleSpec.team`, `resolver/limits.py`): (clause, option, value) — with the option at that
    # value, the team makes one move of a `move_type` a night: the best-priority member's counts, another's is
    # illegal (andorra's Клан Копов under п.20, AN-53).
    team_single: tuple[str, str, Any] | None = None
    move_type: str | None = None  # the type of move for `team_single` (a shot, a search); default: the action
    meets_protections_when: tuple[tuple[str, str, Any], ...] = ()
    # A report (`resolver/reporter.py`): after the night its actor is told what its target did and what was
    # done to him ("story": andorra's Журналист), or whether he made a successful hostile act ("hostile": the
    # допрос); `report_as` is the code a reporter tells this act by, apart.
    reports: Literal["story", "hostile"] | None = None
    report_as: str | None = None
    tells_dead: bool = False  # its actor is told tonight's dead before his step (`resolver/reporter.py`)
    # (victim side, statuses, pending, clause): a kill of a player of that side leaves these statuses on the
    # killer and lays this pending effect on him (andorra: the Коп's depression after killing a Мирный).
    on_kill_of: tuple[str, tuple[str, ...], str | None, str] | None = None
    # An item taken from the target when the act works (`resolver/takes.py`): the move's `choice` names it.
    takes_item: "TakeSpec | None" = None
    # A gift from a list (`resolver/gifts.py`): the move's `choice` names the item, the target has it at dawn.
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
class GiftSpec:
    """The actor gives the target one item of `items`, named by the move's `choice` (`resolver/gifts.py`).

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


@dataclass(frozen=True)
class KillerDies:
    """A victim whose role has `trait`, killed by an attack of one of `attacks`, takes his killer with him: the
    killer dies of kill kind `kind` at the same moment (andorra L343: «Если психа убивают из пистолета - убийца так
    же становится убитым»). With `item`, only while the victim holds it; it is spent («Если в момент убийства
    Психа у него отсутствует взрывчатка, то убийца остаётся в живых»)."""

    trait: str
    attacks: frozenset[str]
    kind: str
    clause: str
    item: str | None = None
    item_clause: str | None = None
    ruling: str | None = None
    # (attack, option, value): the attack counts only with the option at that value (A-31 counter-shot).
    attacks_when: tuple[tuple[str, str, Any], ...] = ()
    # (kill kind, option, value): a death of that kind counts too with the option at that value, whatever the act's
    # attack (andorra A-63: the Тюремщик who jails a Псих at night).
    kinds_when: tuple[tuple[str, str, Any], ...] = ()


@dataclass(frozen=True)
class RoleSpec:
    id: str
    name_ru: str
    name_en: str
    side: str  # mafia | peaceful | independent
    clause: str
    actions: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    clan_member: bool = False
    role_peaceful: bool = False  # «ролевой мирный»
    priority: int = 99  # clan priority («приоритет ролей»)
    traits: frozenset[str] = frozenset()
    side_option: str | None = None  # an option whose value is this role's side (bankers B-20)
    sends_for_clan: str | None = None  # the clause that lets this role send a member's move (`Move.by`)
    grants: tuple[tuple[str, str], ...] = ()  # (action, clause): the clause that gives this role the move
    # (action, roles, clause): the move is legal only while no other living member of the clan has
    # one of these roles (andorra L143: the Boss poisons only without a Рядовой).
    only_without: tuple[tuple[str, frozenset[str], str], ...] = ()
    # (role, clause): when a player of that role dies tonight and none of it is left alive, a living player of
    # this role takes it at dawn (`resolver/carry.py`; andorra: the Следователь becomes the Шериф «с наступлением
    # утра», L208).
    promoted_to: tuple[str, str] | None = None
    team: str | None = None  # a team of roles that is not a clan (andorra's Копы): see `ActionSpec.team_single`
    # The roster, as checked on the living players of a night: at most this many in the game / in
    # one clan (None: no limit), with the clause that says so.
    max_per_game: int | None = None
    max_per_clan: int | None = None
    roster_clause: str | None = None
    # Fields of the carried state (model.PlayerState) only this role has; a field no role of the
    # rule set lists here is anybody's.
    carries: frozenset[str] = frozenset()
    # (items, clause): what a player who turns into this role «в момент» gets with it (andorra: the Палач becomes a
    # Псих «с 1 шт. взрывчатки», L283).
    items_on_becoming: tuple[tuple[str, ...], str] | None = None
    # A role a player takes besides his own (`ActionSpec.turns_pending`): the clause that says he keeps his role
    # and its moves; his side and traits become this role's (andorra Упырь: «Первоначальную роль не теряет. Ходы
    # совершает согласно своей роли», L378).
    keeps_own: str | None = None
    # (action, clause): moves a player of this role may not make, with the clause that forbids them (a move the
    # role has not is cited by the clause, not by the role's section); they leave a player who takes this role
    # besides his own (andorra Нечисть: «Не ходят с кольями», L361).
    drops: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class StepSpec:
    id: str
    order: float
    name_ru: str
    name_en: str
    clause: str


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
    clause: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class NamedSpec:
    """Something of the rule text known by name: a day's event, an item."""

    id: str
    name_ru: str
    name_en: str
    clause: str
    aliases: tuple[str, ...] = ()


class EventSpec(NamedSpec):
    """A day's event (bankers: Полнолуние, Праздник, ...)."""


@dataclass(frozen=True)
class ItemSpec(NamedSpec):
    """An item a player holds (bankers: бронежилет).

    `clan_item`: the clause that makes it a clan's item when a clan member holds it (andorra п.20: the
    head disposes of it; when he is out, the member the clan chooses); at dawn a dead holder's clan
    items pass to the living member who now sends the clan's moves (`resolver/recruit.py`).
    """

    clan_item: str | None = None
    # (trait, pending, clause): a player of that trait who receives the item (`ActionSpec.gives_item`) has that
    # pending effect laid on him (andorra L127: the крестик «Если попадает Нечисти после исповеди Священника -
    # травит их»).
    on_receive: tuple[str, str, str] | None = None


@dataclass
class Policy:
    """Hooks a rule set may give for what no mechanic covers yet; each sees a `NightView`
    (`resolver.hooks`), never the engine's insides. The defaults are the plain reading."""

    # night -> its acts, when the rule set compiles moves itself (a clan's kill by role priority)
    expand_acts: "ExpandActs | None" = None
    # (night, act, view) -> (code, clause, ruling, params) when the act fails for a reason that is
    # not a status or a target rule
    static_failure: "StaticFailure | None" = None
    # (view, act): what a performed act adds (check answers, what a watcher saw)
    after_act: "AfterAct | None" = None
    # view -> the summary carried to the next night, with the letters and post lines it records
    after_night: "AfterNight | None" = None


def _norm(name: str) -> str:
    return " ".join(name.strip().lower().replace("ё", "е").split())


@dataclass
class RulesetSpec:
    id: str
    name_ru: str
    name_en: str
    text_file: str
    clauses: dict[str, Clause]
    roles: dict[str, RoleSpec]
    actions: dict[str, ActionSpec]
    steps: dict[str, StepSpec]
    options: dict[str, OptionSpec]
    kill_kinds: dict[str, KillKind]
    events: dict[str, EventSpec]
    items: dict[str, ItemSpec]
    general_conditions: tuple[Condition, ...]
    policy: Policy
    clans: tuple[str, ...] = ()
    # What the engine cites for its own rulings: purpose -> (clause id, project ruling id). Purposes:
    # cycle, same_step, later_step (its clause is the later step's), not_in_list, time_rule, vest.
    citations: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    clan_aliases: dict[str, str] = field(default_factory=dict)
    # Options the engine's own mechanics read, named by the rule set: «only the failures each role's
    # list names» (bankers B-07); acts of one step ordered by time (B-43); a blast even when the attack
    # on the host fails (B-10).
    strict_lists_option: str | None = None
    same_step_by_time: tuple[str, Any] | None = None
    blast_if_attack_fails: tuple[str, Any] | None = None
    # (option, value): with it, of a player's duplicate moves of one action the one sent for him by proxy
    # (`RoleSpec.sends_for_clan`) counts, else his own (`resolver/moves.py`; bankers B-05).
    proxy_first: tuple[str, Any] | None = None
    # The carried state a rule set keeps as it was (`resolver.carry.carry_kept`): these PlayerState fields, and
    # the option with which a repeat-banned move counts for «not twice running» even when it failed (B-41).
    kept_fields: tuple[str, ...] = ()
    repeat_counts_failed: str | None = None
    doom_carry: DoomCarry | None = None  # a doom carried to the next night as `PlayerState.doomed_by`
    doom_action: str | None = None  # the pseudo act of a doomed player's due death (`PlayerState.doomed_by`)
    # (option, value, action, clause, ruling): with the option at that value a doomed player's moves before the
    # step of `action` (his cure) fail (`resolver/moves.py`; bankers B-09).
    doom_holds_moves: tuple[str, Any, str, str, str | None] | None = None
    protections: tuple[ProtectionSpec, ...] = ()
    result_table: tuple[ResultRow, ...] = ()
    pending: dict[str, PendingSpec] = field(default_factory=dict)
    messages: dict[str, tuple[str, str]] = field(default_factory=dict)  # code -> (ru, en), see resolver.messages
    guilt: GuiltSpec | None = None  # who is guilty of a death (a fact a check reads)
    killer_dies: tuple[KillerDies, ...] = ()  # a victim who takes his killer with him (resolver/notes.py)
    bands: tuple[BandSpec, ...] = ()  # leaders with followers (resolver/band.py)
    # Checks of a file that only this rule set's fields need (bankers: the миномёт's holder, the
    # Фанатка's own check): (ruleset, scenario, add) with add(where, message, rule).
    extra_checks: "Callable[..., None] | None" = None
    day: Any = None  # the day's rules (`resolver.day.spec.DayRules`), read by the generic tally
    succession: SuccessionSpec | None = None  # who takes a dead player's seat at dawn (`resolver.succession`)
    dawn: DawnSpec | None = None  # what is settled after every act of the night (`resolver.dawn`)
    # option id -> (name ru, name en, {value: (ru, en)}): how the workbench names options and values
    option_names: dict[str, tuple[str, str, dict[Any, tuple[str, str]]]] = field(default_factory=dict)
    _name_index: dict[int, dict[str, str]] = field(default_factory=dict, repr=False)
    @cached_property
    def memo(self) -> dict[Any, Any]:
        """What the engine derives from this rule set's data alone (or with a night's options) and would
        otherwise work out again for every act of every night (`resolver.graph.conditions_for`). No field of
        the data: a rule set made by dataclasses.replace starts with an empty one."""
        return {}

    @cached_property
    def protections_in_order(self) -> tuple[ProtectionSpec, ...]:
        """The queue of protections (п.05) by its order; ties keep the data's order."""
        return tuple(sorted(self.protections, key=lambda r: r.order))

    def role_actions(self) -> frozenset[str]:
        """Every action some role lists (a move no role lists is an item's or the engine's)."""
        found: frozenset[str] | None = self.memo.get("role_actions")
        if found is None:
            found = self.memo["role_actions"] = frozenset(a for r in self.roles.values() for a in r.actions)
        return found

    def engine_actions(self) -> frozenset[str]:
        """The acts only the engine makes out of another act, never a player's move: a watch's strike
        (`ActionSpec.on_watched`), a protection's counter-attack (`ProtectionSpec.counter_action`), the offer of a
        free role (`FreeRoleSpec.offer_action`)."""
        found: frozenset[str] | None = self.memo.get("engine_actions")
        if found is None:
            made = {a.on_watched[1] for a in self.actions.values() if a.on_watched is not None}
            made |= {p.counter_action for p in self.protections if p.counter_action is not None}
            if self.dawn is not None and self.dawn.free_role is not None:
                made.add(self.dawn.free_role.offer_action)
            found = self.memo["engine_actions"] = frozenset(made)
        return found

    def needs_rest(self, actions: tuple[str, ...]) -> bool:
        """Does one of these actions (a role's) need a night without a move before it (`ActionSpec.needs_rest`)?"""
        key = ("needs_rest", actions)
        found: bool | None = self.memo.get(key)
        if found is None:
            found = self.memo[key] = any(self.actions[a].needs_rest for a in actions if a in self.actions)
        return found

    def result_rows(self, attack: str) -> tuple[ResultRow, ...]:
        """The rows of the result table for an attack kind and for any («*»), in the table's order."""
        key = ("result_rows", attack)
        rows: tuple[ResultRow, ...] | None = self.memo.get(key)
        if rows is None:
            rows = self.memo[key] = tuple(r for r in self.result_table if r.attack in (attack, "*"))
        return rows

    @cached_property
    def text(self) -> str:
        return resources.files("resolver.rulesets").joinpath("texts", self.text_file).read_text("utf-8")

    def clause(self, clause_id: str) -> Clause:
        return self.clauses[clause_id]

    def _lookup(self, table: dict[str, Any], name: str) -> str | None:
        index = self._name_index.get(id(table))
        if index is None:
            index = {}
            for item_id, item in table.items():
                names = {item_id, getattr(item, "name_ru", ""), getattr(item, "name_en", ""),
                         getattr(item, "label_ru", ""), getattr(item, "label_en", "")}
                names.update(getattr(item, "aliases", ()))
                for n in names:
                    if n:
                        index.setdefault(_norm(n), item_id)
            self._name_index[id(table)] = index
        return index.get(_norm(name))

    def role_id(self, name: str) -> str | None:
        return self._lookup(self.roles, name)

    def action_id(self, name: str) -> str | None:
        return self._lookup(self.actions, name)

    def event_id(self, name: str) -> str | None:
        return self._lookup(self.events, name)

    def item_id(self, name: str) -> str | None:
        return self._lookup(self.items, name)

    def kill_kind_id(self, name: str) -> str | None:
        return self._lookup(self.kill_kinds, name)

    def clan_id(self, name: str) -> str | None:
        key = _norm(name)
        for clan in self.clans:
            if key == _norm(clan):
                return clan
        return self.clan_aliases.get(key)

    def known_names(self, table: str) -> list[str]:
        items: dict[str, Any] = getattr(self, table)
        out: list[str] = []
        for item_id, item in items.items():
            out.append(item_id)
            for attr in ("name_ru", "name_en"):
                value = getattr(item, attr, "")
                if value:
                    out.append(value)
            out.extend(getattr(item, "aliases", ()))
        return out

    def option_value(self, options: dict[str, Any], name: str) -> Any:
        return options.get(name, self.options[name].default)

    def option_label(self, name: str, lang: str = "ru") -> str:
        """An option's name for a host («Мирная охота»); its id where the rule set names none."""
        found = self.option_names.get(name)
        return (found[0] if lang == "ru" else found[1]) if found else name

    def option_value_label(self, name: str, value: Any, lang: str = "ru") -> str:
        """One value of an option for a host («жребий ведущего», «да»)."""
        found = self.option_names.get(name)
        if isinstance(value, bool):
            return ("да" if value else "нет") if lang == "ru" else ("yes" if value else "no")
        if found and value in found[2]:
            ru, en = found[2][value]
            return ru if lang == "ru" else en
        return str(value)


_REGISTRY: dict[str, Callable[[], RulesetSpec]] = {}
_ALIASES: dict[str, str] = {}
_CACHE: dict[str, RulesetSpec] = {}
_SCANNED = False


def register(ruleset_id: str, factory: Callable[[], RulesetSpec], aliases: tuple[str, ...] = ()) -> None:
    """A rule set package calls this on import; its other names are its own data."""
    _REGISTRY[ruleset_id] = factory
    for alias in aliases:
        _ALIASES[_norm(alias)] = ruleset_id


def available_rulesets() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def get_ruleset(ruleset_id: str) -> RulesetSpec:
    _load_builtin()
    key = _norm(ruleset_id)
    key = _ALIASES.get(key, key)
    if key not in _CACHE:
        _CACHE[key] = _REGISTRY[key]()
    return _CACHE[key]


def _load_builtin() -> None:
    """Import every rule set package under `resolver.rulesets`: each registers itself.

    Importing one package directly (a test reading its clause map) registers only that one, so
    the scan runs once whatever is already registered.
    """
    global _SCANNED
    if _SCANNED:
        return
    _SCANNED = True
    import importlib
    import pkgutil

    import resolver.rulesets as package

    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg:
            importlib.import_module(f"resolver.rulesets.{info.name}")
