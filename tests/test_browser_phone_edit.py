"""The Ночь and Игроки pages on a phone (390x844) in a real Chromium (issue 22 point 8): nothing wider than the
screen, no word of a table split across lines, «Игроки» without a sideways scroll in its box, and the grids
edited by touch, one row at a time, the edit resolved. Screenshots: artifacts/screenshots/phone_*.png.
Run with `make browser-test` (pytest -m browser)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.test_browser import browser, idle, playwright_api, server, shot  # noqa: F401 - the fixtures
from tests.test_browser_phone import PHONE, choose_page, phone  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser
MAIN = '[data-testid="stMainBlockContainer"]'

# Every element of the main block that is drawn wider than the screen, and every box that scrolls sideways
# (the tab bar of Streamlit's tabs aside: it is made to scroll).
TOO_WIDE = """(limit) => {
  const out = [];
  for (const e of document.querySelector('%s').querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || e.closest('[role="tablist"]')) continue;
    const style = getComputedStyle(e);
    const scrolls = ['auto', 'scroll'].includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1;
    if (r.width > limit + 1 || scrolls)
      out.push([e.tagName, e.getAttribute('data-testid') || e.className.toString().slice(0, 50),
                Math.round(r.width), e.scrollWidth, e.clientWidth]);
  }
  return out;
}""" % MAIN

# The words of the main block's visible text (split at spaces and hyphens) that the browser drew over two lines
# or more (the Range API: one client rect a line), leaving out a word wider than its box (it must break).
SPLIT_WORDS = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.querySelector('%s'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement;
    if (!box || box.getBoundingClientRect().width === 0 || box.closest('[role="tablist"], svg, canvas')) continue;
    const width = box.closest('td, th, li, p, div').clientWidth;
    const re = /[^\\s\\-\\u2010-\\u2015]+/g;
    for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = Array.from(range.getClientRects()).filter(r => r.width > 0);
      const lines = new Set(rects.map(r => Math.round(r.top)));
      const drawn = rects.reduce((sum, r) => sum + r.width, 0);
      if (lines.size > 1 && drawn <= width) out.push(m[0]);
    }
  }
  return out;
}""" % MAIN


def all_drawn(page: Any) -> None:
    """Scroll the page through once: Streamlit draws some elements only once they are in view."""
    page.evaluate("""async () => { const main = document.querySelector('[data-testid="stMain"]');
        for (let y = 0; y < main.scrollHeight; y += 600) { main.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); }
        main.scrollTo(0, 0); }""")


def settle(page: Any) -> None:
    """The rerun a tap starts, over: it may begin a moment after the tap."""
    time.sleep(0.4)
    idle(page)


def tap_choice(page: Any, key: str, option: str) -> None:
    """A selectbox by touch: tap it, tap the option in its list. A list redrawn under the tap on a busy machine (the
    option detached) is opened and tapped again, three times at most."""
    for attempt in range(3):
        try:
            idle(page)
            page.locator(f".st-key-{key} input").first.tap()
            page.get_by_role("option", name=option, exact=True).first.tap(timeout=15_000 if attempt < 2 else 30_000)
            break
        except playwright_api.Error:
            if attempt == 2:
                raise
            page.keyboard.press("Escape")
    settle(page)


def test_phone_night_fits_and_keeps_words_whole(phone: Any) -> None:
    phone.get_by_role("heading", name="Ходы по порядку").wait_for()
    all_drawn(phone)
    assert phone.evaluate(SPLIT_WORDS) == []  # before: «Стра|ж», «Щипа|ч», «Приглаше|ние» in the order of moves
    overview = phone.locator(".st-key-narrow_overview")
    assert "Дон Корлеоне" in overview.inner_text() and "Убийство от клана" in overview.inner_text()
    assert phone.evaluate(TOO_WIDE, PHONE["width"]) == []  # before: the grids' canvases, 731 and 570 px
    assert phone.evaluate("document.querySelector('[data-testid=\"stMain\"]').scrollWidth") <= PHONE["width"] + 1
    # the grids give way to one row at a time: no canvas grid is drawn on the phone
    assert phone.evaluate("""() => Array.from(document.querySelectorAll('[data-testid="stDataFrame"]'))
        .filter(e => e.getBoundingClientRect().width > 0).length""") == 0
    assert phone.locator(".st-key-narrow_players_rows").is_visible()
    shot(phone, "phone_night")


def test_phone_board_has_no_sideways_scroll(phone: Any) -> None:
    choose_page(phone, "Игроки")
    phone.get_by_role("heading", name="Игроки: до и после ночи").wait_for()
    board = phone.locator(".st-key-narrow_board")
    board.wait_for()
    assert "Шерлок" in board.inner_text() and "Детектив" in board.inner_text()
    all_drawn(phone)
    assert phone.evaluate(TOO_WIDE, PHONE["width"]) == []
    assert phone.evaluate(SPLIT_WORDS) == []
    shot(phone, "phone_board")


def killed(page: Any) -> str:
    """The «Убит:» lines of the morning post on «Итоги»."""
    choose_page(page, "Итоги")
    post = page.locator('[data-testid="stCode"]').first
    post.wait_for()
    return "\n".join(line for line in post.inner_text().splitlines() if line.startswith("Убит"))


def test_phone_a_player_and_a_move_edited_by_touch_are_resolved(phone: Any) -> None:
    """Шерлок gets a бронежилет (he lives), then Дон Корлеоне's clan kill goes to Очевидец: both in the phone's row
    editors, by touch, and the morning post follows each."""
    assert "Шерлок" in killed(phone)
    choose_page(phone, "Ночь")
    tap_choice(phone, "re_p_row", "Шерлок · Детектив")
    phone.locator(".st-key-re_p_items input").first.tap()
    phone.get_by_role("option", name="бронежилет", exact=True).first.tap()
    phone.locator(".st-key-re_p_items label").first.tap()  # a tap beside the list closes it, as on a phone
    settle(phone)
    phone.locator(".st-key-re_p_record button").tap()
    settle(phone)
    assert "Шерлок" not in killed(phone)
    choose_page(phone, "Ночь")
    tap_choice(phone, "re_m_row", "Дон Корлеоне: Убийство от клана → Шерлок")
    tap_choice(phone, "re_m_target", "Очевидец")
    phone.locator(".st-key-re_m_record button").tap()
    settle(phone)
    phone.locator(".st-key-narrow_overview").get_by_text("Убийство от клана → Очевидец", exact=False).wait_for()
    shot(phone, "phone_move_edit")
    assert "Очевидец" in killed(phone)
    shot(phone, "phone_move_edit_results")
