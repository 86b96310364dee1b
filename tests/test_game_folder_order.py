"""A game folder is ordered by the steps' numbers, not by their names as text (issue 18 point 3): `10.yml` after
`9.yml`, `100.yml` after `99.yml`; a gap, two files of one step, two steps of one night and nights going
backwards are each named (exit 2, all of them at once), never replayed silently."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from resolver.cli.main import main
from resolver.game.folder import replay, step_files

CAST = {"ruleset": "bankers", "players": [
    {"name": "Дон", "role": "Босс", "clan": "Клан1"}, {"name": "Барон", "role": "Босс", "clan": "Клан2"},
    {"name": "Иван", "role": "Мирный"}, {"name": "Пётр", "role": "Мирный"}, {"name": "Марья", "role": "Мирный"}]}
QUIET = "moves: []\n"  # a day without a vote and a night without a move: nobody dies, the game goes on


def folder(tmp_path: Path, steps: dict[str, str]) -> Path:
    directory = tmp_path / "game"
    directory.mkdir()
    (directory / "cast.yml").write_text(yaml.safe_dump(CAST, allow_unicode=True), encoding="utf-8")
    for name, text in steps.items():
        (directory / name).write_text(text, encoding="utf-8")
    return directory


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    assert "internal error" not in err and "Traceback" not in err, err
    return rc, out + err


def test_steps_are_ordered_by_number_not_by_name(tmp_path: Path) -> None:
    directory = folder(tmp_path, {f"{n}.yml": QUIET for n in range(1, 12)})
    assert [p.name for p in step_files(directory)] == [f"{n}.yml" for n in range(1, 12)]
    game = replay(directory)
    assert not game.problems and [s.path.name for s in game.steps] == [f"{n}.yml" for n in range(1, 12)]
    assert [s.night for s in game.steps] == list(range(1, 12))


def test_the_step_after_99_is_100_and_replays_last(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {f"{n:02d}.yml": QUIET for n in range(1, 100)})
    rc, said = run(["game", str(directory), "--next"], capsys)
    assert rc == 0, said
    assert (directory / "100.yml").exists()
    assert [p.name for p in step_files(directory)][-3:] == ["98.yml", "99.yml", "100.yml"]
    game = replay(directory)
    assert game.steps[-1].path.name == "100.yml" and game.steps[-1].night == 100
    assert game.steps[10].path.name == "11.yml" and game.steps[10].night == 11


def test_a_gap_is_named_and_next_is_not_offered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"01.yml": QUIET, "03.yml": QUIET})
    rc, said = run(["game", str(directory), "--next"], capsys)
    assert rc == 2, said
    assert "02.yml" in said and "нет шага" in said
    assert "уже есть" not in said
    assert sorted(p.name for p in directory.iterdir()) == ["01.yml", "03.yml", "cast.yml"]


def test_a_missing_first_step_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"02.yml": QUIET, "03.yml": QUIET})
    rc, said = run(["game", str(directory)], capsys)
    assert rc == 2 and "01.yml" in said and "нет шага" in said, said


def test_two_files_of_one_step_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"1.yml": QUIET, "01.yml": QUIET, "02.yml": QUIET})
    rc, said = run(["game", str(directory)], capsys)
    assert rc == 2, said
    line = [ln for ln in said.splitlines() if "01.yml" in ln and "1.yml и" in ln or "01.yml и" in ln]
    assert line and "шаг 1" in line[0], said


def test_two_steps_of_one_night_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"01.yml": QUIET, "02.yml": "night: 1\n" + QUIET})
    rc, said = run(["game", str(directory)], capsys)
    assert rc == 2, said
    assert any(ln.lstrip("! ").startswith(f"{directory / '02.yml'}:1:") and "01.yml" in ln
               for ln in said.splitlines()), said


def test_nights_going_backwards_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"01.yml": "night: 2\n" + QUIET, "02.yml": "night: 1\n" + QUIET})
    rc, said = run(["game", str(directory)], capsys)
    assert rc == 2, said
    assert any(ln.lstrip("! ").startswith(f"{directory / '02.yml'}:1:") and "ночь 1" in ln and "ночи 2" in ln
               for ln in said.splitlines()), said


def test_every_problem_of_the_order_is_named_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = folder(tmp_path, {"01.yml": QUIET, "1.yml": QUIET, "02.yml": QUIET, "03.yml": "night: 1\n" + QUIET,
                                  "05.yml": QUIET, "notes.yml": "title: мои заметки\n"})
    rc, said = run(["game", str(directory), "--lang", "en"], capsys)
    assert rc == 2, said
    problems = [ln for ln in said.splitlines() if ln.startswith("! ")]
    assert len(problems) == 4, said
    assert any("01.yml and" in p and "step 1" in p for p in problems)
    assert any("04.yml" in p for p in problems)
    assert any("03.yml:1:" in p and "night 1" in p for p in problems)
    assert any("notes.yml" in p and "number" in p for p in problems)


def test_a_step_with_a_number_for_a_key_is_a_located_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A spoilt step whose YAML has «1: …» and «x: …» keys (a number and a text): exit 2 naming them, not an internal
    error (found by tests/fuzz_folders.py, seed 109105: a TypeError in joining the keys)."""
    directory = folder(tmp_path, {"01.yml": "1: Дон сел\nx: 2\nmoves: []\n"})
    rc, said = run(["game", str(directory)], capsys)
    assert rc == 2, said
    assert "01.yml:1" in said and "1, x" in said, said
