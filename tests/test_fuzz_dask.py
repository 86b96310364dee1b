"""The fuzzers on Dask (tests/fuzz_jobs.py): the same seeds give the same counts and the same first examples in this
process and on a LocalCluster of 2 workers, whatever order the chunks complete in."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator

import pytest

from tests import fuzz_folders, fuzz_moves, fuzz_nights, fuzz_threads
from tests.fuzz_jobs import Fuzzer, Merged, dask_client, in_chunks

# Small samples cut into small chunks, so that the two workers share them and finish them out of order.
SAMPLES: list[tuple[Fuzzer, int, int, int]] = [(fuzz_nights.FUZZER, 0, 48, 8), (fuzz_threads.FUZZER, 0, 200, 25),
                                               (fuzz_moves.FUZZER, 300, 40, 5), (fuzz_folders.FUZZER, 0, 12, 2)]


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    with dask_client(2) as own:
        yield own


@pytest.mark.parametrize("fuzzer, start, n, chunk", SAMPLES, ids=[f.kind for f, *_ in SAMPLES])
def test_one_and_two_workers_count_the_same(client: object, fuzzer: Fuzzer, start: int, n: int, chunk: int) -> None:
    alone = in_chunks(fuzzer, start, n, {}, None, chunk)
    shared = in_chunks(fuzzer, start, n, {}, client, chunk)  # type: ignore[arg-type]
    assert shared == alone
    assert alone[0][fuzzer.unit] == n


def probe(seed: int, counts: Counter[str], examples: dict[str, str]) -> None:
    """A fuzzer's check that finds something on every seed 3 (mod 7): examples in many chunks (the real fuzzers'
    samples find nothing, so their examples cannot show which chunk's is kept). The first chunk is slow, so that it
    completes after later ones that found something too."""
    if seed == 0:
        time.sleep(1.0)
    counts["items"] += 1
    if seed % 7 == 3:
        counts["found"] += 1
        examples.setdefault("found", f"seed {seed}")


FUZZER = Fuzzer("probe", "probes", "items", "tests.test_fuzz_dask", probe, ("items", "found"), ("found",))


def test_the_example_kept_on_two_workers_is_the_lowest_chunks(client: object) -> None:
    counts, examples = in_chunks(FUZZER, 0, 200, {}, client, 5)  # type: ignore[arg-type]
    assert counts["items"] == 200 and counts["found"] == 29 and examples == {"found": "seed 3"}


def test_the_example_kept_is_the_lowest_chunks_whatever_comes_first() -> None:
    merged = Merged()
    merged.add(20, (Counter(x=1), {"a": "from 20", "b": "b from 20"}))
    merged.add(0, (Counter(x=2), {"a": "from 0"}))
    merged.add(10, (Counter(x=3), {"a": "from 10", "b": "b from 10"}))
    assert merged.result() == (Counter(x=6), {"a": "from 0", "b": "b from 10"})


def test_a_fuzzer_runs_alone_as_its_docstring_says() -> None:
    """`python -m tests.fuzz_threads …`: run as __main__, the fuzzer still finds its own module's text."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-m", "tests.fuzz_threads", "--threads", "20", "--jobs", "1"], cwd=root,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "threads: 20 hostile threads in" in out.stdout
