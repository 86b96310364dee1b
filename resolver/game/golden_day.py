"""A golden's day expectations: the verdict, the totals, void votes, the coin, penalties, the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from model import Expect
from resolver.text.problems import say

if TYPE_CHECKING:
    from resolver.api import Alternative, Resolution


def compare_day(res: "Resolution", alt: "Alternative", expect: Expect) -> list[str]:
    problems: list[str] = []
    day = res.day
    verdict = sorted(day.verdict) if day is not None else []
    for name in ("lynched", "jailed"):
        wanted = getattr(expect, name)
        if wanted is not None and sorted(wanted) != verdict:
            problems.append(say("golden_verdict", field=name, expected=sorted(wanted), got=verdict))
    if expect.votes is not None:
        totals = day.totals if day is not None else {}
        for target, count in expect.votes.items():
            if totals.get(target, 0) != count:
                problems.append(say("golden_votes_for", target=target, expected=f"{count:g}",
                                    got=f"{totals.get(target, 0):g}"))
        extra = {t: v for t, v in totals.items() if t not in expect.votes and v}
        if extra:
            problems.append(say("golden_votes_extra", extra=extra))
    tally = day.tally if day is not None else None
    if expect.void_votes is not None:
        got = sorted(tally.void) if tally is not None else []
        if sorted(expect.void_votes) != got:
            problems.append(say("golden_void_votes", expected=sorted(expect.void_votes), got=got))
    if expect.coin is not None:
        used = bool(tally is not None and tally.coin)
        if used != expect.coin:
            problems.append(say("golden_coin", expected=expect.coin, got=used))
    carried = alt.summary.get("carried", {})
    for name, points in expect.autokill_points.items():
        got_points = carried[name].autokill_points if name in carried else None
        if got_points != points:
            problems.append(say("golden_autokill", name=name, expected=points, got=got_points))
    for name, votes in expect.penalty_votes.items():
        got_votes = carried[name].penalty_votes if name in carried else None
        if got_votes != votes:
            problems.append(say("golden_penalty", name=name, expected=votes, got=got_votes))
    for name, mods in expect.day_modifiers.items():
        got_mods = sorted(carried[name].day_modifiers) if name in carried else None
        if got_mods is None or not _same_entries([_modifier_id(res, m) for m in mods], got_mods):
            problems.append(say("golden_day_modifiers", name=name, expected=sorted(mods), got=got_mods))
    if expect.winner is not None:
        got_winner = alt.summary.get("winner") or ""
        if not _same_entries([expect.winner], [got_winner]):
            problems.append(say("golden_winner", expected=expect.winner, got=got_winner))
    return problems


def _modifier_id(res: "Resolution", name: str) -> str:
    """A carried vote modifier as the golden wrote it: its id, or its Russian or English name («Водка»)."""
    rules = res.ruleset.day
    head, sep, whose = name.partition(":")
    found = rules.modifier_id(head) if rules is not None else None
    return f"{found or head}{sep}{whose}"


def _same_entries(expected: list[str], got: list[str]) -> bool:
    """`mirror` matches the carried `mirror:Остап`, `mafia` the winner `mafia:Клан1`: a golden may leave out
    whose copy or which clan; written in full, it must match in full."""
    def key(entry: str, wanted: str) -> str:
        return entry if ":" in wanted else entry.partition(":")[0]
    remaining = list(got)
    for wanted in expected:
        match = next((g for g in remaining if key(g, wanted) == wanted), None)
        if match is None:
            return False
        remaining.remove(match)
    return not remaining
