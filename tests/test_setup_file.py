"""A rule set as one file (issue 20 points 1 and 2): loaded into a `RulesetSpec`, checked and registered as a bundled
one is, its goldens resolved through the CLI; the bundled rule sets themselves go through the same models."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
import yaml

from resolver.cli.main import main, rules_schema_text
from resolver.input.setup_file import is_setup_file, load_setup_file
from resolver.input.setup_models import setup_model, to_plain, to_spec
from resolver.rulesets import get_ruleset
from resolver.specs.ruleset import RulesetSpec

ROOT = Path(__file__).resolve().parent.parent
VILLAGE = ROOT / "scenarios" / "setups" / "village.yaml"
NIGHTS = ROOT / "scenarios" / "setups" / "village_nights"


def test_the_village_setup_loads_and_registers() -> None:
    result = load_setup_file(VILLAGE)
    assert result.ok, "\n".join(p.text("ru") for p in result.problems)
    spec = result.spec
    assert spec is not None and get_ruleset("village") is spec and get_ruleset("Деревня") is spec
    assert set(spec.roles) == {"mafioso", "doctor", "sheriff", "villager"}
    assert spec.role_id("Комиссар") == "sheriff" and spec.action_id("лечить") == "heal"
    # a clause quotes the setup's own text, by its lines
    assert spec.clauses["doctor.limits"].quote == "Доктор не может лечить одного и того же игрока две ночи подряд."
    assert spec.clauses["doctor.limits"].cite("village") == "village «4. Доктор: не две ночи подряд», строка 17"


@pytest.mark.parametrize("ruleset_id", ["bankers", "andorra"])
def test_a_bundled_rule_set_goes_through_the_setup_models_unchanged(ruleset_id: str) -> None:
    """Every dataclass of the rule kinds has its generated model: a bundled rule set written as a setup file's data
    validates and comes back equal, field by field (the hooks and the packaged text aside)."""
    bundled = get_ruleset(ruleset_id)
    data = to_plain(bundled)
    data["text"] = "x"
    model = setup_model().model_validate(data)
    back = {name: to_spec(getattr(model, name)) for name in type(model).model_fields}
    for f in dataclasses.fields(RulesetSpec):
        if f.name in back:
            assert back[f.name] == getattr(bundled, f.name), f.name


def test_the_setup_goldens_pass_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(ROOT / "scenarios" / "setups")]) == 0
    assert "прошли: 3, не прошли: 0" in capsys.readouterr().out
    assert is_setup_file(VILLAGE) and not is_setup_file(NIGHTS / "night1_heal_saves.yaml")


def test_resolve_with_the_rules_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = (NIGHTS / "night2_repeat_heal.yaml").read_text(encoding="utf-8").replace("rules: ../village.yaml\n", "")
    (tmp_path / "night.yaml").write_text(night, encoding="utf-8")
    assert main(["resolve", str(tmp_path / "night.yaml"), "--rules", str(VILLAGE)]) == 0
    out = capsys.readouterr().out
    assert "Убит: Иван (Мирный житель)" in out
    assert "village «4. Доктор: не две ночи подряд», строка 17" in out


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = VILLAGE.read_text(encoding="utf-8")
    assert old in text
    (tmp_path / "village.txt").write_text((VILLAGE.parent / "village.txt").read_text(encoding="utf-8"), "utf-8")
    path = tmp_path / "broken.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def _line(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_a_broken_setup_exits_2_with_every_problem_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _broken(tmp_path, "- {kind: kill, kill_kind: killed}", "- {kind: kill, kill_kind: kiled}")
    text = path.read_text(encoding="utf-8").replace("clause: sheriff, actions: [check]", "clause: sherif, actions: [chek]")
    path.write_text(text, encoding="utf-8")
    assert main(["rules", "show", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    kill_line = _line(path, "kill_kind: kiled")
    assert (f"{path}:{kill_line}: actions.kill.rows[0].kill_kind: «kiled» — не вид смерти правил village "
            "(может быть, «killed»?)") in err
    sheriff_line = _line(path, "clause: sherif")
    assert f"{path}:{sheriff_line}: roles.sheriff.clause: «sherif» — не статья правил village (может быть, «sheriff»?)" in err
    assert f"{path}:{sheriff_line}: roles.sheriff.actions: «chek» — не ход правил village (может быть, «check»?)" in err
    assert err.index(f":{sheriff_line}:") < err.index(f":{kill_line}:")  # in the file's order
    assert err.rstrip().endswith("3 ошибки в файле правил; правила не загружены.")


def test_a_night_naming_a_broken_setup_reports_the_setups_problems(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    _broken(tmp_path, "status: healed, edge: protect", "status: healed, who: targat")
    night = (NIGHTS / "night1_heal_saves.yaml").read_text(encoding="utf-8").replace("../village.yaml", "broken.yaml")
    (tmp_path / "night.yaml").write_text(night, encoding="utf-8")
    assert main(["resolve", str(tmp_path / "night.yaml")]) == 2
    err = capsys.readouterr().err
    line = _line(tmp_path / "broken.yaml", "who: targat")
    assert f"broken.yaml:{line}: roles.doctor.change_actions.heal.rows[1].who: допустимо: 'actor' или 'target'" in err
    assert "неизвестные правила" not in err  # the night's own lookup is not reported on top


def test_a_setup_may_not_take_a_bundled_id(tmp_path: Path) -> None:
    path = _broken(tmp_path, "id: village", "id: bankers")
    result = load_setup_file(path, register_it=False)
    assert [p.text("ru") for p in result.problems] == [
        f"{path}:4: id: «bankers» — это id встроенных правил; дайте своим правилам другой"]
    assert get_ruleset("bankers").id == "bankers" and get_ruleset("bankers").provenance == ()


def test_committed_setup_schema_is_fresh() -> None:
    committed = (ROOT / "scenarios" / "setup.schema.json").read_text(encoding="utf-8")
    assert committed == rules_schema_text(), "run: mafia-night schema --rules-schema -o scenarios/setup.schema.json"


def test_the_bundled_setup_validates_against_its_schema() -> None:
    import jsonschema

    schema = json.loads((ROOT / "scenarios" / "setup.schema.json").read_text(encoding="utf-8"))
    data = yaml.safe_load(VILLAGE.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(data)
    # and the schema says what an editor needs: a row's kinds, a misspelled field
    data["actions"]["kill"]["rows"][0]["kind"] = "kil"
    data["roles"]["doctor"]["sidee"] = "peaceful"
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(data))
    assert {tuple(e.absolute_path)[:2] for e in errors} >= {("actions", "kill"), ("roles", "doctor")}


def test_schema_flag_writes_the_setup_schema(tmp_path: Path) -> None:
    assert main(["schema", "--rules-schema", "-o", str(tmp_path / "s.json")]) == 0
    schema = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert schema["title"] == "mafia-night setup (rule set) file"
    row_kinds = {json.dumps(d) for d in schema["$defs"]}
    assert '"Kill"' in row_kinds and '"RepeatBan"' in row_kinds


def test_a_role_from_a_bundled_rule_set_is_its_data_with_the_files_changes(capsys: pytest.CaptureFixture[str]) -> None:
    from resolver.specs.ruleset import Leaves, RepeatBan

    result = load_setup_file(VILLAGE)
    assert result.spec is not None
    andorra = get_ruleset("andorra")
    assert result.spec.roles["doctor"] == dataclasses.replace(andorra.roles["doctor"], actions=("heal",),
                                                              max_per_game=1, roster_clause="doctor")
    assert result.spec.actions["heal"] == dataclasses.replace(
        andorra.actions["heal"], step="heal", rows=(RepeatBan("doctor.limits"), Leaves("healed", edge="protect")))
    assert "sleeping_pill" not in result.spec.actions and "15" not in result.spec.steps
    assert [str(line) for line in result.spec.provenance] == [
        "role 'doctor': andorra's «Доктор»", "changed: actions, max_per_game, roster_clause",
        "its action 'heal': changed step, rows", "taken from andorra with it: actions: heal"]
    assert main(["rules", "show", str(VILLAGE)]) == 0
    out = capsys.readouterr().out
    assert "роль «doctor»: «Доктор» из правил andorra\n  изменено: actions, max_per_game, roster_clause\n" in out
    assert "её ход «heal»: изменено step, rows" in out


def test_a_role_from_a_bundled_rule_set_brings_what_it_names(tmp_path: Path) -> None:
    """Without its step changed, andorra's heal brings andorra's step 15 and the clause that step cites, which quotes
    andorra's text under andorra's name; the file's own clauses of the same ids stay the file's."""
    path = _broken(tmp_path, "        step: heal\n", "")
    result = load_setup_file(path, register_it=False)
    assert result.ok, [p.text("ru") for p in result.problems]
    spec = result.spec
    assert spec is not None and spec.actions["heal"].step == "15" and spec.steps["15"] == get_ruleset("andorra").steps["15"]
    order = spec.clauses["p28.order"]
    assert order.title_ru.startswith("Андоррская мафия: ") and order.quote == get_ruleset("andorra").clauses["p28.order"].quote
    assert spec.clauses["doctor.heal"].quote.startswith("Доктор ночью лечит одного игрока")  # the file's own
    assert "taken from andorra with it: actions: heal; clauses: p28.order; steps: 15" in map(str, spec.provenance)


def test_a_setup_is_found_by_id_but_never_takes_a_bundled_name(tmp_path: Path) -> None:
    from resolver.rulesets import available_rulesets, loaded_rulesets

    path = _broken(tmp_path, "name_ru: Деревня\n", "name_ru: Андоррская мафия\n")
    result = load_setup_file(path)
    assert result.ok and get_ruleset("village") is result.spec
    assert get_ruleset("андоррская мафия").id == "andorra"  # andorra's own alias stays andorra's
    assert "village" in loaded_rulesets() and available_rulesets() == ["andorra", "bankers", "classic"]


def test_rules_show_lists_the_options_with_their_values_and_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "show", "bankers"]) == 0
    out = capsys.readouterr().out
    assert "\nОпции:\n" in out
    assert "(peaceful_hunt): " in out and "; по умолчанию " in out
