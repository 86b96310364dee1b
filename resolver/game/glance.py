"""The game at a glance (issue 22): the sides alive at the start and after each day and each night, and the deaths by
cause, from a replayed game's steps. Plain rows for a chart (the Game page draws them with Altair); nothing here
draws or needs Streamlit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resolver.day.win import side_label, side_of, win_entry
from resolver.game.folder import GameResult
from resolver.specs.ruleset import RulesetSpec

WORDS = {"start": ("Начало", "Start"), "day": ("День {n}", "Day {n}"), "night": ("Ночь {n}", "Night {n}")}


@dataclass
class Glance:
    points: list[str] = field(default_factory=list)  # the x axis in order: Начало, День 1, Ночь 1, …
    alive: list[dict[str, Any]] = field(default_factory=list)  # {point, order, side, alive}
    deaths: list[dict[str, Any]] = field(default_factory=list)  # {point, order, player, cause}


def _label(key: str, lang: str, n: int = 0) -> str:
    ru, en = WORDS[key]
    return (ru if lang == "ru" else en).format(n=n)


def _sides(rs: RulesetSpec, players: dict[str, tuple[str, str | None]], options: dict[str, Any],
           lang: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for role, clan in players.values():
        side = side_label(rs, side_of(rs, role, clan, options), lang)
        counts[side] = counts.get(side, 0) + 1
    return counts


def glance(game: GameResult, lang: str = "ru") -> Glance:
    """The rows of the replayed steps (a step not resolved ends the series)."""
    out = Glance()
    order = 0
    every_side: list[str] = []

    def add(point: str, counts: dict[str, int]) -> None:
        out.points.append(point)
        for side in counts:
            if side not in every_side:
                every_side.append(side)
        for side in every_side:  # a side gone is drawn at 0, not dropped
            out.alive.append({"point": point, "order": order, "side": side, "alive": counts.get(side, 0)})

    for step in game.steps:
        res, alt = step.res, step.alt
        if res is None or alt is None:
            break
        rs = res.ruleset
        options = {name: spec.default for name, spec in rs.options.items()} | dict(res.scenario.options)
        before = {p.name: win_entry(rs.role_id(p.role) or p.role, p.clan, p.state.turned)
                  for p in res.scenario.players if p.alive}
        if order == 0:
            add(_label("start", lang), _sides(rs, before, options, lang))
        day = res.day
        gone_by_day = set()
        if day is not None:
            gone_by_day = set(day.verdict) | set(day.autokilled) | {victim for _a, victim in day.verdict_kills}
        order += 1
        day_point = _label("day", lang, step.night)
        add(day_point, _sides(rs, {n: e for n, e in before.items() if n not in gone_by_day}, options, lang))
        order += 1
        night_point = _label("night", lang, step.night)
        alive = alt.summary.get("alive", {})
        roles, clans, carried = alt.summary.get("roles", {}), alt.summary.get("clans", {}), alt.summary.get("carried", {})
        after = {n: win_entry(roles.get(n, e[0]), clans.get(n, e[1]),
                              carried[n].turned if n in carried else None)
                 for n, e in before.items() if alive.get(n, True)}
        add(night_point, _sides(rs, after, options, lang))
        for name, death in sorted(alt.deaths.items(), key=lambda kv: (kv[1].order, kv[0])):
            kind = rs.kill_kinds.get(death.kind)
            cause = (kind.label_ru if lang == "ru" else kind.label_en) if kind is not None else death.kind
            point = day_point if name in gone_by_day else night_point
            out.deaths.append({"point": point, "order": order - (1 if name in gone_by_day else 0), "player": name,
                               "cause": cause})
    return out
