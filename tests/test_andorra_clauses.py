"""The andorra clause map and order of moves: every range is a real quote of the text."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from resolver.rulesets.andorra.clauses import CLAUSES
from resolver.rulesets.andorra.steps import STEP_OF_ACTION, STEPS

ROOT = Path(__file__).resolve().parent.parent
TEXT = ROOT / "resolver" / "rulesets" / "texts" / "andorra.txt"
SHARED = ROOT.parent / "shared" / "rules" / "000_d74843cc8299482a.txt"  # beside the checkout, where the texts are kept
LINES = TEXT.read_text(encoding="utf-8").split("\n")


def test_text_has_423_lines() -> None:
    # `wc -l` says 422: the last line has no newline.
    assert len(LINES) == 423
    assert LINES[0] == "показать"
    assert LINES[128].startswith("Очередность ходов:")


@pytest.mark.skipif(not SHARED.parent.is_dir(), reason="the shared rules folder is absent")
def test_text_is_the_shared_copy() -> None:
    assert TEXT.read_bytes() == SHARED.read_bytes()


@pytest.mark.parametrize("clause_id", sorted(CLAUSES))
def test_range_lies_inside_the_text(clause_id: str) -> None:
    title_ru, title_en, (first, last) = CLAUSES[clause_id]
    assert title_ru and title_en
    assert 1 <= first <= last <= len(LINES)
    assert all(LINES[i - 1].strip() for i in (first, last)), "a range starts or ends on an empty line"


def test_ids_are_unique() -> None:
    source = (ROOT / "resolver" / "rulesets" / "andorra" / "clauses.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    keys = [
        k.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Dict)
        for k in node.keys
        if isinstance(k, ast.Constant)
    ]
    assert len(keys) == len(set(keys)) == len(CLAUSES)


def test_numbered_clauses_start_at_their_number() -> None:
    numbered = [c for c in CLAUSES if c.startswith("p") and c[1:].isdigit()]
    assert sorted(numbered) == [f"p{n:02d}" for n in range(1, 29) if n != 10]
    for cid in numbered:
        first, last = CLAUSES[cid][2]
        assert LINES[first - 1] == f"{cid[1:]}.", cid
        assert LINES[last].strip() in {f"{int(cid[1:]) + 1:02d}.", "11.", "Роли:"}, cid


# Role sections of the mafia follow the group rules (L131-136); they are not inside them.
OWN_SECTIONS = {"mafia.boss", "mafia.soldier", "mafia.recruiter"}


def test_sub_clauses_lie_inside_their_parent() -> None:
    for cid, (_, _, (first, last)) in CLAUSES.items():
        parent = cid.rsplit(".", 1)[0]
        if parent != cid and parent in CLAUSES and cid not in OWN_SECTIONS:
            p_first, p_last = CLAUSES[parent][2]
            assert p_first <= first <= last <= p_last, cid


def test_role_sections_open_with_the_role_name() -> None:
    heads = {
        "mafia.boss": "Босс мафии", "mafia.soldier": "Рядовой мафиози", "doctor": "Доктор",
        "priest": "Священник", "bodyguard": "Телохранитель", "villager": "Мирный житель",
        "tour_operator": "Туроператор", "maniac": "Маньяк", "telepath": "Телепат",
        "vampire": "Вампир", "undead": "НЕЧИСТЬ:", "mafia": "МАФИЯ:",
    }
    for cid, head in heads.items():
        assert LINES[CLAUSES[cid][2][0] - 1] == head, cid


def test_order_of_moves_has_43_positions_as_in_the_text() -> None:
    assert len(STEPS) == 43
    assert [s[1] for s in STEPS] == sorted(s[1] for s in STEPS)
    assert len({s[0] for s in STEPS}) == 43
    body = LINES[128].removeprefix("Очередность ходов: ").removesuffix(".")
    # split at top-level commas only (commas inside parentheses belong to one position)
    parts: list[str] = []
    depth, cur = 0, ""
    for ch in body:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    assert [s[2] for s in STEPS] == parts
    assert all(s[4] in CLAUSES for s in STEPS)


def test_every_slice_action_has_a_step() -> None:
    steps = {s[0] for s in STEPS}
    assert set(STEP_OF_ACTION.values()) <= steps
