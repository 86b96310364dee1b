"""A game step's chosen outcome is the night's `host_choice: N` (model.scenario); `alternative: N`, the step files'
older key, is read as its alias."""

from __future__ import annotations

from pathlib import Path

import yaml

from resolver.game.folder import history, replay, save_step

ROOT = Path(__file__).resolve().parents[1]
NIGHT = yaml.safe_load((ROOT / "tests/fixtures/ambiguous.yaml").read_text(encoding="utf-8"))


def _game(tmp_path: Path, **step: object) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    cast = {k: NIGHT[k] for k in ("ruleset", "title", "players")}
    (tmp_path / "cast.yml").write_text(yaml.safe_dump(cast, allow_unicode=True), encoding="utf-8")
    body = {"moves": NIGHT["moves"], **step}
    (tmp_path / "01.yml").write_text(yaml.safe_dump(body, allow_unicode=True), encoding="utf-8")
    return tmp_path


def _dead(tmp_path: Path, **step: object) -> tuple[dict[str, str], list[str]]:
    """Each act's word in the outcome the step followed, and the step's problems."""
    game = replay(_game(tmp_path, **step))
    only = game.steps[0]
    words = {} if only.alt is None else {k: o.result for k, o in only.alt.branch.state.outcomes.items()}
    return words, only.problems


def test_the_step_follows_host_choice_and_records_it(tmp_path: Path) -> None:
    first, _ = _dead(tmp_path / "a", host_choice=1)
    second, problems = _dead(tmp_path / "b", host_choice=2)
    assert problems == [] and first != second  # the two outcomes of the ring differ
    step = replay(tmp_path / "b").steps[0]
    assert step.res is not None and step.res.chosen_index == 1 and step.alt is step.res.chosen
    assert any(d.code == "host_choice" for d in step.alt.decisions)


def test_alternative_is_read_as_host_choice(tmp_path: Path) -> None:
    assert _dead(tmp_path / "a", alternative=2) == _dead(tmp_path / "b", host_choice=2)


def test_a_step_without_a_choice_or_past_the_outcomes_or_with_two_choices_is_refused(tmp_path: Path) -> None:
    _none, problems = _dead(tmp_path / "a")
    assert len(problems) == 1 and "host_choice: N" in problems[0]
    _none, problems = _dead(tmp_path / "b", host_choice=5)
    assert len(problems) == 1 and "choose 1..2" in problems[0]
    _none, problems = _dead(tmp_path / "c", host_choice=1, alternative=2)
    assert len(problems) == 1 and "differ" in problems[0]


def test_save_step_keeps_host_choice_and_lots_and_renames_alternative(tmp_path: Path) -> None:
    directory = _game(tmp_path, alternative=2)
    text = replay(directory).steps[0].text
    assert text is not None and "host_choice: 2" in text
    save_step(directory / "01.yml", text)
    saved = yaml.safe_load((directory / "01.yml").read_text(encoding="utf-8"))
    assert saved["host_choice"] == 2 and "alternative" not in saved and "players" not in saved
    edited = yaml.safe_load(text)
    edited.pop("host_choice")
    edited["lots"] = {"Доктор": "Иван"}
    (directory / "02.yml").write_text(yaml.safe_dump({"alternative": 1}), encoding="utf-8")
    save_step(directory / "02.yml", yaml.safe_dump(edited, allow_unicode=True))
    saved = yaml.safe_load((directory / "02.yml").read_text(encoding="utf-8"))
    assert saved["host_choice"] == 1 and saved["lots"] == {"Доктор": "Иван"}


# In outcome 1 the Шизик's invitation works first and the Стерва's fails; in outcome 2 the other way round.
OUTCOME_1 = {"moves": {"Псих": "success", "Мадам": "failed"}}
OUTCOME_2 = {"moves": {"Псих": "failed", "Мадам": "success"}}


def test_a_chosen_outcome_is_checked_against_the_steps_expect(tmp_path: Path) -> None:
    # The host's choice is the game's path: the step's expect is checked against that outcome, as on one
    # outcome — a match passes, a mismatch is a failure (before, an ambiguous step's expect was skipped).
    for number, expect, holds in ((2, OUTCOME_2, True), (2, OUTCOME_1, False), (1, OUTCOME_1, True)):
        game = replay(_game(tmp_path / f"{number}{holds}", host_choice=number, expect=expect))
        step = game.steps[0]
        assert step.problems == []
        assert (step.failures == []) is holds, step.failures
        assert step.unchecked is None
        assert game.ok is holds
        if not holds:
            assert "move 'Псих': expected success, got failed" in step.failures
            assert "  ✗ move 'Псих'" in history(game, "en")


def test_an_expect_on_an_unchosen_ambiguous_step_is_said_unchecked(tmp_path: Path) -> None:
    # No host_choice: no outcome is the game's path; the replay says the expect was not checked, and why.
    game = replay(_game(tmp_path / "a", expect=OUTCOME_1))
    step = game.steps[0]
    assert step.failures == [] and step.unchecked == 2 and not game.ok
    english, russian = history(game, "en"), history(game, "ru")
    assert "? the step's expect was not checked: the night has 2 consistent outcomes and no host_choice" in english
    assert "? ожидания шага (expect) не проверены: у ночи 2 согласованных исхода" in russian
    assert "✓" not in english
    # A number past the outcomes chooses none either; a step with no expect has nothing to say.
    assert replay(_game(tmp_path / "b", host_choice=5, expect=OUTCOME_1)).steps[0].unchecked == 2
    quiet = replay(_game(tmp_path / "c"))
    assert quiet.steps[0].unchecked is None and "not checked" not in history(quiet, "en")
