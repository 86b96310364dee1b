"""The game at a glance (issue 22): the sides alive after each day and night, and the deaths by cause, from the
replayed steps of a bundled game (the series the Game page draws)."""

from __future__ import annotations

from pathlib import Path

from resolver.game.folder import replay
from resolver.game.glance import glance

GAMES = Path(__file__).resolve().parent.parent / "scenarios" / "games"


def _alive(rows: list[dict[str, object]], point: str) -> dict[object, object]:
    return {r["side"]: r["alive"] for r in rows if r["point"] == point}


def test_the_sides_alive_after_each_day_and_night() -> None:
    series = glance(replay(GAMES / "bankers_short"))
    assert series.points == ["Начало", "День 1", "Ночь 1", "День 2", "Ночь 2", "День 3", "Ночь 3"]
    assert _alive(series.alive, "Начало") == {"Клан (Клан1)": 2, "Клан (Клан2)": 2, "Мирные": 5}
    assert _alive(series.alive, "День 1") == {"Клан (Клан1)": 2, "Клан (Клан2)": 2, "Мирные": 4}  # Иван hanged
    assert _alive(series.alive, "День 3") == {"Клан (Клан1)": 0, "Клан (Клан2)": 2, "Мирные": 1}  # a side gone: 0
    assert _alive(series.alive, "Ночь 3") == {"Клан (Клан1)": 0, "Клан (Клан2)": 2, "Мирные": 0}  # Клан2 won


def test_the_deaths_by_cause_and_when() -> None:
    series = glance(replay(GAMES / "andorra_short"), "en")
    deaths = [(d["point"], d["player"], d["cause"]) for d in series.deaths]
    assert deaths == [("Day 1", "Дон", "Jailed"), ("Night 1", "Пётр", "Killed"), ("Night 1", "Бруно", "Killed"),
                      ("Day 2", "Иван", "Jailed"), ("Day 3", "Громов", "Jailed"), ("Night 3", "Айболит", "Killed")]
    assert _alive(series.alive, "Night 1") == {"The Mafia (Клан1)": 0, "The peaceful": 3, "The loners": 1}
