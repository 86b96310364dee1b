"""Outcomes: an ambiguous night's outcomes side by side, what differs, and what would decide it."""

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver import report
from resolver.api import Resolution
from resolver.game.choice import with_host_choice
from resolver.game.whatif import OptionValue, outcome_table, untimed_ring_moves, variant_text

c.add_strings({
    "outcomes_title": ("Исходы ночи", "Outcomes of the night"),
    "one_outcome": ("Правила дают этой ночи один исход: выбирать нечего.",
                    "The rules give this night one outcome: nothing to choose."),
    "fallback": ("У круга ходов нет согласованного исхода: решил порядок ходов.",
                 "A ring of moves has no consistent outcome: the order of moves decided."),
    "differences": ("Что различается", "What differs"),
    "differences_cli": ("Различия, как их печатает mafia-night", "Differences as mafia-night prints them"),
    "side_by_side": ("Исходы рядом", "The outcomes side by side"),
    "what_decides": ("Что решило бы ночь", "What would decide the night"),
    "ring": ("Круг ходов", "Ring of moves"),
    "option_decides": ("Опция «{name}» = «{value}» оставляет один исход: {outcome}. {description}",
                       "Option «{name}» = «{value}» leaves one outcome: {outcome}. {description}"),
    "new_outcome": ("новый, не из этих", "a new one, none of these"),
    "apply_option": ("Записать в ночь: «{name}» = «{value}»", "Write into the night: «{name}» = «{value}»"),
    "no_option": ("Ни одна опция правил не оставляет один исход.", "No option of the rule set leaves one outcome."),
    "private_row": ("{name}: личный результат", "{name}: private result"),
    "same_post": ("Утренний пост одинаков во всех исходах: различаются ходы и личные результаты (ниже).",
                  "The morning post is the same in every outcome: the moves and private results differ (below)."),
    "private_differ": ("Личные результаты, которые различаются", "Private results that differ"),
    "no_private_differ": ("Личные результаты во всех исходах одинаковы.", "The private results are the same in every outcome."),
    "host_pick": ("✓ выбор ведущего", "✓ the host's choice"),
    "untimed": ("У этих ходов нет `time:`; текст решает по заявке, «пришедшей раньше» — укажите время: {moves}",
                "These moves have no `time:`; the text decides by the request «that came first» — give the times: {moves}"),
})


def apply_option(name: str, value: object) -> None:
    text = variant_text(st.session_state.night_text, [OptionValue(name, value)])
    if text is not None:  # the option settles the night: the host's choice of outcome has nothing left to choose
        text = with_host_choice(text, None) or text
        c.set_night(text, st.session_state.night_name, notice=f"{name}: {value}")


def side_by_side(res: Resolution, private: dict[str, list[list[str]]], lang: str) -> None:
    """Each outcome in a column: the host's button to choose it, its post (once above, when every
    outcome has the same post), and the private results that differ."""
    n = len(res.alternatives)
    st.subheader(c.t("side_by_side"))
    posts = [report.morning_post(res, alt, lang) for alt in res.alternatives]
    same = len(set(posts)) == 1
    if same:
        st.caption(c.t("same_post"))
        st.code(posts[0], language=None, wrap_lines=True)
    for start in range(0, n, 3):
        for i, col in zip(range(start, min(n, start + 3)), st.columns(3)):
            with col, st.container(border=True):
                chosen = res.choice == i
                st.markdown(f"**{c.t('outcome_n', n=i + 1)}**" + (f" · :green[{c.t('host_pick')}]" if chosen else ""))
                st.button(c.t("choose", n=i + 1), key=f"choose_{i}", disabled=chosen, on_click=c.set_host_choice,
                          args=(i + 1,), icon=":material/check:", help=c.t("choose_help"),
                          type="secondary" if res.choice is not None else "primary")
                if not same:
                    st.code(posts[i], language=None, wrap_lines=True)
                st.markdown(f"*{c.t('private_differ')}*")
                if not private:
                    st.caption(c.t("no_private_differ"))
                for name, texts in private.items():
                    st.markdown(f"**{c.md(name)}**")
                    st.code("\n".join(texts[i]) or "—", language=None, wrap_lines=True)


def render() -> None:
    lang = c.lang()
    st.title(c.t("outcomes_title"))
    cur = c.current()
    res = c.require_resolution(cur)
    if res is None:
        return
    if not res.ambiguous:
        st.success(c.t("one_outcome"))
        if res.used_fallback:
            st.warning(c.t("fallback"))
        return
    n = len(res.alternatives)
    shown = res.alternatives[c.pick_alternative(res)]

    st.subheader(c.t("differences"))
    rows = outcome_table(res, lang)
    private = report.private_differences(res, lang)
    table = pd.DataFrame([{c.t("col_what"): row.what, **{
        c.t("outcome_n", n=i + 1): (c.mark(v) if row.kind == "move" else (v or c.t("alive")))
        for i, v in enumerate(row.values)}} for row in rows] + [{c.t("col_what"): c.t("private_row", name=name), **{
            c.t("outcome_n", n=i + 1): " | ".join(lines) or "—" for i, lines in enumerate(texts)}}
            for name, texts in private.items()])
    st.dataframe(c.fill_results(table, [c.t("outcome_n", n=i + 1) for i in range(n)]), hide_index=True,
                 width="stretch")
    with st.expander(c.t("differences_cli")):
        st.code("\n".join(report.differences(res, lang)), language=None)
    side_by_side(res, private, lang)

    st.subheader(c.t("what_decides"))
    # The outcome shown (the host's, once he chose): a ring he ruled on says his choice, not «нужно решение ведущего».
    ruled = {tuple(d.causes) for d in shown.decisions if d.code == "host_choice"}
    notes = {(d.code, d.clause, d.ruling, tuple(d.causes)): d for d in shown.decisions
             if d.kind in ("cycle", "fallback", "tie_break", "host")
             and not (d.code == "cycle_ambiguous" and tuple(d.causes) in ruled)}
    quoted: set[str] = set()
    for d in notes.values():
        with st.container(border=True):
            st.markdown(f"**{c.t('ring')}**")
            c.show_decision(res, d, quoted)
    untimed = untimed_ring_moves(res)
    if untimed:
        st.info(c.t("untimed", moves="; ".join(c.md(c.act_label(res, a)) for a in untimed)))
    found = c.deciders(cur.text, cur.name)
    if not found:
        st.caption(c.t("no_option"))
    for k, dec in enumerate(found):
        with st.container(border=True):
            outcome = c.t("outcome_n", n=dec.outcome) if dec.outcome else c.t("new_outcome")
            name, value = res.ruleset.option_label(dec.option, c.lang()), \
                res.ruleset.option_value_label(dec.option, dec.value, c.lang())
            st.markdown(c.t("option_decides", name=name, value=value, outcome=outcome,
                            description=c.md(res.ruleset.options[dec.option].describe(c.lang()))))
            c.show_ruling(dec.ruling, ruleset=res.ruleset)
            st.button(c.t("apply_option", name=name, value=value), key=f"apply_opt_{k}",
                      on_click=apply_option, args=(dec.option, dec.value))


render()
