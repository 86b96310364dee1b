"""The `expect` block of a golden case: what the rule text says must happen, checked by `mafia-night check`."""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator

from model.base import _Strict, _as_list


class ExpectedDeath(_Strict):
    player: str
    how: str | None = Field(None, description="Kind of death (kill kind id or its label).")


class Expect(_Strict):
    """What the rule text says must happen; checked by `mafia-night check`."""

    deaths: list[ExpectedDeath] | None = Field(
        None, description="Exactly these players die this night (with how, if given)."
    )
    alive: list[str] = Field(default_factory=list, description="These players are alive at dawn.")
    moves: dict[str, str] = Field(
        default_factory=dict,
        description="'actor' or 'actor/action' -> outcome (success, failed, void, not_counted).",
    )
    reasons: dict[str, str] = Field(
        default_factory=dict,
        description="'actor' or 'actor/action' -> a reason code the move's failure must cite.",
    )
    private: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Player -> substrings his private result must contain (one starting with «!»: must not contain).",
    )
    post_contains: list[str] = Field(default_factory=list)
    post_excludes: list[str] = Field(default_factory=list)
    alternatives: int | None = Field(
        None, description="Number of consistent resolutions (2+ = the host must rule)."
    )
    fallback: bool | None = Field(
        None, description="True when a cycle had no consistent resolution and order decided."
    )
    doomed: list[str] | None = Field(
        None, description="Exactly these players carry a pending Шизик death into the next night."
    )
    last_targets: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Player -> {action id: target}: the repeat-ban state carried into the next night.",
    )
    clauses: list[str] = Field(default_factory=list, description="Clause ids the night must cite.")
    notes: list[str] = Field(
        default_factory=list, description="Decision codes the night must record (a note for the host: why a heal "
        "did not save a victim, ...); one starting with «!»: must not record.",
    )
    roles_after: dict[str, str] = Field(
        default_factory=dict, description="Player -> the role he plays from the next night (a name or an id).",
    )
    illegal: list[str] | None = Field(
        None, description="Exactly these moves ('actor' or 'actor/action') are the players' illegal moves: "
        "each fails with its clause and the host is warned.",
    )
    pending: dict[str, list[str]] | None = Field(
        None, description="Exactly these players carry these pending effects into the next night."
    )
    items_after: dict[str, list[str]] = Field(
        default_factory=dict, description="Player -> the items he holds at dawn (spent ones gone)."
    )
    uses_after: dict[str, dict[str, int]] = Field(
        default_factory=dict, description="Player -> {move (a name or an id): uses left}: the «раз за игру» counts "
        "carried into the next night (a move not listed is not checked).",
    )
    lynched: list[str] | None = Field(
        None, description="Exactly these players are lynched (bankers) by the day's vote, in any order.",
    )
    jailed: list[str] | None = Field(None, description="Exactly these players are jailed (andorra «Сел») by the vote.")
    votes: dict[str, float] | None = Field(
        None, description="Final vote totals per target (targets with no votes may be left out).",
    )
    void_votes: list[str] | None = Field(
        None, description="Exactly the voters whose vote did not count (void, lost, ignored).",
    )
    coin: bool | None = Field(None, description="True when a tie was settled (or must be) by the coin.")
    winner: str | None = Field(
        None, description="The side that won after this day and night ('' = nobody yet).",
    )
    autokill_points: dict[str, int] = Field(
        default_factory=dict, description="Player -> his Автокилл points after this day.",
    )
    penalty_votes: dict[str, int] = Field(
        default_factory=dict, description="Player -> penalty votes carried into the next day's tally.",
    )
    day_modifiers: dict[str, list[str]] = Field(
        default_factory=dict, description="Player -> vote modifiers carried into the next day (vodka: no vote).",
    )
    outcomes: list[Expect] = Field(
        default_factory=list,
        description="An ambiguous night: one block per consistent outcome, in any order. Each block must "
        "match a different alternative of the night, and there must be one block per alternative. A "
        "block takes the per-outcome fields (deaths, alive, moves, reasons, private, post_contains, "
        "post_excludes, doomed, last_targets, clauses), never alternatives, fallback or outcomes. The "
        "fields outside the blocks are checked against the first alternative (the host's `host_choice`, "
        "if given).",
    )

    @field_validator("deaths", mode="before")
    @classmethod
    def _deaths(cls, value: Any) -> Any:
        if value is None:
            return None
        out = []
        for item in _as_list(value):
            if isinstance(item, str):
                out.append({"player": item})
            elif isinstance(item, dict) and len(item) == 1 and "player" not in item:
                ((player, how),) = item.items()
                out.append({"player": player, "how": how})
            else:
                out.append(item)
        return out
