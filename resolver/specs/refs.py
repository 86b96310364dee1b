"""What a field of the rule kinds names, for the check of a rule set when it registers (`resolver.rulesets.check`).

A field annotated with one of these names an id of one of the rule set's tables (`ClauseId`: a clause, `ActionId`:
an action, ...), a status some act gives (`StatusId`), a decision code with a sentence (`MessageCode`), or an option
switch (`Switch`: an option and one of its values). The annotations are the plain types for the type checker; the
check reads the `Ref` in them (`typing.Annotated`). A `Literal` field is checked against its values the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any


@dataclass(frozen=True)
class Ref:
    """The table an id must be found in: clause, step, action, role, item, option, kill_kind, pending, event,
    protection, message, status, trait, side, attack, state_field, row_kind; or "switch" for (option, value, ...)."""

    table: str
    also: tuple[str, ...] = ()  # values allowed besides the table's ids ("*": any)


ClauseId = Annotated[str, Ref("clause")]
StepId = Annotated[str, Ref("step")]
ActionId = Annotated[str, Ref("action")]
RoleId = Annotated[str, Ref("role")]
ItemId = Annotated[str, Ref("item")]
OptionId = Annotated[str, Ref("option")]
KillKindId = Annotated[str, Ref("kill_kind")]
PendingId = Annotated[str, Ref("pending")]
EventId = Annotated[str, Ref("event")]
ProtectionId = Annotated[str, Ref("protection")]
MessageCode = Annotated[str, Ref("message")]
StatusId = Annotated[str, Ref("status")]
TraitId = Annotated[str, Ref("trait")]
SideId = Annotated[str, Ref("side")]
AttackKind = Annotated[str, Ref("attack")]
StateField = Annotated[str, Ref("state_field")]
RowKind = Annotated[str, Ref("row_kind")]
# (option, value): with the option at that value
Switch = Annotated[tuple[str, Any], Ref("switch")]
