"""What a branch's state shows an act: the statuses its conditions read that it can see by the order of moves
(`visible_marks`), the act that gave a player a status before it (`status_producer`), and who made the acts
behind a status, in words (`producers_named`). Read only; every part of the engine asks these.
"""

from __future__ import annotations

from resolver.engine.graph import condition_statuses, precedence
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, State
from resolver.specs.target import Condition


def visible_marks(night: Night, state: State, act: Act, cond: Condition) -> list[Mark]:
    who = act.actor if cond.subject == "actor" else act.target
    if who is None:
        return []
    # Most statuses are on nobody: one look-up answers them (the hot path of every act's conditions).
    if "{" not in cond.status and (who, cond.status) not in state.marks:
        return []
    found: list[Mark] = []
    for status in condition_statuses(act, cond):
        for mark in state.marks.get((who, status), ()):
            producer = night.act(mark.producer)
            if state.fallback_order is not None and (producer.id, act.id) in night.decided_by and \
                    producer.id in state.fallback_order and act.id in state.fallback_order and \
                    state.fallback_order[producer.id] < state.fallback_order[act.id]:
                # A ring with no consistent outcome, played in the order of moves: the earlier act that this one
                # would have decided back (the step-1 death its heal would cure) has happened, and it stands.
                found.append(mark)
                continue
            if precedence(night, producer, act, cond) == "no":
                continue
            if state.fallback_order is not None and mark.producer in state.fallback_order:
                if act.id in state.fallback_order and (
                    state.fallback_order[mark.producer] > state.fallback_order[act.id]
                ):
                    continue
            found.append(mark)
    return found


def status_producer(night: Night, state: State, act: Act, player: str, status: str) -> str | None:
    """A visible act that gave `player` this status before `act` (a guard, a blessing)."""
    for mark in state.marks.get((player, status), ()):
        if mark.tentative:
            continue
        producer = night.act(mark.producer)
        if precedence(night, producer, act, None) != "no" or producer.order <= act.order:
            return mark.producer
    return None


def producers_named(night: Night, producers: list[str]) -> str:
    """Who made these acts (an item's holder for an item), once each, joined by ', '."""
    names = []
    for pid in producers:
        if pid.startswith("item:"):
            names.append(pid.split(":", 1)[1])
            continue
        producer = night.act(pid)
        names.append(producer.actor or producer.action)
    return ", ".join(dict.fromkeys(names))
