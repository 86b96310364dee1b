"""A short pass of the generated nights (tests/fuzz_nights.py); `make fuzz` runs 100,000."""

from __future__ import annotations

from tests.fuzz_nights import FAILURES, run


def test_generated_nights_short_pass() -> None:
    counts, examples = run(range(0, 320))
    assert counts["nights"] == 320
    assert counts["bankers nights"] == counts["andorra nights"] == 160  # every other base night is andorra
    assert counts["resolved"] > 0 and counts["rejected (exit 2)"] > 0
    failures = {k: counts[k] for k in FAILURES if counts[k]}
    assert not failures, (failures, {k: v[-2000:] for k, v in examples.items()})
