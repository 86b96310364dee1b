"""The day's part of a night file: its events, who was lynched, the lots, the votes and the host's marks (issue 8).

Events and vote modifiers become ids in place; every nickname the day names must be in the game.
"""

from __future__ import annotations

from typing import Callable

from resolver.input.checks.context import Checked
from resolver.text.problems import say


def day_events(c: Checked) -> None:
    day = c.data.day
    for field_name in ("event", "next_event"):
        value = getattr(day, field_name)
        if value is not None:
            event_id = c.rs.event_id(value)
            if event_id is None:
                c.add(("day", field_name), say("unknown_event", name=value, hint=c.suggest_name(value, "events")),
                      c.rule("events"))
            setattr(day, field_name, event_id)


def day_lynched(c: Checked) -> None:
    """Each lynched player is in the game, was alive, and is lynched once."""
    seen: dict[str, int] = {}
    for j, name in enumerate(c.data.day.lynched):
        where = ("day", "lynched", j)
        if name not in c.known:
            c.add(where, say("lynched_not_in_game", name=name, hint=c.suggest_player(name)))
        elif name not in c.alive:
            c.add(where, say("lynched_dead", name=name))
        elif name in seen:
            c.add(where, say("lynched_twice", name=name, first=seen[name]))
        seen.setdefault(name, j)


def day_lots(c: Checked) -> None:
    for drawn, winner in c.data.lots.items():
        if winner not in c.known:
            c.add(("lots", drawn), say("lot_winner_not_in_game", name=winner, hint=c.suggest_player(winner)))


def day_rules_given(c: Checked) -> None:
    """Votes and modifiers need a rule set that counts a day."""
    day = c.data.day
    if c.rs.day is None and (day.votes is not None or day.modifiers):
        c.add(("day", "votes"), say("no_day_rules", id=c.rs.id))


def day_votes(c: Checked) -> None:
    if c.rs.day is None:
        return
    for i, vote in enumerate(c.data.day.votes or []):
        if vote.voter not in c.known:
            c.add(("day", "votes", i, "voter"), say("voter_not_in_game", name=vote.voter))
        if vote.caused_by is not None and vote.caused_by not in c.known:
            c.add(("day", "votes", i, "caused_by"), say("field_not_in_game", field="caused_by", name=vote.caused_by))


def day_modifiers(c: Checked) -> None:
    rules = c.rs.day
    if rules is None:
        return
    for i, mod in enumerate(c.data.day.modifiers):
        mod_id = rules.modifier_id(mod.kind)
        if mod_id is None:
            names = ", ".join(m.name_ru for m in rules.modifiers.values()) or say("none")
            c.add(("day", "modifiers", i, "kind"), say("unknown_modifier", name=mod.kind, known=names))
        else:
            mod.kind = mod_id
        for field in ("player", "target", "by"):
            name = getattr(mod, field)
            if name is not None and name not in c.known:
                c.add(("day", "modifiers", i, field), say("field_not_in_game", field=field, name=name))


def day_penalty(c: Checked) -> None:
    """The host's penalty (`day.penalised`) needs a rule set that has one."""
    if c.rs.day is not None and c.data.day.penalised and c.rs.day.host_penalty is None:
        c.add(("day", "penalised"), say("no_such_penalty", id=c.rs.id))


def day_marks(c: Checked) -> None:
    """The players the host's marks name are in the game."""
    day = c.data.day
    if c.rs.day is None:
        return
    for field in ("immune", "silenced", "penalised"):
        for j, name in enumerate(getattr(day, field)):
            if name not in c.known:
                c.add(("day", field, j), say("name_not_in_game", name=name))
    for field in ("decider_choice", "coin"):
        name = getattr(day, field)
        if name is not None and name not in c.known:
            c.add(("day", field), say("name_not_in_game", name=name))
    for name in day.words:
        if name not in c.known:
            c.add(("day", "words", name), say("name_not_in_game", name=name))


# In this order.
DAY_CHECKS: tuple[Callable[[Checked], None], ...] = (day_events, day_lynched, day_lots, day_rules_given, day_votes,
                                                     day_modifiers, day_penalty, day_marks)
