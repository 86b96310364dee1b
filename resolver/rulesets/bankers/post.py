"""What the bankers host tells after the night, as data (`RulesetSpec.post`, recorded by `resolver.engine.morning_post`):

- the headline: the post's title and the next day's event («Каждое утро игрового дня начинается каким-то
  необычным событием», L182; «Каждый игровой день начинается определенным событием», L165);
- a death whose role the post does not open (Солнечное затмение, L172, B-29);
- the counts of kills, checks and beatings («пишет статистику убийств, проверок и избиений», L198, B-40);
- what a player reads for his move when it is not the table's: a move void because its actor was killed
  earlier reads «неудачно» (B-02); what its actor learns (check answers, what the Свидетель saw, the
  Жулик's «жертва является ролевым мирным», L150);
- what happened to a player (robbed L49, beaten L126, move stolen L134, a guest L85/L100, out of the game).
"""

from __future__ import annotations

from resolver.specs.post import (
    CountActs,
    CountDeaths,
    Headline,
    HiddenByEvent,
    PostSpec,
    Stats,
    StatusLine,
    SuccessLine,
    Told,
    VoidReads,
)

POST = PostSpec(
    headline=Headline(title=("post_title", "host.post", "B-52"), event=("post_event", "events", None)),
    # «в этот день не открываются роли повешенного и убитых предыдущей ночью» (L172); «автоматически умирает -
    # роль вскрывается» (L224), eclipse or not (B-35, B-60).
    hidden=HiddenByEvent("eclipse", ("role_hidden", "event.eclipse", "B-29"), day_kinds=frozenset({"lynch"}),
                         open_kinds=frozenset({"autokill"})),
    # Counts only, no names (B-40): the night's kills (not the day's), the checks (every bankers check is an
    # `AnswerTable`: no action has an `Answers` row) and the Громила's beatings that worked.
    stats=Stats(("night_stats", "host.post", "B-40"), (
        CountDeaths("kills", frozenset({"lynch", "autokill"})),
        CountActs("checks", kinds=("answer_table",)),
        CountActs("beatings", action="beat"),
    )),
    # The check answers, what the Свидетель saw, the role the Актер takes: told to the actor.
    told=tuple(Told(code) for code in (
        "answer_mafia", "answer_peaceful", "answer_role", "answer_plain", "answer_son", "answer_found",
        "answer_not_found", "witness_saw", "witness_saw_short_hunt", "actor_takes_role")),
    # «если жульничество пройдет, то жулик узнает, что жертва является ролевым мирным» (L150)
    on_success=(SuccessLine("steal_move", "steal_answer", "trickster.order", "B-18"),),
    # Each failure list names the actor's death («Проверка считается неудачной, если: - Босс мертв», L38-39;
    # L69, L81, ...; B-02).
    void_reads=VoidReads("void_reads_failed", "failed", "B-02"),
    about=(
        StatusLine("robbed", "private_robbed", "thief"),
        StatusLine("beaten", "private_beaten", "thug.beat"),
        StatusLine("stolen", "private_stolen", "trickster.steal"),
        StatusLine("guest", "private_guest", data=("host",)),  # the clause of his host's invitation
    ),
    out=("private_out", "B-52"),
)
