"""A project ruling's text for the Russian UI (issue 22 point 5).

The rulings files (docs/rulings.md, docs/rulings_andorra.md) write the project's notes in English beside the
Russian ruling and the quoted rule text, and name the file's keys and the options by their ids. In the Russian UI
the English notes give way, the lines and the rulings are said in Russian («строка 49», «Б-49»), an option is named
by the rule set's words for it and its values, and a key of the night file by the field the tables show.
"""

from __future__ import annotations

import re
from typing import Any

from resolver.specs.ruleset import RulesetSpec
from resolver.text.refs import russian_refs

_OPTION_NONE_RU = {"project ruling": "решение проекта", "the text settles it": "текст правил решает сам",
                   "outside the night resolver": "вне разбора ночи"}
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(])")
_CODE = re.compile(r"`([^`]+)`")
_ENGLISH = {"the", "is", "a", "an", "of", "for", "and", "to", "it", "its", "with", "not", "no", "by", "on", "in",
            "are", "be", "as", "or", "that", "this", "yet", "from", "at", "only", "when"}
# Keys of the night file as the workbench's tables and pages name them.
FIELDS_RU = {
    "day.lynched": "«Повешены днём»", "day.event": "«Событие дня»", "day.next_event": "«Событие следующего дня»",
    "day.coin": "монетка дня", "day.coin_seed": "зерно монетки", "day.words": "слова за день",
    "day.modifiers": "модификаторы голосов дня", "day.mortar_holder": "у кого миномёт",
    "state.penalty_votes": "штрафные «+1 в лог» игрока", "state.voted_for_lynched": "голосовал за посаженного",
    "state.sinful": "грешен", "state.doomed_by": "жертва Шизика", "state.replaced_role": "замещённая роль",
    "state.seeking_role": "ищет роль", "state.last_targets": "прошлые цели", "state.autokill_points": "очки Автокилла",
    "true": "да", "false": "нет",
}


def _mostly_latin(text: str) -> bool:
    """A sentence of the English notes: it starts with an English word, or English words make most of it
    (outside its «quotes» and `names`)."""
    bare = re.sub(r"«[^»]*»|`[^`]*`", "", text)
    words = re.findall(r"[A-Za-z]+", bare)
    english = sum(1 for w in words if w.lower() in _ENGLISH)
    return bool(re.match(r"\s*[A-Z][a-z]+\b", bare)) and english >= 1 or english >= 3


def _typed(text: str, default: Any) -> Any:
    """An option's value as the docs write it (`false`, `3`, `time`), in the type of the option's default."""
    if isinstance(default, bool):
        return text == "true"
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            return text
    return text


def option_words(name: str, value: str | None, ruleset: RulesetSpec | None) -> str:
    """«Только неудачи из списка роли» = нет: an option and a value by the rule set's words; as written if unknown."""
    if ruleset is None or name not in ruleset.options:
        return f"`{name}`" + (f" = `{value}`" if value is not None else "")
    label = f"«{ruleset.option_label(name, 'ru')}»"
    if value is None:
        return label
    return f"{label} = {ruleset.option_value_label(name, _typed(value, ruleset.options[name].default), 'ru')}"


def _code_words(match: re.Match[str], ruleset: RulesetSpec | None) -> str:
    code = match.group(1)
    if code in FIELDS_RU:
        return FIELDS_RU[code]
    name, eq, value = (part.strip() for part in code.partition("="))
    if ruleset is not None and name in ruleset.options:
        return option_words(name, value if eq else None, ruleset)
    return match.group(0)


def russian_text(text: str, ruleset: RulesetSpec | None = None) -> str:
    """A Russian sentence of a ruling with its references, keys and options said in Russian."""
    return _CODE.sub(lambda m: _code_words(m, ruleset), russian_refs(text))


def russian_body(body: str, ruleset: RulesetSpec | None = None) -> str:
    """A ruling's Markdown for the Russian UI: English sentences of its notes left out, «Опция: нет» said in
    Russian, an option named by the rule set's words (its id where the rule set is not known)."""
    out = []
    for paragraph in body.split("\n\n"):
        label, _, rest = paragraph.partition("** ")
        if paragraph.startswith("**Опция.**"):
            words = " ".join(rest.split())
            none = re.match(r"None(?:\s*[—-]\s*(.*?))?\.?$", words)
            if none:
                reason = _OPTION_NONE_RU.get((none.group(1) or "").strip().rstrip("."), "")
                out.append("**Опция.** нет" + (f" — {reason}." if reason else "."))
                continue
            first = re.match(r"`([^`]+)`(?:\s*=\s*`([^`]+)`)?", words)
            said = option_words(first.group(1), first.group(2), ruleset) if first else words.split(" ")[0]
            out.append("**Опция.** " + said + " (см. «Что если»).")
            continue
        sentences = [x for x in _SENTENCE.split(" ".join(paragraph.split())) if not _mostly_latin(x)]
        if sentences:
            out.append(russian_text(" ".join(sentences), ruleset))
    return "\n\n".join(out)
