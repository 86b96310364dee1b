"""Which actions of a rule set can meet in one night, and what orders them, from its data alone.

A *link* p -> m says that an act of action p can change an act of action m, and how: p leaves a status that one of
m's conditions reads (a block on m's actor, a heal on m's target, a guest), p gives m's target a protection m's attack
meets (or an earlier attack may use up the item that protects it), m watches what p did, m's kill reaches the guests
p invited, or m is made out of p (a group act, a counter-shot, a watch's strike, a forced move). Each link has the
clause of what it does and an `Order`: the steps (p's step before m's, with the clause of the order of moves), the
rule that reaches across them (a look-ahead, a status for the whole night, time of sending, a lot), or why p cannot
reach m (too late, one step: simultaneous). It mirrors the night's dependency graph (`resolver.engine.graph`) one
level up: there the acts of one night, here the actions of the rule set, any players.

An option that switches a condition, a protection or an order on or off is the link's `switches`: the link holds
only with those values (`Switch` = (option, value, True) for «= value», False for «≠ value»).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable

import networkx as nx

from resolver.specs.action import ActionSpec
from resolver.specs.derived import Forces, GroupOf, OnWatched
from resolver.specs.effects import Host, Kill, Lays, Leaves
from resolver.specs.letters import TimeGroup
from resolver.specs.nature import ClanLevel, ExemptGeneral, IgnoresProtections, TargetMayBeDead
from resolver.specs.protection import ProtectionSpec
from resolver.specs.ruleset import RulesetSpec
from resolver.specs.target import Condition, SightSpec

Switch = tuple[str, Any, bool]
Slot = str  # "actor" or "target" of an act


@dataclass(frozen=True)
class Order:
    """What settles the order of two acts that meet: `kind` (steps, too_late, same_step, by_time, time_group, lot,
    lookahead, whole_night, moment, decided_back), whether the first can reach the second (`reaches`: yes, no, or
    tie: either may come first), the clause that says so and the option it holds under."""

    kind: str
    reaches: str
    clause: str | None
    ruling: str | None = None
    switch: Switch | None = None
    steps: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class Link:
    """An act of `producer` can change an act of `consumer` (see the module's text)."""

    producer: str
    consumer: str
    how: str  # status | protection | consumes | watch | watched | blast | derived
    detail: str  # the status, the protection's id, the derived action
    code: str  # the decision code of the condition it meets ("" for none)
    clause: str
    ruling: str | None
    # Which players must be one for the two acts to meet: (slot of the producer's act, slot of the consumer's act).
    equal: tuple[tuple[Slot, Slot], ...]
    switches: tuple[Switch, ...]
    order: Order

    @property
    def reaches(self) -> bool:
        return self.order.reaches != "no"

    def holds_by_default(self, spec: RulesetSpec) -> bool:
        return all(holds(spec, s) for s in self.all_switches)

    @property
    def all_switches(self) -> tuple[Switch, ...]:
        return self.switches + ((self.order.switch,) if self.order.switch is not None else ())


def holds(spec: RulesetSpec, switch: Switch) -> bool:
    """Does the switch hold at the option's default?"""
    option, value, on = switch
    spec_option = spec.options.get(option)
    default = spec_option.default if spec_option is not None else None
    return bool((default == value) == on)


def _switches(when: Any, unless: Any) -> tuple[Switch, ...]:
    out: list[Switch] = []
    if when is not None:
        out.append((when[0], when[1], True))
    if unless is not None:
        out.append((unless[0], unless[1], False))
    return tuple(out)


def _covers(listed_status: str, general_status: str) -> bool:
    return listed_status == general_status or (listed_status == "guest" and general_status.startswith("guest_"))


def reaching_conditions(spec: RulesetSpec, action: ActionSpec) -> list[tuple[Condition, tuple[Switch, ...]]]:
    """The conditions that can reach an act of `action` under some options: its listed ones and the rule set's
    general ones whose scope reaches it (the static part of `resolver.engine.conditions.conditions_for`), each with
    the switches it needs."""
    listed = [(c, _switches(c.when, c.unless)) for c in action.rows_of(Condition)]
    if action.pseudo:
        return listed
    exempt = {row.status: row.when for row in action.rows_of(ExemptGeneral)}
    clan_level = action.row(ClanLevel) is not None
    targeted = action.max_targets > 0 and action.row(TargetMayBeDead) is None
    out = list(listed)
    for cond in spec.general_conditions:
        if cond.scope == "role" and not action.role_move:
            continue
        if cond.scope == "personal" and clan_level:
            continue
        if cond.scope == "targeted" and not targeted:
            continue
        if cond.scope == "hostile" and not action.hostile:
            continue
        if cond.attacks and action.attack not in cond.attacks:
            continue
        if any(c.subject == cond.subject and _covers(c.status, cond.status) for c, _s in listed):
            continue
        switches = _switches(cond.when, cond.unless)
        if cond.status in exempt:
            when = exempt[cond.status]
            if when is None:
                continue
            switches += ((when[0], when[1], False),)
        if not cond.listed and spec.strict_lists_option is not None:
            switches += ((spec.strict_lists_option, True, False),)
        out.append((cond, switches))
    return out


def productions(action: ActionSpec) -> list[tuple[str, Slot]]:
    """The statuses an act of `action` may give, and on whom (its target or its actor): the rows the engine's
    handlers produce from (`Handler.produces`)."""
    out: list[tuple[str, Slot]] = []
    for row in action.rows_of(Leaves):
        out.append((row.status, row.who))
    host = action.row(Host)
    if host is not None:
        out += [("guest", "target"), (f"guest_{host.host_kind}", "target"), ("guest_of:", "target")]
        if host.lethal:
            out.append(("doomed", "target"))
    if action.row(Kill) is not None:
        out += [("attacked", "target"), ("dead", "target")]
    for lays in action.rows_of(Lays):
        out.append((f"pending:{lays.pending}", "target"))
    return out


def step_order(spec: RulesetSpec, action: ActionSpec) -> float:
    step = spec.steps.get(action.step)
    return step.order if step is not None else 0.0


def orders(spec: RulesetSpec, p: ActionSpec, m: ActionSpec, cond: Condition | None) -> list[Order]:
    """What orders an act of p and an act of m that p's effect meets, under each regime of the options (the
    engine's `resolver.engine.graph.precedence`, action by action)."""
    steps = (p.step, m.step)
    if cond is not None and cond.precedence == "lookahead":
        return [Order("lookahead", "yes", cond.clause, cond.ruling, steps=steps)]
    if cond is not None and cond.precedence == "always":
        return [Order("whole_night", "yes", cond.clause, cond.ruling, steps=steps)]
    out: list[Order] = []
    fallback: list[Switch] = []
    group, theirs = p.row(TimeGroup), m.row(TimeGroup)
    if group is not None and theirs is not None and group.group == theirs.group and p.id != m.id:
        if group.lot is not None:
            out.append(Order("lot", "tie", group.lot_clause or group.clause, switch=(group.lot[0], group.lot[1], True),
                             steps=steps))
            fallback.append((group.lot[0], group.lot[1], False))
        out.append(Order("time_group", "tie", group.clause, switch=(group.rule[0], group.rule[1], True), steps=steps))
        fallback.append((group.rule[0], group.rule[1], False))
    switch = fallback[-1] if len(fallback) == 1 else (fallback[0] if fallback else None)
    po, mo = step_order(spec, p), step_order(spec, m)
    step_clause = spec.steps[m.step].clause if m.step in spec.steps else None
    if po < mo:
        out.append(Order("steps", "yes", step_clause, switch=switch, steps=steps))
    elif po > mo:
        out.append(Order("too_late", "no", step_clause, switch=switch, steps=steps))
    elif p.pseudo or m.pseudo:
        out.append(Order("same_step", "no", step_clause, switch=switch, steps=steps))
    else:
        by_time = spec.same_step_by_time
        if by_time is not None:
            option = spec.options.get(by_time[0])
            out.append(Order("by_time", "tie", step_clause, option.ruling if option else None,
                             switch=(by_time[0], by_time[1], True), steps=steps))
            out.append(Order("same_step", "no", step_clause, switch=(by_time[0], by_time[1], False), steps=steps))
        else:
            out.append(Order("same_step", "no", step_clause, switch=switch, steps=steps))
    return out


def _status_links(spec: RulesetSpec) -> Iterable[Link]:
    made = {a.id: productions(a) for a in spec.actions.values()}
    for m in spec.actions.values():
        for cond, switches in reaching_conditions(spec, m):
            for p in spec.actions.values():
                for status, on in made[p.id]:
                    if "{target}" in cond.status:
                        if status != cond.status.split("{target}")[0]:
                            continue
                        equal: tuple[tuple[Slot, Slot], ...] = ((on, cond.subject), ("actor", "target"))
                    elif status != cond.status:
                        continue
                    else:
                        equal = ((on, cond.subject),)
                    for order in orders(spec, p, m, cond):
                        yield Link(p.id, m.id, "status", status, cond.code, cond.clause, cond.ruling, equal, switches,
                                   order)


def _protection_applies(prot: ProtectionSpec, m: ActionSpec) -> bool:
    if not m.hostile or m.attack in prot.ignored_by or (prot.stops and m.attack not in prot.stops):
        return False
    passes = m.row(IgnoresProtections)
    return passes is None or prot.id in {meet[0] for meet in passes.meets}


def _protection_links(spec: RulesetSpec) -> Iterable[Link]:
    for prot in spec.protections:
        kind, _, name = prot.source.partition(":")
        switches = _switches(prot.when, prot.unless)
        for m in spec.actions.values():
            if not _protection_applies(prot, m):
                continue
            for p in spec.actions.values():
                if kind == "status" and any(r.status == name and r.who == "target" for r in p.rows_of(Leaves)):
                    for order in orders(spec, p, m, None):
                        yield Link(p.id, m.id, "protection", prot.id, "", prot.clause, prot.ruling,
                                   (("target", "target"),), switches, order)
                    if prot.counter_action is not None:
                        yield _derived(spec, p, prot.counter_action, prot.clause, prot.ruling, switches)
                        yield _derived(spec, m, prot.counter_action, prot.clause, prot.ruling, switches)
                elif kind == "item" and p.hostile and _protection_applies(prot, p) and (
                        step_order(spec, p) < step_order(spec, m)):
                    yield Link(p.id, m.id, "consumes", prot.id, "", prot.clause, prot.ruling, (("target", "target"),),
                               switches, orders(spec, p, m, None)[-1])


def _derived(spec: RulesetSpec, parent: ActionSpec, child: str, clause: str, ruling: str | None,
             switches: tuple[Switch, ...] = ()) -> Link:
    return Link(parent.id, child, "derived", child, "", clause, ruling, (), switches,
                Order("moment", "yes", clause, ruling, steps=(parent.step, spec.actions[child].step)))


def _watch_links(spec: RulesetSpec) -> Iterable[Link]:
    for m in spec.actions.values():
        sight = m.row(SightSpec)
        watched = m.row(OnWatched)
        for p in spec.actions.values():
            host = p.row(Host)
            if sight is not None and (p.row(Kill) is not None or (host is not None and host.lethal)):
                for order in orders(spec, p, m, None):
                    yield Link(p.id, m.id, "watch", "", sight.seen_code, sight.clause, sight.ruling,
                               (("target", "target"),), (), order)
            if watched is not None and p.hostile and p.id != watched.action:
                yield Link(p.id, watched.action, "watched", m.id, "", m.clause, m.ruling,
                           ((watched.side, "target"),), (),
                           Order("moment", "yes", m.clause, m.ruling, steps=(p.step, spec.actions[watched.action].step)))
        if watched is not None:
            yield _derived(spec, m, watched.action, m.clause, m.ruling)


def _other_links(spec: RulesetSpec) -> Iterable[Link]:
    for m in spec.actions.values():
        kill = m.row(Kill)
        if kill is not None and kill.blast:
            for p in spec.actions.values():
                if p.row(Host) is not None:
                    for order in orders(spec, p, m, None):
                        yield Link(p.id, m.id, "blast", "guest", "", m.clause, m.ruling, (("actor", "target"),), (),
                                   order)
        group = m.row(GroupOf)
        if group is not None and group.member in spec.actions:
            yield _derived(spec, spec.actions[group.member], m.id, group.quorum_clause or m.clause, m.ruling)
        for forces in m.rows_of(Forces):
            if forces.action in spec.actions:
                yield _derived(spec, m, forces.action, forces.clause, m.ruling)


def _decided_back(links: list[Link]) -> list[Link]:
    """A later act that reaches back to decide an earlier one (a look-ahead) cannot in turn be changed by it."""
    back = {(link.consumer, link.producer) for link in links if link.order.kind == "lookahead"}
    out: list[Link] = []
    for link in links:
        if (link.producer, link.consumer) in back and link.order.kind not in ("lookahead", "whole_night", "moment"):
            order = Order("decided_back", "no", link.order.clause, link.order.ruling, link.order.switch,
                          link.order.steps)
            link = Link(link.producer, link.consumer, link.how, link.detail, link.code, link.clause, link.ruling,
                        link.equal, link.switches, order)
        out.append(link)
    return out


def all_links(spec: RulesetSpec) -> list[Link]:
    """Every link of the rule set, once each (see the module's text)."""
    found: dict[Link, None] = {}
    for source in (_status_links, _protection_links, _watch_links, _other_links):
        for link in source(spec):
            found.setdefault(link, None)
    return _decided_back(list(found))


def pairs(links: list[Link]) -> dict[tuple[str, str], list[Link]]:
    """The links by pair of actions (the two ids sorted; a pair of one action: two players of it)."""
    out: dict[tuple[str, str], list[Link]] = defaultdict(list)
    for link in links:
        key = (link.producer, link.consumer) if link.producer <= link.consumer else (link.consumer, link.producer)
        out[key].append(link)
    return dict(sorted(out.items()))


def change_graph(links: list[Link]) -> "nx.DiGraph[str]":
    """The graph of «can change» among actions: an edge p -> m for each link that reaches, with its links."""
    graph: nx.DiGraph[str] = nx.DiGraph()
    for link in links:
        if not link.reaches:
            continue
        if graph.has_edge(link.producer, link.consumer):
            graph[link.producer][link.consumer]["links"].append(link)
        else:
            graph.add_edge(link.producer, link.consumer, links=[link])
    return graph
