"""Moves pasted as they arrive, one a line («Айболит: лечение Иван»), read against the night's players.

Pure: text in, a line-by-line reading out; the page shows it as a preview and the CLI can print it.
Nothing is guessed silently: a line is `ok` when every name matched exactly (case, ё/е, Latin
look-alike letters and spaces aside), `fixed` when a name or action was matched by similarity
(difflib) or by a word's beginning — each such reading is listed in `fixes` —, `home` for «сижу
дома», and `error` with its problems otherwise. Actions are matched against the names and aliases
the rule set's data gives (`ActionSpec.name_ru`, `aliases`), first among those the actor may send
(`resolver.input.entry.actions_for`).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Literal

from resolver.input.entry import Seat, actions_for, day_event, moves_by_actor, seats
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec

Status = Literal["ok", "fixed", "home", "error"]
CUTOFF = 0.8  # difflib ratio a name must reach to be read as a typo of a player's or an action's name
CLOSE = 0.04  # two candidates nearer than this are both possible: the line is not understood

_LOOKALIKE = str.maketrans("aceopxykmthb", "асеорхукмтнв")
_TRANSLIT = dict(zip("абвгдезийклмнопрстуфхцыэ", "abvgdeziiklmnoprstufhcye")) | {
    "ж": "zh", "ч": "ch", "ш": "sh", "щ": "sch", "ю": "yu", "я": "ya", "ь": "", "ъ": ""}
_TIME = re.compile(r"\[?\b(?:(\d{4}-\d{2}-\d{2})[ T])?([01]?\d|2[0-3]):([0-5]\d)\b\]?")
_BULLET = re.compile(r"^\s*(?:[-*•>]+|\d{1,3}[.)])\s+")
_ACTOR_SEP = re.compile(r"\s*(?::|\s[-–—]+\s|=>|->|→)\s*")
_TARGET_SEP = re.compile(r"\s*(?:,|;|/|\+|→|->|\s[-–—]+\s|\sи\s|\sand\s)\s*", re.IGNORECASE)
_FILLER = {"на", "в", "во", "к", "ко", "у", "цель", "цели", "ход", "target", "on", "at"}
_HOME = {"сижу дома", "сидел дома", "сидит дома", "дома", "сижу", "пропуск", "пропускаю", "нет хода", "без хода",
         "ничего", "home", "stay home", "skip", "pass"}

MESSAGES: dict[str, tuple[str, str]] = {
    "no_actor": ("не найден игрок «{wrote}»", "no player «{wrote}»"),
    "dead_actor": ("{who} мёртв: ход не принимается", "{who} is dead: no move taken"),
    "no_action": ("не понят ход «{wrote}»", "move «{wrote}» not understood"),
    "no_action_named": ("ход не назван", "no move named"),
    "not_his": ("«{action}» — не ход его роли (движок отметит как недопустимый)",
                "«{action}» is not his role's move (the engine will flag it as illegal)"),
    "no_target": ("не найден игрок «{wrote}»", "no player «{wrote}»"),
    "dead_target": ("цель {who} мертва", "the target {who} is dead"),
    "too_many": ("целей {n}, а ход «{action}» берёт не больше {max}", "{n} targets, «{action}» takes at most {max}"),
    "too_few": ("целей {n}, а ходу «{action}» нужно {min}", "{n} targets, «{action}» needs {min}"),
    "either": ("неясно: {a} или {b}", "unclear: {a} or {b}"),
    "fix": ("«{wrote}» прочитано как «{read}»", "«{wrote}» read as «{read}»"),
    "only_move": ("ход не назван: у него один ход, «{read}»", "no move named: his only move is «{read}»"),
    "twice": ("заменяет строку {line}: тот же ход того же игрока", "replaces line {line}: the same player's same move"),
    "home": ("{who}: сидит дома (хода нет)", "{who}: stays home (no move)"),
    "home_has_move": ("в ночи уже есть его ход: он не удалён", "the night already holds his move: it is kept"),
}


@dataclass
class PastedLine:
    """One line of the paste and what it was read as."""

    number: int  # 1-based line of the pasted text
    text: str
    status: Status
    actor: str | None = None
    action: str | None = None  # action id
    targets: list[str] = field(default_factory=list)
    time: str | None = None
    fixes: list[tuple[str, str]] = field(default_factory=list)  # (as written, as read)
    problems: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (code, params)
    notes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return self.status in ("ok", "fixed")


def key(text: str) -> str:
    """A name as compared: NFKC, case, ё/е, Latin look-alikes, runs of spaces, quotes and dots at the ends."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    text = " ".join(text.split()).strip(" «»\"'`.!?")
    return text.translate(_LOOKALIKE)


def latin(text: str) -> str:
    """A name transliterated to Latin letters, so «Ivan» finds «Иван»."""
    low = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return "".join(_TRANSLIT.get(ch, ch) for ch in " ".join(low.split()).strip(" «»\"'`.!?"))


class _Names:
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


def _words(text: str) -> list[str]:
    return text.split()


def _prefix(words: list[str], names: _Names, longest: int = 5) -> tuple[str | None, int]:
    """The longest run of first words that is exactly a name: (value, words used)."""
    for n in range(min(longest, len(words)), 0, -1):
        found = names.exact(" ".join(words[:n]))
        if found is not None:
            return found, n
    return None, 0


class Reader:
    """Reads pasted lines against one night (its players and the rule set)."""

    def __init__(self, data: dict[str, Any], rs: RulesetSpec):
        self.rs = rs
        self.table = seats(data, rs)
        self.event = day_event(data, rs)
        self.by_name = {s.name: s for s in self.table}
        self.sent = moves_by_actor(data)
        self.players = _Names({s.name: s.name for s in self.table})
        self._own: dict[tuple[str, ...], _Names] = {}  # the actions a seat may send, as names to match
        self.all_actions = _Names(self._spellings([a for a, spec in rs.actions.items() if not spec.params.get("pseudo")]))

    def _spellings(self, action_ids: list[str]) -> dict[str, str]:
        out: dict[str, str] = {}
        for action_id in action_ids:
            spec = self.rs.actions[action_id]
            for spelling in (spec.name_ru, spec.name_en, action_id, *spec.aliases):
                out.setdefault(spelling, action_id)
            # «Проверка (Детектив)» is also written «Проверка»: the name without its bracket, when unique.
            bare = spec.name_ru.split("(")[0].strip()
            if bare and bare != spec.name_ru:
                out.setdefault(bare, action_id)
        return out

    def read(self, text: str) -> list[PastedLine]:
        out = []
        seen: dict[tuple[str, str], int] = {}
        # Lines as an editor counts them (\n, \r\n, a lone \r): `splitlines` also breaks at U+2028, U+0085, \f…
        for number, raw in enumerate(re.split("\r\n?|\n", text), start=1):
            if not raw.strip() or raw.strip().startswith("#"):
                continue
            line = self.read_line(raw, number)
            if line.actor and line.action and line.usable:
                if (line.actor, line.action) in seen:  # a player who corrects his move: the later line counts
                    line.notes.append(("twice", {"line": seen[(line.actor, line.action)]}))
                seen[(line.actor, line.action)] = number
            out.append(line)
        return out

    def read_line(self, raw: str, number: int = 1) -> PastedLine:
        text = _BULLET.sub("", raw.strip())
        line = PastedLine(number=number, text=raw.strip(), status="error")
        found = _TIME.search(text)
        if found:
            date, hour, minute = found.groups()
            line.time = (f"{date} " if date else "") + f"{int(hour):02d}:{minute}"
            text = (text[:found.start()] + " " + text[found.end():]).strip()
        actor_part, rest = self._split_actor(text)
        seat = self._actor(actor_part, line)
        if seat is None:
            return line
        if key(rest) in _HOME:
            line.status = "home"
            if seat.name in self.sent:
                line.notes.append(("home_has_move", {}))
            return line
        self._action_and_targets(seat, rest, line)
        if not line.problems:
            line.status = "fixed" if line.fixes else "ok"
        return line

    def _split_actor(self, text: str) -> tuple[str, str]:
        parts = _ACTOR_SEP.split(text, maxsplit=1)
        if len(parts) == 2 and parts[0].strip():
            return parts[0].strip(), parts[1].strip()
        words = _words(text)
        _, n = _prefix(words, self.players)
        if n:
            return " ".join(words[:n]), " ".join(words[n:])
        return (words[0], " ".join(words[1:])) if words else ("", "")

    def _match(self, names: _Names, wrote: str, line: PastedLine, missing: str) -> str | None:
        found = names.exact(wrote)
        if found is not None:
            return found
        found, both = names.close(wrote)
        if both is not None:
            line.problems.append(("either", {"a": both[0], "b": both[1], "wrote": wrote}))
            return None
        if found is None:
            line.problems.append((missing, {"wrote": wrote}))
            return None
        line.fixes.append((wrote, self._shown(found)))
        return found

    def _shown(self, value: str) -> str:
        spec = self.rs.actions.get(value)
        return spec.name_ru if spec is not None and value not in self.by_name else value

    def _actor(self, wrote: str, line: PastedLine) -> Seat | None:
        name = self._match(self.players, wrote, line, "no_actor") if wrote else None
        if name is None:
            if not wrote:
                line.problems.append(("no_actor", {"wrote": line.text}))
            return None
        line.actor = name
        seat = self.by_name[name]
        if not seat.alive:
            line.problems.append(("dead_actor", {"who": name}))
            return None
        return seat

    def _action_and_targets(self, seat: Seat, rest: str, line: PastedLine) -> None:
        mine = actions_for(seat, self.table, self.rs, self.event)
        if tuple(mine) not in self._own:
            self._own[tuple(mine)] = _Names(self._spellings(mine))
        own = self._own[tuple(mine)]
        words = _words(rest)
        action, used = _prefix(words, own)
        if action is None:
            action, used = _prefix(words, self.all_actions)
        if action is None:
            action, used = self._close_action(words, own, line)
        if action is None:
            target_words = words
            if len(mine) == 1 and words and self._targets_known(words):
                action = mine[0]
                line.notes.append(("only_move", named("read", self.rs.actions[action])))
                line.fixes.append(("—", self.rs.actions[action].name_ru))
            elif not line.problems:
                line.problems.append(("no_action", {"wrote": rest}) if words else ("no_action_named", {}))
                return
            else:
                return
        else:
            target_words = words[used:]
        line.action = action
        spec = self.rs.actions[action]
        if action not in mine:
            line.notes.append(("not_his", named("action", spec)))
        self._targets(" ".join(target_words), line)
        n = len(line.targets)
        if n > spec.max_targets and not spec.more_targets_on:
            line.problems.append(("too_many", {"n": n, **named("action", spec), "max": spec.max_targets}))
        elif spec.more_targets_on and n > max(spec.max_targets, spec.more_targets_on[1]):
            line.problems.append(("too_many", {"n": n, **named("action", spec), "max": spec.more_targets_on[1]}))
        elif n < spec.min_targets and not [p for p in line.problems if p[0] in ("no_target", "either")]:
            line.problems.append(("too_few", {"n": n, **named("action", spec), "min": spec.min_targets}))

    def _close_action(self, words: list[str], own: _Names, line: PastedLine) -> tuple[str | None, int]:
        """A misspelt action: the first one to four words read by similarity, his own actions first; the
        reading whose remaining words are all players wins, else the shortest one."""
        for names in (own, self.all_actions):
            fallback: tuple[str, int] | None = None
            for n in range(min(4, len(words)), 0, -1):
                wrote = " ".join(words[:n])
                found, both = names.close(wrote)
                if both is not None:
                    line.problems.append(("either", {"a": self._shown(both[0]), "b": self._shown(both[1]),
                                                     "wrote": wrote}))
                    return None, 0
                if found is None:
                    continue
                rest = words[n:]
                if self._targets_known(rest) if rest else self.rs.actions[found].min_targets == 0:
                    line.fixes.append((wrote, self._shown(found)))
                    return found, n
                fallback = (found, n)
            if fallback is not None:
                line.fixes.append((" ".join(words[:fallback[1]]), self._shown(fallback[0])))
                return fallback
        return None, 0

    def _targets_known(self, words: list[str]) -> bool:
        return bool(words) and all(self.players.exact(p) or self.players.close(p)[0]
                                   for p in self._target_parts(" ".join(words)))

    def _target_parts(self, text: str) -> list[str]:
        if self.players.exact(text) is not None:
            return [text.strip()]  # a nickname with «и» or a comma in it
        parts = [p.strip() for p in _TARGET_SEP.split(f" {text} ") if p.strip()]
        out = []
        for part in parts:
            words = _words(part)
            while words and key(words[0]) in _FILLER and self.players.exact(words[0]) is None:
                words = words[1:]
            out.extend(self._segment(words))
        return out

    def _segment(self, words: list[str]) -> list[str]:
        """Names with spaces and no separator between them («Дон Корлеоне Иван»): the longest known names first."""
        out: list[str] = []
        while words:
            _, n = _prefix(words, self.players, longest=6)
            if n == 0:
                return out + [" ".join(words)]
            out.append(" ".join(words[:n]))
            words = words[n:]
        return out

    def _targets(self, text: str, line: PastedLine) -> None:
        for part in self._target_parts(text):
            name = self._match(self.players, part, line, "no_target")
            if name is None:
                continue
            if not self.by_name[name].alive:
                line.problems.append(("dead_target", {"who": name}))
            line.targets.append(name)


def read_moves(text: str, data: dict[str, Any], rs: RulesetSpec) -> list[PastedLine]:
    """Every non-empty line of `text` read against the night `data` (a scenario mapping)."""
    return Reader(data, rs).read(text)


def message(code: str, params: dict[str, Any], lang: str = "ru") -> str:
    """The line's note in the language asked; `action_en` (`resolver.report.messages.named`) fills {action} in English."""
    ru, en = MESSAGES[code]
    if lang == "en":
        params = {**params, **{k[:-3]: v for k, v in params.items() if k.endswith("_en")}}
    return (en if lang == "en" else ru).format(**params)


def describe(line: PastedLine, rs: RulesetSpec, lang: str = "ru") -> str:
    """What the line was read as, in words: «Айболит: Лечение → Иван» or its problems."""
    parts = [message(code, params, lang) for code, params in line.problems]
    if line.status == "home":
        return "; ".join([message("home", {"who": line.actor}, lang),
                          *(message(code, params, lang) for code, params in line.notes)])
    if line.actor and line.action and not line.problems:
        spec = rs.actions[line.action]
        head = f"{line.actor}: {spec.name_ru if lang != 'en' else spec.name_en}"
        if line.targets:
            head += " → " + ", ".join(line.targets)
        if line.time:
            head += f" ({line.time})"
        parts.insert(0, head)
    parts += [message("fix", {"wrote": w, "read": r}, lang) for w, r in line.fixes if w != "—"]
    parts += [message(code, params, lang) for code, params in line.notes]
    return "; ".join(parts)


def as_moves(lines: list[PastedLine], rs: RulesetSpec) -> list[dict[str, Any]]:
    """The usable lines as scenario moves (action by its Russian name, as the tables write it); of one
    player's same move the last line counts."""
    out: list[dict[str, Any]] = []
    for line in lines:
        if not line.usable or line.actor is None or line.action is None:
            continue
        move: dict[str, Any] = {"actor": line.actor, "action": rs.actions[line.action].name_ru}
        if len(line.targets) == 1:
            move["target"] = line.targets[0]
        elif line.targets:
            move["targets"] = list(line.targets)
        if line.time:
            move["time"] = line.time
        out = merge(out, [move], rs)
    return out


def merge(moves: list[dict[str, Any]], new: list[dict[str, Any]], rs: RulesetSpec) -> list[dict[str, Any]]:
    """`moves` with `new` added: a new move replaces the move of the same actor and action (a night file
    holds one of each), in its place; the others are appended."""
    out = list(moves)
    for move in new:
        same = [i for i, m in enumerate(out) if isinstance(m, dict) and m.get("actor") == move["actor"]
                and rs.action_id(str(m.get("action", ""))) == rs.action_id(move["action"])]
        if same:
            out[same[0]] = move
        else:
            out.append(move)
    return out
