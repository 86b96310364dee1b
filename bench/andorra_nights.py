"""Synthetic andorra nights of any size, for the benchmark: the full cast (every role of the text: the mafia
clans, every civilian role, the loners, the undead and their hunters, an Упырь, the items).

The roster allows each role once (a clan's three once per clan), so a night has one block of roles and
Мирные жители for the rest. The block makes a realistic move for every role: both clans' shot and poison, a
recruitment, the searches, the Доктор's heal, the Телохранитель's guard, a blessing, the Мэр and the Крёстный
отец taking moves, the Медсестра's pump, the Палач and a МЖ watching, the Журналист's article, the Копы's
search, the Тюремщик's check, the Реаниматор; the Фея's gift, the Туроператор's tour, the Маньяк's bloody kill,
the Телепат's redirect, the Шмара's night, the Псих's explosion, the Бунтарь's recruitment, the Аферист's
choice; the Вампир's bite (and last night's bitten who dies), the Упырь (the Журналист) making his own role's move, the Домовой's lock,
the Всадник's search, Ван Хельсинг's search; items: vests, sirens, vodka, a diploma gift. Every further 40
players are Мирные жители who watch one another and hunt with stakes (20 a block), so the moves still grow with
the players.

`andorra_night(n)` has no ring of moves. `andorra_night(n, cycles=True)` makes the Мэр and the Крёстный
отец take each other's move for the whole night (AN-40): a ring with two consistent outcomes, for the
CP-SAT path. `full_cast=False` keeps to part 1's roles (the night measured before the loners and the undead).
"""

from __future__ import annotations

import yaml

CLAN = (("Босс мафии", ["бронежилет"]), ("Рядовой мафиози", []), ("Вербовщик мафии", ["сирена"]))
PEACEFUL = (("Мэр города", ["сирена"]), ("Доктор", ["сирена"]), ("Медсестра", []), ("Реаниматор", ["бронежилет"]),
            ("Шериф", ["бронежилет"]), ("Следователь", ["сирена"]), ("Священник", []), ("Журналист", []),
            ("Телохранитель", ["сирена"]), ("Прокурор", []), ("Палач", ["сирена"]), ("Тюремщик", ["сирена"]))
OTHERS = (("Крёстный отец", ["бронежилет"]), ("Маньяк", []))
LONERS = (("Фея", ["сирена"]), ("Туроператор", []), ("Телепат", []), ("Шмара-клофелинщица", ["клофелин"]),
          ("Псих", ["взрывчатка"]), ("Бунтарь", []), ("Аферист", []))
UNDEAD = (("Вампир", []), ("Домовой", []), ("Всадник без головы", []))
HUNTERS = (("Ван Хельсинг", ["водка"]),)
FIRST_BLOCK_VILLAGERS = 9  # the targets of the block of roles
FURTHER_BLOCK_VILLAGERS = 32  # 12 hunters of 4 and 8 watchers of 8


def _players(n_players: int, blocks: int, full_cast: bool) -> tuple[list[dict], list[str]]:
    players: list[dict] = []
    for clan in (1, 2):
        for role, items in CLAN:
            players.append({"name": f"{role.split()[0]}{clan}", "role": role, "clan": f"Клан{clan}",
                            "items": items + (["яд"] if role.startswith("Босс") else [])})
    for role, items in PEACEFUL + OTHERS:
        players.append({"name": role.split()[0], "role": role, "items": items + ["водка"]})
    if full_cast:
        for role, items in LONERS + UNDEAD + HUNTERS:
            players.append({"name": role.split()[0].split("-")[0], "role": role, "items": items})
    villagers = [f"МЖ-{i}" for i in range(n_players - len(players))]
    if len(villagers) < FIRST_BLOCK_VILLAGERS or (blocks > 1 and len(villagers) // blocks < FURTHER_BLOCK_VILLAGERS):
        raise ValueError(f"{n_players} players are too few for {blocks} block(s)")
    players += [{"name": v, "role": "Мирный житель", "items": ["водка"]} for v in villagers]
    if full_cast:
        by_name = {p["name"]: p for p in players}
        v = villagers[0::blocks]
        # The Журналист is an Упырь (bitten twice before: «Изначально не существует», L378); last night's bitten.
        by_name["Журналист"]["state"] = {"turned": "ghoul"}
        by_name[v[7]]["state"] = {"pending": [{"kind": "bite", "source": "Вампир", "night": 1}]}
    return players, villagers


def andorra_scenario(n_players: int, cycles: bool = False, full_cast: bool = True) -> dict:
    blocks = max(1, n_players // 40)
    players, villagers = _players(n_players, blocks, full_cast)
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
    move("Журналист", "Слежка Журналиста", "Босс1")  # with the full cast, an Упырь's own move (L378)
    move("Палач", "Слежка Палача", "Маньяк")
    move("Прокурор", "Ищу Маньяка", "Маньяк")
    move("Тюремщик", "Проверка на грешность", "Рядовой2")
    move("Реаниматор", "Реанимирование", v[0])
    move(v[5], "Слежка МЖ", v[3])
    move(v[6], "Выпить водку")
    if full_cast:
        move("Маньяк", "Убить кроваво", v[3])
        move("Фея", "Подарок", v[7], choice="диплом")
        move("Туроператор", "Тур", "Следователь")
        move("Телепат", "Смена цели", targets=["Шериф", "Крёстный"])
        move("Шмара", "Провести ночь", "Прокурор")
        move("Псих", "Взорвать", v[8])
        move("Бунтарь", "Вербовка последователя", v[5], choice="да")
        move("Аферист", "Выбор игрока", "Мэр")
        move("Вампир", "Укус", v[4])
        move("Домовой", "Блок", "Тюремщик")
        move("Всадник", "Поиск Ван Хельсинга", "Палач")
        move("Ван", "Поиск Вампира", "Вампир")
    else:
        move("Маньяк", "Убить быстро", v[3])
    if cycles:
        move("Мэр", "Мэр: лишить хода", "Крёстный")
        move("Крёстный", "Крёстный: лишить хода", "Мэр")
    else:
        move("Мэр", "Мэр: лишить хода", v[7])
        move("Крёстный", "Крёстный: лишить голоса", v[8])
    return {"ruleset": "andorra", "night": 2, "players": players, "moves": moves}


def andorra_night(n_players: int, cycles: bool = False, full_cast: bool = True) -> str:
    return yaml.safe_dump(andorra_scenario(n_players, cycles, full_cast), allow_unicode=True, sort_keys=False)
