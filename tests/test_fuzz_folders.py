"""A sample of the generated game folders (tests/fuzz_folders.py; `make fuzz` runs 100,000)."""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from tests.fuzz_folders import FAILURES, SPOILS, games, run, sentinel, snapshot, spoil


def test_generated_game_folders_sample() -> None:
    counts, examples = run(range(100))
    assert counts["folders"] == 100
    assert counts["replayed whole"] > 0 and counts["with problems"] > 0 and counts["next step written"] > 0
    failures = {k: counts[k] for k in FAILURES if counts[k]}
    assert not failures, (failures, {k: v[-3000:] for k, v in examples.items()})


def test_every_spoiling_leaves_the_sentinel_tree_alone_and_the_snapshot_sees_a_write() -> None:
    """The spoiling never writes through a link into the tree beside; a file written there is seen."""
    rnd = random.Random(5)
    for kind in SPOILS:
        with tempfile.TemporaryDirectory() as tmp:
            game, beside = Path(tmp) / "game", Path(tmp) / "beside"
            game.mkdir()
            for name, data in games()[0][1].items():
                (game / name).write_bytes(data)
            sentinel(beside)
            before = snapshot(Path(tmp), game)
            for _ in range(3):
                spoil(rnd, game, beside, kind)
            assert snapshot(Path(tmp), game) == before, kind
            os.utime(beside / "sub" / "keep.txt", ns=(1, 1))
            assert snapshot(Path(tmp), game) != before
