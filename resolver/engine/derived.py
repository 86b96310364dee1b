"""The handlers of the acts an act derives and of what a kill sets off (`resolver.specs.derived`).

- `Redirects`: with no move of its target the order of moves lets it change, the redirect fails;
- `GroupOf`: a group act (the stake party, п.22) happens only if its quorum of members reached the target, and
  each member is told the group's word;
- what a kill sets off, at the moment of the kill: the killer transformed, statuses left on him, the blockers of
  the victim killed too, the givers of a status of the actor's killed.

The derived acts themselves are compiled with the night (`resolver.engine.derive.derive_acts`, `group_acts`,
`resolver.engine.watch.watch_acts`, `resolver.engine.recruit.forced_acts`, `resolver.engine.moves`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from resolver.engine.graph import precedence
from resolver.engine.handler import Failure, Handler
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Outcome, State
from resolver.engine.notes import on_kill_of, rule_clause, take_givers, transform
from resolver.engine.turning import kill_actor_givers
from resolver.specs.derived import GroupOf, KillsActorGivers, OnKillOf, Redirects, TakesGiversOf, TransformsOnKill

if TYPE_CHECKING:
    from resolver.engine.tonight import Tonight


def _redirectable(tonight: Tonight, act: Act, state: State) -> list[str]:
    """The acts a redirect can reach: its target's own moves the order of moves lets it change (when
    the order of moves decides a ring, a move already made stays made, AN-05)."""
    night = tonight.night
    whose = act.targets[0] if act.targets else None
    out = []
    for other in tonight.by_actor.get(whose, ()):
        if other.origin != "move" or not other.targets:
            continue
        done = state.outcomes.get(other.id)
        if state.fallback_order is not None and done is not None and not done.info.get("hidden"):
            continue
        for cond in tonight.conditions[other.id]:
            if cond.supersedes and precedence(night, act, other, cond) != "no":
                out.append(other.id)
                break
    return out


class RedirectsLimit(Handler[Redirects]):
    row_type = Redirects

    def limit(self, tonight: Tonight, state: State, act: Act, row: Redirects) -> Failure | None:
        if _redirectable(tonight, act, state):
            return None
        spec = tonight.night.action(act)
        return ("nothing_to_redirect", spec.clause, spec.ruling, {"who": act.targets[0] if act.targets else ""})


class GroupAct(Handler[GroupOf]):
    """A group act: its quorum (asked first, for the engine's own act), the members it reads, their word."""

    row_type = GroupOf

    def limit(self, tonight: Tonight, state: State, act: Act, row: GroupOf) -> Failure | None:
        night = tonight.night
        spec = night.action(act)
        reached = sorted({other.actor or "" for other in tonight.by_action_target.get((row.member, act.target), ())
                          if (o := state.outcomes.get(other.id)) is not None and o.succeeded})
        quorum = int(night.options[row.quorum]) if isinstance(row.quorum, str) else row.quorum
        if len(reached) < quorum:
            return ("quorum_not_met", row.quorum_clause or spec.clause, spec.ruling,
                    {"count": len(reached), "quorum": quorum, "hunters": ", ".join(reached)})
        return None

    def inputs(self, tonight: Tonight, act: Act, row: GroupOf) -> list[str]:
        return [other.id for other in tonight.by_action_target.get((row.member, act.target), ())]

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: GroupOf) -> None:
        """Each member of a group act is told the group's word, with its reasons."""
        reasons = [state.recorder.decisions[i] for i in outcome.reasons
                   if state.recorder.decisions[i].kind != "result"]
        for other in night.by_action_target.get((row.member, act.target), ()):
            mine = state.outcomes.get(other.id)
            if mine is None or not mine.performed:
                continue
            # A copy: a state's clone (a trial of a ring) shares its outcomes with the state it came from.
            mine = state.outcomes[other.id] = replace(mine, reasons=list(mine.reasons), info=dict(mine.info))
            mine.result = outcome.result
            mine.succeeded = mine.succeeded and outcome.succeeded
            if not outcome.succeeded:  # the member's own «ход удался» is not the group's word
                had = len(mine.reasons)
                mine.reasons[:] = [i for i in mine.reasons if state.recorder.decisions[i].kind != "result"]
                if len(mine.reasons) < had and other.actor is not None:  # name the rule that gives the move
                    state.recorder.record(other.id, "info", "move_rule", rule_clause(night, other),
                                          action=night.action(other).name_ru,
                                          action_en=night.action(other).name_en)
            for reason in reasons:
                # The quorum is each member's own rule: his copy cites the line that gives him the move.
                clause = rule_clause(night, other) if reason.clause == row.quorum_clause else reason.clause
                mine.reasons.append(state.recorder.record(other.id, reason.kind, reason.code, clause,
                                                          ruling=reason.ruling, causes=[act.id], **reason.params).id)


class TransformsOnKillEffect(Handler[TransformsOnKill]):
    row_type = TransformsOnKill

    def on_victim(self, night: Night, state: State, act: Act, victim: str, kind: str, row: TransformsOnKill) -> None:
        transform(night, state, act, victim, row)


class OnKillOfEffect(Handler[OnKillOf]):
    row_type = OnKillOf

    def on_victim(self, night: Night, state: State, act: Act, victim: str, kind: str, row: OnKillOf) -> None:
        on_kill_of(night, state, act, victim, row)


class TakesGiversEffect(Handler[TakesGiversOf]):
    row_type = TakesGiversOf

    def on_victim(self, night: Night, state: State, act: Act, victim: str, kind: str, row: TakesGiversOf) -> None:
        take_givers(night, state, act, victim, kind, row)


class KillsActorGiversEffect(Handler[KillsActorGivers]):
    row_type = KillsActorGivers

    def on_kill(self, night: Night, state: State, act: Act, row: KillsActorGivers) -> None:
        kill_actor_givers(night, state, act, row)
