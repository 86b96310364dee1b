"""The day's house rules (issue 22 point 3): the vote rules a game's thread header sets, as options of the rule set.

Colours, which of several votes counts, an edited vote, a deadline to the second in the forum's time zone, what a
skip costs, a tie: options whose defaults are the rule set's text, settable in a night's `options:`, each vote's
decision naming the house rule it met. An empty day (nothing pasted yet) has no verdict and no penalties.
"""

from __future__ import annotations

from typing import Any

import pytest

from resolver.api import resolve_text
from resolver.report.messages import render
from resolver.rulesets import get_ruleset

BANKERS = """ruleset: bankers
night: 2
{options}
players:
  - {{name: Дон, role: Босс, clan: Клан1}}
  - {{name: Бонни, role: Босс, clan: Клан2}}
  - {{name: Айболит, role: Врач}}
  - {{name: Иван, role: Мирный}}
  - {{name: Пётр, role: Мирный}}
day:
  votes:
{votes}
"""

ANDORRA = """ruleset: andorra
night: 2
{options}
players:
  - {{name: Дон, role: Босс мафии, clan: Клан1}}
  - {{name: Айболит, role: Доктор}}
  - {{name: Иван, role: Мирный житель}}
  - {{name: Пётр, role: Мирный житель}}
  - {{name: Джек, role: Маньяк}}
day:
  votes:
{votes}
"""

# Дон changes his vote from Иван to Пётр; the others: Иван → Дон, Пётр → Иван, Бонни → Пётр, Айболит → Иван.
CHANGED = [("Дон", "Иван", None), ("Иван", "Дон", None), ("Пётр", "Иван", None), ("Дон", "Пётр", None),
           ("Бонни", "Пётр", None), ("Айболит", "Иван", None)]


def _votes(rows: list[tuple[str, str, str | None]], **flags: dict[int, str]) -> str:
    out = []
    for i, (voter, target, at) in enumerate(rows):
        extra = "".join(f", {flag}: true" for flag, rows_of in flags.items() if i in rows_of)
        out.append(f"    - {{voter: {voter}, target: \"{target}\"" + (f", time: \"{at}\"" if at else "") + extra + "}")
    return "\n".join(out)


def _resolve(template: str, rows: list[tuple[str, str, str | None]], options: dict[str, Any] | None = None,
             **flags: Any) -> Any:
    opts = ("options: {" + ", ".join(f"{k}: \"{v}\"" if isinstance(v, str) else f"{k}: {v}"
                                     for k, v in options.items()) + "}") if options else ""
    text = template.format(options=opts, votes=_votes(rows, **flags))
    loaded, res = resolve_text(text)
    assert res is not None and res.day is not None, loaded.problems
    return res


def _said(res: Any, kind: str = "vote") -> list[str]:
    return [render(d.code, d.params, "ru", res.ruleset) for d in res.alternatives[0].decisions if d.kind == kind]


@pytest.mark.parametrize(("rid", "defaults"), [
    ("andorra", {"vote_colours": "red", "vote_change": "void", "edited_vote": "skip", "vote_deadline": "",
                 "vote_timezone": "Europe/Moscow", "skip_cost": 1, "jail_tie": "coin"}),
    ("bankers", {"vote_colours": "red", "vote_change": "first", "edited_vote": "counts", "vote_deadline": "",
                 "vote_timezone": "Europe/Moscow", "skip_cost": 1, "lynch_tie": "coin"}),
])
def test_house_rules_are_options_with_the_texts_reading(rid: str, defaults: dict[str, Any]) -> None:
    options = get_ruleset(rid).options
    assert {name: options[name].default for name in defaults} == defaults


def test_bankers_first_vote_counts_by_default_and_the_last_when_the_host_says() -> None:
    first = _resolve(BANKERS, CHANGED)
    assert first.day.totals == {"Иван": 3, "Дон": 1, "Пётр": 1}
    assert any("правило дня «Какой голос засчитывается: первый»" in s for s in _said(first))
    last = _resolve(BANKERS, CHANGED, {"vote_change": "last"})
    assert last.day.totals == {"Иван": 2, "Пётр": 2, "Дон": 1}
    replaced = [s for s in _said(last) if "Дон" in s and "правило дня" in s]
    assert replaced and "последний" in replaced[0], _said(last)
    assert last.day.tally.voted >= {"Дон"} and "Дон" not in last.day.tally.violators


def test_andorra_a_repeat_is_a_skip_unless_the_house_counts_the_first_or_last() -> None:
    rows = [(v, t if t != "Айболит" else "Джек", a) for v, t, a in CHANGED if v != "Бонни"]
    void = _resolve(ANDORRA, rows)
    assert "Дон" in void.day.tally.violators and void.day.penalty_next.get("Дон") == 1
    first = _resolve(ANDORRA, rows, {"vote_change": "first"})
    assert first.day.totals["Иван"] == 3 and "Дон" not in first.day.tally.violators
    last = _resolve(ANDORRA, rows, {"vote_change": "last"})
    assert last.day.totals == {"Иван": 2, "Дон": 1, "Пётр": 1}
    assert "Дон" not in last.day.penalty_next


def test_an_edited_vote_is_visible_in_bankers_and_voids_when_the_house_says() -> None:
    counted = _resolve(BANKERS, CHANGED[1:3], edited={0})
    assert counted.day.totals == {"Дон": 1, "Иван": 1}
    assert any("отредактирован" in s and "правило дня «Отредактированный голос: учтён»" in s
               for s in _said(counted)), _said(counted)
    skipped = _resolve(BANKERS, CHANGED[1:3], {"edited_vote": "skip"}, edited={0})
    assert skipped.day.totals == {"Иван": 1}
    assert "Иван" in skipped.day.tally.violators
    void = _resolve(BANKERS, CHANGED[1:3], {"edited_vote": "void"}, edited={0})
    assert void.day.totals == {"Иван": 1} and "Иван" not in void.day.tally.violators
    assert "Иван" in void.day.tally.voted  # void, no penalty point


def test_a_deadline_to_the_second_in_moscow_time() -> None:
    rows = [("Иван", "Дон", "2025-12-01 22:29:59"), ("Пётр", "Дон", "2025-12-01 22:30:00"),
            ("Дон", "Иван", "2025-12-01T19:29:00+00:00"), ("Бонни", "Иван", "2025-12-01T19:30:00+00:00")]
    res = _resolve(BANKERS, rows, {"vote_deadline": "22:30"})
    assert res.day.totals == {"Дон": 1, "Иван": 1}  # Пётр at 22:30:00 and Бонни at 22:30 Moscow are late
    late = [s for s in _said(res) if "правило дня «Срок голосования: 22:30»" in s]
    assert len(late) == 2, _said(res)
    assert {"Пётр", "Бонни"} <= set(res.day.points) and res.day.points["Пётр"] == 1  # a late vote is no vote
    elsewhere = _resolve(BANKERS, rows, {"vote_deadline": "22:30", "vote_timezone": "Europe/London"})
    assert elsewhere.day.totals == {"Дон": 1, "Иван": 2}  # 19:29 and 19:30 in London are in time


def test_what_a_skip_costs() -> None:
    andorra = _resolve(ANDORRA, [("Иван", "Дон", None)], {"skip_cost": 2})
    assert andorra.day.penalty_next["Пётр"] == 2
    bankers = _resolve(BANKERS, [("Иван", "Дон", None)], {"skip_cost": 2})
    assert bankers.day.points["Пётр"] == 2


def test_andorra_a_tie_is_no_jailing_when_the_house_says() -> None:
    rows = [("Иван", "Дон", None), ("Дон", "Иван", None)]
    assert _resolve(ANDORRA, rows).day.tally.coin == "pending"
    calm = _resolve(ANDORRA, rows, {"jail_tie": "no_verdict"})
    assert calm.day.verdict == [] and calm.day.tally.coin is None


def test_an_empty_day_has_no_verdict_and_no_penalties() -> None:
    loaded, res = resolve_text(BANKERS.format(options="", votes="").replace("  votes:\n", "  votes: []\n"))
    assert res is not None and res.day is not None, loaded.problems
    assert res.day.tally is None and res.day.verdict == [] and res.day.points == {}
    assert not [d for d in res.alternatives[0].decisions if d.kind == "penalty"]


@pytest.mark.parametrize(("options", "problem"), [
    ({"vote_deadline": "половина одиннадцатого"}, "vote_deadline"),
    ({"vote_timezone": "Europe/Moskva"}, "vote_timezone"),
])
def test_a_house_rule_that_cannot_be_read_is_a_located_problem(options: dict[str, str], problem: str) -> None:
    text = BANKERS.format(options="options: {" + ", ".join(f"{k}: \"{v}\"" for k, v in options.items()) + "}",
                          votes=_votes(CHANGED[:1]))
    loaded, res = resolve_text(text)
    assert res is None and any(problem in p.text("ru") for p in loaded.problems), loaded.problems


def test_the_readers_take_the_house_colours_and_show_the_forums_time() -> None:
    from resolver.input.forum_text import read_any

    players = ["Дон", "Иван", "Пётр"]
    thread = ('[quote="Иван" post_id=1 time=1764612000 user_id=1][color=green]Дон[/color][/quote]\n'
              '[quote="Пётр" post_id=2 time=1764612060 user_id=2][color=red]Дон[/color] [color=#0000ff]Иван[/color]'
              '[/quote]')
    red = read_any(thread, players)[1]
    assert [(v.voter, v.target, v.time) for v in red.votes] == [("Пётр", "Дон", "2025-12-01 21:01")]
    green = read_any(thread, players, "зелёный")[1]
    assert [(v.voter, v.target) for v in green.votes] == [("Иван", "Дон")]
    either = read_any(thread, players, "red, blue", "UTC")[1]
    assert [(v.voter, v.target, v.time) for v in either.votes] == [("Пётр", "Дон", "2025-12-01 18:01"),
                                                                   ("Пётр", "Иван", "2025-12-01 18:01")]


def _skipper(template: str, options: dict[str, Any] | None = None, skipped_before: int = 1) -> Any:
    """Пётр does not vote today; he skipped `skipped_before` days of the game before."""
    rows = [("Иван", "Дон", None), ("Дон", "Иван", None), ("Айболит", "Иван", None)]
    text = template.replace("{{name: Пётр, role:", "{{name: Пётр, state: {{skipped_days: %d}}, role:"
                            % skipped_before)
    return _resolve(text, rows, options)


@pytest.mark.parametrize("template", [ANDORRA, BANKERS], ids=["andorra", "bankers"])
def test_a_second_skip_is_a_penalty_by_default_and_a_modkill_when_the_house_says(template: str) -> None:
    penalty = _skipper(template)
    assert penalty.day.modkilled == [] and "Пётр" in penalty.day.skipped
    assert any("Пётр пропускает голосование второй раз" in s and
               "правило дня «Второй пропуск голосования: штраф, как за первый»" in s
               for s in _said(penalty, "penalty")), _said(penalty, "penalty")
    modkill = _skipper(template, {"second_skip": "modkill"})
    assert modkill.day.modkilled == ["Пётр"]
    assert any("модкилл — правило дня «Второй пропуск голосования: модкилл»" in s for s in _said(modkill, "verdict"))
    deaths = [d for d in modkill.alternatives[0].decisions if d.kind == "death" and d.subject == "player:Пётр"]
    assert [d.code for d in deaths] == ["death_modkill"]
    first = _skipper(template, {"second_skip": "modkill"}, skipped_before=0)
    assert first.day.modkilled == [] and first.alternatives[0].summary["carried"]["Пётр"].skipped_days == 1
    assert first.alternatives[0].summary["carried"]["Иван"].skipped_days == 0
