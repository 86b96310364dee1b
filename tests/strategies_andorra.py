"""Hypothesis strategies: random VALID nights of the andorra rule set («Андорра»).

Everything is read from the rule set's own data (`get_ruleset("andorra")`), no list of roles, actions,
items or options is written here:

- a roster: for each clan some clan roles (`RoleSpec.clan_member`, within `max_per_clan`), the other
  roles now and then (never more than `max_per_game`, never a role that may not start, max 0; one a clan's
  recruitment leaves in his role, `RecruitSpec.keeps_trait`, now and then in a clan), the
  role with the fewest moves (the Мирный житель) repeated; some players dead from earlier nights;
- items drawn from `ruleset.items`; now and then a pending effect (`ruleset.pending`) laid last night;
- the day: a vote log with its modifiers, some made `by:` a player (`tests/strategies_andorra_day.py`, which
  also draws what a player carries into the vote), `lynched` (alone or besides the log), an event of
  `ruleset.events` if the rule set has any;
- moves: only living players, only the actions of the actor's role (not the pseudo acts the engine
  makes itself), the ones that need an item only by a holder of it, target counts within
  `min_targets..max_targets`, never oneself where `not_self` forbids it, a redirect names a player
  with a move and a new target, a clan card names a clan (`choice`), optional `time: "HH:MM"`;
- options drawn from `ruleset.options`.

The moves are legal in form; whether a rule of the night lets them work (a repeat ban, a team's one
move per type...) is the engine's to decide (a warning, the move fails with its clause).
Names are spelled in every way the rule set accepts (Russian name, id, alias), as hosts do.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from resolver.rulesets import get_ruleset
from resolver.specs.action import GiftSpec, ReplaceSpec
from resolver.specs.derived import Redirects
from resolver.specs.limits import NeedsFound, NeedsRest, NotSelf, PerTarget, RepeatBan, RepeatLimit, UsesPerGame
from tests.strategies import NAME_POOL, TIMES, _maybe, _often
from tests.strategies_andorra_day import day as draw_day, day_state

RS = get_ruleset("andorra")


def _spell(draw: Any, table: str, item_id: str) -> str:
    item = getattr(RS, table)[item_id]
    lookup = getattr(RS, table[:-1] + "_id")
    names = [n for n in (item.name_ru, item.name_ru, item_id, *getattr(item, "aliases", ())) if lookup(n) == item_id]
    return str(draw(st.sampled_from(names)))


def _startable(role_id: str) -> bool:
    return RS.roles[role_id].max_per_game != 0


CLAN_ROLES = tuple(sorted(r for r, spec in RS.roles.items() if spec.clan_member and _startable(r)))
OTHER_ROLES = tuple(sorted(r for r, spec in RS.roles.items() if not spec.clan_member and _startable(r)))
# Moves every role has (items, cards).
SHARED_MOVES = frozenset.intersection(*(frozenset(spec.actions) for spec in RS.roles.values()))
# The plain role hosts hand out many times: a peaceful one with no traits and the fewest moves of its own.
COMMON_ROLE = min(OTHER_ROLES, key=lambda r: (RS.roles[r].side != "peaceful", len(RS.roles[r].traits),
                                              len(set(RS.roles[r].actions) - SHARED_MOVES), r))
ITEMS = tuple(sorted(RS.items))
# The traits of a role a clan's recruitment leaves as it is (the Журналист-рядовой): such a player may have a clan.
KEPT_IN_CLAN = frozenset(a.recruit.keeps_trait for a in RS.actions.values()
                         if a.recruit is not None and a.recruit.keeps_trait is not None and not a.recruit.band)
MOVES = {role: tuple(a for a in spec.actions if not RS.actions[a].params.get("pseudo"))
         for role, spec in RS.roles.items()}


def _clan_roster(draw: Any) -> list[tuple[str, str | None]]:
    roster: list[tuple[str, str | None]] = []
    for clan in RS.clans:
        if not _often(draw):
            continue
        picked = draw(st.lists(st.sampled_from(CLAN_ROLES), min_size=1, max_size=4))
        counts: dict[str, int] = {}
        for role in sorted(picked):
            cap = RS.roles[role].max_per_clan
            if cap is not None and counts.get(role, 0) >= cap:
                continue
            counts[role] = counts.get(role, 0) + 1
            roster.append((role, clan))
    return roster


@st.composite
def nights(draw: Any, max_common: int = 4) -> dict[str, Any]:
    """A random valid andorra night as a scenario dict."""
    roster = _clan_roster(draw)
    for role in OTHER_ROLES:
        if _maybe(draw, 3):
            in_clan = RS.roles[role].traits & KEPT_IN_CLAN and RS.clans and _maybe(draw, 3)
            roster.append((role, draw(st.sampled_from(RS.clans)) if in_clan else None))
    roster += [(COMMON_ROLE, None)] * draw(st.integers(0, max_common))
    if not roster:
        roster.append((COMMON_ROLE, None))
    names = list(draw(st.permutations(NAME_POOL)))[: len(roster)]
    role_of = {n: r for n, (r, _) in zip(names, roster)}
    alive = {n: draw(st.integers(0, 4)) > 0 for n in names}
    living = [n for n in names if alive[n]]
    night_no = draw(st.integers(1, 6))

    players: list[dict[str, Any]] = []
    held: dict[str, set[str]] = {}
    for name, (role, clan) in zip(names, roster):
        player: dict[str, Any] = {"name": name, "role": _spell(draw, "roles", role)}
        if clan is not None:
            player["clan"] = clan
        if not alive[name]:
            player["alive"] = False
        items = draw(st.lists(st.sampled_from(ITEMS), unique=True, max_size=3))
        held[name] = set(items)
        if items:
            player["items"] = [_spell(draw, "items", i) for i in items]
        state = _state(draw, name, role, clan, names, living, role_of, night_no) if night_no > 1 else {}
        if night_no > 1:
            for key, value in day_state(draw, name, role, names, living).items():
                state[key] = {**state[key], **value} if isinstance(state.get(key), dict) else value
        if state:
            player["state"] = state
        players.append(player)

    turned = {str(p["name"]): str(RS.role_id(p["state"]["turned"])) for p in players if "turned" in p.get("state", {})}
    day = draw_day(draw, names, living, role_of, held, turned)
    if living and _maybe(draw, 3):
        day["lynched"] = draw(st.lists(st.sampled_from(living), min_size=1, max_size=1))
    if RS.events and _maybe(draw, 4):
        day["event"] = _spell(draw, "events", draw(st.sampled_from(sorted(RS.events))))

    moves: list[dict[str, Any]] = []
    focus = draw(st.lists(st.sampled_from(living), min_size=1, max_size=3, unique=True)) if living else []
    for actor in living:
        for action in MOVES[role_of[actor]]:
            spec = RS.actions[action]
            if spec.needs_item and spec.needs_item not in held[actor]:
                continue
            if not _maybe(draw, 4 if spec.needs_item is None else 3):
                continue
            move = _move(draw, actor, action, names, living, focus, moves)
            if move is not None:
                moves.append(move)

    options: dict[str, Any] = {}
    for name, option in sorted(RS.options.items()):
        if _maybe(draw, 5):
            if isinstance(option.values, tuple):
                options[name] = draw(st.sampled_from(option.values))
            else:
                options[name] = draw(st.integers(option.minimum or 0, option.maximum or 4))

    night: dict[str, Any] = {"ruleset": draw(st.sampled_from(["andorra", "andorra", RS.name_ru])), "night": night_no}
    if options:
        night["options"] = options
    night["players"] = players
    if day:
        night["day"] = day
    night["moves"] = moves
    return night


TURNED_ROLES = tuple(sorted(r for r in RS.roles if not _startable(r)))  # roles one only becomes
LEADERS = frozenset(band.leader_role for band in RS.bands)
# Who a band's recruit takes (its `RecruitSpec`: the sides, not a barred trait, no clan): a follower is one of them.
BAND_RECRUITS = tuple(a.recruit for a in RS.actions.values() if a.recruit is not None and a.recruit.band)


def _may_follow(role: str, clan: str | None) -> bool:
    spec = RS.roles[role]
    return clan is None and any(spec.side in r.sides and r.barred_trait not in spec.traits for r in BAND_RECRUITS)


def _state(draw: Any, name: str, role: str, clan: str | None, names: list[str], living: list[str],
           role_of: dict[str, str], night_no: int) -> dict[str, Any]:
    """What a player carries from earlier nights, for the limits his moves have (read off `ActionSpec`)."""
    state: dict[str, Any] = {}
    if name in living and RS.pending and _maybe(draw, 6):
        kind = draw(st.sampled_from(sorted(RS.pending)))
        state["pending"] = [{"kind": kind, "source": draw(st.sampled_from(names)), "night": night_no - 1}]
    for action in MOVES[role]:
        spec = RS.actions[action]
        if (spec.row(RepeatBan) or spec.row(RepeatLimit)) and _maybe(draw, 3):
            state.setdefault("last_targets", {})[_spell(draw, "actions", action)] = draw(st.sampled_from(names))
        if spec.row(PerTarget) and _maybe(draw, 3):
            state.setdefault("used_on", {})[action] = draw(st.lists(st.sampled_from(names), unique=True,
                                                                    min_size=1, max_size=3))
        uses = spec.row(UsesPerGame)
        if uses and _maybe(draw, 3):
            state.setdefault("uses_left", {})[action] = draw(st.integers(0, uses.uses))
        found = spec.row(NeedsFound)
        if found and _maybe(draw, 2):
            state.setdefault("found", {})[found.check] = draw(st.lists(st.sampled_from(names), unique=True,
                                                                         min_size=1, max_size=2))
        if spec.row(NeedsRest) and _maybe(draw, 2):
            state["rested"] = True
        gift = spec.row(GiftSpec)
        if gift is not None and _maybe(draw, 2):
            state["given"] = draw(st.lists(st.sampled_from(gift.items), unique=True, min_size=1,
                                           max_size=len(gift.items)))
    if _maybe(draw, 8):
        state["sinful"] = True
    if RS.clans and _maybe(draw, 10):
        state["invited_by"] = [draw(st.sampled_from(RS.clans))]
    if TURNED_ROLES and name in living and _maybe(draw, 12):
        state["turned"] = _spell(draw, "roles", draw(st.sampled_from(TURNED_ROLES)))
    leaders = [n for n in living if role_of[n] in LEADERS and n != name]
    if leaders and name in living and _may_follow(role, clan) and _maybe(draw, 4):
        state["follower_of"] = draw(st.sampled_from(leaders))
        state["follower_since"] = draw(st.integers(1, night_no - 1))
    return state


def _move(draw: Any, actor: str, action: str, names: list[str], living: list[str], focus: list[str],
          moves: list[dict[str, Any]]) -> dict[str, Any] | None:
    spec = RS.actions[action]
    pool = names if spec.row(ReplaceSpec) else living  # a seat taken over: a dead player's
    if spec.row(NotSelf):
        pool = [n for n in pool if n != actor]
    aimed = [n for n in focus if n in pool]
    if aimed and draw(st.booleans()):
        pool = aimed
    move: dict[str, Any] = {"actor": actor, "action": _spell(draw, "actions", action)}
    if spec.row(Redirects):
        movers = sorted({str(m["actor"]) for m in moves if m["actor"] != actor})
        if not movers or not pool:
            return None
        targets = [draw(st.sampled_from(movers)), draw(st.sampled_from(pool))]
    else:
        count = draw(st.integers(spec.min_targets, max(spec.min_targets, spec.max_targets)))
        if len(pool) < count:
            return None
        targets = [] if count == 0 else draw(st.lists(st.sampled_from(pool), min_size=count, max_size=count, unique=True))
    if len(targets) == 1 and draw(st.booleans()):
        move["target"] = targets[0]
    elif targets or draw(st.booleans()):
        move["targets"] = targets
    if spec.recruit is not None and spec.recruit.clan_from_choice:
        move["choice"] = draw(st.sampled_from(RS.clans))
    time = draw(st.one_of(st.none(), st.sampled_from(TIMES)))
    if time is not None:
        move["time"] = time
    return move
