"""The morning post and the private results in BBCode, as hosts post them on a phpBB forum.

Players' names in bold, the role in brackets after the name, as in the plain post:
`Убит: [b]Иван[/b] (Мирный житель)`. The texts are `resolver.report`'s own, with the names
marked (`report.NAME_OPEN` … `report.NAME_CLOSE`); nothing here decides or words anything.

BBCode has no escape character. A «[» in a nickname or a rule text is written `[[b][/b]`: the
empty tag after the bracket keeps the forum from reading a tag there (a nickname `[b]Вася`
stays text), and the reader sees «[».
"""

from __future__ import annotations

from resolver.api import Alternative, Resolution
from resolver.report import NAME_CLOSE, NAME_OPEN
from resolver.report import morning_post as plain_post
from resolver.report import private_results as plain_private

OPEN_BRACKET = "[[b][/b]"


def escape(text: str) -> str:
    """Text a forum shows as written: no «[» can start a tag."""
    return text.replace("[", OPEN_BRACKET)


def from_marked(text: str) -> str:
    """A marked text of the report in BBCode: the names bold, every other «[» escaped."""
    return escape(text).replace(NAME_OPEN, "[b]").replace(NAME_CLOSE, "[/b]")


def morning_post(res: Resolution, alt: Alternative, lang: str = "ru") -> str:
    return from_marked(plain_post(res, alt, lang, marked=True))


def private_results(res: Resolution, alt: Alternative, lang: str = "ru") -> dict[str, str]:
    """Each player's private result to send him: one line a move or a message (only the players told
    something)."""
    return {name: "\n".join(from_marked(line) for line in lines)
            for name, lines in plain_private(res, alt, lang, marked=True).items() if lines}


def resolution_bbcode(res: Resolution, lang: str = "ru") -> str:
    """What `mafia-night resolve --format bbcode` prints: the post, then each player's private result
    under a line with his name (the line is for the host, not for the forum). An ambiguous night the
    host has not settled: every outcome, each under its number."""
    ru = lang == "ru"
    shown = list(enumerate(res.alternatives)) if res.needs_choice else [(res.chosen_index, res.chosen)]
    out: list[str] = []
    for index, alt in shown:
        if res.needs_choice:
            out.append(("=== Исход №%d из %d ===" if ru else "=== Outcome #%d of %d ===")
                       % (index + 1, len(res.alternatives)))
        out.append(morning_post(res, alt, lang))
        out.append("")
        for name, text in private_results(res, alt, lang).items():
            out.append(f"--- {('Личный результат' if ru else 'Private result')}: {name} ---")
            out.append(text)
            out.append("")
    return "\n".join(out).rstrip() + "\n"
