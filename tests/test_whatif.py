"""resolver.game.whatif and resolver.report.rulings_doc: comparisons, deciders, golden cases, ruling texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import Resolution, resolve_text
from resolver.game.golden import compare as check_compare
from resolver.report.rulings_doc import parse_rulings, ruling, rulings
from resolver.rulesets import get_ruleset
from resolver.specs.target import Condition
from resolver.game import whatif

ROOT = Path(__file__).resolve().parent.parent
NIGHTS = [ROOT / "scenarios/examples/bankers_night1.yaml", ROOT / "tests/fixtures/ambiguous.yaml",
          ROOT / "tests/fixtures/night40.yaml"]


def resolved(path: Path) -> tuple[str, Resolution]:
    text = path.read_text(encoding="utf-8")
    loaded, res = resolve_text(text, path.name)
    assert res is not None, loaded.problems
    return text, res


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: p.name)
def test_golden_case_passes_its_own_check(path: Path) -> None:
    text, res = resolved(path)
    golden = whatif.golden_yaml(text, res)
    loaded, again = resolve_text(golden, "golden.yaml")
    assert again is not None and loaded.scenario is not None and loaded.scenario.expect is not None
    assert check_compare(again, loaded.scenario.expect) == []
    assert loaded.scenario.expect.deaths is not None
    assert {d.player for d in loaded.scenario.expect.deaths} == set(res.alternatives[0].deaths)


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: p.name)
def test_a_night_compared_with_itself_is_the_same(path: Path) -> None:
    _, res = resolved(path)
    assert whatif.compare(res, res).same


def test_a_vest_saves_the_detective() -> None:
    text, res = resolved(NIGHTS[0])
    variant = whatif.variant_text(text, [whatif.Items("Шерлок", ("бронежилет",))])
    assert variant is not None
    _, other = resolve_text(variant, "v.yaml")
    assert other is not None
    diff = whatif.compare(res, other)
    assert [(d.player, d.before, d.after) for d in diff.deaths] == [("Шерлок", "Убит", None)]
    moves = {(m.actor, m.result_before, m.result_after) for m in diff.moves}
    assert ("Дон Корлеоне", "success", "failed") in moves


def test_changes_keep_the_hosts_names() -> None:
    text, _ = resolved(NIGHTS[0])
    changes: list[whatif.Change] = [whatif.MoveTargets(0, ("Пётр",)), whatif.OptionValue("dead_actor_acts", True),
               whatif.PlayerStatus("Иван", alive=True, doomed_by="Псих", set_doomed_by=True)]
    variant = whatif.variant_text(text, changes)
    assert variant is not None
    assert "role: Босс" in variant and "dead_actor_acts: true" in variant
    loaded, other = resolve_text(variant, "v.yaml")
    assert other is not None, loaded.problems
    assert other.scenario.moves[0].targets == ["Пётр"]
    assert other.night.players["Иван"].state.doomed_by == "Псих"


def test_a_bad_change_is_a_located_problem() -> None:
    text, _ = resolved(NIGHTS[0])
    variant = whatif.variant_text(text, [whatif.PlayerStatus("Иван", alive=False)])
    loaded, other = resolve_text(variant or "", "what-if.yaml")
    assert other is None
    assert any(str(p).startswith("what-if.yaml:") and "Иван died before this night" in str(p)
               for p in loaded.problems)


def test_the_option_that_decides_an_ambiguous_night() -> None:
    text, res = resolved(NIGHTS[1])
    assert res.ambiguous
    found = whatif.deciding_options(text, res)
    deciders = {(d.option, d.value, d.ruling): d for d in found}
    assert ("shizik_vs_sterva", "order", "B-08") in deciders
    assert deciders[("shizik_vs_sterva", "order", "B-08")].outcome in (1, 2)
    assert set(whatif.untimed_ring_moves(res)) == {"Мадам/invite/Псих", "Псих/invite_lethal/Мадам"}
    table = whatif.outcome_table(res)
    assert {row.what.split(":")[0] for row in table} == {"Мадам", "Псих"}
    assert all(len(set(row.values)) == 2 for row in table)


def test_an_unambiguous_night_needs_no_decider() -> None:
    text, res = resolved(NIGHTS[0])
    assert whatif.deciding_options(text, res) == []
    assert whatif.outcome_table(res) == []


def test_every_ruling_named_by_the_ruleset_has_a_text() -> None:
    rs = get_ruleset("bankers")
    named = {o.ruling for o in rs.options.values()} | {c.ruling for c in rs.general_conditions if c.ruling}
    for spec in rs.actions.values():
        named |= {c.ruling for c in spec.rows_of(Condition) if c.ruling}
    missing = sorted(r for r in named if ruling(r) is None)
    assert missing == []
    b07 = ruling("B-07")
    assert b07 is not None and b07.title.startswith("Scope of blocks") and "«" in b07.body
    assert ruling("rulings B-33") == ruling("B-33")
    assert ruling(None) is None and ruling("B-999") is None
    assert len(rulings()) >= 50


def test_ruling_sections_end_at_the_next_heading() -> None:
    text = "# T\n### B-01 One\nfirst\n\n### Options\nnot a ruling\n### B-02 Two\nsecond\n## next\ntail\n"
    parsed = parse_rulings(text)
    assert list(parsed) == ["B-01", "B-02"]
    assert parsed["B-01"].body == "first" and parsed["B-02"].body == "second"
