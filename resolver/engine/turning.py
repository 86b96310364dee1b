"""Roles taken besides one's own, deaths that take another along, what an act tells its actor of a role.

Generic primitives driven by fields of the specs; no rule-set id is named here.

- **turning** (`TurnsPending`): on a target who carries a pending effect from an earlier night, a
  successful act turns him into a role he holds besides his own (`RoleSpec.keeps_own`) «с момента» of the act,
  instead of laying the effect again; tonight's coming due of it is stopped by the status named as the role (a
  condition of the pending's action, rule-set data). From that moment his traits are the new role's too
  (`traits_now`), and the next night he is that role (`PlayerState.turned`, `resolver.engine.night.player_role`).
- **taken along** (`PendingSpec.takes_source`): a due effect that kills a player of some trait kills the one who
  laid it with him.
- **givers of the actor** (`KillsActorGivers`): when the act works, whoever gave its actor a
  status tonight dies (a confessor of the killer).
- **a role revealed** (`RevealsRole`): the act that reaches a target of some trait tells its actor
  the target's role, whatever it then does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resolver.engine.deaths import add_death
from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night
from resolver.specs.derived import KillsActorGivers
from resolver.specs.effects import Kill, TurnsPending
from resolver.specs.letters import RevealsRole
from resolver.specs.names import named

if TYPE_CHECKING:
    from resolver.engine.night_state import State


def traits_now(night: Night, state: "State", player: str) -> frozenset[str]:
    """A player's traits at this moment of the night: his role's, and those of a role he turned into tonight."""
    info = night.players.get(player)
    base = info.role.traits if info is not None else frozenset()
    turned = night.ruleset.roles.get(state.turned.get(player, ""))
    return base | turned.traits if turned is not None else base


def turn_pending(night: Night, state: "State", act: Act) -> bool:
    """The act turns its target (and lays nothing) when he carries its pending effect from an earlier night."""
    from resolver.engine.night_state import Mark

    turns = night.action(act).row(TurnsPending)
    target = act.target
    if turns is None or target is None or target not in night.players:
        return False
    pending, role_id, clause = turns.pending, turns.role, turns.clause
    if not any(p.kind == pending for p in night.players[target].state.pending) or target in state.turned:
        return False
    state.turned[target] = role_id
    state.add_mark(Mark(target, role_id, act.id))  # the status is the role: «the target is now one»
    role = night.ruleset.roles[role_id]
    state.recorder.record(f"player:{target}", "letter", "turned", clause, causes=[act.id], who=target,
                          role=role.name_ru, role_en=role.name_en)
    return True


def _kill_kind(night: Night, act: Act) -> str:
    kill = night.action(act).row(Kill)
    assert kill is not None, act.id  # a pending effect that takes its source along is a kill
    return kill.kill_kind


def take_source(night: Night, state: "State", act: Act, victim: str) -> None:
    """A due pending effect that killed a player of the trait its spec names kills the one who laid it too."""
    for spec in night.ruleset.pending.values():
        if spec.action != act.action or spec.takes_source is None:
            continue
        trait, clause = spec.takes_source
        info = night.players.get(victim)
        if info is None or trait not in info.role.traits:
            continue
        for laid in info.state.pending:
            source = laid.source
            if laid.kind == spec.id and source and source in night.players and source != victim:
                add_death(night, state, source, _kill_kind(night, act), act, clause=clause,
                                 with_=victim)


def kill_actor_givers(night: Night, state: "State", act: Act, row: KillsActorGivers) -> None:
    """`KillsActorGivers`: whoever gave this act's actor the status tonight dies."""
    actor = act.actor
    if actor is None:
        return
    for mark in state.marks.get((actor, row.status), ()):
        giver = night.act(mark.producer).actor
        if mark.tentative or giver is None or giver == actor:
            continue
        state.recorder.record(f"player:{giver}", "info", "giver_dies", row.clause, causes=[act.id, mark.producer],
                              victim=giver, by=actor)
        add_death(night, state, giver, row.kill_kind, act, clause=row.clause)


def reveal_role(night: Night, state: "State", act: Act, row: RevealsRole) -> None:
    """`RevealsRole`: the actor is told the role of a target of one of the traits it names."""
    target = act.target
    if target is None or target not in night.players or act.actor is None:
        return
    traits = traits_now(night, state, target)
    for trait in row.traits:
        if trait in traits:
            role = night.players[target].role
            turned = night.ruleset.roles.get(state.turned.get(target) or night.players[target].state.turned or "")
            state.recorder.record(act.id, "private", "answer_role", row.clause, causes=[act.id], who=target,
                                  **named("role", *(r for r in (role, turned) if r is not None)))
            return


class RevealsRoleNote(Handler[RevealsRole]):
    """The act that meets a target of a trait tells its actor the target's role, whatever it then does."""

    row_type = RevealsRole

    def met(self, night: Night, state: "State", act: Act, row: RevealsRole) -> None:
        reveal_role(night, state, act, row)
