"""Generic primitives for changes of side and for moves made «independently of» a player's own move.

- **Recruitment** (a `RecruitSpec` row): checked once the act has reached its target
  (a drunk or travelling target is simply out of reach). The target must be of one of the spec's sides
  and his role must not carry the barred trait; with consent, the first invitation of a clan needs the
  target's answer (the move's `choice`), a later one (the clan is in `PlayerState.invited_by`) does not;
  a clan at its cap takes no one; a player recruited by an earlier act tonight is taken. The target is
  told of the first invitation even when it fails on his role. A recruit joins at dawn: the night's
  `State.joins` (player -> (role, clan)) is carried into the next night's roles and clans.
- **Items that make items** (`MakesItem`): the made item goes to the actor or to whoever
  sends his clan's moves.
- **Forced acts** (`Forces`): `forced_acts` compiles, for each such move, the forced act of
  every living player of the named role; the forced act happens if the move worked, and that player's
  own move of the same action is then replaced (`forced_failure`).

No rule-set id is named here: roles, sides, traits, clauses and codes come from the specs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night, make_act
from resolver.specs.derived import Forces, GroupOf
from resolver.specs.effects import Kill, MakesItem
from resolver.specs.names import named
from resolver.specs.role import RecruitSpec

if TYPE_CHECKING:
    from resolver.engine.night_state import Outcome, State

Failure = tuple[str, str, str | None, dict[str, Any]]
YES = frozenset({"да", "yes", "согласен", "согласна", "true", "1", "+"})
FORCED = "forced"


def move_choice(night: Night, act: Act) -> str | None:
    """The choice written with the move (a recruit's answer, a card's clan, a gift's item), if any. A copy the
    Телепат turned onto a new target carries what its mover chose (the item, the clan): only the target changes."""
    if act.trigger == "retarget" and act.via:
        act = night.act(act.via)
    if act.move_index is None or act.origin != "move":
        return None
    return night.scenario.moves[act.move_index].choice


def target_clan(night: Night, act: Act) -> str | None:
    """The clan an act recruits into: the move's choice (a card) or the actor's clan."""
    spec = night.action(act).row(RecruitSpec)
    if spec is None:
        return None
    if spec.band:
        return f"band:{act.actor}" if act.actor else None
    if spec.clan_from_choice:
        choice = move_choice(night, act)
        return night.ruleset.clan_id(choice) if choice else None
    info = night.players.get(act.actor or "")
    return info.clan if info is not None else None


def _members(night: Night, state: "State | None", clan: str) -> int:
    """The clan's living members (not jailed today), with those joining at dawn when the branch's `state` is given."""
    jailed = set(night.scenario.day.lynched)  # jailed today: «без учёта севших» (the cap's own words)
    living = {n for n, p in night.players.items() if p.clan == clan and p.alive and n not in jailed}
    if state is not None:
        living |= {n for n, (_role, c) in state.joins.items() if c == clan}
    return len(living)


def _present(night: Night, role: str, actor: str | None) -> bool:
    """A living player of `role` (not jailed today) besides the actor."""
    jailed = set(night.scenario.day.lynched)
    return any(p.alive and p.role.id == role and n != actor and n not in jailed for n, p in night.players.items())


def _taker(night: Night, state: "State", act: Act, target: str) -> RecruitSpec | None:
    """The spec of the recruitment that took `target` earlier tonight."""
    for other in night.acts:
        spec = night.action(other).row(RecruitSpec)
        done = state.outcomes.get(other.id)
        if other.id != act.id and other.target == target and spec is not None and done is not None and done.succeeded:
            return spec
    return None


def recruit_failure(night: Night, state: "State", act: Act) -> Failure | None:
    """Why a recruitment that reached its target does not take, or None when it does."""
    spec = night.action(act).row(RecruitSpec)
    target = act.target
    if spec is None or target is None or target not in night.players:
        return None
    info = night.players[target]
    who = {"who": target, "actor": act.actor or ""}
    clan = target_clan(night, act)
    if clan is None and not spec.team:
        return ("recruit_no_clan", spec.join_clause, spec.ruling, who)
    if spec.while_absent is not None and _present(night, spec.while_absent[0], act.actor):
        role = night.ruleset.roles[spec.while_absent[0]]
        # The actor knows it (andorra: «Знает Следователя», L213): the move is his illegal move.
        return ("recruit_role_present", spec.while_absent[1], spec.ruling, {**who, **named("role", role),
                                                                             "illegal": True})
    if (clan is not None and info.clan == clan) or (spec.band and info.state.follower_of == act.actor):
        return ("recruit_same_clan", spec.side_clause, spec.ruling, who)
    limited = spec.limits_unless is None or night.options.get(spec.limits_unless[0]) != spec.limits_unless[1]
    if limited and (info.role.side not in spec.sides or info.clan is not None or info.state.follower_of):
        return ("recruit_wrong_side", spec.side_clause, spec.ruling, who)
    if limited and spec.roles and info.role.id not in spec.roles:
        return ("recruit_wrong_role", spec.side_clause, spec.ruling, {**who, **named("role", info.role)})
    if limited and spec.barred_trait in info.role.traits:
        return ("recruit_barred", spec.barred_clause, spec.ruling, who)
    if target in state.joins and spec.taken_clause:
        role_id, into = state.joins[target]
        first = _taker(night, state, act, target)
        ahead = first is not None and first.priority_clause is not None
        clause = first.priority_clause if first is not None and first.priority_clause else spec.taken_clause
        ruling = first.ruling if first is not None and ahead else spec.ruling
        return ("recruit_taken", clause, ruling, {**who, **({"into": into} if into else named("into", night.ruleset.roles[role_id]))})
    if target in state.follows and spec.taken_clause:
        return ("recruit_taken", spec.taken_clause, spec.ruling, {**who, "into": state.follows[target]})
    if clan is None:
        return None
    if spec.cap is not None and _members(night, state, clan) >= spec.cap[0]:
        # Full at nightfall, the clan knows it: its illegal move; full only by tonight's joins, it fails.
        known = _members(night, None, clan) >= spec.cap[0] and not spec.clan_from_choice
        return ("recruit_clan_full", spec.cap[1], spec.ruling, {**who, "into": clan, "cap": spec.cap[0],
                                                                **({"illegal": True} if known else {})})
    if spec.consent and clan not in info.state.invited_by:
        # the answer is the target's: a copy turned onto a new target has none from him
        answer = "" if act.trigger == "retarget" else (move_choice(night, act) or "").strip().lower()
        if answer not in YES:
            return ("recruit_refused", spec.second_clause or spec.join_clause, spec.ruling, who)
    return None


def note_invitation(night: Night, state: "State", act: Act, outcome: "Outcome", reached: bool) -> None:
    """The target of a first invitation is told of it, even when his role cannot be recruited; a
    refused first invitation is remembered for the clan's next one."""
    spec = night.action(act).row(RecruitSpec)
    target = act.target
    if spec is None or not reached or target is None or target not in night.players:
        return
    clan = target_clan(night, act)
    info = night.players[target]
    first = clan is not None and clan not in info.state.invited_by
    offers = _numbered_offers(night, target) if spec.numbered_clause else []
    if first and spec.consent and spec.numbered_clause and len(offers) > 1 and act.id in offers:
        state.recorder.record(f"player:{target}", "letter", "letter_invited_numbered", spec.numbered_clause,
                              causes=[act.id], who=target, number=offers.index(act.id) + 1,
                              count=len(offers))
    elif first and spec.consent and spec.info_clause:
        state.recorder.record(f"player:{target}", "letter", "letter_invited", spec.info_clause, causes=[act.id],
                              who=target)
    if first and clan is not None and not outcome.succeeded:
        state.invited.setdefault(target, [])
        if clan not in state.invited[target]:
            state.invited[target].append(clan)


def _numbered_offers(night: Night, target: str) -> list[str]:
    """Tonight's first invitations of `target` whose letters are numbered, one a clan, in the order of moves."""
    invited_by = night.players[target].state.invited_by
    offers: dict[str, Act] = {}
    for other in sorted(night.acts, key=Act.sort_key):
        spec = night.action(other).row(RecruitSpec)
        clan = target_clan(night, other) if spec is not None and spec.numbered_clause else None
        if other.target == target and other.origin == "move" and clan is not None and clan not in invited_by:
            offers.setdefault(clan, other)
    return [a.id for a in offers.values()]


def join(night: Night, state: "State", act: Act) -> None:
    """A recruitment that took: the target joins the clan at dawn, as the spec's role or his own."""
    spec = night.action(act).row(RecruitSpec)
    target = act.target
    clan = target_clan(night, act)
    if spec is None or target is None or (clan is None and not spec.team):
        return
    role = night.players[target].role
    if spec.band and act.actor is not None:
        state.follows[target] = act.actor
        state.recorder.record(f"player:{target}", "letter", "letter_follower", spec.join_clause, causes=[act.id],
                              ruling=spec.ruling, who=target, leader=act.actor, **named("role", role))
        return
    kept = spec.keeps_trait is not None and spec.keeps_trait in role.traits
    new_role = role.id if kept else spec.role
    state.joins[target] = (new_role, clan)
    rs = night.ruleset
    state.recorder.record(f"player:{target}", "letter", spec.letter, spec.join_clause, causes=[act.id],
                          ruling=spec.ruling, who=target, clan=clan or "", **named("role", rs.roles[new_role]))
    if kept and spec.keeps_clause:
        state.recorder.record(f"player:{target}", "info", "recruit_keeps_role", spec.keeps_clause, causes=[act.id],
                              who=target, **named("role", role))


def make_item(night: Night, state: "State", act: Act) -> None:
    """An act that makes an item (`MakesItem`): the item goes to its holder."""
    from resolver.engine.limits import clan_sender
    from resolver.engine.stages import inventory

    made = night.action(act).row(MakesItem)
    if made is None or act.actor is None:
        return
    item, holder_kind, clause = made.item, made.holder, made.clause
    holder = act.actor
    clan = night.players[act.actor].clan if act.actor in night.players else None
    if holder_kind == "clan_head" and clan is not None:
        holder = clan_sender(night, clan) or holder
    if holder_kind == "target" and act.target is not None:
        holder = act.target
    inventory(state, night, holder).append(item)
    state.recorder.record(f"player:{holder}", "resource", "item_made", clause, causes=[act.id], who=holder,
                          **named("item", night.ruleset.items[item]))
    received = night.ruleset.items[item].on_receive
    if received is not None and holder in night.players and received[0] in night.players[holder].role.traits:
        from resolver.engine.night_state import Mark

        _trait, pending_id, why = received
        pending = night.ruleset.pending[pending_id]
        state.add_mark(Mark(holder, f"pending:{pending.id}", act.id, {"by": act.actor or ""}))
        state.recorder.record(f"player:{holder}", "letter", pending.letter or "item_made", why, causes=[act.id],
                              who=holder, **named("item", night.ruleset.items[item]))


def forced_acts(night: Night) -> list[Act]:
    """For each move that forces a role's act (`Forces`), that act by every living player of
    the role, aimed at the move's target; it exists only if the move works."""
    rs = night.ruleset
    out: list[Act] = []
    for act in night.acts:
        spec = rs.actions[act.action]
        forces = spec.rows_of(Forces)
        if not forces or act.origin != "move" or not act.target:
            continue
        for role, action in ((f.role, f.action) for f in forces):
            if action not in rs.actions:
                continue
            for name, info in sorted(night.players.items()):
                if info.alive and info.role.id == role:
                    out.append(make_act(rs, action, name, (act.target,), origin="derived", parent=act.id,
                                        clan=info.clan, suffix=f"@{FORCED}:{act.id}", trigger=FORCED))
    return out


def forcing_clause(night: Night, card: Act, action: str) -> str:
    """The clause of the card's row that forces `action`."""
    return next(f.clause for f in night.action(card).rows_of(Forces) if f.action == action)


def forced_failure(night: Night, state: "State", act: Act) -> Failure | None:
    """A player's own move replaced by a forced act of the same action (a card worked on him)."""
    if act.origin != "move" or act.actor is None:
        return None
    for other in night.acts_of(act.actor):
        if other.trigger != FORCED or other.action != act.action:
            continue
        parent = state.outcomes.get(other.parent or "")
        if parent is not None and parent.succeeded:
            card = night.act(other.parent or "")
            clause = forcing_clause(night, card, act.action)
            return ("move_forced", clause, None, {"who": act.actor, "by": card.actor or "",
                                                     "target": card.target or "", "void": True})
    return None


def pass_clan_items(night: Night, state: "State", alive: dict[str, bool], items: dict[str, list[str]]) -> None:
    """At dawn a dead clan member's clan items (`ItemSpec.clan_item`) pass to the living member who now
    sends the clan's moves (the best role priority); the host is told the clan may choose another."""
    rs = night.ruleset
    for name, info in sorted(night.players.items()):
        if alive.get(name, True) or info.clan is None:
            continue
        passing = [i for i in items.get(name, []) if i in rs.items and rs.items[i].clan_item]
        heirs = sorted((n for n, p in night.players.items() if p.clan == info.clan and alive.get(n)),
                       key=lambda n: (night.players[n].role.priority, n))
        if not passing or not heirs:
            continue
        heir = heirs[0]
        for item in passing:
            items[name].remove(item)
            items.setdefault(heir, []).append(item)
            state.recorder.record(f"player:{heir}", "resource", "clan_item_passed", rs.items[item].clan_item or "",
                                  who=heir, dead=name, **named("item", rs.items[item]))


def note_guilt(night: Night, state: "State", act: Act, victim: str) -> None:
    """A death makes its causer guilty (`RulesetSpec.guilt`), unless an exception row covers it."""
    guilt = night.ruleset.guilt
    if guilt is None or victim not in night.players:
        return
    spec = night.action(act)
    kill = spec.row(Kill)
    if kill is not None and kill.guilty_only is not None:
        return  # a jailing is no death (the check itself makes no one guilty)
    causers: list[str] = [act.actor] if act.actor else []
    group = spec.row(GroupOf)
    if group is not None:
        causers = sorted({o.actor for o in night.by_action_target.get((group.member, victim), ()) if o.actor
                          and (done := state.outcomes.get(o.id)) is not None and done.performed})
    elif not causers and act.origin == "pseudo":
        causers = sorted({p.source for p in night.players[victim].state.pending if p.source})
    side = night.players[victim].role.side
    for name in causers:
        info = night.players.get(name)
        if info is None or name == victim:
            continue
        role = state.roles.get(name, info.role.id)
        if any(r == role and s == side for r, s, _c in guilt.exceptions):
            continue
        if name not in state.guilty:
            state.guilty[name] = act.order
            state.recorder.record(f"player:{name}", "info", "guilty_of_death", guilt.clause, causes=[act.id],
                                  ruling=guilt.ruling, who=name, victim=victim)


def is_guilty(night: Night, state: "State", player: str, before: float) -> bool:
    """Guilty from an earlier night, or of a death earlier tonight (before the given step order)."""
    info = night.players.get(player)
    if info is not None and info.state.sinful:
        return True
    return player in state.guilty and state.guilty[player] < before


class RecruitEffect(Handler[RecruitSpec]):
    """A recruitment: refused once it reached its target (`recruit_failure`), the target told of a first invitation
    (`note_invitation`), the recruit joins at dawn when it worked (`join`)."""

    row_type = RecruitSpec

    def reached(self, night: Night, state: "State", act: Act, row: RecruitSpec) -> Failure | None:
        return recruit_failure(night, state, act)

    def settled(self, night: Night, state: "State", act: Act, outcome: "Outcome", reached: bool,
                row: RecruitSpec) -> None:
        note_invitation(night, state, act, outcome, reached=reached)

    def apply(self, night: Night, state: "State", act: Act, outcome: "Outcome", row: RecruitSpec) -> None:
        if outcome.succeeded:
            join(night, state, act)


class MakesItemEffect(Handler[MakesItem]):
    row_type = MakesItem

    def apply(self, night: Night, state: "State", act: Act, outcome: "Outcome", row: MakesItem) -> None:
        if outcome.succeeded:
            make_item(night, state, act)
