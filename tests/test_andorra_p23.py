"""п.23 and п.25 of the andorra text as data: every row names its act in the text's words, and the acts of
this part's roles have exactly the flags (hostile, watch, visits) their rows give."""

from __future__ import annotations

import pytest

from resolver.rulesets import get_ruleset
from resolver.rulesets.andorra.general import P23, P23_CLAUSE, P25
from resolver.specs.nature import HostileOn

PART1_ROLES = ("mafia_boss", "mafia_soldier", "mafia_recruiter", "godfather", "mayor", "doctor", "nurse", "reanimator",
               "sheriff", "investigator", "priest", "journalist", "bodyguard", "prosecutor", "executioner", "jailer",
               "villager")
DERIVED = ("counter_shot", "behead", "stake_party")


@pytest.mark.parametrize(("action", "kind", "words"), P23)
def test_p23_row_quotes_the_text(action: str, kind: str, words: str) -> None:
    rs = get_ruleset("andorra")
    assert action in rs.actions
    assert words in rs.clauses[P23_CLAUSE[kind]].quote


@pytest.mark.parametrize(("action", "words"), P25)
def test_p25_row_quotes_the_text(action: str, words: str) -> None:
    rs = get_ruleset("andorra")
    assert action in rs.actions
    assert words in rs.clauses["p25"].quote


def test_part1_acts_have_exactly_their_rows_flags() -> None:
    rs = get_ruleset("andorra")
    acts = {a for r in PART1_ROLES for a in rs.roles[r].actions if rs.actions[a].role_move} | set(DERIVED)
    wrong = []
    for aid in sorted(acts):
        spec = rs.actions[aid]
        want = {kind for a, kind, _w in P23 if a == aid} | {"hostile" for a, _w in P25 if a == aid}
        have = {kind for kind in ("hostile", "watch", "visits") if getattr(spec, kind)}
        have |= {f"hostile:{row.trait}" for row in spec.rows_of(HostileOn)}
        if want != have:
            wrong.append((aid, sorted(want), sorted(have)))
    assert wrong == []
