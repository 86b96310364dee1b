"""Golden scenarios: expectations written from the rule text, replayed on every run."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import resolve
from resolver.check import compare
from resolver.loader import load_file
from resolver.ruleset import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
GOLDEN = [p for p in SCENARIOS if "expect:" in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_bundled_scenario_loads(path: Path) -> None:
    loaded = load_file(path)
    assert loaded.ok, "\n".join(map(str, loaded.problems))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: str(p.relative_to(ROOT)))
def test_golden(path: Path) -> None:
    loaded = load_file(path)
    assert loaded.ok and loaded.scenario is not None, "\n".join(map(str, loaded.problems))
    assert loaded.scenario.expect is not None
    problems = compare(resolve(loaded.scenario), loaded.scenario.expect)
    assert not problems, "\n".join(problems)


def _coverage(ruleset_id: str) -> tuple[set[str], set[str]]:
    roles: set[str] = set()
    actions: set[str] = set()
    for path in GOLDEN:
        loaded = load_file(path)
        scenario = loaded.scenario
        if scenario is None or scenario.ruleset != ruleset_id:
            continue
        role_of = {p.name: p.role for p in scenario.players}
        for move in scenario.moves:
            actions.add(move.action)
            roles.add(role_of[move.actor])
            roles.update(role_of[t] for t in move.targets if t in role_of)
        if scenario.day.lynched:
            actions.add("lynch")
        if any(p.state.doomed_by for p in scenario.players if p.alive):
            actions.add("exhaustion")
        if any(m.action == "peaceful_hunt" for m in scenario.moves):
            actions.add("hunt_kill")
        # Acts the engine makes (a counter-shot, a group's outcome, a due poison) count when they happen.
        res = resolve(scenario)
        alt = res.alternatives[0]
        for act in res.acts:
            outcome = alt.outcomes.get(act.id)
            if act.origin != "move" and outcome is not None and outcome.performed:
                actions.add(act.action)
    return roles, actions


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_role_and_action_has_a_golden_scenario(ruleset_id: str) -> None:
    ruleset = get_ruleset(ruleset_id)
    roles, actions = _coverage(ruleset_id)
    missing_roles = sorted(set(ruleset.roles) - roles)
    missing_actions = sorted(set(ruleset.actions) - actions)
    assert not missing_roles, f"roles without a golden scenario: {missing_roles}"
    assert not missing_actions, f"actions without a golden scenario: {missing_actions}"


def test_expect_clauses_exist() -> None:
    for path in GOLDEN:
        scenario = load_file(path).scenario
        assert scenario is not None and scenario.expect is not None
        ruleset = get_ruleset(scenario.ruleset)
        for clause in scenario.expect.clauses:
            assert clause in ruleset.clauses, f"{path}: unknown clause {clause}"


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_option_has_a_golden_scenario(ruleset_id: str) -> None:
    """Each host option is set in some golden scenario whose outcome shows it working."""
    ruleset = get_ruleset(ruleset_id)
    used: set[str] = set()
    for path in GOLDEN:
        scenario = load_file(path).scenario
        if scenario is not None and scenario.ruleset == ruleset_id:
            used.update(scenario.options)
    missing = sorted(set(ruleset.options) - used)
    assert not missing, f"options without a golden scenario: {missing}"
