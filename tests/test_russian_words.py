"""Russian throughout (issue 22 point 5), at the sources the browser count (tests/test_browser_latin.py) found:
a clause's citation, a ruling's id and a rule text's lines said in Russian, English keeping the ids; a ruling's
option and the night file's keys by the words the workbench shows; the carried state of «Следующая ночь» in
words; the graph's hover names."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from resolver import report
from resolver.api import resolve_text
from resolver.input.loader import load_text
from resolver.report.messages import render
from resolver.report.rulings_doc import ruling
from resolver.rulesets import get_ruleset
from resolver.text.problems import in_lang
from resolver.text.refs import ruling_ref, russian_refs
from resolver.workbench.ruling_words import russian_body
from tests.test_app import APP, ROOT, run

LATIN = re.compile(r"[A-Za-z]{2,}")
EXAMPLE = ROOT / "scenarios/examples/bankers_night1.yaml"
ANDORRA_DAY = Path(__file__).parent / "fixtures" / "andorra_day_night.yaml"


def test_a_clause_is_cited_by_the_rule_sets_russian_name_and_its_lines_in_words() -> None:
    bankers, andorra = get_ruleset("bankers"), get_ruleset("andorra")
    assert bankers.cite("order", "ru") == "Банкиры «Порядок ходов», строки 186–196"
    assert bankers.cite("order", "en") == "bankers «Order of moves» L186-196"
    one_line = next(cid for cid, cl in andorra.clauses.items() if cl.lines[0] == cl.lines[1])
    assert andorra.cite(one_line, "ru").startswith("Андорра «") and ", строка " in andorra.cite(one_line, "ru")


def test_a_ruling_id_and_the_lines_of_a_text_in_russian_and_english() -> None:
    assert [ruling_ref(r) for r in ("B-07", "A-40", "AN-23")] == ["Б-07", "А-40", "АН-23"]
    assert ruling_ref("B-07, B-22", "en") == "B-07, B-22"
    assert russian_refs("избитый (B-49) … «ход» (L49); «…» (L19-20)") == "избитый (Б-49) … «ход» (строка 49); «…» (строки 19–20)"


def test_the_reasons_of_the_cli_and_the_workbench_cite_in_russian() -> None:
    _, res = resolve_text(EXAMPLE.read_text(encoding="utf-8"), EXAMPLE.name)
    assert res is not None
    ru = report.explain(res, "Айболит", "ru")
    assert "Банкиры «Вор», строка 49; решение Б-07" in ru and not re.search(r"\bbankers\b|\bL\d|B-\d", ru), ru
    en = report.explain(res, "Айболит", "en")
    assert "bankers «Thief» L49; ruling B-07" in en, en


def test_a_problem_of_the_file_cites_in_the_language_it_is_said_in() -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace("role: Врач", "role: Доктр", 1)
    loaded = load_text(text, "night.yaml")
    problem = next(p for p in loaded.problems if "Доктр" in in_lang(p.message, "ru"))
    ru, en = problem.said("ru"), problem.said("en")
    assert "[Банкиры «" in ru and not re.search(r"\bbankers\b|\bL\d", ru), ru
    assert "[bankers «" in en and re.search(r"\bL\d", en), en


def test_a_ruling_in_russian_names_its_option_and_the_files_keys_in_words() -> None:
    bankers, andorra = get_ruleset("bankers"), get_ruleset("andorra")
    b07 = russian_body(ruling("B-07").body_for("ru"), bankers)  # type: ignore[union-attr]
    assert "**Опция.** «Только неудачи из списка роли» = нет" in b07 and "strict_failure_lists" not in b07
    assert "(Б-49)" in b07 and "(строка 49)" in b07
    b24 = russian_body(ruling("B-24").body_for("ru"), bankers)  # type: ignore[union-attr]
    assert "«Повешены днём»" in b24 and "day.lynched" not in b24
    an23 = russian_body(ruling("AN-23").body_for("ru"), andorra)  # type: ignore[union-attr]
    assert "penalty_votes" not in an23 and not LATIN.findall(an23), an23


def test_the_day_verdict_given_by_the_host_names_the_field_in_russian() -> None:
    said = render("verdict_override", {"target": "Дарья"}, "ru")
    assert said == "Дарья: итог дня задан ведущим («Повешены днём»)"
    assert "day.lynched" in render("verdict_override", {"target": "Дарья"}, "en")


def test_the_graph_on_a_page_names_its_columns_in_the_ui_language() -> None:
    _, res = resolve_text(EXAMPLE.read_text(encoding="utf-8"), EXAMPLE.name)
    assert res is not None
    page = "\n".join(report.graph_rows(res, res.alternatives[0], lang="ru"))
    names = re.findall(r'(?:digraph|subgraph) "([^"]+)"', page)
    assert names and not [n for n in names if LATIN.search(n)], names
    assert "cluster=true" in page
    assert 'subgraph "cluster_' in report.graph_dot(res, lang="ru")  # the CLI's DOT, for a `dot` of any version


def test_the_next_night_says_the_carried_state_in_words() -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    at.file_uploader(key="upload_0").upload(ANDORRA_DAY.name, ANDORRA_DAY.read_bytes(), "application/x-yaml")
    run(at)
    at.switch_page("resolver/workbench/pages/next_night.py")
    run(at)
    assert not at.exception
    states = [str(v) for df in at.dataframe for v in df.value["Состояние"]]
    assert any(states), states
    assert not [s for s in states if LATIN.search(s)], states
