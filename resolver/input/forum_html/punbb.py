"""PunBB as mybb.ru hosts it (rusff.me, rolka.me, mybb.ru: `viewtopic.php?id=…`), and classic PunBB 1.2.

mybb.ru: each post `<div id="p123" class="post …" data-posted="1764612000">` (the time in seconds, UTC), its
number `<h3><span><strong>5</strong>` and permalink `<a class="permalink" href="…viewtopic.php?id=77#p123">Сегодня
21:00:00</a>`, its author `<li class="pa-author"><span class="acchide">Автор:&nbsp;</span><a …>Ник</a>`, its text
`<div class="post-content">` (a quote `<div class="quote-box"><cite>Ник написал(а):</cite><blockquote>`, a spoiler
`<div class="quote-box spoiler-box">` is the author's own text) and in it the edit `<p class="lastedit">Отредактировано
Ник (Сегодня 21:10:00)</p>`; the signature `<div class="post-sig">` is outside the text.

PunBB 1.2: `<div id="p123" class="blockpost …">`, `<h2><span><span class="conr">#5</span><a
href="viewtopic.php?pid=123#p123">2025-12-01 21:00:00</a>`, the author `<div class="postleft"><dl><dt><strong>`, the
text `<div class="postmsg">`, the edit `<p class="postedit">`, the signature `<div class="postsignature">`.
"""

from __future__ import annotations

import re

from resolver.input.forum import Post
from resolver.input.forum_html.reader import Engine, Path, epoch_iso


def _within(path: Path, tag: str, cls: str | None = None) -> bool:
    return any(t == tag and (cls is None or cls in c) for t, c in path)


class PunBB(Engine):
    name = "punbb"
    title = "PunBB / mybb.ru"

    def marker(self, tag: str, classes: set[str], attrs: dict[str, str]) -> bool:
        return bool(classes & {"post-author", "pa-author", "post-box", "blockpost", "postleft", "punbb"}) or (
            attrs.get("id") in ("pun", "punwrap"))

    def post_start(self, tag: str, classes: set[str], attrs: dict[str, str]) -> Post | None:
        if tag == "div" and classes & {"post", "blockpost"} and re.fullmatch(r"p\d+", attrs.get("id", "")):
            return Post(author="", number=attrs["id"][1:], time=epoch_iso(attrs.get("data-posted", "")), text="",
                        reds=[], words=0, from_forum=True)
        return None

    def outside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path, post: Post) -> set[str]:
        href = attrs.get("href", "")
        if tag == "a" and _within(path, "li", "pa-author"):
            return {"author"}
        if tag == "strong" and _within(path, "div", "postleft") and _within(path, "dt"):
            return {"author"}
        if tag == "div" and classes & {"post-content", "postmsg"}:
            return {"content"}
        if tag == "strong" and _within(path, "h3") or tag == "span" and "conr" in classes:
            return {"number"}
        if tag == "a" and f"#p{post.number}" in href and "viewtopic.php" in href:
            post.link = post.link or href
            return {"when"}
        return set()

    def inside(self, tag: str, classes: set[str], attrs: dict[str, str], path: Path) -> set[str]:
        if tag == "p" and classes & {"lastedit", "postedit"}:
            return {"notice"}
        if "spoiler-box" in classes:
            return set()
        if "quote-box" in classes or "incqbox" in classes:
            return {"quote"}
        if tag == "blockquote" and not (path and "spoiler-box" in path[-1][1]):
            return {"quote"}
        return set()
