"""Names matched as a host types them: exactly (case, ё/е, Latin look-alike letters, spaces and a Latin
transliteration aside), else by similarity (difflib, with its quick bounds first), else by a word's beginning or
a verb's stem. Pure; the pasted moves (`resolver.input.paste_moves`) read players and actions with it.
"""

from __future__ import annotations

import difflib
import unicodedata

__all__ = ["CUTOFF", "CLOSE", "Names", "key", "latin", "prefix"]

CUTOFF = 0.8  # difflib ratio a name must reach to be read as a typo of a player's or an action's name
CLOSE = 0.04  # two candidates nearer than this are both possible: the line is not understood

_LOOKALIKE = str.maketrans("aceopxykmthb", "асеорхукмтнв")
_TRANSLIT = dict(zip("абвгдезийклмнопрстуфхцыэ", "abvgdeziiklmnoprstufhcye")) | {
    "ж": "zh", "ч": "ch", "ш": "sh", "щ": "sch", "ю": "yu", "я": "ya", "ь": "", "ъ": ""}


def key(text: str) -> str:
    """A name as compared: NFKC, case, ё/е, Latin look-alikes, runs of spaces, quotes and dots at the ends."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    text = " ".join(text.split()).strip(" «»\"'`.!?")
    return text.translate(_LOOKALIKE)


def latin(text: str) -> str:
    """A name transliterated to Latin letters, so «Ivan» finds «Иван»."""
    low = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return "".join(_TRANSLIT.get(ch, ch) for ch in " ".join(low.split()).strip(" «»\"'`.!?"))


class Names:
    """Names to match against: exact by `key` or `latin`, else the closest by difflib, else a unique
    beginning of at least four letters."""

    def __init__(self, names: dict[str, str]):  # spelling -> what it stands for
        self.by_key: dict[str, set[str]] = {}
        self.by_latin: dict[str, set[str]] = {}
        for spelling, value in names.items():
            self.by_key.setdefault(key(spelling), set()).add(value)
            self.by_latin.setdefault(latin(spelling), set()).add(value)
        # A paste repeats its names: each is compared with every spelling once (10,000 lines took 20 s).
        self._exact: dict[str, str | None] = {}
        self._close: dict[str, tuple[str | None, tuple[str, str] | None]] = {}
        self._matchers: dict[str, difflib.SequenceMatcher[str]] = {}

    def exact(self, wrote: str) -> str | None:
        if wrote not in self._exact:
            self._exact[wrote] = self._exact_uncached(wrote)
        return self._exact[wrote]

    def _exact_uncached(self, wrote: str) -> str | None:
        for table, k in ((self.by_key, key(wrote)), (self.by_latin, latin(wrote))):
            found = table.get(k)
            if found and len(found) == 1:
                return next(iter(found))
        return None

    def _ratio(self, wrote: str, spelling: str) -> float:
        """difflib's ratio, 0 when its quick upper bounds are under CUTOFF already (the same reading)."""
        matcher = self._matchers.get(spelling)
        if matcher is None:
            matcher = self._matchers[spelling] = difflib.SequenceMatcher(None, "", spelling)
        matcher.set_seq1(wrote)
        if matcher.real_quick_ratio() < CUTOFF or matcher.quick_ratio() < CUTOFF:
            return 0.0
        return matcher.ratio()

    def close(self, wrote: str) -> tuple[str | None, tuple[str, str] | None]:
        """(the value, None) for one close name, (None, (a, b)) for two equally close ones, (None, None)."""
        if wrote not in self._close:
            self._close[wrote] = self._close_uncached(wrote)
        return self._close[wrote]

    def _close_uncached(self, wrote: str) -> tuple[str | None, tuple[str, str] | None]:
        k = key(wrote)
        if len(k) < 3:
            return None, None
        scored: dict[str, float] = {}
        for table, kk in ((self.by_key, k), (self.by_latin, latin(wrote))):
            for spelling, values in table.items():
                ratio = self._ratio(kk, spelling)
                if len(kk) >= 4 and spelling.startswith(kk) or _same_stem(kk, spelling):
                    ratio = max(ratio, CUTOFF + 0.01)  # «Айбол» for «Айболит», «лечу» for «лечить»
                for value in values:
                    scored[value] = max(scored.get(value, 0.0), ratio)
        ranked = sorted(scored.items(), key=lambda kv: (-kv[1], kv[0]))
        if not ranked or ranked[0][1] < CUTOFF:
            return None, None
        if len(ranked) > 1 and ranked[1][1] >= CUTOFF and ranked[0][1] - ranked[1][1] < CLOSE:
            return None, (ranked[0][0], ranked[1][0])
        return ranked[0][0], None


def _same_stem(wrote: str, spelling: str) -> bool:
    """One word each, the same stem of three letters or more and short endings («лечу» and «лечить»,
    «проверяю» and «проверка»): a verb's form written for the action's name."""
    if " " in wrote or " " in spelling:
        return False
    common = 0
    while common < min(len(wrote), len(spelling)) and wrote[common] == spelling[common]:
        common += 1
    return common >= 3 and len(wrote) - common <= 2 and len(spelling) - common <= 3



def prefix(words: list[str], names: Names, longest: int = 5) -> tuple[str | None, int]:
    """The longest run of first words that is exactly a name: (value, words used)."""
    for n in range(min(longest, len(words)), 0, -1):
        found = names.exact(" ".join(words[:n]))
        if found is not None:
            return found, n
    return None, 0

