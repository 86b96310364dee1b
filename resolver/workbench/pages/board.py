"""Player board: every player at a glance, before and after the night (facts from `resolver.game.board`)."""

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import night_entry as ne
from resolver.workbench import style
from resolver.game import board

c.add_strings({
    "board_title": ("Игроки: до и после ночи", "Players: before and after the night"),
    "board_intro": ("Все игроки сразу: жив ли, роль, клан, предметы и что переносится с прошлых ночей. "
                    "Менять — на странице «Ночь».",
                    "Every player at a glance: alive, role, clan, items and what carries over. "
                    "Edit them on the «Night» page."),
    "board_counts": ("Живы к ночи: {alive} · погибают этой ночью: {died} · выбыли раньше: {out}",
                     "Alive at nightfall: {alive} · die tonight: {died} · out earlier: {out}"),
    "b_player": ("Игрок", "Player"), "b_role": ("Роль", "Role"), "b_clan": ("Клан", "Clan"),
    "b_items": ("Предметы", "Items"), "b_before": ("До ночи", "Before the night"),
    "b_tonight": ("Этой ночью", "Tonight"), "b_after": ("Переносится на следующую ночь", "Carried to the next night"),
    "b_alive": ("жив", "alive"), "b_out": ("☠ выбыл раньше", "☠ out earlier"), "b_survives": ("жив", "alive"),
    "b_nothing": ("—", "—"),
    "b_only_before": ("Ночь пока не разрешена: показано только то, что было до ночи.",
                      "The night is not resolved yet: only the state before it is shown."),
})


def render() -> None:
    st.title(c.t("board_title"))
    st.caption(c.t("board_intro"))
    ne.previous_night()
    cur = c.current()
    if cur.loaded.scenario is None or cur.res is None and not cur.loaded.ok:
        c.require_resolution(cur)
        return
    lang = c.lang()
    scenario = cur.loaded.scenario
    rs = cur.res.ruleset if cur.res is not None else None
    if rs is None:
        from resolver.rulesets import get_ruleset

        rs = get_ruleset(scenario.ruleset)
    rows_before = board.before(scenario, rs, lang)
    rows_after = None
    if cur.res is not None:
        index = c.pick_alternative(cur.res)
        rows_after = {r.name: r for r in board.after(cur.res, cur.res.alternatives[index], lang)}
    else:
        st.info(c.t("b_only_before"))
    alive = sum(r.alive for r in rows_before)
    died = sum(1 for r in (rows_after or {}).values() if r.died)
    st.markdown(c.t("board_counts", alive=alive, died=died, out=len(rows_before) - alive))
    dash = c.t("b_nothing")
    table = []
    for r in rows_before:
        after = rows_after.get(r.name) if rows_after else None
        row = {c.t("b_player"): r.name, c.t("b_role"): r.role, c.t("b_clan"): r.clan or dash,
               c.t("b_items"): ", ".join(r.items) or dash,
               c.t("b_before"): "; ".join([c.t("b_alive") if r.alive else c.t("b_out"), *r.state])}
        if rows_after is not None:
            tonight = [f"☠ {after.died}"] if after and after.died else ([c.t("b_survives")] if r.alive else [])
            row[c.t("b_tonight")] = "; ".join([*tonight, *(after.changes if after else [])]) or dash
            row[c.t("b_after")] = "; ".join(after.state) if after and after.alive and after.state else dash
        table.append(row)
    frame = pd.DataFrame(table)

    def shade(row: pd.Series) -> list[str]:
        before = str(row[c.t("b_before")])
        gone = before.startswith("☠") or str(row.get(c.t("b_tonight"), "")).startswith("☠")
        return ["background-color: #f7d4d4" if gone else ""] * len(row)

    with style.wide("board"):
        st.table(frame.style.apply(shade, axis=1).hide(axis="index"))
    with style.narrow("board"):  # a phone: each player over a few wrapped lines, nothing to scroll sideways
        style.row_list([phone_row(row, list(frame.columns)) for row in table])


def phone_row(row: dict[str, str], columns: list[str]) -> str:
    """One player of the board as Markdown lines: the name and role first, then each other column by its name."""
    name, role = row[columns[0]], row[columns[1]]
    gone = str(row.get(c.t("b_before"), "")).startswith("☠") or str(row.get(c.t("b_tonight"), "")).startswith("☠")
    head = f"**{c.md(name)}** · {c.md(role)}"
    lines = [f":red[{head}]" if gone else head]
    lines += [f"*{c.md(col)}:* {c.md(str(row[col]))}" for col in columns[2:] if col in row]
    return "  \n".join(lines)


render()
