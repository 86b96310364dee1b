"""Mutation meta-test: every data row of a rule set is needed by some golden scenario.

For each registered rule set, every removable row is enumerated from the data itself: each
tuple-of-dataclasses field of the `RulesetSpec` (today `general_conditions`) and of each spec held in
its tables (today `ActionSpec.conditions`; a `protections` or `result_table` added later is picked up
the same way). Deleting one row gives a mutant rule set; the mutant must make at least one golden
scenario of that rule set fail, unless `tests/mutation_redundant.yaml` declares the row redundant with
a reason. A row whose deletion no golden notices is a rule the goldens do not pin down.

`mutation_redundant.yaml` has two maps, row key -> text: `redundant` (the row changes nothing a
golden can observe, and why) and `pending` (a known gap: no golden pins the row yet; the test is an
expected failure, strict, so a new golden that pins it makes the entry stale and the test says so).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from model import Scenario
from resolver import ruleset as ruleset_module
from resolver.api import resolve
from resolver.check import compare
from resolver.loader import load_file
from resolver.ruleset import RulesetSpec, available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
REDUNDANT_FILE = Path(__file__).with_name("mutation_redundant.yaml")


@dataclass(frozen=True)
class Row:
    """One removable row of a rule set and how to build the rule set without it."""

    key: str
    ruleset_id: str
    remove: Callable[[RulesetSpec], RulesetSpec]


def _is_row_tuple(value: Any) -> bool:
    return (isinstance(value, tuple) and len(value) > 0
            and all(dataclasses.is_dataclass(v) and not isinstance(v, type) for v in value))


def _row_key(row: Any) -> str:
    """A key from the row's content, never its position: its `id`, else its first three text fields."""
    if isinstance(getattr(row, "id", None), str):
        return str(row.id)
    texts = [getattr(row, f.name) for f in dataclasses.fields(row)]
    return ":".join(str(v) for v in [t for t in texts if isinstance(t, str)][:3])


def _singular(name: str) -> str:
    return name[:-1] if name.endswith("s") else name


def _without(rows: tuple[Any, ...], row: Any) -> tuple[Any, ...]:
    out = list(rows)
    out.remove(row)
    return tuple(out)


def _fresh(spec: RulesetSpec, **changes: Any) -> RulesetSpec:
    # A new name index: the original's is keyed by the ids of the original tables.
    return dataclasses.replace(spec, _name_index={}, **changes)


def enumerate_rows(spec: RulesetSpec) -> Iterator[Row]:
    """Every removable row, found by walking the dataclass fields (nothing named by id)."""
    for field in dataclasses.fields(spec):
        value = getattr(spec, field.name)
        if _is_row_tuple(value):
            for row in value:
                yield Row(f"{spec.id}:{field.name}:{_row_key(row)}", spec.id,
                          lambda s, name=field.name, row=row: _fresh(s, **{name: _without(getattr(s, name), row)}))
        elif isinstance(value, dict):
            for entry_id, entry in value.items():
                if not (dataclasses.is_dataclass(entry) and not isinstance(entry, type)):
                    continue
                for sub in dataclasses.fields(entry):
                    rows = getattr(entry, sub.name)
                    if not _is_row_tuple(rows):
                        continue
                    for row in rows:
                        def remove(s: RulesetSpec, table: str = field.name, entry_id: str = entry_id,
                                   sub: str = sub.name, row: Any = row) -> RulesetSpec:
                            old = getattr(s, table)
                            new_entry = dataclasses.replace(old[entry_id], **{sub: _without(getattr(old[entry_id], sub), row)})
                            return _fresh(s, **{table: {**old, entry_id: new_entry}})

                        yield Row(f"{spec.id}:{_singular(field.name)}:{entry_id}:{sub.name}:{_row_key(row)}",
                                  spec.id, remove)


@cache
def goldens(ruleset_id: str) -> tuple[tuple[str, Scenario], ...]:
    """The rule set's golden scenarios, each parsed once."""
    out = []
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")):
        if "expect:" not in path.read_text(encoding="utf-8"):
            continue
        loaded = load_file(path)
        assert loaded.ok and loaded.scenario is not None, path
        if loaded.scenario.expect is not None and loaded.scenario.ruleset == ruleset_id:
            out.append((str(path.relative_to(ROOT)), loaded.scenario))
    return tuple(out)


def failing_golden(spec: RulesetSpec, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The first golden that fails with `spec` in place of its rule set (None: all pass)."""
    monkeypatch.setitem(ruleset_module._CACHE, spec.id, spec)
    try:
        for name, scenario in goldens(spec.id):
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
            strict=True, reason=f"pending in {REDUNDANT_FILE.name}: {pending[row.key]}"))
    return pytest.param(row, id=row.key)


@pytest.mark.parametrize("row", [_param(r) for r in ROWS])
def test_every_row_is_pinned_by_a_golden(row: Row, monkeypatch: pytest.MonkeyPatch) -> None:
    reasons = redundant()
    mutant = row.remove(get_ruleset(row.ruleset_id))
    killer = failing_golden(mutant, monkeypatch)
    if row.key in reasons:
        assert killer is None, (f"{row.key} is declared redundant ({reasons[row.key]!r}) "
                                f"but a golden needs it: {killer}; remove the declaration")
    else:
        assert killer is not None, (f"deleting {row.key} leaves every golden passing: add a golden "
                                    f"scenario that needs it, or declare it in {REDUNDANT_FILE.name}")
