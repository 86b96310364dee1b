"""Generated pasted moves (issue 18): texts of a few lines each, as a host pastes them into the workbench or
`mafia-night moves`, read by `resolver.input.paste_moves` against a bundled night drawn from the seed.

The lines are valid moves of the night's living players (any spelling of the action the rule set gives, bullets,
times, separators), then spoilt: typos, declined names («Ивана»), Latin look-alike letters, control and zero-width
characters, U+2028 and the other separators `splitlines` breaks at, huge lines, random bytes; blank lines,
comments, «сижу дома», Windows and old Mac line ends. What must hold on every text:

- internal errors: the reading, its words (ru and en), the moves it gives or the night written with them raised;
- lines silently dropped: a line with something visible that is neither read nor listed (each line of the text,
  as an editor counts lines, is a line of the reading with its number and text, or a comment); a usable line
  whose move is not among the moves given and that no later line says it replaces; an error line with no
  problem; a move given that no line gave;
- moves files that do not load back: the night with the moves written as `mafia-night moves -o` writes it does
  not load.

Counted apart, not failures: valid lines not read as written (another actor, action or target: a look-alike
name of the night may make a valid line ambiguous), so that a change of them shows.

    python -m tests.fuzz_moves --moves 100000 [--start 0] [--jobs 2 | --scheduler ADDRESS]
"""

from __future__ import annotations

import random
import re
import sys
import traceback
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from resolver.engine.night import is_full_datetime  # noqa: E402
from resolver.input.entry import Seat, actions_for, day_event, day_of, seats  # noqa: E402
from resolver.input.paste_moves import PastedLine, as_moves, describe, merge, read_moves  # noqa: E402
from resolver.rulesets import get_ruleset  # noqa: E402
from resolver.specs.ruleset import RulesetSpec  # noqa: E402
from tests.fuzz_jobs import Fuzzer  # noqa: E402

FAILURES = ("internal errors", "lines silently dropped", "moves files that do not load back")
COUNTS = ("texts", "lines", "lines read", "lines listed", "valid lines", "valid lines not read as written",
          *FAILURES)
LINE_BREAK = re.compile("\r\n?|\n")  # the lines of a text as an editor counts them
CONTROL = ["\x00", "\x01", "\x07", "\x1b", "\x1b[31m", "\x7f", "\t", "\x0b", "\x0c", "\x1c", "\x1e", "\x85",
           "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u202d", "\u00ad", "\u2028", "\u2029",
           "\ud800", "\U0001f600", "\u0301"]
LATIN = str.maketrans("аеорсхуАЕОРСХМТВКН", "aeopcxyAEOPCXMTBKH")
ENDINGS = ["а", "у", "ом", "ой", "е", "ы", "и", "ю", "ем", "ого"]
SEPARATORS = [": ", " - ", " — ", " -> ", " → ", " => ", ":", " "]
TARGET_SEPARATORS = [", ", "; ", " и ", " / ", " + ", ",", " на "]
KINDS = ("valid", "typo", "declined", "latin", "control", "separator", "huge", "bytes", "home", "blank",
         "comment", "unknown")

_NIGHTS: list[tuple[str, dict[str, Any], RulesetSpec]] = []


def nights() -> list[tuple[str, dict[str, Any], RulesetSpec]]:
    """The bundled nights that load, as the night mapping `mafia-night moves` reads moves against; loaded once a
    process."""
    if not _NIGHTS:
        from resolver.input.bundled import scenarios_dir
        from resolver.input.loader import load_text

        base = scenarios_dir()
        for path in sorted(p for folder in ("bankers", "andorra", "classic") for p in (base / folder).rglob("*.yaml")):
            loaded = load_text(path.read_text(encoding="utf-8"), str(path))
            if not loaded.ok or loaded.scenario is None:
                continue
            data = loaded.scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
            _NIGHTS.append((str(path.relative_to(base)), data, get_ruleset(loaded.scenario.ruleset)))
    return _NIGHTS


@dataclass
class Line:
    text: str
    kind: str
    expect: tuple[str, str, tuple[str, ...]] | None = None  # a valid line: (actor, action id, targets)


def _typo(rnd: random.Random, word: str) -> str:
    if len(word) < 2:
        return word + "ь"
    i = rnd.randrange(len(word))
    kind = rnd.randrange(4)
    if kind == 0:
        return word[:i] + word[i + 1:]
    if kind == 1:
        return word[:i] + word[i] + word[i:]
    if kind == 2 and i + 1 < len(word):
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + rnd.choice("абвгдеёжзийклмнопрстуфхцчшщыэюяabc") + word[i + 1:]


def _spellings(rs: RulesetSpec, action: str) -> list[str]:
    spec = rs.actions[action]
    return [spec.name_ru, spec.name_en, action, *spec.aliases]


def valid_line(rnd: random.Random, seat: Seat, actions: list[str], alive: list[str], rs: RulesetSpec,
               dated: bool = False) -> Line:
    """A move as a player writes it, at most one time on it, with a date when the text's times have one (`dated`:
    the night's own moves' style, else drawn once a text) — the reader lists two times, or times written two ways."""
    action = rnd.choice(actions)
    spec = rs.actions[action]
    n = rnd.randint(spec.min_targets, max(spec.min_targets, min(spec.max_targets, 2)))
    targets = tuple(rnd.sample(alive, min(n, len(alive))))
    text = seat.name + rnd.choice(SEPARATORS) + rnd.choice(_spellings(rs, action))
    if targets:
        text += " " + rnd.choice(TARGET_SEPARATORS).join(targets)
    timed = False
    if rnd.random() < 0.2:
        lead = rnd.choice(["[2025-12-01 22:15] " if dated else "[22:15] ", "- ", "* ", "1. ", "• ",
                           "2025-12-01 21:07 " if dated else "21:07 "])
        timed = any(ch.isdigit() for ch in lead) and not lead.startswith("1.")
        text = lead + text
    if rnd.random() < 0.1 and not timed:
        text += " [2025-12-01 23:59]" if dated else rnd.choice([" 22:10", " [23:59]"])
    return Line(text, "valid", (seat.name, action, targets))


def _spoil(rnd: random.Random, line: Line, kind: str) -> str:
    text = line.text
    words = text.split(" ")
    at = rnd.randrange(len(words))
    if kind == "typo":
        words[at] = _typo(rnd, words[at])
    elif kind == "declined":
        words[at] = words[at] + rnd.choice(ENDINGS)
        if rnd.random() < 0.5:
            words[-1] = words[-1] + rnd.choice(ENDINGS)
    elif kind == "latin":
        words[at] = words[at].translate(LATIN) if rnd.random() < 0.7 else text.translate(LATIN)
    elif kind == "control":
        for _ in range(rnd.randint(1, 3)):
            cut = rnd.randrange(len(text) + 1)
            text = text[:cut] + rnd.choice(CONTROL) + text[cut:]
        return text
    elif kind == "separator":  # two moves in one editor line, joined by what `splitlines` breaks at
        return text + rnd.choice(["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e"]) + text
    elif kind == "huge":
        size = 100_000 if rnd.random() < 0.01 else 20_000 if rnd.random() < 0.1 else rnd.choice([1_000, 5_000])
        filler = rnd.choice(["x", "Иван ", "а, ", "[", " ", "\u200b", ": "])
        return text + " " + filler * (size // len(filler)) if rnd.random() < 0.7 else filler * (size // len(filler))
    return " ".join(words)


def random_bytes(rnd: random.Random) -> str:
    data = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 200))).replace(b"\r", b" ").replace(b"\n", b" ")
    return data.decode(rnd.choice(["utf-8", "cp1251", "latin-1"]), errors=rnd.choice(["replace", "ignore",
                                                                                     "surrogateescape"]))


def draw(rnd: random.Random) -> tuple[str, dict[str, Any], RulesetSpec, list[Line], str]:
    """A night, the lines drawn and the text pasted (the lines joined by \\n, \\r\\n or \\r)."""
    name, data, rs = rnd.choice(nights())
    table = seats(data, rs)
    event = day_event(data, rs)
    alive = [s.name for s in table if s.alive]
    movers = [(s, a) for s in table if (a := actions_for(s, table, rs, event, day_of(data)))]
    times = [str(m["time"]) for m in data.get("moves") or [] if isinstance(m, dict) and m.get("time")]
    dated = is_full_datetime(times[0]) if times else rnd.random() < 0.3
    lines: list[Line] = []
    for _ in range(rnd.randint(1, 12)):
        kind = rnd.choice(KINDS)
        if kind in ("home", "blank", "comment", "unknown", "bytes") or not movers:
            who = rnd.choice(alive or ["Никто"])
            lines.append(Line({"home": f"{who}: {rnd.choice(['сижу дома', 'пропуск', 'дома'])}", "blank": "   ",
                               "comment": f"# {who}: ход потом", "unknown": f"Незнакомец{rnd.randrange(9)}: лечение {who}",
                               "bytes": random_bytes(rnd)}.get(kind, f"{who}: ничего"), kind))
            continue
        seat, actions = rnd.choice(movers)
        line = valid_line(rnd, seat, actions, alive, rs, dated)
        if kind != "valid":
            line = Line(_spoil(rnd, line, kind), kind)
        lines.append(line)
    end = rnd.choice(["\n", "\n", "\r\n", "\r"])
    return name, data, rs, lines, end.join(line.text for line in lines) + rnd.choice(["", end])


def visible(raw: str) -> bool:
    """A line with something to read: any character that is not a space, a separator or an invisible format one."""
    return any(not ch.isspace() and unicodedata.category(ch) not in ("Cf", "Zs", "Zl", "Zp") for ch in raw)


def dropped(text: str, read: list[PastedLine], moves: list[dict[str, Any]], rs: RulesetSpec) -> list[str]:
    """What the reading lost without a word (see the module's doc), each in a sentence."""
    out = []
    by_number = {line.number: line for line in read}
    for number, raw in enumerate(LINE_BREAK.split(text), start=1):
        line = by_number.get(number)
        if line is None:
            if visible(raw) and not raw.strip().startswith("#"):
                out.append(f"line {number} {raw[:200]!r}: neither read nor listed")
        elif line.text != raw.strip():
            out.append(f"line {number}: read as {line.text[:200]!r}, the text is {raw.strip()[:200]!r}")
    replaced = {params["line"] for line in read for code, params in line.notes if code == "twice"}
    given = [(m["actor"], rs.action_id(m["action"]), tuple(m.get("targets") or ([m["target"]] if "target" in m else [])))
             for m in moves]
    for line in read:
        if line.status == "error" and not line.problems:
            out.append(f"line {line.number}: an error without a problem")
        if not describe(line, rs, "ru").strip():
            out.append(f"line {line.number}: read as nothing said")
        if line.usable and line.number not in replaced:
            if (line.actor, line.action, tuple(line.targets)) not in given:
                out.append(f"line {line.number}: read as a move that is not among the moves given")
    usable = {(line.actor, line.action, tuple(line.targets)) for line in read if line.usable}
    out += [f"a move no line gave: {move}" for move in given if move not in usable]
    return out


def check(seed: int, counts: Counter[str], examples: dict[str, str]) -> None:
    from resolver.input.loader import load_text

    rnd = random.Random(seed)
    name, data, rs, lines, text = draw(rnd)
    counts["texts"] += 1
    counts["lines"] += len(lines)
    head = f"# seed {seed}, night {name}\n# the text, as repr lines:\n" + "\n".join(
        f"#   {line!r}" for line in LINE_BREAK.split(text))
    try:
        read = read_moves(text, data, rs)
        for line in read:
            describe(line, rs, "ru")
            describe(line, rs, "en")
        moves = as_moves(read, rs)
        counts["lines read"] += sum(1 for line in read if line.status != "error")
        counts["lines listed"] += sum(1 for line in read if line.status == "error")
        lost = dropped(text, read, moves, rs)
        if lost:
            counts["lines silently dropped"] += 1
            examples.setdefault("lines silently dropped", head + "\n" + "\n".join(lost))
        night = dict(data, moves=merge(list(data.get("moves") or []), moves, rs))
        written = yaml.safe_dump(night, allow_unicode=True, sort_keys=False, default_flow_style=None, width=120)
        loaded = load_text(written, "night_with_moves.yaml")
        if not loaded.ok:
            counts["moves files that do not load back"] += 1
            why = getattr(loaded.problems[0].message, "key", "?") if loaded.problems else "no scenario"
            counts[f"do not load back: {why}"] += 1
            examples.setdefault(f"moves files that do not load back {why}", head + "\n" + written + "\n# problems:\n" +
                                "\n".join(f"# {p}" for p in loaded.problems))
    except Exception:  # noqa: BLE001 - counting them is the point
        counts["internal errors"] += 1
        examples.setdefault("internal errors", head + "\n# " + "\n# ".join(traceback.format_exc().splitlines()))
        return
    by_number = {line.number: line for line in read}
    number = 1
    for drawn, piece in zip(lines, _pieces(text, lines)):
        if drawn.expect is not None:
            counts["valid lines"] += 1
            got = by_number.get(number)
            if got is None or not got.usable or (got.actor, got.action, tuple(got.targets)) != drawn.expect:
                counts["valid lines not read as written"] += 1
                reading = describe(got, rs, "en") if got is not None else "nothing"
                examples.setdefault("valid lines not read as written",
                                    head + f"\n# line {number}: {drawn.expect}, read as: {reading}")
        number += piece


def _pieces(text: str, lines: list[Line]) -> list[int]:
    """How many editor lines each drawn line is (a drawn line may hold a \\r or \\n of its own)."""
    return [len(LINE_BREAK.split(line.text)) for line in lines]


def _tail(total: Counter[str]) -> str:
    return (f"; {total['lines']:,} lines, {total['valid lines not read as written']:,} of {total['valid lines']:,} "
            "valid lines not read as written")


FUZZER = Fuzzer("moves", "pasted texts", "texts", "tests.fuzz_moves", check, COUNTS, FAILURES, details=("do not load back: ",),
                tail=_tail)
run, main = FUZZER.run, FUZZER.main


if __name__ == "__main__":
    raise SystemExit(main())
