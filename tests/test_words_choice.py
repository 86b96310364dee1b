"""After the host chose outcome №2 on «Исходы», the page says the chosen one everywhere (issue 22 point 6.3): no
stale «это исход №1 — нужно решение ведущего» under «Что решило бы ночь»."""

from __future__ import annotations

from typing import Any

from tests.test_app import FIXTURES, app, load, run


def _texts(at: Any) -> str:
    return "\n".join([m.value for m in at.markdown] + [s.value for s in at.success] + [w.value for w in at.warning])


def test_choosing_outcome_2_leaves_no_word_of_outcome_1() -> None:
    at = load(app(), (FIXTURES / "ambiguous.yaml").read_text(encoding="utf-8"), "ambiguous.yaml")
    at.switch_page("resolver/workbench/pages/outcomes.py")
    run(at)
    assert "это исход №1" in _texts(at)  # before a choice: the outcome shown is №1, and the host must rule
    at.button(key="choose_1").click()
    run(at)
    texts = _texts(at)
    assert "исход №2 из 2" in texts
    assert "исход №1" not in texts and "нужно решение ведущего" not in texts
    for page in ("why", "results"):
        at.switch_page(f"resolver/workbench/pages/{page}.py")
        run(at)
        assert "это исход №1" not in _texts(at), page
