"""Whether a move stands in a branch, as the handlers of its rows (`resolver.specs.limits`): the item it needs held
now (and used up once it is carried out), its uses left, the repeat ban, a hunt sent with a move it excludes, a
clan's move with no clan left or called off by its target, a move an option switches off, a player barred from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.engine.handler import Failure, Handler
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Outcome, State
from resolver.engine.stages import inventory, switched_on
from resolver.specs.action import TakeSpec
from resolver.specs.effects import MakesItem
from resolver.specs.limits import ActorBar, CancelSpec, ClanGone, Hunt, NeedsItem, NotWithHunt, OffWhen
from resolver.specs.names import named

if TYPE_CHECKING:
    from resolver.engine.tonight import Tonight


def item_holder(night: Night, state: State, act: Act, item: str) -> str | None:
    """Who holds the item this act needs: the actor, or for a clan act a member (п.20 clan items)."""
    actor = act.actor or ""
    if item in inventory(state, night, actor):
        return actor
    clan = act.clan or (night.players[actor].clan if actor in night.players else None)
    if clan is None:
        return None
    for name in sorted(night.players):
        if night.players[name].clan == clan and item in inventory(state, night, name):
            return name
    return None


class NeedsItemLimit(Handler[NeedsItem]):
    row_type = NeedsItem

    def limit(self, tonight: Tonight, state: State, act: Act, row: NeedsItem) -> Failure | None:
        night = tonight.night
        if item_holder(night, state, act, row.item) is None:
            item = night.ruleset.items[row.item]
            return ("illegal_no_item", item.clause, None, {"who": act.actor, **named("item", item), "illegal": True})
        return None

    def inputs(self, tonight: Tonight, act: Act, row: NeedsItem) -> list[str]:
        """The acts that may use up, take or make the item (two moves with one путёвка: the first uses it up)."""
        night = tonight.night
        out = []
        for other in night.acts:
            ospec = night.action(other)
            needs = ospec.row(NeedsItem)
            made = ospec.row(MakesItem)
            if other.id != act.id and ((needs is not None and needs.item == row.item) or ospec.row(TakeSpec) is not None
                                       or (made is not None and made.item == row.item)):
                out.append(other.id)
        return out

    def performed(self, night: Night, state: State, act: Act, outcome: Outcome, row: NeedsItem) -> None:
        if act.origin != "move":
            return
        mode = row.spent
        if row.spent_when is not None and night.options.get(row.spent_when[0]) == row.spent_when[1]:
            mode = row.spent_when[2]
        if mode == "on_success" and outcome.result != "success":
            return  # the item follows the word its user is told (andorra L136, AN-04)
        if mode == "unless_stopped" and (outcome.info.get("stopped") or outcome.info.get("unreached")):
            return  # a protection stopped it or its target was out of reach: «не производится»
        holder = item_holder(night, state, act, row.item)
        if holder is None:
            return
        inventory(state, night, holder).remove(row.item)
        item = night.ruleset.items[row.item]
        state.recorder.record(f"player:{holder}", "resource", "item_spent", item.clause, causes=[act.id],
                              who=holder, **named("item", item))


def _own_moves(tonight: Tonight, act: Act) -> list[Act]:
    return [o for o in tonight.by_actor.get(act.actor, ()) if o.origin == "move" and o.id != act.id]


class HuntLimit(Handler[Hunt]):
    """A hunt sent with a move the text forbids it with (`NotWithHunt`): the hunt is the player's illegal move."""

    row_type = Hunt

    def limit(self, tonight: Tonight, state: State, act: Act, row: Hunt) -> Failure | None:
        night = tonight.night
        for other in _own_moves(tonight, act):
            excluded = night.action(other).row(NotWithHunt)
            if excluded is not None:
                return ("illegal_hunt_with", excluded.clause, row.ruling,
                        {"who": act.actor or "", "action": night.action(other).name_ru,
                         "action_en": night.action(other).name_en, "illegal": True})
        return None


class NotWithHuntLimit(Handler[NotWithHunt]):
    """A move sent with a hunt: with the hunt's option at its value (`Hunt.both_fail`), it fails too."""

    row_type = NotWithHunt

    def limit(self, tonight: Tonight, state: State, act: Act, row: NotWithHunt) -> Failure | None:
        night = tonight.night
        for other in _own_moves(tonight, act):
            hunt = night.action(other).row(Hunt)
            if hunt is not None and hunt.both_fail is not None and switched_on(night, hunt.both_fail, None):
                return ("illegal_move_with_hunt", row.clause, hunt.ruling, {"who": act.actor or "", "illegal": True})
        return None


class ClanGoneStands(Handler[ClanGone]):
    """A clan's move with no member of the clan alive fails."""

    row_type = ClanGone

    def stands(self, night: Night, state: State, act: Act, row: ClanGone) -> Failure | None:
        if act.clan is not None and not any(p.clan == act.clan and p.role.clan_member and p.alive
                                            and n not in state.deaths for n, p in night.players.items()):
            return ("clan_dead", row.clause, row.ruling, {"clan": act.clan})
        return None


class CancelStands(Handler[CancelSpec]):
    """A clan's move called off by its target: a clan that aims it at a player of the trait."""

    row_type = CancelSpec

    def stands(self, night: Night, state: State, act: Act, row: CancelSpec) -> Failure | None:
        players = night.players
        every = switched_on(night, row.all_when, None) if row.all_when is not None else False
        for other in night.acts:
            if other.action == act.action and other.target and row.trait in players[other.target].role.traits \
                    and (every or other.clan == act.clan):
                return (row.code, row.clause, row.all_ruling if every else None,
                        {"who": other.target, "clan": act.clan or ""})
        return None


class OffWhenStands(Handler[OffWhen]):
    row_type = OffWhen

    def stands(self, night: Night, state: State, act: Act, row: OffWhen) -> Failure | None:
        if switched_on(night, row.switch, None):
            return (row.code, row.clause, row.ruling, {})
        return None


class ActorBarStands(Handler[ActorBar]):
    """A player whose role has the trait may not make the move."""

    row_type = ActorBar

    def stands(self, night: Night, state: State, act: Act, row: ActorBar) -> Failure | None:
        role = night.players[act.actor].role if act.actor in night.players else None
        if role is not None and row.trait in role.traits:
            return (row.code, row.clause, row.ruling, {})
        return None
