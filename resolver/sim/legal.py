"""What a player may send tonight, read from the rule set's data: his actions (`resolver.input.entry.actions_for`:
the role's, an item's, the day's event's, uses left) and, for each, the targets its limits allow (not himself, not
last night's target again, not a player used up). The engine has the last word: a move it still finds illegal is
drawn again (`resolver.sim.game`).
"""

from __future__ import annotations

from collections.abc import Sequence

from model import Player
from resolver.input.entry import Seat, actions_for
from resolver.specs.checks import state_fields
from resolver.specs.limits import NotSelf, PerTarget, RepeatBan, RepeatLimit
from resolver.specs.ruleset import ActionSpec, RulesetSpec


def seat(player: Player, gone: frozenset[str] = frozenset(), read: tuple[str, ...] = ()) -> Seat:
    """The player as the entry form sees him: of his carried state the uses left and the fields `read` (those the
    rule set's check rows read, `resolver.specs.checks.state_fields`): all it reads."""
    state: dict[str, object] = {"uses_left": dict(player.state.uses_left)}
    state.update((name, getattr(player.state, name)) for name in read)
    return Seat(name=player.name, role=player.role, clan=player.clan, items=tuple(player.items),
                alive=player.alive and player.name not in gone, state=state)


class Actions:
    """The action ids each player may send tonight (`actions_for`), remembered by what they depend on: the role,
    the items held, the clan's items, the day's event, the uses left, the state the check rows read."""

    def __init__(self, rs: RulesetSpec) -> None:
        self.rs = rs
        self.known: dict[tuple[object, ...], list[str]] = {}
        self.read = state_fields(rs)

    def _band_only(self, role: str, action: str) -> bool:
        """A band's action (`BandSpec.min_for`) for one who leads no band and follows none: never his."""
        return any(band.min_for is not None and action in band.min_for[0] and role != band.leader_role
                   for band in self.rs.bands)

    def __call__(self, players: Sequence[Player], gone: frozenset[str], event: str | None) -> dict[str, list[str]]:
        clan_items: dict[str, set[str]] = {}
        for p in players:
            if p.alive and p.clan and p.items:
                clan_items.setdefault(p.clan, set()).update(p.items)
        out: dict[str, list[str]] = {}
        for p in players:
            if not p.alive or p.name in gone:
                out[p.name] = []
                continue
            held = tuple(sorted(clan_items.get(p.clan or "", ()))) if p.clan else ()
            banded = p.state.follower_of is not None
            key = (p.role, tuple(p.items), held, event, tuple(sorted(p.state.uses_left.items())), banded,
                   tuple(bool(getattr(p.state, name)) for name in self.read))  # the rows read bool(...)
            found = self.known.get(key)
            if found is None:
                me = seat(p, read=self.read)
                mates = [Seat(f"#{i}", None, p.clan, (item,), True, {}) for i, item in enumerate(held)]
                found = [a for a in actions_for(me, [me, *mates], self.rs, event)
                         if banded or not self._band_only(p.role, a)]
                self.known[key] = found
            out[p.name] = found
        return out


_SHARED: dict[int, tuple[RulesetSpec, Actions]] = {}


def shared_actions(rs: RulesetSpec) -> Actions:
    """One `Actions` memo a rule set for all the games a process plays (it is a pure function of its key)."""
    found = _SHARED.get(id(rs))
    if found is None or found[0] is not rs:
        found = _SHARED[id(rs)] = (rs, Actions(rs))
    return found[1]


def _on(options: dict[str, object], when: tuple[str, object] | None) -> bool:
    return when is None or options.get(when[0]) == when[1]


def targets(rs: RulesetSpec, spec: ActionSpec, actor: Player, living: Sequence[str],
            options: dict[str, object]) -> list[str]:
    """The living players this action of this actor may aim at, by its limits' rows."""
    state = actor.state
    out = []
    for name in living:
        if name == actor.name and any(_on(options, r.when) for r in spec.rows_of(NotSelf)):
            continue
        if spec.rows_of(RepeatBan) and state.last_targets.get(spec.id) == name:
            continue
        if any(state.last_targets.get(a) == name for r in spec.rows_of(RepeatLimit)
               if not (r.unless is not None and options.get(r.unless[0]) == r.unless[1]) for a in r.actions):
            continue
        per = spec.rows_of(PerTarget)
        if per and sum(used.count(name) for key, used in state.used_on.items()
                       if (rs.action_id(key) or key) == spec.id) >= min(r.uses for r in per):
            continue
        out.append(name)
    return out
