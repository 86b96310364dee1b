"""The report renders decisions: it names no rule-set id, and every line it writes is a decision with a clause.

The report's modules (`resolver/report/*.py`) must not hold, as a string literal, the id of a role,
action, event, item, kill kind or status of any registered rule set: what the post and the private
results say is recorded by the rule set (kinds `headline`, `post`, `stat`, `hidden_role`, `private`,
`letter`) and its sentences live in the rule set's own `messages` table.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from resolver import report
from resolver.api import resolve_file
from resolver.report.messages import MESSAGES, render
from resolver.specs.ruleset import Condition, RulesetSpec
from resolver.rulesets import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
CLEAN = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "resolver" / "report").glob("*.py")) + ["resolver/text/messages.py"]
# The checks of a night file read rule-set data (and its check rows), never its ids.
BEING_CLEANED = ["resolver/input/validate.py"] + sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "resolver" / "input" / "checks").glob("*.py"))
# Field names of the scenario file and of the report's records that happen to equal a rule-set id
# (`moves[].actor` is who moved, not the Актер; `players[].clan` is not the clan kill): allowed only as a
# dict key, a subscript or an element of a location tuple (`row["actor"]`, `("players", i, "clan")`),
# never compared with or used as a value.
FIELD_NAMES = {"actor", "clan"}
EXAMPLE = ROOT / "scenarios" / "examples" / "bankers_night1.yaml"
AMBIGUOUS = ROOT / "tests" / "fixtures" / "ambiguous.yaml"


def _statuses(rs: RulesetSpec) -> set[str]:
    conditions = list(rs.general_conditions) + [c for a in rs.actions.values() for c in a.rows_of(Condition)]
    return {c.status for c in conditions}


def ruleset_ids() -> dict[str, str]:
    """Every id of every registered rule set -> what it is («bankers role», ...)."""
    ids: dict[str, str] = {}
    for ruleset_id in available_rulesets():
        rs = get_ruleset(ruleset_id)
        for what, table in (("role", rs.roles), ("action", rs.actions), ("event", rs.events),
                            ("item", rs.items), ("kill kind", rs.kill_kinds)):
            for item_id in table:
                ids.setdefault(item_id, f"{ruleset_id} {what}")
        for status in _statuses(rs):
            ids.setdefault(status, f"{ruleset_id} status")
    return ids


def _docstrings(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def _field_positions(tree: ast.AST) -> set[int]:
    """Constants used as a dict key, a subscript or a tuple element: names of a record's fields."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            out.update(id(k) for k in node.keys if isinstance(k, ast.Constant))
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            out.add(id(node.slice))
        elif isinstance(node, ast.Tuple):
            out.update(id(e) for e in node.elts if isinstance(e, ast.Constant))
    return out


def ids_named_in(path: str) -> list[str]:
    """`file:line: 'literal' (what)` for each string literal that is, or holds, a rule-set id."""
    ids = ruleset_ids()
    # An id with an underscore is an identifier wherever it appears; a plain word only as the whole literal
    # («dead» in an English sentence is a word, not the status).
    tokens = {i: re.compile(rf"(?<![A-Za-z0-9_]){re.escape(i)}(?![A-Za-z0-9_])") for i in ids if "_" in i}
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    fields = _field_positions(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or id(node) in skip:
            continue
        value = node.value
        if value in ids and not (value in FIELD_NAMES and id(node) in fields):
            found.append(f"{path}:{node.lineno}: {value!r} ({ids[value]})")
            continue
        for item_id, pattern in tokens.items():
            if pattern.search(value):
                found.append(f"{path}:{node.lineno}: {value!r} holds {item_id!r} ({ids[item_id]})")
    return found


def test_the_id_list_is_complete() -> None:
    ids = ruleset_ids()
    for must in ("villager", "steal_move", "eclipse", "vest", "robbed", "beaten", "guest", "stolen", "lynch"):
        assert must in ids, must


@pytest.mark.parametrize("path", CLEAN)
def test_report_and_messages_name_no_ruleset_id(path: str) -> None:
    found = ids_named_in(path)
    assert not found, "rule-set ids in the report's code (record a decision in the rule set instead):\n" + "\n".join(found)


@pytest.mark.parametrize("path", BEING_CLEANED)
def test_validate_names_no_ruleset_id(path: str) -> None:
    """The file checks read rule-set data (and a rule set's check rows), never its ids."""
    found = ids_named_in(path)
    assert not found, f"rule-set ids in {path}: " + "; ".join(found)


def test_the_checker_catches_an_id() -> None:
    """The grep itself works: a literal id, and an id inside a literal, are both found."""
    sample = ROOT / "tests" / "_report_clean_sample.py"
    sample.write_text('X = "eclipse"\nY = f"{1}steal_move"\nZ = {"actor": 1}\nW = Z == "actor"\nV = ("robbed", 1)\n',
                      encoding="utf-8")
    try:
        found = ids_named_in(str(sample.relative_to(ROOT)))
    finally:
        sample.unlink()
    assert [line.split(": ", 1)[0].rsplit(":", 1)[1] for line in found] == ["1", "2", "4", "5"], found


# --------------------------------------------------------- messages by rule set
def test_generic_table_holds_no_ruleset_code() -> None:
    for ruleset_id in available_rulesets():
        rs = get_ruleset(ruleset_id)
        own = {c.code for a in rs.actions.values() for c in a.rows_of(Condition)} | {c.code for c in rs.general_conditions}
        generic_engine = {"actor_dead", "target_dead"}  # the kill primitive's statuses, worded once
        assert not (own - generic_engine) & set(MESSAGES), sorted((own - generic_engine) & set(MESSAGES))
        assert rs.messages, f"{ruleset_id} has no messages table"


@pytest.mark.parametrize("path", sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "setups" not in p.parts),
                         ids=lambda p: p.name)
def test_every_decision_has_a_sentence(path: Path) -> None:
    """No code reaches a player or the host raw: every decision renders from a table, in both languages."""
    _, res = resolve_file(path)
    if res is None:
        pytest.skip("not a resolvable night")
    for alt in res.alternatives:
        for d in alt.decisions:
            for lang in ("ru", "en"):
                text = render(d.code, d.params, lang, res.ruleset)
                assert text != d.code, f"{path.name}: no sentence for {d.code!r}"
        for nc in res.night.not_counted:
            assert render(nc.code, nc.params, "ru", res.ruleset) != nc.code


# ------------------------------------------------- what the host tells: decisions
def test_post_lines_are_decisions_with_clauses() -> None:
    _, res = resolve_file(EXAMPLE)
    assert res is not None
    alt = res.alternatives[0]
    kinds = {d.kind: d for d in alt.decisions}
    assert kinds["headline"].clause in res.ruleset.clauses
    stat = kinds["stat"]
    assert res.ruleset.clauses[stat.clause].where == "L198" and stat.ruling == "B-40"
    assert "статистику убийств, проверок и избиений" in res.ruleset.clauses[stat.clause].quote
    post = report.morning_post(res, alt, "ru")
    assert post.splitlines()[0] == report.decision_text(res, kinds["headline"], "ru")
    assert post.splitlines()[-1] == report.decision_text(res, stat, "ru")


def test_private_lines_are_decisions_with_clauses() -> None:
    _, res = resolve_file(EXAMPLE)
    assert res is not None
    alt = res.alternatives[0]
    private = [d for d in alt.decisions if d.kind == "private"]
    by_code = {d.code: d for d in private}
    assert by_code["private_robbed"].clause == "thief"          # L49 «сил выполнить свой ролевой ход»
    assert by_code["private_beaten"].clause == "thug.beat"      # L126 «валяется в канаве до утра»
    guests = [d for d in private if d.code == "private_guest"]
    assert {d.clause for d in guests} == {"vixen.invite", "shizik.invite"}  # L85, L100 «и ход пропускает»
    assert all(d.clause in res.ruleset.clauses for d in private)
    lines = report.private_results(res, alt, "ru")
    assert "Вас обворовали: сил выполнить свой ролевой ход уже не остаётся" in lines["Айболит"]
    assert "Вы провели ночь в гостях у игрока Мадам и пропускаете ход" in lines["Пётр"]
    assert "Вы выбыли из игры: повешен" in lines["Дарья"]


def test_a_void_move_reads_failed_by_a_decision() -> None:
    _, res = resolve_file(EXAMPLE)
    assert res is not None
    alt = res.alternatives[0]
    word = next(d for d in alt.decisions if d.kind == "private_result")
    assert res.night.act(word.subject).actor == "Шерлок" and alt.outcomes[word.subject].result == "void"
    assert word.clause == "detective.fails" and word.ruling == "B-02"   # «- Детектив мертв/избит/обворован;» L69
    assert "Проверка (Детектив) → Щипач: неудачно" in report.private_results(res, alt, "ru")["Шерлок"]


def _night(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_eclipse_hides_roles_by_a_decision(tmp_path: Path) -> None:
    path = _night(tmp_path, "ruleset: bankers\nnight: 2\n"
                  "players:\n"
                  "  - {name: Дон, role: Босс, clan: Клан1}\n"
                  "  - {name: Иван, role: Детектив}\n"
                  "  - {name: Пётр, role: Мирный}\n"
                  "day: {lynched: [Пётр], next_event: Солнечное затмение}\n"
                  "moves:\n"
                  "  - {actor: Дон, action: Убийство от клана, target: Иван}\n")
    _, res = resolve_file(path)
    assert res is not None
    alt = res.alternatives[0]
    hidden = [d for d in alt.decisions if d.kind == "hidden_role"]
    assert [d.subject for d in hidden] == ["player:Иван"]      # the night's dead; the lynch was not on an eclipse day
    assert hidden[0].clause == "event.eclipse" and hidden[0].ruling == "B-29"
    post = report.morning_post(res, alt, "ru")
    assert "Убит: Иван (роль не открывается)" in post and "Повешен: Пётр (Мирный)" in post
    assert "Событие дня: Солнечное затмение" in post
    assert "Today's event: Solar eclipse" in report.morning_post(res, alt, "en")
    # The lynch of an eclipse day: «не открываются роли повешенного».
    path.write_text(path.read_text(encoding="utf-8").replace("next_event:", "event:"), encoding="utf-8")
    _, res = resolve_file(path)
    assert res is not None
    post = report.morning_post(res, res.alternatives[0], "ru")
    assert "Повешен: Пётр (роль не открывается)" in post and "Убит: Иван (Детектив)" in post
    assert "Событие дня" not in post


def test_tricksters_answer_is_a_decision(tmp_path: Path) -> None:
    path = _night(tmp_path, "ruleset: bankers\n"
                  "players:\n"
                  "  - {name: Ловкач, role: Жулик}\n"
                  "  - {name: Айболит, role: Врач}\n"
                  "  - {name: Иван, role: Мирный}\n"
                  "moves:\n"
                  "  - actor: Ловкач\n"
                  "    action: Жульничество\n"
                  "    target: Айболит\n"
                  "    branches:\n"
                  "      - {if: Врач, target: Иван}\n")
    _, res = resolve_file(path)
    assert res is not None
    alt = res.alternatives[0]
    answer = next(d for d in alt.decisions if d.kind == "private" and d.code == "steal_answer")
    assert res.ruleset.clauses[answer.clause].where == "L141-150"
    assert "жертва является ролевым мирным" in res.ruleset.clauses[answer.clause].quote
    lines = report.private_results(res, alt, "ru")["Ловкач"]
    assert any(line.endswith("удачно — жертва является ролевым мирным") for line in lines), lines
    assert "Ваш ролевой ход украли" in report.private_results(res, alt, "ru")["Айболит"]


def test_the_post_is_clean_and_the_note_is_apart() -> None:
    _, res = resolve_file(AMBIGUOUS)
    assert res is not None and res.ambiguous
    note = report.post_note(res, "ru")
    assert note and "несколько исходов" in note
    for alt in res.alternatives:
        for lang in ("ru", "en"):
            post = report.morning_post(res, alt, lang)
            assert "ВНИМАНИЕ" not in post and "NOTE" not in post
    assert note in report.resolution_text(res, "ru")
    data = report.to_dict(res, "ru")
    assert all(a["post_note"] == note for a in data["alternatives"])
    _, plain = resolve_file(EXAMPLE)
    assert plain is not None and report.post_note(plain) is None


# ------------------------------------------------ no internal ids in sentences
def _sentences(res: report.Resolution, lang: str) -> str:
    text = report.resolution_text(res, lang) + "".join(report.explain(res, p.name, lang) for p in res.scenario.players)
    return re.sub(r"docs/rulings\.md|\w+ «[^»]*» L[\d-]+", "", text)  # clause references name the rule set


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").rglob("*.yaml")) + sorted((ROOT / "tests" / "fixtures").glob("*.yaml")),
                         ids=lambda p: p.name)
def test_no_internal_id_inside_a_russian_sentence(path: Path) -> None:
    """«(lynch)», «actor_robbed»: an id or a code is never part of what the tool says in Russian."""
    _, res = resolve_file(path)
    if res is None:
        pytest.skip("not a resolvable night")
    internal = set(ruleset_ids()) | set(MESSAGES) | set(res.ruleset.messages)
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]+", _sentences(res, "ru")))
    assert not words & internal, sorted(words & internal)
