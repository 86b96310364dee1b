"""Run the settings mutants of every rule set against its goldens and write the report (`make mutation`).

`python -m tests.mutation_settings_run` tries every mutant of every setting (`tests/mutation_settings.py`): a mutant
the registration check refuses is caught by the check; else it takes the rule set's place in
`resolver.rulesets._CACHE` and the rule set's goldens run, those naming what the setting's row names first (its
clause, its action, its role), up to the first that fails or that the mutant refuses as a file (the input's checks
read some settings: a role's moves, a roster's limits), then the kept bad inputs, as the row test does. A setting
is pinned when every mutant of it is caught, declared inert when `tests/mutation_inert.yaml` says so, else unpinned.
The report, `docs/mutation_settings.md`, gives per rule set the settings, pinned, caught by the check, declared inert
and unpinned, and the unpinned list with the mutants that pass every golden; `tests/test_mutation_settings.py` reads
it back. Plain serial: a night resolves in a few milliseconds.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

import resolver.rulesets as ruleset_module
from model import Scenario
from resolver.api import resolve
from resolver.game.golden import compare
from resolver.input.loader import LoadResult
from resolver.input.validate import validate
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.rulesets.check import check_ruleset
from resolver.specs.ruleset import RulesetSpec
from tests.mutation_settings import Mutant, Setting, enumerate_settings
from tests.test_mutation import _problems_of, bad_inputs, goldens

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "docs" / "mutation_settings.md"
INERT_FILE = Path(__file__).with_name("mutation_inert.yaml")
CHECK = "the registration check"


def _shown(path: Path) -> str:
    """A path as the repo names it (the report's), else as given."""
    return str(path.relative_to(ROOT)) if path.is_absolute() and path.is_relative_to(ROOT) else str(path)


def inert() -> dict[str, str]:
    """`tests/mutation_inert.yaml`: setting key -> why no night can show it."""
    data = yaml.safe_load(INERT_FILE.read_text(encoding="utf-8")) or {}
    assert isinstance(data, dict) and set(data) <= {"inert"}, INERT_FILE
    rows = data.get("inert") or {}
    assert isinstance(rows, dict), f"{INERT_FILE.name}: inert must map setting keys to text"
    return {str(k): str(v) for k, v in rows.items()}


@cache
def _golden_names(ruleset_id: str) -> dict[str, frozenset[str]]:
    """Each golden -> what its night names under the real rule set: the clauses its decisions cite, its acts'
    actions, its players' roles, the options it sets."""
    out = {}
    for name, scenario in goldens(ruleset_id):
        res = resolve(scenario)
        names = {d.clause for alt in res.alternatives for d in alt.decisions}
        names |= {act.action for act in res.acts}
        names |= {p.role.id for p in res.night.players.values()}
        names |= set(scenario.options or {})
        out[name] = frozenset(names)
    return out


def ordered_goldens(setting: Setting) -> list[tuple[str, Scenario]]:
    """The rule set's goldens, those naming most of what the setting's row names first (only the order changes)."""
    names = _golden_names(setting.ruleset_id)
    return sorted(goldens(setting.ruleset_id), key=lambda g: -len(names[g[0]] & setting.tokens))


@contextmanager
def in_place(spec: RulesetSpec) -> Iterator[None]:
    """`spec` in its rule set's place for the resolver, the real one back afterwards."""
    real = ruleset_module._CACHE[spec.id]
    ruleset_module._CACHE[spec.id] = spec
    try:
        yield
    finally:
        ruleset_module._CACHE[spec.id] = real


def catcher(mutant_spec: RulesetSpec, order: Iterable[tuple[str, Scenario]]) -> str | None:
    """What catches a mutant rule set: the check, the first failing golden or a changed bad input; None if nothing."""
    problems: list[str]
    try:
        problems = check_ruleset(mutant_spec)
    except Exception as exc:  # a value the check cannot even read
        problems = [f"{type(exc).__name__}: {exc}"]
    if problems:
        return CHECK
    kept = bad_inputs()  # with the real rule sets, before the mutant takes its place
    with in_place(mutant_spec):
        for name, scenario in order:
            assert scenario.expect is not None
            if refused(scenario):
                return f"{name} (refused)"
            try:
                res = resolve(scenario)
                found: list[str] = compare(res, scenario.expect)
            except Exception as exc:  # a mutant that crashes the engine (or trips its asserts) is caught too
                found = [f"{type(exc).__name__}: {exc}"]
            else:
                if res.ruleset is not mutant_spec:
                    raise RuntimeError("the resolver did not use the mutant rule set")
            if found:
                return name
        for path, before in kept:
            if _problems_of(path) != before:
                return f"tests/bad_input/{path.name}"
    return None


def refused(scenario: Scenario) -> bool:
    """Does the rule set in place refuse the golden's file? (A setting the input's checks read, a role's moves or
    a roster's limit, shows there: the golden would no longer load.) The golden was read once with the real rule
    set; its copy is checked again."""
    result = LoadResult("golden")
    try:
        validate(scenario.model_copy(deep=True), result)
    except Exception:  # a check the mutant crashes refuses the file too
        return True
    return bool(result.problems)


@dataclass(frozen=True)
class Verdict:
    setting: Setting
    caught: tuple[tuple[Mutant, str | None], ...]  # each mutant with what caught it

    @property
    def survivors(self) -> tuple[Mutant, ...]:
        return tuple(m for m, by in self.caught if by is None)

    @property
    def by_check(self) -> bool:
        return all(by == CHECK for _m, by in self.caught)


def judge(setting: Setting) -> Verdict:
    spec = get_ruleset(setting.ruleset_id)
    order = ordered_goldens(setting)
    return Verdict(setting, tuple((m, catcher(m.build(spec), order)) for m in setting.mutants))


def all_settings() -> list[Setting]:
    return [s for rid in available_rulesets() for s in enumerate_settings(get_ruleset(rid))]


def record(verdict: Verdict) -> dict[str, Any]:
    """A verdict as plain data (the JSON a run leaves in artifacts/, the report is rendered from)."""
    return {"key": verdict.setting.key, "ruleset": verdict.setting.ruleset_id, "value": repr(verdict.setting.value),
            "mutants": [{"label": m.label, "caught_by": by} for m, by in verdict.caught]}


def classify(rec: dict[str, Any], declared: dict[str, str]) -> str:
    if rec["key"] in declared:
        return "inert"
    caught = [m["caught_by"] for m in rec["mutants"]]
    if None in caught:
        return "unpinned"
    return "check" if all(by == CHECK for by in caught) else "pinned"


def render(records: list[dict[str, Any]], declared: dict[str, str], command: str,
           settings: dict[str, list[str]]) -> str:
    """The report; `settings`: rule set -> every setting's key now (those no record has are *not measured*)."""
    lines = ["# Settings mutation (issue 17 point 3)", "",
             "Every setting of a rule set (a field its data writes that tunes a mechanic: a bool, a number, a literal, "
             "an option switch, a set of ids, an optional id; `tests/mutation_settings.py`) is changed one mutant at "
             "a time: reset to the field's default, or a neighbouring value. A setting is *pinned* when every mutant "
             "makes a golden fail (or makes the mutant refuse a golden's file, or changes a kept bad input), *caught "
             "by the check* when the registration check refuses every mutant, *declared inert* in "
             "`tests/mutation_inert.yaml`, else *unpinned* (its mutants that pass every golden are listed; *no "
             "mutant caught* counts those none of whose mutants anything notices). A setting the run did not try is "
             "*not measured* and counts as unpinned in the share. `tests/test_mutation_settings.py` replays a sample "
             "and holds the share to the figure below.", "",
             f"Made by `{command}`.", "",
             "| rule set | settings | not measured | mutants tried | pinned | caught by the check | declared inert "
             "| unpinned | share unpinned or not measured | no mutant caught |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    body: list[str] = []
    for rid in sorted(settings):
        keys = set(settings[rid])
        mine = [r for r in records if r["ruleset"] == rid and r["key"] in keys]
        kinds = [classify(r, declared) for r in mine]
        unpinned = kinds.count("unpinned")
        unmeasured = len(keys) - len(mine)
        none_caught = sum(1 for r, k in zip(mine, kinds)
                          if k == "unpinned" and all(m["caught_by"] is None for m in r["mutants"]))
        share = 100 * (unpinned + unmeasured) / max(len(keys), 1)
        lines.append(f"| {rid} | {len(keys)} | {unmeasured} | {sum(len(r['mutants']) for r in mine)} "
                     f"| {kinds.count('pinned')} | {kinds.count('check')} | {kinds.count('inert')} | {unpinned} "
                     f"| {share:.1f}% | {none_caught} |")
        body += ["", f"## {rid}: unpinned ({unpinned})", ""]
        for rec, kind in zip(mine, kinds):
            if kind == "unpinned":
                passed = ", ".join(m["label"] for m in rec["mutants"] if m["caught_by"] is None)
                body.append(f"- `{rec['key']}` = `{rec['value']}`; passes every golden: {passed}")
        body += ["", f"<details><summary>{rid}: pinned, caught by the check, declared inert</summary>", ""]
        for rec, kind in zip(mine, kinds):
            if kind != "unpinned":
                by = sorted({m["caught_by"] for m in rec["mutants"]} - {None})
                body.append(f"- {kind} `{rec['key']}`" + (f": {', '.join(by)}" if kind != "inert" else ""))
        body += ["", "</details>"]
    return "\n".join(lines + body) + "\n"


ROW = re.compile(r"^\| (\w+) \| (\d+) \| (\d+) \| \d+ \| \d+ \| \d+ \| \d+ \| (\d+) \|")
UNPINNED = re.compile(r"^- `([^`]+)` = `.*`; passes every golden: (.*)$")
MEASURED = re.compile(r"^- (pinned|check|inert) `([^`]+)`")


@dataclass(frozen=True)
class Recorded:
    """The report read back."""

    figures: dict[str, tuple[int, int]]  # rule set -> (settings, unpinned or not measured)
    unpinned: dict[str, list[str]]  # key -> the mutants that pass every golden
    measured: dict[str, str]  # key -> pinned, check or inert, for the others


def recorded(path: Path = REPORT) -> Recorded:
    return recorded_text(path.read_text(encoding="utf-8")) if path.exists() else Recorded({}, {}, {})


def recorded_text(text: str) -> Recorded:
    out = Recorded({}, {}, {})
    for line in text.splitlines():
        if row := ROW.match(line):
            out.figures[row.group(1)] = (int(row.group(2)), int(row.group(3)) + int(row.group(4)))
        elif item := UNPINNED.match(line):
            out.unpinned[item.group(1)] = item.group(2).split(", ")
        elif done := MEASURED.match(line):
            out.measured[done.group(2)] = done.group(1)
    return out


def splice(report: str, records: list[dict[str, Any]], declared: dict[str, str]) -> str:
    """The report with `records` put in: a setting it names nowhere (new since it was written) is added, one it lists
    as unpinned (tried again: a golden added or an inert reason declared since) takes its new place; its table's
    figures and its two lists follow. For a run whose JSON is gone (artifacts/ is not kept): the rest stays as is."""
    lines = report.splitlines()
    was_unpinned = recorded_text(report).unpinned
    for rid in sorted({r["ruleset"] for r in records}):
        mine = [r for r in records if r["ruleset"] == rid]
        kinds = [classify(r, declared) for r in mine]
        at = next(i for i, line in enumerate(lines) if line.startswith(f"| {rid} |"))
        cells = lines[at].strip("|").split(" | ")
        total, unmeasured, tried, pinned, check, inert_n, unpinned, _share, none_caught = (
            int(c.strip()) if not c.strip().endswith("%") else 0 for c in cells[1:])
        for rec in mine:
            if rec["key"] in was_unpinned:  # its old line goes
                unpinned -= 1
                none_caught -= len(was_unpinned[rec["key"]]) == len(rec["mutants"])
                lines = [line for line in lines if not line.startswith(f"- `{rec['key']}` = ")]
            else:
                total += 1
                tried += len(rec["mutants"])
        pinned += kinds.count("pinned")
        check += kinds.count("check")
        inert_n += kinds.count("inert")
        unpinned += kinds.count("unpinned")
        none_caught += sum(1 for r, k in zip(mine, kinds)
                           if k == "unpinned" and all(m["caught_by"] is None for m in r["mutants"]))
        share = 100 * (unpinned + unmeasured) / max(total, 1)
        lines[at] = (f"| {rid} | {total} | {unmeasured} | {tried} | {pinned} | {check} | {inert_n} | {unpinned} "
                     f"| {share:.1f}% | {none_caught} |")
        head = next(i for i, line in enumerate(lines) if line.startswith(f"## {rid}: unpinned ("))
        lines[head] = f"## {rid}: unpinned ({unpinned})"
        end = next(i for i in range(head + 2, len(lines)) if not lines[i].startswith("- "))
        lines[end:end] = [f"- `{r['key']}` = `{r['value']}`; passes every golden: "
                          + ", ".join(m["label"] for m in r["mutants"] if m["caught_by"] is None)
                          for r, k in zip(mine, kinds) if k == "unpinned"]
        close = next(i for i in range(head, len(lines)) if lines[i] == "</details>")
        lines[close - 1:close - 1] = [f"- {k} `{r['key']}`" + (
            f": {', '.join(sorted({m['caught_by'] for m in r['mutants']} - {None}))}" if k != "inert" else "")
            for r, k in zip(mine, kinds) if k != "unpinned"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", help="only these rule sets")
    parser.add_argument("--every", type=int, default=1, help="only every n-th setting (a quick look)")
    parser.add_argument("--out", type=Path, default=REPORT)
    parser.add_argument("--json", type=Path, default=ROOT / "artifacts" / "mutation_settings.json",
                        help="where the run's verdicts go")
    parser.add_argument("--render", type=Path, nargs="+", help="no run: the report from these runs' JSON")
    parser.add_argument("--recheck", type=Path, help="a run's JSON: only its unpinned settings are tried again (a "
                        "golden added since can only catch more), the others kept; written back to --json")
    parser.add_argument("--add-new", type=Path, help="a run's JSON: its records kept as they are, and only the "
                        "settings the report names nowhere (new since it was written) tried; written to --json")
    parser.add_argument("--splice", action="store_true", help="only the settings the report names nowhere (new "
                        "since it was written) or lists as unpinned tried, and put into the report as it is (no run's "
                        "JSON needed)")
    parser.add_argument("--new-only", action="store_true", help="with --splice: only the settings the report names "
                        "nowhere (a setting added since it was written)")
    parser.add_argument("--match", help="with --splice: only the settings whose key this regular expression finds "
                        "(`andorra:step:.*@order`)")
    args = parser.parse_args(argv)
    declared = inert()
    words = argv if argv is not None else sys.argv[1:]
    command = "make mutation" if not words else "python -m tests.mutation_settings_run " + " ".join(map(str, words))
    everything = [s for s in all_settings() if not args.ruleset or s.ruleset_id in args.ruleset]
    keys: dict[str, list[str]] = {}
    for one in everything:
        keys.setdefault(one.ruleset_id, []).append(one.key)
    if args.render:
        merged = [r for path in args.render for r in json.loads(path.read_text(encoding="utf-8"))]
        args.out.write_text(render(merged, declared, command, keys), encoding="utf-8")
        return 0
    if args.splice:
        report = recorded(args.out)
        known = set(report.measured) | (set(report.unpinned) if args.new_only else set())
        new = [record(judge(s)) for s in everything  # new, or (no --new-only) unpinned till now
               if s.key not in known and (args.match is None or re.search(args.match, s.key))]
        text = args.out.read_text(encoding="utf-8")
        made = f"Made by `{command}`."
        text = re.sub(r"^(Made by .*?)\.$", lambda m: m.group(1) + f", then {made[8:-1]}." if made[8:-1] not in m.group(0)
                      else m.group(0), text, count=1, flags=re.M)
        args.out.write_text(splice(text, new, declared), encoding="utf-8")
        print(f"{_shown(args.out)}: {len(new)} settings new or unpinned tried")
        return 0
    settings = everything[::args.every]
    kept_records: list[dict[str, Any]] = []
    if args.add_new:
        report = recorded(args.out)
        kept_records = json.loads(args.add_new.read_text(encoding="utf-8"))
        known = {r["key"] for r in kept_records}
        settings = [s for s in everything if s.key not in report.unpinned and s.key not in report.measured
                    and s.key not in known]
    earlier: dict[str, dict[str, Any]] = {}
    if args.recheck:
        earlier = {r["key"]: r for r in json.loads(args.recheck.read_text(encoding="utf-8"))
                   if all(m["caught_by"] is not None for m in r["mutants"])}
    records: list[dict[str, Any]] = list(kept_records)
    started = time.time()
    for number, setting in enumerate(settings, 1):
        kept = earlier.get(setting.key)
        if kept is not None and [m["label"] for m in kept["mutants"]] == [m.label for m in setting.mutants]:
            records.append(kept)
            continue
        records.append(record(judge(setting)))
        if number % 25 == 0:
            print(f"{number}/{len(settings)} settings, {time.time() - started:.0f} s", file=sys.stderr, flush=True)
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(records, ensure_ascii=False, indent=0), encoding="utf-8")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(records, ensure_ascii=False, indent=0), encoding="utf-8")
    args.out.write_text(render(records, declared, command, keys), encoding="utf-8")
    print(f"{_shown(args.out)}: {len(settings)} settings in {time.time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
