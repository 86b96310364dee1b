"""The running vote count for the thread (issue 22, «Beyond what hosts have»): one BBCode post from the day's tally,
each candidate with his voters in order, the modifiers without whose, the non-voters, «по состоянию на пост №N»."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import Resolution, resolve_text
from resolver.cli.main import main
from resolver.day.vote_count import vote_count
from resolver.report.vote_count import vote_count_post

ROOT = Path(__file__).resolve().parent.parent

PLAYERS = """\
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Бруно, role: Рядовой мафиози, clan: Клан1}
  - {name: Айболит, role: Доктор}
  - {name: Громов, role: Телохранитель}
  - {name: Иван, role: Мирный житель}
  - {name: Пётр, role: Мирный житель}
  - {name: Джек, role: Маньяк}
  - {name: Ксавье, role: Телепат}
  - {name: Фома, role: Мирный житель}
"""

# A tie (Иван 3, Пётр 3), a moved vote (the Телепат moves Дон's vote from Пётр to Иван) and a diploma (Громов's
# vote on Пётр doubled), an empty vote, an edited vote (void, a skip), and two who have not voted (Джек, Ксавье).
TIED = f"""\
ruleset: andorra
night: 2
{PLAYERS}day:
  modifiers:
    - {{kind: диплом, player: Громов}}
    - {{kind: телепат, player: Дон, target: Иван, by: Ксавье}}
  votes:
    - {{voter: Бруно, target: Иван, post: "101"}}
    - {{voter: Дон, target: Пётр, post: "102"}}
    - {{voter: Громов, target: Пётр, post: "104"}}
    - {{voter: Айболит, target: Иван, post: "105"}}
    - {{voter: Фома, target: Пётр, post: "106"}}
    - {{voter: Пётр, target: "", post: "107"}}
    - {{voter: Иван, target: Бруно, post: "108", edited: true}}
"""


def _res(text: str) -> Resolution:
    loaded, res = resolve_text(text)
    assert res is not None, loaded.problems
    return res


def test_the_count_follows_the_tally() -> None:
    res = _res(TIED)
    count = vote_count(res.ruleset, res.scenario, res.day)
    assert count is not None
    assert res.day is not None and res.day.totals == {"Иван": 3.0, "Пётр": 3.0}
    by = {w.target: w for w in count.wagons}
    # the public votes, in the order they came; the moved one stays where it was cast, its move unattributed
    assert by["Иван"].voters == ("Бруно", "Айболит") and by["Иван"].modifiers == 1
    assert by["Пётр"].voters == ("Дон", "Громов", "Фома") and by["Пётр"].modifiers == 0  # +1 diploma, −1 moved
    assert count.tied == ["Иван", "Пётр"] and count.going == []
    assert count.not_voted == ["Джек", "Ксавье"]
    assert count.empty == ["Пётр"] and [v for v, _c in count.void] == ["Иван"]
    assert count.as_of == "108"


def test_the_post_in_russian() -> None:
    post = vote_count_post(_res(TIED), "ru")
    assert post is not None
    lines = post.splitlines()
    assert lines[0] == "[b]Голосование[/b] — по состоянию на пост №108"
    assert "[b]Иван[/b] — 3: Бруно (101), Айболит (105), +1 (модификатор) — ничья" in lines
    assert "[b]Пётр[/b] — 3: Дон (102), Громов (104), Фома (106) — ничья" in lines
    assert "Пустой голос: Пётр" in lines
    assert "Не учтены: Иван (п.09 Редактирование голоса)" in lines
    assert "Не проголосовали (2): Джек, Ксавье" in lines
    assert "Сейчас ничья: [b]Иван[/b], [b]Пётр[/b] — по 3" in lines
    assert any(line.startswith("Посадка: уходит тот, у кого больше всех голосов") and "живых 9" in line
               and line.endswith("при ничьей — монетка ведущего") for line in lines)
    # never whose: no modifier's or role's name, and no one named beside a «+1»
    for word in ("Диплом", "Телепат", "Ксавье (", "×2"):
        assert word not in post, word


def test_the_post_in_english_and_a_leader() -> None:
    text = TIED.replace('{voter: Айболит, target: Иван, post: "105"}', '{voter: Айболит, target: Пётр, post: "105"}')
    post = vote_count_post(_res(text), "en", as_of="110")
    assert post is not None
    lines = post.splitlines()
    assert lines[0] == "[b]Vote count[/b] — as of post #110"
    assert "[b]Пётр[/b] — 4: Дон (102), Громов (104), Айболит (105), Фома (106) — going now" in lines
    assert "[b]Иван[/b] — 2: Бруно (101), +1 (modifier) — needs 3 more" in lines
    assert "Going now: [b]Пётр[/b]" in lines and "Not voting (2): Джек, Ксавье" in lines


def test_the_house_tie_rule_and_a_penalty() -> None:
    text = TIED.replace("night: 2\n", "night: 2\noptions: {jail_tie: no_verdict}\n").replace(
        "  modifiers:", "  penalised: [Бруно]\n  modifiers:")
    post = vote_count_post(_res(text), "ru")
    assert post is not None
    assert "[b]Бруно[/b] — 1: +1 (штраф) — нужно ещё 3" in post.splitlines()
    assert "при ничьей никто не уходит" in post


def test_a_nick_with_a_bracket_is_no_tag() -> None:
    text = TIED.replace("Айболит", "'[b]Ай'")
    post = vote_count_post(_res(text), "ru")
    assert post is not None and "[[b][/b]b]Ай (105)" in post


def test_no_post_without_a_counted_day() -> None:
    text = TIED.split("day:")[0] + "day:\n  votes: []\n"
    assert vote_count_post(_res(text), "ru") is None


def test_cli_resolve_vote_count(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = tmp_path / "day.yaml"
    night.write_text(TIED, encoding="utf-8")
    assert main(["resolve", str(night), "--vote-count"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[b]Голосование[/b] — по состоянию на пост №108\n")
    assert "Не проголосовали (2): Джек, Ксавье" in out
    assert main(["resolve", str(night), "--vote-count", "--lang", "en", "--as-of", "120"]) == 0
    assert capsys.readouterr().out.startswith("[b]Vote count[/b] — as of post #120\n")


def test_cli_vote_count_of_a_night_without_a_day(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", str(ROOT / "scenarios" / "examples" / "bankers_night1.yaml"), "--vote-count"]) == 2
    err = capsys.readouterr().err
    assert "журнала голосов" in err


RAGE = (ROOT / "scenarios" / "bankers" / "day" / "event_rage_two_die.yaml").read_text(encoding="utf-8")


def test_two_places_on_an_event_day() -> None:
    """Ярость: two go; Дон (3) goes, Вор1 and Иван (2) tie for the second place (the host's coin)."""
    post = vote_count_post(_res(RAGE), "ru")
    assert post is not None
    lines = post.splitlines()
    assert "[b]Дон[/b] — 3: Иван, Пётр, Марья — сейчас уходит" in lines
    assert "[b]Вор1[/b] — 2: Иван, Пётр — ничья" in lines
    assert "[b]Бонни[/b] — 1: Марья — нужно ещё 2" in lines
    assert "Сейчас ничья: [b]Вор1[/b], [b]Иван[/b] — по 2" in lines
    assert any(line.startswith("Линч: уходит 2 игрока, у кого больше всех голосов") for line in lines)
    assert "Не проголосовали (2): Бонни, Айболит" in lines


def test_a_secret_day_publishes_no_votes() -> None:
    text = RAGE.replace("event: Ярость", "event: Тайна").replace("    - {voter: Иван, target: Вор1}\n", "").replace(
        "    - {voter: Пётр, target: Вор1}\n", "").replace("    - {voter: Дон, target: Иван}\n", "", 1)
    post = vote_count_post(_res(text), "ru")
    assert post is not None
    assert "голоса не публикуются" in post and "Иван," not in post and "Сейчас" not in post
