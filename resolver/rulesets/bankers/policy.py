"""Bankers-only mechanics, as hooks on the generic engine.

- expand_acts: one clan kill per clan by role priority, the Boss's duplicate
  moves, the lynch and last night's Шизик victims at step 1, the Жулик's
  stolen move, the hunt's quorum kill.
- static_failure: failures that are about who the target is, not a status.
- after_act: answers of checks, what the Свидетель saw, the Стерва's client
  doomed with her at the Шизик's (L108).
- after_night: the state carried to the next night, the son's clan, letters,
  then `post.record`: the morning post's and private results' decisions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import PlayerState
from resolver.hooks import NightView
from resolver.night import Act, Night, NotCounted, make_act
from resolver.ruleset import Policy
from resolver.rulesets.bankers import post



# ------------------------------------------------------------------ acts
def _priority_key(night: Night, index: int) -> tuple[Any, ...]:
    move = night.scenario.moves[index]
    role = night.role_of(move.actor)
    from resolver.night import time_key

    t = time_key(move.time)
    return (role.priority, t if t is not None else float("inf"), move.actor)


def expand_acts(night: Night) -> list[Act]:
    rs = night.ruleset
    moves = night.scenario.moves
    counted: list[int] = []
    # The Boss's duplicate moves (L34, B-05).
    by_key: dict[tuple[str, str], list[int]] = {}
    for i, move in enumerate(moves):
        by_key.setdefault((move.actor, move.action), []).append(i)
    boss_first = night.opt("proxy_priority") == "boss_first"
    for (actor, action), indices in sorted(by_key.items()):
        if len(indices) == 1:  # a clan kill too: the Boss's duplicate order goes by proxy_priority (issue 7)
            counted.extend(indices)
            continue
        own = [i for i in indices if (moves[i].by or actor) == actor]
        proxy = [i for i in indices if (moves[i].by or actor) != actor]
        keep = (proxy or own) if boss_first else (own or proxy)
        counted.append(keep[0])
        for i in indices:
            if i != keep[0]:
                night.not_counted.append(NotCounted(i, actor, action, "proxy_duplicate", "boss.proxy", "B-05",
                                                    {"kept": moves[keep[0]].by or actor}))
    counted.sort()
    acts: list[Act] = []
    clan_orders: dict[str, list[int]] = {}
    for i in counted:
        move = moves[i]
        if move.action == "clan_kill":
            clan = night.players[move.actor].clan or "?"
            clan_orders.setdefault(clan, []).append(i)
            continue
        act = make_act(rs, move.action, move.actor, tuple(move.targets), move=move, move_index=i,
                       sender=move.by)
        acts.append(act)
        if move.action == "steal_move" and move.targets:
            acts.extend(_stolen_acts(night, act, i))
    for clan, indices in sorted(clan_orders.items()):
        indices.sort(key=lambda i: _priority_key(night, i))
        chosen = indices[0]
        for other in indices[1:]:
            night.not_counted.append(NotCounted(other, moves[other].actor, "clan_kill", "clan_priority",
                                                "boss.clan_kill", "B-06", {"kept": moves[chosen].actor}))
        move = moves[chosen]
        for target in move.targets:
            acts.append(make_act(rs, "clan_kill", move.actor, (target,), move=move, move_index=chosen,
                                 clan=clan, sender=move.by))
    for name in night.scenario.day.lynched:
        acts.append(make_act(rs, "lynch", None, (name,), origin="pseudo"))
    lynched = set(night.scenario.day.lynched)
    for name, info in sorted(night.players.items()):
        if info.alive and info.state.doomed_by and name not in lynched:
            acts.append(make_act(rs, "exhaustion", None, (name,), origin="pseudo"))
    return acts


def _stolen_acts(night: Night, steal: Act, index: int) -> list[Act]:
    move = night.scenario.moves[index]
    victim = night.players.get(steal.target or "")
    if victim is None:
        return []
    out = []
    for n, branch in enumerate(move.branches):
        if branch.if_role != victim.role.id:
            continue
        action = branch.action or _own_action(night, victim.role.id)
        if action is None:
            continue
        out.append(make_act(night.ruleset, action, steal.actor, tuple(branch.targets), move=move,
                            move_index=index, origin="derived", parent=steal.id, suffix=f"@stolen{n}"))
    return out


def _own_action(night: Night, role_id: str) -> str | None:
    for action in night.ruleset.roles[role_id].actions:
        if action != "peaceful_hunt":
            return action
    return None


# ------------------------------------------------------------ failures
Failure = tuple[str, str, str | None, dict[str, Any]]


def _dormant_son(night: Night, name: str) -> bool:
    return "son" in night.role_of(name).traits


def _seen(view: NightView, player: str, status: str) -> list[str]:
    return [m.producer for m in view.statuses(player, status)]


def _players_with_role(night: Night, role_id: str) -> list[str]:
    cache: dict[str, list[str]] = night.__dict__.setdefault("_by_role", {})
    if role_id not in cache:
        cache[role_id] = [n for n, p in night.players.items() if p.role.id == role_id]
    return cache[role_id]


def static_failure(night: Night, act: Act, view: NightView) -> Failure | None:
    spec = night.action(act)
    target = act.target
    if act.parent is not None:
        parent = view.outcome(act.parent)
        if parent is None or not parent.succeeded:
            return ("steal_failed", "trickster.steal", "B-18", {"causes": [act.parent]})
        # The stolen move keeps its owner's limits (B-18): not the victim's last target again.
        victim = night.players.get(night.act(act.parent).target or "")
        if spec.repeat_ban and victim is not None and target and victim.state.last_targets.get(spec.id) == target:
            branch = int(act.id.rsplit("@stolen", 1)[1]) if "@stolen" in act.id else 0
            return ("illegal_stolen_repeat", spec.repeat_ban, "B-18",
                    {"who": victim.name, "target": target, "action": spec.name_ru, "illegal": True,
                     "branch": branch})
    if act.actor and act.origin == "move" and night.opt("shizik_healed_victim_acts") == "after_heal":
        doomed = night.players[act.actor].state.doomed_by
        heal_order = night.ruleset.steps[night.ruleset.actions["heal"].step].order
        if doomed and act.order < heal_order:
            return ("doomed_until_healed", "shizik.doctor", "B-09", {"who": act.actor})
    if spec.id == "clan_kill":
        members = [n for n, p in night.players.items() if p.clan == act.clan and p.role.clan_member]
        if not any(night.players[n].alive and n not in view.deaths for n in members):
            return ("clan_dead", "boss.clan_kill", "B-45", {"clan": act.clan or ""})
        scope_both = night.opt("son_cancel_scope") == "both"
        for other in night.acts:
            if other.action != "clan_kill" or not other.target or not _dormant_son(night, other.target):
                continue
            if scope_both or other.clan == act.clan:
                return ("son_target", "son.cancel", "B-16" if scope_both else None,
                        {"who": other.target, "clan": act.clan or ""})
    if spec.hunt_exclusive and act.origin == "move" and night.opt("hunt_with_move") == "both_fail" and any(
            o.action == "peaceful_hunt" and o.origin == "move" for o in night.acts_of(act.actor)):
        return ("illegal_move_with_hunt", spec.hunt_exclusive, "B-55", {"who": act.actor or "", "illegal": True})
    if spec.effect == "check" and target and "uncheckable" in night.role_of(target).traits \
            and night.opt("indian_check") == "fails":
        return ("target_uncheckable", "roster.indian", "B-14", {"who": target})
    if spec.params.get("needs_dead_target") and target:
        info = night.players[target]
        if info.alive and target not in view.deaths:
            return ("target_not_dead", "roster.actor", "B-15", {"who": target})
        actor_clan = night.players[act.actor or ""].clan if act.actor else None
        if info.side != "mafia" or info.clan != actor_clan:
            return ("not_own_clan", "roster.actor", "B-15", {"who": target})
        if night.players[act.actor or ""].state.replaced_role:
            return ("already_replaced", "roster.actor", "B-15", {})
    if spec.id == "peaceful_hunt":
        # «Отправлять МО одновременно с лечением недопустимо» (L72, L83, L96, L112, L131, L152): the hunt
        # sent with such a move is illegal; the role's move stands unless hunt_with_move = both_fail (B-55).
        for other in night.acts_of(act.actor):
            if other.origin == "move" and other.id != act.id:
                clause = night.action(other).hunt_exclusive
                if clause is not None:
                    return ("illegal_hunt_with", clause, "B-55",
                            {"who": act.actor or "", "action": night.action(other).name_ru, "illegal": True})
        if night.opt("peaceful_hunt") == "off":
            return ("hunt_off", "son.plays", "B-01", {})
        if act.actor and _dormant_son(night, act.actor):
            return ("son_hunt", "son.plays", "B-16", {})
    if spec.id == "seek_detective" and act.actor:
        seeking = night.players[act.actor].state.seeking_role
        detectives = _players_with_role(night, "detective")
        alive = [d for d in detectives if night.players[d].alive and d not in view.deaths]
        if not alive and not seeking:
            return ("detective_dead", "fangirl.fails", "B-17", {})
        if target in detectives and _seen(view, target, "beaten"):
            return ("detective_beaten", "fangirl.fails", "B-17",
                    {"who": target, "causes": _seen(view, target, "beaten")})
    return None


# ------------------------------------------------------------- effects
def check_answer(night: Night, act: Act) -> str:
    spec = night.action(act)
    target = act.target or ""
    role = night.role_of(target)
    kind = spec.params.get("check")
    if kind == "mafia":
        if role.side == "mafia" and "uncheckable" not in role.traits:
            return "mafia"
        return "peaceful"
    if kind == "role":
        if "son" in role.traits:
            return "son"
        if night.opt("boss_check_mode") == "roster":
            return "mafia" if role.side == "mafia" and "uncheckable" not in role.traits else "peaceful"
        if role.side == "mafia":
            return "plain" if "uncheckable" in role.traits else "mafia"
        return "role" if role.role_peaceful else "plain"
    seeking = night.players[act.actor or ""].state.seeking_role or "detective"
    return "found" if role.id == seeking else "not_found"


def after_act(view: NightView, act: Act) -> None:
    night = view.night
    spec = night.action(act)
    outcome = view.outcome(act.id)
    if outcome is None:
        return
    rec = view
    if spec.effect == "host" and night.opt("shizik_vs_sterva") == "lot" and act.target:
        rivals = [o for o in night.acts if o.id != act.id and night.action(o).effect == "host"
                  and night.action(o).id != spec.id and (o.target == act.target or o.target == act.actor)]
        if rivals and not any(d.code == "host_lot" for d in view.decisions):
            rec.record("night", "host", "host_lot", "shizik.fails", ruling="B-08",
                       causes=[act.id] + [o.id for o in rivals])
    if spec.effect == "check" and outcome.succeeded:
        answer = check_answer(night, act)
        view.note(act.id, "answer", answer)
        clause = "son.reveal" if answer == "son" else spec.clause
        rec.record(act.id, "info", f"answer_{answer}", clause, ruling="B-04" if spec.id == "check_role" else None,
                   who=act.target or "")
    elif spec.effect == "watch" and outcome.performed and act.target:
        seen: list[str] = []
        causes: list[str] = []
        for status in ("attacked", "doomed"):
            for mark in view.statuses(act.target, status):
                attacker = night.act(mark.producer)
                name = attacker.actor or ""
                if attacker.action == "clan_kill" and night.opt("witness_sees") == "clan":
                    name = attacker.clan or name
                if attacker.action == "hunt_kill":
                    name = _hunters(view, attacker.target or "")
                if name and name not in seen:
                    seen.append(name)
                    causes.append(mark.producer)
        if seen:
            view.note(act.id, "seen", seen)
            rec.record(act.id, "info", "witness_saw", "witness.watch", ruling="B-19", causes=causes,
                       who=act.target, attackers=", ".join(seen))
        else:
            view.fail(act.id, "no_attempt", "witness.fails", who=act.target)
    elif spec.effect == "host" and outcome.succeeded and act.target and not spec.params.get("lethal"):
        guests = [m for m in view.guests(act.target) if night.action(night.act(m.producer)).params.get("lethal")]
        if guests:
            rec.record(act.id, "info", "hosts_both", "shizik.vs_vixen", ruling="B-11",
                       causes=[m.producer for m in guests], who=act.target,
                       guests=", ".join(sorted({night.act(m.producer).target or "" for m in guests})))
        _client_doomed(view, act)
    elif spec.id == "clan_kill" and night.event == "full_moon" and outcome.performed:
        rec.record(act.id, "info", "full_moon", "event.full_moon", ruling="B-33")
    if spec.id == "clan_kill" and outcome.succeeded and act.actor and night.opt("clan_kill_sender_block") == "ignored":
        # B-44: the sender beaten, robbed or a guest, yet the kill worked: the clan's kill is the clan's act.
        blockers = [m.producer for status in ("beaten", "robbed", "guest_vixen", "guest_shizik")
                    for m in view.statuses(act.actor, status)]
        if blockers:
            rec.record(act.id, "info", "clan_kill_despite_sender", "boss.clan_kill", ruling="B-44",
                       causes=blockers, who=act.actor,
                       by=", ".join(sorted({night.act(p).actor or "" for p in blockers})))
    elif spec.effect == "transform" and outcome.succeeded:
        taken = night.role_of(act.target or "")
        view.note(act.id, "takes_role", taken.id)
        rec.record(act.id, "info", "actor_takes_role", "roster.actor", ruling="B-15", who=act.target or "",
                   role_ru=taken.name_ru, role_en=taken.name_en)


def _client_doomed(view: NightView, act: Act) -> None:
    """L108: a Стерва who is the Шизик's guest brings her own guest to his fate."""
    if not view.night.opt("sterva_keeps_client_at_shizik") or not act.actor or not act.target:
        return
    for mark in view.statuses(act.actor, "guest_shizik"):
        view.add_status(act.target, "doomed", mark.producer, {"by": mark.data["host"]})
        view.record(act.id, "info", "client_doomed_too", "shizik.doctor", ruling="B-42",
                    causes=[mark.producer], who=act.target, shizik=mark.data["host"])


def _hunters(view: NightView, target: str) -> str:
    names = sorted({view.night.act(p).actor or "" for p in _seen(view, target, "hunted")})
    return ", ".join(n for n in names if n)


POLICY = Policy(expand_acts=expand_acts, static_failure=static_failure, after_act=after_act)


# -------------------------------------------------------- after the night
def after_night(view: NightView) -> dict[str, Any]:
    """State for the next night, and the letters and newspaper lines the night produces."""
    night = view.night
    rec = view
    dead_now = set(view.deaths)
    alive = {n: (p.alive and n not in dead_now) for n, p in night.players.items()}
    carried: dict[str, PlayerState] = {}
    roles = {n: p.role.id for n, p in night.players.items()}
    clans = {n: p.clan for n, p in night.players.items()}
    items = {n: list(p.items) for n, p in night.players.items()}
    counts_failed = bool(night.opt("repeat_ban_counts_failed"))
    for name, info in night.players.items():
        kept = {"autokill_points": info.state.autokill_points, "uses_left": dict(info.state.uses_left),
                "found_detective": info.state.found_detective, "bonus_check_used": info.state.bonus_check_used,
                "seeking_role": info.state.seeking_role, "replaced_role": info.state.replaced_role}
        # A None is the field's default: left out, the model skips its empty-value pass (a hot path).
        carried[name] = PlayerState(**{k: v for k, v in kept.items() if v is not None})
    for act in night.acts:
        outcome = view.outcome(act.id)
        spec = night.action(act)
        if outcome is None or act.actor is None or act.origin != "move":
            continue
        if spec.repeat_ban and act.target and (outcome.succeeded or (counts_failed and outcome.performed)):
            carried[act.actor].last_targets[spec.id] = act.target
        elif spec.repeat_ban and act.target and counts_failed:
            carried[act.actor].last_targets[spec.id] = act.target
        if spec.id == "seek_detective" and outcome.info.get("answer") == "found":
            carried[act.actor].found_detective = True
        if spec.id == "bonus_check" and outcome.performed:
            carried[act.actor].bonus_check_used = True
        if spec.id == "replace_dead_mafioso" and outcome.succeeded and act.target:
            roles[act.actor] = night.players[act.target].role.id
            carried[act.actor].replaced_role = roles[act.actor]
    # Items at dawn come from the engine's state: a vest that acted is spent (B-12).
    items = view.items_at_dawn()
    # Шизик victims of tonight die tomorrow night unless healed then (L100, L108).
    for player, marks in view.players_with("doomed"):
        if not alive.get(player):
            continue
        for mark in marks:
            shizik = mark.data["by"]
            shizik_away = bool(view.statuses(shizik, "guest_vixen"))
            if shizik_away and not night.opt("shizik_guest_doomed_at_sterva") and mark.producer in {
                    a.id for a in night.acts if a.actor == shizik}:
                rec.record(f"player:{player}", "info", "doom_lifted", "shizik.vs_vixen", ruling="B-11", who=player)
                continue
            carried[player].doomed_by = shizik
            rec.record(f"player:{player}", "letter", "letter_doomed", "shizik.invite", who=player)
            break
    # A victim someone meant to heal: why the heal did not save him (issue 12).
    heals: dict[str, list[Act]] = {}
    for act in night.acts:
        if act.action == "heal" and act.target:
            heals.setdefault(act.target, []).append(act)
    for dead, death in sorted(view.deaths.items()):
        for act in heals.get(dead, ()):
            outcome = view.outcome(act.id)
            if outcome is not None and not outcome.succeeded:
                rec.record(f"player:{dead}", "info", "heal_missed", "doctor.heal", causes=[act.id], who=dead,
                           healer=act.actor or "")
    # The Boss's seat and the other dead mafiosi's (L6, L56-60): the son and the Актер, in the order
    # boss_successor names (B-15, B-39); a clan never has two Bosses.
    if night.opt("boss_successor") == "actor":
        _actors_after_night(view, alive, roles, clans, carried)
        _son_after_night(view, alive, roles, clans)
    else:
        _son_after_night(view, alive, roles, clans)
        _actors_after_night(view, alive, roles, clans, carried)
    for name, info in night.players.items():
        if "son" in info.role.traits and name in dead_now and roles.get(name) == info.role.id:
            rec.record("night", "post", "son_killed", "son.reveal", who=name)
    cancelled = sorted({d.params.get("clan", "") for d in rec.decisions if d.code == "son_target"})
    for clan in cancelled:
        # L58 «убийство от мафов не произошло»; when the other clan's kill did happen, the post names
        # the clan whose kill was called off, or it would contradict its own «Убит:» line.
        other_killed = any(d.kind == "clan" and night.act(d.act).clan not in (clan, None) for d in view.deaths.values())
        rec.record("night", "post", "clan_kill_cancelled_clan" if other_killed else "clan_kill_cancelled",
                   "son.cancel", clan=clan)
    post.record(view)  # the morning post's and the private results' decisions
    return {"alive": alive, "carried": carried, "roles": roles, "clans": clans, "items": items}


def _son_after_night(view: NightView, alive: dict[str, bool], roles: dict[str, str],
                     clans: dict[str, str | None]) -> None:
    night = view.night
    rec = view
    sons = [n for n, p in night.players.items() if "son" in p.role.traits and alive.get(n)]
    if not sons:
        return
    dead_bosses = [n for n, p in night.players.items()
                   if p.role.id == "boss" and p.alive and not alive.get(n)]
    if not dead_bosses:
        return
    son = sons[0]
    boss_clans = sorted({night.players[b].clan or "" for b in dead_bosses})
    # A seat an Актер took tonight (boss_successor = actor) is not open to the son.
    taken = sorted(c for c in boss_clans if any(roles.get(n) == "boss" and clans.get(n) == c and alive.get(n)
                                                for n in night.players))
    boss_clans = [c for c in boss_clans if c not in taken]
    if not boss_clans:
        rec.record(f"player:{son}", "info", "son_seat_taken", "roster.actor", ruling="B-15", who=son,
                   clan=", ".join(taken))
        return
    if len(boss_clans) == 1:
        clan: str | None = boss_clans[0]
        rec.record(f"player:{son}", "letter", "son_joins", "son.reveal", who=son, clan=clan)
    else:
        sizes = {c: sum(1 for n, p in night.players.items() if p.clan == c and alive.get(n)) for c in boss_clans}
        smallest = min(sizes.values())
        pick = [c for c in boss_clans if sizes[c] == smallest]
        if len(pick) == 1:
            clan = pick[0]
            rec.record(f"player:{son}", "letter", "son_joins_smaller", "son.plays", who=son, clan=clan,
                       sizes=", ".join(f"{c}: {s}" for c, s in sizes.items()))
        else:
            clan = None
            rec.record("night", "host", "son_lot", "son.plays", who=son, clans=", ".join(pick))
    roles[son] = "boss"
    clans[son] = clan
    # «и сам сын, и все остальные мафы получают письма» (L56): every living mafioso, both clans.
    for name, info in night.players.items():
        if info.side == "mafia" and alive.get(name) and name != son:
            code = "son_revealed_to_clan" if info.clan == clan else "son_revealed"
            rec.record(f"player:{name}", "letter", code, "son.reveal", who=son, clan=clan or "?")


def _actors_after_night(view: NightView, alive: dict[str, bool], roles: dict[str, str],
                        clans: dict[str, str | None], carried: dict[str, PlayerState]) -> None:
    """«Актер - заменяет любого убитого мафа» (L6): by default by himself, from the next night
    (actor_replaces = auto, B-15): of his clan's members who died tonight, the one of the best role
    priority whose seat is still open (a Boss's seat the son took is not)."""
    night = view.night
    if night.opt("actor_replaces") != "auto":
        return
    dead_now = set(view.deaths)
    for name, info in night.players.items():
        if info.role.id != "actor" or not alive.get(name) or info.state.replaced_role or roles.get(name) != "actor":
            continue
        seats = []
        for dead, other in night.players.items():
            if dead == name or dead not in dead_now or other.clan != info.clan or other.side != "mafia":
                continue
            role_id = other.role.id
            if role_id == "boss" and any(roles.get(n) == "boss" and clans.get(n) == info.clan and alive.get(n)
                                         for n in night.players):
                continue  # the seat is filled (the son took it): never two Bosses
            seats.append((other.role.priority, night.act(view.deaths[dead].act).order, dead))
        if not seats:
            continue
        best = min(seats)[:2]
        tied = [d for p, o, d in seats if (p, o) == best]
        if len(tied) > 1:
            view.record("night", "host", "actor_lot", "roster.actor", ruling="B-15", who=name,
                        dead=", ".join(sorted(tied)))
            continue
        taken = night.players[tied[0]].role
        roles[name] = taken.id
        carried[name].replaced_role = taken.id
        view.record(f"player:{name}", "letter", "actor_takes_role_auto", "roster.actor", ruling="B-15",
                    causes=[view.deaths[tied[0]].act], who=tied[0], actor=name,
                    role_ru=taken.name_ru, role_en=taken.name_en)


POLICY.after_night = after_night
