"""Why an act fails and what an act tests, as data (part of a rule set, `resolver.specs.ruleset`).

- `Condition`: a status of the actor or the target that stops a move (a role's failure list, or a general
  condition of another text), with the stage at which it is checked (`Stage`) and what decides between two
  acts (`Precedence`).
- `TargetRule`: what a move's target must be (a side, a trait, a role, ...), checked by `resolver/engine/targets.py`.
- `AnswerTest`, `AnswerRow`: what a check tells its actor (`resolver/engine/answers.py`).
- `SightSpec`: what a watch tells (`resolver/engine/watch.py`); `SeekSpec`: a search for a role.

No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from resolver.specs.refs import AttackKind, ClauseId, MessageCode, RoleId, StatusId, Switch
from resolver.specs.rows import Row

Subject = Literal["actor", "target"]
# step: the order of moves decides; lookahead: a later act decides an earlier one (and cannot be undone
# by it); always: the producer reaches the consumer whatever their steps (a real ring is possible).
Precedence = Literal["step", "time", "lookahead", "always"]
# reach: checked before the protection queue and uses nothing up (andorra п.05, last line);
# after_protections: checked after it (the heal, andorra п.05 then L188).
Stage = Literal["reach", "after_protections"]
# Which moves a general condition reaches (`Condition.scope`).
Scope = Literal["any", "role", "personal", "targeted", "hostile", "original"]


@dataclass(frozen=True)
class Condition(Row):
    """A reason a move fails, as data: 'the ACTOR/TARGET is STATUS'.

    `listed` conditions are in the role's own failure list; general ones come
    from other texts (theft, beating, a guest's skipped move) and apply only
    while the option `strict_failure_lists` is off.
    """

    kind = "condition"
    subject: Subject
    status: StatusId
    code: MessageCode
    clause: ClauseId
    listed: bool = True
    precedence: Precedence = "step"
    ruling: str | None = None
    when: Switch | None = None  # (option, value) that switches it on
    unless: Switch | None = None  # (option, value) that switches it off
    # Which moves a general condition reaches: "role" (a «ролевой ход»), "personal"
    # (every move but the clan-level ones), "targeted" (every move with a target),
    # "hostile" (hostile acts only), "any".
    scope: Scope = "any"
    stage: Stage = "reach"
    supersedes: bool = False  # the act is carried by a derived copy (a redirected move): not shown itself
    # The act never was (its actor is out of the game: executed by day, classic п.6, п.80): its result is void, as a
    # dead actor's, not failed.
    void: bool = False
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
    attacks: frozenset[AttackKind] = frozenset()


@dataclass(frozen=True)
class TargetRule(Row):
    """What an action's target must be, or the act fails with `code` and `clause`.

    require: "side" (the target's side is `value`), "role_peaceful" (a peaceful with a role),
    "same_clan" (of the actor's clan), "trait" (the target's role has trait `value`), "role" (the
    target's role is `value`: a search that acts only on a hit), "lynched" (jailed by today's vote),
    "in_game" (in the game when the night began: not `alive: false`, dead or jailed on an earlier night or day).
    `illegal`: the text forbids the move itself (not a failure the player could not foresee), so the
    act is the player's illegal move: it fails with the clause and the host is warned.
    """

    kind = "target_rule"
    require: Literal["side", "role_peaceful", "same_clan", "trait", "role", "lynched", "not_trait", "sinful",
                     "in_game"]
    code: MessageCode
    clause: ClauseId
    value: str | None = None
    ruling: str | None = None
    when: Switch | None = None
    unless: Switch | None = None
    illegal: bool = False
    negate: bool = False  # the target must not be so (bankers: not «непроверяем», B-14)
    # The act is still made when this rule fails: only its effect is withheld (its "perf" marks stand: the
    # andorra Всадник's check freezes whoever he checks, L383).
    made: bool = False

    def refs(self) -> list[tuple[str, str, Any]]:
        """`value` names what `require` asks: a trait, a role or a side."""
        table = {"trait": "trait", "not_trait": "trait", "role": "role", "side": "side"}.get(self.require)
        return [("value", table, self.value)] if table is not None else []


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

    def refs(self) -> list[tuple[str, str, Any]]:
        table = {"trait": "trait", "role": "role", "sought": "role", "side": "side"}.get(self.require)
        return [("value", table, self.value)] if table is not None and self.value is not None else []


@dataclass(frozen=True)
class AnswerRow:
    """A row of a check's answer table (`ActionSpec.answer_table`, `resolver/engine/answers.py`): the first row
    switched on whose tests all hold is what the actor is told, an `info` decision `answer_<answer>` on the
    act with the row's clause (default: the action's) — the rule set's post tells it to him."""

    answer: str
    tests: tuple[AnswerTest, ...] = ()
    clause: ClauseId | None = None
    ruling: str | None = None
    when: Switch | None = None
    unless: Switch | None = None

    def refs(self) -> list[tuple[str, str, Any]]:
        """The decision `answer_<answer>` the row records has a sentence."""
        return [("answer", "message", f"answer_{self.answer}")]


@dataclass(frozen=True)
class SightSpec(Row):
    """What a watch (effect "watch", `ActionSpec.sees`, `resolver/engine/watch.py`) tells its actor: who made the acts
    that left one of `statuses` on his target tonight (a group act: its members who went; a clan's act: the
    clan, with the option `clan_when` at its value), an `info` decision `seen_code` with `clause`; with `groups_when`
    on, also who went in a group act that did not form (`group_code`). Nobody: the move is told «неудачно», the
    reason `none_code` with `none_clause`."""

    kind = "sight"
    statuses: tuple[StatusId, ...]
    seen_code: MessageCode
    clause: ClauseId
    none_code: MessageCode
    none_clause: ClauseId
    ruling: str | None = None
    clan_when: Switch | None = None
    # With this option at its value, the members of a group act on the target that did not form (its quorum not
    # met: bankers' Мирная охота of two) are seen too, told by `group_code` with `group_ruling` (bankers B-63).
    groups_when: Switch | None = None
    group_code: MessageCode | None = None
    group_ruling: str | None = None


@dataclass(frozen=True)
class SeekSpec(Row):
    """A search for a role (`ActionSpec.seeks`, `resolver/engine/answers.py`): the role sought is the actor's carried
    `seeking_role`, else `role`. It fails (`gone_code`) when no player of `role` lives and the actor seeks no
    other, and (`hidden_code`) when its target is of `role` and has the status `hidden_by` (a beaten one
    «никто не может найти»)."""

    kind = "seeks"
    role: RoleId
    clause: ClauseId
    gone_code: MessageCode
    hidden_code: MessageCode
    hidden_by: StatusId
    ruling: str | None = None
