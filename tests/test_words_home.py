"""«Сижу дома» sent as a move counts as sent (issue 22 point 6): the player leaves «Кто ещё не прислал ход», the
night file keeps him in `home`, and his row says he stayed home by his own choice."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from resolver.api import resolve_text
from resolver.input.entry import stays_home, without_move
from resolver.input.loader import load_text
from resolver.input.paste_moves import home_of, read_moves, with_home
from resolver.rulesets import get_ruleset
from resolver.workbench import night_entry as ne
from tests.test_app import run
from tests.test_app_entry import NIGHT2, app_with

NIGHT = {"ruleset": "bankers", "players": [{"name": "Айболит", "role": "Врач"}, {"name": "Иван", "role": "Мирный"},
                                           {"name": "Псих", "role": "Шизик"}, {"name": "Дон", "role": "Босс",
                                                                                "clan": "Клан1"}]}


@pytest.mark.parametrize("said", ["Сижу дома", "сижу дома", "дома", "пропускаю", "Я сижу дома", "остаюсь дома."])
def test_a_home_line_names_its_player(said: str) -> None:
    rs = get_ruleset("bankers")
    lines = read_moves(f"Псих: {said}", NIGHT, rs)
    assert [line.status for line in lines] == ["home"]
    assert home_of(lines) == ["Псих"]


def test_a_later_move_of_the_same_player_wins_over_his_home_line() -> None:
    rs = get_ruleset("bankers")
    lines = read_moves("Псих: сижу дома\nПсих: приглашение Иван\nИван: дома", NIGHT, rs)
    assert home_of(lines) == ["Иван"]


def test_home_counts_as_sent_and_the_night_loads() -> None:
    rs = get_ruleset("bankers")
    data = with_home(dict(NIGHT), ["Псих"])
    assert data["home"] == ["Псих"] and stays_home(data) == {"Псих"}
    assert "Псих" not in without_move(data, rs) and "Айболит" in without_move(data, rs)
    loaded = load_text(yaml.safe_dump(data, allow_unicode=True))
    assert loaded.ok and loaded.scenario is not None and loaded.scenario.home == ["Псих"]


def test_home_of_a_player_not_in_the_game_is_a_located_problem() -> None:
    loaded = load_text(yaml.safe_dump({**NIGHT, "home": ["Некто"]}, allow_unicode=True))
    assert not loaded.ok
    assert any("Некто" in p.text("ru") and p.line is not None for p in loaded.problems)


def _missing(at: Any) -> str:
    text = "\n".join(m.value for m in at.markdown)
    return text.split("Кто ещё не прислал ход")[1]


def test_pasted_home_leaves_the_missing_list_and_says_so_in_his_row() -> None:
    at = app_with(NIGHT2)
    assert "☐ Псих" in _missing(at)
    at.text_area(key="paste_moves").input("Псих: Сижу дома")
    run(at)
    button = at.button(key="paste_add")
    assert not button.disabled
    button.click()
    run(at)
    assert "☐ Псих" not in _missing(at)
    text = "\n".join(m.value for m in at.markdown)
    assert "| ☑ | **Псих** | Шизик | :gray[сидит дома — сам так написал] |" in text
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None and res.scenario.home == ["Псих"]


def test_recording_no_move_counts_as_home_by_choice() -> None:
    at = app_with(NIGHT2)
    at.selectbox(key="qe_who").set_value("Айболит")
    run(at)
    at.selectbox(key=ne.row_key("a", "Айболит")).set_value("")
    run(at)
    at.button(key="qe_record").click()
    run(at)
    assert "☐ Айболит" not in _missing(at)
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None and res.scenario.home == ["Айболит"]


def test_cli_writes_home_into_the_night(tmp_path: Any) -> None:
    from resolver.cli.main import main

    night = tmp_path / "night.yaml"
    night.write_text(yaml.safe_dump(NIGHT, allow_unicode=True), encoding="utf-8")
    moves = tmp_path / "moves.txt"
    moves.write_text("Айболит: лечение Иван\nИван: Сижу дома\n", encoding="utf-8")
    out = tmp_path / "out.yaml"
    assert main(["moves", str(night), str(moves), "-o", str(out)]) == 0
    _, res = resolve_text(out.read_text(encoding="utf-8"), "out.yaml")
    assert res is not None and res.scenario.home == ["Иван"]
