"""The andorra gaps of issues 10 and 11 that a golden's `expect` cannot show: what a night carries on."""

from __future__ import annotations

from pathlib import Path

from resolver.api import resolve, resolve_file, resolve_text
from resolver.game.nextnight import next_scenario, scenario_yaml

ROOT = Path(__file__).resolve().parents[1]


def test_a_ghoul_made_tonight_is_found_by_a_later_search() -> None:
    """«Упырём игрок становится с момента повторного укуса.» (п.19 L82): Ван Хельсинг's search at step 38 finds
    the Упырь the bite of step 29 made, and the find is carried for the silver bullet (L245; AN-122)."""
    loaded, res = resolve_file(ROOT / "scenarios/andorra/undead/ghoul_made_tonight_checked_later.yaml")
    assert res is not None and not loaded.problems
    nxt = next_scenario(res, res.alternatives[0])
    by_name = {p.name: p for p in nxt.players}
    assert by_name["Хельсинг"].state.found.get("vh_search_undead") == ["Иван"]
    assert by_name["Сестра"].state.found.get("blood_test", []) == []
    assert by_name["Иван"].state.turned == "ghoul"


def test_the_telepaths_vote_change_is_carried_one_day() -> None:
    """«Нельзя воздействовать на одного и того же игрока два раза подряд.» (L326; AN-123): today's voter is kept
    for tomorrow's check; a day without the change ends the run."""
    path = ROOT / "scenarios/andorra/day/telepath_same_voter_two_days.yaml"
    loaded, res = resolve_file(path)
    assert res is not None and not loaded.problems
    telepath = {p.name: p for p in next_scenario(res, res.alternatives[0]).players}["Ксавье"]
    assert telepath.state.last_targets.get("telepath") == "Пётр"  # Иван's change was refused, Пётр's applied
    written, _ = resolve_text(scenario_yaml(next_scenario(res, res.alternatives[0])))
    assert written.problems == []  # the loader takes the carried modifier id back
    assert loaded.scenario is not None
    quiet = loaded.scenario.model_copy(deep=True)
    quiet.day.modifiers = []
    again = resolve(quiet)
    telepath = {p.name: p for p in next_scenario(again, again.alternatives[0]).players}["Ксавье"]
    assert "telepath" not in telepath.state.last_targets


COIN = ROOT / "scenarios/andorra/civil/villagers_same_free_role_coin_won.yaml"


def _with_lot(winner: str) -> str:
    return COIN.read_text(encoding="utf-8").replace("lots: {Доктор: Фома}", f"lots: {{Доктор: {winner}}}")


def test_a_lot_naming_one_who_did_not_choose_the_role_gives_it_to_no_one() -> None:
    """п.21 L86 «Роль достаётся одному из МЖ»: a lot naming Кузьма, who chose nothing, is said to the host and
    nobody takes the role (AN-124)."""
    loaded, res = resolve_text(_with_lot("Кузьма"))
    assert res is not None and not loaded.problems
    alt = res.alternatives[0]
    codes = {d.code for d in alt.decisions if d.kind == "host"}
    assert {"free_role_coin_not_taker", "free_role_coin"} <= codes
    roles = alt.summary.get("roles", {})
    assert roles.get("Пётр", "villager") == "villager" and roles.get("Фома", "villager") == "villager"


def test_a_lot_winner_not_in_the_game_is_a_located_problem() -> None:
    loaded, res = resolve_text(_with_lot("Фомаа"))
    assert res is None
    assert [p.path for p in loaded.problems] == [("lots", "Доктор")]
