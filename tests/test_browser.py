"""The workbench in a real Chromium: load, resolve, ask why, download, and how long a click takes.

Starts `streamlit run streamlit_app.py` on a free port, drives Debian's Chromium
with Playwright, saves screenshots to artifacts/screenshots/ and the measured
click-to-redraw times (a 40-player night) to artifacts/interaction_times.json.
Run with `make browser-test` (pytest -m browser).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

pytestmark = pytest.mark.browser
playwright_api = pytest.importorskip("playwright.sync_api")

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "fixtures"
WORK_HOME = Path(tempfile.mkdtemp(prefix="mafia-night-browser-"))  # the workbench's saved night
ARTIFACTS = ROOT / "artifacts"
SHOTS = ARTIFACTS / "screenshots"
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
TIMES: dict[str, Any] = {}

# Records every change of the app's script state with the browser's clock. A MutationObserver on
# the whole document sees each change (a rerun can be quicker than one animation frame), and the
# app element is looked up each time because it may be redrawn.
WATCH = """() => {
  window.__states = [];
  let last = null;
  const note = () => {
    const app = document.querySelector('[data-testid="stApp"]');
    const state = app && app.getAttribute('data-test-script-state');
    if (state !== last) { window.__states.push([performance.now(), state]); last = state; }
  };
  // Records arrive in batches: a quick rerun can be over ('running' -> 'notRunning') before the
  // callback runs, so the states in between are read from each record's old value.
  const seen = (records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.oldValue !== null && r.oldValue !== last) {
        window.__states.push([performance.now(), r.oldValue]); last = r.oldValue;
      }
    }
    note();
  };
  if (window.__observer) window.__observer.disconnect();
  window.__observer = new MutationObserver(seen);
  window.__observer.observe(document.documentElement, {subtree: true, attributes: true,
    attributeOldValue: true, attributeFilter: ['data-test-script-state'], childList: true});
  note();
  return performance.now();
}"""
RAN = """() => { const s = window.__states || []; const i = s.findIndex(x => x[1] === 'running');
  return i >= 0 && s.slice(i).some(x => x[1] === 'notRunning'); }"""
DONE_AT = """() => { const s = window.__states; const i = s.findIndex(x => x[1] === 'running');
  return s.slice(i).find(x => x[1] === 'notRunning')[0]; }"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    port = free_port()
    log = (ARTIFACTS / "streamlit.log")
    ARTIFACTS.mkdir(exist_ok=True)
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "resolver.workbench.launch", "streamlit_app.py", "--server.port", str(port),
             "--server.headless", "true"], cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
            env={**os.environ, "MAFIA_NIGHT_HOME": str(WORK_HOME)})
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as resp:
                        if resp.read() == b"ok":
                            break
                except OSError:
                    pass
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"streamlit did not start: {log.read_text()}")
                time.sleep(0.2)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium,
                              args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        yield b
        b.close()


def fresh_work_home() -> None:
    """Each test starts from the example night: the workbench would restore the last test's night (and its
    game folder). A closed page's last script run may still be saving, so the saved files are removed once
    nothing in the folder has changed for a moment."""
    deadline = time.monotonic() + 5
    last: list[tuple[str, float]] = []
    while time.monotonic() < deadline:
        now = sorted((str(f), f.stat().st_mtime) for f in WORK_HOME.rglob("*") if f.is_file())
        if now == last:
            break
        last = now
        time.sleep(0.4)
    for name in ("workbench.json", "game.json"):
        (WORK_HOME / name).unlink(missing_ok=True)
    for tab in (WORK_HOME / "sessions").glob("*.json"):  # each tab's night (resolver/workbench/state.py)
        tab.unlink(missing_ok=True)


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    fresh_work_home()
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, accept_downloads=True, locale="ru-RU")
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    pg.base_url = server  # type: ignore[attr-defined]
    yield pg
    context.close()


def idle(page: Any) -> None:
    page.wait_for_selector(IDLE)


def shot(page: Any, name: str) -> None:
    """The whole page: Streamlit scrolls inside its main block, so the window is made tall enough."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    height = page.evaluate("document.querySelector('[data-testid=\"stMain\"]').scrollHeight")
    page.set_viewport_size({"width": size["width"], "height": min(max(size["height"], height + 40), 5000)})
    time.sleep(0.5)  # let charts and tables paint
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True, animations="disabled")
    page.set_viewport_size(size)
    time.sleep(0.3)  # the page lays itself out again: a click at once may land on what moves


def timed(page: Any, action: Any, then: str, again: bool = False) -> float:
    """Milliseconds from the action to the script being idle again with `then` on the page. `again`: an action
    that can be repeated (a page's link): when no rerun followed it in 45 s, the click was lost under load (the page
    was redrawing), it is made once more and timed from there."""
    start = page.evaluate(WATCH)
    action()
    try:
        # a loaded 2-core machine: the script can take long to rerun
        page.wait_for_function(RAN, timeout=45_000 if again else 90_000)
    except playwright_api.Error:
        if not again:
            raise
        idle(page)
        start = page.evaluate(WATCH)
        action()
        page.wait_for_function(RAN, timeout=90_000)
    done = page.evaluate(DONE_AT)
    page.get_by_text(then, exact=False).first.wait_for(state="visible")
    visible = page.evaluate("performance.now()")
    return round(max(done, visible) - start, 1)


def nav(page: Any, title: str) -> Any:
    return page.locator('[data-testid="stSidebarNav"] a').filter(has_text=title).first


def open_app(page: Any) -> float:
    start = time.perf_counter()
    page.goto(page.base_url)
    idle(page)
    page.get_by_role("heading", name="Ночь").first.wait_for()
    return round((time.perf_counter() - start) * 1000, 1)


def upload(page: Any, path: Path) -> Any:
    page.get_by_role("tab", name="Загрузить файл").click()
    return page.locator('[data-testid="stFileUploader"] input[type="file"]').set_input_files(str(path))


def open_choice(page: Any, label: str, option: str) -> Any:
    """Open a selectbox and filter its (virtual) list so `option` is drawn; returns the option.

    On a busy machine a click right after a rerun can land on the box the rerun is replacing, and the list never
    opens: the box is scrolled into view, clicked, and the list waited for, three times at most."""
    box = page.locator('[data-testid="stSelectbox"]').filter(has_text=label).first
    found = page.get_by_role("option", name=option).first
    for _attempt in range(3):
        idle(page)
        box.scroll_into_view_if_needed()
        box.click()
        try:
            page.get_by_role("option").first.wait_for(state="visible", timeout=10_000)
            page.keyboard.type(option)
            found.wait_for(state="visible", timeout=10_000)
            return found
        except playwright_api.Error:
            page.keyboard.press("Escape")
    return found


def choose(page: Any, label: str, option: str) -> None:
    """Pick `option` in the selectbox `label`; on a busy machine the list can be redrawn under the click (the option
    detached, or never drawn): opened and clicked again, three times at most."""
    for attempt in range(3):
        try:
            open_choice(page, label, option).click(timeout=15_000 if attempt < 2 else 30_000)
            return
        except playwright_api.Error:
            if attempt == 2:
                raise
            page.keyboard.press("Escape")


# ---------------------------------------------------------------- tests
def test_load_resolve_explain_download(page: Any) -> None:
    TIMES["first_load_ms"] = open_app(page)
    expect = playwright_api.expect
    expect(page.get_by_role("heading", name="Игроки")).to_be_visible()
    page.locator('[data-testid="stDataFrame"] canvas').first.wait_for()
    shot(page, "01_night_editor")

    nav(page, "Итоги").click()
    idle(page)
    expect(page.get_by_text("Повешен: Дарья (Мирный)").first).to_be_visible()
    shot(page, "02_results")

    nav(page, "Почему").click()
    idle(page)
    page.locator('[data-testid="stExpander"] summary').filter(has_text="Весь пункт правил").first.click()
    expect(page.get_by_text("наворовался в жизни столько").first).to_be_visible()  # the whole clause, in its detail
    choose(page, "Ход или смерть", "☠ Шерлок — Убит")
    idle(page)
    expect(page.get_by_text("Дон Корлеоне: Убийство от клана").first).to_be_visible()
    page.locator('[data-testid="stGraphVizChart"] svg').first.wait_for()
    shot(page, "03_why_death")

    with page.expect_download() as info:
        page.locator('[data-testid="stSidebar"] [data-testid="stDownloadButton"] button').click()
    target = ARTIFACTS / "downloads" / info.value.suggested_filename
    target.parent.mkdir(parents=True, exist_ok=True)
    info.value.save_as(str(target))
    assert info.value.suggested_filename == "bankers_night1.yaml"
    assert target.read_text(encoding="utf-8") == (ROOT / "scenarios/examples/bankers_night1.yaml").read_text(
        encoding="utf-8")


def test_bad_upload_shows_located_problems(page: Any, tmp_path: Path) -> None:
    open_app(page)
    bad = tmp_path / "bad.yaml"
    bad.write_text("ruleset: bankers\nplayers:\n  - {name: A, role: Боссс, clan: Клан1}\n", encoding="utf-8")
    upload(page, bad)
    idle(page)
    playwright_api.expect(page.get_by_text("bad.yaml:3: неизвестная роль «Боссс»").first).to_be_visible()
    shot(page, "04_bad_upload")
    assert page.locator('[data-testid="stException"]').count() == 0


def test_ambiguous_whatif_and_next_night(page: Any) -> None:
    expect = playwright_api.expect
    open_app(page)
    page.get_by_role("tab", name="Вставить текст").click()
    page.get_by_label("Текст файла ночи").fill((FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"))
    page.get_by_role("button", name="Загрузить текст").click()
    idle(page)
    expect(page.get_by_text("Загружена ночь pasted.yaml")).to_be_visible()
    nav(page, "Исходы").click()
    idle(page)
    expect(page.get_by_text("Шизик и Стерва приглашают одного").first).to_be_visible()
    shot(page, "05_outcomes")

    nav(page, "Что если").click()
    idle(page)
    choose(page, "Опция правил", "Шизик и Стерва приглашают одного (B-08)")
    idle(page)
    choose(page, "Значение", "порядок ходов")
    idle(page)
    expect(page.get_by_text("Что меняется")).to_be_visible()
    shot(page, "06_whatif")

    # each click waits for the rerun it starts (made once more if it was lost under load), not only for an idle page
    timed(page, lambda: nav(page, "Следующая ночь").click(), "Выбираю исход №1", again=True)
    # as `resolve --next`: the host chooses first
    timed(page, lambda: page.get_by_role("button", name="Выбираю исход №1").click(), "Открыть её в мастерской",
          again=True)
    # a stale disabled copy may linger while the page redraws
    timed(page, lambda: page.get_by_role("button", name="Открыть её в мастерской").first.click(),
          "Загружена ночь night2.yaml", again=True)
    expect(page.get_by_text("Загружена ночь night2.yaml")).to_be_visible()
    shot(page, "07_next_night_opened")


def test_editor_cell_edit_reaches_the_yaml(page: Any) -> None:
    open_app(page)
    editor = page.locator('[data-testid="stDataFrame"]').nth(1)  # the moves
    editor.scroll_into_view_if_needed()
    time.sleep(0.3)
    box = editor.bounding_box()
    assert box is not None
    header, row = 36, 35
    # the «Время» column of the first move (the last column)
    page.mouse.dblclick(box["x"] + box["width"] - 40, box["y"] + header + row / 2)
    page.locator("textarea.gdg-input").fill("22:11")
    page.keyboard.press("Enter")
    idle(page)
    page.get_by_role("tab", name="Файл ночи").click()
    playwright_api.expect(page.get_by_text("22:11").filter(visible=True).first).to_be_visible()


def test_interaction_times_on_a_40_player_night(page: Any) -> None:
    expect = playwright_api.expect
    TIMES["first_load_ms_40"] = open_app(page)
    times: dict[str, float] = {}
    times["upload_40_players"] = timed(page, lambda: upload(page, FIXTURES / "night40.yaml"),
                                       "Загружена ночь night40.yaml")
    shot(page, "08_night40_editor")
    times["open_results_first"] = timed(page, lambda: nav(page, "Итоги").click(), "Итоги ночи 2", again=True)
    shot(page, "09_night40_results")
    times["open_why"] = timed(page, lambda: nav(page, "Почему").click(), "Граф зависимостей ходов", again=True)
    # a cause, one level down; the list opened again when the pick was lost under load (CI: a click on a redrawn list)
    times["pick_a_death"] = timed(page, lambda: choose(page, "Ход или смерть", "☠ Актер Юг — Убит мирными"),
                                  "Мирная охота → Актер Юг", again=True)
    page.locator('[data-testid="stGraphVizChart"] svg').first.wait_for()
    shot(page, "10_night40_why")
    times["open_results_again"] = timed(page, lambda: nav(page, "Итоги").click(), "Итоги ночи 2", again=True)
    # the language list of the sidebar
    times["switch_to_english"] = timed(page, lambda: choose(page, "Язык", "English"), "Night 2: results", again=True)
    expect(page.get_by_text("Morning post")).to_be_visible()
    shot(page, "11_night40_results_en")
    times["open_night_page"] = timed(page, lambda: nav(page, "Night").click(), "Players and moves", again=True)
    TIMES["click_to_redraw_ms_40_players"] = times
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "interaction_times.json").write_text(json.dumps(TIMES, ensure_ascii=False, indent=2) + "\n",
                                                      encoding="utf-8")
    print("\ninteraction times (ms):", json.dumps(TIMES, ensure_ascii=False, indent=2))
    assert all(t < 15_000 for t in times.values()), times
