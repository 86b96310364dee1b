"""A host's evening in a real Chromium (issue 22 points 1, 2, 6, 7): the players grid by keyboard, the day's
lynch carried into the night, the words, what-if on a move. Screenshots: artifacts/screenshots/evening_*.png.

Reuses the server, browser and page fixtures of tests/test_browser.py (`make browser-test`).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from tests.test_browser import FIXTURES, browser, idle, nav, open_app, page, server, shot, upload

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "server"]  # fixtures, used by name
BANKERS = (FIXTURES / "bankers_day_votes.yaml").read_text(encoding="utf-8")  # the day's votes hang Айболит


def load_text(page: Any, tmp_path: Path, text: str, name: str) -> None:
    night = tmp_path / name
    night.write_text(text, encoding="utf-8")
    upload(page, night)
    idle(page)
    playwright_api.expect(page.get_by_text(f"Загружена ночь {name}")).to_be_visible()
    page.get_by_role("tab", name="Игроки и ходы").click()


def picker_names(page: Any) -> list[str]:
    page.get_by_role("combobox", name="Игрок", exact=True).first.click()
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
