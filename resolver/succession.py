"""Who takes a dead player's seat at dawn (`RulesetSpec.succession`, a `SuccessionSpec`): an heir takes a dead
player's role in his clan, a stand-in a dead clan member's role; each change goes to the next night's roles
and clans, told by letters with the rule set's clauses. No rule-set id is named here."""

from __future__ import annotations

from typing import Any

from model.scenario import PlayerState
from resolver.night import Night
from resolver.night_state import State
from resolver.succession_spec import HeirSpec, Note, StandInSpec


def succeed(night: Night, state: State, alive: dict[str, bool], roles: dict[str, str],
            clans: dict[str, str | None], carried: dict[str, PlayerState]) -> None:
    spec = night.ruleset.succession
    if spec is None:
        return
    first = spec.stand_in_first is not None and night.opt(spec.stand_in_first[0]) == spec.stand_in_first[1]
    if first and spec.stand_in is not None:
        stand_ins(night, state, spec.stand_in, alive, roles, clans, carried)
    if spec.heir is not None:
        heir(night, state, spec.heir, alive, roles, clans)
    if not first and spec.stand_in is not None:
        stand_ins(night, state, spec.stand_in, alive, roles, clans, carried)


def _say(state: State, subject: str, kind: str, note: Note, **params: Any) -> None:
    code, clause, ruling = note
    state.recorder.record(subject, kind, code, clause, ruling=ruling, **params)


def _holds(night: Night, roles: dict[str, str], clans: dict[str, str | None], alive: dict[str, bool],
           role: str, clan: str | None) -> bool:
    return any(roles.get(n) == role and clans.get(n) == clan and alive.get(n) for n in night.players)


def heir(night: Night, state: State, rule: HeirSpec, alive: dict[str, bool], roles: dict[str, str],
         clans: dict[str, str | None]) -> None:
    heirs = [n for n in sorted(night.players) if rule.trait in night.players[n].role.traits and alive.get(n)]
    dead = [n for n, p in night.players.items() if p.role.id == rule.role and p.alive and not alive.get(n)]
    if not heirs or not dead:
        return
    son = heirs[0]
    seats = sorted({night.players[d].clan or "" for d in dead})
    taken = [c for c in seats if _holds(night, roles, clans, alive, rule.role, c)]
    seats = [c for c in seats if c not in taken]
    if not seats:
        _say(state, f"player:{son}", "info", rule.taken, who=son, clan=", ".join(taken))
        return
    clan: str | None = seats[0]
    if len(seats) == 1:
        _say(state, f"player:{son}", "letter", rule.joins, who=son, clan=clan)
    else:
        sizes = {c: sum(1 for n, p in night.players.items() if p.clan == c and alive.get(n)) for c in seats}
        pick = [c for c in seats if sizes[c] == min(sizes.values())]
        clan = pick[0] if len(pick) == 1 else None
        if clan is not None:
            _say(state, f"player:{son}", "letter", rule.smaller, who=son, clan=clan,
                 sizes=", ".join(f"{c}: {s}" for c, s in sizes.items()))
        else:
            _say(state, "night", "host", rule.lot, who=son, clans=", ".join(pick))
    roles[son] = rule.role
    clans[son] = clan
    for name in sorted(night.players):
        info = night.players[name]
        if info.side == rule.side and alive.get(name) and name != son:
            _say(state, f"player:{name}", "letter", rule.told_own if info.clan == clan else rule.told,
                 who=son, clan=clan or "?")


def stand_ins(night: Night, state: State, rule: StandInSpec, alive: dict[str, bool], roles: dict[str, str],
              clans: dict[str, str | None], carried: dict[str, PlayerState]) -> None:
    if night.opt(rule.when[0]) != rule.when[1]:
        return
    for name in sorted(night.players):
        info = night.players[name]
        if info.role.id != rule.role or not alive.get(name) or info.state.replaced_role or roles.get(name) != rule.role:
            continue
        seats = []
        for dead in sorted(state.deaths):
            other = night.players[dead]
            if dead == name or other.clan != info.clan or other.side != rule.side:
                continue
            if other.role.id == rule.unique and _holds(night, roles, clans, alive, rule.unique, info.clan):
                continue  # the seat is filled (an heir took it): never two
            seats.append((other.role.priority, night.act(state.deaths[dead].act).order, dead))
        if not seats:
            continue
        best = min(seats)[:2]
        tied = [d for p, o, d in seats if (p, o) == best]
        if len(tied) > 1:
            _say(state, "night", "host", rule.lot, who=name, dead=", ".join(sorted(tied)))
            continue
        taken = night.players[tied[0]].role
        roles[name] = carried[name].replaced_role = taken.id
        code, clause, ruling = rule.takes
        state.recorder.record(f"player:{name}", "letter", code, clause, ruling=ruling, causes=[state.deaths[tied[0]].act],
                              who=tied[0], actor=name, role_ru=taken.name_ru, role_en=taken.name_en)
