"""The day's sentences, by decision code (Russian, English); a rule set's `day.py` may reword any."""

from __future__ import annotations

from typing import Any

DAY_MESSAGES: dict[str, tuple[str, str]] = {
    # each vote of the log
    "vote_counted": ("голос игрока {voter} → {target} (строка {row}) учтён", "{voter}'s vote → {target} (row {row}) counts"),
    "vote_empty": ("{voter} {voter:прислал} пустой голос: не голосует, но и не нарушает",
                   "{voter} sent an empty vote: no vote, and no violation"),
    "vote_not_red": ("{voter} (строка {row}): не красным цветом — это не голос",
                     "{voter} (row {row}): not in red, so not a vote"),
    "vote_dead_voter": ("{voter} (строка {row}) выбыл из игры и не голосует",
                        "{voter} (row {row}) is out of the game and has no vote"),
    "vote_self": ("{voter} голосует в себя (строка {row}): голос не учитывается, это пропуск голосования",
                  "{voter} votes for himself (row {row}): void, as if he had not voted"),
    "vote_edited": ("голос игрока {voter} (строка {row}) отредактирован: не учитывается, это пропуск голосования{rule}",
                    "{voter}'s vote (row {row}) was edited: void, as if he had not voted{rule}"),
    "vote_edited_void": ("голос игрока {voter} (строка {row}) отредактирован: не учитывается, но это не пропуск{rule}",
                         "{voter}'s vote (row {row}) was edited: void, but no skip{rule}"),
    "vote_edited_counts": ("голос игрока {voter} → {target} (строка {row}) отредактирован, но учитывается{rule}",
                           "{voter}'s vote → {target} (row {row}) was edited and still counts{rule}"),
    "vote_late": ("голос игрока {voter} (строка {row}) подан в срок голосования или позже: не учитывается{rule}",
                  "{voter}'s vote (row {row}) came at or after the deadline: void{rule}"),
    "vote_replaced": ("голос игрока {voter} → {target} (строка {row}) заменён его более поздним голосом{rule}",
                      "{voter}'s vote → {target} (row {row}) is replaced by his later one{rule}"),
    "vote_later_void": ("голос игрока {voter} → {target} (строка {row}) не учитывается: засчитан его первый "
                        "голос{rule}", "{voter}'s vote → {target} (row {row}) is void: his first one counts{rule}"),
    "vote_repeated": ("{voter} {voter:проголосовал} повторно (строка {row}): голосование не учитывается{rule}",
                      "{voter} voted again (row {row}): his voting is void{rule}"),
    "vote_surplus": ("у игрока {voter} голосов больше, чем даёт день (строка {row}): лишний голос не учитывается{rule}",
                     "{voter} cast more votes than the day gives (row {row}): the extra one is void{rule}"),
    "vote_unknown_target": ("{voter} голосует за игрока {target}, такого игрока нет (строка {row})",
                            "{voter} votes for {target}, who is not in the game (row {row})"),
    "vote_dead_target": ("{voter} голосует за игрока {target}, он уже выбыл (строка {row}): голос не учитывается",
                         "{voter} votes for {target}, who is out already (row {row}): void"),
    "vote_silenced": ("{voter} {voter:нарушил} условие дня и лишён голоса (строка {row})",
                      "{voter} broke the day's rule and lost his vote (row {row})"),
    "vote_immune_target": ("{target} {target:неприкосновенен} сегодня: голос игрока {voter} не учитывается (строка {row})",
                           "{target} is immune today: {voter}'s vote is void (row {row})"),
    "vote_appeal_target": ("за игрока {target} сегодня голосовать нельзя: он не голосовал вчера за линчеванного "
                           "(строка {row})", "{target} may not be voted for today: he did not vote for "
                           "yesterday's lynched (row {row})"),
    "vote_voter_void": ("голосование игрока {voter} нарушает правила: не учитывается ни один его голос ({target})",
                        "{voter} voted against the rules: none of his votes counts ({target})"),
    "day_empty": ("в журнале дня нет ни одного голоса: день не подсчитан — итога и штрафов нет (вставьте тему дня "
                  "или впишите голоса)", "the day's log has no vote: the day is not counted — no verdict, no penalties "
                  "(paste the day's thread or enter the votes)"),
    # modifiers
    "mod_item_spent": ("{modifier}: предмет «{item}» игрока {voter} израсходован", "{modifier}: {voter}'s {item_en} is spent"),
    "mod_weight": ("{modifier}: голос игрока {voter} весит ×{weight}", "{modifier}: {voter}'s vote weighs ×{weight}"),
    "mod_extra": ("{modifier}: {voter} голосует {weight} голосами против игрока {target}",
                  "{modifier}: {voter} votes {weight} votes against {target}"),
    "mod_move": ("{modifier}: голос игрока {voter} перенесён на игрока {target}", "{modifier}: {voter}'s vote moved to {target}"),
    "mod_copy": ("{modifier}: {voter} голосует так же, как {by} ({target})",
                 "{modifier}: {voter} votes as {by} does ({target})"),
    "mod_wrong_role": ("{modifier}: игрок {voter} не той роли — не учитывается",
                       "{modifier}: {voter} is not of the role it acts on — not applied"),
    "mod_wrong_maker": ("{modifier}: {by} — не живой {role}, менять голос игрока {voter} не может — не учитывается",
                        "{modifier}: {by} is no living {role} and cannot change {voter}'s vote — not applied"),
    "mod_repeat": ("{modifier}: {by} {by:менял} голос игрока {voter} вчера — два раза подряд нельзя, не учитывается",
                   "{modifier}: {by} changed {voter}'s vote yesterday — not twice running, not applied"),
    "mod_no_uses": ("{modifier}: у игрока {voter} не осталось применений в этой игре — не учитывается",
                    "{modifier}: {voter} has no uses left this game — not applied"),
    "mod_remove": ("{modifier}: голос игрока {voter} не учитывается", "{modifier}: {voter}'s vote does not count"),
    "mod_assign": ("{modifier}: неиспользованный голос игрока {voter} отдан против игрока {target}",
                   "{modifier}: {voter}'s unused vote is cast against {target}"),
    "mod_not_unused": ("{modifier}: у игрока {voter} нет неиспользованного голоса — не учитывается",
                       "{modifier}: {voter} has no unused vote — not applied"),
    "mod_not_in_window": ("{modifier}: {voter} не среди {last} последних проголосовавших (живых {alive}) — голос "
                          "не изменён", "{modifier}: {voter} is not among the last {last} voters ({alive} alive) — "
                          "the vote stands"),
    "mod_too_many": ("{modifier}: уже изменено {changes} (живых {alive}) — голос игрока {voter} не изменён",
                     "{modifier}: {changes} already changed ({alive} alive) — {voter}'s vote stands"),
    "mod_next_day": ("{modifier}: {voter} теряет голос на следующем голосовании",
                     "{modifier}: {voter} loses his vote in the next vote"),
    "penalty_votes_counted": ("штрафные голоса против игрока {target}: +{weight}", "penalty votes against {target}: +{weight}"),
    # the count and the verdict
    "tally_totals": ("итоги голосования: {totals}", "the vote's totals: {totals}"),
    "tie_no_verdict": ("ничья ({tied}, по {votes}): никто не выбывает", "a tie ({tied}, {votes} each): nobody goes"),
    "tie_coin_host": ("ничья ({tied}, по {votes}): монетка ведущего выбрала {chosen}",
                      "a tie ({tied}, {votes} each): the host's coin chose {chosen}"),
    "tie_coin_seed": ("ничья ({tied}, по {votes}): монетка по зерну {seed} выбрала {chosen}",
                      "a tie ({tied}, {votes} each): the coin by seed {seed} chose {chosen}"),
    "tie_needs_coin": ("ничья ({tied}, по {votes}): нужна монетка ведущего (day.coin) — пока никто не выбывает",
                       "a tie ({tied}, {votes} each): the host must toss the coin (day.coin); nobody goes until then"),
    "decider_chose": ("голосование выбрало {decider}; в письме ведущему он назвал {chosen}",
                      "the vote chose {decider}; in his letter to the host he named {chosen}"),
    "decider_silent": ("голосование выбрало {decider}; письма не было — уходит он сам",
                       "the vote chose {decider}; he sent no letter, so he goes himself"),
    "verdict_override": ("{target}: итог дня задан ведущим («Повешены днём»)", "{target}: the day's result as the host gave it "
                         "(day.lynched)"),
    "autokill": ("{target} {target:набрал} {points} {points:штрафной балл}: автоматически умирает, роль вскрывается",
                 "{target} has {points} penalty points: he dies at once, his role revealed"),
    # penalties
    "penalty_not_voted": ("{who} не {who:проголосовал}", "{who} did not vote"),
    "modkill_second_skip": ("{target} пропускает голосование второй раз за игру: модкилл{rule_ru}",
                            "{target} skips the vote a second time in the game: a modkill{rule_en}"),
    "second_skip_penalty": ("{target} пропускает голосование второй раз за игру: штраф, как за первый{rule_ru}",
                            "{target} skips the vote a second time in the game: a penalty as the first{rule_en}"),
    "death_modkill": ("{victim} {victim:выведен} из игры ведущим (модкилл)", "{victim} is removed by the host (a modkill)"),
    "penalty_violation": ("{who} {who:голосовал} с нарушением — как не голосовавший", "{who} voted against the rules: as "
                          "not voting"),
    "penalty_words": ("{who} {who:написал} за день {words} {words:слово} из {min_words}: штрафной балл, всего {points}",
                      "{who} wrote {words} words of {min_words} this day: a penalty point, {points} in all"),
    "event_not_first_day": ("это событие не выпадает в первый день: оно меняется на другое — укажите его (day.event); "
                            "пока голоса считаются без него", "this event cannot fall on the first day: it changes to "
                            "another one — name it (day.event); the votes are counted without it meanwhile"),
    # the game
    "winner_after_day": ("Игра окончена: победили {side} (в живых: {alive})", "The game is over: {side} won "
                         "(alive: {alive})"),
    "winner_after_night": ("Игра окончена: победили {side} (в живых: {alive})", "The game is over: {side} won "
                           "(alive: {alive})"),
}


def coin_words(coin: str | None) -> dict[str, Any]:
    ru, en = {
        "host": ("монетка была (бросил ведущий)", "the coin was tossed (by the host)"),
        "seed": ("монетка была (по зерну файла)", "the coin was tossed (by the file's seed)"),
        "pending": ("ничья, нужна монетка ведущего", "a tie: the host's coin is needed"),
    }.get(coin or "", ("без монетки", "no coin"))
    return {"coin_ru": ru, "coin_en": en}
