"""The next night's scenario from a resolved night: players and carried state, no moves."""

from __future__ import annotations

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
