"""Beyond what hosts have (issue 22): the running vote count for the thread on «День», and the game at a glance on
«Игра», in a real Chromium. Screenshots: artifacts/screenshots/votecount_*.png.

Reuses the server, browser and page fixtures of tests/test_browser.py (`make browser-test`).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.test_browser import FIXTURES, WORK_HOME, browser, idle, nav, open_app, open_choice, page, server, shot, timed
from tests.test_browser_day import paste_night

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "server"]  # fixtures, used by name
ROOT = Path(__file__).resolve().parent.parent
NIGHT = (FIXTURES / "day" / "thread_cast.yml").read_text(encoding="utf-8") + "night: 2\nmoves: []\n"
THREAD = (FIXTURES / "day" / "thread_bbcode.txt").read_text(encoding="utf-8")
# the thread pasted again later: Марья's vote in a new post
MORE = THREAD + '[quote="Марья" post_id=108 time=1764614100 user_id=10][color=red]Иван[/color][/quote]\n'


def tab(page: Any, name: str) -> None:
    """Click a tab once the redraw has left one of that name (a stale tab bar lingers while the page redraws)."""
    tabs = page.get_by_role("tab", name=name)
    playwright_api.expect(tabs).to_have_count(1)
    tabs.click()


def read_and_take(page: Any, thread: str) -> None:
    tab(page, "Голоса из темы форума")
    page.get_by_label("Тема дня").fill(thread)
    # each click waits for the rerun it starts (made once more if it was lost under load), not only for an idle page:
    # a button found before the rerun is detached by it
    timed(page, lambda: page.get_by_role("button", name="Прочитать голоса").click(), "Голоса из темы форума", again=True)
    tab(page, "Голоса из темы форума")  # a redraw may show the tally's tab again
    take = page.get_by_role("button", name="Взять эти голоса в день")
    take.scroll_into_view_if_needed()
    timed(page, take.click, "Подсчёт голосов для темы", again=True)


def count_text(page: Any, name: str = "Итог дня, голос за голосом") -> str:
    tab(page, name)
    block = page.locator(".st-key-day_vote_count [data-testid='stCode']").first
    block.wait_for(state="visible")
    return str(block.inner_text())


def test_the_vote_count_post_follows_the_thread(page: Any) -> None:
    expect = playwright_api.expect
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_app(page)
    paste_night(page, NIGHT)
    nav(page, "День").click()
    idle(page)
    read_and_take(page, THREAD)
    expect(page.get_by_text("Подсчёт голосов для темы")).to_be_visible()
    text = count_text(page)
    assert text.startswith("[b]Голосование[/b] — по состоянию на пост №107"), text  # the last post read, not a vote's
    assert "[b]Дон[/b] — 2: Иван (101), Пётр (102) — сейчас уходит" in text
    assert "Пустой голос: Айболит" in text and "Не проголосовали (2): Бонни, Марья" in text
    # the block's own copy button puts exactly the post on the clipboard
    block = page.locator(".st-key-day_vote_count [data-testid='stCode']").first
    block.scroll_into_view_if_needed()
    block.hover()
    block.locator("button").first.click()
    assert str(page.evaluate("navigator.clipboard.readText()")).strip() == text.strip()
    shot(page, "votecount_01_day_count")
    # the thread pasted again, one post more: the count follows
    read_and_take(page, MORE)
    text = count_text(page)
    assert text.startswith("[b]Голосование[/b] — по состоянию на пост №108"), text
    assert "[b]Иван[/b] — 1: Марья (108) — нужно ещё 2" in text and "Не проголосовали (1): Бонни" in text
    # in English
    open_choice(page, "Язык", "English").click()
    idle(page)
    expect(page.get_by_text("The vote count for the thread")).to_be_visible()
    text = count_text(page, "The day's tally, vote by vote")
    assert text.startswith("[b]Vote count[/b] — as of post #108") and "Not voting (1): Бонни" in text, text
    shot(page, "votecount_02_day_count_en")


def test_the_game_at_a_glance_is_drawn(page: Any) -> None:
    expect = playwright_api.expect
    directory = WORK_HOME / "games" / "glance_bankers_short"
    shutil.rmtree(directory, ignore_errors=True)
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", directory)
    open_app(page)
    nav(page, "Игра").click()
    idle(page)
    field = page.get_by_label("Папка игры")
    field.fill(str(directory))
    field.press("Enter")
    idle(page)
    expect(page.get_by_role("heading", name="Игра с первого взгляда")).to_be_visible()
    charts = page.locator('[data-testid="stVegaLiteChart"]')
    expect(charts).to_have_count(2)  # the sides alive, the deaths by cause
    charts.first.scroll_into_view_if_needed()
    for chart in charts.all():
        chart.locator("canvas, svg").first.wait_for(state="visible")
        box = chart.bounding_box()
        assert box is not None and box["height"] > 100 and box["width"] > 200, box
    shot(page, "votecount_03_game_glance")
