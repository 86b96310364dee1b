"""Every sentence the tool says about a decision, in Russian and English, by code.

This table holds the engine's generic codes only (a move that worked, a dead actor or target,
the order of moves, rings of moves, the report's own lines). A rule set's codes live in its
package (`resolver/rulesets/<id>/messages.py`) and reach `render` through `RulesetSpec.messages`,
which is looked up first: a rule set may also reword a generic code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from resolver.text.results import RESULT_WORDS, result_word  # noqa: F401  (re-exported: the report's words)

if TYPE_CHECKING:
    from resolver.specs.ruleset import RulesetSpec

MESSAGES: dict[str, tuple[str, str]] = {
    # the engine's mechanics: stages, protections, derived acts, resources, limits
    "protected": ("у игрока {who} сработала защита: {protection}", "{who}'s protection worked: {protection}"),
    "result_table": ("по таблице результатов это действие против игрока {who} неудачно",
                     "by the result table this act on {who} fails"),
    "quorum_not_met": ("до цели дошли {count} ({hunters}), нужно не меньше {quorum}",
                       "{count} reached the target ({hunters}), at least {quorum} needed"),
    "item_spent": ("у игрока {who} израсходован предмет: {item}", "{who} used up an item: {item}"),
    "clan_item_passed": ("клановый предмет «{item}» погибшего игрока {dead} переходит к игроку {who} (клан может выбрать "
                         "другого большинством голосов)", "the clan item «{item}» of the dead {dead} passes to "
                         "{who} (the clan may choose another by a majority)"),
    "letter_stayed_home": ("хода нет — сидел дома", "no move sent — stayed home"),
    "guilty_of_death": ("{who} грешен: по его причине умер {victim}", "{who} is sinful: {victim} died because of him"),
    "letter_guilty": ("{who} грешен", "{who} is sinful"),
    "letter_not_guilty": ("{who} не грешен", "{who} is not sinful"),
    "search_miss": ("{who} — не тот, кого искали", "{who} is not the one sought"),
    "item_made": ("у игрока {who} появился предмет: {item}", "{who} now holds a new item: {item}"),
    # recruitment, forced acts (resolver/engine/recruit.py)
    "recruit_no_clan": ("не указан клан, в который переводится {who}", "no clan named to take {who} into"),
    "recruit_same_clan": ("{who} уже в этом клане", "{who} is already in this clan"),
    "recruit_wrong_side": ("{who} нельзя завербовать: вербовать можно только мирных",
                           "{who} cannot be recruited: only the peaceful can"),
    "recruit_barred": ("{who} нельзя завербовать: роль невербуема", "{who} cannot be recruited: the role is not recruitable"),
    "recruit_taken": ("{who} этой ночью уже завербован ({into})", "{who} was already recruited tonight ({into})"),
    "recruit_clan_full": ("в клане {into} уже {cap} членов: {who} не вербуется",
                          "the clan {into} already has {cap} members: {who} is not recruited"),
    "recruit_wrong_role": ("{who} нельзя завербовать: вербуется только Мирный житель без роли, а не {role}",
                           "{who} cannot be recruited: only a Villager without a role, not {role}"),
    "recruit_role_present": ("вербовка невозможна: в игре есть {role}", "no recruitment: there is a {role} in the game"),
    "recruit_refused": ("{who} отказался от вербовки", "{who} refused to be recruited"),
    "letter_invited": ("вам поступило предложение о вербовке", "you were invited to join a clan"),
    "letter_recruited": ("вы завербованы: с наступлением утра вы {role} ({clan})",
                         "you were recruited: from the morning you are {role_en} ({clan})"),
    "recruit_keeps_role": ("{who} при вербовке сохраняет роль «{role}»", "{who} keeps the role «{role}» when recruited"),
    "move_forced": ("ход игрока {who} заменён: {by} направил его к игроку {target} независимо от его хода",
                    "{who}'s move was replaced: {by} sent him to {target} whatever his own move"),
    "illegal_move": ("ход против правил: {move} — {why}", "a move against the rules: {move} — {why}"),
    "illegal_kind": ("у роли {role} нет хода «{action}»", "the role {role} has no move «{action}»"),
    "illegal_self": ("на себя этот ход делать нельзя", "this move may not target oneself"),
    "illegal_no_item": ("у игрока {who} нет предмета «{item}»", "{who} has no «{item}»"),
    "illegal_no_uses": ("у игрока {who} не осталось использований этого хода", "{who} has no uses of this move left"),
    "derived_retarget": ("ход игрока {who} перенаправлен на новую цель", "{who}'s move went to a new target"),
    "derived_protection": ("ответное действие, вызванное защитой", "an act made by a protection"),
    "nothing_to_redirect": ("у игрока {who} нет хода, который ещё можно перенаправить",
                            "{who} has no move left that could be redirected"),
    "result_table_ok": ("по таблице результатов это действие против игрока {who} удачно",
                        "by the result table this act on {who} succeeds"),
    "see_also": ("то же говорит описание роли игрока {who}", "the role section of {who} says the same"),
    "protection_passed": ("у игрока {who} есть {protection}, но от этого действия не защищает",
                          "{who} holds {protection}, but it does not stop this act"),
    "protection_knocked_off": ("{protection} у игрока {who} не останавливает это действие и сбита им",
                               "{who}'s {protection} does not stop this act and is knocked off by it"),
    "protection_gone": ("{protection} у игрока {who} уже сработала раньше по порядку ходов",
                        "{who}'s {protection} already acted earlier in the order of moves"),
    "protection_queue": ("по очереди защиты (п.05) сработала первой: {protection}",
                         "by the protection queue {protection} acted first"),
    "reported_success": ("по таблице результатов совершивший слышит «удачно»", "by the result table its doer hears «success»"),
    "reported_failed": ("по таблице результатов совершивший слышит «неудачно»", "by the result table its doer hears «failed»"),
    "protection_passed_rule": ("правило этого действия: {protection} его не останавливает",
                               "this act's own rule: {protection} does not stop it"),
    "move_rule": ("ход «{action}» по правилам роли", "the move «{action}» by the role's rules"),
    "clan_sender": ("ходы клана отправляет {who}; ход сделал {by}", "{who} sends the clan's moves; {by} made this one"),
    "clan_shared": ("{who} ходит вместе с членами своего клана ({others}): этот ход можно делать нескольким",
                    "{who} goes with members of his clan ({others}): this move may be shared"),
    "clan_second_move": ("такой ход клана этой ночью уже сделал {first}: второй однотипный ход незаконен",
                         "{first} already made this clan move tonight: a second one of the type is illegal"),
    "clan_not_sender": ("ход клана этого типа засчитан у {first}, этот не учитывается",
                        "the clan's move of this type counts for {first}; this one is not counted"),
    "illegal_repeat": ("{who} не может воздействовать на игрока {target} две ночи подряд",
                       "{who} may not act on {target} two nights running"),
    "derived_watch": ("{who} увидел удачное враждебное действие ({seen})",
                      "{who} saw a successful hostile act ({seen})"),
    "letter_promoted": ("с наступлением утра вы стали: {role}", "at dawn you became: {role_en}"),
    "report_hostile": ("{who} → {whom}: {action} (враждебное действие)", "{who} → {whom}: {action} (a hostile act)"),
    "report_watch": ("{who} следил за {whom}", "{who} watched {whom}"),
    "report_home": ("{who} сидел дома", "{who} stayed home"),
    "report_visit": ("{who} посетил {whom}", "{who} visited {whom}"),
    "report_hostile_yes": ("{who} совершал враждебное действие этой ночью", "{who} made a hostile act tonight"),
    "report_hostile_no": ("{who} не совершал враждебных действий этой ночью", "{who} made no hostile act tonight"),
    "team_second_move": ("ход этого типа этой ночью уже сделал {first}: второй однотипный ход незаконен",
                         "{first} already made a move of this type tonight: a second one is illegal"),
    "report_dead": ("трупы этой ночи: {dead}", "tonight's dead: {dead}"),
    "revived": ("{who} реанимирован ({by}) и жив", "{who} was reanimated ({by}) and lives"),
    "revive_no_corpse": ("{who} не среди трупов этой ночи: реанимировать некого",
                         "{who} is not among tonight's dead: nobody to reanimate"),
    "revive_not_corpse": ("{who} посажен, а не убит: посаженный — не труп, реанимировать некого",
                          "{who} was jailed, not killed: a jailed player is no corpse, nobody to reanimate"),
    "revive_out_before_night": ("{who} выбыл из игры до этой ночи: реанимировать можно только труп этой ночи",
                                "{who} left the game before this night: only a corpse of this night can be reanimated"),
    "illegal_once_per_target": ("{who} уже воздействовал так на игрока {target} в этой игре: не более одного раза за игру",
                                "{who} already used this on {target} this game: once a game on one player"),
    "illegal_not_found": ("{who} не проверял {target} (или проверка не нашла): без проверки нельзя",
                          "{who} has not checked {target} (or the check found nothing): not without a check"),
    "illegal_not_rested": ("{who} не пропускал ход: энергия не накоплена",
                           "{who} has not skipped a move: no energy stored"),
    "turned": ("{who} становится: {role} (свою роль не теряет)", "{who} becomes: {role} (keeps his own role)"),
    "taken_with": ("{victim} умирает вместе с {with_}", "{victim} dies together with {with_}"),
    "answer_role": ("{who} — {role}", "{who} is the {role_en}"),
    "giver_dies": ("{victim} умирает: {by} этой ночью сделал это", "{victim} dies: {by} did it tonight"),
    "nothing_to_relay": ("{who} прошлой ночью не проверял никого: сообщать нечего",
                         "{who} checked nobody last night: nothing to pass on"),
    "illegal_role_limit": ("{who} не может делать этот ход, пока в клане есть {others}",
                           "{who} may not make this move while the clan has {others}"),
    "too_late": ("ход, который нужно было изменить, по порядку ходов уже сделан (шаг «{step}» позже)",
                 "the move to change was already made in the order of moves (the step «{step}» is later)"),
    "earlier_step": ("«{by}» ходит раньше ({place}), чем этот ход ({own_place})",
                     "«{by}» moves earlier ({place}) than this move ({own_place})"),
    "post_label": ("в утреннем посте: «{label}: {victim}»", "in the morning post: «{label}: {victim}»"),
    "dead_gets_result": ("{who} убит, но как клановый игрок получает результат своего хода",
                         "{who} was killed, but as a clan player gets his move's result"),
    "dead_no_result": ("{who} убит и результат своего хода не получает",
                       "{who} was killed and gets no result of his move"),
    "result_after_revive": ("{who} реанимирован: жив утром и результат своего хода получает",
                            "{who} was reanimated: alive at dawn, he gets his move's result"),
    "pending_kept": ("{who}: отложенный эффект переходит на следующую ночь", "{who}: the pending effect moves to the next night"),
    "death_knife_post": ("{victim} зарезан ({by})", "{victim} was stabbed ({by})"),
    # results and reasons
    "success": ("ход удался", "the move worked"),
    "actor_dead": ("{who} мертв к этому шагу ({by})", "{who} is dead by this step ({by})"),
    "target_dead": ("цель {who} мертва ({by})", "the target {who} is dead ({by})"),
    "blast_hits": ("взрыв у игрока {host} задевает игрока {victim}", "the blast at {host}'s reaches {victim}"),
    "blast_protected": ("{victim} пережил взрыв у игрока {host}: {protection}",
                        "{victim} survived the blast at {host}'s: {protection}"),
    "derived_label_retarget": ("новая цель", "new target"),
    "derived_label_protection": ("ответное действие", "made by a protection"),
    "derived_label_forced": ("по визитке", "forced by a card"),
    "derived_forced": ("{by} направил игрока {who} к цели независимо от его хода", "{by} sent {who} to the target whatever his own move"),
    # ties and the order of moves
    "earlier_request": ("заявка {first} пришла раньше ({first_time}), чем заявка {later} ({later_time})",
                        "{first}'s request came earlier ({first_time}) than {later}'s ({later_time})"),
    "same_time": ("заявки {first} и {later} пришли в одно время ({time}): «пришедшая раньше» их не различает",
                  "{first}'s and {later}'s requests came at the same time ({time}): «the earlier» tells neither first"),
    "step": ("по порядку ходов", "by the order of moves"),
    "later_step": ("«{what}» ({by}, {place}) идёт позже по порядку ходов и этот ход ({own_place}) не отменяет",
                   "«{what}» ({by}, {place}) comes later in the order of moves and does not undo this move ({own_place})"),
    # a move's place in the order of moves when its step is named for another role (an antidote at the Доктор's)
    "same_step": ("«{what}» ({by}) на том же шаге: ходы одного шага одновременны",
                  "«{what}» ({by}) is at the same step: moves of one step are simultaneous"),
    # {status}: the dropped condition's own sentence (resolver.report.decision_text renders it)
    "not_in_list": ("{status}, но этого нет в списке неудач его роли, а строгие списки включены (strict_failure_lists)",
                    "{status}, but that is not in his role's failure list, and strict_failure_lists is on"),
    # cycles
    "cycle_resolved": ("ходы влияют друг на друга по кругу ({acts}); согласованный исход один",
                       "these moves affect each other in a ring ({acts}); one consistent outcome"),
    "cycle_ambiguous": ("ходы влияют друг на друга по кругу ({acts}); согласованных исходов {count}, "
                        "это исход №{alternative} — нужно решение ведущего",
                        "these moves affect each other in a ring ({acts}); {count} consistent outcomes, "
                        "this is outcome #{alternative}: the host must rule"),
    "host_choice": ("ведущий выбрал исход №{alternative} из {count} (записано в ночи); круг ходов: {acts}",
                    "the host chose outcome #{alternative} of {count} (recorded with the night); the ring: {acts}"),
    "cycle_search_cut": ("поиск исходов круга ({acts}) остановлен на пределе: найдено {found}, могут быть и другие",
                         "the search of the ring ({acts}) stopped at its limit: {found} found, there may be more"),
    "cycle_search_error": ("решатель не дал ответа для круга ({acts})", "the solver gave no answer for the ring ({acts})"),
    "cycle_infeasible": ("у круга ходов ({acts}) доказанно нет согласованного исхода: противоречат друг другу {clauses}",
                         "the ring ({acts}) provably has no consistent outcome: {clauses} contradict each other"),
    "cycle_no_consistent": ("из {checked} вариантов круга ({acts}) ни один не согласован при проверке",
                            "none of the {checked} candidates of the ring ({acts}) is consistent when checked"),
    "independent_rings": ("в ночи {rings} независимых круга ходов ({counts} исходов): всего {total} исходов",
                          "the night has {rings} independent rings ({counts} outcomes): {total} outcomes in all"),
    "outcomes_cut": ("в ночи {rings} независимых круга ходов ({counts}): всего {total} исходов, показаны первые {shown}",
                     "the night has {rings} independent rings ({counts}): {total} outcomes, the first {shown} shown"),
    "cycle_fallback": ("у круга ходов ({acts}) нет согласованного исхода; решил порядок ходов, раньше — первым",
                       "the ring of moves ({acts}) has no consistent outcome; the order of moves decided, "
                       "earliest first"),
    # the report's own lines
    "nobody_died": ("Этой ночью никто не погиб.", "Nobody died tonight."),
    "derived_move": ("производный ход", "derived move"),
    "several_outcomes": ("ВНИМАНИЕ: правила допускают несколько исходов, нужен выбор ведущего.",
                         "NOTE: the rules allow several outcomes; the host must rule."),
}

class _Defaults(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "—"


def _template(code: str, ruleset: "RulesetSpec | None") -> tuple[str, str]:
    if ruleset is not None:
        found = ruleset.messages.get(code) or MESSAGES.get(code)
        return found or (code, code)
    if code in MESSAGES:
        return MESSAGES[code]
    # A caller that did not say which rule set: the first registered one that knows the code.
    from resolver.rulesets import available_rulesets, get_ruleset

    for ruleset_id in available_rulesets():
        table = get_ruleset(ruleset_id).messages
        if code in table:
            return table[code]
    return (code, code)


def render(code: str, params: dict[str, Any], lang: str = "ru", ruleset: "RulesetSpec | None" = None) -> str:
    """The sentence for `code`: the rule set's table first, then the generic one.

    A parameter `NAME_ru` / `NAME_en` fills `{NAME}` in that language, over a plain `NAME`
    (names the rule set gives in both languages).
    """
    ru, en = _template(code, ruleset)
    template = ru if lang == "ru" else en
    clean = {k: (", ".join(v) if isinstance(v, list) else v) for k, v in params.items()}
    suffix = f"_{lang}"
    for key, value in list(clean.items()):
        if key.endswith(suffix):
            clean[key[: -len(suffix)]] = value
    return template.format_map(_Defaults(clean))
