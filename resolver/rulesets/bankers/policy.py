"""The bankers hook on the generic engine: one `after_night`, which assembles what the night leaves for the next
from the engine's own mechanics (each one data in `data.py`). The morning post's and the private results'
decisions are data too (`post.py`), recorded by the engine after this hook.

What left this hook for engine mechanics over data: docs/design.md, «What left the bankers hook».
"""

from __future__ import annotations

from typing import Any

from resolver.engine.hooks import NightView
from resolver.specs.ruleset import Policy


def after_night(view: NightView) -> dict[str, Any]:
    """State for the next night, and what the seats taken tell (notes, letters)."""
    night = view.night
    alive = {n: (p.alive and n not in view.deaths) for n, p in night.players.items()}
    # The kept fields, the repeat-ban targets (B-41), the flags, the Шизик's doom (RulesetSpec.kept_fields ...).
    carried, roles = view.kept_state()
    clans = {n: p.clan for n, p in night.players.items()}
    items = view.items_at_dawn()  # a vest that acted is spent (B-12)
    view.succession(alive, roles, clans, carried)  # the son's and the Актер's seats (RulesetSpec.succession)
    return {"alive": alive, "carried": carried, "roles": roles, "clans": clans, "items": items}


POLICY = Policy(after_night=after_night)
