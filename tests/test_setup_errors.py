"""Broken setup files (issue 20, done-when: «misspelled or contradictory setups get located errors»): each is the
bundled scenarios/setups/village.yaml with one thing broken, and each problem is said in Russian at its line, with the
path of the row and field, all of them at once, and nothing is registered."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.input.setup_file import load_setup_file

ROOT = Path(__file__).resolve().parent.parent
VILLAGE = ROOT / "scenarios" / "setups" / "village.yaml"

# (name, what the file had, what the broken file has, [(a text of the line the problem is on, the problem)])
CASES: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    ("row_kind_misspelled", "- {kind: kill, kill_kind: killed}", "- {kind: kil, kill_kind: killed}", [
        ("kind: kil,", "actions.kill.rows[0]: «kil» — нет такого вида строки (может быть, «kill»?); виды строк — в "
                       "схеме (mafia-night schema --rules-schema)")]),
    ("row_kind_missing", "- {kind: kill, kill_kind: lynch}", "- {kill_kind: lynch}", [
        ("- {kill_kind: lynch}", "actions.lynch.rows[0]: у строки нет вида (kind: ...)")]),
    ("kill_kind_misspelled", "kill_kind: killed}", "kill_kind: kiled}", [
        ("kill_kind: kiled", "actions.kill.rows[0].kill_kind: «kiled» — не вид смерти правил village (может быть, "
                             "«killed»?)")]),
    ("role_field_misspelled", "actions: [kill], aliases: [мафия]", "actions: [kill], alias: [мафия]", [
        ("alias: [мафия]", "roles.mafioso.alias: неизвестное поле")]),
    ("role_clause_misspelled", "clause: mafia.kill, actions: [kill]", "clause: mafia.kil, actions: [kill]", [
        ("clause: mafia.kil,", "roles.mafioso.clause: «mafia.kil» — не статья правил village (может быть, "
                               "«mafia.kill»?)")]),
    ("role_action_missing", "actions: [check]", "actions: [chek]", [
        ("actions: [chek]", "roles.sheriff.actions: «chek» — не ход правил village (может быть, «check»?)")]),
    ("step_clause_missing", 'name_en: "1. Doctor", clause: order}', 'name_en: "1. Doctor", clause: ordr}', [
        ("clause: ordr}", "steps.heal.clause: «ordr» — не статья правил village (может быть, «order»?)")]),
    ("action_step_missing", "    step: kill\n", "    step: kil\n", [
        ("step: kil", "actions.kill.step: «kil» — не шаг правил village (может быть, «kill»?)")]),
    ("lines_out_of_text", "lines: [24, 24]", "lines: [24, 40]", [
        ("lines: [24, 40]", "clauses.villager.lines: строки 24–40 вне текста правил (в нём 28 строк)")]),
    ("lines_reversed", "lines: [27, 28]", "lines: [28, 27]", [
        ("lines: [28, 27]", "clauses.day.lines: строки 28–27: первая строка после последней")]),
    ("lines_empty", "lines: [4, 4]", "lines: [2, 2]", [
        ("lines: [2, 2]", "clauses.sides.mafia.lines: строки 2–2 текста пусты: статье нечего цитировать")]),
    ("lines_not_a_pair", "lines: [12, 12]", "lines: [12]", [
        ("lines: [12]", "clauses.mafia.kill.lines: в списке не хватает значения №2")]),
    ("duplicate_step", "  check: {order: 3,", "  kill: {order: 3,", [
        ("  kill: {order: 3,", "steps.kill: ключ «kill» повторяется: прежнее значение потерялось бы")]),
    ("id_differs_from_key", "killed: {label_ru", "killed: {id: murdered, label_ru", [
        ("id: murdered", "kill_kinds.killed.id: id «murdered» не совпадает с ключом «killed»")]),
    ("order_not_a_number", "order: 1,", "order: first,", [
        ("order: first,", "steps.heal.order: здесь нужно число")]),
    ("flag_not_a_bool", "hostile: true", "hostile: maybe", [
        ("hostile: maybe", "actions.kill.hostile: здесь нужно true или false")]),
    ("list_for_a_mapping", "tally: {code: tally, clause: day.vote}", "tally: [tally, day.vote]", [
        ("tally: [tally", "day.tally: здесь нужен словарь (ключ: значение) (а дан список)")]),
    ("required_field_missing", "  killed: {label_ru: Убит, label_en: Killed,", "  killed: {label_ru: Убит,", [
        ("  killed: {label_ru: Убит,", "kill_kinds.killed.label_en: обязательное поле не заполнено")]),
    ("from_role_unknown", "name: Доктор", "name: Доктр", [
        ("name: Доктр", "roles.doctor.name: в правилах andorra нет роли «Доктр» (может быть, «Доктор»?)")]),
    ("from_ruleset_unknown", "from: andorra", "from: andora", [
        ("from: andora", "roles.doctor.from: «andora» — нет таких встроенных правил (есть: andorra, bankers, classic) "
                         "(может быть, «andorra»?)")]),
    ("change_action_not_the_roles", "      heal:\n        step: heal", "      heel:\n        step: heal", [
        ("      heel:", "roles.doctor.change_actions.heel: «heel» — не ход роли «Доктор» в правилах andorra (её "
                        "ходы: heal)")]),
    ("change_field_misspelled", "max_per_game: 1\n      roster_clause", "max_per_gam: 1\n      roster_clause", [
        ("max_per_gam: 1", "roles.doctor.change.max_per_gam: неизвестное поле")]),
    ("citation_misspelled", "  cycle: [order, null]", "  cycl: [order, null]", [
        ("citations:", "citations.cycle: не задано, а движок ссылается на неё: a ring of moves: its consistent "
                       "outcomes, or the order of moves when it has none"),
        ("cycl: [order", "citations.cycl: «cycl» — движок не ссылается на такую цель (может быть, «cycle»?)")]),
    ("status_no_act_gives", "status: healed, code: target_healed", "status: heeled, code: target_healed", [
        ("status: heeled", "general_conditions[2].status: «heeled» — такой статус не даёт ни один ход правил "
                           "village (может быть, «healed»?)")]),
    ("literal_misspelled", "clause: dead, scope: personal}", "clause: dead, scope: personnal}", [
        ("scope: personnal", "general_conditions[0].scope: допустимо: 'any', 'role', 'personal', 'targeted', "
                             "'hostile' или 'original'")]),
    ("message_code_missing", "code: target_healed", "code: target_heald", [
        ("code: target_heald", "general_conditions[2].code: «target_heald» — нет такого кода решения с фразой ни "
                               "в правилах village, ни у движка (может быть, «target_healed»?)")]),
    ("win_clause_missing", "clause: sides.mafia}", "clause: sides.mafi}", [
        ("clause: sides.mafi}", "day.win[1].clause: «sides.mafi» — не статья правил village (может быть, "
                                "«sides.mafia»?)")]),
    ("verdict_action_missing", "verdict_action: lynch", "verdict_action: lunch", [
        ("verdict_action: lunch", "day.verdict_action: «lunch» — не ход правил village (может быть, «lynch»?)")]),
    ("text_file_missing", "text: village.txt", "text: villag.txt", [
        ("text: villag.txt", "text: текст правил «villag.txt» не читается: No such file or directory")]),
    ("malformed_yaml", "  kill:  {order: 2,", "  kill:  {order: 2,,", [
        ("{order: 2,,", "ошибка в записи YAML: did not find expected node content")]),
]


def _write(tmp_path: Path, name: str, old: str, new: str) -> Path:
    text = VILLAGE.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: {old!r} is not once in the bundled setup"
    (tmp_path / "village.txt").write_text((VILLAGE.parent / "village.txt").read_text(encoding="utf-8"), "utf-8")
    path = tmp_path / f"{name}.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def _line(path: Path, needle: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [i for i, line in enumerate(lines, 1) if needle in line]
    assert found, needle
    return found[0]


def test_there_are_at_least_20_broken_setups() -> None:
    assert len(CASES) >= 20 and len({c[0] for c in CASES}) == len(CASES)


@pytest.mark.parametrize(("name", "old", "new", "expected"), CASES, ids=[c[0] for c in CASES])
def test_a_broken_setup_is_located(tmp_path: Path, name: str, old: str, new: str,
                                   expected: list[tuple[str, str]]) -> None:
    path = _write(tmp_path, name, old, new)
    result = load_setup_file(path)
    assert result.spec is None  # nothing registered
    assert [p.text("ru") for p in result.problems] == [f"{path}:{_line(path, needle)}: {message}"
                                                       for needle, message in expected]


def test_every_problem_of_a_setup_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Several checks' problems in one file: all of them, in the file's order, exit 2 from the CLI, no traceback."""
    path = _write(tmp_path, "many", "actions: [check]", "actions: [chek]")
    text = path.read_text(encoding="utf-8")
    for old, new in (("kill_kind: killed}", "kill_kind: kiled}"), ("lines: [24, 24]", "lines: [24, 40]"),
                     ("status: healed, code: target_healed", "status: heeled, code: target_healed")):
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    night = tmp_path / "night.yaml"
    night.write_text("ruleset: village\nplayers: [{name: Иван, role: Мирный житель}]\n", encoding="utf-8")
    assert main(["resolve", str(night), "--rules", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [int(line.split(":")[1]) for line in err.splitlines()[:-1]]
    assert len(lines) == 4 and lines == sorted(lines)
    assert err.splitlines()[-1] == "4 ошибки в файле правил; правила не загружены."


def test_the_same_problem_in_english(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "en", "kill_kind: killed}", "kill_kind: kiled}")
    assert main(["rules", "show", str(path), "--lang", "en"]) == 2
    assert (f"{path}:{_line(path, 'kiled')}: actions.kill.rows[0].kill_kind: 'kiled' is no kill kind of village "
            "(did you mean 'killed'?)") in capsys.readouterr().err


def test_a_night_whose_ruleset_is_not_its_setups(tmp_path: Path) -> None:
    from resolver.input.loader import load_file

    (tmp_path / "village.txt").write_text((VILLAGE.parent / "village.txt").read_text(encoding="utf-8"), "utf-8")
    (tmp_path / "village.yaml").write_text(VILLAGE.read_text(encoding="utf-8"), "utf-8")
    night = tmp_path / "night.yaml"
    night.write_text("ruleset: bankers\nrules: village.yaml\nplayers: [{name: Иван, role: Мирный}]\n", "utf-8")
    assert [p.text("ru") for p in load_file(night).problems] == [
        f"{night}:2: правила ночи «bankers» — не те, что в файле «village.yaml» («village»)"]
