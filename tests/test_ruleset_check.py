"""A rule set is checked when it registers (`resolver.rulesets.check`): every id its data names must exist.

Misspelled data is an error at registration naming the rule set, the row and the field — never a silent change of
outcomes (a kill kind «kil», a scope «personnal», a status no act gives) nor a `KeyError` in the middle of a night
(a citation left out).
"""

from __future__ import annotations

import dataclasses

import pytest

import resolver.rulesets as registry
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.rulesets.check import RulesetError, check_ruleset
from resolver.specs.ruleset import Condition, Kill, Leaves, NotSelf, RulesetSpec, StepMoved, TargetRule


def _with_action_rows(rs: RulesetSpec, action_id: str, *rows: object, **fields: object) -> RulesetSpec:
    action = rs.actions[action_id]
    changed = dataclasses.replace(action, rows=action.rows + rows, **fields)  # type: ignore[arg-type]
    return dataclasses.replace(rs, actions={**rs.actions, action_id: changed}, _name_index={})


def _register(monkeypatch: pytest.MonkeyPatch, spec: RulesetSpec) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_CACHE", dict(registry._CACHE))
    registry.register("misspelled", lambda: dataclasses.replace(spec, id="misspelled", _name_index={}))


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_the_bundled_rule_sets_name_only_what_they_have(ruleset_id: str) -> None:
    assert check_ruleset(get_ruleset(ruleset_id)) == []


def test_a_misspelled_kill_kind_is_an_error_at_registration(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _with_action_rows(get_ruleset("bankers"), "maniac_kill", Kill("kil"))
    with pytest.raises(RulesetError) as raised:
        _register(monkeypatch, spec)
    (problem,) = raised.value.problems
    assert problem.startswith("misspelled: actions[maniac_kill].rows[")
    assert "kill 'kil'] .kill_kind: 'kil' is no kill kind of misspelled" in problem
    assert "misspelled" not in registry.available_rulesets()


def test_an_unknown_scope_and_status_and_code_are_each_named(monkeypatch: pytest.MonkeyPatch) -> None:
    rs = get_ruleset("bankers")
    bad = Condition("target", "robed", "target_robed", "thief", scope="personnal")  # type: ignore[arg-type]
    problems = check_ruleset(_with_action_rows(rs, "heal", bad))
    assert len(problems) == 3, problems
    assert any(".status: 'robed' is no status an act of bankers gives (did you mean 'robbed'?)" in p for p in problems)
    assert any(".scope: 'personnal' is none of" in p and "(did you mean 'personal'?)" in p for p in problems)
    assert any(".code: 'target_robed' is no decision code with a sentence" in p for p in problems)
    assert all(p.startswith("bankers: actions[heal].rows[") for p in problems)


def test_ids_of_every_table_and_an_option_value_are_checked() -> None:
    rs = get_ruleset("andorra")
    spec = _with_action_rows(
        rs, "guard",
        NotSelf("bodyguard.limitz"), NotSelf("bodyguard.limits", when=("bless_self", "maybe")),
        Leaves("guarded", who="targat"),  # type: ignore[arg-type]
        TargetRule("trait", "search_miss", "p11", value="undaed"),
        step="99")
    problems = check_ruleset(spec)
    assert any(".step: '99' is no step of andorra" in p for p in problems), problems
    assert any(".clause: 'bodyguard.limitz' is no clause of andorra (did you mean 'bodyguard.limits'?)" in p
               for p in problems)
    assert any(".when: 'maybe' is no value of the option 'bless_self'" in p for p in problems)
    assert any(".who: 'targat' is none of 'actor', 'target'" in p for p in problems)
    assert any(".value: 'undaed' is no trait of andorra (did you mean 'undead'?)" in p for p in problems)
    assert len(problems) == 5, problems


def test_a_citation_left_out_or_misspelled_is_an_error_not_a_key_error() -> None:
    rs = get_ruleset("bankers")
    citations = {k: v for k, v in rs.citations.items() if k != "cycle"} | {"vest": ("order", None)}
    problems = check_ruleset(dataclasses.replace(rs, citations=citations))
    assert "bankers: citations .cycle: missing: the engine cites it for a ring of moves" in problems[-1]
    assert any("citations .vest: 'vest' is no purpose the engine cites" in p for p in problems)
    wrong = dict(rs.citations, cycle=("orderr", "B-51"))
    assert check_ruleset(dataclasses.replace(rs, citations=wrong)) == [
        "bankers: citations .cycle: 'orderr' is no clause of bankers (did you mean 'order'?)"]


def test_a_citation_some_data_needs_is_required_only_then() -> None:
    """«time_rule» is needed by a rule set whose acts are ordered by the time they were sent (bankers' invitations);
    andorra has none and may leave it out."""
    bankers = get_ruleset("bankers")
    without = {k: v for k, v in bankers.citations.items() if k != "time_rule"}
    assert any(".time_rule: missing" in p for p in check_ruleset(dataclasses.replace(bankers, citations=without)))
    andorra = get_ruleset("andorra")
    without = {k: v for k, v in andorra.citations.items() if k != "time_rule"}
    assert check_ruleset(dataclasses.replace(andorra, citations=without)) == []


def test_a_step_an_option_moves_names_a_real_option_step_and_clause() -> None:
    rs = get_ruleset("andorra")
    assert rs.step_moves and check_ruleset(rs) == []
    wrong = dataclasses.replace(rs, step_moves=(StepMoved(("reanimator_lst", "last"), "40x", 41.5, "reanimator.rulez"),))
    problems = check_ruleset(wrong)
    assert any(".switch: 'reanimator_lst' is no option" in p for p in problems), problems
    assert any(".step: '40x' is no step" in p for p in problems), problems
    assert any(".clause: 'reanimator.rulez' is no clause" in p for p in problems), problems
