"""The andorra day as data: п.09 (votes in red, what is void, the +1 в лог), п.14 (win), п.17 («Сел:» with
the final count and the coin), the vote steps of п.28 this slice has (diploma, Прокурор, Телепат), vodka.

The day closing at the deadline is tallied after п.28 step 6 and the jailed player leaves the night there
(DIGEST A-02 default; `steps.py`). The rulings are A-02, A-40, A-48 and AN-20 … AN-25 in docs/rulings_andorra.md («День»).
"""

from __future__ import annotations

from resolver.day.attach import attach
from resolver.day.house import CHANGE_OPTION, DEADLINE_OPTION, EDITED_OPTION, house_options
from resolver.rulesets.andorra.civilians import DAY_MODIFIERS
from resolver.rulesets.andorra.loners import DAY_MODIFIERS as LONER_DAY_MODIFIERS, VERDICT_KILLS
from resolver.rulesets.andorra.undead import DAY_MODIFIERS as UNDEAD_DAY_MODIFIERS
from resolver.specs.day import DayRules, ModifierSpec, Penalty, Rule, VoidRule, WinRule
from resolver.specs.ruleset import (
    ActionSpec, Condition, Kill, KillKind, Leaves, OptionSpec, RulesetSpec, StepSpec,
)

CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "p09.red": ("п.09 Голосование красным цветом", "Cl.09 Votes in red", (24, 26)),
    "p09.forbidden": ("п.09 Запрещено: пропуск голосования", "Cl.09 Forbidden: as not voting", (27, 30)),
    "p09.self": ("п.09 Голосование в себя", "Cl.09 Voting for oneself", (28, 28)),
    "p09.edit": ("п.09 Редактирование голоса", "Cl.09 Editing a vote", (29, 29)),
    "p09.repeat": ("п.09 Повторное голосование", "Cl.09 Voting again", (30, 30)),
    "p09.penalty": ("п.09 Несгораемые +1 в лог; пустой голос", "Cl.09 The +1 in the log; the empty vote", (31, 31)),
    "p17.jail": ("п.17 Сел: окончательные голоса и монетка", "Cl.17 Jailed: final votes and the coin", (51, 52)),
    "p27.diploma": ("п.27 Диплом", "Cl.27 Diploma", (119, 119)),
    "prosecutor.vote": ("Прокурор: обвинение", "Prosecutor: accusation", (276, 276)),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "verdict_jail": ("{target} {target:сел}: {votes} {votes:голос} ({voters})", "{target} is jailed: {votes} vote(s) ({voters})"),
    "day_result": ("Окончательные голоса: {totals}; {coin}", "Final votes: {totals}; {coin}"),
    "penalty_avatar": ("{target} без аватарки: несгораемые +1 в лог за этот день",
                       "{target} has no avatar: +1 in the log for this day, never burnt"),
    "death_jail": ("{victim} {victim:сел} по итогам голосования", "{victim} was jailed by the vote"),
    "actor_jailed": ("{who} {who:сел} днём и ночью не ходит", "{who} was jailed by day and makes no night move"),
    "penalty_not_voted": ("{who} не {who:проголосовал}: на следующий день несгораемые +{votes} в лог",
                          "{who} did not vote: +{votes} in the log the next day, never burnt"),
    "penalty_violation": ("{who} {who:голосовал} с нарушением: на следующий день несгораемые +{votes} в лог",
                          "{who} voted against the rules: +{votes} in the log the next day, never burnt"),
}

WIN = (
    WinRule("mafia:*", "Мафия", "The Mafia", ("peaceful", "mafia:other", "loner", "undead"), "p14", "A-48"),
    WinRule("peaceful", "Мирные", "The peaceful", ("mafia", "loner", "undead"), "p14", "A-48"),
    WinRule("loner", "Одиночки", "The loners", ("mafia", "peaceful", "undead"), "p14", "A-48"),
    WinRule("undead", "Нечисть", "The undead", ("mafia", "peaceful", "loner"), "p14", "A-48"),
)

RULES = DayRules(
    verdict_action="jail",
    verdict_code="verdict_jail",
    vote_clause="p09.red",
    tally=Rule("tally", "p17.jail", "A-40"),
    tie=Rule("tie", "p17.jail", "A-40"),
    override=Rule("override", "p17.jail", "AN-20"),
    void=(
        VoidRule("not_red", "vote_not_red", "p09.red"),
        VoidRule("dead_voter", "vote_dead_voter", "p07"),
        # The house rules (AN-142): the text's reading is the default of each option.
        VoidRule("replaced", "vote_replaced", "p09.repeat", ruling="AN-142", when=(CHANGE_OPTION, "last")),
        VoidRule("edited", "vote_edited", "p09.edit", penalised=True, when=(EDITED_OPTION, "skip")),
        VoidRule("edited", "vote_edited_void", "p09.edit", ruling="AN-142", when=(EDITED_OPTION, "void")),
        VoidRule("repeated", "vote_repeated", "p09.repeat", penalised=True),
        VoidRule("self", "vote_self", "p09.self", penalised=True),
        VoidRule("voter_void", "vote_voter_void", "p09.forbidden", ruling="AN-21"),
        VoidRule("unknown_target", "vote_unknown_target", "p09.red", ruling="AN-22"),
        VoidRule("dead_target", "vote_dead_target", "p07", ruling="AN-22"),
        VoidRule("surplus", "vote_repeated", "p09.repeat", penalised=True, ruling="AN-21",
                 when=(CHANGE_OPTION, "void")),
        VoidRule("surplus", "vote_later_void", "p09.repeat", ruling="AN-142", when=(CHANGE_OPTION, "first")),
    ),
    house_rules=True,
    late_void=VoidRule("late", "vote_late", "p09.red", ruling="AN-142", when=(DEADLINE_OPTION, "")),
    edited_counts=Rule("vote_edited_counts", "p09.edit", "AN-142", when=(EDITED_OPTION, "counts")),
    tie_option="jail_tie",
    empty_vote=Rule("vote_empty", "p09.penalty"),
    penalty=Penalty("votes", "p09.penalty", 1, ruling="AN-23"),
    penalty_votes=Rule("penalty_votes_counted", "p09.penalty", "A-40"),
    host_penalty=Rule("penalty_avatar", "p15", "AN-25"),
    modifiers={
        # A gift diploma is spent when it doubles a vote («Все подарки имеют однократную силу», L309; AN-62); the
        # clan's (L134) is no gift and stays: the text writes off only the clan's poison (L136).
        "diploma": ModifierSpec("diploma", "Диплом", "Diploma", "weight", "p27.diploma", value=2, order=1,
                                aliases=("диплом",), spends=("diploma", "fairy.once")),
        "accusation": ModifierSpec("accusation", "Обвинение Прокурора", "Prosecutor's accusation", "extra",
                                   "prosecutor.vote", value=2, order=2, aliases=("прокурор", "обвинение"),
                                   # «может два раза за игру обвинить» (L276; AN-52); the Прокурор's own move (AN-128)
                                   uses_per_game=(2, "prosecutor.vote"), ruling="AN-52",
                                   only_role=("prosecutor", "prosecutor.vote")),
        # «Нельзя воздействовать на одного и того же игрока два раза подряд.» (L326): not the same voter two days
        # running (AN-123).
        "telepath": ModifierSpec("telepath", "Внушение Телепата", "Telepath's suggestion", "move", "telepath.vote",
                                 order=3, aliases=("телепат", "внушение"), repeat_ban="telepath.vote",
                                 ruling="AN-123", maker=("telepath", "telepath.vote", "AN-128")),
        "vodka": ModifierSpec("vodka", "Водка", "Vodka", "next_day", "civilians.vodka", order=7,
                              aliases=("водка",), status="drunk"),
        **DAY_MODIFIERS,
        **LONER_DAY_MODIFIERS,
        **UNDEAD_DAY_MODIFIERS,
    },
    verdict_kills=VERDICT_KILLS,
    win=WIN,
    result_line=Rule("day_result", "p17.jail", "AN-24"),
)


# п.09: red, «повторное голосование» and «редактирование голоса» are skips; п.17: a tie goes to the coin.
OPTIONS = house_options("AN-142", change="void", edited="skip") + (
    OptionSpec("jail_tie", "coin", ("coin", "no_verdict"), "AN-142",
               "A tie at the jailing: the host's coin (Cl.17; day.coin, or day.coin_seed), or nobody is jailed.",
               "Ничья при посадке: монетка ведущего (п.17; day.coin или day.coin_seed) или никто не садится."),
)


def attach_day(spec: RulesetSpec) -> RulesetSpec:
    return attach(
        spec, RULES, CLAUSES, MESSAGES, options=OPTIONS,
        steps=(StepSpec("vote", 6.5, "(посадка по итогам голосования)", "(jailing by the day's vote)", "p28.order"),),
        actions=(ActionSpec("jail", "Посадка", "Jailing", "vote", "p17.jail", role_move=False, pseudo=True,
                            rows=(Kill("jail"), Leaves("jailed"))),),
        kill_kinds=(KillKind("jail", "Сел", "Jailed", "p17.jail", aliases=("сел", "посажен"), corpse=False,
                           gone_codes=("actor_in_jail", "target_in_jail")),),
        kill_kinds_first=True,
        conditions=(Condition("actor", "jailed", "actor_jailed", "p07", ruling="A-02", scope="personal"),),
    )
