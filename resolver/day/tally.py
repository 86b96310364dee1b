"""The day's vote, counted: which votes stand, what was done to them, the totals, the verdict.

Generic: the rule set's `DayRules` (its package's `day.py`) says which votes are void, what each
modifier does, what each event changes, how a tie is settled. Every finding is a decision with its
clause, recorded through the night's `Recorder`, so `explain` tells a lynch vote by vote.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model import Scenario
from model.day import Vote, VoteModifier
from resolver.specs.day import DayRules, EventDay, ModifierSpec, VoidRule
from resolver.engine.decisions import Recorder
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec
from resolver.day.house import DEADLINE_OPTION, TIMEZONE_OPTION, is_late, rule_words
from resolver.day.tie import fmt as _fmt, pick



@dataclass
class Ballot:
    """A vote that counts: `weight` votes of `voter` on `target` (after modifiers)."""

    voter: str
    target: str
    weight: float
    index: int  # the row of the log it comes from (-1: made by a modifier or a penalty)


@dataclass
class Tally:
    ballots: list[Ballot] = field(default_factory=list)
    voted: set[str] = field(default_factory=set)  # cast a vote that counts as voting (empty included)
    violators: set[str] = field(default_factory=set)  # voted against the rules: counts as not voting
    excused: set[str] = field(default_factory=set)  # had no vote to cast (lost it): no penalty
    void: set[str] = field(default_factory=set)  # voters with a vote that did not count
    totals: dict[str, float] = field(default_factory=dict)
    verdict: list[str] = field(default_factory=list)
    coin: str | None = None  # how a tie was settled: host | seed | pending
    decider: str | None = None
    next_day: dict[str, list[str]] = field(default_factory=dict)  # player -> modifiers due the next day
    used: dict[str, dict[str, int]] = field(default_factory=dict)  # player -> modifier -> uses today (limited ones)
    banned_next: dict[str, dict[str, str]] = field(default_factory=dict)  # doer -> modifier -> whose vote (repeat bans)
    changed: dict[str, int] = field(default_factory=dict)  # "by:modifier" -> votes changed today in a window
    # the log's counted votes as cast, (row, voter): the Аферист's window counts «последних проголосовавших» by the
    # log, whatever a modifier did to a ballot since (an accusation's doubled vote keeps its voter's place)
    logged: list[tuple[int, str]] = field(default_factory=list)
    spent: list[tuple[str, str]] = field(default_factory=list)  # (player, item) spent by a modifier today
    # each row of the log (0-based) -> what the checks made of it and the clause: ("counted" | "empty" | the flag of
    # the void rule that met it, clause id): the public vote before any modifier, as the running vote count shows it
    rows: dict[int, tuple[str, str]] = field(default_factory=dict)


def _on(rule: Any, options: dict[str, Any]) -> bool:
    when = getattr(rule, "when", None)
    return when is None or options.get(when[0]) == when[1]


class DayCounter:
    def __init__(self, rs: RulesetSpec, scenario: Scenario, options: dict[str, Any], rec: Recorder) -> None:
        assert rs.day is not None
        self.rs = rs
        self.rules: DayRules = rs.day
        self.scenario = scenario
        self.day = scenario.day
        self.options = options
        self.rec = rec
        self.players = {p.name: p for p in scenario.players}
        self.alive = {p.name for p in scenario.players if p.alive}
        self.event: EventDay | None = self.rules.events.get(self.day.event or "")
        self.t = Tally()
        if self.event is not None and self.event.not_first_day and scenario.night == 1:
            # «Если выпадает в первый день, то событие меняется на другое»: the host names the other one.
            rec.record("day", "host", "event_not_first_day", self.event.clause, ruling=self.event.ruling)
            self.event = None

    # --------------------------------------------------------------- votes
    def _void_rule(self, flag: str) -> VoidRule | None:
        return next((r for r in self.rules.void if r.flag == flag and _on(r, self.options)), None)

    def _void(self, i: int, vote: Vote, rule: VoidRule, **params: Any) -> None:
        if rule.flag != "replaced":  # a vote its voter changed is not void: his later one stands (п.73)
            self.t.void.add(vote.voter)
        if rule.penalised:
            self.t.violators.add(vote.voter)
        elif rule.flag not in ("not_red", "late"):
            self.t.voted.add(vote.voter)
        clause = self.event.clause if rule.flag == "silenced" and self.event is not None else rule.clause
        self.t.rows[i] = (rule.flag, clause)
        self.rec.record(f"player:{vote.voter}", "vote", rule.code, clause, ruling=rule.ruling,
                        voter=vote.voter, target=vote.target or "", row=i + 1, counted=False,
                        **self._house_words(rule.when), **params)

    def _house_words(self, when: tuple[str, Any] | None) -> dict[str, Any]:
        """`rule_ru`/`rule_en`: the house rule a decision met (empty for the text's own rows)."""
        if when is None or when[0] not in self.rs.options:
            return {"rule_ru": "", "rule_en": ""}
        return rule_words(self.rs, when[0], self.options.get(when[0], when[1]))

    def _check(self, i: int, vote: Vote, cast: dict[str, int]) -> VoidRule | None:
        """The first rule that voids this vote, or None."""
        ev = self.event
        checks: list[tuple[str, bool]] = [
            ("not_red", vote.not_red),
            ("dead_voter", vote.voter not in self.alive),
            ("late", self.rules.house_rules and is_late(vote.time, self.options.get(DEADLINE_OPTION),
                                                         self.options.get(TIMEZONE_OPTION))),
            ("replaced", self._replaced(i, vote)),
            ("edited", vote.edited),
            ("repeated", vote.repeated),
            ("silenced", bool(ev and ev.silenced and vote.voter in self.day.silenced)),
            ("self", vote.target == vote.voter and vote.caused_by in (None, vote.voter)),
            ("unknown_target", vote.target is not None and vote.target not in self.players),
            ("dead_target", vote.target is not None and vote.target in self.players and vote.target not in self.alive),
            ("immune_target", bool(ev and ev.immunity and vote.target in self.day.immune)),
            ("appeal_target", bool(ev and ev.appeal and vote.target is not None and vote.target in self.players
                                   and not self.players[vote.target].state.voted_for_lynched)),
            ("surplus", cast.get(vote.voter, 0) >= (ev.votes_per_player if ev else 1)),
        ]
        for flag, hit in checks:
            if hit:
                rule = self.rules.late_void if flag == "late" else self._void_rule(flag)
                if rule is not None:
                    return rule
        return None

    def _replaced(self, i: int, vote: Vote) -> bool:
        """As many later votes of the same voter in red (counted or not) as the day gives him replace this one
        (a setup file's «the last vote counts», or the house rule)."""
        per_player = self.event.votes_per_player if self.event else 1
        later = [v for v in (self.day.votes or [])[i + 1:] if v.voter == vote.voter and not v.not_red]
        return len(later) >= per_player

    def read_votes(self) -> None:
        votes = self.day.votes or []
        cast: dict[str, int] = {}
        voter_void: set[str] = set()  # a violation that voids all of a voter's votes (a repeat or an edit that voids the whole voting)
        for i, vote in enumerate(votes):
            rule = self._check(i, vote, cast)
            if rule is not None and rule.flag in ("edited", "repeated", "self", "surplus") and rule.penalised:
                voter_void.add(vote.voter)
            if rule is not None:
                self._void(i, vote, rule)
                continue
            empty_rule = self.rules.empty_vote
            self.t.rows[i] = (("empty", empty_rule.clause if empty_rule else self.rules.vote_clause) if vote.empty
                              else ("counted", self.rules.vote_clause))
            if vote.empty:
                self.t.voted.add(vote.voter)
                cast[vote.voter] = cast.get(vote.voter, 0) + 1
                empty = self.rules.empty_vote
                if empty is not None:
                    self.rec.record(f"player:{vote.voter}", "vote", empty.code, empty.clause, ruling=empty.ruling,
                                    voter=vote.voter, target="", row=i + 1, counted=False)
                continue
            assert vote.target is not None
            cast[vote.voter] = cast.get(vote.voter, 0) + 1
            self.t.voted.add(vote.voter)
            self.t.ballots.append(Ballot(vote.voter, vote.target, 1.0, i))
            self.t.logged.append((i, vote.voter))
            self.rec.record(f"player:{vote.voter}", "vote", "vote_counted", self.rules.vote_clause,
                            voter=vote.voter, target=vote.target, row=i + 1, counted=True,
                            weight=1, caused=vote.caused_by or "")
            kept = self.rules.edited_counts
            if vote.edited and kept is not None and _on(kept, self.options):
                self.rec.record(f"player:{vote.voter}", "vote", kept.code, kept.clause, ruling=kept.ruling,
                                voter=vote.voter, target=vote.target, row=i + 1, counted=True,
                                **self._house_words(kept.when))
        rule_all = self._void_rule("voter_void")
        if voter_void and rule_all is not None:
            for name in sorted(voter_void):
                dropped = [b for b in self.t.ballots if b.voter == name]
                if not dropped:
                    continue
                self.t.ballots = [b for b in self.t.ballots if b.voter != name]
                self.t.rows.update({b.index: (rule_all.flag, rule_all.clause) for b in dropped})
                self.rec.record(f"player:{name}", "vote", rule_all.code, rule_all.clause, ruling=rule_all.ruling,
                                voter=name, target=", ".join(b.target for b in dropped), counted=False)
        for name in voter_void:
            self.t.voted.discard(name)

    # ----------------------------------------------------------- modifiers
    def apply_modifiers(self) -> None:
        rows: list[tuple[float, int, str, VoteModifier]] = []
        for n, mod in enumerate(self.day.modifiers):
            mod_id = self.rules.modifier_id(mod.kind)
            if mod_id is None:
                continue
            rows.append((self.rules.modifiers[mod_id].order, n, mod_id, mod))
        # The night's carried changes: the copies first (the Аферист's mirror), then the losses, whatever the order
        # they were carried in: a player who lost his vote (the Мэр's «теряет голос», L180) loses a copied one too.
        for copies in (True, False):
            for carried_player in sorted(self.alive):
                for entry in self.players[carried_player].state.day_modifiers:
                    mod_id, _, by = entry.partition(":")
                    if mod_id not in self.rules.modifiers or bool(by) != copies:
                        continue
                    if by:
                        self._copy(carried_player, mod_id, by)
                    else:
                        self._remove(carried_player, mod_id, carried=True)
        for _order, _n, mod_id, mod in sorted(rows, key=lambda r: (r[0], r[1])):
            spec = self.rules.modifiers[mod_id]
            mine = [b for b in self.t.ballots if b.voter == mod.player]
            params: dict[str, Any] = dict(voter=mod.player, target=mod.target or "", modifier=spec.name_ru,
                                          modifier_en=spec.name_en, by=mod.by or "")
            if spec.maker is not None and mod.by and not (mod.by in self.alive and self._is_role(mod.by, spec.maker[0])):
                role, clause, ruling = spec.maker
                self.rec.record(f"player:{mod.player}", "vote", "mod_wrong_maker", clause, ruling=ruling,
                                **named("role", self.rs.roles[role]), **params)
                continue
            if spec.window and not self._in_window(spec, mod, params):
                continue
            if spec.repeat_ban is not None and mod.by:
                doer = self.players.get(mod.by)
                if doer is not None and doer.state.last_targets.get(mod_id) == mod.player:
                    self.rec.record(f"player:{mod.player}", "vote", "mod_repeat", spec.repeat_ban, ruling=spec.ruling,
                                    **params)
                    continue
            if spec.uses_per_game is not None and mod.player in self.players:
                uses, clause = spec.uses_per_game
                mine_used = self.t.used.setdefault(mod.player, {})
                left = self.players[mod.player].state.uses_left.get(mod_id, uses) - mine_used.get(mod_id, 0)
                if left <= 0:
                    self.rec.record(f"player:{mod.player}", "vote", "mod_no_uses", clause, ruling=spec.ruling,
                                    **params)
                    continue
                mine_used[mod_id] = mine_used.get(mod_id, 0) + 1
            if spec.only_role is not None and not self._is_role(mod.player, spec.only_role[0]):
                self.rec.record(f"player:{mod.player}", "vote", "mod_wrong_role", spec.only_role[1],
                                ruling=spec.ruling, **params)
                continue
            if spec.repeat_ban is not None and mod.by:
                self.t.banned_next.setdefault(mod.by, {})[mod_id] = mod.player
            if spec.op == "weight":
                for b in mine:
                    b.weight *= spec.value
                params["weight"] = _fmt(spec.value)
            elif spec.op == "extra" and mod.target:
                self.t.ballots = [b for b in self.t.ballots if b.voter != mod.player]
                self.t.ballots.append(Ballot(mod.player, mod.target, float(spec.value), -1))
                self.t.voted.add(mod.player)
                params["weight"] = _fmt(spec.value)
            elif spec.op == "move" and mod.target:
                for b in mine:
                    b.target = mod.target
            elif spec.op == "copy" and mod.by:
                params["target"] = self._copy(mod.player, mod_id, mod.by, record=False)
            elif spec.op == "assign" and mod.target:
                if mod.player in self.t.voted or mod.player in self.t.excused or mod.player not in self.alive:
                    self.rec.record(f"player:{mod.player}", "vote", "mod_not_unused", spec.clause, ruling=spec.ruling,
                                    **params)
                    continue
                self.t.ballots.append(Ballot(mod.player, mod.target, 1.0, -1))
                self.t.excused.add(mod.player)
            elif spec.op == "remove":
                self._remove(mod.player, mod_id)
                continue
            elif spec.op == "next_day":
                self.t.next_day.setdefault(mod.player, []).append(mod_id)
            self.rec.record(f"player:{mod.player}", "vote", f"mod_{spec.op}", spec.clause, ruling=spec.ruling, **params)
            if spec.spends is not None:
                self._spend(mod.player, *spec.spends, params)

    def _spend(self, player: str, item: str, clause: str, params: dict[str, Any]) -> None:
        """A change that spends an item of the player's (`ModifierSpec.spends`), not his clan's."""
        holder = self.players.get(player)
        spec = self.rs.items.get(item)
        if holder is None or spec is None or item not in holder.items or (spec.clan_item and holder.clan):
            return
        self.t.spent.append((player, item))
        self.rec.record(f"player:{player}", "vote", "mod_item_spent", clause, **params, **named("item", spec))

    def _in_window(self, spec: ModifierSpec, mod: VoteModifier, params: dict[str, Any]) -> bool:
        """A change limited to the last voters of the log (`ModifierSpec.window`): the first row that applies."""
        window = next((w for w in spec.window if w.alive_at_most is None or len(self.alive) <= w.alive_at_most),
                      None)
        if window is None:
            return True
        order: list[str] = []
        for _row, voter in sorted(self.t.logged, key=lambda r: -r[0]):
            if voter not in order:
                order.append(voter)
        last = order[:window.last]
        key = f"{mod.by or ''}:{spec.id}"
        if mod.player not in last:
            self.rec.record(f"player:{mod.player}", "vote", "mod_not_in_window", window.clause, ruling=window.ruling,
                            last=window.last, alive=len(self.alive), **params)
            return False
        if self.t.changed.get(key, 0) >= window.changes:
            self.rec.record(f"player:{mod.player}", "vote", "mod_too_many", window.clause, ruling=window.ruling,
                            changes=window.changes, alive=len(self.alive), **params)
            return False
        self.t.changed[key] = self.t.changed.get(key, 0) + 1
        return True

    def _copy(self, player: str, mod_id: str, by: str, record: bool = True) -> str:
        """The player votes as `by` voted (his own vote replaced)."""
        spec = self.rules.modifiers[mod_id]
        model = [b for b in self.t.ballots if b.voter == by]
        self.t.ballots = [b for b in self.t.ballots if b.voter != player]
        self.t.ballots.extend(Ballot(player, b.target, 1.0, -1) for b in model)
        if model:
            self.t.voted.add(player)
        target = ", ".join(b.target for b in model)
        if record:
            self.rec.record(f"player:{player}", "vote", "mod_copy", spec.clause, ruling=spec.ruling, voter=player,
                            target=target, modifier=spec.name_ru, modifier_en=spec.name_en, by=by)
        return target

    def _is_role(self, player: str, role: str) -> bool:
        """Is the player of this role, or has he become it (`PlayerState.turned`)?"""
        info = self.players.get(player)
        return info is not None and role in (self.rs.role_id(info.role) or info.role, info.state.turned)

    def _remove(self, player: str, mod_id: str, carried: bool = False) -> None:
        spec = self.rules.modifiers[mod_id]
        self.t.ballots = [b for b in self.t.ballots if b.voter != player]
        self.t.excused.add(player)
        self.t.void.add(player)
        self.rec.record(f"player:{player}", "vote", "mod_remove", spec.clause, ruling=spec.ruling, voter=player,
                        modifier=spec.name_ru, modifier_en=spec.name_en, carried=carried)

    def penalty_votes(self) -> None:
        host = self.rules.host_penalty
        if host is not None:
            for name in self.day.penalised:
                if name in self.alive:
                    self.t.ballots.append(Ballot("", name, 1.0, -1))
                    self.rec.record(f"player:{name}", "vote", host.code, host.clause, ruling=host.ruling,
                                    target=name, weight=1, counted=True)
        rule = self.rules.penalty_votes
        if rule is None:
            return
        for name in sorted(self.alive):
            due = self.players[name].state.penalty_votes
            if due:
                self.t.ballots.append(Ballot("", name, float(due), -1))
                self.rec.record(f"player:{name}", "vote", rule.code, rule.clause, ruling=rule.ruling,
                                target=name, weight=due, counted=True)

    # -------------------------------------------------------------- verdict
    def count(self) -> None:
        totals: dict[str, float] = {}
        for b in self.t.ballots:
            totals[b.target] = totals.get(b.target, 0.0) + b.weight
        self.t.totals = dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))
        line = ", ".join(f"{k} — {_fmt(v)}" for k, v in self.t.totals.items())
        self.rec.record("day", "tally", "tally_totals", self.rules.tally.clause, ruling=self.rules.tally.ruling,
                        totals=line or "—")

    def _pick(self, k: int) -> list[str]:
        return pick(self, k)

    def verdict(self) -> None:
        ev = self.event
        victims = ev.victims if ev else 1
        if ev is not None and ev.decider:
            elected = self._pick(1)
            if not elected:
                return
            decider = elected[0]
            self.t.decider = decider
            choice = self.day.decider_choice
            if choice is not None and choice in self.alive:
                self.t.verdict = [choice]
                self.rec.record("day", "tally", "decider_chose", ev.clause, ruling=ev.ruling, decider=decider,
                                chosen=choice)
            else:
                self.t.verdict = [decider]
                self.rec.record("day", "tally", "decider_silent", ev.clause, ruling=ev.ruling, decider=decider)
        else:
            self.t.verdict = self._pick(victims)
        for name in self.t.verdict:
            votes = [b for b in self.t.ballots if b.target == name]
            who = ", ".join(f"{b.voter or '+'}×{_fmt(b.weight)}" if b.weight != 1 else (b.voter or "+") for b in votes)
            self.rec.record(f"player:{name}", "verdict", self.rules.verdict_code, self.rules.tally.clause,
                            ruling=self.rules.tally.ruling, target=name, votes=_fmt(self.t.totals.get(name, 0)),
                            voters=who or "—", coin=self.t.coin or "")

    def run(self) -> Tally:
        self.read_votes()
        self.apply_modifiers()
        self.penalty_votes()
        self.count()
        self.verdict()
        return self.t
