"""Checks of a scenario against its rule set: names, players, moves and limits.

Each problem names its place in the file and, where one applies, the rule.
Names are normalised to ids (Russian names accepted) in the returned copy.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Any

from model import PlayerState, Scenario
from resolver.input.loader import BROKEN, LoadResult
from resolver.specs.names import named
from resolver.engine.night import is_full_datetime, time_key
from resolver.text.problems import Say, either, joined, say
from resolver.specs.role import RoleSpec
from resolver.specs.ruleset import RulesetSpec
from resolver.rulesets import available_rulesets, get_ruleset


def _suggest(name: str, choices: list[str]) -> str | Say:
    """« (did you mean «X»?)» for the closest of `choices`; linear in their number (rapidfuzz, in C++)."""
    from rapidfuzz import fuzz, process

    keys, originals = _lowered(tuple(choices))
    found = process.extractOne(name.lower(), keys, scorer=fuzz.ratio, score_cutoff=60)
    return say("did_you_mean", name=originals[found[2]]) if found else ""


@functools.lru_cache(maxsize=16)
def _lowered(choices: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The choices lower-cased once per list, not once per unknown name (of two spellings, the first)."""
    lowered: dict[str, str] = {}
    for choice in choices:
        lowered.setdefault(choice.lower(), choice)
    return list(lowered), list(lowered.values())


# Letters of other scripts that look like Cyrillic ones (after case folding), and digits like letters.
_LOOKALIKE = str.maketrans({
    "a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "i": "і", "j": "ј", "k": "к", "m": "м", "o": "о",
    "p": "р", "s": "ѕ", "t": "т", "x": "х", "y": "у", "0": "о", "3": "з",
    "α": "а", "β": "в", "ε": "е", "η": "н", "ι": "і", "κ": "к", "μ": "м", "ο": "о", "ρ": "р", "τ": "т",
    "υ": "у", "χ": "х", "ё": "е",
})


def look_key(name: str) -> str:
    """What a reader sees of a nickname: case, ё/е, look-alike letters, spaces and invisible marks dropped."""
    text = unicodedata.normalize("NFKC", name).casefold()
    return _UNSEEN.sub("", unicodedata.normalize("NFC", text).translate(_LOOKALIKE))


# Spaces, combining accents (a stress mark), controls and invisible format characters.
_UNSEEN = re.compile("[\\s\x00-\x1f\x7f-\x9f\u0300-\u036f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e"
                     "\u2060-\u206f\ufeff]")


def _rule(rs: RulesetSpec, clause_id: str) -> str:
    clause = rs.clauses.get(clause_id)
    return clause.cite(rs.id) if clause is not None else ""  # a rule set without that clause (andorra's roster)


def _dead_target_rule(rs: RulesetSpec) -> str | Say | None:
    """The rule set's clause (and ruling) for a move at a player out before the night (`citations["dead_target"]`)."""
    cited = rs.citations.get("dead_target")
    if cited is None:
        return None
    clause, ruling = cited
    if not ruling:
        return _rule(rs, clause)
    return joined([_rule(rs, clause), "; ", say("rulings_ref", id=ruling)], ("", ""))


def _coerce_option(value: Any, allowed: tuple[Any, ...] | type) -> tuple[bool, Any]:
    if allowed is int:
        if isinstance(value, bool):
            return False, value
        try:
            return True, int(str(value).strip())
        except (TypeError, ValueError):
            return False, value
    if isinstance(allowed, type):
        return isinstance(value, allowed), value
    if True in allowed or False in allowed:
        text = str(value).strip().lower()
        if text in ("true", "yes", "on", "1", "да"):
            return True, True
        if text in ("false", "no", "off", "0", "нет"):
            return True, False
        return False, value
    return (value in allowed), value


def _check_roster(rs: RulesetSpec, data: Scenario, result: LoadResult) -> None:
    """The roster's limits of the rule set's data (RoleSpec.max_per_game / max_per_clan), living players."""
    per_game: dict[str, list[int]] = {}
    per_clan: dict[tuple[str, str], list[int]] = {}
    for i, player in enumerate(data.players):
        if not player.alive or player.role not in rs.roles:
            continue
        per_game.setdefault(player.role, []).append(i)
        if player.clan is not None:
            per_clan.setdefault((player.role, player.clan), []).append(i)
    for role_id, indices in per_game.items():
        role = rs.roles[role_id]
        if role.max_per_game is not None and len(indices) > role.max_per_game:
            for i in indices[role.max_per_game:]:
                result.add(("players", i, "role"), say("one_too_many", name=data.players[i].name, **named("role", role),
                                                       first=indices[0], max=role.max_per_game),
                           _rule(rs, role.roster_clause or "roster"))
    for (role_id, clan), indices in per_clan.items():
        role = rs.roles[role_id]
        if role.max_per_clan is not None and len(indices) > role.max_per_clan:
            for i in indices[role.max_per_clan:]:
                result.add(("players", i, "role"), say("second_in_clan", name=data.players[i].name, **named("role", role),
                                                       clan=clan, first=indices[0], max=role.max_per_clan),
                           _rule(rs, role.roster_clause or "roster.clan"))


_STATE_DEFAULTS = {name: info.get_default(call_default_factory=True) for name, info in PlayerState.model_fields.items()}


_OWNERS: dict[int, dict[str, list[RoleSpec]]] = {}


def _state_owners(rs: RulesetSpec) -> dict[str, list[RoleSpec]]:
    """State field -> the roles that alone may carry it (RoleSpec.carries)."""
    owners = _OWNERS.get(id(rs.roles))
    if owners is None:
        owners = {}
        for r in rs.roles.values():
            for name in r.carries:
                owners.setdefault(name, []).append(r)
        _OWNERS[id(rs.roles)] = owners
    return owners


def _check_state(rs: RulesetSpec, i: int, player: Any, by_name: dict[str, Any], result: LoadResult) -> None:
    """The carried state against the rule set's data: who may doom, who carries which field, uses."""
    where = ("players", i, "state")
    state = player.state
    role = rs.roles.get(player.role)
    doomer = by_name.get(state.doomed_by) if state.doomed_by is not None else None
    if doomer is not None and doomer.role in rs.roles and "dooms" not in rs.roles[doomer.role].traits:
        can = [r for r in rs.roles.values() if "dooms" in r.traits]
        result.add(where + ("doomed_by",), say("dooms_nobody", doomer=doomer.name, **named("role", rs.roles[doomer.role]),
                                               can=either([r.name_ru for r in can] or ["(no role)"]),
                                               can_en=either([r.name_en for r in can] or ["(no role)"])),
                   _rule(rs, can[0].clause) if can else None)
    owners = _state_owners(rs)
    if role is not None:
        for name, who in owners.items():
            if getattr(state, name) != _STATE_DEFAULTS[name] and name not in role.carries:
                owner = next(r for r in rs.roles.values() if name in r.carries)
                result.add(where + (name,), say("cannot_carry", name=player.name, **named("role", role), field=name,
                                                who=either([r.name_ru for r in who]),
                                                who_en=either([r.name_en for r in who])), _rule(rs, owner.clause))
    if state.turned is not None:
        turned = rs.role_id(state.turned)
        kept = [r for r in rs.roles.values() if r.keeps_own]
        if turned is None or rs.roles[turned].keeps_own is None:
            result.add(where + ("turned",), say("not_kept_role", name=state.turned,
                                                **(named("kept", *kept) if kept else {"kept": "—"}),
                                                hint=_suggest(state.turned, rs.known_names("roles"))
                                                if turned is None else ""))
        else:
            state.turned = turned
    if state.replaced_role is not None:
        replaced = rs.role_id(state.replaced_role)
        if replaced is None:
            result.add(where + ("replaced_role",), say("unknown_role", name=state.replaced_role,
                                                       hint=_suggest(state.replaced_role, rs.known_names('roles'))))
        else:
            state.replaced_role = replaced
    uses = {}
    # Uses are counted per action, or per day modifier with a limit a game (andorra's accusation, AN-52).
    day_modifiers = dict(getattr(rs.day, "modifiers", None) or {})
    for action, left in state.uses_left.items():
        action_id = rs.action_id(action)
        if action_id is None and action in day_modifiers:
            if left < 0:
                result.add(where + ("uses_left", action), say("negative_uses", **named("name", day_modifiers[action]),
                                                              left=left))
            uses[action] = left
            continue
        if action_id is None:
            result.add(where + ("uses_left", action),
                       say("unknown_action", name=action, hint=_suggest(action, rs.known_names('actions'))))
            continue
        if left < 0:
            result.add(where + ("uses_left", action), say("negative_uses", **named("name", rs.actions[action_id]),
                                                          left=left))
        uses[action_id] = left
    state.uses_left = uses


def _check_expect(rs: RulesetSpec, data: Scenario, result: LoadResult) -> None:
    """The `expect` block names players, actions, kinds of death and results that exist.

    A wrong name there made a golden case pass that checks nothing (issue 7).
    """
    from resolver.text.results import RESULT_WORDS

    expect = data.expect
    raw = result.raw.get("expect") if isinstance(result.raw, dict) else None
    if expect is None or not isinstance(raw, dict):
        return
    add = result.add
    known = {p.name for p in data.players}
    where: tuple[str | int, ...] = ("expect",)

    def player(path: tuple[str | int, ...], name: str) -> None:
        if name not in known:
            add(path, say("expect_not_in_game", name=name, hint=_suggest(name, sorted(known))))

    def action(path: tuple[str | int, ...], name: str) -> None:
        if rs.action_id(name) is None:
            add(path, say("expect_unknown_action", name=name, hint=_suggest(name, rs.known_names('actions'))))

    def move_key(path: tuple[str | int, ...], key: str) -> None:
        who, _, what = key.partition("/")
        player(path, who)
        if what:
            action(path, what)

    raw_deaths = raw.get("deaths")
    if isinstance(raw_deaths, dict):
        add(where + ("deaths",), say("expect_deaths_list"))
    elif expect.deaths is not None:
        for j, death in enumerate(expect.deaths):
            player(where + ("deaths", j), death.player)
            if death.how is not None and rs.kill_kind_id(death.how) is None:
                kinds = [k.label_ru for k in rs.kill_kinds.values()]
                add(where + ("deaths", j), say("expect_unknown_kill", name=death.how, hint=_suggest(death.how, kinds),
                                               known=", ".join(kinds)))
    for j, name in enumerate(expect.alive):
        player(where + ("alive", j), name)
    for j, name in enumerate(expect.doomed or []):
        player(where + ("doomed", j), name)
    for name in expect.private:
        player(where + ("private", name), name)
    for name, targets in expect.last_targets.items():
        player(where + ("last_targets", name), name)
        for act, target in targets.items():
            action(where + ("last_targets", name, act), act)
            player(where + ("last_targets", name, act), target)
    for key, wanted in expect.moves.items():
        move_key(where + ("moves", key), key)
        if wanted not in RESULT_WORDS:
            add(where + ("moves", key), say("expect_result", words=", ".join(RESULT_WORDS), name=wanted,
                                            hint=_suggest(wanted, list(RESULT_WORDS))))
    for key in expect.reasons:
        move_key(where + ("reasons", key), key)


def validate(scenario: Scenario, result: LoadResult) -> Scenario:
    try:
        rs = get_ruleset(scenario.ruleset)
    except KeyError:
        result.add(("ruleset",), say("unknown_ruleset", name=scenario.ruleset, known=", ".join(available_rulesets())))
        return scenario
    data = scenario  # freshly parsed and owned by the caller's LoadResult: normalised in place
    data.ruleset = rs.id
    add = result.add

    # options
    for name, value in list(data.options.items()):
        option = rs.options.get(name)
        if option is None:
            add(("options", name), say("unknown_option", name=name, hint=_suggest(name, list(rs.options))))
            continue
        ok, coerced = _coerce_option(value, option.values)
        low, high = option.minimum, option.maximum
        if ok and isinstance(coerced, int) and ((low is not None and coerced < low)
                                                 or (high is not None and coerced > high)):
            ok = False
        if not ok:
            values = option.values
            allowed: str | Say
            if isinstance(values, tuple):
                allowed = " | ".join(map(str, values))
            elif values is int:
                allowed = joined([say("whole_number")] + ([say("from_n", n=low)] if low is not None else [])
                                 + ([say("to_n", n=high)] if high is not None else []), ("", ""))
            else:
                allowed = say("a_type", name=values.__name__)
            add(("options", name), say("bad_option_value", name=name, value=value, allowed=allowed),
                say("rulings_ref", id=option.ruling))
        else:
            data.options[name] = coerced

    # players
    names: dict[str, int] = {}
    looks: dict[str, int] = {}
    # A role a clan's recruitment leaves as it is (`RecruitSpec.keeps_trait`: andorra's Журналист-рядовой, L253)
    # has a clan without being a clan role.
    kept_in_clan = {a.recruit.keeps_trait for a in rs.actions.values()
                    if a.recruit is not None and a.recruit.keeps_trait is not None and not a.recruit.band}
    for i, player in enumerate(data.players):
        where: tuple[str | int, ...] = ("players", i)
        if i in result.broken_players and player.name.startswith(BROKEN):
            pass  # its name was reported already
        elif not player.name.strip():
            add(where + ("name",), say("no_name"))
        elif player.name in names:
            add(where + ("name",), say("duplicate_player", name=player.name, other=names[player.name]))
        else:
            names[player.name] = i
            look = look_key(player.name)
            if look in looks:
                other = data.players[looks[look]].name
                add(where + ("name",), say("look_alike", other=other, other_i=looks[look], name=player.name))
            else:
                looks[look] = i
        if player.role == BROKEN:
            continue  # reported already
        role_id = rs.role_id(player.role)
        if role_id is None:
            add(where + ("role",), say("unknown_role", name=player.role, hint=_suggest(player.role, rs.known_names('roles'))),
                _rule(rs, "roster"))
            continue
        player.role = role_id
        role = rs.roles[role_id]
        if player.clan is not None:
            clan = rs.clan_id(player.clan)
            if clan is None:
                add(where + ("clan",), say("unknown_clan", name=player.clan, known=", ".join(rs.clans)))
            player.clan = clan
        if role.clan_member and player.clan is None:
            add(where + ("clan",), say("needs_clan", name=player.name, **named("role", role), clans=", ".join(rs.clans)),
                _rule(rs, "roster.clan"))
        elif not role.clan_member and player.clan is not None and rs.clans and not (role.traits & kept_in_clan):
            add(where + ("clan",), say("has_no_clan", name=player.name, **named("role", role)),
                _rule(rs, role.roster_clause or "roster"))
        for j, item in enumerate(player.items):
            item_id = rs.item_id(item)
            if item_id is None:
                add(where + ("items", j), say("unknown_item", name=item, hint=_suggest(item, rs.known_names('items'))))
            else:
                player.items[j] = item_id
        new_last = {}
        banned = {m for m, spec in (getattr(rs.day, "modifiers", None) or {}).items() if spec.repeat_ban}
        for action, target in player.state.last_targets.items():
            # a day modifier with a repeat ban carries yesterday's player too (andorra AN-123)
            action_id = rs.action_id(action) or (action if action in banned else None)
            if action_id is None:
                add(where + ("state", "last_targets", action),
                    say("unknown_action", name=action, hint=_suggest(action, rs.known_names('actions'))))
            else:
                new_last[action_id] = target
        player.state.last_targets = new_last
    known = {p.name for p in data.players}
    alive = {p.name for p in data.players if p.alive}
    by_name = {p.name: p for p in data.players}
    _check_roster(rs, data, result)
    for i, player in enumerate(data.players):
        where = ("players", i, "state")
        doomed = player.state.doomed_by
        if doomed is not None and doomed not in known:
            add(where + ("doomed_by",), say("doomer_not_in_game", name=doomed))
        _check_state(rs, i, player, by_name, result)
        for action, target in player.state.last_targets.items():
            if target not in known:
                add(where + ("last_targets", action), say("last_target_not_in_game", name=target))
        if player.state.seeking_role is not None:
            seek = rs.role_id(player.state.seeking_role)
            if seek is None:
                add(where + ("seeking_role",), say("unknown_role", name=player.state.seeking_role, hint=""))
            player.state.seeking_role = seek

    # day
    day = data.day
    for field_name in ("event", "next_event"):
        value = getattr(day, field_name)
        if value is not None:
            event_id = rs.event_id(value)
            if event_id is None:
                add(("day", field_name), say("unknown_event", name=value, hint=_suggest(value, rs.known_names('events'))),
                    _rule(rs, "events"))
            setattr(day, field_name, event_id)
    for j, name in enumerate(day.lynched):
        if name not in known:
            add(("day", "lynched", j), say("lynched_not_in_game", name=name, hint=_suggest(name, sorted(known))))
        elif name not in alive:
            add(("day", "lynched", j), say("lynched_dead", name=name))
    for drawn, winner in data.lots.items():
        if winner not in known:
            add(("lots", drawn), say("lot_winner_not_in_game", name=winner, hint=_suggest(winner, sorted(known))))
    from resolver.input.day_checks import validate_day  # the day's votes and marks (issue 8)

    validate_day(rs, data, add)
    if rs.extra_checks is not None:
        rs.extra_checks(rs, data, add)

    # moves
    seen_moves: dict[tuple[str, str, str], int] = {}
    full_times: set[bool] = set()
    for i, move in enumerate(data.moves):
        where = ("moves", i)
        action_id = rs.action_id(move.action)
        if action_id is None or rs.actions[action_id].params.get("pseudo"):
            add(where + ("action",), say("unknown_action", name=move.action,
                                         hint=_suggest(move.action, [n for n in rs.known_names('actions')])))
            continue
        move.action = action_id
        spec = rs.actions[action_id]
        actor = by_name.get(move.actor)
        if actor is None:
            add(where + ("actor",), say("actor_not_in_game", name=move.actor, hint=_suggest(move.actor, sorted(known))))
            continue
        if not actor.alive:
            add(where + ("actor",), say("actor_dead", name=move.actor), _rule(rs, "order"))
            continue
        if actor.role not in rs.roles:
            continue
        role = rs.roles[actor.role]
        # A move of a kind the role does not have, a hunt sent with a move the text forbids it with, a
        # stolen move's repeat: the player's illegal moves, failed by the engine with their clause and
        # listed as warnings (issue 12); `mafia-night resolve --strict` rejects them as before.
        if move.by is not None and move.by != move.actor:
            sender = by_name.get(move.by)
            senders = [r for r in rs.roles.values() if r.sends_for_clan]
            sender_role = rs.roles.get(sender.role) if sender is not None else None
            if not senders:
                add(where + ("by",), say("no_sender_role", by=move.by, ruleset=rs.id, name=move.actor))
            elif sender is None or sender_role is None or not sender_role.sends_for_clan or \
                    sender.clan != actor.clan or not sender.alive:
                who_may = named("who", *senders) if senders else {"who": "—"}
                add(where + ("by",), say("only_sender", **who_may, name=move.actor),
                    _rule(rs, senders[0].sends_for_clan) if senders and senders[0].sends_for_clan else None)
        max_targets = spec.max_targets
        more = spec.more_targets_on
        if more is not None and day.event == more[0]:
            max_targets = more[1]
        if len(move.targets) < spec.min_targets:
            add(where, say("needs_target", **named("name", spec)))
        elif len(move.targets) > max_targets:
            add(where + ("targets",), say("too_many_targets", **named("name", spec), max=max_targets, n=len(move.targets)),
                _rule(rs, more[2]) if more is not None else None)
        if spec.distinct_targets and len(set(move.targets)) != len(move.targets):
            add(where + ("targets",), say("distinct_targets", **named("name", spec)),
                say("rulings_ref", id=spec.distinct_targets))
        for j, target in enumerate(move.targets):
            if target not in known:
                add(where + ("targets", j), say("target_not_in_game", name=target, hint=_suggest(target, sorted(known))))
            elif target not in alive and not spec.params.get("target_may_be_dead"):
                # A move that may aim at the dead (a reanimation, the Тюремщик's jailed, the Актер's seat) is
                # judged by the engine: an illegal one fails with its clause and warns the host (AN-125, B-61).
                add(where + ("targets", j), say("target_dead", name=target), _dead_target_rule(rs))
        # A repeat of last night's target is the player's illegal move, not a broken file: the engine
        # fails it with its clause and the host is warned (issue 12).
        key = (move.actor, action_id, move.by or move.actor)
        if key in seen_moves:
            add(where, say("sent_twice", name=move.actor, **named("action", spec), other=seen_moves[key]))
        seen_moves[key] = i
        if move.time is not None:
            try:
                time_key(move.time)
                full_times.add(is_full_datetime(move.time))
            except ValueError:
                add(where + ("time",), say("bad_time", time=move.time))
        for b, branch in enumerate(move.branches):
            bwhere = where + ("branches", b)
            if not spec.takes_branches:
                owners = [a for a in rs.actions.values() if a.takes_branches]
                add(bwhere, say("only_has_branches", **named("name", owners[0])) if owners else say("no_branches"),
                    _rule(rs, owners[0].takes_branches) if owners and owners[0].takes_branches else None)
                break
            if_role = rs.role_id(branch.if_role)
            if if_role is None:
                add(bwhere + ("if",), say("unknown_role", name=branch.if_role,
                                          hint=_suggest(branch.if_role, rs.known_names('roles'))))
                continue
            branch.if_role = if_role
            if branch.action is not None:
                b_action = rs.action_id(branch.action)
                if b_action is None or b_action not in rs.roles[if_role].actions:
                    add(bwhere + ("action",), say("role_has_no_move", **named("role", rs.roles[if_role]), name=branch.action),
                        _rule(rs, spec.takes_branches))
                    continue
                branch.action = b_action
            for t, target in enumerate(branch.targets):
                if target not in known:
                    add(bwhere + ("targets", t), say("branch_target_not_in_game", name=target))
    if len(full_times) > 1:
        add(("moves",), say("mixed_times"))
    _check_expect(rs, data, result)
    return data
