"""The player board: every player at a glance, before and after a night, the carried state in words.

Facts only from the scenario (before) and the resolution (after: `resolver.game.nextnight.next_scenario`,
`resolver.report.deaths`); the workbench renders them. Words for the carried state (model.PlayerState)
are here, Russian and English, with nicknames never declined.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model import Player, PlayerState, Scenario
from resolver.api import Alternative, Resolution
from resolver.specs.ruleset import RulesetSpec

WORDS: dict[str, tuple[str, str]] = {
    "pending": ("ждёт: {what} (от {source}, ночь {night})", "due: {what} (from {source}, night {night})"),
    "pending_plain": ("ждёт: {what}", "due: {what}"),
    "doomed_by": ("гость игрока {who} ({role}) прошлой ночью: умрёт, если этой ночью не вылечат",
                  "last night's guest of {who} ({role}): dies unless healed tonight"),
    "repeat_ban": ("{action} → {target} прошлой ночью: снова на эту цель нельзя",
                   "{action} → {target} last night: not the same target again"),
    "last_target": ("{action} → {target} прошлой ночью", "{action} → {target} last night"),
    "uses_left": ("{action}: осталось {n}", "{action}: {n} left"),
    "used_on": ("{action} уже применялось к: {names}", "{action} already used on: {names}"),
    "found_detective": ("нашла Детектива: есть своя проверка", "found the Детектив: has a check of her own"),
    "bonus_check_used": ("своя проверка потрачена", "her own check is spent"),
    "seeking_role": ("ищет роль: {role}", "seeks the role: {role}"),
    "sinful": ("грешный (на нём смерть прошлых ночей)", "sinful (a death of an earlier night)"),
    "invited_by": ("отказал в вербовке кланам: {clans}", "refused to join: {clans}"),
    "replaced_role": ("заменил роль: {role}", "took over the role: {role}"),
    "autokill_points": ("штрафные очки автокилла: {n}", "autokill points: {n}"),
    "penalty_votes": ("штрафные голоса днём: +{n}", "penalty votes in the day: +{n}"),
    "day_modifiers": ("днём: {what}", "in the day: {what}"),
    "role_hidden": ("роль не открыта", "role not opened"),
    "voted_for_lynched": ("голосовал за повешенного", "voted for the lynched player"),
    "spent": ("{item}: израсходован этой ночью", "{item}: spent tonight"),
    "gained": ("{item}: получен этой ночью", "{item}: gained tonight"),
    "role_changed": ("роль с утра: {role}", "role from the morning: {role}"),
    "clan_changed": ("клан с утра: {clan}", "clan from the morning: {clan}"),
}


@dataclass
class BoardRow:
    name: str
    role: str  # the role's name in the chosen language
    clan: str
    items: list[str]  # item names
    alive: bool
    state: list[str] = field(default_factory=list)  # the carried state in words
    died: str | None = None  # after a night: how he died tonight («Убит»), with whom, when known
    changes: list[str] = field(default_factory=list)  # after a night: items spent or gained, a new role


def _w(key: str, lang: str, **params: Any) -> str:
    ru, en = WORDS[key]
    return (en if lang == "en" else ru).format(**params)


def _name(table: dict[str, Any], lookup: Any, value: str, lang: str) -> str:
    found = lookup(value)
    if found is None:
        return value
    spec = table[found]
    return str(spec.name_en if lang == "en" else spec.name_ru)


def state_words(state: PlayerState, rs: RulesetSpec, players: dict[str, Player], lang: str = "ru") -> list[str]:
    """A player's carried state as the host reads it."""
    def action(a: str) -> str:
        return _name(rs.actions, rs.action_id, a, lang)

    def role(r: str) -> str:
        return _name(rs.roles, rs.role_id, r, lang)

    out: list[str] = []
    for p in state.pending:
        due = rs.pending.get(p.kind)
        what = action(due.action) if due is not None else p.kind
        out.append(_w("pending", lang, what=what, source=p.source, night=p.night) if p.source and p.night
                   else _w("pending_plain", lang, what=what))
    if state.doomed_by:
        host = players.get(state.doomed_by)
        out.append(_w("doomed_by", lang, who=state.doomed_by, role=role(host.role) if host else "?"))
    for key, target in state.last_targets.items():
        spec = rs.actions.get(rs.action_id(key) or "")
        banned = spec is not None and (spec.repeat_ban or spec.repeat_limit)
        out.append(_w("repeat_ban" if banned else "last_target", lang, action=action(key), target=target))
    for key, n in state.uses_left.items():
        out.append(_w("uses_left", lang, action=action(key), n=n))
    for key, names in state.used_on.items():
        if names:
            out.append(_w("used_on", lang, action=action(key), names=", ".join(names)))
    for flag in ("found_detective", "bonus_check_used", "sinful", "role_hidden", "voted_for_lynched"):
        if getattr(state, flag):
            out.append(_w(flag, lang))
    if state.seeking_role:
        out.append(_w("seeking_role", lang, role=role(state.seeking_role)))
    if state.replaced_role:
        out.append(_w("replaced_role", lang, role=role(state.replaced_role)))
    if state.invited_by:
        out.append(_w("invited_by", lang, clans=", ".join(state.invited_by)))
    for flag in ("autokill_points", "penalty_votes"):
        if getattr(state, flag):
            out.append(_w(flag, lang, n=getattr(state, flag)))
    if state.day_modifiers:
        out.append(_w("day_modifiers", lang, what=", ".join(state.day_modifiers)))
    return out


def _row(p: Player, rs: RulesetSpec, players: dict[str, Player], lang: str) -> BoardRow:
    return BoardRow(name=p.name, role=_name(rs.roles, rs.role_id, p.role, lang), clan=p.clan or "",
                    items=[_name(rs.items, rs.item_id, i, lang) for i in p.items], alive=p.alive,
                    state=state_words(p.state, rs, players, lang))


def before(scenario: Scenario, rs: RulesetSpec, lang: str = "ru") -> list[BoardRow]:
    """The players as the night finds them (the file's order)."""
    players = {p.name: p for p in scenario.players}
    return [_row(p, rs, players, lang) for p in scenario.players]


def after(res: Resolution, alt: Alternative, lang: str = "ru") -> list[BoardRow]:
    """The players at dawn of this outcome: who died tonight and how, what he holds, what carries over."""
    from resolver import report
    from resolver.game.nextnight import next_scenario

    rs = res.ruleset
    nxt = next_scenario(res, alt)
    players = {p.name: p for p in nxt.players}
    old = {p.name: p for p in res.scenario.players}
    kinds = rs.kill_kinds
    died = {}
    for d in report.deaths(res, alt):
        kind = kinds[d["kind"]]
        label = kind.label_en if lang == "en" else kind.label_ru
        died[d["player"]] = f"{label} ({d['by']})" if d["by"] else label
    rows = []
    for p in nxt.players:
        row = _row(p, rs, players, lang)
        row.died = died.get(p.name)
        was = old[p.name]
        had = [rs.item_id(i) or i for i in was.items]
        has = [rs.item_id(i) or i for i in p.items]
        for item in had:
            if item not in has:
                row.changes.append(_w("spent", lang, item=_name(rs.items, rs.item_id, item, lang)))
        for item in has:
            if item not in had:
                row.changes.append(_w("gained", lang, item=_name(rs.items, rs.item_id, item, lang)))
        if rs.role_id(p.role) != rs.role_id(was.role):
            row.changes.append(_w("role_changed", lang, role=row.role))
        if (p.clan or "") != (was.clan or "") and p.clan:
            row.changes.append(_w("clan_changed", lang, clan=p.clan))
        rows.append(row)
    return rows
