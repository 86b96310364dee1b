"""The base of every mechanic row of an action (`ActionSpec.rows`): a small frozen type with its `kind`.

An action is its identity (`ActionSpec`: id, names, step, clause, how many targets, how the rules class it) and a
tuple of rows, each one mechanic with its own data: a limit of the move (`resolver.specs.limits`), a condition
(`resolver.specs.target.Condition`), what it does (`resolver.specs.effects`), the acts it derives, the letters it
writes. The engine holds one handler per kind (`resolver.engine.mechanics`); a new mechanic is one row type here,
one handler there, and its primitive test (`tests/test_primitives.py`).
"""

from __future__ import annotations

from typing import ClassVar

# kind -> the row type: every row type of the rule kinds, as its module defines it (`Row.__init_subclass__`).
ROW_KINDS: dict[str, type["Row"]] = {}


class Row:
    """A mechanic row: a frozen dataclass whose class names its `kind` (the handler's key, a row's tag in a key)."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        kind = cls.__dict__.get("kind")
        if not kind:
            return
        known = ROW_KINDS.get(kind)
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise TypeError(f"row kind {kind!r} is taken by {known.__qualname__}")
        ROW_KINDS[kind] = cls
