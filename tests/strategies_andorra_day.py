"""Hypothesis strategies: the andorra day before a generated night (its vote log) and what a player carries for it.

Read from the rule set's day data (`RS.day`, `resolver/rulesets/andorra/day.py`), no modifier is named here:

- `votes`: most living players vote once, in a random order, for a living player (often one of a few, so
  ties and pluralities both happen), now and then an empty vote, oneself, a dead or an unknown player;
  now and then a dead voter, a vote edited, repeated (marked or not), not in red, caused by someone, a time;
- `modifiers`: each kind of `DayRules.modifiers` now and then. A kind that is a role's change of a vote
  (`ModifierSpec.maker`, AN-128) is made `by:` a living player of that role, and skipped when there is none; a
  kind whose clause belongs to a role (`prosecutor.vote` -> the Прокурор) now and then names him in `by:` too.
  A `weight` goes to a holder of the item its clause names, if any; an `extra` (the accusation) to the role's
  player himself; a vote a modifier acts on only for one role (`only_role`) usually belongs to it;
- the host's `coin` (a living player), a `coin_seed`, `penalised` players, now and then `lynched` besides
  the log (the host's word stands);
- carried (`day_state`): `penalty_votes`, `day_modifiers` due today (a `next_day` kind, or `copy` with whom
  to copy: `mirror:<name>`), and for a role's modifiers the limits they carry: yesterday's player of a repeat
  ban (`last_targets`), the uses left of a limited one (`uses_left`).

The moves of the night are not looked at: what the day takes away (a jailed player's move) is the engine's.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from resolver.rulesets import get_ruleset
from tests.strategies import TIMES, _maybe, _often

RS = get_ruleset("andorra")
assert RS.day is not None
MODIFIERS = RS.day.modifiers
# A modifier's maker: its `maker` role, else the role its clause belongs to («prosecutor.vote»), when there is one.
DOER: dict[str, str] = {m: spec.maker[0] if spec.maker else spec.clause.split(".")[0] for m, spec in MODIFIERS.items()
                        if spec.maker or spec.clause.split(".")[0] in RS.roles}
# A weight's holder: the item its clause names («p27.diploma»: the диплом).
HOLDS: dict[str, str] = {m: spec.clause.split(".")[-1] for m, spec in MODIFIERS.items()
                         if spec.op == "weight" and spec.clause.split(".")[-1] in RS.items}
WITH_TARGET = ("extra", "move", "assign")
STRANGER = "Незнакомец"  # a nick not in the game: a vote for him is void (AN-22), the file is fine


def day(draw: Any, names: list[str], living: list[str], role_of: dict[str, str], held: dict[str, set[str]],
        turned: dict[str, str]) -> dict[str, Any]:
    """A vote log and the host's marks of it; empty when the day has no vote (about half the time)."""
    out: dict[str, Any] = {}
    if not living or not draw(st.booleans()):
        return out
    dead = [n for n in names if n not in living]
    focus = draw(st.lists(st.sampled_from(living), min_size=1, max_size=3, unique=True))
    voters = [n for n in draw(st.permutations(living)) if _often(draw)]
    if dead and _maybe(draw, 8):
        voters.insert(draw(st.integers(0, len(voters))), draw(st.sampled_from(dead)))
    votes = [_vote(draw, voter, names, living, dead, focus) for voter in voters]
    for first in range(len(votes)):
        if _maybe(draw, 12):  # a second vote of the same voter, later in the log
            again = _vote(draw, votes[first]["voter"], names, living, dead, focus)
            if draw(st.booleans()):
                again["repeated"] = True
            votes.insert(draw(st.integers(first + 1, len(votes))), again)
    out["votes"] = votes
    modifiers = _modifiers(draw, names, living, role_of, held, turned, [v["voter"] for v in votes])
    if modifiers:
        out["modifiers"] = modifiers
    if _maybe(draw, 4):
        out["coin"] = draw(st.sampled_from(focus))
    elif _maybe(draw, 5):
        out["coin_seed"] = draw(st.integers(0, 10**6))
    if _maybe(draw, 8):
        out["penalised"] = draw(st.lists(st.sampled_from(living), min_size=1, max_size=2, unique=True))
    return out


def _vote(draw: Any, voter: str, names: list[str], living: list[str], dead: list[str],
          focus: list[str]) -> dict[str, Any]:
    pool = [n for n in focus if n != voter] or [n for n in living if n != voter]
    kind = draw(st.integers(0, 19))
    target: str
    if kind == 0 or not pool:
        target = ""  # the empty vote (п.09)
    elif kind == 1:
        target = voter
    elif kind == 2 and dead:
        target = draw(st.sampled_from(dead))
    elif kind == 3:
        target = STRANGER
    elif kind <= 8:
        target = draw(st.sampled_from([n for n in living if n != voter] or [voter]))
    else:
        target = draw(st.sampled_from(pool))
    vote: dict[str, Any] = {"voter": voter, "target": target}
    for flag in ("edited", "not_red"):
        if _maybe(draw, 15):
            vote[flag] = True
    if _maybe(draw, 15):
        vote["caused_by"] = draw(st.sampled_from(names))
    if _maybe(draw, 3):
        vote["time"] = draw(st.sampled_from(TIMES))
    return vote


def _modifiers(draw: Any, names: list[str], living: list[str], role_of: dict[str, str],
               held: dict[str, set[str]], turned: dict[str, str], voters: list[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    voted = [n for n in voters if n in living] or living
    for mod_id, spec in sorted(MODIFIERS.items()):
        if not _maybe(draw, 6):
            continue
        makers = [n for n in living if role_of[n] == DOER.get(mod_id)]
        if spec.maker is not None and not makers:
            continue
        for _ in range(draw(st.integers(1, 3 if spec.window else 1))):
            pool = voted
            if spec.op == "extra" and makers:
                pool = makers
            elif spec.op == "weight" and mod_id in HOLDS:
                pool = [n for n in living if HOLDS[mod_id] in held[n]] or pool
            elif spec.op == "assign":
                pool = [n for n in living if n not in voters] or pool  # the vote of one who cast none
            elif spec.only_role is not None and _often(draw):
                pool = [n for n in living if spec.only_role[0] in (role_of[n], turned.get(n))] or pool
            mod: dict[str, Any] = {"kind": _spell_modifier(draw, mod_id), "player": draw(st.sampled_from(pool))}
            if spec.op in WITH_TARGET:
                mod["target"] = draw(st.sampled_from(living))
            if makers and (spec.maker is not None or draw(st.booleans())):
                mod["by"] = draw(st.sampled_from(makers))
            out.append(mod)
    return out


def _spell_modifier(draw: Any, mod_id: str) -> str:
    spec = MODIFIERS[mod_id]
    assert RS.day is not None
    return str(draw(st.sampled_from([n for n in (spec.name_ru, mod_id, *spec.aliases)
                                     if RS.day.modifier_id(n) == mod_id])))


def day_state(draw: Any, name: str, role: str, names: list[str], living: list[str]) -> dict[str, Any]:
    """What a player carries into today's vote from the day and the night before."""
    state: dict[str, Any] = {}
    if name not in living:
        return state
    if _maybe(draw, 8):
        state["penalty_votes"] = draw(st.integers(1, 2))
    if _maybe(draw, 8):
        mod_id = draw(st.sampled_from(sorted(m for m, s in MODIFIERS.items() if s.op in ("next_day", "copy"))))
        entry = f"{mod_id}:{draw(st.sampled_from(names))}" if MODIFIERS[mod_id].op == "copy" else mod_id
        state["day_modifiers"] = [entry]
    for mod_id, spec in sorted(MODIFIERS.items()):
        if DOER.get(mod_id) != role:
            continue
        if spec.repeat_ban and _maybe(draw, 3):
            state.setdefault("last_targets", {})[mod_id] = draw(st.sampled_from(names))
        if spec.uses_per_game and _maybe(draw, 3):
            state.setdefault("uses_left", {})[mod_id] = draw(st.integers(0, spec.uses_per_game[0]))
    return state
