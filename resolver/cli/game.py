"""`mafia-night game DIR`: replay a whole game from its folder (see `resolver.game.folder`); `mafia-night votes
THREAD --cast FILE`: the vote log read from a pasted thread: a saved page, BBCode or plain text with
the host's marks (see `resolver.input.forum`, `resolver.input.forum_text`)."""

from __future__ import annotations

import argparse
import sys


def cmd_game(args: argparse.Namespace) -> int:
    from resolver.game.folder import history, replay, write_next
    from resolver.text.problems import in_lang

    game = replay(args.dir)
    for note in game.notes:
        print(in_lang(note, args.lang), file=sys.stderr)
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


def cast_players(cast: object) -> tuple[list[str], list[object]]:
    """The players' nicks of a cast (or a night) read by `resolver.input.loader.read_yaml`, and its problems."""
    from resolver.input.loader import LoadResult, Problem
    from resolver.text.problems import say

    assert isinstance(cast, LoadResult)
    if cast.raw is None:
        return [], list(cast.problems)
    if not isinstance(cast.raw, dict):
        return [], [Problem(cast.filename, 1, say("not_a_mapping_file"))]
    listed = cast.raw.get("players")
    if not isinstance(listed, list) or not listed:
        key = "cast_players" if "players" in cast.raw else "no_players"
        return [], [Problem(cast.filename, cast.line_of(("players",)), say(key))]
    players: list[str] = []
    problems: list[object] = []
    for i, player in enumerate(listed):
        name = player.get("name") if isinstance(player, dict) else None
        if isinstance(name, str) and name.strip():
            players.append(name)
        else:
            problems.append(Problem(cast.filename, cast.line_of(("players", i)), say("cast_player_name", i=i)))
    return players, problems


def cmd_votes(args: argparse.Namespace) -> int:
    import yaml

    from resolver.input.forum_text import read_any
    from resolver.input.loader import read_yaml
    from resolver.input.reader import read_text
    from resolver.text.problems import in_lang

    read = read_text(args.thread)
    cast = read_yaml(args.cast)
    players, cast_problems = cast_players(cast)
    for note in read.notes + cast.notes:
        print(in_lang(note, args.lang), file=sys.stderr)
    problems = list(read.problems) + cast_problems
    if problems or read.text is None:
        for problem in problems:
            print(problem.text(args.lang) if hasattr(problem, "text") else problem, file=sys.stderr)
        return 2
    thread = read.text
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
