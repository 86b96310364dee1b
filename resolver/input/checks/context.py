"""What the checks of a night file share, and the small helpers they say problems with.

A `Checked` is one file being checked: its rule set, its scenario (normalised in place: names become ids as the
checks go) and the `LoadResult` problems are added to. Every check is a function of it.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from model import Player, Scenario
from resolver.input.loader import LoadResult
from resolver.specs.ruleset import RulesetSpec
from resolver.text.problems import Say, bilingual, joined, ruling_said, say

Where = tuple[str | int, ...]


@dataclass
class Checked:
    rs: RulesetSpec
    data: Scenario
    result: LoadResult
    # The players by name, and the names in the game and alive: nicknames are never normalised, so these hold
    # from the first check to the last.
    by_name: dict[str, Player] = field(init=False)
    known: set[str] = field(init=False)
    alive: set[str] = field(init=False)
    # What the checks that compare one entry with the earlier ones have seen so far: nicknames and what a reader
    # sees of them (`look_key`) -> the first player's index; (actor, action, sender) -> the first move's index;
    # whether each move's time was a full date and time.
    names_seen: dict[str, int] = field(default_factory=dict)
    looks_seen: dict[str, int] = field(default_factory=dict)
    moves_seen: dict[tuple[str, str, str], int] = field(default_factory=dict)
    full_times: set[bool] = field(default_factory=set)

    def __post_init__(self) -> None:
        players = self.data.players
        self.by_name = {p.name: p for p in players}
        self.known = {p.name for p in players}
        self.alive = {p.name for p in players if p.alive}

    def add(self, where: Where, message: str, rule: str | Say | None = None) -> None:
        self.result.add(where, message, rule)

    def note(self, where: Where, message: str) -> None:
        """Said to the host with its place, not a problem: the night still resolves."""
        line = self.result.line_of(where)
        place = f"{self.result.filename}:{line}" if line else self.result.filename
        self.result.notes.append(say("located", where=place, msg=message))

    def rule(self, clause_id: str) -> Say | str:
        """How a problem cites a clause of the rule set («Банкиры «Праздник», строка 178»); "" if it has none."""
        return cite(self.rs, clause_id)

    def suggest_player(self, name: str) -> str | Say:
        return suggest(name, sorted(self.known))

    def suggest_name(self, name: str, table: str) -> str | Say:
        """« (did you mean «X»?)» among the names of a table of the rule set (roles, actions, items, events)."""
        return suggest(name, self.rs.known_names(table))


def cite(rs: RulesetSpec, clause_id: str) -> Say | str:
    """A problem's clause: «Банкиры «Праздник», строка 178» in Russian; in English «bankers «Праздник» L178», the
    rule set's id and the clause's title as the rule text writes it."""
    clause = rs.clauses.get(clause_id)
    if clause is None:  # a rule set without that clause
        return ""
    return bilingual(rs.cite(clause_id, "ru"), f"{rs.id} «{clause.title_ru}» {clause.where}")


def dead_target_rule(rs: RulesetSpec) -> str | Say | None:
    """The rule set's clause (and ruling) for a move at a player out before the night (`citations["dead_target"]`)."""
    cited = rs.citations.get("dead_target")
    if cited is None:
        return None
    clause, ruling = cited
    if not ruling:
        return cite(rs, clause)
    return joined([cite(rs, clause), "; ", ruling_said(ruling)], ("", ""))


def suggest(name: str, choices: list[str]) -> str | Say:
    """« (did you mean «X»?)» for the closest of `choices`; linear in their number (rapidfuzz, in C++)."""
    from rapidfuzz import fuzz, process

    keys, originals = _lowered(tuple(choices))
    found = process.extractOne(name.lower(), keys, scorer=fuzz.ratio, score_cutoff=60)
    return say("did_you_mean", name=originals[found[2]]) if found else ""


@functools.lru_cache(maxsize=16)
def _lowered(choices: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The choices lower-cased once per list, not once per unknown name (of two spellings, the first)."""
    lowered: dict[str, str] = {}
    for choice in choices:
        lowered.setdefault(choice.lower(), choice)
    return list(lowered), list(lowered.values())


# Letters of other scripts that look like Cyrillic ones (after case folding), and digits like letters.
_LOOKALIKE = str.maketrans({
    "a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "i": "і", "j": "ј", "k": "к", "m": "м", "o": "о",
    "p": "р", "s": "ѕ", "t": "т", "x": "х", "y": "у", "0": "о", "3": "з",
    "α": "а", "β": "в", "ε": "е", "η": "н", "ι": "і", "κ": "к", "μ": "м", "ο": "о", "ρ": "р", "τ": "т",
    "υ": "у", "χ": "х", "ё": "е",
})

# Spaces, combining accents (a stress mark), controls and invisible format characters.
_UNSEEN = re.compile("[\\s\x00-\x1f\x7f-\x9f\u0300-\u036f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e"
                     "\u2060-\u206f\ufeff]")


def look_key(name: str) -> str:
    """What a reader sees of a nickname: case, ё/е, look-alike letters, spaces and invisible marks dropped."""
    text = unicodedata.normalize("NFKC", name).casefold()
    return _UNSEEN.sub("", unicodedata.normalize("NFC", text).translate(_LOOKALIKE))

