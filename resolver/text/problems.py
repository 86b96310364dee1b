"""The problems of a night file in the host's language.

A check writes its message as `say(key, **params)`: a `Say` is the English text (what `str(problem)`
gives, and the CLI with `--lang en`) that also knows its key and parameters, so it can be said again
in Russian (`in_lang`), as the CLI and the workbench say it by default. A nickname is a label here («Дон: …», «игрока «Дон» нет в
игре»), never declined. Where a night was built in the workbench's tables, `place` says which player,
move or part of the day a problem is about instead of a YAML line the host never wrote.
"""

from __future__ import annotations

from typing import Any

from resolver.text.agree import agree
from resolver.text.files import FILE_TEXTS
from resolver.text.golden import GOLDEN_TEXTS
from resolver.text.numbers import THOUSANDS_RU, count
from resolver.text.setup_texts import SETUP_TEXTS
from resolver.text.refs import ruling_ref

# key -> (English, Russian). `{x!r}` in English quotes as the CLI always did; Russian quotes «x». A param `x_en`
# (a role's or an action's English name beside its Russian one, `resolver.report.messages.named`) fills `{x}` in English. `{n:,}` groups a
# number's thousands: «1,000,000» in English, «1 000 000» (a narrow no-break space) in Russian.
TEXTS: dict[str, tuple[str, str]] = {
    # reading the file (resolver/input/loader.py)
    "invisible_char": ("{where}: {value!r} holds the invisible or control character {char}; type the value again "
                       "without it",
                       "{where}: в значении {value!r} есть невидимый или управляющий символ {char}; наберите "
                       "значение заново без него"),
    "too_deep_at": ("{where}: nested more than {max} levels deep; a night file needs a few",
                    "{where}: вложенность глубже {max} уровней, а файлу ночи хватает нескольких"),
    "too_deep": ("nested more than {max} levels deep; a night file needs a few",
                 "вложенность глубже {max} уровней, а файлу ночи хватает нескольких"),
    "key_not_plain": ("a key must be a plain name, not a list or a mapping",
                      "ключ должен быть простым именем, а не списком или словарём"),
    "duplicate_key": ("duplicate key {key!r}: the earlier value would be lost",
                      "ключ «{key}» повторяется: прежнее значение потерялось бы"),
    "too_many_aliases": ("more than {max} aliases (*name): a night file needs none",
                         "больше {max} ссылок (*имя), а файлу ночи они не нужны"),
    "alias_bomb": ("the aliases (*{anchor}) expand to more than {max:,} values: refused (a YAML bomb?)",
                   "ссылки (*{anchor}) разворачиваются больше чем в {max:,} значений: файл отклонён (YAML-бомба?)"),
    "text_too_long": ("the text is longer than {max:,} characters: not read (a night file is a few kilobytes)",
                      "текст длиннее {max:,} символов: не прочитан (файл ночи — несколько килобайт)"),
    "control_char": ("the control character {char} cannot be in a night file; delete it",
                     "управляющему символу {char} не место в файле ночи; удалите его"),
    "more_chars": ("... and {n} more such characters", "... и ещё таких символов: {n}"),
    "malformed_yaml": ("malformed YAML: {problem}", "ошибка в записи YAML: {problem}"),
    "empty_file": ("the file is empty", "файл пуст"),
    "too_many_values": ("the file expands to more than {max:,} values: refused (a YAML bomb?)",
                        "файл разворачивается больше чем в {max:,} значений: отклонён (YAML-бомба?)"),
    "not_a_mapping": ("a scenario must be a mapping with ruleset, players and moves",
                      "ночь — это словарь с ключами ruleset, players и moves"),
    "schema": ("{where}: {msg}", "{where}: {msg}"),
    "unknown_field": ("unknown field", "неизвестное поле"),
    "empty_value": ("empty; a value is needed here", "пусто, а здесь нужно значение"),
    "got_mapping": ("{msg} (got a mapping)", "{msg} (а дан словарь)"),
    "got_list": ("{msg} (got a list)", "{msg} (а дан список)"),
    "cannot_read": ("cannot read the file: {reason}", "файл не читается: {reason}"),
    "file_too_big": ("the file is larger than {max:,} bytes: not read (a night file is a few kilobytes)",
                     "файл больше {max:,} байт: не прочитан (файл ночи — несколько килобайт)"),
    "bad_encoding": ("the file is neither UTF-8 nor Windows-1251: save it as UTF-8",
                     "файл не в UTF-8 и не в Windows-1251: сохраните его в UTF-8"),
    "read_as": ("{file}: read as {encoding}, not UTF-8 (Windows editors save so); save it as UTF-8 to be sure",
                "{file}: прочитан как {encoding}, а не UTF-8 (так сохраняют редакторы Windows); надёжнее "
                "сохранить его в UTF-8"),
    # the rule set's checks (resolver/input/validate.py, resolver/input/checks/)
    "did_you_mean": (" (did you mean «{name}»?)", " (может быть, «{name}»?)"),
    "one_too_many": ("{name}: one {role} too many (also players[{first}]); the game has {max}",
                     "{name}: роль «{role}» лишняя (она уже у players[{first}]); в игре таких {max}"),
    "second_in_clan": ("{name}: a second {role} in {clan} (also players[{first}]); each clan has {max}",
                       "{name}: вторая роль «{role}» в клане {clan} (она уже у players[{first}]); в клане таких {max}"),
    "dooms_nobody": ("doomed_by names {doomer} ({role}), who dooms nobody; only a {can} does",
                     "doomed_by: {doomer} ({role}) никого не обрекает; это делает только {can}"),
    "cannot_carry": ("{name} ({role}) cannot carry state.{field}; only a {who} does",
                     "{name} ({role}): поле state.{field} бывает только у роли {who}"),
    "not_kept_role": ("{name!r} is no role a player takes besides his own ({kept}){hint}",
                      "«{name}» — не роль, которую игрок получает в дополнение к своей ({kept}){hint}"),
    "unknown_role": ("unknown role {name!r}{hint}", "неизвестная роль «{name}»{hint}"),
    "unknown_action": ("unknown action {name!r}{hint}", "неизвестный ход «{name}»{hint}"),
    "engine_act_as_move": ("«{name}» is no player's move: the tool derives it", "«{name}» — не ход игрока: это выводит программа"),
    "unknown_item": ("unknown item {name!r}{hint}", "неизвестный предмет «{name}»{hint}"),
    "unknown_event": ("unknown event {name!r}{hint}", "неизвестное событие «{name}»{hint}"),
    "unknown_option": ("unknown option {name!r}{hint}", "неизвестная опция «{name}»{hint}"),
    "unknown_clan": ("unknown clan {name!r}; known: {known}", "неизвестный клан «{name}»; есть: {known}"),
    "unknown_ruleset": ("unknown rule set {name!r}; known: {known}", "неизвестные правила «{name}»; есть: {known}"),
    "negative_uses": ("uses left of «{name}» cannot be negative ({left})",
                      "остаток использований «{name}» не может быть отрицательным ({left})"),
    "expect_not_in_game": ("expect names {name!r}, who is not in the game{hint}",
                           "expect: игрока «{name}» нет в игре{hint}"),
    "expect_unknown_action": ("expect: unknown action {name!r}{hint}", "expect: неизвестный ход «{name}»{hint}"),
    "expect_deaths_list": ("expect.deaths is a list, one death a line (`- {{Иван: Убит}}`); as a mapping the kind "
                           "of death would be lost",
                           "expect.deaths — это список, по смерти в строке (`- {{Иван: Убит}}`); в виде словаря "
                           "вид смерти потерялся бы"),
    "expect_unknown_kill": ("expect: unknown kind of death {name!r}{hint}; known: {known}",
                            "expect: неизвестный вид смерти «{name}»{hint}; есть: {known}"),
    "expect_result": ("expect: a move's result is one of {words}, not {name!r}{hint}",
                      "expect: итог хода — одно из {words}, а не «{name}»{hint}"),
    "bad_option_value": ("option {name!r} cannot be {value!r}; allowed: {allowed}",
                         "опция «{name}» не может быть {value!r}; можно: {allowed}"),
    "whole_number": ("a whole number", "целое число"),
    "from_n": (" from {n}", " от {n}"),
    "to_n": (" to {n}", " до {n}"),
    "a_type": ("a {name}", "{name}"),
    "rulings_ref": ("rulings {id}", "решение {id}"),
    "no_name": ("a player needs a name (this one is empty or blank)", "у игрока должен быть ник (здесь он пуст)"),
    "duplicate_player": ("duplicate player {name!r} (also players[{other}])",
                         "игрок «{name}» записан дважды (также players[{other}])"),
    "look_alike": ("players «{other}» (players[{other_i}]) and «{name}» look alike: they differ only in case, ё/е, "
                   "a Latin letter for a Cyrillic one, spaces or an invisible character; rename one "
                   "(игроки выглядят одинаково)",
                   "игроки «{other}» (players[{other_i}]) и «{name}» выглядят одинаково: они различаются только "
                   "регистром, ё/е, латинской буквой вместо кириллической, пробелами или невидимым символом; "
                   "переименуйте одного"),
    "needs_clan": ("{name}: the role {role} needs a clan ({clans})", "{name}: роли «{role}» нужен клан ({clans})"),
    "has_no_clan": ("{name}: a {role} has no clan; only the clan roles have one",
                    "{name}: у роли «{role}» нет клана; клан бывает только у клановых ролей"),
    "doomer_not_in_game": ("doomed_by names {name!r}, who is not in the game", "doomed_by: игрока «{name}» нет в игре"),
    "last_target_not_in_game": ("last target {name!r} is not in the game", "прошлой цели «{name}» нет в игре"),
    "lynched_not_in_game": ("lynched player {name!r} is not in the game{hint}",
                            "повешенного игрока «{name}» нет в игре{hint}"),
    "lot_winner_not_in_game": ("the lot's winner {name!r} is not in the game{hint}",
                               "выигравшего жребий «{name}» нет в игре{hint}"),
    "home_not_in_game": ("home: {name!r} is not in the game{hint}", "home: игрока «{name}» нет в игре{hint}"),
    "home_dead": ("home: {name!r} is already dead", "home: игрок «{name}» уже выбыл"),
    "lynched_dead": ("lynched player {name!r} was already dead", "повешенный игрок «{name}» уже выбыл раньше"),
    "lynched_twice": ("lynched player {name!r} is named twice (also day.lynched[{first}]); a player is lynched once",
                      "повешенный игрок «{name}» назван дважды (также day.lynched[{first}]); повесить можно один раз"),
    "empty_roster": ("players: the list is empty, so the night has nobody to resolve (did the file lose its "
                     "players?)",
                     "players: список пуст — в ночи некого разрешать (не потерял ли файл игроков?)"),
    "clan_too_big": ("{name}: {clan} has {count} living members; a clan has at most {max}, the jailed and the killed "
                     "aside",
                     "{name}: в клане {clan} живых членов {count}, а в клане не больше {max} без учёта севших и "
                     "убитых"),
    "leader_not_in_game": ("follower_of names {name!r}, who is not in the game",
                           "follower_of: игрока «{name}» нет в игре"),
    "follower_in_clan": ("{name} ({clan}): a clan member follows no one (state.follower_of: {leader}); a band "
                         "recruits whom a clan does, never a clan member",
                         "{name} ({clan}): член клана не бывает последователем (state.follower_of: {leader}); в банду "
                         "вербуют тех же, кого и клан, а не членов клана"),
    "unknown_side": ("«{name}» is no side of the {ruleset} rule set; sides: {known}",
                     "стороны «{name}» нет в правилах {ruleset}; стороны: {known}"),
    "side_not_role": ("{name}: the side «{side}» is not that of the role {role}, «{own}»: the night and the win read "
                      "the role's side, so a side of its own would be ignored; change the role, or the option that "
                      "names its side",
                      "{name}: сторона «{side}» — не сторона роли «{role}», у неё сторона «{own}»: ночь и победа "
                      "читают сторону роли, и своя сторона игрока была бы проигнорирована; измените роль или опцию, "
                      "задающую её сторону"),
    "actor_not_in_game": ("{name!r} is not in the game{hint}", "игрока «{name}» нет в игре{hint}"),
    "actor_dead": ("{name} is dead and cannot move", "{name}: игрок уже выбыл и не может ходить"),
    "only_sender": ("only the living {who} of {name}'s clan may send a move for him",
                    "прислать ход за игрока {name} может только живой {who} из его клана"),
    "no_sender_role": ("by: {by}: a move of the {ruleset} rule set has no sender for another player (by); "
                       "write it as {name}'s move, without by",
                       "by: {by}: у хода в правилах {ruleset} нет отправителя за другого игрока (by); запишите его "
                       "ходом игрока {name} без by"),
    "needs_target": ("«{name}» needs a target", "для хода «{name}» нужна цель"),
    "too_many_targets": ("«{name}» takes at most {max} target(s), got {n}",
                         "«{name}»: целей можно указать не больше {max}, а указано {n}"),
    "distinct_targets": ("the targets of «{name}» must be different players",
                         "цели хода «{name}» должны быть разными игроками"),
    "target_not_in_game": ("target {name!r} is not in the game{hint}", "цели «{name}» нет в игре{hint}"),
    "target_dead": ("target {name} died before this night", "цель {name} выбыла до этой ночи"),
    "sent_twice": ("{name} sends «{action}» twice (also moves[{other}])",
                   "{name}: ход «{action}» прислан дважды (также moves[{other}])"),
    "bad_time": ("cannot read the time {time!r} (use 22:15 or 2026-11-30 22:15)",
                 "время «{time}» не читается (пишите 22:15 или 2026-11-30 22:15)"),
    "only_has_branches": ("only «{name}» has branches", "ветки (branches) бывают только у хода «{name}»"),
    "no_branches": ("this move has no branches", "у этого хода нет веток (branches)"),
    "role_has_no_move": ("a {role} has no move {name!r}", "у роли «{role}» нет хода «{name}»"),
    "branch_target_not_in_game": ("target {name!r} is not in the game", "цели «{name}» нет в игре"),
    "mixed_times": ("mix of times with and without a date: write all times the same way",
                    "время записано то с датой, то без: пишите его везде одинаково"),
    # the day (resolver/input/day_checks.py)
    "no_day_rules": ("the rule set {id} has no day rules: the vote cannot be counted",
                     "в правилах {id} нет правил дня: голосование не посчитать"),
    "voter_not_in_game": ("voter {name!r} is not in the game", "голосующего «{name}» нет в игре"),
    "field_not_in_game": ("{field} {name!r} is not in the game", "{field}: игрока «{name}» нет в игре"),
    "unknown_modifier": ("unknown vote modifier {name!r}; known: {known}",
                         "неизвестное изменение голоса «{name}»; есть: {known}"),
    "none": ("none", "нет"),
    "no_such_penalty": ("the rule set {id} has no such penalty", "в правилах {id} нет такого штрафа"),
    "name_not_in_game": ("{name!r} is not in the game", "игрока «{name}» нет в игре"),
    # the rule sets' check rows (resolver/rulesets/bankers/checks.py, resolver/input/checks/rows.py)
    "mortar_day": ("a mortar is given only on the day of the Holiday", "миномёт дают только в день Праздника"),
    "mortar_holder_not_in_game": ("mortar holder {name!r} is not in the game", "владельца миномёта «{name}» нет в игре"),
    "mortar_plain": ("the mortar goes to a peaceful player without a role, not to {name} ({role})",
                     "миномёт достаётся неролевому мирному, а не игроку {name} ({role})"),
    "mortar_plain_any": ("the mortar goes to a peaceful player without a role", "миномёт достаётся неролевому мирному"),
    "no_mortar": ("{name} has no mortar (day.mortar_holder is {holder!r})",
                  "{name}: у игрока нет миномёта (day.mortar_holder: {holder!r})"),
    "fan_not_found": ("{name} has not found the Detective yet: no check of her own",
                      "{name}: Детектив ещё не найден, своей проверки нет"),
    "fan_check_used": ("{name} has used her one check", "{name}: единственная проверка уже сделана"),
    # the command line's own words (resolver/cli/main.py, cli_paste.py, cli_game.py)
    "located": ("{where}: {msg}", "{where}: {msg}"),
    "alternative_needs_next": ("--alternative chooses the outcome the next night starts from: give --next NEXT.yaml too",
                               "--alternative выбирает исход, с которого начнётся следующая ночь: укажите и --next "
                               "NEXT.yaml"),
    "alternative_from_one": ("--alternative counts from 1 (got {n})", "--alternative считается с 1 (указано {n})"),
    "app_needs_streamlit": ("the app (mafia-night app) needs Streamlit, which is not installed: "
                            "pip install 'mafia-night[app]' (or pip install streamlit)",
                            "для приложения (mafia-night app) нужен Streamlit, он не установлен: "
                            "pip install 'mafia-night[app]' (или pip install streamlit)"),
    "next_is_folder": ("--next {out}: a folder; give the name of the file to write",
                       "--next {out}: это папка; укажите имя файла, который записать"),
    "next_no_folder": ("--next {out}: the folder {folder} does not exist", "--next {out}: папки {folder} нет"),
    "exists_use_force": ("{out} exists: not overwritten (add --force to replace it)",
                         "{out} уже есть: не перезаписан (добавьте --force, чтобы заменить)"),
    "no_vote_count": ("The night's day has no vote log to count: no vote count (paste the thread: `mafia-night votes`)",
                      "В дне ночи нет журнала голосов для подсчёта: подсчёта нет (тема дня: `mafia-night votes`)"),
    "all_outcomes_printed": ("The night has {n} consistent outcomes: every one is printed; record the host's with "
                             "`host_choice: N` in the night",
                             "У ночи исходов, согласных с правилами: {n}; напечатаны все; выбор ведущего запишите в "
                             "ночь как `host_choice: N`"),
    "choose_alternative": ("The night has {n} consistent outcomes: choose one with --alternative N (or `host_choice: N` "
                           "in the night) to write the next night.",
                           "У ночи исходов, согласных с правилами: {n}; чтобы записать следующую ночь, выберите один: "
                           "--alternative N (или `host_choice: N` в ночи)."),
    "alternative_differs": ("--alternative {given}: the night records the host's choice, outcome {chosen} "
                            "(host_choice); change it there",
                            "--alternative {given}: в ночи уже записан выбор ведущего, исход №{chosen} (host_choice); "
                            "меняйте его там"),
    "alternative_range": ("--alternative must be 1..{n}", "--alternative должен быть от 1 до {n}"),
    "next_needs_host": ("{out}: not written: the next night needs the host's decision first:",
                        "{out}: не записан: следующую ночь нельзя записать, пока ведущий не решит:"),
    "cannot_write": ("cannot write {out}: {reason}", "не удалось записать {out}: {reason}"),
    "next_written": ("next night written to {out}", "следующая ночь записана в {out}"),
    "no_such_player": ("no player {name!r} in this night{hint}", "игрока «{name}» в этой ночи нет{hint}"),
    "lines_not_understood": ("{n} line(s) not understood; nothing was written.",
                             "не понято строк: {n}; ничего не записано."),
    "pasted_written": ("the night with {n} pasted move(s) written to {out}",
                       "ночь со вставленными ходами ({n}) записана в {out}"),
    "cannot_read_any": ("cannot read: {reason}", "не читается: {reason}"),
    "no_players": ("no players", "нет игроков"),
}
TEXTS.update(GOLDEN_TEXTS)  # what `check` and a game's replay say
TEXTS.update(FILE_TEXTS)  # what the reader of files and a game's folder say
TEXTS.update(SETUP_TEXTS)  # what a rule set's check and a setup file's loader say

# pydantic's error types, said in Russian (the English stays pydantic's own message).
PYDANTIC_RU: dict[str, str] = {
    "missing": "обязательное поле не заполнено",
    "string_type": "здесь нужен текст",
    "int_type": "здесь нужно целое число",
    "int_parsing": "здесь нужно целое число",
    "int_from_float": "здесь нужно целое число",
    "float_type": "здесь нужно число",
    "float_parsing": "здесь нужно число",
    "bool_type": "здесь нужно true или false",
    "bool_parsing": "здесь нужно true или false",
    "list_type": "здесь нужен список",
    "dict_type": "здесь нужен словарь (ключ: значение)",
    "model_type": "здесь нужен словарь (ключ: значение)",
    "model_attributes_type": "здесь нужен словарь (ключ: значение)",
    "greater_than_equal": "число должно быть не меньше {ge}",
    "greater_than": "число должно быть больше {gt}",
    "less_than_equal": "число должно быть не больше {le}",
    "literal_error": "допустимо: {expected}",
    "enum": "допустимо: {expected}",
    "string_too_short": "текст слишком короткий",
    "too_short": "список слишком короткий",
    "too_long": "список слишком длинный",
}


class Say(str):
    """A message in English that can be said in Russian: `in_lang(message, "ru")`."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, params: dict[str, Any], english: str | None = None) -> Say:
        obj = super().__new__(cls, english if english is not None else _fill(key, params, "en"))
        obj.key = key
        obj.params = params
        return obj

    def __reduce__(self) -> Any:  # copies and pickles keep the key
        return (Say, (self.key, self.params, str(self)))

    def render(self, lang: str) -> str:
        if lang != "ru":
            return str(self)
        return _fill(self.key, self.params, lang)


def say(key: str, /, **params: Any) -> Say:
    return Say(key, params)


def bilingual(ru: str, en: str) -> Say:
    """A text given in both languages (a clause's citation: «Банкиры «Врач», строка 75» / «bankers «Врач» L75»)."""
    return Say("_text", {"ru": ru, "en": en}, en)


def ruling_said(ruling_id: str) -> Say:
    """«решение Б-55» / «rulings B-55»: the ruling's id as each language writes it (`resolver.text.refs`)."""
    return say("rulings_ref", id=ruling_ref(ruling_id, "ru"), id_en=ruling_id)


def joined(items: list[Any], sep: tuple[str, str] = (", ", ", ")) -> Say:
    """Parts said one after the other (each in the language asked), with an English and a Russian separator."""
    return Say("_join", {"items": list(items), "sep": sep})


def either(items: list[str]) -> Say:
    """«Шизик or Жулик» / «Шизик или Жулик»."""
    return joined(items, (" or ", " или "))


def pydantic_msg(err_type: str, english: str, ctx: dict[str, Any] | None) -> Say:
    """pydantic's message for an error type: its own English, our Russian where we have one."""
    return Say("_pydantic", {"type": err_type, "ctx": dict(ctx or {}), "english": english}, english)


def in_lang(message: Any, lang: str) -> str:
    if isinstance(message, Say):
        return message.render(lang)
    return "" if message is None else str(message)


class _RussianNumber(int):
    """A whole number whose `{n:,}` groups thousands as Russian does: with a narrow no-break space (5 000 000)."""

    def __format__(self, spec: str) -> str:
        return int(self).__format__(spec).replace(",", THOUSANDS_RU)


def _value(value: Any, lang: str) -> Any:
    if isinstance(value, Say):
        return value.render(lang)
    if lang == "ru" and type(value) is int:
        return _RussianNumber(value)
    return value


def _fill(key: str, params: dict[str, Any], lang: str) -> str:
    if key == "_text":
        return str(params["ru" if lang == "ru" else "en"])
    if key == "_join":
        sep: str = params["sep"][1 if lang == "ru" else 0]
        return sep.join(str(_value(item, lang)) for item in params["items"])
    if key == "_pydantic":  # only reached in Russian: the English is pydantic's text
        template = PYDANTIC_RU.get(params["type"])
        ctx = {k: _ctx_value(v) for k, v in params["ctx"].items()}
        try:
            return template.format(**ctx) if template else str(params.get("english", ""))
        except (KeyError, IndexError):
            return template or ""
    en, ru = TEXTS[key]
    values = {name: _value(value, lang) for name, value in params.items()}
    if lang != "ru":  # a name the rule set gives in English too (`resolver.report.messages.named`): `role_en` fills {role}
        values.update({name[:-3]: value for name, value in values.items() if name.endswith("_en")})
    return agree(ru, values) if lang == "ru" else en.format(**values)


def _ctx_value(value: Any) -> Any:
    text = str(value)
    return text.replace(" or ", " или ")


# ------------------------------------------------------------------ the place of a problem
def place(path: tuple[Any, ...], raw: Any, lang: str = "ru") -> str | None:
    """Which player, move or part of the night a problem's path points at, in words; None for a place
    the tables do not show (the file's own syntax)."""
    ru = lang == "ru"
    if not path:
        return None
    head = path[0]
    data = raw if isinstance(raw, dict) else {}
    if head == "moves" and len(path) > 1 and isinstance(path[1], int):
        moves = data.get("moves")
        move = moves[path[1]] if isinstance(moves, list) and path[1] < len(moves) else None
        label = f"{'Ход' if ru else 'Move'} №{path[1] + 1}"
        if isinstance(move, dict):
            targets = move.get("targets", move.get("target"))
            targets = ", ".join(map(str, targets)) if isinstance(targets, list) else (targets or "")
            label += f" ({move.get('actor') or '?'}: {move.get('action') or '?'}" + (f" → {targets}" if targets else "") + ")"
        return label
    if head == "players" and len(path) > 1 and isinstance(path[1], int):
        players = data.get("players")
        player = players[path[1]] if isinstance(players, list) and path[1] < len(players) else None
        name = player.get("name") if isinstance(player, dict) else None
        label = f"{'Игрок' if ru else 'Player'} №{path[1] + 1}"
        return label + (f" «{name}»" if name else "")
    names = {"day": ("День перед ночью", "The day before"), "options": ("Опции правил", "Rule options"),
             "expect": ("Ожидаемый итог (expect)", "Expected result (expect)"), "ruleset": ("Правила", "Rule set"),
             "moves": ("Ходы", "Moves"), "players": ("Игроки", "Players"), "night": ("Номер ночи", "Night number")}
    if head in names:
        return names[head][0 if ru else 1]
    return None


def summary(n: int, lang: str = "ru") -> str:
    """The CLI's last line under the problems."""
    if lang == "ru":
        return f"{count(n, 'problem', 'ru')} в файле; ночь не разрешена."
    return f"{n} problem(s); nothing was resolved."
