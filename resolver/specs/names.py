"""How a decision names a thing of the rule set: in both languages, so an English text never shows a Russian name."""

from __future__ import annotations

from typing import Any, Protocol


class Named(Protocol):
    """A thing of the rule set with a name in both languages: a role, an item, a protection, an action."""

    @property
    def name_ru(self) -> str: ...

    @property
    def name_en(self) -> str: ...


def named(key: str, *things: Named) -> dict[str, Any]:
    """The params `key` (the Russian names) and `key_en` (the English ones) for `render`, comma-separated when
    several: a decision that names a role, an item or a protection carries it in both languages (as `action`
    and `action_en`), so an English text never shows the Russian name."""
    return {key: ", ".join(t.name_ru for t in things), f"{key}_en": ", ".join(t.name_en or t.name_ru for t in things)}
