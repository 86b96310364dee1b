"""The engine on rings of moves, checked against rules written in the test itself."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from model import Move, Player, Scenario
from resolver.api import Alternative, Resolution, resolve
from resolver.engine.core import Engine
from resolver.input.loader import load_text
from resolver.engine.night import compile_night
from resolver.specs.ruleset import Policy, RoleSpec, RulesetSpec
from resolver.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parent.parent


def ring_ruleset() -> RulesetSpec:
    """Bankers data with a role of plain blockers who all act at the same step, ordered by time."""
    base = get_ruleset("bankers")
    roles = dict(base.roles)
    roles["blocker"] = RoleSpec("blocker", "Блокер", "Blocker", "peaceful", "thief", ("rob",))
    options = dict(base.options)
    options["same_step_mode"] = replace(base.options["same_step_mode"], default="by_time")
    return replace(base, id="ring", roles=roles, options=options, policy=Policy())


def run_ring(edges: list[tuple[str, str]], time: str | None = "22:00") -> tuple[Engine, list]:
    names = sorted({n for e in edges for n in e})
    scenario = Scenario(
        ruleset="ring",
        players=[Player(name=n, role="blocker") for n in names],
        moves=[Move(actor=a, action="rob", targets=[b], time=time) for a, b in edges],
    )
    night = compile_night(ring_ruleset(), scenario)
    engine = Engine(night)
    return engine, engine.resolve()


def performed(engine: Engine, branch, actor: str) -> bool:
    act = next(a for a in engine.night.acts if a.actor == actor)
    return branch.state.outcomes[act.id].performed


def test_two_blockers_on_each_other_have_two_outcomes() -> None:
    engine, branches = run_ring([("A", "B"), ("B", "A")])
    assert len(branches) == 2
    outcomes = {(performed(engine, b, "A"), performed(engine, b, "B")) for b in branches}
    assert outcomes == {(True, False), (False, True)}
    assert all(c.status == "ambiguous" for b in branches for c in b.state.cycles)


def test_three_blockers_in_a_ring_fall_back_to_the_order_of_moves() -> None:
    engine, branches = run_ring([("A", "B"), ("B", "C"), ("C", "A")])
    assert len(branches) == 1
    (branch,) = branches
    assert [c.status for c in branch.state.cycles] == ["fallback"]
    # Earliest first: A robs B; B is robbed and does nothing; C was not robbed and robs A,
    # too late to undo A's move.
    assert (performed(engine, branch, "A"), performed(engine, branch, "B"), performed(engine, branch, "C")) == (
        True, False, True)
    assert any(d.code == "cycle_fallback" for d in branch.state.recorder.decisions)


def test_earlier_submission_breaks_the_tie() -> None:
    scenario = Scenario(
        ruleset="ring",
        players=[Player(name=n, role="blocker") for n in "AB"],
        moves=[Move(actor="A", action="rob", targets=["B"], time="22:05"),
               Move(actor="B", action="rob", targets=["A"], time="22:01")],
    )
    engine = Engine(compile_night(ring_ruleset(), scenario))
    (branch,) = engine.resolve()
    assert not performed(engine, branch, "A") and performed(engine, branch, "B")
    assert not branch.state.cycles  # the order of submission removes the cycle


NIGHT = """
ruleset: bankers
players:
  - {name: Стерва, role: Стерва}
  - {name: Шизик, role: Шизик}
  - {name: Врач, role: Врач}
  - {name: Иван, role: Мирный}
moves:
  - {actor: Стерва, action: Приглашение (Стерва), target: Шизик%s}
  - {actor: Шизик, action: Приглашение (Шизик), target: Стерва%s}
"""


def _resolve(text: str) -> Resolution:
    loaded = load_text(text)
    assert loaded.ok and loaded.scenario is not None, loaded.problems
    return resolve(loaded.scenario)


def _result(res: Resolution, alt: Alternative, actor: str) -> str:
    act = next(a for a in res.acts if a.actor == actor)
    return alt.outcomes[act.id].result


def test_vixen_and_shizik_inviting_each_other_without_times_need_a_ruling() -> None:
    res = _resolve(NIGHT % ("", ""))
    assert res.ambiguous and len(res.alternatives) == 2
    pairs = {(_result(res, alt, "Стерва"), _result(res, alt, "Шизик")) for alt in res.alternatives}
    assert pairs == {("success", "failed"), ("failed", "success")}


def test_vixen_and_shizik_inviting_each_other_earlier_request_wins() -> None:
    res = _resolve(NIGHT % (', time: "21:00"', ', time: "22:00"'))
    assert not res.ambiguous
    alt = res.alternatives[0]
    assert (_result(res, alt, "Стерва"), _result(res, alt, "Шизик")) == ("success", "failed")
    res = _resolve(NIGHT % (', time: "23:00"', ', time: "22:00"'))
    alt = res.alternatives[0]
    assert (_result(res, alt, "Стерва"), _result(res, alt, "Шизик")) == ("failed", "success")


def test_resolution_does_not_depend_on_the_order_of_moves_in_the_file() -> None:
    text = (ROOT / "scenarios" / "examples" / "bankers_night1.yaml").read_text(encoding="utf-8")
    head, moves = text.split("moves:\n")
    lines = moves.strip("\n").split("\n")
    from resolver.report import to_dict

    a = to_dict(_resolve(text))
    b = to_dict(_resolve(head + "moves:\n" + "\n".join(reversed(lines)) + "\n"))
    for alt_a, alt_b in zip(a["alternatives"], b["alternatives"]):
        assert alt_a["deaths"] == alt_b["deaths"]
        assert alt_a["morning_post"] == alt_b["morning_post"]
        assert alt_a["private"] == alt_b["private"]


def test_a_night_without_cycles_never_imports_cp_sat() -> None:
    code = (
        "import sys; from resolver.api import resolve_file; "
        "loaded, res = resolve_file('scenarios/examples/bankers_night1.yaml'); "
        "assert res is not None and not res.cycles(); "
        "print('ortools' in sys.modules, 'streamlit' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
