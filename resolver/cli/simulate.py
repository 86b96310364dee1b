"""`mafia-night simulate SETUP --games N --seed S`: whole games played through the library (issue 21).

SETUP is a bundled setup (`bankers12`, `andorra12`) or a night file: its rule set, options and players. Prints the
win rate of each side with its 95% Wilson interval, the mean length of a game, deaths by cause and how often the host
had to choose an outcome; `--format json`. `--workers 0` plays in this process; otherwise on Dask (a LocalCluster
of that many processes, or `--scheduler ADDRESS`). Ctrl-C keeps the games done.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from resolver.sim.totals import Totals


def _progress(stream: TextIO, started: float) -> Callable[[Totals, int], None]:
    """The progress line: a bar, games a second, and the widest 95% interval's half-width (it narrows)."""

    def show(totals: Totals, asked: int) -> None:
        elapsed = time.perf_counter() - started
        done = totals.games
        bar = "#" * int(30 * done / max(1, asked))
        rate = done / elapsed if elapsed > 0 else 0.0
        print(f"\r[{bar:<30}] {done}/{asked}  {rate:6.1f} партий/с  ±{50 * totals.widest():.1f} п.п.",
              end="", file=stream, flush=True)

    return show


def cmd_simulate(args: argparse.Namespace) -> int:
    from resolver.rulesets import get_ruleset
    from resolver.sim.game import ensure_ruleset
    from resolver.sim.output import as_dict, as_text
    from resolver.sim.policies import POLICIES
    from resolver.sim.runner import Study
    from resolver.sim.setups import SetupError, load_setup

    lang = args.lang or "ru"
    problems = []
    if args.games < 1:
        problems.append("--games: нужно хотя бы 1 партия (at least 1 game)")
    if args.batch < 1:
        problems.append("--batch: нужно хотя бы 1 (at least 1)")
    if args.policy not in POLICIES:
        problems.append(f"--policy: нет политики {args.policy!r} (есть: {', '.join(POLICIES)})")
    try:
        setup = load_setup(args.setup)
    except SetupError as exc:
        problems.extend(exc.problems)
        setup = None
    if problems or setup is None:
        for problem in problems:
            print(problem, file=sys.stderr)
        return 2
    ensure_ruleset(setup)
    study = Study(setup, args.policy, args.games, args.seed, args.batch)
    started = time.perf_counter()
    progress = None if args.quiet else _progress(sys.stderr, started)
    if args.workers == 0 and args.scheduler is None:
        totals, stopped = study.serial(progress)
    else:
        totals, stopped = study.on_dask(args.workers, args.scheduler, progress=progress)
    if progress is not None:
        print(file=sys.stderr)
    meta = {"setup": setup.name, "ruleset": setup.ruleset, "policy": args.policy, "seed": args.seed,
            "asked": args.games, "stopped": stopped, "seconds": round(time.perf_counter() - started, 3)}
    rs = get_ruleset(setup.ruleset)
    if args.format == "json":
        print(json.dumps(as_dict(rs, totals, meta, lang), ensure_ascii=False, indent=2))
    else:
        print(as_text(rs, totals, meta, lang), end="")
    return 130 if stopped else 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("simulate", help="play whole games in memory and print win rates with 95%% intervals")
    p.add_argument("setup", help="a bundled setup (bankers12, andorra12) or a night file")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--policy", default="random", help="random or informed")
    p.add_argument("--workers", type=int, default=None,
                   help="Dask workers (processes) of a LocalCluster (default: this machine's cores); 0: no Dask")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask cluster (tcp://host:8786)")
    p.add_argument("--batch", type=int, default=50, help="games a batch sent to a worker")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--lang", choices=("ru", "en"), help="language of the output (default ru)")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.set_defaults(func=cmd_simulate)
