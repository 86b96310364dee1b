"""What is settled at dawn, after every act of the night (`RulesetSpec.dawn`, a `DawnSpec`), as decisions.

Each function reads the night's outcomes and records what the host tells, with its clause; none names a
rule-set id (roles, actions, statuses and clauses come from the spec).

- `forced_reads`: the word a player reads for his own move that a forced act replaced.
- `free_roles`: the free roles watchers take; a coin where several chose one; tonight's recruitment of a
  watcher who took a role is judged again by the new role (it may be undone).
- `missed_saves`: why a move meant to save a player who died did not (a heal that failed).
- `death_posts`, `cancel_posts`: post lines on a death of a role with a trait, on a clan's move called off.
- `reveals`: whose role the post opens under a keeper's rules; prisoners freed when the keeper is killed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from resolver.specs.names import named
from resolver.engine.night import Act, Night
from resolver.engine.recruit import move_choice
from resolver.specs.effects import Kill
from resolver.specs.limits import CancelSpec
from resolver.specs.role import RecruitSpec

if TYPE_CHECKING:
    from resolver.specs.dawn import FreeRoleSpec, MissedSave, RevealSpec, RoleItemsSpec
    from resolver.engine.night_state import State


def at_dawn(night: Night, state: "State") -> None:
    spec = night.ruleset.dawn
    if spec is None:
        return
    if spec.forced_reads is not None:
        forced_reads(night, state, spec.forced_reads)
    taken: list[tuple[str, str]] = []
    if spec.free_role is not None:
        taken = free_roles(night, state, spec.free_role)
    if spec.role_items is not None:
        role_items(night, state, spec.role_items, taken)
    if spec.reveal is not None:
        reveals(night, state, spec.reveal)
    for missed in spec.missed:
        missed_saves(night, state, missed)
    for post in spec.death_posts:
        for name in sorted(state.deaths):
            if post.trait in night.players[name].role.traits:
                state.recorder.record("night", "post", post.code, post.clause, who=name)
    cancel_posts(night, state)


def cancel_posts(night: Night, state: "State") -> None:
    """`CancelSpec.post`: a post line for each clan whose move was called off; when another clan's kill of that
    action did happen, the line names the clan (or the post would contradict its own deaths)."""
    for spec in night.ruleset.actions.values():
        cancel = spec.row(CancelSpec)
        if cancel is None or cancel.post is None:
            continue
        code, code_named, clause = cancel.post
        clans = sorted({d.params.get("clan", "") for d in state.recorder.decisions if d.code == cancel.code})
        for clan in clans:
            kill = spec.row(Kill)
            named = any(kill is not None and d.kind == kill.kill_kind and night.act(d.act).clan not in (clan, None)
                        for d in state.deaths.values())
            state.recorder.record("night", "post", code_named if named else code, clause, clan=clan)


def missed_saves(night: Night, state: "State", rule: "MissedSave") -> None:
    """`DawnSpec.missed`: on each player who died tonight, the failed moves of the rule's action made on him."""
    on: dict[str | None, list[Act]] = {}  # the rule's acts by target, in the night's order: read once
    for act in night.acts:
        if act.action == rule.action:
            on.setdefault(act.target, []).append(act)
    for dead in sorted(state.deaths):
        for act in on.get(dead, ()):
            outcome = state.outcomes.get(act.id)
            if outcome is not None and not outcome.succeeded:
                state.recorder.record(f"player:{dead}", "info", rule.code, rule.clause, causes=[act.id], who=dead,
                                      healer=act.actor or "")


def forced_reads(night: Night, state: "State", rule: tuple[str, str, str | None]) -> None:
    """A move replaced by a forced act (`move_forced`) reads as the option says: `omitted` (his move tonight is
    the forced one, the replaced line is not told) or `failed` («неудачно»)."""
    option, clause, ruling = rule
    word = str(night.options.get(option))
    for act in night.acts:
        outcome = state.outcomes.get(act.id)
        if outcome is None or outcome.result != "void" or act.actor is None:
            continue
        forced = [state.recorder.decisions[i] for i in outcome.reasons if state.recorder.decisions[i].code == "move_forced"]
        if forced:
            state.recorder.record(act.id, "private_result", f"forced_reads_{word}", forced[0].clause or clause,
                                  ruling=ruling, causes=[act.id], result=word)


def _roles_in_game(night: Night, state: "State", with_joins: bool = True) -> set[str]:
    roles = {p.role.id for p in night.players.values()} | set(state.roles.values())
    return roles | ({role for role, _clan in state.joins.values()} if with_joins else set())


def _recruited_into_taken(night: Night, state: "State", spec: "FreeRoleSpec", taker: str, role_id: str) -> None:
    """A recruitment of tonight into the role a watcher has just taken as a free role fails: the choice comes
    first (andorra L86, L88-91), and the role is in the game now (the Шериф recruits a Следователь only «если в
    игре отсутствует/выбыл Следователь», L219)."""
    for player, (joined, _clan) in sorted(state.joins.items()):
        if player == taker or joined != role_id:
            continue
        for act in night.acts:
            recruit = night.action(act).row(RecruitSpec)
            outcome = state.outcomes.get(act.id)
            if recruit is None or act.target != player or outcome is None or not outcome.succeeded:
                continue
            del state.joins[player]
            reason = state.recorder.record(act.id, "reason", "recruit_role_taken_by_choice", spec.clause,
                                           ruling=spec.ruling, causes=[act.id], who=player, taker=taker,
                                           **named("role", night.ruleset.roles[role_id]))
            state.outcomes[act.id] = replace(outcome, succeeded=False, result="failed",
                                             reasons=[*outcome.reasons, reason.id])
            for decision in state.recorder.decisions:
                if decision.subject == f"player:{player}" and decision.kind == "letter" and act.id in decision.causes:
                    state.recorder.withdraw(decision.id)
            break


def free_roles(night: Night, state: "State", spec: "FreeRoleSpec") -> list[tuple[str, str]]:
    """«Выбор свободной роли … имеет приоритет перед вербовками. Если несколько … выбрали одну и ту же роль, то
    бросается монетка.» The watcher's choice is written with his watch move. Returns (player, role) taken."""
    rs = night.ruleset
    taken_now: list[tuple[str, str]] = []
    wanted: dict[str, list[tuple[str, Act]]] = {}
    seen: set[str] = set()
    for act in night.in_order:
        outcome = state.outcomes.get(act.id)
        if act.action != spec.offer_action or act.actor is None or outcome is None or not outcome.performed:
            continue
        watch = night.act(act.via) if act.via else None
        choice = move_choice(night, watch) if watch is not None else None
        if not choice or act.actor in seen or act.actor in state.deaths:
            continue
        seen.add(act.actor)
        role = rs.role_id(choice)
        # «Выбор свободной роли Мирным Жителем имеет приоритет перед вербовками» (andorra L86): a role tonight's
        # recruitment would give is still free for the watcher.
        taken = _roles_in_game(night, state, with_joins=False)
        if role is None or role in taken or rs.roles[role].clan_member:
            state.recorder.record(f"player:{act.actor}", "letter", "free_role_not_free", spec.not_free_clause,
                                  ruling=spec.ruling, causes=[act.id], who=act.actor,
                                  **(named("role", rs.roles[role]) if role in rs.roles else {"role": choice}))
            continue
        if spec.follower_clause is not None and night.players[act.actor].state.follower_of \
                and rs.roles[role].traits & spec.follower_barred_traits:
            state.recorder.record(f"player:{act.actor}", "letter", "free_role_follower_barred", spec.follower_clause,
                                  causes=[act.id], who=act.actor, leader=night.players[act.actor].state.follower_of,
                                  **named("role", rs.roles[role]))
            continue
        wanted.setdefault(role, []).append((act.actor, act))
    for role, takers in sorted(wanted.items()):
        name = named("role", rs.roles[role])
        if len(takers) > 1:
            names = ", ".join(sorted(p for p, _a in takers))
            winner = _coin_winner(night, state, spec, role, takers)
            code = "free_role_coin" if winner is None else "free_role_coin_won"
            state.recorder.record("night", "host", code, spec.coin_clause, ruling=spec.coin_ruling,
                                  causes=[a.id for _p, a in takers], **name, players=names, who=winner or "")
            for player, act in takers:
                if player != winner:
                    letter = "letter_free_role_coin" if winner is None else "letter_free_role_coin_lost"
                    state.recorder.record(f"player:{player}", "letter", letter, spec.coin_clause,
                                          ruling=spec.coin_ruling, causes=[act.id], **name, players=names)
            if winner is None:
                continue
            takers = [t for t in takers if t[0] == winner]
        player, act = takers[0]
        state.roles[player] = role
        taken_now.append((player, role))
        state.recorder.record(f"player:{player}", "letter", "letter_free_role_taken", spec.clause, ruling=spec.ruling,
                              causes=[act.id], who=player, **name)
        _judge_recruitment(night, state, spec, player, role)
        _recruited_into_taken(night, state, spec, player, role)
    return taken_now


def role_items(night: Night, state: "State", spec: "RoleItemsSpec", taken: list[tuple[str, str]]) -> None:
    """«Вещи, присущие новой роли, добавляются в список имеющихся»: the new role's starting items."""
    from resolver.engine.stages import inventory

    rs = night.ruleset
    new_roles = dict(taken)
    new_roles.update({p: role for p, (role, _clan) in state.joins.items() if role != night.players[p].role.id})
    for player, role in sorted(new_roles.items()):
        rows = [(item, clause) for r, item, clause in spec.rows if r == role and item in rs.items]
        if not rows:
            continue
        held = inventory(state, night, player)
        held.extend(item for item, _clause in rows)
        state.recorder.record(f"player:{player}", "letter", "letter_role_items", spec.clause, ruling=spec.ruling,
                              causes=[], who=player, **named("items", *(rs.items[i] for i, _c in rows)),
                              sources=", ".join(sorted({c for _i, c in rows})))


def _coin_winner(night: Night, state: "State", spec: "FreeRoleSpec", role: str,
                 takers: list[tuple[str, Act]]) -> str | None:
    """The winner of the host's coin as the night's file names it (`Scenario.lots`: the role -> the player), if he
    is one of those who chose the role; a name that is not is said to the host and no one takes it."""
    rs = night.ruleset
    for drawn, winner in sorted(night.scenario.lots.items()):
        if rs.role_id(drawn) != role:
            continue
        if winner in {p for p, _a in takers}:
            return winner
        state.recorder.record("night", "host", "free_role_coin_not_taker", spec.coin_clause, ruling=spec.coin_ruling,
                              causes=[a.id for _p, a in takers], **named("role", rs.roles[role]), who=winner,
                              players=", ".join(sorted(p for p, _a in takers)))
    return None


def _judge_recruitment(night: Night, state: "State", spec: "FreeRoleSpec", player: str, role_id: str) -> None:
    """«В случае если кому-то из них поступило предложение о вербовке, то они его получают и дают ответ в
    соответствии с правилами ролей»: tonight's recruitment stands only if the new role may be recruited."""
    if player not in state.joins:
        return
    role = night.ruleset.roles[role_id]
    for act in night.acts:
        recruit = night.action(act).row(RecruitSpec)
        outcome = state.outcomes.get(act.id)
        if recruit is None or act.target != player or outcome is None or not outcome.succeeded:
            continue
        allowed = role.side in recruit.sides and recruit.barred_trait not in role.traits
        if allowed and (not recruit.roles or role_id in recruit.roles):
            kept = recruit.keeps_trait is not None and recruit.keeps_trait in role.traits
            state.joins[player] = (role_id if kept else recruit.role, state.joins[player][1])
            return
        del state.joins[player]
        reason = state.recorder.record(act.id, "reason", "recruit_free_role_first", spec.offer_clause,
                                       ruling=spec.ruling, causes=[act.id], who=player, **named("role", role))
        state.outcomes[act.id] = replace(outcome, succeeded=False, result="failed",
                                         reasons=[*outcome.reasons, reason.id])
        for decision in state.recorder.decisions:
            if decision.subject == f"player:{player}" and decision.kind == "letter" and act.id in decision.causes \
                    and decision.code == recruit.letter:
                state.recorder.withdraw(decision.id)
        return


def reveals(night: Night, state: "State", spec: "RevealSpec") -> None:
    """п.16 «Если в игре есть Тюремщик, то роли вскрываются по правилам Тюремщика» (L49): a jailed player's role
    is hidden unless the keeper inspected him (L290); none is hidden once the keeper is jailed (L292); when the
    keeper is killed, the prisoners with hidden roles walk free (L293)."""
    jailed_today = set(night.scenario.day.lynched)
    keepers = [n for n, p in night.players.items() if p.alive and p.role.id == spec.keeper_role]
    active = [k for k in keepers if k not in jailed_today]
    if not keepers:
        return
    hidden: list[str] = []
    for name, death in sorted(state.deaths.items()):
        if death.kind not in spec.jailed_kinds:
            continue
        if not active:
            state.recorder.record(f"player:{name}", "info", "role_open_keeper_jailed", spec.keeper_jailed_clause,
                                  ruling=spec.ruling, causes=[death.act], who=name)
            continue
        if any(kind == death.kind and night.options.get(option) == value for kind, option, value in spec.open_when):
            state.recorder.record(f"player:{name}", "info", "role_open_by_option", spec.clause, ruling=spec.ruling,
                                  causes=[death.act], who=name)
            continue
        inspected = [m for m in state.marks.get((name, spec.inspected_status), ()) if not m.tentative]
        if inspected:
            state.recorder.record(f"player:{name}", "info", "role_open_inspected", spec.inspect_clause,
                                  ruling=spec.ruling, causes=[m.producer for m in inspected], who=name)
            continue
        hidden.append(name)
        state.recorder.record(f"player:{name}", "hidden_role", "role_hidden_keeper", spec.clause, ruling=spec.ruling,
                              causes=[death.act], who=name)
    killed = [k for k in active if k in state.deaths and state.deaths[k].kind not in spec.jailed_kinds]
    if not killed:
        return
    earlier = [p.name for p in night.scenario.players if not p.alive and p.state.role_hidden]
    for name in sorted(set(earlier) | set(hidden)):
        state.freed.append(name)
        state.recorder.record("night", "post", "keeper_killed_freed", spec.keeper_killed_clause, ruling=spec.ruling,
                              causes=[state.deaths[killed[0]].act], who=name)
