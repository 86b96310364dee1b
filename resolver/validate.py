"""Checks of a scenario against its rule set: names, players, moves and limits.

Each problem names its place in the file and, where one applies, the rule.
Names are normalised to ids (Russian names accepted) in the returned copy.
"""

from __future__ import annotations

import difflib
from typing import Any

from model import Scenario
from resolver.loader import LoadResult
from resolver.night import is_full_datetime, time_key
from resolver.ruleset import RulesetSpec, available_rulesets, get_ruleset


def _suggest(name: str, choices: list[str]) -> str:
    lowered = {c.lower(): c for c in choices}
    close = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=0.6)
    return f" (did you mean «{lowered[close[0]]}»?)" if close else ""


def _rule(rs: RulesetSpec, clause_id: str) -> str:
    clause = rs.clauses[clause_id]
    return clause.cite(rs.id)


def _coerce_option(value: Any, allowed: tuple[Any, ...] | type) -> tuple[bool, Any]:
    if allowed is int:
        try:
            return True, int(value)
        except (TypeError, ValueError):
            return False, value
    assert isinstance(allowed, tuple)
    if True in allowed or False in allowed:
        text = str(value).strip().lower()
        if text in ("true", "yes", "on", "1", "да"):
            return True, True
        if text in ("false", "no", "off", "0", "нет"):
            return True, False
        return False, value
    return (value in allowed), value


def validate(scenario: Scenario, result: LoadResult) -> Scenario:
    try:
        rs = get_ruleset(scenario.ruleset)
    except KeyError:
        result.add(("ruleset",), f"unknown rule set {scenario.ruleset!r}; known: {', '.join(available_rulesets())}")
        return scenario
    data = scenario  # freshly parsed and owned by the caller's LoadResult: normalised in place
    data.ruleset = rs.id
    add = result.add

    # options
    for name, value in list(data.options.items()):
        option = rs.options.get(name)
        if option is None:
            add(("options", name), f"unknown option {name!r}{_suggest(name, list(rs.options))}")
            continue
        ok, coerced = _coerce_option(value, option.values)
        if not ok:
            values = option.values
            allowed = " | ".join(map(str, values)) if isinstance(values, tuple) else "a whole number"
            add(("options", name), f"option {name!r} cannot be {value!r}; allowed: {allowed}",
                f"rulings {option.ruling}")
        else:
            data.options[name] = coerced

    # players
    names: dict[str, int] = {}
    for i, player in enumerate(data.players):
        where: tuple[str | int, ...] = ("players", i)
        if player.name in names:
            add(where + ("name",), f"duplicate player {player.name!r} (also players[{names[player.name]}])")
        else:
            names[player.name] = i
        role_id = rs.role_id(player.role)
        if role_id is None:
            add(where + ("role",), f"unknown role {player.role!r}{_suggest(player.role, rs.known_names('roles'))}",
                _rule(rs, "roster"))
            continue
        player.role = role_id
        role = rs.roles[role_id]
        if player.clan is not None:
            clan = rs.clan_id(player.clan)
            if clan is None:
                add(where + ("clan",), f"unknown clan {player.clan!r}; known: {', '.join(rs.clans)}")
            player.clan = clan
        if role.clan_member and player.clan is None:
            add(where + ("clan",), f"{player.name}: the role {role.name_ru} needs a clan ({', '.join(rs.clans)})",
                _rule(rs, "roster.clan"))
        for j, item in enumerate(player.items):
            item_id = rs.item_id(item)
            if item_id is None:
                add(where + ("items", j), f"unknown item {item!r}{_suggest(item, rs.known_names('items'))}")
            else:
                player.items[j] = item_id
        new_last = {}
        for action, target in player.state.last_targets.items():
            action_id = rs.action_id(action)
            if action_id is None:
                add(where + ("state", "last_targets", action),
                    f"unknown action {action!r}{_suggest(action, rs.known_names('actions'))}")
            else:
                new_last[action_id] = target
        player.state.last_targets = new_last
    known = {p.name for p in data.players}
    alive = {p.name for p in data.players if p.alive}
    by_name = {p.name: p for p in data.players}
    for i, player in enumerate(data.players):
        where = ("players", i, "state")
        doomed = player.state.doomed_by
        if doomed is not None and doomed not in known:
            add(where + ("doomed_by",), f"doomed_by names {doomed!r}, who is not in the game")
        for action, target in player.state.last_targets.items():
            if target not in known:
                add(where + ("last_targets", action), f"last target {target!r} is not in the game")
        if player.state.seeking_role is not None:
            seek = rs.role_id(player.state.seeking_role)
            if seek is None:
                add(where + ("seeking_role",), f"unknown role {player.state.seeking_role!r}")
            player.state.seeking_role = seek

    # day
    day = data.day
    for field_name in ("event", "next_event"):
        value = getattr(day, field_name)
        if value is not None:
            event_id = rs.event_id(value)
            if event_id is None:
                add(("day", field_name), f"unknown event {value!r}{_suggest(value, rs.known_names('events'))}",
                    _rule(rs, "events"))
            setattr(day, field_name, event_id)
    for j, name in enumerate(day.lynched):
        if name not in known:
            add(("day", "lynched", j), f"lynched player {name!r} is not in the game{_suggest(name, list(known))}")
        elif name not in alive:
            add(("day", "lynched", j), f"lynched player {name!r} was already dead")
    from resolver.day.validate import validate_day  # the day's votes and marks (issue 8)

    validate_day(rs, data, add)
    if day.mortar_holder is not None:
        holder = by_name.get(day.mortar_holder)
        if day.event != "holiday":
            add(("day", "mortar_holder"), "a миномёт is given only on the day of Праздник", _rule(rs, "event.holiday"))
        if holder is None:
            add(("day", "mortar_holder"), f"mortar holder {day.mortar_holder!r} is not in the game")
        elif holder.role != "villager":
            add(("day", "mortar_holder"), f"the миномёт goes to a plain peaceful (неролевой мирный), "
                f"not to {holder.name} ({rs.roles[holder.role].name_ru})" if holder.role in rs.roles else
                "the миномёт goes to a plain peaceful", _rule(rs, "event.holiday"))

    # moves
    seen_moves: dict[tuple[str, str, str], int] = {}
    full_times: set[bool] = set()
    for i, move in enumerate(data.moves):
        where = ("moves", i)
        action_id = rs.action_id(move.action)
        if action_id is None or rs.actions[action_id].params.get("pseudo"):
            add(where + ("action",), f"unknown action {move.action!r}"
                f"{_suggest(move.action, [n for n in rs.known_names('actions')])}")
            continue
        move.action = action_id
        spec = rs.actions[action_id]
        actor = by_name.get(move.actor)
        if actor is None:
            add(where + ("actor",), f"{move.actor!r} is not in the game{_suggest(move.actor, list(known))}")
            continue
        if not actor.alive:
            add(where + ("actor",), f"{move.actor} is dead and cannot move", _rule(rs, "order"))
            continue
        if actor.role not in rs.roles:
            continue
        role = rs.roles[actor.role]
        if action_id == "mortar_fire":
            if day.mortar_holder != move.actor:
                add(where + ("action",), f"{move.actor} has no миномёт (day.mortar_holder is "
                    f"{day.mortar_holder!r})", _rule(rs, "event.holiday"))
        # A move of a kind the role does not have, a hunt sent with a move the text forbids it with, a
        # stolen move's repeat: the player's illegal moves, failed by the engine with their clause and
        # listed as warnings (issue 12); `mafia-night resolve --strict` rejects them as before.
        if move.by is not None and move.by != move.actor:
            sender = by_name.get(move.by)
            if sender is None or sender.role != "boss" or sender.clan != actor.clan or not sender.alive:
                add(where + ("by",), f"only the living Босс of {move.actor}'s clan may send a move for him",
                    _rule(rs, "boss.proxy"))
        max_targets = spec.max_targets
        if action_id == "clan_kill" and day.event != "full_moon":
            max_targets = 1
        if len(move.targets) < spec.min_targets:
            add(where, f"«{spec.name_ru}» needs a target")
        elif len(move.targets) > max_targets:
            rule = _rule(rs, "event.full_moon") if action_id == "clan_kill" else None
            add(where + ("targets",), f"«{spec.name_ru}» takes at most {max_targets} target(s), "
                f"got {len(move.targets)}", rule)
        if action_id == "clan_kill" and len(set(move.targets)) != len(move.targets):
            add(where + ("targets",), "the two clan kills of Полнолуние must hit two different players",
                "rulings B-33")
        for j, target in enumerate(move.targets):
            if target not in known:
                add(where + ("targets", j), f"target {target!r} is not in the game{_suggest(target, list(known))}")
            elif target not in alive and not spec.params.get("needs_dead_target"):
                add(where + ("targets", j), f"target {target} died before this night")
        # A repeat of last night's target is the player's illegal move, not a broken file: the engine
        # fails it with its clause and the host is warned (issue 12).
        if action_id == "bonus_check" and action_id in role.actions:
            if not actor.state.found_detective:
                add(where + ("action",), f"{move.actor} has not found the Детектив yet: no check of her own",
                    _rule(rs, "fangirl.seek"))
            elif actor.state.bonus_check_used:
                add(where + ("action",), f"{move.actor} has used her one check", _rule(rs, "fangirl.seek"))
        key = (move.actor, action_id, move.by or move.actor)
        if key in seen_moves:
            add(where, f"{move.actor} sends «{spec.name_ru}» twice (also moves[{seen_moves[key]}])")
        seen_moves[key] = i
        if move.time is not None:
            try:
                time_key(move.time)
                full_times.add(is_full_datetime(move.time))
            except ValueError:
                add(where + ("time",), f"cannot read the time {move.time!r} (use 22:15 or 2026-11-30 22:15)")
        for b, branch in enumerate(move.branches):
            bwhere = where + ("branches", b)
            if action_id != "steal_move":
                add(bwhere, "only the Жулик's move has branches", _rule(rs, "trickster.order"))
                break
            if_role = rs.role_id(branch.if_role)
            if if_role is None:
                add(bwhere + ("if",), f"unknown role {branch.if_role!r}{_suggest(branch.if_role, rs.known_names('roles'))}")
                continue
            branch.if_role = if_role
            if branch.action is not None:
                b_action = rs.action_id(branch.action)
                if b_action is None or b_action not in rs.roles[if_role].actions:
                    add(bwhere + ("action",), f"a {rs.roles[if_role].name_ru} has no move {branch.action!r}",
                        _rule(rs, "trickster.order"))
                    continue
                branch.action = b_action
            for t, target in enumerate(branch.targets):
                if target not in known:
                    add(bwhere + ("targets", t), f"target {target!r} is not in the game")
    if len(full_times) > 1:
        add(("moves",), "mix of times with and without a date: write all times the same way")
    return data
