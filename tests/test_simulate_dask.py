"""The study on Dask (issue 21 point c): two local workers give the serial run's numbers for the same seed."""

from __future__ import annotations

import pytest

pytest.importorskip("dask.distributed")

from resolver.sim.runner import Study  # noqa: E402
from resolver.sim.setups import load_setup  # noqa: E402


def test_two_workers_give_the_serial_numbers():
    study = Study(load_setup("bankers12"), games=24, seed=9, batch=5)
    serial, stopped = study.serial()
    assert not stopped
    seen = []
    on_dask, stopped = study.on_dask(workers=2, processes=False, progress=lambda t, asked: seen.append(t.games))
    assert not stopped
    assert on_dask == serial
    assert seen[-1] == 24 and seen == sorted(seen) and len(seen) == 5  # merged batch by batch as they came


def test_stopping_early_keeps_what_is_done():
    study = Study(load_setup("bankers12"), games=40, seed=9, batch=4)

    def stop_after_two(totals, asked):
        if totals.games >= 8:
            raise KeyboardInterrupt

    totals, stopped = study.on_dask(workers=2, processes=False, progress=stop_after_two)
    assert stopped and 8 <= totals.games < 40 and totals.games % 4 == 0
    assert sum(totals.wins.values()) == totals.games
