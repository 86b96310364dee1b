"""What a rule set's check (`resolver.rulesets.check`) and a setup file's loader (`resolver.input.setup_file`) say,
in English (as the check always said it) and in Russian; merged into `resolver.text.problems.TEXTS`."""

from __future__ import annotations

# What a table's id is, for «'kil' is no kill kind of village» / ««kil» — не вид смерти правил village».
TABLE_NAMES: dict[str, tuple[str, str]] = {
    "clause": ("clause", "статья"), "step": ("step", "шаг"), "action": ("action", "ход"), "role": ("role", "роль"),
    "item": ("item", "предмет"), "option": ("option", "опция"), "kill_kind": ("kill kind", "вид смерти"),
    "pending": ("pending", "отложенное действие"), "event": ("event", "событие"),
    "protection": ("protection", "защита"), "trait": ("trait", "свойство роли"), "side": ("side", "сторона"),
    "attack": ("attack", "вид атаки"), "state_field": ("state field", "поле переносимого состояния"),
    "row_kind": ("row kind", "вид строки"),
}

SETUP_TEXTS: dict[str, tuple[str, str]] = {
    # the check of a rule set's data when it registers (resolver/rulesets/check.py)
    "check_hint": (" (did you mean {name!r}?)", " (может быть, «{name}»?)"),
    "check_no_table": ("{value!r} names no table ({table!r})", "«{value}»: нет таблицы «{table}»"),
    "check_no_id": ("{value!r} is no {what} of {rs}{hint}", "«{value}» — не {what} правил {rs}{hint}"),
    "check_no_status": ("{value!r} is no status an act of {rs} gives{hint}",
                        "«{value}» — такой статус не даёт ни один ход правил {rs}{hint}"),
    "check_no_message": ("{value!r} is no decision code with a sentence in {rs} or the engine's table{hint}",
                         "«{value}» — нет такого кода решения с фразой ни в правилах {rs}, ни у движка{hint}"),
    "check_no_switch": ("{value!r} is no (option, value)", "«{value}» — не пара (опция, значение)"),
    "check_no_value": ("{wanted!r} is no value of the option {option!r} ({values})",
                       "«{wanted}» — не значение опции «{option}» ({values})"),
    "check_no_type": ("{wanted!r} is no {type}, as the option {option!r} takes",
                      "«{wanted}» — не {type}, а опция «{option}» принимает {type}"),
    "check_literal": ("{value!r} is none of {allowed}{hint}", "«{value}» — допустимо только: {allowed}{hint}"),
    "check_no_purpose": ("{purpose!r} is no purpose the engine cites{hint}",
                         "«{purpose}» — движок не ссылается на такую цель{hint}"),
    "check_missing_purpose": ("missing: the engine cites it for {said}",
                              "не задано, а движок ссылается на неё: {said}"),
    "check_lines_out": ("lines {start}-{end} are not within the text ({n} lines)",
                        "строки {start}–{end} вне текста правил (в нём {n} {n:строка})"),
    "check_lines_order": ("lines {start}-{end}: the first line is after the last",
                          "строки {start}–{end}: первая строка после последней"),
    "check_lines_empty": ("lines {start}-{end} of the text are empty: the clause would quote nothing",
                          "строки {start}–{end} текста пусты: статье нечего цитировать"),
    # a setup file (resolver/input/setup_file.py, resolver/input/setup_from.py)
    "setup_at": ("{where}: {msg}", "{where}: {msg}"),
    "setup_not_mapping": ("a setup file is a mapping with id, name_ru, name_en, text, clauses, roles, actions, steps",
                          "файл правил — это словарь с ключами id, name_ru, name_en, text, clauses, roles, actions, "
                          "steps"),
    "setup_no_text": ("the rule text {path!r} cannot be read: {reason}", "текст правил «{path}» не читается: {reason}"),
    "setup_bad_kind": ("{kind!r} is no kind of row{hint}; the kinds: see the schema (mafia-night schema "
                       "--rules-schema)",
                       "«{kind}» — нет такого вида строки{hint}; виды строк — в схеме (mafia-night schema "
                       "--rules-schema)"),
    "setup_short_list": ("value no. {n} of the list is missing", "в списке не хватает значения №{n}"),
    "setup_no_kind": ("a row needs its kind (kind: ...)", "у строки нет вида (kind: ...)"),
    "setup_key_differs": ("{field} {value!r} differs from its key {key!r}",
                          "{field} «{value}» не совпадает с ключом «{key}»"),
    "setup_id_taken": ("{id!r} is the id of a bundled rule set; give the setup its own",
                       "«{id}» — это id встроенных правил; дайте своим правилам другой"),
    "setup_bundled_id": ("a bundled setup file's id must be its file's name: {id!r} in {name}.yaml",
                         "id встроенного файла правил — имя его файла: «{id}» в {name}.yaml"),
    "setup_unknown_ruleset": ("{name!r} is no bundled rule set (known: {known}){hint}",
                              "«{name}» — нет таких встроенных правил (есть: {known}){hint}"),
    "setup_unknown_role": ("{ruleset} has no role {name!r}{hint}", "в правилах {ruleset} нет роли «{name}»{hint}"),
    "setup_change_action": ("{action!r} is no action of the role {role!r} in {ruleset} (its actions: {known})",
                            "«{action}» — не ход роли «{role}» в правилах {ruleset} (её ходы: {known})"),
    "setup_in_from": ("{msg} (in what the role takes from {ruleset})", "{msg} (в том, что роль берёт из {ruleset})"),
    "setup_rules_file": ("the night names its rule set file {path!r}: {msg}", "ночь ссылается на файл правил "
                         "«{path}»: {msg}"),
    "setup_ruleset_differs": ("the night's ruleset {night!r} is not the rule set of {path!r} ({id!r})",
                              "правила ночи «{night}» — не те, что в файле «{path}» («{id}»)"),
    # what a loaded rule set records (`RulesetSpec.provenance`, `mafia-night rules show`)
    "from_role": ("role {role!r}: {source}'s «{name}»", "роль «{role}»: «{name}» из правил {source}"),
    "from_changed": ("changed: {fields}", "изменено: {fields}"),
    "from_action_changed": ("its action {action!r}: changed {fields}", "её ход «{action}»: изменено {fields}"),
    "from_taken": ("taken from {source} with it: {what}", "взято из {source} вместе с ней: {what}"),
}


def setup_summary(n: int, lang: str = "ru") -> str:
    """The CLI's last line under a setup file's problems."""
    from resolver.text.numbers import count

    if lang == "ru":
        return f"{count(n, 'problem', 'ru')} в файле правил; правила не загружены."
    return f"{n} problem(s) in the setup file; the rule set was not loaded."
