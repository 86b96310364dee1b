"""`mafia-night rules show SETUP.yaml` (or a bundled id): a rule set's roles, moves and order, its options, and what a
setup file took from a bundled rule set and changed there (`RulesetSpec.provenance`), as
`resolver.report.ruleset_summary` writes them (the workbench's «Сетап» page shows the same). A setup with problems:
exit 2, each located."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def _lang(args: argparse.Namespace) -> str:
    return str(getattr(args, "lang", None) or "ru")


def cmd_rules_show(args: argparse.Namespace) -> int:
    from resolver.input.setup_file import load_setup_file
    from resolver.rulesets import available_rulesets, get_ruleset
    from resolver.report.ruleset_summary import summary_lines
    from resolver.text.setup_texts import setup_summary

    lang = _lang(args)
    if args.file in available_rulesets() and not Path(args.file).exists():
        spec = get_ruleset(args.file)
    else:
        result = load_setup_file(args.file)
        if result.spec is None or result.problems:
            for problem in result.problems:
                print(problem.text(lang), file=sys.stderr)
            print(setup_summary(len(result.problems), lang), file=sys.stderr)
            return 2
        spec = result.spec
    for line in summary_lines(spec, lang):
        print(line)
    return 0


def cmd_rules_check(args: argparse.Namespace) -> int:
    """`mafia-night rules check NAME|FILE`: what meets what, the rings and their outcomes, what is loose."""
    import json

    from resolver.analysis import check_ruleset, render_text, to_json

    lang = _lang(args)
    spec = _spec(args.file, lang)
    if spec is None:
        return 2
    check = check_ruleset(spec, max_rings=args.max_rings)
    if args.format == "json":
        print(json.dumps(to_json(check), ensure_ascii=False, indent=1, default=str))
    else:
        print(render_text(check, lang), end="")
    return 0


def _spec(name: str, lang: str) -> Any:
    """A bundled rule set by its name, or a setup file (its problems printed, None)."""
    from resolver.input.setup_file import load_setup_file
    from resolver.rulesets import available_rulesets, get_ruleset
    from resolver.text.setup_texts import setup_summary

    if name in available_rulesets() and not Path(name).exists():
        return get_ruleset(name)
    if not Path(name).exists():
        known = ", ".join(available_rulesets())
        print(f"{name}: нет такого файла и такого набора правил ({known})" if lang == "ru" else
              f"{name}: no such file and no such rule set ({known})", file=sys.stderr)
        return None
    result = load_setup_file(name)
    if result.spec is None or result.problems:
        for problem in result.problems:
            print(problem.text(lang), file=sys.stderr)
        print(setup_summary(len(result.problems), lang), file=sys.stderr)
        return None
    return result.spec


def register(sub: Any) -> None:
    p = sub.add_parser("rules", help="a rule set: its roles, moves and order; a setup file's changes")
    rules_sub = p.add_subparsers(dest="rules_command", required=True)
    show = rules_sub.add_parser("show", help="show a setup file (or a bundled rule set by id)")
    show.add_argument("file")
    show.add_argument("--lang", choices=("ru", "en"), help="language of the output (default ru)")
    show.set_defaults(func=cmd_rules_show)
    check = rules_sub.add_parser("check", help="what meets what, the rings and their outcomes, uncited actions, "
                                 "roles that never act or win, the host's options")
    check.add_argument("file", help="a bundled rule set (andorra, bankers, classic) or a setup file")
    check.add_argument("--format", choices=("text", "json"), default="text")
    check.add_argument("--lang", choices=("ru", "en"), help="language of the output (default ru)")
    check.add_argument("--max-rings", type=int, default=5000, help="rings played through the engine at most")
    check.set_defaults(func=cmd_rules_check)
