"""Keeping the host's work in the page: each browser tab its own saved night, its undo steps, and what the host
is told when the saved work cannot be read or written (issue 18 point 4).

The tab's id is in the page's address (`?s=<id>`): a reload finds its own file (`resolver.workbench.state`). A tab
opened afresh, or a copy of a tab that is still open, gets a new id and starts from the newest saved state,
copied, so no tab writes over another's.
"""

from __future__ import annotations

import threading
from typing import Any

import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import state

UNDO_STEPS = 30
UNDO_CHARS = 5_000_000
QUERY_KEY = "s"

c.add_strings({
    "state_broken": ("Сохранённая работа не прочитана: {path} — {reason}. Файл отложен как {aside} (не удалён и не "
                     "перезаписан); начата ночь по умолчанию.",
                     "The saved work could not be read: {path} — {reason}. The file was set aside as {aside} (not "
                     "deleted, not written over); the default night is open."),
    "state_broken_kept": ("Сохранённая работа не прочитана: {path} — {reason}. Файл оставлен как есть и не будет "
                          "перезаписан; эта вкладка сохраняет работу в другой файл.",
                          "The saved work could not be read: {path} — {reason}. The file is left as it is and will "
                          "not be written over; this tab keeps its work in another file."),
    "state_ack": ("Понятно", "Got it"),
    "state_unwritable": ("Работа не сохраняется на диск: {home} недоступна для записи ({err}). Правки живут, пока "
                         "открыта эта вкладка: скачайте ночь кнопкой «Скачать файл ночи».",
                         "The work is not saved to disk: {home} cannot be written ({err}). The edits live while "
                         "this tab is open: download the night with «Download the night»."),
})

_claims: dict[str, str] = {}  # a tab's id -> the Streamlit session that holds it (in this server)
_claims_lock = threading.Lock()


def _streamlit_session() -> str | None:
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    ctx = get_script_run_ctx()
    return ctx.session_id if ctx is not None else None


def _claim(tab_id: str) -> bool:
    """Take `tab_id` for this session; False when another open session holds it (a copied tab)."""
    from streamlit.runtime import Runtime

    me = _streamlit_session()
    with _claims_lock:
        holder = _claims.get(tab_id)
        if holder is not None and holder != me and Runtime.exists() and Runtime.instance().is_active_session(holder):
            return False
        if me is not None:
            _claims[tab_id] = me
        return True


def _new_tab_id() -> str:
    tab_id = state.new_session_id()
    _claim(tab_id)
    return tab_id


def _restore(ss: Any, work: state.Work) -> None:
    ss.night_text = work.night_text
    ss.night_name = work.night_name
    ss.undo_stack = [list(step) for step in work.undo]
    ss.baseline_text = work.baseline
    ss.setup_kept = dict(work.setup)
    ss.restored = work.night_name


def _default(ss: Any) -> None:
    path = c.ROOT / c.DEFAULT_NIGHT
    ss.night_text = path.read_text(encoding="utf-8") if path.exists() else c.empty_night("bankers")
    ss.night_name = c.DEFAULT_NIGHT
    ss.baseline_text = ss.night_text
    ss.undo_stack = []


def _open_tab(ss: Any) -> None:
    """The tab's id and its first night: its own file after a reload, else the newest state, copied."""
    asked = state.valid_session_id(st.query_params.get(QUERY_KEY))
    own = asked is not None and _claim(asked)
    tab_id = asked if own and asked is not None else _new_tab_id()
    source = state.session_file(tab_id) if own else (state.session_file(asked) if asked else None)
    if source is None or not source.exists():
        source = state.latest()
    found = state.read(source) if source is not None else None
    if isinstance(found, state.Broken):
        ss.state_broken = found
        if found.aside is None and found.path == state.session_file(tab_id):
            tab_id = _new_tab_id()  # the file stays as it is: this tab writes elsewhere
        found = None
    if found is None:
        _default(ss)
    else:
        _restore(ss, found)
    ss.tab_id = tab_id
    state.prune()


def init_state() -> None:
    ss = st.session_state
    if "night_text" not in ss:
        _open_tab(ss)
        ss._last_night = (ss.night_text, ss.night_name)
        ss.ed_gen = 0
        ss.load_problems = None
        ss.notice = None
        ss.pending_night = None
    if "tab_id" not in ss:  # a session whose night was set before its first run (tests)
        ss.tab_id = _new_tab_id()
    if st.query_params.get(QUERY_KEY) != ss.tab_id:  # a page switch may drop it from the address
        st.query_params[QUERY_KEY] = ss.tab_id


def show_notices() -> None:
    """Above the page: a saved state that could not be read (until the host says he has seen it)."""
    ss = st.session_state
    broken = ss.get("state_broken")
    if broken is None:
        return
    reason = broken.reason_en if c.lang() == "en" else broken.reason_ru
    if broken.aside is not None:
        text = c.t("state_broken", path=broken.path, reason=reason, aside=broken.aside.name)
    else:
        text = c.t("state_broken_kept", path=broken.path, reason=reason)
    left, right = st.columns([5, 1], vertical_alignment="center")
    left.warning(text, icon=":material/warning:")
    if right.button(c.t("state_ack"), key="state_ack"):
        ss.state_broken = None
        st.rerun()


def save_work() -> None:
    """Write the tab's night, its name and the undo steps; called after every run of the app.

    A change of the night since the last run becomes an undo step. A home that cannot be written is said in the
    sidebar on every run until a write succeeds; the night still lives in the session.
    """
    ss = st.session_state
    text, name = ss.get("night_text"), ss.get("night_name")
    if not isinstance(text, str):
        return
    last = ss.get("_last_night")
    if last is not None and last[0] != text and not ss.get("_undoing"):
        stack = (list(ss.get("undo_stack", [])) + [list(last)])[-UNDO_STEPS:]
        while len(stack) > 1 and sum(len(step[0]) for step in stack) > UNDO_CHARS:
            stack.pop(0)  # a big night keeps fewer steps
        ss.undo_stack = stack
    ss._undoing = False
    ss._last_night = (text, name)
    work = state.Work(text, str(name or "night.yaml"), ss.get("baseline_text"),
                      [(str(s[0]), str(s[1])) for s in ss.get("undo_stack", [])],
                      {str(k): str(v) for k, v in (ss.get("setup_kept") or {}).items()})
    if ss.get("_saved_state") != work:
        try:
            state.write(state.session_file(ss.tab_id), work)
            ss._saved_state = work
            ss.save_error = None
        except OSError as exc:
            ss.save_error = exc.strerror or str(exc)
    if ss.get("save_error"):
        st.sidebar.warning(c.t("state_unwritable", home=state.home(), err=ss.save_error), icon=":material/save:")


def undo() -> None:
    ss = st.session_state
    stack = list(ss.get("undo_stack", []))
    if not stack:
        return
    text, name = stack.pop()
    ss.undo_stack = stack
    c.set_night(text, name, baseline=False)
    ss._undoing = True
    ss.notice = None
    ss.undone = True
