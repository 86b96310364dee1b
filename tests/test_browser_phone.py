"""The workbench on a phone (390x844) and the Why page of a 40-player night, in a real Chromium
(issue 9, items 8 and 6). Screenshots: artifacts/screenshots/phone_*.png, why_40_players*.png.
Run with `make browser-test` (pytest -m browser)."""

from __future__ import annotations

import time
from typing import Any, Iterator

import pytest

from tests.test_browser import FIXTURES, SHOTS, browser, fresh_work_home, idle, server, shot, upload  # noqa: F401

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
PHONE = {"width": 390, "height": 844}
CLOSED = 'document.querySelector(\'[data-testid="stSidebar"]\').dataset.collapsed === "true"'


@pytest.fixture
def phone(browser: Any, server: str) -> Iterator[Any]:  # noqa: F811 - the fixtures imported above
    fresh_work_home()
    context = browser.new_context(viewport=PHONE, locale="ru-RU", is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(server)
    idle(page)
    page.wait_for_function("window.__mafiaNightSidebar === true")  # the page's script is in place
    yield page
    context.close()


def collapsed(page: Any) -> str | None:
    return page.locator('[data-testid="stSidebar"]').get_attribute("data-collapsed")


def choose_page(page: Any, title: str) -> None:
    """Open the sidebar as a phone does (its button), tap the page."""
    page.locator('[data-testid="stExpandSidebarButton"]').click()
    page.wait_for_function('document.querySelector(\'[data-testid="stSidebar"]\').dataset.collapsed === "false"')
    page.locator('[data-testid="stSidebarNav"] a').filter(has_text=title).first.click()
    idle(page)
    page.wait_for_function(CLOSED)


def fits(page: Any, selector: str) -> None:
    """Every element of `selector` lies within the phone's width and the page does not scroll sideways."""
    boxes = page.evaluate(f"""() => Array.from(document.querySelectorAll('{selector}'))
        .map(e => e.getBoundingClientRect()).filter(r => r.width > 0).map(r => [r.left, r.right])""")
    assert boxes, selector
    for left, right in boxes:
        assert left >= 0 and right <= PHONE["width"] + 1, (selector, left, right)
    wide = page.evaluate("document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= PHONE["width"] + 1, wide


def test_phone_sidebar_closes_after_a_page_is_chosen(phone: Any) -> None:
    assert collapsed(phone) == "true"  # a phone opens on the page, not on the menu
    phone.locator('[data-testid="stExpandSidebarButton"]').click()
    phone.wait_for_function('document.querySelector(\'[data-testid="stSidebar"]\').dataset.collapsed === "false"')
    shot(phone, "phone_sidebar_open")
    phone.locator('[data-testid="stSidebarNav"] a').filter(has_text="Итоги").first.click()
    idle(phone)
    phone.wait_for_function(CLOSED)
    phone.get_by_role("heading", name="Итоги ночи").wait_for()
    choose_page(phone, "Почему")
    phone.wait_for_function(CLOSED)
    phone.get_by_role("heading", name="Почему так вышло").wait_for()


def test_phone_results_and_post_are_readable(phone: Any) -> None:
    choose_page(phone, "Итоги")
    phone.get_by_role("heading", name="Утренний пост").wait_for()
    post = phone.locator('[data-testid="stCode"]').first
    post.wait_for()
    assert "Убит:" in post.inner_text()
    # the post wraps on the phone: nothing of it is hidden to the right
    assert phone.evaluate("""() => { const c = document.querySelector('[data-testid="stCode"] pre');
        return c.scrollWidth <= c.clientWidth + 1; }""")
    fits(phone, '[data-testid="stCode"]')
    # the tables are lists on a phone (style.narrow): within its width, no table drawn beside them
    fits(phone, '[class*="st-key-narrow_"]')
    assert "Лечение →" in phone.locator('[class*="st-key-narrow_moves"]').inner_text()
    assert phone.evaluate("""() => Array.from(document.querySelectorAll('[data-testid="stDataFrame"]'))
        .filter(e => e.getBoundingClientRect().width > 0).length""") == 0
    fits(phone, "h1, h2, h3")
    shot(phone, "phone_results")


def test_phone_why_is_readable(phone: Any) -> None:
    choose_page(phone, "Почему")
    chain = phone.locator('[data-testid="stMarkdownContainer"] strong').filter(has_text="обворован").first
    chain.wait_for()
    fits(phone, '[data-testid="stExpander"]')
    fits(phone, '[data-testid="stMain"] [data-testid="stSelectbox"]')  # the sidebar's language list is off screen, closed
    # the detail opens to the whole clause, within the phone's width
    phone.locator('[data-testid="stExpander"] summary').filter(has_text="Весь пункт правил").first.click()
    phone.get_by_text("наворовался в жизни столько", exact=False).first.wait_for()
    fits(phone, "blockquote")
    phone.get_by_role("tab", name="Вся ночь").click()
    time.sleep(1)
    shot(phone, "phone_why")


def test_why_of_40_players_in_rows_of_steps(phone: Any) -> None:
    phone.set_viewport_size({"width": 1400, "height": 1000})
    upload(phone, FIXTURES / "night40.yaml")
    idle(phone)
    phone.get_by_text("night40.yaml", exact=False).first.wait_for()
    whole_night = phone.get_by_role("tab", name="Вся ночь")
    for _attempt in range(3):  # a click that lands while the upload's rerun finishes can be lost: try again
        phone.locator('[data-testid="stSidebarNav"] a').filter(has_text="Почему").first.click()
        idle(phone)
        try:
            whole_night.wait_for(timeout=10_000)
            break
        except playwright_api.TimeoutError:
            continue
    whole_night.click()
    charts = phone.locator('[data-testid="stGraphVizChart"] svg')
    charts.nth(3).wait_for()  # the focus graph and three rows of five steps
    assert charts.count() == 4
    # a row is drawn at a readable size: its node text is not shrunk below 8 px
    sizes = phone.evaluate("""() => Array.from(document.querySelectorAll('[data-testid="stGraphVizChart"]'))
        .slice(1).map(g => { const t = g.querySelector('g.node text'); return t.getBoundingClientRect().height; })""")
    assert min(sizes) >= 8, sizes
    legend = phone.locator(".mn-legend").last.inner_text()
    for word in ("удачно", "неудачно", "блок", "защита", "убийство", "пунктирная рамка"):
        assert word in legend, legend
    shot(phone, "why_40_players")
