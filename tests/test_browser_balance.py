"""The «Баланс» page in a real Chromium (issue 21): play a bundled setup beside a what-if with one role changed; the
chart and its progress fill in batch by batch while the games are played, then the table of rates stays.

Shares the server, browser and helpers of `test_browser.py`; the screenshot goes to artifacts/screenshots/.
Run with `make browser-test` (pytest -m browser).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.test_browser import browser, choose, idle, nav, open_app, page, server, shot  # noqa: F401

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")


def test_balance_page_fills_in_a_what_if_beside_the_setup(page: Any) -> None:  # noqa: F811
    expect = playwright_api.expect
    open_app(page)
    nav(page, "Баланс").click()
    idle(page)
    expect(page.get_by_role("heading", name="Баланс").first).to_be_visible()
    choose(page, "Расстановка", "bankers12 (банкиры, игроков: 12)")
    idle(page)
    games = page.get_by_label("Партий")
    games.fill("100")
    games.press("Enter")
    idle(page)
    page.locator('[data-testid="stCheckbox"]').filter(has_text="Что если").locator("label").click()
    idle(page)
    # «Игрок», not «Политика игроков» (a filter by text is a substring, whatever the case).
    page.locator('[data-testid="stSelectbox"]').filter(has_text=re.compile("^Игрок")).first.click()
    page.keyboard.type("Айболит")
    page.get_by_role("option", name="Айболит (Врач)").first.click()
    idle(page)
    choose(page, "Новая роль", "Мирный")
    idle(page)
    page.get_by_role("button", name="Сыграть").click()
    # While the games are played: a batch's chart with its progress, before the last.
    # The first batch's line, or already the last one: on a busy machine the cluster's start can outlast a batch's
    # draw (the batches' order of drawing is tests/test_app_balance.py's).
    expect(page.get_by_text(re.compile(r"Сыграно партий: (50 из 100|100 \()")).first).to_be_visible(timeout=120_000)
    expect(page.locator('[data-testid="stVegaLiteChart"]').first).to_be_visible()
    expect(page.get_by_text("Сыграно партий: 100 (сид 1, политика random)").first).to_be_visible(timeout=120_000)
    idle(page)
    table = page.locator('[data-testid="stTable"]').first
    expect(table).to_contain_text("как есть")
    expect(table).to_contain_text("что если: Айболит — Мирный")
    expect(table).to_contain_text("Мирные")
    page.locator('[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg').first.wait_for()
    shot(page, "40_balance_whatif")
