"""Nothing is written outside the folder the host chose (issue 18 point 4): «Новая игра» takes one plain folder
name, a step that is a link (or leads out of its game) is not saved through, a link to nowhere in a game folder
is a problem on the Игра page, not an internal error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from resolver.game import folder
from tests.test_app import ROOT, run
from tests.test_app_day import copy_game, page, text_of

NIGHT = ROOT / "scenarios" / "bankers" / "day" / "lynch_plurality.yaml"


def errors(at: object) -> str:
    return "\n".join(e.value for e in at.error)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["../../evil", "..", ".", "a/b", "a\\b", "ABS", "../games2/x", ".hidden"])
def test_a_new_games_name_is_one_plain_folder_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   name: str) -> None:
    home = tmp_path / "deep" / "home"
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(home))
    if name == "ABS":
        name = str(tmp_path / "abs")
    at = page("game", NIGHT.read_text(encoding="utf-8"))
    at.text_input(key="game_new_name").input(name)
    run(at)
    at.button(key="game_new_go").click()
    run(at)
    assert "не подходит" in errors(at)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deep"]  # nothing beside the home
    assert sorted(p.name for p in (tmp_path / "deep").iterdir()) == ["home"]
    assert not (home / "games").exists() or not list((home / "games").iterdir())


def test_a_new_game_through_a_link_out_of_the_games_folder_is_refused(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(tmp_path / "home"))
    (tmp_path / "home" / "games").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "home" / "games" / "g1").symlink_to(tmp_path / "elsewhere")
    at = page("game", NIGHT.read_text(encoding="utf-8"))
    at.text_input(key="game_new_name").input("g1")
    run(at)
    at.button(key="game_new_go").click()
    run(at)
    assert "за пределы" in errors(at) and not list((tmp_path / "elsewhere").iterdir())


def test_a_step_that_is_a_link_is_not_saved_through(tmp_path: Path) -> None:
    directory = copy_game(tmp_path / "g", steps=2)
    outside = tmp_path / "outside.yml"
    os.replace(directory / "02.yml", outside)
    (directory / "02.yml").symlink_to(outside)
    before = outside.read_text(encoding="utf-8")
    at = page("game")
    at.text_input(key="game_dir").set_value(str(directory))
    run(at)
    at.button(key="game_open_02.yml").click()
    run(at)
    data = yaml.safe_load(at.session_state["night_text"])
    data["moves"] = []
    at.session_state["night_text"] = yaml.safe_dump(data, allow_unicode=True)
    run(at)
    at.button(key="game_save").click()
    run(at)
    assert "ссылка" in errors(at) and "не записан" in errors(at)
    assert outside.read_text(encoding="utf-8") == before and (directory / "02.yml").is_symlink()


def test_a_link_to_nowhere_in_a_game_folder_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    directory = copy_game(tmp_path, steps=2)
    (directory / "03.yml").symlink_to(tmp_path / "gone.yml")
    at = page("game")
    at.text_input(key="game_dir").set_value(str(directory))
    run(at)
    assert "ссылка на несуществующий файл" in errors(at) and "03.yml" in errors(at)
    assert "День и ночь 2" in text_of(at)  # the steps before it are shown


def test_saving_a_step_refuses_links_and_paths_out_of_the_game(tmp_path: Path) -> None:
    directory = copy_game(tmp_path / "g", steps=1)
    text = NIGHT.read_text(encoding="utf-8")
    target = tmp_path / "target.yml"
    target.write_text("night: 1\n", encoding="utf-8")
    (directory / "02.yml").symlink_to(target)
    (directory / "03.yml").symlink_to(tmp_path / "nowhere.yml")
    for path in (directory / "02.yml", directory / "03.yml", directory / ".." / "escaped.yml"):
        with pytest.raises(ValueError):
            folder.save_step(path, text, game_dir=directory)
    assert target.read_text(encoding="utf-8") == "night: 1\n"
    assert not (tmp_path / "nowhere.yml").exists() and not (tmp_path / "g" / "escaped.yml").exists()
    folder.save_step(directory / "01.yml", text, game_dir=directory)  # a plain step file is saved, as before
    assert yaml.safe_load((directory / "01.yml").read_text(encoding="utf-8"))["moves"]


def test_the_next_step_is_not_written_through_a_link_to_nowhere(tmp_path: Path) -> None:
    directory = copy_game(tmp_path / "g", steps=1)
    game = folder.replay(directory)
    name = folder.next_step_yaml(game)[0]  # type: ignore[index]
    (directory / name).symlink_to(tmp_path / "nowhere.yml")  # the next step's own name, a link to nowhere
    out, _message = folder.write_next(directory, game)
    # The next name is the last number + 1 (issue 18 point 3), read when writing: never the link itself.
    assert out is None or (out != directory / name and not out.is_symlink() and out.parent == directory)
    assert not (tmp_path / "nowhere.yml").exists() and (directory / name).is_symlink()


def test_a_new_game_is_not_written_through_a_link_to_nowhere(tmp_path: Path) -> None:
    directory = tmp_path / "g"
    directory.mkdir()
    (directory / folder.CAST).symlink_to(tmp_path / "nowhere.yml")
    with pytest.raises(FileExistsError):
        folder.new_game(directory, NIGHT.read_text(encoding="utf-8"))
    (directory / folder.CAST).unlink()
    (directory / "01.yml").symlink_to(tmp_path / "nowhere.yml")
    with pytest.raises(ValueError):
        folder.new_game(directory, NIGHT.read_text(encoding="utf-8"))
    assert not (tmp_path / "nowhere.yml").exists() and not (directory / folder.CAST).exists()


def test_the_changed_mark_compares_with_the_file_on_disk(tmp_path: Path) -> None:
    """Issue 22 point 4: «изменён, не сохранён» stood after saving and after a restart, the file saved."""
    directory = copy_game(tmp_path, steps=2)
    at = page("game")
    at.text_input(key="game_dir").set_value(str(directory))
    run(at)
    at.button(key="game_open_02.yml").click()
    run(at)
    assert "В мастерской: 02.yml" in text_of(at) and "изменён, не сохранён" not in text_of(at)
    data = yaml.safe_load(at.session_state["night_text"])
    data["day"] = {"votes": [{"voter": v, "target": "Клайд"} for v in ("Пётр", "Шерлок", "Айболит")]}
    at.session_state["night_text"] = yaml.safe_dump(data, allow_unicode=True)  # as the tables write it: reordered
    run(at)
    assert "изменён, не сохранён" in text_of(at) and not at.button(key="game_save").disabled
    at.button(key="game_save").click()
    run(at)
    assert "Сохранено: 02.yml" in text_of(at)
    assert "изменён, не сохранён" not in text_of(at) and at.button(key="game_save").disabled
    again = page("game", night=None)  # a restart: the step comes back, saved
    assert "В мастерской: 02.yml" in text_of(again) and "изменён, не сохранён" not in text_of(again)
    (directory / "02.yml").write_text((directory / "02.yml").read_text(encoding="utf-8").replace("Клайд", "Пётр"),
                                      encoding="utf-8")  # the file changed on disk under the workbench
    run(again)
    assert "изменён, не сохранён" in text_of(again)
