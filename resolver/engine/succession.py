"""Who takes a role at dawn (`RulesetSpec.succession`, a `SuccessionSpec`): the one place that decides it, for
every rule set and through either carry-over (the engine's `resolver.engine.carry.carry`, a hook's
`NightView.succession`). Its rules, tried in order:

- an heir (`HeirSpec`) takes a dead player's role in his clan;
- a stand-in (`StandInSpec`) a dead clan member's role;
- a promotion (`PromotionSpec`): a role whose last player died tonight passes to a player of the role named;
  one whose last player the day jailed passes at nightfall, before the night's moves (`promote_at_nightfall`);
- a band's heir (`BandHeirSpec`): a fallen leader's earliest follower, whom the band follows.

Each change goes to the next night's roles and clans (and a band's carried state), told by a decision with the
rule set's clause. No rule-set id is named here."""

from __future__ import annotations

from typing import Any

from model.scenario import PlayerState, Scenario
from resolver.engine.decisions import Recorder
from resolver.engine.night import Night
from resolver.engine.night_state import State
from resolver.specs.ruleset import RulesetSpec
from resolver.specs.succession import BandHeirSpec, HeirSpec, Note, PromotionSpec, SeatRule, StandInSpec, SuccessionSpec


def succeed(night: Night, state: State, alive: dict[str, bool], roles: dict[str, str],
            clans: dict[str, str | None], carried: dict[str, PlayerState]) -> None:
    """Every seat taken at dawn: `roles`, `clans` and `carried` become the next night's."""
    spec = night.ruleset.succession
    if spec is None:
        return
    for rule in _in_order(night, spec):
        if isinstance(rule, HeirSpec):
            heir(night, state, rule, alive, roles, clans)
        elif isinstance(rule, StandInSpec):
            stand_ins(night, state, rule, alive, roles, clans, carried)
        elif isinstance(rule, PromotionSpec):
            promote(night, state, rule, alive, roles)
        else:
            band_heir(night, state, rule, alive, roles, carried)


def _in_order(night: Night, spec: SuccessionSpec) -> list[SeatRule]:
    """The rules in their order, the one `first_when` names first when its option is at its value."""
    if spec.first_when is None:
        return list(spec.rules)
    option, value, rule = spec.first_when
    if night.opt(option) != value:
        return list(spec.rules)
    return [r for r in spec.rules if r == rule] + [r for r in spec.rules if r != rule]


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


def promote(night: Night, state: State, rule: PromotionSpec, alive: dict[str, bool], roles: dict[str, str]) -> None:
    """A role whose last player died tonight passes to the living player of `rule.heir_role` still of it at dawn;
    of several, the host names him (`rule.tie`)."""
    nightfall = set(night.scenario.day.lynched) if rule.at_nightfall is not None else set()
    died = [d for d in state.deaths.values() if night.players[d.player].role.id == rule.role
            and d.player not in nightfall]  # a seat the day's jailing opened was taken at nightfall
    if not died or any(alive[n] and r == rule.role for n, r in roles.items()):
        return
    heirs = [n for n in sorted(night.players)
             if night.players[n].role.id == rule.heir_role and alive[n] and roles[n] == rule.heir_role]
    if not heirs:
        return
    role = night.ruleset.roles[rule.role]
    if len(heirs) > 1:
        code, clause, ruling = rule.tie
        state.recorder.record("night", "host", code, clause, ruling=ruling, causes=[died[0].act], role=role.name_ru,
                              role_en=role.name_en, tied=", ".join(heirs))
        return
    name = heirs[0]
    roles[name] = rule.role
    code, clause, ruling = rule.promoted
    state.recorder.record(f"player:{name}", "letter", code, clause, ruling=ruling, causes=[died[0].act], who=name,
                          role=role.name_ru, role_en=role.name_en)


def promote_at_nightfall(ruleset: RulesetSpec, scenario: Scenario, recorder: Recorder) -> Scenario:
    """The night's scenario with the seats the day's verdict opened taken at nightfall (`PromotionSpec.at_nightfall`):
    a role whose every living player the day jailed passes to the living player of the heir role, for tonight's
    moves; of several, the host names him (`tie`), none takes it by himself."""
    spec, jailed = ruleset.succession, set(scenario.day.lynched)
    if spec is None or not jailed:
        return scenario
    players = list(scenario.players)
    for rule in spec.rules:
        if not isinstance(rule, PromotionSpec) or rule.at_nightfall is None:
            continue
        holders = {p.name for p in players if p.alive and p.role == rule.role}
        if not holders or not holders <= jailed:
            continue
        heirs = [i for i, p in enumerate(players) if p.alive and p.name not in jailed and p.role == rule.heir_role]
        role = ruleset.roles[rule.role]
        if len(heirs) > 1:
            code, clause, ruling = rule.tie
            recorder.record("night", "host", code, clause, ruling=ruling, role=role.name_ru, role_en=role.name_en,
                            tied=", ".join(sorted(players[i].name for i in heirs)))
            continue
        if not heirs:
            continue
        heir_player = players[heirs[0]]
        players[heirs[0]] = heir_player.model_copy(update={"role": rule.role})
        code, clause, ruling = rule.at_nightfall
        recorder.record(f"player:{heir_player.name}", "letter", code, clause, ruling=ruling, who=heir_player.name,
                        role=role.name_ru, role_en=role.name_en)
    return scenario.model_copy(update={"players": players})


def band_heir(night: Night, state: State, rule: BandHeirSpec, alive: dict[str, bool], roles: dict[str, str],
              carried: dict[str, PlayerState]) -> None:
    """A fallen leader's earliest follower takes his role; the rest of the band follows the heir."""
    for leader in sorted(n for n, p in night.players.items() if p.role.id == rule.leader_role and p.alive):
        if alive[leader]:
            continue
        band_now = [n for n in sorted(carried) if carried[n].follower_of == leader and alive[n]]
        if not band_now:
            continue
        first = min(carried[n].follower_since or 0 for n in band_now)
        earliest = [n for n in band_now if (carried[n].follower_since or 0) == first]
        if len(earliest) > 1:
            _say(state, "night", "host", rule.tie, leader=leader, tied=", ".join(earliest))
            continue
        successor = earliest[0]
        roles[successor] = rule.leader_role
        carried[successor].follower_of = None
        carried[successor].follower_since = None
        for n in band_now:
            if n != successor:
                carried[n].follower_of = successor
        role = night.ruleset.roles[rule.leader_role]
        _say(state, f"player:{successor}", "letter", rule.promoted, who=successor, role=role.name_ru, role_en=role.name_en)
