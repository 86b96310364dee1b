"""What the bankers host tells after the night, as decisions with their clauses.

`record(view)` runs at the end of `policy.after_night`, once per outcome. It records:

- `headline`: the post's title and the next day's event («Каждое утро игрового дня начинается
  каким-то необычным событием», L182; «Каждый игровой день начинается определенным
  событием», L165);
- `hidden_role`: a death whose role the post does not open (Солнечное затмение, L172, B-29);
- `stat`: the counts of kills, checks and beatings («пишет статистику убийств, проверок и
  избиений», L198, B-40);
- `private_result`: the result word a player reads for his move when it is not the table's (a move
  void because its actor was killed earlier reads «неудачно», B-02);
- `private`: a line of a player's private result. Subject `player:NAME` for what happened to him
  (robbed L49, beaten L126, move stolen L134, a guest L85/L100, out of the game); subject an act id
  for what its actor learns (check answers, what the Свидетель saw, the Жулик's «жертва является
  ролевым мирным», L150).

`resolver.report` renders these and nothing else: it knows no role, action, event or status.
"""

from __future__ import annotations

from resolver.hooks import NightView

# Info decisions of `policy.after_act` that the actor is told, in his private result.
TOLD_TO_ACTOR = ("answer_mafia", "answer_peaceful", "answer_role", "answer_plain", "answer_son", "answer_found",
                 "answer_not_found", "witness_saw", "actor_takes_role")

# What a player learns about himself: (status, code, clause); the guest's clause is his host's invitation.
ABOUT_HIMSELF = (
    ("robbed", "private_robbed", "thief"),
    ("beaten", "private_beaten", "thug.beat"),
    ("stolen", "private_stolen", "trickster.steal"),
)


def record(view: NightView) -> None:
    _headline(view)
    _hidden_roles(view)
    _statistics(view)
    _told_to_actors(view)
    _void_reads_failed(view)
    _about_players(view)


def _headline(view: NightView) -> None:
    night = view.night
    rec = view
    rec.record("night", "headline", "post_title", "host.post", ruling="B-52", night=night.scenario.night)
    next_event = night.scenario.day.next_event
    if next_event:
        event = night.ruleset.events[next_event]
        rec.record("night", "headline", "post_event", "events", event_ru=event.name_ru, event_en=event.name_en)


def _hidden_roles(view: NightView) -> None:
    """«в этот день не открываются роли повешенного и убитых предыдущей ночью» (L172).

    The post after night N opens day N+1: an eclipse on day N+1 (`next_event`) hides the night's
    dead; the lynched of day N is hidden when day N itself (`event`) was the eclipse.
    """
    night = view.night
    day = night.scenario.day
    for name, death in sorted(view.deaths.items()):
        if death.kind == "autokill":
            continue  # «автоматически умирает - роль вскрывается» (L224), eclipse or not (B-35, B-60)
        day_event = day.event if death.kind == "lynch" else day.next_event
        if day_event == "eclipse":
            view.record(f"player:{name}", "hidden_role", "role_hidden", "event.eclipse", ruling="B-29",
                                  causes=[death.act], who=name)


def _statistics(view: NightView) -> None:
    """«пишет статистику убийств, проверок и избиений» (L198): counts only, no names (B-40)."""
    night = view.night
    def succeeded(kind: str) -> int:
        """Acts that worked, counted by their effect (checks) or their action (the Громила's beating)."""
        return sum(1 for act in night.acts if kind in (night.action(act).effect, act.action)
                   and (o := view.outcome(act.id)) is not None and o.succeeded)

    kills = sum(1 for death in view.deaths.values() if death.kind not in ("lynch", "autokill"))
    view.record("night", "stat", "night_stats", "host.post", ruling="B-40",
                          kills=kills, checks=succeeded("check"), beatings=succeeded("beat"))


def _told_to_actors(view: NightView) -> None:
    night = view.night
    rec = view
    for decision in list(rec.decisions):
        if decision.kind == "info" and decision.code in TOLD_TO_ACTOR:
            rec.record(decision.subject, "private", decision.code, decision.clause, ruling=decision.ruling,
                       causes=[decision.subject], **decision.params)
    for act in night.acts:
        outcome = view.outcome(act.id)
        if act.action == "steal_move" and outcome is not None and outcome.result == "success":
            # «если жульничество пройдет, то жулик узнает, что жертва является ролевым мирным» (L150)
            rec.record(act.id, "private", "steal_answer", "trickster.order", ruling="B-18", causes=[act.id],
                       who=act.target or "")


def _void_reads_failed(view: NightView) -> None:
    """A move its actor could not make, killed earlier that night, is told as «неудачно»: each failure list
    names the actor's death («Проверка считается неудачной, если: - Босс мертв», L38-39; L69, L81, ...; B-02)."""
    night = view.night
    rec = view
    for act in night.acts:
        outcome = view.outcome(act.id)
        if act.actor is None or outcome is None or outcome.result != "void":
            continue
        reasons = [d for d in rec.decisions if d.subject == act.id and d.kind == "reason"]
        clause = reasons[0].clause if reasons else night.action(act).clause
        rec.record(act.id, "private_result", "void_reads_failed", clause, ruling="B-02", causes=[act.id],
                   result="failed")


def _about_players(view: NightView) -> None:
    night = view.night
    rec = view
    # Who has each status, looked up once per status (not once per player and status).
    having = {status: dict(view.players_with(status)) for status in [row[0] for row in ABOUT_HIMSELF] + ["guest"]}
    for name, info in night.players.items():
        if not info.alive:
            continue
        subject = f"player:{name}"
        for status, code, clause in ABOUT_HIMSELF:
            marks = having[status].get(name)
            if marks:
                rec.record(subject, "private", code, clause, causes=[m.producer for m in marks], who=name)
        for mark in having["guest"].get(name, ()):
            invitation = night.action(night.act(mark.producer))
            rec.record(subject, "private", "private_guest", invitation.clause, causes=[mark.producer],
                       who=name, host=mark.data.get("host"))
        death = view.deaths.get(name)
        if death is not None:
            kind = night.ruleset.kill_kinds[death.kind]
            rec.record(subject, "private", "private_out", kind.clause, ruling="B-52", causes=[death.act],
                       who=name, how_ru=kind.label_ru.lower(), how_en=kind.label_en.lower())
