"""What the reader of files (resolver/input/reader.py) and the game folder (resolver/game/folder.py) say."""

from __future__ import annotations

FILE_TEXTS: dict[str, tuple[str, str]] = {
    "binary_file": ("not a text file (control bytes, as in a picture or an archive): save it as text, in UTF-8",
                    "это не текст (управляющие байты, как в картинке или архиве): сохраните файл как текст в UTF-8"),
    "no_such_file": ("no such file", "нет такого файла"),
    "dangling_link": ("a link to a file that does not exist ({target})", "ссылка на несуществующий файл ({target})"),
    "is_a_folder": ("a folder, not a file", "это папка, а не файл"),
    "no_permission": ("no permission to read it", "нет прав на чтение"),
    "output_is_folder": ("{flag} {out}: a folder; give the name of the file to write",
                         "{flag} {out}: это папка; укажите имя файла, который записать"),
    "output_no_folder": ("{flag} {out}: the folder {folder} does not exist", "{flag} {out}: папки {folder} нет"),
    "not_a_mapping_file": ("a mapping (key: value) is expected here, not a list or a single value",
                           "здесь нужен словарь (ключ: значение), а не список или одно значение"),
    "cast_players": ("players: a list of players (- name: …, role: …) is expected",
                     "players: нужен список игроков (- name: …, role: …)"),
    "cast_player_name": ("players[{i}]: a player with a name (name: …) is expected",
                         "players[{i}]: нужен игрок с ником (name: …)"),
    # a game's folder (resolver/game/steps.py)
    "step_not_numbered": ("{path}: a step's file is named by its number (01.yml, 02.yml, …): rename it, or move "
                          "it out of the game's folder",
                          "{path}: файл шага называется его номером (01.yml, 02.yml, …): переименуйте его или "
                          "уберите из папки игры"),
    "step_gap": ("{directory}: no step {missing} ({n} missing before {before}): the steps are numbered 01, 02, … "
                 "without a gap",
                 "{directory}: нет шага {missing} (пропущено шагов: {n}, перед {before}): шаги нумеруются 01, 02, … "
                 "подряд"),
    "step_twice": ("{directory}: {names} are both step {n}: keep one", "{directory}: {names} — оба шаг {n}: оставьте один"),
    "step_same_night": ("{path}: night {night} is the night of {other} too: one step a night",
                        "{path}: ночь {night} — это уже ночь шага {other}: у каждой ночи один шаг"),
    "step_night_back": ("{path}: night {night} after night {previous} of {other}: the nights go forward, one a step",
                        "{path}: ночь {night} после ночи {previous} шага {other}: ночи идут вперёд, по шагу на ночь"),
    "step_night_skip": ("{path}: night {night} after night {previous} of {other}: the nights between have no step",
                        "{path}: ночь {night} после ночи {previous} шага {other}: у ночей между ними нет шагов"),
    "step_night_number": ("night: {value!r} is not a night's number (a whole number from 1: night: 2)",
                          "night: «{value}» — не номер ночи (нужно целое число от 1: night: 2)"),
    "step_options_mapping": ("options: a mapping of a step's own options (name: value) is expected",
                             "options: нужен словарь опций шага (имя: значение)"),
}
