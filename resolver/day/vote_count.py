"""The running vote count of a day, as the best forum vote counters post it (issue 22): each candidate with his
voters in the order their votes came, his total, how many votes he still needs to go, who has not voted, the votes
that do not count and why, «as of» the last post read.

Read from the tally the day code made (`Tally.rows`: what the checks made of each row of the log; `Tally.totals`:
the count after the modifiers and the penalty votes); nothing is counted again here but the difference between
the public votes and the total, which is shown as the modifiers' part without saying whose («Чей
голос был изменен никто не узнает»). `resolver.report.vote_count` words it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model import Scenario
from resolver.day.run import DayResult
from resolver.specs.ruleset import RulesetSpec

# What a row of the log is when it is no vote at all (not in the vote's colour), or a vote its voter replaced
# with a later one: neither is a voting error to list.
_NO_VOTE = frozenset({"not_red", "dead_voter", "replaced"})


@dataclass(frozen=True)
class Wagon:
    """The votes on one candidate."""

    target: str
    voters: tuple[str, ...]  # the public votes that count, in the order they came (a voter twice: two votes)
    posts: tuple[str | None, ...]  # beside voters: the post each came in
    modifiers: float  # what the modifiers added (+) or took (−), not saying whose
    penalty: float  # the penalty votes against him (the carried «+1 в лог», the host's)
    total: float
    to_go: float  # the votes he still needs to be among those who go today (0: he is)


@dataclass
class VoteCount:
    wagons: list[Wagon] = field(default_factory=list)  # the highest total first, then the earlier first vote
    empty: list[str] = field(default_factory=list)  # empty votes, in order
    void: list[tuple[str, str]] = field(default_factory=list)  # (voter, clause id): votes that do not count
    not_voted: list[str] = field(default_factory=list)  # living players with no vote in the log, in the roster order
    alive: int = 0
    places: int = 1  # how many go today (an event's victims)
    going: list[str] = field(default_factory=list)  # who goes on this count (a tie at the boundary: nobody of it)
    tied: list[str] = field(default_factory=list)  # tied at the boundary
    tie_no_verdict: bool = False  # the tie rule: nobody goes (else the host's coin)
    coin: str | None = None  # the tally's coin (host | seed | pending)
    as_of: str | None = None  # the last post read
    secret: bool = False  # an event day with no public log
    verdict_action: str = ""  # the rule set's verdict (the jailing, the lynch): its name is the post's word
    event_clause: str | None = None


def _options(rs: RulesetSpec, scenario: Scenario) -> dict[str, Any]:
    options = {name: spec.default for name, spec in rs.options.items()}
    options.update(scenario.options)
    return options


def _to_go(total: float, others: list[float], places: int) -> float:
    """More votes to be above the `places`-th highest of the others."""
    ranked = sorted(others, reverse=True)
    bar = ranked[places - 1] if len(ranked) >= places else 0.0
    return max(0.0, bar - total + 1)


def vote_count(rs: RulesetSpec, scenario: Scenario, day: DayResult | None, as_of: str | None = None) -> VoteCount | None:
    """The count of the day's tally, or None when the day was not counted (no log, or nothing in it)."""
    rules = rs.day
    if rules is None or day is None or day.tally is None:
        return None
    t = day.tally
    votes = scenario.day.votes or []
    event = rules.events.get(scenario.day.event or "")
    alive = [p.name for p in scenario.players if p.alive]
    options = _options(rs, scenario)
    out = VoteCount(alive=len(alive), places=event.victims if event else 1, coin=t.coin,
                    secret=bool(event and event.secret), verdict_action=rules.verdict_action,
                    event_clause=event.clause if event else None,
                    tie_no_verdict=bool(rules.tie_option and options.get(rules.tie_option) == "no_verdict"))
    public: dict[str, list[int]] = {}
    seen: set[str] = set()
    for i, vote in enumerate(votes):
        flag, clause = t.rows.get(i, ("not_red", ""))
        if flag not in ("not_red", "dead_voter"):
            seen.add(vote.voter)
        if flag == "counted" and vote.target is not None:
            public.setdefault(vote.target, []).append(i)
        elif flag == "empty":
            out.empty.append(vote.voter)
        elif flag not in _NO_VOTE:
            out.void.append((vote.voter, clause))
    out.not_voted = [name for name in alive if name not in seen]
    penalty: dict[str, float] = {}
    for ballot in t.ballots:
        if not ballot.voter:
            penalty[ballot.target] = penalty.get(ballot.target, 0.0) + ballot.weight
    targets = list(dict.fromkeys([*t.totals, *public]))
    totals = {name: t.totals.get(name, 0.0) for name in targets}
    first = {name: (public[name][0] if name in public else len(votes)) for name in targets}
    for name in sorted(targets, key=lambda n: (-totals[n], first[n], n)):
        rows = public.get(name, [])
        others = [v for n, v in totals.items() if n != name]
        out.wagons.append(Wagon(
            target=name, voters=tuple(votes[i].voter for i in rows), posts=tuple(votes[i].post for i in rows),
            modifiers=totals[name] - len(rows) - penalty.get(name, 0.0), penalty=penalty.get(name, 0.0),
            total=totals[name], to_go=_to_go(totals[name], others, out.places)))
    ranked = sorted((v for v in totals.values() if v > 0), reverse=True)
    if ranked:
        cutoff = ranked[min(out.places, len(ranked)) - 1]
        tied = [w.target for w in out.wagons if w.total == cutoff]
        sure = [w.target for w in out.wagons if w.total > cutoff]
        if len(sure) + len(tied) > out.places:
            out.tied = tied
            out.going = sure
        else:
            out.going = sure + tied
    out.as_of = as_of if as_of else next((v.post for v in reversed(votes) if v.post), None)
    return out
