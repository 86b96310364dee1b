"""Differential test: the Why page and `mafia-night explain` show the same chain of reasons.

Both render `resolver.report.act_chain` / `player_chain`. The first test checks, for every bundled
night, every outcome, every move the page offers and every death, that the lines `explain` prints
(parsed back from its text) are that chain, level by level. The second drives the page itself
(Streamlit AppTest) on the acts whose chain holds an order-of-moves or ring decision — the ones the
page used to drop — and checks it shows every decision of the chain, in order.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from resolver import report
from resolver.api import Alternative, Resolution, resolve
from resolver.input.loader import load_file

ROOT = Path(__file__).resolve().parent.parent
NIGHTS = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "setups" not in p.parts)  # setup files are rule sets
APP = str(ROOT / "streamlit_app.py")
Line = tuple[int, str]


def _resolve(path: Path) -> Resolution:
    loaded = load_file(path)
    assert loaded.ok and loaded.scenario is not None, loaded.problems
    return resolve(loaded.scenario)


def expected(res: Resolution, alt: Alternative, links: list[report.ChainLink]) -> list[Line]:
    """A chain as (level, line): acts by their line, decisions by «text — clause»."""
    out = []
    for link in links:
        if link.decision is None:
            assert link.act is not None
            out.append((link.level, report._act_line(res, alt, link.act, "ru")))
        else:
            text = report.decision_text(res, link.decision, "ru")
            out.append((link.level, f"• {text} — {report.clause_ref(res, link.decision, 'ru')}"))
    return out


def parsed(block: list[str], base: int) -> list[Line]:
    """`explain` lines back into (level, line): four spaces a level; quotes of clauses skipped."""
    out = []
    for line in block:
        indent = len(line) - len(line.lstrip(" "))
        body = line.strip()
        if body.startswith("«"):
            continue  # the quoted clause text under a first-level decision
        if body.startswith("• "):
            indent -= 2
        assert (indent - base) % 4 == 0, line
        out.append(((indent - base) // 4, body))
    return out


def block_after(lines: list[str], head: str) -> list[str]:
    """The lines under `head` (indented two spaces in `explain`) up to the next line at that indent."""
    start = lines.index(head) + 1
    end = start
    while end < len(lines) and (len(lines[end]) - len(lines[end].lstrip(" "))) > 2:
        end += 1
    return lines[start:end]


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_explain_prints_the_chain_the_why_page_shows(path: Path) -> None:
    res = _resolve(path)
    for index, alt in enumerate(res.alternatives):
        for row in report.move_rows(res, alt, "ru"):
            act_id = row["act"]
            if act_id is None:
                continue
            actor = res.night.act(act_id).actor
            assert actor is not None
            lines = report.explain(res, actor, "ru", alternative=index).splitlines()
            head = "  " + report._act_line(res, alt, act_id, "ru")
            chain = report.act_chain(res, alt, act_id)
            got = [(0, head.strip())] + parsed(block_after(lines, head), base=2)
            assert got == expected(res, alt, chain), f"{path.name} #{index + 1}: {act_id}"
        for death in report.deaths(res, alt):
            player = death["player"]
            lines = report.explain(res, player, "ru", alternative=index).splitlines()
            head = next(line for line in lines if line.startswith("  Судьба:"))
            got = parsed(block_after(lines, head), base=2)
            assert got == expected(res, alt, report.player_chain(res, alt, player)), f"{path.name}: {player}"
            assert got, f"{path.name}: the death of {player} has no chain"


def _with_order_decisions() -> list[tuple[Path, str]]:
    """(night, act) whose chain in the first (or the chosen) outcome holds a tie-break or a ring decision."""
    out = []
    for path in NIGHTS:
        res = _resolve(path)
        alt = res.chosen  # the host's outcome, when he chose one: the Why page shows it
        for row in report.move_rows(res, alt, "ru"):
            if row["act"] is None:
                continue
            chain = report.act_chain(res, alt, row["act"])
            if any(link.decision is not None and link.decision.kind in ("tie_break", "cycle", "fallback")
                   for link in chain):
                out.append((path, row["act"]))
    return out


ORDER_CASES = _with_order_decisions()


def test_there_are_order_decisions_to_show() -> None:
    assert len(ORDER_CASES) >= 10, ORDER_CASES


@pytest.mark.parametrize("path,act_id", ORDER_CASES, ids=lambda v: v.name if isinstance(v, Path) else v)
def test_why_page_shows_every_decision_of_the_chain(path: Path, act_id: str) -> None:
    at = AppTest.from_file(APP, default_timeout=30)
    at.run()
    at.switch_page("resolver/workbench/pages/night.py")
    at.run()
    at.file_uploader(key="upload_0").upload(path.name, path.read_bytes(), "application/x-yaml")
    at.run()
    at.switch_page("resolver/workbench/pages/why.py")
    at.run()
    at.selectbox(key="why_pick").set_value(f"act:{act_id}")
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    res = _resolve(path)
    alt = res.chosen
    # Each decision is a line of its own in words, with the clause and the ruling (what `explain`
    # prints after «—») on hover (issue 9: no references cluttering the line).
    shown = [(re.sub(r"\\(.)", r"\1", m.value), m.proto.help) for m in at.markdown]
    wanted = [(f"**{report.decision_text(res, link.decision, 'ru')}**", report.clause_ref(res, link.decision, 'ru'))
              for link in report.act_chain(res, alt, act_id) if link.decision is not None]
    decisions = [(text, ref) for text, ref in shown if ref and text.startswith("**") and text.endswith("**")]
    assert decisions[:len(wanted)] == wanted
