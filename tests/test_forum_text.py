"""The day's thread pasted as plain text (issue 8 item 7): the host's vote marks, quotes, edits, words.

`fixtures/day/thread_text.txt` is what Chromium copies from a phpBB (prosilver-like) thread page
(the page's own selection text, profile and footer included), with the red texts then marked by hand
as the host would (`[red]…` at a line's start, `[color=red]…[/color]` inline) and one `[/quote]`.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.input.forum_text import normal_time, read_any, read_text

FIXTURES = Path(__file__).parent / "fixtures" / "day"
PLAYERS = ["Старый Лис", "Mad Max", "Ёжик в тумане", "Дон", "Марья", "Пётр", "Айболит"]


def thread() -> str:
    return (FIXTURES / "thread_text.txt").read_text(encoding="utf-8")


def test_a_pasted_thread_gives_the_vote_log_with_its_lines() -> None:
    kind, reading = read_any(thread(), PLAYERS)
    assert kind == "text"
    rows = [(v.voter, v.target, v.time, v.edited, s) for v, s in zip(reading.votes, reading.sources)]
    assert rows == [
        ("Старый Лис", "Дон", "2025-12-01 21:00", False, "10: [red]Дон"),
        # the quote of Старый Лис with its red «Дон» is not his; his own vote after it is, and edited
        ("Mad Max", "Ёжик в тумане", "2025-12-01 21:05", True, "21: [red]Ёжик в тумане"),
        ("Ёжик в тумане", "Mad Max", "2025-12-01 21:10", False, "27: Я мирный! Голос [color=red]Mad Max[/color] и всё."),
        ("Пётр", "Дон", "2025-12-01 21:20", False, "44: [red]Дон"),  # after the host's [/quote]
        ("Айболит", None, "2025-12-01 21:30", False, "55: [red]"),  # the empty vote
        ("Дон", "Старый Лис", "2025-12-01 21:35", False, "61: [red]Старый лис"),  # case and spaces aside
    ]
    assert reading.votes[1].note is not None and "редактировалось 1 раз" in reading.votes[1].note


def test_what_cannot_be_read_is_listed_never_guessed() -> None:
    _kind, reading = read_any(thread(), PLAYERS)
    text = "\n".join(reading.unreadable)
    assert "line 19 is inside the quote of Старый Лис: not counted" in text
    # Марья quotes the host, whose post is not in the paste: the quote's end is unknown
    assert "post L31 by Марья: the quote at line 33 (Ведущий) has no end" in text and "line(s) 36" in text
    assert not any(v.voter == "Марья" for v in reading.votes)
    assert "post L47 by Зритель: the author is not a player of the game" in text
    # a Cyrillic «М» and «а» in «Mad Мax» is not Mad Max
    assert "red text «Mad Мax» is not a player's nick (line 62: [red]Mad Мax)" in text
    assert "the post was edited" in text and len(reading.unreadable) == 5


def test_words_are_the_authors_own() -> None:
    _kind, reading = read_any(thread(), PLAYERS)
    # «Голосую против Дона, он врёт.» + «Дон»; the profile, subject and next name are not his
    assert reading.words["Старый Лис"] == 6
    # the quote is not Mad Max's words, nor the marker or the edit notice
    assert reading.words["Mad Max"] == 8
    assert reading.words["Айболит"] == 1
    assert reading.words["Дон"] == 10  # the page's footer after the last post is not his


def test_english_phpbb_and_nicks_with_spaces() -> None:
    text = """Re: Day 2
Post by Mad Max » Mon Dec 01, 2025 9:05 pm

I vote
[red]Ёжик в тумане
Last edited by Mad Max on Mon Dec 01, 2025 9:07 pm, edited 1 time in total.
Ёжик в тумане
Post by Ёжик в тумане » Mon Dec 01, 2025 11:40 am

Mad Max wrote: ↑Mon Dec 01, 2025 9:05 pm
I vote
[red]Ёжик в тумане
No. [color=#FF0000]Mad Max[/color]
"""
    posts, problems = read_text(text)
    assert [(p.author, p.time, p.reds) for p in posts] == [
        ("Mad Max", "2025-12-01 21:05", ["Ёжик в тумане"]),
        ("Ёжик в тумане", "2025-12-01 11:40", ["Mad Max"]),
    ]
    assert posts[0].edited is not None and posts[1].edited is None
    assert [p.text() for p in problems] == ["post L8 by Ёжик в тумане: the vote mark at line 12 is inside the quote of Mad Max: "
                        "not counted (if it is the author's own, put [/quote] above it)"]


def test_a_line_that_looks_like_a_header_without_phpbbs_word_is_body() -> None:
    text = "Сообщение Иван » 01 дек 2025, 21:00\nИван » 21:30 вот так\n[red]Пётр\n"
    posts, problems = read_text(text)
    assert len(posts) == 1 and posts[0].reds == ["Пётр"] and not problems


def test_no_header_and_a_mark_outside_posts_are_problems() -> None:
    posts, problems = read_text("[red]Дон\nпросто текст\n")
    assert posts == [] and any("no post found" in p.text() for p in problems)
    assert any("отметка голоса до первого поста не прочитана: «[red]Дон»" == p.text("ru") for p in problems)


def test_an_unclosed_colour_is_listed() -> None:
    _kind, reading = read_any("Сообщение Пётр » 01 дек 2025, 21:00\n[color=red]Дон\n[color=blue]x[/color]\n",
                              ["Пётр", "Дон"])
    assert reading.votes == []
    assert reading.unreadable == ["post L1 by Пётр, line 2: a [color=…] without its [/color] on the same line: not read"]


def test_dates_without_a_day_are_kept_as_written() -> None:
    assert normal_time("01 дек 2025, 21:00") == "2025-12-01 21:00"
    assert normal_time("5 мая 2025, 9:07") == "2025-05-05 09:07"
    assert normal_time("Mon Dec 01, 2025 12:15 am") == "2025-12-01 00:15"
    assert normal_time("Сегодня, 21:00") == "Сегодня, 21:00"


def test_the_reading_does_not_depend_on_the_order_of_the_cast() -> None:
    _kind, first = read_any(thread(), PLAYERS)
    shuffled = list(PLAYERS)
    random.Random(8).shuffle(shuffled)
    _kind, second = read_any(thread(), shuffled)
    assert first.votes == second.votes and first.unreadable == second.unreadable and first.words == second.words


@pytest.mark.parametrize(("name", "kind"), [("thread_phpbb.html", "html"), ("thread_bbcode.txt", "bbcode"),
                                            ("thread_text.txt", "text")])
def test_one_entry_reads_every_form(name: str, kind: str) -> None:
    assert read_any((FIXTURES / name).read_text(encoding="utf-8"), PLAYERS)[0] == kind


def test_votes_cli_reads_plain_text_with_the_source_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import yaml

    cast = tmp_path / "cast.yml"
    cast.write_text("ruleset: bankers\nplayers:\n" + "".join(f"  - {{name: {p}, role: Мирный}}\n" for p in PLAYERS),
                    encoding="utf-8")
    assert main(["votes", str(FIXTURES / "thread_text.txt"), "--cast", str(cast), "--words"]) == 0
    out = capsys.readouterr().out
    day = yaml.safe_load(out)["day"]
    assert day["votes"][4] == {"voter": "Айболит", "target": "", "time": "2025-12-01 21:30", "post": "L52"}
    assert day["words"]["Mad Max"] == 8
    assert "#   Пётр → Дон: строка 44: [red]Дон" in out
    assert "# не прочитано (ничего не угадано):" in out
    assert "пост L58, Дон: красный текст «Mad Мax» — не ник игрока (строка 62: [red]Mad Мax)" in out


def test_every_unread_sentence_says_the_same_in_russian_and_english() -> None:
    import string

    from resolver.input.forum import UNREAD

    for code, (ru, en) in UNREAD.items():
        names = [{f for _t, f, _s, _c in string.Formatter().parse(text) if f} for text in (ru, en)]
        assert names[0] == names[1], code
    _kind, reading = read_any(thread(), PLAYERS)
    assert len(reading.unread("ru")) == len(reading.unreadable) == 5
    assert "внутри цитаты Старый Лис: не учтена" in "\n".join(reading.unread("ru"))


def test_a_quote_is_matched_to_its_player_case_and_yo_aside() -> None:
    text = ("Сообщение Ёжик в тумане » 01 дек 2025, 21:00\nДумаю, Дон.\n[red]Дон\n"
            "Пётр\nСообщение Пётр » 01 дек 2025, 21:05\nежик в тумане писал(а):\nДумаю, Дон.\n[red]Дон\nА я иначе.\n"
            "[red]Ёжик в тумане\n")  # «Пётр»: his profile above his author line, as the copied page has it
    posts, problems = read_text(text)
    assert posts[1].reds == ["Ёжик в тумане"]  # the quoted vote is not Пётр's; his own after the quote is
    assert [p.text() for p in problems] == ["post L5 by Пётр: the vote mark at line 8 is inside the quote of ежик в тумане: not counted "
                        "(if it is the author's own, put [/quote] above it)"]
