"""The rule sets as data: clauses quote the text that is the authority, names resolve."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from resolver.specs.post import StatusLine, SuccessLine
from resolver.specs.ruleset import Condition, RulesetSpec
from resolver.rulesets import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
SHARED_RULES = ROOT.parent / "shared" / "rules"
SOURCES = {"bankers": "004_52b8da30a96a632c.txt", "andorra": "000_d74843cc8299482a.txt"}
RULINGS = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs").glob("rulings*.md")))


def _post_notes(rs: RulesetSpec) -> list[tuple[str, str, str | None]]:
    """The (code, clause, ruling) notes of the rule set's morning post (`RulesetSpec.post`)."""
    post = rs.post
    if post is None:
        return []
    notes = [post.headline.title, post.headline.event] if post.headline else []
    notes += [post.hidden.note] if post.hidden else []
    notes += [post.stats.note] if post.stats else []
    return notes


def _post_lines(rs: RulesetSpec) -> list[SuccessLine | StatusLine]:
    return [*rs.post.on_success, *rs.post.about] if rs.post else []


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_packaged_text_is_the_authority(ruleset_id: str) -> None:
    if ruleset_id not in SOURCES:
        pytest.skip("no shared text: the packaged one came with the rule set (classic: the blind run's input)")
    source = SHARED_RULES / SOURCES[ruleset_id]
    if not source.exists():
        pytest.skip("shared rules not beside this checkout")
    assert get_ruleset(ruleset_id).text == source.read_text(encoding="utf-8")


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_reference_points_at_a_clause(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    for clause in rs.clauses.values():
        assert clause.quote, f"clause {clause.id} quotes nothing"
    refs = [a.clause for a in rs.actions.values()] + [r.clause for r in rs.roles.values()]
    refs += [s.clause for s in rs.steps.values()] + [k.clause for k in rs.kill_kinds.values()]
    refs += [e.clause for e in rs.events.values()] + [i.clause for i in rs.items.values()]
    refs += [row.clause for a in rs.actions.values() for row in a.rows if isinstance(getattr(row, "clause", None), str)]
    refs += [c.clause for c in rs.general_conditions]
    refs += [p.clause for p in rs.protections] + [r.clause for r in rs.result_table]
    refs += [p.clause for p in rs.pending.values()]
    for r in rs.roles.values():
        refs += [clause for _, clause in r.grants] + [clause for _, _, clause in r.only_without]
    for p in rs.protections:
        refs += [p.word_clause] if p.word_clause else []
        refs += [clause for _, clause in p.passed_by] + ([p.on_visits[0]] if p.on_visits else [])
    refs += [clause for r in rs.result_table for clause in r.see_also]
    refs += [clause for clause, _ruling in rs.citations.values()]
    refs += [note[1] for note in _post_notes(rs)] + [line.clause for line in _post_lines(rs) if line.clause]
    for ref in refs:
        assert ref in rs.clauses, ref


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_ruling_and_option_is_written_up(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    headings = set(re.findall(r"^### ((?:[AB]|AN|CL)-\d\d+)", RULINGS, flags=re.M))
    rulings = {c.ruling for a in rs.actions.values() for c in a.rows_of(Condition) if c.ruling}
    rulings |= {c.ruling for c in rs.general_conditions if c.ruling}
    rulings |= {p.ruling for p in rs.protections if p.ruling} | {r.ruling for r in rs.result_table if r.ruling}
    rulings |= {o.ruling for o in rs.options.values()}
    rulings |= {note[2] for note in _post_notes(rs) if note[2]}
    if rs.post is not None:
        rulings |= {line.ruling for line in rs.post.on_success if line.ruling}
        rulings |= {r for r in (rs.post.void_reads.ruling if rs.post.void_reads else None,
                                rs.post.out[1] if rs.post.out else None) if r}
    assert rulings <= headings, sorted(rulings - headings)
    for option in rs.options:
        assert f"`{option}`" in RULINGS, f"option {option} is not in docs/rulings.md"


def test_russian_and_english_names_resolve() -> None:
    rs = get_ruleset("bankers")
    assert rs.role_id("Доктор") == "doctor"
    assert rs.role_id("врач") == "doctor"
    assert rs.role_id("Актёр") == "actor"
    assert rs.action_id("Лечение") == "heal"
    assert rs.action_id("heal") == "heal"
    assert rs.event_id("Полнолуние") == "full_moon"
    assert rs.item_id("броник") == "vest"
    assert rs.clan_id("1") == "Клан1"
    assert get_ruleset("банкиры") is rs
