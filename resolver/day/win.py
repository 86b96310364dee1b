"""Win conditions, checked after every day and every night: the rule set's `WinRule` rows.

A side is `mafia:<clan>` for a clan member, else the role's side (an option may give it). `absent` names sides that must have nobody alive: `mafia` is every clan, `mafia:other` every
clan but the candidate's own (a mafia-side player of no clan, `mafia:?`, is of none and wins with any one). A rule whose side ends in `:*` is tried for each clan alive.
"""

from __future__ import annotations

from typing import Any

from resolver.specs.day import DayRules, WinRule
from resolver.specs.ruleset import RulesetSpec


NO_CLAN = "mafia:?"


def side_of(rs: RulesetSpec, role_id: str, clan: str | None, options: dict[str, Any]) -> str:
    role = rs.roles[role_id]
    side = role.side
    if role.side_option is not None:
        side = str(options.get(role.side_option, rs.options[role.side_option].default))
    if side == "mafia" or role.clan_member or clan is not None:  # a player who joined a clan (the son)
        return f"mafia:{clan or '?'}"
    return side


def win_entry(role_id: str, clan: str | None, turned: str | None) -> tuple[str, str | None]:
    """What the win check reads of a player: his role and clan, or the role he has become besides his own
    (`PlayerState.turned`), whose side is his and of no clan (the Упырь «Меняется условие победы»)."""
    return (turned, None) if turned else (role_id, clan)


def _rules(day: DayRules, options: dict[str, Any]) -> tuple[WinRule, ...]:
    return tuple(r for r in day.win if (r.when is None or options.get(r.when[0]) == r.when[1])
                 and (r.unless is None or options.get(r.unless[0]) != r.unless[1]))


def winner(rs: RulesetSpec, alive: dict[str, tuple[str, str | None]], options: dict[str, Any]) -> WinRule | None:
    """The rule that is met by the living players (name -> (role id, clan)), or None."""
    day: DayRules | None = rs.day
    if day is None:
        return None
    sides = [side_of(rs, role, clan, options) for role, clan in alive.values()]
    for rule in _rules(day, options):
        if rule.side.endswith(":*"):
            prefix = rule.side[:-1]
            candidates = sorted({s for s in sides if s.startswith(prefix)})
        else:
            candidates = [rule.side] if rule.side in sides else []
        for cand in candidates:
            if _met(rule, cand, sides):
                return rule
    return None


def winner_side(rs: RulesetSpec, alive: dict[str, tuple[str, str | None]], options: dict[str, Any]) -> str | None:
    rule = winner(rs, alive, options)
    if rule is None:
        return None
    if not rule.side.endswith(":*"):
        return rule.side
    sides = [side_of(rs, role, clan, options) for role, clan in alive.values()]
    prefix = rule.side[:-1]
    return next(c for c in sorted({s for s in sides if s.startswith(prefix)}) if _met(rule, c, sides))


def _met(rule: WinRule, cand: str, sides: list[str]) -> bool:
    for token in rule.absent:
        if token == "mafia:other":
            # A mafia-side player of no clan (`mafia:?`) is of no other clan: he wins with any one.
            if any(s.startswith("mafia:") and s not in (cand, NO_CLAN) for s in sides):
                return False
        elif token == "mafia":
            if any(s.startswith("mafia:") for s in sides):
                return False
        elif token == "parity":
            mine = sum(1 for s in sides if s == cand)
            if mine < len(sides) - mine:
                return False
        elif token in sides:
            return False
    return True


def side_label(rs: RulesetSpec, side: str, lang: str = "ru") -> str:
    day: DayRules | None = rs.day
    if day is None:
        return side
    for rule in day.win:
        if rule.side == side:
            return rule.name_ru if lang == "ru" else rule.name_en
        if rule.side.endswith(":*") and side.startswith(rule.side[:-1]):
            base = rule.name_ru if lang == "ru" else rule.name_en
            return f"{base} ({side.split(':', 1)[1]})"
    return side
