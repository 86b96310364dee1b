"""Next night: the resolved night becomes the next night's scenario, with the state it carries."""

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.game.board import state_words
from resolver.game.nextnight import next_scenario, scenario_yaml
from resolver.game.whatif import SCHEMA_REF

c.add_strings({
    "next_title": ("Следующая ночь", "Next night"),
    "next_intro": ("Игроки, их роли, кланы, предметы и переносимое состояние после этой ночи; ходов пока нет.",
                   "Players with their roles, clans, items and carried state after this night; no moves yet."),
    "choose_first": ("У ночи несколько исходов: выберите исход («Выбираю исход №…»), и следующая ночь начнётся "
                     "с него; пока выбора нет, ниже — только просмотр.",
                     "The night has several outcomes: choose one («I choose outcome #…») and the next night starts "
                     "from it; until then, below is a preview only."),
    "coin_first": ("Голосование дня закончилось ничьёй, а монетки ведущего в файле нет (day.coin): пока она не "
                   "брошена, никто не выбывает, и следующая ночь не пишется; ниже — только просмотр.",
                   "The day's vote ended in a tie and the file has no coin of the host's (day.coin): until it is "
                   "tossed nobody leaves and the next night is not written; below is a preview only."),
    "carried": ("Что переносится", "What carries over"),
    "c_state": ("Состояние", "State"),
    "c_clan": ("Клан", "Clan"),
    "c_items": ("Предметы", "Items"),
    "c_alive": ("Жив", "Alive"),
    "download_next": ("Скачать файл следующей ночи", "Download the next night (YAML)"),
    "open_next": ("Открыть её в мастерской", "Open it in the workbench"),
})


def render() -> None:
    st.title(c.t("next_title"))
    res = c.require_resolution(c.current())
    if res is None:
        return
    if res.needs_choice:
        st.info(c.t("choose_first"))
    if res.waits_for_coin:
        st.info(c.t("coin_first"))
    waits = res.needs_choice or res.waits_for_coin
    index = c.pick_alternative(res)
    scenario = next_scenario(res, res.alternatives[index])
    text = scenario_yaml(scenario, SCHEMA_REF)
    name = f"night{scenario.night}.yaml"
    st.caption(c.t("next_intro"))
    b1, b2 = st.columns(2)  # wide enough for the labels, never cut off
    # As `resolve --next`: no next night until the host has chosen the outcome it starts from (and tossed the coin).
    b1.download_button(c.t("download_next"), text.encode("utf-8"), file_name=name, mime="application/x-yaml",
                       key="dl_next", icon=":material/download:", on_click="ignore", disabled=waits)
    if b2.button(c.t("open_next"), key="open_next", icon=c.ICONS["night"], type="primary",
                 disabled=waits):
        st.session_state.prev_night = {"text": c.current().text, "name": c.current().name, "alt": index, "next": name}
        c.set_night(text, name, notice=name)
        st.switch_page(c.PAGES["night"])
    st.subheader(c.t("carried"))
    players = {p.name: p for p in scenario.players}
    st.dataframe(pd.DataFrame([{
        c.t("col_player"): p.name, c.t("col_role"): p.role, c.t("c_clan"): p.clan or "",
        c.t("c_items"): ", ".join(p.items), c.t("c_alive"): "✓" if p.alive else "☠",
        c.t("c_state"): "; ".join(state_words(p.state, res.ruleset, players, c.lang())),  # in words, as «Игроки»
    } for p in scenario.players]), hide_index=True, width="stretch")
    st.code(text, language="yaml", line_numbers=True)


render()
