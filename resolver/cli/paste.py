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
    """A text file as the loader reads one: size capped, UTF-8 or Windows-1251; else (None, the problem)."""
    from resolver.input.loader import MAX_BYTES, decode
    from resolver.text.problems import in_lang, say

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        return None, f"{path}: {in_lang(say('cannot_read', reason=exc.strerror or type(exc).__name__), lang)}"
    if len(data) > MAX_BYTES:
        return None, f"{path}: {in_lang(say('file_too_big', max=MAX_BYTES), lang)}"
    text, _encoding, bad_line = decode(data)
    if text is None:
        return None, f"{path}:{bad_line}: {in_lang(say('bad_encoding'), lang)}"
    return text, None


def cmd_moves(args: argparse.Namespace) -> int:
    import yaml

    from resolver.input.loader import load_text
    from resolver.input.paste_moves import as_moves, describe, merge, read_moves
    from resolver.text.problems import in_lang, say
    from resolver.rulesets import get_ruleset

    text, problem = _read(args.night, args.lang)
    if text is None:
        print(problem, file=sys.stderr)
        return 2
    loaded = load_text(text, args.night)
    if not loaded.ok or loaded.scenario is None:
        for p in loaded.problems:
            print(p.text(args.lang), file=sys.stderr)
        return 2
    pasted, problem = _read(args.moves, args.lang)
    if pasted is None:
        print(problem, file=sys.stderr)
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
        data["moves"] = merge(list(data.get("moves") or []), as_moves(lines, rs), rs)
        out.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=120),
                       encoding="utf-8")
        print(in_lang(say("pasted_written", n=len(as_moves(lines, rs)), out=out), args.lang), file=sys.stderr)
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("moves", help="read moves pasted as they arrived («Айболит: лечение Иван»), one a line")
    p.add_argument("night", help="the night's file (its players and rule set)")
    p.add_argument("moves", help="a text file of moves, one a line")
    p.add_argument("-o", "--output", metavar="OUT.yaml", help="write the night with the understood moves here")
    p.add_argument("--force", action="store_true", help="let -o replace an existing file")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_moves)
