"""A saved phpBB thread page (HTML), read with the standard library's HTML parser, never regexes.

phpBB 3 (prosilver) marks each post `<div id="p123" class="post …">`, its author `<a class="username">`
(or `username-coloured`), its time `<time datetime="…">`, its text `<div class="content">`, a quote
inside it `<blockquote>`, and an edit `<div class="notice">Последний раз редактировалось …</div>`.
Red is `style="color:#FF0000"` / `color: red` on a span, or `<font color="red">`.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from resolver.input.forum import _WORD, Post, Unread

_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "area", "col", "embed", "param", "track"}
_RED_VALUES = {"red", "#ff0000", "#f00", "rgb(255,0,0)"}


def looks_like_html(text: str) -> bool:
    return bool(re.search(r'<div[^>]+class="[^"]*\bpost\b', text)) or "<html" in text.lower()


def _is_red(tag: str, attrs: dict[str, str]) -> bool:
    if tag == "font" and attrs.get("color", "").strip().lower() in _RED_VALUES:
        return True
    style = attrs.get("style", "").replace(" ", "").lower()
    match = re.search(r"(?:^|;)color:([^;]+)", style)
    return bool(match and match.group(1) in _RED_VALUES)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.posts: list[Post] = []
        self.stack: list[tuple[str, set[str]]] = []  # open tags with their roles in this post
        self.post: Post | None = None
        self.red_text: list[str] | None = None
        self.author_text: list[str] | None = None
        self.notice_text: list[str] | None = None
        self.words: list[str] = []

    def _inside(self, role: str) -> bool:
        return any(role in roles for _tag, roles in self.stack)

    def handle_starttag(self, tag: str, attrs_list: list[tuple[str, str | None]]) -> None:
        attrs = {k: v or "" for k, v in attrs_list}
        classes = set(attrs.get("class", "").split())
        roles: set[str] = set()
        if tag == "div" and "post" in classes and re.fullmatch(r"p\d+", attrs.get("id", "")):
            self._close_post()
            self.post = Post(author="", number=attrs["id"][1:], time=None, text="", reds=[], words=0)
            roles.add("post")
        elif self.post is not None:
            if tag == "a" and classes & {"username", "username-coloured"} and not self.post.author:
                self.author_text = []
                roles.add("author")
            elif tag == "time" and self.post.time is None:
                self.post.time = attrs.get("datetime") or None
            elif tag == "div" and "content" in classes:
                roles.add("content")
            elif tag == "blockquote":
                roles.add("quote")
            elif tag == "div" and "notice" in classes:
                self.notice_text = []
                roles.add("notice")
            if self._inside("content") and not self._inside("quote") and _is_red(tag, attrs):
                self.red_text = []
                roles.add("red")
        if tag not in _VOID:
            self.stack.append((tag, roles))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
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
        if "red" in roles and self.red_text is not None:
            assert self.post.reds is not None
            self.post.reds.append("".join(self.red_text))
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
                self.red_text.append(data)
            self.post.words = (self.post.words or 0) + len(_WORD.findall(data))

    def _close_post(self) -> None:
        if self.post is not None:
            self.posts.append(self.post)
            self.post = None


def read_html(page: str) -> tuple[list[Post], list[Unread]]:
    reader = _Reader()
    reader.feed(page)
    reader.close()
    reader._close_post()
    problems: list[Unread] = []
    posts = []
    for post in reader.posts:
        if not post.author:
            problems.append(Unread("html_no_author", {"post": post.number}))
        else:
            posts.append(post)
    if not reader.posts:
        problems.append(Unread("html_no_posts"))
    return posts, problems
