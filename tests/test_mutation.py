"""Mutation meta-test: every data row of a rule set is needed by some golden scenario.

For each registered rule set, every removable row is enumerated from the data itself: every element
of every tuple of dataclasses found by walking the `RulesetSpec` — its fields, its tables (dicts), the
specs in them, their dict fields, and rows' own fields (`general_conditions`, the protection queue, the
result table, and each action's mechanic rows, `ActionSpec.rows`, with the rows inside a row such as an
`AnswerTable`'s; a table added later is found the same way, no field is named). Deleting one row gives a mutant rule set, put in place of the real one in
`resolver.rulesets._CACHE`; the mutant must make at least one golden scenario of that rule set fail
(or change the problems of a kept bad input, `tests/bad_input`: a check row shows only there),
unless `tests/mutation_redundant.yaml` declares the row redundant with a reason. A row whose deletion
no golden notices is a rule the goldens do not pin down. Row keys come from the row's content
(`bankers:action:heal:rows:condition:target:beaten:target_beaten`: a mechanic row by its kind), never its
position.

`mutation_redundant.yaml` has two maps, row key -> text: `redundant` (the row changes nothing a
golden can observe, and why) and `pending` (a known gap: no golden pins the row yet; the test is an
expected failure, strict, so a new golden that pins it makes the entry stale and the test says so).
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from model import Scenario
import resolver.rulesets as ruleset_module
from resolver.api import resolve
from resolver.game.golden import compare
from resolver.input.loader import load_file
from resolver.specs.ruleset import RulesetSpec
from resolver.rulesets import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
REDUNDANT_FILE = Path(__file__).with_name("mutation_redundant.yaml")


@dataclass(frozen=True)
class Row:
    """One removable row of a rule set and how to build the rule set without it."""

    key: str
    ruleset_id: str
    remove: Callable[[RulesetSpec], RulesetSpec]


def _is_dataclass_value(value: Any) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type)


def _is_row_tuple(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) > 0 and all(_is_dataclass_value(v) for v in value)


def _row_key(row: Any) -> str:
    """A key from the row's content, never its position: its `id`, else its first three text fields (after the
    kind of a mechanic row, `resolver.specs.rows.Row.kind`), and the option switch or precedence that tells apart
    two rows of the same reading."""
    if isinstance(getattr(row, "id", None), str):
        return str(row.id)
    texts = [getattr(row, f.name) for f in dataclasses.fields(row)]
    kind = getattr(type(row), "kind", "")
    key = ":".join(str(v) for v in ([kind] if kind else []) + [t for t in texts if isinstance(t, str)][:3])
    for extra in ("when", "unless"):
        switch = getattr(row, extra, None)
        if switch is not None:
            key += f":{extra}={switch[0]}={switch[1]}"
    precedence = getattr(row, "precedence", "step")
    if precedence not in ("step", None):
        key += f":{precedence}"
    return key


def _singular(name: str) -> str:
    return name[:-1] if name.endswith("s") else name


# A path from the rule set down to a value: ("field", name), ("key", dict key) or ("row", the row).
Step = tuple[str, Any]


def _rebuild(obj: Any, path: list[Step], leaf: Callable[[Any], Any]) -> Any:
    """`obj` with the value at `path` replaced by `leaf(value)`; everything else shared."""
    if not path:
        return leaf(obj)
    (kind, where), rest = path[0], path[1:]
    if kind == "field":
        new = _rebuild(getattr(obj, where), rest, leaf)
        if isinstance(obj, RulesetSpec):
            # A new name index: the original's is keyed by the ids of the original tables.
            return dataclasses.replace(obj, _name_index={}, **{where: new})
        return dataclasses.replace(obj, **{where: new})
    if kind == "key":
        return {**obj, where: _rebuild(obj[where], rest, leaf)}
    return tuple(_rebuild(v, rest, leaf) if v is where else v for v in obj)


def _without(row: Any) -> Callable[[Any], Any]:
    def drop(rows: tuple[Any, ...]) -> tuple[Any, ...]:
        out = list(rows)
        out.remove(row)
        return tuple(out)
    return drop


def _walk(obj: Any, path: list[Step], label: list[str]) -> Iterator[tuple[list[Step], list[str], Any]]:
    """Every tuple of rows inside `obj`, with its path: dataclass fields, dict tables, rows' own fields."""
    if _is_dataclass_value(obj):
        children = [(("field", f.name), f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj)]
    elif isinstance(obj, dict):
        children = [(("key", k), str(k), v) for k, v in obj.items()]
    else:
        return
    for step, name, value in children:
        if _is_row_tuple(value):
            yield path + [step], label + [name], value
            for row in value:
                yield from _walk(row, path + [step, ("row", row)], label + [name, _row_key(row)])
        elif isinstance(value, dict):
            # A table (actions, roles, ...): its entries are named by the table, singular, and their key.
            for key, item in value.items():
                yield from _walk({key: item}, path + [step], label + [_singular(name)])
        elif _is_dataclass_value(value):
            yield from _walk(value, path + [step], label + [name])


def enumerate_rows(spec: RulesetSpec) -> Iterator[Row]:
    """Every removable row, found by walking the rule set's data (nothing named by id)."""
    for path, label, rows in _walk(spec, [], [spec.id]):
        for row in rows:
            yield Row(":".join(label + [_row_key(row)]), spec.id,
                      lambda s, path=path, row=row: _rebuild(s, path, _without(row)))


@cache
def goldens(ruleset_id: str) -> tuple[tuple[str, Scenario], ...]:
    """The rule set's golden scenarios, each parsed once."""
    out = []
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")):
        if "expect:" not in path.read_text(encoding="utf-8") or "setups" in path.parts:  # a setup's own rule set
            continue
        loaded = load_file(path)
        assert loaded.ok and loaded.scenario is not None, path
        if loaded.scenario.expect is not None and loaded.scenario.ruleset == ruleset_id:
            out.append((str(path.relative_to(ROOT)), loaded.scenario))
    return tuple(out)


CORPUS = ROOT / "tests" / "bad_input"


def _problems_of(path: Path) -> tuple[str, ...]:
    return tuple(p.text("ru") for p in load_file(path).problems)


@cache
def bad_inputs() -> tuple[tuple[Path, tuple[str, ...]], ...]:
    """The kept bad inputs (tests/bad_input, replayed by tests/test_bad_input.py) with their problems under the real
    rule sets: the goldens of what a file is refused for. A check row (`RulesetSpec.checks`) shows only there."""
    return tuple((path, _problems_of(path)) for path in sorted(CORPUS.glob("*.yaml")))


@cache
def golden_actions(ruleset_id: str) -> dict[str, frozenset[str]]:
    """Each golden's name -> the actions of its night's acts (its moves and what the night derives), resolved once."""
    out = {}
    for name, scenario in goldens(ruleset_id):
        out[name] = frozenset(act.action for act in resolve(scenario).acts)
    return out


def _likely_first(ruleset_id: str, key: str) -> list[tuple[str, Scenario]]:
    """The goldens, those whose night has an act of the row's action first (`…:action:<id>:…`): a mutant of an
    action is most often caught there. Only the order changes: every golden is still tried before a row passes."""
    all_goldens = list(goldens(ruleset_id))
    parts = key.split(":")
    if len(parts) < 3 or parts[1] != "action":
        return all_goldens
    acts = golden_actions(ruleset_id)
    return sorted(all_goldens, key=lambda g: parts[2] not in acts[g[0]])


def failing_golden(spec: RulesetSpec, monkeypatch: pytest.MonkeyPatch, key: str = "") -> str | None:
    """The first golden that fails with `spec` in place of its rule set, or the first kept bad input whose problems
    it changes (None: all pass); `key`, the row's, puts the goldens likeliest to fail first."""
    kept = bad_inputs()  # with the real rule sets, before the mutant takes its place
    order = _likely_first(spec.id, key)
    monkeypatch.setitem(ruleset_module._CACHE, spec.id, spec)
    try:
        for name, scenario in order:
            assert scenario.expect is not None
            try:
                res = resolve(scenario)
                assert res.ruleset is spec, "the resolver did not use the mutant rule set"
                problems = compare(res, scenario.expect)
            except AssertionError:
                raise
            except Exception as exc:  # a mutant that crashes the engine is caught too
                problems = [f"{type(exc).__name__}: {exc}"]
            if problems:
                return f"{name}: {problems[0]}"
        for path, problems in kept:  # a few small files, read only when every golden passes
            if _problems_of(path) != problems:
                return f"tests/bad_input/{path.name}: its problems change"
        return None
    finally:
        monkeypatch.undo()


def declared(section: str) -> dict[str, str]:
    data = yaml.safe_load(REDUNDANT_FILE.read_text(encoding="utf-8")) or {}
    assert isinstance(data, dict) and set(data) <= {"redundant", "pending"}, REDUNDANT_FILE
    rows = data.get(section) or {}
    assert isinstance(rows, dict), f"{REDUNDANT_FILE.name}: {section} must map row keys to text"
    return {str(k): str(v) for k, v in rows.items()}


def redundant() -> dict[str, str]:
    return declared("redundant")


def all_rows() -> list[Row]:
    return [row for rid in available_rulesets() for row in enumerate_rows(get_ruleset(rid))]


ROWS = all_rows()

# `make test` runs a fixed sample (one row in SAMPLE_EVERY, chosen by a stable hash of its key, and every row the
# declarations name); `make mutation` (MUTATION_FULL=1) runs every row.
SAMPLE_EVERY = 6
FULL = os.environ.get("MUTATION_FULL") == "1"


def in_sample(key: str) -> bool:
    return FULL or int(hashlib.sha256(key.encode()).hexdigest(), 16) % SAMPLE_EVERY == 0 \
        or key in declared("pending") or key in redundant()


def test_row_keys_are_unique_and_rows_exist() -> None:
    keys = [row.key for row in ROWS]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    for rid in available_rulesets():
        assert any(row.ruleset_id == rid for row in ROWS), f"{rid}: no rows enumerated"


def test_redundancy_declarations_name_real_rows_with_reasons() -> None:
    keys = {row.key for row in ROWS}
    both = set(redundant()) & set(declared("pending"))
    assert not both, f"{REDUNDANT_FILE.name}: both redundant and pending: {sorted(both)}"
    for key, reason in {**redundant(), **declared("pending")}.items():
        assert key in keys, f"{REDUNDANT_FILE.name}: {key} is no row of any rule set"
        assert len(reason.split()) >= 5, f"{REDUNDANT_FILE.name}: {key} needs a written reason"


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_a_broken_mutant_is_caught(ruleset_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sanity: the mutant really is what the resolver uses. Without every row, goldens fail."""
    spec = get_ruleset(ruleset_id)
    assert goldens(ruleset_id), f"{ruleset_id}: no golden scenarios"
    broken = spec
    for row in enumerate_rows(spec):
        broken = row.remove(broken)
    assert failing_golden(broken, monkeypatch) is not None
    assert failing_golden(spec, monkeypatch) is None, "the real rule set must pass its goldens"


def _param(row: Row) -> Any:
    pending = declared("pending")
    if row.key in pending:
        return pytest.param(row, id=row.key, marks=pytest.mark.xfail(
            strict=True, raises=AssertionError, reason=f"pending in {REDUNDANT_FILE.name}: {pending[row.key]}"))
    return pytest.param(row, id=row.key)


@pytest.mark.parametrize("row", [_param(r) for r in ROWS if in_sample(r.key)])
def test_every_row_is_pinned_by_a_golden(row: Row, monkeypatch: pytest.MonkeyPatch) -> None:
    reasons = redundant()
    mutant = row.remove(get_ruleset(row.ruleset_id))
    killer = failing_golden(mutant, monkeypatch, row.key)
    if row.key in reasons:
        assert killer is None, (f"{row.key} is declared redundant ({reasons[row.key]!r}) "
                                f"but a golden needs it: {killer}; remove the declaration")
    else:
        assert killer is not None, (f"deleting {row.key} leaves every golden passing: add a golden "
                                    f"scenario that needs it, or declare it in {REDUNDANT_FILE.name}")


@dataclass(frozen=True)
class _Cell:
    attack: str
    trait: str
    result: str


@dataclass(frozen=True)
class _Protection:
    id: str
    cells: tuple[_Cell, ...] = ()


@dataclass(frozen=True)
class _Action:
    id: str
    protections: tuple[_Protection, ...]
    params: dict[str, Any]


@dataclass(frozen=True)
class _Spec:
    id: str
    actions: dict[str, _Action]
    result_table: tuple[_Cell, ...]


def test_the_sample_is_stable_and_covers_both_rule_sets() -> None:
    sampled = [r for r in ROWS if in_sample(r.key)]
    assert {r.ruleset_id for r in sampled} == set(available_rulesets())
    assert FULL or len(sampled) < len(ROWS)
    assert [r.key for r in sampled] == [r.key for r in ROWS if in_sample(r.key)]


def test_rows_are_found_in_fields_a_rule_set_gains_later() -> None:
    """The walk names no field: a protection queue, a result table, rows inside rows are all found."""
    cell = _Cell("clan", "uncheckable", "F")
    inner = _Cell("maniac", "vest", "F")
    spec = _Spec("x", {"kill": _Action("kill", (_Protection("vest", (inner,)), _Protection("heal")),
                                       {"table": (cell,)})}, (cell, inner))
    found = {":".join(label + [_row_key(r)]): (path, r) for path, label, rows in _walk(spec, [], ["x"]) for r in rows}
    assert set(found) == {
        "x:action:kill:protections:vest", "x:action:kill:protections:heal",
        "x:action:kill:protections:vest:cells:maniac:vest:F", "x:action:kill:param:table:clan:uncheckable:F",
        "x:result_table:clan:uncheckable:F", "x:result_table:maniac:vest:F",
    }
    path, row = found["x:action:kill:protections:vest:cells:maniac:vest:F"]
    mutant = _rebuild(spec, path, _without(row))
    assert mutant.actions["kill"].protections[0].cells == ()
    assert mutant.result_table == spec.result_table and spec.actions["kill"].protections[0].cells == (inner,)
