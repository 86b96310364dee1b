"""The day before the night, in the same resolution: the tally, the penalties, the win check.

`run_day` counts the day (through the night's `Recorder`), `night_scenario` gives the night its
lynched (jailed) players, `add_day_acts` puts their removal (and the Автокилл deaths) into the night
as pseudo acts, and `after_night` carries the day's state and checks the win after the night.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from model import Scenario
from resolver.engine.band import win_roles
from resolver.day.house import MODKILL_ACTION, SECOND_SKIP_OPTION, SKIP_COST_OPTION, rule_words
from resolver.day.messages import coin_words
from resolver.day.tally import DayCounter, Tally
from resolver.day.win import side_label, win_entry, winner, winner_side
from resolver.engine.decisions import Recorder
from resolver.specs.names import named
from resolver.specs.ruleset import RulesetSpec

if TYPE_CHECKING:
    from resolver.engine.core import State
    from resolver.engine.night import Night


@dataclass
class DayResult:
    verdict: list[str] = field(default_factory=list)
    tally: Tally | None = None
    override: bool = False
    autokilled: list[str] = field(default_factory=list)
    skipped: set[str] = field(default_factory=set)  # who skipped the vote today
    modkilled: list[str] = field(default_factory=list)  # removed by the host: a second skip (house rule)
    points: dict[str, int] = field(default_factory=dict)  # Автокилл points after the day
    penalty_next: dict[str, int] = field(default_factory=dict)  # penalty votes due the next day
    voted_for_verdict: set[str] = field(default_factory=set)
    winner: str | None = None  # a side that won by the day's removals
    verdict_kills: list[tuple[str, str]] = field(default_factory=list)  # (pseudo action, victim)

    @property
    def totals(self) -> dict[str, float]:
        return dict(self.tally.totals) if self.tally else {}


def _options(rs: RulesetSpec, scenario: Scenario) -> dict[str, Any]:
    options = {name: spec.default for name, spec in rs.options.items()}
    options.update(scenario.options)
    return options


def run_day(rs: RulesetSpec, scenario: Scenario, rec: Recorder) -> DayResult | None:
    rules = rs.day
    if rules is None:
        return None
    day = scenario.day
    options = _options(rs, scenario)
    result = DayResult()
    if day.votes is not None and not (day.votes or day.modifiers or day.penalised):
        # A day with nothing in it yet (a new step, nothing pasted): not counted — no verdict, no penalties.
        rec.record("day", "host", "day_empty", rules.vote_clause, ruling=rules.tally.ruling)
    elif day.votes is not None:
        result.tally = DayCounter(rs, scenario, options, rec).run()
        result.verdict = list(result.tally.verdict)
    if day.lynched:
        result.override = True
        result.verdict = list(day.lynched)
        for name in day.lynched:
            rec.record(f"player:{name}", "verdict", "verdict_override", rules.override.clause,
                       ruling=rules.override.ruling, target=name)
    if result.tally is not None:
        _penalties(rs, scenario, result, rec)
        _post_line(rs, result, rec)
        t = result.tally
        chosen = {t.decider} if t.decider else set(result.verdict)
        result.voted_for_verdict = {b.voter for b in t.ballots if b.target in chosen and b.voter}
        _verdict_kills(rs, scenario, result, rec)
    gone = set(result.verdict) | set(result.autokilled) | set(result.modkilled) | {
        victim for _a, victim in result.verdict_kills}
    if gone:  # the day's win is asked only when the day took someone
        alive = {p.name: win_entry(p.role, p.clan, p.state.turned) for p in scenario.players
                 if p.alive and p.name not in gone}
        alive = win_roles(rs, alive, {p.name: p.state.follower_of for p in scenario.players}, options)
        side = winner_side(rs, alive, options)
        if side is not None:
            result.winner = side
            _announce(rs, rec, side, "winner_after_day", alive, options)
    return result


def _penalties(rs: RulesetSpec, scenario: Scenario, result: DayResult, rec: Recorder) -> None:
    rules = rs.day
    assert rules is not None and result.tally is not None
    t = result.tally
    day = scenario.day
    options = _options(rs, scenario)
    for p in scenario.players:
        if not p.alive:
            continue
        points = p.state.autokill_points
        missed = p.name not in t.voted and p.name not in t.excused
        pen = rules.penalty
        if pen is not None and rules.house_rules:
            pen = replace(pen, amount=int(options.get(SKIP_COST_OPTION, pen.amount)))
        if missed and pen is not None:
            code = "penalty_violation" if p.name in t.violators else pen.code
            if pen.kind == "points":
                points += pen.amount
                told = dict(who=p.name, points=points)
            else:
                result.penalty_next[p.name] = pen.amount
                told = dict(who=p.name, votes=pen.amount)
            rec.record(f"player:{p.name}", "penalty", code, pen.clause, ruling=pen.ruling, **told)
            rec.record(f"player:{p.name}", "private", code, pen.clause, ruling=pen.ruling, **told)
        if missed:
            result.skipped.add(p.name)
        second = options.get(SECOND_SKIP_OPTION, "penalty")
        if missed and pen is not None and rules.house_rules and p.state.skipped_days >= 1 and p.name not in \
                result.verdict:
            # «При повторном пропуске — модкилл», when the house says so; the penalty above is told all the same
            words = rule_words(rs, SECOND_SKIP_OPTION, second)
            if second == "modkill" and MODKILL_ACTION in rs.actions:
                result.modkilled.append(p.name)
                rec.record(f"player:{p.name}", "verdict", "modkill_second_skip", pen.clause, ruling=pen.ruling,
                           target=p.name, **words)
            else:
                rec.record(f"player:{p.name}", "penalty", "second_skip_penalty", pen.clause, ruling=pen.ruling,
                           target=p.name, **words)
        ak = rules.autokill
        if ak is not None and p.name in day.words and day.words[p.name] < ak.min_words:
            points += 1
            for kind in ("penalty", "private"):
                rec.record(f"player:{p.name}", kind, "penalty_words", ak.words_clause or ak.clause, ruling=ak.ruling,
                           who=p.name, words=day.words[p.name], min_words=ak.min_words, points=points)
        if ak is not None:
            result.points[p.name] = points
            if points >= ak.limit and p.name not in result.verdict and p.name not in result.modkilled:
                result.autokilled.append(p.name)
                rec.record(f"player:{p.name}", "verdict", "autokill", ak.clause, ruling=ak.ruling, target=p.name,
                           points=points)


def _verdict_kills(rs: RulesetSpec, scenario: Scenario, result: DayResult, rec: Recorder) -> None:
    """`DayRules.verdict_kills`: a jailed player of a trait takes the last voter against him (by the log)."""
    rules = rs.day
    assert rules is not None and result.tally is not None
    votes = scenario.day.votes or []
    counted = sorted({b.index for b in result.tally.ballots if b.index >= 0})
    players = {p.name: p for p in scenario.players}
    for name in result.verdict:
        role_id = rs.role_id(players[name].role) if name in players else None
        traits = rs.roles[role_id].traits if role_id else frozenset()
        for row in rules.verdict_kills:
            if row.trait not in traits:
                continue
            rows = [i for i in counted if votes[i].target == name and votes[i].voter != name]
            if not rows:
                continue
            voter = votes[rows[-1]].voter
            result.verdict_kills.append((row.action, voter))
            rec.record(f"player:{voter}", "verdict", row.code, row.clause, ruling=row.ruling, target=voter,
                       jailed=name, row=rows[-1] + 1)


def _post_line(rs: RulesetSpec, result: DayResult, rec: Recorder) -> None:
    rules = rs.day
    assert rules is not None and result.tally is not None
    if not result.verdict and rules.no_verdict_line is not None:
        rule = rules.no_verdict_line
        rec.record("day", "post", rule.code, rule.clause, ruling=rule.ruling)
    line = rules.result_line
    if line is None:
        return
    t = result.tally
    totals = ", ".join(f"{k} — {int(v) if float(v).is_integer() else v}" for k, v in t.totals.items()) or "—"
    rec.record("day", "post", line.code, line.clause, ruling=line.ruling, totals=totals,
               verdict=", ".join(result.verdict) or "—", **coin_words(t.coin))


def _announce(rs: RulesetSpec, rec: Recorder, side: str, code: str, alive: dict[str, Any],
              options: dict[str, Any]) -> None:
    rule = winner(rs, alive, options)
    assert rule is not None
    rec.record("game", "post", code, rule.clause, ruling=rule.ruling, side=side,
               side_ru=side_label(rs, side, "ru"), side_en=side_label(rs, side, "en"),
               alive=", ".join(sorted(alive)) or "—")


def night_scenario(scenario: Scenario, result: DayResult | None) -> Scenario:
    """The scenario the night resolves: its lynched (jailed) are the day's verdict; no moves after a win."""
    if result is None:
        return scenario
    day = scenario.day.model_copy(update={"lynched": list(result.verdict)})
    update: dict[str, Any] = {"day": day}
    spent = result.tally.spent if result.tally is not None else []
    if spent:  # the items the day's changes spent (a gift diploma) are gone by nightfall
        players = []
        for p in scenario.players:
            items = list(p.items)
            for _who, item in (s for s in spent if s[0] == p.name):
                items.remove(item)
            players.append(p.model_copy(update={"items": items}) if items != p.items else p)
        update["players"] = players
    if result.winner is not None:
        update["moves"] = []
    return scenario.model_copy(update=update)


def add_day_acts(night: "Night", result: DayResult | None) -> None:
    """The verdict's and the Автокилл's pseudo acts, when the rule set's own hook did not make them."""
    from resolver.engine.night import Act, make_act

    rules = night.ruleset.day
    if result is None or rules is None:
        return
    have = {(a.action, a.target) for a in night.acts}
    added = False
    for name in result.verdict:
        if (rules.verdict_action, name) not in have:
            night.acts.append(make_act(night.ruleset, rules.verdict_action, None, (name,), origin="pseudo"))
            added = True
    for action, name in result.verdict_kills:
        if (action, name) not in have:
            night.acts.append(make_act(night.ruleset, action, None, (name,), origin="pseudo"))
            added = True
    for name in result.modkilled:
        if (MODKILL_ACTION, name) not in have and MODKILL_ACTION in night.ruleset.actions:
            night.acts.append(make_act(night.ruleset, MODKILL_ACTION, None, (name,), origin="pseudo"))
            added = True
    if rules.autokill is not None:
        for name in result.autokilled:
            night.acts.append(make_act(night.ruleset, rules.autokill.action, None, (name,), origin="pseudo"))
            added = True
    if added:
        night.acts.sort(key=Act.sort_key)
        night.index()


def _hidden_roles(rs: RulesetSpec, scenario: Scenario, result: DayResult | None, carried: dict[str, Any],
                  state: "State") -> None:
    """«Через день игроки узнают каких ролей нет в игре»: on an event day that hides roles, the post lists,
    unattributed, the roles hidden so far (carried `role_hidden`) and today's verdict's; the rest carry on."""
    rules = rs.day
    assert rules is not None
    rec = state.recorder
    hidden_now = {d.subject.split(":", 1)[1] for d in rec.decisions
                  if d.kind == "hidden_role" and d.subject.startswith("player:")}
    event = rules.events.get(scenario.day.event or "")
    verdict = set(result.verdict) if result is not None else set()
    listed: set[str] = set()
    if event is not None and event.hide_roles:
        listed = {p.name for p in scenario.players if not p.alive and p.state.role_hidden} | (hidden_now & verdict)
        if listed:
            roles = sorted((rs.roles[p.role] for p in scenario.players if p.name in listed), key=lambda r: r.name_ru)
            rec.record("night", "post", "missing_roles", event.clause, ruling=event.ruling, **named("roles", *roles))
    before = {p.name: p.state.role_hidden for p in scenario.players}
    for name, pstate in carried.items():
        pstate.role_hidden = name not in listed and (name in hidden_now or before.get(name, False))


def carry_night_vote_losses(rs: RulesetSpec, summary: dict[str, Any], state: "State") -> None:
    """What the night's acts do to the next day's vote (a status a `next_day` or `copy` modifier reads: the vodka,
    the depression, the Мэр's and the Крёстный отец's choice, the quarantine) into the carried state, whether or not
    the night's file had a day."""
    rules = rs.day
    carried = summary.get("carried", {})
    if rules is None:
        return
    for mod in rules.modifiers.values():
        if mod.op not in ("next_day", "copy") or mod.status is None:
            continue
        for (player, status), marks in sorted(state.marks.items()):
            if status == mod.status and player in carried and any(not m.tentative for m in marks):
                # A copy is carried with whose vote to copy: the doer of the act that laid it («mirror:Остап»).
                entries = [mod.id] if mod.op == "next_day" else sorted(
                    f"{mod.id}:{m.data.get('by', '')}" for m in marks if not m.tentative)
                for entry in entries:
                    if entry not in carried[player].day_modifiers:
                        carried[player].day_modifiers.append(entry)


def after_night(rs: RulesetSpec, scenario: Scenario, result: DayResult | None, summary: dict[str, Any],
                state: "State") -> None:
    """Carry the day's penalties into the next day's state; check the win after the night."""
    rules = rs.day
    if rules is None:
        return
    rec = state.recorder
    carried = summary.get("carried", {})
    before = {p.name: p.state for p in scenario.players}
    for name, pstate in carried.items():
        if name in before:
            pstate.autokill_points = before[name].autokill_points
            pstate.skipped_days = before[name].skipped_days
        if result is not None and result.tally is not None:
            pstate.penalty_votes = result.penalty_next.get(name, 0)
            pstate.skipped_days += name in result.skipped
            if name in result.points:
                pstate.autokill_points = result.points[name]
            pstate.voted_for_lynched = name in result.voted_for_verdict
            pstate.day_modifiers = list(result.tally.next_day.get(name, []))
            for mod_id in [m for m, spec in rules.modifiers.items() if spec.repeat_ban is not None]:
                pstate.last_targets.pop(mod_id, None)  # a day without the change ends the run
            pstate.last_targets.update(result.tally.banned_next.get(name, {}))
            for mod_id, count in result.tally.used.get(name, {}).items():
                uses = rules.modifiers[mod_id].uses_per_game
                if uses is not None:
                    pstate.uses_left[mod_id] = max(0, before[name].uses_left.get(mod_id, uses[0]) - count) \
                        if name in before else max(0, uses[0] - count)
    _hidden_roles(rs, scenario, result, carried, state)
    carry_night_vote_losses(rs, summary, state)
    if result is not None and result.winner is not None:
        summary["winner"] = result.winner
        return
    alive_map = summary.get("alive", {})
    roles = summary.get("roles", {})
    clans = summary.get("clans", {})
    alive = {n: win_entry(roles.get(n, p.role), clans.get(n, p.clan),
                          carried[n].turned if n in carried else p.state.turned)
             for n, p in ((p.name, p) for p in scenario.players) if alive_map.get(n, p.alive)}
    options = _options(rs, scenario)
    alive = win_roles(rs, alive, {n: s.follower_of for n, s in carried.items()}, options)
    side = winner_side(rs, alive, options)
    summary["winner"] = side
    if side is not None:
        _announce(rs, rec, side, "winner_after_night", alive, options)
