"""Synthetic andorra nights of any size, for the benchmark: the roles of part 1 (the mafia clans, every
civilian role, the items).

The roster allows each role once (a clan's three once per clan), so a night has one block of roles and
Мирные жители for the rest. The block makes every kind of move of part 1: both clans' shot and poison, a
recruitment, the searches, the Доктор's heal, the Телохранитель's guard (and its counter-shot), a blessing,
the Мэр and the Крёстный отец taking moves, the Медсестра's pump, the Палач and a МЖ watching, the
Журналист's article, the Копы's search and shot, the Тюремщик's check, the Реаниматор; items: vests,
sirens, vodka. Every further 40 players are Мирные жители who watch one another and hunt with stakes
(20 a block), so the moves still grow with the players.

`andorra_night(n)` has no ring of moves. `andorra_night(n, cycles=True)` makes the Мэр and the Крёстный
отец take each other's move for the whole night (AN-40): a ring with two consistent outcomes, for the
CP-SAT path.
"""

from __future__ import annotations

import yaml

CLAN = (("Босс мафии", ["бронежилет"]), ("Рядовой мафиози", []), ("Вербовщик мафии", ["сирена"]))
PEACEFUL = (("Мэр города", ["сирена"]), ("Доктор", ["сирена"]), ("Медсестра", []), ("Реаниматор", ["бронежилет"]),
            ("Шериф", ["бронежилет"]), ("Следователь", ["сирена"]), ("Священник", []), ("Журналист", []),
            ("Телохранитель", ["сирена"]), ("Прокурор", []), ("Палач", ["сирена"]), ("Тюремщик", ["сирена"]))
OTHERS = (("Крёстный отец", ["бронежилет"]), ("Маньяк", []))
VILLAGERS_PER_BLOCK = 12


def andorra_scenario(n_players: int, cycles: bool = False) -> dict:
    blocks = max(1, n_players // 40)
    players: list[dict] = []
    for clan in (1, 2):
        for role, items in CLAN:
            players.append({"name": f"{role.split()[0]}{clan}", "role": role, "clan": f"Клан{clan}",
                            "items": items + (["яд"] if role.startswith("Босс") else [])})
    for role, items in PEACEFUL + OTHERS:
        players.append({"name": role.split()[0], "role": role, "items": items + ["водка"]})
    villagers = [f"МЖ-{i}" for i in range(n_players - len(players))]
    if len(villagers) < blocks * VILLAGERS_PER_BLOCK:
        raise ValueError(f"{n_players} players are too few for {blocks} block(s)")
    players += [{"name": v, "role": "Мирный житель", "items": ["водка"]} for v in villagers]

    moves: list[dict] = []

    def move(actor: str, action: str, target: str | None = None, **extra: object) -> None:
        moves.append({"actor": actor, "action": action, **({"target": target} if target else {}), **extra})

    for b in range(1, blocks):  # the Мирные жители of the further blocks watch and hunt
        v = villagers[b::blocks]
        for k in range(4):
            for hunter in v[12 + 3 * k:15 + 3 * k]:
                move(hunter, "Поход с колом", v[k])
        for k, watcher in enumerate(v[24:32]):
            move(watcher, "Слежка МЖ", v[k])
    v = villagers[0::blocks]
    move("Босс1", "Выстрел", v[0])
    move("Босс2", "Выстрел", "Телохранитель")
    move("Рядовой1", "Поиск Следователя", "Следователь")
    move("Рядовой2", "Отравление", v[1])
    move("Вербовщик1", "Вербовка", v[2], choice="да")
    move("Вербовщик2", "Изготовление яда")
    move("Доктор", "Лечение", v[0])
    move("Медсестра", "Промывание желудка", v[1])
    move("Телохранитель", "Защита", v[3])
    move("Священник", "Благословение", v[4])
    move("Шериф", "Поиск Босса мафии", "Босс1")
    move("Следователь", "Допрос", "Маньяк")
    move("Журналист", "Слежка Журналиста", "Босс1")
    move("Палач", "Слежка Палача", "Маньяк")
    move("Прокурор", "Ищу Маньяка", "Маньяк")
    move("Тюремщик", "Проверка на грешность", "Рядовой2")
    move("Реаниматор", "Реанимирование", v[0])
    move("Маньяк", "Убить быстро", v[3])
    move(v[5], "Слежка МЖ", v[3])
    move(v[6], "Выпить водку")
    if cycles:
        move("Мэр", "Мэр: лишить хода", "Крёстный")
        move("Крёстный", "Крёстный: лишить хода", "Мэр")
    else:
        move("Мэр", "Мэр: лишить хода", v[7])
        move("Крёстный", "Крёстный: лишить голоса", v[8])
    return {"ruleset": "andorra", "night": 2, "players": players, "moves": moves}


def andorra_night(n_players: int, cycles: bool = False) -> str:
    return yaml.safe_dump(andorra_scenario(n_players, cycles), allow_unicode=True, sort_keys=False)
