"""One whole game in memory: night 1, then day and night until the rule set's win (`resolver.day.win`).

Each night is a `Scenario` built from the last one's carried summary (as `resolver.game.nextnight` does, with the
rule set's ids, so nothing is read or written as YAML) and resolved by `resolver.api.resolve`: the day's vote is
counted there too, and the win checked after the day and after the night. A move the engine finds illegal
(`illegal` in its decision) is drawn again, twice at most, then dropped; a night with several consistent outcomes
(a ring) gets a random host's choice, counted. The seed of a game is (study seed, game index): the same game
whatever worker plays it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from model import Day, Move, Player, Scenario
from resolver.api import Alternative, CountedDay, Resolution, count_day, resolve
from resolver.rulesets import get_ruleset
from resolver.sim.construct import trusted
from resolver.sim.policies import make_policy
from resolver.sim.policy import Choice, Policy, View
from resolver.specs.ruleset import RulesetSpec

MAX_NIGHTS = 60  # a game still going after this many nights ends with no winner
REDRAWS = 2


@dataclass(frozen=True)
class Setup:
    """A game's start: the rule set, its options, the players (ids, as the loader normalises them)."""

    ruleset: str
    players: tuple[Player, ...]
    options: dict[str, Any] = field(default_factory=dict)
    name: str = ""
    rules_file: str | None = None  # the setup file its rule set comes from, if not a bundled one


def ensure_ruleset(setup: Setup) -> RulesetSpec:
    """The setup's rule set; one from a setup file is registered first in a process that has not read it."""
    try:
        return get_ruleset(setup.ruleset)
    except KeyError:
        if setup.rules_file is None:
            raise
        from resolver.input.setup_file import load_setup_file

        loaded = load_setup_file(setup.rules_file)
        if loaded.spec is None:
            raise
        return get_ruleset(setup.ruleset)


@dataclass
class GameRecord:
    winner: str | None  # the side that won; None: nobody (all dead, or MAX_NIGHTS)
    nights: int = 0
    days: int = 0
    deaths: dict[str, int] = field(default_factory=dict)  # kill kind -> deaths
    rings: int = 0  # nights the host had to choose an outcome
    redrawn: int = 0  # moves the engine found illegal, drawn again or dropped


def game_rng(seed: int, index: int) -> random.Random:
    """The game's own generator: from (seed, index) only (str seeds are hashed with SHA-512, stable everywhere)."""
    return random.Random(f"mafia-night/{seed}/{index}")


def illegal_moves(res: Resolution) -> dict[str, set[Choice]]:
    """actor -> the actions of his moves the engine found illegal, in any outcome."""
    out: dict[str, set[Choice]] = {}
    for alt in res.alternatives:
        for act in res.acts:
            outcome = alt.outcomes.get(act.id)
            if outcome is None or act.origin != "move" or act.actor is None:
                continue
            if any(alt.decision(i).params.get("illegal") for i in outcome.reasons):
                # Barred for the night, whatever the target: most limits are the move's (a clan's second move, no
                # band, no one found); a target's own (a repeat, himself) the policy does not offer.
                out.setdefault(act.actor, set()).add((act.action, None))
    return out


def next_players(players: list[Player], summary: dict[str, Any]) -> list[Player]:
    roles, clans, items = summary.get("roles", {}), summary.get("clans", {}), summary.get("items", {})
    alive, carried = summary.get("alive", {}), summary.get("carried", {})
    return [trusted(Player, name=p.name, role=roles.get(p.name, p.role), clan=clans.get(p.name, p.clan),
                                   side=None, items=list(items.get(p.name, p.items)), alive=alive.get(p.name, p.alive),
                                   state=carried.get(p.name, p.state))
            for p in players]


def _scenario(setup: Setup, players: list[Player], night: int, day: Day, moves: list[Move]) -> Scenario:
    return trusted(Scenario, ruleset=setup.ruleset, rules=None, title=None, description=None, night=night,
                                    options=dict(setup.options), players=players, day=day, game=True, moves=moves,
                                    host_choice=None, lots={}, expect=None)


def _with_moves(scenario: Scenario, moves: list[Move]) -> Scenario:
    return scenario.model_copy(update={"moves": moves})


class Game:
    def __init__(self, setup: Setup, policy: Policy, rng: random.Random) -> None:
        self.setup = setup
        self.rs: RulesetSpec = get_ruleset(setup.ruleset)
        self.policy = policy
        self.rng = rng
        self.options = {name: spec.default for name, spec in self.rs.options.items()} | dict(setup.options)
        self.players = list(setup.players)
        self.record = GameRecord(winner=None)

    def view(self, night: int, gone: frozenset[str] = frozenset(), event: str | None = None) -> View:
        return View(self.rs, self.options, self.players, night, gone, event)

    def play(self) -> GameRecord:
        rec = self.record
        for night in range(1, MAX_NIGHTS + 1):
            day = self.day(night)
            res, alt = self.night(night, day)
            rec.nights = night
            rec.days += day.votes is not None
            for death in alt.deaths.values():
                rec.deaths[death.kind] = rec.deaths.get(death.kind, 0) + 1
            winner = alt.summary.get("winner")
            self.players = next_players(self.players, alt.summary)
            if winner:
                rec.winner = winner
                break
            if not any(p.alive for p in self.players):
                break
        return rec

    def day(self, night: int) -> Day:
        if night == 1:
            return Day()
        votes = self.policy.votes(self.view(night), self.rng)
        return trusted(Day, votes=votes, coin_seed=self.rng.randrange(2**31))

    def night(self, night: int, day: Day) -> tuple[Resolution, Alternative]:
        scenario = _scenario(self.setup, self.players, night, day, [])
        counted: CountedDay | None = count_day(scenario)
        verdict = counted.day if counted is not None else None
        gone: frozenset[str] = frozenset()
        if verdict is not None:
            gone = frozenset(verdict.verdict) | frozenset(verdict.autokilled) | {v for _a, v in verdict.verdict_kills}
        view = self.view(night, gone, day.event)
        moves = self.policy.moves(view, self.rng, {})
        banned: dict[str, set[Choice]] = {}
        for attempt in range(REDRAWS + 1):
            res = resolve(_with_moves(scenario, moves), counted)
            counted = None  # its recorder went into that night: a night drawn again counts its day again
            refused = illegal_moves(res)
            if not refused:
                break
            self.record.redrawn += sum(len(v) for v in refused.values())
            for actor, choices in refused.items():
                banned.setdefault(actor, set()).update(choices)
            kept = [m for m in moves if m.actor not in refused]
            if attempt < REDRAWS:
                kept += self.policy.moves(view, self.rng, banned, only=set(refused))
            moves = kept
        else:
            res = resolve(_with_moves(scenario, moves))
        index = 0
        if res.ambiguous:
            self.record.rings += 1
            index = self.rng.randrange(len(res.alternatives))
        alt = res.alternatives[index]
        self.policy.learn(view, told(res, alt))
        return res, alt


def told(res: Resolution, alt: Alternative) -> dict[str, list[tuple[str, str, str]]]:
    """player -> what the night's checks told him: (action, target, answer code)."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for act in res.acts:
        outcome = alt.outcomes.get(act.id)
        if outcome is None or act.actor is None or not act.targets:
            continue
        answer = outcome.info.get("answer") or outcome.info.get("answer_code")
        if answer and outcome.succeeded:
            out.setdefault(act.actor, []).append((act.action, act.targets[0], str(answer)))
    return out


def play_game(setup: Setup, policy_name: str, seed: int, index: int) -> GameRecord:
    rs = ensure_ruleset(setup)
    return Game(setup, make_policy(policy_name, rs), game_rng(seed, index)).play()
