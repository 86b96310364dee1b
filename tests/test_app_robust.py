"""Issue 7 in the workbench: nothing uploaded or pasted escapes as a traceback, no work is lost.

The night being edited is kept under MAFIA_NIGHT_HOME (tests/conftest.py gives each test its own).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from resolver.workbench import common
from tests.test_app import APP, EXAMPLE, FIXTURES, app, codes, load, run

BAD_INPUT = Path(__file__).parent / "bad_input"


def upload_bytes(at: AppTest, data: bytes, name: str) -> AppTest:
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    n = at.session_state["upload_n"] if "upload_n" in at.session_state else 0
    at.file_uploader(key=f"upload_{n}").upload(name, data, "application/x-yaml")
    return run(at)


def test_a_reload_and_a_restart_keep_the_night() -> None:
    text = (FIXTURES / "night40.yaml").read_text(encoding="utf-8")
    load(app(), text, "night40.yaml")
    again = AppTest.from_file(APP, default_timeout=30)  # a new session: a reload, or the app restarted
    run(again)
    assert again.session_state["night_name"] == "night40.yaml"
    assert again.session_state["night_text"] == text
    assert len(list((common.work_dir() / "sessions").glob("*.json"))) == 2  # a file each tab


def test_replacing_an_edited_night_asks_first_and_can_be_undone() -> None:
    at = app()
    edited = at.session_state["night_text"] + "# my edits\n"
    at.session_state["night_text"] = edited
    run(at)
    at.button(key="new_night").click()
    run(at)
    assert at.session_state["night_text"] == edited, "replaced without asking"
    assert any("Заменить текущую ночь" in w.value for w in at.warning)
    at.button(key="replace_no").click()
    run(at)
    assert at.session_state["night_text"] == edited and not at.session_state["pending_night"]
    at.button(key="new_night").click()
    run(at)
    at.button(key="replace_yes").click()
    run(at)
    assert at.session_state["night_text"].startswith("ruleset: bankers\nnight: 1\nplayers: []")
    at.button(key="undo").click()
    run(at)
    assert at.session_state["night_text"] == edited
    # the undo steps survive a restart too
    again = AppTest.from_file(APP, default_timeout=30)
    run(again)
    assert again.session_state["night_text"] == edited
    again.button(key="undo").click()
    run(again)
    assert again.session_state["night_name"] == EXAMPLE
    assert again.session_state["night_text"] == edited.removesuffix("# my edits\n")


def test_loading_another_night_over_edits_asks_first() -> None:
    at = app()
    edited = at.session_state["night_text"] + "# mine\n"
    at.session_state["night_text"] = edited
    run(at)
    load(at, (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"), "ambiguous.yaml")
    assert at.session_state["night_text"] == edited
    at.button(key="replace_yes").click()
    run(at)
    assert at.session_state["night_name"] == "ambiguous.yaml"


def test_a_cp1251_upload_is_read_as_cp1251() -> None:
    """It used to become `�` and two players named `����` (a duplicate player)."""
    at = upload_bytes(app(), (BAD_INPUT / "cp1251_ok.yaml").read_bytes(), "cp1251_ok.yaml")
    assert at.session_state["night_name"] == "cp1251_ok.yaml"
    assert "Пётр" in at.session_state["night_text"] and "�" not in at.session_state["night_text"]
    assert any("Windows-1251" in s.value for s in at.success)


@pytest.mark.parametrize("name", ["deep_nesting.yaml", "alias_bomb.yaml", "neither_encoding.yaml",
                                  "nul_and_escape.yaml", "target_mapping.yaml", "no_role.yaml"])
def test_bad_uploads_are_located_messages(name: str) -> None:
    at = upload_bytes(app(), (BAD_INPUT / name).read_bytes(), name)
    assert at.session_state["night_name"] == EXAMPLE
    assert at.error and name in at.error[0].value
    assert any(f"{name}:" in block for block in codes(at))


def test_deep_nesting_pasted_is_a_message() -> None:
    at = app()
    at.text_area(key="paste_text").set_value("ruleset: bankers\nplayers: " + "[" * 5000 + "]" * 5000)
    at.button(key="load_paste").click()
    run(at)
    assert any("вложенность глубже 64 уровней" in block for block in codes(at))  # the app speaks Russian


def test_an_error_while_reading_is_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise MemoryError("too much")

    monkeypatch.setattr(common, "load_text", broken)
    at = app()
    at.text_area(key="paste_text").set_value("ruleset: bankers\n")
    at.button(key="load_paste").click()
    at.run()
    assert not at.exception
    assert any("MemoryError" in block for block in codes(at))
