"""Golden scenarios: expectations written from the rule text, replayed on every run."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from model import Scenario
from resolver.api import Resolution, resolve
from resolver.game.golden import compare
from resolver.input.loader import load_file
from resolver.input.setup_file import is_setup_file
from resolver.rulesets import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if not is_setup_file(p))
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


@cache
def _resolved(ruleset_id: str) -> tuple[tuple[Scenario, Resolution], ...]:
    """Every golden scenario of the rule set with its resolution, each resolved once."""
    out = []
    for path in GOLDEN:
        scenario = load_file(path).scenario
        if scenario is not None and scenario.ruleset == ruleset_id:
            out.append((scenario, resolve(scenario)))
    return tuple(out)


def _coverage(ruleset_id: str) -> dict[str, set[str]]:
    """What the goldens of a rule set exercise, read from the resolutions (no id named here).

    An action counts when a resolution holds an act of it, so acts the rule set makes itself
    (a lynch, a delayed death, a hunt's outcome, a stolen move) count as they happen; a role
    when a player of it makes or is the target of an act; an item when a player holds it; an
    event when it is the day's or the next day's.
    """
    seen: dict[str, set[str]] = {"roles": set(), "actions": set(), "items": set(), "events": set()}
    for scenario, res in _resolved(ruleset_id):
        for act in res.acts:
            seen["actions"].add(act.action)
            for name in (act.actor, *act.targets):
                if name is not None and name in res.night.players:
                    seen["roles"].add(res.night.role_of(name).id)
        for player in scenario.players:
            seen["items"].update(res.ruleset.item_id(item) or item for item in player.items)
            if player.state.turned:  # a role held besides one's own (the Упырь)
                seen["roles"].add(player.state.turned)
        seen["events"].update(e for e in (scenario.day.event, scenario.day.next_event) if e is not None)
    return seen


@pytest.mark.parametrize("table", ["roles", "actions", "items", "events"])
@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_role_action_item_and_event_has_a_golden_scenario(ruleset_id: str, table: str) -> None:
    ruleset = get_ruleset(ruleset_id)
    missing = sorted(set(getattr(ruleset, table)) - _coverage(ruleset_id)[table])
    assert not missing, f"{ruleset_id}: {table} without a golden scenario: {missing}"


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_ambiguous_golden_expects_each_outcome(ruleset_id: str) -> None:
    """A night with several consistent outcomes says what each one must be (expect.outcomes)."""
    for scenario, res in _resolved(ruleset_id):
        assert scenario.expect is not None
        if len(res.alternatives) > 1:
            assert len(scenario.expect.outcomes) == len(res.alternatives), (
                f"{scenario.title}: {len(res.alternatives)} outcomes, "
                f"{len(scenario.expect.outcomes)} expect.outcomes blocks")


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


def test_outcomes_blocks_match_distinct_alternatives() -> None:
    """expect.outcomes can fail: a block twice, a block missing, a night-level field inside a block."""
    found = [(s, r) for rid in available_rulesets() for s, r in _resolved(rid) if s.expect and s.expect.outcomes]
    assert found, "no golden has expect.outcomes"
    for scenario, res in found:
        expect = scenario.expect
        assert expect is not None
        blocks = expect.outcomes
        assert compare(res, expect.model_copy(update={"outcomes": blocks[::-1]})) == []
        twice = compare(res, expect.model_copy(update={"outcomes": [blocks[0]] * len(blocks)}))
        assert any("matches no alternative" in p for p in twice), twice
        short = compare(res, expect.model_copy(update={"outcomes": blocks[:-1]}))
        assert any("block(s) for" in p for p in short), short
        nested = blocks[0].model_copy(update={"alternatives": 1})
        nested.model_fields_set.add("alternatives")
        wrong = compare(res, expect.model_copy(update={"outcomes": [nested, *blocks[1:]]}))
        assert any("belong to the night" in p for p in wrong), wrong


def test_a_note_the_golden_excludes_fails() -> None:
    """`notes: ["!code"]`: the night must not record that decision (as `private`'s «!»)."""
    loaded = load_file(ROOT / "scenarios" / "bankers" / "explain" / "f_beaten_boss_kill_works.yaml")
    assert loaded.scenario is not None and loaded.scenario.expect is not None
    res = resolve(loaded.scenario)
    expect = loaded.scenario.expect.model_copy(update={"notes": ["!clan_kill_despite_sender"]})
    assert any("clan_kill_despite_sender" in p for p in compare(res, expect))
    assert not compare(res, loaded.scenario.expect.model_copy(update={"notes": ["!no_such_note"]}))
