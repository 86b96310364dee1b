"""`mafia-night rules check` (issue 20 p.3): what meets what in a rule set, its rings played through the engine, its
uncited actions, idle and winless roles and its options (`resolver/analysis/`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import resolver.input  # noqa: F401 - the bundled setup file (classic) is read through the input
from resolver.analysis import check_ruleset, render_text, to_json
from resolver.analysis.meetings import all_links, pairs
from resolver.cli.main import main
from resolver.input.setup_file import load_setup_file
from resolver.rulesets import get_ruleset

WITCHES = Path(__file__).parent / "fixtures" / "rules_check" / "witches.yaml"


def _links(ruleset: str, a: str, b: str) -> list:
    return [link for link in all_links(get_ruleset(ruleset)) if (link.producer, link.consumer) == (a, b)]


def test_classic_visit_and_kill_ordered_by_their_steps() -> None:
    # The Любовница's visit (step 1) blocks the mafia's shot (step 2): the steps settle it, with п.44 for the block.
    found = [link for link in _links("classic", "visit", "mafia_kill") if link.detail == "visited"]
    assert found and all(link.order.kind == "steps" and link.order.reaches == "yes" for link in found)
    assert {link.clause for link in found} == {"p44"}
    assert found[0].order.clause == "p16"  # the clause of the shot's step


def test_andorra_sleeping_pill_and_kill_ordered_by_steps() -> None:
    # The Доктор's sleeping pill (step 15) blocks the Маньяк's knife (step 30): A-04, by the order of п.28.
    found = _links("andorra", "sleeping_pill", "kill_quiet")
    steps = [link for link in found if link.order.kind == "steps" and link.holds_by_default(get_ruleset("andorra"))]
    assert steps and steps[0].code == "actor_asleep" and steps[0].order.clause == "p28.order"


def test_andorra_heal_reaches_back_and_the_guard_protects() -> None:
    spec = get_ruleset("andorra")
    links = all_links(spec)
    guard = [link for link in links if (link.producer, link.consumer, link.how) == ("guard", "shoot", "protection")]
    assert guard and guard[0].order.kind == "steps"
    counter = [link for link in links if link.consumer == "counter_shot" and link.how == "derived"]
    assert {"guard", "shoot"} <= {link.producer for link in counter}


def test_bankers_rings_and_their_outcomes() -> None:
    check = check_ruleset(get_ruleset("bankers"))
    rings = {ring.actions: ring for ring in check.rings}
    # The Стерва and the Шизик inviting each other: two consistent outcomes, the host chooses (B-08).
    assert rings[("invite", "invite_lethal")].verdict == "several"
    assert rings[("invite", "invite_lethal")].outcomes == 2
    # A doomed thief robbing the Врач who heals him: no consistent outcome, the order of moves decides.
    assert rings[("exhaustion", "rob", "heal")].verdict == "none"
    # Two Громилы beating each other: the roster has one.
    assert rings[("beat",)].verdict == "not_built"
    assert check.summary["rings"] == len(check.rings) >= 10


def test_bankers_son_never_acts() -> None:
    check = check_ruleset(get_ruleset("bankers"), max_rings=0)
    assert ("bastard_son", "barred") in {(f.role, f.why) for f in check.idle}
    assert {a.option for a in check.ambiguities} >= {"shizik_vs_sterva", "peaceful_hunt"}


def test_classic_has_no_ring_and_a_citizen_without_moves() -> None:
    check = check_ruleset(get_ruleset("classic"))
    assert check.rings == [] and check.rings_total == 0
    assert [(f.role, f.why) for f in check.idle] == [("citizen", "no_moves")]
    assert check.summary["pairs"] == len(pairs(all_links(get_ruleset("classic"))))


def test_setup_with_a_ring_is_reported_with_its_outcomes() -> None:
    result = load_setup_file(WITCHES)
    assert result.spec is not None, [p.text("ru") for p in result.problems]
    check = check_ruleset(result.spec)
    rings = {ring.actions: ring for ring in check.rings}
    assert rings[("charm", "curse")].verdict == "several" and rings[("charm", "curse")].outcomes == 2
    assert rings[("charm",)].verdict == "not_built"  # one Ведьма in the game
    assert [(f.role, f.why) for f in check.idle] == [("citizen", "no_moves")]
    assert [(f.role, f.why) for f in check.winless] == [("hermit", "no_win_rule")]
    assert [u.action for u in check.uncited] == ["pray"]  # «Бдение»: its clause says «молится»
    text = render_text(check, "ru")
    assert "Чары → Порча → Чары: исходов: 2" in text
    assert "Rings of mutual effect" in render_text(check, "en")


def test_cli_json_has_the_sections(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "check", str(WITCHES), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"summary", "pairs", "rings", "uncited", "roles", "ambiguities"}
    assert set(data["roles"]) == {"never_act", "never_win"}
    ring = next(r for r in data["rings"] if r["actions"] == ["charm", "curse"])
    assert ring["verdict"] == "several" and ring["outcomes"] == 2 and "Ведьма" in ring["night"]
    assert data == to_json(check_ruleset(load_setup_file(WITCHES).spec))  # type: ignore[arg-type]


def test_cli_text_russian_first_and_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["rules", "check", "classic"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Проверка правил: classic") and "Визит → Выстрел мафии" in out
    assert main(["rules", "check", "nonesuch"]) == 2
    assert "нет такого файла" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nroles: 3\n", encoding="utf-8")
    assert main(["rules", "check", str(bad)]) == 2
    assert "bad.yaml" in capsys.readouterr().err
