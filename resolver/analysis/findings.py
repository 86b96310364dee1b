"""What a rule set's data leave loose: actions no clause cites, roles that can never act or never win, and the options
the host is asked about (each with its ruling), from the data alone."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from resolver.specs.action import ActionSpec
from resolver.specs.limits import ActorBar, NeedsItem, OffWhen
from resolver.specs.ruleset import RulesetSpec


@dataclass(frozen=True)
class Uncited:
    """An action whose clause is missing, out of the text or empty (`why`: missing | out_of_text | empty), or whose
    clause's text does not name it by its name or an alias (`why`: not_named)."""

    action: str
    clause: str
    why: str


@dataclass(frozen=True)
class RoleFinding:
    """A role that can never act (`what`: act) or never win (`what`: win), or only with an option (`switch`)."""

    role: str
    what: str
    why: str  # no_moves | only_engine | barred | only_items | no_win_rule | only_with_option
    detail: str = ""
    switch: tuple[str, Any] | None = None


@dataclass(frozen=True)
class Ambiguity:
    """An option the host is asked about: the point the text leaves open, the default ruling and the values."""

    option: str
    ruling: str
    default: Any
    values: tuple[Any, ...]
    description: str


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[а-яёa-z]+", text.lower().replace("ё", "е")) if len(w) >= 4]


def _named_in(action: ActionSpec, quote: str) -> bool:
    """Does the clause's text name the action: a word of its name or aliases, by its first three letters (a loose
    reading: what it does not find is surely not named)?"""
    text = quote.lower().replace("ё", "е")
    names = [action.name_ru, *action.aliases]
    return any(word[:3] in text for name in names for word in _words(name))


def uncited_actions(spec: RulesetSpec) -> list[Uncited]:
    """The actions no clause cites (their clause missing, out of the text, empty), then those whose clause does not
    name them."""
    lines = spec.text.splitlines()
    out: list[Uncited] = []
    named: list[Uncited] = []
    for action in spec.actions.values():
        clause = spec.clauses.get(action.clause)
        if clause is None:
            out.append(Uncited(action.id, action.clause, "missing"))
        elif clause.lines[0] < 1 or clause.lines[1] > len(lines) or clause.lines[0] > clause.lines[1]:
            out.append(Uncited(action.id, action.clause, "out_of_text"))
        elif not clause.quote.strip():
            out.append(Uncited(action.id, action.clause, "empty"))
        elif not action.pseudo and not _named_in(action, clause.quote):
            named.append(Uncited(action.id, action.clause, "not_named"))
    return out + named


def _option_values(spec: RulesetSpec, option: str) -> tuple[Any, ...]:
    values = spec.options[option].values if option in spec.options else ()
    return (True, False) if values is bool else values if isinstance(values, tuple) else ()


def roles_idle(spec: RulesetSpec) -> list[RoleFinding]:
    """Roles that can never make a move: none listed, only the engine's, every one barred to the role's traits, or
    (a softer finding) only moves that need an item."""
    out: list[RoleFinding] = []
    engine = spec.engine_actions()
    for role in spec.roles.values():
        actions = [spec.actions[a] for a in role.actions if a in spec.actions]
        moves = [a for a in actions if not a.pseudo and a.id not in engine]
        if not role.actions:
            out.append(RoleFinding(role.id, "act", "no_moves"))
            continue
        if not moves:
            out.append(RoleFinding(role.id, "act", "only_engine"))
            continue
        free = [a for a in moves if not any(bar.trait in role.traits for bar in a.rows_of(ActorBar))]
        if not free:
            bars = ", ".join(f"{a.id} ({bar.clause})" for a in moves for bar in a.rows_of(ActorBar))
            out.append(RoleFinding(role.id, "act", "barred", bars))
            continue
        own = [a for a in free if a.row(NeedsItem) is None]
        if not own:
            out.append(RoleFinding(role.id, "act", "only_items", ", ".join(a.id for a in free)))
            continue
        off = [a for a in own if a.row(OffWhen) is not None]
        if off and len(off) == len(own):
            switch = off[0].row(OffWhen)
            assert switch is not None
            out.append(RoleFinding(role.id, "act", "off_with_option", ", ".join(a.id for a in off),
                                   (switch.switch[0], switch.switch[1])))
    return out


def _side_wins(spec: RulesetSpec, side: str, clan_member: bool, options: dict[str, Any]) -> bool:
    day = spec.day
    if day is None:
        return True
    for rule in day.win:
        if rule.when is not None and options.get(rule.when[0], _default(spec, rule.when[0])) != rule.when[1]:
            continue
        if rule.unless is not None and options.get(rule.unless[0], _default(spec, rule.unless[0])) == rule.unless[1]:
            continue
        if side == "mafia" or clan_member:
            if rule.side.startswith("mafia"):
                return True
        elif rule.side == side:
            return True
    return False


def _default(spec: RulesetSpec, option: str) -> Any:
    return spec.options[option].default if option in spec.options else None


def roles_never_win(spec: RulesetSpec) -> list[RoleFinding]:
    """Roles whose side no win rule names under any option (or only under some values of an option)."""
    out: list[RoleFinding] = []
    day = spec.day
    if day is None or not day.win:
        return out
    switches = {r.when[0] for r in day.win if r.when} | {r.unless[0] for r in day.win if r.unless}
    for role in spec.roles.values():
        sides = [(role.side, {})] if role.side_option is None else [
            (str(v), {role.side_option: v}) for v in _option_values(spec, role.side_option)]
        settings: list[dict[str, Any]] = [{}]
        for option in sorted(switches):
            settings = [dict(s, **{option: v}) for s in settings for v in _option_values(spec, option)]
        winning = [(side, opts) for side, opts in sides for s in settings
                   if _side_wins(spec, side, role.clan_member, dict(s, **opts))]
        if not winning:
            out.append(RoleFinding(role.id, "win", "no_win_rule", role.side))
        elif role.side_option is not None and len({side for side, _o in winning}) < len(sides):
            side, opts = winning[0]
            option, value = next(iter(opts.items()))
            out.append(RoleFinding(role.id, "win", "only_with_option", side, (option, value)))
    return out


def ambiguities(spec: RulesetSpec) -> list[Ambiguity]:
    """The options: each a point the text leaves the host, with the ruling that settles it by default."""
    return [Ambiguity(o.name, o.ruling, o.default, _option_values(spec, o.name), o.describe("ru"))
            for o in spec.options.values()]
