"""The committed JSON Schema matches the model, and scenarios round-trip."""

from __future__ import annotations

from pathlib import Path

from model import Scenario
from resolver.cli.main import schema_text
from resolver.input.loader import load_file
from resolver.game.nextnight import scenario_yaml

ROOT = Path(__file__).resolve().parent.parent


def test_committed_schema_is_fresh() -> None:
    committed = (ROOT / "scenarios" / "scenario.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(), "run: mafia-night schema -o scenarios/scenario.schema.json"


def test_examples_point_editors_at_the_schema() -> None:
    for path in (ROOT / "scenarios").rglob("*.yaml"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema="), path


def test_round_trip(tmp_path: Path) -> None:
    loaded = load_file(ROOT / "scenarios" / "examples" / "bankers_night1.yaml")
    assert loaded.scenario is not None
    text = scenario_yaml(loaded.scenario)
    again = tmp_path / "again.yaml"
    again.write_text(text, encoding="utf-8")
    reloaded = load_file(again)
    assert reloaded.ok, reloaded.problems
    assert reloaded.scenario == loaded.scenario
    assert Scenario.model_validate(loaded.scenario.model_dump()) == loaded.scenario
