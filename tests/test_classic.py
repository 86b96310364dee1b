"""«Классика» (issue 20 point 4): a rule set bundled as a setup file, and the mechanics its text needed.

Each test resolves a small night of the bundled `classic` rule set; the goldens are `scenarios/classic/`.
"""

from __future__ import annotations

import textwrap

import resolver.input  # noqa: F401  (hands the registry its reader of setup files)
from resolver.api import resolve_text
from resolver.report import morning_post, private_results
from resolver.rulesets import available_rulesets, get_ruleset

CAST = """\
ruleset: classic
night: {night}
players:
  - {{name: Вито, role: Дон{don}}}
  - {{name: Тони, role: Мафиози}}
  - {{name: Сонни, role: Мафиози}}
  - {{name: Айболит, role: Доктор{doctor}}}
  - {{name: Роза, role: Любовница}}
  - {{name: Джек, role: Маньяк}}
  - {{name: Пётр, role: Мирный житель}}
  - {{name: Марья, role: Мирный житель}}
"""


def _night(moves: str, night: int = 1, don: str = "", doctor: str = "", day: str = ""):  # type: ignore[no-untyped-def]
    text = CAST.format(night=night, don=don, doctor=doctor) + textwrap.dedent(day) + (
        "moves:\n" + textwrap.dedent(moves) if moves else "moves: []\n")
    loaded, res = resolve_text(text)
    assert res is not None, [p.text("ru") for p in loaded.problems]
    return res


def _moves(res) -> dict[str, str]:  # type: ignore[no-untyped-def]
    alt = res.alternatives[0]
    out = {f"{a.actor}/{a.action}": alt.outcomes[a.id].result for a in res.night.acts if a.id in alt.outcomes}
    out.update({f"{nc.actor}/{nc.action}": "not_counted" for nc in res.night.not_counted})
    return out


def test_classic_is_a_bundled_rule_set_read_from_its_setup_file() -> None:
    assert "classic" in available_rulesets()
    rs = get_ruleset("Классика")
    assert rs.id == "classic" and rs.clauses["p41"].quote.startswith("п.41. Доктор может лечить себя")


def test_a_mafioso_shot_is_not_counted_while_the_don_lives_even_without_his_shot() -> None:
    res = _night("""\
      - {actor: Вито, action: Проверка Дона, targets: [Пётр]}
      - {actor: Тони, action: Выстрел мафии, targets: [Пётр]}
    """)
    assert _moves(res)["Тони/mafia_kill"] == "not_counted" and not res.alternatives[0].deaths


def test_the_don_dead_the_earliest_mafioso_shot_counts_and_his_check_never() -> None:
    res = _night("""\
      - {actor: Сонни, action: Выстрел мафии, targets: [Марья], time: "22:30"}
      - {actor: Тони, action: Выстрел мафии, targets: [Пётр], time: "22:00"}
      - {actor: Тони, action: Проверка Дона, targets: [Роза]}
    """, night=2, don=", alive: false")
    moves = _moves(res)
    assert moves["Тони/mafia_kill"] == "success" and moves["Сонни/mafia_kill"] == "not_counted"
    assert moves["Тони/don_check"] == "not_counted" and set(res.alternatives[0].deaths) == {"Пётр"}


def test_of_two_moves_of_one_kind_the_last_sent_counts() -> None:
    res = _night("""\
      - {actor: Вито, action: Выстрел мафии, targets: [Марья], time: "23:00"}
      - {actor: Вито, action: Выстрел мафии, targets: [Пётр], time: "22:00"}
    """)
    assert set(res.alternatives[0].deaths) == {"Марья"}


def test_the_doctor_heals_himself_once_a_game_others_freely() -> None:
    spent = ", state: {used_on: {heal: [Айболит]}}"
    again = _night("- {actor: Айболит, action: Лечение, targets: [Айболит]}\n", night=3, doctor=spent)
    other = _night("- {actor: Айболит, action: Лечение, targets: [Пётр]}\n", night=3, doctor=spent)
    assert _moves(again)["Айболит/heal"] == "failed" and _moves(other)["Айболит/heal"] == "success"
    assert "Ход запрещён правилами и не выполнен" in " ".join(private_results(again, again.alternatives[0])["Айболит"])


def test_a_heal_the_visit_cancelled_still_spends_the_self_heal() -> None:
    res = _night("""\
      - {actor: Роза, action: Визит, targets: [Айболит]}
      - {actor: Айболит, action: Лечение, targets: [Айболит]}
    """)
    carried = res.alternatives[0].summary["carried"]["Айболит"]
    assert _moves(res)["Айболит/heal"] == "failed"
    assert carried.used_on.get("heal") == ["Айболит"] and carried.last_targets.get("heal") == "Айболит"


def test_a_changed_vote_replaces_the_earlier_and_a_tie_executes_nobody() -> None:
    day = """\
    day:
      votes:
        - {voter: Вито, target: Пётр}
        - {voter: Тони, target: Пётр}
        - {voter: Марья, target: Пётр}
        - {voter: Роза, target: Вито}
        - {voter: Марья, target: Вито}
    """
    res = _night("", night=2, day=day)
    assert res.day is not None and res.day.verdict == [] and res.day.tally.void == set()
    post = morning_post(res, res.alternatives[0])
    assert "Сегодня никто не казнён" in post and "Этой ночью никто не убит" in post


def test_every_night_death_has_its_own_post_line() -> None:
    res = _night("""\
      - {actor: Вито, action: Выстрел мафии, targets: [Пётр]}
      - {actor: Джек, action: Убийство, targets: [Марья]}
    """)
    post = morning_post(res, res.alternatives[0])
    assert "Убит: Марья (Мирный житель)" in post and "Убит: Пётр (Мирный житель)" in post


def test_an_executed_player_makes_no_move_the_next_night() -> None:
    day = """\
    day:
      votes:
        - {voter: Вито, target: Роза}
        - {voter: Тони, target: Роза}
    """
    res = _night("- {actor: Роза, action: Визит, targets: [Вито]}\n", night=2, day=day)
    assert _moves(res)["Роза/visit"] == "void"
