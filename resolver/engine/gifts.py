"""Gifts from a list (a `GiftSpec` row): the andorra Фея's move, as a generic kind.

The move's `choice` names the item. Each item of the list is there once: one the giver gave since his list
was last renewed (his carried `PlayerState.given`) is an illegal move until all are given; then the list
renews. The target holds the gift from dawn on (`State.gifts`, added by `resolver/engine/carry.py`), so no
protection of it acts the night it is given. Names no rule-set id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import PlayerState
from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night
from resolver.engine.recruit import move_choice
from resolver.specs.action import GiftSpec
from resolver.specs.names import named

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State

Failure = tuple[str, str, str | None, dict[str, Any]]


def _chosen(night: Night, act: Act) -> str | None:
    choice = move_choice(night, act)
    return (night.ruleset.item_id(choice) or choice) if choice else None


def gift_failure(night: Night, act: Act) -> Failure | None:
    """A gift with no item named, one not on the list, or one already given from this list."""
    spec = night.action(act).row(GiftSpec)
    if spec is None or act.actor is None:
        return None
    item = _chosen(night, act)
    if item is None or item not in spec.items:
        return ("gift_not_in_list", spec.clause, spec.ruling,
                {"who": act.actor, **(named("item", night.ruleset.items[item]) if item and item in night.ruleset.items
                                      else {"item": move_choice(night, act) or "—"}), "illegal": True})
    given = {night.ruleset.item_id(g) or g for g in night.players[act.actor].state.given}
    if item in given:
        return ("gift_already_given", spec.pool_clause, spec.ruling,
                {"who": act.actor, **named("item", night.ruleset.items[item]), "illegal": True})
    return None


def give(night: Night, state: "State", act: Act) -> None:
    """The act worked: the target has the item at dawn, and is told so."""
    spec = night.action(act).row(GiftSpec)
    item = _chosen(night, act)
    if spec is None or item is None or act.target is None:
        return
    state.gifts.setdefault(act.target, []).append(item)
    state.recorder.record(f"player:{act.target}", "letter", "letter_gift", spec.dawn_clause, causes=[act.id],
                          ruling=spec.ruling, who=act.target, **named("item", night.ruleset.items[item]))


def carry_gifts(night: Night, state: "State", carried: dict[str, PlayerState]) -> None:
    """Each giver's list after the night: what he gave is gone from it; when all are given, it renews."""
    for act in night.acts:
        spec = night.action(act).row(GiftSpec)
        outcome = state.outcomes.get(act.id)
        if spec is None or act.actor is None or outcome is None or not outcome.succeeded:
            continue
        item = _chosen(night, act)
        before = [night.ruleset.item_id(g) or g for g in night.players[act.actor].state.given]
        given = before + [item] if item and item not in before else before
        if set(spec.items) <= set(given):
            given = []
            state.recorder.record(f"player:{act.actor}", "info", "gift_list_renewed", spec.pool_clause,
                                  ruling=spec.ruling, who=act.actor)
        carried[act.actor].given = given


class GiftEffect(Handler[GiftSpec]):
    """A gift: the player's illegal move when its item is not on his list (`gift_failure`), the item given when it
    worked (`give`); the list renewed at dawn (`carry_gifts`)."""

    row_type = GiftSpec

    def illegal(self, night: Night, act: Act, row: GiftSpec) -> Failure | None:
        return gift_failure(night, act)

    def apply(self, night: Night, state: "State", act: Act, outcome: "Outcome", row: GiftSpec) -> None:
        if outcome.succeeded:
            give(night, state, act)
