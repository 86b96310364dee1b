"""The outcome the host picks (issue 9, item 4): `host_choice: N`, recorded with the night.

The post, the private results, the next night, `check`, `explain` and the CLI follow it; a number
past the night's outcomes is bad input with its line; the workbench writes it into the night.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from resolver import report
from resolver.api import Resolution, resolve, resolve_text
from resolver.game.golden import check_file, compare
from resolver.game.choice import with_host_choice
from resolver.cli.main import main as cli_main
from resolver.input.loader import load_file, load_text
from resolver.game.nextnight import next_scenario

ROOT = Path(__file__).resolve().parent.parent
AMBIGUOUS = ROOT / "tests" / "fixtures" / "ambiguous.yaml"
GOLDENS = [ROOT / "scenarios" / "bankers" / "b_host_choice_invite_each_other.yaml",
           ROOT / "scenarios" / "andorra" / "host_choice_redirect_ring.yaml"]
ANDORRA = GOLDENS[1]


def chosen_text(choice: int | None, path: Path = AMBIGUOUS) -> str:
    text = with_host_choice(path.read_text(encoding="utf-8"), choice)
    assert text is not None
    return text


def resolved(text: str, name: str = "night.yaml") -> Resolution:
    loaded, res = resolve_text(text, name)
    assert res is not None, loaded.problems
    return res


def line_of(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(start))


# ------------------------------------------------------------ the model
@pytest.mark.parametrize("value", ["0", "-1", "два", "[1, 2]", "1.5"])
def test_a_choice_that_is_no_outcome_number_is_a_located_problem(value: str) -> None:
    text = AMBIGUOUS.read_text(encoding="utf-8") + f"host_choice: {value}\n"
    loaded, res = resolve_text(text, "bad.yaml")
    assert res is None
    assert [p.line for p in loaded.problems] == [line_of(text, "host_choice")]


@pytest.mark.parametrize("choice", [3, 10])
def test_a_choice_past_the_outcomes_is_bad_input(choice: int, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    text = chosen_text(choice)
    loaded, res = resolve_text(text, "night.yaml")
    assert res is None
    (problem,) = loaded.problems
    assert problem.line == line_of(text, "host_choice")
    assert f"host_choice: {choice}" in problem.message and "1..2" in problem.message
    assert problem.rule is not None and "L110" in problem.rule  # the clause that leaves the choice to the host
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    assert cli_main(["resolve", str(path)]) == 2
    assert f"{path}:{problem.line}: host_choice: {choice}" in capsys.readouterr().err
    golden = tmp_path / "golden.yaml"  # a golden with a bad choice fails, with its line
    golden_text = with_host_choice(GOLDENS[0].read_text(encoding="utf-8"), choice) or ""
    golden.write_text(golden_text, encoding="utf-8")
    assert cli_main(["check", str(golden)]) == 1
    assert f"{golden}:{line_of(golden_text, 'host_choice')}: host_choice: {choice}" in capsys.readouterr().out


def test_a_choice_on_a_night_with_one_outcome_is_a_note() -> None:
    text = (ROOT / "scenarios" / "examples" / "bankers_night1.yaml").read_text(encoding="utf-8") + "host_choice: 2\n"
    loaded, res = resolve_text(text, "one.yaml")
    assert res is not None and res.choice is None and not res.needs_choice
    assert any("host_choice 2 is not used" in note for note in loaded.notes)


# ------------------------------------------------------ what follows it
@pytest.mark.parametrize("choice", [1, 2])
def test_post_private_results_and_next_night_follow_the_choice(choice: int) -> None:
    plain = resolved(chosen_text(None))
    res = resolved(chosen_text(choice))
    assert res.ambiguous and not res.needs_choice and res.choice == choice - 1
    assert report.post_note(res) is None and report.post_note(plain) is not None
    other = plain.alternatives[choice - 1]
    assert report.morning_post(res, res.chosen) == report.morning_post(plain, other)
    assert report.private_results(res, res.chosen) == report.private_results(plain, other)
    assert next_scenario(res, res.chosen) == next_scenario(plain, other)
    text = report.resolution_text(res)
    assert f"=== Исход №{choice} из 2 — выбор ведущего ===" in text
    assert f"Исход №{3 - choice} из 2" not in text  # only the host's outcome is printed
    assert "ВНИМАНИЕ" not in text and "ведущий выбрал исход №%d" % choice in text
    data = json.loads(report.to_json(res))
    assert data["host_choice"] == choice and data["ambiguous"]
    assert all(alt["post_note"] is None for alt in data["alternatives"])


def test_the_choice_is_a_decision_citing_the_rings_clause_and_ruling() -> None:
    res = resolved(chosen_text(2))
    ring = next(d for d in res.chosen.decisions if d.code == "cycle_ambiguous")
    (choice,) = [d for d in res.chosen.decisions if d.code == "host_choice"]
    assert (choice.clause, choice.ruling, choice.causes) == (ring.clause, ring.ruling, ring.causes)
    assert choice.params["alternative"] == 2 and choice.params["count"] == 2
    assert not any(d.code == "host_choice" for d in res.alternatives[0].decisions)  # only the chosen one
    for act in ring.causes:  # every move of the ring explains itself with the host's choice
        assert choice in report.act_decisions(res.chosen, act)


def test_explain_says_the_outcome_is_the_hosts_choice(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["explain", str(ANDORRA), "Джек"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Исход №2 из 2 — выбор ведущего\n")
    assert "Исход №1" not in out
    assert "• ведущий выбрал исход №2 из 2 (записано в ночи)" in out  # he is not in the ring: said once, above
    assert "строка 129; решение АН-05" in out.split("ведущий выбрал исход №2", 1)[1].splitlines()[0]
    assert cli_main(["explain", str(ANDORRA), "Мессинг"]) == 0
    out = capsys.readouterr().out  # in the ring: in his move's chain, with the quoted clause
    assert out.count("ведущий выбрал исход №2") == 1 and "\n    • ведущий выбрал исход №2" in out
    assert cli_main(["explain", str(ANDORRA), "Джек", "--lang", "en"]) == 0
    assert "Outcome #2 of 2 — the host's choice" in capsys.readouterr().out


def test_cli_next_night_follows_the_choice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    golden = GOLDENS[0]  # the host chose №2: the Шизик is the Стерва's guest, nobody is doomed
    out = tmp_path / "n2.yaml"
    assert cli_main(["resolve", str(golden), "--next", str(out)]) == 0
    night2 = load_file(out).scenario
    assert night2 is not None and night2.host_choice is None  # a new night: no choice carried
    assert not any(p.state.doomed_by for p in night2.players)
    assert cli_main(["resolve", str(golden), "--next", str(tmp_path / "n3.yaml"), "--alternative", "1"]) == 2
    assert "host_choice" in capsys.readouterr().err
    assert not (tmp_path / "n3.yaml").exists()
    assert cli_main(["resolve", str(golden), "--next", str(tmp_path / "n4.yaml"), "--alternative", "2"]) == 0
    # without the choice the same night's outcome №1 dooms the Стерва
    plain = tmp_path / "plain.yaml"
    plain.write_text(with_host_choice(golden.read_text(encoding="utf-8"), None) or "", encoding="utf-8")
    assert cli_main(["resolve", str(plain), "--next", str(tmp_path / "n5.yaml")]) == 3
    assert cli_main(["resolve", str(plain), "--next", str(tmp_path / "n5.yaml"), "--alternative", "1"]) == 0
    doomed = load_file(tmp_path / "n5.yaml").scenario
    assert doomed is not None and any(p.state.doomed_by for p in doomed.players)


@pytest.mark.parametrize("path", GOLDENS, ids=lambda p: p.name)
def test_the_goldens_check_the_hosts_outcome(path: Path) -> None:
    assert check_file(path) == ("pass", [])
    loaded = load_file(path)
    assert loaded.scenario is not None and loaded.scenario.expect is not None
    without = resolve(loaded.scenario.model_copy(update={"host_choice": None}))
    assert compare(without, loaded.scenario.expect), "the golden must fail without the host's choice"


@pytest.mark.parametrize("path", GOLDENS, ids=lambda p: p.name)
def test_the_chosen_outcome_survives_shuffled_lines_and_renamed_players(path: Path) -> None:
    raw = dict(load_file(path).raw)
    raw.pop("expect")
    names = sorted(p["name"] for p in raw["players"])
    new = {name: f"Игрок{len(names) - i:02d}" for i, name in enumerate(names)}  # the sort reversed
    text = yaml.safe_dump(raw, allow_unicode=True)
    for old, name in new.items():
        text = text.replace(old, name)
    data = yaml.safe_load(text)
    rng = random.Random(path.name)
    rng.shuffle(data["players"])
    rng.shuffle(data["moves"])
    again = load_text(yaml.safe_dump(data, allow_unicode=True), "shuffled.yaml")
    assert again.scenario is not None, again.problems
    back = {v: k for k, v in new.items()}
    loaded = load_file(path)
    assert loaded.scenario is not None

    def results(res: Resolution) -> list[tuple[str, str, str]]:
        return sorted((back.get(a.actor or "", a.actor or ""), a.action, o.result)
                      for a in res.acts if (o := res.chosen.outcomes.get(a.id)) is not None)

    assert results(resolve(again.scenario)) == results(resolve(loaded.scenario))


def test_a_night_saved_as_a_golden_expects_the_hosts_outcome() -> None:
    from resolver.game.whatif import golden_yaml

    for choice in (1, 2):
        text = chosen_text(choice)
        golden = load_text(golden_yaml(text, resolved(text)), "golden.yaml")
        assert golden.scenario is not None and golden.scenario.expect is not None
        assert golden.scenario.host_choice == choice
        assert compare(resolve(golden.scenario), golden.scenario.expect) == []


# ------------------------------------------------- writing it into the text
def test_the_choice_is_written_into_the_text_keeping_the_hosts_comments() -> None:
    original = AMBIGUOUS.read_text(encoding="utf-8")
    two = chosen_text(2)
    assert two.startswith(original) and two.endswith("host_choice: 2\n")
    one = with_host_choice(two, 1)
    assert one is not None and one.count("host_choice") == 1 and "host_choice: 1\n" in one
    assert with_host_choice(one, None) == original
    golden = GOLDENS[0].read_text(encoding="utf-8")
    moved = with_host_choice(with_host_choice(golden, None) or "", 1) or ""
    assert moved.index("host_choice: 1") < moved.index("expect:")  # the night's field, above the golden's expect
    loaded = load_text(moved, "moved.yaml")
    assert loaded.scenario is not None and loaded.scenario.expect is not None and loaded.scenario.host_choice == 1


def test_a_night_in_flow_style_is_written_out_again() -> None:
    flow = "{ruleset: bankers, players: [{name: A, role: Мирный}]}"
    text = with_host_choice(flow, 1)
    assert text is not None
    loaded = load_text(text, "flow.yaml")
    assert loaded.scenario is not None and loaded.scenario.host_choice == 1
    assert with_host_choice("players: [", 1) is None
