"""The library facade: load a night, resolve it, read the outcome.

The CLI and the Streamlit workbench call only these functions and the
formatters in `resolver.report`, so both show the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model import Scenario
from resolver.engine.carry import carry
from resolver.day.run import DayResult, add_day_acts, after_night, carry_night_vote_losses, night_scenario, run_day
from resolver.engine.decisions import Decision, Recorder
from resolver.engine.core import Branch, Engine, Outcome
from resolver.input.checks.context import cite
from resolver.input.loader import LoadResult, load_file, load_text
from resolver.engine.morning_post import record_post
from resolver.text.problems import say
from resolver.engine.night import Act, Night, compile_night
from resolver.engine.succession import promote_at_nightfall
from resolver.specs.ruleset import RulesetSpec
from resolver.rulesets import get_ruleset
from resolver.engine.view import StateView

__all__ = ["Alternative", "Resolution", "load_file", "load_text", "resolve", "LoadResult"]


@dataclass
class Alternative:
    """One consistent outcome of the night (most nights have exactly one)."""

    branch: Branch
    summary: dict[str, Any]

    @property
    def decisions(self) -> list[Decision]:
        return self.branch.state.recorder.decisions

    @property
    def outcomes(self) -> dict[str, Outcome]:
        return self.branch.state.outcomes

    @property
    def deaths(self) -> dict[str, Any]:
        return self.branch.state.deaths

    def decision(self, decision_id: int) -> Decision:
        return self.decisions[decision_id]


@dataclass
class Resolution:
    night: Night
    engine: Engine
    alternatives: list[Alternative] = field(default_factory=list)
    day: DayResult | None = None  # the day's tally before the night (same resolution, same recorder)

    @property
    def ruleset(self) -> RulesetSpec:
        return self.night.ruleset

    @property
    def scenario(self) -> Scenario:
        return self.night.scenario

    @property
    def ambiguous(self) -> bool:
        return len(self.alternatives) > 1

    @property
    def choice(self) -> int | None:
        """The outcome the host chose (0-based), recorded with the night (`host_choice`); None when the
        night has one outcome, or the host has not chosen, or his number is past the outcomes."""
        chosen = self.scenario.host_choice
        if chosen is None or not self.ambiguous or chosen > len(self.alternatives):
            return None
        return chosen - 1

    @property
    def needs_choice(self) -> bool:
        """Several consistent outcomes and no choice of the host's yet: the post cannot be written."""
        return self.ambiguous and self.choice is None

    @property
    def waits_for_coin(self) -> bool:
        """The day's vote ended in a tie the host's coin must settle (`day.coin`), and the file has no coin yet:
        nobody is jailed until it has (A-40), and no next night can be written from it."""
        return self.day is not None and self.day.tally is not None and self.day.tally.coin == "pending"

    @property
    def chosen_index(self) -> int:
        """The outcome the post, the private results and the next night follow: the host's, else the first."""
        return self.choice if self.choice is not None else 0

    @property
    def chosen(self) -> Alternative:
        return self.alternatives[self.chosen_index]

    @property
    def used_fallback(self) -> bool:
        return any(c.status == "fallback" for alt in self.alternatives for c in alt.branch.state.cycles)

    @property
    def acts(self) -> list[Act]:
        return self.night.acts

    def cycles(self) -> list[list[str]]:
        return [m for m in self.engine.graph.components(self.night) if self.engine.graph.is_cycle(m)]


@dataclass
class CountedDay:
    """The day before a night counted once (`count_day`), for a caller that needs the verdict before the night's
    moves are known (a simulated game: the jailed send none) and hands it to `resolve` with that night."""

    recorder: Recorder
    day: DayResult | None


def count_day(scenario: Scenario) -> CountedDay:
    """The day of a validated scenario counted through a fresh recorder: the verdict, the penalties, the day's win."""
    ruleset = get_ruleset(scenario.ruleset)
    recorder = Recorder(ruleset)
    return CountedDay(recorder, run_day(ruleset, scenario, recorder))


def resolve(scenario: Scenario, counted: CountedDay | None = None) -> Resolution:
    """Resolve a validated scenario (from `load_text`/`load_file`). `counted`: its day as `count_day` counted it
    (the same players and day; used once, its recorder goes on into the night)."""
    # Like parsing, resolving builds many objects that all live to the end; the cyclic
    # collector's passes over them only cost time.
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        return _resolve(scenario, counted)
    finally:
        if enabled:
            gc.enable()


def _resolve(scenario: Scenario, counted: CountedDay | None = None) -> Resolution:
    ruleset = get_ruleset(scenario.ruleset)
    if counted is None:
        counted = count_day(scenario)
    recorder, day = counted.recorder, counted.day
    night = compile_night(ruleset, promote_at_nightfall(ruleset, night_scenario(scenario, day), recorder))
    add_day_acts(night, day)
    engine = Engine(night)
    resolution = Resolution(night=night, engine=engine, day=day)
    for branch in engine.resolve(recorder):
        if ruleset.policy.after_night is not None:
            summary = ruleset.policy.after_night(StateView(night, branch.state))
        else:
            summary = carry(night, branch.state)
        record_post(night, branch.state)  # after the summary: the seats it gave are told too
        if day is not None and (scenario.day.votes is not None or scenario.game):
            after_night(ruleset, scenario, day, summary, branch.state)
        else:  # a night without its day still costs the next day's votes
            carry_night_vote_losses(ruleset, summary, branch.state)
        resolution.alternatives.append(Alternative(branch, summary))
    _record_choice(resolution)
    return resolution


def _record_choice(res: Resolution) -> None:
    """The host's choice as a decision of the chosen outcome, beside each ring that left him the choice,
    citing that ring's clause and ruling."""
    if res.choice is None:
        return
    alt = res.chosen
    rings = [d for d in alt.decisions if d.kind == "cycle" and d.code == "cycle_ambiguous"]
    if not rings:  # never left without a citation: the rule set's own for rings
        clause, ruling = res.ruleset.citations["cycle"]
        alt.branch.state.recorder.record("night", "cycle", "host_choice", clause, ruling=ruling,
                                         alternative=res.choice + 1, count=len(res.alternatives), acts="")
    for ring in rings:
        alt.branch.state.recorder.record("night", "cycle", "host_choice", ring.clause, ruling=ring.ruling,
                                         causes=ring.causes, alternative=res.choice + 1,
                                         count=len(res.alternatives), acts=ring.params.get("acts", ""),
                                         acts_en=ring.params.get("acts_en", ring.params.get("acts", "")))


def choice_problem(res: Resolution) -> str | None:
    """Why the host's recorded choice cannot stand: a number past the night's outcomes."""
    chosen = res.scenario.host_choice
    count = len(res.alternatives)
    if chosen is None or not res.ambiguous or chosen <= count:
        return None
    return say("host_choice_range", chosen=chosen, count=count)


def check_choice(loaded: LoadResult, res: Resolution) -> Resolution | None:
    """The resolution, or None with the host's out-of-range choice added to the file's problems.

    A choice on a night the rules give one outcome (a move changed since) has nothing to choose:
    said in a note, not a problem."""
    if res.scenario.host_choice is not None and not res.ambiguous:
        where = f"{loaded.filename}:{loaded.line_of(('host_choice',)) or '?'}"
        loaded.notes.append(say("host_choice_unused", where=where, chosen=res.scenario.host_choice))
    problem = choice_problem(res)
    if problem is None:
        return res
    ring = next((d for alt in res.alternatives for d in alt.decisions if d.kind == "cycle"), None)
    clause_id, _ = res.ruleset.citations["cycle"]
    clause = res.ruleset.clauses[ring.clause if ring is not None else clause_id]
    loaded.add(("host_choice",), problem, cite(res.ruleset, clause.id))
    return None


def resolve_file(path: str | Path) -> tuple[LoadResult, Resolution | None]:
    loaded = load_file(path)
    if not loaded.ok or loaded.scenario is None:
        return loaded, None
    return loaded, check_choice(loaded, resolve(loaded.scenario))


def resolve_text(text: str, filename: str = "<text>") -> tuple[LoadResult, Resolution | None]:
    loaded = load_text(text, filename)
    if not loaded.ok or loaded.scenario is None:
        return loaded, None
    return loaded, check_choice(loaded, resolve(loaded.scenario))
