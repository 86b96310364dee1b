"""resolver.game.whatif and resolver.report.rulings_doc: comparisons, deciders, golden cases, ruling texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import Resolution, resolve_text
from resolver.game.golden import compare as check_compare
from resolver.report.rulings_doc import parse_rulings, ruling, rulings
from resolver.rulesets import get_ruleset
from resolver.specs.target import Condition
from resolver.game import whatif

ROOT = Path(__file__).resolve().parent.parent
NIGHTS = [ROOT / "scenarios/examples/bankers_night1.yaml", ROOT / "tests/fixtures/ambiguous.yaml",
          ROOT / "tests/fixtures/night40.yaml"]


def resolved(path: Path) -> tuple[str, Resolution]:
    text = path.read_text(encoding="utf-8")
    loaded, res = resolve_text(text, path.name)
    assert res is not None, loaded.problems
    return text, res


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: p.name)
def test_golden_case_passes_its_own_check(path: Path) -> None:
    text, res = resolved(path)
    golden = whatif.golden_yaml(text, res)
    loaded, again = resolve_text(golden, "golden.yaml")
    assert again is not None and loaded.scenario is not None and loaded.scenario.expect is not None
    assert check_compare(again, loaded.scenario.expect) == []
    assert loaded.scenario.expect.deaths is not None
    assert {d.player for d in loaded.scenario.expect.deaths} == set(res.alternatives[0].deaths)


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: p.name)
def test_a_night_compared_with_itself_is_the_same(path: Path) -> None:
    _, res = resolved(path)
    assert whatif.compare(res, res).same


def test_a_vest_saves_the_detective() -> None:
    text, res = resolved(NIGHTS[0])
    variant = whatif.variant_text(text, [whatif.Items("Шерлок", ("бронежилет",))])
    assert variant is not None
    _, other = resolve_text(variant, "v.yaml")
    assert other is not None
    diff = whatif.compare(res, other)
    assert [(d.player, d.before, d.after) for d in diff.deaths] == [("Шерлок", "Убит", None)]
    moves = {(m.actor, m.result_before, m.result_after) for m in diff.moves}
    assert ("Дон Корлеоне", "success", "failed") in moves
    saved = diff.deaths[0]
    assert "Дон Корлеоне" in saved.why_before and "бронежилет" in saved.why_after  # the reasons, both ways


def test_changes_keep_the_hosts_names() -> None:
    text, _ = resolved(NIGHTS[0])
    changes: list[whatif.Change] = [whatif.MoveTargets(0, ("Пётр",)), whatif.OptionValue("dead_actor_acts", True),
               whatif.PlayerStatus("Иван", alive=True, doomed_by="Псих", set_doomed_by=True)]
    variant = whatif.variant_text(text, changes)
    assert variant is not None
    assert "role: Босс" in variant and "dead_actor_acts: true" in variant
    loaded, other = resolve_text(variant, "v.yaml")
    assert other is not None, loaded.problems
    assert other.scenario.moves[0].targets == ["Пётр"]
    assert other.night.players["Иван"].state.doomed_by == "Псих"


def test_a_bad_change_is_a_located_problem() -> None:
    text, _ = resolved(NIGHTS[0])
    variant = whatif.variant_text(text, [whatif.PlayerStatus("Иван", alive=False)])
    loaded, other = resolve_text(variant or "", "what-if.yaml")
    assert other is None
    assert any(str(p).startswith("what-if.yaml:") and "Иван died before this night" in str(p)
               for p in loaded.problems)


def test_the_option_that_decides_an_ambiguous_night() -> None:
    text, res = resolved(NIGHTS[1])
    assert res.ambiguous
    found = whatif.deciding_options(text, res)
    deciders = {(d.option, d.value, d.ruling): d for d in found}
    assert ("shizik_vs_sterva", "order", "B-08") in deciders
    assert deciders[("shizik_vs_sterva", "order", "B-08")].outcome in (1, 2)
    assert set(whatif.untimed_ring_moves(res)) == {"Мадам/invite/Псих", "Псих/invite_lethal/Мадам"}
    table = whatif.outcome_table(res)
    assert {row.what.split(":")[0] for row in table} == {"Мадам", "Псих"}
    assert all(len(set(row.values)) == 2 for row in table)


def test_an_unambiguous_night_needs_no_decider() -> None:
    text, res = resolved(NIGHTS[0])
    assert whatif.deciding_options(text, res) == []
    assert whatif.outcome_table(res) == []


def test_every_ruling_named_by_the_ruleset_has_a_text() -> None:
    rs = get_ruleset("bankers")
    named = {o.ruling for o in rs.options.values()} | {c.ruling for c in rs.general_conditions if c.ruling}
    for spec in rs.actions.values():
        named |= {c.ruling for c in spec.rows_of(Condition) if c.ruling}
    missing = sorted(r for r in named if ruling(r) is None)
    assert missing == []
    b07 = ruling("B-07")
    assert b07 is not None and b07.title.startswith("Scope of blocks") and "«" in b07.body
    assert ruling("rulings B-33") == ruling("B-33")
    assert ruling(None) is None and ruling("B-999") is None
    assert len(rulings()) >= 50


def test_ruling_sections_end_at_the_next_heading() -> None:
    text = "# T\n### B-01 One\nfirst\n\n### Options\nnot a ruling\n### B-02 Two\nsecond\n## next\ntail\n"
    parsed = parse_rulings(text)
    assert list(parsed) == ["B-01", "B-02"]
    assert parsed["B-01"].body == "first" and parsed["B-02"].body == "second"


# ------------------------------------------- a move's action, a move dropped (issue 22 point 7)
def test_the_actions_a_moves_actor_may_make() -> None:
    text, res = resolved(NIGHTS[0])
    names = [res.ruleset.actions[a].name_ru for a in whatif.move_actions(res.scenario, 0)]  # Дон Корлеоне, Босс
    assert "Убийство от клана" in names
    assert "Лечение" not in names and "Проверка (Детектив)" not in names
    doctor = [res.ruleset.actions[a].name_ru for a in whatif.move_actions(res.scenario, 3)]  # Айболит
    assert doctor[0] == "Лечение" and "Убийство от клана" not in doctor


def test_a_moves_action_changes_and_keeps_its_target() -> None:
    """Шкаф (Громила) beats Барон: with no such move Барон's clan kill goes through, Иван dies; the change keeps
    the move's target and time, and the comparison says what changed with the reasons."""
    text, res = resolved(NIGHTS[0])
    rs = res.ruleset
    mover = next(i for i, m in enumerate(res.scenario.moves) if m.actor == "Дон Корлеоне")
    other = [a for a in whatif.move_actions(res.scenario, mover) if rs.actions[a].name_ru != "Убийство от клана"]
    assert other, "a Босс has more than his clan kill"
    variant = whatif.variant_text(text, [whatif.MoveAction(mover, other[0])])
    assert variant is not None
    loaded, after = resolve_text(variant, "v.yaml")
    assert after is not None, loaded.problems
    move = after.scenario.moves[mover]
    assert rs.action_id(move.action) == other[0]
    spec = rs.actions[other[0]]
    assert move.targets == (["Шерлок"] if spec.max_targets >= 1 else [])
    assert move.time == "22:10"
    diff = whatif.compare(res, after)
    gone = [m for m in diff.moves if m.actor == "Дон Корлеоне" and m.result_after is None]
    assert gone and gone[0].action == "Убийство от клана" and gone[0].result_before == "success"
    assert [(d.player, d.before, d.after) for d in diff.deaths if d.player == "Шерлок"] == [("Шерлок", "Убит", None)]
    death = next(d for d in diff.deaths if d.player == "Шерлок")
    assert "Дон Корлеоне" in death.why_before  # who killed him, in words


def test_an_action_the_actor_cannot_make_is_refused() -> None:
    text, res = resolved(NIGHTS[0])
    with pytest.raises(ValueError, match="Лечение"):
        whatif.apply_changes(res.scenario, [whatif.MoveAction(0, "Лечение")])


def test_targets_that_do_not_fit_the_new_action_are_cut() -> None:
    text, res = resolved(NIGHTS[0])
    spec = res.ruleset.actions[res.ruleset.action_id("Убийство от клана") or ""]
    assert whatif.fitted_targets(spec, ["Иван", "Пётр"]) == ["Иван"]
    assert whatif.fitted_targets(spec, ["Иван"]) == ["Иван"]


def test_a_dropped_move_is_gone_and_its_results_follow() -> None:
    """Without Дон Корлеоне's kill Шерлок lives; two drops and a change of another move's targets apply to the
    moves as the file numbers them (the indices are those of the night, not of the night with a move gone)."""
    text, res = resolved(NIGHTS[0])
    kill = next(i for i, m in enumerate(res.scenario.moves) if m.actor == "Дон Корлеоне")
    thief = next(i for i, m in enumerate(res.scenario.moves) if m.actor == "Щипач")
    changes: list[whatif.Change] = [whatif.DropMove(kill), whatif.DropMove(thief),
                                    whatif.MoveTargets(thief + 1, ("Иван",))]
    variant = whatif.variant_text(text, changes)
    assert variant is not None
    loaded, after = resolve_text(variant, "v.yaml")
    assert after is not None, loaded.problems
    actors = [m.actor for m in after.scenario.moves]
    assert "Дон Корлеоне" not in actors and "Щипач" not in actors
    assert len(actors) == len(res.scenario.moves) - 2
    cure = next(m for m in after.scenario.moves if m.actor == res.scenario.moves[thief + 1].actor)
    assert cure.targets == ["Иван"]
    diff = whatif.compare(res, after)
    assert ("Шерлок", "Убит", None) in [(d.player, d.before, d.after) for d in diff.deaths]
    dropped = next(m for m in diff.moves if m.actor == "Дон Корлеоне")
    assert (dropped.result_before, dropped.result_after, dropped.targets_after) == ("success", None, None)
    changed = [m for m in diff.moves if m.result_before is not None and m.result_after is not None]
    assert all(m.why_before != m.why_after or m.targets_before != m.targets_after for m in changed)


def test_a_dropped_move_leaves_the_later_moves_matched_to_themselves() -> None:
    """Dropping the Вор's theft (the 3rd move of the bundled first night) moves the later moves up in the file: they
    are still the same moves, compared with themselves (they were shown as «— хода нет —» against their
    neighbours). What changes: the theft gone, the Врач's heal now works, so the clan's kill fails and the Детектив,
    alive, checks."""
    text = (Path(__file__).resolve().parent.parent / "scenarios/examples/bankers_night1.yaml").read_text(encoding="utf-8")
    _, before = resolve_text(text, "night.yaml")
    _, after = resolve_text(whatif.variant_text(text, [whatif.DropMove(2)]) or "", "what-if.yaml")
    assert before is not None and after is not None
    diff = whatif.compare(before, after, 0, 0, "ru")
    assert [(m.actor, m.result_before, m.result_after) for m in diff.moves] == [
        ("Щипач", "success", None), ("Айболит", "failed", "success"), ("Дон Корлеоне", "success", "failed"),
        ("Шерлок", "void", "success")]
