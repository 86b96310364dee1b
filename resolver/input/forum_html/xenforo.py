"""XenForo 2 (`/threads/…` boards): each post `<article class="message message--post js-post …"
data-author="Ник" data-content="post-123" id="js-post-123">` (the author is the forum's attribute), its time
`<time class="u-dt" datetime="2025-12-01T21:00:00+0300" data-time="1764612000">` in `<header
class="message-attribution">` with the permalink `…/threads/den-2.77/post-123` and its number `#5`, its text
`<article class="message-body">…<div class="bbWrapper">` (a quote `<blockquote class="bbCodeBlock bbCodeBlock--quote" data-quote="Ник">`, code
`<div class="bbCodeBlock bbCodeBlock--code">…<pre class="bbCodeCode"><code>`), the edit `<div
class="message-lastEdit">Последнее редактирование: <time …></div>` outside the text. XenForo's editor writes a
colour as `style="color: rgb(184, 49, 47)"` (its palette's red) or `#ff0000`.
"""

from __future__ import annotations

import re

from resolver.input.forum import Post
from resolver.input.forum_html.reader import Engine, Path, epoch_iso


class XenForo(Engine):
    name = "xenforo"
    title = "XenForo"

    def marker(self, tag: str, classes: set[str], attrs: dict[str, str]) -> bool:
        return tag == "article" and "message--post" in classes or bool(
            classes & {"bbWrapper", "message-attribution", "message-userContent"})

    def post_start(self, tag: str, classes: set[str], attrs: dict[str, str]) -> Post | None:
        number = re.fullmatch(r"post-(\d+)", attrs.get("data-content", ""))
        if tag == "article" and "message--post" in classes and number:
            author = " ".join(attrs.get("data-author", "").split())
            return Post(author=author, number=number[1], time=None, text="", reds=[], words=0, from_forum=True)
        return None

    def outside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path, post: Post) -> set[str]:
        in_header = any("message-attribution" in c for _t, c in path)
        if tag == "time" and in_header and post.time is None:
            post.time = epoch_iso(attrs.get("data-time", "")) or attrs.get("datetime") or None
        elif tag == "a" and in_header and re.search(rf"/post-{post.number}\b", attrs.get("href", "")):
            post.link = post.link or attrs["href"]
            if any("message-attribution-opposite" in c for _t, c in path):
                return {"number"}
        elif tag == "div" and "bbWrapper" in classes and any("message-body" in c for _t, c in path):
            return {"content"}  # not the signature's (`aside.message-signature`)
        elif tag == "div" and "message-lastEdit" in classes:
            return {"notice"}
        return set()
