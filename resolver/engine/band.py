"""A leader's band of followers (`RulesetSpec.bands`, `BandSpec`; `RecruitSpec.band`): the andorra Бунтарь.

A recruit into a band keeps his role and follows the leader from dawn (`PlayerState.follower_of`, with the
night he joined in `follower_since`). Some actions need a band of a size (`BandSpec.min_for`): the leader or a
follower makes them only while enough followers live. When the leader dies or is jailed, the earliest follower
takes the leader's role at dawn and the band follows him; two followers of the same night are a tie the host
settles (nothing depends on how names sort): a `BandHeirSpec` of the rule set's succession, decided with the other
seats taken at dawn in `resolver/engine/succession.py`. Names no rule-set id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.scenario import PlayerState
from resolver.engine.night import Act, Night

if TYPE_CHECKING:
    from resolver.engine.night_state import State
    from resolver.specs.ruleset import RulesetSpec

Failure = tuple[str, str, str | None, dict[str, Any]]


def followers(night: Night, leader: str) -> list[str]:
    """The living followers of a leader as the night began."""
    return sorted(n for n, p in night.players.items() if p.alive and p.state.follower_of == leader
                  and n not in night.scenario.day.lynched)


def band_failure(night: Night, act: Act) -> Failure | None:
    """A band's action by someone of no band, or while the band is too small: the player's illegal move."""
    if act.actor is None or act.actor not in night.players:
        return None
    for band in night.ruleset.bands:
        if band.min_for is None or act.action not in band.min_for[0]:
            continue
        actions, count, clause = band.min_for
        info = night.players[act.actor]
        leader = act.actor if info.role.id == band.leader_role else info.state.follower_of
        if leader is None:
            return ("band_none", clause, band.ruling, {"who": act.actor, "illegal": True})
        have = followers(night, leader)
        if len(have) < count:
            return ("band_too_small", clause, band.ruling,
                    {"who": act.actor, "leader": leader, "count": len(have), "need": count, "illegal": True})
        # «Выбирается либо выстрел, либо ход по роли»: a shooter who also sent his role's move makes no shot.
        if any(o.actor == act.actor and o.origin == "move" and o.id != act.id and night.action(o).role_move
               for o in night.acts):
            return ("band_shot_or_role", clause, band.ruling, {"who": act.actor, "illegal": True})
    return None


def win_roles(rs: "RulesetSpec", alive: dict[str, tuple[str, str | None]], leader_of: dict[str, str | None],
              options: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    """The living as the win conditions see them: a follower of a band whose `win_as_leader` is on counts as of
    the leader's role."""
    out = dict(alive)
    for band in rs.bands:
        if band.win_as_leader is None or options.get(band.win_as_leader[0]) != band.win_as_leader[1]:
            continue
        for name, (_role, clan) in alive.items():
            if leader_of.get(name) and clan is None:
                out[name] = (band.leader_role, None)
    return out


def carry_band(night: Night, state: "State", carried: dict[str, PlayerState]) -> None:
    """Tonight's recruits follow their leader from dawn (a fallen leader's heir: `BandHeirSpec`,
    `resolver/engine/succession.py`, after this).

    A follower who joins a clan at dawn (a card that takes any player) leaves the band: a clan member is no
    band's (the recruits refuse each other's members, `resolver/engine/recruit.py`), nor its leader's heir."""
    for name, leader in sorted(state.follows.items()):
        carried[name].follower_of = leader
        carried[name].follower_since = night.scenario.night
    for name, (_, clan) in sorted(state.joins.items()):
        if clan is not None:
            carried[name].follower_of = None
            carried[name].follower_since = None
