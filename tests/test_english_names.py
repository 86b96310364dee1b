"""English is the second language of every text: an action is named in English there (the rule set's
`ActionSpec.name_en`), never by its Russian name. Nicknames and the quoted rule texts stay as written."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from resolver.api import Resolution, resolve_file
from resolver.report import explain, resolution_text
from resolver.ruleset import RulesetSpec, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("andorra", "bankers")
CYRILLIC = re.compile("[А-Яа-яЁё]")
SCENARIOS = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "games" not in p.parts)


@pytest.mark.parametrize("rid", RULESETS)
def test_every_action_has_an_english_name(rid: str) -> None:
    rs = get_ruleset(rid)
    assert rs.actions
    specs = {**rs.actions, **({f"day:{k}": m for k, m in rs.day.modifiers.items()} if rs.day is not None else {})}
    missing = {aid: spec.name_en for aid, spec in specs.items() if not spec.name_en.strip()}
    russian = {aid: spec.name_en for aid, spec in specs.items() if CYRILLIC.search(spec.name_en)}
    assert not missing and not russian, (missing, russian)


@cache
def _quotes(rid: str) -> tuple[str, ...]:
    """The rule texts as the reports quote them, longest first (a quote may hold an action's name)."""
    clauses = get_ruleset(rid).clauses.values()
    return tuple(sorted({" ".join(c.quote.split()) for c in clauses if c.quote}, key=len, reverse=True))


def _russian_action_names(res: Resolution, text: str) -> list[str]:
    """The Russian action names left in an English text once nicknames and quoted rule texts are taken out."""
    rs: RulesetSpec = res.ruleset
    for quote in _quotes(rs.id):
        text = text.replace(quote, "")
    for name in sorted((p.name for p in res.scenario.players), key=len, reverse=True):
        text = text.replace(name, "")
    names = [spec.name_ru for spec in rs.actions.values()]
    names += [spec.name_ru for spec in rs.day.modifiers.values()] if rs.day is not None else []  # the day's acts
    return sorted({name for name in names if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)})


def test_an_english_report_names_no_action_in_russian() -> None:
    found: dict[str, list[str]] = {}
    seen = 0
    for path in SCENARIOS:
        _loaded, res = resolve_file(path)
        if res is None:
            continue
        text = resolution_text(res, "en") + "".join(explain(res, p.name, "en") for p in res.scenario.players)
        left = _russian_action_names(res, text)
        seen += 1
        if left:
            found[str(path.relative_to(ROOT))] = left
    assert seen > 400
    assert not found, found


def test_the_check_sees_a_russian_action_name() -> None:
    """The check above is not blind: the same night's Russian report names its moves in Russian."""
    _loaded, res = resolve_file(ROOT / "scenarios" / "examples" / "bankers_night1.yaml")
    assert res is not None
    assert _russian_action_names(res, resolution_text(res, "ru"))
    assert not _russian_action_names(res, resolution_text(res, "en"))
