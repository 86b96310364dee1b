"""Russian words that agree: a noun with a number («21 слово», «22 слова», «25 слов») and a verb or a short
adjective with a player's gender («написал» / «написала»; unknown: «написал(а)»). Nicknames are never declined.

The forms come from pymorphy3 (its OpenCorpora dictionary): those of the words the templates ask for were read once
into `resolver/text/forms.py` (`tools/agree_forms.py`), so a report loads no dictionary; any other word (a host's
setup's own template) loads it on the first such word. A template asks for them with a format spec (`AgreeingFormatter`):
`{words} {words:слово}` writes the noun agreeing with the number `words`; `{who} {who:написал}` the verb agreeing
with the gender of the player `who` (a mapping name -> "f" / "m" is given to the formatter).
"""

from __future__ import annotations

import re
import string
from functools import lru_cache
from typing import Any, Mapping

from resolver.text.forms import FEMININE, PLURAL

_FEMININE_OF: dict[str, str] = {"мёртв": "мертва", "мертв": "мертва"}  # pymorphy folds ё; the texts write «мёртв»


@lru_cache(maxsize=1)
def _morph() -> Any:
    import pymorphy3  # the dictionary loads in about 0.1 s: only when a word is asked

    return pymorphy3.MorphAnalyzer()


def _category(n: int) -> int:
    """Which of the three forms a count takes: 0 after 1, 21, 101…; 1 after 2–4, 22–24… (not 12–14); 2 else."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2


def plural(n: int, words: str) -> str:
    """The noun (its nominative singular, an adjective before it or not) agreeing with the number n:
    plural(21, "слово") == "слово", plural(22, "слово") == "слова", plural(25, "штрафной балл") == "штрафных баллов".
    The templates' words are read from `resolver/text/forms.py`; any other from the dictionary; a word the
    dictionary does not know as such stays as written."""
    forms = PLURAL.get(words)
    return forms[_category(n)] if forms is not None else plural_by_dictionary(n, words)


@lru_cache(maxsize=4096)
def plural_by_dictionary(n: int, words: str) -> str:
    """`plural` as pymorphy3 says it (`tools/agree_forms.py` writes the templates' words with it)."""
    *before, last = words.split(" ")
    return " ".join([*(_agree_number(abs(n), word, "ADJF") for word in before), _agree_number(abs(n), last, "NOUN")])


def _agree_number(n: int, word: str, part: str) -> str:
    """One word of a count: the noun (the last word), or an adjective before it."""
    parses = [p for p in _morph().parse(word) if part in p.tag and "nomn" in p.tag and "sing" in p.tag]
    if not parses:
        return word
    few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
    # «3 штрафных балла»: after 2-4 the adjective takes the genitive plural (pymorphy3 gives the singular)
    agreed = parses[0].inflect({"plur", "gent"}) if few and "ADJF" in parses[0].tag else \
        parses[0].make_agree_with_number(n)
    return str(agreed.word) if agreed is not None else word


def counted(n: int, word: str) -> str:
    """«21 слово», «22 слова», «25 слов»."""
    return f"{n} {plural(n, word)}"


def _feminine(word: str) -> str:
    """The feminine singular of a past-tense verb or a short adjective or participle written masculine: «написал» →
    «написала», «сел» → «села», «укушен» → «укушена»; any other word as it is. The templates' words are read from
    `resolver/text/forms.py`, any other from the dictionary."""
    found = FEMININE.get(word)
    return found if found is not None else feminine_by_dictionary(word)


@lru_cache(maxsize=1024)
def feminine_by_dictionary(word: str) -> str:
    """`_feminine` as pymorphy3 says it."""
    if word in _FEMININE_OF:
        return _FEMININE_OF[word]
    for p in _morph().parse(word):
        tag = p.tag
        if ("VERB" in tag and "past" in tag or "ADJS" in tag or "PRTS" in tag) and "masc" in tag and "sing" in tag:
            form = p.inflect({"femn"})
            if form is not None:
                return str(form.word)
    return word


def _unknown(masculine: str, feminine: str) -> str:
    """A form that needs no gender: «написал(а)», «умер(ла)», «мёртв(а)»; a stem that changes both whole:
    «грешен/грешна», «пришёл/пришла»."""
    if masculine == feminine:
        return masculine
    a, b = masculine.replace("ё", "е"), feminine.replace("ё", "е")
    return f"{masculine}({feminine[len(a):]})" if b.startswith(a) else f"{masculine}/{feminine}"


def gendered(words: str, gender: str | None) -> str:
    """`words` (masculine, as the templates write them) agreeing with a gender: "m" as written, "f" feminine, unknown
    in a form that needs none. Each word of several is agreed on its own («не проголосовал»)."""
    if gender == "m":
        return words
    out = []
    for word in words.split(" "):
        feminine = _feminine(word)
        out.append(feminine if gender == "f" else _unknown(word, feminine))
    return " ".join(out)


def _is_cyrillic(spec: str) -> bool:
    return bool(spec) and ("а" <= spec[0].lower() <= "я" or spec[0] in "ёЁ")


class AgreeingFormatter(string.Formatter):
    """`str.format_map` with Russian agreement in the format spec: `{n:слово}` (a number) writes the noun agreeing
    with it, `{who:написал}` (a player's name) the verb agreeing with his gender in `genders`; any other spec as
    Python's. A name wrapped in marks (`resolver.report.wording.NAME_OPEN`) is looked up without them."""

    def __init__(self, genders: Mapping[str, str | None] | None = None):
        super().__init__()
        self.genders = genders or {}

    def format_field(self, value: Any, format_spec: str) -> str:
        if not _is_cyrillic(format_spec):
            return str(super().format_field(value, format_spec))
        if isinstance(value, float) and not value.is_integer():
            return plural(2, format_spec)  # «1,5 голоса»: a fraction takes the genitive singular
        number = int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
        if number is None and isinstance(value, str) and value.strip().lstrip("-").isdigit():
            number = int(value)
        if number is not None:
            return plural(number, format_spec)
        name = str(value).strip("\x02\x03")
        return gendered(format_spec, self.genders.get(name))


_ASKS = re.compile(r"\{[^{}:]*:[а-яёА-ЯЁ]")


def agree(template: str, params: Mapping[str, Any], genders: Mapping[str, str | None] | None = None) -> str:
    """`template.format_map(params)` with the agreement of `AgreeingFormatter` (Python's own when none is asked)."""
    if not _ASKS.search(template):
        return template.format_map(params)
    return AgreeingFormatter(genders).vformat(template, (), params)
