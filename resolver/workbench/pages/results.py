"""Results: the morning post and each private result ready for the forum (plain text or BBCode, each
with its own copy button), deaths, and every move with its result (tables; on a phone, lists)."""

from typing import Any

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import style
from resolver.report import bbcode
from resolver import report
from resolver.api import Alternative, Resolution

c.add_strings({
    "results_title": ("Итоги ночи", "Results of the night"),
    "morning_post": ("Утренний пост", "Morning post"),
    "morning_post_help": ("Кнопка копирования — в правом верхнем углу блока.", "Copy button: top right of the block."),
    "deaths": ("Погибшие", "Deaths"),
    "nobody_died": ("Этой ночью никто не погиб.", "Nobody died tonight."),
    "moves_title": ("Ходы", "Moves"),
    "private_title": ("Личные результаты", "Private results"),
    "private_help": ("Каждому игроку — свой блок с кнопкой копирования; сообщают только тем, кому есть что сказать.",
                     "One block a player, each with its copy button; only players who are told something."),
    "private_all": ("Все личные результаты одним текстом", "All private results as one text"),
    "nothing_private": ("Этой ночью личных результатов нет.", "No private results tonight."),
    "notes": ("Круги ходов и решения ведущего", "Rings of moves and host rulings"),
    "ask_why": ("Почему так? Разобрать ход или смерть", "Why? Take a move or a death apart"),
    "see_outcomes": ("Сравнить исходы", "Compare the outcomes"),
    "post_format": ("Формат для форума", "Format for the forum"),
    "no_death_words": ("Погиб — решение о смерти не записано: спросите «Почему».",
                       "Died — no decision on the death recorded: ask «Why»."),
    "why_whole": ("Почему — каждый ход целиком", "Why — every move in full"),
    "format_plain": ("Текст", "Plain text"),
    "format_bbcode": ("ББ-коды форума", "BBCode"),
    "format_help": ("BBCode: ники жирным ([b]…[/b]), роль в скобках — как в постах ведущих на phpBB-форуме.",
                    "BBCode: nicknames in bold ([b]…[/b]), the role in brackets, as hosts post on a phpBB forum."),
})
FORMATS = ("plain", "bbcode")
PRIVATE_COLUMNS = 3


MOVE_ROW = 80  # px: above 4rem the data grid wraps a cell's text over lines (the «Почему» column)
WHY_WIDTH = 300  # px: the «Почему» column
LINE = 21  # px: a wrapped line of the grid's text
CHARS_PER_LINE = 38  # of the grid's text in WHY_WIDTH
MOST_LINES = 8  # a row taller than this would push the table off the page: the whole reason is under it


def move_row_height(whys: list[str]) -> int:
    """Tall enough for the longest reason to wrap in full (up to MOST_LINES lines; longer ones are read whole in
    the list under the table)."""
    lines = max((-(-len(why) // CHARS_PER_LINE) for why in whys), default=1)
    return max(MOVE_ROW, min(lines, MOST_LINES) * LINE + 16)


def table_height(rows: int) -> int:
    """Tall enough for every row of a 40-player night, so the table does not scroll inside the page."""
    return min(38 + 35 * max(rows, 1), 1400)


def post_format() -> str:
    choice = c.kept(st.segmented_control, c.t("post_format"), list(FORMATS), required=True, key="post_format",
                    allowed=FORMATS, fallback="plain", help=c.t("format_help"),
                    format_func=lambda f: c.t(f"format_{f}"))
    return str(choice or "plain")


def role_label(res: Resolution, name: str, lang: str) -> str:
    role = res.night.role_of(name)
    return role.name_ru if lang == "ru" else role.name_en


def death_line(player: str, role: str, how: str, by: str) -> str:
    """One death for a phone: «**Иван** (Мирный) — Убит · Кем: Дон»."""
    line = f"**{c.md(player)}** ({c.md(role)}) — {c.md(how)}"
    return line + (f" · {c.t('col_by')}: {c.md(by)}" if by else "")


def move_line(row: dict[str, Any]) -> str:
    """One move for a phone: its result and player, the move and its targets, its step, why."""
    who = f"**{c.md(row['actor'] or '—')}**" + (f" ({c.md(row['role'])})" if row["role"] else "")
    lines = [f"{c.mark_md(row['result'])} · {who}",
             c.md(row["action"]) + (f" → {c.md(row['targets'])}" if row["targets"] else "")]
    if row["step"]:
        lines.append(f"{c.t('col_step')}: {c.md(row['step'])}")
    if row["why"]:
        lines.append(f"*{c.t('col_why')}:* {c.md(row['why'])}")
    return "  \n".join(lines)


def death_cards(res: Resolution, alt: Alternative, lang: str) -> None:
    """A card for each player who died: how and why, each decision with its clause (`report.death_cards`)."""
    for card in report.death_cards(res, alt, lang):
        with st.container(border=True):
            st.markdown(f"✝ **{c.md(card['player'])}** · {c.md(card['role'])}")
            st.markdown("  \n".join(f"{c.md(text)}  \n:small[:gray[{c.md(ref)}]]" for text, ref in card["lines"])
                        or c.t("no_death_words"))


def private_texts(res: Resolution, alt: Alternative, lang: str, fmt: str) -> dict[str, str]:
    """Each player's private result as he is sent it: one line a move or a message."""
    if fmt == "bbcode":
        return bbcode.private_results(res, alt, lang)
    return {name: "\n".join(lines) for name, lines in report.private_results(res, alt, lang).items() if lines}


def show_private(res: Resolution, alt: Alternative, lang: str, fmt: str) -> None:
    st.subheader(c.t("private_title"), help=c.t("private_help"))
    texts = private_texts(res, alt, lang, fmt)
    if not texts:
        st.write(c.t("nothing_private"))
        return
    items = list(texts.items())
    for start in range(0, len(items), PRIVATE_COLUMNS):
        for col, (name, text) in zip(st.columns(PRIVATE_COLUMNS), items[start:start + PRIVATE_COLUMNS]):
            with col:
                st.markdown(f"**{c.md(name)}** · {c.md(role_label(res, name, lang))}")
                st.code(text, language=None, wrap_lines=True)
    with st.expander(c.t("private_all")):
        st.code("\n\n".join(f"{name}:\n{text}" for name, text in items), language=None, wrap_lines=True)


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

    fmt = post_format()
    post_col, deaths_col = st.columns([5, 4])
    with post_col:
        st.subheader(c.t("morning_post"), help=c.t("morning_post_help"))
        post = bbcode.morning_post(res, alt, lang) if fmt == "bbcode" else report.morning_post(res, alt, lang)
        st.code(post, language=None, wrap_lines=True)
    with deaths_col:
        st.subheader(c.t("deaths"))
        rows = report.deaths(res, alt)
        if not rows:
            st.write(c.t("nobody_died"))
        else:
            kinds = res.ruleset.kill_kinds
            dead = [(d["player"],
                     res.ruleset.roles[d["role"]].name_ru if lang == "ru" else res.ruleset.roles[d["role"]].name_en,
                     kinds[d["kind"]].label_ru if lang == "ru" else kinds[d["kind"]].label_en,
                     d["by"] or "") for d in rows]
            with style.wide("deaths"):
                st.dataframe(pd.DataFrame([{
                    c.t("col_player"): player, c.t("col_role"): role, c.t("col_how"): how, c.t("col_by"): by or "—",
                } for player, role, how, by in dead]), hide_index=True, width="stretch")
            with style.narrow("deaths"):
                style.row_list([death_line(*row) for row in dead])
            death_cards(res, alt, lang)
        st.page_link(c.PAGES["why"], label=c.t("ask_why"), icon=c.ICONS["why"])

    show_private(res, alt, lang, fmt)

    st.subheader(c.t("moves_title"))
    st.caption(c.t("legend"))
    moves = report.move_rows(res, alt, lang)
    row = move_row_height([r["why"] for r in moves])
    with style.wide("moves"):
        st.dataframe(c.fill_results(pd.DataFrame([{
            c.t("col_result"): c.mark(r["result"]),
            c.t("col_actor"): r["actor"],
            c.t("col_role"): r["role"],
            c.t("col_action"): r["action"],
            c.t("col_targets"): r["targets"],
            c.t("col_step"): r["step"],
            c.t("col_why"): r["why"],
        } for r in moves]), c.t("col_result")), hide_index=True, width="stretch", row_height=row,
            height=min(38 + row * max(len(moves), 1), 3000),  # rows tall enough to wrap: nothing cut off
            column_config={c.t("col_step"): st.column_config.TextColumn(width=100),
                           c.t("col_action"): st.column_config.TextColumn(width=140),
                           c.t("col_why"): st.column_config.TextColumn(width=WHY_WIDTH)})
        with st.expander(c.t("why_whole"), icon=":material/subject:"):  # every reason whole, however long
            style.row_list([move_line(r) for r in moves])
    with style.narrow("moves"):  # a phone: each move over a few wrapped lines, nothing to scroll sideways
        style.row_list([move_line(r) for r in moves])

    notes = [d for d in alt.decisions if d.kind in ("cycle", "fallback", "host")]
    if notes:
        st.subheader(c.t("notes"))
        for d in notes:
            st.info(f"⟳ {c.md(report.decision_text(res, d, lang))} — {c.md(report.clause_ref(res, d, lang))}")

    with st.expander(c.t("as_in_terminal")):
        st.code(report.resolution_text(res, lang), language=None)


render()
