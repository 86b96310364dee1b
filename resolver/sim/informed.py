"""The `informed` policy: the `random` players, acting on what their side knows.

- The mafia know their clan: none of its moves that kill (`aims_to_kill`: a kill, a shot, a hunt) and none of its
  votes aim at a member of the clan (nor the killer himself); its kill goes to a checker who has revealed himself
  when one lives, else to a target its own checks found.
- A peaceful checker who is told a target is an enemy of the town (`ENEMY_ANSWERS`) reveals it the next day: from
  then on the town votes for a found enemy while one lives, and the town's killing moves go to him. The players
  checks cleared (`CLEARED_ANSWERS`), and the revealed checker, are voted and attacked by the town no more.
- A clan's checker (the Boss) told a target is a peaceful role or of another clan points his clan at him.

What a check told is read from the engine's own answer (`resolver.sim.game.told`): its value or code, listed here
as data. Everyone else, and every other choice, is the `random` policy's. `town=False` or `mafia=False` leaves
that side at random (to measure what the other side's knowledge is worth).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from model import Player, Vote
from resolver.day.win import side_of
from resolver.sim.construct import trusted
from resolver.sim.policy import RandomPolicy, View
from resolver.specs.effects import Leaves
from resolver.specs.ruleset import ActionSpec

PEACEFUL = "peaceful"
# What a check's answer (its value, or its code) says of the target, to a peaceful checker.
ENEMY_ANSWERS = frozenset({"mafia", "answer_undead"})  # bankers' Детектив «мафия»; andorra's Нечисть found
CLEARED_ANSWERS = frozenset({"peaceful", "answer_not_undead"})
# To a clan's checker: a target worth his clan's kill (a peaceful role, a member of another clan).
CLAN_TARGET_ANSWERS = frozenset({"role", "mafia"})


def aims_to_kill(spec: ActionSpec) -> bool:
    """A hostile move (a kill, a shot), or one that marks its target for a kill (bankers' «мирная охота»)."""
    return spec.hostile or any(row.edge == "kill" for row in spec.rows_of(Leaves))


@dataclass
class InformedPolicy(RandomPolicy):
    town: bool = True  # the peaceful side acts on what it knows (False: it plays as `random`)
    mafia: bool = True  # the clans do
    enemies: set[str] = field(default_factory=set)  # found by the town's checkers, told to the town
    cleared: set[str] = field(default_factory=set)
    revealed: set[str] = field(default_factory=set)  # checkers who told the town what they found
    clan_targets: dict[str, set[str]] = field(default_factory=dict)  # clan -> targets its checkers found

    def side(self, view: View, player: Player) -> str:
        return side_of(view.rs, player.role, player.clan, view.options)

    @staticmethod
    def _prefer(options: list[str], *preferred: set[str]) -> list[str]:
        """The options in the first preferred set that has any; all the options otherwise."""
        for wanted in preferred:
            found = [o for o in options if o in wanted]
            if found:
                return found
        return options

    def _clan(self, view: View, clan: str) -> set[str]:
        return {p.name for p in view.players if p.clan == clan}

    def votes(self, view: View, rng: random.Random) -> list[Vote]:
        out = []
        by_name = {p.name: p for p in view.players}
        for voter in view.living():
            player = by_name[voter]
            options = self.vote_targets(view, voter)
            if player.clan and self.mafia:
                mates = self._clan(view, player.clan)
                options = [o for o in options if o not in mates] or options
            elif not player.clan and self.town and self.side(view, player) == PEACEFUL:
                spared = self.cleared | self.revealed
                options = self._prefer([o for o in options if o not in spared] or options, self.enemies)
            if options:
                out.append(trusted(Vote, voter=voter, target=rng.choice(options)))
        return out

    def targets(self, view: View, actor: Player, spec: ActionSpec) -> list[str]:
        options = super().targets(view, actor, spec)
        if not aims_to_kill(spec):
            return options
        if actor.clan:
            if not self.mafia:
                return options
            # the mafia do not kill each other (nor themselves)
            mates = self._clan(view, actor.clan)
            return [o for o in options if o not in mates]
        if self.town and self.side(view, actor) == PEACEFUL:  # no kill by mistake of himself or one known as town
            return [o for o in options if o != actor.name and o not in self.cleared and o not in self.revealed]
        return options

    def pick_target(self, view: View, actor: Player, spec: ActionSpec, options: list[str],
                    rng: random.Random) -> str:
        killing = aims_to_kill(spec)
        if killing and actor.clan and self.mafia:
            options = self._prefer(options, self.revealed, self.clan_targets.get(actor.clan, set()))
        elif killing and not actor.clan and self.town and self.side(view, actor) == PEACEFUL:
            options = self._prefer(options, self.enemies)
        return rng.choice(options)

    def learn(self, view: View, told: dict[str, list[tuple[str, str, str]]]) -> None:
        by_name = {p.name: p for p in view.players}
        for name, answers in sorted(told.items()):
            checker = by_name.get(name)
            if checker is None:
                continue
            for _action, target, answer in answers:
                if checker.clan:
                    if answer in CLAN_TARGET_ANSWERS and target not in self._clan(view, checker.clan):
                        self.clan_targets.setdefault(checker.clan, set()).add(target)
                elif self.side(view, checker) == PEACEFUL:
                    if answer in ENEMY_ANSWERS:
                        self.enemies.add(target)
                        self.revealed.add(name)
                    elif answer in CLEARED_ANSWERS:
                        self.cleared.add(target)
