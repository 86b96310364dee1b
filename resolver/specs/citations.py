"""What the engine cites for its own rulings (`RulesetSpec.citations`): purpose -> (clause id, project ruling).

Every purpose a rule set may name is here, with what the engine says under it and whether the rule set must give
it: a purpose the engine always may need (a ring of moves can happen in any night), or one a field of its data
makes needed (acts ordered by the time they were sent need «time_rule»). A purpose not listed here, a clause the
rule set does not have, or a needed purpose left out is an error of the rule set when it registers
(`resolver.rulesets.check`), never a `KeyError` in the middle of a night.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from resolver.specs.ruleset import RulesetSpec


def _always(rs: "RulesetSpec") -> bool:
    return True


def _never(rs: "RulesetSpec") -> bool:
    return False


def _strict_lists(rs: "RulesetSpec") -> bool:
    return rs.strict_lists_option is not None


def _time_groups(rs: "RulesetSpec") -> bool:
    from resolver.specs.letters import TimeGroup

    return any(a.row(TimeGroup) is not None for a in rs.actions.values())


@dataclass(frozen=True)
class Purpose:
    said: str  # what the engine says under it
    needed: Callable[["RulesetSpec"], bool] = _never  # does this rule set have to give it?


CITATIONS: dict[str, Purpose] = {
    "cycle": Purpose("a ring of moves: its consistent outcomes, or the order of moves when it has none", _always),
    "same_step": Purpose("a move of the same step did not undo an earlier one: the order of moves", _always),
    "later_step": Purpose("the ruling beside a later step's clause, when a later move did not undo an earlier one",
                          _always),
    "earlier_step": Purpose("an act of an earlier step decided this one; a protection used up earlier; a redirect "
                            "that came too late"),
    "not_in_list": Purpose("a general condition the strict failure lists switched off", _strict_lists),
    "time_rule": Purpose("«пришедшая раньше»: rival acts ordered by the time they were sent, or by the host's lot",
                         _time_groups),
    "protection_queue": Purpose("the order of the protection queue, beside a protection that acted"),
    "clan_sender": Purpose("the ruling of who sends a clan's moves"),
    "post_label": Purpose("the label the post gives a death"),
    "dead_gets_result": Purpose("a killed clan member still gets his night result"),
    "dead_no_result": Purpose("a killed player gets no night result"),
    "no_move": Purpose("a living player who sent no move «сидел дома»"),
    "dead_target": Purpose("a move at a player out of the game before the night (the file's check)"),
}
