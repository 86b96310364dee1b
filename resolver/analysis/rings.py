"""The rings of a rule set: cycles of the «can change» graph among its actions (`resolver.analysis.meetings`), each
played as a tiny night through the real engine (`resolver.api`): one player an action of the ring, each aiming his
move where the ring's links say (a block at the next one's actor, a guard at his target), and how many consistent
outcomes the night had — one, several (the host chooses) or none (the order of moves decides).

Bounded: cycles of at most `MAX_LENGTH` actions, at most `MAX_LISTED` of them listed, `MAX_PLAYED` played (the
shortest and those of the default options first); the report says how many there were.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import networkx as nx
import yaml

from resolver.analysis.meetings import Link, Switch, holds
from resolver.specs.derived import GroupOf, OnWatched
from resolver.specs.effects import Host, Leaves
from resolver.specs.limits import NeedsEvent, NeedsItem, NotSelf
from resolver.specs.ruleset import RulesetSpec

MAX_LENGTH = 3
MAX_LISTED = 5000
MAX_PLAYED = 5000
NAMES = ("Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Зоя", "Игорь")
FILLERS = ("Мирон", "Нина", "Олег")


@dataclass
class Ring:
    """A cycle of actions, the links that close it, and what the engine made of it as a night."""

    actions: tuple[str, ...]
    links: tuple[Link, ...] = ()
    default: bool = True  # every link holds with the options at their defaults
    options: dict[str, Any] = field(default_factory=dict)
    verdict: str = "not_played"  # one | several | none | no_ring | not_built | not_played
    outcomes: int = 0
    reason: str = ""  # why it was not built, or the engine's words on a ring it had to order
    night: str = ""  # the night played, as YAML


def find_rings(spec: RulesetSpec, graph: "nx.DiGraph[str]") -> tuple[list[Ring], int]:
    """The cycles of the graph up to `MAX_LENGTH` (the first `MAX_LISTED`, those of the default options and the
    shortest first) and how many there are in all (counted up to ten times the list)."""
    found: list[Ring] = []
    total = 0
    for cycle in nx.simple_cycles(graph, length_bound=MAX_LENGTH):
        total += 1
        if total > MAX_LISTED * 10:
            break
        found.append(_closed(spec, graph, tuple(_rotated(cycle))))
    found.sort(key=lambda r: (not r.default, len(r.actions), r.actions))
    return found[:MAX_LISTED], total


def _rotated(cycle: list[str]) -> list[str]:
    start = cycle.index(min(cycle))
    return cycle[start:] + cycle[:start]


def _closed(spec: RulesetSpec, graph: "nx.DiGraph[str]", actions: tuple[str, ...]) -> Ring:
    """The ring with, for each of its edges, the first link (one that holds by default, if any)."""
    chosen: list[Link] = []
    default = True
    for a, b in zip(actions, actions[1:] + actions[:1]):
        links: list[Link] = graph[a][b]["links"]
        first = next((link for link in links if link.holds_by_default(spec)), None)
        if first is None:
            default = False
            first = links[0]
        chosen.append(first)
    return Ring(actions, tuple(chosen), default)


def play_rings(spec: RulesetSpec, graph: "nx.DiGraph[str]", rings: list[Ring], limit: int = MAX_PLAYED) -> None:
    """Play the first `limit` rings as nights (`play`)."""
    for ring in rings[:limit]:
        play(spec, graph, ring)


def play(spec: RulesetSpec, graph: "nx.DiGraph[str]", ring: Ring) -> None:
    """Build the ring's night, resolve it with the engine and record its outcomes on the ring."""
    from resolver.api import load_text, resolve

    built = build_night(spec, graph, ring)
    if isinstance(built, str):
        ring.verdict, ring.reason = "not_built", built
        return
    ring.night = yaml.safe_dump(built, allow_unicode=True, sort_keys=False, width=200)
    loaded = load_text(ring.night, f"<ring {'-'.join(ring.actions)}>")
    if not loaded.ok or loaded.scenario is None:
        ring.verdict = "not_built"
        ring.reason = "; ".join(p.text("ru") for p in loaded.problems[:2])
        return
    try:
        res = resolve(loaded.scenario)
    except Exception as exc:  # noqa: BLE001 - a ring the engine cannot resolve is a finding, not a crash
        ring.verdict, ring.reason = "not_built", f"{type(exc).__name__}: {exc}"
        return
    ring.outcomes = len(res.alternatives)
    if res.used_fallback:
        ring.verdict = "none"
        ring.reason = next((c.status for alt in res.alternatives for c in alt.branch.state.cycles
                            if c.status == "fallback"), "")
    elif ring.outcomes > 1:
        ring.verdict = "several"
    elif res.cycles():
        ring.verdict = "one"
    else:
        ring.verdict = "no_ring"


def move_actions(spec: RulesetSpec) -> set[str]:
    """The actions a player can send as a move (not the engine's own, not a pseudo act): his role's, and an item's
    that no role lists (andorra's item moves: its holder sends it, whatever his role)."""
    items = {a.id for a in spec.actions.values() if a.needs_item and a.id not in spec.role_actions()}
    return {a for a in spec.role_actions() | items if a in spec.actions and not spec.actions[a].pseudo} - set(
        spec.engine_actions())


class _Slots:
    """Who is who in a ring's night: each act's actor and target, made one where a link says (union-find)."""

    def __init__(self, size: int) -> None:
        self.parent: dict[tuple[str, int], tuple[str, int]] = {}
        self.size = size

    def find(self, node: tuple[str, int]) -> tuple[str, int]:
        self.parent.setdefault(node, node)
        while self.parent[node] != node:
            node = self.parent[node]
        return node

    def join(self, a: tuple[str, int], b: tuple[str, int]) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        if ra[0] == "actor" and rb[0] == "actor":
            return False  # two players of the ring would be one
        if rb[0] == "actor":
            ra, rb = rb, ra
        self.parent[rb] = ra
        return True


def _options(spec: RulesetSpec, switches: list[Switch]) -> dict[str, Any] | None:
    """Option values under which every switch holds, or None when two contradict."""
    chosen: dict[str, Any] = {}
    barred: dict[str, set[Any]] = {}
    for option, value, on in switches:
        if on:
            if option in chosen and chosen[option] != value:
                return None
            chosen[option] = value
        else:
            barred.setdefault(option, set()).add(value)
    for option, values in barred.items():
        if option in chosen:
            if chosen[option] in values:
                return None
            continue
        default = spec.options[option].default if option in spec.options else None
        if default not in values:
            continue
        domain = spec.options[option].values if option in spec.options else ()
        others = [True, False] if domain is bool else list(domain) if isinstance(domain, tuple) else []
        pick = next((v for v in others if v not in values), None)
        if pick is None:
            return None
        chosen[option] = pick
    return chosen


def build_night(spec: RulesetSpec, graph: "nx.DiGraph[str]", ring: Ring) -> dict[str, Any] | str:
    """The ring's night as the data of a night file, or why it cannot be built."""
    movers = move_actions(spec)
    members = list(ring.actions)
    if len(members) == 1:
        members = members * 2  # a ring of one action: two players of it, each on the other
    size = len(members)
    edges = list(zip(range(size), list(range(1, size)) + [0]))
    choices = [sorted(graph[members[i]][members[j]]["links"], key=lambda link: not link.holds_by_default(spec))
               for i, j in edges]
    built: dict[str, Any] | str = "игроков кольца нельзя расставить"
    for pick in itertools.islice(itertools.product(*choices), 256):
        built = _try(spec, members, movers, list(zip(edges, pick)))
        if isinstance(built, dict):
            ring.links = tuple(pick[: len(ring.actions)])
            ring.options = dict(built.get("options", {}))
            return built
    return built


def _parent(spec: RulesetSpec, movers: set[str], members: list[str], i: int) -> tuple[str, str] | str:
    """For an act the engine makes (a watch's strike, a protection's counter-attack): the move that makes it and the
    slot of the ring's previous act its target stands at; else why the ring cannot be built."""
    action = members[i]
    for watch in spec.actions.values():
        strike = watch.row(OnWatched)
        if strike is not None and strike.action == action and watch.id in movers:
            return watch.id, strike.side
    for prot in spec.protections:
        kind, _, status = prot.source.partition(":")
        if prot.counter_action == action and kind == "status":
            giver = next((a.id for a in spec.actions.values() if a.id in movers
                          and any(r.status == status and r.who == "target" for r in a.rows_of(Leaves))), None)
            if giver is not None:
                return giver, "counter"
    return f"«{spec.actions[action].name_ru}» делает движок из другого акта, не построено"


def _try(spec: RulesetSpec, members: list[str], movers: set[str],
         edges: list[tuple[tuple[int, int], Link]]) -> dict[str, Any] | str:
    options = _options(spec, [s for _e, link in edges for s in link.all_switches])
    if options is None:
        return "связи кольца требуют несовместимых значений опций"
    acts = list(members)
    slots = _Slots(len(acts))

    def node(slot: str, i: int) -> tuple[str, int]:
        return ("made", i) if slot == "actor" and acts[i] not in movers else (slot, i)

    marks: dict[tuple[str, int], str] = {}  # a target who was lynched by day, or doomed last night
    for i, action_id in enumerate(members):
        if action_id in movers:
            continue
        action = spec.actions[action_id]
        if action.pseudo:
            group = action.row(GroupOf)
            if action_id in _day_or_doom(spec):
                marks[("target", i)] = _day_or_doom(spec)[action_id]
                continue
            if group is None or group.member not in movers:
                return f"«{action.name_ru}» — псевдодействие (из дня или прошлой ночи), не построено"
            quorum = group.quorum if isinstance(group.quorum, int) else int(spec.options[group.quorum].default)
            for _ in range(quorum):  # the group's members, all on its target
                acts.append(group.member)
                if not slots.join(("target", len(acts) - 1), ("target", i)):
                    return "связи кольца сводят двух его игроков в одного"
            continue
        parent = _parent(spec, movers, members, i)
        if isinstance(parent, str):
            return parent
        maker, side = parent
        prev = (i - 1) % len(members)
        acts.append(maker)
        k = len(acts) - 1
        slots.join(("made", i), ("actor", k))
        if side == "counter":  # the guard on the attack's target; the counter-attack at the attacker
            ok = slots.join(("target", k), node("target", prev)) and slots.join(("target", i), node("actor", prev))
        else:  # the watch on the doer (or the target) of the hostile act; the strike at the doer, or at himself
            ok = slots.join(("target", k), node(side, prev)) and slots.join(
                ("target", i), node("actor", prev) if side == "actor" else ("actor", k))
        if not ok:
            return "связи кольца сводят двух его игроков в одного"
    for (i, j), link in edges:
        for mine, theirs in link.equal:
            if not slots.join(node(mine, i), node(theirs, j)):
                return "связи кольца сводят двух его игроков в одного"
    return _night(spec, acts, movers, slots, options, marks)


def _day_or_doom(spec: RulesetSpec) -> dict[str, str]:
    """The pseudo acts a night file makes from its day (the verdict: `day.lynched`) or a player's carried doom
    (`state.doomed_by`)."""
    out: dict[str, str] = {}
    if spec.day is not None and getattr(spec.day, "verdict_action", None):
        out[spec.day.verdict_action] = "lynched"
    if spec.doom_action is not None:
        out[spec.doom_action] = "doomed"
    return out


def _night(spec: RulesetSpec, acts: list[str], movers: set[str], slots: _Slots,
           options: dict[str, Any], marks: dict[tuple[str, int], str]) -> dict[str, Any] | str:
    names: dict[tuple[str, int], str] = {("actor", i): NAMES[i] for i in range(len(acts))}
    fillers = iter(FILLERS)
    players: list[dict[str, Any]] = []
    moves: list[dict[str, Any]] = []
    extra: list[str] = []
    used: dict[str, int] = {}
    for i, action_id in enumerate(acts):
        action = spec.actions[action_id]
        if action_id not in movers:
            continue
        role = _role_for(spec, action_id, used)
        if role is None:
            return f"ход «{action.name_ru}» есть только у ролей, которых в игре больше нет мест: кольцо невозможно"
        used[role] = used.get(role, 0) + 1
        player: dict[str, Any] = {"name": NAMES[i], "role": spec.roles[role].name_ru}
        if spec.clans and spec.roles[role].clan_member:
            player["clan"] = spec.clans[(used[role] - 1) % len(spec.clans)]
        item = action.row(NeedsItem)
        if item is not None:
            player["items"] = [spec.items[item.item].name_ru if item.item in spec.items else item.item]
        players.append(player)
        if action.max_targets == 0:
            moves.append({"actor": NAMES[i], "action": action.name_ru})
            continue
        root = slots.find(("target", i))
        target = names.get(root, "")
        if not target:
            target = next(fillers, FILLERS[-1])
            names[root] = target
            if target not in extra:
                extra.append(target)
        if target == NAMES[i] and action.row(NotSelf) is not None:
            return "ход кольца пришёлся бы на самого себя (запрещено)"
        targets = [target] + [FILLERS[-1]] * max(0, action.min_targets - 1)
        if len(targets) > 1 and FILLERS[-1] not in extra:
            extra.append(FILLERS[-1])
        moves.append({"actor": NAMES[i], "action": action.name_ru, "targets": targets})
    day: dict[str, Any] = {}
    for where, mark in marks.items():
        root = slots.find(where)
        if root not in names:
            names[root] = next(fillers, FILLERS[-1])
            extra.append(names[root])
        if mark == "lynched":
            day.setdefault("lynched", []).append(names[root])
    filler_role = _filler_role(spec)
    for name in extra + [n for n in FILLERS if n not in extra][:1]:
        players.append({"name": name, "role": spec.roles[filler_role].name_ru})
    doomer = _doomer(spec, players)
    for where, mark in marks.items():
        if mark == "doomed":
            victim = next(p for p in players if p["name"] == names[slots.find(where)])
            victim["state"] = {"doomed_by": doomer}
    night: dict[str, Any] = {"ruleset": spec.id, "night": 1, "players": players, "moves": moves}
    if day:
        night["day"] = day
    events = [spec.actions[a].row(NeedsEvent) for a in acts]
    event = next((e.event for e in events if e is not None), None)
    if event is not None:
        night.setdefault("day", {})["event"] = (
            spec.events[event].name_ru if event in spec.events else event)
    changed = {k: v for k, v in options.items() if k not in spec.options or spec.options[k].default != v}
    if changed:
        night["options"] = changed
    return night


def _doomer(spec: RulesetSpec, players: list[dict[str, Any]]) -> str:
    """Who doomed a player last night: a player of a role whose move dooms its guest, added when none is there."""
    lethal = {a.id for a in spec.actions.values() if (h := a.row(Host)) is not None and h.lethal}
    roles = [r for r in spec.roles.values() if lethal & set(r.actions)]
    if not roles:
        return str(players[-1]["name"])
    present = next((p["name"] for p in players if spec.role_id(p["role"]) == roles[0].id), None)
    if present is not None:
        return str(present)
    players.append({"name": FILLERS[-1] + "а", "role": roles[0].name_ru})
    return str(players[-1]["name"])


def _role_for(spec: RulesetSpec, action_id: str, used: dict[str, int]) -> str | None:
    """The role that makes the move: of those that list it and have a seat left in the game, the one with the fewest
    moves (its own move, not one every role shares)."""
    roles = [r for r in spec.roles.values() if action_id in r.actions
             and (r.max_per_game is None or used.get(r.id, 0) < r.max_per_game) and r.keeps_own is None]
    if not roles and spec.actions[action_id].needs_item and action_id not in spec.role_actions():
        return _filler_role(spec)  # an item's move no role lists: a plain player holding the item
    return min(roles, key=lambda r: (len(r.actions), used.get(r.id, 0))).id if roles else None


def _filler_role(spec: RulesetSpec) -> str:
    """A player the ring's moves may aim at: a peaceful role with the fewest moves."""
    peaceful = [r for r in spec.roles.values() if r.side == "peaceful" and not r.clan_member] or list(
        spec.roles.values())
    return min(peaceful, key=lambda r: (r.max_per_game is not None, len(r.actions), r.role_peaceful)).id


def verdict_counts(rings: list[Ring]) -> dict[str, int]:
    out: dict[str, int] = {}
    for ring in rings:
        out[ring.verdict] = out.get(ring.verdict, 0) + 1
    return out


__all__ = ["Ring", "find_rings", "play_rings", "play", "build_night", "verdict_counts", "holds"]
