"""The night as a dependency graph: an edge p -> m means act p can change act m.

Edges come from data: an act produces statuses (robbed, beaten, guest, healed,
dead, ...) on players, and an act's failure conditions read statuses of its
actor or target. The rule set's precedence (order of moves, submission time,
look-ahead) decides whether a producer can reach a consumer at all; where it
cannot tell (same step, same time) the edge stays and marks a tie.
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from dataclasses import dataclass
from typing import AbstractSet, Iterable, Literal, NamedTuple

import networkx as nx

from resolver.engine.conditions import conditions_for
from resolver.engine.night import Act, Night
from resolver.specs.action import ActionSpec
from resolver.specs.effects import Host, Kill, Leaves
from resolver.specs.derived import GroupOf
from resolver.specs.letters import TimeGroup
from resolver.specs.target import Condition, SightSpec

Precedence = Literal["yes", "no", "tie"]

class Production(NamedTuple):
    """A status an act may give a player (a night makes them by the dozen: a named tuple, quick to make)."""

    player: str
    status: str
    timing: str  # "perf": on an attempt; "succ": only when the act succeeds


def _invited_by(night: Night) -> dict[str, set[str]]:
    hosts: dict[str, set[str]] = defaultdict(set)
    for act in night.acts:
        if night.action(act).row(Host) is not None and act.actor and act.target:
            hosts[act.actor].add(act.target)
    return hosts


def possible_guests(night: Night, host: str, invites: dict[str, set[str]]) -> set[str]:
    """Everyone who could spend the night at `host`'s: his guests and their guests."""
    seen: set[str] = set()
    todo = [host]
    while todo:
        current = todo.pop()
        for guest in invites.get(current, ()):
            if guest not in seen and guest != host:
                seen.add(guest)
                todo.append(guest)
    return seen


def productions(night: Night, act: Act, invites: dict[str, set[str]]) -> list[Production]:
    """The statuses an act may give, from its rows' handlers (`Handler.produces`), in the order of
    `resolver.engine.mechanics.PRODUCES`."""
    from resolver.engine.act_plan import act_plan  # the plan's handlers read this module: asked once it is loaded

    out: list[Production] = []
    for handler, row in act_plan(night.ruleset, night.action(act)).produces:
        out += handler.produces(night, act, row, invites)
    return out


def compare_time(p: Act, m: Act) -> Precedence:
    if p.time is None or m.time is None or p.time == m.time:
        return "tie"
    return "yes" if p.time < m.time else "no"


def precedence(night: Night, p: Act, m: Act, cond: Condition | None) -> Precedence:
    """Can producer p reach consumer m under the order of moves and its tie-breaks?"""
    if p.id == m.id:
        return "no"
    if cond is not None and cond.precedence in ("lookahead", "always"):
        return "yes"
    if (p.id, m.id) in night.decided_by:
        # m reaches back to decide p (a heal at step 7 cures the step-1 death): p's own
        # outcome cannot in turn stop m.
        return "no"
    ps, ms = night.action(p), night.action(m)
    group, theirs = ps.row(TimeGroup), ms.row(TimeGroup)
    if group is not None and theirs is not None and group.group == theirs.group and ps.id != ms.id:
        lot = group.lot  # (option, value): the host's lot decides, whatever the times
        if lot is not None and night.options.get(lot[0]) == lot[1]:
            return "tie"
        option, value = group.rule
        if night.options.get(option) == value:
            return compare_time(p, m)
    if p.order != m.order:
        return "yes" if p.order < m.order else "no"
    if p.origin == "pseudo" or m.origin == "pseudo":
        return "no"
    by_time = night.ruleset.same_step_by_time
    if by_time is not None and night.options.get(by_time[0]) == by_time[1]:
        return compare_time(p, m)
    return "no"


def subject_player(act: Act, cond: Condition) -> str | None:
    return act.actor if cond.subject == "actor" else act.target


def condition_statuses(act: Act, cond: Condition) -> tuple[str, ...]:
    if "{target}" in cond.status:  # a status about this act's own target: "guest_of:{target}"
        return (cond.status.format(target=act.target),) if act.target else ()
    return (cond.status,)


@dataclass
class NightGraph:
    graph: nx.DiGraph
    producers: dict[tuple[str, str], list[tuple[str, str]]]  # (player, status) -> [(act id, timing)]

    def components(self, night: Night) -> list[list[str]]:
        """Strongly connected components in dependency order, ties broken by the order of moves."""
        # The condensation's topological order with the smallest key first (Kahn's algorithm on a heap):
        # what nx.lexicographical_topological_sort gives, without building the condensed graph.
        groups: list[list[str]] = []
        where: dict[str, int] = {}
        sort_key = night.sort_keys
        for scc in nx.strongly_connected_components(self.graph):
            groups.append(sorted(scc, key=sort_key.__getitem__) if len(scc) > 1 else list(scc))
            for aid in scc:
                where[aid] = len(groups) - 1
        after: list[set[int]] = [set() for _ in groups]
        for p, m in self.graph.edges:
            if where[p] != where[m]:
                after[where[p]].add(where[m])
        waiting = [0] * len(groups)
        for nexts in after:
            for n in nexts:
                waiting[n] += 1
        keys = [sort_key[g[0]] for g in groups]
        ready = [(keys[i], i) for i in range(len(groups)) if not waiting[i]]
        heapq.heapify(ready)
        order: list[list[str]] = []
        while ready:
            _key, i = heapq.heappop(ready)
            order.append(groups[i])
            for n in after[i]:
                waiting[n] -= 1
                if not waiting[n]:
                    heapq.heappush(ready, (keys[n], n))
        return order

    def is_cycle(self, members: list[str]) -> bool:
        return len(members) > 1 or self.graph.has_edge(members[0], members[0])


def build_graph(night: Night, conditions: dict[str, list[Condition]] | None = None) -> NightGraph:
    if conditions is None:
        conditions = {act.id: conditions_for(night, act) for act in night.acts}
    invites = _invited_by(night)
    producers: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)
    graph = nx.DiGraph()
    by_target: dict[str, list[Act]] = defaultdict(list)
    by_actor: dict[str, list[Act]] = defaultdict(list)
    for act in night.acts:
        for target in act.targets:
            by_target[target].append(act)
        if act.actor:
            by_actor[act.actor].append(act)
    graph.add_nodes_from(act.id for act in night.acts)
    for act in night.acts:
        for prod in productions(night, act, invites):
            producers[(prod.player, prod.status)].append((act.id, prod.timing))
    night.decided_by = set()
    # The statuses some act of the night gives each player: a condition on a status no act gives its player can
    # draw no edge, and is passed over before any lookup. What each act's conditions read that way is listed once.
    produced_on: dict[str, set[str]] = defaultdict(set)
    for player, status in producers:
        produced_on[player].add(status)
    reads = {act.id: _reads(act, conditions[act.id], produced_on) for act in night.acts}
    for act in night.acts:
        for cond, who, status in reads[act.id]:
            if cond.precedence == "lookahead":
                for pid, _timing in producers[(who, status)]:
                    night.decided_by.add((act.id, pid))

    def add(p: str, m: str, kind: str, tie: bool = False, code: str = "") -> None:
        if p == m:
            return
        if graph.has_edge(p, m):
            graph[p][m]["tie"] = graph[p][m]["tie"] or tie
            return
        graph.add_edge(p, m, kind=kind, tie=tie, code=code)

    for act in night.acts:
        for cond, who, status in reads[act.id]:
            for pid, _timing in producers[(who, status)]:
                prec = precedence(night, night.act(pid), act, cond)
                if prec != "no":
                    add(pid, act.id, _edge_kind(night, night.act(pid)), prec == "tie", cond.code)
        for pid, kind in _effect_inputs(night, act, invites, by_target, by_actor):
            if precedence(night, night.act(pid), act, None) != "no" or kind == "requires":
                add(pid, act.id, kind)
    return NightGraph(graph=graph, producers=dict(producers))


_NOTHING: frozenset[str] = frozenset()


# id(conditions) -> (conditions, {(subject, status): [(position, condition)]}, [(position, condition)] of the
# conditions on a status about the act's own target): the index `_reads` looks statuses up in.
_STATUS_INDEX: dict[int, tuple[list[Condition], dict[tuple[str, str], list[tuple[int, Condition]]],
                               list[tuple[int, Condition]]]] = {}


def _status_index(conds: list[Condition]) -> tuple[dict[tuple[str, str], list[tuple[int, Condition]]],
                                                   list[tuple[int, Condition]]]:
    found = _STATUS_INDEX.get(id(conds))
    if found is None or found[0] is not conds:
        by_status: dict[tuple[str, str], list[tuple[int, Condition]]] = {}
        templated: list[tuple[int, Condition]] = []
        for i, cond in enumerate(conds):
            if "{target}" in cond.status:
                templated.append((i, cond))
            else:
                by_status.setdefault((cond.subject, cond.status), []).append((i, cond))
        found = _STATUS_INDEX[id(conds)] = (conds, by_status, templated)
    return found[1], found[2]


def _reads(act: Act, conds: list[Condition], produced_on: dict[str, set[str]]) -> list[tuple[Condition, str, str]]:
    """(condition, its player, status) for each status an act's conditions read that some act of the night gives
    that player, in the conditions' order."""
    return condition_reads(act, conds, produced_on.get(act.actor, _NOTHING) if act.actor else _NOTHING,
                           produced_on.get(act.target, _NOTHING) if act.target else _NOTHING)


def condition_reads(act: Act, conds: list[Condition], on_actor: AbstractSet[str],
                    on_target: AbstractSet[str]) -> list[tuple[Condition, str, str]]:
    """(condition, its player, status) for each of `conds` (an act's) on a status its player has (`on_actor`,
    `on_target`: the statuses the actor and the target have or may be given), in the conditions' order, a
    condition about the act's own target in the order of `condition_statuses`. Looked up by status, from an index
    of each shared list of conditions: a player has few statuses, an act has twenty conditions."""
    if not on_actor and not on_target:
        return []
    by_status, templated = _status_index(conds)
    found: list[tuple[int, int, Condition, str, str]] = []
    for subject, who, have in (("actor", act.actor, on_actor), ("target", act.target, on_target)):
        if who is None:
            continue
        for status in have:
            for i, cond in by_status.get((subject, status), ()):
                found.append((i, 0, cond, who, status))
    for i, cond in templated:
        who = act.actor if cond.subject == "actor" else act.target
        have = on_actor if cond.subject == "actor" else on_target
        if who is not None and have:
            for k, status in enumerate(condition_statuses(act, cond)):
                if status in have:
                    found.append((i, k, cond, who, status))
    if len(found) > 1:
        found.sort(key=lambda row: (row[0], row[1]))
    return [(cond, who, status) for _i, _k, cond, who, status in found]


def _edge_kind(night: Night, producer: Act) -> str:
    """How the graph draws an edge from this act: the action's `edge` (block, protect, kill), a kill's
    edge, or «affects»."""
    spec = night.action(producer)
    return edge_of(spec) or ("kill" if spec.row(Kill) is not None else "affects")


def edge_of(spec: ActionSpec) -> str | None:
    """How the graph draws an action's edges, as its effect rows say (`Leaves.edge`, `Host.edge`), or None."""
    for row in spec.rows_of(Leaves):
        if row.edge is not None:
            return row.edge
    host = spec.row(Host)
    return host.edge if host is not None else None


def _hosts_of(night: Night, guest: str, invites: dict[str, set[str]]) -> set[str]:
    """Everyone at whose flat `guest` could be: his hosts, and their hosts in turn."""
    hosts: set[str] = set()
    todo = [guest]
    while todo:
        current = todo.pop()
        for host, guests in invites.items():
            if current in guests and host not in hosts and host != guest:
                hosts.add(host)
                todo.append(host)
    return hosts


def _effect_inputs(night: Night, act: Act, invites: dict[str, set[str]],
                   by_target: dict[str, list[Act]], by_actor: dict[str, list[Act]]) -> Iterable[tuple[str, str]]:
    """Acts whose outcome an act's effect reads (not its failure conditions)."""
    spec = night.action(act)
    if act.parent:
        yield act.parent, "requires"
    if act.via:
        yield act.via, "requires"
    group = spec.row(GroupOf)
    if group is not None:
        for other in by_target.get(act.target or "", ()):
            if other.action == group.member:
                yield other.id, "requires"
    if spec.hostile and act.target:
        others = [(other, night.action(other)) for other in by_target.get(act.target, ()) if other.id != act.id]
        sources: list[tuple[str, str]] | None = night.ruleset.memo.get("protection_sources")
        if sources is None:  # each protection row's source as (kind, name): read once
            sources = night.ruleset.memo["protection_sources"] = [row.source.partition(":")[::2]
                                                                  for row in night.ruleset.protections]
        for kind, name in sources if others else ():
            for other, ospec in others:
                if kind == "status" and any(row.who == "target" and row.status == name
                                            for row in ospec.rows_of(Leaves)):
                    yield other.id, "protect"  # the guard or blessing this act may meet
                elif kind == "item" and ospec.hostile and other.order < act.order:
                    yield other.id, "consumes"  # an earlier attack may use the item up
    kill = spec.row(Kill)
    if kill is not None and kill.blast:
        for victim in act.targets:
            guests = possible_guests(night, victim, invites)
            for host in guests | {victim}:
                for other in by_actor.get(host, ()):
                    if night.action(other).row(Host) is not None:
                        yield other.id, "reads"
            for guest in guests:
                for other in by_target.get(guest, ()):
                    if edge_of(night.action(other)) == "protect":
                        yield other.id, "protect"
    if spec.row(SightSpec) is not None and act.target:
        for other in by_target.get(act.target, ()):
            ospec = night.action(other)
            invite = ospec.row(Host)
            if ospec.row(Kill) is not None or (invite is not None and invite.lethal):
                yield other.id, "reads"
        for host in _hosts_of(night, act.target, invites):
            for other in by_target.get(host, ()):
                if night.action(other).row(Kill) is not None:
                    yield other.id, "reads"
