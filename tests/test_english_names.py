"""English is the second language of every text: an action, a role, an item, a protection, a side or a kill's
post label is named in English there (the rule set's `name_en` / `label_en` / `title_en`), never by its Russian
name.

What may stay Russian in an English report or explain text, and nothing else:
- a name the night file gives: a player's nickname, or a name a move or a vote aims at that is no player
  («votes for Ванька, who is not in the game»);
- a clan's name (the rule set's «Клан1», «Клан2»: the night file's `clan:` as written, like a nickname);
- a quoted rule text (`Clause.quote`), which is the authority in its own words.
A clause's English title is English (`Clause.title_en`): «...» inside it quotes the text, and none is left
in the bundled rule sets' titles."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Callable

import pytest

from resolver.api import Resolution, resolve_file
from resolver.report.messages import MESSAGES
from resolver.report import explain, resolution_text
from resolver.specs.ruleset import RulesetSpec
from resolver.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("andorra", "bankers")
CYRILLIC = re.compile("[А-Яа-яЁё]")
SCENARIOS = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "games" not in p.parts and "setups" not in p.parts)


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


@cache
def _english_texts() -> tuple[tuple[str, Resolution, str], ...]:
    """Every bundled night that resolves, with its English report and every player's English explanation: read
    once for the checks below."""
    out = []
    for path in SCENARIOS:
        _loaded, res = resolve_file(path)
        if res is not None:
            text = resolution_text(res, "en") + "".join(explain(res, p.name, "en") for p in res.scenario.players)
            out.append((str(path.relative_to(ROOT)), res, text))
    return tuple(out)


def _left_in_english(left_in: Callable[[Resolution, str], list[str]]) -> dict[str, list[str]]:
    """What `left_in` finds in each English text (none expected), having seen enough nights to mean something."""
    texts = _english_texts()
    assert len(texts) > 400
    return {path: left for path, res, text in texts if (left := left_in(res, text))}


def test_an_english_report_names_no_action_in_russian() -> None:
    found = _left_in_english(_russian_action_names)
    assert not found, found


def test_the_check_sees_a_russian_action_name() -> None:
    """The check above is not blind: the same night's Russian report names its moves in Russian."""
    _loaded, res = resolve_file(ROOT / "scenarios" / "examples" / "bankers_night1.yaml")
    assert res is not None
    assert _russian_action_names(res, resolution_text(res, "ru"))
    assert not _russian_action_names(res, resolution_text(res, "en"))


def _names_of_the_file(res: Resolution) -> list[str]:
    """Every name the night file writes for a player (nicknames, move and vote targets) and the clans', longest
    first."""
    sc = res.scenario
    names = {p.name for p in sc.players} | {p.clan for p in sc.players if p.clan} | set(res.ruleset.clans)
    for move in sc.moves:
        names |= {move.actor, *move.targets, *([move.by] if move.by else [])}
    for vote in sc.day.votes or []:
        names |= {vote.voter, vote.target or ""}
    return sorted((n for n in names if n), key=len, reverse=True)


def _russian_words(res: Resolution, text: str) -> list[str]:
    """The Russian words left in an English text once quoted rule texts and the file's names are taken out."""
    for quote in _quotes(res.ruleset.id):
        text = text.replace(quote, "")
    for name in _names_of_the_file(res):
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", "", text)
    return sorted(set(re.findall(r"[А-Яа-яЁё][\wЁё-]*", text)))


def test_an_english_report_has_no_russian_word() -> None:
    """Items (бронежилет, сирена, водка, яд), protections, roles and sides are named in English too."""
    found = _left_in_english(_russian_words)
    assert not found, found


def test_the_word_check_sees_russian() -> None:
    """The check above is not blind: a Russian report keeps Russian words once the names and quotes are out."""
    _loaded, res = resolve_file(ROOT / "scenarios" / "andorra" / "cross_does_not_stop_a_shot.yaml")
    assert res is not None
    assert "крестик" in _russian_words(res, resolution_text(res, "ru"))
    assert not _russian_words(res, resolution_text(res, "en"))


@pytest.mark.parametrize("rid", RULESETS)
def test_every_english_template_and_name_is_english(rid: str) -> None:
    """The tables an English text is made of: messages, clause titles, steps, roles, items, protections, kill
    kinds, sides and the options' names, values and descriptions; a «...» quote of the text may stay Russian."""
    rs = get_ruleset(rid)
    english = {f"message {code}": en for code, (_ru, en) in {**MESSAGES, **rs.messages}.items()}
    english |= {f"clause {cid}": c.title_en for cid, c in rs.clauses.items()}
    english |= {f"step {sid}": s.name_en for sid, s in rs.steps.items()}
    english |= {f"role {k}": r.name_en for k, r in rs.roles.items()}
    english |= {f"item {k}": i.name_en for k, i in rs.items.items()}
    english |= {f"protection {p.id}": p.name_en for p in rs.protections if p.name_ru}
    english |= {f"kill kind {k}": kk.label_en for k, kk in rs.kill_kinds.items()}
    english |= {f"side {w.side}": w.name_en for w in (rs.day.win if rs.day is not None else ())}
    english |= {f"option {k}": o.description for k, o in rs.options.items()}
    for k, (_ru, name_en, values) in rs.option_names.items():
        english |= {f"option name {k}": name_en, **{f"option value {k}={v}": en for v, (_r, en) in values.items()}}
    unquoted = {key: re.sub(r"«[^»]*»", "", text) for key, text in english.items()}
    russian = {key: english[key] for key, text in unquoted.items()
               if CYRILLIC.search(text) or not english[key].strip()}
    assert not russian, russian
