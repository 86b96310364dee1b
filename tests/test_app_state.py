"""The host's work in the workbench (issue 18 point 4): each tab keeps its own night across a reload; a saved
state that cannot be read is set aside and said; a home that cannot be written is said, the edits kept.

A tab is an AppTest; its reload is a new AppTest with the tab's address (`?s=<id>`), as a browser reloads it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from resolver.workbench import state
from tests.test_app import APP, EXAMPLE, FIXTURES, load, run


def tab(address: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params.update(address or {})
    return run(at)


def address(at: AppTest) -> dict[str, str]:
    tab_id = at.query_params.get("s")
    assert isinstance(tab_id, str) and state.valid_session_id(tab_id), at.query_params
    return {"s": tab_id}


def warnings(at: AppTest) -> str:
    return "\n".join(w.value for w in at.warning)


def test_two_tabs_keep_their_own_nights_across_a_reload() -> None:
    night40 = (FIXTURES / "night40.yaml").read_text(encoding="utf-8")
    ambiguous = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")
    first = load(tab(), night40, "night40.yaml")
    second = tab()  # a fresh tab starts from the newest saved night, copied
    assert second.session_state["night_text"] == night40
    assert address(second) != address(first)
    load(second, ambiguous, "ambiguous.yaml")
    assert second.session_state["night_name"] == "ambiguous.yaml"
    again = tab(address(first))  # the first tab reloaded: its own night, not the other tab's
    assert again.session_state["night_name"] == "night40.yaml" and again.session_state["night_text"] == night40
    assert address(again) == address(first)
    assert tab(address(second)).session_state["night_name"] == "ambiguous.yaml"
    assert len(list((state.home() / state.SESSIONS).glob("*.json"))) == 2


def test_an_address_that_is_no_tab_id_writes_nowhere_else(tmp_path: Path) -> None:
    at = tab({"s": "../../" + str(tmp_path / "evil")})
    assert address(at)["s"] != "../../"
    assert not list(tmp_path.iterdir())
    assert (state.home() / state.SESSIONS / f"{address(at)['s']}.json").exists()


@pytest.mark.parametrize("raw", [b'{"night_text": "ruleset: bankers\\nplay', b'{"night_text": "x", "undo": 5}',
                                 b'{"night_text": ["x"]}', b"\x00\x01", b'{"night_text": "x", "setup": {"yaml": 5}}'])
def test_a_saved_state_that_cannot_be_read_is_set_aside_and_said(raw: bytes) -> None:
    home = state.home()
    home.mkdir(parents=True, exist_ok=True)
    (home / state.LEGACY).write_bytes(raw)
    at = tab()
    assert at.session_state["night_name"] == EXAMPLE  # the default night, no exception box
    asides = list(home.glob("workbench.json.broken-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == raw  # set aside byte for byte, never written over
    assert "Сохранённая работа не прочитана" in warnings(at) and asides[0].name in warnings(at)
    at.button(key="state_ack").click()
    run(at)
    assert "Сохранённая работа не прочитана" not in warnings(at)
    assert asides[0].read_bytes() == raw and not (home / state.LEGACY).exists()


def test_a_tabs_own_file_broken_is_set_aside_on_reload() -> None:
    first = tab()
    own = state.session_file(address(first)["s"])
    own.write_bytes(b'{"night_text": 1}')
    again = tab(address(first))
    assert "Сохранённая работа не прочитана" in warnings(again)
    assert [p.read_bytes() for p in own.parent.glob(f"{own.name}.broken-*")] == [b'{"night_text": 1}']


def test_an_unwritable_home_is_said_and_the_edits_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(blocker / "home"))
    at = tab()
    assert "Работа не сохраняется на диск" in warnings(at)
    edited = at.session_state["night_text"] + "# mine\n"
    at.session_state["night_text"] = edited
    run(at)
    assert at.session_state["night_text"] == edited and "Работа не сохраняется на диск" in warnings(at)
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(tmp_path / "home"))  # writable again: said no more
    run(at)
    assert "Работа не сохраняется на диск" not in warnings(at)
    assert state.read(state.session_file(address(at)["s"])) is not None
