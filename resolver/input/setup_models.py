"""A setup file's shape, generated from the rule kinds' own dataclasses (pydantic v2): validation and a JSON Schema.

Nothing here is written by hand per rule kind: every frozen dataclass a `RulesetSpec` holds (`resolver.specs`) gets a
pydantic model with the same fields, types and defaults (`extra="forbid"`, so a misspelled field is an error). A
mechanic row (`resolver.specs.rows.Row`) gets a `kind` field holding its class's kind, and a field of type `Row` a
union discriminated on it: an editor completes the kinds from the schema and each kind's fields. A table keyed by id
(`roles: {doctor: {...}}`) takes its entries' `id` (an option's `name`) from the key. `OptionSpec.values` is a list
of values or a type's name (`int`, `bool`, `str`). `to_spec` turns the validated models back into the dataclasses.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, create_model

from resolver.specs.day import DayRules
from resolver.specs.rows import ROW_KINDS, Row
from resolver.specs.ruleset import Clause, OptionSpec, RoleSpec, RulesetSpec

_CONFIG = ConfigDict(extra="forbid", coerce_numbers_to_str=True, arbitrary_types_allowed=False)
# Fields a file never writes: the text a clause quotes is the setup's own, the hooks are code.
_SKIPPED = {(Clause, "ruleset_text"), (RulesetSpec, "policy"), (RulesetSpec, "_name_index"),
            (RulesetSpec, "text_file"), (RulesetSpec, "provenance")}
_KEY_FIELDS = ("id", "name")  # a table entry's key: `id`, or `name` for an option
TYPE_NAMES: dict[str, type] = {"int": int, "bool": bool, "str": str, "float": float}


def _key_field(cls: type) -> str | None:
    names = [f.name for f in dataclasses.fields(cls)]
    return next((k for k in _KEY_FIELDS if names[:1] == [k]), None)


def _is_dataclass_type(tp: Any) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


def _row_union() -> Any:
    members = [Annotated[model_for(cls), Tag(kind)] for kind, cls in sorted(ROW_KINDS.items())]  # type: ignore[arg-type]
    return Annotated[Union[tuple(members)], Discriminator(_row_tag)]


def _row_tag(value: Any) -> str | None:
    if isinstance(value, dict):
        kind = value.get("kind")
        return kind if isinstance(kind, str) and kind in ROW_KINDS else None
    return getattr(value, "kind", None)


def translate(tp: Any, *, keyed: bool = False) -> Any:
    """The annotation a model field gets for a dataclass field of type `tp`."""
    if tp is Row:
        return _row_union()
    if tp is type:
        return Literal[tuple(TYPE_NAMES)]
    if _is_dataclass_type(tp):
        return model_for(tp, keyed)
    origin = get_origin(tp)
    if origin is typing.Annotated:
        base, *metas = get_args(tp)
        return Annotated[(translate(base), *metas)]  # the `Ref`s stay: pydantic passes them by
    if origin is Union or origin is types.UnionType:
        return Union[tuple(translate(a) for a in get_args(tp))]
    if origin is dict:
        key, value = get_args(tp) or (Any, Any)
        return dict[translate(key), translate(value, keyed=_is_dataclass_type(value))]  # type: ignore[misc]
    if origin in (tuple, frozenset, set, list):
        args = get_args(tp)
        if not args:
            return tp
        return origin[tuple(a if a is Ellipsis else translate(a) for a in args)]
    return tp


def _doc(cls: type) -> str | None:
    """A class's own docstring (not the signature `dataclass` writes for a class without one)."""
    doc = (cls.__doc__ or "").strip()
    return None if not doc or doc.startswith(f"{cls.__name__}(") else doc


@cache
def model_for(cls: type, keyed: bool = False) -> type[BaseModel]:
    """The pydantic model of a dataclass of the rule kinds (an entry of a table keyed by id: its key optional)."""
    hints = get_type_hints(cls, include_extras=True)
    key = _key_field(cls) if keyed else None
    fields: dict[str, Any] = {}
    kind = cls.__dict__.get("kind") if issubclass(cls, Row) else None
    if isinstance(kind, str) and kind:
        fields["kind"] = (Literal[kind], Field(description=(_doc(cls) or "").split("\n\n")[0] or None))
    for f in dataclasses.fields(cls):
        if (cls, f.name) in _SKIPPED or f.name.startswith("_") or f.name == "kind" and "kind" in fields:
            continue
        tp = translate(hints.get(f.name, Any))
        if f.name == key:
            fields[f.name] = (tp | None, None)
        elif f.default is not dataclasses.MISSING:
            fields[f.name] = (tp, f.default)
        elif f.default_factory is not dataclasses.MISSING:
            fields[f.name] = (tp, Field(default_factory=f.default_factory))
        else:
            fields[f.name] = (tp, ...)
    name = cls.__name__ + ("Entry" if key else "")
    model = create_model(name, __config__=_CONFIG, **fields)
    model.__doc__ = _doc(cls)
    model.__dataclass__ = cls  # type: ignore[attr-defined]
    return model


class FromRole(BaseModel):
    """A role taken from a bundled rule set by name, with its actions, and what this file changes in them."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    from_: str = Field(alias="from", description="the bundled rule set: andorra, bankers")
    name: str = Field(description="the role there: its id or its name («Доктор»)")
    change: dict[str, Any] = Field(default_factory=dict, description="the role's fields this file changes")
    change_actions: dict[str, dict[str, Any]] = Field(
        default_factory=dict, description="action id -> the action's fields this file changes (`rows` as a whole)")


def _role_tag(value: Any) -> str:
    return "from" if isinstance(value, dict) and "from" in value or isinstance(value, FromRole) else "own"


RoleEntry: Any = Annotated[Union[Annotated[model_for(RoleSpec, True), Tag("own")],
                                  Annotated[FromRole, Tag("from")]], Discriminator(_role_tag)]


@cache
def setup_model() -> type[BaseModel]:
    """The model of a whole setup file: a `RulesetSpec` without its hooks, with its text and `from:` roles."""
    hints = get_type_hints(RulesetSpec, include_extras=True)
    fields: dict[str, Any] = {
        "text": (str, Field(description="the host's rule text: a file beside this one (its path), or the text itself")),
    }
    for f in dataclasses.fields(RulesetSpec):
        if (RulesetSpec, f.name) in _SKIPPED or f.name.startswith("_"):
            continue
        tp = hints[f.name]
        if f.name == "roles":
            ann: Any = dict[str, RoleEntry]
        elif f.name == "day":
            ann = translate(DayRules | None)
        else:
            ann = translate(tp)
        if f.name in ("id", "name_ru", "name_en"):
            fields[f.name] = (ann, ...)
        elif f.default is not dataclasses.MISSING:
            fields[f.name] = (ann, f.default)
        elif f.default_factory is not dataclasses.MISSING:
            fields[f.name] = (ann, Field(default_factory=f.default_factory))
        else:  # the tables a bundled rule set always fills: empty when not given
            fields[f.name] = (ann, Field(default_factory=tuple if get_origin(tp) is tuple else dict))
    model = create_model("SetupFile", __config__=_CONFIG, **fields)
    model.__doc__ = "A rule set as one file (mafia-night, docs/setup_files.md)."
    return model


def json_schema() -> dict[str, Any]:
    schema = setup_model().model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "mafia-night setup (rule set) file"
    return schema


def to_spec(value: Any, key: str | None = None) -> Any:
    """A validated model (or a table, a tuple of them) back as the rule kinds' dataclasses."""
    if isinstance(value, BaseModel):
        cls = getattr(type(value), "__dataclass__", None)
        if cls is None:
            return value
        given = {name: to_spec(getattr(value, name)) for name in type(value).model_fields
                 if not (name == "kind" and issubclass(cls, Row))}
        key_field = _key_field(cls)
        if key_field is not None and given.get(key_field) is None and key is not None:
            given[key_field] = key
        if cls is OptionSpec and isinstance(given.get("values"), str):
            given["values"] = TYPE_NAMES[given["values"]]
        return cls(**given)
    if isinstance(value, dict):
        return {k: to_spec(v, k if isinstance(k, str) else None) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(to_spec(v) for v in value)
    if isinstance(value, frozenset):
        return frozenset(to_spec(v) for v in value)
    if isinstance(value, list):
        return tuple(to_spec(v) for v in value)
    return value


def to_plain(value: Any) -> Any:
    """A rule kind's dataclass as the data a setup file writes (the inverse of validating and `to_spec`)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        out = {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)
               if not f.name.startswith("_") and (cls, f.name) not in _SKIPPED}
        if isinstance(value, Row) and value.kind:
            out["kind"] = value.kind
        return out
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [to_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted((to_plain(v) for v in value), key=repr)
    if isinstance(value, type):
        return value.__name__
    return value
