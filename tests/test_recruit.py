"""What a night of recruitment, a sin check or a dead head leaves for the next night (resolver/engine/recruit.py)."""

from __future__ import annotations

from pathlib import Path

from model import Scenario
from resolver.api import resolve
from resolver.input.loader import load_file
from resolver.game.nextnight import next_scenario

ROOT = Path(__file__).resolve().parent.parent / "scenarios" / "andorra"


def _next(name: str) -> Scenario:
    loaded = load_file(ROOT / name)
    assert loaded.ok and loaded.scenario is not None
    res = resolve(loaded.scenario)
    return next_scenario(res, res.alternatives[0])


def _player(scenario: Scenario, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in scenario.players if p.name == name)


def test_a_recruit_joins_the_clan_as_a_soldier_at_dawn() -> None:
    ivan = _player(_next("recruit_villager_agrees.yaml"), "Иван")
    assert (ivan.role, ivan.clan) == ("Рядовой мафиози", "Клан1")
    assert ivan.items == ["vodka"]  # «В случае вербовки, водка не пропадает.» (L174)


def test_a_refusal_is_remembered_for_the_second_invitation() -> None:
    ivan = _player(_next("recruit_villager_refuses.yaml"), "Иван")
    assert (ivan.role, ivan.clan, ivan.state.invited_by) == ("Мирный житель", None, ["Клан1"])


def test_an_unreached_invitation_is_no_first_attempt() -> None:
    assert _player(_next("recruit_drunk_target_unreachable.yaml"), "Иван").state.invited_by == []


def test_the_boss_card_moves_its_target_into_the_chosen_clan() -> None:
    petr = _player(_next("boss_card_moves_player_into_clan.yaml"), "Пётр")
    assert (petr.role, petr.clan) == ("Рядовой мафиози", "Клан2")


def test_a_killer_is_sinful_the_next_night_and_a_jailing_makes_no_one_sinful() -> None:
    after = _next("jailer_jails_tonights_killer.yaml")
    assert _player(after, "Джек").state.sinful
    assert not _player(after, "Надзор").state.sinful
    poisoned = _next("jailer_poisoner_sinful.yaml")
    assert _player(poisoned, "Дон").state.sinful  # the poisoner of last night's victim
    staked = _next("jailer_jails_stake_bearer.yaml")
    assert all(_player(staked, n).state.sinful for n in ("Иван", "Пётр", "Марья"))


def test_a_dead_heads_clan_poison_passes_to_the_new_sender() -> None:
    after = _next("clan_poison_passes_when_boss_dies.yaml")
    assert _player(after, "Бугай").items == ["poison"]
