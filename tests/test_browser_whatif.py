"""«Что если» in a real Chromium (issue 22 point 7): drop a move, or give it another action of its player, and see
what changes. On the bundled first night the Вор Щипач robs the Врач, whose heal of the Шерлок is lost (bankers
«Воровство»: the robbed player's move does not happen), and the clan's kill of the Шерлок stands.

Shares the server, browser and helpers of `test_browser.py`; screenshots: artifacts/screenshots/whatif_*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.test_browser import browser, choose, idle, nav, open_app, page, server, shot  # noqa: F401

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")


def variant_post(page: Any) -> str:
    """The morning post of the changed night (the right one of the two posts)."""
    return str(page.locator('[data-testid="stCode"]').nth(1).inner_text())


def test_what_if_a_move_is_dropped_or_changes_its_action(page: Any) -> None:  # noqa: F811
    expect = playwright_api.expect
    open_app(page)
    nav(page, "Что если").click()
    idle(page)
    expect(page.get_by_role("heading", name="Что если").first).to_be_visible()
    choose(page, "Ход", "Щипач: Воровство (Вор) → Айболит")
    idle(page)
    page.get_by_text("Убрать этот ход").click()
    idle(page)
    expect(page.get_by_text("Что меняется").first).to_be_visible()
    table = page.locator('[data-testid="stDataFrame"]').first
    expect(table).to_be_visible()
    # Without the theft the Врач's heal saves the Шерлок: the clan's kill of him fails and he is not in «Убит:».
    post = variant_post(page)
    assert "Убит: Иван (Мирный)" in post and "Шерлок" not in post, post
    shot(page, "whatif_01_move_dropped")

    page.get_by_text("Убрать этот ход").click()  # the move back, then another action of the Вор's
    idle(page)
    choose(page, "Заменить на ход", "Убийство от клана")  # not «Ход», the picker of the move above it
    idle(page)
    expect(page.get_by_text("Что меняется").first).to_be_visible()
    # The Вор sends a clan kill instead of robbing: the Врач's heal happens again, and of Клан1's two kills the
    # Boss's counts, his role first («не учтено: убийство от клана отправил Дон Корлеоне (приоритет ролей)»).
    post = variant_post(page)
    assert "Шерлок" not in post and "Айболит" not in post and "Убит: Иван (Мирный)" in post, post
    assert "Шерлок (Детектив)" in str(page.locator('[data-testid="stCode"]').nth(0).inner_text())
    shot(page, "whatif_02_action_changed")
