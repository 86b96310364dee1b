"""What the target of an action must be (rule-set data), and a player's side as the night's options make it.

A `TargetRule` is a row of an action's data: «the target must be a mafioso», «of the actor's own clan»,
«a peaceful with a role». The engine checks the rows of an act in order (`TargetRuleStands`); the first that fails
the act gives its reason and clause. No rule set id is named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.engine.handler import Failure, Handler
from resolver.engine.night import Act, Night
from resolver.engine.turning import traits_now
from resolver.specs.target import TargetRule

if TYPE_CHECKING:
    from resolver.engine.night_state import State


def side_of(night: Night, player: str) -> str:
    """The player's side: the role's, unless an option names it (bankers B-20, the Маньяк)."""
    role = night.players[player].role
    if role.side_option is not None:
        return str(night.options.get(role.side_option, role.side))
    return role.side


def holds(night: Night, act: Act, rule: TargetRule, target: str, traits: frozenset[str] | None = None) -> bool:
    """Does the target meet the rule? `traits`: his traits at this moment of the night (a role he turned into
    tonight), else his role's."""
    info = night.players[target]
    traits = info.role.traits if traits is None else traits
    if rule.require == "side":
        return side_of(night, target) == rule.value
    if rule.require == "role_peaceful":
        return info.role.role_peaceful and side_of(night, target) == "peaceful"
    if rule.require == "same_clan":
        actor = night.players.get(act.actor or "")
        return actor is not None and info.clan is not None and info.clan == actor.clan
    if rule.require == "trait":
        return rule.value in traits
    if rule.require == "role":
        return info.role.id == rule.value
    if rule.require == "lynched":
        return target in night.scenario.day.lynched
    if rule.require == "in_game":
        return info.alive
    if rule.require == "not_trait":
        return rule.value not in traits
    if rule.require == "sinful":
        return info.state.sinful
    raise ValueError(f"unknown target rule {rule.require!r}")


def rule_failure(night: Night, act: Act, rule: TargetRule, traits: frozenset[str] | None = None) -> Failure | None:
    """The failure of one target rule this act breaks, as (code, clause, ruling, params), or None; `traits` the
    target's at this moment of the night."""
    target = act.target
    if target is None or target not in night.players:
        return None
    if rule.when is not None and night.options.get(rule.when[0]) != rule.when[1]:
        return None
    if rule.unless is not None and night.options.get(rule.unless[0]) == rule.unless[1]:
        return None
    if holds(night, act, rule, target, traits) != rule.negate:
        return None
    params: dict[str, Any] = {"who": target}
    if rule.illegal:
        params["illegal"] = True
    if rule.made:
        params["made"] = True
    return (rule.code, rule.clause, rule.ruling, params)


class TargetRuleStands(Handler[TargetRule]):
    """What the target must be: the act's rows in order, the first it breaks fails it with its clause."""

    row_type = TargetRule

    def stands(self, night: Night, state: State, act: Act, row: TargetRule) -> Failure | None:
        if act.target is None or act.target not in night.players:
            return None
        return rule_failure(night, act, row, traits_now(night, state, act.target))

