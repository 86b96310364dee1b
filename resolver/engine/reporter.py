"""A report built from the night's decisions about one player (a `Reports` row), as data.

A reporter's act names a player; when it worked, after the whole night (every outcome known) the reporter
is told, about that player, in this order of kinds (andorra's Журналист, L254-259):

1. `report_hostile`: each hostile act by him or on him whose doer was told «удачно»;
2. `report_watch`: each watch (`ActionSpec.watch`) by him or on him told «удачно» (and, where
   `Reports.missed_watch_when` is on, one made that found nobody: a search that missed); a search that found is
   both 1 and 2, unless `Reports.found_watch_once_when` is on;
3. a kind of its own (`ReportedAs`: a code), for acts that a rule set reports apart;
   then a line for each status of `Reports.status_lines` he has tonight (andorra's «цель исповедана», L257);
4. `report_home`: he made no visit, watch or hostile act that was made (no move, a drink, a block);
5. `report_visit`: otherwise each visit (`ActionSpec.visits`) by him or to him that was made, and each hostile
   act or watch that was made but not told «удачно».

Each line is a `private` decision on the reporter's act, shown next to his move's result. The reporter's own
act is never in it. `Reports("hostile")` asks one question instead (andorra's допрос, L229): did the target
make a hostile act told «удачно» tonight — `report_hostile_yes` or `report_hostile_no`. No rule-set id is
named here. `TellsDead` tells the actor every player who died tonight before his step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from resolver.engine.handler import Handler
from resolver.engine.limits import switched
from resolver.engine.night import Act, Night, told_target
from resolver.specs.letters import InVain, ReportedAs, Reports, TellsDead
from resolver.specs.refs import Switch
from resolver.specs.nature import ExemptGeneral
from resolver.specs.target import TargetRule

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State


def _missed(night: Night, state: "State", act: Act) -> bool:
    """An act made that found the wrong target (a search that missed, its target rule failed): its doer went."""
    codes = {rule.code for rule in night.action(act).rows_of(TargetRule)}
    outcome = state.outcomes[act.id]
    return bool(codes) and any(state.recorder.decisions[i].code in codes for i in outcome.reasons)


def _lines(night: Night, state: "State", reporter: Act, who: str) -> list[tuple[str, dict[str, Any]]]:
    hostile: list[tuple[str, dict[str, Any]]] = []
    watched: list[tuple[str, dict[str, Any]]] = []
    own: list[tuple[str, dict[str, Any]]] = []
    visits: list[tuple[str, dict[str, Any]]] = []
    busy = False
    for act in night.in_order:
        outcome = state.outcomes.get(act.id)
        if act.id == reporter.id or act.actor is None or not act.targets or outcome is None:
            continue
        if not outcome.performed and not _missed(night, state, act):
            continue
        if act.actor != who and who not in act.targets:
            continue
        if outcome.info.get("hidden"):
            continue  # a redirected move: its copy is what happened
        spec = night.action(act)
        params = {"who": act.actor, "whom": ", ".join(act.targets), "action": spec.name_ru, "action_en": spec.name_en}
        if act.actor == who and (spec.hostile or spec.watch or spec.visits):
            busy = True
        reported_as = spec.row(ReportedAs)
        told_hostile = spec.hostile and outcome.result == "success"
        if reported_as is not None:
            own.append((reported_as.code, params))
            continue
        if told_hostile:
            hostile.append((_hostile_code(night, reporter), params))
        if spec.watch and (outcome.result == "success" or _told_as_watch(night, reporter, state, act)) and \
                not (told_hostile and _switched(night, reporter, lambda r: r.found_watch_once_when)):
            # «1. … (все, кто делает удачные враждебные действия)» and «2. … (все, кто занимается удачным слежением и
            # поиском)» (L255, L256): a search that found is both, told as both (AN-144).
            watched.append(("report_watch", params))
        elif not told_hostile and (spec.visits or spec.hostile or spec.watch):
            # «Во всех остальных случаях … о посещении одного игрока другим» (andorra L259): a made hostile act
            # or watch told «неудачно» is reported as a visit, not as «сидел дома».
            visits.append(("report_visit", params))
    story = night.action(reporter).row(Reports)
    marked = [(code, {"who": who}) for status, code in (story.status_lines if story is not None else ())
              if any(not m.tentative for m in state.marks.get((who, status), ()))]
    lines = hostile + watched + marked + own
    if lines and _switched(night, reporter, lambda r: r.visits_each_when):
        return lines + visits  # «5. Во всех остальных случаях …» read act by act (AN-145)
    if lines:
        return lines
    if not busy:
        return [("report_home", {"who": who})]
    return visits or [("report_home", {"who": who})]


def _switched(night: Night, reporter: Act, pick: Callable[[Reports], Switch | None]) -> bool:
    """Whether the option one switch of the reporter's `Reports` row names (`pick`) is at the value it gives; no such
    row or no switch: off (`limits.switched` reads a missing switch as on)."""
    row = night.action(reporter).row(Reports)
    switch = pick(row) if row is not None else None
    return switch is not None and switched(night, switch)


def _told_as_watch(night: Night, reporter: Act, state: "State", act: Act) -> bool:
    """A watch made that found nobody (a missed search), told as a watch where the reporter's option says so."""
    return _switched(night, reporter, lambda r: r.missed_watch_when) and _missed(night, state, act)


def _hostile_code(night: Night, reporter: Act) -> str:
    return "report_hostile_act" if _switched(night, reporter, lambda r: r.acts_named_when) else "report_hostile"


def _ids(night: Night) -> set[str]:
    return {a.id for a in night.acts}


def write_reports(night: Night, state: "State") -> None:
    """Every reporter's lines, once the night is resolved (`resolver.engine.mechanics.REPORTED`)."""
    from resolver.engine.act_plan import act_plan  # the plan's handlers include this module's: asked once loaded

    for act in night.acts:
        for handler, row in act_plan(night.ruleset, night.action(act)).reported:
            handler.reported(night, state, act, state.outcomes.get(act.id), row)


class TellsDeadReport(Handler[TellsDead]):
    """«знает все трупы за прошедшую ночь»: who died before his step (a revived one was a corpse too); the jailed
    leave no corpse (a kill kind with `corpse` False)."""

    row_type = TellsDead

    def reported(self, night: Night, state: "State", act: Act, outcome: "Outcome | None", row: TellsDead) -> None:
        if outcome is None:
            return
        kinds = night.ruleset.kill_kinds
        ids = _ids(night)
        dead = sorted({d.subject.partition(":")[2] for d in state.recorder.decisions
                       if d.kind == "death" and d.subject.startswith("player:")
                       and kinds[d.code.removeprefix("death_")].corpse
                       and any(night.act(c).order < act.order for c in d.causes if c in ids)})
        state.recorder.record(act.id, "private", "report_dead", night.action(act).clause, causes=[act.id],
                              dead=", ".join(dead) or "—")


class StoryReport(Handler[Reports]):
    """A report of what the target did and what was done to him, or whether he made a hostile act told «удачно»."""

    row_type = Reports

    def reported(self, night: Night, state: "State", act: Act, outcome: "Outcome | None", row: Reports) -> None:
        if act.target is None or outcome is None or not outcome.succeeded:
            return
        lines = _lines(night, state, act, act.target)
        if row.what == "hostile":
            did = any(code.startswith("report_hostile") and params["who"] == act.target for code, params in lines)
            # the answer names the one he called (L327: a turned допрос names the player he chose)
            lines = [("report_hostile_yes" if did else "report_hostile_no", {"who": told_target(night, act)})]
        for code, params in lines:
            state.recorder.record(act.id, "private", code, night.action(act).clause, causes=[act.id], **params)


class InVainReport(Handler[InVain]):
    """A protection that worked on a target who died tonight all the same, of an act its status does not reach."""

    row_type = InVain

    def reported(self, night: Night, state: "State", act: Act, outcome: "Outcome | None", row: InVain) -> None:
        if act.target is None or outcome is None or not outcome.succeeded:
            return
        ids = _ids(night)
        killers = sorted({cause for d in state.recorder.decisions
                          if d.kind == "death" and d.subject == f"player:{act.target}"
                          for cause in d.causes if cause in ids and _exempt(night, night.act(cause), row.status)})
        if not killers:
            return
        params = {"who": act.target, "by": ", ".join(night.action(night.act(k)).name_ru for k in killers),
                  "by_en": ", ".join(night.action(night.act(k)).name_en for k in killers)}
        if night.options.get(row.failed_when[0]) == row.failed_when[1]:
            outcome.succeeded = False
            outcome.result = "failed"
            decisions = state.recorder.decisions
            outcome.reasons[:] = [i for i in outcome.reasons if decisions[i].kind != "result"]
            outcome.reasons.append(state.recorder.record(act.id, "reason", row.code, row.clause, ruling=row.ruling,
                                                         causes=[act.id, *killers], **params).id)
        else:
            outcome.reasons.append(state.recorder.record(act.id, "note", row.note, row.clause, ruling=row.ruling,
                                                         causes=[act.id, *killers], **params).id)


def _exempt(night: Night, act: Act, status: str) -> bool:
    """The act is one a general condition on `status` does not reach (its `ExemptGeneral`, switched on)."""
    return any(row.status == status and (row.when is None or night.options.get(row.when[0]) == row.when[1])
               for row in night.action(act).rows_of(ExemptGeneral))


def forget_answers(state: "State") -> None:
    """A move its actor does not remember (andorra L333 «не помнит, что делал ночью (ответ "неудачно")», the
    Доктор's pill, A-04) was made, and what it did stands; but what it found out is not told him: each line of his
    result about it (a `private` decision on the act: an answer, a report) is withdrawn once the night is over."""
    forgotten = {act_id for act_id, outcome in state.outcomes.items() if outcome.info.get("forgotten")}
    for decision in list(state.recorder.decisions):
        if decision.kind == "private" and decision.subject in forgotten:
            state.recorder.withdraw(decision.id)
