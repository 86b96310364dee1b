"""Numbers with their nouns, in Russian and English: «1 ход», «23 хода», «5 ходов»; "1 move", "5 moves"; big
numbers grouped by thousands as each language writes them.

The one plural helper of the project: the workbench's counts, the problems' summary line. A
nickname is never declined: sentences put it where its case does not change (a label, «Ник:»).
"""

from __future__ import annotations

# noun -> (Russian: one, few, many; English: one, many)
NOUNS: dict[str, tuple[tuple[str, str, str], tuple[str, str]]] = {
    "player": (("игрок", "игрока", "игроков"), ("player", "players")),
    "move": (("ход", "хода", "ходов"), ("move", "moves")),
    "outcome": (("исход", "исхода", "исходов"), ("outcome", "outcomes")),
    "problem": (("ошибка", "ошибки", "ошибок"), ("problem", "problems")),
    "step": (("шаг", "шага", "шагов"), ("step", "steps")),
    "target": (("цель", "цели", "целей"), ("target", "targets")),
    "death": (("смерть", "смерти", "смертей"), ("death", "deaths")),
    "line": (("строка", "строки", "строк"), ("line", "lines")),
    "character": (("символ", "символа", "символов"), ("character", "characters")),
    "warning": (("предупреждение", "предупреждения", "предупреждений"), ("warning", "warnings")),
    "level": (("уровень", "уровня", "уровней"), ("level", "levels")),
    "change": (("изменение", "изменения", "изменений"), ("change", "changes")),
}


# Russian groups a number's thousands with a narrow no-break space (5 000 000), English with a comma (5,000,000).
THOUSANDS_RU = "\u202f"


def number(n: int, lang: str = "ru") -> str:
    """A whole number with its thousands grouped as the language writes them: «5 000 000», "5,000,000"."""
    grouped = f"{n:,}"
    return grouped.replace(",", THOUSANDS_RU) if lang == "ru" else grouped


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """The Russian form that agrees with n: 1, 21, 101 → one; 2-4, 22-24 → few; 0, 5-20, 25-30 → many."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def noun(n: int, word: str, lang: str = "ru") -> str:
    """The noun alone, agreeing with n («хода»)."""
    ru, en = NOUNS[word]
    if lang == "ru":
        return plural_ru(n, *ru)
    return en[0] if n == 1 else en[1]


def count(n: int, word: str, lang: str = "ru") -> str:
    """«24 игрока», «1 ход», «5 ходов»; "1 move", "5 moves"."""
    return f"{n} {noun(n, word, lang)}"
