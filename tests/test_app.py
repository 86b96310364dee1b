"""The workbench, driven through Streamlit's AppTest: every page and every host action.

The pages must show what the CLI shows: the same morning post, the same
located problem lines. `assert not at.exception` after every run.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from resolver import report
from resolver.api import Resolution, resolve_text
from resolver.cli.main import main as cli_main
from resolver.input.loader import load_text
from resolver.game.nextnight import next_scenario, scenario_yaml
from resolver.game.whatif import SCHEMA_REF

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "streamlit_app.py")
EXAMPLE = "scenarios/examples/bankers_night1.yaml"
FIXTURES = Path(__file__).parent / "fixtures"
PAGES = ["night", "results", "why", "outcomes", "whatif", "next_night"]

BROKEN = "ruleset: bankers\nplayers: [\n  {name: A, role: Босс\n"
BAD_NAMES = """ruleset: bankers
players:
  - {name: A, role: Боссс, clan: Клан1}
  - {name: B, role: Босс, clan: Клан2, alive: false}
  - {name: C, role: Мирный}
moves:
  - {actor: B, action: Убийство от клана, target: C}
"""


def run(at: AppTest) -> AppTest:
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    internal = [e.value for e in at.error if "Внутренняя ошибка" in e.value or "Internal engine error" in e.value]
    assert not internal, internal  # the app turns exceptions into this message: still a failure here
    return at


def app(page: str | None = None, lang: str = "ru") -> AppTest:
    at = AppTest.from_file(APP, default_timeout=30)
    if lang != "ru":
        at.session_state["lang"] = lang
    run(at)
    if page is not None and page != "night":
        at.switch_page(f"resolver/workbench/pages/{page}.py")
        run(at)
    return at


def load(at: AppTest, text: str, name: str = "night.yaml") -> AppTest:
    """Load a night through the upload widget, as a host would."""
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    at.file_uploader(key=f"upload_{at.session_state['upload_n'] if 'upload_n' in at.session_state else 0}").upload(
        name, text.encode("utf-8"), "application/x-yaml")
    return run(at)


def codes(at: AppTest) -> list[str]:
    """Text of every st.code block (Streamlit drops a final newline, so compare without it)."""
    return [c.value.rstrip("\n") for c in at.code]


def markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def resolved(path: Path | str) -> Resolution:
    return resolve_ok((ROOT / path).read_text(encoding="utf-8"), str(path))


def resolve_ok(text: str, name: str) -> Resolution:
    loaded, res = resolve_text(text, name)
    assert res is not None, loaded.problems
    return res


# ------------------------------------------------------------------ pages
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("page", PAGES)
def test_every_page_renders(page: str, lang: str) -> None:
    at = app(page, lang)
    assert at.title, page
    assert not at.error, [e.value for e in at.error]


def test_default_night_is_the_example() -> None:
    at = app()
    assert at.session_state["night_name"] == EXAMPLE
    assert at.session_state["night_text"] == (ROOT / EXAMPLE).read_text(encoding="utf-8")
    assert [t.label for t in at.tabs][:5] == ["Игроки и ходы", "Из сборника", "Загрузить файл", "Вставить текст", "Файл ночи"]
    assert "разрешена" in "\n".join(m.value for m in at.sidebar.markdown)
    assert at.sidebar.get("download_button")


def test_language_switch_changes_titles_and_text() -> None:
    at = app("results")
    at.sidebar.selectbox(key="lang").set_value("en")
    run(at)
    assert at.title[0].value == "Results of the night"
    res = resolved(EXAMPLE)
    assert report.morning_post(res, res.alternatives[0], "en").rstrip("\n") in codes(at)


# ------------------------------------------------------ results, as the CLI
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_morning_post_is_the_cli_one(lang: str) -> None:
    at = app("results", lang)
    res = resolved(EXAMPLE)
    assert report.morning_post(res, res.alternatives[0], lang).rstrip("\n") in codes(at)
    assert report.resolution_text(res, lang).rstrip("\n") in codes(at)


def test_results_show_moves_deaths_and_private_results() -> None:
    at = app("results")
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    deaths, moves = (df.value for df in at.dataframe[:2])
    assert sorted(deaths["Игрок"]) == sorted(alt.deaths)
    rows = report.move_rows(res, alt, "ru")
    assert len(moves) == len(rows)
    marks = dict(zip(moves["Игрок"] + "/" + moves["Ход"], moves["Итог"]))
    assert marks["Айболит/Лечение"] == "✗ неудачно"
    assert marks["Шерлок/Проверка (Детектив)"] == "⊘ неудачно"
    assert marks["Щипач/Воровство (Вор)"] == "✓ удачно"
    lines = report.private_results(res, alt, "ru")
    assert "\n".join(lines["Айболит"]) in codes(at)  # each player's result in its own block, to copy


def test_results_on_a_phone_are_lists_of_the_same_rows() -> None:
    """Below the phone width the tables give way to lists (style.page_css): the same deaths and moves, each
    over a few wrapped lines, so nothing scrolls sideways."""
    from resolver.workbench import style

    at = app("results")
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    rows = report.move_rows(res, alt, "ru")
    values = [m.value for m in at.markdown]
    deaths = next(v for v in values if all(f"**{name}** (" in v for name in alt.deaths))
    moves = next(v for v in values if "Лечение →" in v)
    assert len(deaths.split("\n\n---\n\n")) == len(alt.deaths) > 1
    assert "**Иван** (Мирный) — Убит · Кем: Барон" in deaths
    entries = moves.split("\n\n---\n\n")
    assert len(entries) == len(rows)
    healer = next(e for e in entries if "**Айболит**" in e)
    assert "неудачно" in healer and "Лечение → " in healer and "Почему:" in healer
    css = style.page_css()
    narrow_rule = css.index(f"@media (max-width: {style.PHONE_WIDTH}px)")
    assert css.index('[class*="st-key-narrow_"] { display: none') < narrow_rule  # a wide screen: the tables
    assert css.index('[class*="st-key-wide_"] { display: none') > narrow_rule  # a phone: the lists


# ------------------------------------------------------------ loading
def test_bundled_scenario_opens() -> None:
    at = app()
    # a host picks a night by its title, not by its file name (issue 9 item 7)
    assert "Пример — первая ночь · примеры" in at.selectbox(key="bundled_pick").options
    at.selectbox(key="bundled_pick").set_value(EXAMPLE)
    at.button(key="open_bundled").click()
    run(at)
    assert at.session_state["night_name"] == EXAMPLE
    assert any("Загружена ночь" in s.value for s in at.success)


def test_upload_replaces_the_night() -> None:
    text = (FIXTURES / "night40.yaml").read_text(encoding="utf-8")
    at = load(app(), text, "night40.yaml")
    assert at.session_state["night_name"] == "night40.yaml"
    assert at.session_state["night_text"] == text
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    res = resolve_ok(text, "night40.yaml")
    assert report.morning_post(res, res.alternatives[0], "ru").rstrip("\n") in codes(at)


def test_bad_upload_shows_located_problems_and_keeps_the_night() -> None:
    at = load(app(), BROKEN, "broken.yaml")
    expected = [p.text("ru") for p in load_text(BROKEN, "broken.yaml").problems]  # the CLI's --lang ru lines
    assert expected and expected[0].startswith("broken.yaml:")
    assert "\n".join(expected) in codes(at)
    assert at.error and "broken.yaml" in at.error[0].value
    assert at.session_state["night_name"] == EXAMPLE  # the previous night is kept
    assert at.session_state["paste_text"] == BROKEN  # and the text is not lost


def test_bad_upload_lines_equal_the_cli_output(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "bad.yaml").write_text(BAD_NAMES, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert cli_main(["resolve", "bad.yaml", "--lang", "ru"]) == 2
    cli_lines = [line for line in capsys.readouterr().err.splitlines() if line.startswith("bad.yaml:")]
    assert any("неизвестная роль «Боссс»" in line for line in cli_lines)
    assert any("B: игрок уже выбыл и не может ходить" in line for line in cli_lines)
    monkeypatch.chdir(ROOT)
    at = load(app(), BAD_NAMES, "bad.yaml")
    assert "\n".join(cli_lines) in codes(at)


def test_paste_loads_a_good_night_and_reports_a_bad_one() -> None:
    at = app()
    at.text_area(key="paste_text").set_value(BAD_NAMES)
    at.button(key="load_paste").click()
    run(at)
    assert "\n".join(p.text("ru") for p in load_text(BAD_NAMES, "pasted.yaml").problems) in codes(at)
    assert at.session_state["night_name"] == EXAMPLE
    good = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")
    at.text_area(key="paste_text").set_value(good)
    at.button(key="load_paste").click()
    run(at)
    assert at.session_state["night_name"] == "pasted.yaml"
    assert at.session_state["night_text"] == good


def test_pasted_text_survives_a_page_switch() -> None:
    at = app()
    at.text_area(key="paste_text").set_value("ruleset: bankers\n# half-typed")
    run(at)
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    assert at.text_area(key="paste_text").value == "ruleset: bankers\n# half-typed"


def test_an_engine_bug_is_a_message_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(report, "move_rows", broken)
    at = AppTest.from_file(APP, default_timeout=30)
    at.run()
    at.switch_page("resolver/workbench/pages/results.py")
    at.run()
    assert not at.exception
    assert any("RuntimeError: boom" in e.value for e in at.error)


def test_problems_on_results_page_never_a_traceback() -> None:
    at = app()
    at.session_state["night_text"] = BAD_NAMES
    at.session_state["night_name"] = "bad.yaml"
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    loaded = load_text(BAD_NAMES, "bad.yaml")  # changed since loaded: each problem by its player or move
    assert "\n".join(p.placed(loaded.raw, "ru") for p in loaded.problems) in codes(at)


# ------------------------------------------------------------- editor
def editor_key(at: AppTest, table: str) -> str:
    return f"ed_{table}_{at.session_state['ed_gen']}"


def test_editor_from_nothing() -> None:
    at = app()
    at.button(key="new_night").click()
    run(at)
    assert at.session_state["night_text"].startswith("ruleset: bankers")
    # "alive": the checkbox column's default, as the browser sends it
    players: list[dict[str, object]] = [
        {"name": "Дон", "role": "Босс", "clan": "Клан1", "alive": True},
        {"name": "Барон", "role": "Босс", "clan": "Клан2", "alive": True},
        {"name": "Док", "role": "Врач", "alive": True},
        {"name": "Иван", "role": "Мирный", "items": ["бронежилет"], "alive": True},
        {"name": "Пётр", "role": "Мирный", "alive": True}]
    at.session_state[editor_key(at, "players")] = {"edited_rows": {}, "added_rows": players, "deleted_rows": []}
    run(at)
    role_options = next(d for d in at.data_editor if d.key == editor_key(at, "players"))
    assert role_options is not None
    at.session_state[editor_key(at, "moves")] = {"edited_rows": {}, "deleted_rows": [], "added_rows": [
        {"actor": "Дон", "action": "Убийство от клана", "target": "Пётр", "time": "22:00"},
        {"actor": "Барон", "action": "Убийство от клана", "target": "Иван"},
        {"actor": "Док", "action": "Лечение", "target": "Пётр"}]}
    run(at)
    text = at.session_state["night_text"]
    loaded, res = resolve_text(text, "night.yaml")
    assert res is not None, loaded.problems
    assert [p.name for p in res.scenario.players] == ["Дон", "Барон", "Док", "Иван", "Пётр"]
    assert res.scenario.players[3].items == ["vest"]
    assert not res.alternatives[0].deaths  # healed and a vest
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    assert report.morning_post(res, res.alternatives[0], "ru").rstrip("\n") in codes(at)


def test_editor_offers_only_ruleset_roles_and_players() -> None:
    import json

    from resolver.rulesets import get_ruleset

    rs = get_ruleset("bankers")
    at = app()
    players = json.loads(at.data_editor[0].proto.columns)
    moves = json.loads(at.data_editor[1].proto.columns)
    assert players["role"]["type_config"]["options"] == [r.name_ru for r in rs.roles.values()]
    assert players["clan"]["type_config"]["options"] == list(rs.clans)
    actions = moves["action"]["type_config"]["options"]
    assert actions == [a.name_ru for a in rs.actions.values() if not a.params.get("pseudo")]
    assert "Линч" not in actions
    names = [p.name for p in resolved(EXAMPLE).scenario.players]
    for column in ("target", "target2"):
        assert moves[column]["type_config"]["options"] == names
    # the day's lynched (Дарья) sends no move tonight (issue 22 point 2), though a move may still name her
    assert moves["actor"]["type_config"]["options"] == [n for n in names if n != "Дарья"]


def test_editor_edit_changes_the_night_and_survives_a_page_switch() -> None:
    at = app()
    # row 12 is Айболит (Врач): make him a Мирный; add a time to the first move
    at.session_state[editor_key(at, "players")] = {"edited_rows": {12: {"role": "Мирный"}},
                                                   "added_rows": [], "deleted_rows": []}
    run(at)
    assert "{name: Айболит, role: Мирный}" in at.session_state["night_text"]
    # A Мирный's heal is the player's illegal move (issue 12), not a problem of the file: the night
    # resolves (here the theft on him decides first, so the heal fails for that).
    assert not load_text(at.session_state["night_text"], EXAMPLE).problems
    _, res = resolve_text(at.session_state["night_text"], EXAMPLE)
    assert res is not None
    heal = next(a for a in res.acts if a.actor == "Айболит" and a.action == "heal")
    assert res.alternatives[0].outcomes[heal.id].result == "failed"
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    at.switch_page("resolver/workbench/pages/night.py")
    run(at)
    players = at.data_editor[0].value
    assert players.loc[12, "role"] == "Мирный"


def test_editor_rename_follows_into_moves() -> None:
    at = app()
    at.session_state[editor_key(at, "players")] = {"edited_rows": {12: {"name": "Пилюлькин"}},
                                                   "added_rows": [], "deleted_rows": []}
    run(at)
    text = at.session_state["night_text"]
    assert "Айболит" not in text
    assert "{actor: Пилюлькин, action: Лечение, target: Шерлок}" in text
    assert "{actor: Щипач, action: Воровство (Вор), target: Пилюлькин}" in text
    loaded, res = resolve_text(text, "x.yaml")
    assert res is not None, loaded.problems


def test_editor_day_fields() -> None:
    at = app()
    gen = at.session_state["ed_gen"]
    at.multiselect(key=f"ed_day_lynched_{gen}").set_value(["Дарья", "Иван"])
    at.selectbox(key=f"ed_day_next_event_{gen}").set_value("Солнечное затмение")
    run(at)
    loaded, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None, loaded.problems
    assert res.scenario.day.lynched == ["Дарья", "Иван"]
    assert res.scenario.day.next_event == "eclipse"


def test_yaml_tab_and_download() -> None:
    at = app()
    assert at.session_state["night_text"].rstrip("\n") in codes(at)
    button = at.sidebar.get("download_button")[0]
    assert button.proto.label == "Скачать файл ночи"


# ---------------------------------------------------------------- why
def test_why_a_move_quotes_the_clause_and_the_ruling() -> None:
    at = app("why")
    res = resolved(EXAMPLE)
    act = "Айболит/heal/Шерлок"
    at.selectbox(key="why_pick").set_value(f"act:{act}")
    run(at)
    text = markdown(at)
    assert "Айболит обворован" in text
    assert "наворовался в жизни столько" in text  # the quoted clause
    assert "Щипач" in text  # the cause, one level down
    assert any("Б-07" in e.label for e in at.expander)  # the ruling's text
    assert "\n".join(report.explain_act(res, res.alternatives[0], act, "ru")) in codes(at)
    graphs = [g.proto.spec for g in at.get("graphviz_chart")]
    focus = report.graph_rows(res, res.alternatives[0], focus=act, lang="ru")
    whole = report.graph_dot(res, res.alternatives[0], focus=act, lang="ru")  # the CLI's DOT: columns «cluster_…»
    assert len(focus) == 1 and re.sub(r'subgraph "[^"]+" \{ cluster=true; ', "", focus[0]).split("\n")[1:] == \
        re.sub(r'subgraph "cluster_[^"]+" \{ ', "", whole).split("\n")[1:]  # a few steps: one row, the same drawing
    assert graphs == focus + report.graph_rows(res, res.alternatives[0], lang="ru")


def test_why_a_death() -> None:
    at = app("why")
    res = resolved(EXAMPLE)
    at.selectbox(key="why_pick").set_value("death:Шерлок")
    run(at)
    assert "Убит" in markdown(at) and "Дон Корлеоне" in markdown(at)
    assert report.explain(res, "Шерлок", "ru", alternative=0).rstrip("\n") in codes(at)


TWO_ORDERS = """ruleset: bankers
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Щипач, role: Вор, clan: Клан1}
  - {name: Барон, role: Босс, clan: Клан2}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Дон, action: Убийство от клана, target: Иван}
  - {actor: Щипач, action: Убийство от клана, target: Пётр}
"""


def test_why_a_move_that_was_not_counted() -> None:
    res = resolve_ok(TWO_ORDERS, "two.yaml")
    assert res.night.not_counted
    at = load(app(), TWO_ORDERS, "two.yaml")
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    moves = at.dataframe[1].value
    assert "– не учтён" in list(moves["Итог"])
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    at.selectbox(key="why_pick").set_value("nc:1")
    run(at)
    assert "приоритет ролей" in markdown(at)
    assert report.explain(res, "Щипач", "ru", alternative=0).rstrip("\n") in codes(at)


def test_why_graph_marks_a_ring() -> None:
    at = load(app(), (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"), "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/why.py")
    run(at)
    whole = at.get("graphviz_chart")[-1].proto.spec
    assert 'color="darkorange"' in whole  # the ring of invitations
    assert "#f7d4d4" in whole  # a failed move


def test_results_keep_the_ambiguity_note_out_of_the_post() -> None:
    text = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")
    res = resolve_ok(text, "ambiguous.yaml")
    at = load(app(), text, "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    post = report.morning_post(res, res.alternatives[0], "ru")
    assert post in codes(at) and "ВНИМАНИЕ" not in post
    assert any("нужен выбор ведущего" in w.value for w in at.warning)  # shown apart (common.pick_alternative)


# ----------------------------------------------------------- outcomes
def test_ambiguous_night_side_by_side_with_what_decides_it() -> None:
    text = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")
    res = resolve_ok(text, "ambiguous.yaml")
    at = load(app(), text, "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/outcomes.py")
    run(at)
    posts = codes(at)
    for alt in res.alternatives:
        assert report.morning_post(res, alt, "ru") in posts
    assert "\n".join(report.differences(res)) in posts
    table = at.dataframe[0].value
    assert list(table.columns) == ["Что", "Исход №1", "Исход №2"]
    assert len(table) == 2 + len(report.private_differences(res))  # the moves, then the private results
    assert "Шизик и Стерва приглашают одного" in markdown(at)  # the option by its name (issue 9)
    assert any("Б-08" in e.label for e in at.expander) and any("Б-51" in e.label for e in at.expander)
    apply = next(b for b in at.button if "Шизик и Стерва приглашают одного" in b.label)
    apply.click()
    run(at)
    loaded, after = resolve_text(at.session_state["night_text"], "x.yaml")
    assert after is not None and not after.ambiguous
    assert "один исход" in at.success[0].value


AMBIGUOUS_BUNDLED = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "scenarios").rglob("*.yaml")
                           if "alternatives: 2" in p.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", AMBIGUOUS_BUNDLED[:4] or [pytest.param("", marks=pytest.mark.skip("none yet"))])
def test_bundled_ambiguous_night_opens_side_by_side(path: str) -> None:
    res = resolved(path)
    at = app()
    at.selectbox(key="bundled_pick").set_value(path)
    at.button(key="open_bundled").click()
    run(at)
    at.switch_page("resolver/workbench/pages/outcomes.py")
    run(at)
    for alt in res.alternatives:
        assert report.morning_post(res, alt, "ru").rstrip("\n") in codes(at)
    assert len(at.dataframe[0].value) >= 1  # what differs


SHARDS = 8  # the bundled nights in 8 parts, so that pytest-xdist spreads them over the cores (98 s in one)


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_bundled_night_shows_what_the_cli_shows(shard: int) -> None:
    at = app("results")
    nights = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "setups" not in p.parts)
    assert len(nights) > 600
    for path in nights[shard::SHARDS]:
        name = str(path.relative_to(ROOT))
        text = path.read_text(encoding="utf-8")
        at.session_state["night_text"], at.session_state["night_name"] = text, name
        run(at)
        loaded, res = resolve_text(text, name)
        if res is None:
            assert "\n".join(str(p) for p in loaded.problems) in codes(at), name
        else:
            assert report.morning_post(res, res.chosen, "ru").rstrip("\n") in codes(at), name


def test_outcome_choice_is_shared_by_the_pages() -> None:
    text = (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8")
    res = resolve_ok(text, "ambiguous.yaml")
    at = load(app(), text, "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/results.py")
    run(at)
    at.segmented_control(key="alt").set_value(1)
    run(at)
    assert report.morning_post(res, res.alternatives[1], "ru").rstrip("\n") in codes(at)
    at.switch_page("resolver/workbench/pages/next_night.py")
    run(at)
    assert scenario_yaml(next_scenario(res, res.alternatives[1]), SCHEMA_REF).rstrip("\n") in codes(at)


# ------------------------------------------------------------ what if
def test_whatif_item_saves_the_detective() -> None:
    at = app("whatif")
    at.selectbox(key="wi_item_player").set_value("Шерлок")
    run(at)
    at.multiselect(key="wi_items_Шерлок").set_value(["бронежилет"])
    run(at)
    diff = at.dataframe[0].value
    row = diff[diff["Что"] == "☠ Шерлок"].iloc[0]
    assert (row["Было"], row["Стало"]) == ("Убит", "жив")
    assert len([c for c in at.code if "Итоги ночи 1" in c.value]) == 2  # side by side
    assert at.get("download_button")


def test_whatif_move_target_and_option() -> None:
    at = app("whatif")
    at.selectbox(key="wi_move").set_value(0)  # Дон Корлеоне's clan kill
    run(at)
    at.multiselect(key="wi_targets_0").set_value(["Пётр"])
    run(at)
    assert any("☠ Шерлок" == w for w in at.dataframe[0].value["Что"])
    at.selectbox(key="wi_option").set_value("dead_actor_acts")
    run(at)
    at.selectbox(key="wi_value_dead_actor_acts").set_value(True)
    run(at)
    assert any("Б-02" in e.label for e in at.expander)
    assert not at.exception


def test_whatif_bad_change_shows_located_problems() -> None:
    at = app("whatif")
    at.selectbox(key="wi_state_player").set_value("Иван")
    run(at)
    at.toggle(key="wi_alive_Иван").set_value(False)
    run(at)
    assert any("what-if.yaml:" in c and "цель Иван выбыла до этой ночи" in c for c in codes(at))


def test_whatif_make_it_the_night() -> None:
    at = app("whatif")
    at.selectbox(key="wi_item_player").set_value("Шерлок")
    run(at)
    at.multiselect(key="wi_items_Шерлок").set_value(["бронежилет"])
    run(at)
    at.button(key="make_night").click()
    run(at)
    assert at.session_state["night_name"] == "bankers_night1_whatif.yaml"
    res = resolve_ok(at.session_state["night_text"], "x.yaml")
    assert "Шерлок" not in res.alternatives[0].deaths


# ---------------------------------------------------------- next night
def test_next_night_and_open_it() -> None:
    at = app("next_night")
    res = resolved(EXAMPLE)
    expected = scenario_yaml(next_scenario(res, res.alternatives[0]), SCHEMA_REF)
    assert expected.rstrip("\n") in codes(at)
    carried = at.dataframe[0].value
    assert carried.loc[carried["Игрок"] == "Марья", "Состояние"].iloc[0].startswith("гость игрока Псих (Шизик)")  # in words
    at.button(key="open_next").click()
    run(at)
    assert at.session_state["night_name"] == "night2.yaml"
    assert at.session_state["night_text"] == expected
    assert at.title[0].value == "Ночь"
