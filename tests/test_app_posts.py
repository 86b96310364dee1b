"""The workbench's side of issue 9, items 4 and 5, driven through AppTest: the host chooses an outcome
and the night records it; the posts follow it; each post to copy, plain or BBCode."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from resolver.report import bbcode

from resolver import report
from resolver.api import resolve_text
from resolver.game.nextnight import next_scenario, scenario_yaml
from resolver.game.whatif import SCHEMA_REF
from tests.test_app import EXAMPLE, FIXTURES, ROOT, app, codes, load, resolve_ok, run

AMBIGUOUS = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")


def night_choice(at: AppTest) -> int | None:
    loaded, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None, loaded.problems
    return res.scenario.host_choice


def test_choosing_an_outcome_on_the_results_page_records_it_with_the_night() -> None:
    res = resolve_ok(AMBIGUOUS, "ambiguous.yaml")
    at = load(app(), AMBIGUOUS, "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    assert at.button(key="choose").label == "Выбираю исход №1"
    at.segmented_control(key="alt").set_value(1)
    run(at)
    assert at.button(key="choose").label == "Выбираю исход №2"
    at.button(key="choose").click()
    run(at)
    assert night_choice(at) == 2
    assert at.session_state["night_text"].startswith(AMBIGUOUS)  # the host's comments kept
    assert any("выбрал исход №2 из 2" in s.value for s in at.success)
    assert not any("нужен выбор" in w.value for w in at.warning)
    post = report.morning_post(res, res.alternatives[1], "ru")
    assert post in codes(at)
    for lines in report.private_results(res, res.alternatives[1], "ru").values():
        if lines:
            assert "\n".join(lines) in codes(at)
    assert "исход №2 выбран ведущим" in "\n".join(m.value for m in at.sidebar.markdown)
    # the next night starts from the chosen outcome, and may be downloaded now
    at.switch_page("resolver/workbench/pages/next_night.py")
    run(at)
    assert scenario_yaml(next_scenario(res, res.alternatives[1]), SCHEMA_REF).rstrip("\n") in codes(at)
    assert not at.button(key="open_next").disabled
    # taken back: the night is as it was, and needs a choice again
    at.button(key="unchoose").click()
    run(at)
    assert night_choice(at) is None and at.session_state["night_text"] == AMBIGUOUS
    assert at.button(key="open_next").disabled


def test_outcomes_page_shows_what_differs_and_a_button_per_outcome() -> None:
    res = resolve_ok(AMBIGUOUS, "ambiguous.yaml")
    at = load(app(), AMBIGUOUS, "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/outcomes.py")
    run(at)
    posts = [report.morning_post(res, alt, "ru") for alt in res.alternatives]
    assert len(set(posts)) == 1  # this night's posts are the same: shown once, with a note
    assert codes(at).count(posts[0]) == 1
    assert any("одинаков во всех исходах" in c.value for c in at.caption)
    differ = report.private_differences(res, "ru")
    assert differ  # the Стерва's and the Шизик's results differ
    for _name, texts in differ.items():
        for lines in texts:
            assert "\n".join(lines) in codes(at)
    table = at.dataframe[0].value
    assert [f"{name}: личный результат" for name in differ] == list(table["Что"])[-len(differ):]
    at.button(key="choose_1").click()
    run(at)
    assert night_choice(at) == 2
    assert at.button(key="choose_1").disabled and not at.button(key="choose_0").disabled
    # an option that settles the night takes the choice away with it
    apply = next(b for b in at.button if "Шизик и Стерва приглашают одного" in b.label)
    apply.click()
    run(at)
    assert night_choice(at) is None


def test_bbcode_switch_gives_each_post_to_copy() -> None:
    at = app("results")
    res = resolve_ok((ROOT / EXAMPLE).read_text(encoding="utf-8"), EXAMPLE)
    alt = res.alternatives[0]
    assert report.morning_post(res, alt, "ru") in codes(at)
    at.segmented_control(key="post_format").set_value("bbcode")
    run(at)
    blocks = codes(at)
    assert bbcode.morning_post(res, alt, "ru") in blocks
    private = bbcode.private_results(res, alt, "ru")
    assert len(private) >= 5
    for text in private.values():
        assert text in blocks  # one block, one copy button, a player
    # the choice of format survives a page switch
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    assert bbcode.morning_post(res, alt, "ru") in codes(at)
