"""The sentence map of a rule text (issue 17): every line, the rules it holds, what encodes each, and the goldens.

    python tools/sentence_map.py andorra|bankers [--write] [--suggest]

prints the gaps (a line with neither rules nor a reason, a rule no golden pins); `--write` updates the map;
`--suggest` adds, under each rule without a golden, the goldens whose resolution cites its clause.

The map is `docs/sentences/<ruleset>.yaml`, one entry a line of the packaged text. What a person wrote is kept
on every run: a line's `rules` (each rule the line holds: `rule`, the `clause` that carries it, the `goldens`
that pin it, and where they apply the project `ruling` and the `option` that read it, or a `gap` saying what
no golden tests) or its `not_rule` (why the line is no rule of the night or the day). What can be derived is
written by this script and checked fresh by tests/test_sentence_map.py: the clauses whose range covers the line,
the data rows that cite them, the rulings that quote the line, the options those rulings name.
`docs/sentences/gaps.yaml` lists the rules no golden pins, so that the list can only shrink.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections import defaultdict
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from resolver.api import resolve_file  # noqa: E402
from resolver.report.rulings_doc import parse_rulings  # noqa: E402
from resolver.rulesets import get_ruleset  # noqa: E402
from resolver.specs.ruleset import RulesetSpec  # noqa: E402

RULINGS_FILE = {"andorra": "rulings_andorra.md", "bankers": "rulings.md"}
LINE_REF = re.compile(r"\bL(\d+)(?:\s*[-–]\s*L?(\d+))?")
HAND = ("rules", "not_rule")  # the keys of an entry a person writes; the others are derived
GAPS_FILE = ROOT / "docs" / "sentences" / "gaps.yaml"


def map_path(ruleset_id: str) -> Path:
    return ROOT / "docs" / "sentences" / f"{ruleset_id}.yaml"


def load_map(ruleset_id: str) -> list[dict[str, Any]]:
    path = map_path(ruleset_id)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C loader when PyYAML has it: the maps are long
    return (yaml.load(path.read_text("utf-8"), Loader=loader) or []) if path.exists() else []


def other_names(rs: RulesetSpec) -> set[str]:
    """Ids that are not clause ids although some are spelt like one: a role `doctor`, the side `mafia`."""
    names = set(rs.roles) | set(rs.actions) | set(rs.items) | set(rs.kill_kinds) | set(rs.events)
    for role in rs.roles.values():
        names |= {role.side, *role.traits} | ({role.team} if role.team else set())
    return names


def _walk(value: Any, path: str, field: str, clause_ids: set[str], ambiguous: set[str],
          out: dict[str, list[str]], seen: set[int]) -> None:
    if isinstance(value, str):
        # a string spelt like a clause id cites it, unless it is also another id and its field does not say clause
        if value in clause_ids and ("clause" in field or field == "citations" or value not in ambiguous):
            out[value].append(path)
        return
    if id(value) in seen or value is None or isinstance(value, (int, float, bool, type)):
        return
    seen.add(id(value))
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            if f.name in ("memo", "_name_index", "clauses", "policy", "ruleset_text"):
                continue
            _walk(getattr(value, f.name), f"{path}.{f.name}" if path else f.name, f.name, clause_ids, ambiguous,
                  out, seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            _walk(v, f"{path}[{k}]", k if isinstance(k, str) and "clause" in k else field, clause_ids, ambiguous,
                  out, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for i, v in enumerate(value):
            _walk(v, f"{path}[{i}]", field, clause_ids, ambiguous, out, seen)


def rows_citing(rs: RulesetSpec) -> dict[str, list[str]]:
    """Clause id -> the paths of the data that name it (`actions[heal].conditions[0].clause`)."""
    out: dict[str, list[str]] = defaultdict(list)
    _walk(rs, "", "", set(rs.clauses), other_names(rs) & set(rs.clauses), out, set())
    return out


def rulings_quoting(ruleset_id: str) -> dict[int, list[str]]:
    """Line -> the project rulings whose «Text» paragraph quotes it."""
    text = (ROOT / "docs" / RULINGS_FILE[ruleset_id]).read_text("utf-8")
    out: dict[int, list[str]] = defaultdict(list)
    for ruling_id, ruling in parse_rulings(text).items():
        quoted = ruling.body_for("en").split("**Ruling", 1)[0]
        for m in LINE_REF.finditer(quoted):
            first = int(m.group(1))
            last = int(m.group(2) or first)
            for line in range(first, min(last, first + 60) + 1):
                out[line].append(ruling_id)
    return out


@cache
def golden_citations(ruleset_id: str) -> dict[str, frozenset[str]]:
    """Every golden of the rule set (its path from the repo root) -> every clause its resolution cites, in any
    of its outcomes, the day's decisions included. Each golden is resolved once per process."""
    out = {}
    for path in sorted((ROOT / "scenarios" / ruleset_id).rglob("*.yaml")):
        if "expect:" not in path.read_text("utf-8"):
            continue
        _, res = resolve_file(path)
        cited = frozenset(d.clause for alt in res.alternatives for d in alt.decisions) if res else frozenset()
        out[str(path.relative_to(ROOT))] = cited
    return out


def citing_goldens(ruleset_id: str, clause_id: str, line: int | None = None) -> list[str]:
    """The goldens citing the clause; those whose file names the line (`L117`) first."""
    cited = [p for p, clauses in golden_citations(ruleset_id).items() if clause_id in clauses]
    if line is None:
        return cited
    names_line = {p for p in cited if re.search(rf"\bL{line}\b", (ROOT / p).read_text("utf-8"))}
    return sorted(cited, key=lambda p: p not in names_line)


def derived(ruleset_id: str) -> dict[int, dict[str, Any]]:
    """What the script writes of each line: clauses, rows, rulings, options."""
    rs = get_ruleset(ruleset_id)
    rows = rows_citing(rs)
    quoted = rulings_quoting(ruleset_id)
    options_of: dict[str, list[str]] = defaultdict(list)
    for option in rs.options.values():
        options_of[option.ruling].append(option.name)
    lines = rs.text.split("\n")
    out: dict[int, dict[str, Any]] = {}
    for number in range(1, len(lines) + 1):
        clauses = sorted((c for c in rs.clauses.values() if c.lines[0] <= number <= c.lines[1]),
                         key=lambda c: (c.lines[1] - c.lines[0], c.id))
        entry: dict[str, Any] = {"text": lines[number - 1]}
        if clauses:
            entry["clauses"] = [c.id for c in clauses]
            entry["rows"] = sorted({r for c in clauses for r in rows.get(c.id, [])})
        if quoted.get(number):
            entry["rulings"] = sorted(set(quoted[number]))
            entry["options"] = sorted({o for r in quoted[number] for o in options_of.get(r, [])})
        out[number] = {k: v for k, v in entry.items() if v != []}
    return out


def build(ruleset_id: str) -> list[dict[str, Any]]:
    """The map: what a person wrote, kept; the derived fields, new; a line never mapped gets a first guess."""
    old = {e["line"]: e for e in load_map(ruleset_id)}
    entries = []
    for number, entry in derived(ruleset_id).items():
        hand = {k: v for k, v in old.get(number, {}).items() if k in HAND}
        if not hand and entry["text"].strip():
            if entry.get("clauses"):  # the narrowest covering clause that a golden cites, else the narrowest
                cited = [(c, citing_goldens(ruleset_id, c, number)) for c in entry["clauses"]]
                clause, pinned = next(((c, g) for c, g in cited if g), cited[0])
                hand = {"rules": [{"rule": entry["text"].strip()[:200], "clause": clause, "goldens": pinned[:3]}]}
            else:
                hand = {"not_rule": "TODO"}
        entries.append({"line": number, **entry, **hand})
    return entries


def gaps(ruleset_id: str, entries: list[dict[str, Any]], suggest: bool = False) -> list[str]:
    out = []
    for e in entries:
        if e.get("not_rule") == "TODO":
            out.append(f"L{e['line']}: no rule and no reason: {e['text'][:70]}")
        for rule in e.get("rules", []):
            if not rule.get("goldens"):
                out.append(f"L{e['line']}: no golden for «{rule['rule'][:60]}» ({rule['clause']}): "
                           f"{rule.get('gap', 'no gap said')}")
                if suggest:
                    out += [f"    cites it: {p}" for p in citing_goldens(ruleset_id, rule["clause"], e["line"])[:5]]
    return out


def main() -> None:
    ruleset_id = sys.argv[1]
    entries = build(ruleset_id)
    for gap in gaps(ruleset_id, entries, suggest="--suggest" in sys.argv):
        print(gap)
    if "--write" in sys.argv:
        map_path(ruleset_id).parent.mkdir(parents=True, exist_ok=True)
        map_path(ruleset_id).write_text(
            f"# The sentence map of {ruleset_id}'s text: tools/sentence_map.py; `rules`/`not_rule` are written by hand.\n"
            + yaml.safe_dump(entries, allow_unicode=True, sort_keys=False, width=120), "utf-8")


if __name__ == "__main__":
    main()
