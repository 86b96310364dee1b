"""A sample of the generated pasted moves (tests/fuzz_moves.py; `make fuzz` runs 100,000)."""

from __future__ import annotations

from tests.fuzz_moves import FAILURES, KINDS, nights, run


def test_generated_pasted_moves_sample() -> None:
    counts, examples = run(range(200))
    assert counts["texts"] == 200 and counts["lines"] > 1000
    assert counts["lines read"] > 0 and counts["lines listed"] > 0 and counts["valid lines"] > 100
    failures = {k: counts[k] for k in FAILURES if counts[k]}
    assert not failures, (failures, {k: v[-3000:] for k, v in examples.items()})


def test_the_sample_draws_every_kind_of_line_against_both_rule_sets() -> None:
    import random

    from tests.fuzz_moves import draw

    kinds = {line.kind for seed in range(200) for line in draw(random.Random(seed))[3]}
    assert kinds == set(KINDS)
    assert {rs.id for _name, _data, rs in nights()} >= {"bankers", "andorra"}
