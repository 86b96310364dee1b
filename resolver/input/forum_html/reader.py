"""The reading every forum engine shares: a saved page walked with the standard library's HTML parser (never
regexes), the posts found by the engine's own markup (`Engine`, one module per engine).

A player cannot type HTML on a BBCode forum (the forum escapes it): what he types arrives as text, so the author,
the time, the number and the edit notice are read from the forum's markup around the post's text, never from
inside it; nothing inside a post's text opens a post or names its author. A vote is text the forum shows in the
vote's colour: the innermost colour around it is one of them (a code box has its own colour). A quote is someone
else's words: neither a vote nor the author's. A coloured run holding text of another colour is listed; a closing
tag with nothing open to close is ignored, as a browser does, and listed with its line.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from html.parser import HTMLParser

from resolver.input.forum import _WORD, Post, Unread

_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "area", "col", "embed", "param", "track"}
RED_VALUES = frozenset({"red", "#ff0000", "#f00", "rgb(255,0,0)"})
# The words of an edit notice, in the Russian and English language packs of the engines.
_EDIT_WORDS = ("редактир", "изменено", "edited")
Path = list[tuple[str, set[str]]]  # the open elements around a tag, outermost first: name and classes


def classes_of(attrs: dict[str, str]) -> set[str]:
    return set(attrs.get("class", "").split())


def epoch_iso(value: str) -> str | None:
    """A page's `data-time` / `data-posted` (seconds since 1970, UTC) as an ISO time with its offset."""
    return datetime.fromtimestamp(int(value), tz=timezone.utc).isoformat() if value.strip().isdigit() else None


class Engine:
    """How one forum engine marks a post in its page. Each method sees one start tag: its name, classes, attributes
    and the open elements around it (`path`, outermost first: tag and classes); `outside` is asked only outside the
    post's text, `inside` only within it."""

    name = ""
    title = ""

    def marker(self, tag: str, classes: set[str], attrs: dict[str, str]) -> bool:
        """The element is the engine's own chrome (detection: the engine with most markers reads the page)."""
        raise NotImplementedError

    def post_start(self, tag: str, classes: set[str], attrs: dict[str, str]) -> Post | None:
        """A new post when the element opens one (its id, and what its attributes say)."""
        raise NotImplementedError

    def outside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path, post: Post) -> set[str]:
        """Roles of an element of the post outside its text: `author`, `content`, `notice`, `number`, `when` (the
        time as shown); it may fill `post.time` and `post.link` from its attributes."""
        raise NotImplementedError

    def inside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path) -> set[str]:
        """Roles of an element within the post's text: `quote` (someone else's words), `notice` (the engine's edit
        notice printed inside the text)."""
        return {"quote"} if tag == "blockquote" else set()

    def edited(self, notice: str) -> bool:
        return any(word in notice.lower() for word in _EDIT_WORDS)

    def shown_time(self, text: str) -> str:
        """The post's time as the page shows it, when its markup has no machine time."""
        return " ".join(text.split())


def colour_of(tag: str, attrs: dict[str, str]) -> str | None:
    """The colour an element gives its text, if any (the last `color:` of a style wins, as in CSS)."""
    if tag in ("code", "pre"):
        return "code"
    style = attrs.get("style", "").replace(" ", "").lower()
    found: list[str] = re.findall(r"(?:^|;)color:([^;]+)", style)
    if found:
        return found[-1].removesuffix("!important")
    if tag == "font" and attrs.get("color"):
        return attrs["color"].strip().lower()
    return None


class PageReader(HTMLParser):
    def __init__(self, engine: Engine, values: frozenset[str] = RED_VALUES) -> None:
        super().__init__(convert_charrefs=True)
        self.engine = engine
        self.values = values  # the colours a vote is written in (the house rule), as the markup writes them
        self.posts: list[Post] = []
        self.stack: list[tuple[str, set[str], set[str]]] = []  # open tags with their roles in this post, classes
        self.post: Post | None = None
        self.red_text: list[str] | None = None
        self.red_line = 0
        self.red_mixed = False
        self.problems: list[Unread] = []
        self.collect: dict[str, list[str]] = {}  # the texts of the open author / notice / number / time elements

    def _inside(self, role: str) -> bool:
        return any(role in roles for _tag, roles, _classes in self.stack)

    def _where(self) -> dict[str, object]:
        assert self.post is not None
        return {"post": self.post.number, "author": self.post.author or "?", "line": self.getpos()[0]}

    def _innermost_red(self) -> bool:
        for _tag, roles, _classes in reversed(self.stack):
            if "colour" in roles:
                return "red" in roles
        return False

    def handle_starttag(self, tag: str, attrs_list: list[tuple[str, str | None]]) -> None:
        attrs = {k: v or "" for k, v in attrs_list}
        classes = classes_of(attrs)
        path = [(open_tag, open_classes) for open_tag, _roles, open_classes in self.stack]
        roles: set[str] = set()
        in_content = self._inside("content")
        started = None if in_content else self.engine.post_start(tag, classes, attrs)
        if started is not None:
            self._close_post()
            self.post = started
            roles.add("post")
        elif self.post is not None and not in_content:
            roles = self.engine.outside(tag, classes, attrs, path, self.post)
        elif self.post is not None:
            roles = self.engine.inside(tag, classes, attrs, path) - {"content", "post", "author", "number", "when"}
            if "quote" in roles:
                self.red_mixed = self.red_mixed or self.red_text is not None
            colour = colour_of(tag, attrs)
            if colour is not None and not self._inside("quote"):
                roles.add("colour")
                if colour in self.values:
                    roles.add("red")
                    if self.red_text is None:
                        self.red_text, self.red_line, self.red_mixed = [], self.getpos()[0], False
                        roles.add("red_run")
        for role in roles & {"author", "notice", "number", "when"}:
            self.collect.setdefault(role, [])
        if tag not in _VOID:
            self.stack.append((tag, roles, classes))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
            return
        if all(open_tag != tag for open_tag, _roles, _classes in self.stack):
            if self.post is not None:  # a browser ignores it; the page around it may be cut
                self.problems.append(Unread("html_stray_close", {**self._where(), "tag": tag}))
            return
        while self.stack:
            open_tag, roles, _classes = self.stack.pop()
            self._leave(roles)
            if open_tag == tag:
                break

    def _text(self, role: str) -> str:
        return " ".join("".join(self.collect.pop(role, [])).split())

    def _leave(self, roles: set[str]) -> None:
        if self.post is None:
            return
        if "author" in roles:
            text = self._text("author")
            self.post.author = self.post.author or text
        if "number" in roles:
            self.post.position = self.post.position or self._text("number").lstrip("#№ ") or None
        if "when" in roles:
            text = self._text("when")
            if self.post.time is None and text:
                self.post.time = self.engine.shown_time(text)
        if "red_run" in roles and self.red_text is not None:
            assert self.post.reds is not None
            text = "".join(self.red_text)
            if self.red_mixed:
                self.problems.append(Unread("bb_red_mixed", {**self._where(), "text": " ".join(text.split()),
                                                             "line": self.red_line}))
            else:
                self.post.reds.append(text)
            self.red_text = None
        if "notice" in roles:
            notice = self._text("notice")
            if self.engine.edited(notice):
                self.post.edited = notice
        if "post" in roles:
            self._close_post()

    def handle_data(self, data: str) -> None:
        for texts in self.collect.values():
            texts.append(data)
        if self.post is not None and self._inside("content") and not (self._inside("quote") or self._inside("notice")):
            if self.red_text is not None:
                if self._innermost_red():
                    self.red_text.append(data)
                elif data.strip():
                    self.red_mixed = True
            self.post.words = (self.post.words or 0) + len(_WORD.findall(data))

    def _close_post(self) -> None:
        if self.post is not None:
            self.posts.append(self.post)
            self.post = None
        self.collect.clear()


class _Markers(HTMLParser):
    """How many of each engine's own elements a page holds."""

    def __init__(self, engines: tuple[Engine, ...]) -> None:
        super().__init__(convert_charrefs=True)
        self.engines = engines
        self.counts = dict.fromkeys((e.name for e in engines), 0)

    def handle_starttag(self, tag: str, attrs_list: list[tuple[str, str | None]]) -> None:
        attrs = {k: v or "" for k, v in attrs_list}
        classes = classes_of(attrs)
        for engine in self.engines:
            if engine.marker(tag, classes, attrs):
                self.counts[engine.name] += 1


def detect(page: str, engines: tuple[Engine, ...]) -> Engine:
    """The engine whose own markup the page holds most of (the first, phpBB, when none is seen)."""
    markers = _Markers(engines)
    markers.feed(page)
    markers.close()
    best = max(engines, key=lambda e: markers.counts[e.name])
    return best if markers.counts[best.name] else engines[0]


def read_with(engine: Engine, page: str, values: frozenset[str] = RED_VALUES) -> tuple[list[Post], list[Unread]]:
    reader = PageReader(engine, values)
    reader.feed(page)
    reader.close()
    reader._close_post()
    problems: list[Unread] = reader.problems
    posts = []
    for post in reader.posts:
        if not post.author:
            problems.append(Unread("html_no_author", {"post": post.number}))
        else:
            posts.append(post)
    if not reader.posts:
        problems.append(Unread("html_no_posts", {"engine": engine.title}))
    return posts, problems
