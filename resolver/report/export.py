"""A resolution as data: a dict and its JSON (`to_dict`, `to_json`), and the dependency graph in DOT
(`graph_dot`, `graph_rows`, `graph_legend`, drawn by `resolver.report.graph_draw`).
"""

from __future__ import annotations

import json
from typing import Any

from resolver.api import Alternative, Resolution
from resolver.report.chains import differences
from resolver.report.post import deaths, move_rows, morning_post, post_note, private_results
from resolver.report.wording import clause_ref, decision_text


def to_dict(res: Resolution, lang: str = "ru") -> dict[str, Any]:
    from resolver.report import bbcode

    alts = []
    for alt in res.alternatives:
        summary = alt.summary
        alts.append({
            "deaths": deaths(res, alt),
            "moves": move_rows(res, alt, lang),
            "morning_post": morning_post(res, alt, lang),
            "post_note": post_note(res, lang),
            "private": private_results(res, alt, lang),
            "decisions": [dict(d.to_dict(), text=decision_text(res, d, lang),
                               clause_ref=clause_ref(res, d, lang)) for d in alt.decisions],
            "cycles": [{"members": c.members, "status": c.status, "alternatives": c.alternatives}
                       for c in alt.branch.state.cycles],
            "post_bbcode": bbcode.morning_post(res, alt, lang),
            "private_bbcode": bbcode.private_results(res, alt, lang),
            "alive_at_dawn": sorted(n for n, a in summary.get("alive", {}).items() if a),
            "winner": summary.get("winner"),
        })
    return {
        "ruleset": res.ruleset.id,
        "night": res.scenario.night,
        "options": {k: v for k, v in res.night.options.items()},
        "ambiguous": res.ambiguous,
        "host_choice": None if res.choice is None else res.choice + 1,
        "fallback": res.used_fallback,
        "alternatives": alts,
        "day": None if res.day is None else {
            "verdict": list(res.day.verdict), "totals": res.day.totals, "override": res.day.override,
            "coin": res.day.tally.coin if res.day.tally else None, "autokilled": sorted(res.day.autokilled)},
        "differences": differences(res, lang),
        "graph": {
            "nodes": [a.id for a in res.acts],
            "edges": [{"from": u, "to": v, **d} for u, v, d in res.engine.graph.graph.edges(data=True)],
            "cycles": res.cycles(),
        },
    }


def to_json(res: Resolution, lang: str = "ru") -> str:
    return json.dumps(to_dict(res, lang), ensure_ascii=False, indent=2, default=str)


def graph_dot(res: Resolution, alt: Alternative | None = None, focus: str | None = None, lang: str = "ru") -> str:
    """The dependency graph in DOT, one column a step (`resolver.report.graph_draw`)."""
    from resolver.report.graph_draw import draw

    return draw(res, alt or res.alternatives[0], focus, lang)


def graph_rows(res: Resolution, alt: Alternative | None = None, focus: str | None = None, lang: str = "ru") -> list[str]:
    """The same graph as rows of a few steps each, one DOT a row, for a page (`resolver.report.graph_draw`)."""
    from resolver.report.graph_draw import draw_rows

    return draw_rows(res, alt or res.alternatives[0], focus, lang)


def graph_legend(res: Resolution, alt: Alternative | None = None, focus: str | None = None,
                 lang: str = "ru") -> list[Any]:
    """What the colours and borders of `graph_dot` with the same arguments mean."""
    from resolver.report.graph_draw import legend

    return legend(res, alt or res.alternatives[0], focus, lang)
