"""Moves pasted as they arrive, one a line («Айболит: лечение Иван»), read against the night's players.

Pure: text in, a line-by-line reading out; the page shows it as a preview and the CLI can print it.
Nothing is guessed silently: a line is `ok` when every name matched exactly (case, ё/е, Latin
look-alike letters and spaces aside), `fixed` when a name or action was matched by similarity
(difflib) or by a word's beginning — each such reading is listed in `fixes` —, `home` for «сижу
дома», and `error` with its problems otherwise. Actions are matched against the names and aliases
the rule set's data gives (`ActionSpec.name_ru`, `aliases`), first among those the actor may send
(`resolver.input.entry.actions_for`). The names are matched by `resolver.input.name_match`; what a line was
read as, its words and the moves it gives are `resolver.input.pasted_lines` (importable from here).
"""

from __future__ import annotations

import re
from typing import Any

from resolver.engine.night import is_full_datetime
from resolver.input.entry import Seat, actions_for, day_event, day_of, moves_by_actor, refused_by_rows, seats
from resolver.input.name_match import CLOSE, CUTOFF, Names, key, latin, prefix
from resolver.input.pasted_lines import (MESSAGES, PastedLine, Status, as_moves, describe, home_of, merge, message,
                                         with_home, with_lines)
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec

__all__ = ["CLOSE", "CUTOFF", "MESSAGES", "PastedLine", "Reader", "Status", "as_moves", "describe", "home_of", "key",
           "latin", "merge", "message", "read_moves", "with_home", "with_lines"]

_TIME = re.compile(r"\[?\b(?:(\d{4}-\d{2}-\d{2})[ T])?([01]?\d|2[0-3]):([0-5]\d)\b\]?")
_BULLET = re.compile(r"^\s*(?:[-*•>]+|\d{1,3}[.)])\s+")
_ACTOR_SEP = re.compile(r"\s*(?::|\s[-–—]+\s|=>|->|→)\s*")
_TARGET_SEP = re.compile(r"\s*(?:,|;|/|\+|→|->|\s[-–—]+\s|\sи\s|\sand\s)\s*", re.IGNORECASE)
_FILLER = {"на", "в", "во", "к", "ко", "у", "цель", "цели", "ход", "target", "on", "at"}
_HOME = {"сижу дома", "сидел дома", "сидит дома", "дома", "сижу", "пропуск", "пропускаю", "нет хода", "без хода",
         "ничего", "я сижу дома", "я дома", "я пропускаю", "остаюсь дома", "сегодня сижу дома", "сижу дома сегодня",
         "home", "stay home", "skip", "pass"}


class Reader:
    """Reads pasted lines against one night (its players and the rule set)."""

    def __init__(self, data: dict[str, Any], rs: RulesetSpec):
        self.rs = rs
        self.table = seats(data, rs)
        self.event = day_event(data, rs)
        self.day = day_of(data)
        self.by_name = {s.name: s for s in self.table}
        self.sent = moves_by_actor(data)
        moves = data.get("moves")
        self.data_moves: list[Any] = moves if isinstance(moves, list) else []
        self.players = Names({s.name: s.name for s in self.table})
        self._own: dict[tuple[str, ...], Names] = {}  # the actions a seat may send, as names to match
        self.all_actions = Names(self._spellings([a for a, spec in rs.actions.items() if not spec.params.get("pseudo")]))

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
        self._times_alike(out)
        return out

    def _times_alike(self, lines: list[PastedLine]) -> None:
        """Times all with a date or all without, as the loader wants them (`mixed_times`): a usable line whose time
        is not written like the night's first time (else the paste's first) is listed, not taken."""
        times = [str(m["time"]) for m in self.data_moves if isinstance(m, dict) and m.get("time") not in (None, "")]
        times += [line.time for line in lines if line.usable and line.time]
        if not times:
            return
        first = times[0]
        for line in lines:
            if line.usable and line.time and is_full_datetime(line.time) != is_full_datetime(first):
                line.problems.append(("mixed_time", {"time": line.time, "first": first}))
                line.status = "error"

    def read_line(self, raw: str, number: int = 1) -> PastedLine:
        text = _BULLET.sub("", raw.strip())
        line = PastedLine(number=number, text=raw.strip(), status="error")
        found = _TIME.search(text)
        if found:
            date, hour, minute = found.groups()
            line.time = (f"{date} " if date else "") + f"{int(hour):02d}:{minute}"
            if date and not is_full_datetime(line.time):  # «2025-21-01»: the loader cannot read it either
                line.problems.append(("bad_date", {"time": line.time}))
            text = (text[:found.start()] + " " + text[found.end():]).strip()
            again = _TIME.search(text)
            if again:  # «21:07 Пётр => … [2025-12-01 23:59]»: which one is the move's is the host's to say
                date, hour, minute = again.groups()
                other = (f"{date} " if date else "") + f"{int(hour):02d}:{minute}"
                line.problems.append(("two_times", {"first": line.time, "second": other}))
        actor_part, rest = self._split_actor(text)
        seat = self._actor(actor_part, line)
        if seat is None:
            return line
        if key(rest) in _HOME:
            line.status = "home"
            if seat.name in self.sent:
                line.notes.append(("home_has_move", {}))
            return line
        if not line.problems:
            self._action_and_targets(seat, rest, line)
        if not line.problems:
            self._check_rows(seat, line)
        if not line.problems:
            line.status = "fixed" if line.fixes else "ok"
        return line

    def _check_rows(self, seat: Seat, line: PastedLine) -> None:
        """The rule set's check rows on the line's move, as the loader reads them once the file is written
        (`resolver.input.entry.refused_by_rows`): what they refuse is listed on the line, never written."""
        if line.action is None:
            return
        for problem in refused_by_rows(self.rs, self.day, seat, line.action, line.targets):
            line.problems.append(("refused", {"ru": problem.said("ru"), "en": problem.said("en")}))

    def _split_actor(self, text: str) -> tuple[str, str]:
        parts = _ACTOR_SEP.split(text, maxsplit=1)
        if len(parts) == 2 and parts[0].strip():
            return parts[0].strip(), parts[1].strip()
        words = text.split()
        _, n = prefix(words, self.players)
        if n:
            return " ".join(words[:n]), " ".join(words[n:])
        return (words[0], " ".join(words[1:])) if words else ("", "")

    def _match(self, names: Names, wrote: str, line: PastedLine, missing: str) -> str | None:
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
        mine = actions_for(seat, self.table, self.rs, self.event, self.day)
        if tuple(mine) not in self._own:
            self._own[tuple(mine)] = Names(self._spellings(mine))
        own = self._own[tuple(mine)]
        words = rest.split()
        action, used = prefix(words, own)
        if action is None:
            action, used = prefix(words, self.all_actions)
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
        more = spec.more_targets_on  # more targets on the day's event that allows them, as the loader counts
        most = more[1] if more is not None and self.event == more[0] else spec.max_targets
        if spec.distinct_targets and len(set(line.targets)) != n:
            twice = next(t for t in line.targets if line.targets.count(t) > 1)
            line.problems.append(("same_target", {"who": twice, **named("action", spec)}))
        if n > most:
            line.problems.append(("too_many", {"n": n, **named("action", spec), "max": most}))
        elif n < spec.min_targets and not [p for p in line.problems if p[0] in ("no_target", "either")]:
            line.problems.append(("too_few", {"n": n, **named("action", spec), "min": spec.min_targets}))

    def _close_action(self, words: list[str], own: Names, line: PastedLine) -> tuple[str | None, int]:
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
            words = part.split()
            while words and key(words[0]) in _FILLER and self.players.exact(words[0]) is None:
                words = words[1:]
            out.extend(self._segment(words))
        return out

    def _segment(self, words: list[str]) -> list[str]:
        """Names with spaces and no separator between them («Дон Корлеоне Иван»): the longest known names first."""
        out: list[str] = []
        while words:
            _, n = prefix(words, self.players, longest=6)
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

