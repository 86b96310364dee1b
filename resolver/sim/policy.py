"""What the players of a simulated game send and vote: a policy, made fresh for each game.

`random`: every player sends one of the moves he may send (`resolver.sim.legal`) at a random target, each clan one
clan move by a random member, and everybody votes for a random other living player. `informed` (`resolver.sim.
informed`) acts on what each side knows. A policy sees the game through a `View` and learns after each night.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from model import Move, Player, Vote
from resolver.sim import legal
from resolver.sim.construct import trusted
from resolver.specs.limits import ClanMove, ClanPick, ClanShared, ClanSingle
from resolver.specs.ruleset import ActionSpec, RulesetSpec

_CLAN_ROWS = (ClanPick, ClanSingle, ClanMove, ClanShared)
Choice = tuple[str, tuple[str, ...] | None]  # (action id, targets); None: the action on any target


@dataclass
class View:
    """The game as the policy sees it tonight: the table, the day's verdict (`gone`: they send no move)."""

    rs: RulesetSpec
    options: dict[str, Any]
    players: list[Player]
    night: int
    gone: frozenset[str] = frozenset()
    event: str | None = None

    def __post_init__(self) -> None:
        self._living = [p.name for p in self.players if p.alive]
        self._tonight = [n for n in self._living if n not in self.gone]

    def living(self, tonight: bool = False) -> list[str]:
        """The living players; `tonight`: those the day left in the night."""
        return self._tonight if tonight else self._living


class Policy(Protocol):
    def votes(self, view: View, rng: random.Random) -> list[Vote]: ...

    def moves(self, view: View, rng: random.Random, banned: dict[str, set[Choice]],
              only: set[str] | None = None) -> list[Move]: ...

    def learn(self, view: View, told: dict[str, list[tuple[str, str, str]]]) -> None: ...


def clan_move(spec: ActionSpec) -> bool:
    return any(spec.rows_of(kind) for kind in _CLAN_ROWS)


@dataclass
class RandomPolicy:
    """Every move and every vote uniformly among the legal ones."""

    rs: RulesetSpec

    def __post_init__(self) -> None:
        self.actions = legal.shared_actions(self.rs)
        self.clan_moves = {a for a, spec in self.rs.actions.items() if clan_move(spec)}

    def vote_targets(self, view: View, voter: str) -> list[str]:
        return [n for n in view.living() if n != voter]

    def votes(self, view: View, rng: random.Random) -> list[Vote]:
        out = []
        for voter in view.living():
            options = self.vote_targets(view, voter)
            if options:
                out.append(trusted(Vote, voter=voter, target=rng.choice(options)))
        return out

    def targets(self, view: View, actor: Player, spec: ActionSpec) -> list[str]:
        return legal.targets(view.rs, spec, actor, view.living(tonight=True), view.options)

    def pick_target(self, view: View, actor: Player, spec: ActionSpec, options: list[str],
                    rng: random.Random) -> str:
        return rng.choice(options)

    def moves(self, view: View, rng: random.Random, banned: dict[str, set[Choice]],
              only: set[str] | None = None) -> list[Move]:
        sendable = self.actions(view.players, view.gone, view.event)
        own: dict[str, list[str]] = {}
        clans: dict[tuple[str, str], list[Player]] = {}
        for player in view.players:
            ids = sendable[player.name]
            own[player.name] = [a for a in ids if not (player.clan and a in self.clan_moves)]
            for a in ids:
                if player.clan and a in self.clan_moves:
                    clans.setdefault((player.clan, a), []).append(player)
        out: list[Move] = []
        for player in view.players:
            if only is not None and player.name not in only:
                continue
            move = self._one(view, player, own[player.name], banned.get(player.name, set()), rng)
            if move is not None:
                out.append(move)
        by_clan: dict[str, list[tuple[str, list[Player]]]] = {}
        for (clan, action), members in sorted(clans.items()):
            senders = [m for m in members if only is None or m.name in only]
            senders = [m for m in senders if (action, None) not in banned.get(m.name, set())]
            if senders:
                by_clan.setdefault(clan, []).append((action, senders))
        for _clan, offers in sorted(by_clan.items()):  # one clan move a night, by one member
            action, senders = rng.choice(offers)
            sender = rng.choice(senders)
            move = self._one(view, sender, [action], banned.get(sender.name, set()), rng)
            if move is not None:
                out.append(move)
        return out

    def _one(self, view: View, player: Player, actions: list[str], banned: set[Choice],
             rng: random.Random) -> Move | None:
        choices: list[tuple[str, list[str]]] = []
        for action in actions:
            if (action, None) in banned:
                continue
            spec = view.rs.actions[action]
            if spec.max_targets == 0:
                if (action, ()) not in banned:
                    choices.append((action, []))
                continue
            options = [t for t in self.targets(view, player, spec) if (action, (t,)) not in banned]
            if len(options) >= max(1, spec.min_targets):
                choices.append((action, options))
        if not choices:
            return None
        action, options = rng.choice(choices)
        spec = view.rs.actions[action]
        if not options:
            return trusted(Move, actor=player.name, action=action, targets=[])
        count = max(1, spec.min_targets)
        if count == 1:
            picked = [self.pick_target(view, player, spec, options, rng)]
        else:
            picked = rng.sample(options, count)
        return trusted(Move, actor=player.name, action=action, targets=picked)

    def learn(self, view: View, told: dict[str, list[tuple[str, str, str]]]) -> None:
        return None
