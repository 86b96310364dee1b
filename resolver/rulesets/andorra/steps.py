"""The order of moves of the andorra text: п.28 (L129), as data.

L129 is one comma-separated list; counted at the top level (commas inside brackets belong
to one position) it has 43 positions. `name_ru` is each position exactly as the text writes
it, brackets included. Roles with several groups of moves appear once per group
(Прокурор 2/27, Телепат 3/16, Бунтарь 4/24/31, Аферист 5/36, Вампир 6/29, Мафия 23/26/32,
Копы 22/25/33).

Not in the text (DIGEST A.1.3, A-02): the day vote of the day that closes at this deadline is
tallied after step 6 («Вампир (голос)») and before step 7 («(употребление спиртных напитков)»),
and the jailed player leaves the night there. It is a reading, not a position of L129, so it is
not a row of STEPS; a tally step, if the engine wants one, goes at order 6.5.

Also not placed by L129 (A-44; see docs/rulings_andorra.md AN-06): the Телохранитель's
counter-shot and the Священник's reflection (both at the moment of the act they answer), and
the death of a player poisoned the night before (after step 39, before the Реаниматор at 40).
"""

from __future__ import annotations

# (step id, order, name_ru as in L129, name_en, clause id)
STEPS: list[tuple[str, float, str, str, str]] = [
    ("1", 1, "(применение дипломов)", "(using diplomas)", "p28.order"),
    ("2", 2, "Прокурор (голос)", "Prosecutor (vote)", "p28.order"),
    ("3", 3, "Телепат (голос)", "Telepath (vote)", "p28.order"),
    ("4", 4, "Бунтарь (голос)", "Rebel (votes)", "p28.order"),
    ("5", 5, "Аферист (голос)", "Swindler (votes)", "p28.order"),
    ("6", 6, "Вампир (голос)", "Vampire (ghoul's vote)", "p28.order"),
    # (A-02 default, not text: the day vote is tallied here, between 6 and 7.)
    ("7", 7, "(употребление спиртных напитков)", "(drinking spirits)", "p28.order"),
    ("8", 8, "(применение визиток)", "(using cards)", "p28.order"),
    ("9", 9, "Крёстный отец", "Godfather", "p28.order"),
    ("10", 10, "Мэр города", "Mayor", "p28.order"),
    ("11", 11, "Медсестра", "Nurse", "p28.order"),
    ("12", 12, "Священник", "Priest", "p28.order"),
    ("13", 13, "Туроператор", "Tour operator", "p28.order"),
    ("14", 14, "Домовой", "Domovoy", "p28.order"),
    ("15", 15, "Доктор", "Doctor", "p28.order"),
    ("16", 16, "Телепат (смена хода)", "Telepath (new target)", "p28.order"),
    ("17", 17, "Фея", "Fairy", "p28.order"),
    ("18", 18, "Палач", "Executioner", "p28.order"),
    ("19", 19, "Журналист", "Journalist", "p28.order"),
    ("20", 20, "МЖ", "Villager", "p28.order"),
    ("21", 21, "Телохранитель", "Bodyguard", "p28.order"),
    ("22", 22, "Копы (вербовка)", "Cops (recruitment)", "p28.order"),
    ("23", 23, "Мафия (вербовка, изготовление)", "Mafia (recruitment, making poison)", "p28.order"),
    ("24", 24, "Бунтарь (вербовка)", "Rebel (recruitment)", "p28.order"),
    ("25", 25, "Копы (поиск)", "Cops (search)", "p28.order"),
    ("26", 26, "Мафия (поиск)", "Mafia (search)", "p28.order"),
    ("27", 27, "Прокурор (поиск)", "Prosecutor (search)", "p28.order"),
    ("28", 28, "Шмара-клофелинщица", "Shmara", "p28.order"),
    ("29", 29, "Вампир", "Vampire", "p28.order"),
    ("30", 30, "Маньяк", "Maniac", "p28.order"),
    ("31", 31, "Бунтарь (выстрел)", "Rebel (shot)", "p28.order"),
    ("32", 32, "Мафия (выстрел, отравление)", "Mafia (shot, poisoning)", "p28.order"),
    ("33", 33, "Копы (выстрел)", "Cops (shot)", "p28.order"),
    ("34", 34, "Псих", "Psycho", "p28.order"),
    ("35", 35, "Тюремщик", "Jailer", "p28.order"),
    ("36", 36, "Аферист (выбор игрока)", "Swindler (choice of a player)", "p28.order"),
    ("37", 37, "(поход с кольями)", "(stake hunt)", "p28.order"),
    ("38", 38, "Ван Хельсинг", "Van Helsing", "p28.order"),
    ("39", 39, "Всадник без головы", "Headless Horseman", "p28.order"),
    ("40", 40, "Реаниматор", "Reanimator", "p28.order"),
    ("41", 41, "Следователь (допрос)", "Investigator (interrogation)", "p28.order"),
    ("42", 42, "(трезвление)", "(sobering up)", "p28.order"),
    ("43", 43, "(возвращение из турпоездки)", "(return from the trip)", "p28.order"),
]

# The slice's actions: id (as in ../shared/rules/catalog.csv) -> the Russian name the
# golden scenarios use, and the clause that grants the move.
SLICE_ACTIONS: dict[str, tuple[str, str]] = {
    "shoot": ("Выстрел", "mafia.boss.shoot"),            # the clan's shot (L142, L148; sender L136)
    "poison": ("Отравление", "mafia.soldier.poison"),    # the clan's poison (L143, L149; яд L120)
    "heal": ("Лечение", "doctor.heal"),                  # L188
    "sleeping_pill": ("Снотворное", "doctor.pill"),      # L189
    "guard": ("Защита", "bodyguard.guard"),              # L266, counter-shot L268-270
    "bless": ("Благословение", "priest.bless"),          # L236
    "redirect": ("Смена цели", "telepath.redirect"),     # L327
    "send_tour": ("Тур", "tour_operator.tour"),          # L313
    "send_excursion": ("Экскурсия", "tour_operator.excursion"),  # L314
    "drink_vodka": ("Выпить водку", "civilians.vodka"),  # L174, п.05 L16, п.06 L18
    "kill_quiet": ("Убить быстро", "maniac.quick"),      # L321
    "kill_bloody": ("Убить кроваво", "maniac.bloody"),   # L320
    "stake_hunt": ("Поход с колом", "p22"),              # п.22 L93
}

# Which position of п.28 each slice action resolves at.
STEP_OF_ACTION: dict[str, str] = {
    "drink_vodka": "7",      # (употребление спиртных напитков); its effect ends at 42 (трезвление)
    "bless": "12",           # Священник
    "send_tour": "13",       # Туроператор; the trip ends at 43 (возвращение из турпоездки)
    "send_excursion": "13",  # Туроператор; ends at 43
    "heal": "15",            # Доктор
    "sleeping_pill": "15",   # Доктор
    "redirect": "16",        # Телепат (смена хода)
    "guard": "21",           # Телохранитель; the guard stands «в течение всей ночи» (L268)
    "kill_quiet": "30",      # Маньяк
    "kill_bloody": "30",     # Маньяк
    "shoot": "32",           # Мафия (выстрел, отравление)
    "poison": "32",          # Мафия (выстрел, отравление)
    "stake_hunt": "37",      # (поход с кольями)
}
