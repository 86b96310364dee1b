"""The day's lynch carried into the night's entry (issue 22 point 2): the hanged (jailed) player leaves the order of
moves and «Кто ещё не прислал ход», and a move of his fails in the night with its clause."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from resolver.api import resolve_text
from resolver.game.nextnight import taken_by_day, without_day_taken
from resolver.input.entry import in_order_of_moves, without_move
from resolver.input.paste_moves import read_moves
from resolver.workbench.night_tables import night_data
from tests.test_app import APP, load, run

ANDORRA = (Path(__file__).parent / "fixtures" / "andorra_day_night.yaml").read_text(encoding="utf-8")
BANKERS = (Path(__file__).parent / "fixtures" / "bankers_day_votes.yaml").read_text(encoding="utf-8")


def test_the_counted_vote_takes_the_player_out_of_the_order_of_moves() -> None:
    for text, how in ((BANKERS, "Повешен"), (ANDORRA, "Сел")):
        _loaded, res = resolve_text(text)
        assert res is not None
        assert taken_by_day(res) == {"Айболит": how}
        data = without_day_taken(night_data(text), taken_by_day(res))
        rs = res.ruleset
        assert "Айболит" not in [seat.name for seat, _ in in_order_of_moves(data, rs)]
        assert "Айболит" not in without_move(data, rs)
        line = read_moves("Айболит: лечение Иван", data, rs)[0]
        assert line.status == "error", line  # his pasted move is not taken


def test_a_move_of_the_lynched_fails_with_its_clause() -> None:
    _loaded, res = resolve_text(ANDORRA)
    assert res is not None
    act = next(a for a in res.acts if a.actor == "Айболит")
    outcome = res.chosen.outcomes[act.id]
    assert not outcome.succeeded and outcome.reasons  # the engine's illegal move, with its clause


def test_the_workbench_leaves_the_lynched_out_and_warns_of_his_move() -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    load(at, BANKERS + "  - {actor: Айболит, action: Лечение, target: Иван}\n", "night2.yaml")
    names = [o[2:].rsplit(" · ", 1)[0] for o in at.selectbox(key="qe_who").options]
    assert "Айболит" not in names and "Дон Корлеоне" in names
    missing = " ".join(m.value for m in at.markdown)
    assert "☐ Айболит" not in missing and "☐ Щипач" in missing
    assert any("Айболит (Повешен)" in c.value for c in at.caption)
    assert any("Айболит выбыл днём (Повешен)" in w.value and ": неудачно — " in w.value for w in at.warning)
