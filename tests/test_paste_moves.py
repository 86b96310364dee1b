"""Moves pasted as they arrive (resolver/input/paste_moves.py): 30+ lines of realistic variety.

Nicknames with spaces, Latin and Cyrillic, look-alike letters, typos and case endings, times in
brackets, list bullets, «сижу дома», the dead, unknown names, a verb for an action's name, an
item's move. Each line's expected reading is written here from the night below, not from the code.
"""

from __future__ import annotations

from typing import Any

import pytest

from resolver.api import resolve_text
from resolver.input.entry import actions_for, day_of, in_order_of_moves, seats, without_move
from resolver.input.paste_moves import as_moves, describe, key, read_moves
from resolver.rulesets import get_ruleset

BANKERS: dict[str, Any] = {
    "ruleset": "bankers", "night": 2,
    "players": [
        {"name": "Дон Корлеоне", "role": "Босс", "clan": "Клан1"},
        {"name": "Щипач", "role": "Вор", "clan": "Клан1"},
        {"name": "Барон", "role": "Босс", "clan": "Клан2"},
        {"name": "Орлиный Глаз", "role": "Индеец", "clan": "Клан2"},
        {"name": "Шерлок", "role": "Детектив"},
        {"name": "Айболит", "role": "Врач"},
        {"name": "Мадам", "role": "Стерва"},
        {"name": "Псих", "role": "Шизик"},
        {"name": "Потрошитель", "role": "Маньяк"},
        {"name": "John Smith", "role": "Мирный"},
        {"name": "Иван", "role": "Мирный"},
        {"name": "Пётр", "role": "Мирный"},
        {"name": "Марья", "role": "Мирный"},
        {"name": "Mr. X", "role": "Мирный", "alive": False},
    ],
    "moves": [],
}
ANDORRA: dict[str, Any] = {
    "ruleset": "andorra", "night": 1,
    "players": [
        {"name": "Вито", "role": "Босс мафии", "clan": "Клан1"},
        {"name": "Лука", "role": "Рядовой мафиози", "clan": "Клан1", "items": ["яд"]},
        {"name": "Доктор Хаус", "role": "Доктор", "items": ["противоядие"]},
        {"name": "Телохранитель", "role": "Телохранитель"},
        {"name": "Телепат", "role": "Телепат"},
        {"name": "Вася", "role": "Мирный житель"},
    ],
    "moves": [],
}

# (line, status, actor, action id, targets, time, words the reading must mention)
CASES: list[tuple[str, str, str | None, str | None, list[str], str | None, list[str]]] = [
    ("Айболит: лечение Иван", "ok", "Айболит", "heal", ["Иван"], None, []),
    ("Дон Корлеоне: убийство от клана Шерлок", "ok", "Дон Корлеоне", "clan_kill", ["Шерлок"], None, []),
    ("дон корлеоне - убийство Шерлока 22:10", "fixed", "Дон Корлеоне", "clan_kill", ["Шерлок"], "22:10", ["Шерлока"]),
    ("[22:15] Шерлок: проверка Барон", "ok", "Шерлок", "check_mafia", ["Барон"], "22:15", []),
    ("Айболит: лечу Ивана", "fixed", "Айболит", "heal", ["Иван"], None, ["лечу", "Ивана"]),
    ("Айбол: лечение Иван", "fixed", "Айболит", "heal", ["Иван"], None, ["Айбол"]),
    ("Айболид: лечение Иван", "fixed", "Айболит", "heal", ["Иван"], None, ["Айболид"]),
    ("Мадам: приглашение Айболит", "ok", "Мадам", "invite", ["Айболит"], None, []),
    ("Псих: шизить John Smith", "ok", "Псих", "invite_lethal", ["John Smith"], None, []),
    ("john smith: мо Марья", "ok", "John Smith", "peaceful_hunt", ["Марья"], None, []),
    ("Ivan: охота Пётр", "ok", "Иван", "peaceful_hunt", ["Пётр"], None, []),
    ("Пeтр: охота Иван", "ok", "Пётр", "peaceful_hunt", ["Иван"], None, []),  # a Latin «e», ё written е
    ("Иван: сижу дома", "home", "Иван", None, [], None, ["дома"]),
    ("Пётр - дома", "home", "Пётр", None, [], None, []),
    ("Mr. X: охота Иван", "error", "Mr. X", None, [], None, ["мёртв"]),
    ("Марья: охота Mr. X", "error", "Марья", "peaceful_hunt", ["Mr. X"], None, ["мертва"]),
    ("Барон: убийство Орлиный Глаз 23:01", "ok", "Барон", "clan_kill", ["Орлиный Глаз"], "23:01", []),
    ("Щипач: убийство от клана орлиный глаз", "ok", "Щипач", "clan_kill", ["Орлиный Глаз"], None, []),
    ("Орлиный Глаз: охрана Барон", "ok", "Орлиный Глаз", "guard_mafia", ["Барон"], None, ["не ход его роли"]),
    ("Неизвестный: лечение Иван", "error", None, None, [], None, ["Неизвестный"]),
    ("Айболит: полёт Иван", "error", "Айболит", None, [], None, ["не понят"]),
    ("Щипач: воровство Шерлок, Айболит", "error", "Щипач", "rob", ["Шерлок", "Айболит"], None, ["не больше 1"]),
    ("1. Марья — охота — Петр", "ok", "Марья", "peaceful_hunt", ["Пётр"], None, []),
    ("Шерлок проверка Барон", "ok", "Шерлок", "check_mafia", ["Барон"], None, []),
    ("Потрошитель: зарезать на Марья", "ok", "Потрошитель", "maniac_kill", ["Марья"], None, []),
    ("Иван: Марья", "fixed", "Иван", "peaceful_hunt", ["Марья"], None, ["один ход"]),
    ("Шерлок: проверка", "error", "Шерлок", "check_mafia", [], None, ["нужно 1"]),
    ("Шерлок:", "error", "Шерлок", None, [], None, ["не назван"]),
    ("- Мадам: Приглашение (Стерва) Псих", "ok", "Мадам", "invite", ["Псих"], None, []),
    ("Айболит: лечение Ивн", "fixed", "Айболит", "heal", ["Иван"], None, ["Ивн"]),
]
ANDORRA_CASES: list[tuple[str, str, str | None, str | None, list[str], str | None, list[str]]] = [
    ("Доктор Хаус: лечение Вася", "ok", "Доктор Хаус", "heal", ["Вася"], None, []),
    ("доктор хаус: противоядие Вито", "ok", "Доктор Хаус", "use_antidote", ["Вито"], None, []),
    ("Телепат: смена цели Вито, Вася", "ok", "Телепат", "redirect", ["Вито", "Вася"], None, []),
    ("Телепат: смена цели Вито и Вася", "ok", "Телепат", "redirect", ["Вито", "Вася"], None, []),
    ("Лука: отравить Доктор Хаус", "ok", "Лука", "poison", ["Доктор Хаус"], None, []),
    ("Вася: выпить", "ok", "Вася", "drink_vodka", [], None, ["не ход его роли"]),  # he holds no vodka
    ("Телохранитель: защита Доктора Хауса", "fixed", "Телохранитель", "guard", ["Доктор Хаус"], None, []),
]


def _check(data: dict[str, Any], case: tuple[Any, ...]) -> None:
    text, status, actor, action, targets, time, words = case
    rs = get_ruleset(data["ruleset"])
    [line] = read_moves(text, data, rs)
    said = describe(line, rs)
    assert (line.status, line.actor, line.action, line.targets, line.time) == (status, actor, action, targets, time), said
    for word in words:
        assert word in said, (word, said)
    if status == "fixed":
        assert line.fixes, "a fixed line says what it read differently"


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_bankers_line(case: tuple[Any, ...]) -> None:
    _check(BANKERS, case)


@pytest.mark.parametrize("case", ANDORRA_CASES, ids=[c[0] for c in ANDORRA_CASES])
def test_andorra_line(case: tuple[Any, ...]) -> None:
    _check(ANDORRA, case)


def test_blank_and_comment_lines_are_skipped_and_numbers_kept() -> None:
    lines = read_moves("\n# от игроков\nАйболит: лечение Иван\n\nИван: охота Пётр\n", BANKERS, get_ruleset("bankers"))
    assert [line.number for line in lines] == [3, 5]


def test_a_second_move_of_one_player_is_noted() -> None:
    rs = get_ruleset("bankers")
    lines = read_moves("Айболит: лечение Иван\nАйболит: лечение Пётр", BANKERS, rs)
    assert not lines[0].notes and ("twice", {"line": 1}) in lines[1].notes
    assert as_moves(lines, rs) == [{"actor": "Айболит", "action": "Лечение", "target": "Пётр"}]


def test_two_equally_close_names_are_not_guessed() -> None:
    data = {**BANKERS, "players": [*BANKERS["players"], {"name": "Вася1", "role": "Мирный"},
                                   {"name": "Вася2", "role": "Мирный"}]}
    [line] = read_moves("Айболит: лечение Вася3", data, get_ruleset("bankers"))
    assert line.status == "error" and line.problems[0][0] == "either"


def test_english_reading() -> None:
    rs = get_ruleset("bankers")
    [line] = read_moves("Айболит: лечу Ивана", BANKERS, rs)
    assert describe(line, rs, "en") == "Айболит: Heal → Иван; «лечу» read as «Лечение»; «Ивана» read as «Иван»"


def test_english_notes_name_the_move_in_english() -> None:
    rs = get_ruleset("andorra")
    [line] = read_moves("Вася: выпить", ANDORRA, rs)
    assert "«Drink the vodka» is not his role's move" in describe(line, rs, "en"), describe(line, rs, "en")
    assert "«Выпить водку» — не ход его роли" in describe(line, rs), describe(line, rs)


def test_usable_lines_make_a_night_that_resolves() -> None:
    rs = get_ruleset("bankers")
    text = "\n".join(c[0] for c in CASES)
    lines = read_moves(text, BANKERS, rs)
    moves = as_moves(lines, rs)
    assert len(moves) == len({(c[2], c[3]) for c in CASES if c[1] in ("ok", "fixed")})
    assert {"actor": "Дон Корлеоне", "action": "Убийство от клана", "target": "Шерлок", "time": "22:10"} in moves
    import yaml

    night = yaml.safe_dump({**BANKERS, "moves": moves}, allow_unicode=True)
    loaded, res = resolve_text(night, "pasted.yaml")
    assert res is not None, [str(p) for p in loaded.problems]


def test_key_folds_case_yo_and_lookalikes() -> None:
    assert key("  ПЁТР ") == key("петр") == key("Пeтp")  # Latin e and p


def test_actions_follow_role_items_and_life() -> None:
    rs = get_ruleset("andorra")
    table = seats(ANDORRA, rs)
    by = {s.name: s for s in table}
    doctor = actions_for(by["Доктор Хаус"], table, rs)
    assert doctor[0] == "heal" and "use_antidote" in doctor and "use_poison" not in doctor
    assert "poison" in actions_for(by["Вито"], table, rs)  # the clan's poison, held by Лука (п.20)
    assert "drink_vodka" not in actions_for(by["Вася"], table, rs)
    dead = seats({**ANDORRA, "players": [{**ANDORRA["players"][0], "alive": False}]}, rs)
    assert actions_for(dead[0], dead, rs) == []


def test_order_of_moves_and_who_has_not_sent_one() -> None:
    rs = get_ruleset("bankers")
    order = [seat.name for seat, _ in in_order_of_moves(BANKERS, rs)]
    assert "Mr. X" not in order
    assert order.index("Щипач") < order.index("Псих") < order.index("Мадам") < order.index("Айболит") \
        < order.index("Дон Корлеоне") < order.index("Потрошитель") < order.index("Иван")
    data = {**BANKERS, "moves": [{"actor": "Айболит", "action": "Лечение", "target": "Иван"}]}
    missing = without_move(data, rs)
    assert "Айболит" not in missing and "Иван" in missing and "Mr. X" not in missing


def test_stay_home_keeps_a_move_already_in_the_night_and_says_so() -> None:
    rs = get_ruleset("bankers")
    data = {**BANKERS, "moves": [{"actor": "Псих", "action": "Приглашение (Шизик)", "target": "Иван"}]}
    [line] = read_moves("Псих: сижу дома", data, rs)
    assert line.status == "home" and describe(line, rs) == "Псих: сидит дома (хода нет); в ночи уже есть его ход: он не удалён"


def test_cli_reads_a_paste_and_writes_the_night(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    import yaml

    from resolver.cli.main import main

    night = tmp_path / "night.yaml"
    night.write_text(yaml.safe_dump(BANKERS, allow_unicode=True), encoding="utf-8")
    moves = tmp_path / "moves.txt"
    moves.write_text("Айболит: лечу Ивана\n[22:30] Шерлок - проверка Барон\nИван: сижу дома\n", encoding="utf-8")
    out = tmp_path / "out.yaml"
    assert main(["moves", str(night), str(moves), "-o", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == f"{moves}:1: ≈ Айболит: Лечение → Иван; «лечу» прочитано как «Лечение»; «Ивана» прочитано как «Иван»"
    _, res = resolve_text(out.read_text(encoding="utf-8"), "out.yaml")
    assert res is not None and [(m.actor, m.action, m.time) for m in res.scenario.moves] == [
        ("Айболит", "heal", None), ("Шерлок", "check_mafia", "22:30")]
    moves.write_text("Айболит: лечение Иван\nКто-то: лечение Иван\n", encoding="utf-8")
    assert main(["moves", str(night), str(moves), "-o", str(out), "--force"]) == 2
    assert f"{moves}:2: ✗ не найден игрок «Кто-то»" in capsys.readouterr().out


# --- times with and without a date (found by tests/fuzz_moves.py: the night written did not load back) ----------

def test_a_time_with_a_date_among_clock_times_is_listed_not_written() -> None:
    """The loader refuses a night whose times mix dates and clock times (mixed_times): the paste says so on the
    line whose time is not written like the first one, and the night written with the rest loads."""
    from resolver.input.loader import load_text
    import yaml

    rs = get_ruleset("bankers")
    lines = read_moves("Айболит: лечение Иван 22:10\nШерлок: проверка Барон [2025-12-01 23:59]\n"
                       "Мадам: приглашение Айболит 22:30", BANKERS, rs)
    assert [line.status for line in lines] == ["ok", "error", "ok"]
    assert "22:10" in describe(lines[1], rs) and "2025-12-01 23:59" in describe(lines[1], rs)
    assert "date" in describe(lines[1], rs, "en")
    night = dict(BANKERS, moves=as_moves(lines, rs))
    assert load_text(yaml.safe_dump(night, allow_unicode=True)).ok


def test_a_pasted_time_unlike_the_nights_own_times_is_listed() -> None:
    rs = get_ruleset("bankers")
    night = dict(BANKERS, moves=[{"actor": "Айболит", "action": "Лечение", "target": "Иван",
                                  "time": "2025-12-01 22:00"}])
    lines = read_moves("Шерлок: проверка Барон 22:15\nМадам: приглашение Псих [2025-12-01 22:20]", night, rs)
    assert [line.status for line in lines] == ["error", "ok"]
    assert "2025-12-01 22:00" in describe(lines[0], rs)


# --- what the loader refuses is listed on its line (found by tests/fuzz_moves.py) -------------------------------

def test_two_clan_kill_targets_only_on_the_full_moon_and_never_one_player_twice() -> None:
    """«Полнолуние» lets the clan kill two (bankers L177): on any other night a second target is too many; two
    targets are two players (rulings B-33) — the loader refuses both, so the paste lists them."""
    rs = get_ruleset("bankers")
    two = "Дон Корлеоне: убийство от клана Шерлок, Барон"
    assert [line.status for line in read_moves(two, BANKERS, rs)] == ["error"]
    moon = dict(BANKERS, day={"event": "Полнолуние"})
    assert [line.status for line in read_moves(two, moon, rs)] == ["ok"]
    twice = read_moves("Дон Корлеоне: убийство от клана Шерлок, Шерлок", moon, rs)
    assert [line.status for line in twice] == ["error"] and "Шерлок" in describe(twice[0], rs)


def test_a_date_that_is_no_date_is_listed() -> None:
    rs = get_ruleset("bankers")
    lines = read_moves("Айболит: лечение Иван [2025-21-01 23:59]\nШерлок: проверка Барон [2025-12-01 23:59]",
                       BANKERS, rs)
    assert [line.status for line in lines] == ["error", "ok"]
    assert "2025-21-01" in describe(lines[0], rs)


def test_the_rule_sets_check_rows_are_read_on_a_pasted_line() -> None:
    """The loader's check rows (`RulesetSpec.checks`) refuse a move the paste used to take (tests/fuzz_moves.py:
    fan_not_found, no_mortar): the миномёт is fired only by the day's holder (bankers L178), the Фанатка checks on
    her own only once she has found the Детектив, and once (L116). Listed on the line with the clause, not written."""
    rs = get_ruleset("bankers")
    holiday = dict(BANKERS, day={"event": "Праздник", "mortar_holder": "Иван"})
    lines = read_moves("Пётр: миномёт Барон\nИван: миномёт Барон", holiday, rs)
    assert [line.status for line in lines] == ["error", "ok"]
    assert "178" in describe(lines[0], rs) and "Иван" in describe(lines[0], rs)
    assert as_moves(lines, rs) == [{"actor": "Иван", "action": "Выстрел из миномёта", "target": "Барон"}]
    fan = {"name": "Фанни", "role": "Фанатка"}
    for state, status in (({}, "error"), ({"found_detective": True}, "ok"),
                          ({"found_detective": True, "bonus_check_used": True}, "error")):
        night = dict(BANKERS, players=[*BANKERS["players"], dict(fan, state=state)])
        line = read_moves("Фанни: проверка фанатки Барон", night, rs)[0]
        assert line.status == status, (state, describe(line, rs))
        if status == "error":
            assert "115" in describe(line, rs) and "L115" in describe(line, rs, "en")


def test_a_line_with_two_times_is_listed_not_read_as_a_name() -> None:
    """«21:07 Шерлок => проверка Барон [2025-12-01 23:59]»: two times, the host keeps one (the second was read as a
    player «[2025-12-01 23:59]»)."""
    rs = get_ruleset("bankers")
    line = read_moves("21:07 Шерлок => проверка Барон [2025-12-01 23:59]", BANKERS, rs)[0]
    assert line.status == "error"
    assert describe(line, rs) == "два времени: «21:07» и «2025-12-01 23:59» — оставьте одно"


def test_an_items_move_is_offered_to_its_holder_whatever_his_role() -> None:
    """Andorra п.06: «Применение подарков - ночной ход» (L309), any player holding the item: no role lists the item
    moves, the quick entry and the paste offer one to its holder alone (resolver.input.entry.actions_for)."""
    rs = get_ruleset("andorra")
    table = seats(ANDORRA, rs)
    offered = {seat.name: actions_for(seat, table, rs) for seat in table}
    assert "use_antidote" in offered["Доктор Хаус"] and "use_poison" in offered["Лука"]
    assert not any("use_antidote" in offered[name] for name in offered if name != "Доктор Хаус")
    assert offered["Доктор Хаус"][0] == "heal"  # his role's move first, the item's after it
    assert not any(a in role.actions for role in rs.roles.values() for a in ("use_antidote", "use_poison"))
    line = read_moves("Доктор Хаус: противоядие Вася", ANDORRA, rs)[0]
    assert (line.status, line.action, line.notes) == ("ok", "use_antidote", []), describe(line, rs)


def test_the_check_rows_hold_on_a_day_or_a_state_that_does_not_validate() -> None:
    """A day the loader refuses for another field (`votes: "x"`) still names the миномёт's holder, and a state with
    a broken field the rows do not read still says the Фанатка has not found the Детектив: the quick entry and the
    paste agree with each other and with the rows (they used to skip them, or fall back to no holder)."""
    rs = get_ruleset("bankers")
    broken_day = dict(BANKERS, day={"event": "Праздник", "mortar_holder": "Иван", "votes": "x"})
    table = seats(broken_day, rs)
    offered = {seat.name: actions_for(seat, table, rs, "holiday", day_of(broken_day)) for seat in table}
    assert "mortar_fire" in offered["Иван"] and "mortar_fire" not in offered["Пётр"]
    lines = read_moves("Пётр: миномёт Барон\nИван: миномёт Барон", broken_day, rs)
    assert [line.status for line in lines] == ["error", "ok"]
    fan = {"name": "Фанни", "role": "Фанатка", "state": {"uses_left": {"x": "many"}}}
    night = dict(BANKERS, players=[*BANKERS["players"], fan])
    assert read_moves("Фанни: проверка фанатки Барон", night, rs)[0].status == "error"
    seat = next(s for s in seats(night, rs) if s.name == "Фанни")
    assert "bonus_check" not in actions_for(seat, seats(night, rs), rs)
