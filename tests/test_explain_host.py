"""Explanations that answer the host's question (issue 12, item 4): no contradiction, no claim the
night does not support, no internal id in a Russian sentence."""

from __future__ import annotations

from pathlib import Path

from resolver.api import Resolution, resolve
from resolver.input.loader import load_file, load_text
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


def test_no_clause_is_cut_before_its_list() -> None:
    """«Убийство от клана не работает, если: …» is quoted with its list, never cut at the colon."""
    from resolver.rulesets import get_ruleset

    for clause in get_ruleset("bankers").clauses.values():  # andorra's clauses are another issue's
        quote = " ".join(clause.quote.split())
        assert not quote.endswith(":"), f"bankers {clause.id} L{clause.lines} ends before its list"


def test_a_kill_that_worked_says_why_the_beaten_sender_did_not_stop_it() -> None:
    # B-44: «the Boss was beaten, yet the kill worked: the clan's kill is the clan's act»
    text = explain(_res(BANKERS / "explain" / "f_beaten_boss_kill_works.yaml"), "Дон")
    assert "и всё же убийство прошло: убийство от клана — ход клана" in text


def test_a_victim_who_was_to_be_healed_says_why_the_heal_did_not_happen() -> None:
    text = explain(_res(BANKERS / "b_doctor_robbed_default.yaml"), "Марья")
    assert "Марья должны были лечить (Айболит), и всё же он погиб" in text
    assert "Айболит обворован(а) (Щипач)" in text.split("должны были лечить")[1]


def test_a_failed_watch_and_a_failed_hunt_are_never_called_a_success() -> None:
    witness = explain(_res(BANKERS / "b_witness_no_attempt.yaml"), "Зоркий")
    assert "неудачно" in witness and "ход удался" not in witness
    hunt = explain(_res(BANKERS / "a_peaceful_hunt_two_not_enough.yaml"), "Иван")
    assert "неудачно" in hunt and "ход удался" not in hunt


def test_the_cancelled_clan_kill_names_the_clan_when_the_other_clan_killed() -> None:
    from resolver.report import morning_post

    res = _res(BANKERS / "a_clan_kill_son_target.yaml")
    post = morning_post(res, res.alternatives[0])
    assert "Убийство от мафов клана Клан2 не произошло" in post and "Убит: Пётр" in post


def test_a_vest_that_stopped_a_kill_cites_the_vest_not_the_blast() -> None:
    text = explain(_res(BANKERS / "d_clan_kill_fails_on_vest.yaml"), "Дон")
    line = next(ln for ln in text.splitlines() if "сработала защита: бронежилет" in ln)
    assert "«Бронежилет" in line and "Стерва: взрыв" not in line


def test_a_role_hunt_names_the_role_line_that_grants_it() -> None:
    loaded = load_text("""\
ruleset: bankers
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Айболит, role: Врач}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Айболит, action: Мирная охота, target: Дон}
  - {actor: Иван, action: Мирная охота, target: Дон}
""", "hunt.yaml")
    assert loaded.scenario is not None, loaded.problems
    text = explain(resolve(loaded.scenario), "Айболит")
    assert "неудачно" in text and "ход удался" not in text
    assert "«Врач: охота», строка 83" in text  # «Доктор имеет право охотиться согласно общим правилам»


def test_a_failed_hunt_cites_the_hunters_own_line_not_the_sons() -> None:
    """Issue 12: a hunt that failed for want of hunters quotes each hunter's own rule, never the son's L60."""
    from resolver.api import resolve_file

    _, res = resolve_file(Path(__file__).resolve().parent.parent / "scenarios/bankers/a_peaceful_hunt_two_not_enough.yaml")
    assert res is not None
    alt = res.alternatives[0]
    hunts = [a for a in res.acts if a.action == "peaceful_hunt"]
    assert hunts
    for act in hunts:
        reasons = [alt.decision(i) for i in alt.outcomes[act.id].reasons if alt.decision(i).code == "quorum_not_met"]
        assert reasons and all(d.clause != "son.plays" for d in reasons), [(d.code, d.clause) for d in reasons]


def test_the_order_of_moves_names_the_movers_own_role_not_the_role_of_the_step() -> None:
    """An antidote is used at the Доктор's step (п.28 L129): a Туроператор's is «этот ход (Туроператор, шаг
    «Доктор»)», as producer and as the move the note is about; never «(Доктор)», a role she does not have."""
    andorra = ROOT / "scenarios" / "andorra"
    res = _res(andorra / "stake_hunt_alone_in_ring_of_moves.yaml")
    assert "не отменяет" in explain(res, "Мадам")
    assert "этот ход (Туроператор, шаг «Доктор»)" in explain(res, "Мадам")
    assert "this move (Tour operator, the step «Doctor»)" in explain(res, "Мадам", "en")
    assert "этот ход (Доктор)" not in explain(res, "Мадам")
    night = """ruleset: andorra
night: 2
players:
  - {name: Дон, role: Босс мафии, clan: Клан1, items: [яд]}
  - {name: Мадам, role: Туроператор, items: [противоядие]}
  - {name: Иван, role: Мирный житель}
moves:
  - {actor: Мадам, action: Противоядие, target: Иван}
  - {actor: Дон, action: Применить яд, target: Иван}
"""
    loaded = load_text(night)
    assert loaded.ok and loaded.scenario is not None, loaded.problems
    text = explain(resolve(loaded.scenario), "Дон")
    assert "«Мадам» ходит раньше (Туроператор, шаг «Доктор»), чем этот ход (Босс мафии, шаг «Мафия" in text
    # a step named for the mover's own role stays as it is
    assert "(Всадник, Всадник без головы) идёт позже" in explain(res, "Мадам")
