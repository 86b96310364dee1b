"""The bankers day as data: the lynch («Суд Линча»), the events (L168-L178), Автокилл (L219-L224).

The text names no tally, tie or win rule: B-57 (tally and ties), B-58 (win), B-59 (events in the
tally), B-60 (Автокилл counted) in docs/rulings.md settle them, with options.
"""

from __future__ import annotations

from resolver.day.attach import attach
from resolver.day.house import CHANGE_OPTION, DEADLINE_OPTION, EDITED_OPTION, house_options
from resolver.specs.day import (
    Autokill,
    DayRules,
    EventDay,
    Penalty,
    Rule,
    VoidRule,
    WinRule,
)
from resolver.specs.ruleset import ActionSpec, Kill, KillKind, OptionSpec, RulesetSpec

CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "lynch.vote": ("Днем: ход с Линчем", "By day: the lynch vote", (184, 184)),
    "autokill.words": ("Автокилл, 1. 66 слов за сутки", "Autokill 1: 66 words a day", (221, 221)),
    "autokill.carry": ("Автокилл, 2. Баллы действуют всю игру", "Autokill 2: points last all game", (222, 222)),
    "autokill.vote": ("Автокилл, 3. Не проголосовавший в Суде Линча", "Autokill 3: not voting in the lynch",
                      (223, 223)),
    "autokill.death": ("Автокилл, 4. Три балла — смерть, роль вскрывается", "Autokill 4: 3 points, death, role "
                       "revealed", (224, 224)),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "verdict_lynch": ("{target} {target:повешен}: {votes} {votes:голос} ({voters})", "{target} is lynched: {votes} vote(s) ({voters})"),
    "day_result": ("Таблица Линча: {totals}; {coin}", "The lynch table: {totals}; {coin}"),
    "vote_empty": ("{voter} {voter:прислал} пустой голос: он голосовал, штрафного балла нет (B-60)",
                   "{voter} sent an empty vote: he voted, no penalty point (B-60)"),
    "missing_roles": ("Каких ролей нет в игре: {roles}", "Roles no longer in the game: {roles}"),
    "death_autokill": ("{victim} {victim:умер} по Автокиллу", "{victim} died by the Autokill"),
    "penalty_not_voted": ("{who} не {who:проголосовал} в Суде Линча: штрафной балл, всего {points}",
                          "{who} did not vote in the lynch: a penalty point, {points} in all"),
}

EVENTS = {
    "fear": EventDay("fear", "event.fear", decider=True, ruling="B-59"),
    "rage": EventDay("rage", "event.rage", votes_per_player=2, victims=2, ruling="B-59"),
    "voice": EventDay("voice", "event.voice", votes_per_player=2, victims=1, ruling="B-59"),
    "pick_me": EventDay("pick_me", "event.pick_me", immunity=True, ruling="B-59"),
    "eclipse": EventDay("eclipse", "event.eclipse", hide_roles=True, ruling="B-29"),
    "paradox": EventDay("paradox", "event.paradox", silenced=True, ruling="B-59"),
    "palms": EventDay("palms", "event.palms", silenced=True, ruling="B-59"),
    "secret": EventDay("secret", "event.secret", secret=True, ruling="B-31"),
    "appeal": EventDay("appeal", "event.appeal", appeal=True, not_first_day=True, ruling="B-59"),
}

# B-58: the clans and the peaceful win by elimination; the Маньяк is peaceful by default (B-20), or
# a side of his own (maniac_faction = independent), who then must be gone as well.
WIN = (
    WinRule("peaceful", "Мирные", "The peaceful", ("mafia", "independent"), "roster.peaceful", "B-58"),
    WinRule("mafia:*", "Клан", "The clan", ("peaceful", "mafia:other", "independent"), "roster.clan", "B-58",
            unless=("win_rule", "parity")),
    WinRule("mafia:*", "Клан", "The clan", ("mafia:other", "parity"), "roster.clan", "B-58",
            when=("win_rule", "parity")),
    WinRule("independent", "Маньяк", "The Maniac", ("mafia", "peaceful"), "roster.maniac", "B-58"),
)

RULES = DayRules(
    verdict_action="lynch",
    verdict_code="verdict_lynch",
    vote_clause="lynch.vote",
    tally=Rule("tally", "order.1", "B-57"),
    tie=Rule("tie", "order.1", "B-57"),
    override=Rule("override", "order.1", "B-24"),
    void=(
        VoidRule("dead_voter", "vote_dead_voter", "lynch.vote", ruling="B-57"),
        # The house rules (B-62): the text says nothing of a changed or an edited vote; B-57 counts the first.
        VoidRule("replaced", "vote_replaced", "lynch.vote", ruling="B-62", when=(CHANGE_OPTION, "last")),
        VoidRule("edited", "vote_edited", "lynch.vote", penalised=True, ruling="B-62", when=(EDITED_OPTION, "skip")),
        VoidRule("edited", "vote_edited_void", "lynch.vote", ruling="B-62", when=(EDITED_OPTION, "void")),
        VoidRule("voter_void", "vote_voter_void", "lynch.vote", ruling="B-62"),
        VoidRule("unknown_target", "vote_unknown_target", "lynch.vote", ruling="B-57"),
        VoidRule("dead_target", "vote_dead_target", "lynch.vote", ruling="B-57"),
        VoidRule("silenced", "vote_silenced", "events", ruling="B-59"),
        VoidRule("immune_target", "vote_immune_target", "event.pick_me", ruling="B-59"),
        VoidRule("appeal_target", "vote_appeal_target", "event.appeal", ruling="B-59"),
        VoidRule("surplus", "vote_repeated", "lynch.vote", penalised=True, ruling="B-62", when=(CHANGE_OPTION, "void")),
        VoidRule("surplus", "vote_surplus", "lynch.vote", ruling="B-57", when=(CHANGE_OPTION, "first")),
    ),
    house_rules=True,
    late_void=VoidRule("late", "vote_late", "lynch.vote", ruling="B-62", when=(DEADLINE_OPTION, "")),
    edited_counts=Rule("vote_edited_counts", "lynch.vote", "B-62", when=(EDITED_OPTION, "counts")),
    empty_vote=Rule("vote_empty", "autokill.vote", "B-60"),
    penalty=Penalty("points", "autokill.vote", 1, ruling="B-60"),
    events=EVENTS,
    autokill=Autokill(66, 3, "autokill.death", "autokill", words_clause="autokill.words", ruling="B-60"),
    win=WIN,
    result_line=Rule("day_result", "host.post", "B-57"),
    tie_option="lynch_tie",
)

OPTIONS = house_options("B-62", change="first", edited="counts") + (
    OptionSpec("lynch_tie", "coin", ("coin", "no_verdict"), "B-57",
               "A lynch tie: the host's coin (day.coin, or day.coin_seed) picks, or nobody is lynched.",
               "Ничья на Линче: решает монетка ведущего (day.coin или day.coin_seed) или никто не умирает."),
    OptionSpec("win_rule", "elimination", ("elimination", "parity"), "B-58",
               "Win: a side wins when the others are all gone; parity: a clan also wins when it is at least "
               "half of the living and the other clan is gone.",
               "Победа: сторона побеждает, когда остальных не осталось; parity: клан побеждает и тогда, когда "
               "его живых не меньше половины, а другого клана нет."),
)


def attach_day(spec: RulesetSpec) -> RulesetSpec:
    return attach(
        spec, RULES, CLAUSES, MESSAGES, options=OPTIONS,
        actions=(ActionSpec("autokill", "Автокилл", "Autokill", "1", "autokill.death", role_move=False, pseudo=True,
                            rows=(Kill("autokill"),)),),
        kill_kinds=(KillKind("autokill", "Умер по Автокиллу", "Died by the Autokill", "autokill.death",
                             aliases=("автокилл",)),),
    )
