"""The day (issue 8): the tally, its goldens, a whole game replayed, the CLI."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from model import Expect
from resolver.api import resolve, resolve_file, resolve_text
from resolver.game.golden import compare
from resolver.cli.main import main
from resolver.game.folder import history, replay
from resolver.input.loader import load_file
from resolver.report import explain
from resolver.rulesets import available_rulesets, get_ruleset
import resolver.rulesets as ruleset_module

ROOT = Path(__file__).resolve().parent.parent
DAY_GOLDENS = sorted((ROOT / "scenarios").glob("*/day/*.yaml"))
ALL_GAMES = sorted(p for p in (ROOT / "scenarios" / "games").iterdir() if p.is_dir())
# The bundled games are played to a win; the blind cases' games (issue 17) are a night and the day it costs.
GAMES = [p for p in ALL_GAMES if not p.name.startswith("blind_")]
BLIND_GAMES = [p for p in ALL_GAMES if p.name.startswith("blind_")]


@pytest.mark.parametrize("path", DAY_GOLDENS, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_day_golden(path: Path) -> None:
    loaded = load_file(path)
    assert loaded.ok and loaded.scenario is not None and loaded.scenario.expect is not None, loaded.problems
    assert compare(resolve(loaded.scenario), loaded.scenario.expect) == []


def _day_rows(rid: str) -> list[object]:
    sys.path.insert(0, str(ROOT / "tests"))
    from test_mutation import enumerate_rows

    return [row for row in enumerate_rows(get_ruleset(rid)) if ":day:" in row.key or ":jailed:" in row.key]


@pytest.mark.parametrize("rid", available_rulesets())
def test_deleting_a_day_row_fails_a_day_golden(rid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each day rule is pinned by a day golden (the mutation test's rows, with the day goldens only)."""
    goldens = []
    for path in DAY_GOLDENS:
        scenario = load_file(path).scenario
        if scenario is not None and scenario.ruleset == rid:
            goldens.append(scenario)
    spec = get_ruleset(rid)
    unpinned = []
    for row in _day_rows(rid):
        monkeypatch.setitem(ruleset_module._CACHE, rid, row.remove(spec))  # type: ignore[attr-defined]
        if not any(compare(resolve(s), s.expect or Expect()) for s in goldens):
            unpinned.append(row.key)  # type: ignore[attr-defined]
        monkeypatch.undo()
    assert _day_rows(rid) and not unpinned, unpinned


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_a_whole_game_replays(game: Path) -> None:
    result = replay(game)
    assert result.ok, history(result)
    assert len(result.steps) >= 3 and result.winner
    assert all(step.res is not None and step.res.scenario.expect is not None for step in result.steps)
    text = history(result)
    assert "Победили:" in text


@pytest.mark.parametrize("game", BLIND_GAMES, ids=lambda p: p.name)
def test_a_blind_game_replays_as_its_writer_expected(game: Path) -> None:
    result = replay(game)
    assert result.ok, history(result)
    assert len(result.steps) >= 2
    assert all(step.res is not None and step.res.scenario.expect is not None for step in result.steps)


def test_a_wrong_expectation_in_a_game_fails(tmp_path: Path) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", game)
    step = game / "02.yml"
    step.write_text(step.read_text(encoding="utf-8").replace("lynched: [Дон]", "lynched: [Пётр]"), encoding="utf-8")
    result = replay(game)
    assert not result.ok and any("lynched" in f for s in result.steps for f in s.failures)
    assert main(["game", str(game)]) == 1


def test_a_broken_step_is_told_in_the_games_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", game)
    step = game / "02.yml"
    move = "  - {actor: Айболит, action: Лечение, target: Пётр}\n"
    step.write_text(step.read_text(encoding="utf-8").replace(move, move + move.replace("Айболит", "Никто")),
                    encoding="utf-8")
    assert main(["game", str(game)]) == 2
    russian = capsys.readouterr().out
    assert main(["game", str(game), "--lang", "en"]) == 2
    english = capsys.readouterr().out
    place = f"  ! {step} (with the cast):"
    assert any(line.startswith(place) and "игрока «Никто» нет в игре" in line for line in russian.splitlines()), russian
    assert any(line.startswith(place) and "'Никто' is not in the game" in line for line in english.splitlines()), english


def test_game_cli_and_next(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "scenarios" / "games" / "andorra_short", game)
    (game / "03.yml").unlink()
    assert main(["game", str(game), "--next"]) == 0
    written = (game / "03.yml").read_text(encoding="utf-8")
    assert "night: 3" in written and "Джек" in written
    assert "Сел: Иван" in capsys.readouterr().out


def test_the_game_commands_own_words_are_russian_unless_english_is_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`game --next`: what it wrote, or why not, and a failed step expectation, in the language asked (a step
    file that exists already: tests/test_app_day.py)."""
    game = tmp_path / "g"
    shutil.copytree(ROOT / "scenarios" / "games" / "andorra_short", game)
    (game / "03.yml").unlink()
    assert main(["game", str(game), "--next"]) == 0
    assert f"следующий шаг записан в {game / '03.yml'}" in capsys.readouterr().err
    (game / "03.yml").unlink()
    assert main(["game", str(game), "--next", "--lang", "en"]) == 0
    assert f"next step written to {game / '03.yml'}" in capsys.readouterr().err
    over = tmp_path / "over"
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", over)
    assert main(["game", str(over), "--next"]) == 0  # the game was won: nothing to write, nothing wrong
    assert "игра окончена: следующего шага нет" in capsys.readouterr().err
    assert main(["game", str(over), "--next", "--lang", "en"]) == 0
    assert "the game is over: no next step" in capsys.readouterr().err
    step = over / "02.yml"
    step.write_text(step.read_text(encoding="utf-8").replace("lynched: [Дон]", "lynched: [Пётр]"), encoding="utf-8")
    assert main(["game", str(over)]) == 1
    assert "  ✗ lynched: ожидалось ['Пётр'], а получено ['Дон']" in capsys.readouterr().out
    assert main(["game", str(over), "--lang", "en"]) == 1
    assert "  ✗ lynched: expected ['Пётр'], got ['Дон']" in capsys.readouterr().out


def test_explain_tells_the_lynch_vote_by_vote() -> None:
    loaded, res = resolve_file(ROOT / "scenarios" / "bankers" / "day" / "lynch_plurality.yaml")
    assert res is not None
    text = explain(res, "Дон")
    assert "Дон повешен(а): 3 голоса (Иван, Пётр, Бонни)" in text
    assert "голос игрока Пётр → Дон (строка 2) учтён" in text and "строка 184" in text


BASE = """
ruleset: bankers
night: 2
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Бонни, role: Босс, clan: Клан2}
  - {name: Иван, role: Мирный}
"""


def test_no_vote_log_leaves_the_night_as_it_was() -> None:
    _, res = resolve_text(BASE)
    assert res is not None and res.day is not None and res.day.tally is None
    assert not [d for d in res.alternatives[0].decisions if d.kind in ("vote", "verdict", "tally")]


def test_unknown_voter_and_modifier_are_problems() -> None:
    loaded, res = resolve_text(BASE + "day:\n  votes: [{voter: Ктото, target: Дон}]\n"
                               "  modifiers: [{kind: диплом, player: Иван}]\n")
    assert res is None
    messages = " ".join(p.message for p in loaded.problems)
    assert "voter 'Ктото' is not in the game" in messages and "unknown vote modifier" in messages


def test_the_tally_names_no_ruleset() -> None:
    for path in (ROOT / "resolver" / "day").glob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for rid in available_rulesets():
            assert rid not in text, f"{path.name} names {rid}"


FIXTURES = ROOT / "tests" / "fixtures" / "day"


def test_votes_read_from_a_pasted_bbcode_thread() -> None:
    from resolver.input.forum import read_thread

    players = ["Дон", "Бонни", "Айболит", "Иван", "Пётр", "Марья"]
    reading = read_thread((FIXTURES / "thread_bbcode.txt").read_text(encoding="utf-8"), players)
    assert [(v.voter, v.target, v.post) for v in reading.votes] == [
        ("Иван", "Дон", "101"),  # plain red
        ("Пётр", "Дон", "102"),  # #FF0000, any case; the quoted vote of Иван inside is not his
        ("Дон", "Пётр", "103"),  # [b] inside the red; the blue request is no vote
        ("Айболит", None, "106"),  # the empty red vote
    ]
    assert reading.votes[0].time == "2025-12-01 21:00"  # time=1764612000 in the forum's (Moscow) time
    assert reading.unreadable == [
        "post 104 by Марья: red text «Петя» is not a player's nick",  # never matched to Пётр
        "post 105 by Зритель: the author is not a player of the game",
    ]
    assert reading.words["Пётр"] == 4 and "Бонни" in reading.words  # quotes are not his words


def test_votes_cli_gives_a_day_block(capsys: pytest.CaptureFixture[str]) -> None:
    import yaml

    assert main(["votes", str(FIXTURES / "thread_bbcode.txt"), "--cast", str(FIXTURES / "thread_cast.yml"),
                 "--lang", "en"]) == 0
    out = capsys.readouterr().out
    day = yaml.safe_load(out)["day"]
    assert day["votes"][3] == {"voter": "Айболит", "target": "", "time": "2025-12-01 21:25", "post": "106"}
    assert "# not read (nothing guessed):" in out and "«Петя»" in out


def test_appeal_on_the_first_day_is_a_host_note() -> None:
    loaded, res = resolve_text(BASE.replace("night: 2", "night: 1") + "day:\n  event: Апелёвка\n"
                               "  votes: [{voter: Иван, target: Дон}]\n")
    assert res is not None, loaded.problems
    notes = [d for d in res.alternatives[0].decisions if d.kind == "host"]
    assert [d.code for d in notes] == ["event_not_first_day"] and notes[0].clause == "event.appeal"
    assert res.day is not None and res.day.verdict == ["Дон"]  # no appeal restriction on day 1


ANDORRA = """
ruleset: andorra
night: 2
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Иван, role: Мирный житель}
  - {name: Пётр, role: Мирный житель}
  - {name: Марья, role: Мирный житель}
day:
  votes:
    - {voter: Дон, target: Иван}
    - {voter: Иван, target: Дон}
    - {voter: Пётр, target: Дон}
    - {voter: Марья, target: Иван}
"""


def test_copied_and_removed_votes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The generic ops no rule set of this slice uses yet: a copied vote (andorra's Аферист, L358) and a
    removed one (a lost vote); both through the rule set's data, each a decision with its clause."""
    import dataclasses

    from resolver.specs.day import ModifierSpec

    spec = get_ruleset("andorra")
    day = dataclasses.replace(spec.day, modifiers={
        **spec.day.modifiers,
        "mirror": ModifierSpec("mirror", "Зеркало", "Mirror", "copy", "p09.red", order=5),
        "mute": ModifierSpec("mute", "Немота", "Mute", "remove", "p09.red", order=6),
    })
    monkeypatch.setitem(ruleset_module._CACHE, "andorra", dataclasses.replace(spec, day=day, _name_index={}))
    text = ANDORRA + "  modifiers:\n    - {kind: mirror, player: Пётр, by: Дон}\n    - {kind: mute, player: Марья}\n"
    loaded, res = resolve_text(text)
    assert res is not None and res.day is not None, loaded.problems
    assert res.day.totals == {"Иван": 2, "Дон": 1}  # Пётр now votes as Дон; Марья's vote is gone
    codes = [d.code for d in res.alternatives[0].decisions if d.kind == "vote"]
    assert "mod_copy" in codes and "mod_remove" in codes
    assert res.day.verdict == ["Иван"]


def test_votes_read_from_a_saved_phpbb_page() -> None:
    from resolver.input.forum import read_thread

    players = ["Дон", "Бонни", "Айболит", "Иван", "Пётр", "Марья"]
    reading = read_thread((FIXTURES / "thread_phpbb.html").read_text(encoding="utf-8"), players)
    rows = [(v.voter, v.target, v.post, v.edited) for v in reading.votes]
    assert rows == [
        ("Иван", "Дон", "201", False),
        ("Пётр", "Дон", "202", True),  # the quoted red «Дон» of Иван is not his; the edit notice flags him
        ("Дон", "Иван", "203", False),  # <font color="red">
        ("Айболит", None, "204", False),  # the empty red span
    ]
    assert reading.votes[0].time == "2025-12-01 21:00"  # the forum's (Moscow) time, not UTC
    assert reading.votes[1].note is not None and "редактировалось" in reading.votes[1].note
    assert "post 203 by Дон: red text «Петька» is not a player's nick" in reading.unreadable
    assert any("post 202 by Пётр: the post was edited" in u for u in reading.unreadable)
    assert reading.words["Иван"] == 6  # «Голосую против Дона, он врёт. Дон»


def test_a_vote_moved_onto_the_voter_himself_is_no_violation() -> None:
    telepath = "  - {name: Ксавье, role: Телепат}\nday:\n"
    text = ANDORRA.replace("day:\n", telepath) + (
        "  modifiers:\n    - {kind: телепат, player: Марья, target: Марья, by: Ксавье}\n")
    loaded, res = resolve_text(text)
    assert res is not None and res.day is not None and res.day.tally is not None, loaded.problems
    assert res.day.totals == {"Дон": 2, "Иван": 1, "Марья": 1}
    assert "Марья" not in res.day.tally.violators


def test_one_coin_does_not_fill_two_places(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ярость, three tied for two places, the host's coin names one: the other place is not guessed."""
    text = BASE + """  - {name: Пётр, role: Мирный}
  - {name: Марья, role: Мирный}
day:
  event: Ярость
  coin: Иван
  votes:
    - {voter: Дон, target: Иван}
    - {voter: Бонни, target: Пётр}
    - {voter: Марья, target: Дон}
"""
    loaded, res = resolve_text(text)
    assert res is not None and res.day is not None and res.day.tally is not None, loaded.problems
    assert res.day.verdict == ["Иван"] and res.day.tally.coin == "pending"
    assert any(d.code == "tie_needs_coin" for d in res.alternatives[0].decisions)
