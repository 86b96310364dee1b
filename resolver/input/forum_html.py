"""A saved phpBB thread page (HTML), read with the standard library's HTML parser, never regexes.

phpBB 3 (prosilver) marks each post `<div id="p123" class="post …">`, its author `<a class="username">`
(or `username-coloured`), its time `<time datetime="…">`, its text `<div class="content">`, a quote
inside it `<blockquote>`, and an edit `<div class="notice">Последний раз редактировалось …</div>`.
Red is `style="color:#FF0000"` / `color: red` on a span, or `<font color="red">`.

A player cannot type HTML (the forum escapes it): what he types arrives as text, so the author, time and
notice are read from the forum's markup around the post's text, never from inside it. A vote is text the
forum shows red: the innermost colour around it is red (a code box has its own colour). A red run holding
text of another colour is listed; a closing tag with nothing open to close is ignored, as a browser does,
and listed with its line.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from resolver.input.forum import _WORD, Post, Unread

_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "area", "col", "embed", "param", "track"}
_RED_VALUES = frozenset({"red", "#ff0000", "#f00", "rgb(255,0,0)"})


def looks_like_html(text: str) -> bool:
    return bool(re.search(r'<div[^>]+class="[^"]*\bpost\b', text)) or "<html" in text.lower()


def _colour(tag: str, attrs: dict[str, str]) -> str | None:
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


class _Reader(HTMLParser):
    def __init__(self, values: frozenset[str] = _RED_VALUES) -> None:
        super().__init__(convert_charrefs=True)
        self.values = values  # the colours a vote is written in (the house rule), as the markup writes them
        self.posts: list[Post] = []
        self.stack: list[tuple[str, set[str]]] = []  # open tags with their roles in this post
        self.post: Post | None = None
        self.red_text: list[str] | None = None
        self.red_line = 0
        self.red_mixed = False
        self.problems: list[Unread] = []
        self.author_text: list[str] | None = None
        self.notice_text: list[str] | None = None
        self.words: list[str] = []

    def _inside(self, role: str) -> bool:
        return any(role in roles for _tag, roles in self.stack)

    def _where(self) -> dict[str, object]:
        assert self.post is not None
        return {"post": self.post.number, "author": self.post.author or "?", "line": self.getpos()[0]}

    def _innermost_red(self) -> bool:
        for _tag, roles in reversed(self.stack):
            if "colour" in roles:
                return "red" in roles
        return False

    def handle_starttag(self, tag: str, attrs_list: list[tuple[str, str | None]]) -> None:
        attrs = {k: v or "" for k, v in attrs_list}
        classes = set(attrs.get("class", "").split())
        roles: set[str] = set()
        in_content = self._inside("content")
        if tag == "div" and "post" in classes and re.fullmatch(r"p\d+", attrs.get("id", "")) and not in_content:
            self._close_post()
            self.post = Post(author="", number=attrs["id"][1:], time=None, text="", reds=[], words=0, from_forum=True)
            roles.add("post")
        elif self.post is not None and not in_content:
            if tag == "a" and classes & {"username", "username-coloured"} and not self.post.author:
                self.author_text = []
                roles.add("author")
            elif tag == "time" and self.post.time is None:
                self.post.time = attrs.get("datetime") or None
            elif tag == "div" and "content" in classes:
                roles.add("content")
            elif tag == "div" and "notice" in classes:
                self.notice_text = []
                roles.add("notice")
        elif self.post is not None:
            if tag == "blockquote":
                roles.add("quote")
                self.red_mixed = self.red_mixed or self.red_text is not None
            colour = _colour(tag, attrs)
            if colour is not None and not self._inside("quote"):
                roles.add("colour")
                if colour in self.values:
                    roles.add("red")
                    if self.red_text is None:
                        self.red_text, self.red_line, self.red_mixed = [], self.getpos()[0], False
                        roles.add("red_run")
        if tag not in _VOID:
            self.stack.append((tag, roles))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
            return
        if all(open_tag != tag for open_tag, _roles in self.stack):
            if self.post is not None:  # a browser ignores it; the page around it may be cut
                self.problems.append(Unread("html_stray_close", {**self._where(), "tag": tag}))
            return
        while self.stack:
            open_tag, roles = self.stack.pop()
            self._leave(roles)
            if open_tag == tag:
                break

    def _leave(self, roles: set[str]) -> None:
        if self.post is None:
            return
        if "author" in roles and self.author_text is not None:
            self.post.author = " ".join("".join(self.author_text).split())
            self.author_text = None
        if "red_run" in roles and self.red_text is not None:
            assert self.post.reds is not None
            text = "".join(self.red_text)
            if self.red_mixed:
                self.problems.append(Unread("bb_red_mixed", {**self._where(), "text": " ".join(text.split()),
                                                             "line": self.red_line}))
            else:
                self.post.reds.append(text)
            self.red_text = None
        if "notice" in roles and self.notice_text is not None:
            notice = " ".join("".join(self.notice_text).split())
            if "редактировал" in notice.lower() or "edited" in notice.lower():
                self.post.edited = notice
            self.notice_text = None
        if "post" in roles:
            self._close_post()

    def handle_data(self, data: str) -> None:
        if self.author_text is not None:
            self.author_text.append(data)
        if self.notice_text is not None:
            self.notice_text.append(data)
        if self.post is not None and self._inside("content") and not self._inside("quote"):
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


def read_html(page: str, values: frozenset[str] = _RED_VALUES) -> tuple[list[Post], list[Unread]]:
    reader = _Reader(values)
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
        problems.append(Unread("html_no_posts"))
    return posts, problems
