"""The day's thread as plain text (copied from the browser page): posts, the host's vote marks, quotes.

A copy of the page loses the colour, so a vote cannot be told from any other word: the host marks
each red text («красным цветом», as one of the texts says) in the pasted text, in one of two ways:

- `[color=red]Ник[/color]` (also `#FF0000`, `#f00`) around the red text, anywhere in a line, as the
  forum's own BBCode writes it;
- `[red]` at the start of a line: the rest of the line is the red text (`[red]` alone: the empty vote).

The forum draws BBCode, so a player's tags do not show in the copy, except what `[noparse]` shows as typed:
that the copy cannot tell from the host's marks (the saved page can).

A post starts at phpBB's author line, `Сообщение Ник » 01 дек 2025, 21:00` (English: `Post by Ник » …`,
phpBB 3.0: `by Ник » …`); the nick is everything between the word and ` » ` (spaces allowed), the
time must hold an `HH:MM`. The page's chrome next to it (the subject `Re: …`, the profile lines, the
next author's name) is not the post's words. The edit notice («Последний раз редактировалось …»,
«Last edited by …») flags the post's votes edited (п.09 «редактирование голоса»).

A quote opens at `Ник писал(а):` (`wrote:`, `Цитата:`, `Quote:`). The copy shows no end of the quote,
so it ends at a line `[/quote]` the host may add, else where the quoted lines stop matching an earlier
post of that player in the paste. A mark inside a quote is not the author's vote; a mark after a quote
whose end cannot be found is listed, not counted, and so are the words after it. Nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from resolver.day.house import colour_values
from resolver.input.forum import _RED, _TAG, _WORD, Post, ThreadReading, Unread, _norm, read_posts
from resolver.input.forum_bbcode import colours, split_posts, tokens
from resolver.input.forum_html import looks_like_html, read_html

_HEADER = re.compile(r"^(?:Сообщение|Post by|by)\s+(?P<author>\S.*?)\s+»\s+(?P<time>.*\d{1,2}:\d{2}.*?)\s*$")
_CITE = re.compile(r"^(?:(?P<who>\S.*?)\s+(?:писал\(а\)|писала?|написал\(а\)|wrote)|Цитата|Quote)\s*:\s*(?P<rest>.*)$")
_CITE_DATE = re.compile(r"^[↑\s]*(?:\d{1,2}\s+\S+\s+\d{4},\s*\d{1,2}:\d{2}|\S{3}\s+\S{3}\s+\d{1,2},\s*\d{4}\s+"
                        r"\d{1,2}:\d{2}(?:\s*[ap]m)?)?\s*", re.I)
_NOTICE = re.compile(r"^(?:Последний раз редактировал(?:ось|ся|а)?|Last edited by)\s", re.I)
_REASON = re.compile(r"^(?:Причина|Reason)\s*:", re.I)
_PROFILE = re.compile(r"^(?:Re:\s|(?:Сообщения|Зарегистрирован|Откуда|Репутация|Пол|Posts|Joined|Location)\s*:)", re.I)
_CHROME = {"вернуться к началу", "наверх", "top", "back to top", "ответить с цитатой", "цитата", "quote"}
_FOOTER = re.compile(r"^(?:Вернуться в|Перейти|Кто сейчас на (?:конференции|форуме)|Сейчас этот форум просматривают|"
                     r"Return to|Jump to|Who is online|Users browsing this forum)", re.I)
_END_QUOTE = re.compile(r"^\s*\[/quote\]\s*$", re.I)
_CODE_BOX = re.compile(r"^(?:Код|Code)\s*:\s*(?:Выделить вс[её]|Select all)\s*$", re.I)
_END_CODE = re.compile(r"^\s*\[/code\]\s*$", re.I)
_LINE_MARK = re.compile(r"^\s*\[red\](?P<text>.*)$", re.I)
_MONTHS = {m: i + 1 for i, names in enumerate(
    ["янв jan", "фев feb", "мар mar", "апр apr", "мая май may", "июн jun", "июл jul", "авг aug", "сен sep",
     "окт oct", "ноя nov", "дек dec"]) for m in names.split()}
_RU_TIME = re.compile(r"^(\d{1,2})\s+(\w{3})\w*\s+(\d{4}),?\s+(\d{1,2}):(\d{2})$")
_EN_TIME = re.compile(r"^(?:\w{3}\s+)?(\w{3})\w*\s+(\d{1,2}),\s+(\d{4})\s+(\d{1,2}):(\d{2})\s*([ap]m)?$", re.I)


def normal_time(raw: str) -> str:
    """phpBB's default Russian and English dates as `YYYY-MM-DD HH:MM`; anything else as written
    («Сегодня, 21:00» names no date: it is kept, not guessed)."""
    text = " ".join(raw.split())
    m = _RU_TIME.match(text)
    if m and m.group(2).lower() in _MONTHS:
        day, month, year, hour, minute = int(m.group(1)), _MONTHS[m.group(2).lower()], m.group(3), int(m.group(4)), m.group(5)
        return f"{year}-{month:02d}-{day:02d} {hour:02d}:{minute}"
    m = _EN_TIME.match(text)
    if m and m.group(1).lower() in _MONTHS:
        hour = int(m.group(4)) % 12 + (12 if (m.group(6) or "").lower() == "pm" else 0) if m.group(6) else int(m.group(4))
        return f"{m.group(3)}-{_MONTHS[m.group(1).lower()]:02d}-{int(m.group(2)):02d} {hour:02d}:{m.group(5)}"
    return raw.strip()


def _plain(line: str) -> str:
    """A line without the host's marks, for comparing quoted lines and counting words."""
    m = _LINE_MARK.match(line)
    text = m.group("text") if m else line
    return " ".join(_TAG.sub(" ", _RED.sub(lambda r: r.group("text"), text)).split()).casefold()


@dataclass
class _Block:
    author: str
    time: str
    line: int  # 1-based line of the header
    lines: list[tuple[int, str]]  # (line number, text) of the body
    typed: list[int] = field(default_factory=list)  # lines of the body shaped like an author line


def _lines(text: str) -> list[str]:
    """The paste's lines, split at line breaks only: a U+2028 or a form feed inside a post is no new line of
    the copy (and `str.splitlines` would make the line numbers one off after it)."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


def _chrome_start(lines: list[tuple[int, str]], author: str) -> int | None:
    """Where the forum's chrome before an author line starts in the lines above it: the author's nick (the
    profile), then profile lines and at most one line more (the subject). None: the line stands inside a post."""
    others = 0
    for i in range(len(lines) - 1, -1, -1):
        text = lines[i][1].strip()
        if text == author:
            return i
        if text and not _PROFILE.match(text) and text.casefold() not in _CHROME:
            others += 1
            if others > 1:
                return None
    return None


def _blocks(text: str) -> tuple[list[_Block], list[Unread]]:
    """The posts as header + body lines; the page's chrome around each header is dropped. An author line is
    the forum's where the forum puts one (under its author's profile); anywhere else it is the post's text."""
    blocks: list[_Block] = []
    preamble: list[str] = []
    for number, line in enumerate(_lines(text), start=1):
        m = _HEADER.match(line.strip())
        start = _chrome_start(blocks[-1].lines, m.group("author")) if m and blocks else 0
        if m and start is not None:
            if blocks:
                del blocks[-1].lines[start:]
            blocks.append(_Block(m.group("author"), normal_time(m.group("time")), number, []))
        elif blocks:
            blocks[-1].lines.append((number, line))
            if m:
                blocks[-1].typed.append(number)
        elif line.strip():
            preamble.append(line.strip())
    problems: list[Unread] = []
    if blocks:
        last = blocks[-1]
        footer = next((i for i, (_n, line) in enumerate(last.lines) if _FOOTER.match(line.strip())), len(last.lines))
        for number, line in last.lines[footer:]:
            if _has_mark(line):
                problems.append(Unread("text_mark_in_footer", {"post": f"L{last.line}", "author": last.author,
                                                               "line": number}))
        del last.lines[footer:]
        _trim(last)
    else:
        problems.append(Unread("text_no_post"))
    marks = [p for p in preamble if _has_mark(p)]
    if marks:
        problems.append(Unread("text_mark_before", {"text": marks[0][:60]}))
    return blocks, problems


def _trim(block: _Block) -> None:
    """Drop the page's chrome at the end of the last post."""
    while block.lines:
        text = block.lines[-1][1].strip()
        if not text or _PROFILE.match(text) or text.casefold() in _CHROME:
            block.lines.pop()
        else:
            break


_RED_FAULTS = {"bb_red_mixed", "bb_red_unclosed", "bb_red_broken"}


def _reds(line: str) -> tuple[list[str], list[tuple[str, dict[str, object]]]]:
    """The red texts the host marked in a line (as the forum's BBCode would show them), and the faults of
    the line's colour markup (a [color] left open, a stray [/color], another colour inside a red)."""
    m = _LINE_MARK.match(line)
    if m:
        return [_TAG.sub("", m.group("text")).strip()], []
    read = colours(tokens(line))
    faults = [("text_unclosed_color" if code == "bb_red_unclosed" else code, values) for code, _at, values in read.faults]
    return [text for text, _at in read.reds], faults


def _has_mark(line: str) -> bool:
    reds, faults = _reds(line)
    return bool(reds) or any(code in _RED_FAULTS or code == "text_unclosed_color" for code, _v in faults)


def _quote_end(lines: list[tuple[int, str]], sources: list[list[str]]) -> int | None:
    """The index where a quote (starting at lines[0]) ends: at `[/quote]`, else after the longest run of
    non-blank lines that follows an earlier post of the quoted player; None when neither tells."""
    for i, (_n, line) in enumerate(lines):
        if _END_QUOTE.match(line):
            return i
    body = [i for i, (_n, line) in enumerate(lines) if line.strip()]
    longest = max((len(source) for source in sources), default=0)
    plain = [_plain(lines[i][1]) for i in body[:longest]]  # a run is never longer than the longest source
    best = 0
    for source in sources:
        for j in (j for j, line in enumerate(source) if plain and line == plain[0]):
            k = 1
            while k < len(plain) and j + k < len(source) and plain[k] == source[j + k]:
                k += 1
            best = max(best, k)
    return body[best - 1] + 1 if best else None


def _read_block(block: _Block, earlier: dict[str, list[list[str]]], problems: list[Unread]) -> Post:
    where: dict[str, object] = {"post": f"L{block.line}", "author": block.author}
    post = Post(block.author, f"L{block.line}", block.time, "", reds=[], words=0, sources=[])
    assert post.reds is not None and post.sources is not None
    own: list[str] = []
    lines = block.lines
    i = 0
    typed_at = code_at = 0  # the typed author line, the code box the marks after it stand under
    while i < len(lines):
        number, line = lines[i]
        text = line.strip()
        if number in block.typed:
            typed_at = number
            problems.append(Unread("text_header_in_post", {**where, "line": number, "text": text[:60]}))
        if _CODE_BOX.match(text) or (code_at and _END_CODE.match(text)):
            code_at = 0 if code_at else number
            i += 1
            continue
        if _NOTICE.match(text):
            post.edited = text
            i += 1
            continue
        if post.edited and _REASON.match(text):
            i += 1
            continue
        cite = _CITE.match(text)
        if cite and not _LINE_MARK.match(text):
            rest = _CITE_DATE.sub("", cite.group("rest"), count=1)
            who = cite.group("who")
            quoted = ([(number, rest)] if rest else []) + lines[i + 1:]
            end = _quote_end(quoted, earlier.get(_norm(who), []) if who else [])
            if end is None:
                lost = ", ".join(str(n) for n, q in quoted if _has_mark(q))
                problems.append(Unread("text_quote_no_end_marks" if lost else "text_quote_no_end",
                                       {**where, "line": number, "who": who or "?", "lines": lost}))
                break
            for n, q in quoted[:end]:
                if _has_mark(q):
                    problems.append(Unread("text_mark_in_quote", {**where, "line": n, "who": who or "?"}))
            skip = end + (1 if end < len(quoted) and _END_QUOTE.match(quoted[end][1]) else 0)
            i += 1 + skip - (1 if rest else 0)
            continue
        reds, faults = _reds(line)
        for code, values in faults:
            problems.append(Unread(code, {**where, **values, "line": number}))
        if reds and (typed_at or code_at):
            problems.append(Unread("text_mark_after_header" if typed_at else "text_mark_in_code",
                                   {**where, "line": number, "at": typed_at or code_at}))
            reds = []
        for red in reds:
            post.reds.append(red)
            post.sources.append(f"{number}: {text}")
        own.append(line)
        i += 1
    post.text = "\n".join(own)
    post.words = sum(len(_WORD.findall(_plain(line))) for line in own)
    return post


def read_text(text: str) -> tuple[list[Post], list[Unread]]:
    """The posts of a thread copied as plain text, each with the red texts the host marked."""
    blocks, problems = _blocks(text)
    posts: list[Post] = []
    earlier: dict[str, list[list[str]]] = {}  # by the nick, normalised as the cast is matched
    for block in blocks:
        post = _read_block(block, earlier, problems)
        posts.append(post)
        earlier.setdefault(_norm(block.author), []).append(
            [_plain(line) for _n, line in block.lines if line.strip() and not _NOTICE.match(line.strip())])
    return posts, problems


def looks_like_bbcode(text: str) -> bool:
    return bool(re.match(r"\s*\[quote", text, re.I))


def read_any(thread: str, players: list[str], colours: str | None = None,
             tz: str | None = None) -> tuple[str, ThreadReading]:
    """The vote log of a pasted thread in whichever form it came: ('html' | 'bbcode' | 'text', reading). `colours`
    and `tz` are the day's house rules (`vote_colours`, `vote_timezone`): the colours a vote is written in, and the
    forum's zone post times are shown in. A copied text has lost its colours: the host's marks are its votes."""
    values = colour_values(colours)
    if looks_like_html(thread):
        kind, (posts, problems) = "html", read_html(thread, values)
    elif looks_like_bbcode(thread):
        kind, (posts, problems) = "bbcode", split_posts(thread, values)
    else:
        kind, (posts, problems) = "text", read_text(thread)
    return kind, read_posts(posts, problems, players, tz)
