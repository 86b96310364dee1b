"""The library facade: load a night, resolve it, read the outcome.

The CLI and the Streamlit workbench call only these functions and the
formatters in `resolver.report`, so both show the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model import Scenario
from resolver.carry import carry
from resolver.day.run import DayResult, add_day_acts, after_night, night_scenario, run_day
from resolver.decisions import Decision, Recorder
from resolver.engine import Branch, Engine, Outcome
from resolver.loader import LoadResult, load_file, load_text
from resolver.night import Act, Night, compile_night
from resolver.ruleset import RulesetSpec, get_ruleset
from resolver.view import StateView

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
    def used_fallback(self) -> bool:
        return any(c.status == "fallback" for alt in self.alternatives for c in alt.branch.state.cycles)

    @property
    def acts(self) -> list[Act]:
        return self.night.acts

    def cycles(self) -> list[list[str]]:
        return [m for m in self.engine.graph.components(self.night) if self.engine.graph.is_cycle(m)]


def resolve(scenario: Scenario) -> Resolution:
    """Resolve a validated scenario (from `load_text`/`load_file`)."""
    # Like parsing, resolving builds many objects that all live to the end; the cyclic
    # collector's passes over them only cost time.
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        return _resolve(scenario)
    finally:
        if enabled:
            gc.enable()


def _resolve(scenario: Scenario) -> Resolution:
    ruleset = get_ruleset(scenario.ruleset)
    recorder = Recorder(ruleset)
    day = run_day(ruleset, scenario, recorder)
    night = compile_night(ruleset, night_scenario(scenario, day))
    add_day_acts(night, day)
    engine = Engine(night)
    resolution = Resolution(night=night, engine=engine, day=day)
    for branch in engine.resolve(recorder):
        if ruleset.policy.after_night is not None:
            summary = ruleset.policy.after_night(StateView(night, branch.state))
        else:
            summary = carry(night, branch.state)
        if day is not None and (scenario.day.votes is not None or scenario.game):
            after_night(ruleset, scenario, day, summary, branch.state)
        resolution.alternatives.append(Alternative(branch, summary))
    return resolution


def resolve_file(path: str | Path) -> tuple[LoadResult, Resolution | None]:
    loaded = load_file(path)
    if not loaded.ok or loaded.scenario is None:
        return loaded, None
    return loaded, resolve(loaded.scenario)


def resolve_text(text: str, filename: str = "<text>") -> tuple[LoadResult, Resolution | None]:
    loaded = load_text(text, filename)
    if not loaded.ok or loaded.scenario is None:
        return loaded, None
    return loaded, resolve(loaded.scenario)
