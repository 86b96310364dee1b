"""The players of a night: a roster at all, nicknames, roles, clans, items and the actions of their last targets.

Each check is `(checked, i, player) -> bool`; False stops the later checks of that player (his role is unknown:
nothing else of him can be read against the rule set). Roles, clans, items and actions become ids in place.
"""

from __future__ import annotations

from typing import Callable

from model import Player
from resolver.input.checks.context import Checked, look_key
from resolver.input.loader import BROKEN
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec
from resolver.text.problems import say

PlayerCheck = Callable[[Checked, int, Player], bool]


def check_roster_given(c: Checked) -> None:
    """A night of nobody resolves to an empty post: said with its line, as the file may have lost its players. A note,
    not a problem: the workbench's new night is an empty roster by design («пустая ночь»)."""
    if not c.data.players:
        c.note(("players",), say("empty_roster"))


def player_name(c: Checked, i: int, player: Player) -> bool:
    """Every player has a nickname of his own, that does not look like another's."""
    where = ("players", i, "name")
    if i in c.result.broken_players and player.name.startswith(BROKEN):
        return True  # its name was reported already
    if not player.name.strip():
        c.add(where, say("no_name"))
    elif player.name in c.names_seen:
        c.add(where, say("duplicate_player", name=player.name, other=c.names_seen[player.name]))
    else:
        c.names_seen[player.name] = i
        look = look_key(player.name)
        if look in c.looks_seen:
            other = c.looks_seen[look]
            c.add(where, say("look_alike", other=c.data.players[other].name, other_i=other, name=player.name))
        else:
            c.looks_seen[look] = i
    return True


def player_role(c: Checked, i: int, player: Player) -> bool:
    if player.role == BROKEN:
        return False  # reported already
    role_id = c.rs.role_id(player.role)
    if role_id is None:
        c.add(("players", i, "role"), say("unknown_role", name=player.role, hint=c.suggest_name(player.role, "roles")),
              c.rule("roster"))
        return False
    player.role = role_id
    return True


def player_clan(c: Checked, i: int, player: Player) -> bool:
    """A clan the rule set has, on a clan role; a role of no clan has none (unless a recruitment keeps it)."""
    rs, where = c.rs, ("players", i, "clan")
    role = rs.roles[player.role]
    if player.clan is not None:
        clan = rs.clan_id(player.clan)
        if clan is None:
            c.add(where, say("unknown_clan", name=player.clan, known=", ".join(rs.clans)))
        player.clan = clan
    if role.clan_member and player.clan is None:
        c.add(where, say("needs_clan", name=player.name, **named("role", role), clans=", ".join(rs.clans)),
              c.rule("roster.clan"))
    elif not role.clan_member and player.clan is not None and rs.clans and not role.traits & kept_in_clan(rs):
        c.add(where, say("has_no_clan", name=player.name, **named("role", role)), c.rule(role.roster_clause or "roster"))
    return True


def kept_in_clan(rs: RulesetSpec) -> frozenset[str]:
    """The traits of roles a clan's recruitment leaves as they are (`RecruitSpec.keeps_trait`: andorra's
    Журналист-рядовой, L253): such a player has a clan without being of a clan role."""
    found: frozenset[str] | None = rs.memo.get("kept_in_clan")
    if found is None:
        found = rs.memo["kept_in_clan"] = frozenset(
            a.recruit.keeps_trait for a in rs.actions.values()
            if a.recruit is not None and a.recruit.keeps_trait is not None and not a.recruit.band)
    return found


def player_items(c: Checked, i: int, player: Player) -> bool:
    for j, item in enumerate(player.items):
        item_id = c.rs.item_id(item)
        if item_id is None:
            c.add(("players", i, "items", j), say("unknown_item", name=item, hint=c.suggest_name(item, "items")))
        else:
            player.items[j] = item_id
    return True


def player_last_actions(c: Checked, i: int, player: Player) -> bool:
    """The actions of `state.last_targets` (for «not the same player twice running»), or a day modifier that has
    that ban too (andorra AN-123)."""
    banned = repeat_banned_modifiers(c.rs)
    new_last = {}
    for action, target in player.state.last_targets.items():
        action_id = c.rs.action_id(action) or (action if action in banned else None)
        if action_id is None:
            c.add(("players", i, "state", "last_targets", action),
                  say("unknown_action", name=action, hint=c.suggest_name(action, "actions")))
        else:
            new_last[action_id] = target
    player.state.last_targets = new_last
    return True


def repeat_banned_modifiers(rs: RulesetSpec) -> frozenset[str]:
    found: frozenset[str] | None = rs.memo.get("repeat_banned_modifiers")
    if found is None:
        modifiers = getattr(rs.day, "modifiers", None) or {}
        found = rs.memo["repeat_banned_modifiers"] = frozenset(m for m, spec in modifiers.items() if spec.repeat_ban)
    return found


# In this order for each player, each player in the file's order.
PLAYER_CHECKS: tuple[PlayerCheck, ...] = (player_name, player_role, player_clan, player_items, player_last_actions)
