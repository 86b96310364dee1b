"""What a host's invitation adds after it worked, as rows of its action (`CoHost`, `PassOn`), with their handlers.

- `CoHost`: the host took in a player who is himself the host of a lethal invitation's guests: the host is told both
  are with her (bankers B-11: the Стерва takes in the Шизик with his guest).
- `PassOn`: a host who is herself a guest with a status passes it on to her own guest, from the same host
  (bankers B-42: the Стерва at the Шизик's brings her client to his fate).
"""

from __future__ import annotations

from resolver.engine.handler import Handler
from resolver.engine.night import Act, Night
from resolver.engine.night_state import Mark, Outcome, State
from resolver.specs.effects import Host
from resolver.specs.letters import CoHost, PassOn


def _worked(act: Act, outcome: Outcome) -> bool:
    return outcome.succeeded and bool(act.actor) and bool(act.target)


def _lethal(night: Night, act: Act) -> bool:
    host = night.action(act).row(Host)
    return host is not None and host.lethal


class CoHostNote(Handler[CoHost]):
    row_type = CoHost

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: CoHost) -> None:
        guest = act.target
        if not _worked(act, outcome) or guest is None:
            return
        guests = [m for m in state.guests.get(guest, ())
                  if not m.tentative and _lethal(night, night.act(m.producer))]
        if guests:
            state.recorder.record(act.id, "info", row.code, row.clause, ruling=row.ruling,
                                  causes=[m.producer for m in guests], who=guest,
                                  guests=", ".join(sorted({night.act(m.producer).target or "" for m in guests})))


class PassOnNote(Handler[PassOn]):
    row_type = PassOn

    def after(self, night: Night, state: State, act: Act, outcome: Outcome, row: PassOn) -> None:
        host, guest = act.actor, act.target
        if not _worked(act, outcome) or host is None or guest is None:
            return
        if row.when is not None and night.opt(row.when[0]) != row.when[1]:
            return
        for mark in [m for m in state.marks.get((host, row.status), ()) if not m.tentative]:
            state.add_mark(Mark(guest, row.mark, mark.producer, {"by": mark.data["host"]}))
            state.recorder.record(act.id, "info", row.code, row.clause, ruling=row.ruling, causes=[mark.producer],
                                  who=guest, host=mark.data["host"])
