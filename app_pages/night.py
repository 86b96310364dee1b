"""Night: load a night (bundled, upload, paste) or enter it in tables; see and download its YAML."""

from functools import partial

import streamlit as st

from app_pages import common as c
from app_pages import night_tables as nt
from resolver.ruleset import RulesetSpec, available_rulesets, get_ruleset

c.add_strings({
    "night_title": ("Ночь", "Night"),
    "tab_edit": ("Игроки и ходы", "Players and moves"),
    "tab_bundled": ("Из сборника", "Bundled"),
    "tab_upload": ("Загрузить файл", "Upload"),
    "tab_paste": ("Вставить текст", "Paste"),
    "tab_yaml": ("YAML", "YAML"),
    "loaded_notice": ("Загружена ночь {name}", "Loaded the night {name}"),
    "bad_load": ("{name}: ошибок {n}. Прежняя ночь сохранена; текст файла — во вкладке «Вставить текст».",
                 "{name}: {n} problem(s). The previous night is kept; the file's text is in the «Paste» tab."),
    "bundled_pick": ("Сценарий из папки scenarios/", "A scenario from scenarios/"),
    "open": ("Открыть", "Open"),
    "upload": ("Файл ночи (.yaml)", "Night file (.yaml)"),
    "paste": ("Текст ночи в YAML", "The night as YAML"),
    "load_text": ("Загрузить текст", "Load the text"),
    "new_ruleset": ("Правила", "Rule set"),
    "new_night": ("Начать с пустой ночи", "Start from nothing"),
    "players": ("Игроки", "Players"),
    "moves": ("Ходы", "Moves"),
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
pending = ss.get("pending_night")
if pending:
    with st.container(border=True):
        st.warning(c.t("replace_ask", cur=ss.night_name, new=pending["name"]))
        yes, no = st.columns(2)
        yes.button(c.t("replace_yes"), key="replace_yes", on_click=c.accept_pending, type="primary")
        no.button(c.t("replace_no"), key="replace_no", on_click=c.reject_pending)
if ss.get("load_problems"):
    bad = ss.load_problems
    c.show_problems(bad["lines"], c.t("bad_load", name=bad["name"], n=len(bad["lines"])))
elif ss.get("notice"):
    st.success(c.t("loaded_notice", name=ss.notice))

tab_edit, tab_bundled, tab_upload, tab_paste, tab_yaml = st.tabs(
    [c.t("tab_edit"), c.t("tab_bundled"), c.t("tab_upload"), c.t("tab_paste"), c.t("tab_yaml")])

with tab_bundled:
    files = c.bundled_scenarios()
    first = c.DEFAULT_NIGHT if c.DEFAULT_NIGHT in files else next(iter(files), None)
    c.kept(st.selectbox, c.t("bundled_pick"), files, key="bundled_pick", allowed=files, fallback=first)
    st.button(c.t("open"), key="open_bundled", on_click=load_bundled, type="primary")

with tab_upload:
    upload_key = f"upload_{ss.get('upload_n', 0)}"
    st.file_uploader(c.t("upload"), type=["yaml", "yml"], key=upload_key, on_change=load_upload, args=(upload_key,))

with tab_paste:
    c.kept(st.text_area, c.t("paste"), key="paste_text", fallback="", height=320)
    st.button(c.t("load_text"), key="load_paste", on_click=load_paste, type="primary")


def editor_height(rows: int) -> int:
    """Room for every row and the one being added, up to about 16 rows."""
    return min(38 + 35 * (rows + 1), 600)


def editor(rs: RulesetSpec) -> None:
    """Players and moves as tables; every edit becomes the night's YAML at once."""
    players0, moves0, day0 = nt.players_frame(base, rs), nt.moves_frame(base, rs), nt.day_values(base, rs)
    names0 = [n for n in players0["name"] if n]

    def options(values: list, present: list) -> list:
        return list(dict.fromkeys([*values, *[p for p in present if p]]))

    cfg = st.column_config
    st.subheader(c.t("players"))
    players = st.data_editor(players0, key=pkey, num_rows="dynamic", hide_index=True, width="stretch", placeholder="",
                             height=editor_height(len(players0)), column_config={
        "name": cfg.TextColumn(c.t("c_name"), required=True),
        "role": cfg.SelectboxColumn(c.t("c_role"), width="medium", options=options([r.name_ru for r in rs.roles.values()],
                                                                     list(players0["role"])), required=True),
        "clan": cfg.SelectboxColumn(c.t("c_clan"), options=list(rs.clans)),
        "items": cfg.MultiselectColumn(c.t("c_items"), options=[i.name_ru for i in rs.items.values()]),
        "alive": cfg.CheckboxColumn(c.t("c_alive"), default=True),
        "doomed_by": cfg.SelectboxColumn(c.t("c_doomed"), options=names0),
    })
    renamed = nt.renames(players0, players)
    names = [n for n in players["name"] if isinstance(n, str) and n.strip()]
    if sorted(names) != sorted(names0):  # new names must reach the moves' selectboxes: rebuild the tables
        data = nt.night_data(ss.night_text)
        merged = {**data, "players": base.get("players", [])}
        ss.night_text = nt.dump(nt.night_from_tables(merged, players, nt.moves_frame(data, rs),
                                                     nt.day_values(data, rs), rs, renamed))
        ss.ed_gen += 1
        st.rerun()

    st.subheader(c.t("moves"))
    actions = [a.name_ru for a in rs.actions.values() if not a.params.get("pseudo")]
    moves = st.data_editor(moves0, key=mkey, num_rows="dynamic", hide_index=True, width="stretch", placeholder="",
                           height=editor_height(len(moves0)), column_config={
        "actor": cfg.SelectboxColumn(c.t("c_actor"), options=names0, required=True),
        "action": cfg.SelectboxColumn(c.t("c_action"), options=options(actions, list(moves0["action"])),
                                      required=True),
        "target": cfg.SelectboxColumn(c.t("c_target"), options=names0),
        "target2": cfg.SelectboxColumn(c.t("c_target2"), options=names0),
        "time": cfg.TextColumn(c.t("c_time"), help="22:15 / 2026-11-30 22:15"),
    })

    st.subheader(c.t("day"))
    for key, value in day0.items():
        if f"ed_day_{key}_{gen}" not in ss:
            ss[f"ed_day_{key}_{gen}"] = value
    events = [None, *[e.name_ru for e in rs.events.values()]]
    d1, d2, d3, d4, d5 = st.columns([3, 1, 3, 2, 2])
    d1.text_input(c.t("title"), key=f"ed_day_title_{gen}")
    d2.number_input(c.t("night_no"), min_value=1, step=1, key=f"ed_day_night_{gen}")
    d3.multiselect(c.t("lynched"), names0, key=f"ed_day_lynched_{gen}", placeholder="—")
    d4.selectbox(c.t("event"), events, key=f"ed_day_event_{gen}", placeholder="—", format_func=lambda e: e or "—")
    d5.selectbox(c.t("next_event"), events, key=f"ed_day_next_event_{gen}", placeholder="—", format_func=lambda e: e or "—")
    day = {key: ss[f"ed_day_{key}_{gen}"] for key in day0}

    edited = nt.night_from_tables(base, players, moves, day, rs, renamed)
    if edited != nt.night_from_tables(base, players0, moves0, day0, rs):
        text = nt.dump(edited)
        if text != ss.night_text:
            ss.night_text = text
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
