"""The engine's side of `resolver.engine.hooks.NightView`: a rule set's hook sees the state through this."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from model.scenario import PlayerState
from resolver.engine.carry import carry_kept, items_at_dawn
from resolver.engine.decisions import Decision
from resolver.engine.hooks import DeathView, OutcomeView, StatusView
from resolver.engine.night import Night
from resolver.engine.night_state import Mark, State
from resolver.engine.succession import succeed


class StateView:
    def __init__(self, night: Night, state: State) -> None:
        self._night = night
        self._state = state

    @property
    def night(self) -> Night:
        return self._night

    @property
    def deaths(self) -> Mapping[str, DeathView]:
        return self._state.deaths

    @property
    def decisions(self) -> list[Decision]:
        return self._state.recorder.decisions

    def statuses(self, player: str, status: str) -> list[StatusView]:
        return [m for m in self._state.marks.get((player, status), ()) if not m.tentative]

    def players_with(self, status: str) -> list[tuple[str, list[StatusView]]]:
        out: list[tuple[str, list[StatusView]]] = []
        for (player, name), marks in self._state.marks.items():
            if name != status:
                continue
            settled: list[StatusView] = [m for m in marks if not m.tentative]
            if settled:
                out.append((player, settled))
        return sorted(out, key=lambda row: row[0])

    def guests(self, host: str) -> list[StatusView]:
        return [m for m in self._state.guests.get(host, ()) if not m.tentative]

    def outcome(self, act_id: str) -> OutcomeView | None:
        return self._state.outcomes.get(act_id)

    def record(self, subject: str, kind: str, code: str, clause: str, *, ruling: str | None = None,
               causes: tuple[str, ...] | list[str] = (), **params: Any) -> Decision:
        return self._state.recorder.record(subject, kind, code, clause, ruling=ruling, causes=causes, **params)

    def add_status(self, player: str, status: str, producer: str, data: dict[str, Any] | None = None) -> None:
        self._state.add_mark(Mark(player, status, producer, dict(data or {})))

    def note(self, act_id: str, key: str, value: Any) -> None:
        self._state.outcomes[act_id].info[key] = value

    def fail(self, act_id: str, code: str, clause: str, *, ruling: str | None = None, **params: Any) -> None:
        outcome = self._state.outcomes[act_id]
        outcome.succeeded = False
        outcome.result = "failed"
        # the move is not «удался» after all: its success line leaves its reasons (issue 12)
        decisions = self._state.recorder.decisions
        outcome.reasons[:] = [i for i in outcome.reasons if decisions[i].kind != "result"]
        outcome.reasons.append(self.record(act_id, "reason", code, clause, ruling=ruling, **params).id)

    def items_at_dawn(self) -> dict[str, list[str]]:
        return items_at_dawn(self._night, self._state)

    def kept_state(self) -> tuple[dict[str, PlayerState], dict[str, str]]:
        return carry_kept(self._night, self._state)

    def succession(self, alive: dict[str, bool], roles: dict[str, str], clans: dict[str, str | None],
                   carried: dict[str, PlayerState]) -> None:
        succeed(self._night, self._state, alive, roles, clans, carried)
