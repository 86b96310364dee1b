"""Results: the morning post, deaths, every move with its result, and each player's private result."""

import pandas as pd
import streamlit as st

from app_pages import common as c
from resolver import report

c.add_strings({
    "results_title": ("Итоги ночи", "Results of the night"),
    "morning_post": ("Утренний пост", "Morning post"),
    "morning_post_help": ("Кнопка копирования — в правом верхнем углу блока.", "Copy button: top right of the block."),
    "deaths": ("Погибшие", "Deaths"),
    "nobody_died": ("Этой ночью никто не погиб.", "Nobody died tonight."),
    "moves_title": ("Ходы", "Moves"),
    "private_title": ("Личные результаты", "Private results"),
    "private_all": ("Все личные результаты одним текстом", "All private results as one text"),
    "notes": ("Круги ходов и решения ведущего", "Rings of moves and host rulings"),
    "ask_why": ("Почему так? Разобрать ход или смерть", "Why? Take a move or a death apart"),
    "see_outcomes": ("Сравнить исходы", "Compare the outcomes"),
})


MOVE_ROW = 80  # px: above 4rem the data grid wraps a cell's text over lines (the «Почему» column)


def table_height(rows: int) -> int:
    """Tall enough for every row of a 40-player night, so the table does not scroll inside the page."""
    return min(38 + 35 * max(rows, 1), 1400)


def render() -> None:
    lang = c.lang()
    st.title(c.t("results_title"))
    res = c.require_resolution(c.current())
    if res is None:
        return
    index = c.pick_alternative(res)
    if res.ambiguous:
        st.page_link(c.PAGES["outcomes"], label=c.t("see_outcomes"), icon=c.ICONS["outcomes"])
    alt = res.alternatives[index]

    post_col, deaths_col = st.columns([5, 4])
    with post_col:
        st.subheader(c.t("morning_post"), help=c.t("morning_post_help"))
        st.code(report.morning_post(res, alt, lang), language=None, wrap_lines=True)
    with deaths_col:
        st.subheader(c.t("deaths"))
        rows = report.deaths(res, alt)
        if not rows:
            st.write(c.t("nobody_died"))
        else:
            kinds = res.ruleset.kill_kinds
            st.dataframe(pd.DataFrame([{
                c.t("col_player"): d["player"],
                c.t("col_role"): res.ruleset.roles[d["role"]].name_ru if lang == "ru" else res.ruleset.roles[d["role"]].name_en,
                c.t("col_how"): kinds[d["kind"]].label_ru if lang == "ru" else kinds[d["kind"]].label_en,
                c.t("col_by"): d["by"] or "—",
            } for d in rows]), hide_index=True, width="stretch")
        st.page_link(c.PAGES["why"], label=c.t("ask_why"), icon=c.ICONS["why"])

    st.subheader(c.t("moves_title"))
    st.caption(c.t("legend"))
    moves = report.move_rows(res, alt, lang)
    st.dataframe(c.fill_results(pd.DataFrame([{
        c.t("col_result"): c.mark(r["result"]),
        c.t("col_actor"): r["actor"],
        c.t("col_role"): r["role"],
        c.t("col_action"): r["action"],
        c.t("col_targets"): r["targets"],
        c.t("col_step"): r["step"],
        c.t("col_why"): r["why"],
    } for r in moves]), c.t("col_result")), hide_index=True, width="stretch", row_height=MOVE_ROW,
        height=min(38 + MOVE_ROW * max(len(moves), 1), 3000),  # rows tall enough to wrap: nothing cut off
        column_config={c.t("col_step"): st.column_config.TextColumn(width=100),
                       c.t("col_action"): st.column_config.TextColumn(width=140),
                       c.t("col_why"): st.column_config.TextColumn(width=300)})

    notes = [d for d in alt.decisions if d.kind in ("cycle", "fallback", "host")]
    if notes:
        st.subheader(c.t("notes"))
        for d in notes:
            st.info(f"⟳ {c.md(report.decision_text(res, d, lang))} — {c.md(report.clause_ref(res, d, lang))}")

    st.subheader(c.t("private_title"))
    private = report.private_results(res, alt, lang)
    rows = [{c.t("col_player"): name, c.t("private_title"): " | ".join(lines)} for name, lines in private.items() if lines]
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch", height=table_height(len(rows)))
    with st.expander(c.t("private_all")):
        st.code("\n".join(f"{name}: {' | '.join(lines)}" for name, lines in private.items() if lines), language=None)
    with st.expander(c.t("as_in_terminal")):
        st.code(report.resolution_text(res, lang), language=None)


render()
