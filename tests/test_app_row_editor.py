"""The phone's row editors of the Ночь page (resolver/workbench/row_editor.py) through AppTest: a player renamed
(his moves follow), a move retargeted, a move deleted (issue 22 point 8)."""

from __future__ import annotations

from resolver.api import resolve_text
from tests.test_app import app, run


def night(at):  # type: ignore[no-untyped-def]
    loaded, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None, loaded.problems
    return res


def test_a_move_retargeted_and_deleted_row_by_row() -> None:
    at = app()
    moves = night(at).scenario.moves
    at.selectbox(key="re_m_row").set_value(0)
    run(at)
    assert at.selectbox(key="re_m_actor").value == moves[0].actor
    at.selectbox(key="re_m_target").set_value("Очевидец")
    at.button(key="re_m_record").click()
    run(at)
    res = night(at)
    assert res.scenario.moves[0].targets == ["Очевидец"] and res.scenario.moves[0].time == moves[0].time
    assert "Очевидец" in res.alternatives[0].deaths
    at.button(key="re_m_delete").click()
    run(at)
    assert [m.actor for m in night(at).scenario.moves] == [m.actor for m in moves[1:]]


def test_a_player_renamed_row_by_row_keeps_his_moves() -> None:
    at = app()
    names = [p.name for p in night(at).scenario.players]
    at.selectbox(key="re_p_row").set_value(names.index("Шерлок"))
    run(at)
    at.text_input(key="re_p_name").set_value("Холмс")
    at.multiselect(key="re_p_items").set_value(["бронежилет"])
    at.button(key="re_p_record").click()
    run(at)
    res = night(at)
    holmes = next(p for p in res.scenario.players if p.name == "Холмс")
    assert holmes.items == [res.ruleset.item_id("бронежилет")] and "Шерлок" not in [p.name for p in res.scenario.players]
    assert ["Холмс"] == res.scenario.moves[0].targets and "Холмс" not in res.alternatives[0].deaths
