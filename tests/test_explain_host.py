"""Explanations that answer the host's question (issue 12, item 4): no contradiction, no claim the
night does not support, no internal id in a Russian sentence."""

from __future__ import annotations

from pathlib import Path

from resolver.api import Resolution, resolve
from resolver.loader import load_file, load_text
from resolver.report import explain

ROOT = Path(__file__).resolve().parent.parent
BANKERS = ROOT / "scenarios" / "bankers"


def _res(path: Path) -> Resolution:
    loaded = load_file(path)
    assert loaded.ok and loaded.scenario is not None, loaded.problems
    return resolve(loaded.scenario)


def test_equal_times_are_a_tie_said_once_never_earlier() -> None:
    res = _res(BANKERS / "b_cycle_invite_each_other_same_time.yaml")
    text = explain(res, "Роза")
    assert "пришла раньше" not in text
    first_outcome = text.split("Исход №2")[0]
    assert first_outcome.count("пришли в одно время (22:15)") == 1


def test_an_earlier_time_is_said_as_earlier() -> None:
    res = _res(BANKERS / "b_sterva_target_at_shizik_earlier.yaml")
    assert "заявка Псих пришла раньше (21:05), чем заявка Мадам (21:40)" in explain(res, "Мадам")
