"""The terminal's report of a night (`resolution_text`) and the players' illegal moves (`warnings`,
`illegal_moves`, what `resolve --strict` reports as problems of the file).
"""

from __future__ import annotations

from typing import Any

from resolver.api import Alternative, Resolution
from resolver.engine.decisions import Decision
from resolver.engine.night import Act
from resolver.report.chains import differences, outcome_heading
from resolver.report.messages import render
from resolver.report.post import morning_post, move_rows, post_note, private_results
from resolver.report.wording import _action_name, aimed, clause_ref, decision_text


def _illegal(res: Resolution, alt: Alternative, lang: str) -> list[tuple[Act, Decision, str]]:
    """The players' illegal moves of one outcome: (the act, the decision that failed it, the sentence)."""
    out = []
    for act in res.acts:
        outcome = alt.outcomes.get(act.id)
        for i in outcome.reasons if outcome is not None else ():
            decision = alt.decision(i)
            if decision.params.get("illegal"):
                move = f"{act.actor}: {_action_name(res, act.action, lang)}{aimed(', '.join(act.targets))}"
                why = decision_text(res, decision, lang)
                out.append((act, decision, render("illegal_move", {"move": move, "why": why}, lang, res.ruleset)))
    return out


def warnings(res: Resolution, alt: Alternative, lang: str = "ru") -> list[str]:
    """The players' illegal moves: each failed with its clause and the night still resolved."""
    return [f"{text} — {clause_ref(res, decision, lang)}" for _act, decision, text in _illegal(res, alt, lang)]


def _problem_rule(res: Resolution, decision: Decision) -> Any:
    """The rule of a problem of the file, as `validate` writes it: the clause, then the ruling."""
    from resolver.input.checks.context import cite
    from resolver.text.problems import joined, ruling_said

    rule = cite(res.ruleset, decision.clause)
    if not decision.ruling:
        return rule
    return joined([rule, "; ", ruling_said(decision.ruling)], ("", ""))  # «решение Б-55» in Russian


def illegal_moves(res: Resolution, lang: str = "en") -> list[tuple[tuple[str | int, ...], str, str]]:
    """Every illegal move of any outcome, once: (its place in the file, why, the clause) — what
    `resolve --strict` reports as problems of the file. A branch's move (the Жулик's) is placed at the
    branch's target."""
    out: list[tuple[tuple[str | int, ...], str, str]] = []
    for alt in res.alternatives:
        for act, decision, text in _illegal(res, alt, lang):
            where: tuple[str | int, ...] = ("moves",) if act.move_index is None else ("moves", act.move_index)
            if act.move_index is not None and "branch" in decision.params:
                where += ("branches", int(decision.params["branch"]), "targets", 0)
            row = (where, text, _problem_rule(res, decision))
            if row not in out:
                out.append(row)
    return out


def resolution_text(res: Resolution, lang: str = "ru") -> str:
    """The full terminal report: post, private results, moves, alternatives."""
    ru = lang == "ru"
    out: list[str] = []
    flagged = warnings(res, res.alternatives[0], lang) if res.alternatives else []
    if flagged:
        out.append("Предупреждения ведущему:" if ru else "Warnings for the host:")
        out.extend("  " + line for line in flagged)
        out.append("")
    if res.ambiguous:
        count = len(res.alternatives)
        if res.choice is None:
            out.append(("Ночь допускает %d согласованных исхода: нужно решение ведущего." if ru
                        else "The night has %d consistent outcomes: the host must rule.") % count)
        else:
            out.append(("Ночь допускает %d согласованных исхода; ведущий выбрал исход №%d (записано в ночи)." if ru
                        else "The night has %d consistent outcomes; the host chose outcome #%d (recorded with the "
                        "night).") % (count, res.choice + 1))
        out.append(("Различия:" if ru else "Differences:"))
        out.extend("  " + line for line in differences(res, lang))
        out.append("")
    if res.used_fallback:
        out.append("У круга ходов нет согласованного исхода: решил порядок ходов (см. ниже)." if ru
                   else "A ring of moves has no consistent outcome: the order of moves decided (see below).")
        out.append("")
    note = post_note(res, lang)
    if note:  # said once, above the posts: never inside a post a host copies
        out.append(note)
        out.append("")
    shown = list(enumerate(res.alternatives)) if res.choice is None else [(res.choice, res.chosen)]
    for index, alt in shown:
        if res.ambiguous:
            out.append(f"=== {outcome_heading(res, index, lang)} ===")
        out.append(morning_post(res, alt, lang))
        out.append("")
        out.append("Личные результаты:" if ru else "Private results:")
        for name, lines in private_results(res, alt, lang).items():
            if lines:
                out.append(f"  {name}: " + " | ".join(lines))
        out.append("")
        day = [d for d in alt.decisions if d.kind in ("vote", "tally", "verdict", "penalty")]
        if day:
            out.append("День:" if ru else "The day:")
            out.extend(f"  {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}" for d in day)
            out.append("")
        out.append("Ходы:" if ru else "Moves:")
        for row in move_rows(res, alt, lang):
            why = f" — {row['why']}" if row["why"] else ""
            out.append(f"  {row['actor']} ({row['role']}): {row['action']}{aimed(row['targets'])}: "
                       f"{row['result_text']}{why}")
        notes = [d for d in alt.decisions if d.kind in ("cycle", "fallback", "host")]
        for d in notes:
            out.append(f"  ⟳ {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"
