"""Why: pick a move or a death, read its chain of reasons with the rule text, see the graph around it."""

import html
from contextlib import ExitStack
from typing import Any

import streamlit as st

from resolver.workbench import common as c
from resolver import report
from resolver.report.messages import render as render_message
from resolver.text.refs import ruling_ref

c.add_strings({
    "why_title": ("Почему так вышло", "Why it went this way"),
    "why_pick": ("Ход или смерть", "A move or a death"),
    "death_of": ("☠ {who} — {how}", "☠ {who} — {how}"),
    "not_counted_why": ("Ход не засчитан", "The move was not counted"),
    "fate": ("Судьба игрока", "The player's fate"),
    "graph": ("Граф зависимостей ходов", "Dependency graph of the moves"),
    "graph_focus": ("Вокруг выбранного", "Around the selection"),
    "graph_all": ("Вся ночь", "The whole night"),
    "graph_how": ("Столбцы — шаги порядка ходов, слева направо, по пять в ряд; стрелка — ход, который может "
                  "изменить другой; пунктирные рамки — ходы из других рядов.",
                  "Columns are the steps of the order of moves, left to right, five a row; an arrow: a move that can "
                  "change another; dashed boxes: moves of other rows."),
    "why_how": ("Номер пункта и решения — при наведении на значок «?»; весь текст пункта — под строкой.",
                "The clause and ruling numbers: hover the «?» mark; the whole clause: under the line."),
    "no_moves": ("В этой ночи нет ходов.", "This night has no moves."),
})


def choices(res: Any, alt: Any, lang: str) -> dict[str, str]:
    """Stable ids ('act:…', 'nc:…', 'death:…') -> labels, in the order of the moves table, then deaths."""
    out: dict[str, str] = {}
    for row in report.move_rows(res, alt, lang):
        key = f"act:{row['act']}" if row["act"] else f"nc:{row['move']}"
        out[key] = f"{c.mark(row['result'])} · {row['actor']}: {row['action']} → {row['targets']}"
    for d in report.deaths(res, alt):
        kind = res.ruleset.kill_kinds[d["kind"]]
        out[f"death:{d['player']}"] = c.t("death_of", who=d["player"],
                                          how=kind.label_ru if lang == "ru" else kind.label_en)
    return out


def show_links(res: Any, alt: Any, links: list[report.ChainLink], quoted: set[str]) -> None:
    """A chain from `resolver.report` (the list `mafia-night explain` prints): each act one level
    down in a bordered box inside the one above."""
    boxes: list[ExitStack] = []
    for link in links:
        # An act opens a new box at its level; a decision goes in the box of its act's level.
        keep = link.level - 1 if link.decision is None else link.level
        while len(boxes) > max(keep, 0):
            boxes.pop().close()
        if link.decision is None:
            if link.level > 0:
                box = ExitStack()
                box.enter_context(st.container(border=True))
                boxes.append(box)
            assert link.act is not None
            st.markdown(c.act_title(res, alt, link.act))
        else:
            c.show_decision(res, link.decision, quoted)
    while boxes:
        boxes.pop().close()


def render() -> None:
    lang = c.lang()
    st.title(c.t("why_title"))
    res = c.require_resolution(c.current())
    if res is None:
        return
    index = c.pick_alternative(res)
    alt = res.alternatives[index]
    options = choices(res, alt, lang)
    if not options:
        st.info(c.t("no_moves"))
        return
    first_odd = (k for k, label in options.items() if not label.startswith(c.MARKS["success"]))
    pick = c.kept(st.selectbox, c.t("why_pick"), list(options), key="why_pick", allowed=options, by_lang=True,
                  fallback=next(first_odd, next(iter(options))), format_func=options.get)
    kind, _, ident = pick.partition(":")
    st.caption(c.t("why_how"))
    focus = None
    quoted: set[str] = set()
    with st.container(border=True):
        if kind == "act":
            focus = ident
            show_links(res, alt, report.act_chain(res, alt, ident), quoted)
            text = "\n".join(report.explain_act(res, alt, ident, lang))
        elif kind == "nc":
            nc = next(n for n in res.night.not_counted if n.move_index == int(ident))
            st.markdown(f"{c.mark_md('not_counted')} **{c.md(nc.actor)}**")
            st.markdown(f"**{c.md(render_message(nc.code, nc.params, lang, res.ruleset))}**",
                        help=res.ruleset.cite(nc.clause, lang)
                        + (f"; {c.t('ruling').lower()} {ruling_ref(nc.ruling, lang)}" if nc.ruling else ""))
            c.show_clause(res, nc.clause, nc.ruling)
            text = report.explain(res, nc.actor, lang, alternative=index)
        else:
            death = alt.deaths[ident]
            focus = death.act
            st.markdown(f"### {c.md(options[pick])}")
            show_links(res, alt, report.player_chain(res, alt, ident), quoted)
            text = report.explain(res, ident, lang, alternative=index)
    with st.expander(c.t("as_in_terminal")):
        st.code(text, language=None)

    st.subheader(c.t("graph"))
    st.caption(c.t("graph_how"))
    around, whole = st.tabs([c.t("graph_focus"), c.t("graph_all")])
    with around:
        if focus is not None:
            show_legend(report.graph_legend(res, alt, focus=focus, lang=lang))
            for dot in report.graph_rows(res, alt, focus=focus, lang=lang):
                st.graphviz_chart(dot)
        else:
            st.caption(c.t("not_counted_why"))
    with whole:
        show_legend(report.graph_legend(res, alt, lang=lang))
        for dot in report.graph_rows(res, alt, lang=lang):  # a row of a few steps each: readable at 40 players
            st.graphviz_chart(dot, width="stretch")


def show_legend(entries: list[Any]) -> None:
    """The legend of the drawing below it, from the drawing's own styles (`report.graph_legend`)."""
    parts = []
    for e in entries:
        color = html.escape(e.color)
        if e.kind == "node":
            swatch = f'<span style="background:{color};border:1px solid #999;border-radius:3px;padding:0 .4em">&nbsp;</span>'
        elif e.kind in ("ring", "other"):
            border = "3px solid" if e.kind == "ring" else "1px dashed"
            swatch = f'<span style="border:{border} {color};border-radius:3px;padding:0 .4em">&nbsp;</span>'
        else:
            line = "dashed" if e.kind == "tie" else "solid"
            swatch = f'<span style="display:inline-block;width:1.6em;border-top:2px {line} {color};vertical-align:middle"></span>'
        parts.append(f'<span style="white-space:nowrap;margin-right:1em">{swatch} {html.escape(e.label)}</span>')
    if parts:
        st.markdown('<div class="mn-legend">' + " ".join(parts) + "</div>", unsafe_allow_html=True)


render()
