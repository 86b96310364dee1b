"""Decisions the engine adds around an act: the rule behind a move, who sent a clan's move, the order of
moves that decided it, and what a kill sets off (a transformation «в момент убийства», the blockers
a kill also takes). A mixin of the engine; every rule-set detail is a field of the rule set's data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.engine.limits import clan_ruling, clan_sender
from resolver.specs.names import named
from resolver.engine.night import Act, Night
from resolver.engine.order_notes import place_in_order

if TYPE_CHECKING:
    from resolver.engine.core import State


class DecisionNotes:
    night: Night

    if TYPE_CHECKING:
        def add_death(self, state: State, player: str, kind: str, act: Act, clause: str | None = None,
                      **params: Any) -> None: ...

    def _rule_clause(self, act: Act) -> str:
        """The clause that gives the actor this move: his role's own line for it, else the action's."""
        info = self.night.players.get(act.actor or "")
        if info is not None:
            for action, clause in info.role.grants:
                if action == act.action:
                    return clause
        return self.night.action(act).clause

    def _note_clan(self, state: State, act: Act) -> None:
        """Say who sent a clan's move (`clan_move`), and that members may share a `clan_shared` move."""
        spec = self.night.action(act)
        info = self.night.players.get(act.actor or "")
        if info is None or info.clan is None or act.origin != "move":
            return
        if spec.clan_move:
            state.recorder.record(act.id, "info", "clan_sender", spec.clan_move, ruling=clan_ruling(self.night),
                                  who=clan_sender(self.night, info.clan) or "", by=act.actor or "")
        if spec.clan_shared:
            mates = sorted(o.actor or "" for o in self.night.acts if o.action == act.action and o.id != act.id
                           and o.actor in self.night.players and self.night.players[o.actor].clan == info.clan)
            if mates:
                state.recorder.record(act.id, "info", "clan_shared", spec.clan_shared, who=act.actor or "",
                                      others=", ".join(mates))

    def _cite_order(self, state: State, act: Act, code: str) -> None:
        """A redirect that came after the move it wanted to change: the order of moves decided (A-13)."""
        cite = self.night.ruleset.citations
        if code == "nothing_to_redirect" and "earlier_step" in cite:
            state.recorder.record(act.id, "tie_break", "too_late", cite["earlier_step"][0],
                                  ruling=cite["earlier_step"][1], step=self.night.ruleset.steps[act.step].name_ru,
                                  step_en=self.night.ruleset.steps[act.step].name_en)

    def _cite_earlier_step(self, state: State, act: Act, producers: list[str]) -> None:
        """When an act of an earlier step decided this one, the order of moves is cited with it."""
        cite = self.night.ruleset.citations
        if "earlier_step" not in cite:
            return
        for pid in producers:
            if pid.startswith("item:"):
                continue
            producer = self.night.act(pid)
            if producer.order < act.order:
                state.recorder.record(act.id, "tie_break", "earlier_step", self.night.ruleset.steps[producer.step].clause,
                                      ruling=cite["earlier_step"][1], causes=[pid], by=producer.actor or "",
                                      **place_in_order(self.night, producer, "place"),
                                      **place_in_order(self.night, act, "own_place"))

    def _transform(self, state: State, act: Act, victim: str) -> None:
        """A kill of a player of some side turns the killer into another role «в момент убийства»."""
        rule = self.night.action(act).transforms_on_kill
        killer = act.actor
        if rule is None or killer is None or killer in state.roles or victim not in self.night.players \
                or victim == killer:  # an act returned onto its doer (a blessing) turns nobody
            return
        side, role_id, clause = rule
        if self.night.players[victim].side != side:
            return
        state.roles[killer] = role_id
        role = self.night.ruleset.roles[role_id]
        state.recorder.record(f"player:{killer}", "letter", "letter_transformed", clause, causes=[act.id],
                              who=killer, **named("role", role), victim=victim)
        if role.items_on_becoming is not None:
            from resolver.engine.stages import inventory

            items, given_clause = role.items_on_becoming
            for item in items:
                inventory(state, self.night, killer).append(item)
                state.recorder.record(f"player:{killer}", "resource", "item_made", given_clause, causes=[act.id],
                                      who=killer, **named("item", self.night.ruleset.items[item]))

    def _on_kill_of(self, state: State, act: Act, victim: str) -> None:
        """A kill of a player of some side leaves statuses and a pending effect on the killer (`on_kill_of`)."""
        rule = self.night.action(act).on_kill_of
        killer = act.actor
        if rule is None or killer is None or victim not in self.night.players:
            return
        side, statuses, pending, clause = rule
        if self.night.players[victim].side != side:
            return
        from resolver.engine.core import Mark

        for status in statuses:
            state.add_mark(Mark(killer, status, act.id))
        if pending is not None:
            state.add_mark(Mark(killer, f"pending:{pending}", act.id, {"by": killer}))
        state.recorder.record(f"player:{killer}", "letter", "letter_after_kill", clause, causes=[act.id],
                              who=killer, victim=victim)

    def _take_givers(self, state: State, act: Act, victim: str, kind: str) -> None:
        """A kill that also takes whoever gave the victim some status tonight (the bloody kill's blocker)."""
        spec = self.night.action(act)
        for status, unless in spec.takes_givers_of:
            if unless is not None and self.night.options.get(unless[0]) == unless[1]:
                continue
            for mark in state.marks.get((victim, status), ()):
                giver = self.night.act(mark.producer).actor
                if mark.tentative or giver is None or giver == act.actor or giver in state.deaths:
                    continue
                self.add_death(state, giver, kind, act, clause=spec.clause, host=victim)

    def _killer_dies(self, state: State, act: Act, victim: str) -> None:
        """A victim who takes his killer with him (`RulesetSpec.killer_dies`): the killer dies at the moment of
        the kill, while the victim holds the item the row needs, which is spent."""
        from resolver.engine.stages import inventory

        killer = act.actor
        info = self.night.players.get(victim)
        spec = self.night.action(act)
        death = state.deaths.get(victim)
        if killer is None or info is None or killer == victim or death is None or death.act != act.id:
            return
        for row in self.night.ruleset.killer_dies:
            switched = {a for a, option, value in row.attacks_when if self.night.options.get(option) == value}
            kinds = {k for k, option, value in row.kinds_when if self.night.options.get(option) == value}
            if row.trait not in info.role.traits or (spec.attack not in row.attacks | switched
                                                     and death.kind not in kinds):
                continue
            held = inventory(state, self.night, victim)
            if row.item is not None and row.item not in held:
                state.recorder.record(f"player:{victim}", "info", "killer_spared", row.item_clause or row.clause,
                                      ruling=row.ruling, causes=[act.id], who=killer, victim=victim,
                                      **named("item", self.night.ruleset.items[row.item]))
                continue
            if row.item is not None:
                held.remove(row.item)
                state.recorder.record(f"player:{victim}", "resource", "item_spent", row.clause, causes=[act.id],
                                      who=victim, **named("item", self.night.ruleset.items[row.item]))
            self.add_death(state, killer, row.kind, act, clause=row.clause, host=victim)
            return

    # --------------------------------------------------------------- solving
