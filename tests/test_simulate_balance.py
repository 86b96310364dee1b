"""The library under the «Баланс» page (issue 21): a what-if with one role changed, studies side by side in batches,
the win rates as rows."""

from __future__ import annotations

import pytest

from resolver.sim.balance import play_side_by_side, rate_rows, roles_for, with_role
from resolver.sim.runner import Study
from resolver.sim.setups import load_setup


def test_a_what_if_changes_one_role_and_nothing_else():
    setup = load_setup("bankers12")
    changed = with_role(setup, "Шерлок", "villager")
    assert [p.role for p in changed.players if p.name == "Шерлок"] == ["villager"]
    assert [p for p in changed.players if p.name != "Шерлок"] == [p for p in setup.players if p.name != "Шерлок"]
    assert "Шерлок →" in changed.name
    with pytest.raises(ValueError):
        with_role(setup, "Шерлок", "Дракон")
    with pytest.raises(ValueError):
        with_role(setup, "Никто", "villager")


def test_a_clan_member_is_offered_clan_roles_and_a_citizen_the_others():
    setup = load_setup("bankers12")
    rs_roles = {p.name: p.role for p in setup.players}
    for_thief = roles_for(setup, "Вор1")
    for_doctor = roles_for(setup, "Айболит")
    assert "boss" in for_thief and "villager" not in for_thief and rs_roles["Вор1"] not in for_thief
    assert "villager" in for_doctor and "thief" not in for_doctor and "doctor" not in for_doctor


def test_side_by_side_batches_add_up_to_the_studies_played_alone():
    setup = load_setup("bankers12")
    changed = with_role(setup, "Шерлок", "villager")
    rounds = list(play_side_by_side({"a": setup, "b": changed}, "random", games=6, seed=4, batch=4))
    assert [r["a"].games for r in rounds] == [4, 6]
    alone, _ = Study(changed, games=6, seed=4, batch=3).serial()
    assert rounds[-1]["b"] == alone


def test_rate_rows_line_up_every_side_in_every_study():
    setup = load_setup("bankers12")
    rounds = list(play_side_by_side({"as is": setup, "what if": with_role(setup, "Шерлок", "villager")},
                                    "random", games=8, seed=1, batch=8))
    rows = rate_rows(setup, rounds[-1])
    sides = {r["side"] for r in rows}
    assert len(rows) == 2 * len(sides)
    for study in ("as is", "what if"):
        mine = [r for r in rows if r["study"] == study]
        assert sum(r["wins"] for r in mine) == 8
        assert all(0 <= r["low"] <= r["rate"] <= r["high"] <= 1 for r in mine)
    assert all(r["name"] and not r["name"].startswith("Клан1:") for r in rows)
