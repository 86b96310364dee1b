"""The `--jobs` of the fuzzers, as `tests/fuzz_nights.py` runs its nights: seeds cut into chunks, each chunk counted
by a forked `multiprocessing` pool (`--jobs 1`: in this process), the counts added up and the first example of each
failure kept; written to artifacts/fuzz/ by `keep`."""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "artifacts" / "fuzz"

Chunk = tuple[int, int]
Counted = tuple[Counter[str], dict[str, str]]


def in_chunks(count: Callable[[Chunk], Counted], start: int, n: int, jobs: int, what: str,
              chunk: int = 500, watched: str = "internal errors") -> Counted:
    """`count` over seeds start..start+n-1 by chunks, on `jobs` forked processes; a progress line a chunk."""
    started = time.time()
    bounds = [(s, min(s + chunk, start + n)) for s in range(start, start + n, chunk)]
    total: Counter[str] = Counter()
    examples: dict[str, str] = {}
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.imap(count, bounds)
            for counts, found in results:
                _add(total, examples, counts, found)
                print(f"  {total[what]:,} {what}, {total[watched]} {watched}, {time.time() - started:.0f} s",
                      file=sys.stderr, flush=True)
    else:
        for bound in bounds:
            _add(total, examples, *count(bound))
    return total, examples


def _add(total: Counter[str], examples: dict[str, str], counts: Counter[str], found: dict[str, str]) -> None:
    total.update(counts)
    for key, value in found.items():
        examples.setdefault(key, value)


def keep(prefix: str, examples: dict[str, str]) -> None:
    """The first example of each failure as artifacts/fuzz/<prefix>_<failure>.txt."""
    if not examples:
        return
    OUT.mkdir(parents=True, exist_ok=True)
    for key, text in examples.items():
        name = "".join(ch if ch.isalnum() else "_" for ch in f"{prefix} {key}")
        (OUT / f"{name}.txt").write_text(text, encoding="utf-8", errors="backslashreplace")
