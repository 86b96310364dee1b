"""«Итоги» (issue 22 point 6.5, 6.6): every move's reason readable whole, and a card for each player who died that
says how and why (the decision and its clause)."""

from __future__ import annotations

from resolver import report
from tests.test_app import ROOT, app, markdown, resolved, run

LONG = "scenarios/andorra/undead/vh_search_vampire_shoots.yaml"
KILLER_JAILED = "scenarios/andorra/jailer_jails_tonights_killer.yaml"


def _open(path: str) -> object:
    at = app()
    at.session_state["night_text"], at.session_state["night_name"] = (ROOT / path).read_text(encoding="utf-8"), path
    run(at)
    at.switch_page("resolver/workbench/pages/results.py")
    return run(at)


def test_the_longest_reason_is_shown_whole_under_the_moves_table() -> None:
    res = resolved(LONG)
    rows = report.move_rows(res, res.chosen, "ru")
    longest = max(rows, key=lambda r: len(r["why"]))
    assert len(longest["why"]) > 200
    at = _open(LONG)
    expander = next(e for e in at.expander if e.label == "Почему — каждый ход целиком")
    assert longest["why"] in "\n".join(m.value for m in expander.markdown).replace("\\", "")


def test_a_dead_maniac_has_a_card_that_says_how_and_why() -> None:
    res = resolved(KILLER_JAILED)
    cards = {card["player"]: card for card in report.death_cards(res, res.chosen, "ru")}
    assert set(cards) == set(res.chosen.deaths) and cards["Джек"]["role"] == "Маньяк"
    texts = [text for text, _ in cards["Джек"]["lines"]]
    refs = [ref for _, ref in cards["Джек"]["lines"]]
    assert any("посажен" in t and "Тюремщиком" in t for t in texts)
    assert any("Тюремщик: проверка на грешность" in r and "строка 289" in r for r in refs)
    assert any("результат своего хода не получает" in t for t in texts)
    at = _open(KILLER_JAILED)
    text = markdown(at).replace("\\", "")
    assert "✝ **Джек** · Маньяк" in text and "строка 289" in text
