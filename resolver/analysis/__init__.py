"""What a rule set's data say about its nights before any night is played (`mafia-night rules check`, issue 20 p.3).

- `resolver.analysis.meetings`: every pair of actions that can meet in one night (a status one leaves that the
  other's condition reads, a protection against its attack, a watch and a hostile act, an act made out of another)
  and what orders them (the steps with their clause, or the rule that reaches across them), as a graph of «can
  change»;
- `resolver.analysis.rings`: the rings of that graph, each played as a tiny night through the real engine
  (`resolver.api`), with the number of consistent outcomes it had;
- `resolver.analysis.findings`: actions no clause cites, roles that can never act or never win, the options the host
  is asked about;
- `resolver.analysis.report`: the whole check (`check_ruleset`) as a dict (the JSON) and as text (ru, en).

Read from the rule set's data only (`RulesetSpec`); nothing here is a rule set's name.
"""

from __future__ import annotations

from resolver.analysis.report import RulesCheck, check_ruleset, render_text, to_json

__all__ = ["RulesCheck", "check_ruleset", "render_text", "to_json"]
