"""The «Сетап» page in a real Chromium (issue 20 points 1, 5): scenarios/setups/village.yaml uploaded with its text,
checked, a night started with it. Screenshots: artifacts/screenshots/setup_*.png.

Reuses the server, browser and page fixtures of tests/test_browser.py (`make browser-test`).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.test_browser import ROOT, browser, idle, nav, open_app, page, server, shot

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "server"]  # fixtures, used by name
SETUPS = ROOT / "scenarios" / "setups"


def test_upload_a_setup_check_it_and_start_a_night(page: Any) -> None:
    expect = playwright_api.expect
    open_app(page)
    nav(page, "Сетап").click()
    idle(page)
    expect(page.get_by_role("heading", name="Сетап")).to_be_visible()
    page.get_by_text("Свой файл сетапа", exact=True).click()
    idle(page)
    words = page.locator('[data-testid="stFileUploaderDropzoneInstructions"] span').first.evaluate(
        "el => getComputedStyle(el, '::after').content")
    assert "файл сетапа и текст правил" in words, words  # not the night page's «файл ночи»
    page.locator('[data-testid="stFileUploader"] input[type="file"]').set_input_files(
        [str(SETUPS / "village.yaml"), str(SETUPS / "village.txt")])
    idle(page)
    expect(page.get_by_text("Текст правил: village.txt")).to_be_visible()
    # the text box is filled by the rerun the upload asks for: waited for, not read at once
    expect(page.locator("textarea").first).to_have_value(re.compile("id: village"), timeout=30_000)

    page.get_by_role("button", name="Проверить").click()
    idle(page)
    expect(page.get_by_text("Файл правил загружен без ошибок: «Деревня» (village).")).to_be_visible()
    expect(page.get_by_role("heading", name="Деревня (village)")).to_be_visible()
    expect(page.get_by_text("роль «doctor»: «Доктор» из правил andorra")).to_be_visible()
    shot(page, "setup_01_checked")

    page.get_by_role("button", name="Начать ночь с этим сетапом").click()
    idle(page)
    expect(page.get_by_role("heading", name="Ночь").first).to_be_visible()
    expect(page.get_by_text("Загружена ночь night.yaml (пустая, правила «Деревня»)")).to_be_visible()
    sidebar = page.locator('[data-testid="stSidebar"]')
    expect(sidebar.get_by_text("пустая ночь")).to_be_visible()
    expect(sidebar.locator("strong").first).to_have_text("night.yaml")
    page.get_by_role("tab", name="Файл ночи").click()
    expect(page.get_by_text("rules: village.yaml")).to_be_visible()
    page.get_by_role("tab", name="Игроки и ходы").click()
    shot(page, "setup_02_night")
    assert page.locator('[data-testid="stException"]').count() == 0
