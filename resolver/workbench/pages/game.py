"""Game: a whole game's days and nights in order, kept on disk as the game folder `mafia-night game DIR` reads.

Thin: `resolver.game.folder` replays the folder, writes the next step (`game DIR --next`), starts a game from the
night in the workbench and saves a step edited there back into its file; the posts are `resolver.report`'s.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import streamlit as st
import yaml

from resolver.workbench import common as c
from resolver.game import folder as games
from resolver.text.problems import Say, in_lang
from resolver.report import morning_post

ss = st.session_state

c.add_strings({
    "game_title": ("Игра: дни и ночи по порядку", "Game: days and nights in order"),
    "game_intro": ("Игра хранится папкой на диске: cast.yml (состав) и по файлу на день с ночью (01.yml, 02.yml, …), "
                   "как её читает `mafia-night` в терминале. Вернуться к ней можно в любой вечер.",
                   "A game is kept on disk as a folder: cast.yml (the cast) and one file a day-and-night (01.yml, "
                   "02.yml, …), as `mafia-night game DIR` reads it. Come back to it any evening."),
    "game_pick": ("Известные игры", "Known games"),
    "game_dir": ("Папка игры", "Game folder"),
    "game_new": ("Новая игра из ночи в мастерской", "New game from the night in the workbench"),
    "game_new_name": ("Название папки", "Folder name"),
    "game_new_go": ("Создать игру", "Create the game"),
    "game_new_done": ("Игра создана: {dir}", "Game created: {dir}"),
    "game_new_failed": ("Игра не создана: {err}", "The game was not created: {err}"),
    "game_new_bad_name": ("Название папки «{name}» не подходит: нужно одно имя, без «/», «\\», «..» и пути от корня "
                          "(например game12); папка создаётся в {base}.",
                          "The folder name «{name}» will not do: one name, without «/», «\\», «..» or a path from "
                          "the root (say game12); the folder is made in {base}."),
    "game_new_outside": ("{dir} ведёт за пределы {base}: игра не создана.",
                         "{dir} leads outside {base}: the game was not created."),
    "game_no_folder": ("Папки игры нет: {dir}", "No game folder: {dir}"),
    "game_step": ("День и ночь {n}", "Day and night {n}"),
    "game_checks_ok": ("✓ ожидания шага выполнены", "✓ the step's expectations hold"),
    "game_open": ("Открыть", "Open"),
    "game_open_help": ("Открыть этот день и ночь в мастерской (страницы «День», «Ночь», «Итоги»…)",
                       "Open this day and night in the workbench (the Day, Night, Results… pages)"),
    "game_opened": ("{file} открыт в мастерской: заполните голоса на странице «День», ходы — на «Ночь», "
                    "затем сохраните шаг здесь.",
                    "{file} is open in the workbench: fill in the votes on «Day», the moves on «Night», "
                    "then save the step here."),
    "game_in_workbench": ("В мастерской: {file}", "In the workbench: {file}"),
    "game_changed": ("изменён, не сохранён", "changed, not saved"),
    "game_save": ("Сохранить в {file}", "Save into {file}"),
    "game_saved": ("Сохранено: {file} (день, ходы, ожидания; игроки — из состава и прошлых шагов)",
                   "Saved: {file} (day, moves, expectations; the players come from the cast and earlier steps)"),
    "game_save_failed": ("{file} не сохранён: {err}", "{file} was not saved: {err}"),
    "game_next": ("Записать следующий день и ночь", "Write the next day and night"),
    "game_won": ("Победили: {side}", "Won: {side}"),
    "game_goes_on": ("Игра продолжается", "The game goes on"),
    "game_history": ("История игры (как в терминале)", "The game's history (as `mafia-night game`)"),
    "game_empty": ("В игре ещё нет шагов.", "The game has no steps yet."),
    "game_glance": ("Игра с первого взгляда", "The game at a glance"),
    "game_glance_alive": ("Живых по сторонам после каждого дня и ночи", "Alive by side after each day and night"),
    "game_glance_deaths": ("Выбывшие по причинам", "Who went out, by cause"),
    "game_axis_point": ("Шаг", "Step"),
    "game_axis_side": ("Сторона", "Side"),
    "game_axis_alive": ("Живых", "Alive"),
    "game_axis_cause": ("Причина", "Cause"),
    "game_axis_count": ("Выбыло", "Out"),
    "game_axis_player": ("Игрок", "Player"),
})


def _memory() -> Path:
    return c.work_dir() / "game.json"


def remembered() -> str | None:
    try:
        data = json.loads(_memory().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return str(data.get("dir")) if isinstance(data, dict) and data.get("dir") else None


def remember(directory: str) -> None:
    try:
        c.work_dir().mkdir(parents=True, exist_ok=True)
        _memory().write_text(json.dumps({"dir": directory}, ensure_ascii=False), encoding="utf-8")
    except OSError:
        pass  # a read-only home: the folder is still typed in the page


def known_games() -> list[str]:
    mine = c.work_dir() / "games"
    found = [p for p in (mine.glob("*/") if mine.exists() else []) if (p / games.CAST).exists()]
    found += [p for p in (c.SCENARIOS / "games").glob("*/") if (p / games.CAST).exists()]
    return [str(p) for p in sorted(found)]


def _stat(path: Path) -> os.stat_result:
    try:
        return path.stat()
    except OSError:  # a link to nowhere: the replay lists it as a problem
        return path.lstat()


def folder_stamp(directory: str) -> tuple[tuple[str, int, int], ...]:
    path = Path(directory)
    files = sorted(path.glob("*.yml")) if path.is_dir() else []
    return tuple((p.name, _stat(p).st_mtime_ns, _stat(p).st_size) for p in files)


@st.cache_resource(max_entries=16, show_spinner=False)
def replayed(directory: str, stamp: tuple[tuple[str, int, int], ...]) -> games.GameResult:
    """The replay, again whenever a file of the folder changes (`stamp`: names, times, sizes)."""
    return games.replay(directory)


def open_step(directory: str, step: games.StepResult) -> None:
    assert step.text is not None
    c.set_night(step.text, f"{directory}/{step.path.name}", notice=step.path.name)
    ss.game_msg = ("success", c.t("game_opened", file=step.path.name))


def said(exc: Exception) -> object:
    """An error's message in the UI language when it is one of ours (`resolver.text.problems.Say`)."""
    return in_lang(exc.args[0], c.lang()) if exc.args and isinstance(exc.args[0], Say) else exc


def save_step(directory: str, name: str) -> None:
    try:
        games.save_step(Path(directory) / name, ss.night_text, game_dir=directory)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        ss.game_msg = ("error", c.t("game_save_failed", file=name, err=said(exc)))
        return
    ss.baseline_text = ss.night_text
    ss.game_msg = ("success", c.t("game_saved", file=name))


def write_next(directory: str) -> None:
    game = games.replay(directory)
    out, message = games.write_next(directory, game)
    ss.game_msg = ("success" if out else "warning", in_lang(message, c.lang()))


def bad_game_name(name: str) -> bool:
    """A folder name that is not one plain name inside the games folder: a path, `..`, a hidden or odd name."""
    return (not name or name.startswith(".") or any(sep in name for sep in ("/", "\\", os.sep)) or os.path.isabs(name)
            or any(ord(ch) < 32 or ch in ':*?"<>|' for ch in name) or len(name) > 100)


def create(name: str) -> None:
    base = c.work_dir() / "games"
    name = name.strip()
    if bad_game_name(name):
        ss.game_msg = ("error", c.t("game_new_bad_name", name=name, base=base))
        return
    target = base / name
    if target.is_symlink() or target.resolve().parent != base.resolve():
        ss.game_msg = ("error", c.t("game_new_outside", dir=target, base=base))
        return
    try:
        games.new_game(target, ss.night_text)
    except (OSError, ValueError) as exc:
        ss.game_msg = ("error", c.t("game_new_failed", err=said(exc)))
        return
    ss.game_dir = ss._kept_game_dir = str(target)
    ss.game_msg = ("success", c.t("game_new_done", dir=target))


def pick_known() -> None:
    if ss.get("game_pick"):
        ss.game_dir = ss._kept_game_dir = ss.game_pick


def step_view(directory: str, step: games.StepResult, lang: str) -> None:
    with st.container(border=True):
        head, button = st.columns([4, 1], vertical_alignment="center")
        mark = "✗" if step.problems or step.failures else ("✓" if step.res is not None else "·")
        head.markdown(f"**{mark} {c.md(c.t('game_step', n=step.night))}** · `{step.path.name}`")
        if step.text is not None:
            button.button(c.t("game_open"), key=f"game_open_{step.path.name}", on_click=open_step,
                          args=(directory, step), icon=":material/edit:", help=c.t("game_open_help"))
        for line in step.problems + step.failures:
            st.error(in_lang(line, lang))
        unchecked = step.unchecked_text(lang)
        if unchecked is not None:
            st.warning(unchecked)
        if step.res is not None and step.alt is not None:
            st.code(morning_post(step.res, step.alt, lang).strip(), language=None)
            if step.res.scenario.expect is not None and not step.failures:
                st.caption(c.t("game_checks_ok"))


def glance_view(game: games.GameResult, lang: str) -> None:
    """Two charts of `resolver.game.glance` (Altair, which Streamlit ships; imported here, not on every page)."""
    import altair as alt
    import pandas as pd

    from resolver.game.glance import glance

    series = glance(game, lang)
    if not series.alive:
        return
    st.subheader(c.t("game_glance"))
    alive = pd.DataFrame(series.alive)
    x = alt.X("point:N", sort=series.points, title=c.t("game_axis_point"), axis=alt.Axis(labelAngle=0))
    chart = alt.Chart(alive, title=c.t("game_glance_alive")).mark_line(point=True).encode(
        x=x, y=alt.Y("alive:Q", title=c.t("game_axis_alive"), axis=alt.Axis(tickMinStep=1)),
        color=alt.Color("side:N", title=c.t("game_axis_side")),
        tooltip=[alt.Tooltip("point:N", title=c.t("game_axis_point")), alt.Tooltip("side:N", title=c.t("game_axis_side")),
                 alt.Tooltip("alive:Q", title=c.t("game_axis_alive"))])
    st.altair_chart(chart, width="stretch")
    if series.deaths:
        deaths = pd.DataFrame(series.deaths)
        bars = alt.Chart(deaths, title=c.t("game_glance_deaths")).mark_bar().encode(
            x=x, y=alt.Y("count():Q", title=c.t("game_axis_count"), axis=alt.Axis(tickMinStep=1)),
            color=alt.Color("cause:N", title=c.t("game_axis_cause")),
            tooltip=[alt.Tooltip("player:N", title=c.t("game_axis_player")),
                     alt.Tooltip("cause:N", title=c.t("game_axis_cause"))])
        st.altair_chart(bars, width="stretch")


def render() -> None:
    lang = c.lang()
    st.title(c.t("game_title"))
    st.caption(c.t("game_intro"))
    msg = ss.pop("game_msg", None)
    if msg:
        getattr(st, msg[0])(msg[1])
    known = known_games()
    first = remembered() or (known[0] if known else "")
    left, right = st.columns([2, 3])
    left.selectbox(c.t("game_pick"), known, index=None, key="game_pick", on_change=pick_known, placeholder="—",
                   format_func=lambda p: os.path.relpath(p, c.ROOT) if p.startswith(str(c.ROOT)) else p)
    directory = str(c.kept(right.text_input, c.t("game_dir"), key="game_dir", fallback=first)).strip()
    with st.expander(c.t("game_new")):
        name = st.text_input(c.t("game_new_name"), key="game_new_name", placeholder="game12")
        st.button(c.t("game_new_go"), key="game_new_go", on_click=create, args=(name,), disabled=not name.strip(),
                  icon=":material/create_new_folder:")
    if not directory or not (Path(directory) / games.CAST).exists():
        st.info(c.t("game_no_folder", dir=directory or "—"))
        return
    remember(directory)
    game = replayed(directory, folder_stamp(directory))
    # The night in the workbench is a step of this game when it was opened from it (its name says which;
    # the workbench keeps the name across a restart, so the step can be saved the next evening too).
    folder, _, file = str(ss.get("night_name") or "").rpartition("/")
    held = (folder, file) if folder == directory and (Path(directory) / file).is_file() else None
    if held:
        step = next((s for s in game.steps if s.path.name == held[1]), None)
        changed = games.step_differs(Path(directory) / held[1], ss.night_text, step.text if step else None)
        info, button = st.columns([3, 1], vertical_alignment="center")
        info.markdown(c.t("game_in_workbench", file=held[1]) + (f" · :orange[{c.t('game_changed')}]" if changed else ""))
        button.button(c.t("game_save", file=held[1]), key="game_save", on_click=save_step, args=(directory, held[1]),
                      type="primary", disabled=not changed, icon=":material/save:")
    if not game.steps:
        st.info(c.t("game_empty"))
    for step in game.steps:
        step_view(directory, step, lang)
    for problem in game.problems:
        st.error(in_lang(problem, lang))
    glance_view(game, lang)
    if game.winner and game.steps and game.steps[-1].res is not None:
        from resolver.day.win import side_label

        st.success(c.t("game_won", side=side_label(game.steps[-1].res.ruleset, game.winner, lang)))
    else:
        st.markdown(c.t("game_goes_on"))
        st.button(c.t("game_next"), key="game_next", on_click=write_next, args=(directory,),
                  icon=":material/skip_next:", disabled=not game.ok)
    with st.expander(c.t("game_history")):
        st.code(games.history(game, lang), language=None)


render()
