"""CP-SAT leaves out no consistent outcome of a ring of moves.

The solver's model may be looser than the rules (each candidate is simulated again, `Rings.apply_assignment`),
never tighter: every assignment (performed, succeeded) of a ring's acts that the simulation finds consistent must be
among the solver's candidates. Checked by trying every assignment of every small ring of the bundled nights.
"""

from __future__ import annotations

from itertools import product
from pathlib import Path
from typing import Any

import pytest

from resolver.input.setup_file import is_setup_file

from resolver.api import resolve_file
from resolver.engine.rings import Rings
from resolver.engine.solver import enumerate_assignments, may_be_stopped_later

ROOT = Path(__file__).resolve().parent.parent
ANDORRA = ROOT / "scenarios" / "andorra"
MAX_MEMBERS = 6  # 3**6 = 729 simulations a ring
STATES = ((False, False), (True, False), (True, True))


def rings_of(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, Any, list[str]]]:
    """(the rings' solver, the state as the ring begins, its members) for each ring the night meets."""
    seen: list[tuple[Any, Any, list[str]]] = []
    solve_ring = Rings.solve

    def spy(self: Any, branch: Any, members: list[str]) -> Any:
        seen.append((self, branch.state.clone(), list(members)))
        return solve_ring(self, branch, members)

    with monkeypatch.context() as patch:
        patch.setattr(Rings, "solve", spy)
        loaded, res = resolve_file(path)
    assert res is not None, loaded.problems
    return seen


def missing_outcomes(rings: Rings, state: Any, members: list[str]) -> list[dict[str, tuple[bool, bool]]]:
    """The consistent assignments of the ring the solver did not list (none asked when it could not list them all)."""
    solved = enumerate_assignments(rings.evaluation, state, members)
    if solved.status in ("cut", "error"):
        return []
    missing = []
    for states in product(STATES, repeat=len(members)):
        forced = dict(zip(members, states))
        if rings.apply_assignment(state.clone(), members, forced) and forced not in solved.assignments:
            missing.append(forced)
    return missing


@pytest.mark.parametrize("name", ["stake_hunt_alone_in_ring_of_moves.yaml", "illegal_move_in_ring_of_moves.yaml",
                                  "civil/mayor_same_player_two_nights.yaml", "stake_hunter_in_ring_of_moves.yaml",
                                  "stake_quorum_in_ring_of_moves.yaml", "voucher_twice_in_ring_of_moves.yaml"])
def test_a_ring_with_a_limited_move_loses_no_outcome(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move a limit stops (no item, not on oneself, not the same player twice, a quorum) is not made; a quorum
    counts the members the ring itself decides, and an item one move of the ring uses up is gone for the next: the
    solver must know all three, or the ring's consistent outcomes are never tried and the order of moves decides."""
    rings = rings_of(ANDORRA / name, monkeypatch)
    assert rings
    for solver, state, members in rings:
        assert missing_outcomes(solver, state, members) == []


def test_the_solver_lists_every_consistent_outcome_of_the_bundled_rings(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = 0
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")):
        if "games" in path.parts or is_setup_file(path):  # a game's folder: its nights are checked as a game
            continue
        for solver, state, members in rings_of(path, monkeypatch):
            if len(members) > MAX_MEMBERS:
                continue
            assert missing_outcomes(solver, state, members) == [], (path.name, members)
            checked += 1
    assert checked >= 15


def test_a_move_a_limit_stopped_is_read_again_as_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    """The ring's re-check (`Rings.peek`) reads a move its limit stopped (a guard on oneself, L270) as not made,
    as the simulation made it: else no assignment of the ring is consistent."""
    ((_engine, _state, members),) = rings_of(ANDORRA / "illegal_move_in_ring_of_moves.yaml", monkeypatch)
    loaded, res = resolve_file(ANDORRA / "illegal_move_in_ring_of_moves.yaml")
    assert res is not None
    state = res.chosen.branch.state
    guard = next(a for a in res.acts if a.action == "guard")
    assert guard.id in members
    assert (state.outcomes[guard.id].performed, state.outcomes[guard.id].succeeded) == (False, False)
    assert res.engine.rings.peek(state, guard) == (False, False)


def test_a_member_of_a_group_act_may_fail_after_it_reached() -> None:
    """A hunter who reached his target is told the hunt's word (bankers «Мирная охота», andorra п.22): the solver
    must not hold him successful for reaching it, whatever his own conditions."""
    from resolver.engine.core import Engine

    loaded, res = resolve_file(ROOT / "scenarios" / "bankers" / "a_peaceful_hunt_two_not_enough.yaml")
    assert res is not None
    engine: Engine = res.engine
    hunters = [a for a in res.acts if res.ruleset.actions[a.action].id == "peaceful_hunt"]
    assert hunters
    for act in hunters:
        assert may_be_stopped_later(engine.night, act, engine.tonight.conditions[act.id])


def test_a_redirected_copy_is_tried_after_the_move_it_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    """A copy of a move a Телепат redirected sorts by its new target, maybe before the move it copies; it exists only
    once that move was redirected, so the ring tries it after that move and after the redirect."""
    ((rings, _state, members),) = rings_of(ANDORRA / "redirected_search_in_ring_of_moves.yaml", monkeypatch)
    order = rings.in_order(members)
    by_moves = sorted(members, key=lambda a: rings.night.act(a).sort_key())
    assert order != by_moves  # the order of moves alone puts the copy first here
    for aid in members:
        act = rings.night.act(aid)
        for need in (act.parent, act.via):
            if need in members:
                assert order.index(need) < order.index(aid), (need, aid)
