"""Watches as data: acts that exist only if a watched act worked (`OnWatched`), and what a watch
tells its actor of who acted on its target (a `SightSpec` row, `sightings`).

A watch act W («следит за ходом персонажа») names a player. `OnWatched(side, action)`: for every
hostile act H whose doer (`side = "actor"`) or target (`side = "target"`) is W's player, the watcher may
make `action` — at H's doer (the Палач beheads the one he saw) or, for a watch of the target, at the
watcher himself (a note to the watcher: the Мирный житель who saw an attack on the one he watched). The
derived act happens «в момент» of H, at its step (at W's step when H came earlier in the order); it exists only when H's doer was told «удачно» (andorra п.25: a hostile act «если результат действия
«удачно»», a shot into a vest included, L58) and W was made
(`Act.trigger == WATCHED`), and only for the first such H of that player: one watch makes its act once. No
rule-set id is named here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night, make_act
from resolver.specs.derived import GroupOf, OnWatched
from resolver.specs.target import SightSpec

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State

WATCHED = "watched"


def watch_acts(night: Night, acts: list[Act], visible: list[Act] | None = None) -> list[Act]:
    """The derived acts of every watch among `acts`, one per hostile act of `visible` (default: the moves among
    `acts`) it can see. A derived act the night makes in a player's name (a redirected copy of his move, the
    Телохранитель's counter-shot, andorra п.23 «Телохранитель (удачная защита)») is his act too."""
    rs = night.ruleset
    out: list[Act] = []
    pool = visible if visible is not None else [a for a in acts if a.trigger is None]
    hostile = [a for a in pool if night.action(a).hostile and a.target and a.trigger != WATCHED]
    by_side: dict[tuple[str, str | None], list[Act]] = {}
    for act in hostile:
        by_side.setdefault(("actor", act.actor), []).append(act)
        by_side.setdefault(("target", act.target), []).append(act)
    for watch in acts:
        rule = rs.actions[watch.action].row(OnWatched)
        if rule is None or watch.actor is None or not watch.target:
            continue
        side, action = rule.side, rule.action
        for act in by_side.get((side, watch.target), ()):
            if act.actor == watch.actor or (side == "actor" and act.actor is None):
                continue
            target = act.actor if side == "actor" else watch.actor
            # One act per act seen (its id names both): two seen acts of one doer are two chances, never one act
            # whose parent depends on the order of the file's lines.
            derived = make_act(rs, action, watch.actor, (target or "",), origin="derived", parent=act.id,
                               suffix=f"@{WATCHED}:{watch.id}:{act.id}", trigger=WATCHED, via=watch.id)
            # An act made before the watch's own step is seen all the same; its consequence comes at the watch's
            # step (andorra AN-121: the confession at step 12 and the Палач of step 18).
            later = watch if watch.order > act.order else act
            out.append(replace(derived, step=later.step, order=later.order, time=act.time))
    return out


def watch_triggered(parent_succeeded: bool, watch_made: bool, made_before: bool = False) -> bool:
    """A watched act's consequence exists when the act worked and the watch was made, once a watch and player: the
    first seen act that worked makes it (andorra L283 «Если увидел - рубит голову»: one head, however many hostile
    acts the Палач saw its doer make)."""
    return parent_succeeded and watch_made and not made_before


def made_before(night: Night, state: State, act: Act) -> bool:
    """Has the same watch already made its consequence at the same player tonight (an earlier act seen)?"""
    return any(other.id != act.id and other.trigger == WATCHED and other.via == act.via
               and other.target == act.target and other.id in state.outcomes for other in night.acts_of(act.actor))


def sightings(night: Night, state: State, act: Act, sight: SightSpec) -> tuple[list[str], list[str]]:
    """Who a watch saw act on its target tonight, in the order of the statuses, and the acts behind them."""
    seen: list[str] = []
    causes: list[str] = []
    clan_named = sight.clan_when is not None and night.options.get(sight.clan_when[0]) == sight.clan_when[1]
    for status in sight.statuses:
        for mark in state.marks.get((act.target or "", status), ()):
            if mark.tentative:
                continue
            doer = night.act(mark.producer)
            name = doer.actor or ""
            if doer.clan and clan_named:
                name = doer.clan
            group = night.action(doer).row(GroupOf)
            if group is not None:  # a group act is seen as its members who went
                name = ", ".join(sorted({o.actor for o in night.acts if o.action == group.member and o.actor
                                         and o.target == doer.target and (done := state.outcomes.get(o.id))
                                         is not None and done.performed}))
            if name and name not in seen:
                seen.append(name)
                causes.append(mark.producer)
    return seen, causes


def unformed_groups(night: Night, state: State, act: Act, sight: SightSpec) -> list[tuple[str, list[str]]]:
    """With the sight's `groups_when` on: each group act on the watch's target that did not form (it left no mark),
    as the members who went (their moves made) and their acts."""
    if sight.groups_when is None or night.options.get(sight.groups_when[0]) != sight.groups_when[1]:
        return []
    out: list[tuple[str, list[str]]] = []
    for doer in night.acts:
        group = night.action(doer).row(GroupOf)
        if group is None or doer.target != act.target or (done := state.outcomes.get(doer.id)) is None \
                or done.succeeded:
            continue
        went = [o for o in night.acts if o.action == group.member and o.actor and o.target == doer.target
                and (mine := state.outcomes.get(o.id)) is not None and mine.performed]
        if went:
            out.append((", ".join(sorted({o.actor or "" for o in went})), sorted(o.id for o in went)))
    return out


class SightEffect(Handler[SightSpec]):
    """A watch that tells who acted on its target: the actor is told who; nobody, his move is «неудачно»."""

    row_type = SightSpec

    def apply(self, night: Night, state: "State", act: Act, outcome: "Outcome", row: SightSpec) -> None:
        if not act.target:
            return
        seen, causes = sightings(night, state, act, row)
        unformed = unformed_groups(night, state, act, row)
        rec = state.recorder
        if seen:
            rec.record(act.id, "info", row.seen_code, row.clause, ruling=row.ruling, causes=causes,
                       who=act.target, attackers=", ".join(seen))
        for names, acts in unformed:  # a hunt of too few: seen, told apart from an attempt that was made
            rec.record(act.id, "info", row.group_code or row.seen_code, row.clause, ruling=row.group_ruling or row.ruling,
                       causes=acts, who=act.target, attackers=names)
        if seen or unformed:
            outcome.info["seen"] = seen + [names for names, _ in unformed]
            return
        outcome.succeeded = False
        outcome.result = "failed"
        # the move is not «удался» after all: its success line leaves its reasons (issue 12)
        outcome.reasons[:] = [i for i in outcome.reasons if rec.decisions[i].kind != "result"]
        outcome.reasons.append(rec.record(act.id, "reason", row.none_code, row.none_clause, who=act.target).id)
