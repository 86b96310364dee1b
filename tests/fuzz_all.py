"""`make fuzz`: the four fuzzers one after the other (nights, hostile threads, pasted moves, game folders), each with
its counts, then one summary line a kind. Exit 1 when any of them found a failure. All four count on one Dask
cluster: a LocalCluster of --jobs workers, or the one at --scheduler (tests/fuzz_jobs.py); --jobs 1: in this process.

    python -m tests.fuzz_all --nights 100000 --threads 100000 --moves 100000 --folders 100000 --jobs 2
    python -m tests.fuzz_all --scheduler tcp://10.0.0.5:8786   # its workers started in the repository
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
    from tests.fuzz_jobs import add_cluster_flags, dask_client

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for kind in ("nights", "threads", "moves", "folders"):
        parser.add_argument(f"--{kind}", type=int, default=100_000, help=f"how many {kind} (0: none)")
    add_cluster_flags(parser)
    args = parser.parse_args(argv)
    fuzzers = [fuzz_nights.FUZZER, fuzz_threads.FUZZER, fuzz_moves.FUZZER, fuzz_folders.FUZZER]
    summaries, failed = [], False
    with dask_client(args.jobs, args.scheduler) as client:  # one cluster for the four
        for fuzzer in fuzzers:
            n = getattr(args, fuzzer.kind)
            if n <= 0:
                continue
            print(f"== {fuzzer.kind}", flush=True)
            out = _Tee()
            with contextlib.redirect_stdout(out):
                code = fuzzer.main([f"--{fuzzer.kind}", str(n), "--jobs", str(args.jobs)], client)
            failed = failed or code != 0
            lines = out.getvalue().strip().splitlines()
            summaries.append(lines[-1] if lines else f"{fuzzer.kind}: no summary")
    print("== summary")
    for line in summaries:
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
