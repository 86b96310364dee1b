"""Reading the day's votes from a pasted thread: phpBB BBCode first; what cannot be read is listed.

The input is the BBCode a phpBB forum gives when the host quotes the day's posts (multi-quote):
each post is a top-level `[quote="Ник" post_id=123 time=1701456000 user_id=5]…[/quote]`. Votes are
the red text of a post (`[color=red]`, `[color=#FF0000]`, `[color=#f00]`); other colours are not votes
(«Любые другие цвета ведущим игнорируются», one of the texts says). A quote inside a post is someone else's
words: neither a vote nor the author's words. A red text that is not exactly a player's nick (case
and ё aside) is listed as unreadable, never matched to the closest nick; an empty red text is the
empty vote. Edits are not visible in BBCode: the host flags edited votes himself (`edited: true`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone

from model.day import Vote

_QUOTE_OPEN = re.compile(r"\[quote(?:=(?P<q>\"[^\"]*\"|[^\s\]]+))?(?P<attrs>[^\]]*)\]", re.I)
_QUOTE_CLOSE = re.compile(r"\[/quote\]", re.I)
_ATTR = re.compile(r"(\w+)=(\"[^\"]*\"|\S+)")
_RED = re.compile(r"\[color=(?:\"|')?(?:red|#ff0000|#f00)(?:\"|')?\](?P<text>.*?)\[/color\]", re.I | re.S)
_TAG = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]", re.I)
_WORD = re.compile(r"[^\W\d_][\w'-]*", re.U)


@dataclass
class Post:
    author: str
    number: str | None
    time: str | None
    text: str  # the author's own text: nested quotes removed
    reds: list[str] | None = None  # red texts, when a reader other than BBCode found them
    words: int | None = None
    edited: str | None = None  # the forum's edit notice under the post
    sources: list[str] | None = None  # where each red text was read (a line of a pasted text), beside reds


# What a reader could not read, by code (Russian, English): the host reads it in the workbench's language.
UNREAD: dict[str, tuple[str, str]] = {
    "outside": ("текст вне цитат постов не прочитан: «{text}»", "text outside any quoted post is not read: «{text}»"),
    "quote_unclosed": ("цитата, открытая на символе {at}, не закрыта: остальное не прочитано",
                       "a quote opened at character {at} is never closed: the rest is not read"),
    "quote_no_author": ("цитата поста без автора на символе {at} не прочитана",
                        "a quoted post without an author at character {at} is not read"),
    "not_player": ("пост {post}, {author}: автор не игрок этой партии",
                   "post {post} by {author}: the author is not a player of the game"),
    "not_nick": ("пост {post}, {author}: красный текст «{text}» — не ник игрока",
                 "post {post} by {author}: red text «{text}» is not a player's nick"),
    "not_nick_line": ("пост {post}, {author}: красный текст «{text}» — не ник игрока (строка {line})",
                      "post {post} by {author}: red text «{text}» is not a player's nick (line {line})"),
    "edited": ("пост {post}, {author}: пост отредактирован ({notice}): его голоса помечены edited; снимите отметку, "
               "если сам голос не менялся",
               "post {post} by {author}: the post was edited ({notice}): its votes are flagged edited; clear the flag "
               "if the vote itself was not changed"),
    "html_no_author": ("пост {post}: автор не найден, пост не прочитан", "post {post}: no author found: not read"),
    "html_no_posts": ('на странице нет ни одного поста phpBB (<div id="pNNN" class="post …">)',
                      'no phpBB post (<div id="pNNN" class="post …">) found in the page'),
    "text_no_post": ("не найдено ни одного поста: пост начинается строкой автора «Сообщение Ник » 01 дек 2025, 21:00»",
                     "no post found: a post starts at its author line «Сообщение Ник » 01 дек 2025, 21:00»"),
    "text_mark_before": ("отметка голоса до первого поста не прочитана: «{text}»",
                         "a vote mark before the first post is not read: «{text}»"),
    "text_quote_no_end": ("пост {post}, {author}: у цитаты в строке {line} ({who}) не найти конца: слова после неё не "
                          "прочитаны; поставьте строку [/quote] там, где она кончается",
                          "post {post} by {author}: the quote at line {line} ({who}) has no end the reader can find: "
                          "the words after it are not read; put a line [/quote] where it ends"),
    "text_quote_no_end_marks": ("пост {post}, {author}: у цитаты в строке {line} ({who}) не найти конца: отметки "
                                "голоса в строках {lines} и слова после неё не прочитаны; поставьте строку [/quote] "
                                "там, где она кончается",
                                "post {post} by {author}: the quote at line {line} ({who}) has no end the reader can "
                                "find: the vote mark(s) at line(s) {lines} and the words after it are not read; put a "
                                "line [/quote] where it ends"),
    "text_mark_in_quote": ("пост {post}, {author}: отметка голоса в строке {line} — внутри цитаты {who}: не учтена "
                           "(если это голос автора, поставьте [/quote] над ней)",
                           "post {post} by {author}: the vote mark at line {line} is inside the quote of {who}: not "
                           "counted (if it is the author's own, put [/quote] above it)"),
    "text_unclosed_color": ("пост {post}, {author}, строка {line}: [color=…] без [/color] в той же строке: не прочитано",
                            "post {post} by {author}, line {line}: a [color=…] without its [/color] on the same line: "
                            "not read"),
}


@dataclass
class Unread:
    """One thing a reader could not read: its code in `UNREAD` and the values the sentence names."""

    code: str
    params: dict[str, object] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        ru, en = UNREAD[self.code]
        return (ru if lang == "ru" else en).format(**self.params)


@dataclass
class ThreadReading:
    posts: list[Post] = field(default_factory=list)
    votes: list[Vote] = field(default_factory=list)
    words: dict[str, int] = field(default_factory=dict)
    problems: list[Unread] = field(default_factory=list)
    sources: list[str | None] = field(default_factory=list)  # beside votes: the line each was read from

    @property
    def unreadable(self) -> list[str]:
        """What was not read, in English (`unread(lang)` for the host's language)."""
        return self.unread("en")

    def unread(self, lang: str = "ru") -> list[str]:
        return [p.text(lang) for p in self.problems]

    def vote_rows(self) -> list[dict[str, object]]:
        """The votes as a day's `votes:` rows; the empty vote written as `target: ""`, said so."""
        rows = []
        for vote in self.votes:
            row: dict[str, object] = vote.model_dump(mode="json", exclude_defaults=True)
            row.setdefault("target", "")
            rows.append(row)
        return rows


def _norm(name: str) -> str:
    return " ".join(name.replace("ё", "е").replace("Ё", "Е").strip(" \t\n.,!?;:«»\"'").casefold().split())


def _time(raw: str | None) -> str | None:
    if raw is None:
        return None
    if raw.isdigit():
        return datetime.fromtimestamp(int(raw), tz=timezone.utc).strftime("%Y-%m-%d %H:%M")
    return raw


def _strip_quotes(text: str) -> str:
    """The text without nested [quote]…[/quote] blocks (any depth)."""
    out: list[str] = []
    depth = 0
    pos = 0
    for m in re.finditer(r"\[quote(?:=[^\]]*)?[^\]]*\]|\[/quote\]", text, re.I):
        if depth == 0:
            out.append(text[pos:m.start()])
        depth += -1 if m.group(0).lower() == "[/quote]" else 1
        depth = max(depth, 0)
        pos = m.end()
    if depth == 0:
        out.append(text[pos:])
    return "".join(out)


def split_posts(thread: str) -> tuple[list[Post], list[Unread]]:
    """Top-level quotes as posts; text outside them is reported, not read."""
    posts: list[Post] = []
    problems: list[Unread] = []
    pos = 0
    while True:
        m = _QUOTE_OPEN.search(thread, pos)
        if m is None:
            rest = thread[pos:].strip()
            if rest:
                problems.append(Unread("outside", {"text": rest[:60]}))
            break
        outside = thread[pos:m.start()].strip()
        if outside:
            problems.append(Unread("outside", {"text": outside[:60]}))
        depth, i = 1, m.end()
        end = None
        for t in re.finditer(r"\[quote(?:=[^\]]*)?[^\]]*\]|\[/quote\]", thread[i:], re.I):
            depth += -1 if t.group(0).lower() == "[/quote]" else 1
            if depth == 0:
                end = (i + t.start(), i + t.end())
                break
        if end is None:
            problems.append(Unread("quote_unclosed", {"at": m.start()}))
            break
        attrs = dict((k.lower(), v.strip('"')) for k, v in _ATTR.findall(m.group("attrs") or ""))
        author = (m.group("q") or attrs.get("name") or "").strip('"')
        body = _strip_quotes(thread[m.end():end[0]])
        if not author:
            problems.append(Unread("quote_no_author", {"at": m.start()}))
        else:
            posts.append(Post(author, attrs.get("post_id"), _time(attrs.get("time")), body))
        pos = end[1]
    return posts, problems


def read_thread(thread: str, players: list[str]) -> ThreadReading:
    """The vote log of a pasted thread: a saved phpBB page (HTML) or BBCode quotes."""
    from resolver.input.forum_html import looks_like_html, read_html

    posts, problems = read_html(thread) if looks_like_html(thread) else split_posts(thread)
    return read_posts(posts, problems, players)


def read_posts(posts: list[Post], problems: list[Unread], players: list[str]) -> ThreadReading:
    """Votes and words of posts a reader found (BBCode, HTML, plain text): one rule for all readers."""
    reading = ThreadReading()
    reading.posts = posts
    reading.problems.extend(problems)
    by_norm = {_norm(p): p for p in players}
    for post in posts:
        where: dict[str, object] = {"post": post.number or "?", "author": post.author}
        author = by_norm.get(_norm(post.author))
        if author is None:
            reading.problems.append(Unread("not_player", where))
            continue
        words = post.words if post.words is not None else len(_WORD.findall(_TAG.sub(" ", post.text)))
        reading.words[author] = reading.words.get(author, 0) + words
        reds = post.reds if post.reds is not None else [_TAG.sub("", m.group("text")) for m in _RED.finditer(post.text)]
        sources = post.sources if post.sources is not None and len(post.sources) == len(reds) else [None] * len(reds)
        flags = {"edited": True, "note": post.edited} if post.edited else {}
        for raw, source in zip(reds, sources):
            if not raw.strip():
                reading.votes.append(Vote(voter=author, target=None, time=post.time, post=post.number, **flags))
                reading.sources.append(source)
                continue
            target = by_norm.get(_norm(raw))
            if target is None:
                reading.problems.append(Unread("not_nick_line", {**where, "text": raw.strip(), "line": source})
                                        if source else Unread("not_nick", {**where, "text": raw.strip()}))
                continue
            reading.votes.append(Vote(voter=author, target=target, time=post.time, post=post.number, **flags))
            reading.sources.append(source)
        if post.edited and reds:
            reading.problems.append(Unread("edited", {**where, "notice": post.edited}))
    return reading
