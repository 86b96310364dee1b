"""The running vote count for the day's thread, one BBCode post as the best forum vote counters post it: each
candidate with his voters in the order their votes came and his total, the votes he still needs, the empty and the
void votes, who has not voted, how the day is decided, «по состоянию на пост №N».

It words `resolver.day.vote_count.VoteCount` (the day code's count) and decides nothing: a modifier's part of a
total is «+1 (модификатор)», never whose (andorra L326 «Чей голос был изменен никто не узнает»).
"""

from __future__ import annotations

from resolver.api import Resolution
from resolver.day.tie import fmt
from resolver.day.vote_count import VoteCount, Wagon, vote_count
from resolver.report.bbcode import escape

WORDS: dict[str, tuple[str, str]] = {
    "head": ("Голосование", "Vote count"),
    "as_of": ("по состоянию на пост №{post}", "as of post #{post}"),
    "no_post": ("по всем прочитанным постам", "as of every post read"),
    "modifier": ("модификатор", "modifier"),
    "penalty": ("штраф", "penalty"),
    "going": ("сейчас уходит", "going now"),
    "tied_mark": ("ничья", "tied"),
    "needs": ("нужно ещё {n}", "needs {n} more"),
    "no_votes": ("голосов пока нет", "no votes yet"),
    "empty": ("Пустой голос: {names}", "Empty vote: {names}"),
    "void": ("Не учтены: {rows}", "Not counted: {rows}"),
    "not_voted": ("Не проголосовали ({n}): {names}", "Not voting ({n}): {names}"),
    "all_voted": ("Проголосовали все живые", "Every living player has voted"),
    "rule": ("{action}: уходит {places}, у кого больше всех голосов; живых {alive}",
             "{action}: {places} with the most votes goes; {alive} alive"),
    "places_1": ("тот", "the one"),
    "places_n": ("{n} игрока", "the {n} players"),
    "tie_coin": ("при ничьей — монетка ведущего", "a tie: the host's coin"),
    "tie_none": ("при ничьей никто не уходит", "a tie: nobody goes"),
    "now_going": ("Сейчас уходит: {names}", "Going now: {names}"),
    "now_tied": ("Сейчас ничья: {names} — по {votes}", "Tied now: {names}, {votes} each"),
    "now_nobody": ("Сейчас никто не уходит", "Nobody goes now"),
    "hidden_log": ("Голосование сегодня тайное ({clause}): голоса не публикуются",
               "The vote is secret today ({clause}): no votes are published"),
}


def _w(key: str, lang: str, **params: object) -> str:
    ru, en = WORDS[key]
    return (ru if lang == "ru" else en).format(**params)


def _bold(name: str) -> str:
    return f"[b]{escape(name)}[/b]"


def _signed(value: float, word: str) -> str:
    sign = "+" if value > 0 else "−"
    return f"{sign}{fmt(abs(value))} ({word})"


def _voter(name: str, post: str | None) -> str:
    return escape(name) + (f" ({escape(post)})" if post else "")


def wagon_line(wagon: Wagon, count: VoteCount, lang: str) -> str:
    """«[b]Иван[/b] — 3: Дон (12), Бруно (15), +1 (модификатор) — сейчас уходит»."""
    parts = [_voter(v, p) for v, p in zip(wagon.voters, wagon.posts)]
    if wagon.modifiers:
        parts.append(_signed(wagon.modifiers, _w("modifier", lang)))
    if wagon.penalty:
        parts.append(_signed(wagon.penalty, _w("penalty", lang)))
    line = f"{_bold(wagon.target)} — {fmt(wagon.total)}: {', '.join(parts)}"
    if wagon.target in count.going:
        return f"{line} — {_w('going', lang)}"
    if wagon.target in count.tied:
        return f"{line} — {_w('tied_mark', lang)}"
    return f"{line} — {_w('needs', lang, n=fmt(wagon.to_go))}"


def _clause(res: Resolution, clause_id: str, lang: str) -> str:
    clause = res.ruleset.clauses.get(clause_id)
    if clause is None:
        return clause_id
    return clause.title_ru if lang == "ru" else clause.title_en


def _action(res: Resolution, count: VoteCount, lang: str) -> str:
    action = res.ruleset.actions.get(count.verdict_action)
    if action is None:
        return count.verdict_action
    return action.name_ru if lang == "ru" else action.name_en


def count_lines(res: Resolution, count: VoteCount, lang: str = "ru") -> list[str]:
    """The post's lines (BBCode)."""
    when = _w("as_of", lang, post=escape(count.as_of)) if count.as_of else _w("no_post", lang)
    lines = [f"[b]{_w('head', lang)}[/b] — {when}", ""]
    if count.secret:
        lines.append(_w("hidden_log", lang, clause=escape(_clause(res, count.event_clause or "", lang))))
    else:
        lines.extend(wagon_line(w, count, lang) for w in count.wagons if w.voters or w.total)
        if not any(w.voters or w.total for w in count.wagons):
            lines.append(_w("no_votes", lang))
        if count.empty:
            lines.append(_w("empty", lang, names=", ".join(escape(n) for n in count.empty)))
        if count.void:
            rows = ", ".join(f"{escape(voter)} ({escape(_clause(res, clause, lang))})" for voter, clause in count.void)
            lines.append(_w("void", lang, rows=rows))
    lines.append(_w("not_voted", lang, n=len(count.not_voted), names=", ".join(escape(n) for n in count.not_voted))
                 if count.not_voted else _w("all_voted", lang))
    lines.append("")
    places = _w("places_1", lang) if count.places == 1 else _w("places_n", lang, n=count.places)
    rule = _w("rule", lang, action=escape(_action(res, count, lang)), places=places, alive=count.alive)
    lines.append(f"{rule}; {_w('tie_none' if count.tie_no_verdict else 'tie_coin', lang)}")
    if not count.secret:
        if count.going:
            lines.append(_w("now_going", lang, names=", ".join(_bold(n) for n in count.going)))
        if count.tied:
            votes = next(w.total for w in count.wagons if w.target == count.tied[0])
            lines.append(_w("now_tied", lang, names=", ".join(_bold(n) for n in count.tied), votes=fmt(votes)))
        if not count.going and not count.tied:
            lines.append(_w("now_nobody", lang))
    return lines


def vote_count_post(res: Resolution, lang: str = "ru", as_of: str | None = None) -> str | None:
    """The running vote count of the resolution's day as one BBCode post; None when the day was not counted (no
    vote log, or nothing in it yet). `as_of`: the last post read (else the last vote's post)."""
    count = vote_count(res.ruleset, res.scenario, res.day, as_of)
    if count is None:
        return None
    return "\n".join(count_lines(res, count, lang)) + "\n"
