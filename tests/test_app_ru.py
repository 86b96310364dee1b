"""The workbench in Russian with English as the switch, and the Why page for a host (issue 9, items 2
and 6), driven through Streamlit's AppTest."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from resolver import report
from resolver.api import resolve_text
from resolver.report.graph_draw import BAND, EDGES
from resolver.input.loader import load_text
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.report.rulings_doc import ruling
from resolver.text.refs import russian_refs
from tests.test_app import APP, BAD_NAMES, ROOT, run

EXAMPLE = ROOT / "scenarios/examples/bankers_night1.yaml"
NIGHT40 = Path(__file__).parent / "fixtures" / "night40.yaml"
BAD = BAD_NAMES  # the bad names night of tests/test_app.py


def app(lang: str = "ru") -> AppTest:
    at = AppTest.from_file(APP, default_timeout=30)
    if lang != "ru":
        at.session_state["lang"] = lang
    return run(at)


def upload(at: AppTest, text: str, name: str) -> AppTest:
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    key = f"upload_{at.session_state['upload_n'] if 'upload_n' in at.session_state else 0}"
    at.file_uploader(key=key).upload(name, text.encode("utf-8"), "application/x-yaml")
    return run(at)


def codes(at: AppTest) -> str:
    return "\n".join(c.value for c in at.code)


# ------------------------------------------------------------ item 2
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_problems_of_an_upload_in_the_ui_language(lang: str) -> None:
    at = upload(app(lang), BAD, "bad.yaml")
    lines = [p.text(lang) for p in load_text(BAD, "bad.yaml").problems]
    assert "\n".join(lines) in codes(at)
    if lang == "ru":
        assert "неизвестная роль «Боссс» (может быть, «Босс»?)" in codes(at)
        assert "unknown role" not in codes(at)
    else:
        assert "unknown role 'Боссс'" in codes(at)


def test_a_night_changed_in_the_tables_points_at_player_and_move() -> None:
    at = app()
    at.session_state["night_text"] = BAD  # as the editor writes it: the loaded night was changed
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    text = codes(at)
    assert "Игрок №1 «A»: неизвестная роль «Боссс»" in text
    assert "Ход №1 (B: Убийство от клана → C): B: игрок уже выбыл и не может ходить" in text
    assert not re.search(r"\.yaml:\d+:", text)  # no YAML line the host never wrote


def test_sidebar_counts_agree_with_their_numbers() -> None:
    at = app()
    captions = [c.value for c in at.sidebar.caption]
    assert "24 игрока, 10 ходов" in captions
    at.sidebar.selectbox(key="lang").set_value("en")
    run(at)
    assert "24 players, 10 moves" in [c.value for c in at.sidebar.caption]


def test_rule_set_is_named_as_hosts_name_it() -> None:
    at = app()
    box = at.selectbox(key="new_ruleset")
    assert box.options == ["андорра", "банкиры", "классика"]
    at = app("en")
    assert at.selectbox(key="new_ruleset").options == ["andorra", "bankers", "classic"]


def test_every_option_and_value_has_a_name_in_both_languages() -> None:
    for rid in available_rulesets():
        rs = get_ruleset(rid)
        for name, spec in rs.options.items():
            assert rs.option_label(name, "ru") != name and rs.option_label(name, "en") != name, (rid, name)
            assert re.search("[а-яё]", rs.option_label(name, "ru")), (rid, name)
            if isinstance(spec.values, tuple):
                for value in spec.values:
                    assert rs.option_value_label(name, value, "ru") != str(value), (rid, name, value)


def test_whatif_names_options_and_values_in_the_ui_language() -> None:
    at = app()
    at.switch_page("resolver/workbench/pages/whatif.py")
    run(at)
    labels = at.selectbox(key="wi_option").options
    assert "Шизик и Стерва приглашают одного (B-08)" in labels
    assert not any("shizik_vs_sterva" in label for label in labels)
    at.selectbox(key="wi_option").set_value("shizik_vs_sterva")
    run(at)
    assert at.selectbox(key="wi_value_shizik_vs_sterva").options == [
        "раньше пришедшая заявка", "порядок ходов", "жребий ведущего"]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_ruling_is_shown_in_the_ui_language(lang: str) -> None:
    at = app(lang)
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    at.selectbox(key="why_pick" if lang == "ru" else f"why_pick@{lang}").set_value("act:Айболит/heal/Шерлок")
    run(at)
    found = ruling("B-07")
    assert found is not None
    text = "\n".join(m.value for m in at.markdown)
    if lang == "ru":
        assert russian_refs(found.heading_for("ru")) in text and "Блоки на ходящего общие" in text
        assert "Blocks on the actor are general" not in text
    else:
        assert found.title in text and "Blocks on the actor are general" in text
        assert "Блоки на ходящего общие" not in text


# ------------------------------------------------------------ item 6
def test_why_lines_carry_no_references_and_the_detail_quotes_the_whole_clause() -> None:
    at = app()
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    act = "Айболит/heal/Шерлок"
    at.selectbox(key="why_pick").set_value(f"act:{act}")
    run(at)
    res = report_res(EXAMPLE)
    alt = res.alternatives[0]
    lines = [m for m in at.markdown if m.proto.help]
    chain = [link.decision for link in report.act_chain(res, alt, act) if link.decision is not None]
    assert len(lines) == len(chain)
    for m, decision in zip(lines, chain):
        assert not re.search(r"\bL\d+|\bB-\d+|bankers", m.value), m.value  # the line: words only
        assert m.proto.help == report.clause_ref(res, decision, "ru")  # the references: on hover
    details = [e for e in at.expander if e.label.startswith("Весь пункт правил")]
    assert len(details) == len(chain)
    for box, decision in zip(details, chain):
        clause = res.ruleset.clauses[decision.clause]
        inside = "\n".join(m.value for m in box.markdown)
        first, last = clause.quote.split()[0], clause.quote.split()[-1]
        assert re.sub(r"\\(.)", r"\1", first) in re.sub(r"\\(.)", r"\1", inside)
        assert re.sub(r"\\(.)", r"\1", last.rstrip("»")) in re.sub(r"\\(.)", r"\1", inside)


def report_res(path: Path):  # type: ignore[no-untyped-def]
    loaded, res = resolve_text(path.read_text(encoding="utf-8"), path.name)
    assert res is not None, loaded.problems
    return res


def _clusters(dot: str) -> list[str]:
    """The steps of a drawing's columns, in order: each column holds its step's invisible anchor."""
    return re.findall(r'"step:([^"]+)" \[style=invis, shape=point', dot)


def test_graph_columns_follow_the_order_of_moves_and_rows_hold_five_steps() -> None:
    res = report_res(NIGHT40)
    alt = res.alternatives[0]
    whole = report.graph_dot(res, alt)
    steps = _clusters(whole)
    orders = [res.ruleset.steps[s].order for s in steps]
    assert orders == sorted(orders) and len(steps) > BAND
    rows = report.graph_rows(res, alt)
    assert len(rows) == -(-len(steps) // BAND)
    own = [[c for c in _clusters(row) if c not in ("earlier", "later")] for row in rows]
    assert sum(own, []) == steps and all(len(r) <= BAND for r in own)
    # every edge of the night is drawn in some row
    edges = set(re.findall(r'"([^"]+)" -> "([^"]+)" \[color', whole))
    drawn = set().union(*(re.findall(r'"([^"]+)" -> "([^"]+)" \[color', row) for row in rows))
    assert edges == drawn


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_legend_matches_the_drawing(lang: str) -> None:
    for path in (EXAMPLE, NIGHT40, Path(__file__).parent / "fixtures" / "ambiguous.yaml"):
        res = report_res(path)
        alt = res.alternatives[0]
        dot = report.graph_dot(res, alt, lang=lang)
        legend = report.graph_legend(res, alt, lang=lang)
        edge_colors = set(re.findall(r'\[color="([^"]+)", constraint=false', dot))
        assert {e.color for e in legend if e.kind == "edge"} == edge_colors, path.name
        fills = set(re.findall(r'fillcolor="([^"]+)"', dot)) - {"#ffffff"}
        assert {e.color for e in legend if e.kind == "node"} == fills, path.name
        assert any(e.kind == "ring" for e in legend) == ('color="darkorange"' in dot)
        labels = set(re.findall(r'label="([^"]+)", fontcolor', dot))
        names = {v[1] if lang == "ru" else v[2] for v in EDGES.values()}
        assert labels <= names, labels - names
        if lang == "ru":
            assert not labels & {"block", "protect", "kill", "requires", "reads", "affects"}


def test_why_page_draws_the_rows_and_their_legend() -> None:
    at = app()
    at = upload(at, NIGHT40.read_text(encoding="utf-8"), "night40.yaml")
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    res = report_res(NIGHT40)
    charts = [g.proto.spec for g in at.get("graphviz_chart")]
    assert charts[-len(report.graph_rows(res, res.alternatives[0])):] == report.graph_rows(res, res.alternatives[0])
    html = "\n".join(m.value for m in at.markdown if "mn-legend" in m.value)
    for entry in report.graph_legend(res, res.alternatives[0]):
        assert entry.label in html and entry.color in html


def test_switching_the_language_keeps_the_pick_and_redraws_its_label() -> None:
    """The browser kept the old language's label of a chosen value: in English the widget is drawn anew."""
    at = app()
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    at.selectbox(key="why_pick").set_value("death:Шерлок")
    run(at)
    at.sidebar.selectbox(key="lang").set_value("en")
    run(at)
    box = at.selectbox(key="why_pick@en")
    assert box.value == "death:Шерлок"
    assert "☠ Шерлок — Killed" in box.options
    at.sidebar.selectbox(key="lang").set_value("ru")
    run(at)
    assert at.selectbox(key="why_pick").value == "death:Шерлок"
