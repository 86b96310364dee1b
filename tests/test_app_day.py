"""The Day and Game pages of the workbench (issue 8 item 8), driven through Streamlit's AppTest.

The Day page reads a pasted thread as `mafia-night votes` does and shows the day's decisions as the
resolution holds them; the Game page replays a game folder as `mafia-night game` does, writes the next
step as `game DIR --next` does, and saves a step edited in the workbench back into its file.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import yaml
from streamlit.testing.v1 import AppTest

from resolver import report
from resolver.api import resolve_text
from resolver.input.forum_text import read_any
from resolver.game.folder import history, next_step_yaml, replay

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "streamlit_app.py")
FIXTURES = Path(__file__).parent / "fixtures" / "day"
THREAD = (FIXTURES / "thread_text.txt").read_text(encoding="utf-8")
NIGHT = """ruleset: bankers
night: 2
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Mad Max, role: Вор, clan: Клан1}
  - {name: Марья, role: Босс, clan: Клан2}
  - {name: Айболит, role: Врач}
  - {name: Старый Лис, role: Мирный}
  - {name: Ёжик в тумане, role: Мирный}
  - {name: Пётр, role: Мирный}
moves: []
"""
PLAYERS = ["Дон", "Mad Max", "Марья", "Айболит", "Старый Лис", "Ёжик в тумане", "Пётр"]


def run(target: Any) -> AppTest:
    """Run the app (or the app of a widget just clicked or set) and check it drew no error."""
    at: AppTest = target.run()
    assert not at.exception, [(e.message, e.stack_trace) for e in at.exception]
    internal = [e.value for e in at.error if "Внутренняя ошибка" in e.value or "Internal engine error" in e.value]
    assert not internal, internal
    return at


def page(name: str, night: str | None = NIGHT, lang: str = "ru") -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    if lang != "ru":
        at.session_state["lang"] = lang
    run(at)
    if night is not None:
        at.session_state["night_text"] = night
        at.session_state["night_name"] = "day.yaml"
    at.switch_page(f"resolver/workbench/pages/{name}.py")
    return run(at)


def text_of(at: AppTest) -> str:
    blocks = [*at.markdown, *at.caption, *at.code, *at.warning, *at.info, *at.success, *at.error]
    return "\n".join(str(block.value) for block in blocks)


def day_votes(at: AppTest) -> list[dict[str, object]]:
    data = yaml.safe_load(at.session_state["night_text"])
    return list(data["day"]["votes"])


def test_a_pasted_thread_becomes_the_days_votes_and_its_tally() -> None:
    at = page("day")
    at.text_area(key="day_paste").input(THREAD)
    run(at.button(key="day_read").click())
    shown = text_of(at)
    assert "текст с отметками ведущего" in shown and "голосов: 6" in shown
    assert "красный текст «Mad Мax» — не ник игрока" in shown  # the unreadable list, as the CLI prints it
    assert "Нет постов в теме: Марья" not in shown  # Марья posted; her vote is what was not read
    run(at.button(key="day_use").click())
    _kind, reading = read_any(THREAD, PLAYERS)
    assert [(v["voter"], v["target"] or None) for v in day_votes(at)] == [(v.voter, v.target) for v in reading.votes]
    words = yaml.safe_load(at.session_state["night_text"])["day"]["words"]
    assert words == reading.words  # bankers: the words for the Автокилл go into the day too
    loaded, res = resolve_text(at.session_state["night_text"])
    assert res is not None and res.day is not None, loaded.problems
    assert res.day.verdict == ["Дон"]  # Старый Лис and Пётр; Mad Max's vote in the quote does not count
    shown = text_of(at)
    assert "Итог: Дон" in shown
    alt = res.alternatives[0]
    for decision in alt.decisions:  # every decision of the day, with its clause, as the resolution has it
        if decision.kind in ("verdict", "tally", "vote"):
            assert report.decision_text(res, decision, "ru").replace("*", "") in shown.replace("\\", "")
    assert report.explain(res, "Дон", "ru").rstrip("\n") in [c.value.rstrip("\n") for c in at.code]


def test_votes_typed_in_the_table_change_the_tally() -> None:
    night = NIGHT + "day:\n  votes:\n    - {voter: Пётр, target: Дон}\n"
    at = page("day", night)
    assert "Итог: Дон" in text_of(at)
    key = f"day_votes_{at.session_state['ed_gen']}"
    at.session_state[key] = {"edited_rows": {0: {"target": "Марья"}},
                             "added_rows": [{"voter": "Айболит", "target": "Марья"}, {"voter": "Дон", "target": ""}],
                             "deleted_rows": []}
    run(at)
    assert day_votes(at) == [{"voter": "Пётр", "target": "Марья"}, {"voter": "Айболит", "target": "Марья"},
                             {"voter": "Дон", "target": ""}]  # the empty vote, said so
    assert "Итог: Марья" in text_of(at)  # the verdict above the table follows at once
    assert len(day_votes(run(at))) == 3  # another run does not apply the table's edits twice


def test_the_days_house_rules_are_set_on_the_page_and_the_tally_cites_them() -> None:
    night = NIGHT + ("day:\n  votes:\n    - {voter: Пётр, target: Дон}\n    - {voter: Айболит, target: Дон}\n"
                     "    - {voter: Пётр, target: Марья}\n    - {voter: Дон, target: Марья, edited: true}\n")
    at = page("day", night)
    assert "Итог: Дон" in text_of(at)  # bankers: the first vote counts
    assert "правило дня «Отредактированный голос: учтён»" in text_of(at)  # the «Отред.» mark shows
    at.selectbox(key=f"day_house_vote_change_{at.session_state['ed_gen']}").set_value("last")
    run(at)
    data = yaml.safe_load(at.session_state["night_text"])
    assert data["options"] == {"vote_change": "last"}
    shown = text_of(at)
    assert "Итог: Марья" in shown and "правило дня «Какой голос засчитывается: последний»" in shown
    at.text_input(key=f"day_house_vote_deadline_{at.session_state['ed_gen']}").input("bad")
    run(at)
    assert "vote_deadline" in text_of(at)  # a deadline that cannot be read is the night's problem, located


def test_an_empty_day_shows_no_verdict_and_no_penalties() -> None:
    at = page("day", NIGHT + "day:\n  votes: []\n")
    shown = text_of(at)
    assert "Итог:" not in shown and "не проголосовал" not in shown


def test_a_saved_page_is_read_as_html() -> None:
    at = page("day")
    at.text_area(key="day_paste").input((FIXTURES / "thread_phpbb.html").read_text(encoding="utf-8"))
    shown = text_of(run(at.button(key="day_read").click()))
    assert "сохранённая страница форума" in shown


def test_a_night_without_a_vote_log_says_so_in_english() -> None:
    at = page("day", lang="en")
    assert "No vote log" in text_of(at)
    assert at.title[0].value == "Day"


def copy_game(tmp_path: Path, steps: int = 2) -> Path:
    """The bundled short game (won at its third step) with its first `steps` steps."""
    directory = tmp_path / "bankers_short"
    shutil.copytree(ROOT / "scenarios" / "games" / "bankers_short", directory)
    for extra in sorted(directory.glob("0*.yml"))[steps:]:
        extra.unlink()
    return directory


def test_the_game_page_shows_the_replay_and_writes_the_next_step(tmp_path: Path) -> None:
    directory = copy_game(tmp_path)
    at = page("game")
    run(at.text_input(key="game_dir").set_value(str(directory)))
    game = replay(directory)
    posts = [c.value for c in at.code]
    for step in game.steps:
        assert step.res is not None and step.alt is not None
        assert report.morning_post(step.res, step.alt, "ru").strip() in posts
    assert history(game, "ru").rstrip("\n") in [p.rstrip("\n") for p in posts]
    expected = next_step_yaml(game)
    assert expected is not None and expected[0] == "03.yml"
    run(at.button(key="game_next").click())
    assert (directory / expected[0]).read_text(encoding="utf-8") == expected[1]  # as `game DIR --next`


def test_a_won_game_says_who_won_and_offers_no_next_step(tmp_path: Path) -> None:
    directory = copy_game(tmp_path, steps=3)
    at = page("game")
    run(at.text_input(key="game_dir").set_value(str(directory)))
    game = replay(directory)
    assert game.winner is not None and "Победили:" in text_of(at)
    assert not [b for b in at.button if b.key == "game_next"]


def test_the_game_page_says_an_unchosen_steps_expect_was_not_checked(tmp_path: Path) -> None:
    night = yaml.safe_load((ROOT / "tests/fixtures/ambiguous.yaml").read_text(encoding="utf-8"))
    (tmp_path / "cast.yml").write_text(yaml.safe_dump({k: night[k] for k in ("ruleset", "players")},
                                                      allow_unicode=True), encoding="utf-8")
    (tmp_path / "01.yml").write_text(yaml.safe_dump({"moves": night["moves"], "expect": {"deaths": []}},
                                                    allow_unicode=True), encoding="utf-8")
    at = page("game")
    run(at.text_input(key="game_dir").set_value(str(tmp_path)))
    assert any("ожидания шага (expect) не проверены" in w.value for w in at.warning)


def test_a_step_opened_filled_and_saved_comes_back_the_next_evening(tmp_path: Path) -> None:
    directory = copy_game(tmp_path, steps=1)
    at = page("game")
    run(at.text_input(key="game_dir").set_value(str(directory)))
    run(at.button(key="game_next").click())
    assert (directory / "02.yml").exists()
    run(at.button(key="game_open_02.yml").click())
    step_text = at.session_state["night_text"]
    assert at.session_state["night_name"] == f"{directory}/02.yml"
    data = yaml.safe_load(step_text)
    alive = [p["name"] for p in data["players"] if p.get("alive", True)]
    assert "Иван" not in alive and "Марья" not in alive  # the state carried from step 1
    data["day"] = {"votes": [{"voter": v, "target": "Клайд"} for v in ("Пётр", "Шерлок", "Айболит")]}
    at.session_state["night_text"] = yaml.safe_dump(data, allow_unicode=True)
    run(at)
    run(at.button(key="game_save").click())
    saved = yaml.safe_load((directory / "02.yml").read_text(encoding="utf-8"))
    assert saved["day"]["votes"][0] == {"voter": "Пётр", "target": "Клайд"} and "players" not in saved
    again = page("game", night=None)  # a new session: the folder is remembered, and the step in the workbench
    assert again.text_input(key="game_dir").value == str(directory)
    assert "В мастерской: 02.yml" in text_of(again)
    step = replay(directory).steps[1]
    assert step.res is not None and step.res.day is not None and step.res.day.verdict == ["Клайд"]


def test_a_new_game_from_the_workbench_night(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(tmp_path))
    night = (ROOT / "scenarios" / "bankers" / "day" / "lynch_plurality.yaml").read_text(encoding="utf-8")
    at = page("game", night)
    run(at.text_input(key="game_new_name").input("g12"))
    run(at.button(key="game_new_go").click())
    directory = tmp_path / "games" / "g12"
    assert sorted(p.name for p in directory.iterdir()) == ["01.yml", "cast.yml"]
    game = replay(directory)
    assert game.ok and game.steps[0].res is not None and game.steps[0].res.day is not None
    assert game.steps[0].res.day.verdict == ["Дон"]
    assert "День и ночь 2" in text_of(at) and "✓ ожидания шага выполнены" not in text_of(at)


def test_a_broken_workbench_night_is_not_saved_over_the_step(tmp_path: Path) -> None:
    directory = copy_game(tmp_path)
    at = page("game")
    run(at.text_input(key="game_dir").set_value(str(directory)))
    run(at.button(key="game_open_01.yml").click())
    before = (directory / "01.yml").read_text(encoding="utf-8")
    at.session_state["night_text"] = "day: [\n"
    run(at)
    run(at.button(key="game_save").click())
    assert "01.yml не сохранён" in text_of(at)
    assert (directory / "01.yml").read_text(encoding="utf-8") == before


def test_the_next_step_is_never_written_over_a_file(tmp_path: Path) -> None:
    from resolver.game.folder import write_next

    directory = copy_game(tmp_path)
    (directory / "02.yml").rename(directory / "03.yml")  # the host numbers his files 01, 03
    before = (directory / "03.yml").read_text(encoding="utf-8")
    game = replay(directory)
    assert any("02.yml" in problem for problem in game.problems)  # the gap is named (issue 18 point 3)
    assert next_step_yaml(game) is None
    out, message = write_next(directory, game)
    assert out is None and "has problems" in message
    assert (directory / "03.yml").read_text(encoding="utf-8") == before


def test_players_without_a_post_get_no_words_unless_the_host_says_the_paste_is_the_whole_day() -> None:
    night = NIGHT.replace("moves: []", "  - {name: Тихоня, role: Мирный}\n  - {name: Ушедший, role: Мирный, alive: false}\n"
                                       "moves: []")
    at = page("day", night)
    at.text_area(key="day_paste").input(THREAD)
    run(at.button(key="day_read").click())
    assert "Нет постов в теме: Тихоня" in text_of(at)  # the dead player is not listed
    run(at.button(key="day_use").click())
    assert "Тихоня" not in yaml.safe_load(at.session_state["night_text"])["day"]["words"]
    run(at.checkbox(key="day_whole").check())
    run(at.button(key="day_use").click())
    assert yaml.safe_load(at.session_state["night_text"])["day"]["words"]["Тихоня"] == 0
