"""`mafia-night simulate` (issue 21): whole games in memory, Wilson intervals, the same numbers for the same seed."""

from __future__ import annotations

import json

import pytest

from resolver.cli.main import main
from resolver.sim.game import play_game
from resolver.sim.runner import Study, play_batch
from resolver.sim.setups import SetupError, load_setup
from resolver.sim.totals import Totals, wilson


def test_wilson_matches_the_textbook_values():
    # Newcombe (1998), table I: 81 of 263 -> 0.2553 to 0.3662; 0 of 10 -> 0 to 0.2775.
    low, high = wilson(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("name", ["bankers12", "andorra12"])
def test_a_game_is_played_to_the_rule_sets_own_win(name):
    setup = load_setup(name)
    game = play_game(setup, "random", 3, 0)
    assert game.winner  # a side of the rule set's win rules
    assert game.nights >= 1 and game.days == game.nights - 1
    assert sum(game.deaths.values()) >= 1


def test_a_game_depends_on_seed_and_index_only():
    setup = load_setup("bankers12")
    first = [play_game(setup, "random", 11, i) for i in range(6)]
    again = [play_game(setup, "random", 11, i) for i in reversed(range(6))][::-1]
    assert first == again
    other = [play_game(setup, "random", 12, i) for i in range(6)]
    assert first != other


def test_batches_of_any_size_give_the_same_totals():
    setup = load_setup("bankers12")
    one = play_batch(setup, "random", 5, 0, 12)
    split = Totals()
    for start, stop in ((8, 12), (0, 3), (3, 8)):  # out of order, as a cluster returns them
        split.merge(play_batch(setup, "random", 5, start, stop))
    assert one == split
    assert one.games == 12 and sum(one.wins.values()) == 12


def test_the_lynch_deaths_are_the_days(capsys):
    totals, stopped = Study(load_setup("bankers12"), games=10, seed=2, batch=4).serial()
    assert not stopped and totals.games == 10
    assert totals.deaths.get("lynch") == totals.days  # one lynch a day with every player voting


def test_cli_json_and_text(capsys):
    assert main(["simulate", "bankers12", "--games", "8", "--seed", "1", "--workers", "0", "--quiet",
                 "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 8 and sum(s["wins"] for s in data["sides"]) == 8
    for side in data["sides"]:
        assert side["low95"] <= side["rate"] <= side["high95"]
    assert {d["kind"] for d in data["deaths"]} >= {"lynch"}
    assert main(["simulate", "bankers12", "--games", "8", "--seed", "1", "--workers", "0", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "95% интервал Уилсона" in out and "Повешен" in out


def test_a_bad_setup_is_exit_2_with_its_problems(tmp_path, capsys):
    assert main(["simulate", "nonesuch", "--workers", "0", "--quiet"]) == 2
    assert "nonesuch" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("ruleset: bankers\nplayers:\n  - {name: A, role: Нет такой}\n", encoding="utf-8")
    with pytest.raises(SetupError) as exc:
        load_setup(str(bad))
    assert "bad.yaml:3" in str(exc.value)
    assert main(["simulate", str(bad), "--workers", "0", "--quiet"]) == 2


def test_a_simulated_fangirl_checks_on_her_own_only_once_she_found_the_detective() -> None:
    """bankers L116 «Если находит – … получает возможность один раз проверить самой»: the loader's check rows
    refuse her own check before, and after it is spent; the simulator's legal moves read the same rows (it had
    offered her the check every night, the engine resolving what the loader never lets through)."""
    from model import Player, PlayerState
    from resolver.rulesets import get_ruleset
    from resolver.sim.legal import Actions

    actions = Actions(get_ruleset("bankers"))
    def offered(**state: bool) -> list[str]:
        fan = Player(name="Фанни", role="fangirl", state=PlayerState(**state))
        return actions([fan], frozenset(), None)["Фанни"]

    assert "bonus_check" not in offered()
    assert "bonus_check" in offered(found_detective=True)
    assert "bonus_check" not in offered(found_detective=True, bonus_check_used=True)
    assert "bonus_check" not in offered()  # the memo keys on her state, not only her role
