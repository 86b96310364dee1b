"""A host's evening in a real Chromium (issue 22 points 1, 2, 6, 7): the players grid by keyboard, the day's
lynch carried into the night, the words, what-if on a move. Screenshots: artifacts/screenshots/evening_*.png.

Reuses the server, browser and page fixtures of tests/test_browser.py (`make browser-test`).
"""

from __future__ import annotations

import time
from urllib.parse import urlparse
from pathlib import Path
from typing import Any

import pytest

from tests.test_browser import FIXTURES, browser, idle, open_app, page, server, shot, upload

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "server"]  # fixtures, used by name
TIMES: dict[str, float] = {}
BANKERS = (FIXTURES / "bankers_day_votes.yaml").read_text(encoding="utf-8")  # the day's votes hang Айболит


def load_text(page: Any, tmp_path: Path, text: str, name: str) -> None:
    night = tmp_path / name
    night.write_text(text, encoding="utf-8")
    upload(page, night)
    idle(page)
    playwright_api.expect(page.get_by_text(f"Загружена ночь {name}")).to_be_visible()
    page.get_by_role("tab", name="Игроки и ходы").click()


def picker_names(page: Any) -> list[str]:
    box = page.get_by_role("combobox", name="Игрок", exact=True).first
    # scrolled first: a list open while the page scrolls under it closes (an empty read failed CI), then read
    # once its first option is drawn
    box.scroll_into_view_if_needed()
    box.click()
    page.get_by_role("option").first.wait_for(state="visible", timeout=30_000)
    names = [o.inner_text()[2:].rsplit(" · ", 1)[0] for o in page.get_by_role("option").all()]
    page.keyboard.press("Escape")
    return names


def missing_box(page: Any) -> str:
    """The check list's lines («☐ Ник»: the overview table writes the mark and the name in cells of their own)."""
    return str(page.locator('[data-testid="stMain"]').inner_text())


def test_the_days_lynch_leaves_the_order_of_moves(page: Any, tmp_path: Path) -> None:
    expect = playwright_api.expect
    open_app(page)
    load_text(page, tmp_path, BANKERS.split("day:")[0] + "moves: []\n", "night2.yaml")  # no day yet
    assert "Айболит" in picker_names(page)
    assert "☐ Айболит" in missing_box(page)
    # the host gives the day's result: Айболит is hanged
    page.locator('[data-testid="stMultiSelect"]').filter(has_text="Повешены днём").locator("input").click()
    page.keyboard.type("Айболит")
    page.keyboard.press("Enter")
    page.keyboard.press("Escape")
    idle(page)
    time.sleep(0.5)
    idle(page)
    expect(page.get_by_text("Айболит (Повешен)").first).to_be_visible()
    assert "Айболит" not in picker_names(page)
    assert "☐ Айболит" not in missing_box(page)
    shot(page, "evening_02_lynch_left_the_order")
    # his move pasted anyway is not taken
    box = page.get_by_label("Ходы игроков")
    box.fill("Айболит: лечение Иван")
    box.press("Control+Enter")
    idle(page)
    expect(page.get_by_text("✗ не понято").first).to_be_visible()
    shot(page, "evening_02_lynched_move_pasted")


# Twelve andorra players as a host types them (issue 22 point 1): the role and the clan by the first letters.
ROSTER = [("Дон", "Босс", "Клан1"), ("Бруно", "Рядов", "Клан1"), ("Карло", "Босс", "Клан2"), ("Айболит", "Докт", None),
          ("Громов", "Телох", None), ("Отец Фёдор", "Свящ", None), ("Шериф Уайт", "Шериф", None), ("Джек", "Маньяк", None),
          ("Иван", "Мирный", None), ("Пётр", "Мирный", None), ("Марья", "Мирный", None), ("Мэр", "Мэр", None)]
ACTIVE = "document.activeElement && document.activeElement.tagName"


def editing(page: Any) -> None:
    """The cell's editor has the keyboard (a text field or the list's search field)."""
    page.wait_for_function(f"['TEXTAREA', 'INPUT'].includes({ACTIVE})")


IN_GRID = ("!!document.activeElement && !['TEXTAREA', 'INPUT'].includes(document.activeElement.tagName) "
           "&& !!document.activeElement.closest('[data-testid=\"stDataFrame\"]')")


def in_grid(page: Any) -> None:
    """The grid has the keyboard, no cell's editor open (glide focuses its canvas or a cell of its table)."""
    page.wait_for_function(IN_GRID)


def cell_value(page: Any, key: str, value: str) -> None:
    """Enter on the selected cell opens its editor; the value is typed (a list is searched), Enter or Tab keeps it."""
    page.keyboard.press("Enter")
    editing(page)
    page.keyboard.type(value, delay=40)
    page.keyboard.press(key)
    in_grid(page)
    page.wait_for_timeout(150)  # the selection moves on after the editor closes


def roster_yaml(page: Any) -> str:
    page.get_by_role("tab", name="Файл ночи").click()
    text = str(page.locator('[data-testid="stCode"]').last.inner_text())
    page.get_by_role("tab", name="Игроки и ходы").click()
    return text


def test_twelve_players_by_keyboard(page: Any) -> None:
    expect = playwright_api.expect
    open_app(page)
    page.locator('[data-testid="stSelectbox"]').filter(has_text="Правила").click()
    page.get_by_role("option", name="андорра").click()
    idle(page)
    page.get_by_role("button", name="Начать с пустой ночи").click()
    idle(page)
    expect(page.get_by_text("Состав можно вставить из электронной таблицы").first).to_be_visible()  # the paste is told
    expect(page.get_by_text("Сначала впишите игроков").first).to_be_visible()
    time.sleep(0.5)
    idle(page)
    grid = page.locator('[data-testid="stDataFrame"]').first
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + 60, box["y"] + 36 + 17)  # the first «Ник» cell (a click on the new row edits it)
    page.wait_for_function(f"['CANVAS', 'TEXTAREA', 'INPUT'].includes({ACTIVE})")
    if not page.evaluate(IN_GRID):
        page.keyboard.press("Escape")
        in_grid(page)
    main = '[data-testid="stMain"]'
    scroll = page.evaluate(f"document.querySelector('{main}').scrollTop")
    start = time.perf_counter()
    for name, role, clan in ROSTER:
        cell_value(page, "Tab", name)  # Tab: on to «Роль»
        cell_value(page, "Enter", role)  # Enter picks the role; the cursor goes a row down
        if clan:
            page.keyboard.press("ArrowUp")
            page.keyboard.press("Tab")
            cell_value(page, "Enter", clan)
            page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")  # «Ник» of the next row
        assert page.evaluate(IN_GRID)  # the focus stayed in the grid
    after = page.evaluate(f"document.querySelector('{main}').scrollTop")
    assert abs(after - scroll) < 5, (scroll, after)  # the page did not jump while the host typed
    time.sleep(0.5)  # the grid hands its last cell to the form a moment after it closes
    page.keyboard.press("Control+Enter")  # records the players
    expect(page.get_by_text("Прислали 0 из 12").first).to_be_visible(timeout=20_000)  # the order of moves has them
    idle(page)
    seconds = round(time.perf_counter() - start, 1)
    print(f"\ntwelve andorra players by keyboard: {seconds} s")
    TIMES["twelve_players_by_keyboard_s"] = seconds
    assert urlparse(page.url).path in ("", "/"), page.url  # still the Ночь page: no key reached the sidebar
    text = roster_yaml(page)
    for name, _role, _clan in ROSTER:
        assert f"name: {name}," in text, (name, text)
    assert "{name: Дон, role: Босс мафии, clan: Клан1}" in text and "{name: Отец Фёдор, role: Священник}" in text
    shot(page, "evening_01_twelve_players_by_keyboard")
