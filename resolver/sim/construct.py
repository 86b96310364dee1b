"""Models the simulator builds from data already valid (its own moves, votes, carried players), made without
validation and without pydantic's per-call default lookup.

`BaseModel.model_construct` asks, for every field left to its default factory, whether the factory takes the
validated data: `inspect.signature` of `list` or `dict`, parsed from its text signature each time (in a 12-player
bankers game that was a third of the time). `trusted` reads each class's defaults once and builds the same object:
the same `__dict__` in the same field order, the fields given as its `model_fields_set`.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

M = TypeVar("M", bound=BaseModel)
_Default = tuple[str, bool, Any]  # (field, required, the default value or its factory)

_TABLES: dict[type[BaseModel], tuple[_Default, ...]] = {}
_MISSING = object()
_IMMUTABLE = (type(None), bool, int, float, str, bytes, tuple, frozenset)


def _table(cls: type[BaseModel]) -> tuple[_Default, ...]:
    found = _TABLES.get(cls)
    if found is None:
        if cls.__pydantic_post_init__ or cls.model_config.get("extra") == "allow":
            raise TypeError(f"{cls.__name__}: trusted() builds only plain models")
        rows: list[_Default] = []
        for name, info in cls.model_fields.items():
            if info.default_factory is not None:
                if info.default_factory_takes_validated_data:
                    raise TypeError(f"{cls.__name__}.{name}: a default factory of the data is not supported")
                rows.append((name, False, info.default_factory))
            elif info.default is PydanticUndefined:
                rows.append((name, True, None))
            elif isinstance(info.default, _IMMUTABLE):
                rows.append((name, False, _Constant(info.default)))
            else:  # a mutable default: a copy each time, as model_construct gives
                rows.append((name, False, functools.partial(copy.deepcopy, info.default)))
        found = _TABLES[cls] = tuple(rows)
    return found


class _Constant:
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __call__(self) -> Any:
        return self.value


def trusted(cls: type[M], **values: Any) -> M:
    """`cls.model_construct(**values)`, with field names (not aliases), faster: the same object."""
    data: dict[str, Any] = {}
    for name, required, default in _table(cls):
        value = values.get(name, _MISSING)
        if value is not _MISSING:
            data[name] = value
        elif not required:
            make: Callable[[], Any] = default
            data[name] = make()
    model = cls.__new__(cls)
    object.__setattr__(model, "__dict__", data)
    object.__setattr__(model, "__pydantic_fields_set__", set(values))
    object.__setattr__(model, "__pydantic_extra__", None)
    object.__setattr__(model, "__pydantic_private__", None)
    return model
