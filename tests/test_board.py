"""The player board's facts (resolver/game/board.py): alive or dead, items, the carried state in words."""

from __future__ import annotations

from model import Player, PlayerState
from resolver.game import board
from resolver.api import resolve_text
from resolver.rulesets import get_ruleset

VEST = """ruleset: bankers
night: 2
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Барон, role: Босс, clan: Клан2}
  - {name: Иван, role: Мирный, items: [бронежилет]}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Дон, action: Убийство от клана, target: Иван}
"""
POISON = """ruleset: andorra
night: 2
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Док, role: Доктор}
  - {name: Иван, role: Мирный житель, state: {pending: [{kind: poison, source: Дон, night: 1}]}}
moves: []
"""


def test_a_vest_spent_tonight_is_said_and_gone_from_the_items() -> None:
    _, res = resolve_text(VEST, "vest.yaml")
    assert res is not None
    before = {r.name: r for r in board.before(res.scenario, res.ruleset)}
    after = {r.name: r for r in board.after(res, res.alternatives[0])}
    assert before["Иван"].items == ["бронежилет"]
    assert after["Иван"].alive and after["Иван"].died is None
    assert after["Иван"].items == [] and after["Иван"].changes == ["бронежилет: израсходован этой ночью"]
    assert after["Дон"].changes == [] and after["Дон"].state == []


def test_a_poison_pending_before_and_its_death_after() -> None:
    _, res = resolve_text(POISON, "poison.yaml")
    assert res is not None
    before = {r.name: r for r in board.before(res.scenario, res.ruleset)}
    assert before["Иван"].state == ["ждёт: Смерть отравленного (от Дон, ночь 1)"]
    after = {r.name: r for r in board.after(res, res.alternatives[0])}
    assert after["Иван"].died is not None and not after["Иван"].alive


def test_state_words_in_both_languages() -> None:
    rs = get_ruleset("bankers")
    state = PlayerState(last_targets={"heal": "Иван", "peaceful_hunt": "Пётр"}, doomed_by="Псих", autokill_points=2)
    players = {"Псих": Player(name="Псих", role="Шизик")}
    assert board.state_words(state, rs, players) == [
        "гость игрока Псих (Шизик) прошлой ночью: умрёт, если этой ночью не вылечат",
        "Лечение → Иван прошлой ночью: снова на эту цель нельзя",
        "Мирная охота → Пётр прошлой ночью",
        "штрафные очки автокилла: 2"]
    assert board.state_words(state, rs, players, "en")[1] == "Heal → Иван last night: not the same target again"
    andorra = get_ruleset("andorra")
    uses = PlayerState(uses_left={"redirect": 1}, used_on={"mayor_vote": ["Иван", "Пётр"]})
    assert board.state_words(uses, andorra, {}) == ["Смена цели: осталось 1",
                                                   "Мэр: лишить голоса уже применялось к: Иван, Пётр"]
