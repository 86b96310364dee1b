"""Entering moves fast: the living players in the order of moves, each with his own actions and a target
picker, who has not sent a move yet, and a box for moves pasted as they arrive.

Choices come from `resolver.input.entry` and the reading of a paste from `resolver.input.paste_moves`; the page only
writes the chosen moves into the night's YAML. The widgets' keys do not change with the night, so a
pick keeps the focus where it was and the page does not jump.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import night_tables as nt
from resolver.workbench import style
from resolver.game import board
from resolver.game.nextnight import taken_by_day, without_day_taken
from resolver import report
from resolver.input.entry import day_event, in_order_of_moves, moves_by_actor, stays_home
from resolver.input.paste_moves import as_moves, describe, home_of, read_moves, with_lines
from resolver.specs.ruleset import ActionSpec, RulesetSpec
from resolver.rulesets import get_ruleset

c.add_strings({
    "quick_title": ("Ходы по порядку", "Moves in order"),
    "quick_help": ("Выберите игрока, его ход и цель и нажмите «Записать ход»: строка перейдёт к следующему "
                   "игроку без хода. Всё с клавиатуры: начните печатать, чтобы найти, Enter — выбрать, Tab — "
                   "дальше. Ниже — все живые игроки в порядке ходов.",
                   "Pick a player, his move and target and press «Record the move»: the row moves on to the next "
                   "player without a move. All by keyboard: type to find, Enter picks, Tab moves on. Below: "
                   "every living player in the order of moves."),
    "q_player": ("Игрок", "Player"), "q_action": ("Ход", "Move"), "q_target": ("Цель", "Target"),
    "q_target2": ("Вторая цель", "Second target"), "q_time": ("Время", "Time"),
    "q_none": ("— нет хода —", "— no move —"),
    "q_record": ("Записать ход", "Record the move"),
    "q_role": ("Роль", "Role"), "q_move": ("Ход этой ночью", "Tonight's move"),
    "q_carried": ("С прошлых ночей", "From earlier nights"),
    "q_home": ("нет хода — «сидел дома»", "no move — «stayed home»"),
    "q_home_own": ("сидит дома — сам так написал", "stays home — his own word"),
    "q_no_players": ("Сначала впишите игроков в таблицу «Игроки» ниже: здесь появятся их ходы.",
                     "First enter the players in the «Players» table below: their moves appear here."),
    "q_more": ("ещё ходов: {n} (в таблице «Все ходы»)", "{n} more move(s) (in the «All moves» table)"),
    "q_no_moves": ("Без хода этой ночью: {names}", "No move tonight: {names}"),
    "q_dead": ("Выбыли (ходов не делают и целями не предлагаются): {names}",
               "Out of the game (no moves, not offered as targets): {names}"),
    "q_day_out": ("Выбыли днём — этой ночью ходов не делают, их ход не засчитывается: {names}",
                  "Out since the day: no move tonight, a move of theirs does not count: {names}"),
    "q_taken_move": ("{name} выбыл днём ({how}), а в ночи есть его ход «{move}»: {result} — {why}",
                     "{name} is out since the day ({how}), yet the night has his move «{move}»: {result} — {why}"),
    "missing_title": ("Кто ещё не прислал ход", "Who has not sent a move yet"),
    "missing_count": ("Прислали {sent} из {all}. Не приславший ход «сидел дома».",
                      "{sent} of {all} have sent a move. A player who sends none «stayed home»."),
    "missing_none": ("Ходы прислали все.", "Everybody has sent a move."),
    "paste_moves": ("Вставить ходы текстом", "Paste moves as text"),
    "paste_moves_help": ("По одному на строку, как они пришли: «Айболит: лечение Иван», «[22:15] Шерлок — "
                         "проверка Барон», «Иван: сижу дома».",
                         "One a line, as they arrived: «Айболит: лечение Иван», «[22:15] Шерлок — "
                         "проверка Барон», «Иван: сижу дома»."),
    "paste_moves_box": ("Ходы игроков", "Players' moves"),
    "paste_read": ("Прочитано строк: {n} — понято {ok}, с поправкой {fixed}, не понято {bad}, сидят дома {home}.",
                   "{n} line(s) read: {ok} understood, {fixed} with a correction, {bad} not understood, "
                   "{home} staying home."),
    "paste_add": ("Добавить понятые ходы ({n})", "Add the understood moves ({n})"),
    "paste_added": ("Добавлено ходов: {n}", "Moves added: {n}"),
    "p_line": ("Строка", "Line"), "p_text": ("Как пришло", "As received"), "p_read": ("Как понято", "As read"),
    "p_status": ("Итог", "Result"),
    "st_ok": ("✓ понято", "✓ understood"), "st_fixed": ("≈ с поправкой", "≈ corrected"),
    "st_home": ("⌂ сидит дома", "⌂ stays home"), "st_error": ("✗ не понято", "✗ not understood"),
    "q_time_ph": ("чч:мм", "hh:mm"),
    "prev_results": ("Итоги прошлой ночи (ночь {n}{title})", "Results of the previous night (night {n}{title})"),
    "prev_post": ("Утренний пост прошлой ночи", "The previous night's morning post"),
    "prev_private": ("Личные результаты прошлой ночи", "The previous night's private results"),

})

ss = st.session_state
FILLS = {"✓": "#d9f2d9", "≈": "#fff1c2", "⌂": "#e6e6e6", "✗": "#f7d4d4"}


def _data() -> dict[str, Any]:
    return nt.night_data(ss.night_text)


def day_taken() -> dict[str, str]:
    """The players the day before this night took out of it (name -> «Повешен», «Сел»...): from the night's own
    resolution (the counted vote or the host's `day.lynched`); while the night cannot be resolved yet, the
    host's `day.lynched` alone."""
    cur = c.current()
    if cur.res is not None:
        return taken_by_day(cur.res, c.lang())
    day = _data().get("day")
    lynched = day.get("lynched") if isinstance(day, dict) else None
    return {str(n): "" for n in (lynched if isinstance(lynched, list) else [lynched] if lynched else [])}


def _seen() -> dict[str, Any]:
    """The night as the entry sees it: the players the day took are out of the game (no move to send)."""
    return without_day_taken(_data(), day_taken())


def _write(data: dict[str, Any]) -> None:
    text = nt.dump(data)
    if text != ss.night_text:
        ss.night_text = text
        ss.ed_gen += 1  # the tables below are rebuilt from the new night


def record(name: str) -> None:
    """«Записать ход»: the player's first move becomes what the entry row says (no action: no move); the
    picker moves on to the next player in the order of moves who has not sent one."""
    data = _data()
    rs = get_ruleset(str(data.get("ruleset", "bankers")))
    moves = list(data.get("moves") or [])
    mine = moves_by_actor(data).get(name, [])
    action = ss.get(row_key("a", name)) or ""
    home = [n for n in data.get("home") or [] if n != name]
    if not action:
        if mine:
            del moves[mine[0]]
        home.append(name)  # «— нет хода —» recorded: he stays home, and has sent that
    else:
        spec = rs.actions[action]
        most = most_targets(spec, day_event(data, rs))
        targets = [t for t in (ss.get(row_key("t", name)), ss.get(row_key("t2", name))) if t][:most]
        move: dict[str, Any] = {"actor": name, "action": spec.name_ru}
        if targets:
            move["targets"] = targets
        time = str(ss.get(row_key("time", name)) or "").strip()
        if time:
            move["time"] = time
        if mine:
            old = moves[mine[0]]
            if rs.action_id(str(old.get("action", ""))) == action:
                move.update({k: v for k, v in old.items() if k in ("by", "branches", "choice", "note")})
            moves[mine[0]] = move
        else:
            moves.append(move)
    data["moves"] = moves
    data.pop("home", None)
    _write({**data, **({"home": home} if home else {})})
    order = [seat.name for seat, actions in in_order_of_moves(_seen(), rs) if actions]
    sent = {*moves_by_actor(data), *stays_home(data)}
    after = order[order.index(name) + 1:] + order[:order.index(name)] if name in order else order
    ss.qe_who = next((n for n in after if n not in sent), name)
    ss.qe_recorded = True


def row_key(kind: str, name: str) -> str:
    """A widget key of the entry row for one player: ASCII (Streamlit makes it the element's CSS class, where
    Cyrillic letters become dashes), the same for a name in every run."""
    return f"qe_{kind}_{hashlib.sha1(name.encode('utf-8')).hexdigest()[:10]}"


def most_targets(spec: ActionSpec, event: str | None) -> int:
    """How many targets the action takes tonight (more on its event's day: bankers Полнолуние)."""
    more = spec.more_targets_on
    return max(spec.max_targets, more[1] if more and more[0] == event else 0)


def _load_row(name: str, move: dict[str, Any], rs: RulesetSpec) -> None:
    """The row's widgets show the player's move as the night holds it, unless the host is changing it:
    they are set again only when the night's move differs from the one they were loaded from."""
    seen = repr(move)
    if ss.get(row_key("src", name)) == seen and row_key("a", name) in ss:
        return
    targets = nt.move_targets(move) if move else []
    ss[row_key("a", name)] = (rs.action_id(str(move.get("action", ""))) or "") if move else ""
    ss[row_key("t", name)] = targets[0] if targets else ""
    ss[row_key("t2", name)] = targets[1] if len(targets) > 1 else ""
    ss[row_key("time", name)] = str(move.get("time") or "")
    ss[row_key("src", name)] = seen


def quick_entry(rs: RulesetSpec) -> None:
    """The entry row for one player at a time, then every living player in the order of moves."""
    data = _seen()
    rows = in_order_of_moves(data, rs)
    st.subheader(c.t("quick_title"), help=c.t("quick_help"))
    if not rows:
        st.info(c.t("q_no_players"))
        return
    taken_moves_warning()
    entry_row(rs)
    left, right = st.columns([4, 1.3])
    with left:
        overview(data, rows, rs)
    with right:
        missing(rs)


@st.fragment
def entry_row(rs: RulesetSpec) -> None:
    """Picks rerun only this row (a fragment); «Записать ход» reruns the page."""
    if ss.pop("qe_recorded", False):
        st.rerun()  # the night changed: the list, the check list and the tables follow
    data = _seen()
    event = day_event(data, rs)
    rows = [(seat, actions) for seat, actions in in_order_of_moves(data, rs) if actions]
    if not rows:
        return
    # Targets: the living as the night starts, the day's lynched (jailed) among them: a move may name him
    # (andorra Тюремщик: «проверяет посаженного в текущий день игрока», L290).
    living = [seat.name for seat, _ in in_order_of_moves(_data(), rs)]
    sent = moves_by_actor(data)
    home = stays_home(data)
    lang = c.lang()
    role_of = {seat.name: rs.roles.get(seat.role or "") for seat, _ in rows}
    who_label = {n: f"{'☑' if n in sent or n in home else '☐'} {n} · {(r.name_ru if lang == 'ru' else r.name_en) if r else '?'}"
                 for n, r in role_of.items()}
    names = [seat.name for seat, _ in rows]
    if ss.get("qe_who") not in names:
        ss.qe_who = next((n for n in names if n not in sent and n not in home), names[0])
    name = str(ss.qe_who)
    actions = next(found for seat, found in rows if seat.name == name)
    raw = data.get("moves") or []
    move = raw[sent[name][0]] if name in sent else {}
    _load_row(name, move, rs)
    current = ss.get(row_key("a", name)) or ""
    options = ["", *actions, *([current] if current and current not in actions else [])]
    targets = [ss.get(row_key("t", name)), ss.get(row_key("t2", name))]
    target_options = ["", *living, *[t for t in targets if t and t not in living]]
    spec = rs.actions.get(current)
    action_name = {a: (s.name_ru if lang == "ru" else s.name_en) for a, s in rs.actions.items()}
    action_name[""] = c.t("q_none")  # computed here: AppTest formats values after the run
    two = spec is not None and most_targets(spec, event) > 1
    with st.container(border=True):
        cols = st.columns([3.2, 3, 3, *([3] if two else []), 1.3, 2.1], vertical_alignment="bottom")
        cols[0].selectbox(c.t("q_player"), names, key="qe_who", format_func=who_label.__getitem__)
        cols[1].selectbox(c.t("q_action"), options, key=row_key("a", name), format_func=action_name.__getitem__)
        if spec is None or spec.max_targets > 0:
            cols[2].selectbox(c.t("q_target"), target_options, key=row_key("t", name), format_func=lambda t: t or "—")
        if two:
            cols[3].selectbox(c.t("q_target2"), target_options, key=row_key("t2", name), format_func=lambda t: t or "—")
        cols[-2].text_input(c.t("q_time"), key=row_key("time", name), placeholder=c.t("q_time_ph"))
        cols[-1].button(c.t("q_record"), key="qe_record", on_click=record, args=(name,), type="primary",
                        icon=":material/check:", width="stretch")
        player = {p.name: p for p in _players(data)}
        words = board.state_words(player[name].state, rs, player, lang) if name in player else []
        if len(sent.get(name, [])) > 1:
            words.append(c.t("q_more", n=len(sent[name]) - 1))
        if words:
            st.caption("; ".join(words))


def taken_moves_warning() -> None:
    """A move the file holds of a player the day took: it stays in the night, and fails there with its clause
    (bankers: «мертв к этому шагу (Линч)»; andorra: «сел днём и ночью не ходит»); the host is told here."""
    cur = c.current()
    taken = day_taken()
    if cur.res is None or not taken:
        return
    res = cur.res
    for row in report.move_rows(res, res.chosen, c.lang()):
        if row["actor"] in taken and row["result"] != "success":
            st.warning(c.t("q_taken_move", name=row["actor"], how=taken[row["actor"]] or "—",
                           move=f"{row['action']} → {row['targets']}" if row["targets"] else row["action"],
                           result=row["result_text"], why=row["why"]), icon=":material/block:")


def overview(data: dict[str, Any], rows: list[Any], rs: RulesetSpec) -> None:
    """Every living player in the order of moves with his move as the night holds it (one element: quick)."""
    lang = c.lang()
    sent = moves_by_actor(data)
    home = stays_home(data)
    raw = data.get("moves") or []
    players = {p.name: p for p in _players(data)}
    head = f"| | {c.t('q_player')} | {c.t('q_role')} | {c.t('q_move')} | {c.t('q_carried')} |\n|---|---|---|---|---|"
    lines = [head]
    items = []  # the same rows as a list, for a phone: a table of five columns there split its words
    idle = []
    for seat, actions in rows:
        if not actions:
            idle.append(seat.name)
            continue
        role = rs.roles.get(seat.role or "")
        moves = []
        for i in sent.get(seat.name, []):
            m = raw[i]
            spec = rs.actions.get(rs.action_id(str(m.get("action", ""))) or "")
            what = (spec.name_ru if lang == "ru" else spec.name_en) if spec else str(m.get("action"))
            targets = nt.move_targets(m)
            moves.append(what + (" → " + ", ".join(targets) if targets else "") + (f" ({m['time']})" if m.get("time") else ""))
        words = board.state_words(players[seat.name].state, rs, players, lang) if seat.name in players else []
        idle_word = c.t("q_home_own") if seat.name in home else c.t("q_home")
        cells = ["☑" if moves or seat.name in home else "☐", f"**{c.md(seat.name)}**",
                 c.md((role.name_ru if lang == "ru" else role.name_en) if role else "?"),
                 c.md("; ".join(moves)) or f":gray[{idle_word}]", f":small[{c.md('; '.join(words))}]" if words else ""]
        lines.append("| " + " | ".join(cells) + " |")
        items.append(f"{cells[0]} {cells[1]} · {cells[2]}  \n{cells[3]}" + (f"  \n{cells[4]}" if words else ""))
    with style.wide("overview"):
        st.markdown("\n".join(lines))
    with style.narrow("overview"):
        style.row_list(items)
    if idle:
        st.caption(c.t("q_no_moves", names=", ".join(idle)))
    taken = day_taken()
    if taken:
        st.caption(c.t("q_day_out", names=", ".join(f"{n} ({how})" if how else n for n, how in taken.items())))
    dead = [p.name for p in players.values() if not p.alive and p.name not in taken]
    if dead:
        st.caption(c.t("q_dead", names=", ".join(dead)))


def _players(data: dict[str, Any]) -> list[Any]:
    from model import Player

    out = []
    for p in data.get("players") or []:
        try:
            out.append(Player.model_validate(p))
        except Exception:  # noqa: BLE001 - a half-typed row has no state to show yet
            continue
    return out


def missing(rs: RulesetSpec) -> None:
    """The check list: who has a move to send and has not sent it."""
    data = _seen()
    rows = [(seat, actions) for seat, actions in in_order_of_moves(data, rs) if actions]
    sent = {*moves_by_actor(data), *stays_home(data)}
    waiting = [seat.name for seat, _ in rows if seat.name not in sent]
    with st.container(border=True):
        st.markdown(f"**{c.t('missing_title')}**")
        st.caption(c.t("missing_count", sent=len(rows) - len(waiting), all=len(rows)))
        if waiting:
            st.markdown("  \n".join(f"☐ {c.md(n)}" for n in waiting))
        else:
            st.markdown(f":green[{c.t('missing_none')}]")


def add_pasted() -> None:
    data = _data()
    rs = get_ruleset(str(data.get("ruleset", "bankers")))
    taken = with_lines(data, read_moves(str(ss.get("paste_moves") or ""), _seen(), rs), rs)
    _write(data)
    ss.paste_moves_added = taken


def paste_box(rs: RulesetSpec) -> None:
    with st.container(border=True):
        st.markdown(f"**{c.t('paste_moves')}**")
        left, right = st.columns([2, 3])
        left.caption(c.t("paste_moves_help"))
        with left:
            text = c.kept(st.text_area, c.t("paste_moves_box"), key="paste_moves", fallback="", height=200,
                          label_visibility="collapsed", placeholder="Айболит: лечение Иван")
        added = ss.pop("paste_moves_added", None)
        if added is not None:
            left.success(c.t("paste_added", n=added))
        if not str(text or "").strip():
            return
        with right:
            preview(str(text), rs)


def preview(text: str, rs: RulesetSpec) -> None:
    """What each pasted line was read as, before anything is added."""
    lines = read_moves(text, _seen(), rs)
    count = {s: sum(1 for line in lines if line.status == s) for s in ("ok", "fixed", "error", "home")}
    st.caption(c.t("paste_read", n=len(lines), ok=count["ok"], fixed=count["fixed"], bad=count["error"],
                   home=count["home"]))
    lang = c.lang()
    rows = [{c.t("p_status"): c.t(f"st_{line.status}"), c.t("p_text"): line.text,
             c.t("p_read"): describe(line, rs, lang)} for line in lines]
    frame = pd.DataFrame(rows, index=pd.Index([line.number for line in lines], name=c.t("p_line")))
    styled = frame.style.map(lambda v: f"background-color: {FILLS.get(str(v)[:1], 'transparent')}",
                             subset=[c.t("p_status")])
    st.table(styled)
    usable = len(as_moves(lines, rs)) + len(home_of(lines))
    st.button(c.t("paste_add", n=usable), key="paste_add", on_click=add_pasted, type="primary",
              disabled=not usable, icon=":material/playlist_add:")


def previous_night() -> None:
    """The night this one was opened from («Следующая ночь»): its post and private results, one click away."""
    prev = st.session_state.get("prev_night")
    if not prev or prev.get("next") != st.session_state.get("night_name"):  # another night was opened since
        return
    cur = c.resolve_cached(prev["text"], prev["name"])
    if cur.res is None:
        return
    res = cur.res
    alt = res.alternatives[min(int(prev.get("alt", 0)), len(res.alternatives) - 1)]
    title = f": {res.scenario.title}" if res.scenario.title else ""
    with st.expander(c.t("prev_results", n=res.scenario.night, title=title), icon=":material/history:"):
        st.caption(c.t("prev_post"))
        st.code(report.morning_post(res, alt, c.lang()), language=None, wrap_lines=True)
        private = report.private_results(res, alt, c.lang())
        st.caption(c.t("prev_private"))
        st.code("\n".join(f"{n}: {' | '.join(lines)}" for n, lines in private.items() if lines) or "—",
                language=None, wrap_lines=True)
