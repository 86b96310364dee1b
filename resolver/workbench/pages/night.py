"""Night: load a night (bundled, upload, paste) or enter it in tables; see and download its YAML."""

from functools import partial
from typing import Any

import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import night_entry as ne
from resolver.workbench import night_tables as nt
from resolver.workbench import row_editor as re_
from resolver.workbench import style
from resolver.specs.ruleset import RulesetSpec
from resolver.rulesets import available_rulesets, get_ruleset

c.add_strings({
    "night_title": ("Ночь", "Night"),
    "tab_edit": ("Игроки и ходы", "Players and moves"),
    "tab_bundled": ("Из сборника", "Bundled"),
    "tab_upload": ("Загрузить файл", "Upload"),
    "tab_paste": ("Вставить текст", "Paste"),
    "tab_yaml": ("Файл ночи", "YAML"),
    "loaded_notice": ("Загружена ночь {name}", "Loaded the night {name}"),
    "bad_load": ("{name}: ошибок {n}. Прежняя ночь сохранена; текст файла — во вкладке «Вставить текст».",
                 "{name}: {n} problem(s). The previous night is kept; the file's text is in the «Paste» tab."),
    "bundled_pick": ("Готовая ночь из сборника (начните печатать название)", "A bundled night (type to search its title)"),
    "folder_andorra": ("Андоррская мафия", "Andorra mafia"), "folder_bankers": ("банкиры", "bankers"),
    "folder_examples": ("примеры", "examples"), "folder_games": ("игры", "games"),
    "open": ("Открыть", "Open"),
    "upload": ("Файл ночи (.yaml)", "Night file (.yaml)"),
    "paste": ("Текст файла ночи", "The night as YAML"),
    "load_text": ("Загрузить текст", "Load the text"),
    "new_ruleset": ("Правила", "Rule set"),
    "new_night": ("Начать с пустой ночи", "Start from nothing"),
    "players": ("Игроки", "Players"),
    "players_paste": ("Состав можно вставить из электронной таблицы: скопируйте в ней строки со столбцами «Ник, Роль, "
                      "Клан…», щёлкните первую пустую ячейку «Ник» и вставьте (Ctrl+V). Изменения таблицы "
                      "записываются кнопкой «Записать игроков».",
                      "A roster pasted from a spreadsheet works: copy its rows with the columns «Name, Role, Clan…», "
                      "click the first empty «Name» cell and paste (Ctrl+V). The table's changes are recorded by "
                      "«Record the players»."),
    "players_keys": ("С клавиатуры: впишите ник, Tab — к роли, Enter — открыть список, начните печатать, Enter — "
                     "выбрать (курсор переходит на строку ниже), стрелки — по таблице, Delete — очистить ячейку, "
                     "Ctrl+Enter — записать игроков.",
                     "By keyboard: type the name, Tab to the role, Enter opens the list, type to find, Enter picks "
                     "(the cursor goes a row down), arrows move around, Delete clears a cell, Ctrl+Enter records "
                     "the players."),
    "players_record": ("Записать игроков", "Record the players"),
    "moves": ("Все ходы таблицей", "All moves as a table"),
    "moves_help": ("Для особых случаев: второй ход игрока, ход за другого. Выбывшие здесь не предлагаются.",
                   "For special cases: a player's second move, a move sent for another. The dead are not offered."),
    "first_steps": ("С чего начать: откройте ночь «Из сборника», загрузите файл или нажмите «Начать с пустой "
                    "ночи»; впишите игроков, затем ходы — по порядку ниже или вставив их текстом. Итог — на "
                    "странице «Итоги», игроки до и после ночи — на странице «Игроки».",
                    "Where to start: open a night from «Bundled», upload a file or press «Start from nothing»; "
                    "enter the players, then the moves — in order below or pasted as text. The outcome is on "
                    "the «Results» page, the players before and after the night on «Players»."),
    "first_steps_ok": ("Понятно", "Got it"),
    "day": ("День перед ночью", "The day before"),
    "title": ("Название", "Title"),
    "night_no": ("Ночь №", "Night no."),
    "lynched": ("Повешены днём", "Lynched"),
    "event": ("Событие дня", "Day's event"),
    "next_event": ("Событие следующего дня", "Next day's event"),
    "c_name": ("Ник", "Name"), "c_role": ("Роль", "Role"), "c_clan": ("Клан", "Clan"),
    "c_items": ("Предметы", "Items"), "c_alive": ("Жив", "Alive"), "c_doomed": ("Жертва Шизика", "Doomed by"),
    "c_actor": ("Кто", "Actor"), "c_action": ("Ход", "Action"), "c_target": ("Цель", "Target"),
    "c_target2": ("Вторая цель", "Second target"), "c_time": ("Время", "Time"),
    "editor_problems": ("В ночи из таблиц пока есть ошибки ({n}): у каждой — её игрок или ход:",
                        "The night in the tables has {n} problem(s), each with its player or move:"),
    "bundled_title": ("{title} — {file}", "{title} — {file}"),
})

ss = st.session_state


def load_bundled() -> None:
    name = ss.bundled_pick
    try:
        text = (c.ROOT / name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, TypeError) as exc:
        ss.load_problems = {"name": str(name), "lines": [c.t("read_failed", name=name, err=exc)]}
        return
    c.offer_night(text, name)


def load_upload(key: str) -> None:
    file = ss.get(key)
    if file is not None:
        try:
            data = file.getvalue()
        except Exception as exc:  # noqa: BLE001 - an upload that cannot be read is a message
            ss.load_problems = {"name": file.name, "lines": [c.t("read_failed", name=file.name, err=exc)]}
            return
        c.offer_bytes(data, file.name)


def load_paste() -> None:
    c.offer_night(str(ss.get("paste_text") or ""), "pasted.yaml")


def new_night() -> None:
    c.replace_night(c.empty_night(ss.new_ruleset), "night.yaml")


# The tables are built from the night once per generation; a load bumps it, and so
# does coming back from another page (the editors' own state is gone by then).
gen = ss.ed_gen
if ss.get("ed_base_gen") == gen and f"ed_players_{gen}" not in ss:
    ss.ed_gen = gen = gen + 1
if ss.get("ed_base_gen") != gen:
    ss.ed_base, ss.ed_base_gen = nt.night_data(ss.night_text), gen
base = ss.ed_base
pkey, mkey = f"ed_players_{gen}", f"ed_moves_{gen}"

st.title(c.t("night_title"))
if not ss.get("first_steps_seen"):
    hint, ok = st.columns([8, 1.3], vertical_alignment="center")
    hint.info(c.t("first_steps"), icon=":material/lightbulb:")
    ok.button(c.t("first_steps_ok"), key="first_steps_ok", on_click=lambda: ss.update(first_steps_seen=True),
              icon=":material/check:", width="stretch")
pending = ss.get("pending_night")
if pending:
    with st.container(border=True):
        st.warning(c.t("replace_ask", cur=ss.night_name, new=pending["name"]))
        yes, no = st.columns(2)
        yes.button(c.t("replace_yes"), key="replace_yes", on_click=c.accept_pending, type="primary")
        no.button(c.t("replace_no"), key="replace_no", on_click=c.reject_pending)
ne.previous_night()
if ss.get("load_problems"):
    bad = ss.load_problems
    c.show_problems(bad["lines"], c.t("bad_load", name=bad["name"], n=len(bad["lines"])))
elif ss.get("notice"):
    st.success(c.t("loaded_notice", name=ss.notice))

tab_edit, tab_bundled, tab_upload, tab_paste, tab_yaml = st.tabs(
    [c.t("tab_edit"), c.t("tab_bundled"), c.t("tab_upload"), c.t("tab_paste"), c.t("tab_yaml")])

def scenario_titles() -> dict[str, str]:
    """Each bundled night's own title (its `title:` line), for a host who does not read file names."""
    out = {}
    for name in c.bundled_scenarios():
        try:
            for line in (c.ROOT / name).read_text(encoding="utf-8").splitlines()[:12]:
                if line.startswith("title:"):
                    out[name] = line.partition(":")[2].strip().strip("'\"")
                    break
        except (OSError, UnicodeDecodeError):
            continue
    return out


@st.cache_resource(show_spinner=False)
def bundled_labels(language: str) -> dict[str, str]:
    """Every bundled night's label in `language`, built once per process: the picker is drawn on each rerun, and
    a cache_data read per night (a thousand unpickled copies of the titles) took 0.5 s of the page's 0.75 s. The
    dict is shared by every tab and never changed."""
    del language  # part of the cache's key: c.t below speaks the tab's language
    titles = scenario_titles()
    labels = {}
    for name in c.bundled_scenarios():
        folder = name.removeprefix("scenarios/").rpartition("/")[0]
        title = titles.get(name)
        top = folder.split("/")[0]
        where = c.t(f"folder_{top}") if f"folder_{top}" in c.STRINGS else top
        labels[name] = f"{title} · {where}" if title and where else title or name
    return labels


with tab_bundled:
    labels = bundled_labels(c.lang())
    files = list(labels)
    first = c.DEFAULT_NIGHT if c.DEFAULT_NIGHT in files else next(iter(files), None)
    c.kept(st.selectbox, c.t("bundled_pick"), files, key="bundled_pick", allowed=files, fallback=first,
           format_func=labels.__getitem__)  # in this tab's language
    st.button(c.t("open"), key="open_bundled", on_click=load_bundled, type="primary")

with tab_upload:
    upload_key = f"upload_{ss.get('upload_n', 0)}"
    st.file_uploader(c.t("upload"), type=["yaml", "yml"], key=upload_key, on_change=load_upload, args=(upload_key,))

with tab_paste:
    c.kept(st.text_area, c.t("paste"), key="paste_text", fallback="", height=320)
    st.button(c.t("load_text"), key="load_paste", on_click=load_paste, type="primary")


def editor_height(rows: int) -> int:
    """Room for every row, four more and the one being added (at least twelve: a night's roster is typed in
    without the grid scrolling inside), up to about 16 rows."""
    return min(38 + 35 * (max(rows + 4, 12) + 1), 600)


def moves_base(living: list[str]) -> dict[str, Any]:
    """The night the moves table is drawn from: the generation's, until the players it offers change; then the
    night as it stands (its moves as last written, the players' edits included)."""
    if ss.get("ed_moves_for") != (gen, living):
        if ss.get("ed_moves_for", (None,))[0] == gen:  # a new name in this generation: redraw the moves table
            ss.ed_mgen = ss.get("ed_mgen", 0) + 1
            ss.ed_mbase = nt.night_data(ss.night_text)
        else:
            ss.ed_mbase = base
        ss.ed_moves_for = (gen, living)
    ss.setdefault("ed_mgen", 0)
    mbase: dict[str, Any] = ss.ed_mbase
    return mbase


def editor(rs: RulesetSpec) -> None:
    """Players and moves as tables; every edit becomes the night's YAML at once."""
    players0, day0 = nt.players_frame(base, rs), nt.day_values(base, rs)
    names0 = [n for n in players0["name"] if n]

    def options(values: list[Any], present: list[Any]) -> list[Any]:
        return list(dict.fromkeys([*values, *[p for p in present if isinstance(p, str) and p]]))

    cfg = st.column_config
    # Drawn in this order on the page, filled in another: the moves entry, first on the page, shows the
    # night with this run's table edits in it.
    # A night without moves yet is a roster being typed in: its grid comes first, so nothing above it grows
    # while the host types (the order of moves appears after the first player, the problems come and go).
    if base.get("moves"):
        entry_slot, players_slot, moves_slot, day_slot = st.container(), st.container(), st.container(), st.container()
    else:
        players_slot, entry_slot, moves_slot, day_slot = st.container(), st.container(), st.container(), st.container()
    players_slot.subheader(c.t("players"), help=c.t("players_keys"))
    # In a form: the grid sends the roster when the host records it, not after every cell. A rerun after each cell
    # (each taking longer than typing the next one) lost what was typed meanwhile, rows and spaces, and moved
    # the focus (issue 22 point 1). Nothing redraws the grid while the host types in it.
    # On a phone the grid gives way to one player at a time (issue 22 point 8): a grid takes no typing by touch.
    with players_slot:
        grid_box = style.wide("players_grid")
        grid_box.caption(c.t("players_paste"))  # a spreadsheet's rows go into the grid: not on a phone
        with style.narrow("players_rows"):
            re_.players_rows(rs)
    form = grid_box.form("roster", border=False, enter_to_submit=False)
    players = form.data_editor(players0, key=pkey, num_rows="dynamic", hide_index=True, width="stretch", placeholder="",
                               height=editor_height(len(players0)), column_config={
        "name": cfg.TextColumn(c.t("c_name"), required=True),
        "role": cfg.SelectboxColumn(c.t("c_role"), width="medium", options=options([r.name_ru for r in rs.roles.values()],
                                                                     list(players0["role"])), required=True),
        "clan": cfg.SelectboxColumn(c.t("c_clan"), options=list(rs.clans)),
        "items": cfg.MultiselectColumn(c.t("c_items"), options=[i.name_ru for i in rs.items.values()]),
        "alive": cfg.CheckboxColumn(c.t("c_alive"), default=True),
        "doomed_by": cfg.SelectboxColumn(c.t("c_doomed"), options=names0),
    })
    form.form_submit_button(c.t("players_record"), key="roster_record", type="primary", icon=":material/check:")
    renamed = nt.renames(players0, players)
    # The players grid is never rebuilt while the host types in it (issue 22 point 1: a rebuild after each new name
    # lost the focus, made the page jump, dropped a row without a name yet). New names reach the moves table
    # instead: it is drawn anew from the night as it stands whenever its choice of players changes.
    living = [name for name, alive in zip(players["name"], players["alive"])
              if isinstance(name, str) and name.strip() and nt.alive_cell(alive)]
    mbase = moves_base(living)
    moves_slot.subheader(c.t("moves"), help=c.t("moves_help"))
    actions = [a.name_ru for a in rs.actions.values() if not a.params.get("pseudo")]
    taken = ne.day_taken()  # out since the day: no move of his own, still a possible target
    actors = [n for n in living if n not in taken]
    moves0 = nt.moves_frame(mbase, rs)
    with moves_slot:
        moves_grid = style.wide("moves_grid")
        with style.narrow("moves_rows"):
            re_.moves_rows(rs, actors, living)
    moves = moves_grid.data_editor(moves0, key=f"{mkey}_{ss.ed_mgen}", num_rows="dynamic", hide_index=True, width="stretch", placeholder="",
                           height=editor_height(len(moves0)), column_config={
        "actor": cfg.SelectboxColumn(c.t("c_actor"), options=options(actors, list(moves0["actor"])), required=True),
        "action": cfg.SelectboxColumn(c.t("c_action"), options=options(actions, list(moves0["action"])),
                                      required=True),
        "target": cfg.SelectboxColumn(c.t("c_target"), options=options(living, list(moves0["target"]))),
        "target2": cfg.SelectboxColumn(c.t("c_target2"), options=options(living, list(moves0["target2"]))),
        "time": cfg.TextColumn(c.t("c_time"), help="22:15 / 2026-11-30 22:15"),
    })

    day_slot.subheader(c.t("day"))
    for key, value in day0.items():
        if f"ed_day_{key}_{gen}" not in ss:
            ss[f"ed_day_{key}_{gen}"] = value
    events = [None, *[e.name_ru for e in rs.events.values()]]
    d1, d2, d3, d4, d5 = day_slot.columns([3, 1, 3, 2, 2])
    d1.text_input(c.t("title"), key=f"ed_day_title_{gen}")
    d2.number_input(c.t("night_no"), min_value=1, step=1, key=f"ed_day_night_{gen}")
    d3.multiselect(c.t("lynched"), names0, key=f"ed_day_lynched_{gen}", placeholder="—")
    d4.selectbox(c.t("event"), events, key=f"ed_day_event_{gen}", placeholder="—", format_func=lambda e: e or "—")
    d5.selectbox(c.t("next_event"), events, key=f"ed_day_next_event_{gen}", placeholder="—", format_func=lambda e: e or "—")
    day = {key: ss[f"ed_day_{key}_{gen}"] for key in day0}

    both = {**base, "moves": mbase.get("moves", [])}
    edited = nt.night_from_tables(both, players, moves, day, rs, renamed)
    if edited != nt.night_from_tables(both, players0, moves0, day0, rs):
        text = nt.dump(edited)
        if text != ss.night_text:
            ss.night_text = text
    with entry_slot:
        ne.quick_entry(rs)
        ne.paste_box(rs)
        cur = c.current()
        if cur.res is None and cur.problem_lines:
            c.show_problems(cur.problem_lines, c.t("editor_problems", n=len(cur.problem_lines)))
        elif cur.error:
            st.error(c.t("internal_error", err=cur.error))


with tab_edit:
    left, right = st.columns([1, 3], vertical_alignment="bottom")
    known = available_rulesets()
    current = str(base.get("ruleset", ""))
    # The rule set of the night on screen comes first: a new night is most often the same game's.
    left.selectbox(c.t("new_ruleset"), known, key="new_ruleset", format_func=partial(c.ruleset_name, lang_=c.lang()),
                   index=known.index(current) if current in known else 0)
    right.button(c.t("new_night"), key="new_night", on_click=new_night, icon=":material/add:")
    try:
        ruleset = get_ruleset(str(base.get("ruleset", "bankers")))
    except KeyError:
        c.show_problems(c.current().problem_lines)
    else:
        editor(ruleset)

with tab_yaml:
    st.code(ss.night_text, language="yaml", line_numbers=True)
