"""Settings mutation (issue 17 point 3), the part that runs in `make test`.

`make mutation` (`tests/mutation_settings_run.py`) changes every setting of every rule set one mutant at a time
(`tests/mutation_settings.py`) and writes `docs/mutation_settings.md`. Here: the enumerator on a small made-up rule
set, the keys, the inert declarations (`tests/mutation_inert.yaml`), a fixed sample of 30 settings chosen by a stable
hash of their keys among those the report measured (each must still be pinned, caught by the check, or declared
inert), and the unpinned share of each rule set, which may not grow past the report's figure (a setting the report
has not measured counts as unpinned: run `make mutation` again).
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import re
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Literal

import pytest

from resolver.rulesets import available_rulesets, get_ruleset
from resolver.specs.refs import ActionId, ClauseId, Switch
from resolver.specs.ruleset import OptionSpec, TargetRule
from tests.mutation_settings import Setting, enumerate_settings
from tests.mutation_settings_run import CHECK, INERT_FILE, REPORT, catcher, inert, ordered_goldens, recorded

SAMPLE = 30


def all_settings() -> list[Setting]:
    return [s for rid in available_rulesets() for s in enumerate_settings(get_ruleset(rid))]


SETTINGS = all_settings()


@dataclass(frozen=True)
class _Row:
    clause: ClauseId
    uses: int = 1
    strict: bool = False
    mode: Literal["a", "b", "c"] = "a"
    actions: tuple[ActionId, ...] = ()
    when: Switch | None = None
    name: str = "plain text is no setting"
    other: ClauseId | None = None


@dataclass
class _Spec:
    id: str
    options: dict[str, OptionSpec]
    rows: tuple[_Row, ...]
    table: dict[str, _Row] = field(default_factory=dict)


def test_the_enumerator_finds_settings_and_their_neighbours() -> None:
    option = OptionSpec("scope", "x", ("x", "y", "z"), "R-1", "")
    row = _Row("c1", uses=2, strict=True, mode="b", actions=("kill", "heal"), when=("scope", "y"), other="c2")
    spec = _Spec("toy", {"scope": option}, (row,), {"guard": _Row("c3")})
    found = {s.key: s for s in enumerate_settings(spec)}  # type: ignore[arg-type]
    labels = {k.split("@")[1]: [m.label for m in s.mutants] for k, s in found.items() if k.startswith("toy:rows:")}
    assert labels == {
        "uses": ["default", "+1"], "strict": ["default"], "mode": ["default", "='c'"],
        "actions": ["default", "drop 'heal'", "drop 'kill'"], "when": ["default", "='x'", "='z'"],
        "other": ["default"],
    }
    assert not any(k.startswith("toy:table:") for k in found), "a row at its defaults writes no setting"
    assert "toy:table:guard@uses" in {s.key for s in enumerate_settings(spec, with_defaults=True)}  # type: ignore
    assert found["toy:option:scope@default"].mutants[0].label == "='y'", "an option's default: its other values"
    key = next(k for k in found if k.endswith("@actions")).split("@")[0]
    mutant = next(m for m in found[f"{key}@actions"].mutants if m.label == "drop 'kill'").build(spec)  # type: ignore
    assert mutant.rows[0].actions == ("heal",) and spec.rows[0].actions == ("kill", "heal")  # type: ignore
    assert mutant.rows[0].uses == 2 and mutant.options is spec.options  # type: ignore


def test_setting_keys_are_unique_and_every_rule_set_has_settings() -> None:
    keys = [s.key for s in SETTINGS]
    assert len(keys) == len(set(keys)), sorted({k for k in keys if keys.count(k) > 1})
    for rid in available_rulesets():
        assert any(s.ruleset_id == rid for s in SETTINGS), f"{rid}: no settings enumerated"


def test_inert_declarations_name_real_settings_with_reasons() -> None:
    keys = {s.key for s in SETTINGS}
    for key, reason in inert().items():
        assert key in keys, f"{INERT_FILE.name}: {key} is no setting of any rule set"
        assert len(reason.split()) >= 5, f"{INERT_FILE.name}: {key} needs a written reason"
        assert key not in recorded().unpinned, f"{key}: declared inert but listed unpinned in {REPORT.name}"


def _stable(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def _sample() -> list[Setting]:
    """A fixed sample: by a stable hash of the key, among those the report measured pinned, caught or inert."""
    measured = recorded().measured
    return sorted((s for s in SETTINGS if s.key in measured), key=lambda s: _stable(s.key))[:SAMPLE]


@pytest.mark.parametrize("setting", [pytest.param(s, id=s.key) for s in _sample()])
def test_a_sampled_setting_is_pinned_or_declared(setting: Setting) -> None:
    spec = get_ruleset(setting.ruleset_id)
    order = ordered_goldens(setting)
    caught = {m.label: catcher(m.build(spec), order) for m in setting.mutants}
    reasons = inert()
    if setting.key in reasons:
        noticed = {label: by for label, by in caught.items() if by is not None}
        assert not noticed, (f"{setting.key} is declared inert ({reasons[setting.key]!r}) but {noticed} notice it: "
                             f"remove the declaration")
        return
    passed = [label for label, by in caught.items() if by is None]
    assert not passed, (f"{setting.key} = {setting.value!r}: the mutants {passed} pass every golden: add a golden "
                        f"that needs the value, or declare it in {INERT_FILE.name} (then `make mutation`)")
    if recorded().measured.get(setting.key) == "check":
        assert set(caught.values()) == {CHECK}, f"{setting.key}: recorded as caught by the check, now {caught}"


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_the_unpinned_share_does_not_grow(ruleset_id: str) -> None:
    report = recorded()
    assert ruleset_id in report.figures, f"{REPORT.name} has no figures for {ruleset_id}: run `make mutation`"
    total, unpinned = report.figures[ruleset_id]
    mine = [s.key for s in SETTINGS if s.ruleset_id == ruleset_id]
    declared = inert()
    unmeasured = [k for k in mine if k not in report.unpinned and k not in report.measured and k not in declared]
    now = [k for k in mine if k in report.unpinned and k not in declared] + unmeasured
    assert len(now) / len(mine) <= unpinned / total, (
        f"{ruleset_id}: {len(now)} of {len(mine)} settings unpinned, the report says {unpinned} of {total}; "
        f"not measured yet: {unmeasured[:10]}: run `make mutation`, add goldens or declare them inert")


def test_the_sample_and_the_figures_read_the_report() -> None:
    """The report's table and lists parse: the sample is drawn from measured settings, not from nothing."""
    report = recorded()
    assert set(report.figures) == set(available_rulesets())
    assert len(report.unpinned) <= sum(u for _t, u in report.figures.values())
    assert len(report.measured) + len(report.unpinned) <= sum(t for t, _u in report.figures.values())
    assert len(_sample()) == SAMPLE


def test_a_spliced_setting_is_read_back_with_the_figures(tmp_path: Path) -> None:
    """`--splice` adds a new setting's verdict to the report as it is: the table, the lists and `recorded` agree."""
    from tests.mutation_settings_run import splice

    text = REPORT.read_text(encoding="utf-8")
    before = recorded()
    new = [{"key": "bankers:new@a", "ruleset": "bankers", "value": "1", "mutants": [{"label": "+1", "caught_by": None}]},
           {"key": "bankers:new@b", "ruleset": "bankers", "value": "2", "mutants": [{"label": "-1", "caught_by": "x.yaml"}]}]
    out = tmp_path / "mutation_settings.md"
    out.write_text(splice(text, new, {}), encoding="utf-8")
    after = recorded(out)
    total, unpinned = before.figures["bankers"]
    assert after.figures["bankers"] == (total + 2, unpinned + 1)
    assert after.unpinned["bankers:new@a"] == ["+1"] and after.measured["bankers:new@b"] == "pinned"
    assert after.figures["andorra"] == before.figures["andorra"]


def test_a_spliced_setting_once_unpinned_takes_its_new_place(tmp_path: Path) -> None:
    """A setting the report lists as unpinned, tried again and now caught: it leaves the unpinned list and the figure."""
    from tests.mutation_settings_run import splice

    before = recorded()
    key = next(k for k in before.unpinned if k.startswith("bankers:"))
    again = [{"key": key, "ruleset": "bankers", "value": "x",
              "mutants": [{"label": label, "caught_by": "some.yaml"} for label in before.unpinned[key]]}]
    out = tmp_path / "mutation_settings.md"
    out.write_text(splice(REPORT.read_text(encoding="utf-8"), again, {}), encoding="utf-8")
    after = recorded(out)
    assert key not in after.unpinned and after.measured[key] == "pinned"
    total, unpinned = before.figures["bankers"]
    assert after.figures["bankers"] == (total, unpinned - 1)


def test_a_step_declared_inert_holds_no_act_or_keeps_its_place() -> None:
    """The reasons of the inert step orders, checked on the data: a step no action has orders nothing; a step moved by
    one that passes no step holding an act keeps its place among them (andorra's п.28 lists steps for the day)."""
    declared = [key for key in inert() if re.fullmatch(r"andorra:step:[^:@]+@order", key)]
    assert declared, "andorra's empty steps are declared inert"
    spec = get_ruleset("andorra")
    held = {action.step for action in spec.actions.values()}
    reasons = inert()
    for key in declared:
        step = spec.steps[key.split(":")[2].removesuffix("@order")]
        if reasons[key].startswith("no act is made at this step"):
            assert step.id not in held, f"{key}: declared empty, but an action is at step {step.id}"
        else:
            assert step.id in held, f"{key}: declared as keeping its place, but it holds no act"
            for moved in (step.order - 1, step.order + 1):
                low, high = sorted((step.order, moved))
                passed = [s.id for s in spec.steps.values() if s.id != step.id and s.id in held
                          and low <= s.order <= high]
                assert not passed, f"{key}: moved to {moved} it passes {passed}, steps that hold acts"
    assert any(r.startswith("no act is made at this step") for k, r in reasons.items() if k in declared)


def test_a_role_move_declared_inert_is_of_an_act_the_engine_makes() -> None:
    """The reason of andorra's inert role_move settings, checked on the data: no general condition reads it (none
    of scope "role") and no role lists the action (a player never sends it, no stolen move's branch takes it)."""
    declared = [key for key in inert() if re.fullmatch(r"andorra:action:[^:@]+@role_move", key)]
    assert declared, "andorra's engine-made acts are declared inert for role_move"
    spec = get_ruleset("andorra")
    assert not [c for c in spec.general_conditions if c.scope == "role"], "a general condition of scope role"
    listed = {a for role in spec.roles.values() for a in role.actions}
    for key in declared:
        action = key.split(":")[2].removesuffix("@role_move")
        assert action in spec.actions and action not in listed, f"{key}: a role lists {action}"


def test_a_protection_order_declared_inert_leaves_the_queue_a_night_meets() -> None:
    """The reason of andorra's inert protection orders, checked on the data: for each order moved by one, and each
    value of the options the protections' switches name, the queue of the protections switched on is the same."""
    declared = [key for key in inert() if re.fullmatch(r"andorra:protections:[^:@]+@order", key)]
    assert declared, "andorra's protection orders are declared inert"
    spec = get_ruleset("andorra")
    options = sorted({s[0] for p in spec.protections for s in (p.when, p.unless) if s is not None})
    values_of = [spec.options[o].values for o in options]
    combos = [dict(zip(options, chosen)) for chosen in itertools.product(
        *[values if isinstance(values, tuple) else (True, False) for values in values_of])]

    def queue(rows: list[Any], chosen: dict[str, Any]) -> list[str]:
        on = [r for r in rows if (r.when is None or chosen.get(r.when[0]) == r.when[1])
              and (r.unless is None or chosen.get(r.unless[0]) != r.unless[1])]
        return [r.id for r in sorted(on, key=lambda r: r.order)]

    for key in declared:
        row_id = key.split(":")[2].removesuffix("@order")
        at = next(i for i, r in enumerate(spec.protections) if r.id == row_id)
        for step in (-1, 1):
            moved = list(spec.protections)
            moved[at] = dataclasses.replace(moved[at], order=moved[at].order + step)
            for chosen in combos:
                assert queue(moved, chosen) == queue(list(spec.protections), chosen), (key, step, chosen)


def test_a_role_rule_declared_inert_against_its_trait_names_the_only_role_with_that_trait() -> None:
    """The reason of an inert require=role (mutant ='trait'): no role but that one has a trait of that name."""
    spec = get_ruleset("andorra")
    declared = [key for key in inert() if re.fullmatch(r"andorra:action:[^:]+:rows:target_rule:role:[^@]+@require", key)]
    assert declared
    for key in declared:
        action = spec.actions[key.split(":")[2]]
        rule = next(r for r in action.rows_of(TargetRule) if r.require == "role")
        holders = sorted(r.id for r in spec.roles.values() if rule.value in r.traits)
        assert holders == [rule.value], f"{key}: roles with the trait {rule.value!r}: {holders}"


def test_a_day_order_declared_inert_is_of_a_plain_next_day_loss() -> None:
    """The reason of andorra's inert day-modifier orders, checked on the data: each is a next-day loss with nothing
    that could read or limit another modifier."""
    declared = [key for key in inert() if re.fullmatch(r"andorra:day:modifier:[^:@]+@order", key)]
    assert declared
    rules = get_ruleset("andorra").day
    assert rules is not None
    for key in declared:
        spec = rules.modifiers[key.split(":")[3].removesuffix("@order")]
        assert spec.op == "next_day", key
        assert not (spec.maker or spec.window or spec.repeat_ban or spec.uses_per_game or spec.only_role
                    or spec.spends), f"{key}: a modifier that can read or limit others"
