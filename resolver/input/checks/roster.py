"""The roster's limits of the rule set's data on the living players: `RoleSpec.max_per_game` and `max_per_clan`.

The players past a limit are named, each with the first who has that role («без учёта севших и убитых»: the dead
do not count). A clan's size is a check row (`resolver/specs/checks.py` `ClanSize`).
"""

from __future__ import annotations

from resolver.input.checks.context import Checked
from resolver.specs.names import named
from resolver.text.problems import say


def _living_by_role(c: Checked) -> tuple[dict[str, list[int]], dict[tuple[str, str], list[int]]]:
    per_game: dict[str, list[int]] = {}
    per_clan: dict[tuple[str, str], list[int]] = {}
    for i, player in enumerate(c.data.players):
        if not player.alive or player.role not in c.rs.roles:
            continue
        per_game.setdefault(player.role, []).append(i)
        if player.clan is not None:
            per_clan.setdefault((player.role, player.clan), []).append(i)
    return per_game, per_clan


def check_roster_limits(c: Checked) -> None:
    per_game, per_clan = _living_by_role(c)
    players = c.data.players
    for role_id, indices in per_game.items():
        role = c.rs.roles[role_id]
        if role.max_per_game is not None and len(indices) > role.max_per_game:
            for i in indices[role.max_per_game:]:
                c.add(("players", i, "role"), say("one_too_many", name=players[i].name, **named("role", role),
                                                  first=indices[0], max=role.max_per_game),
                      c.rule(role.roster_clause or "roster"))
    for (role_id, clan), indices in per_clan.items():
        role = c.rs.roles[role_id]
        if role.max_per_clan is not None and len(indices) > role.max_per_clan:
            for i in indices[role.max_per_clan:]:
                c.add(("players", i, "role"), say("second_in_clan", name=players[i].name, **named("role", role),
                                                  clan=clan, first=indices[0], max=role.max_per_clan),
                      c.rule(role.roster_clause or "roster.clan"))
