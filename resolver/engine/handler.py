"""What the engine does with one kind of mechanic row (`resolver.specs.rows.Row`): a `Handler`.

A handler answers for one row type at the stages of an act it takes part in; a hook it does not override takes no
part. The stages, in the order an act meets them (`resolver.engine.evaluate`), and where each is asked:

- `illegal`: a limit of a player's move read from the night alone — a failure makes it his illegal move
  (`resolver.engine.limits.move_failure`);
- `limit`: a limit read from the branch's state (an item held now, uses left) (`resolver.engine.move_checks`);
- `stands`: whether the move stands at all and whether its target may be acted on (a static failure);
- `inputs`: the acts whose outcomes those failures read (the ring's solver leaves such an act open);
- `reached`: a failure found once the act reached its target, before the result table (a recruitment refused);
- `met`: what the act learns as it meets its target, before the result table (a role revealed);
- `worked`: the notes on an act that worked, beside its success line (its step's clause);
- `noted`: the notes on a performed act (who sent a clan's move);
- `settled`: once the act's word is known, before its effect (the target told of an invitation);
- `performed`: what being carried out costs (the item it needs is used up), before its effect;
- `apply`: what the act does (`resolver.engine.effects`): a death, a status, an answer, an item;
- `on_victim`, `on_kill`: what a kill sets off, at each victim's death and once all are dead;
- `after`: the notes and the words of others after the act (a group's members told its word, a lot, a host's);
- `reported`: what the actor is told once the whole night is resolved (`resolver.engine.reporter`);
- `produces`: the statuses it may give, for the dependency graph (`resolver.engine.graph.productions`);
- `carry`: what the act leaves in its actor's carried state for the next night (`resolver.engine.carry`).

The registry (`resolver.engine.mechanics`) holds one handler per row type and the order each stage asks them in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from resolver.specs.rows import Row

if TYPE_CHECKING:
    from model.scenario import PlayerState
    from resolver.engine.graph import Production
    from resolver.engine.night import Act, Night
    from resolver.engine.night_state import Outcome, State
    from resolver.engine.tonight import Tonight

# (code, clause, ruling, params): why an act fails; `params["illegal"]` marks a player's illegal move,
# `params["void"]` a move that is not counted at all, `params["made"]` a failure that still lets the act be made.
Failure = tuple[str, str, str | None, dict[str, Any]]

R = TypeVar("R", bound=Row)

STAGES = ("illegal", "limit", "stands", "inputs", "reached", "met", "worked", "noted", "settled", "performed",
          "apply", "on_victim", "on_kill", "after", "reported", "produces", "carry")


class Handler(Generic[R]):
    """The engine's side of one row type (`row_type`); each hook is one stage (see the module's docstring)."""

    row_type: type[Row] = Row

    def illegal(self, night: Night, act: Act, row: R) -> Failure | None:
        return None

    def limit(self, tonight: Tonight, state: State, act: Act, row: R) -> Failure | None:
        return None

    def stands(self, night: Night, state: State, act: Act, row: R) -> Failure | None:
        return None

    def inputs(self, tonight: Tonight, act: Act, row: R) -> list[str]:
        return []

    def reached(self, night: Night, state: State, act: Act, row: R) -> Failure | None:
        return None

    def met(self, night: Night, state: State, act: Act, row: R) -> None:
        return None

    def worked(self, night: Night, state: State, act: Act, row: R) -> None:
        return None

    def noted(self, night: Night, state: State, act: Act, row: R) -> None:
        return None

    def settled(self, night: Night, state: State, act: Act, outcome: Outcome, reached: bool, row: R) -> None:
        return None

    def performed(self, night: Night, state: State, act: Act, outcome: Outcome, row: R) -> None:
        return None

    def apply(self, night: Night, state: State, act: Act, outcome: Outcome, row: R) -> None:
        return None

    def on_victim(self, night: Night, state: State, act: Act, victim: str, kind: str, row: R) -> None:
        return None

    def on_kill(self, night: Night, state: State, act: Act, row: R) -> None:
        return None

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: R) -> None:
        return None

    def reported(self, night: Night, state: State, act: Act, outcome: Outcome | None, row: R) -> None:
        return None

    def produces(self, night: Night, act: Act, row: R, invites: dict[str, set[str]]) -> list[Production]:
        return []

    def carry(self, night: Night, act: Act, outcome: Outcome, row: R, carried: PlayerState) -> None:
        return None

    def takes_part(self, stage: str) -> bool:
        """Does this handler answer at `stage` (it overrides the hook)?"""
        return getattr(type(self), stage) is not getattr(Handler, stage)
