"""`mafia-night game DIR`: replay a whole game from its folder (see `resolver.game.folder`); `mafia-night votes
THREAD --cast FILE`: the vote log read from a pasted thread: a saved page, BBCode or plain text with
the host's marks (see `resolver.input.forum`, `resolver.input.forum_text`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def cmd_game(args: argparse.Namespace) -> int:
    from resolver.game.folder import history, replay, write_next
    from resolver.text.problems import in_lang

    game = replay(args.dir)
    print(history(game, args.lang), end="")
    if any(s.problems for s in game.steps) or game.problems:
        return 2
    if not game.ok:
        return 1
    if args.next:
        out, message = write_next(args.dir, game)
        print(in_lang(message, args.lang), file=sys.stderr)
        if out is None and game.winner is None:
            return 2
    return 0


def cmd_votes(args: argparse.Namespace) -> int:
    import yaml

    from resolver.input.forum_text import read_any
    from resolver.text.problems import in_lang, say

    try:
        cast = yaml.safe_load(Path(args.cast).read_text(encoding="utf-8")) or {}
        thread = Path(args.thread).read_text(encoding="utf-8")
    except (OSError, yaml.YAMLError) as exc:
        print(in_lang(say("cannot_read_any", reason=exc), args.lang), file=sys.stderr)
        return 2
    players = [str(p["name"]) for p in cast.get("players", []) if isinstance(p, dict) and "name" in p]
    if not players:
        print(f"{args.cast}: {in_lang(say('no_players'), args.lang)}", file=sys.stderr)
        return 2
    _kind, reading = read_any(thread, players)
    day: dict[str, object] = {"votes": reading.vote_rows()}
    if args.words:
        day["words"] = dict(reading.words)
    print(yaml.safe_dump({"day": day}, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110),
          end="")
    sources = [(v, s) for v, s in zip(reading.votes, reading.sources) if s]
    if sources:
        print("# где прочитан каждый голос (строка вставки):" if args.lang == "ru"
              else "# where each vote was read (line of the paste):")
        for vote, source in sources:
            print(f"#   {vote.voter} → {vote.target or '∅'}: {'строка' if args.lang == 'ru' else 'line'} {source}")
    if reading.problems:
        print("# не прочитано (ничего не угадано):" if args.lang == "ru" else "# not read (nothing guessed):")
        for line in reading.unread(args.lang):
            print(f"#   {line}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("game", help="replay a whole game from its folder: history, checks, the winner")
    p.add_argument("dir")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.add_argument("--next", action="store_true", help="write the next day-and-night file to fill in")
    p.set_defaults(func=cmd_game)

    p = sub.add_parser("votes", help="read the day's vote log from a pasted thread (phpBB page, BBCode, or plain text "
                       "with the host's [red] marks)")
    p.add_argument("thread")
    p.add_argument("--cast", required=True, help="a scenario or cast.yml: the players' nicks")
    p.add_argument("--words", action="store_true", help="also count each player's words (bankers Автокилл)")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.set_defaults(func=cmd_votes)
