"""Two browser tabs of the workbench in Chromium do not write over each other's night (issue 18 point 4).

Each tab has its id in its address (`?s=<id>`) and its own saved file: a reload brings back that tab's night,
also after a page switch; a second tab opened on the same address while the first is open is a copy with its own id.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from tests.test_browser import FIXTURES, browser, fresh_work_home, idle, nav, open_app, server  # noqa: F401
from tests.test_browser_day import paste_night

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
TAB_ID = re.compile(r"[?&]s=([0-9a-f]{32})")


@pytest.fixture
def context(browser: Any, server: str) -> Iterator[Any]:  # noqa: F811
    fresh_work_home()
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="ru-RU")
    ctx.set_default_timeout(30_000)
    ctx.base_url = server
    yield ctx
    ctx.close()


def new_tab(context: Any, url: str | None = None) -> Any:
    tab = context.new_page()
    tab.base_url = context.base_url
    tab.bring_to_front()  # a tab behind another draws no frames: a click would wait for one
    if url is None:
        open_app(tab)
    else:
        tab.goto(url)
        idle(tab)
    return tab


def reload(tab: Any) -> None:
    tab.bring_to_front()
    tab.reload()
    idle(tab)


def tab_id(tab: Any) -> str:
    playwright_api.expect(tab).to_have_url(TAB_ID)
    found = TAB_ID.search(tab.url)
    assert found is not None
    return found.group(1)


def current_night(tab: Any) -> str:
    """The night's file name as the sidebar shows it."""
    tab.locator('[data-testid="stSidebar"]').get_by_text("Текущая ночь").first.wait_for()
    return str(tab.locator('[data-testid="stSidebar"] strong').first.inner_text())


def shows_night(tab: Any, name: str) -> None:
    """The sidebar names the night `name` (waiting for a rerun that has just begun to draw it)."""
    playwright_api.expect(tab.locator('[data-testid="stSidebar"] strong').first).to_have_text(name)


def test_two_tabs_keep_their_own_nights(context: Any) -> None:
    expect = playwright_api.expect
    first = new_tab(context)
    paste_night(first, (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"))
    nav(first, "Итоги").click()  # a page switch keeps the tab's id in its address
    idle(first)
    first_id = tab_id(first)

    second = new_tab(context)  # a fresh tab starts from the newest night, as a copy of its own
    assert tab_id(second) != first_id and current_night(second) == "pasted.yaml"
    second.get_by_role("button", name="Начать с пустой ночи").click()
    idle(second)
    expect(second.locator('[data-testid="stSidebar"]').get_by_text("пустая ночь")).to_be_visible()

    reload(first)
    assert tab_id(first) == first_id and current_night(first) == "pasted.yaml"  # not the other tab's night
    reload(second)
    shows_night(second, "night.yaml")

    copy = new_tab(context, first.url)  # the first tab's address opened again while it is open
    assert current_night(copy) == "pasted.yaml" and tab_id(copy) != first_id
    nav(copy, "Ночь").click()  # it opened on «Итоги», where the first tab was
    idle(copy)
    copy.get_by_role("button", name="Начать с пустой ночи").click()
    idle(copy)
    shows_night(copy, "night.yaml")
    reload(first)
    assert current_night(first) == "pasted.yaml"
    for tab in (first, second, copy):
        assert tab.locator('[data-testid="stException"]').count() == 0
