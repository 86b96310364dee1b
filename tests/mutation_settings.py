"""Settings of a rule set and their mutants, for the settings mutation test (`tests/test_mutation_settings.py`).

A setting is a field of a dataclass of the rule set's data (found by walking it as the row test does,
`tests/test_mutation.py`: the rule set's own fields, its tables, the specs in them and the rows inside rows) whose
value tunes a mechanic rather than names a thing: a `bool`, an `int` or a `float`, a `Literal`, an option switch
(`Switch`: an option and its value), a tuple or frozenset of ids (`Ref`-annotated) or of literals, an optional id
(`ClauseId | None`, ...), or an `Any` field holding a bool, a number or an option's value. Plain texts (names, quotes,
rulings: `str`, `str | None`) and required single ids (a clause, a status: what the row test and the registration
check pin) are not settings.

Each setting has mutants, one change each: reset to the field's default, or a neighbouring value (an int or a float
±1, a bool flipped, each other value of a `Literal`, each other value of a switch's option, one element dropped from a
tuple or a set, `None` for an optional; a whole number at 0 has no -1: a count below none is no value). A mutant the
registration check refuses (`check_ruleset`) is caught by the check. A setting's key is built from its row's content like a row key (`<row key>@<field>`), never its position.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any, Callable, Literal, Union, get_args, get_origin, get_type_hints

from resolver.specs.refs import Ref
from resolver.specs.ruleset import OptionSpec, RulesetSpec
from tests.test_mutation import Step, _is_dataclass_value, _is_row_tuple, _rebuild, _row_key, _singular

# Fields of the rule set itself that are what it is, not how it plays (its names, its text, its caches).
_NOT_SETTINGS = frozenset({"id", "text_file", "_name_index"})


@dataclass(frozen=True)
class Mutant:
    """One changed value of a setting, and how to build the rule set with it."""

    label: str  # what the change is: "default", "+1", "-1", "flip", "='time'", "drop 'guard'", "None"
    value: Any
    build: Callable[[RulesetSpec], RulesetSpec]


@dataclass(frozen=True)
class Setting:
    key: str
    ruleset_id: str
    value: Any
    mutants: tuple[Mutant, ...]
    tokens: frozenset[str]  # the ids the setting's row names (its clause, its action...): goldens citing them run first


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls, include_extras=True)


def _strip(tp: Any) -> tuple[Any, tuple[Ref, ...], bool]:
    """The type without `Annotated` and `None`: (base, its refs, optional?)."""
    refs: list[Ref] = []
    optional = False
    while True:
        origin = get_origin(tp)
        if origin is typing.Annotated:
            base, *metas = get_args(tp)
            refs += [m for m in metas if isinstance(m, Ref)]
            tp = base
        elif origin is Union or origin is types.UnionType:
            args = [a for a in get_args(tp) if a is not type(None)]
            optional = optional or len(args) < len(get_args(tp))
            if len(args) != 1:
                return tp, tuple(refs), optional
            tp = args[0]
        else:
            return tp, tuple(refs), optional


def _is_id(tp: Any) -> bool:
    """An id (a `Ref`-annotated str) or a literal."""
    base, refs, _ = _strip(tp)
    return get_origin(base) is Literal or bool(refs)


def _switch_neighbours(rs: RulesetSpec, switch: Any) -> list[tuple[str, Any]]:
    """A switch (option, value, ...) with each other value of its option."""
    if not isinstance(switch, tuple) or len(switch) < 2:
        return []
    option = rs.options.get(switch[0])
    if option is None:
        return []
    if isinstance(option.values, tuple):
        others = [v for v in option.values if v != switch[1]]
    elif isinstance(switch[1], bool):
        others = [not switch[1]]
    elif isinstance(switch[1], int):
        others = [switch[1] - 1, switch[1] + 1]
    else:
        others = []
    return [(f"={v!r}", (switch[0], v, *switch[2:])) for v in others]


def _number_neighbours(value: Any) -> list[tuple[str, Any]]:
    if isinstance(value, bool):
        return [("flip", not value)]
    if isinstance(value, int) and value == 0:
        return [("+1", 1)]  # a count at none: below it is no value (-1 targets, -1 uses)
    if isinstance(value, (int, float)):
        return [("-1", value - 1), ("+1", value + 1)]
    return []


def _neighbours(rs: RulesetSpec, owner: Any, name: str, value: Any, tp: Any) -> list[tuple[str, Any]] | None:
    """The neighbouring values of a field, or None when the field is no setting."""
    base, refs, optional = _strip(tp)
    origin = get_origin(base)
    out: list[tuple[str, Any]] = []
    if any(r.table == "switch" for r in refs):
        if value is None and not optional:
            return None
        out = _switch_neighbours(rs, value) if value is not None else []
    elif base is bool or base is int or base is float:
        out = _number_neighbours(value) if value is not None else []
    elif origin is Literal:
        out = [(f"={v!r}", v) for v in get_args(base) if v != value]
    elif origin in (tuple, frozenset) and get_args(base):
        args = get_args(base)
        each = args[:1] if origin is frozenset or (len(args) == 2 and args[1] is Ellipsis) else None
        if each is None or not _is_id(each[0]):
            return None
        if isinstance(value, (tuple, frozenset)):
            for element in sorted(set(value), key=repr):
                dropped = (frozenset(v for v in value if v != element) if isinstance(value, frozenset)
                           else tuple(v for v in value if v != element))
                out.append((f"drop {element!r}", dropped))
    elif refs and optional:  # an optional id: only its absence is a neighbour (another id is a name)
        out = []
    elif base is Any:
        if isinstance(owner, OptionSpec) and name == "default" and isinstance(owner.values, tuple):
            out = [(f"={v!r}", v) for v in owner.values if v != value]
        elif isinstance(value, (bool, int, float)):
            out = _number_neighbours(value)
        else:
            return None
    else:
        return None
    if optional and value is not None:
        out.append(("None", None))
    return out


def _default(owner: Any, name: str) -> Any:
    for f in dataclasses.fields(owner):
        if f.name == name:
            if f.default is not dataclasses.MISSING:
                return f.default
            if f.default_factory is not dataclasses.MISSING:
                return f.default_factory()
    return dataclasses.MISSING


def _walk_objects(obj: Any, path: list[Step], label: list[str]) -> Iterator[tuple[list[Step], list[str], Any]]:
    """Every dataclass inside `obj` (itself first), with its path and label: the row test's walk, every object."""
    if _is_dataclass_value(obj):
        yield path, label, obj
        children = [(("field", f.name), f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj)
                    if f.name != "policy"]
    elif isinstance(obj, dict):
        children = [(("key", k), str(k), v) for k, v in obj.items()]
    else:
        return
    for step, name, value in children:
        if _is_row_tuple(value):
            for row in value:
                yield from _walk_objects(row, path + [step, ("row", row)], label + [name, _row_key(row)])
        elif isinstance(value, dict):
            for key, item in value.items():
                if _is_dataclass_value(item):
                    yield from _walk_objects(item, path + [step, ("key", key)], label + [_singular(name), str(key)])
        elif _is_dataclass_value(value):
            yield from _walk_objects(value, path + [step], label + [name])


def _tokens(obj: Any, label: list[str]) -> frozenset[str]:
    texts = [getattr(obj, f.name) for f in dataclasses.fields(obj)]
    return frozenset(t for t in texts + label if isinstance(t, str))


def _replacer(name: str, new: Any) -> Callable[[Any], Any]:
    def replace(owner: Any) -> Any:
        if isinstance(owner, RulesetSpec):
            return dataclasses.replace(owner, _name_index={}, **{name: new})
        return dataclasses.replace(owner, **{name: new})
    return replace


def _builder(path: list[Step], name: str, new: Any) -> Callable[[RulesetSpec], RulesetSpec]:
    def build(rs: RulesetSpec) -> RulesetSpec:
        mutant: RulesetSpec = _rebuild(rs, path, _replacer(name, new))
        return mutant
    return build


def shared_actions(rs: RulesetSpec) -> tuple[str, ...]:
    """The moves every role of the rule set lists (andorra: the items' moves and the Бунтарь's shot, which its data
    writes once and its build gives to every role): one setting of the rule set, not one of each role."""
    roles = list(getattr(rs, "roles", {}).values())
    if len(roles) < 2:
        return ()
    common = set(roles[0].actions).intersection(*(r.actions for r in roles[1:]))
    return tuple(a for a in roles[0].actions if a in common)


def _without_everywhere(action: str) -> Callable[[RulesetSpec], RulesetSpec]:
    def build(rs: RulesetSpec) -> RulesetSpec:
        roles = {key: dataclasses.replace(role, actions=tuple(a for a in role.actions if a != action))
                 for key, role in rs.roles.items()}
        return dataclasses.replace(rs, _name_index={}, roles=roles)
    return build


def enumerate_settings(rs: RulesetSpec, with_defaults: bool = False) -> Iterator[Setting]:
    """Every setting the rule set writes (a field with no default, or not at it; `with_defaults`: every one), with
    its mutants (nothing named by id). The moves every role lists are one setting (`shared_actions`): a mutant
    drops one of them from every role, and a role's own `actions` drops only the moves that are its own."""
    shared = shared_actions(rs)
    if shared:
        yield Setting(f"{rs.id}:roles@actions every role lists", rs.id, shared,
                      tuple(Mutant(f"drop {a!r}", a, _without_everywhere(a)) for a in shared), frozenset(shared))
    for path, label, owner in _walk_objects(rs, [], [rs.id]):
        hints = _hints(type(owner))  # type: ignore[arg-type]
        tokens = _tokens(owner, label) if owner is not rs else frozenset()
        for f in dataclasses.fields(owner):
            if owner is rs and f.name in _NOT_SETTINGS:
                continue
            value = getattr(owner, f.name)
            neighbours = _neighbours(rs, owner, f.name, value, hints.get(f.name, Any))
            if neighbours is None:
                continue
            if shared and f.name == "actions" and any(owner is role for role in rs.roles.values()):
                neighbours = [(what, new) for what, new in neighbours
                              if not any(what == f"drop {a!r}" for a in shared)]
            default = _default(owner, f.name)
            if not with_defaults and default is not dataclasses.MISSING and type(default) is type(value) \
                    and default == value:
                continue
            changes = ([("default", default)] if default is not dataclasses.MISSING else []) + neighbours
            mutants: list[Mutant] = []
            seen: list[Any] = [value]
            for what, new in changes:
                if any(type(new) is type(s) and new == s for s in seen):
                    continue
                seen.append(new)
                mutants.append(Mutant(what, new, _builder(path, f.name, new)))
            if mutants:
                yield Setting(":".join(label) + "@" + f.name, rs.id, value, tuple(mutants), tokens)
