"""Formatting a resolution: the morning post, private results, the moves table,
explanations with quoted clauses, JSON, and the graph in DOT. Shared by the CLI
and the workbench.

It renders decisions and rule-set data (names, kill kinds, clauses) and decides
nothing: no role, action, event, item or status is named here
(`tests/test_report_clean.py`). What the host tells is recorded by the rule set.

The modules, by concern; their names are re-exported here (`report.morning_post(...)`):

- `resolver.report.wording`: a decision in words (`decision_text`, `clause_ref`, the name marks);
- `resolver.report.post`: the morning post, the private results, the moves table;
- `resolver.report.chains`: the chains of reasons, `explain`, the differences between outcomes;
- `resolver.report.export`: JSON and the graph in DOT;
- `resolver.report.terminal`: the terminal's report and the players' illegal moves;
- `resolver.report.bbcode`, `resolver.report.messages`, `resolver.report.graph_draw`, `resolver.report.rulings_doc`.
"""

from __future__ import annotations

from resolver.report.chains import (
    CHAIN_DEPTH,
    ChainLink,
    _act_line,
    act_chain,
    act_decisions,
    chain_lines,
    differences,
    explain,
    explain_act,
    fate_decisions,
    outcome_heading,
    player_chain,
)
from resolver.report.export import graph_dot, graph_legend, graph_rows, to_dict, to_json
from resolver.report.post import death_cards, deaths, morning_post, move_rows, post_note, private_differences, private_results
from resolver.report.terminal import illegal_moves, resolution_text, warnings
from resolver.report.wording import NAME_CLOSE, NAME_OPEN, clause_ref, decision_text, unmark

__all__ = [
    "CHAIN_DEPTH", "ChainLink", "NAME_CLOSE", "NAME_OPEN", "_act_line", "act_chain", "act_decisions", "chain_lines",
    "clause_ref", "death_cards", "deaths", "decision_text", "differences", "explain", "explain_act", "fate_decisions", "graph_dot",
    "graph_legend", "graph_rows", "illegal_moves", "morning_post", "move_rows", "outcome_heading", "player_chain",
    "post_note", "private_differences", "private_results", "resolution_text", "to_dict", "to_json", "unmark",
    "warnings",
]
