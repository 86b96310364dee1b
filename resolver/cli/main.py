"""`mafia-night`: resolve, explain, check, schema, graph.

Exit status: 0 done; 1 golden checks failed; 2 the input has problems
(each printed as file:line: message [rule]); 3 the night needs a host
ruling before a next night can be written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

# Everything the CLI says, the file's problems included, is in Russian unless `--lang en` is given.
DEFAULT_LANG = "ru"


def _lang(args: argparse.Namespace) -> str:
    return str(getattr(args, "lang", None) or DEFAULT_LANG)


def _say(args: argparse.Namespace, key: str, /, **params: object) -> str:
    """One of the CLI's own messages (`resolver.text.problems.TEXTS`) in the language asked."""
    from resolver.text.problems import in_lang, say

    return in_lang(say(key, **params), _lang(args))


def _print_problems(problems: list[Any], lang: str = DEFAULT_LANG) -> None:
    from resolver.text.problems import summary

    for problem in problems:
        print(problem.text(lang) if hasattr(problem, "text") else problem, file=sys.stderr)
    print(summary(len(problems), lang), file=sys.stderr)


def _print_notes(loaded: object, lang: str = DEFAULT_LANG) -> None:
    from resolver.text.problems import in_lang

    for note in getattr(loaded, "notes", ()):
        print(in_lang(note, lang), file=sys.stderr)


def _next_path_problem(args: argparse.Namespace) -> str | None:
    """Why --next / --alternative cannot be used as given, before anything is resolved."""
    if args.alternative is not None and not args.next:
        return _say(args, "alternative_needs_next")
    if args.alternative is not None and args.alternative < 1:
        return _say(args, "alternative_from_one", n=args.alternative)
    if not args.next:
        return None
    out = Path(args.next)
    if out.is_dir():
        return _say(args, "next_is_folder", out=out)
    if not out.parent.is_dir():
        return _say(args, "next_no_folder", out=out, folder=out.parent)
    if out.exists() and not args.force:
        return _say(args, "exists_use_force", out=out)
    return None


def _rules_loaded(args: argparse.Namespace) -> bool:
    """`--rules SETUP.yaml`: the setup file loaded and registered; False (its problems printed) when it does not."""
    if not getattr(args, "rules", None):
        return True
    from resolver.input.setup_file import load_setup_file

    from resolver.text.setup_texts import setup_summary

    result = load_setup_file(args.rules)
    if result.problems:
        for problem in result.problems:
            print(problem.text(_lang(args)), file=sys.stderr)
        print(setup_summary(len(result.problems), _lang(args)), file=sys.stderr)
        return False
    return True


def cmd_resolve(args: argparse.Namespace) -> int:
    from resolver.api import resolve_file
    from resolver.report import resolution_text, to_json

    bad_args = _next_path_problem(args)
    if bad_args:
        print(f"mafia-night: {bad_args}", file=sys.stderr)
        return 2
    if not _rules_loaded(args):
        return 2
    loaded, res = resolve_file(args.file)
    _print_notes(loaded, _lang(args))
    if res is not None and args.strict:
        from resolver.report import illegal_moves

        # the players' illegal moves, as problems of the file, in the file's order (not the night's)
        for where, why, rule in sorted(illegal_moves(res, _lang(args)),
                                       key=lambda row: loaded.line_of(row[0]) or 0):
            loaded.add(where, why, rule)
        if loaded.problems:
            res = None
    if res is None:
        _print_problems(loaded.problems, _lang(args))
        return 2
    if args.vote_count:
        from resolver.report.vote_count import vote_count_post

        post = vote_count_post(res, _lang(args), as_of=args.as_of)
        if post is None:
            print(f"mafia-night: {_say(args, 'no_vote_count')}", file=sys.stderr)
            return 2
        print(post, end="")
    elif args.format == "json":
        print(to_json(res, _lang(args)))
    elif args.format == "bbcode":
        from resolver.report.bbcode import resolution_bbcode

        if res.needs_choice:
            print(_say(args, "all_outcomes_printed", n=len(res.alternatives)), file=sys.stderr)
        print(resolution_bbcode(res, _lang(args)), end="")
    else:
        print(resolution_text(res, _lang(args)), end="")
    if args.next:
        return _write_next(args, res)
    return 0


def _write_next(args: argparse.Namespace, res: object) -> int:
    """Write the next night; never a file its own loader would reject (exit 3: the host must rule)."""
    from resolver.api import Resolution
    from resolver.input.loader import load_text
    from resolver.game.nextnight import next_scenario, scenario_yaml
    from resolver.report import decision_text

    assert isinstance(res, Resolution)
    if res.needs_choice and args.alternative is None:
        print(_say(args, "choose_alternative", n=len(res.alternatives)), file=sys.stderr)
        return 3
    if res.choice is not None and args.alternative is not None and args.alternative != res.choice + 1:
        print(_say(args, "alternative_differs", given=args.alternative, chosen=res.choice + 1), file=sys.stderr)
        return 2
    index = (args.alternative - 1) if args.alternative is not None else res.chosen_index
    if not 0 <= index < len(res.alternatives):
        print(_say(args, "alternative_range", n=len(res.alternatives)), file=sys.stderr)
        return 2
    out = Path(args.next)
    alt = res.alternatives[index]
    text = scenario_yaml(next_scenario(res, alt), _relative_schema(out))
    check = load_text(text, str(out))
    if check.problems or res.waits_for_coin:
        # e.g. the son's clan when both Bosses died and the clans are equal: decided by lot (L60)
        print(_say(args, "next_needs_host", out=out), file=sys.stderr)
        for decision in alt.decisions:
            if decision.kind == "host":
                print(f"  {decision_text(res, decision, _lang(args))}", file=sys.stderr)
        for problem in check.problems:
            print(f"  {problem.text(_lang(args))}", file=sys.stderr)
        return 3
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"mafia-night: {_say(args, 'cannot_write', out=out, reason=exc.strerror or type(exc).__name__)}",
              file=sys.stderr)
        return 2
    print(_say(args, "next_written", out=out), file=sys.stderr)
    return 0


def _relative_schema(out: Path) -> str | None:
    import os

    from resolver.input.bundled import schema_path

    schema = schema_path()
    if not schema.exists():
        return None
    return os.path.relpath(schema, out.resolve().parent)


def cmd_explain(args: argparse.Namespace) -> int:
    from resolver.api import resolve_file
    from resolver.report import explain

    if not _rules_loaded(args):
        return 2
    loaded, res = resolve_file(args.file)
    _print_notes(loaded, _lang(args))
    if res is None:
        _print_problems(loaded.problems, _lang(args))
        return 2
    names = {p.name for p in res.scenario.players}
    if args.player not in names:
        import difflib

        close = difflib.get_close_matches(args.player, sorted(names), n=1)
        hint = _say(args, "did_you_mean", name=close[0]) if close else ""
        print(f"{args.file}: {_say(args, 'no_such_player', name=args.player, hint=hint)}", file=sys.stderr)
        return 2
    print(explain(res, args.player, _lang(args)), end="")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from resolver.game.golden import check_file, scenario_files
    from resolver.text.problems import in_lang

    if not _rules_loaded(args):
        return 2
    files = scenario_files([Path(p) for p in args.paths])
    passed = failed = skipped = 0
    for path in files:
        status, problems = check_file(path)
        if status == "pass":
            passed += 1
            if args.verbose:
                print(_say(args, "check_pass", path=path))
        elif status == "skip":
            skipped += 1
        else:
            failed += 1
            print(_say(args, "check_fail", path=path))
            for problem in problems:
                print(f"     {in_lang(problem, _lang(args))}")
    print(_say(args, "check_tally", passed=passed, failed=failed,
               skipped=_say(args, "check_skipped", skipped=skipped) if skipped else ""))
    return 1 if failed else 0


def schema_text() -> str:
    from model import Scenario

    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "mafia-night scenario"
    return json.dumps(schema, ensure_ascii=False, indent=2) + "\n"


def rules_schema_text() -> str:
    from resolver.input.setup_models import json_schema

    return json.dumps(json_schema(), ensure_ascii=False, indent=2) + "\n"


def cmd_schema(args: argparse.Namespace) -> int:
    from resolver.input.reader import output_problem, reason_of
    from resolver.text.problems import in_lang

    text = rules_schema_text() if args.rules_schema else schema_text()
    if args.output:
        problem = output_problem(args.output, "-o")
        if problem is not None:
            print(f"mafia-night: {in_lang(problem, _lang(args))}", file=sys.stderr)
            return 2
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"mafia-night: {_say(args, 'cannot_write', out=args.output, reason=reason_of(exc))}", file=sys.stderr)
            return 2
    else:
        print(text, end="")
    return 0


def cmd_graph(args: argparse.Namespace) -> int:
    from resolver.api import resolve_file
    from resolver.report import graph_dot

    if not _rules_loaded(args):
        return 2
    loaded, res = resolve_file(args.file)
    _print_notes(loaded, _lang(args))
    if res is None:
        _print_problems(loaded.problems, _lang(args))
        return 2
    print(graph_dot(res, lang=_lang(args)))
    return 0


LANG_HELP = "language of the output and of the file's problems (default ru)"
RULES_HELP = "a setup file (a rule set as one file, docs/setup_files.md), loaded before the night"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mafia-night", description="Resolve a night of forum Mafia.")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("resolve", help="resolve a night: morning post, private results, moves")
    p.add_argument("file")
    p.add_argument("--format", choices=("text", "json", "bbcode"), default="text",
                   help="bbcode: the morning post and each private result for a phpBB forum")
    p.add_argument("--lang", choices=("ru", "en"), help=LANG_HELP)
    p.add_argument("--next", metavar="NEXT.yaml", help="write the next night's scenario here")
    p.add_argument("--alternative", type=int, help="for an ambiguous night: the outcome the host chose (1..N)")
    p.add_argument("--force", action="store_true", help="let --next replace an existing file")
    p.add_argument("--strict", action="store_true",
                   help="reject the file (exit 2) if a player's move breaks the rules, instead of failing it")
    p.add_argument("--rules", metavar="SETUP.yaml", help=RULES_HELP)
    p.add_argument("--vote-count", action="store_true",
                   help="print the day's running vote count, one BBCode post for the thread, instead")
    p.add_argument("--as-of", metavar="POST", help="with --vote-count: the last post read (default: the last vote's)")
    p.set_defaults(func=cmd_resolve)

    p = sub.add_parser("explain", help="why a player's moves worked or failed, and his fate")
    p.add_argument("file")
    p.add_argument("player")
    p.add_argument("--lang", choices=("ru", "en"), help=LANG_HELP)
    p.add_argument("--rules", metavar="SETUP.yaml", help=RULES_HELP)
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser("check", help="run the golden scenarios (files with an expect block)")
    p.add_argument("paths", nargs="+")
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--lang", choices=("ru", "en"), help="language of the failures and the tally (default ru)")
    p.add_argument("--rules", metavar="SETUP.yaml", help=RULES_HELP)
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("schema", help="write the JSON Schema of scenario files (or of setup files)")
    p.add_argument("-o", "--output")
    p.add_argument("--rules-schema", action="store_true", help="the schema of setup files (a rule set as one file)")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("graph", help="the night's dependency graph in DOT")
    p.add_argument("file")
    p.add_argument("--lang", choices=("ru", "en"), help=LANG_HELP)
    p.add_argument("--rules", metavar="SETUP.yaml", help=RULES_HELP)
    p.set_defaults(func=cmd_graph)

    from resolver.cli.game import register as register_game  # `game DIR` (issue 8)

    register_game(sub)
    from resolver.cli.paste import register as register_paste  # `moves NIGHT MOVES.txt` (issue 9)

    register_paste(sub)
    from resolver.cli.rules import register as register_rules  # `rules show SETUP.yaml` (issue 20)

    register_rules(sub)
    from resolver.cli.app import register as register_app  # `app`: the workbench (issue 18, point 7)

    register_app(sub)
    from resolver.cli.simulate import register as register_simulate  # `simulate SETUP` (issue 21)

    register_simulate(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        if args.command != "app":  # only `app` takes options it does not know: Streamlit's
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
        args.streamlit_args = unknown
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `mafia-night resolve ... | head`: the reader left, nothing is wrong
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except Exception as exc:  # an engine bug must not look like a problem in the host's file
        if args.debug:
            raise
        # Russian by default too; the Russian line keeps the words «internal error» for scripts that look for them.
        print(f"mafia-night: {_say(args, 'internal_error', error=f'{type(exc).__name__}: {exc}')}", file=sys.stderr)
        return 70


if __name__ == "__main__":
    sys.exit(main())
