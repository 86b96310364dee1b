"""What a host's invitation adds after it worked, as data on its action (`ActionSpec.co_host`, `passes_on`).

- `note_co_host`: the host took in a player who is himself the host of a lethal invitation's guests: the host
  is told both are with her (bankers B-11: the Стерва takes in the Шизик with his guest).
- `pass_on`: a host who is herself a guest with a status passes it on to her own guest, from the same host
  (bankers B-42: the Стерва at the Шизик's brings her client to his fate).
"""

from __future__ import annotations

from resolver.specs.action import PassOn
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, State


def after_host(night: Night, state: State, act: Act) -> None:
    spec = night.action(act)
    outcome = state.outcomes.get(act.id)
    if outcome is None or not outcome.succeeded or not act.actor or not act.target:
        return
    if spec.co_host is not None:
        note_co_host(night, state, act, act.target, spec.co_host)
    if spec.passes_on is not None:
        pass_on(night, state, act, act.actor, act.target, spec.passes_on)


def note_co_host(night: Night, state: State, act: Act, guest: str, note: tuple[str, str, str | None]) -> None:
    code, clause, ruling = note
    guests = [m for m in state.guests.get(guest, ())
              if not m.tentative and night.action(night.act(m.producer)).params.get("lethal")]
    if guests:
        state.recorder.record(act.id, "info", code, clause, ruling=ruling, causes=[m.producer for m in guests],
                              who=guest, guests=", ".join(sorted({night.act(m.producer).target or "" for m in guests})))


def pass_on(night: Night, state: State, act: Act, host: str, guest: str, rule: PassOn) -> None:
    if rule.when is not None and night.opt(rule.when[0]) != rule.when[1]:
        return
    for mark in [m for m in state.marks.get((host, rule.status), ()) if not m.tentative]:
        state.add_mark(Mark(guest, rule.mark, mark.producer, {"by": mark.data["host"]}))
        state.recorder.record(act.id, "info", rule.code, rule.clause, ruling=rule.ruling, causes=[mark.producer],
                              who=guest, host=mark.data["host"])
