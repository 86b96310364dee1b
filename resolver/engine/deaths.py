"""A death and the decisions it brings: the post's label, whether the dead still hears his night result (andorra
п.11), the guilt it lays (`resolver.engine.recruit.note_guilt`). Every kill of the engine ends here.
"""

from __future__ import annotations

from typing import Any

from resolver.engine.night import Act, Night
from resolver.engine.night_state import Death, Mark, State
from resolver.engine.recruit import note_guilt


def add_death(night: Night, state: State, player: str, kind: str, act: Act, clause: str | None = None,
              **params: Any) -> None:
    if player in state.deaths:
        return
    state.deaths[player] = Death(player, kind, act.id, act.order, by=act.actor)
    note_guilt(night, state, act, player)
    state.add_mark(Mark(player, "dead", act.id, {"kind": kind}))
    kk = night.ruleset.kill_kinds[kind]
    rec = state.recorder
    rec.record(f"player:{player}", "death", f"death_{kind}", clause or kk.clause,
               causes=[act.id], victim=player, by=act.actor or "", **params)
    cite = night.ruleset.citations
    if "post_label" in cite:
        rec.record(f"player:{player}", "info", "post_label", cite["post_label"][0], ruling=cite["post_label"][1],
                   victim=player, label=kk.label_ru, label_en=kk.label_en)
    # Who of the killed still gets his night result: a clan player does, others do not (andorra п.11).
    info = night.players.get(player)
    purpose = "dead_gets_result" if info is not None and info.clan else "dead_no_result"
    if purpose in cite and any(a.origin == "move" for a in night.acts_of(player)):
        rec.record(f"player:{player}", "info", purpose, cite[purpose][0], ruling=cite[purpose][1], who=player)
    elif purpose == "dead_no_result" and purpose in cite:
        # He sent no move: «сидел дома» is his night's result, and the killed get none (andorra п.11 L33).
        home = [d for d in rec.about(f"player:{player}") if d.code == "letter_stayed_home" and d.kind == "letter"]
        for d in home:
            rec.withdraw(d.id)
        if home:
            rec.record(f"player:{player}", "info", purpose, cite[purpose][0], ruling=cite[purpose][1], who=player)
