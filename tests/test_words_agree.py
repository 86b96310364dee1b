"""Words that agree (issue 22 point 6.4): a noun with its number («21 слово», «22 слова», «25 слов») and a verb
with the player's gender from the night file (`gender: f|m`; unknown: a form that needs none, «написал(а)»)."""

from __future__ import annotations

import subprocess
import sys

import pytest
import yaml

from resolver.input.loader import load_text
from resolver.report.messages import render
from resolver.rulesets import get_ruleset
from resolver.text.agree import agree, counted, gendered, plural
from tests.test_app import ROOT


@pytest.mark.parametrize("n, word", [(1, "слово"), (21, "слово"), (22, "слова"), (25, "слов"), (11, "слов"),
                                     (111, "слов"), (104, "слова"), (0, "слов")])
def test_a_noun_agrees_with_its_number(n: int, word: str) -> None:
    assert plural(n, "слово") == word and counted(n, "слово") == f"{n} {word}"


def test_an_adjective_before_the_noun_agrees_too() -> None:
    assert [plural(n, "штрафной балл") for n in (1, 3, 5)] == ["штрафной балл", "штрафных балла", "штрафных баллов"]


@pytest.mark.parametrize("gender, said", [("f", "написала"), ("m", "написал"), (None, "написал(а)")])
def test_a_verb_agrees_with_the_gender(gender: str | None, said: str) -> None:
    assert gendered("написал", gender) == said
    assert gendered("не проголосовал", gender) == "не " + said.replace("написал", "проголосовал")


def test_the_day_sentence_agrees_by_number_and_gender() -> None:
    rs = get_ruleset("bankers")
    params = {"who": "Мадам", "words": 21, "min_words": 66, "points": 1}
    assert render("penalty_words", params, "ru", rs, {"Мадам": "f"}).startswith("Мадам написала за день 21 слово из 66")
    assert render("penalty_words", {**params, "words": 22}, "ru", rs).startswith("Мадам написал(а) за день 22 слова")
    assert render("penalty_words", {**params, "words": 25}, "en", rs).startswith("Мадам wrote 25 words")
    assert agree("{n} {n:голос}", {"n": 1.5}) == "1.5 голоса"


NIGHT = {"ruleset": "bankers", "players": [{"name": "Мадам", "role": "Стерва", "gender": "ж"},
                                           {"name": "Иван", "role": "Мирный", "gender": "m"}]}


def test_a_player_carries_a_gender_in_the_file() -> None:
    loaded = load_text(yaml.safe_dump(NIGHT, allow_unicode=True))
    assert loaded.ok and loaded.scenario is not None
    assert [p.gender for p in loaded.scenario.players] == ["f", "m"]
    bad = load_text(yaml.safe_dump({**NIGHT, "players": [{"name": "Мадам", "role": "Стерва", "gender": "x"}]},
                                   allow_unicode=True))
    assert not bad.ok and all(p.line is not None for p in bad.problems)


def test_a_death_agrees_with_the_victims_gender() -> None:
    from resolver import report
    from resolver.api import resolve_text

    text = yaml.safe_dump({**NIGHT, "players": [*NIGHT["players"], {"name": "Дон", "role": "Босс", "clan": "Клан1"}],
                           "moves": [{"actor": "Дон", "action": "Убийство от клана", "target": "Мадам"}]},
                          allow_unicode=True)
    _, res = resolve_text(text, "x.yaml")
    assert res is not None
    words = [report.decision_text(res, d, "ru") for d in res.chosen.decisions]
    assert "Мадам убита кланом (Дон)" in words


def test_the_dictionary_is_not_loaded_until_a_word_is_asked() -> None:
    code = ("import sys; import resolver.report, resolver.api; from resolver.report.messages import render; "
            "render('vote_counted', {'voter': 'a', 'target': 'b', 'row': 1}); print('pymorphy3' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
