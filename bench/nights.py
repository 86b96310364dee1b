"""Synthetic bankers nights of any size, for the benchmark.

The text has each role once (a clan's five once per clan), and the checks enforce it, so a
night has one block of the 19 roles (both clans' five, the nine peaceful roles), the son,
and Мирные for the rest. Block 0 makes every kind of move: checks, a theft, guards, a heal,
both invitations, a search, a beating, a Жулик's steal with branches, a Свидетель watching
the Маньяк's victim, a peaceful hunt by a quorum of three, the clans' kill orders. Every
further 40 players are Мирные whose moves are hunts (20 a block: six quorums of three on six
targets, two lone hunters), so the moves still grow with the players.

`night(n)` has no ring of moves. `night(n, cycles=True)` makes the Стерва and the
Шизик of every block invite each other with equal times (L110): a ring with two
consistent outcomes, for the CP-SAT path.
"""

from __future__ import annotations

import yaml

CLAN_ROLES = ("Босс", "Вор", "Охранник", "Индеец", "Актер")
PEACEFUL = ("Детектив", "Врач", "Стерва", "Шизик", "Фанатка", "Громила", "Жулик", "Свидетель", "Маньяк")
VILLAGERS_PER_BLOCK = 12  # a block's moves aim at this many Мирные


def _name(role: str, block: int, clan: int | None = None) -> str:
    return f"{role}{clan or ''}-{block}"


def scenario(n_players: int, cycles: bool = False) -> dict:
    blocks = max(1, n_players // 40)
    players: list[dict] = []
    for b in (0,):  # the one block of roles
        for clan in (1, 2):
            for role in CLAN_ROLES:
                players.append({"name": _name(role, b, clan), "role": role, "clan": f"Клан{clan}"})
        for role in PEACEFUL:
            players.append({"name": _name(role, b), "role": role})
    players.append({"name": "Сынок", "role": "Внебрачный сын Босса"})
    villagers = [f"Мирный-{i}" for i in range(n_players - len(players))]
    if len(villagers) < blocks * VILLAGERS_PER_BLOCK:
        raise ValueError(f"{n_players} players are too few for {blocks} block(s)")
    players += [{"name": v, "role": "Мирный"} for v in villagers]

    moves: list[dict] = []
    for b in range(1, blocks):  # the Мирные of the further blocks hunt
        v = villagers[b::blocks]
        for k in range(6):
            for hunter in v[12 + 3 * k:15 + 3 * k]:
                moves.append({"actor": hunter, "action": "Мирная охота", "target": v[k]})
        for hunter in v[30:32]:
            moves.append({"actor": hunter, "action": "Мирная охота", "target": v[6]})
    for b in (0,):  # the one block of roles
        v = villagers[b::blocks]

        def n(role: str, clan: int | None = None) -> str:
            return _name(role, b, clan)

        def move(actor: str, action: str, target: str, **extra: object) -> None:
            moves.append({"actor": actor, "action": action, "target": target, **extra})

        move(n("Босс", 1), "Проверка (Босс)", n("Врач"))
        move(n("Босс", 2), "Проверка (Босс)", v[0])
        move(n("Вор", 1), "Воровство", n("Фанатка"))
        move(n("Вор", 2), "Воровство", v[1])
        move(n("Охранник", 1), "Охрана", n("Босс", 1))
        move(n("Охранник", 2), "Охрана", n("Босс", 2))
        move(n("Детектив"), "Проверка (Детектив)", n("Вор", 2))
        move(n("Врач"), "Лечение", v[2])
        if cycles:
            move(n("Стерва"), "Приглашение (Стерва)", n("Шизик"), time="21:00")
            move(n("Шизик"), "Приглашение (Шизик)", n("Стерва"), time="21:00")
        else:
            move(n("Стерва"), "Приглашение (Стерва)", v[3], time="21:00")
            move(n("Шизик"), "Приглашение (Шизик)", v[4], time="21:30")
        move(n("Фанатка"), "Поиск Детектива", n("Детектив"))
        move(n("Громила"), "Избиение", n("Актер", 1))
        moves.append({"actor": n("Жулик"), "action": "Жульничество", "target": n("Свидетель"),
                      "branches": [{"if": "Врач", "target": v[5]}, {"if": "Свидетель", "target": v[6]},
                                   {"if": "Детектив", "target": n("Индеец", 1)}]})
        move(n("Свидетель"), "Слежка (Свидетель)", v[6])
        move(n("Маньяк"), "Убийство (Маньяк)", v[6])
        for hunter in v[7:10]:
            move(hunter, "Мирная охота", v[10])
        if b == 0:
            move(n("Босс", 1), "Убийство от клана", v[11], time="22:00")
            move(n("Босс", 2), "Убийство от клана", v[2], time="22:05")
    return {"ruleset": "bankers", "title": f"Синтетическая ночь: {n_players} игроков", "night": 2,
            "players": players, "day": {"lynched": [villagers[-1]]}, "moves": moves}


def night(n_players: int, cycles: bool = False) -> str:
    """The YAML text of a synthetic night (flow-style players and moves, as hosts write them)."""
    data = scenario(n_players, cycles)
    head = {k: v for k, v in data.items() if k not in ("players", "moves", "day")}
    lines = [yaml.safe_dump(head, allow_unicode=True, sort_keys=False).rstrip()]
    for key in ("players", "day", "moves"):
        block = yaml.safe_dump({key: data[key]}, allow_unicode=True, sort_keys=False, width=10**6,
                               default_flow_style=None)
        lines.append(block.rstrip())
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    import sys

    print(night(int(sys.argv[1]) if len(sys.argv) > 1 else 40, cycles="--cycles" in sys.argv), end="")
