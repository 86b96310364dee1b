"""A short pass of the generated nights (tests/fuzz_nights.py); `make fuzz` runs 100,000."""

from __future__ import annotations

import pytest

from tests.fuzz_nights import FAILURES, run


def test_generated_nights_short_pass() -> None:
    counts, examples = run(range(0, 320))
    assert counts["nights"] == 320
    assert counts["bankers nights"] == counts["andorra nights"] == 160  # every other base night is andorra
    assert counts["resolved"] > 0 and counts["rejected (exit 2)"] > 0
    failures = {k: counts[k] for k in FAILURES if counts[k]}
    assert not failures, (failures, {k: v[-2000:] for k, v in examples.items()})


def test_andorra_nights_have_days_with_modifiers_made_by_someone() -> None:
    """The andorra generator draws a vote log, its modifiers made `by:` a player, and carried day state."""
    from tests.fuzz_nights import draw_valid

    nights = [draw_valid(seed) for seed in range(1, 80, 2)]
    days = [n["day"] for n in nights if "votes" in n.get("day", {})]
    assert len(days) > 10
    assert any(m.get("by") for d in days for m in d.get("modifiers", []))
    assert any(v.get("edited") or v.get("repeated") or v.get("not_red") for d in days for v in d["votes"])
    assert any("day_modifiers" in p.get("state", {}) or "penalty_votes" in p.get("state", {})
               for n in nights for p in n["players"])


def test_make_fuzz_prints_one_summary_line_a_kind(capsys: pytest.CaptureFixture[str]) -> None:
    """`make fuzz` (tests/fuzz_all.py) runs the four fuzzers and ends with one line a kind, in that order."""
    import re

    from tests.fuzz_all import main

    main(["--nights", "8", "--threads", "20", "--moves", "10", "--folders", "5", "--jobs", "1"])
    out = capsys.readouterr().out.split("== summary\n")[1].splitlines()
    assert [line.split(":")[0] for line in out] == ["nights", "threads", "moves", "folders"]
    assert re.match(r"threads: 20 hostile threads in \d+ s: 0 internal errors, 0 credited to a non-author", out[1])
    assert out[3].startswith("folders: 5 game folders")
