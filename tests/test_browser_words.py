"""The words of an evening in a real Chromium (issue 22 point 6): «Сижу дома» counts as sent, one word for a move
not made, the chosen outcome said everywhere, words that agree, reasons read whole (on a phone too), a card for each
player who died. Screenshots: artifacts/screenshots/words_*.png.

Reuses the server, browser and page fixtures of tests/test_browser.py and the phone of tests/test_browser_phone.py
(`make browser-test`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from resolver import report
from tests.test_app import ROOT, resolved
from tests.test_app_entry import NIGHT2
from tests.test_browser import FIXTURES, browser, idle, nav, open_app, page, server, shot
from tests.test_browser_evening import load_text
from tests.test_browser_phone import PHONE, choose_page, phone

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "phone", "server"]  # fixtures, used by name

LONG = "scenarios/andorra/undead/vh_search_vampire_shoots.yaml"
KILLER_JAILED = "scenarios/andorra/jailer_jails_tonights_killer.yaml"
MADAM = """ruleset: bankers
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Мадам, role: Стерва, gender: f}
  - {name: Иван, role: Мирный}
moves:
  - {actor: Дон, action: Убийство от клана, target: Мадам}
"""


def main_text(page: Any) -> str:
    return str(page.locator('[data-testid="stMain"]').inner_text())


def paste_night(page: Any, text: str) -> None:
    page.get_by_role("tab", name="Вставить текст").click()
    page.get_by_label("Текст файла ночи").fill(text)
    page.get_by_role("button", name="Загрузить текст").click()
    idle(page)
    playwright_api.expect(page.get_by_text("Загружена ночь pasted.yaml")).to_be_visible()


def test_stay_home_pasted_counts_as_sent(page: Any, tmp_path: Path) -> None:
    expect = playwright_api.expect
    open_app(page)
    load_text(page, tmp_path, NIGHT2, "night2.yaml")
    expect(page.get_by_text("Кто ещё не прислал ход")).to_be_visible()
    assert "☐ Псих" in main_text(page)
    box = page.get_by_label("Ходы игроков")
    box.fill("Псих: Сижу дома")
    box.press("Control+Enter")
    idle(page)
    expect(page.get_by_text("⌂ сидит дома").first).to_be_visible()
    page.get_by_role("button", name="Добавить понятые ходы (1)").click()
    idle(page)
    expect(page.get_by_text("сидит дома — сам так написал").first).to_be_visible()
    assert "☐ Псих" not in main_text(page)
    shot(page, "words_01_stay_home_sent")


def test_a_move_not_made_reads_неудачно_in_moves_and_letter(page: Any) -> None:
    open_app(page)  # the example night: Шерлок's check is not made
    nav(page, "Итоги").click()
    idle(page)
    page.get_by_text("Почему — каждый ход целиком").click()
    text = main_text(page)
    assert "⊘ неудачно" in text and "не состоялся" not in text
    assert "Проверка (Детектив) → Пётр: неудачно" in text or "неудачно" in text.split("Личные результаты")[1]
    shot(page, "words_02_void_word")


def test_the_chosen_outcome_is_said_everywhere(page: Any) -> None:
    open_app(page)
    paste_night(page, (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"))
    nav(page, "Исходы").click()
    idle(page)
    assert "это исход №1" in main_text(page)
    page.get_by_role("button", name="Выбираю исход №2").first.click()
    idle(page)
    playwright_api.expect(page.get_by_text("Ведущий выбрал исход №2 из 2").first).to_be_visible()
    idle(page)
    # the page's stale elements fade out as it redraws: waited for, then none may be left
    playwright_api.expect(page.get_by_text("это исход №1")).to_have_count(0)
    text = main_text(page)
    assert "это исход №1" not in text and "нужно решение ведущего" not in text
    shot(page, "words_03_chosen_outcome")


def test_words_agree_with_her_gender(page: Any) -> None:
    open_app(page)
    paste_night(page, MADAM)
    nav(page, "Итоги").click()
    idle(page)
    playwright_api.expect(page.get_by_text("Мадам убита кланом (Дон)").first).to_be_visible()
    shot(page, "words_04_gender")


def _longest_why(path: str) -> str:
    res = resolved(path)
    return str(max(report.move_rows(res, res.chosen, "ru"), key=lambda r: len(r["why"]))["why"])


def test_the_longest_reason_is_read_whole(page: Any) -> None:
    why = _longest_why(LONG)
    open_app(page)
    paste_night(page, (ROOT / LONG).read_text(encoding="utf-8"))
    nav(page, "Итоги").click()
    idle(page)
    page.get_by_text("Почему — каждый ход целиком").click()
    shown = page.locator('[data-testid="stExpander"]').filter(has_text="Почему — каждый ход целиком")
    assert why in " ".join(shown.inner_text().split())
    shot(page, "words_05_reason_whole")


def test_the_longest_reason_is_read_whole_on_a_phone(phone: Any) -> None:
    why = _longest_why(LONG)
    paste_night(phone, (ROOT / LONG).read_text(encoding="utf-8"))
    choose_page(phone, "Итоги")
    moves = phone.locator('[class*="st-key-narrow_moves"]').first
    moves.scroll_into_view_if_needed()
    assert why in " ".join(moves.inner_text().split())
    right = moves.evaluate("e => e.getBoundingClientRect().right")
    assert right <= PHONE["width"] + 1
    assert phone.evaluate("document.querySelector('[data-testid=\"stMain\"]').scrollWidth") <= PHONE["width"] + 1
    shot(phone, "words_05_reason_whole_phone")


def test_a_dead_maniac_has_a_card_with_how_and_why(page: Any) -> None:
    open_app(page)
    paste_night(page, (ROOT / KILLER_JAILED).read_text(encoding="utf-8"))
    nav(page, "Итоги").click()
    idle(page)
    card = page.locator('[data-testid="stVerticalBlockBorderWrapper"], [data-testid="stVerticalBlock"]').filter(
        has_text="✝ Джек").last
    playwright_api.expect(card).to_be_visible()
    text = card.inner_text()
    assert "Маньяк" in text and "Тюремщиком" in text and "строка 289" in text
    shot(page, "words_06_death_card")
