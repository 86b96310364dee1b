"""Bad scenario files through the CLI: every problem reported at once, as file:line: message.

docs/rulings.md B-53: a file with input errors is rejected, every problem is listed at
once with its place, nothing is resolved; `mafia-night` exits with status 2.
The checks below read the problems' English words (`--lang en`); the kept corpus (tests/bad_input) holds
the default, Russian lines, and tests/test_problems_ru.py compares the two.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.input.loader import load_text
from resolver.engine.night import time_key
from resolver.rulesets import get_ruleset

RS = get_ruleset("bankers")
MAFIA_NIGHT = Path(sys.executable).parent / "mafia-night"


def line_of(text: str, needle: str) -> int:
    """1-based number of the only line of `text` that contains `needle`."""
    found = [i for i, line in enumerate(text.splitlines(), 1) if needle in line]
    assert len(found) == 1, f"{needle!r} is on lines {found}"
    return found[0]


def clause_ref(quote_part: str) -> str:
    """How the CLI cites the clause whose quoted text contains `quote_part`."""
    ids = [cid for cid, c in RS.clauses.items() if quote_part in c.quote]
    assert ids, f"no clause quotes {quote_part!r}"
    clause = RS.clauses[min(ids, key=lambda c: RS.clauses[c].lines[1] - RS.clauses[c].lines[0])]
    return f"«{clause.title_ru}» {clause.where}"


def problems_of(path: Path, rc: int, out: str, err: str) -> list[tuple[int, str]]:
    """Check the shape of a rejection and return its problems as (line, message)."""
    assert rc == 2, f"exit status {rc}\n{err}"
    assert "Traceback" not in err and "internal error" not in err, err
    assert out == "", "nothing may be resolved"
    lines = err.splitlines()
    assert lines, "no problem reported"
    summary = lines[-1]
    problems = []
    for line in lines[:-1]:
        match = re.fullmatch(re.escape(str(path)) + r":(\d+): (.+)", line)
        assert match, f"not a file:line: message line: {line!r}"
        problems.append((int(match.group(1)), match.group(2)))
    assert summary == f"{len(problems)} problem(s); nothing was resolved.", summary
    return problems


def run_cli(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str],
            strict: bool = False) -> tuple[Path, list[tuple[int, str]]]:
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    rc = main(["resolve", "--lang", "en", *(["--strict"] if strict else []), str(path)])
    captured = capsys.readouterr()
    return path, problems_of(path, rc, captured.out, captured.err)


def assert_problem(problems: list[tuple[int, str]], line: int, *parts: str) -> None:
    """One problem on `line` whose message contains every part (case-insensitive)."""
    hits = [m for n, m in problems if n == line and all(p.lower() in m.lower() for p in parts)]
    assert hits, f"no problem on line {line} with {parts}; got:\n" + "\n".join(f"{n}: {m}" for n, m in problems)


def night(players: str, moves: str = "", day: str = "", options: str = "") -> str:
    text = "ruleset: bankers\n"
    if options:
        text += "options:\n" + options
    text += "players:\n" + players
    if day:
        text += "day:\n" + day
    if moves:
        text += "moves:\n" + moves
    return text


PLAYERS = """\
  - {name: Дон Корлеоне, role: Босс, clan: Клан1}
  - {name: Щипач, role: Вор, clan: Клан1}
  - {name: Айболит, role: Врач}
  - {name: Шерлок, role: Детектив}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
  - {name: Покойник, role: Мирный, alive: false}
"""


# ------------------------------------------------------------- one problem each
@pytest.mark.parametrize("text, bad_line", [
    ("ruleset: bankers\nplayers:\n  - {name: Иван, role: Мирный}\n  - {name: Пётр, role: Мирный}}\nmoves: []\n", 4),
    ("ruleset: bankers\nplayers:\n  - name: Иван\n\trole: Мирный\n", 4),
], ids=["stray-brace", "tab"])
def test_malformed_yaml(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, bad_line: int) -> None:
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, bad_line, "malformed YAML")


def test_unknown_role_with_a_close_name_is_suggested(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS + "  - name: Пилюлькин\n    role: Доктр\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    # The rule set spells the alias «доктор» in lower case; the suggestion may keep that spelling.
    assert_problem(problems, line_of(text, "role: Доктр"), "unknown role", "Доктр", "«Доктор»")


def test_unknown_action(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, moves="  - actor: Айболит\n    action: Колдовство\n    target: Иван\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "Колдовство"), "unknown action", "Колдовство")


def test_unknown_item(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS + "  - name: Рыцарь\n    role: Мирный\n    items:\n      - каска\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "каска"), "unknown item", "каска")


def test_unknown_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, day="  event: Полнолунье\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "Полнолунье"), "unknown event", "Полнолунье", "«Полнолуние»")


def test_unknown_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, options="  dead_actors_act: true\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "dead_actors_act"), "unknown option", "dead_actors_act", "«dead_actor_acts»")


def test_duplicate_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS + "  - name: Иван\n    role: Мирный\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "  - name: Иван"), "duplicate player", "Иван")


def test_duplicate_yaml_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS + "  - name: Двуличный\n    role: Мирный\n    role: Громила\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "role: Громила"), "duplicate key", "role")


def test_move_by_a_dead_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, moves="  - {actor: Иван, action: Мирная охота, target: Щипач}\n"
                                "  - {actor: Покойник, action: Мирная охота, target: Щипач}\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "actor: Покойник"), "Покойник", "dead")


def test_move_by_a_player_not_in_the_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, moves="  - {actor: Иван, action: Мирная охота, target: Щипач}\n"
                                "  - {actor: Незнакомец, action: Мирная охота, target: Щипач}\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "Незнакомец"), "Незнакомец", "not in the game")


@pytest.mark.parametrize("key", ["target: Призрак", "targets: [Призрак]"], ids=["target", "targets"])
def test_target_not_in_the_game(tmp_path: Path, capsys: pytest.CaptureFixture[str], key: str) -> None:
    # `target:` is the short form the example scenarios use; the problem is on its line.
    text = night(PLAYERS, moves=f"  - actor: Шерлок\n    action: Проверка (Детектив)\n    {key}\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    assert_problem(problems, line_of(text, "Призрак"), "Призрак", "not in the game")


def test_dead_target_names_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A heal may not aim at a player out of the game: the file is wrong, located, with the rule the engine
    # the file's errors are written under (B-53, «Порядок ходов»).
    text = night(PLAYERS, moves="  - {actor: Айболит, action: Лечение, target: Покойник}\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    # English writes the rule set's id, the clause's title as the text has it and its lines as «L186-196»
    assert_problem(problems, line_of(text, "target: Покойник"), "Покойник", "before this night",
                   f"[bankers «{RS.clauses['order'].title_ru}» {RS.clauses['order'].where}; rulings B-53]")


def test_witness_at_a_dead_player_is_a_move_not_a_broken_file(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    # «Свидетельство неудачно если: … -На жертву не покушались и не убили» (L161): a watch on a player dead
    # before the night fails by the text's own list; no warning, --strict accepts it too (B-61).
    path = tmp_path / "night.yaml"
    path.write_text(night(PLAYERS + "  - {name: Зоркий, role: Свидетель}\n",
                          moves="  - {actor: Зоркий, action: Слежка (Свидетель), target: Покойник}\n"), encoding="utf-8")
    for strict in ([], ["--strict"]):
        assert main(["resolve", *strict, str(path)]) == 0
        out = capsys.readouterr().out
        assert "Зоркий: Слежка (Свидетель) → Покойник: неудачно" in out
        assert "Предупреждения ведущему" not in out


def test_repeat_ban_break_is_an_illegal_move_not_a_broken_file(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    players = PLAYERS.replace("{name: Айболит, role: Врач}",
                              "{name: Айболит, role: Врач, state: {last_targets: {heal: Шерлок}}}")
    text = night(players, moves="  - {actor: Шерлок, action: Проверка (Детектив), target: Щипач}\n"
                                "  - {actor: Айболит, action: Лечение, target: Шерлок, time: '22:00'}\n")
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    code = main(["resolve", str(path)])
    out = capsys.readouterr().out
    assert code == 0  # the night resolves
    # «- Не может два раза подряд лечить одного и того же человека, в т.ч. себя;» (L78)
    warning = next(line for line in out.splitlines() if "ход против правил" in line)
    assert "Айболит" in warning and "Шерлок" in warning and "строки 76–78" in warning  # the clause cited in Russian (issue 22 point 5)
    assert "Айболит: Лечение → Шерлок: неудачно" in out


def test_hunt_together_with_a_heal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, moves="  - {actor: Айболит, action: Лечение, target: Иван}\n"
                                "  - {actor: Айболит, action: Мирная охота, target: Щипач}\n")
    # A player's illegal move (issue 12): the night resolves with a warning; --strict rejects it.
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["resolve", str(path)]) == 0
    assert "Предупреждения ведущему:" in capsys.readouterr().out
    _, problems = run_cli(tmp_path, text, capsys, strict=True)
    assert len(problems) == 1
    # «Отправлять МО одновременно с лечением недопустимо.» (L83)
    assert_problem(problems, line_of(text, "Мирная охота"), "hunt", "«Heal»",  # the English names the move in English
                   clause_ref("Отправлять МО одновременно с лечением недопустимо"))


def test_two_clan_kill_targets_without_full_moon(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night(PLAYERS, moves="  - actor: Дон Корлеоне\n    action: Убийство от клана\n"
                                "    targets: [Иван, Пётр]\n")
    _, problems = run_cli(tmp_path, text, capsys)
    assert len(problems) == 1
    # «10. Полнолуние – у мафии прилив сил и за ночь они могут убить двух человек.» (L177)
    assert_problem(problems, line_of(text, "targets: [Иван, Пётр]"), "2", clause_ref("Полнолуние –"))


def test_two_clan_kill_targets_on_full_moon_are_fine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(night(PLAYERS, day="  event: Полнолуние\n",
                          moves="  - {actor: Дон Корлеоне, action: Убийство от клана, targets: [Иван, Пётр]}\n"),
                    encoding="utf-8")
    assert main(["resolve", str(path)]) == 0
    captured = capsys.readouterr()
    assert "Иван" in captured.out and "Пётр" in captured.out


# ---------------------------------------------------------- all problems at once
MANY = """\
ruleset: bankers
options:
  dead_actors_act: true
players:
  - {name: Айболит, role: Врач, state: {last_targets: {heal: Иван}}}
  - {name: Пилюлькин, role: Доктр}
  - {name: Пётр, role: Мирный, alive: false, items: [каска]}
  - {name: Иван, role: Мирный}
  - {name: Иван, role: Мирный}
  - {name: Барон, role: Босс, clan: Клан1}
day:
  event: Полнолунье
moves:
  - {actor: Айболит, action: Лечение, target: Иван}
  - {actor: Айболит, action: Мирная охота, target: Барон}
  - {actor: Пётр, action: Мирная охота, target: Барон}
  - {actor: Никто, action: Мирная охота, target: Барон}
  - {actor: Барон, action: Убийство от клана, targets: [Айболит, Иван]}
  - {actor: Барон, action: Проверка (Босс), target: Призрак}
  - {actor: Барон, action: Колдовство, target: Иван}
"""

MANY_EXPECTED = [
    ("dead_actors_act", ("unknown option",)),
    ("Доктр", ("unknown role",)),
    ("каска", ("unknown item",)),
    ("{name: Иван, role: Мирный}", ("duplicate player",)),  # the second one: checked below
    ("Полнолунье", ("unknown event",)),
    # the repeat of last night's heal and the hunt sent with the heal are the player's illegal moves:
    # warnings when the night resolves, not problems of the file
    ("actor: Пётр", ("dead",)),
    ("Никто", ("not in the game",)),
    ("targets: [Айболит, Иван]", ("at most",)),
    ("Призрак", ("not in the game",)),
    ("Колдовство", ("unknown action",)),
]


def _check_many(problems: list[tuple[int, str]]) -> None:
    lines = MANY.splitlines()
    for needle, parts in MANY_EXPECTED:
        numbers = [i for i, line in enumerate(lines, 1) if needle in line]
        number = numbers[-1]  # the duplicate player is reported at his second entry
        assert_problem(problems, number, *parts)
    assert len(problems) == len(MANY_EXPECTED), "\n".join(f"{n}: {m}" for n, m in problems)
    assert [n for n, _ in problems] == sorted(n for n, _ in problems), "problems not in file order"


def test_every_problem_of_a_file_is_reported_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, problems = run_cli(tmp_path, MANY, capsys)
    _check_many(problems)


def test_installed_command_reports_problems(tmp_path: Path) -> None:
    path = tmp_path / "many.yaml"
    path.write_text(MANY, encoding="utf-8")
    command = [str(MAFIA_NIGHT)] if MAFIA_NIGHT.exists() else [sys.executable, "-m", "resolver.cli.main"]
    done = subprocess.run(command + ["resolve", "--lang", "en", str(path)], capture_output=True, text=True, timeout=60)
    _check_many(problems_of(path, done.returncode, done.stdout, done.stderr))


# ------------------------------------------------------------ YAML 1.1 traps
def test_players_named_like_booleans_stay_strings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = night("  - {name: NO, role: Врач}\n  - {name: yes, role: Мирный}\n  - {name: on, role: Мирный}\n"
                 "  - {name: Off, role: Мирный}\n  - {name: Барон, role: Босс, clan: 1}\n",
                 moves="  - {actor: NO, action: Лечение, target: yes}\n"
                       "  - {actor: Барон, action: Убийство от клана, target: on}\n")
    loaded = load_text(text, "names.yaml")
    assert loaded.ok, loaded.problems
    assert loaded.scenario is not None
    assert [p.name for p in loaded.scenario.players] == ["NO", "yes", "on", "Off", "Барон"]
    assert [(m.actor, m.targets) for m in loaded.scenario.moves] == [("NO", ["yes"]), ("Барон", ["on"])]
    path = tmp_path / "names.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["resolve", str(path)]) == 0
    out = capsys.readouterr().out
    assert "on (Мирный)" in out and "True" not in out and "False" not in out


def test_unquoted_time_is_read_as_a_time(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # YAML 1.1 reads an unquoted 22:15 as the base-60 number 1335.
    text = night("  - {name: Мадам, role: Стерва}\n  - {name: Псих, role: Шизик}\n  - {name: Иван, role: Мирный}\n",
                 moves="  - {actor: Псих, action: Приглашение (Шизик), target: Иван, time: 22:15}\n"
                       "  - {actor: Мадам, action: Приглашение (Стерва), target: Иван, time: 21:30}\n")
    loaded = load_text(text, "times.yaml")
    assert loaded.ok, loaded.problems
    assert loaded.scenario is not None
    times = [m.time for m in loaded.scenario.moves]
    assert times == ["22:15", "21:30"]
    assert time_key(times[0]) == 22 * 3600 + 15 * 60
    # «первой срабатывает заявка на приглашение, пришедшая раньше по времени» (L110):
    # the Стерва's 21:30 beats the Шизик's 22:15 although the Шизик's step comes first.
    path = tmp_path / "times.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["resolve", "--format", "json", str(path)]) == 0
    rows = {r["actor"]: r["result"] for r in json.loads(capsys.readouterr().out)["alternatives"][0]["moves"]}
    assert rows == {"Мадам": "success", "Псих": "failed"}


# ------------------------------------------------------- the corpus (issue 7)
CORPUS = Path(__file__).parent / "bad_input"
CASES = sorted(p.stem for p in CORPUS.glob("*.expected")) or ["(none)"]


def corpus_run(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    monkeypatch.chdir(CORPUS)
    args_file = CORPUS / f"{name}.args"
    args = args_file.read_text(encoding="utf-8").split() if args_file.exists() else ["resolve", f"{name}.yaml"]
    rc = main(args)
    captured = capsys.readouterr()
    return rc, captured.out, captured.err


@pytest.mark.parametrize("name", CASES)
def test_corpus(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Every kept bad input: the exact exit status and stderr lines; never a traceback."""
    import os

    rc, out, err = corpus_run(name, monkeypatch, capsys)
    got = f"exit {rc}\n{err}"
    expected_file = CORPUS / f"{name}.expected"
    if os.environ.get("UPDATE_BAD_INPUT"):
        expected_file.write_text(got, encoding="utf-8")
    assert "Traceback" not in err and "internal error" not in err, err
    assert got == expected_file.read_text(encoding="utf-8")
    if rc == 2 and not err.startswith("mafia-night:"):
        assert out == "", "nothing may be resolved"
        # every problem is located: file:line: message
        for line in err.splitlines()[:-1]:
            if ": прочитан как " in line or line.startswith("/dev/zero:"):
                continue
            assert re.match(r"[^:]+:\d+: ", line), f"not located: {line!r}"


def test_an_unknown_move_is_never_pointed_to_an_act_only_the_engine_makes() -> None:
    """«Автокил» is close to «Автокилл», which no player sends (a pseudo act): no «может быть, «Автокилл»?»; the act
    itself, sent as a move, is said to be the program's, not unknown (it was «неизвестный ход «Линч» (может быть,
    «Линч»?)»)."""
    from resolver.text.problems import in_lang

    night = ("ruleset: bankers\nnight: 2\nplayers:\n  - {name: А, role: Мирный}\n  - {name: Б, role: Мирный}\n"
             "moves:\n  - {actor: А, action: Автокил, target: Б}\n  - {actor: Б, action: Линч, target: А}\n")
    said = [in_lang(p.message, "ru") for p in load_text(night, "n.yaml").problems]
    assert said[0].startswith("неизвестный ход «Автокил»") and "Автокилл" not in said[0], said
    assert said[1] == "«Линч» — не ход игрока: это выводит программа", said
