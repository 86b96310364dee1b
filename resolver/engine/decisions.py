"""Decisions: the one place where the engine records what it ruled and why.

A decision cannot exist without a clause of the rule text; a project ruling
(docs/rulings.md) may be named next to it. Texts are rendered later from the
code and params (see `resolver.report.messages`), in Russian or English.

Kinds (`Decision.kind`):

- engine: `result` (a move worked), `reason` (why it failed or was void), `death`,
  `survival` (a blast survived), `info` (what an act found out or caused, rule set's
  `after_act`), `tie_break` (why a later move did not undo an earlier one), `cycle`,
  `fallback` (rings of moves), `not_counted` (a move that did not count);
- what the host tells, recorded by the rule set after the night and rendered as they
  are by `resolver.report` (which knows no role, action, event or status):
  - `headline`: a line at the top of the morning post (its title, the day's event);
  - `post`: a line of the morning post after the deaths (newspaper lines);
  - `hidden_role`: subject `player:NAME`: the post lists this death without its role;
  - `stat`: a statistics line at the end of the post;
  - `private_result`: subject an act id: the result word (param `result`) its actor reads
    in his private result, when the rule set says it is not the table's;
  - `private_as_sent`: subject an act id (a redirected copy): its actor reads it as the move he sent (param
    `targets`, its action without the copy's label), not knowing of the new target;
  - `private`: a line of a player's private result: subject `player:NAME` (what
    happened to him), or an act id (what its actor learns, appended to that move's line);
  - `letter`: a letter to a player (subject `player:NAME`);
  - `host`: a note for the host only (a lot to draw, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resolver.specs.ruleset import RulesetSpec


@dataclass(frozen=True)
class Decision:
    id: int
    subject: str  # an act id, "player:NAME" or "night"
    kind: str  # see the module docstring: result | reason | death | ... | headline | post | private | letter
    code: str
    clause: str
    ruling: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    causes: tuple[str, ...] = ()  # act ids whose effect this decision rests on

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "subject": self.subject,
            "kind": self.kind,
            "code": self.code,
            "clause": self.clause,
            "ruling": self.ruling,
            "params": dict(self.params),
            "causes": list(self.causes),
        }


def _new_decision(id: int, subject: str, kind: str, code: str, clause: str, ruling: str | None,
                  params: dict[str, Any], causes: tuple[str, ...]) -> Decision:
    """`Decision(...)` with every field given, without the frozen dataclass's field-by-field `object.__setattr__`
    (a night records a hundred decisions or more; this is twice as fast). The result is the same frozen
    decision: `tests/test_primitives.py` checks that it equals the one the dataclass makes."""
    decision = object.__new__(Decision)
    decision.__dict__.update(id=id, subject=subject, kind=kind, code=code, clause=clause, ruling=ruling,
                             params=params, causes=causes)
    return decision


class UnknownClauseError(KeyError):
    """A decision named a clause the rule set does not have: a bug in the rule set data."""


class Recorder:
    def __init__(self, ruleset: RulesetSpec) -> None:
        self.ruleset = ruleset
        self.decisions: list[Decision] = []

    def record(
        self,
        subject: str,
        kind: str,
        code: str,
        clause: str,
        *,
        ruling: str | None = None,
        causes: tuple[str, ...] | list[str] = (),
        **params: Any,
    ) -> Decision:
        if clause not in self.ruleset.clauses:
            raise UnknownClauseError(f"decision {code!r} cites unknown clause {clause!r}")
        decision = _new_decision(len(self.decisions), subject, kind, code, clause, ruling, params, tuple(causes))
        self.decisions.append(decision)
        return decision

    def copy(self) -> "Recorder":
        clone = Recorder(self.ruleset)
        clone.decisions = list(self.decisions)
        return clone

    def withdraw(self, decision_id: int) -> None:
        """A letter a later ruling of the night took back (it keeps its id; kind `withdrawn`, never rendered)."""
        from dataclasses import replace

        old = self.decisions[decision_id]
        self.decisions[decision_id] = replace(old, kind="withdrawn", params={**old.params, "was": old.kind})

    def about(self, subject: str) -> list[Decision]:
        return [d for d in self.decisions if d.subject == subject]
