"""A rule set in brief, for a host checking a setup: its roles with their moves, its moves with their steps, the order
of moves, its options, and what a setup file took from a bundled rule set and changed (`RulesetSpec.provenance`).

`mafia-night rules show` prints `summary_lines`; the workbench's «Сетап» page shows the same `RulesetSummary` as
tables. Rule-set data only: nothing here names a role or a move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from resolver.specs.ruleset import RulesetSpec
from resolver.text.problems import in_lang

_WORDS: dict[str, tuple[str, str]] = {
    "roles": ("Роли:", "Roles:"),
    "order": ("Порядок ходов:", "Order of moves:"),
    "options": ("Опции:", "Options:"),
    "taken": ("Взято из встроенных правил и изменено:", "Taken from bundled rule sets and changed:"),
    "no_moves": ("нет ходов", "no moves"),
    "default": ("по умолчанию", "default"),
}


def word(key: str, lang: str = "ru") -> str:
    ru, en = _WORDS[key]
    return ru if lang == "ru" else en


@dataclass(frozen=True)
class RoleLine:
    id: str
    name: str
    side: str
    moves: tuple[str, ...]


@dataclass(frozen=True)
class MoveLine:
    id: str
    name: str
    step: str  # the step's name
    roles: tuple[str, ...]  # the roles that have it, by name
    pseudo: bool  # made by the engine (a day's verdict), not sent by a player


@dataclass(frozen=True)
class StepLine:
    id: str
    name: str
    order: float
    moves: tuple[str, ...]


@dataclass(frozen=True)
class OptionLine:
    id: str
    name: str
    default: str
    values: str
    description: str


@dataclass(frozen=True)
class RulesetSummary:
    id: str
    name: str
    roles: tuple[RoleLine, ...]
    moves: tuple[MoveLine, ...]
    steps: tuple[StepLine, ...]
    options: tuple[OptionLine, ...]
    taken: tuple[str, ...]  # what a setup took from a bundled rule set and changed, in the language asked


def _name(thing: Any, fallback: str, lang: str) -> str:
    if thing is None:
        return fallback
    return str(thing.name_ru if lang == "ru" else thing.name_en)


def _values(spec: RulesetSpec, name: str, values: Any, lang: str) -> str:
    if isinstance(values, type):
        return values.__name__
    return ", ".join(spec.option_value_label(name, v, lang) for v in values)


def summarize(spec: RulesetSpec, lang: str = "ru") -> RulesetSummary:
    """The rule set in brief, in the language asked (`ru` or `en`)."""
    roles = tuple(RoleLine(r.id, _name(r, r.id, lang), r.side,
                           tuple(_name(spec.actions.get(a), a, lang) for a in r.actions)) for r in spec.roles.values())
    holders: dict[str, list[str]] = {}
    for role in spec.roles.values():
        for action_id in role.actions:
            holders.setdefault(action_id, []).append(_name(role, role.id, lang))
    moves = tuple(MoveLine(a.id, _name(a, a.id, lang), _name(spec.steps.get(a.step), a.step, lang),
                           tuple(holders.get(a.id, ())), bool(a.pseudo)) for a in spec.actions.values())
    steps = tuple(StepLine(s.id, _name(s, s.id, lang), s.order,
                           tuple(_name(a, a.id, lang) for a in spec.actions.values() if a.step == s.id))
                  for s in sorted(spec.steps.values(), key=lambda s: s.order))
    options = tuple(OptionLine(o.name, spec.option_label(o.name, lang), spec.option_value_label(o.name, o.default, lang),
                               _values(spec, o.name, o.values, lang), o.describe(lang)) for o in spec.options.values())
    return RulesetSummary(spec.id, _name(spec, spec.id, lang), roles, moves, steps, options,
                          tuple(in_lang(line, lang) for line in spec.provenance))


def summary_lines(spec: RulesetSpec, lang: str = "ru") -> list[str]:
    """What `mafia-night rules show` prints: the rule set, its roles, the order of moves, its options, what was taken."""
    summary = summarize(spec, lang)
    out = [f"{summary.id}: {summary.name}", word("roles", lang)]
    for role in summary.roles:
        out.append(f"  {role.name} ({role.id}, {role.side}): {', '.join(role.moves) or word('no_moves', lang)}")
    out.append(word("order", lang))
    for step in summary.steps:
        out.append(f"  {step.name} ({step.id}): {', '.join(step.moves)}")
    if summary.options:
        out.append(word("options", lang))
        for option in summary.options:
            out.append(f"  {option.name} ({option.id}): {option.values}; {word('default', lang)} {option.default}")
    if summary.taken:
        out.append(word("taken", lang))
        out.extend(f"  {line}" for line in summary.taken)
    return out
