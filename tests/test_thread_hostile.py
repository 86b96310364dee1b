"""Hostile threads (issue 18 point 1): a player must not forge a vote with what he types in his own post.

The reader follows what the forum renders: the author of a post is the forum's (the page's post and profile,
the host's quote of the post with its post_id, the forum's author line of a copied page), never text inside
a post; only text the forum shows red is a vote; the same post read twice counts once and the host is told;
markup that cannot be read is listed with where it is, never guessed and never dropped.

Each hostile input is tried in every form `mafia-night votes` reads, as far as it applies: a saved phpBB page
(HTML: a player cannot type HTML, the forum escapes it, so what he types arrives as text), the host's BBCode
quotes of the posts, and the page copied as plain text with the host's marks.
"""

from __future__ import annotations

import html
import re

from resolver.input.forum import ThreadReading
from resolver.input.forum_text import read_any

PLAYERS = ["Иван", "Пётр", "Дон", "Марья"]


# --- the three forms, built from (post id, author, minute, body) -------------------------------------------------

def page(*posts: tuple[int, str, int, str]) -> str:
    """A saved prosilver page; `body` is the post's HTML as the forum renders it."""
    out = ["<!DOCTYPE html><html><head><title>День 2</title></head><body>"]
    for number, author, minute, body in posts:
        out.append(
            f'<div id="p{number}" class="post has-profile bg2"><div class="inner">\n'
            f'<dl class="postprofile"><dt><a href="#" class="username">{author}</a></dt></dl>\n'
            f'<div class="postbody"><div id="post_content{number}">\n'
            f'<p class="author">Сообщение <strong><a class="username" href="#">{author}</a></strong> &raquo; '
            f'<time datetime="2025-12-01T18:{minute:02d}:00+00:00">01 дек 2025, 21:{minute:02d}</time></p>\n'
            f'<div class="content">{body}</div>\n'
            f"</div></div></div></div>")
    out.append("</body></html>")
    return "\n".join(out)


USER_IDS = {"Иван": 7, "Пётр": 8, "Дон": 9, "Марья": 10}


def quotes(*posts: tuple[int, str, int, str]) -> str:
    """The host's quotes of the posts as phpBB writes them; `body` is the post's BBCode as its author typed it."""
    return "\n".join(f'[quote="{author}" post_id={number} time={1764612000 + 60 * minute} user_id={USER_IDS[author]}]'
                     f"{body}[/quote]" for number, author, minute, body in posts)


def copied(*posts: tuple[str, int, str]) -> str:
    """The page copied from the browser: each post's profile, subject and author line, then its text."""
    out = ["День 2"]
    for author, minute, body in posts:
        out += [author, "Сообщения: 12", "Re: День 2", f"Сообщение {author} » 01 дек 2025, 21:{minute:02d}", "", body]
    return "\n".join(out) + "\n"


def votes(reading: ThreadReading) -> list[tuple[str, str | None]]:
    return [(v.voter, v.target) for v in reading.votes]


def unread(reading: ThreadReading) -> str:
    return "\n".join(reading.unread("ru"))


def listed_at(reading: ThreadReading, line: int) -> bool:
    """Something not read is listed at this line of the input."""
    return bool(re.search(rf"строк[аеи] {line}\b", unread(reading)))


# --- a quote header typed inside one's own post ------------------------------------------------------------------

FORGED_QUOTE = '[/quote][quote="Дон"][color=red]Пётр[/color]'


def test_bbcode_a_quote_header_typed_in_a_post_is_no_post_of_its_name() -> None:
    thread = quotes((101, "Иван", 0, "Голосую.\n[color=red]Марья[/color]\n" + FORGED_QUOTE),
                    (102, "Марья", 1, "[color=red]Иван[/color]"))
    kind, reading = read_any(thread, PLAYERS)
    assert kind == "bbcode"
    assert ("Дон", "Пётр") not in votes(reading)
    assert votes(reading) == [("Иван", "Марья"), ("Марья", "Иван")]
    assert listed_at(reading, 3)  # the quote without the forum's post_id, where it stands


def test_bbcode_a_typed_quote_header_with_attributes_of_a_real_post_counts_for_no_one() -> None:
    forged = '[/quote][quote="Дон" post_id=103 time=1764612180 user_id=9][color=red]Пётр[/color]'
    thread = quotes((101, "Иван", 0, "Голосую. " + forged), (103, "Дон", 3, "[color=red]Иван[/color]"))
    _kind, reading = read_any(thread, PLAYERS)
    assert ("Дон", "Пётр") not in votes(reading)
    assert "103" in unread(reading)  # one post id, two different texts: listed, neither guessed


def test_bbcode_a_typed_quote_header_under_another_users_id_counts_for_no_one() -> None:
    forged = '[/quote][quote="Дон" post_id=150 time=1764612120 user_id=7][color=red]Пётр[/color]'
    thread = quotes((103, "Дон", 0, "[color=red]Иван[/color]"), (149, "Иван", 1, "Голосую. " + forged))
    _kind, reading = read_any(thread, PLAYERS)
    assert ("Дон", "Пётр") not in votes(reading) and ("Дон", "Иван") in votes(reading)
    assert "150" in unread(reading)


def test_html_a_quote_typed_in_a_post_is_text_and_a_quote_of_the_forum() -> None:
    # the forum renders the stray [/quote] as text and the typed quote as a quote inside Иван's post
    body = ('Голосую.<br><span style="color:#FF0000">Марья</span><br>[/quote]<blockquote><div><cite>Дон писал(а):'
            '</cite><span style="color:#FF0000">Пётр</span></div></blockquote>')
    _kind, reading = read_any(page((101, "Иван", 0, body)), PLAYERS)
    assert votes(reading) == [("Иван", "Марья")]


# --- a line shaped like the forum's author header ----------------------------------------------------------------

def test_text_an_author_line_typed_in_a_post_makes_no_post() -> None:
    body = "Голосую.\n[red]Марья\nСообщение Дон » 01 дек 2025, 21:03\n\n[red]Пётр"
    thread = copied(("Иван", 0, body), ("Марья", 5, "[red]Иван"))
    _kind, reading = read_any(thread, PLAYERS)
    assert ("Дон", "Пётр") not in votes(reading)
    assert votes(reading) == [("Иван", "Марья"), ("Марья", "Иван")]
    assert listed_at(reading, 9) and listed_at(reading, 11)  # the typed line and the mark after it


def test_text_an_author_line_after_a_line_separator_makes_no_post() -> None:
    # U+2028 inside a post is no line break of the copy: the author line after it is the post's text
    thread = copied(("Иван", 0, "Голосую.\u2028Сообщение Дон » 01 дек 2025, 21:03\n[red]Пётр"))
    _kind, reading = read_any(thread, PLAYERS)
    assert votes(reading) == [("Иван", "Пётр")]


def test_text_line_numbers_count_only_line_breaks() -> None:
    thread = copied(("Иван", 0, "раз\u2028два\x0bтри\x0cчетыре\x1cпять\u0085шесть\n[red]Пётр"))
    _kind, reading = read_any(thread, PLAYERS)
    assert reading.sources == ["8: [red]Пётр"]


def test_html_and_bbcode_an_author_line_typed_in_a_post_is_text() -> None:
    line = "Сообщение Дон » 01 дек 2025, 21:03"
    _kind, reading = read_any(page((101, "Иван", 0, f'{html.escape(line)}<br><span style="color:#FF0000">Пётр</span>')),
                              PLAYERS)
    assert votes(reading) == [("Иван", "Пётр")]
    _kind, reading = read_any(quotes((101, "Иван", 0, f"{line}\n[color=red]Пётр[/color]")), PLAYERS)
    assert votes(reading) == [("Иван", "Пётр")]


# --- text the forum does not show red ----------------------------------------------------------------------------

def test_bbcode_red_inside_code_or_noparse_is_no_vote() -> None:
    thread = quotes((101, "Иван", 0, "[code][color=red]Дон[/color][/code]"),
                    (102, "Пётр", 1, "[noparse][color=red]Дон[/color][/noparse]"),
                    (103, "Марья", 2, "[CODE=php]x[/CODE] [color=red]Дон[/color]"))
    _kind, reading = read_any(thread, PLAYERS)
    assert votes(reading) == [("Марья", "Дон")]


def test_html_red_inside_code_is_no_vote() -> None:
    code = '<div class="codebox"><p>Код: <a href="#">Выделить всё</a></p><pre><code>[color=red]Дон[/color]</code></pre></div>'
    _kind, reading = read_any(page((101, "Иван", 0, code)), PLAYERS)
    assert votes(reading) == [] and not any("Дон" in p for p in reading.unread())


def test_text_a_mark_inside_a_code_box_is_listed_not_counted() -> None:
    thread = copied(("Иван", 0, "Код: Выделить всё\n[color=red]Дон[/color]"))
    _kind, reading = read_any(thread, PLAYERS)
    assert votes(reading) == [] and listed_at(reading, 8)


def test_bbcode_blue_inside_red_is_not_red() -> None:
    thread = quotes((101, "Иван", 0, "[color=red][color=blue]Дон[/color][/color]"),
                    (102, "Пётр", 1, "[color=red]Дон [color=#0000FF]шучу[/color][/color]"),
                    (103, "Марья", 2, "[color=blue]да [color=red]Дон[/color][/color]"))
    _kind, reading = read_any(thread, PLAYERS)
    assert votes(reading) == [("Марья", "Дон")]  # not Иван's empty vote, not Пётр's «Дон шучу» either
    assert "101" in unread(reading) and "102" in unread(reading)


def test_html_blue_inside_red_is_not_red() -> None:
    blue = '<span style="color:#FF0000"><span style="color:#0000FF">Дон</span></span>'
    mixed = '<span style="color:#FF0000">Дон <span style="color:#0000FF">шучу</span></span>'
    _kind, reading = read_any(page((101, "Иван", 0, blue), (102, "Пётр", 1, mixed)), PLAYERS)
    assert votes(reading) == []
    assert "101" in unread(reading) and "102" in unread(reading)


# --- the same post read twice ------------------------------------------------------------------------------------

def test_html_a_page_saved_twice_counts_each_post_once() -> None:
    one = page((101, "Иван", 0, '<span style="color:#FF0000">Дон</span>'),
               (102, "Пётр", 1, '<span style="color:#FF0000">Дон</span>'))
    _kind, reading = read_any(one + "\n" + one, PLAYERS)
    assert votes(reading) == [("Иван", "Дон"), ("Пётр", "Дон")]
    assert "101" in unread(reading) and "102" in unread(reading)  # the host is told


def test_html_one_post_id_with_two_texts_is_listed() -> None:
    before = page((101, "Иван", 0, '<span style="color:#FF0000">Дон</span>'))
    after = page((101, "Иван", 0, '<span style="color:#FF0000">Пётр</span>'))
    _kind, reading = read_any(before + after, PLAYERS)
    assert votes(reading) == [] and "101" in unread(reading)


def test_bbcode_a_post_quoted_twice_counts_once() -> None:
    post = (101, "Иван", 0, "[color=red]Дон[/color]")
    _kind, reading = read_any(quotes(post, (102, "Пётр", 1, "[color=red]Дон[/color]"), post), PLAYERS)
    assert votes(reading) == [("Иван", "Дон"), ("Пётр", "Дон")] and "101" in unread(reading)


def test_text_a_page_copied_twice_counts_each_post_once() -> None:
    one = copied(("Иван", 0, "[red]Дон"), ("Пётр", 1, "[red]Дон"))
    _kind, reading = read_any(one + one, PLAYERS)
    assert votes(reading) == [("Иван", "Дон"), ("Пётр", "Дон")]
    assert "Иван" in unread(reading) and "Пётр" in unread(reading)


# --- a stray closing tag -----------------------------------------------------------------------------------------

def test_html_a_stray_closing_tag_drops_nothing() -> None:
    body = 'Голосую</b> за <span style="color:#FF0000">Дон</span>'
    _kind, reading = read_any(page((101, "Иван", 0, body), (102, "Пётр", 1, '<span style="color:#FF0000">Дон</span>')),
                              PLAYERS)
    assert votes(reading) == [("Иван", "Дон"), ("Пётр", "Дон")]  # a browser ignores a stray </b>
    assert listed_at(reading, 6)  # and it is listed where it stands (the line of the post's content)


def test_bbcode_a_stray_closing_quote_is_listed_where_it_stands() -> None:
    thread = quotes((101, "Иван", 0, "Голос [/quote]\nза [color=red]Дон[/color]"), (102, "Пётр", 1, "[color=red]Дон[/color]"))
    _kind, reading = read_any(thread, PLAYERS)
    assert ("Пётр", "Дон") in votes(reading)
    assert ("Иван", "Дон") in votes(reading) or listed_at(reading, 2)  # never dropped without a word


def test_bbcode_an_unclosed_red_is_listed() -> None:
    _kind, reading = read_any(quotes((101, "Иван", 0, "за [color=red]Дон"), (102, "Пётр", 1, "[color=red]Дон[/color]")),
                              PLAYERS)
    assert votes(reading) == [("Пётр", "Дон")] and "101" in unread(reading)


def test_text_a_stray_closing_colour_is_listed() -> None:
    thread = copied(("Иван", 0, "да[/color] за [color=red]Дон"), ("Пётр", 1, "[red]Дон"))
    _kind, reading = read_any(thread, PLAYERS)
    assert votes(reading) == [("Пётр", "Дон")] and listed_at(reading, 7)


# --- a sample of the generated hostile threads (tests/fuzz_threads.py; run 10,000 with its main) ----------------

def test_generated_hostile_threads_sample() -> None:
    from tests.fuzz_threads import run

    counts, _examples = run(range(200))
    assert counts["threads"] == 200 and counts["votes read"] > 500
    assert {k: counts[k] for k in ("internal errors", "credited to a non-author", "not shown red",
                                   "lost without a word")} == dict.fromkeys(
        ("internal errors", "credited to a non-author", "not shown red", "lost without a word"), 0)
    # the check itself sees a forgery: what the README names as beyond the copied text and the BBCode is caught
    assert run(range(200), known_limits=True)[0]["credited to a non-author"] > 0
