"""A rule set checked when it registers: every id its data names must exist.

The check walks the rule set's data (every dataclass in it, as the mutation test does) and reads each field's type:
a field annotated with a `resolver.specs.refs.Ref` names a clause, a step, an action, a role, an item, an option (and
one of its values), a kill kind, a pending effect, an event, a protection, a status some act gives, a trait, a side,
a kind of attack, a field of the carried state, a row kind, or a decision code with a sentence; a `Literal` field
holds one of its values; a row's `refs()` names what depends on another field (a target rule's `value`). The engine's
citations are checked against `resolver.specs.citations.CITATIONS`. Every problem is listed at once, each naming the
rule set, the row (its path in the data) and the field: `RulesetError`.
"""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from model.scenario import PlayerState
from resolver.specs.checks import row_errors
from resolver.specs.citations import CITATIONS
from resolver.specs.effects import Host, Leaves
from resolver.specs.derived import OnKillOf
from resolver.specs.letters import PassOn
from resolver.specs.effects import TurnsPending
from resolver.specs.refs import Ref
from resolver.specs.rows import ROW_KINDS
from resolver.specs.ruleset import RulesetSpec
from resolver.text.messages import MESSAGES
from resolver.text.problems import TEXTS, Say, say
from resolver.text.setup_texts import TABLE_NAMES

# Statuses the engine's own primitives give (a kill leaves `dead` and `attacked`; an invitation `guest`).
ENGINE_STATUSES = frozenset({"dead", "attacked", "guest", "doomed"})
TEMPLATE_PREFIXES = ("guest_of:",)  # a status about an act's own target: "guest_of:{target}"


class RulesetError(ValueError):
    """A rule set's data names what it does not have: every problem, each with its row and field."""

    def __init__(self, ruleset_id: str, problems: list[str]) -> None:
        self.ruleset_id = ruleset_id
        self.problems = problems
        super().__init__(f"rule set {ruleset_id!r}: {len(problems)} problem(s) in its data:\n"
                         + "\n".join(f"  {p}" for p in problems))


def _statuses(rs: RulesetSpec) -> set[str]:
    """Every status an act of the rule set, or the engine itself, may give a player."""
    out = set(ENGINE_STATUSES)
    for action in rs.actions.values():
        out |= {row.status for row in action.rows_of(Leaves)}
        out |= {s for row in action.rows_of(OnKillOf) for s in row.statuses}
        out |= {row.mark for row in action.rows_of(PassOn)}
        out |= {row.role for row in action.rows_of(TurnsPending)}  # the status of a turned player is his new role
        for host in action.rows_of(Host):
            out |= {f"guest_{host.host_kind}"} | ({"doomed"} if host.lethal else set())
    out |= {f"pending:{p}" for p in rs.pending}
    return out


def tables(rs: RulesetSpec) -> dict[str, set[str]]:
    """The ids each kind of reference may name in this rule set."""
    sides = {r.side for r in rs.roles.values()}
    for role in rs.roles.values():
        option = rs.options.get(role.side_option or "")
        if option is not None and isinstance(option.values, tuple):
            sides |= {str(v) for v in option.values}
    return {
        "clause": set(rs.clauses), "step": set(rs.steps), "action": set(rs.actions), "role": set(rs.roles),
        "item": set(rs.items), "option": set(rs.options), "kill_kind": set(rs.kill_kinds), "pending": set(rs.pending),
        "event": set(rs.events), "protection": {p.id for p in rs.protections},
        "message": set(rs.messages) | set(MESSAGES), "status": _statuses(rs),
        "trait": {t for r in rs.roles.values() for t in r.traits}, "side": sides,
        "attack": {a.attack for a in rs.actions.values() if a.attack} | {"blast"},
        "state_field": set(PlayerState.model_fields), "row_kind": set(ROW_KINDS),
    }


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls, include_extras=True)


class _Checker:
    def __init__(self, rs: RulesetSpec) -> None:
        self.rs = rs
        self.tables = tables(rs)
        self.problems: list[str] = []
        # (the row's path in the data, the field, what is wrong): for a setup file's loader to put a line to each
        self.located: list[tuple[str, str, Say]] = []

    def say(self, where: str, field: str, what: Say) -> None:
        self.problems.append(f"{self.rs.id}: {where.lstrip('.') or '(the rule set)'} .{field}: {what}")
        self.located.append((where.lstrip("."), field, what))

    def ref(self, where: str, field: str, ref: Ref, value: Any) -> None:
        if ref.table == "switch":
            self.switch(where, field, value)
            return
        if not isinstance(value, str) or value in ref.also:
            return
        known = self.tables.get(ref.table)
        if known is None:
            self.say(where, field, say("check_no_table", value=value, table=ref.table))
            return
        if value in known:
            return
        if ref.table == "status" and ("{" in value or value.startswith(TEMPLATE_PREFIXES)):
            if value.split("{")[0] in TEMPLATE_PREFIXES or value.startswith(TEMPLATE_PREFIXES):
                return
        hint = _hint(value, known)
        if ref.table in ("status", "message"):
            self.say(where, field, say(f"check_no_{ref.table}", value=value, rs=self.rs.id, hint=hint))
            return
        en, ru = TABLE_NAMES.get(ref.table, (ref.table.replace("_", " "), ref.table))
        self.say(where, field, say("check_no_id", value=value, what=ru, what_en=en, rs=self.rs.id, hint=hint))

    def switch(self, where: str, field: str, value: Any) -> None:
        if not isinstance(value, tuple) or len(value) < 2:
            self.say(where, field, say("check_no_switch", value=value))
            return
        option, wanted = value[0], value[1]
        spec = self.rs.options.get(option)
        if spec is None:
            self.ref(where, field, Ref("option"), option)
            return
        allowed = spec.values
        if isinstance(allowed, tuple):
            if wanted not in allowed:
                values = ", ".join(map(repr, allowed))
                self.say(where, field, say("check_no_value", wanted=wanted, option=option, values=values))
        elif isinstance(allowed, type) and not isinstance(wanted, allowed):
            self.say(where, field, say("check_no_type", wanted=wanted, type=allowed.__name__, option=option))

    def value(self, where: str, field: str, value: Any, tp: Any) -> None:
        """Check `value` against its annotated type `tp` (refs, literals), then whatever it holds."""
        check = _compiled(tp)
        if check is not None:
            check(self, where, field, value)

    def walk(self, value: Any, where: str) -> None:
        """Whatever a value holds: a dataclass's fields by their types, a table's or a tuple's members."""
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            for name, check in _field_checks(type(value)):
                check(self, where, name, getattr(value, name))
            refs = getattr(value, "refs", None)
            if callable(refs):
                for name, table, named in refs():
                    self.ref(where, name, Ref(table), named)
        elif isinstance(value, dict):
            for key, item in value.items():
                self.walk(item, f"{where}[{key}]")
        elif isinstance(value, (tuple, list)):
            for i, item in enumerate(value):
                self.walk(item, f"{where}[{_label(item, i)}]")

    def citations(self) -> None:
        for purpose, (clause, _ruling) in self.rs.citations.items():
            if purpose not in CITATIONS:
                hint = _hint(purpose, CITATIONS)
                self.say("citations", purpose, say("check_no_purpose", purpose=purpose, hint=hint))
            else:
                self.ref("citations", purpose, Ref("clause"), clause)
        for purpose, spec in CITATIONS.items():
            if purpose not in self.rs.citations and spec.needed(self.rs):
                self.say("citations", purpose, say("check_missing_purpose", said=spec.said))

    def clause_lines(self) -> None:
        """Each clause quotes lines of its text: within it, in order, not all empty."""
        for clause_id, clause in self.rs.clauses.items():
            if not clause.ruleset_text:
                continue
            lines = clause.ruleset_text.splitlines()
            start, end = clause.lines
            where = f"clauses[{clause_id}]"
            if start > end:
                self.say(where, "lines", say("check_lines_order", start=start, end=end))
            elif start < 1 or end > len(lines):
                self.say(where, "lines", say("check_lines_out", start=start, end=end, n=len(lines)))
            elif not clause.quote:
                self.say(where, "lines", say("check_lines_empty", start=start, end=end))


def _hint(value: str, known: typing.Iterable[str]) -> Say | str:
    close = difflib.get_close_matches(value, sorted(known), n=1)
    return say("check_hint", name=close[0]) if close else ""


def _label(item: Any, index: int) -> str:
    """How a row is named in a path: its kind and its first text, else its position."""
    kind = getattr(type(item), "kind", "") or type(item).__name__ if dataclasses.is_dataclass(item) else ""
    if not kind:
        return str(index)
    first = next((getattr(item, f.name) for f in dataclasses.fields(item) if isinstance(getattr(item, f.name), str)),
                 None)
    return f"{index} {kind}" + (f" {first!r}" if first is not None else "")


def _fits(value: Any, tp: Any) -> bool:
    """Is `value` of the type `tp` (for the members of a union)?"""
    origin = get_origin(tp)
    if origin is typing.Annotated:
        return _fits(value, get_args(tp)[0])
    if origin is Literal:
        return value in get_args(tp)
    base = origin or tp
    if base is Any:
        return True
    return isinstance(base, type) and isinstance(value, base)


Check = typing.Callable[[_Checker, str, str, Any], None]
_PLAIN = (str, int, float, bool, type(None))


@cache
def _field_checks(cls: type) -> tuple[tuple[str, Check], ...]:
    """The fields of a dataclass worth a look, each with its check (a plain `str` field names nothing)."""
    hints = _hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        check = _compiled(hints.get(f.name, Any))
        if check is not None:
            out.append((f.name, check))
    return tuple(out)


def _walk_any(c: _Checker, where: str, field: str, value: Any) -> None:
    if not isinstance(value, _PLAIN):
        c.walk(value, f"{where}.{field}")


@cache
def _compiled(tp: Any) -> Check | None:
    """The check of a value of type `tp`, worked out once a type; None when such a value names nothing."""
    origin = get_origin(tp)
    if origin is typing.Annotated:
        base, *metas = get_args(tp)
        refs = [m for m in metas if isinstance(m, Ref)]
        inner = _compiled(base)

        def annotated(c: _Checker, where: str, field: str, value: Any) -> None:
            for ref in refs:
                c.ref(where, field, ref, value)
            if inner is not None:
                inner(c, where, field, value)
        return annotated
    if origin is Union or origin is types.UnionType:
        options = [a for a in get_args(tp) if a is not type(None)]
        checks = [(a, _compiled(a)) for a in options]
        if all(check is None for _a, check in checks):
            return None

        def union(c: _Checker, where: str, field: str, value: Any) -> None:
            if value is None:
                return
            for arg, check in checks:
                if _fits(value, arg):
                    if check is not None:
                        check(c, where, field, value)
                    return
            if checks[0][1] is not None:
                checks[0][1](c, where, field, value)
        return union
    if origin is Literal:
        allowed = get_args(tp)

        def literal(c: _Checker, where: str, field: str, value: Any) -> None:
            if value not in allowed:
                hint = _hint(str(value), [str(a) for a in allowed])
                c.say(where, field, say("check_literal", value=value, allowed=", ".join(map(repr, allowed)), hint=hint))
        return literal
    if origin is tuple:
        args = get_args(tp)
        each = args[:1] if len(args) == 2 and args[1] is Ellipsis else args
        checks_t = [_compiled(a) for a in each]
        if all(check is None for check in checks_t) and all(_plain(a) for a in each):
            return None

        def tuple_check(c: _Checker, where: str, field: str, value: Any) -> None:
            if not isinstance(value, tuple):
                return
            for i, item in enumerate(value):
                if dataclasses.is_dataclass(item) and not isinstance(item, type):
                    c.walk(item, f"{where}.{field}[{_label(item, i)}]")  # a row: named by its place and kind
                    continue
                check = checks_t[0] if len(each) == 1 else (checks_t[i] if i < len(checks_t) else None)
                if check is not None:
                    check(c, where, field, item)
        return tuple_check
    if origin in (frozenset, set, list):
        (arg,) = get_args(tp) or (Any,)
        inner_c = _compiled(arg)
        if inner_c is None:
            return None

        def members(c: _Checker, where: str, field: str, value: Any) -> None:
            for item in sorted(value, key=repr):
                inner_c(c, where, field, item)
        return members
    if tp in _PLAIN:
        return None
    return _walk_any  # a dataclass, a dict, Any: whatever it holds


def _plain(tp: Any) -> bool:
    """A type whose values hold no dataclass (a str, a number, a literal, a union of those)."""
    origin = get_origin(tp)
    if origin is typing.Annotated:
        return _plain(get_args(tp)[0])
    if origin is Union or origin is types.UnionType or origin is tuple:
        return all(_plain(a) for a in get_args(tp) if a is not Ellipsis)
    if origin is Literal:
        return True
    return tp in _PLAIN


def check_ruleset(rs: RulesetSpec) -> list[str]:
    """Every problem of the rule set's data, each naming the rule set, the row and the field."""
    checker = _checked(rs)
    return checker.problems + row_errors(rs, TEXTS)


def check_ruleset_located(rs: RulesetSpec) -> list[tuple[str, str, Say | str]]:
    """The same problems as (the row's path in the data, the field, what is wrong): «actions[kill].rows[0 kill
    'kil']», «kill_kind», «'kil' is no kill kind of village»; a check row's problem is its whole line."""
    checker = _checked(rs)
    located: list[tuple[str, str, Say | str]] = list(checker.located)
    for line in row_errors(rs, TEXTS):
        head, _sep, what = line.partition(": ")
        where, _dot, field = head.removeprefix(f"{rs.id} ").partition(".")
        located.append((where.split(" (")[0], field, what))
    return located


def _checked(rs: RulesetSpec) -> _Checker:
    checker = _Checker(rs)
    for f in dataclasses.fields(rs):
        if f.name in _NOT_CHECKED:
            continue
        checker.value("", f.name, getattr(rs, f.name), _hints(RulesetSpec).get(f.name, Any))
    checker.citations()
    checker.clause_lines()
    return checker


_NOT_CHECKED = ("policy", "_name_index", "extra_checks", "messages", "option_names", "clan_aliases", "provenance")


class _Collector(_Checker):
    """Every id a value names, by table, instead of a check (what a role taken from a bundled rule set needs)."""

    def __init__(self, rs: RulesetSpec) -> None:
        super().__init__(rs)
        self.named: set[tuple[str, str]] = set()

    def ref(self, where: str, field: str, ref: Ref, value: Any) -> None:
        if ref.table == "switch":
            if isinstance(value, tuple) and value and isinstance(value[0], str):
                self.named.add(("option", value[0]))
            return
        if isinstance(value, str):
            self.named.add((ref.table, value))


def named_ids(rs: RulesetSpec, value: Any, tp: Any) -> set[tuple[str, str]]:
    """(table, id) for every id `value` (of the type `tp`, a rule kind of `rs`) names."""
    collector = _Collector(rs)
    collector.value("", "value", value, tp)
    return collector.named
