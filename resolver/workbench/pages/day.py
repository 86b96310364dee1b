"""Day: the day's votes entered in a table or read from the forum thread, and the tally vote by vote.

Thin: the thread is read by `resolver.input.forum_text.read_any` (as `mafia-night votes`), the votes go
into the night's `day.votes`, and the tally shown is the resolution's own decisions, as `explain` gives.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import night_tables as nt
from resolver import report
from resolver.api import Resolution
from resolver.day.house import COLOURS_OPTION, DEFAULT_TIMEZONE, HOUSE_OPTIONS, TIMEZONE_OPTION
from resolver.input.forum_text import read_any
from resolver.input.loader import decode
from resolver.report.vote_count import vote_count_post

ss = st.session_state
VOTE_COLUMNS = ["voter", "target", "time", "edited", "repeated", "not_red", "caused_by", "post"]
FLAGS = ("edited", "repeated", "not_red")
DAY_KINDS = ("verdict", "tally", "vote", "penalty")

c.add_strings({
    "day_title": ("День", "Day"),
    "day_no_players": ("В ночи нет игроков: добавьте их на странице «Ночь».",
                       "The night has no players: add them on the «Night» page."),
    "day_paste_head": ("Голоса из темы форума", "Votes from the forum thread"),
    "day_paste_help": (
        "Вставьте тему дня: сохранённую страницу форума, цитаты постов с ББ-кодами или текст, скопированный "
        "со страницы. В тексте цвет теряется: отметьте каждый красный текст сами — `[red]` в начале строки "
        "(без ника — пустой голос) или `[color=red]Ник[/color]` внутри строки. Пост начинается со "
        "строки «Сообщение Ник » 01 дек 2025, 21:00». Цитата кончается строкой `[/quote]` или там, где "
        "перестаёт совпадать с постом цитируемого; что нельзя прочитать, перечисляется, а не угадывается.",
        "Paste the day's thread: a saved phpBB page (HTML), the BBCode of quoted posts, or the text copied from "
        "the page. Text loses the colour: mark each red text yourself, `[red]` at a line's start (`[red]` alone "
        "is the empty vote) or `[color=red]Nick[/color]` inside a line. A post starts at its line «Сообщение "
        "Nick » 01 дек 2025, 21:00». A quote ends at a line `[/quote]` or where it stops matching the quoted "
        "player's post; what cannot be read is listed, never guessed."),
    "day_paste": ("Тема дня", "The day's thread"),
    "day_upload": ("…или файл темы (сохранённая страница или текст)", "…or the thread's file (.html, .txt)"),
    "day_read": ("Прочитать голоса", "Read the votes"),
    "day_read_as": ("Прочитано как: {kind}; голосов: {n}", "Read as: {kind}; votes: {n}"),
    "day_kind_html": ("сохранённая страница форума", "phpBB page (HTML)"),
    "day_kind_bbcode": ("цитаты с ББ-кодами", "BBCode quotes"),
    "day_kind_text": ("текст с отметками ведущего", "text with the host's marks"),
    "day_unreadable": ("Не прочитано (ничего не угадано):", "Not read (nothing guessed):"),
    "day_words": ("Слов за день (Автокилл: меньше {min} — штрафное очко)",
                  "Words this day (Автокилл: fewer than {min} is a point)"),
    "day_words_plain": ("Слов за день", "Words this day"),
    "day_no_post": ("Нет постов в теме: {names}", "No post in the thread: {names}"),
    "day_whole": ("Вставлен весь день: у игроков без постов 0 слов", "The paste is the whole day: no post is 0 words"),
    "day_whole_help": ("Иначе их слова не записываются в день: ведущий решает сам, ничего не угадывается.",
                       "Otherwise their words are not written into the day: the host decides, nothing is guessed."),
    "day_use": ("Взять эти голоса в день", "Use these votes for the day"),
    "day_used": ("Голоса из темы записаны в день ночи ({n})", "The thread's votes were written into the day ({n})"),
    "day_votes": ("Голоса дня по порядку", "The day's votes in order"),
    "day_votes_help": ("Пустая цель — пустой голос. Флаги — отметки ведущего: отредактирован, повторный, не красным.",
                       "An empty target is the empty vote. The flags are the host's marks: edited, repeated, not red."),
    "day_no_log": ("Журнала голосов нет: итог дня не считается (или задан вручную как «Повешен»).",
                   "No vote log: the day is not counted (or given by hand as «lynched»)."),
    "day_tally": ("Итог дня, голос за голосом", "The day's tally, vote by vote"),
    "day_verdict": ("Итог: {who}", "Verdict: {who}"),
    "day_nobody": ("никто", "nobody"),
    "day_override": ("задан ведущим вручную", "given by the host"),
    "day_totals": ("Голоса", "Votes"),
    "day_explain_for": ("Почему — для игрока", "Why — for the player"),
    "c_voter": ("Кто", "Voter"),
    "c_target": ("За кого", "Target"),
    "c_time": ("Время", "Time"),
    "c_edited": ("Отред.", "Edited"),
    "c_repeated": ("Повтор", "Repeat"),
    "c_not_red": ("Не красн.", "Not red"),
    "c_caused_by": ("Из-за", "Caused by"),
    "c_post": ("Пост", "Post"),
    "c_line": ("Строка", "Line"),
    "c_words": ("Слов", "Words"),
    "c_votes": ("Голосов", "Votes"),
    "day_house_head": ("Правила дня", "The day's rules"),
    "day_house_help": ("Правила голосования из шапки темы: цвет голоса, какой голос засчитывается, правка, срок "
                       "(по времени форума), цена пропуска, ничья. По умолчанию — как в тексте правил; изменённые "
                       "записываются в `options:` ночи, и каждое решение по голосу называет правило, которое "
                       "сработало.",
                       "The vote's rules from the thread's header: the vote's colour, which vote counts, an edit, a "
                       "deadline (in the forum's time), a skip's cost, a tie. The defaults are the rule text's; a "
                       "changed one is written into the night's `options:`, and each vote's decision names the rule "
                       "it met."),
    "day_house_default": ("по тексту правил: {value}", "by the rule text: {value}"),
    "day_count_head": ("Подсчёт голосов для темы", "The vote count for the thread"),
    "day_count_help": ("Один пост в ББ-кодах: кандидаты с голосовавшими по порядку, сколько ещё нужно, кто не "
                       "проголосовал; модификаторы — без того, чьи. Вставьте тему снова — подсчёт обновится.",
                       "One BBCode post: each candidate with his voters in order, how many more he needs, who has not "
                       "voted; the modifiers without whose. Paste the thread again and the count follows."),
})


def _data() -> dict[str, Any]:
    return nt.night_data(ss.night_text)


def _day(data: dict[str, Any]) -> dict[str, Any]:
    day = data.get("day")
    return dict(day) if isinstance(day, dict) else {}


def _write_day(day: dict[str, Any]) -> str:
    data = _data()
    data["day"] = day
    return nt.dump(data)


def votes_frame(day: dict[str, Any]) -> pd.DataFrame:
    rows = []
    for vote in day.get("votes") or []:
        if isinstance(vote, dict):
            rows.append({k: (bool(vote.get(k, False)) if k in FLAGS else str(vote.get(k) or "")) for k in VOTE_COLUMNS})
    return pd.DataFrame(rows, columns=VOTE_COLUMNS).astype("object")


def votes_from_frame(frame: pd.DataFrame) -> list[dict[str, Any]]:
    rows = []
    for _i, row in frame.iterrows():
        voter = nt._text(row["voter"])
        if not voter:
            continue
        vote: dict[str, Any] = {"voter": voter, "target": nt._text(row["target"])}
        for key in ("time", "caused_by", "post"):
            if nt._text(row[key]):
                vote[key] = nt._text(row[key])
        for key in FLAGS:
            if nt._text(row[key]).lower() == "true":
                vote[key] = True
        rows.append(vote)
    return rows


def use_reading(rows: list[dict[str, object]], words: dict[str, int] | None, last_post: str | None = None) -> None:
    day = _day(_data())
    day["votes"] = rows
    ss.day_as_of = {"post": last_post, "votes": rows}  # «по состоянию на пост №N» while the day holds these votes
    if words is not None:
        day["words"] = {**(day.get("words") or {}), **words}
    c.set_night(_write_day(day), ss.night_name, baseline=False)
    ss.day_notice = c.t("day_used", n=len(rows))


def house_rule_names(rs: Any) -> list[str]:
    """The house-rule options the rule set has, in the page's order (and its tie option)."""
    rules = rs.day if rs is not None else None
    if rules is None or not rules.house_rules:
        return []
    names = [n for n in HOUSE_OPTIONS if n in rs.options]
    return names + ([rules.tie_option] if rules.tie_option in rs.options else [])


def set_option(name: str, value: Any, default: Any) -> None:
    """Write one house rule into the night's `options:` (a value back at the default is taken out)."""
    data = _data()
    options = dict(data.get("options") or {}) if isinstance(data.get("options"), dict) else {}
    if value == default:
        options.pop(name, None)
    else:
        options[name] = value
    if options:
        data["options"] = options
    else:
        data.pop("options", None)
    c.set_night(nt.dump(data), ss.night_name, baseline=False)


def house_section(rs: Any) -> None:
    names = house_rule_names(rs)
    if not names:
        return
    given = _data().get("options")
    given = given if isinstance(given, dict) else {}
    with st.expander(c.t("day_house_head")):
        st.caption(c.t("day_house_help"))
        for name in names:
            spec = rs.options[name]
            now = given.get(name, spec.default)
            label = rs.option_label(name, c.lang())
            hint = c.t("day_house_default", value=rs.option_value_label(name, spec.default, c.lang()) or "—")
            key = f"day_house_{name}_{ss.get('ed_gen', 0)}"
            picked: Any
            if isinstance(spec.values, tuple):
                values = list(spec.values)

                def shown(value: Any, option: str = name) -> str:
                    return str(rs.option_value_label(option, value, c.lang()))

                picked = st.selectbox(label, values, index=values.index(now) if now in values else 0, key=key,
                                      help=hint, format_func=shown)
            elif spec.values is int:
                picked = int(st.number_input(label, min_value=spec.minimum, max_value=spec.maximum, step=1,
                                             value=int(now) if str(now).isdigit() else spec.default, key=key,
                                             help=hint))
            else:
                picked = st.text_input(label, value=str(now), key=key, help=hint).strip()
            if picked != now:
                set_option(name, picked, spec.default)
                ss.ed_gen = ss.get("ed_gen", 0) + 1
                st.rerun()


def paste_section(players: list[str], alive: list[str], autokill: Any) -> None:
    st.caption(c.t("day_paste_help"))
    upload = st.file_uploader(c.t("day_upload"), type=["html", "htm", "txt"], key=f"day_upload_{ss.get('upload_n', 0)}")
    if upload is not None:
        text, _enc, _bad = decode(upload.getvalue())
        if text is not None and ss.get("_day_upload_seen") != upload.file_id:
            ss._day_upload_seen = upload.file_id
            ss.day_paste = ss._kept_day_paste = text
            ss.day_read_text = text
    c.kept(st.text_area, c.t("day_paste"), key="day_paste", fallback="", height=220)
    if st.button(c.t("day_read"), key="day_read", icon=":material/fact_check:"):
        ss.day_read_text = ss.day_paste
    thread = ss.get("day_read_text")
    if not thread:
        return
    given = _data().get("options")
    given = given if isinstance(given, dict) else {}
    kind, reading = read_any(thread, players, str(given.get(COLOURS_OPTION) or "red"),
                             str(given.get(TIMEZONE_OPTION) or DEFAULT_TIMEZONE))
    st.markdown(c.t("day_read_as", kind=c.t(f"day_kind_{kind}"), n=len(reading.votes)))
    rows = reading.vote_rows()
    st.dataframe(pd.DataFrame([{
        c.t("c_voter"): v.voter, c.t("c_target"): v.target or "∅", c.t("c_time"): v.time or "",
        c.t("c_post"): v.post or "", c.t("c_edited"): "✎" if v.edited else "", c.t("c_line"): source or "",
    } for v, source in zip(reading.votes, reading.sources)]),
        hide_index=True, width="stretch", key="day_read_table")
    if reading.problems:
        st.warning(c.t("day_unreadable"))
        st.code("\n".join(reading.unread(c.lang())), language=None, wrap_lines=True)
    if reading.words:
        title = c.t("day_words", min=autokill.min_words) if autokill else c.t("day_words_plain")
        st.markdown(f"**{c.md(title)}**")
        st.dataframe(pd.DataFrame([{c.t("col_player"): name, c.t("c_words"): n,
                                    "": "✗" if autokill and n < autokill.min_words else ""}
                                   for name, n in reading.words.items()]), hide_index=True, key="day_words_table")
    words = dict(reading.words)
    absent = [p for p in alive if p not in reading.words]
    if absent:
        st.caption(c.t("day_no_post", names=", ".join(absent)))
        if autokill and st.checkbox(c.t("day_whole"), key="day_whole", help=c.t("day_whole_help")):
            words.update({p: 0 for p in absent})
    st.button(c.t("day_use"), key="day_use", type="primary", icon=":material/input:", on_click=use_reading,
              args=(rows, words if autokill else None, _last_post(reading.posts)), disabled=not rows)


def _last_post(posts: list[Any]) -> str | None:
    """The number of the last post read (the vote count is «as of» it)."""
    return next((str(p.number) for p in reversed(posts) if p.number), None)


def _vote_keys(votes: Any) -> list[tuple[str, str, str]]:
    """The votes a reading gave, to know the day still holds them (the YAML round trip may reword a field)."""
    return [(str(v.get("voter") or ""), str(v.get("target") or ""), str(v.get("post") or ""))
            for v in votes or [] if isinstance(v, dict)]


def count_section(res: Resolution) -> None:
    """The running vote count for the thread, with the code block's copy button."""
    kept = ss.get("day_as_of")
    votes = _day(_data()).get("votes")
    as_of = kept["post"] if isinstance(kept, dict) and _vote_keys(kept.get("votes")) == _vote_keys(votes) else None
    post = vote_count_post(res, c.lang(), as_of=as_of)
    if post is None:
        return
    with st.container(border=True, key="day_vote_count"):
        st.markdown(f"**{c.md(c.t('day_count_head'))}**")
        st.caption(c.t("day_count_help"))
        st.code(post, language=None, wrap_lines=True)


def votes_section(day: dict[str, Any], players: list[str]) -> None:
    st.caption(c.t("day_votes_help"))
    frame = votes_frame(day)
    cfg = st.column_config
    names = list(dict.fromkeys([*players, *[v for v in frame["voter"] if v], *[v for v in frame["target"] if v]]))
    edited = st.data_editor(frame, key=f"day_votes_{ss.get('ed_gen', 0)}", num_rows="dynamic", hide_index=True,
                            width="stretch", placeholder="", column_config={
        "voter": cfg.SelectboxColumn(c.t("c_voter"), options=names, required=True),
        "target": cfg.SelectboxColumn(c.t("c_target"), options=["", *names]),
        "time": cfg.TextColumn(c.t("c_time")),
        "edited": cfg.CheckboxColumn(c.t("c_edited"), default=False),
        "repeated": cfg.CheckboxColumn(c.t("c_repeated"), default=False),
        "not_red": cfg.CheckboxColumn(c.t("c_not_red"), default=False),
        "caused_by": cfg.SelectboxColumn(c.t("c_caused_by"), options=names),
        "post": cfg.TextColumn(c.t("c_post")),
    })
    rows = votes_from_frame(edited)
    if rows != votes_from_frame(frame):
        day = dict(day)
        day["votes"] = rows
        ss.night_text = _write_day(day)
        ss.ed_gen = ss.get("ed_gen", 0) + 1  # the table is rebuilt from the new log (its edits are in it now)
        st.rerun()


def verdict_head(res: Resolution | None) -> int | None:
    """The day's verdict and totals above the tabs (so taking votes shows what they gave); the outcome shown."""
    if res is None or res.day is None or (res.day.tally is None and not res.day.override):
        return None
    index = c.pick_alternative(res)
    verdict = ", ".join(res.day.verdict) or c.t("day_nobody")
    st.markdown(f"### {c.md(c.t('day_verdict', who=verdict))}" + (f" · {c.t('day_override')}" if res.day.override else ""))
    if res.day.totals:
        totals = ", ".join(f"{name} — {votes:g}" for name, votes in res.day.totals.items())
        st.markdown(f"{c.t('day_totals')}: {c.md(totals)}")
    return index


def tally_section(index: int | None) -> None:
    res = c.require_resolution(c.current())
    if res is None:
        return
    if index is None or res.day is None:
        st.info(c.t("day_no_log"))
        return
    count_section(res)
    alt = res.alternatives[index]
    quoted: set[str] = set()
    with st.container(border=True):
        for decision in alt.decisions:
            if decision.kind in DAY_KINDS or decision.subject == "day" or decision.code == "winner_after_day":
                c.show_decision(res, decision, quoted)
    names = [p.name for p in res.scenario.players]
    first = res.day.verdict[0] if res.day.verdict else names[0]
    who = c.kept(st.selectbox, c.t("day_explain_for"), names, key="day_explain", allowed=names, fallback=first)
    with st.expander(c.t("as_in_terminal")):
        st.code(report.explain(res, who, c.lang(), alternative=index), language=None)


def render() -> None:
    st.title(c.t("day_title"))
    notice = ss.pop("day_notice", None)
    if notice:
        st.success(notice)
    data = _data()
    cast = [p for p in data.get("players") or [] if isinstance(p, dict) and p.get("name")]
    players = [str(p["name"]) for p in cast]
    alive = [str(p["name"]) for p in cast if p.get("alive", True) is not False]
    if not players:
        st.info(c.t("day_no_players"))
        return
    cur = c.current()
    rs = cur.res.ruleset if cur.res is not None else None
    autokill = rs.day.autokill if rs is not None and rs.day is not None else None
    index = verdict_head(cur.res)
    house_section(rs)
    labels = [c.t("day_tally"), c.t("day_votes"), c.t("day_paste_head")]
    tally, table, paste = st.tabs(labels, default=labels[0] if index is not None else labels[2])
    with tally:
        tally_section(index)
    with table:
        votes_section(_day(data), players)
    with paste:
        paste_section(players, alive, autokill)


render()
