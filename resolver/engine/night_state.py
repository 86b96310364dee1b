"""What one branch of the night holds while the engine resolves it: the statuses acts left (`Mark`),
each act's word (`Outcome`), the deaths, the rings met, and the branch itself with what it carries on.

Plain data: the engine's parts (`resolver.engine.evaluate`, `resolver.engine.effects`, `resolver.engine.rings`, ...) read and
write a `State`; a rule set's hook sees it only through `resolver.engine.view.StateView`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from resolver.engine.decisions import Recorder


@dataclass
class Mark:
    player: str
    status: str
    producer: str
    data: dict[str, Any] = field(default_factory=dict)
    tentative: bool = False


@dataclass
class Outcome:
    act: str
    performed: bool
    succeeded: bool
    result: str  # success | failed | void
    reasons: list[int] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


@dataclass
class Death:
    player: str
    kind: str
    act: str
    order: float
    by: str | None = None


@dataclass
class CycleReport:
    members: list[str]
    status: str  # resolved | ambiguous | fallback
    alternatives: int
    chosen: int | None = None


@dataclass
class State:
    recorder: Recorder
    marks: dict[tuple[str, str], list[Mark]] = field(default_factory=dict)
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    deaths: dict[str, Death] = field(default_factory=dict)
    cycles: list[CycleReport] = field(default_factory=list)
    fallback_order: dict[str, int] | None = None
    guests: dict[str, list[Mark]] = field(default_factory=dict)  # host -> guest marks
    items: dict[str, list[str]] = field(default_factory=dict)  # player -> item ids held now (lazily filled)
    spent: dict[tuple[str, str], float] = field(default_factory=dict)  # (player, protection) -> step order
    triggered: dict[tuple[str, str], str] = field(default_factory=dict)  # (act, protection) -> its source
    roles: dict[str, str] = field(default_factory=dict)  # player -> the role he turned into tonight
    joins: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # recruit -> (role, clan) at dawn
    invited: dict[str, list[str]] = field(default_factory=dict)  # player -> clans whose invitation he refused
    guilty: dict[str, float] = field(default_factory=dict)  # player -> the step order of the death he caused
    freed: list[str] = field(default_factory=list)  # players out of the game who come back at dawn
    gifts: dict[str, list[str]] = field(default_factory=dict)  # player -> items given to him tonight (his at dawn)
    follows: dict[str, str] = field(default_factory=dict)  # recruit -> the leader whose band he joins at dawn
    turned: dict[str, str] = field(default_factory=dict)  # player -> the role he took besides his own tonight
    # player -> every status a mark gave him tonight (marks taken back leave theirs): who has none is asked nothing.
    marked: dict[str, set[str]] = field(default_factory=dict)

    def clone(self) -> "State":
        twin = copy.copy(self)
        twin.recorder = self.recorder.copy()
        twin.marks = {k: list(v) for k, v in self.marks.items()}
        twin.outcomes = dict(self.outcomes)
        twin.deaths = dict(self.deaths)
        twin.cycles = list(self.cycles)
        twin.guests = {k: list(v) for k, v in self.guests.items()}
        twin.items = {k: list(v) for k, v in self.items.items()}
        twin.spent = dict(self.spent)
        twin.triggered = dict(self.triggered)
        twin.roles = dict(self.roles)
        twin.joins = dict(self.joins)
        twin.invited = {k: list(v) for k, v in self.invited.items()}
        twin.guilty = dict(self.guilty)
        twin.freed = list(self.freed)
        twin.gifts = {k: list(v) for k, v in self.gifts.items()}
        twin.follows = dict(self.follows)
        twin.turned = dict(self.turned)
        twin.marked = {k: set(v) for k, v in self.marked.items()}
        return twin

    def add_mark(self, mark: Mark) -> None:
        self.marks.setdefault((mark.player, mark.status), []).append(mark)
        self.marked.setdefault(mark.player, set()).add(mark.status)
        if mark.status == "guest":
            self.guests.setdefault(mark.data["host"], []).append(mark)

    def drop_tentative(self, producer: str) -> None:
        for key, marks in self.marks.items():
            self.marks[key] = [m for m in marks if not (m.tentative and m.producer == producer)]
        for host, marks in self.guests.items():
            self.guests[host] = [m for m in marks if not (m.tentative and m.producer == producer)]


@dataclass
class Branch:
    state: State
    carried: dict[str, Any] = field(default_factory=dict)
