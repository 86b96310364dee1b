"""The CLI's own behaviour: next night, explain, check, schema."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.input.loader import load_file

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = str(ROOT / "scenarios" / "examples" / "bankers_night1.yaml")
AMBIGUOUS = str(ROOT / "tests" / "fixtures" / "ambiguous.yaml")


def test_next_night_carries_the_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "night2.yaml"
    assert main(["resolve", EXAMPLE, "--next", str(out)]) == 0
    loaded = load_file(out)
    assert loaded.ok, loaded.problems
    night2 = loaded.scenario
    assert night2 is not None and night2.night == 2 and not night2.moves
    players = {p.name: p for p in night2.players}
    assert not players["Дарья"].alive and not players["Шерлок"].alive      # lynched, killed
    assert players["Марья"].state.doomed_by == "Псих"                       # the Шизик's guest (L100)
    assert players["Щипач"].state.last_targets == {"rob": "Айболит"}         # no robbing him twice (L49)


def test_next_night_never_overwrites(tmp_path: Path) -> None:
    out = tmp_path / "night2.yaml"
    out.write_text("host's own notes", encoding="utf-8")
    assert main(["resolve", EXAMPLE, "--next", str(out)]) == 2
    assert out.read_text(encoding="utf-8") == "host's own notes"
    assert main(["resolve", EXAMPLE, "--next", str(out), "--force"]) == 0


def test_ambiguous_night_needs_a_choice_for_the_next_night(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "next.yaml"
    assert main(["resolve", AMBIGUOUS, "--next", str(out)]) == 3
    assert not out.exists()
    assert "нужно решение ведущего" in capsys.readouterr().out
    assert main(["resolve", AMBIGUOUS, "--next", str(out), "--alternative", "2"]) == 0


def test_explain_names_the_clause_and_quotes_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", EXAMPLE, "Айболит"]) == 0
    text = capsys.readouterr().out
    assert "обворован" in text and "строка 49" in text and "обчищать всю ферму до нитки" in text
    assert main(["explain", EXAMPLE, "Айболитт"]) == 2
    assert "игрока «Айболитт» в этой ночи нет (может быть, «Айболит»?)" in capsys.readouterr().err
    assert main(["explain", EXAMPLE, "Айболитт", "--lang", "en"]) == 2
    assert "no player 'Айболитт' in this night (did you mean «Айболит»?)" in capsys.readouterr().err


def test_json_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["resolve", EXAMPLE, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ruleset"] == "bankers" and not data["ambiguous"]
    assert all(d["clause"] for d in data["alternatives"][0]["decisions"])
    assert main(["resolve", EXAMPLE, "--lang", "en"]) == 0
    assert "Lynched: Дарья (Villager)" in capsys.readouterr().out


def test_check_prints_the_tally(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lang", "en", str(ROOT / "scenarios" / "bankers")]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    passed, failed = last.split(", ")[:2]
    assert int(passed.split()[0]) >= 40 and failed == "0 failed"
    assert main(["check", str(ROOT / "scenarios" / "bankers")]) == 0  # Russian by default
    last_ru = capsys.readouterr().out.strip().splitlines()[-1]
    passed_ru, failed_ru = last_ru.split(", ")[:2]
    assert passed_ru == f"прошли: {passed.split()[0]}" and failed_ru.startswith("не прошли: 0")
    # the English counts at its end, for the tools that read the tally
    assert last_ru.endswith(f"({passed.split()[0]} passed, 0 failed)"), last_ru


def test_a_failing_golden_is_told_in_russian_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`check`'s failure lines: Russian unless --lang en, the English ones as they always were."""
    golden = tmp_path / "wrong.yaml"
    text = (ROOT / "scenarios" / "examples" / "bankers_night1.yaml").read_text(encoding="utf-8")
    golden.write_text(text + "expect:\n  alive: [Иван]\n  post_contains: [Никто]\n", encoding="utf-8")
    assert main(["check", str(golden)]) == 1
    ru = capsys.readouterr().out
    assert f"НЕ ПРОШЁЛ {golden}" in ru and "Иван: на рассвете ожидался живым" in ru
    assert "в утреннем посте нет «Никто»" in ru and "не прошли: 1" in ru
    *lines, tally = ru.strip().splitlines()
    assert tally.endswith("(0 passed, 1 failed)"), tally  # the tally's English counts, for tools
    assert not re.search(r"\b(expected|got|lacks|passed|failed)\b", "\n".join(lines)), ru
    assert main(["check", "--lang", "en", str(golden)]) == 1
    en = capsys.readouterr().out
    assert f"FAIL {golden}" in en and "Иван: expected alive at dawn" in en and "morning post lacks 'Никто'" in en
    assert en.strip().endswith("0 passed, 1 failed")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_an_internal_error_is_said_in_the_language_asked(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """An engine bug is «internal error» in both languages (scripts look for those words), Russian by default."""
    import resolver.game.golden

    def broken(path: Path) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(resolver.game.golden, "check_file", broken)
    args = ["check", str(ROOT / "scenarios" / "examples" / "bankers_night1.yaml")]
    assert main(args + (["--lang", "en"] if lang == "en" else [])) == 70
    err = capsys.readouterr().err
    assert "internal error" in err and "RuntimeError: boom" in err and "Traceback" not in err
    assert ("внутренняя ошибка" in err) == (lang == "ru") and ("run with --debug" in err) == (lang == "en")


def test_a_stolen_move_keeps_its_owners_repeat_ban(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = tmp_path / "steal.yaml"
    night.write_text(
        "ruleset: bankers\n"
        "players:\n"
        "  - {name: Ловкач, role: Жулик}\n"
        "  - {name: Айболит, role: Врач, state: {last_targets: {heal: Иван}}}\n"
        "  - {name: Иван, role: Мирный}\n"
        "moves:\n"
        "  - actor: Ловкач\n"
        "    action: Жульничество\n"
        "    target: Айболит\n"
        "    branches:\n"
        "      - {if: Врач, target: Иван}\n", encoding="utf-8")
    assert main(["resolve", str(night)]) == 0  # the player's illegal move: a warning (issue 12)
    assert "Б-18" in capsys.readouterr().out  # B-18, as Russian writes it
    assert main(["resolve", "--strict", str(night)]) == 2
    err = capsys.readouterr().err
    assert f"{night}:11:" in err and "Б-18" in err and "строки 76–78" in err


TIED_DAY = """ruleset: andorra
night: 2
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Иван, role: Мирный житель}
  - {name: Пётр, role: Мирный житель}
  - {name: Анна, role: Мирный житель}
day:
  votes:
    - {voter: Иван, target: Дон}
    - {voter: Пётр, target: Иван}
    - {voter: Дон, target: Иван}
    - {voter: Анна, target: Дон}
"""


def test_a_tie_waiting_for_the_hosts_coin_writes_no_next_night(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """A tie and no coin in the file: nobody leaves until the host tosses it (A-40), so `--next` writes nothing and
    says why (exit 3, as for any decision the host owes), until the coin is in the file."""
    night = tmp_path / "night.yaml"
    night.write_text(TIED_DAY, encoding="utf-8")
    out = tmp_path / "next.yaml"
    assert main(["resolve", str(night), "--next", str(out)]) == 3
    assert not out.exists()
    err = capsys.readouterr().err
    assert "нужна монетка ведущего" in err and "Дон, Иван" in err
    night.write_text(TIED_DAY.replace("day:\n", "day:\n  coin: Дон\n"), encoding="utf-8")
    assert main(["resolve", str(night), "--next", str(out)]) == 0
    assert out.exists()
