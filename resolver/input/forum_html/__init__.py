"""A saved forum thread page (HTML): the engine told by the page's own markup, its posts read by that engine's
reader (`reader.PageReader` with `phpbb`, `punbb` — mybb.ru's rusff.me / rolka.me and PunBB 1.2 —, `xenforo`,
`invision`). Each returns the same `Post`s: the forum's author, post id, permalink and time, the text without its
quotes, the runs in the vote's colours, the edit notice.
"""

from __future__ import annotations

import re

from resolver.input.forum import Post, Unread
from resolver.input.forum_html.invision import Invision
from resolver.input.forum_html.phpbb import PhpBB
from resolver.input.forum_html.punbb import PunBB
from resolver.input.forum_html.reader import RED_VALUES, Engine, detect, read_with
from resolver.input.forum_html.xenforo import XenForo

ENGINES: tuple[Engine, ...] = (PhpBB(), PunBB(), XenForo(), Invision())


def looks_like_html(text: str) -> bool:
    return bool(re.search(r'<div[^>]+class="[^"]*\bpost\b', text)) or "<html" in text.lower() or bool(
        re.search(r"<article\b[^>]+class=\"[^\"]*\b(?:message--post|ipsComment)\b", text))


def engine_of(page: str) -> Engine:
    """The engine whose markup the page is written in (never its file's name)."""
    return detect(page, ENGINES)


def read_html(page: str, values: frozenset[str] = RED_VALUES) -> tuple[list[Post], list[Unread]]:
    return read_with(engine_of(page), page, values)


__all__ = ["ENGINES", "Engine", "engine_of", "looks_like_html", "read_html"]
