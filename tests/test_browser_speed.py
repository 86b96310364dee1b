"""The speed a host feels (issue 22 point 9), measured in a real Chromium and printed, never asserted.

Targets of the issue, on a quiet machine: the first usable page in 1.5 s, every click in 0.3 s. The numbers go
to artifacts/speed.json and the test's output with the target beside each; a loaded machine (the suite, helpers)
measures more, so they are read, not checked: timing asserts make a test that fails by the weather.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from tests.test_browser import (ARTIFACTS, FIXTURES, WATCH, RAN, DONE_AT, browser, idle, nav, open_app, page,
                                server, timed)

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")
__all__ = ["browser", "page", "server"]  # fixtures, used by name
TARGETS_MS = {"first_page": 1500.0, "reload": 1500.0}
CLICK_TARGET_MS = 300.0


def load_ambiguous(page: Any) -> None:
    """The bankers night with two outcomes (Шизик and Стерва invite the same player, B-08)."""
    page.get_by_role("tab", name="Вставить текст").click()
    page.get_by_label("Текст файла ночи").fill((FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"))
    page.get_by_role("button", name="Загрузить текст").click()
    idle(page)
    playwright_api.expect(page.get_by_text("Загружена ночь pasted.yaml")).to_be_visible()


def step(page: Any, action: Any, then: str) -> float:
    """`timed`, once the page has settled: a click that lands while a rerun's second pass redraws is lost."""
    idle(page)
    time.sleep(0.5)
    idle(page)
    return timed(page, action, then)


def reload_ms(page: Any, then: str) -> float:
    """From the reload to the page drawn again with `then` (the tab's night kept by its address)."""
    start = time.perf_counter()
    page.reload()
    idle(page)
    page.get_by_text(then, exact=False).first.wait_for(state="visible", timeout=90_000)
    return round((time.perf_counter() - start) * 1000, 1)


def script_ms(page: Any, click: Any) -> float:
    """From a page link's click to its script run being over, once the page has settled after the reload. A click
    that no rerun followed in 45 s was lost while the page redrew (CI, a loaded machine): it is made once more."""
    for attempt in (1, 2):
        idle(page)
        time.sleep(0.5)
        idle(page)
        start = page.evaluate(WATCH)
        click()
        try:
            page.wait_for_function(RAN, timeout=45_000 if attempt == 1 else 90_000)
        except playwright_api.Error:
            if attempt == 2:
                raise
            continue
        return round(page.evaluate(DONE_AT) - start, 1)
    raise AssertionError("unreachable")


def table(times: dict[str, float]) -> str:
    lines = [f"{'step':<34}{'ms':>9}{'target':>9}  "]
    for step, ms in times.items():
        target = TARGETS_MS.get(step, CLICK_TARGET_MS)
        lines.append(f"{step:<34}{ms:>9.0f}{target:>9.0f}  {'ok' if ms <= target else 'over'}")
    return "\n".join(lines)


def test_the_speed_a_host_feels(page: Any) -> None:
    times: dict[str, float] = {"first_page": open_app(page)}
    load_ambiguous(page)
    times["open_outcomes"] = step(page, lambda: nav(page, "Исходы").click(), "Выбираю исход №2")
    times["choose_an_outcome"] = step(page, lambda: page.get_by_role("button", name="Выбираю исход №2").click(),
                                       "Ведущий выбрал исход №2")
    times["open_results"] = step(page, lambda: nav(page, "Итоги").click(), "Итоги ночи")
    times["open_why"] = step(page, lambda: nav(page, "Почему").click(), "Граф зависимостей ходов")
    times["open_night"] = step(page, lambda: nav(page, "Ночь").click(), "Ходы по порядку")
    times["reload"] = reload_ms(page, "Ходы по порядку")
    # the click's script run, not only the page: a rerun that draws nothing new still costs the host its wait
    times["open_players_script"] = script_ms(page, lambda: nav(page, "Игроки").click())
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "speed.json").write_text(json.dumps(times, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print("\nthe speed a host feels (ms; targets of issue 22 point 9 on a quiet machine):\n" + table(times))
    assert set(times) >= {"first_page", "choose_an_outcome", "reload"}
    assert all(ms > 0 for ms in times.values()), times


def test_the_table_marks_what_is_over_its_target() -> None:
    text = table({"first_page": 1400.0, "choose_an_outcome": 2100.0})
    assert "first_page" in text and text.splitlines()[1].endswith("ok")
    assert text.splitlines()[2].endswith("over")


