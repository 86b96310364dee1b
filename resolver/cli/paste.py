"""`mafia-night moves NIGHT MOVES.txt`: moves pasted as they arrived, read against a night
(`resolver.input.paste_moves`), each line with what it was read as; `-o OUT.yaml` writes the night with them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def _night(text: str) -> dict[str, Any]:
    from resolver.input.loader import parse_text

    parsed = parse_text(text)
    if parsed.scenario is not None:
        return parsed.scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    return dict(parsed.raw) if isinstance(parsed.raw, dict) else {}


def _read(path: str, lang: str) -> tuple[str | None, str | None]:
    """A text file through the reader (`resolver.input.reader`): (its text, the encoding said or None), else
    (None, its problem)."""
    from resolver.input.reader import read_text
    from resolver.text.problems import in_lang

    read = read_text(path)
    if read.text is None:
        return None, "\n".join(p.text(lang) for p in read.problems)
    return read.text, "\n".join(in_lang(note, lang) for note in read.notes) or None


def cmd_moves(args: argparse.Namespace) -> int:
    import yaml

    from resolver.input.loader import load_text
    from resolver.input.paste_moves import describe, read_moves, with_lines
    from resolver.text.problems import in_lang, say
    from resolver.rulesets import get_ruleset

    from resolver.input.reader import output_problem

    cannot_write = output_problem(args.output, "-o") if args.output else None
    if cannot_write is not None:
        print(in_lang(cannot_write, args.lang), file=sys.stderr)
        return 2
    text, said = _read(args.night, args.lang)
    if said:
        print(said, file=sys.stderr)
    if text is None:
        return 2
    loaded = load_text(text, args.night)
    if not loaded.ok or loaded.scenario is None:
        for p in loaded.problems:
            print(p.text(args.lang), file=sys.stderr)
        return 2
    pasted, said = _read(args.moves, args.lang)
    if said:
        print(said, file=sys.stderr)
    if pasted is None:
        return 2
    data = _night(text)
    rs = get_ruleset(loaded.scenario.ruleset)
    lines = read_moves(pasted, data, rs)
    marks = {"ok": "✓", "fixed": "≈", "home": "⌂", "error": "✗"}
    for line in lines:
        where = f"{args.moves}:{line.number}"
        print(f"{where}: {marks[line.status]} {describe(line, rs, args.lang)}")
    bad = [line for line in lines if line.status == "error"]
    if bad:
        print(in_lang(say("lines_not_understood", n=len(bad)), args.lang), file=sys.stderr)
        return 2
    if args.output:
        out = Path(args.output)
        if out.exists() and not args.force:
            print(in_lang(say("exists_use_force", out=out), args.lang), file=sys.stderr)
            return 2
        taken = with_lines(data, lines, rs)
        try:
            out.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None,
                                          width=120), encoding="utf-8")
        except OSError as exc:
            from resolver.input.reader import reason_of

            print(in_lang(say("cannot_write", out=out, reason=reason_of(exc)), args.lang), file=sys.stderr)
            return 2
        print(in_lang(say("pasted_written", n=taken, out=out), args.lang), file=sys.stderr)
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("moves", help="read moves pasted as they arrived («Айболит: лечение Иван»), one a line")
    p.add_argument("night", help="the night's file (its players and rule set)")
    p.add_argument("moves", help="a text file of moves, one a line")
    p.add_argument("-o", "--output", metavar="OUT.yaml", help="write the night with the understood moves here")
    p.add_argument("--force", action="store_true", help="let -o replace an existing file")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_moves)
