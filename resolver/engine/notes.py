"""Decisions the engine adds around an act: the rule behind a move, who sent a clan's move, the order of
moves that decided it, the statuses that held it (`record_holding`), and what a kill sets off (a transformation
«в момент убийства», the blockers a kill also takes, a victim who takes his killer along). Every rule-set detail
is a field of the rule set's data.
"""

from __future__ import annotations

from resolver.engine.deaths import add_death
from resolver.engine.graph import subject_player
from resolver.engine.handler import Handler
from resolver.engine.limits import clan_ruling, clan_sender
from resolver.engine.lookup import producers_named
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, Outcome, State
from resolver.engine.order_notes import cite_time_rule, place_in_order
from resolver.engine.stages import inventory
from resolver.specs.derived import OnKillOf, TakesGiversOf, TransformsOnKill
from resolver.specs.letters import MoreTargetsOn, StepNote
from resolver.specs.limits import ClanMove, ClanShared
from resolver.specs.names import named
from resolver.specs.target import Condition


def rule_clause(night: Night, act: Act) -> str:
    """The clause that gives the actor this move: his role's own line for it, else the action's."""
    info = night.players.get(act.actor or "")
    if info is not None:
        for action, clause in info.role.grants:
            if action == act.action:
                return clause
    return night.action(act).clause


def _clan_of_mover(night: Night, act: Act) -> str | None:
    """The clan of a player's own move's actor (a clan's notes are about his move), or None."""
    info = night.players.get(act.actor or "")
    if info is None or act.origin != "move":
        return None
    return info.clan


class ClanMoveNote(Handler[ClanMove]):
    """Say who sent a clan's move."""

    row_type = ClanMove

    def noted(self, night: Night, state: State, act: Act, row: ClanMove) -> None:
        clan = _clan_of_mover(night, act)
        if clan is not None:
            state.recorder.record(act.id, "info", "clan_sender", row.clause, ruling=clan_ruling(night),
                                  who=clan_sender(night, clan) or "", by=act.actor or "")


class ClanSharedNote(Handler[ClanShared]):
    """Members of a clan may share the move: each is told who else made it."""

    row_type = ClanShared

    def noted(self, night: Night, state: State, act: Act, row: ClanShared) -> None:
        clan = _clan_of_mover(night, act)
        if clan is None:
            return
        mates = sorted(o.actor or "" for o in night.acts if o.action == act.action and o.id != act.id
                       and o.actor in night.players and night.players[o.actor].clan == clan)
        if mates:
            state.recorder.record(act.id, "info", "clan_shared", row.clause, who=act.actor or "",
                                  others=", ".join(mates))


def cite_order(night: Night, state: State, act: Act, code: str) -> None:
    """A redirect that came after the move it wanted to change: the order of moves decided (A-13)."""
    cite = night.ruleset.citations
    if code == "nothing_to_redirect" and "earlier_step" in cite:
        state.recorder.record(act.id, "tie_break", "too_late", cite["earlier_step"][0],
                              ruling=cite["earlier_step"][1], step=night.ruleset.steps[act.step].name_ru,
                              step_en=night.ruleset.steps[act.step].name_en)


def cite_earlier_step(night: Night, state: State, act: Act, producers: list[str]) -> None:
    """When an act of an earlier step decided this one, the order of moves is cited with it."""
    cite = night.ruleset.citations
    if "earlier_step" not in cite:
        return
    for pid in producers:
        if pid.startswith("item:"):
            continue
        producer = night.act(pid)
        if producer.order < act.order:
            state.recorder.record(act.id, "tie_break", "earlier_step", night.ruleset.steps[producer.step].clause,
                                  ruling=cite["earlier_step"][1], causes=[pid], by=producer.actor or "",
                                  **place_in_order(night, producer, "place"),
                                  **place_in_order(night, act, "own_place"))


def record_holding(night: Night, state: State, act: Act, outcome: Outcome,
                   holding: list[tuple[Condition, list[Mark]]]) -> None:
    """The statuses that held the act, each a reason with its clause (and the order of moves that let it see them)."""
    rec = state.recorder
    for cond, marks in holding:
        producers = [m.producer for m in marks]
        who = subject_player(act, cond)
        params = {"who": who, "by": producers_named(night, producers)}
        cite_time_rule(night, state, act, producers)
        cite_earlier_step(night, state, act, producers)
        if (cond.status == "dead" and cond.subject == "actor") or cond.void:
            outcome.result = "void"
        if cond.supersedes:
            outcome.info["hidden"] = True  # the redirected copy of the move carries its result
        code, clause, ruling = cond.code, cond.clause, cond.ruling
        death = state.deaths.get(who or "") if cond.status == "dead" else None
        gone = night.ruleset.kill_kinds.get(death.kind) if death is not None else None
        if gone is not None and gone.gone_codes is not None:
            # out of the game, not dead (andorra's jail): the words and the clause of the kind that took him out
            code, clause, ruling = gone.gone_codes[0 if cond.subject == "actor" else 1], gone.clause, None
        outcome.reasons.append(
            rec.record(act.id, "reason", code, clause, ruling=ruling,
                       causes=[p for p in producers if not p.startswith("item:")], **params).id
        )


def transform(night: Night, state: State, act: Act, victim: str, rule: TransformsOnKill) -> None:
    """A kill of a player of some side turns the killer into another role «в момент убийства»."""
    killer = act.actor
    if killer is None or killer in state.roles or victim not in night.players \
            or victim == killer:  # an act returned onto its doer (a blessing) turns nobody
        return
    side, role_id, clause = rule.side, rule.role, rule.clause
    if night.players[victim].side != side:
        return
    state.roles[killer] = role_id
    role = night.ruleset.roles[role_id]
    state.recorder.record(f"player:{killer}", "letter", "letter_transformed", clause, causes=[act.id],
                          who=killer, **named("role", role), victim=victim)
    if role.items_on_becoming is not None:
        items, given_clause = role.items_on_becoming
        for item in items:
            inventory(state, night, killer).append(item)
            state.recorder.record(f"player:{killer}", "resource", "item_made", given_clause, causes=[act.id],
                                  who=killer, **named("item", night.ruleset.items[item]))


def on_kill_of(night: Night, state: State, act: Act, victim: str, rule: OnKillOf) -> None:
    """A kill of a player of some side leaves statuses and a pending effect on the killer (`OnKillOf`)."""
    killer = act.actor
    if killer is None or victim not in night.players:
        return
    side, statuses, pending, clause = rule.side, rule.statuses, rule.pending, rule.clause
    if night.players[victim].side != side:
        return
    for status in statuses:
        state.add_mark(Mark(killer, status, act.id))
    if pending is not None:
        state.add_mark(Mark(killer, f"pending:{pending}", act.id, {"by": killer}))
    state.recorder.record(f"player:{killer}", "letter", "letter_after_kill", clause, causes=[act.id],
                          who=killer, victim=victim)


def take_givers(night: Night, state: State, act: Act, victim: str, kind: str, rule: TakesGiversOf) -> None:
    """A kill that also takes whoever gave the victim some status tonight (the bloody kill's blocker)."""
    spec = night.action(act)
    for status, unless in rule.givers:
        if unless is not None and night.options.get(unless[0]) == unless[1]:
            continue
        for mark in state.marks.get((victim, status), ()):
            giver = night.act(mark.producer).actor
            if mark.tentative or giver is None or giver == act.actor or giver in state.deaths:
                continue
            add_death(night, state, giver, kind, act, clause=spec.clause, host=victim)


def killer_dies(night: Night, state: State, act: Act, victim: str) -> None:
    """A victim who takes his killer with him (`RulesetSpec.killer_dies`): the killer dies at the moment of
    the kill, while the victim holds the item the row needs, which is spent."""
    killer = act.actor
    info = night.players.get(victim)
    spec = night.action(act)
    death = state.deaths.get(victim)
    if killer is None or info is None or killer == victim or death is None or death.act != act.id:
        return
    for row in night.ruleset.killer_dies:
        switched = {a for a, option, value in row.attacks_when if night.options.get(option) == value}
        kinds = {k for k, option, value in row.kinds_when if night.options.get(option) == value}
        if row.trait not in info.role.traits or (spec.attack not in row.attacks | switched
                                                 and death.kind not in kinds):
            continue
        held = inventory(state, night, victim)
        if row.item is not None and row.item not in held:
            state.recorder.record(f"player:{victim}", "info", "killer_spared", row.item_clause or row.clause,
                                  ruling=row.ruling, causes=[act.id], who=killer, victim=victim,
                                  **named("item", night.ruleset.items[row.item]))
            continue
        if row.item is not None:
            held.remove(row.item)
            state.recorder.record(f"player:{victim}", "resource", "item_spent", row.clause, causes=[act.id],
                                  who=victim, **named("item", night.ruleset.items[row.item]))
        add_death(night, state, killer, row.kind, act, clause=row.clause, host=victim)
        return


class StepNoteNote(Handler[StepNote]):
    """A move that worked names the clause of its step beside its own."""

    row_type = StepNote

    def worked(self, night: Night, state: State, act: Act, row: StepNote) -> None:
        state.recorder.record(act.id, "info", "step", row.clause)


class MoreTargetsNote(Handler[MoreTargetsOn]):
    """The day's event gave the move more targets (bankers Полнолуние): said with its clause."""

    row_type = MoreTargetsOn

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: MoreTargetsOn) -> None:
        if outcome.performed and night.event == row.event:
            state.recorder.record(act.id, "info", row.event, row.clause, ruling=row.distinct)
