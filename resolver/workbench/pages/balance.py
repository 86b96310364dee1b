"""Balance: whole games of a setup played here, the win rates with their 95% intervals filling in as games finish,
and a what-if with one role changed (issue 21). Thin over `resolver.sim` (`balance`, `setups`): the same games as
`mafia-night simulate`, played in this process in batches, no Dask."""

from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from resolver.sim.balance import play_side_by_side, rate_rows, roles_for, with_role
from resolver.sim.game import Setup, ensure_ruleset
from resolver.sim.policies import POLICIES
from resolver.sim.setups import BUNDLED, SetupError, load_setup, setup_from_loaded
from resolver.workbench import common as c

CURRENT = "__current__"
BATCH = 25

c.add_strings({
    "bal_title": ("Баланс", "Balance"),
    "bal_intro": ("Целые партии по выбранной расстановке, сыгранные здесь же, партия за партией: доли побед сторон с "
                  "95% интервалами Уилсона заполняются по мере игры. Игроки — не люди: политика «random» ходит и "
                  "голосует наугад среди допустимого, «informed» — по тому, что знает сторона игрока (клан не бьёт своих, "
                  "найденного мафиози казнят).",
                  "Whole games of the chosen setup played here, game by game: each side's share of wins with its 95% "
                  "Wilson interval fills in as they finish. The players are not people: the «random» policy moves "
                  "and votes at random among what is legal, «informed» by what its side knows (a clan spares its own, a "
                  "found mafioso is voted)."),
    "bal_setup": ("Расстановка", "Setup"),
    "bal_current": ("текущая ночь: {name} ({ruleset})", "the current night: {name} ({ruleset})"),
    "bal_bundled": ("{name} ({ruleset}, игроков: {n})", "{name} ({ruleset}, {n} players)"),
    "bal_games": ("Партий", "Games"),
    "bal_policy": ("Политика игроков", "Players' policy"),
    "bal_seed": ("Сид", "Seed"),
    "bal_whatif": ("Что если: сменить одну роль", "What if: change one role"),
    "bal_player": ("Игрок", "Player"),
    "bal_role": ("Новая роль", "New role"),
    "bal_no_roles": ("Для этого игрока в правилах нет другой роли.", "The rules have no other role for this player."),
    "bal_play": ("Сыграть", "Play"),
    "bal_as_is": ("как есть", "as is"),
    "bal_changed": ("что если: {player} — {role}", "what if: {player} as {role}"),
    "bal_progress": ("Сыграно партий: {done} из {games}", "Games played: {done} of {games}"),
    "bal_done": ("Сыграно партий: {games} (сид {seed}, политика {policy})",
                 "Games played: {games} (seed {seed}, policy {policy})"),
    "bal_side": ("Сторона", "Side"), "bal_study": ("Расстановка", "Setup"), "bal_wins": ("Побед", "Wins"),
    "bal_rate": ("Доля", "Share"), "bal_interval": ("95% интервал", "95% interval"),
    "bal_share_axis": ("доля побед", "share of wins"),
    "bal_bad_setup": ("Расстановку не прочитать:", "The setup cannot be read:"),
    "bal_failed": ("Партия не доиграна: {err}", "A game could not be played: {err}"),
    "bal_people": ("Люди — не случайные игроки: настоящие партии форума идут иначе (в docs/simulation.md рядом "
                   "с таблицей андорры её собственная статистика).",
                   "People are not random players: real forum games go otherwise (docs/simulation.md puts andorra's "
                   "own record beside its simulated rates)."),
})


def source_label(source: str) -> str:
    if source == CURRENT:
        scenario = c.current().loaded.scenario
        ruleset = c.ruleset_name(scenario.ruleset) if scenario is not None else "—"
        return c.t("bal_current", name=st.session_state.night_name, ruleset=ruleset)
    setup = load_setup(source)
    return c.t("bal_bundled", name=source, ruleset=c.ruleset_name(setup.ruleset), n=len(setup.players))


def chosen_setup(source: str) -> Setup:
    if source == CURRENT:
        cur = c.current()
        return setup_from_loaded(cur.loaded, st.session_state.night_name)
    return load_setup(source)


def chart(rows: list[dict[str, Any]]) -> Any:
    frame = pd.DataFrame(rows)
    axis = c.t("bal_share_axis")
    base = alt.Chart(frame).encode(x=alt.X("name:N", title=None, sort=None),
                                   xOffset=alt.XOffset("study:N", sort=None),
                                   color=alt.Color("study:N", title=None, sort=None,
                                                   legend=alt.Legend(orient="bottom", labelLimit=0)))
    bars = base.mark_bar().encode(y=alt.Y("rate:Q", title=axis, scale=alt.Scale(domain=[0, 1])),
                                  tooltip=["study", "name", "wins", alt.Tooltip("rate:Q", format=".1%"),
                                           alt.Tooltip("low:Q", format=".1%"), alt.Tooltip("high:Q", format=".1%")])
    whiskers = base.mark_errorbar(color="black", thickness=1.5).encode(y=alt.Y("low:Q", title=axis), y2="high:Q")
    return alt.layer(bars, whiskers).properties(height=320)


def show(rows: list[dict[str, Any]], caption: str, done: float = 1.0) -> None:
    st.progress(done, text=caption)
    st.altair_chart(chart(rows), width="stretch")
    st.table(pd.DataFrame([{c.t("bal_study"): r["study"], c.t("bal_side"): r["name"], c.t("bal_wins"): r["wins"],
                            c.t("bal_rate"): f"{100 * r['rate']:.1f}%",
                            c.t("bal_interval"): f"{100 * r['low']:.1f}% – {100 * r['high']:.1f}%"}
                           for r in rows]).set_index(c.t("bal_study")))


def what_if(setup: Setup) -> tuple[str, str] | None:
    """(player, role id) when the host asks for a what-if."""
    if not st.toggle(c.t("bal_whatif"), key="bal_whatif"):
        return None
    rs = ensure_ruleset(setup)
    names = [p.name for p in setup.players]
    english = c.lang() == "en"
    role_names = {rid: spec.name_en if english else spec.name_ru for rid, spec in rs.roles.items()}
    players = {p.name: f"{p.name} ({role_names.get(p.role, p.role)})" for p in setup.players}
    left, right = st.columns(2)
    player = left.selectbox(c.t("bal_player"), names, key="bal_player", format_func=players.__getitem__)
    choices = roles_for(setup, player)
    if not choices:
        right.info(c.t("bal_no_roles"))
        return None
    role = right.selectbox(c.t("bal_role"), choices, key="bal_role", format_func=role_names.__getitem__)
    return player, role


def render() -> None:
    st.title(c.t("bal_title"))
    st.caption(c.t("bal_intro"))
    sources = [*BUNDLED, CURRENT]
    labels = {s: source_label(s) for s in sources}  # drawn now: a format function runs outside the page too
    source = st.selectbox(c.t("bal_setup"), sources, key="bal_source", format_func=labels.__getitem__)
    try:
        setup = chosen_setup(source)
    except SetupError as exc:
        c.show_problems(exc.problems, c.t("bal_bad_setup"))
        return
    games_col, policy_col, seed_col = st.columns(3)
    games = int(games_col.number_input(c.t("bal_games"), min_value=10, max_value=5000, value=200, step=50,
                                       key="bal_games"))
    policy = policy_col.selectbox(c.t("bal_policy"), list(POLICIES), key="bal_policy")
    seed = int(seed_col.number_input(c.t("bal_seed"), min_value=0, value=1, step=1, key="bal_seed"))
    change = what_if(setup)
    setups = {c.t("bal_as_is"): setup}
    if change is not None:
        rs = ensure_ruleset(setup)
        role = rs.roles[change[1]]
        setups[c.t("bal_changed", player=change[0], role=role.name_en if c.lang() == "en" else role.name_ru)] = \
            with_role(setup, *change)
    play = st.button(c.t("bal_play"), key="bal_play", type="primary", icon=":material/play_arrow:")
    board = st.empty()
    if play:
        st.session_state.pop("bal_result", None)
        try:
            for totals in play_side_by_side(setups, policy, games, seed, BATCH):
                rows = rate_rows(setup, totals, c.lang())
                done = next(iter(totals.values())).games
                with board.container():  # each batch redraws the chart: the bars and intervals fill in
                    show(rows, c.t("bal_progress", done=done, games=games), done / games)
        except Exception as exc:  # a setup the engine cannot play: said, not a traceback
            st.error(c.t("bal_failed", err=f"{type(exc).__name__}: {exc}"))
            return
        st.session_state.bal_result = (rows, c.t("bal_done", games=games, seed=seed, policy=policy))
    if "bal_result" in st.session_state:
        with board.container():
            show(*st.session_state.bal_result)
    st.caption(c.t("bal_people"))


render()
