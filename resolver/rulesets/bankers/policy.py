"""Bankers-only mechanics, as hooks on the generic engine.

- after_night: the state carried to the next night, the son's clan, letters,
  then `post.record`: the morning post's and private results' decisions.
"""

from __future__ import annotations

from typing import Any

from model.scenario import PlayerState
from resolver.hooks import NightView
from resolver.ruleset import Policy
from resolver.rulesets.bankers import post


POLICY = Policy()


# -------------------------------------------------------- after the night
def after_night(view: NightView) -> dict[str, Any]:
    """State for the next night, and the letters and newspaper lines the night produces."""
    night = view.night
    rec = view
    dead_now = set(view.deaths)
    alive = {n: (p.alive and n not in dead_now) for n, p in night.players.items()}
    carried, roles = view.kept_state()  # the engine's carry of the kept fields and the targets (B-41)
    clans = {n: p.clan for n, p in night.players.items()}
    # Items at dawn come from the engine's state: a vest that acted is spent (B-12).
    items = view.items_at_dawn()
    # The Boss's seat and the other dead mafiosi's (L6, L56-60): the son and the Актер, in the order
    # boss_successor names (B-15, B-39); a clan never has two Bosses.
    if night.opt("boss_successor") == "actor":
        _actors_after_night(view, alive, roles, clans, carried)
        _son_after_night(view, alive, roles, clans)
    else:
        _son_after_night(view, alive, roles, clans)
        _actors_after_night(view, alive, roles, clans, carried)
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
