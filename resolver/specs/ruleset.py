"""The shape of a rule set: clauses, roles, actions, steps, options, as data (python-chess style variants: the
engine in `resolver.engine.core` knows effect primitives and statuses, never role names).

Here: `RulesetSpec` (its tables and name lookups) and the small specs only it has (`Clause`, `StepSpec`, `OptionSpec`,
`KillKind`); `Policy` is `resolver.specs.policy`'s; the registry is `resolver.rulesets` (`get_ruleset`), a floor
above. Re-exported here under the same names: `resolver.specs.action` (`ActionSpec` and its own rows), the mechanic
rows (`rows`, `limits`, `effects`, `derived`, `letters`, `nature`), `target` (`Condition`, `TargetRule`, what a check
tells), `protection` (protections, result rows, pending effects, what a death leaves), `role` (roles, recruitment,
bands, items, events).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import TYPE_CHECKING, Annotated, Any

if TYPE_CHECKING:
    pass

from resolver.specs.checks import CheckRow
from resolver.specs.policy import Policy
from resolver.specs.action import ActionSpec, GiftSpec, ReplaceSpec, TakeSpec
from resolver.specs.derived import (
    Branches,
    Forces,
    GroupOf,
    KillsActorGivers,
    OnKillOf,
    OnWatched,
    Redirects,
    TakesGiversOf,
    TransformsOnKill,
)
from resolver.specs.letters import (
    CoHost,
    DespiteNote,
    MoreTargetsOn,
    PassOn,
    ReportedAs,
    Reports,
    RevealsRole,
    StepNote,
    TellsDead,
    InVain,
    TimeGroup,
)
from resolver.specs.nature import ClanLevel, ExemptGeneral, HostileOn, IgnoresProtections, TargetMayBeDead
from resolver.specs.limits import (
    ActorBar,
    CancelSpec,
    ClanGone,
    ClanMove,
    ClanPick,
    CountedFrom,
    ClanShared,
    ClanSingle,
    Hunt,
    NeedsEvent,
    NeedsFound,
    NeedsItem,
    NeedsRest,
    NotSelf,
    NotWithHunt,
    OffWhen,
    PerTarget,
    RepeatBan,
    RepeatLimit,
    TeamSingle,
    UsesPerGame,
)
from resolver.specs.dawn import DawnSpec
from resolver.specs.effects import (
    Answers,
    AnswerTable,
    Host,
    Kill,
    Lays,
    Leaves,
    MakesItem,
    Relay,
    Revive,
    SetsFlag,
    TargetLetter,
    TurnsPending,
)
from resolver.specs.post import PostSpec
from resolver.specs.refs import ActionId, ClauseId, OptionId, Ref, StateField, Switch
from resolver.specs.rows import ROW_KINDS, Row
from resolver.specs.protection import DoomCarry, GuiltSpec, KillerDies, PendingSpec, ProtectionSpec, ResultRow
from resolver.specs.role import BandSpec, EventSpec, ItemSpec, NamedSpec, RecruitSpec, RoleSpec
from resolver.specs.succession import SuccessionSpec
from resolver.specs.tables import KillKind, OptionSpec, StepMoved, StepSpec
from resolver.specs.target import (
    AnswerRow,
    AnswerTest,
    Condition,
    Precedence,
    SeekSpec,
    SightSpec,
    Stage,
    Subject,
    TargetRule,
)

__all__ = [
    "ActionSpec", "ActorBar", "AnswerRow", "AnswerTable", "AnswerTest", "Answers", "BandSpec", "Branches",
    "CancelSpec", "ClanGone", "ClanLevel", "ClanMove", "ClanPick", "CountedFrom", "ClanShared", "ClanSingle", "Clause", "CoHost",
    "Condition", "DespiteNote", "DoomCarry", "EventSpec", "ExemptGeneral", "Forces", "GiftSpec", "GroupOf",
    "GuiltSpec", "Host", "HostileOn", "Hunt", "IgnoresProtections", "ItemSpec", "Kill", "KillKind", "KillerDies",
    "KillsActorGivers", "Lays", "Leaves", "MakesItem", "MoreTargetsOn", "NamedSpec", "NeedsEvent", "NeedsFound",
    "NeedsItem", "NeedsRest", "NotSelf", "NotWithHunt", "OffWhen", "OnKillOf", "OnWatched", "OptionSpec", "PassOn",
    "PendingSpec", "PerTarget", "Policy", "Precedence", "ProtectionSpec", "ROW_KINDS", "RecruitSpec", "Redirects",
    "Relay", "RepeatBan", "RepeatLimit", "ReplaceSpec", "ReportedAs", "Reports", "ResultRow", "RevealsRole",
    "Revive", "RoleSpec", "Row", "RulesetSpec", "SeekSpec", "SetsFlag", "SightSpec", "Stage", "StepNote",
    "StepMoved", "StepSpec", "Subject", "TakeSpec", "TakesGiversOf", "TargetLetter", "TargetMayBeDead", "TargetRule",
    "TeamSingle", "TellsDead", "InVain", "TimeGroup", "TransformsOnKill", "TurnsPending", "UsesPerGame",
]


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
        return "\n".join(self.ruleset_text.splitlines()[self.lines[0] - 1 : self.lines[1]]).strip()

    def cite(self, ruleset_name: str, lang: str = "ru") -> str:
        """How the tool names a clause everywhere: «Банкиры «Врач», строка 75» in Russian, «bankers «Doctor» L75»
        in English (`RulesetSpec.cite` gives the rule set's name in the language)."""
        if lang == "ru":
            return f"{ruleset_name} «{self.title_ru}», {self.where_ru}"
        return f"{ruleset_name} «{self.title_en}» {self.where}"

    @property
    def where(self) -> str:
        return f"L{self.lines[0]}" if self.lines[0] == self.lines[1] else f"L{self.lines[0]}-{self.lines[1]}"

    @property
    def where_ru(self) -> str:
        return f"строка {self.lines[0]}" if self.lines[0] == self.lines[1] else f"строки {self.lines[0]}–{self.lines[1]}"


def norm_name(name: str) -> str:
    """A name as lookups compare it: case, ё/е and spaces aside."""
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
    # What the engine cites for its own rulings: purpose -> (clause id, project ruling id); the purposes, and which
    # a rule set must give, are `resolver.specs.citations.CITATIONS`.
    citations: dict[str, tuple[ClauseId, str | None]] = field(default_factory=dict)
    clan_aliases: dict[str, str] = field(default_factory=dict)
    # Options the engine's own mechanics read, named by the rule set: «only the failures each role's
    # list names» (bankers B-07); acts of one step ordered by time (B-43); a blast even when the attack
    # on the host fails (B-10).
    strict_lists_option: OptionId | None = None
    same_step_by_time: Switch | None = None
    blast_if_attack_fails: Switch | None = None
    # (option, value): with it, of a player's duplicate moves of one action the one sent for him by proxy
    # (`RoleSpec.sends_for_clan`) counts, else his own (`resolver/engine/moves.py`; bankers B-05).
    proxy_first: Switch | None = None
    # The clause by which, of a player's several moves of one action, the last sent counts (classic п.9); None: the
    # first in the file's order.
    last_move_counts: ClauseId | None = None
    # The clause by which a move its actor was held from (a status stopped it, a visit) still counts as made for its
    # limits: its target is carried for «not twice running» and «once a game» (classic п.12); an illegal move never.
    held_counts_made: ClauseId | None = None
    # The carried state a rule set keeps as it was (`resolver.engine.carry.carry_kept`): these PlayerState fields, and
    # the option with which a repeat-banned move counts for «not twice running» even when it failed (B-41).
    kept_fields: tuple[StateField, ...] = ()
    repeat_counts_failed: OptionId | None = None
    doom_carry: DoomCarry | None = None  # a doom carried to the next night as `PlayerState.doomed_by`
    doom_action: ActionId | None = None  # the pseudo act of a doomed player's due death (`PlayerState.doomed_by`)
    step_moves: tuple[StepMoved, ...] = ()  # steps an option moves (`StepMoved`)
    # (option, value, action, clause, ruling): with the option at that value a doomed player's moves before the
    # step of `action` (his cure) fail (`resolver/engine/moves.py`; bankers B-09).
    doom_holds_moves: Annotated[tuple[str, Any, ActionId, ClauseId, str | None], Ref("switch")] | None = None
    protections: tuple[ProtectionSpec, ...] = ()
    result_table: tuple[ResultRow, ...] = ()
    pending: dict[str, PendingSpec] = field(default_factory=dict)
    messages: dict[str, tuple[str, str]] = field(default_factory=dict)  # code -> (ru, en), see resolver.report.messages
    guilt: GuiltSpec | None = None  # who is guilty of a death (a fact a check reads)
    killer_dies: tuple[KillerDies, ...] = ()  # a victim who takes his killer with him (resolver/engine/notes.py)
    bands: tuple[BandSpec, ...] = ()  # leaders with followers (resolver/engine/band.py)
    # Checks of a file that only this rule set's data need, as typed rows (`resolver/specs/checks.py`; bankers: the
    # миномёт's holder, the Фанатка's own check; andorra: a clan's size), read by `resolver/input/checks/rows.py`.
    checks: tuple[CheckRow, ...] = ()
    day: Any = None  # the day's rules (`resolver.specs.day.DayRules`), read by the generic tally
    succession: SuccessionSpec | None = None  # who takes a dead player's seat at dawn (`resolver.engine.succession`)
    dawn: DawnSpec | None = None  # what is settled after every act of the night (`resolver.engine.dawn`)
    post: PostSpec | None = None  # what the host tells after the night (`resolver.engine.morning_post`)
    # option id -> (name ru, name en, {value: (ru, en)}): how the workbench names options and values
    option_names: dict[str, tuple[str, str, dict[Any, tuple[str, str]]]] = field(default_factory=dict)
    # A rule set loaded from a setup file (`resolver.input.setup_file`): what it took from a bundled rule set and
    # what it changed there, one line each (`mafia-night rules show`); empty for a bundled one.
    provenance: tuple[str, ...] = ()
    _name_index: dict[int, dict[str, str]] = field(default_factory=dict, repr=False)
    short_ru: str = ""  # the rule set as a Russian text names it in a citation: «Банкиры», «Андорра»

    def cite_name(self, lang: str = "ru") -> str:
        """The rule set in a citation: its Russian short name in Russian, its id in English."""
        return (self.short_ru or self.id) if lang == "ru" else self.id

    def cite(self, clause_id: str, lang: str = "ru") -> str:
        """A clause of this rule set as the tool names it: «Банкиры «Врач», строка 75»; «bankers «Doctor» L75»."""
        return self.clauses[clause_id].cite(self.cite_name(lang), lang)

    @cached_property
    def memo(self) -> dict[Any, Any]:
        """What the engine derives from this rule set's data alone (or with a night's options) and would
        otherwise work out again for every act of every night (`resolver.engine.conditions.conditions_for`). No field of
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
        (`OnWatched`), a protection's counter-attack (`ProtectionSpec.counter_action`), the offer of a
        free role (`FreeRoleSpec.offer_action`)."""
        found: frozenset[str] | None = self.memo.get("engine_actions")
        if found is None:
            made = {w.action for a in self.actions.values() for w in a.rows_of(OnWatched)}
            made |= {p.counter_action for p in self.protections if p.counter_action is not None}
            if self.dawn is not None and self.dawn.free_role is not None:
                made.add(self.dawn.free_role.offer_action)
            found = self.memo["engine_actions"] = frozenset(made)
        return found

    def needs_rest(self, actions: tuple[str, ...]) -> bool:
        """Does one of these actions (a role's) need a night without a move before it (`NeedsRest`)?"""
        key = ("needs_rest", actions)
        found: bool | None = self.memo.get(key)
        if found is None:
            found = self.memo[key] = any(self.actions[a].row(NeedsRest) is not None
                                         for a in actions if a in self.actions)
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
        # The names asked, as written, with their answers: most are asked again and again (an item on every
        # player's list), and normalising a name costs more than the look-up.
        asked: dict[str, str | None] | None = self.memo.get(("asked", id(table)))
        if asked is None:
            asked = self.memo[("asked", id(table))] = {}
        if name in asked:
            return asked[name]
        found = self._lookup_normal(table, name)
        if len(asked) < 10_000:  # bounded: a long-lived app is asked whatever names its files hold
            asked[name] = found
        return found

    def _lookup_normal(self, table: dict[str, Any], name: str) -> str | None:
        index = self._name_index.get(id(table))
        if index is None:
            index = {}
            for item_id, item in table.items():
                names = {item_id, getattr(item, "name_ru", ""), getattr(item, "name_en", ""),
                         getattr(item, "label_ru", ""), getattr(item, "label_en", "")}
                names.update(getattr(item, "aliases", ()))
                for n in names:
                    if n:
                        index.setdefault(norm_name(n), item_id)
            self._name_index[id(table)] = index
        return index.get(norm_name(name))

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
        key = norm_name(name)
        for clan in self.clans:
            if key == norm_name(clan):
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
