"""Clauses of the bankers text (`texts/bankers.txt`), by line range.

Ids name the role section and the point inside it; `order.N` is step N of
«Порядок ходов». The quoted text is read from the file, never retyped.
"""

from __future__ import annotations

CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    # roster
    "roster": ("Состав игры", "Roster", (1, 30)),
    "roster.clan": ("Состав кланов", "Clan roster", (1, 13)),
    "roster.guard": ("Охранник (состав)", "Guard (roster)", (4, 4)),
    "roster.indian": ("Индеец (состав)", "Indian (roster)", (5, 5)),
    "roster.actor": ("Актер (состав)", "Actor (roster)", (6, 6)),
    "roster.son": ("Внебрачный сын Босса (состав)", "Boss's son (roster)", (15, 15)),
    "roster.peaceful": ("Мирные (состав)", "Peaceful roster", (17, 30)),
    "roster.maniac": ("Маньяк (состав)", "Maniac (roster)", (26, 26)),
    "roster.villager": ("Мирный (состав)", "Villager (roster)", (27, 30)),
    "roster.doctor": ("Врач (состав)", "Doctor (roster)", (19, 19)),
    # Босс
    "boss.proxy": ("Босс: дублирующий ход", "Boss: duplicate move", (34, 34)),
    "boss.check": ("Босс: проверка", "Boss: check", (38, 42)),
    "boss.check_fails": ("Босс: проверка неудачна, если", "Boss: check fails if", (38, 42)),
    "boss.clan_kill": ("Босс: убийство от клана", "Boss: clan kill", (44, 47)),
    "boss.clan_kill_fails": ("Убийство от клана не работает, если", "Clan kill fails if", (44, 47)),
    # Вор
    "thief": ("Вор", "Thief", (49, 49)),
    "thief.fails": ("Воровство не работает, если", "Theft fails if", (51, 52)),
    # сын
    "son.reveal": ("Внебрачный сын: открытие роли", "Son: reveal", (56, 57)),
    "son.cancel": ("Внебрачный сын: отмена убийства", "Son: kill cancelled", (58, 58)),
    "son.plays": ("Внебрачный сын: играет мирным, клан", "Son: plays peaceful, joins a clan", (60, 60)),
    # Детектив
    "detective.check": ("Детектив: проверка", "Detective: check", (68, 71)),
    "detective.fails": ("Детектив: проверка неудачна, если", "Detective: check fails if", (68, 71)),
    "detective.hunt": ("Детектив: охота", "Detective: hunt", (72, 72)),
    # Врач
    "doctor.heal": ("Врач", "Doctor", (75, 75)),
    "doctor.limits": ("Врач: особенности", "Doctor: limits", (76, 78)),
    "doctor.fails": ("Лечение неудачно если", "Heal fails if", (80, 81)),
    "doctor.hunt": ("Врач: охота", "Doctor: hunt", (83, 83)),
    # Стерва
    "vixen.invite": ("Стерва: приглашение", "Vixen: invitation", (85, 85)),
    "vixen.blast": ("Стерва: взрыв", "Vixen: blast", (87, 87)),
    # The vest's only mention is inside the blast's sentence (B-12): cited under the vest's own name.
    "item.vest": ("Бронежилет («если у приглашенного не было броника»)", "Vest («if the guest had no vest»)",
                  (87, 87)),
    "vixen.fails": ("Приглашение Стервы не работает, если", "Vixen's invitation fails if", (89, 92)),
    "vixen.repeat": ("Стерва: не дважды подряд", "Vixen: not twice running", (94, 94)),
    "vixen.hunt": ("Стерва: охота", "Vixen: hunt", (96, 96)),
    # Шизик
    "shizik.invite": ("Шизик: приглашение", "Shizik: invitation", (100, 100)),
    "shizik.blast": ("Шизик: взрыв", "Shizik: blast", (102, 102)),
    "shizik.fails": ("Приглашение Шизика не работает, если", "Shizik's invitation fails if", (104, 106)),
    "shizik.doctor": ("Шизик: доктор и жертва", "Shizik: the doctor and the victim", (108, 108)),
    "shizik.vs_vixen": ("Стерва и Шизик: чья заявка раньше", "Vixen and Shizik: earlier request", (110, 110)),
    "shizik.hunt": ("Шизик: охота", "Shizik: hunt", (112, 112)),
    # Фанатка
    "fangirl.seek": ("Фанатка: поиск", "Fangirl: search", (115, 116)),
    "fangirl.fails": ("Поиск неудачен если", "Search fails if", (118, 121)),
    "fangirl.hunt": ("Фанатка: охота", "Fangirl: hunt", (123, 123)),
    # Громила
    "thug.beat": ("Громила", "Thug", (126, 126)),
    "thug.fails": ("Избиение неудачно если", "Beating fails if", (128, 129)),
    "thug.hunt": ("Громила: охота", "Thug: hunt", (131, 131)),
    # Жулик
    "trickster.steal": ("Жулик", "Trickster", (134, 134)),
    "trickster.fails": ("Воровство Жулика неудачно если", "Trickster's theft fails if", (136, 139)),
    "trickster.order": ("Заявка Жулика", "Trickster's order", (141, 150)),
    "trickster.hunt": ("Жулик: охота", "Trickster: hunt", (152, 152)),
    # Свидетель
    "witness.watch": ("Свидетель", "Witness", (156, 156)),
    "witness.fails": ("Свидетельство неудачно если", "Witnessing fails if", (158, 161)),
    "witness.hunt": ("Свидетель: охота", "Witness: hunt", (163, 163)),
    # события
    "events": ("Возможные события", "Events", (165, 167)),
    "event.fear": ("Страх", "Fear", (168, 168)),
    "event.rage": ("Ярость", "Rage", (169, 169)),
    "event.voice": ("Голос", "Voice", (170, 170)),
    "event.pick_me": ("Выбери меня!", "Pick me!", (171, 171)),
    "event.eclipse": ("Солнечное затмение", "Solar eclipse", (172, 172)),
    "event.paradox": ("Парадокс", "Paradox", (173, 173)),
    "event.palms": ("Пальмы цветут", "Palms in bloom", (174, 174)),
    "event.secret": ("Тайна", "Secret", (175, 175)),
    "event.appeal": ("Апелёвка", "Appeal", (176, 176)),
    "event.full_moon": ("Полнолуние", "Full moon", (177, 177)),
    "event.holiday": ("Праздник", "Holiday", (178, 178)),
    # порядок ходов
    "order": ("Порядок ходов", "Order of moves", (186, 196)),
    "order.1": ("Порядок ходов, 1. Линч, жертва Шизика", "Order 1: lynch, Shizik's victim", (187, 187)),
    "order.2": ("Порядок ходов, 2. Вор", "Order 2: Thief", (188, 188)),
    "order.3": ("Порядок ходов, 3. Жулик", "Order 3: Trickster", (189, 189)),
    "order.4": ("Порядок ходов, 4. Шизик", "Order 4: Shizik", (190, 190)),
    "order.5": ("Порядок ходов, 5. Громила", "Order 5: Thug", (191, 191)),
    "order.6": ("Порядок ходов, 6. Стерва", "Order 6: Vixen", (192, 192)),
    "order.7": ("Порядок ходов, 7. Врач", "Order 7: Doctor", (193, 193)),
    "order.8": ("Порядок ходов, 8. Охранник", "Order 8: Guard", (194, 194)),
    "order.9": ("Порядок ходов, 9. Убийство кланом", "Order 9: clan kill", (195, 195)),
    "order.10": ("Порядок ходов, 10. Маньяк", "Order 10: Maniac", (196, 196)),
    "deadline": ("Приём заявок", "Deadline for moves", (198, 198)),
    "host.post": ("Ведущий: статистика и новый день", "Host: statistics and the new day", (198, 198)),
    "day": ("Продолжительность дня", "Game day", (181, 182)),
    "autokill": ("Автокилл", "Autokill", (219, 224)),
}
