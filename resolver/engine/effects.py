"""What an act that was performed does: the handlers of its effect rows (`resolver.specs.effects`).

Host a guest, kill (with its kind, the guilt test, the blast on the victim's guests), revive, take a dead player's
seat, leave the statuses and letters its rows list, lay a pending effect. A check's answers are
`resolver.engine.answers`, a watch's sight `resolver.engine.watch`, a recruitment and made items
`resolver.engine.recruit`, gifts and items taken `resolver.engine.gifts` and `resolver.engine.takes`; a death and the
decisions it brings are `resolver.engine.deaths`. Each handler also says what its row may produce, for the graph.
"""

from __future__ import annotations

from resolver.engine.deaths import add_death
from resolver.engine.graph import Production, possible_guests
from resolver.engine.handler import Failure, Handler
from resolver.engine.lookup import status_producer
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, Outcome, State
from resolver.engine.notes import killer_dies, rule_clause
from resolver.engine.recruit import is_guilty
from resolver.engine.stages import label_of, shield_for, spend_protection
from resolver.engine.turning import take_source, turn_pending
from resolver.specs.action import ReplaceSpec
from resolver.specs.effects import Host, Kill, Lays, Leaves, Revive, TargetLetter


class LeavesEffect(Handler[Leaves]):
    """A status the act leaves: on an attempt ("perf"), or when it works."""

    row_type = Leaves

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Leaves) -> None:
        player = act.actor if row.who == "actor" else act.target
        if not player or not (outcome.succeeded or row.timing == "perf"):
            return
        death = state.deaths.get(player)
        if row.who == "target" and not outcome.succeeded and death is not None and death.order < act.order:
            return  # an attempt on one who died at an earlier step leaves nothing on him: a theft robs no corpse
        state.add_mark(Mark(player, row.status, act.id, {"by": act.actor or ""}))

    def produces(self, night: Night, act: Act, row: Leaves, invites: dict[str, set[str]]) -> list[Production]:
        player = act.actor if row.who == "actor" else act.target
        return [Production(player, row.status, row.timing)] if player else []


class TargetLetterEffect(Handler[TargetLetter]):
    row_type = TargetLetter

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: TargetLetter) -> None:
        if outcome.succeeded and act.target:
            state.recorder.record(f"player:{act.target}", "letter", row.code, rule_clause(night, act),
                                  causes=[act.id], who=act.target)


class LaysEffect(Handler[Lays]):
    """A pending effect laid on the target (its letter told), unless the act turns him instead (`TurnsPending`)."""

    row_type = Lays

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Lays) -> None:
        target = act.target
        if not outcome.succeeded or not target or turn_pending(night, state, act):
            return
        pending = night.ruleset.pending[row.pending]
        state.add_mark(Mark(target, f"pending:{pending.id}", act.id, {"by": act.actor or ""}))
        if pending.letter:
            state.recorder.record(f"player:{target}", "letter", pending.letter, pending.clause,
                                  causes=[act.id], who=target)

    def produces(self, night: Night, act: Act, row: Lays, invites: dict[str, set[str]]) -> list[Production]:
        return [Production(act.target, f"pending:{row.pending}", "succ")] if act.target else []


class ReviveEffect(Handler[Revive]):
    """One of tonight's dead lives again (his death is undone, the post does not list it, and no effect laid on him
    tonight stays pending); on anyone else the act fails («знает все трупы за прошедшую ночь»)."""

    row_type = Revive

    def stands(self, night: Night, state: State, act: Act, row: Revive) -> Failure | None:
        if act.target is None:
            return None
        ruling = night.action(act).ruling
        death = state.deaths.get(act.target)
        if death is None:
            return ("revive_no_corpse", night.action(act).clause, ruling, {"who": act.target})
        if row.corpse_only and not night.ruleset.kill_kinds[death.kind].corpse:
            return ("revive_not_corpse", night.action(act).clause, row.corpse_only, {"who": act.target})
        return None

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Revive) -> None:
        target = act.target
        if not outcome.succeeded or not target:
            return
        death = state.deaths.pop(target, None)
        if death is None:
            return
        state.marks[(target, "dead")] = [m for m in state.marks.get((target, "dead"), ()) if m.producer != death.act]
        # A revived player carries nothing pending from tonight (a poison laid on the corpse's body is gone).
        for key in [k for k in state.marks if k[0] == target and k[1].startswith("pending:")]:
            state.marks[key] = [m for m in state.marks[key] if m.tentative]
        # The post will not list him: the line saying how it would is taken back.
        for d in state.recorder.about(f"player:{target}"):
            if d.code == "post_label" and d.kind == "info":
                state.recorder.withdraw(d.id)
        state.recorder.record(f"player:{target}", "info", row.code, rule_clause(night, act), causes=[act.id, death.act],
                              ruling=night.action(act).ruling, who=target, by=act.actor or "")
        back = row.result_back_when
        if back is not None and night.options.get(back[0]) == back[1]:
            _result_back(state, act, target, back[2], back[3])


def _result_back(state: State, act: Act, target: str, clause: str, ruling: str) -> None:
    """The revived player is alive at dawn and gets his night result after all (`Revive.result_back_when`): the
    decision that he gets none is withdrawn, and a «сидел дома» taken back with it is told again."""
    rec = state.recorder
    about = rec.about(f"player:{target}")
    withdrawn = [d for d in about if d.code == "dead_no_result" and d.kind != "withdrawn"]
    if not withdrawn:
        return
    for d in withdrawn:
        rec.withdraw(d.id)
    home = [d for d in about if d.code == "letter_stayed_home" and d.kind == "withdrawn"]
    rec.record(f"player:{target}", "info", "result_after_revive", clause, ruling=ruling, causes=[act.id],
               who=target)
    for d in home[:1]:
        rec.record(d.subject, "letter", d.code, d.clause, ruling=d.ruling, causes=d.causes,
                   **{k: v for k, v in d.params.items() if k != "was"})


class ReplaceEffect(Handler[ReplaceSpec]):
    """A seat taken over: the target dead, of the side and the actor's clan, and the actor's first seat; when it
    works the actor takes his target's role (from the next night, as the rule set carries it on)."""

    row_type = ReplaceSpec

    def stands(self, night: Night, state: State, act: Act, row: ReplaceSpec) -> Failure | None:
        target = night.players.get(act.target or "")
        if target is None or act.actor is None:
            return None
        actor = night.players[act.actor]
        if target.alive and target.name not in state.deaths:
            return ("target_not_dead", row.clause, row.ruling, {"who": target.name})
        if target.side != row.side or target.clan != actor.clan:
            return ("not_own_clan", row.clause, row.ruling, {"who": target.name})
        if actor.state.replaced_role:
            return ("already_replaced", row.clause, row.ruling, {})
        return None

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: ReplaceSpec) -> None:
        if not outcome.succeeded or not act.target:
            return
        taken = night.role_of(act.target)
        outcome.info["takes_role"] = taken.id
        state.recorder.record(act.id, "info", "actor_takes_role", night.action(act).clause,
                              ruling=night.action(act).ruling, who=act.target, role_ru=taken.name_ru,
                              role_en=taken.name_en)


class HostEffect(Handler[Host]):
    """An invitation: its target spends the night at the actor's (a lethal one dooms him)."""

    row_type = Host

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Host) -> None:
        target = act.target
        if not outcome.succeeded or not target:
            return
        assert act.actor is not None
        state.add_mark(Mark(target, "guest", act.id, {"host": act.actor}))
        state.add_mark(Mark(target, f"guest_{row.host_kind}", act.id, {"host": act.actor}))
        state.add_mark(Mark(target, f"guest_of:{act.actor}", act.id))
        if row.lethal:
            state.add_mark(Mark(target, "doomed", act.id, {"by": act.actor}))

    def produces(self, night: Night, act: Act, row: Host, invites: dict[str, set[str]]) -> list[Production]:
        target = act.target
        if target is None:
            return []
        out = [Production(target, "guest", "succ"), Production(target, f"guest_{row.host_kind}", "succ"),
               Production(target, f"guest_of:{act.actor}", "succ")]
        if row.lethal:
            out.append(Production(target, "doomed", "succ"))
        return out


def guests_of(state: State, host: str, seen: set[str] | None = None) -> list[tuple[str, Mark]]:
    """Who spends the night at `host`'s: his guests and, with them, their guests."""
    seen = seen if seen is not None else {host}
    out: list[tuple[str, Mark]] = []
    for mark in sorted(state.guests.get(host, ()), key=lambda m: m.player):
        if mark.tentative or mark.player in seen:
            continue
        seen.add(mark.player)
        out.append((mark.player, mark))
        out.extend(guests_of(state, mark.player, seen))
    return out


def is_away(state: State, player: str) -> bool:
    return any(not m.tentative for m in state.marks.get((player, "guest"), ()))


class KillEffect(Handler[Kill]):
    """A kill: each target attacked and, when it works, killed (with what a kill sets off), then the blast on the
    victim's guests."""

    row_type = Kill

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: Kill) -> None:
        kind = row.kill_kind
        if row.kind_when is not None and night.options.get(row.kind_when[0]) == row.kind_when[1]:
            kind = row.kind_when[2]
        from resolver.engine.act_plan import act_plan  # the plan's handlers include this one: asked once loaded

        rec = state.recorder
        plan = act_plan(night.ruleset, night.action(act))
        for victim in act.targets:
            if row.guilty_only is not None and outcome.succeeded:
                guilty = is_guilty(night, state, victim, act.order)
                rec.record(f"player:{act.actor or ''}", "letter", "letter_guilty" if guilty else "letter_not_guilty",
                           row.guilty_only, causes=[act.id], who=victim)
                if not guilty:
                    continue
            state.add_mark(Mark(victim, "attacked", act.id, {"kind": kind}))
            if outcome.succeeded:
                add_death(night, state, victim, kind, act)
                for handler, then in plan.on_victim:
                    handler.on_victim(night, state, act, victim, kind, then)
                killer_dies(night, state, act, victim)
                take_source(night, state, act, victim)
        if outcome.succeeded:
            for handler, then in plan.on_kill:
                handler.on_kill(night, state, act, then)
        if row.blast and act.targets:
            _blast(night, state, act, outcome, act.targets[0])

    def produces(self, night: Night, act: Act, row: Kill, invites: dict[str, set[str]]) -> list[Production]:
        out: list[Production] = []
        for victim in act.targets:
            out += [Production(victim, "attacked", "perf"), Production(victim, "dead", "succ")]
            if row.blast:
                for guest in possible_guests(night, victim, invites):
                    out += [Production(guest, "attacked", "perf"), Production(guest, "dead", "perf")]
        return out


def _blast(night: Night, state: State, act: Act, outcome: Outcome, victim: str) -> None:
    """A kill at a host reaches his guests: what it does to each is data of the invitation that made him one."""
    rec = state.recorder
    hits_when_failed = night.ruleset.blast_if_attack_fails
    if not outcome.succeeded and hits_when_failed is not None and (
            night.options.get(hits_when_failed[0]) != hits_when_failed[1]):
        return
    if is_away(state, victim):
        return
    for guest, gmark in guests_of(state, victim):
        if guest in state.deaths:
            continue
        invite = night.action(night.act(gmark.producer)).row(Host)
        assert invite is not None, gmark.producer  # a guest is made by an invitation
        clause = invite.blast_clause if gmark.data.get("host") == victim else invite.co_guest_clause
        assert clause is not None, gmark.producer
        state.add_mark(Mark(guest, "attacked", act.id, {"kind": "blast"}))
        saved_by = invite.saved_by
        healed = [m for m in state.marks.get((guest, saved_by), ()) if not m.tentative] if saved_by else []
        shield = shield_for(night, state, act, lambda a, p, s: status_producer(night, state, a, p, s),
                            target=guest, attack="blast")
        if shield is not None:
            rec.record(act.id, "info", "blast_hits", clause, victim=guest, host=victim)
            rec.record(act.id, "survival", "blast_protected", shield.row.clause, ruling=shield.row.ruling,
                       victim=guest, host=victim, **label_of(night, shield.row))
            spend_protection(night, state, guest, shield.row, act)
            continue
        if healed:
            rec.record(act.id, "survival", "blast_healed", clause, victim=guest, host=victim,
                       causes=[m.producer for m in healed])
            continue
        add_death(night, state, guest, "blast", act, clause=clause, host=victim)
