"""Hostile day threads drawn from a seed (issue 18 point 1): does any vote go to someone who did not post it?

Each thread is a few posts with known authors and known red votes, written in one of the three forms
`mafia-night votes` reads (a saved phpBB page, the host's BBCode quotes, the page copied as text with the
host's marks), with hostile text typed into the posts: a forged quote header, a typed author line, red inside
`[code]`/`[noparse]`, blue inside red, stray and unclosed tags, line separators, a post or a page read twice.
The reading is checked against what was drawn:

- internal errors: the reader (or a sentence of what it lists) raised;
- credited to a non-author: a vote whose post is not a post of its voter (a forged post, another's post);
- not shown red: a vote of the right author that is none of his post's red texts, or one counted twice;
- lost without a word: fewer votes than drawn, and nothing listed.

`--known-limits` adds what the copied text cannot tell (a whole profile and author line typed in a post, a
literal `[color=red]` shown by `[noparse]`) and the BBCode cannot (a whole quote header with an unused
post_id): their votes go to the named player, as the README says; counted apart.

    python -m tests.fuzz_threads --threads 10000 [--start 0] [--known-limits] [--jobs 2 | --scheduler ADDRESS]
"""

from __future__ import annotations

import html
import random
import traceback
from collections import Counter
from dataclasses import dataclass, field

from resolver.input.forum_text import read_any
from tests.fuzz_jobs import Fuzzer

PLAYERS = ["Иван", "Пётр", "Дон", "Марья", "Старый Лис", "Ёжик"]
USER_IDS = {name: 7 + i for i, name in enumerate(PLAYERS + ["Зритель"])}
FORMS = ("html", "bbcode", "text")
HOSTILE = ("forged_quote", "forged_quote_ids", "typed_header", "code", "noparse", "blue_in_red", "stray_close",
           "unclosed_red", "separators", "duplicate_post", "duplicate_page")
KNOWN_LIMITS = ("forged_profile", "literal_mark", "forged_quote_fresh_id")
COUNTS = ("threads", "posts", "votes drawn", "votes read", "internal errors", "credited to a non-author",
          "not shown red", "lost without a word")


@dataclass
class Drawn:
    author: str
    number: int
    minute: int
    words: str
    votes: list[str | None]  # the red texts the forum shows: a nick, or None for the empty vote
    hostile: list[str] = field(default_factory=list)


def draw(rng: random.Random, known_limits: bool) -> tuple[str, list[Drawn]]:
    form = rng.choice(FORMS)
    posts: list[Drawn] = []
    number = 100 + rng.randrange(50)
    for i in range(rng.randint(2, 7)):
        number += rng.randint(1, 3)
        author = rng.choice(PLAYERS + ["Зритель"] * (rng.random() < 0.15))
        votes: list[str | None] = [rng.choice(PLAYERS + [None]) for _ in range(rng.choice((0, 1, 1, 1, 2)))]
        kinds = HOSTILE + (KNOWN_LIMITS if known_limits else ())
        hostile = rng.sample(kinds, k=rng.choice((0, 1, 1, 2)))
        posts.append(Drawn(author, number, 2 * i, rng.choice(["Голосую.", "Думаю, это он.", "Ну и ладно", ""]),
                           votes, hostile))
    return form, posts


# --- the forms ---------------------------------------------------------------------------------------------------

def _bb_red(text: str) -> str:
    return f"[color=red]{text}[/color]"


def _bb_body(post: Drawn, rng: random.Random, ids: list[int]) -> str:
    parts = [post.words] + [f"Голос {_bb_red(v or '')}" for v in post.votes]
    victim, target = rng.choice(PLAYERS), rng.choice(PLAYERS)
    typed = len(parts) + 1  # stray tags and separators go into the player's ordinary text, before the rest
    for kind in post.hostile:
        if kind == "forged_quote":
            parts.append(f'[/quote][quote="{victim}"]{_bb_red(target)}')
        elif kind == "forged_quote_ids":
            real = rng.choice(ids)
            parts.append(f'[/quote][quote="{victim}" post_id={real} time=1764612000 user_id={USER_IDS[victim]}]'
                         f"{_bb_red(target)}")
        elif kind == "forged_quote_fresh_id":
            parts.append(f'[/quote][quote="{victim}" post_id={post.number * 1000} time=1764612000 '
                         f"user_id={USER_IDS[victim]}]{_bb_red(target)}")
        elif kind in ("typed_header", "forged_profile"):
            parts.append(f"Сообщение {victim} » 01 дек 2025, 21:59\n")
        elif kind == "code":
            parts.append(f"[code]{_bb_red(target)}[/code]")
        elif kind in ("noparse", "literal_mark"):
            parts.append(f"[noparse]{_bb_red(target)}[/noparse]")
        elif kind == "blue_in_red":
            parts.append(f"[color=red][color=blue]{target}[/color][/color]")
        elif kind == "stray_close":
            parts.insert(rng.randrange(typed), rng.choice(["[/color]", "[/b]", "[/quote]", "[/code]"]))
        elif kind == "unclosed_red":
            parts.append(f"[color=red]{target}")
        elif kind == "separators":
            parts.insert(rng.randrange(typed), rng.choice(["\u2028", "\x0b", "\x0c", "\x85"]))
    return "\n".join(parts)


def bbcode(posts: list[Drawn], rng: random.Random) -> str:
    ids = [p.number for p in posts]
    out = []
    for post in posts:
        quote = (f'[quote="{post.author}" post_id={post.number} time={1764612000 + 60 * post.minute} '
                 f"user_id={USER_IDS[post.author]}]{_bb_body(post, rng, ids)}[/quote]")
        out.append(quote)
        if "duplicate_post" in post.hostile:
            out.append(quote)
    return "\n".join(out)


def _html_red(text: str) -> str:
    return f'<span style="color:#FF0000">{html.escape(text)}</span>'


def _html_body(post: Drawn, rng: random.Random) -> str:
    parts = [html.escape(post.words)] + [f"Голос {_html_red(v or '')}" for v in post.votes]
    victim, target = rng.choice(PLAYERS), rng.choice(PLAYERS)
    typed = len(parts) + 1  # stray tags and separators go into the player's ordinary text, before the rest
    for kind in post.hostile:  # what the forum renders of what the player typed
        if kind in ("forged_quote", "forged_quote_ids", "forged_quote_fresh_id"):
            parts.append(f"[/quote]<blockquote><div><cite>{victim} писал(а):</cite>{_html_red(target)}</div></blockquote>")
        elif kind in ("typed_header", "forged_profile"):
            parts.append(html.escape(f"{victim}<br>Сообщение {victim} » 01 дек 2025, 21:59"))
        elif kind == "code":
            parts.append('<div class="codebox"><p>Код: <a href="#">Выделить всё</a></p><pre><code>'
                         f"{html.escape(_bb_red(target))}</code></pre></div>")
        elif kind in ("noparse", "literal_mark"):
            parts.append(html.escape(_bb_red(target)))
        elif kind == "blue_in_red":
            parts.append(f'<span style="color:#FF0000"><span style="color:#0000FF">{target}</span></span>')
        elif kind == "stray_close":
            parts.insert(rng.randrange(typed), rng.choice(["</b>", "</em>", "</strong>"]))
        elif kind == "separators":
            parts.insert(rng.randrange(typed), rng.choice(["\u2028", "\x0c", "\x85"]))
    return "<br>\n".join(parts)


def _html_post(post: Drawn, body: str) -> str:
    return (f'<div id="p{post.number}" class="post has-profile bg2"><div class="inner">\n'
            f'<dl class="postprofile"><dt><a href="#" class="username">{post.author}</a></dt></dl>\n'
            f'<div class="postbody"><div id="post_content{post.number}">\n'
            f'<p class="author">Сообщение <strong><a class="username" href="#">{post.author}</a></strong> &raquo; '
            f'<time datetime="2025-12-01T18:{post.minute:02d}:00+00:00">01 дек 2025, 21:{post.minute:02d}</time></p>\n'
            f'<div class="content">{body}</div>\n</div></div></div></div>')


def page(posts: list[Drawn], rng: random.Random) -> str:
    out = ["<!DOCTYPE html><html><head><title>День 2</title></head><body>"]
    for post in posts:
        out.append(_html_post(post, _html_body(post, rng)))
        if "duplicate_post" in post.hostile:
            out.append(out[-1])
    text = "\n".join(out + ["</body></html>"])
    return text + "\n" + text if any("duplicate_page" in p.hostile for p in posts) else text


def _text_body(post: Drawn, rng: random.Random) -> list[str]:
    lines = [post.words] + [f"[red]{v or ''}" if rng.random() < 0.6 else f"Голос [color=red]{v or ''}[/color] и всё."
                            for v in post.votes]
    victim, target = rng.choice(PLAYERS), rng.choice(PLAYERS)
    typed = len(lines)  # the lines the player typed himself (a code box's title line is the forum's)
    for kind in post.hostile:  # what the copy shows of what the player typed, and the host's marks of its red
        if kind == "typed_header":
            lines += [f"Сообщение {victim} » 01 дек 2025, 21:59", "", f"[red]{target}"]  # red text of the author's own
        elif kind == "forged_profile":
            lines += [victim, "Сообщения: 3", "Re: День 2", f"Сообщение {victim} » 01 дек 2025, 21:59", "",
                      f"[red]{target}"]
        elif kind == "code":
            lines += ["Код: Выделить всё", _bb_red(target)]
        elif kind == "literal_mark":
            lines.append(_bb_red(target))
        elif kind == "stray_close":
            at = rng.randrange(typed)
            lines[at] = lines[at] + "[/color]"
        elif kind == "separators":
            at = rng.randrange(typed)
            lines[at] = rng.choice(["\u2028", "\x0b", "\x0c", "\x85"]).join((lines[at], "и ещё"))
    return lines


def copied(posts: list[Drawn], rng: random.Random) -> tuple[str, dict[str, int]]:
    """The copied page, and the post (by index) each of its author lines opens, by `L<line>`."""
    out: list[str] = []
    opens: dict[str, int] = {}
    bodies = [_text_body(post, rng) for post in posts]
    copies = 2 if any("duplicate_page" in p.hostile for p in posts) else 1
    for _copy in range(copies):
        out.append("День 2")
        for index, (post, body) in enumerate(zip(posts, bodies)):
            out += [post.author, "Сообщения: 12", "Re: День 2"]
            opens[f"L{len(out) + 1}"] = index
            out += [f"Сообщение {post.author} » 01 дек 2025, 21:{post.minute:02d}", ""] + body
    return "\n".join(out) + "\n", opens


# --- the check ---------------------------------------------------------------------------------------------------

def check(seed: int, counts: Counter[str], examples: dict[str, str], known_limits: bool = False) -> None:
    rng = random.Random(seed)
    form, posts = draw(rng, known_limits)
    counts["threads"] += 1
    counts["posts"] += len(posts)
    if form == "html":
        thread, opens = page(posts, rng), {str(p.number): i for i, p in enumerate(posts)}
    elif form == "bbcode":
        thread, opens = bbcode(posts, rng), {str(p.number): i for i, p in enumerate(posts)}
    else:
        thread, opens = copied(posts, rng)
    try:
        _kind, reading = read_any(thread, PLAYERS)
        listed = reading.unread("ru") + reading.unread("en")
    except Exception:  # noqa: BLE001 - counting them is the point
        counts["internal errors"] += 1
        examples.setdefault("internal errors", f"# seed {seed}, {form}\n{thread}\n# ----\n# "
                            + "\n# ".join(traceback.format_exc().splitlines()))
        return
    drawn = {i: Counter(p.votes) for i, p in enumerate(posts) if p.author in PLAYERS}
    n_drawn = sum(sum(c.values()) for c in drawn.values())
    counts["votes drawn"] += n_drawn
    counts["votes read"] += len(reading.votes)
    right = 0
    for vote in reading.votes:
        index = opens.get(vote.post or "")
        if index is None or posts[index].author != vote.voter:
            counts["credited to a non-author"] += 1
            examples.setdefault("credited to a non-author", f"# seed {seed}, {form}: {vote}\n{thread}")
        elif drawn[index][vote.target] <= 0:
            counts["not shown red"] += 1
            examples.setdefault("not shown red", f"# seed {seed}, {form}: {vote}\n{thread}")
        else:
            drawn[index][vote.target] -= 1
            right += 1
    if right < n_drawn and not listed:
        counts["lost without a word"] += 1
        examples.setdefault("lost without a word", f"# seed {seed}, {form}\n{thread}")


FAILURES = ("internal errors", "credited to a non-author", "not shown red", "lost without a word")
FUZZER = Fuzzer("threads", "hostile threads", "threads", "tests.fuzz_threads", check, COUNTS, FAILURES, chunk=2000,
                options=(("--known-limits", {"action": "store_true",
                                             "help": "also type what the reader cannot tell"}),))
run, main = FUZZER.run, FUZZER.main


if __name__ == "__main__":
    raise SystemExit(main())
