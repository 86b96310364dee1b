"""The Day and Game pages in a real Chromium (issue 8 item 8): paste a thread copied from the forum as
text, read it, take its votes, see the tally; move through a game folder and write its next step.

Shares the server, browser and helpers of `test_browser.py`; screenshots go to artifacts/screenshots/.
Run with `make browser-test` (pytest -m browser).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.test_browser import WORK_HOME, browser, idle, nav, open_app, page, server, shot  # noqa: F401

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "fixtures" / "day"
NIGHT = """ruleset: bankers
night: 2
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Mad Max, role: Вор, clan: Клан1}
  - {name: Марья, role: Босс, clan: Клан2}
  - {name: Айболит, role: Врач}
  - {name: Старый Лис, role: Мирный}
  - {name: Ёжик в тумане, role: Мирный}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Марья, action: Убийство от клана, target: Пётр}
"""


def paste_night(page: Any, text: str) -> None:  # noqa: F811
    page.get_by_role("tab", name="Вставить текст").click()
    page.get_by_label("Текст файла ночи").fill(text)
    page.get_by_role("button", name="Загрузить текст").click()
    idle(page)
    playwright_api.expect(page.get_by_text("Загружена ночь pasted.yaml")).to_be_visible()


def test_day_page_reads_a_pasted_thread_and_explains_the_tally(page: Any) -> None:  # noqa: F811
    expect = playwright_api.expect
    open_app(page)
    paste_night(page, NIGHT)
    nav(page, "День").click()
    idle(page)
    expect(page.get_by_role("heading", name="День").first).to_be_visible()
    page.get_by_label("Тема дня").fill((FIXTURES / "thread_text.txt").read_text(encoding="utf-8"))
    page.get_by_role("button", name="Прочитать голоса").click()
    idle(page)
    expect(page.get_by_text("текст с отметками ведущего; голосов: 6")).to_be_visible()
    expect(page.get_by_text("— не ник игрока", exact=False).first).to_be_visible()
    shot(page, "20_day_thread_read")
    page.get_by_role("button", name="Взять эти голоса в день").click()
    idle(page)
    expect(page.get_by_text("Итог: Дон").first).to_be_visible()
    expect(page.get_by_text("Голоса из темы записаны в день ночи (6)")).to_be_visible()
    shot(page, "21_day_tally")
    nav(page, "Итоги").click()
    idle(page)
    expect(page.get_by_text("Повешен: Дон", exact=False).first).to_be_visible()


def test_game_page_moves_through_a_game_and_writes_the_next_step(page: Any) -> None:  # noqa: F811
    expect = playwright_api.expect
    directory = WORK_HOME / "games" / "bankers_short"
    shutil.rmtree(directory, ignore_errors=True)
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", directory)
    for extra in sorted(directory.glob("0[3-9].yml")):
        extra.unlink()
    open_app(page)
    nav(page, "Игра").click()
    idle(page)
    field = page.get_by_label("Папка игры")
    field.fill(str(directory))
    field.press("Enter")
    idle(page)
    expect(page.get_by_text("День и ночь 2").first).to_be_visible()
    shot(page, "22_game_timeline")
    page.get_by_role("button", name="Записать следующий день и ночь").click()
    idle(page)
    expect(page.get_by_text("следующий шаг записан в", exact=False)).to_be_visible()
    assert (directory / "03.yml").exists()
    expect(page.get_by_text("День и ночь 3").first).to_be_visible()  # the timeline redrawn with the new step
    idle(page)
    page.locator('[data-testid="stButton"]').filter(has_text="Открыть").nth(2).click()
    idle(page)
    expect(page.get_by_text("03.yml открыт в мастерской", exact=False)).to_be_visible(timeout=15_000)
    nav(page, "День").click()
    idle(page)
    expect(page.get_by_text("Итог:", exact=False)).to_have_count(0)  # the new step, an empty day: no verdict yet (issue 22.3)
    nav(page, "Игра").click()
    idle(page)
    expect(page.get_by_text("В мастерской: 03.yml")).to_be_visible()
    shot(page, "23_game_step_open")
    saved = yaml.safe_load((directory / "03.yml").read_text(encoding="utf-8"))
    assert saved["day"] == {"votes": []}
