"""Pydantic types of a mafia-night scenario and its resolution. No I/O here."""

from model.day import Vote, VoteModifier
from model.scenario import (
    Branch,
    Day,
    Expect,
    ExpectedDeath,
    Move,
    Player,
    PlayerState,
    Scenario,
)

__all__ = [
    "Branch",
    "Day",
    "Expect",
    "ExpectedDeath",
    "Move",
    "Player",
    "PlayerState",
    "Scenario",
    "Vote",
    "VoteModifier",
]
