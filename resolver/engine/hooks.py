"""What a rule set's hook sees of the night being resolved, and what it may do: a narrow, typed view.

A rule set is data over the engine's mechanics; where it still needs code (bankers: the summary it carries on,
assembled from the engine's calls `kept_state`, `items_at_dawn`, `succession`), the code
gets a `NightView` and nothing of the engine's insides. The engine implements the view (`resolver.engine.view.StateView`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    from model.scenario import PlayerState
    from resolver.engine.decisions import Decision
    from resolver.engine.night import Act, Night

Failure = tuple[str, str, "str | None", dict[str, Any]]


class StatusView(Protocol):
    """A status a player has tonight: the act that gave it, and its data (a guest's host, ...)."""

    @property
    def producer(self) -> str: ...

    @property
    def data(self) -> Mapping[str, Any]: ...


class OutcomeView(Protocol):
    """How an act went: was it made, did it take effect, the word its actor is told."""

    @property
    def performed(self) -> bool: ...

    @property
    def succeeded(self) -> bool: ...

    @property
    def result(self) -> str: ...

    @property
    def info(self) -> Mapping[str, Any]: ...


class DeathView(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def act(self) -> str: ...


class NightView(Protocol):
    """The night so far: read statuses, outcomes and deaths; record decisions; add what a hook decides."""

    @property
    def night(self) -> Night: ...

    @property
    def deaths(self) -> Mapping[str, DeathView]: ...

    @property
    def decisions(self) -> list[Decision]: ...

    def statuses(self, player: str, status: str) -> list[StatusView]: ...

    def players_with(self, status: str) -> list[tuple[str, list[StatusView]]]: ...

    def guests(self, host: str) -> list[StatusView]: ...

    def outcome(self, act_id: str) -> OutcomeView | None: ...

    def record(self, subject: str, kind: str, code: str, clause: str, *, ruling: str | None = None,
               causes: tuple[str, ...] | list[str] = (), **params: Any) -> Decision: ...

    def add_status(self, player: str, status: str, producer: str, data: dict[str, Any] | None = None) -> None: ...

    def note(self, act_id: str, key: str, value: Any) -> None: ...

    def fail(self, act_id: str, code: str, clause: str, *, ruling: str | None = None, **params: Any) -> None: ...

    def items_at_dawn(self) -> dict[str, list[str]]: ...

    def kept_state(self) -> tuple[dict[str, PlayerState], dict[str, str]]:
        """The carried state the rule set keeps (`RulesetSpec.kept_fields`) and each player's next role."""
        ...

    def succession(self, alive: dict[str, bool], roles: dict[str, str], clans: dict[str, str | None],
                   carried: dict[str, PlayerState]) -> None:
        """Who takes a dead player's seat (`RulesetSpec.succession`): updates the next night's roles and clans."""
        ...


ExpandActs = Callable[["Night"], "list[Act]"]
StaticFailure = Callable[["Night", "Act", NightView], "Failure | None"]
AfterAct = Callable[[NightView, "Act"], None]
AfterNight = Callable[[NightView], dict[str, Any]]
