"""Entering moves, the player board and the first steps (issue 9 items 1, 3, 7), through AppTest."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from resolver.workbench import night_entry as ne
from resolver.api import resolve_text
from tests.test_app import APP, EXAMPLE, ROOT, codes, load, markdown, run

# The example's night 2 in short: Шерлок died last night, Псих's guest carries over, a vest.
NIGHT2 = """ruleset: bankers
night: 2
players:
  - {name: Дон Корлеоне, role: Босс, clan: Клан1}
  - {name: Барон, role: Босс, clan: Клан2}
  - {name: Шерлок, role: Детектив, alive: false}
  - {name: Айболит, role: Врач, state: {last_targets: {heal: Иван}}}
  - {name: Псих, role: Шизик}
  - {name: Иван, role: Мирный, items: [бронежилет], state: {doomed_by: Псих}}
  - {name: John Smith, role: Мирный}
moves:
  - {actor: Дон Корлеоне, action: Убийство от клана, target: Иван}
"""


def app_with(text: str, lang: str = "ru") -> AppTest:
    at = AppTest.from_file(APP, default_timeout=30)
    if lang != "ru":
        at.session_state["lang"] = lang
    run(at)
    return load(at, text, "night2.yaml")


def rows(at: AppTest) -> list[str]:
    """The players of the entry row's picker, in their order (the labels without the check mark and role)."""
    return [o[2:].rsplit(" · ", 1)[0] for o in at.selectbox(key="qe_who").options]


def test_quick_entry_offers_the_living_in_the_order_of_moves() -> None:
    at = app_with(NIGHT2)
    assert rows(at) == ["Псих", "Айболит", "Дон Корлеоне", "Барон", "Иван", "John Smith"]  # steps 4, 7, 9, 9, 12
    assert at.selectbox(key="qe_who").value == "Псих"  # the first without a move
    assert at.selectbox(key="qe_who").options[2] == "☑ Дон Корлеоне · Босс"
    at.selectbox(key="qe_who").set_value("Айболит")
    run(at)
    assert at.selectbox(key=ne.row_key("a", "Айболит")).options == ["— нет хода —", "Лечение", "Мирная охота"]
    target = at.selectbox(key=ne.row_key("t", "Айболит"))
    assert "Шерлок" not in target.options and "Иван" in target.options
    assert "Лечение → Иван прошлой ночью: снова на эту цель нельзя" in "\n".join(c.value for c in at.caption)
    at.selectbox(key="qe_who").set_value("Дон Корлеоне")
    run(at)
    assert at.selectbox(key=ne.row_key("a", "Дон Корлеоне")).value == "clan_kill"
    assert at.selectbox(key=ne.row_key("t", "Дон Корлеоне")).value == "Иван"
    text = markdown(at)
    assert "| ☑ | **Дон Корлеоне** | Босс | Убийство от клана → Иван |" in text
    assert "гость игрока Псих (Шизик)" in text  # Иван's carried state, in words
    assert "**Шерлок**" not in text


def test_record_writes_the_move_and_moves_on() -> None:
    at = app_with(NIGHT2)
    at.selectbox(key="qe_who").set_value("Айболит")
    run(at)
    at.selectbox(key=ne.row_key("a", "Айболит")).set_value("heal")
    run(at)
    at.selectbox(key=ne.row_key("t", "Айболит")).set_value("John Smith")
    at.text_input(key=ne.row_key("time", "Айболит")).input("22:05")
    run(at)
    assert "Айболит" not in at.session_state["night_text"].split("moves:")[1]  # nothing written before «Записать»
    at.button(key="qe_record").click()
    run(at)
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None
    moves = [(m.actor, m.action, m.targets, m.time) for m in res.scenario.moves]
    assert moves == [("Дон Корлеоне", "clan_kill", ["Иван"], None), ("Айболит", "heal", ["John Smith"], "22:05")]
    assert at.selectbox(key="qe_who").value == "Барон"  # the next in order without a move
    assert "| ☑ | **Айболит** | Врач | Лечение → John Smith (22:05) |" in markdown(at)
    at.selectbox(key="qe_who").set_value("Дон Корлеоне")
    run(at)
    at.selectbox(key=ne.row_key("a", "Дон Корлеоне")).set_value("")  # «— нет хода —» takes the move away
    run(at)
    at.button(key="qe_record").click()
    run(at)
    assert "Дон Корлеоне, action" not in at.session_state["night_text"]


def test_who_has_not_sent_a_move() -> None:
    at = app_with(NIGHT2)
    text = markdown(at)
    assert "Прислали 1 из 6" in "\n".join(c.value for c in at.caption)
    assert "☐ Айболит" in text and "☐ Дон Корлеоне" not in text and "Шерлок" not in text.split("Кто ещё")[1]


def test_pasted_moves_preview_and_add() -> None:
    at = app_with(NIGHT2)
    at.text_area(key="paste_moves").input("Айбол: лечу Ивана\n[22:30] john smith - охота Барон\nШерлок: проверка Барон\n"
                                          "Псих: сижу дома\nНекто: лечение Иван")
    run(at)
    preview = at.table[0].value
    read = list(preview.iloc[:, 2])
    assert read[0].startswith("Айболит: Лечение → Иван") and "«Айбол» прочитано как «Айболит»" in read[0]
    assert read[1] == "John Smith: Мирная охота → Барон (22:30)"
    assert "Шерлок мёртв" in read[2] and read[3] == "Псих: сидит дома (хода нет)" and "«Некто»" in read[4]
    assert list(preview.iloc[:, 0]) == ["≈ с поправкой", "✓ понято", "✗ не понято", "⌂ сидит дома", "✗ не понято"]
    button = at.button(key="paste_add")
    assert button.label == "Добавить понятые ходы (3)"  # Псих's «сижу дома» too
    button.click()
    run(at)
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None
    assert [(m.actor, m.targets) for m in res.scenario.moves] == [
        ("Дон Корлеоне", ["Иван"]), ("Айболит", ["Иван"]), ("John Smith", ["Барон"])]
    assert any("Добавлено ходов: 3" in s.value for s in at.success)


def test_board_before_and_after() -> None:
    at = app_with(NIGHT2)
    at.switch_page("resolver/workbench/pages/board.py")
    run(at)
    frame = at.table[0].value
    by = {row["Игрок"]: row for _, row in frame.iterrows()}
    assert by["Шерлок"]["До ночи"].startswith("☠ выбыл раньше")
    assert "гость игрока Псих (Шизик)" in by["Иван"]["До ночи"]
    assert by["Иван"]["Предметы"] == "бронежилет"
    assert "Лечение → Иван прошлой ночью" in by["Айболит"]["До ночи"]
    _, res = resolve_text(at.session_state["night_text"], "x.yaml")
    assert res is not None
    died = set(res.alternatives[0].deaths)
    for name, row in by.items():
        assert row["Этой ночью"].startswith("☠") == (name in died), name
    assert "Живы к ночи: 6" in markdown(at)


def test_board_shows_a_spent_vest_and_the_carried_ban() -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    at.switch_page("resolver/workbench/pages/board.py")
    run(at)
    by = {row["Игрок"]: row for _, row in at.table[0].value.iterrows()}
    assert "Воровство (Вор) → Айболит прошлой ночью: снова на эту цель нельзя" in by["Щипач"]["Переносится на следующую ночь"]
    assert "☠ Убит (Дон Корлеоне)" in by["Шерлок"]["Этой ночью"]


def test_next_night_keeps_the_previous_results_one_click_away() -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    at.switch_page("resolver/workbench/pages/next_night.py")
    run(at)
    at.button(key="open_next").click()
    run(at)
    assert at.session_state["night_name"] == "night2.yaml"
    assert "Шерлок" not in rows(at)  # killed last night: out of the move entry
    assert "**Шерлок**" not in markdown(at)
    at.switch_page("resolver/workbench/pages/board.py")
    run(at)
    assert any("Итоги прошлой ночи" in e.label for e in at.expander)
    assert any("Убит: Иван (Мирный), Шерлок (Детектив)" in code for code in codes(at))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_board_page_renders_in_both_languages(lang: str) -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    if lang == "en":
        at.session_state["lang"] = "en"
    run(at)
    at.switch_page("resolver/workbench/pages/board.py")
    run(at)
    assert at.title[0].value == ("Игроки: до и после ночи" if lang == "ru" else "Players: before and after the night")
    assert not at.error


def test_first_steps_line_and_an_empty_night() -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    assert any("С чего начать" in i.value for i in at.info)
    at.button(key="first_steps_ok").click()
    run(at)
    assert not any("С чего начать" in i.value for i in at.info)
    at.button(key="new_night").click()
    run(at)
    status = "\n".join(m.value for m in at.sidebar.markdown)
    assert "разрешена" not in status and "пустая ночь" in status


def test_the_example_keeps_resolving_after_quick_entry_renders() -> None:
    """Drawing the quick entry writes nothing: the night's text is the file's until the host picks."""
    at = AppTest.from_file(APP, default_timeout=30)
    run(at)
    assert at.session_state["night_text"] == (ROOT / EXAMPLE).read_text(encoding="utf-8")
