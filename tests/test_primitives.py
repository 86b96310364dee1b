"""Each mechanic of the engine on a plain rule set written here, with no bankers or andorra data.

One role, «agent», has every action; a player may send several moves. Rings use `always`
precedence so that acts of one step reach each other: a ring is then a real cycle for CP-SAT.
"""

from __future__ import annotations

from model import Move, Player, Scenario
from resolver.engine.carry import carry
from resolver.engine.core import Engine
from resolver.engine.night import compile_night
from resolver.specs.ruleset import (
    ActionSpec,
    Clause,
    Condition,
    ItemSpec,
    GroupOf,
    Kill,
    KillKind,
    Lays,
    Leaves,
    PendingSpec,
    Policy,
    ProtectionSpec,
    Redirects,
    RoleSpec,
    RulesetSpec,
    StepSpec,
)

CLAUSE_IDS = ("block", "shot", "guard", "bless", "redirect", "vest", "hunt", "quorum", "dead", "order")


def plain_ruleset() -> RulesetSpec:
    clauses = {cid: Clause(cid, cid, cid, (i + 1, i + 1), ruleset_text="\n".join(f"line {n}" for n in range(20)))
               for i, cid in enumerate(CLAUSE_IDS)}
    kill = Kill("killed")
    actions = [
        ActionSpec("block", "Блок", "Block", "1", "block", rows=(Leaves("blocked"),)),
        ActionSpec("guard", "Охрана", "Guard", "1", "guard", rows=(Leaves("guarded"),)),
        ActionSpec("bless", "Благословение", "Bless", "1", "bless", rows=(Leaves("blessed"),)),
        ActionSpec("redirect", "Смена цели", "Redirect", "1", "redirect", min_targets=2, max_targets=2,
                   rows=(Redirects(), Leaves("redirected"))),
        ActionSpec("shoot", "Выстрел", "Shot", "2", "shot", hostile=True, attack="shot", rows=(kill,)),
        ActionSpec("counter", "Ответ", "Counter", "2", "guard", role_move=False, hostile=True,
                   attack="counter", rows=(kill,)),
        ActionSpec("hunt", "Охота", "Hunt", "3", "hunt", role_move=False, rows=(Leaves("hunted", timing="perf"),)),
        ActionSpec("hunt_party", "Охота: итог", "Hunt: outcome", "4", "quorum", role_move=False,
                   hostile=True, attack="party", pseudo=True, rows=(kill, GroupOf("hunt", 2))),
    ]
    general = (
        Condition("actor", "dead", "actor_dead", "dead", scope="personal"),
        Condition("actor", "blocked", "actor_blocked", "block", precedence="always", scope="personal"),
        Condition("actor", "redirected", "move_redirected", "redirect", precedence="always", scope="original",
                  supersedes=True),
        Condition("target", "dead", "target_dead", "dead", scope="targeted"),
    )
    protections = (
        ProtectionSpec("bless", 1, "status:blessed", "bless", effect="reflect", spent="never"),
        ProtectionSpec("guard", 2, "status:guarded", "guard", effect="counter", counter_action="counter",
                       spent="never"),
        ProtectionSpec("vest", 3, "item:vest", "vest", stops=frozenset({"shot", "counter"}), reported="success"),
    )
    steps = {sid: StepSpec(sid, float(sid), sid, sid, "order") for sid in ("1", "2", "3", "4")}
    return RulesetSpec(
        id="plain", name_ru="plain", name_en="plain", text_file="bankers.txt", clauses=clauses,
        roles={"agent": RoleSpec("agent", "Агент", "Agent", "peaceful", "order", tuple(a.id for a in actions))},
        actions={a.id: a for a in actions}, steps=steps, options={},
        kill_kinds={"killed": KillKind("killed", "Убит", "Killed", "shot")}, events={},
        items={"vest": ItemSpec("vest", "бронежилет", "vest", "vest")}, general_conditions=general,
        policy=Policy(), citations={k: ("order", None) for k in ("cycle", "same_step", "later_step",
                                                                  "not_in_list", "time_rule")},
        protections=protections,
    )


def night(moves: list[tuple[str, str, tuple[str, ...]]], players: str = "ABCDEFGH",
          items: dict[str, list[str]] | None = None) -> tuple[Engine, list]:
    items = items or {}
    scenario = Scenario(
        ruleset="plain",
        players=[Player(name=p, role="agent", items=items.get(p, [])) for p in players],
        moves=[Move(actor=a, action=act, targets=list(t)) for a, act, t in moves],
    )
    engine = Engine(compile_night(plain_ruleset(), scenario))
    return engine, engine.resolve()


def outcome(engine: Engine, branch, actor: str, action: str, target: str | None = None):
    for act in engine.night.acts:
        if act.actor == actor and act.action == action and (target is None or act.target == target):
            found = branch.state.outcomes.get(act.id)
            if found is not None:
                return found
    return None


def codes(branch) -> list[str]:
    return [d.code for d in branch.state.recorder.decisions]


# ------------------------------------------------------------------ rings of blocks
def test_two_blocks_on_each_other_are_two_outcomes() -> None:
    engine, branches = night([("A", "block", ("B",)), ("B", "block", ("A",))])
    assert len(branches) == 2
    assert {(outcome(engine, b, "A", "block").performed, outcome(engine, b, "B", "block").performed)
            for b in branches} == {(True, False), (False, True)}


def test_three_blocks_in_a_ring_are_proved_impossible_and_the_clause_is_named() -> None:
    engine, branches = night([("A", "block", ("B",)), ("B", "block", ("C",)), ("C", "block", ("A",))])
    (branch,) = branches
    assert [c.status for c in branch.state.cycles] == ["fallback"]
    proof = next(d for d in branch.state.recorder.decisions if d.code == "cycle_infeasible")
    assert any("block" in c for c in proof.params["clauses"])
    assert "cycle_fallback" in codes(branch)


def test_independent_rings_multiply_and_none_is_dropped() -> None:
    pairs = [("A", "B"), ("C", "D"), ("E", "F"), ("G", "H"), ("I", "J")]
    moves = [m for a, b in pairs for m in ((a, "block", (b,)), (b, "block", (a,)))]
    engine, branches = night(moves, players="ABCDEFGHIJ")
    assert len(branches) == 32  # 2^5, all of them
    note = next(d for d in branches[0].state.recorder.decisions if d.code == "independent_rings")
    assert note.params["total"] == 32 and note.params["rings"] == 5


# ---------------------------------------------------------------- the protection queue
def test_a_vest_saves_from_both_shots_of_one_step_and_is_used_up() -> None:
    engine, (branch,) = night([("A", "shoot", ("C",)), ("B", "shoot", ("C",))], items={"C": ["vest"]})
    assert not branch.state.deaths
    for shooter in "AB":
        assert outcome(engine, branch, shooter, "shoot").result == "success"  # told «удачно»
        assert not outcome(engine, branch, shooter, "shoot").succeeded  # yet C lives
    assert carry(engine.night, branch.state)["items"]["C"] == []


def test_without_the_vest_row_the_shot_kills() -> None:
    rs = plain_ruleset()
    rs.protections = tuple(p for p in rs.protections if p.id != "vest")
    scenario = Scenario(ruleset="plain", players=[Player(name=p, role="agent", items=["vest"] if p == "C" else [])
                                                  for p in "AC"],
                        moves=[Move(actor="A", action="shoot", targets=["C"])])
    engine = Engine(compile_night(rs, scenario))
    (branch,) = engine.resolve()
    assert "C" in branch.state.deaths


def test_the_counter_shot_kills_the_attacker_and_meets_his_vest() -> None:
    engine, (branch,) = night([("G", "guard", ("T",)), ("A", "shoot", ("T",))], players="AGT")
    assert "A" in branch.state.deaths and "T" not in branch.state.deaths
    assert outcome(engine, branch, "A", "shoot").result == "failed"
    engine, (branch,) = night([("G", "guard", ("T",)), ("A", "shoot", ("T",))], players="AGT",
                              items={"A": ["vest"]})
    assert not branch.state.deaths  # the counter-shot went into A's vest


def test_the_blessing_returns_the_act_to_its_doer_before_the_guard_acts() -> None:
    engine, (branch,) = night([("P", "bless", ("T",)), ("G", "guard", ("T",)), ("A", "shoot", ("T",))],
                              players="AGPT")
    assert list(branch.state.deaths) == ["A"]
    assert branch.state.deaths["A"].act.endswith("@bless")


# ------------------------------------------------------------------------- redirects
def test_a_redirect_sends_the_move_to_the_new_target() -> None:
    engine, (branch,) = night([("R", "redirect", ("A", "X")), ("A", "shoot", ("T",))], players="ARTX")
    assert list(branch.state.deaths) == ["X"]


def test_a_redirect_that_frees_its_own_blocker_has_two_outcomes() -> None:
    # B blocks R; R redirects B's block onto X. Redirect done: R is free (consistent). Not done: R is
    # blocked (consistent too).
    engine, branches = night([("B", "block", ("R",)), ("R", "redirect", ("B", "X"))], players="BRX")
    assert len(branches) == 2


def test_a_redirect_aimed_back_at_its_sender_is_impossible_and_the_order_decides() -> None:
    # B blocks X; R turns the block onto R himself: done, R is blocked and cannot have done it;
    # not done, R is free and does it. No consistent outcome.
    engine, branches = night([("B", "block", ("X",)), ("R", "redirect", ("B", "R"))], players="BRX")
    (branch,) = branches
    assert [c.status for c in branch.state.cycles] == ["fallback"]


# --------------------------------------------------------------------- group quorum
def test_a_group_act_needs_its_quorum_and_its_members_share_the_word() -> None:
    engine, (branch,) = night([("A", "hunt", ("T",)), ("B", "hunt", ("T",))], players="ABT")
    assert "T" in branch.state.deaths
    engine, (branch,) = night([("A", "hunt", ("T",)), ("B", "hunt", ("T",)), ("C", "block", ("B",))],
                              players="ABCT")
    assert not branch.state.deaths
    assert outcome(engine, branch, "A", "hunt").result == "failed"
    assert "quorum_not_met" in codes(branch)


def test_a_pending_effect_is_carried_and_comes_due_the_next_night() -> None:
    rs = plain_ruleset()
    rs.actions["poison"] = ActionSpec("poison", "Яд", "Poison", "2", "shot", hostile=True,
                                      attack="poison", rows=(Lays("slow"),))
    rs.actions["slow_death"] = ActionSpec("slow_death", "Смерть", "Death", "4", "shot", role_move=False,
                                          pseudo=True, rows=(Kill("killed"),))
    rs.roles["agent"] = RoleSpec("agent", "Агент", "Agent", "peaceful", "order", ("poison",))
    rs.pending = {"slow": PendingSpec("slow", "slow_death", "shot")}
    first = Scenario(ruleset="plain", players=[Player(name=p, role="agent") for p in "AB"],
                     moves=[Move(actor="A", action="poison", targets=["B"])])
    engine = Engine(compile_night(rs, first))
    (branch,) = engine.resolve()
    assert not branch.state.deaths
    carried = carry(engine.night, branch.state)["carried"]
    assert [p.kind for p in carried["B"].pending] == ["slow"]
    second = Scenario(ruleset="plain", night=2,
                      players=[Player(name="A", role="agent"), Player(name="B", role="agent", state=carried["B"])])
    engine = Engine(compile_night(rs, second))
    (branch,) = engine.resolve()
    assert list(branch.state.deaths) == ["B"]


def test_the_recorders_fast_decision_is_the_dataclass_decision() -> None:
    """`Recorder.record` builds a decision without the frozen dataclass's constructor: it must be the same
    decision (every field, in order), and stay frozen."""
    import dataclasses

    import pytest

    from resolver.engine.decisions import Decision, _new_decision

    args = dict(id=3, subject="a/b/c", kind="reason", code="x", clause="p05", ruling="AN-1",
                params={"who": "Фома"}, causes=("q/r/s",))
    fast = _new_decision(**args)  # type: ignore[arg-type]
    assert fast == Decision(**args)  # type: ignore[arg-type]
    assert [f.name for f in dataclasses.fields(Decision)] == list(vars(fast))
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.code = "y"  # type: ignore[misc]


# --------------------------------------------------------------- a new mechanic
def test_a_new_mechanic_is_a_row_type_and_its_handler(monkeypatch) -> None:
    """What a newcomer writes for a new mechanic: a row type, a handler with the hooks of its stages, its entries in
    the registry. Nothing of the engine is edited: here a «scare» that leaves a status on the actor's target and
    writes him a letter when it works (`apply`), and tells the graph the status it may give (`produces`)."""
    from dataclasses import dataclass

    from resolver.engine import mechanics
    from resolver.engine.graph import Production
    from resolver.engine.handler import Handler
    from resolver.engine.night_state import Mark
    from resolver.specs.rows import ROW_KINDS, Row

    @dataclass(frozen=True)
    class Scare(Row):
        kind = "scare_for_a_test"
        status: str
        letter: str

    class ScareEffect(Handler[Scare]):
        row_type = Scare

        def apply(self, night, state, act, outcome, row) -> None:
            if outcome.succeeded and act.target:
                state.add_mark(Mark(act.target, row.status, act.id))
                state.recorder.record(f"player:{act.target}", "letter", row.letter, night.action(act).clause,
                                      causes=[act.id], who=act.target)

        def produces(self, night, act, row, invites):
            return [Production(act.target, row.status, "succ")] if act.target else []

    try:
        monkeypatch.setitem(mechanics.HANDLERS, Scare, ScareEffect())
        monkeypatch.setitem(mechanics.ORDER, "apply", mechanics.ORDER["apply"] + (Scare,))
        monkeypatch.setitem(mechanics.ORDER, "produces", mechanics.ORDER["produces"] + (Scare,))
        rs = plain_ruleset()
        rs.actions["scare"] = ActionSpec("scare", "Испуг", "Scare", "1", "block",
                                         rows=(Scare("scared", "letter_scared"),))
        rs.general_conditions += (Condition("actor", "scared", "actor_scared", "block", scope="personal"),)
        rs.roles["agent"] = RoleSpec("agent", "Агент", "Agent", "peaceful", "order", ("scare", "shoot"))
        scenario = Scenario(ruleset="plain", players=[Player(name=p, role="agent") for p in "ABC"],
                            moves=[Move(actor="A", action="scare", targets=["B"]),
                                   Move(actor="B", action="shoot", targets=["C"])])
        engine = Engine(compile_night(rs, scenario))
        (branch,) = engine.resolve()
        assert "letter_scared" in codes(branch) and "actor_scared" in codes(branch)
        assert not branch.state.deaths  # the scared shooter's shot (step 2) did not happen
        assert engine.graph.graph.has_edge("A/scare/B", "B/shoot/C")
    finally:
        ROW_KINDS.pop("scare_for_a_test", None)
