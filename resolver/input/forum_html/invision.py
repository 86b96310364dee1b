"""Invision Community 4: each post `<article id="elComment_123" class="cPost ipsBox ipsComment …">`, its author
`<h3 class="… cAuthorPane_author …"><strong><a …>Ник</a></strong>` (the phone's copy `cAuthorPane_mobile` says the
same), its time `<time datetime="2025-12-01T18:00:00Z">` and permalink `…?do=findComment&comment=123` in `<div
class="ipsComment_meta …">`, its text `<div data-role="commentContent" class="ipsType_richText …">` (a quote
`<blockquote class="ipsQuote" data-ipsquote-username="Ник">`), and, printed inside the text, the edit `<span
class="ipsType_reset ipsType_medium ipsType_light" data-excludequote><strong>Изменено … пользователем
Ник</strong></span>` (the forum's own element: what a player writes loses such attributes).
"""

from __future__ import annotations

import re

from resolver.input.forum import Post
from resolver.input.forum_html.reader import Engine, Path


class Invision(Engine):
    name = "invision"
    title = "Invision Community"

    def marker(self, tag: str, classes: set[str], attrs: dict[str, str]) -> bool:
        return bool(classes & {"ipsComment", "cAuthorPane", "ipsComment_content"}) or (
            attrs.get("data-role") == "commentContent")

    def post_start(self, tag: str, classes: set[str], attrs: dict[str, str]) -> Post | None:
        number = re.fullmatch(r"elComment_(\d+)", attrs.get("id", ""))
        if tag == "article" and "ipsComment" in classes and number:
            return Post(author="", number=number[1], time=None, text="", reds=[], words=0, from_forum=True)
        return None

    def outside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path, post: Post) -> set[str]:
        in_meta = any("ipsComment_meta" in c for _t, c in path)
        if tag == "strong" and any("cAuthorPane_author" in c for _t, c in path):
            return {"author"}
        if tag == "time" and in_meta and post.time is None:
            post.time = attrs.get("datetime") or None
        elif tag == "a" and in_meta and re.search(rf"comment={post.number}\b", attrs.get("href", "")):
            post.link = post.link or attrs["href"]
        elif attrs.get("data-role") == "commentContent":
            return {"content"}
        return set()

    def inside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path) -> set[str]:
        if tag == "span" and "data-excludequote" in attrs:
            return {"notice"}
        if tag == "blockquote" or "ipsQuote" in classes:
            return {"quote"}
        return set()
