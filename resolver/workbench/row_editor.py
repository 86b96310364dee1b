"""The grids of the Ночь page on a phone: one row at a time (issue 22 point 8).

A data grid is drawn on a canvas wider than a phone and takes no typing by touch; on a narrow screen
(`style.narrow`) the players and the moves are edited here instead, a row picked from a list, its cells as
ordinary fields, «Записать» and «Удалить». A row is written through `night_tables.night_from_tables`, as an
edit of the grid would be: the same renames, the same state carried over.
"""

from __future__ import annotations

from typing import Any, Callable

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import night_tables as nt
from resolver.rulesets import get_ruleset
from resolver.specs.ruleset import RulesetSpec

c.add_strings({
    "re_player": ("Игрок для правки", "Player to edit"), "re_move": ("Ход для правки", "Move to edit"),
    "re_new_player": ("+ новый игрок", "+ a new player"), "re_new_move": ("+ новый ход", "+ a new move"),
    "re_record_player": ("Записать игрока", "Record the player"), "re_record_move": ("Записать ход", "Record the move"),
    "re_delete": ("Удалить", "Delete"),
    "re_none": ("—", "—"),
})
ss = st.session_state
NEW = -1  # the row picker's choice for a row not in the night yet
PLAYER_FIELDS = {"name": "c_name", "role": "c_role", "clan": "c_clan", "items": "c_items", "alive": "c_alive",
                 "doomed_by": "c_doomed"}
MOVE_FIELDS = {"actor": "c_actor", "action": "c_action", "target": "c_target", "target2": "c_target2",
               "time": "c_time"}


def _key(kind: str, field: str) -> str:
    return f"re_{kind}_{field}"


def _frames() -> tuple[dict[str, Any], RulesetSpec, pd.DataFrame, pd.DataFrame]:
    data = nt.night_data(ss.night_text)
    rs = get_ruleset(str(data.get("ruleset", "bankers")))
    return data, rs, nt.players_frame(data, rs), nt.moves_frame(data, rs)


def _write(data: dict[str, Any], rs: RulesetSpec, players: pd.DataFrame, moves: pd.DataFrame,
           renamed: dict[str, str] | None = None) -> None:
    text = nt.dump(nt.night_from_tables(data, players, moves, nt.day_values(data, rs), rs, renamed))
    if text != ss.night_text:
        ss.night_text = text
        ss.ed_gen += 1  # the grids (on a wide screen) are drawn anew from the night


def _cell(value: Any) -> Any:
    return None if value is None or (isinstance(value, float) and pd.isna(value)) or value == "" else value


def _load(kind: str, frame: pd.DataFrame, row: int, fields: dict[str, str], blank: dict[str, Any]) -> None:
    """Fill the fields from the row picked, once a pick (or the night under it) changes: not while typing."""
    values = ({f: _cell(frame.loc[row, f]) for f in fields} if row in frame.index else dict(blank))
    seen = repr((row, values))
    if ss.get(_key(kind, "src")) == seen and all(_key(kind, f) in ss for f in fields):
        return  # (a field's state is gone after a look at another page: filled again)
    for field, value in values.items():
        ss[_key(kind, field)] = (list(value) if isinstance(value, (list, tuple)) else value) if value is not None \
            else blank.get(field)
    ss[_key(kind, "src")] = seen


def _edited(kind: str, frame: pd.DataFrame, row: int, fields: dict[str, str]) -> tuple[pd.DataFrame, int]:
    """The frame with the picked row (or a new one at its end) as the fields hold it, and that row's index."""
    out = frame.copy()
    index = row if row in out.index else (int(max(out.index)) + 1 if len(out.index) else 0)
    if index not in out.index:
        out.loc[index] = [None] * len(out.columns)
    for field in fields:
        value = ss.get(_key(kind, field))
        out.at[index, field] = None if value == "" else value
    return out, index


def record_player() -> None:
    data, rs, players, moves = _frames()
    row = int(ss.get(_key("p", "row"), NEW))
    edited, index = _edited("p", players, row, PLAYER_FIELDS)
    if not str(edited.at[index, "name"] or "").strip():
        return  # a player without a name is no row (as in the grid)
    edited["alive"] = edited["alive"].map(nt.alive_cell)
    _write(data, rs, edited, moves, nt.renames(players, edited))
    ss[_key("p", "row")] = index


def delete_player() -> None:
    data, rs, players, moves = _frames()
    row = int(ss.get(_key("p", "row"), NEW))
    if row in players.index:
        _write(data, rs, players.drop(index=row), moves)
        ss[_key("p", "row")] = NEW


def record_move() -> None:
    data, rs, players, moves = _frames()
    row = int(ss.get(_key("m", "row"), NEW))
    edited, index = _edited("m", moves, row, MOVE_FIELDS)
    _write(data, rs, players, edited)
    ss[_key("m", "row")] = index


def delete_move() -> None:
    data, rs, players, moves = _frames()
    row = int(ss.get(_key("m", "row"), NEW))
    if row in moves.index:
        _write(data, rs, players, moves.drop(index=row))
        ss[_key("m", "row")] = NEW


def _picker(kind: str, label: str, rows: list[int], describe: Callable[[int], str], new: str) -> int:
    choices = [*rows, NEW]
    return int(c.kept(st.selectbox, label, choices, key=_key(kind, "row"), allowed=choices,
                      fallback=rows[0] if rows else NEW, format_func=lambda i: new if i == NEW else describe(i)))


def _choice(kind: str, field: str, label: str, options: list[str]) -> None:
    """A selectbox of names whose current value is offered even when it is not among them."""
    now = ss.get(_key(kind, field))
    offered = [None, *options, *([now] if now and now not in options else [])]
    st.selectbox(label, offered, key=_key(kind, field), placeholder=c.t("re_none"),
                 format_func=lambda v: c.t("re_none") if v is None else v)


def players_rows(rs: RulesetSpec) -> None:
    """The roster one player at a time."""
    _, _, players, _ = _frames()
    names = [str(n) for n in players["name"] if n]
    row = _picker("p", c.t("re_player"), list(players.index),
                  lambda i: f"{players.loc[i, 'name']} · {players.loc[i, 'role'] or '?'}", c.t("re_new_player"))
    _load("p", players, row, PLAYER_FIELDS, {"name": "", "role": None, "clan": None, "items": [], "alive": True,
                                             "doomed_by": None})
    with st.container(border=True):
        st.text_input(c.t("c_name"), key=_key("p", "name"))
        _choice("p", "role", c.t("c_role"), [r.name_ru for r in rs.roles.values()])
        _choice("p", "clan", c.t("c_clan"), list(rs.clans))
        items = [i.name_ru for i in rs.items.values()]
        ss[_key("p", "items")] = [i for i in ss.get(_key("p", "items")) or [] if i in items]
        st.multiselect(c.t("c_items"), items, key=_key("p", "items"), placeholder=c.t("re_none"))
        st.toggle(c.t("c_alive"), key=_key("p", "alive"))
        _choice("p", "doomed_by", c.t("c_doomed"), names)
        record, delete = st.columns(2)
        record.button(c.t("re_record_player"), key="re_p_record", on_click=record_player, type="primary",
                      icon=":material/check:", width="stretch")
        delete.button(c.t("re_delete"), key="re_p_delete", on_click=delete_player, disabled=row == NEW,
                      icon=":material/delete:", width="stretch")


def moves_rows(rs: RulesetSpec, actors: list[str], living: list[str]) -> None:
    """The moves one at a time: the special cases the table is for (a second move, a move sent for another)."""
    _, _, _, moves = _frames()

    def describe(i: int) -> str:
        targets = ", ".join(str(t) for t in (moves.loc[i, "target"], moves.loc[i, "target2"]) if _cell(t))
        return f"{moves.loc[i, 'actor']}: {moves.loc[i, 'action']}" + (f" → {targets}" if targets else "")

    row = _picker("m", c.t("re_move"), list(moves.index), describe, c.t("re_new_move"))
    _load("m", moves, row, MOVE_FIELDS, {"actor": None, "action": None, "target": None, "target2": None,
                                          "time": ""})
    with st.container(border=True):
        _choice("m", "actor", c.t("c_actor"), actors)
        _choice("m", "action", c.t("c_action"), [a.name_ru for a in rs.actions.values() if not a.params.get("pseudo")])
        _choice("m", "target", c.t("c_target"), living)
        _choice("m", "target2", c.t("c_target2"), living)
        if ss.get(_key("m", "time")) is None:
            ss[_key("m", "time")] = ""
        st.text_input(c.t("c_time"), key=_key("m", "time"), placeholder="22:15")
        record, delete = st.columns(2)
        record.button(c.t("re_record_move"), key="re_m_record", on_click=record_move, type="primary",
                      icon=":material/check:", width="stretch")
        delete.button(c.t("re_delete"), key="re_m_delete", on_click=delete_move, disabled=row == NEW,
                      icon=":material/delete:", width="stretch")
