"""The next night's scenario from a resolved night: players and carried state, no moves."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from model import Day, Player, Scenario
from resolver.api import Alternative, Resolution


def next_scenario(res: Resolution, alt: Alternative) -> Scenario:
    summary = alt.summary
    players = []
    roles = res.ruleset.roles
    for p in res.scenario.players:
        role_id = summary.get("roles", {}).get(p.name, p.role)
        players.append(Player(
            name=p.name,
            role=roles[role_id].name_ru if role_id in roles else role_id,
            clan=summary.get("clans", {}).get(p.name, p.clan),
            # No `side:`: it only restates the side the role gives (resolver/input/checks/state.py `side`), and a role
            # changed tonight (a recruit, an Упырь) would leave it stale and the next night refused.
            items=summary.get("items", {}).get(p.name, list(p.items)),
            alive=summary.get("alive", {}).get(p.name, p.alive),
            state=summary.get("carried", {}).get(p.name, p.state),
        ))
    return Scenario(
        ruleset=res.scenario.ruleset,
        title=res.scenario.title,
        night=res.scenario.night + 1,
        options=dict(res.scenario.options),
        players=players,
        day=Day(event=res.scenario.day.next_event),
        moves=[],
    )


def scenario_yaml(scenario: Scenario, schema_ref: str | None = None) -> str:
    """A scenario as YAML a host can edit (defaults left out)."""
    import yaml

    data = scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110)
    header = f"# yaml-language-server: $schema={schema_ref}\n" if schema_ref else ""
    return header + text


def taken_by_day(res: Resolution, lang: str = "ru") -> dict[str, str]:
    """Who the day before this night took out of it, each with how the rule set says it («Повешен», «Сел»,
    «Умер по Автокиллу»): the verdict (the host's `day.lynched` or the counted vote), the Автокилл, the deaths the
    verdict causes. They leave before any move of the night (bankers «1. Линч» L187; andorra «Сел», п.17), so they
    have no move to send: the order of moves and «Кто ещё не прислал ход» leave them out, and a move of theirs,
    if the file has one, fails with its clause in the night itself."""
    day = res.day
    if day is None:
        return {}
    names = [*day.verdict, *day.autokilled, *(victim for _action, victim in day.verdict_kills)]
    deaths = res.chosen.deaths if res.alternatives else {}
    out = {}
    for name in dict.fromkeys(names):
        death = deaths.get(name)
        kind = res.ruleset.kill_kinds.get(death.kind) if death is not None else None
        out[name] = (kind.label_ru if lang == "ru" else kind.label_en) if kind is not None else ""
    return out


def without_day_taken(data: dict[str, Any], taken: Iterable[str]) -> dict[str, Any]:
    """The night mapping (as a host's tables hold it) with the players the day took marked out of the game, for
    the entry of the night's moves: they are offered no move and no longer wait for one."""
    gone = set(taken)
    if not gone:
        return data
    players = [({**p, "alive": False} if isinstance(p, dict) and str(p.get("name", "")).strip() in gone else p)
               for p in data.get("players") or []]
    return {**data, "players": players}
