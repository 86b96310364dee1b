"""The policies a study may be played with, by name: the `--policy` of `mafia-night simulate` and the «Баланс»
page's picker both list this registry."""

from __future__ import annotations

from collections.abc import Callable

from resolver.sim.informed import InformedPolicy
from resolver.sim.policy import Policy, RandomPolicy
from resolver.specs.ruleset import RulesetSpec

POLICIES: dict[str, Callable[[RulesetSpec], Policy]] = {"random": RandomPolicy, "informed": InformedPolicy}


def make_policy(name: str, rs: RulesetSpec) -> Policy:
    """A fresh policy for one game (what it learns is that game's)."""
    return POLICIES[name](rs)
