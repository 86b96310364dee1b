"""The andorra gaps of issues 10 and 11 that a golden's `expect` cannot show: what a night carries on."""

from __future__ import annotations

from pathlib import Path

from resolver.api import resolve_file
from resolver.nextnight import next_scenario

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
