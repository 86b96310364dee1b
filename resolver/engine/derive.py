"""The acts a night compiles out of others: the effects laid on earlier nights that come due (`pending_acts`), a group
move's party on each target (`group_acts`), and the acts that exist only if a parent act triggers them
(`derive_acts`): a redirect's copies, a reflection, a counter-attack, a watch's strike. Whether they happen is decided
when the night is resolved; here they only become possible. Made from rule-set data: their rows
(`resolver.specs.derived`) and the protection queue.
"""

from __future__ import annotations

from dataclasses import replace

from resolver.engine.night import Act, Night, make_act
from resolver.specs.action import ActionSpec
from resolver.specs.derived import GroupOf, Redirects
from resolver.specs.effects import Leaves
from resolver.specs.limits import ClanMove
from resolver.specs.protection import ProtectionSpec


def pending_acts(night: Night) -> list[Act]:
    """Effects laid on earlier nights that come due tonight (a poison): one pseudo act each."""
    out: list[Act] = []
    for name, info in sorted(night.players.items()):
        if not info.alive:
            continue
        for kind in sorted({p.kind for p in info.state.pending}):
            spec = night.ruleset.pending.get(kind)
            if spec is not None:
                out.append(make_act(night.ruleset, spec.action, None, (name,), origin="pseudo", suffix=f"@{kind}"))
    return out


def derive_acts(night: Night) -> list[Act]:
    """Acts that exist only if a parent act triggers them, made from rule-set data.

    - a redirect (`Redirects`, targets = whose move, new target): a copy of each of that
      player's acts aimed at the new target;
    - a reflecting protection (the blessing): a copy of each hostile act on a player who may hold it,
      aimed back at its doer;
    - a counter-attacking protection (the Телохранитель): the protector's `counter_action` at the doer
      of each hostile act on the player he may protect.
    Whether they happen is decided when the night is resolved; here they only become possible.
    """
    rs = night.ruleset
    out: list[Act] = []
    originals = [a for a in night.acts if a.origin == "move"]
    for redirect in night.acts:
        spec = rs.actions[redirect.action]
        if spec.row(Redirects) is None or len(redirect.targets) < 2:
            continue
        whose, new_target = redirect.targets[0], redirect.targets[1]
        for act in originals:
            if act.actor == whose and act.targets and act.id != redirect.id and _can_redirect(night, redirect, act):
                out.append(make_act(rs, act.action, act.actor, (new_target,) + act.targets[1:], origin="derived",
                                    parent=redirect.id, clan=act.clan, sender=act.sender,
                                    suffix=f"@redirect:{redirect.id}", trigger="retarget", via=act.id))
    # Who may give a status: a redirected copy gives it at its new target (a guard the Телепат sent elsewhere
    # covers the new one and counter-shoots there).
    status_source: dict[str, list[Act]] = {}
    for act in night.acts + out:
        for row in rs.actions[act.action].rows_of(Leaves):
            if row.who == "target" and act.target:
                status_source.setdefault(row.status, []).append(act)
    from resolver.engine.watch import WATCHED, watch_acts

    # A watched act's consequence (the Палач's axe) is an act of its own that protections may answer.
    # A watch the Телепат sent elsewhere watches its new target (its redirected copy is a watch too).
    retargeted = [a for a in out if a.trigger == "retarget"]
    out.extend(watch_acts(night, night.acts + retargeted,
                          [a for a in night.acts + out if a.trigger in (None, "retarget")]))
    hostile = [a for a in night.acts + out if night.action(a).hostile and a.actor and a.target
               and a.trigger in (None, WATCHED)]
    parties = [a for a in night.acts if rs.actions[a.action].hostile and a.actor is None and a.target
               and rs.actions[a.action].row(GroupOf) is not None]
    for prot in rs.protections:
        kind, _, name = prot.source.partition(":")
        if prot.effect == "reflect":
            for act in hostile:
                if act.actor != act.target and _may_hold(night, act.target or "", kind, name, status_source):
                    out.append(_at_moment_of(act, make_act(rs, act.action, act.actor, (act.actor or "",),
                                                           origin="derived", parent=act.id, clan=act.clan,
                                                           suffix=f"@{prot.id}", trigger=prot.id)))
        elif prot.effect == "counter" and prot.counter_action:
            for giver in status_source.get(name, ()) if kind == "status" else ():
                for act in hostile + parties:
                    if act.target != giver.target:
                        continue
                    for attacker in _attackers(night, act, prot):
                        if attacker != giver.actor:
                            out.append(_at_moment_of(act, make_act(
                                rs, prot.counter_action, giver.actor, (attacker,), origin="derived",
                                parent=act.id, suffix=f"@{prot.id}:{giver.id}:{attacker}", trigger=prot.id,
                                via=giver.id)))
    # A counter-shot is its doer's hostile act (andorra п.23 L95): a watcher sees it too. Its own consequence
    # is not answered by a further protection (the night derives one level).
    counters = [a for a in out if a.trigger in {p.id for p in rs.protections if p.effect == "counter"}]
    out.extend(watch_acts(night, night.acts + retargeted, counters))
    return out


def _attackers(night: Night, act: Act, prot: ProtectionSpec) -> list[str]:
    """Whom a counter-attack answers: the doer; for a group act every member who went (A-25); with
    `counter_at_sender_when`, a clan's move is answered at the clan member who sends its moves."""
    rs = night.ruleset
    group = rs.actions[act.action].row(GroupOf)
    if group is not None:
        return sorted({a.actor for a in night.acts if a.action == group.member and a.target == act.target and a.actor})
    attacker = act.actor or ""
    info = night.players.get(attacker)
    rule = prot.counter_at_sender_when
    if rule is not None and night.options.get(rule[0]) == rule[1] and info is not None and info.clan \
            and rs.actions[act.action].row(ClanMove) is not None:
        from resolver.engine.limits import clan_sender

        attacker = clan_sender(night, info.clan) or attacker
    return [attacker]


def _can_redirect(night: Night, redirect: Act, act: Act) -> bool:
    """Can the redirect change this move at all under the order of moves and the options (A-13)? A move
    it can never reach gets no redirected copy, so no ring is made of a copy that cannot happen."""
    from resolver.engine.conditions import conditions_for
    from resolver.engine.graph import precedence

    marks = {row.status for row in night.ruleset.actions[redirect.action].rows_of(Leaves) if row.who == "target"}
    return any(cond.subject == "actor" and cond.status in marks and precedence(night, redirect, act, cond) != "no"
               for cond in conditions_for(night, act))


def _at_moment_of(parent: Act, act: Act) -> Act:
    """A counter-shot or a reflection happens «в момент» of the act that caused it: at its step."""
    return replace(act, step=parent.step, order=parent.order, time=parent.time)


def group_acts(night: Night) -> list[Act]:
    """One act per target for a group move with a quorum (andorra's stakes, п.22): the party itself."""
    rs = night.ruleset
    out: list[Act] = []
    groups: list[tuple[ActionSpec, str]] | None = rs.memo.get("group_actions")
    if groups is None:  # the group actions of the rule set, with their members' action: read once
        groups = rs.memo["group_actions"] = [(spec, group.member) for spec in rs.actions.values()
                                             for group in spec.rows_of(GroupOf)]
    for spec, member in groups:
        targets = sorted({a.target for a in night.acts if a.action == member and a.target})
        out.extend(make_act(rs, spec.id, None, (t,), origin="pseudo") for t in targets)
    return out


def _may_hold(night: Night, player: str, kind: str, name: str, status_source: dict[str, list[Act]]) -> bool:
    if kind == "item":
        info = night.players.get(player)
        return info is not None and any(night.ruleset.item_id(i) == name for i in info.items)
    return any(a.target == player for a in status_source.get(name, ()))
