"""The limits of a move checked before it acts, and the group acts: the engine's mixin.

Not on oneself, an item needed (and who of a clan holds it), uses per game, the repeat ban, a corpse to
revive, a move to redirect; a group act (the stake party) happens only with its quorum, and each member
is told the group's word. The limits written as plain action data are read in `resolver.engine.limits`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from resolver.engine.act_plan import act_plan
from resolver.engine.graph import precedence
from resolver.engine.limits import Failure, move_failure, uses_left
from resolver.specs.names import named
from resolver.engine.night import Act, Night
from resolver.engine.recruit import FORCED, forced_failure
from resolver.engine.stages import inventory, switched_on
from resolver.specs.target import Condition

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State


class MoveChecks:
    night: Night
    conditions: dict[str, list[Condition]]
    by_action_target: dict[tuple[str, str | None], list[Act]]
    by_actor: dict[str | None, list[Act]]
    move_failures: dict[str, Failure | None]  # `move_failure` of each act: it reads the night only, not the state

    if TYPE_CHECKING:
        def _rule_clause(self, act: Act) -> str: ...

    def _item_holder(self, state: State, act: Act, item: str) -> str | None:
        """Who holds the item this act needs: the actor, or for a clan act a member (п.20 clan items)."""
        actor = act.actor or ""
        if item in inventory(state, self.night, actor):
            return actor
        clan = act.clan or (self.night.players[actor].clan if actor in self.night.players else None)
        if clan is None:
            return None
        for name in sorted(self.night.players):
            if self.night.players[name].clan == clan and item in inventory(state, self.night, name):
                return name
        return None

    def _redirectable(self, act: Act, state: State) -> list[str]:
        """The acts a redirect can reach: its target's own moves the order of moves lets it change (when
        the order of moves decides a ring, a move already made stays made, AN-05)."""
        whose = act.targets[0] if act.targets else None
        out = []
        for other in self.by_actor.get(whose, ()):
            if other.origin != "move" or not other.targets:
                continue
            done = state.outcomes.get(other.id)
            if state.fallback_order is not None and done is not None and not done.info.get("hidden"):
                continue
            for cond in self.conditions[other.id]:
                if cond.supersedes and precedence(self.night, act, other, cond) != "no":
                    out.append(other.id)
                    break
        return out

    def _group_failure(self, state: State, act: Act) -> Failure | None:
        """A group act (the stake party, п.22) happens only if enough members reached the target."""
        spec = self.night.action(act)
        member = spec.params["group_of"]
        reached = sorted({other.actor or "" for other in self.by_action_target.get((member, act.target), ())
                          if (o := state.outcomes.get(other.id)) is not None and o.succeeded})
        quorum = spec.params["quorum"]
        if isinstance(quorum, str):
            quorum = int(self.night.options[quorum])
        if len(reached) < quorum:
            return ("quorum_not_met", spec.params.get("quorum_clause", spec.clause), spec.params.get("ruling"),
                    {"count": len(reached), "quorum": quorum, "hunters": ", ".join(reached)})
        return None

    def _settle_group(self, state: State, act: Act, outcome: Outcome) -> None:
        """Each member of a group act is told the group's word, with its reasons."""
        member = self.night.action(act).params["group_of"]
        reasons = [state.recorder.decisions[i] for i in outcome.reasons if state.recorder.decisions[i].kind != "result"]
        for other in self.by_action_target.get((member, act.target), ()):
            mine = state.outcomes.get(other.id)
            if mine is None or not mine.performed:
                continue
            # A copy: a state's clone (a trial of a ring) shares its outcomes with the state it came from.
            mine = state.outcomes[other.id] = replace(mine, reasons=list(mine.reasons), info=dict(mine.info))
            mine.result = outcome.result
            mine.succeeded = mine.succeeded and outcome.succeeded
            if not outcome.succeeded:  # the member's own «ход удался» is not the group's word
                had = len(mine.reasons)
                mine.reasons[:] = [i for i in mine.reasons if state.recorder.decisions[i].kind != "result"]
                if len(mine.reasons) < had and other.actor is not None:  # name the rule that gives the move
                    state.recorder.record(other.id, "info", "move_rule", self._rule_clause(other),
                                          action=self.night.action(other).name_ru,
                                          action_en=self.night.action(other).name_en)
            for reason in reasons:
                # The quorum is each member's own rule: his copy cites the line that gives him the move.
                clause = self._rule_clause(other) if reason.clause == self.night.action(act).params.get(
                    "quorum_clause") else reason.clause
                mine.reasons.append(state.recorder.record(other.id, reason.kind, reason.code, clause,
                                                          ruling=reason.ruling, causes=[act.id], **reason.params).id)

    def limit_failure(self, state: State, act: Act) -> Failure | None:
        """Limits written as action data: not on oneself, an item needed, uses per game, a quorum, a hunt
        sent with a move it excludes."""
        spec = self.night.action(act)
        if spec.params.get("group_of"):
            return self._group_failure(state, act)
        if act.origin != "move" or act.actor is None:
            return None
        if act.id not in self.move_failures:  # an act is evaluated again in each outcome of a ring
            self.move_failures[act.id] = move_failure(self.night, act)
        failure = self.move_failures[act.id] or forced_failure(self.night, state, act)
        if failure is not None:
            return failure
        if spec.redirects and not self._redirectable(act, state):
            return ("nothing_to_redirect", spec.clause, spec.params.get("ruling"), {"who": act.targets[0] if act.targets else ""})
        info = self.night.players.get(act.actor)
        if spec.repeat_ban and act.target and info is not None and info.state.last_targets.get(spec.id) == act.target:
            return ("illegal_repeat", spec.repeat_ban, None, {"who": act.actor, "target": act.target, "illegal": True})
        if spec.needs_item and self._item_holder(state, act, spec.needs_item) is None:
            item = self.night.ruleset.items[spec.needs_item]
            return ("illegal_no_item", item.clause, None, {"who": act.actor, **named("item", item), "illegal": True})
        if spec.uses_per_game is not None and switched_on(self.night, spec.uses_when, None):
            left = uses_left(self.night, act.actor, spec.id)
            if left is not None and left <= 0:
                return ("illegal_no_uses", spec.uses_per_game[1], None, {"who": act.actor, "illegal": True})
        return self._exclusive_failure(act) if act_plan(self.night.ruleset, spec).exclusive else None

    def _revive_failure(self, state: State, act: Act) -> Failure | None:
        """A revive reaches only one of tonight's dead («знает все трупы за прошедшую ночь»); with
        `params["revives_corpse"]` (its value: the ruling) only the killed, not the jailed (a kill kind with no corpse)."""
        spec = self.night.action(act)
        if spec.effect != "revive" or act.target is None:
            return None
        death = state.deaths.get(act.target)
        if death is None:
            return ("revive_no_corpse", spec.clause, spec.params.get("ruling"), {"who": act.target})
        corpse_ruling = spec.params.get("revives_corpse")
        if corpse_ruling and not self.night.ruleset.kill_kinds[death.kind].corpse:
            return ("revive_not_corpse", spec.clause, corpse_ruling, {"who": act.target})
        return None

    def failure_inputs(self, act: Act) -> list[str]:
        """The acts whose outcomes this act's limits and static failures read: the move a branch or a derived act
        comes from and the act it answers (`via`), the members of a group act (its quorum), the cards that force
        the actor's own move of this action (`forced_failure`), the acts that may use up, take or make the item it
        needs (two moves with one путёвка: the first uses it up)."""
        spec = self.night.action(act)
        inputs = [a for a in (act.parent, act.via) if a]
        member = spec.params.get("group_of")
        if member:
            inputs += [other.id for other in self.by_action_target.get((member, act.target), ())]
        if act.origin == "move":
            inputs += [other.parent for other in self.by_actor.get(act.actor, ())
                       if other.trigger == FORCED and other.action == act.action and other.parent]
        item = spec.needs_item
        if item:
            for other in self.night.acts:
                ospec = self.night.action(other)
                if other.id != act.id and (ospec.needs_item == item or ospec.takes_item is not None
                                           or (ospec.gives_item is not None and ospec.gives_item[0] == item)):
                    inputs.append(other.id)
        return inputs

    def _replace_failure(self, state: State, act: Act) -> Failure | None:
        """A seat taken over (`ActionSpec.replaces`): the target dead, of the side and the actor's clan, and the
        actor's first seat."""
        rule = self.night.action(act).replaces
        target = self.night.players.get(act.target or "")
        if rule is None or target is None or act.actor is None:
            return None
        actor = self.night.players[act.actor]
        if target.alive and target.name not in state.deaths:
            return ("target_not_dead", rule.clause, rule.ruling, {"who": target.name})
        if target.side != rule.side or target.clan != actor.clan:
            return ("not_own_clan", rule.clause, rule.ruling, {"who": target.name})
        if actor.state.replaced_role:
            return ("already_replaced", rule.clause, rule.ruling, {})
        return None

    def _standing_failure(self, state: State, act: Act) -> Failure | None:
        """Whether the move stands at all: a clan's move with no clan left or called off by its target
        (`clan_gone`, `cancelled_by`), a move an option switches off (`off_when`), a player barred from it."""
        spec = self.night.action(act)
        players = self.night.players
        if spec.clan_gone is not None and act.clan is not None and not any(
                p.clan == act.clan and p.role.clan_member and p.alive and n not in state.deaths
                for n, p in players.items()):
            return ("clan_dead", spec.clan_gone[0], spec.clan_gone[1], {"clan": act.clan})
        cancel = spec.cancelled_by
        if cancel is not None:
            every = switched_on(self.night, cancel.all_when, None) if cancel.all_when is not None else False
            for other in self.night.acts:
                if other.action == act.action and other.target and cancel.trait in players[other.target].role.traits \
                        and (every or other.clan == act.clan):
                    return (cancel.code, cancel.clause, cancel.all_ruling if every else None,
                            {"who": other.target, "clan": act.clan or ""})
        if spec.off_when is not None and switched_on(self.night, spec.off_when[0], None):
            _switch, code, clause, ruling = spec.off_when
            return (code, clause, ruling, {})
        role = players[act.actor].role if act.actor in players else None
        for bar in spec.barred:
            if role is not None and bar.trait in role.traits:
                return (bar.code, bar.clause, bar.ruling, {})
        return None

    def _exclusive_failure(self, act: Act) -> Failure | None:
        """A hunt sent with a move the text forbids it with (`exclusive_moves`, `hunt_exclusive`): the hunt is
        the player's illegal move; with the hunt's option at its value, the other move fails too."""
        spec = self.night.action(act)
        mine = [o for o in self.by_actor.get(act.actor, ()) if o.origin == "move" and o.id != act.id]
        if spec.exclusive_moves is not None:
            for other in mine:
                clause = self.night.action(other).hunt_exclusive
                if clause is not None:
                    return ("illegal_hunt_with", clause, spec.exclusive_moves[0],
                            {"who": act.actor or "", "action": self.night.action(other).name_ru,
                             "action_en": self.night.action(other).name_en, "illegal": True})
        if spec.hunt_exclusive:
            for other in mine:
                rule = self.night.action(other).exclusive_moves
                if rule is not None and rule[1] is not None and switched_on(self.night, rule[1], None):
                    return ("illegal_move_with_hunt", spec.hunt_exclusive, rule[0],
                            {"who": act.actor or "", "illegal": True})
        return None

    def _spend_item(self, state: State, act: Act, outcome: Outcome) -> None:
        spec = self.night.action(act)
        if not spec.needs_item or act.origin != "move":
            return
        mode = spec.item_spent
        if spec.item_spent_when is not None and self.night.options.get(spec.item_spent_when[0]) == spec.item_spent_when[1]:
            mode = spec.item_spent_when[2]
        if mode == "on_success" and outcome.result != "success":
            return  # the item follows the word its user is told (andorra L136, AN-04)
        if mode == "unless_stopped" and (outcome.info.get("stopped") or outcome.info.get("unreached")):
            return  # a protection stopped it or its target was out of reach: «не производится»
        holder = self._item_holder(state, act, spec.needs_item)
        if holder is None:
            return
        inventory(state, self.night, holder).remove(spec.needs_item)
        item = self.night.ruleset.items[spec.needs_item]
        state.recorder.record(f"player:{holder}", "resource", "item_spent", item.clause, causes=[act.id],
                              who=holder, **named("item", item))
