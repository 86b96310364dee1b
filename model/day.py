"""The day as the host writes it: the vote log and what he marks about the day.

The tally (`resolver/day/`) reads it; which flags and modifiers mean what is the rule set's data.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Vote(_Strict):
    """One vote of the day's log, in the order it was cast."""

    voter: str = Field(description="Who voted.")
    target: str | None = Field(
        None, description="For whom; empty (null or '') is the empty vote (andorra п.09: «пустой голос»)."
    )
    time: str | None = Field(None, description="When the vote was posted ('18:40', '2026-11-30 18:40').")
    edited: bool = Field(False, description="The host saw the vote edited (andorra п.09: «редактирование голоса»).")
    repeated: bool = Field(
        False, description="A second vote of a player who had voted already (andorra п.09: «повторное голосование»)."
    )
    not_red: bool = Field(False, description="Not in red: not a vote (andorra п.09: «красным цветом»).")
    caused_by: str | None = Field(
        None,
        description="Another player whose move made this vote what it is (a moved vote that now lands on the "
        "voter himself is not his violation, andorra п.09).",
    )
    post: str | None = Field(None, description="Where it was read from (post number or link).")
    note: str | None = None

    @field_validator("time", mode="before")
    @classmethod
    def _time_to_text(cls, value: Any) -> Any:
        return None if value is None else str(value)

    @field_validator("target", mode="before")
    @classmethod
    def _empty_target(cls, value: Any) -> Any:
        if value is None or (isinstance(value, str) and not value.strip()):
            return None
        return value

    @property
    def empty(self) -> bool:
        return self.target is None


class VoteModifier(_Strict):
    """Something done to a player's vote, as the rule set names it (a diploma, the Прокурор's accusation,
    a vote moved by the Телепат, a vote lost to vodka). The rule set's day data says what each does."""

    kind: str = Field(description="The modifier's id or Russian name in the rule set's day data.")
    player: str = Field(description="Whose vote it acts on (the diploma's holder, the Прокурор, ...).")
    target: str | None = Field(None, description="The new target, or the accused.")
    by: str | None = Field(None, description="Who caused it (kept from the public log).")
    note: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _aliases(cls, data: Any) -> Any:
        if isinstance(data, dict) and "against" in data:
            data = dict(data)
            data["target"] = data.pop("against")
        return data
