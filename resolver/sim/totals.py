"""Games added up: wins per side, lengths, deaths by cause, rings; Wilson intervals.

Sums only, so totals merge in any order (a batch from any worker) and the same games give the same numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from resolver.sim.game import GameRecord

Z95 = 1.959963984540054
Z99 = 2.5758293035489
NO_WINNER = ""


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes of n), (0, 1) when n is 0."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _add(into: dict[str, int], other: dict[str, int]) -> None:
    for key, value in other.items():
        into[key] = into.get(key, 0) + value


@dataclass
class Totals:
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)  # side -> games won; NO_WINNER: none
    nights: int = 0
    days: int = 0
    deaths: dict[str, int] = field(default_factory=dict)  # kill kind -> deaths
    ring_nights: int = 0  # nights the host had to choose an outcome
    ring_games: int = 0  # games with at least one such night
    redrawn: int = 0  # moves the engine refused, drawn again or dropped

    def add(self, game: GameRecord) -> None:
        self.games += 1
        side = game.winner or NO_WINNER
        self.wins[side] = self.wins.get(side, 0) + 1
        self.nights += game.nights
        self.days += game.days
        _add(self.deaths, game.deaths)
        self.ring_nights += game.rings
        self.ring_games += game.rings > 0
        self.redrawn += game.redrawn

    def merge(self, other: Totals) -> None:
        self.games += other.games
        _add(self.wins, other.wins)
        self.nights += other.nights
        self.days += other.days
        _add(self.deaths, other.deaths)
        self.ring_nights += other.ring_nights
        self.ring_games += other.ring_games
        self.redrawn += other.redrawn

    def rate(self, side: str, z: float = Z95) -> tuple[float, float, float]:
        """(share, low, high) of the games the side won."""
        won = self.wins.get(side, 0)
        low, high = wilson(won, self.games, z)
        return (won / self.games if self.games else 0.0), low, high

    def widest(self) -> float:
        """The widest 95% interval of a side's win rate: how far the study is from settled."""
        return max((h - lo for lo, h in (self.rate(s)[1:] for s in self.wins)), default=1.0)

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "wins": dict(sorted(self.wins.items())), "nights": self.nights,
                "days": self.days, "deaths": dict(sorted(self.deaths.items())), "ring_nights": self.ring_nights,
                "ring_games": self.ring_games, "redrawn": self.redrawn}
