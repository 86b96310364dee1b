"""The sentence map of the two rule texts (issue 17 point 1): `docs/sentences/<ruleset>.yaml`, written with
`tools/sentence_map.py`.

Every line of the packaged text is in the map with its text; a non-blank line holds rules or says why it is no
rule of the night or the day; a rule names a clause whose range holds the line and the goldens that pin it, each
citing that clause in its resolution; the derived fields are what the script derives today; and a rule no golden
pins is a known gap in `docs/sentences/gaps.yaml`, which can only shrink.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from resolver.report.rulings_doc import parse_rulings
from resolver.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("andorra", "bankers")
GAP_KINDS = {"untested", "engine", "cited_elsewhere", "restates", "by_file", "outside"}


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sentence_map", ROOT / "tools" / "sentence_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


sentence_map = _load_tool()


@cache
def entries(ruleset_id: str) -> list[dict[str, Any]]:
    return sentence_map.load_map(ruleset_id)


def rules(ruleset_id: str) -> list[tuple[int, dict[str, Any]]]:
    return [(e["line"], r) for e in entries(ruleset_id) for r in e.get("rules") or []]


@cache
def listed_gaps() -> dict[str, list[dict[str, Any]]]:
    return yaml.safe_load(sentence_map.GAPS_FILE.read_text("utf-8")) or {}


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_line_of_the_text_is_in_the_map_as_packaged(ruleset_id: str) -> None:
    lines = get_ruleset(ruleset_id).text.split("\n")
    mapped = {e["line"]: e.get("text") for e in entries(ruleset_id)}
    assert len(mapped) == len(entries(ruleset_id)), "a line is in the map twice"
    missing = [n for n in range(1, len(lines) + 1) if n not in mapped]
    extra = sorted(set(mapped) - set(range(1, len(lines) + 1)))
    differ = [n for n, text in enumerate(lines, 1) if n in mapped and mapped[n] != text]
    assert not missing and not extra and not differ, (
        f"{ruleset_id}: lines missing {missing}, past the text {extra}, text not the packaged one {differ}")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_line_holds_rules_or_says_why_not(ruleset_id: str) -> None:
    problems = []
    for e in entries(ruleset_id):
        has_rules, reason = bool(e.get("rules")), e.get("not_rule")
        if not e["text"].strip():
            if has_rules or reason:
                problems.append(f"L{e['line']}: a blank line holds nothing")
        elif has_rules == bool(reason) or reason == "TODO":
            problems.append(f"L{e['line']}: needs either rules or a not_rule reason: {e['text'][:60]}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_rule_names_a_clause_holding_its_line_and_real_rulings_and_options(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    rulings = set(parse_rulings((ROOT / "docs" / sentence_map.RULINGS_FILE[ruleset_id]).read_text("utf-8")))
    problems, seen = [], set()
    for line, rule in rules(ruleset_id):
        if not rule.get("rule") or (line, rule["rule"]) in seen:
            problems.append(f"L{line}: a rule needs words of its own on its line: {rule.get('rule')!r}")
        seen.add((line, rule.get("rule")))
        clause = rs.clauses.get(rule.get("clause", ""))
        if clause is None:
            problems.append(f"L{line}: no clause {rule.get('clause')!r} in {ruleset_id}")
        elif not clause.lines[0] <= line <= clause.lines[1]:
            problems.append(f"L{line}: clause {clause.id} ({clause.where}) does not hold the line")
        if rule.get("ruling") and rule["ruling"] not in rulings:
            problems.append(f"L{line}: no ruling {rule['ruling']} in docs/{sentence_map.RULINGS_FILE[ruleset_id]}")
        if rule.get("option") and rule["option"] not in rs.options:
            problems.append(f"L{line}: no option {rule['option']!r} in {ruleset_id}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_golden_named_exists_and_cites_the_rules_clause(ruleset_id: str) -> None:
    """Each golden is resolved once (`golden_citations`); any outcome counts, the day's decisions included."""
    cited = sentence_map.golden_citations(ruleset_id)
    problems = []
    for line, rule in rules(ruleset_id):
        for golden in rule.get("goldens") or []:
            if golden not in cited:
                problems.append(f"L{line}: {golden} is no golden scenario of {ruleset_id}")
            elif rule["clause"] not in cited[golden]:
                problems.append(f"L{line}: {golden} does not cite {rule['clause']} (rule «{rule['rule']}»)")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_derived_fields_are_what_the_script_derives(ruleset_id: str) -> None:
    fresh = sentence_map.derived(ruleset_id)
    stale = [e["line"] for e in entries(ruleset_id)
             if {k: v for k, v in e.items() if k not in (*sentence_map.HAND, "line")} != fresh.get(e["line"])]
    assert not stale, f"{ruleset_id}: derived fields out of date at {stale}: python tools/sentence_map.py " \
                      f"{ruleset_id} --write"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_rule_without_a_golden_is_a_listed_gap_and_a_listed_gap_is_still_open(ruleset_id: str) -> None:
    open_gaps = {(line, r["rule"]) for line, r in rules(ruleset_id) if not r.get("goldens")}
    unsaid = [f"L{line}: «{r['rule']}»" for line, r in rules(ruleset_id) if not r.get("goldens") and not r.get("gap")]
    listed = listed_gaps().get(ruleset_id) or []
    bad = [g for g in listed if g.get("kind") not in GAP_KINDS or not g.get("why")]
    keys = {(g["line"], g["rule"]) for g in listed}
    new = sorted(open_gaps - keys)
    closed = sorted(keys - open_gaps)
    assert not unsaid, "a rule without a golden says what is untested (gap:):\n" + "\n".join(unsaid)
    assert not bad, f"gaps.yaml entries need a kind of {sorted(GAP_KINDS)} and a why: {bad}"
    assert len(keys) == len(listed), "a gap is listed twice"
    assert not new, "rules no golden pins, not listed in docs/sentences/gaps.yaml:\n" + "\n".join(map(str, new))
    assert not closed, "listed in docs/sentences/gaps.yaml but pinned now (or gone): remove them:\n" + "\n".join(
        map(str, closed))
