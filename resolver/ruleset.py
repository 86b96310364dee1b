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
    from resolver.night import Act, Night

Subject = Literal["actor", "target"]
Precedence = Literal["step", "time", "lookahead"]


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
    # (every move but the clan-level ones), "targeted" (every move with a target), "any".
    scope: str = "any"


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
    params: dict[str, Any] = field(default_factory=dict)


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
    # The roster, as checked on the living players of a night: at most this many in the game / in
    # one clan (None: no limit), with the clause that says so.
    max_per_game: int | None = None
    max_per_clan: int | None = None
    roster_clause: str | None = None
    # Fields of the carried state (model.PlayerState) only this role has; a field no role of the
    # rule set lists here is anybody's.
    carries: frozenset[str] = frozenset()


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


class ItemSpec(NamedSpec):
    """An item a player holds (bankers: бронежилет)."""


@dataclass
class Policy:
    """Hooks a rule set may override; the defaults are the plain reading."""

    expand_acts: Callable[["Night"], list["Act"]] | None = None
    # (night, act, state) -> (code, clause, ruling, params) when the act fails for a
    # reason that is not a status: a wrong kind of target, a missing quorum, ...
    static_failure: Callable[..., tuple[str, str, str | None, dict[str, Any]] | None] | None = None
    # (engine, state, act, outcome): extra effects of a performed act (check answers, ...)
    after_act: Callable[..., None] | None = None
    # (night, state) -> NightSummary: state carried to the next night, letters, post lines
    after_night: Callable[..., Any] | None = None


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
    _name_index: dict[int, dict[str, str]] = field(default_factory=dict, repr=False)

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


_REGISTRY: dict[str, Callable[[], RulesetSpec]] = {}
_CACHE: dict[str, RulesetSpec] = {}


def register(ruleset_id: str, factory: Callable[[], RulesetSpec]) -> None:
    _REGISTRY[ruleset_id] = factory


def available_rulesets() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def get_ruleset(ruleset_id: str) -> RulesetSpec:
    _load_builtin()
    key = _norm(ruleset_id)
    aliases = {"банкиры": "bankers", "андорра": "andorra", "андоррская мафия": "andorra"}
    key = aliases.get(key, key)
    if key not in _CACHE:
        _CACHE[key] = _REGISTRY[key]()
    return _CACHE[key]


def _load_builtin() -> None:
    if not _REGISTRY:
        from resolver.rulesets import bankers  # noqa: F401  (registers itself)
