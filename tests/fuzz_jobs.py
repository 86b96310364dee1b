"""The shape the four fuzzers share (tests/fuzz_nights.py, tests/fuzz_threads.py, tests/fuzz_moves.py,
tests/fuzz_folders.py): a `Fuzzer` is a check of one seed and what it counts; `Fuzzer.main` is each one's command
line, `Fuzzer.run` its loop over seeds (what the samples of `make test` call).

The seeds are cut into chunks and counted on Dask (`dask.distributed`), as `resolver/sim/runner.py` plays its
batches: a `LocalCluster` of --jobs processes, one thread each (`resolver.sim.runner.local_cluster`), or the
cluster whose scheduler is at --scheduler; each chunk goes out with `client.submit(count_chunk, ...)` and its counts
are merged as it completes (`as_completed`), with a progress line. `--jobs 1` (and no --scheduler): in this process.

Seed s is drawn from s alone, the counts are sums, and the example kept for each failure is that of the lowest
chunk (within a chunk, of its lowest seed), never the first to arrive: the counts and the examples are the same
whatever the number of workers or the order chunks complete in. A worker imports the fuzzer by its module's name
(`tests.fuzz_moves`, `tests/` a namespace package): the LocalCluster's workers inherit this process's `sys.path`;
the scheduler (which unpickles the tasks) and the workers of a --scheduler cluster need the repository on theirs:
`cd <repo> && PYTHONPATH=$PWD dask scheduler`, then `PYTHONPATH=$PWD dask worker ADDRESS` on each machine.
The examples go to artifacts/fuzz/ (`keep`).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dask.distributed import Client

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "artifacts" / "fuzz"

Chunk = tuple[int, int]
Counted = tuple[Counter[str], dict[str, str]]
Check = Callable[..., None]  # (seed, counts, examples, **options): counts what seed gives, keeps a first example
Option = tuple[str, dict[str, Any]]  # a fuzzer's own flag: argparse's add_argument(flag, **keywords)


@dataclass(frozen=True)
class Fuzzer:
    kind: str  # its flag (--moves N) and the first word of its summary line
    noun: str  # what the summary calls the items: "pasted texts"
    unit: str  # the count of items: "texts"
    module: str  # the module whose FUZZER this is, as a worker imports it: "tests.fuzz_moves"
    check: Check
    counts: tuple[str, ...]  # printed in this order (zero too); the failures among them
    failures: tuple[str, ...]
    details: tuple[str, ...] = ()  # prefixes of further counts printed, sorted: "do not load back: "
    watched: str = "internal errors"  # the count on the progress line
    chunk: int = 500
    default: int = 100_000
    options: tuple[Option, ...] = ()
    suffix: str = ".txt"  # of the examples kept
    tail: Callable[[Counter[str]], str] | None = None  # the end of the summary line, after the failures
    report: Callable[[Counter[str]], list[str]] | None = None  # more lines before the summary

    def run(self, seeds: Iterable[int], **options: Any) -> Counted:
        """Every seed checked in this process: the counts (each of `counts` present) and the first examples."""
        counts: Counter[str] = Counter(dict.fromkeys(self.counts, 0))
        examples: dict[str, str] = {}
        for seed in seeds:
            self.check(seed, counts, examples, **options)
        return counts, examples

    def summary(self, total: Counter[str], seconds: float) -> str:
        rate = total[self.unit] / seconds if seconds > 0 else 0.0
        return (f"{self.kind}: {total[self.unit]:,} {self.noun} in {seconds:.0f} s: "
                + ", ".join(f"{total[k]:,} {k}" for k in self.failures)
                + (self.tail(total) if self.tail else "") + f"; {rate:,.1f} {self.unit} a second")

    def main(self, argv: list[str] | None = None, client: Client | None = None) -> int:
        """The fuzzer's command line; `client`: a Dask client to count on (tests/fuzz_all.py's), else its own."""
        # Run as `python -m tests.fuzz_moves`, the module is __main__ here (a worker imports it by its name).
        module = sys.modules.get(self.module) or sys.modules["__main__"]
        doc = module.__doc__ or self.kind
        parser = argparse.ArgumentParser(description=doc.splitlines()[0])
        parser.add_argument(f"--{self.kind}", type=int, default=self.default, dest="n", help=f"how many {self.noun}")
        parser.add_argument("--start", "--seed", type=int, default=0, help="the first seed")
        add_cluster_flags(parser)
        dests = [parser.add_argument(flag, **keywords).dest for flag, keywords in self.options]
        args = parser.parse_args(argv)
        options = {dest: getattr(args, dest) for dest in dests}
        started = time.time()
        if client is None:
            with dask_client(args.jobs, args.scheduler) as own:
                total, examples = in_chunks(self, args.start, args.n, options, own)
        else:
            total, examples = in_chunks(self, args.start, args.n, options, client)
        keep(self.kind, examples, self.suffix)
        print(f"{self.kind}: seeds {args.start}..{args.start + args.n - 1}")
        for name in [*self.counts, *sorted(k for k in total if k.startswith(self.details) and self.details)]:
            print(f"  {name}: {total[name]:,}")
        for line in self.report(total) if self.report else []:
            print(line)
        if examples:
            print(f"  first examples: {OUT.relative_to(ROOT)}/{self.kind}_*")
        print(self.summary(total, time.time() - started))
        return 1 if any(total[k] for k in self.failures) else 0


def add_cluster_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jobs", type=int, default=2, help="Dask workers of a LocalCluster (1: in this process)")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask cluster's scheduler (no --jobs)")


@contextmanager
def dask_client(jobs: int, scheduler: str | None = None) -> Iterator[Client | None]:
    """A client of the cluster at `scheduler`, or of a LocalCluster of `jobs` workers; None for `jobs` 1."""
    if scheduler is None and jobs <= 1:
        yield None
        return
    from dask.distributed import Client

    from resolver.sim.runner import local_cluster

    cluster = local_cluster(jobs) if scheduler is None else None
    client = Client(cluster) if cluster is not None else Client(scheduler)
    try:
        yield client
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def count_chunk(module: str, start: int, stop: int, options: dict[str, Any]) -> Counted:
    """Seeds start..stop-1 of the fuzzer of `module` (what a Dask worker runs: a top-level function, the fuzzer
    imported by name)."""
    fuzzer: Fuzzer = importlib.import_module(module).FUZZER
    return fuzzer.run(range(start, stop), **options)


def in_chunks(fuzzer: Fuzzer, start: int, n: int, options: dict[str, Any], client: Client | None,
              chunk: int | None = None) -> Counted:
    """Seeds start..start+n-1 by chunks, on `client`'s workers (None: in this process), merged as they complete;
    a progress line a chunk on stderr."""
    started = time.time()
    size = chunk or fuzzer.chunk
    bounds = [(s, min(s + size, start + n)) for s in range(start, start + n, size)]
    merged = Merged()

    def progress() -> None:
        print(f"  {merged.total[fuzzer.unit]:,} {fuzzer.unit}, {merged.total[fuzzer.watched]:,} {fuzzer.watched}, "
              f"{time.time() - started:.0f} s", file=sys.stderr, flush=True)

    if client is None:
        for low, high in bounds:
            merged.add(low, fuzzer.run(range(low, high), **options))
            progress()
        return merged.result()
    from dask.distributed import as_completed

    futures = {client.submit(count_chunk, fuzzer.module, low, high, options, pure=False): low for low, high in bounds}
    try:
        for future in as_completed(futures):
            try:
                counted = future.result()
            except (ModuleNotFoundError, RuntimeError) as exc:  # the scheduler's: a RuntimeError from it
                if not isinstance(exc, ModuleNotFoundError) and not isinstance(exc.__cause__, ModuleNotFoundError):
                    raise
                raise SystemExit(f"the Dask scheduler or a worker cannot import {fuzzer.module}: start them in the "
                                 "repository with it on their path (PYTHONPATH=$PWD dask scheduler, "
                                 "PYTHONPATH=$PWD dask worker ADDRESS)") from exc
            merged.add(futures[future], counted)
            progress()
    finally:
        for future in futures:
            future.cancel()
    return merged.result()


class Merged:
    """Counts added up; for each failure the example of the lowest chunk, whatever order the chunks come in."""

    def __init__(self) -> None:
        self.total: Counter[str] = Counter()
        self.examples: dict[str, tuple[int, str]] = {}

    def add(self, low: int, counted: Counted) -> None:
        counts, found = counted
        self.total.update(counts)
        for key, text in found.items():
            if key not in self.examples or low < self.examples[key][0]:
                self.examples[key] = (low, text)

    def result(self) -> Counted:
        return self.total, {key: text for key, (_low, text) in sorted(self.examples.items())}


def keep(prefix: str, examples: dict[str, str], suffix: str = ".txt") -> None:
    """The first example of each failure as artifacts/fuzz/<prefix>_<failure><suffix>."""
    if not examples:
        return
    OUT.mkdir(parents=True, exist_ok=True)
    for key, text in examples.items():
        name = "".join(ch if ch.isalnum() else "_" for ch in f"{prefix} {key}")
        (OUT / f"{name}{suffix}").write_text(text, encoding="utf-8", errors="backslashreplace")
