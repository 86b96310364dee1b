"""A move that did not happen has one word (issue 22 point 6.2): the rule texts know «удачно» and «неудачно» only
(andorra L171: «Потерявший возможность сделать ход приравнивается к «неудачно»»; bankers L80: «Лечение неудачно
если: -Врач избит/мертв.»), so «Ходы» and the player's letter both say «неудачно», the reason beside it."""

from __future__ import annotations

import pytest

from resolver import report
from tests.test_app import resolved

CASES = ["scenarios/bankers/a_boss_check_fails_boss_killed_same_night.yaml",
         "scenarios/andorra/option_dead_actor_acts_false.yaml"]


@pytest.mark.parametrize("path", CASES)
def test_a_void_move_reads_the_same_in_the_moves_and_the_letter(path: str) -> None:
    res = resolved(path)
    alt = res.chosen
    letters = report.private_results(res, alt, "ru")
    void = [row for row in report.move_rows(res, alt, "ru") if row["result"] == "void"]
    assert void
    for row in void:
        assert row["result_text"] == "неудачно" and row["why"]  # the reason stays beside the word
        mine = [line for line in letters.get(row["actor"], []) if line.startswith(row["action"] + " → ")]
        assert mine and all(line.endswith(": неудачно") or ": неудачно — " in line for line in mine), mine


def test_the_workbench_marks_a_void_move_with_the_same_word() -> None:
    from resolver.workbench import common as c

    assert c.mark("void").endswith("неудачно") and c.mark("void").startswith("⊘")
