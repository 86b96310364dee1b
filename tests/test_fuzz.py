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
