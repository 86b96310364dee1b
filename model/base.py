"""What the scenario file's types share: a strict model (no unknown keys; an empty value is the field's default) and
a value that may be one item or a list."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    @model_validator(mode="before")
    @classmethod
    def _empty_is_default(cls, data: Any) -> Any:
        """`items: ~`, `state:` or `clan: null` mean "nothing": the field's default, not the text."""
        if isinstance(data, dict) and None in data.values():
            fields = cls.model_fields
            aliases = {str(f.alias): n for n, f in fields.items() if f.alias}
            out = {}
            for key, value in data.items():
                info = fields.get(str(aliases.get(key, key)))
                if value is None and info is not None and not info.is_required() and info.default is not None:
                    continue
                out[key] = value
            data = out
        return data


def _as_list(value: Any) -> Any:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return value
