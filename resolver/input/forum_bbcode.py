"""The host's BBCode quotes of the day's posts, read as the forum renders them.

phpBB quotes a post as `[quote="Ник" post_id=123 time=1701456000 user_id=5]…[/quote]`, the post's BBCode
inside as its author typed it. So whatever a player types is inside a quote the forum made, and only the
forum's attributes tell a quoted post from text shaped like one: a top-level quote without a `post_id` is
listed, never read as a post; a `user_id` the thread already gave another name is listed too.

Inside a post the forum's rules hold: `[code]` and `[noparse]` show their BBCode as text; a vote is text the
forum shows red: the innermost colour around it is red. A red run holding text of another colour, a `[color]`
never closed, a stray closing tag: each is listed with its line, never guessed, never dropped without a word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone

from resolver.input.forum import _WORD, Post, Unread

_TOKEN = re.compile(r"\[(?P<close>/)?(?P<name>[a-z*]+)(?P<rest>(?:=|\s)[^\]]*)?\]", re.I)
_ATTR = re.compile(r"(\w+)=(\"[^\"]*\"|\S+)")
_LITERAL = {"code", "noparse"}
RED_VALUES = frozenset({"red", "#ff0000", "#f00"})


@dataclass
class Token:
    kind: str  # text | open | close | code | noparse | broken
    value: str  # the text, or the tag's name
    start: int  # offset in the thread
    rest: str = ""  # a tag's value and attributes, as typed


def tokens(text: str, base: int = 0) -> list[Token]:
    """Text and tags; `[code]…[/code]` and `[noparse]…[/noparse]` one token of text each, as the forum shows them;
    a `[code]` with no `[/code]` after it is a `broken` token (the rest is then read on as text)."""
    out: list[Token] = []
    pos = 0
    for m in _TOKEN.finditer(text):
        if m.start() < pos:
            continue
        if m.start() > pos:
            out.append(Token("text", text[pos:m.start()], base + pos))
        name = m.group("name").lower()
        if name in _LITERAL and not m.group("close"):
            end = re.search(rf"\[/{name}\]", text[m.end():], re.I)
            if end is None:
                out.append(Token("broken", name, base + m.start()))
                pos = m.end()
                continue
            out.append(Token(name, text[m.end():m.end() + end.start()], base + m.start()))
            pos = m.end() + end.end()
            continue
        out.append(Token("close" if m.group("close") else "open", name, base + m.start(), m.group("rest") or ""))
        pos = m.end()
    if pos < len(text):
        out.append(Token("text", text[pos:], base + pos))
    return out


def _colour(rest: str) -> str:
    return rest.lstrip("=").strip().strip("\"'").replace(" ", "").lower()  # XenForo: rgb(184, 49, 47)


@dataclass
class Colours:
    """A post's (or a pasted line's) red runs as the forum shows them, and the faults of its colour markup."""

    reds: list[tuple[str, int]] = field(default_factory=list)  # (red text, offset where its [color] opened)
    faults: list[tuple[str, int, dict[str, object]]] = field(default_factory=list)  # (code, offset, values)
    own: list[str] = field(default_factory=list)  # the author's own text, tags as spaces (nested quotes left out)
    raw: list[str] = field(default_factory=list)

    def words(self) -> int:
        return len(_WORD.findall(" ".join(self.own)))


def colours(items: list[Token], values: frozenset[str] | set[str] = RED_VALUES) -> Colours:
    """Walk a post's tokens: nested quotes are someone else's words; a red run ends where its colour closes."""
    out = Colours()
    stack: list[bool] = []  # open colours: is it red
    red: list[str] | None = None
    red_at, red_level, mixed, broken = 0, 0, False, ""
    quoted = 0
    for tok in items:
        if tok.kind in ("open", "close") and tok.value == "quote":
            quoted += 1 if tok.kind == "open" else -1 if quoted else 0
            mixed = mixed or red is not None
            continue
        if quoted:
            continue
        out.raw.append(_raw(tok))
        if tok.kind in ("text", "noparse", "code"):
            out.own.append(tok.value)
            if red is not None:
                if tok.kind != "code" and stack[-1]:
                    red.append(tok.value)
                elif tok.value.strip():
                    mixed = True
        elif tok.kind == "broken":
            out.faults.append(("bb_literal_unclosed", tok.start, {"tag": tok.value}))
            broken = broken or tok.value
        elif tok.value == "color" and tok.kind == "open":
            stack.append(_colour(tok.rest) in values)
            if stack[-1] and red is None:
                red, red_at, red_level, mixed = [], tok.start, len(stack), False
        elif tok.value == "color":
            if not stack:
                out.faults.append(("bb_stray_close", tok.start, {"tag": "color"}))
                continue
            stack.pop()
            if red is not None and len(stack) < red_level:
                text = "".join(red)
                if mixed:
                    out.faults.append(("bb_red_mixed", red_at, {"text": text.strip()}))
                elif broken:
                    out.faults.append(("bb_red_broken", red_at, {"text": text.strip(), "tag": broken}))
                else:
                    out.reds.append((text, red_at))
                red = None
        else:
            out.own.append(" ")
    if red is not None:
        out.faults.append(("bb_red_unclosed", red_at, {"text": "".join(red).strip()[:40]}))
    return out


def _raw(tok: Token) -> str:
    if tok.kind == "text":
        return tok.value
    if tok.kind == "broken":
        return f"[{tok.value}]"
    if tok.kind in ("code", "noparse"):
        return f"[{tok.kind}]{tok.value}[/{tok.kind}]"
    return f"[{'/' if tok.kind == 'close' else ''}{tok.value}{tok.rest}]"


def _time(raw: str | None) -> str | None:
    if raw is None:
        return None
    if raw.isdigit():
        return datetime.fromtimestamp(int(raw), tz=timezone.utc).isoformat()  # shown in the forum's zone later
    return raw


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


@dataclass
class _Quote:
    open: Token
    items: list[Token] = field(default_factory=list)


def split_posts(thread: str, values: frozenset[str] = RED_VALUES) -> tuple[list[Post], list[Unread]]:
    """The host's top-level quotes as posts; what is outside them, or not a quoted post of the forum, is listed."""
    problems: list[Unread] = []
    quotes: list[_Quote] = []
    current: _Quote | None = None
    depth = 0
    outside: list[Token] = []

    def flush_outside() -> None:
        text = "".join(_raw(t) for t in outside).strip()
        if text:
            first = next(t for t in outside if _raw(t).strip())
            at = first.start + (len(first.value) - len(first.value.lstrip()) if first.kind == "text" else 0)
            problems.append(Unread("outside", {"text": text[:60], "line": line_of(thread, at)}))
        outside.clear()

    for tok in tokens(thread):
        is_quote = tok.kind in ("open", "close") and tok.value == "quote"
        if is_quote and tok.kind == "open":
            if depth == 0:
                flush_outside()
                current = _Quote(tok)
            else:
                assert current is not None
                current.items.append(tok)
            depth += 1
        elif is_quote:
            if depth == 0:
                flush_outside()
                problems.append(Unread("quote_stray_close", {"line": line_of(thread, tok.start)}))
                continue
            depth -= 1
            assert current is not None
            if depth == 0:
                quotes.append(current)
                current = None
            else:
                current.items.append(tok)
        elif depth == 0:
            outside.append(tok)
        else:
            assert current is not None
            current.items.append(tok)
    flush_outside()
    if current is not None:
        problems.append(Unread("quote_unclosed", {"line": line_of(thread, current.open.start)}))
    posts = _posts(thread, quotes, problems, values)
    return posts, problems


def _posts(thread: str, quotes: list[_Quote], problems: list[Unread], vote_values: frozenset[str]) -> list[Post]:
    posts: list[Post] = []
    names: dict[str, str] = {}  # user_id -> the name the thread first gave it
    ids: dict[str, str] = {}  # name -> its user_id
    for quote in quotes:
        rest = quote.open.rest
        head = re.match(r"=(\"[^\"]*\"|[^\s\]]+)", rest)
        attrs = {k.lower(): v.strip('"') for k, v in _ATTR.findall(rest[head.end():] if head else rest)}
        author = (head.group(1).strip('"') if head else attrs.get("name", "")).strip()
        line = line_of(thread, quote.open.start)
        number, user = attrs.get("post_id", ""), attrs.get("user_id")
        if not author:
            problems.append(Unread("quote_no_author", {"line": line}))
            continue
        if not number.isdigit():
            problems.append(Unread("quote_no_post_id", {"author": author, "line": line}))
            continue
        if user is not None:
            other = names.setdefault(user, author)
            known = ids.setdefault(author, user)
            if other != author or known != user:
                problems.append(Unread("quote_user_conflict", {"post": number, "author": author, "line": line,
                                                               "user": user, "other": other if other != author else
                                                               f"{author}, user_id={known}"}))
                continue
        read = colours(quote.items, vote_values)
        where = {"post": number, "author": author}
        for code, at, values in read.faults:
            problems.append(Unread(code, {**where, **values, "line": line_of(thread, at)}))
        posts.append(Post(author, number, _time(attrs.get("time")), "".join(read.raw),
                          reds=[text for text, _at in read.reds], words=read.words(), from_forum=True))
    return posts
