"""How the tool names a place in a rule text and a project ruling, in each language.

English keeps the ids the docs are written with: «L75», «L19-20», «ruling B-07» (docs/rulings.md,
docs/rulings_andorra.md). Russian says them in Russian (issue 22 point 5): «строка 75», «строки 19–20»,
«решение Б-07»; a ruling's letters are the rule set's Russian initials: B (bankers) → Б, A (andorra, the
digest's numbering) → А, AN (andorra, the project's own) → АН.
"""

from __future__ import annotations

import re

RULING_LETTERS_RU = {"B": "Б", "A": "А", "AN": "АН"}
_RULING = re.compile(r"\b(AN|A|B)-(\d+)\b")
_LINES = re.compile(r"\bL(\d+)(?:\s*[-–]\s*L?(\d+))?\b")


def lines_ref(start: int, end: int, lang: str = "ru") -> str:
    """The lines of a clause: «строка 75», «строки 19–20»; "L75", "L19-20"."""
    if lang == "ru":
        return f"строка {start}" if start == end else f"строки {start}–{end}"
    return f"L{start}" if start == end else f"L{start}-{end}"


def ruling_ref(ruling_id: str, lang: str = "ru") -> str:
    """A ruling's id as the language writes it: «Б-07» in Russian, "B-07" in English."""
    if lang != "ru":
        return ruling_id
    return _RULING.sub(lambda m: f"{RULING_LETTERS_RU[m.group(1)]}-{m.group(2)}", ruling_id)


def russian_refs(text: str) -> str:
    """A Russian text with the docs' references said in Russian: «(L49)» → «(строка 49)», «(B-49)» → «(Б-49)»."""
    text = _LINES.sub(lambda m: lines_ref(int(m.group(1)), int(m.group(2) or m.group(1))), text)
    return ruling_ref(text)
