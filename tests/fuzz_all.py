"""`make fuzz`: the four fuzzers one after the other (nights, hostile threads, pasted moves, game folders), each with
its counts, then one summary line a kind. Exit 1 when any of them found a failure.

    python -m tests.fuzz_all --nights 100000 --threads 100000 --moves 100000 --folders 100000 --jobs 2
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


class _Tee(io.StringIO):
    """What a fuzzer prints, shown as it comes and kept for its last line (its summary)."""

    def __init__(self) -> None:
        super().__init__()
        self.echo = sys.stdout

    def write(self, text: str) -> int:
        self.echo.write(text)
        self.echo.flush()
        return super().write(text)


def main(argv: list[str] | None = None) -> int:
    from tests import fuzz_folders, fuzz_moves, fuzz_nights, fuzz_threads

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for kind in ("nights", "threads", "moves", "folders"):
        parser.add_argument(f"--{kind}", type=int, default=100_000, help=f"how many {kind} (0: none)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    runs = [("nights", fuzz_nights.main), ("threads", fuzz_threads.main), ("moves", fuzz_moves.main),
            ("folders", fuzz_folders.main)]
    summaries, failed = [], False
    for kind, run in runs:
        n = getattr(args, kind)
        if n <= 0:
            continue
        print(f"== {kind}", flush=True)
        out = _Tee()
        with contextlib.redirect_stdout(out):
            code = run([f"--{kind}", str(n), "--jobs", str(args.jobs)])
        failed = failed or code != 0
        lines = out.getvalue().strip().splitlines()
        summaries.append(lines[-1] if lines else f"{kind}: no summary")
    print("== summary")
    for line in summaries:
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
