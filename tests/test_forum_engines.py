"""The day's thread saved from the forums Russian Mafia is played on besides phpBB (issue 22 point 3): mybb.ru's
PunBB (rusff.me, rolka.me), XenForo 2 and Invision Community 4, each page read by its engine's markup.

Each fixture of tests/fixtures/forums/ is the same day written in one engine's markup (tests/forum_pages.py):
the host's header (not a player), a vote, a vote with a quoted vote above it and edited afterwards, two reds of
which one is no nick, a red inside a code box, a post that only quotes a vote, a spectator's vote, a vote beside
green text, a vote after the deadline; and a red signature under every post. The votes are counted by the
day's own counting (`resolve_text`), as a phpBB page's are (tests/test_day.py).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest
import yaml

from resolver.api import resolve_text
from resolver.input.forum_html import engine_of
from resolver.input.forum_text import read_any
from tests.forum_pages import ENGINES, RENDER, Drawn, invision_post, mybb_post, xenforo_post

FIXTURES = Path(__file__).parent / "fixtures"
PAGES = {"punbb": ("mybb_rusff.html", 1001), "xenforo": ("xenforo.html", 55501), "invision": ("invision.html", 9001)}
PLAYERS = ["Дон", "Бонни", "Айболит", "Иван", "Пётр", "Марья"]
CAST = FIXTURES / "day" / "thread_cast.yml"


def saved(engine: str) -> str:
    return (FIXTURES / "forums" / PAGES[engine][0]).read_text(encoding="utf-8")


def votes(reading: Any) -> list[tuple[str, str | None]]:
    return [(v.voter, v.target) for v in reading.votes]


@pytest.mark.parametrize("engine", ["phpbb", *PAGES])
def test_the_engine_is_told_by_the_pages_markup(engine: str) -> None:
    page = (FIXTURES / "day" / "thread_phpbb.html").read_text(encoding="utf-8") if engine == "phpbb" else saved(engine)
    assert engine_of(page).name == engine


@pytest.mark.parametrize("engine", PAGES)
def test_each_engines_page_gives_the_days_votes_with_their_posts(engine: str) -> None:
    first = PAGES[engine][1]
    kind, reading = read_any(saved(engine), PLAYERS)
    assert kind == "html"
    rows = [(v.voter, v.target, v.time, int(v.post or 0) - first + 1, v.edited) for v in reading.votes]
    assert rows == [
        ("Иван", "Дон", "2025-12-01 21:00", 2, False),
        ("Пётр", "Дон", "2025-12-01 21:05", 3, True),  # the quoted red «Дон» of Иван is not his; the edit is seen
        ("Дон", "Иван", "2025-12-01 21:20", 4, False),  # «Петька» is no nick: listed
        ("Бонни", "Пётр", "2025-12-01 21:40", 5, False),  # not the red inside the code box
        ("Марья", "Дон", "2025-12-01 22:10", 8, False),  # post 6 only quotes Дон's vote; the green is no vote
        ("Айболит", "Иван", "2025-12-01 22:31:05", 9, False),
    ]
    problems = "\n".join(reading.unread("ru"))
    assert f"пост {first}, Ведущий: автор не игрок" in problems and f"пост {first + 6}, Зритель: автор не игрок" in problems
    assert f"пост {first + 3}, Дон: красный текст «Петька» — не ник игрока" in problems
    assert f"пост {first + 2}, Пётр: пост отредактирован" in problems
    assert "Не верь" not in problems and "Мафия не дремлет" not in problems and "Я мирный" not in problems  # signatures
    assert len(reading.posts) == 9 and reading.words["Иван"] == 6  # «Голосую против Дона, он врёт. Дон»


@pytest.mark.parametrize(("engine", "link", "position", "edit"), [
    ("punbb", "https://mafia.rusff.me/viewtopic.php?id=77#p1003", "3", "Отредактировано Пётр (Сегодня 21:10:00)"),
    ("xenforo", "https://mafia-club.ru/threads/den-2.77/post-55503", "3", "Последнее редактирование: Сегодня в 21:10"),
    ("invision", "https://mafia-forum.ru/topic/77-den-2/?do=findComment&comment=9003", None,
     "Изменено 21:10 пользователем Пётр"),
])
def test_a_post_keeps_its_permalink_number_and_edit_notice(engine: str, link: str, position: str | None,
                                                          edit: str) -> None:
    _kind, reading = read_any(saved(engine), PLAYERS)
    post = reading.posts[2]
    assert (post.author, post.link, post.position, post.edited) == ("Пётр", link, position, edit)
    assert reading.votes[1].note == edit


@pytest.mark.parametrize("engine", PAGES)
def test_post_times_are_shown_in_the_forums_zone(engine: str) -> None:
    _kind, reading = read_any(saved(engine), PLAYERS, tz="UTC")
    assert reading.votes[0].time == "2025-12-01 18:00"


@pytest.mark.parametrize("engine", PAGES)
def test_the_house_colour_survives_each_engine(engine: str) -> None:
    _kind, reading = read_any(saved(engine), PLAYERS, colours="зелёный")
    assert votes(reading) == []
    assert any("«(не голос)»" in p for p in reading.unread("ru"))  # Марья's green text is read, as green


def _count(engine: str, options: dict[str, Any] | None = None) -> Any:
    _kind, reading = read_any(saved(engine), PLAYERS)
    night = yaml.safe_load(CAST.read_text(encoding="utf-8"))
    night.update({"night": 2, "day": {"votes": reading.vote_rows()}})
    if options:
        night["options"] = options
    loaded, res = resolve_text(yaml.safe_dump(night, allow_unicode=True, sort_keys=False))
    assert res is not None and res.day is not None, loaded.problems
    return res.day


@pytest.mark.parametrize("engine", PAGES)
def test_the_day_is_counted_from_each_engines_page(engine: str) -> None:
    day = _count(engine)
    assert day.totals == {"Дон": 3, "Иван": 2, "Пётр": 1} and day.verdict == ["Дон"]
    late = _count(engine, {"vote_deadline": "22:30"})
    assert late.totals == {"Дон": 3, "Иван": 1, "Пётр": 1}  # Айболит at 22:31:05 Moscow time is late
    edited = _count(engine, {"edited_vote": "void"})
    assert edited.totals == {"Дон": 2, "Иван": 2, "Пётр": 1}  # Пётр's edited vote is void


# --- hostile posts: what a player types never makes a post or an author -------------------------------------------

POST = {"punbb": mybb_post, "xenforo": xenforo_post, "invision": invision_post}
# The engine's author markup, as a forum that let a player's tags through would leave them inside his text.
AUTHOR_TAGS = {
    "punbb": '<div class="post-author"><ul><li class="pa-author"><a href="https://mafia.rusff.me/profile.php?id=14">Дон</a></li></ul></div>',
    "xenforo": '<article class="message message--post" data-author="Дон" data-content="post-99"><h4 '
               'class="message-name"><a class="username">Дон</a></h4></article>',
    "invision": '<h3 class="ipsType_sectionHead cAuthorPane_author"><strong><a href="https://mafia-forum.ru/profile/14-don/">Дон</a>'
                '</strong></h3>',
}
NOTICE = {"punbb": "Отредактировано Иван (Сегодня 21:10:00)", "xenforo": "Последнее редактирование: Сегодня в 21:10",
          "invision": "Изменено 21:10 пользователем Иван"}


def _page(engine: str, body: str) -> str:
    red = RENDER[engine].red
    return ENGINES[engine]([Drawn(501, 1, "Иван", 1764612000, body, user_id=12),
                            Drawn(502, 2, "Марья", 1764612060, RENDER[engine].para(red("Иван")), user_id=16)])


def _forged_post(engine: str) -> str:
    return POST[engine](Drawn(503, 3, "Дон", 1764612120, RENDER[engine].para(RENDER[engine].red("Пётр")), user_id=14))


@pytest.mark.parametrize("engine", PAGES)
def test_a_whole_post_typed_as_text_makes_no_post(engine: str) -> None:
    # a BBCode forum escapes what a player types: the forged post's markup arrives as text in Иван's post
    body = RENDER[engine].para("Голосую " + RENDER[engine].red("Марья")) + html.escape(_forged_post(engine))
    _kind, reading = read_any(_page(engine, body), PLAYERS)
    assert [p.author for p in reading.posts] == ["Иван", "Марья"]
    assert votes(reading) == [("Иван", "Марья"), ("Марья", "Иван")]
    assert not any("503" in p for p in reading.unread("en"))


@pytest.mark.parametrize("engine", PAGES)
def test_a_post_element_inside_a_posts_text_makes_no_post_and_no_author(engine: str) -> None:
    # were the tags let through (a rich-text editor), they are still inside Иван's text: his words, his red
    body = RENDER[engine].para("Голосую " + RENDER[engine].red("Марья")) + _forged_post(engine)
    _kind, reading = read_any(_page(engine, body), PLAYERS)
    assert [p.author for p in reading.posts] == ["Иван", "Марья"]
    assert ("Дон", "Пётр") not in votes(reading) and ("Иван", "Марья") in votes(reading)
    assert not any("503" in p for p in reading.unread("en"))  # not even a post without an author


@pytest.mark.parametrize("engine", PAGES)
def test_author_markup_inside_a_posts_text_does_not_change_its_author(engine: str) -> None:
    for body in (AUTHOR_TAGS[engine], html.escape(AUTHOR_TAGS[engine])):
        _kind, reading = read_any(_page(engine, body + RENDER[engine].para(RENDER[engine].red("Пётр"))), PLAYERS)
        assert [p.author for p in reading.posts] == ["Иван", "Марья"], body
        assert votes(reading)[0] == ("Иван", "Пётр"), body


@pytest.mark.parametrize("engine", PAGES)
def test_an_edit_notice_typed_in_a_post_flags_nothing(engine: str) -> None:
    body = RENDER[engine].para(RENDER[engine].red("Марья")) + RENDER[engine].para(NOTICE[engine])
    _kind, reading = read_any(_page(engine, body), PLAYERS)
    assert [(v.voter, v.target, v.edited) for v in reading.votes][0] == ("Иван", "Марья", False)
    assert reading.posts[0].edited is None


@pytest.mark.parametrize("engine", PAGES)
def test_a_vote_inside_a_quote_of_another_post_is_nobodys(engine: str) -> None:
    quoted = RENDER[engine].quote("Дон", 503, RENDER[engine].red("Пётр"))
    _kind, reading = read_any(_page(engine, quoted + RENDER[engine].para("Согласен?")), PLAYERS)
    assert votes(reading) == [("Марья", "Иван")]


def test_a_page_of_no_known_engine_says_which_it_reads() -> None:
    _kind, reading = read_any("<html><body><div class='post'>Иван: Дон</div></body></html>", PLAYERS)
    assert votes(reading) == []
    assert any("phpBB, PunBB / mybb.ru, XenForo и Invision" in p for p in reading.unread("ru"))


def test_a_classic_punbb_page_is_read_too() -> None:
    def post(number: int, author: str, at: str, body: str) -> str:
        return (f'<div id="p{number}" class="blockpost rowodd"><h2><span><span class="conr">#{number - 200}&nbsp;</span>'
                f'<a href="viewtopic.php?pid={number}#p{number}">{at}</a></span></h2><div class="box"><div class="inbox">'
                f'<div class="postleft"><dl><dt><strong><a href="profile.php?id=2">{author}</a></strong></dt>'
                f'<dd class="usertitle"><strong>Участник</strong></dd></dl></div><div class="postright"><h3>Re: День 2</h3>'
                f'<div class="postmsg">{body}</div></div></div></div></div>')
    page = ('<html><body><div id="punwrap"><div id="punviewtopic" class="pun">'
            + post(201, "Иван", "2025-12-01 21:00:00", '<p><span style="color: red">Дон</span></p>')
            + post(202, "Пётр", "2025-12-01 21:05:00", '<blockquote><div class="incqbox"><h4>Иван написал:</h4><p><span '
                   'style="color: red">Дон</span></p></div></blockquote><p><span style="color: red">Иван</span></p>'
                   '<p class="postedit"><em>Отредактировано Пётр (2025-12-01 21:06:00)</em></p>')
            + "</div></div></body></html>")
    assert engine_of(page).name == "punbb"
    _kind, reading = read_any(page, PLAYERS)
    assert [(v.voter, v.target, v.time, v.post, v.edited) for v in reading.votes] == [
        ("Иван", "Дон", "2025-12-01 21:00:00", "201", False), ("Пётр", "Иван", "2025-12-01 21:05:00", "202", True)]
    assert [(p.position, p.link) for p in reading.posts] == [("1", "viewtopic.php?pid=201#p201"),
                                                             ("2", "viewtopic.php?pid=202#p202")]
