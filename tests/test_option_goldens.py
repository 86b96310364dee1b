"""Every reading is reachable (issue 17 point 4): each value of each option of a rule set has a golden.

The default value is the reading every golden without the option takes; each other value must be set by some
golden scenario's `options:` (a night file, or a game folder's cast or step), read through the real loader so
that YAML's `off`/`on` are read as the option's own values. An option whose values are a number range is pinned by
the goldens that set it, not value by value.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest
import yaml

from resolver.input.loader import load_file
from resolver.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"


@cache
def values_set_by_goldens() -> dict[tuple[str, str], set[str]]:
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for path in sorted(SCENARIOS.rglob("*.y*ml")):
        text = path.read_text(encoding="utf-8")
        if "options:" not in text:
            continue
        raw = yaml.safe_load(text)
        if not isinstance(raw, dict) or "ruleset" not in raw:
            continue
        result = load_file(path)
        if result.scenario is None:
            continue
        for name, value in result.scenario.options.items():
            seen[(result.scenario.ruleset, name)].add(str(value))
    return seen


CASES = [(rid, option.name, str(value))
         for rid in ("andorra", "bankers")
         for option in get_ruleset(rid).options.values()
         if isinstance(option.values, tuple)
         for value in option.values if value != option.default]


@pytest.mark.parametrize(("ruleset_id", "option", "value"), CASES)
def test_every_value_of_an_option_has_a_golden(ruleset_id: str, option: str, value: str) -> None:
    assert value in values_set_by_goldens()[(ruleset_id, option)], (
        f"{ruleset_id}: no golden sets {option} = {value}: the reading is not pinned")


def test_the_new_readings_of_the_blind_cases_are_options() -> None:
    """The readings the blind cases found (AN-130, AN-140, AN-141) are options with both values."""
    options = get_ruleset("andorra").options
    assert options["heal_in_vain"].values == ("failed", "success")
    assert options["journalist_words"].values == ("variants", "acts")
    assert options["journalist_sees_confessed"].values == ("answer", "unreachable")


def _shown(value: object) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


@pytest.mark.parametrize(("ruleset_id", "doc"), [("andorra", "rulings_andorra.md"), ("bankers", "rulings.md")])
def test_the_options_table_of_the_rulings_lists_every_option_as_it_is(ruleset_id: str, doc: str) -> None:
    """«Options at a glance» names each option once, with its default and its values as the rule set has them (it
    had fallen 20 andorra and 9 bankers options behind)."""
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    start = text.index(f"### Options at a glance ({ruleset_id})")
    table = text[start:text.index("\n\n", text.index("|---|", start))]
    rows = {cells[0].strip("`"): cells for line in table.splitlines()[4:]
            if (cells := [c.strip() for c in line.strip("|").split(" | ")])}
    options = get_ruleset(ruleset_id).options
    assert set(rows) == set(options)
    for name, option in options.items():
        default = rows[name][1]
        assert default == (f"`{_shown(option.default)}`" if option.default not in ("", None) else "—"), name
        if isinstance(option.values, tuple):
            assert {v.strip("` ") for v in rows[name][2].split("\\|")} == {_shown(v) for v in option.values}, name
