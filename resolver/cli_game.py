"""`mafia-night game DIR`: replay a whole game from its folder (see `resolver.game`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def cmd_game(args: argparse.Namespace) -> int:
    from resolver.game import history, next_step_yaml, replay

    game = replay(args.dir)
    print(history(game, args.lang), end="")
    if any(s.problems for s in game.steps) or game.problems:
        return 2
    if not game.ok:
        return 1
    if args.next:
        made = next_step_yaml(game)
        if made is None:
            print("the game is over: no next step", file=sys.stderr)
            return 0
        name, text = made
        out = Path(args.dir) / name
        if out.exists():
            print(f"{out} exists: not overwritten", file=sys.stderr)
            return 2
        out.write_text(text, encoding="utf-8")
        print(f"next step written to {out}", file=sys.stderr)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("game", help="replay a whole game from its folder: history, checks, the winner")
    p.add_argument("dir")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.add_argument("--next", action="store_true", help="write the next day-and-night file to fill in")
    p.set_defaults(func=cmd_game)
