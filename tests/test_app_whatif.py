"""«Что если» in the workbench (AppTest): a move's action changed or the move dropped, and the comparison with the
reasons (issue 22 point 7)."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from resolver.api import resolve_text
from resolver.rulesets import get_ruleset
from tests.test_app import EXAMPLE, ROOT, app, codes, run

RS = get_ruleset("bankers")


def action_id(name: str) -> str:
    found = RS.action_id(name)
    assert found is not None, name
    return found


def diff_rows(at: AppTest) -> dict[str, dict[str, str]]:
    frame = at.dataframe[0].value
    return {str(row["Что"]): {k: str(v) for k, v in row.items()} for _, row in frame.iterrows()}


def test_whatif_offers_the_actions_of_the_moves_actor() -> None:
    at = app("whatif")
    at.selectbox(key="wi_move").set_value(0)  # Дон Корлеоне (Босс): Убийство от клана → Шерлок
    run(at)
    picker = at.selectbox(key="wi_action_0")
    assert picker.value == action_id("Убийство от клана")
    assert "Проверка (Босс)" in picker.options and "Убийство от клана" in picker.options
    assert "Лечение" not in picker.options and "Проверка (Детектив)" not in picker.options


def test_whatif_changes_a_moves_action_and_shows_why() -> None:
    at = app("whatif")
    at.selectbox(key="wi_move").set_value(0)
    run(at)
    at.selectbox(key="wi_action_0").set_value(action_id("Проверка (Босс)"))
    run(at)
    assert at.multiselect(key=f"wi_targets_0_{action_id('Проверка (Босс)')}").value == ["Шерлок"]  # kept: it fits
    rows = diff_rows(at)
    kill = rows["Дон Корлеоне: Убийство от клана → Шерлок"]
    assert kill["Было"].endswith("удачно") and kill["Стало"] == "— хода нет —"
    check = rows["Дон Корлеоне: Проверка (Босс) → Шерлок"]
    assert check["Было"] == "— хода нет —" and check["Стало"].endswith("удачно")
    death = rows["☠ Шерлок"]
    assert (death["Было"], death["Стало"]) == ("Убит", "жив")
    assert "Дон Корлеоне" in death["Почему было"]
    night_post, variant_post = codes(at)[:2]
    assert "Шерлок (Детектив)" in night_post and "Шерлок (Детектив)" not in variant_post


def test_whatif_drops_a_move() -> None:
    at = app("whatif")
    at.selectbox(key="wi_move").set_value(0)
    run(at)
    at.toggle(key="wi_drop_0").set_value(True)
    run(at)
    assert not [s for s in at.selectbox if s.key == "wi_action_0"]  # a dropped move has nothing to choose
    rows = diff_rows(at)
    assert rows["Дон Корлеоне: Убийство от клана → Шерлок"]["Стало"] == "— хода нет —"
    assert (rows["☠ Шерлок"]["Было"], rows["☠ Шерлок"]["Стало"]) == ("Убит", "жив")
    at.button(key="make_night").click()
    run(at)
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None
    original = (ROOT / EXAMPLE).read_text(encoding="utf-8")
    assert len(res.scenario.moves) == original.count("- {actor:") - 1
    assert "Дон Корлеоне" not in [m.actor for m in res.scenario.moves]
