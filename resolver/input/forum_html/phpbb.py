"""phpBB 3 (prosilver): each post `<div id="p123" class="post …">`, its author `<a class="username">` (or
`username-coloured`), its time `<time datetime="…">`, its link `viewtopic.php?p=123#p123`, its text
`<div class="content">`, a quote inside it `<blockquote>`, an edit `<div class="notice">Последний раз
редактировалось …</div>`. Red is `style="color:#FF0000"` / `color: red` on a span, or `<font color="red">`.
"""

from __future__ import annotations

import re

from resolver.input.forum import Post
from resolver.input.forum_html.reader import Engine, Path


class PhpBB(Engine):
    name = "phpbb"
    title = "phpBB"

    def marker(self, tag: str, classes: set[str], attrs: dict[str, str]) -> bool:
        return (tag == "div" and "postbody" in classes) or (tag == "dl" and "postprofile" in classes) or (
            tag == "body" and attrs.get("id") == "phpbb")

    def post_start(self, tag: str, classes: set[str], attrs: dict[str, str]) -> Post | None:
        if tag == "div" and "post" in classes and re.fullmatch(r"p\d+", attrs.get("id", "")):
            return Post(author="", number=attrs["id"][1:], time=None, text="", reds=[], words=0, from_forum=True)
        return None

    def outside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path, post: Post) -> set[str]:
        if tag == "a" and classes & {"username", "username-coloured"}:
            return {"author"}
        if tag == "a" and post.link is None and f"#p{post.number}" in attrs.get("href", ""):
            post.link = attrs["href"]
        elif tag == "time" and post.time is None:
            post.time = attrs.get("datetime") or None
        elif tag == "div" and "content" in classes:
            return {"content"}
        elif tag == "div" and "notice" in classes:
            return {"notice"}
        return set()
