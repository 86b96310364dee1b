"""The workbench's «Сетап» page (issue 20 points 1 and 5): a bundled rule set or a setup file (uploaded with its
text, or pasted), checked — every located problem exactly as `mafia-night rules show` prints it, or the loaded rule
set's summary —, a night started from it on «Ночь», the file downloaded; the setup's text kept by the tab.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest
from streamlit.testing.v1 import AppTest

from resolver.api import resolve_text
from resolver.cli.main import main as cli_main
from tests.test_app import APP, ROOT, app, codes, markdown, run

VILLAGE = ROOT / "scenarios/setups/village.yaml"
VILLAGE_TEXT = ROOT / "scenarios/setups/village.txt"
NIGHT1 = ROOT / "scenarios/setups/village_nights/night1_heal_saves.yaml"
BROKEN = (VILLAGE.read_text(encoding="utf-8")
          .replace("{kind: kill, kill_kind: killed}", "{kind: kill, kill_kind: kiled}")
          .replace("clause: sheriff, actions: [check]", "clause: sheriff, actions: [chek]"))
INLINE = """id: hamlet
name_ru: Хутор
name_en: Hamlet
text: |
  1. Мафиози ночью убивает одного игрока.
  2. Мирные побеждают, когда мафии не осталось; мафия — когда не осталось мирных.
clauses:
  kill: {title_ru: "1. Убийство", title_en: "1. The kill", lines: [1, 1]}
  win: {title_ru: "2. Победа", title_en: "2. The win", lines: [2, 2]}
roles:
  mafioso: {name_ru: Мафиози, name_en: Mafioso, side: mafia, clause: kill, actions: [kill]}
  villager: {name_ru: Мирный, name_en: Villager, side: peaceful, clause: win}
steps:
  kill: {order: 1, name_ru: "1. Мафиози", name_en: "1. Mafioso", clause: kill}
actions:
  kill:
    name_ru: Убийство
    name_en: Kill
    step: kill
    clause: kill
    hostile: true
    rows:
      - {kind: kill, kill_kind: killed}
kill_kinds:
  killed: {label_ru: Убит, label_en: Killed, clause: kill}
citations: {cycle: [kill, null], same_step: [kill, null], later_step: [kill, null]}
"""


def page(lang: str = "ru") -> AppTest:
    return app("setup", lang)


def as_file(at: AppTest) -> AppTest:
    at.radio(key="setup_source" if at.session_state["lang"] != "en" else "setup_source@en").set_value("file")
    return run(at)


def upload(at: AppTest, *files: tuple[str, bytes]) -> AppTest:
    as_file(at)
    key = f"setup_upload_{at.session_state['setup_upload_n'] if 'setup_upload_n' in at.session_state else 0}"
    at.file_uploader(key=key).set_value([(name, data, "text/plain") for name, data in files])
    return run(at)


def upload_village(at: AppTest, text: str | None = None) -> AppTest:
    data = VILLAGE.read_bytes() if text is None else text.encode("utf-8")
    return upload(at, ("village.yaml", data), ("village.txt", VILLAGE_TEXT.read_bytes()))


def shown(at: AppTest) -> str:
    """The page's words: its headings, notes and Markdown."""
    return "\n".join([h.value for h in at.subheader] + [s.value for s in at.success] + [markdown(at)])


def tables(at: AppTest) -> str:
    return "\n".join(d.value.to_csv() for d in at.dataframe)


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click()
    return run(at)


def cli_lines(tmp_path: Path, text: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
              lang: str = "ru") -> list[str]:
    """What `mafia-night rules show village.yaml` prints for this text beside village.txt."""
    (tmp_path / "village.yaml").write_text(text, encoding="utf-8")
    shutil.copy(VILLAGE_TEXT, tmp_path / "village.txt")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    cli_main(["rules", "show", "village.yaml", "--lang", lang])
    captured = capsys.readouterr()
    return (captured.err or captured.out).rstrip("\n").split("\n")


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, bytes]]:
    """The bytes each download button of a run offers, by its file's name (AppTest keeps them in a media store
    that lives for one run)."""
    from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage

    seen: dict[str, bytes] = {}
    original = MemoryMediaFileStorage.load_and_get_id

    def keep(self: Any, path_or_data: Any, mimetype: str, kind: Any, filename: str | None = None) -> str:
        if isinstance(path_or_data, bytes) and filename:
            seen[filename] = path_or_data
        return original(self, path_or_data, mimetype, kind, filename)

    monkeypatch.setattr(MemoryMediaFileStorage, "load_and_get_id", keep)
    yield seen


def test_the_setup_page_loads_in_both_languages() -> None:
    at = page()
    assert [t.value for t in at.title] == ["Сетап"]
    assert at.button(key="setup_check").label == "Проверить"
    assert at.button(key="setup_start").label == "Начать ночь с этим сетапом"
    en = page("en")
    assert [t.value for t in en.title] == ["Setup"]
    assert en.button(key="setup_start").label == "Start a night with this setup"


def test_a_broken_setup_shows_every_located_problem_as_the_cli_prints_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    expected = cli_lines(tmp_path, BROKEN, monkeypatch, capsys)
    assert len(expected) == 3 and expected[0].startswith("village.yaml:43: roles.sheriff.actions: «chek»")
    at = click(upload_village(page(), BROKEN), "setup_check")
    assert "\n".join(expected[:-1]) in codes(at)
    assert [e.value for e in at.error] == [expected[-1]]  # «2 ошибки в файле правил; правила не загружены.»
    click(at, "setup_start")  # a broken setup starts no night
    assert "village" not in at.session_state["night_text"]
    en = page("en")
    expected_en = cli_lines(tmp_path, BROKEN, monkeypatch, capsys, "en")
    click(upload_village(en, BROKEN), "setup_check")
    assert "\n".join(expected_en[:-1]) in codes(en)


def test_a_setup_without_its_text_is_told_so_at_its_line() -> None:
    at = as_file(page())
    at.text_area(key="setup_yaml").set_value(VILLAGE.read_text(encoding="utf-8"))
    click(run(at), "setup_check")
    lines = "\n".join(codes(at))
    assert "setup.yaml:7: text: текст правил «village.txt» не читается" in lines, lines


def test_a_good_setup_shows_its_summary_with_what_it_took_from_a_bundled_rule_set() -> None:
    at = click(upload_village(page()), "setup_check")
    assert not at.error
    text = shown(at)
    assert "Деревня (village)" in text
    for word in ("Мафиози", "Мирный житель", "Лечение", "2. Мафиози", "3. Комиссар"):
        assert word in tables(at), word
    assert "роль «doctor»: «Доктор» из правил andorra" in text
    assert "её ход «heal»: изменено step, rows" in text


def test_a_pasted_setup_with_its_text_inside_is_checked_and_started() -> None:
    at = as_file(page())
    at.text_area(key="setup_yaml").set_value(INLINE)
    click(run(at), "setup_check")
    assert not at.error and "Хутор (hamlet)" in shown(at)
    click(at, "setup_start")
    loaded, res = resolve_text(at.session_state["night_text"], at.session_state["night_name"])
    assert res is not None, [p.text("ru") for p in loaded.problems]
    assert res.ruleset.id == "hamlet"


def test_a_bundled_rule_set_shows_its_summary_and_options() -> None:
    at = page()
    at.selectbox(key="setup_bundled").set_value("bankers")
    run(at)
    assert "Босс" in tables(at)
    assert "peaceful_hunt" in tables(at)  # bankers' options


def test_starting_a_night_puts_it_on_the_night_page_and_it_resolves() -> None:
    at = click(upload_village(page()), "setup_start")
    text, name = at.session_state["night_text"], at.session_state["night_name"]
    assert "ruleset: village" in text and "rules: village.yaml" in text
    loaded, res = resolve_text(text, name)
    assert res is not None and res.ruleset.id == "village", [p.text("ru") for p in loaded.problems]
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    assert not at.error, [e.value for e in at.error]
    # the host enters the night: the golden night of the setup's folder, in the started night's place
    golden = NIGHT1.read_text(encoding="utf-8").replace("rules: ../village.yaml", "rules: village.yaml")
    at.session_state["night_text"] = golden
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    assert not at.error, [e.value for e in at.error]
    loaded, res = resolve_text(golden, name)
    assert res is not None, [p.text("ru") for p in loaded.problems]
    assert res.chosen.outcomes[next(a.id for a in res.acts if a.actor == "Дон")].result == "failed"
    assert "Иван" in markdown(at) or "Иван" in "\n".join(codes(at))


def test_a_bundled_rule_set_starts_an_empty_night() -> None:
    at = page()
    at.selectbox(key="setup_bundled").set_value("classic")
    click(run(at), "setup_start")
    assert at.session_state["night_text"] == "ruleset: classic\nnight: 1\nplayers: []\nmoves: []\n"


def test_the_download_is_the_text(downloads: dict[str, bytes]) -> None:
    at = upload_village(page(), BROKEN)
    assert downloads["village.yaml"] == BROKEN.encode("utf-8")
    assert at.get("download_button")
    at.text_area(key="setup_yaml").set_value(INLINE)
    run(at)
    assert downloads["village.yaml"] == INLINE.encode("utf-8")
    at.radio(key="setup_source").set_value("bundled")
    run(at)
    at.selectbox(key="setup_bundled").set_value("classic")
    run(at)
    assert downloads["classic.yaml"] == (ROOT / "resolver/rulesets/classic.yaml").read_bytes()


def test_a_reload_of_the_tab_keeps_the_setup_text() -> None:
    at = as_file(page())
    at.text_area(key="setup_yaml").set_value(INLINE)
    run(at)
    tab_id = at.query_params.get("s")
    again = AppTest.from_file(APP, default_timeout=30)
    again.query_params.update({"s": tab_id})
    run(again)
    again.switch_page("resolver/workbench/pages/setup.py")
    run(again)
    assert again.radio(key="setup_source").value == "file"
    assert again.text_area(key="setup_yaml").value == INLINE
