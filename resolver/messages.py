"""Every sentence the tool says about a decision, in Russian and English, by code."""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, tuple[str, str]] = {
    # the engine's mechanics: stages, protections, derived acts, resources, limits
    "protected": ("у {who} сработала защита: {protection}", "{who}'s protection worked: {protection}"),
    "result_table": ("по таблице результатов это действие против {who} неудачно",
                     "by the result table this act on {who} fails"),
    "item_spent": ("у {who} израсходован предмет: {item}", "{who} used up an item: {item}"),
    "illegal_self": ("на себя этот ход делать нельзя", "this move may not target oneself"),
    "illegal_no_item": ("у {who} нет предмета «{item}»", "{who} has no «{item}»"),
    "illegal_no_uses": ("у {who} не осталось использований этого хода", "{who} has no uses of this move left"),
    "derived_redirect": ("ход {who} перенаправлен на новую цель", "{who}'s move went to a new target"),
    "derived_protection": ("ответное действие, вызванное защитой", "an act made by a protection"),
    "move_redirected": ("цель хода {who} сменил {by}", "{by} changed the target of {who}'s move"),
    "nothing_to_redirect": ("у {who} нет хода, который ещё можно перенаправить",
                            "{who} has no move left that could be redirected"),
    "actor_away": ("{who} в отъезде этой ночью ({by}) и не ходит", "{who} is away tonight ({by}) and cannot move"),
    "actor_drunk": ("{who} выпил водку и не ходит", "{who} drank the vodka and cannot move"),
    "actor_asleep": ("{who} усыплён ({by}) и не ходит", "{who} was put to sleep ({by}) and cannot move"),
    "actor_forgot": ("{who} усыплён ({by}) и не помнит, что делал ночью", "{who} was put to sleep ({by}) and "
                     "does not remember what he did"),
    "target_unreachable": ("цель {who} недоступна этой ночью ({by})", "the target {who} is out of reach tonight ({by})"),
    "letter_poisoned": ("отравлен", "poisoned"),
    "death_shot": ("{victim} застрелен ({by})", "{victim} was shot ({by})"),
    "death_knife": ("{victim} убит ножом ({by})", "{victim} was killed with a knife ({by})"),
    "death_knife_bloody": ("{victim} зарезан жестоко ({by})", "{victim} was killed bloodily ({by})"),
    "death_poison": ("{victim} умер от отравления", "{victim} died of the poison"),
    "death_stake": ("{victim} посажен на кол", "{victim} was staked"),
    # results and reasons
    "success": ("ход удался", "the move worked"),
    "actor_dead": ("{who} мертв к этому шагу ({by})", "{who} is dead by this step ({by})"),
    "actor_robbed": ("{who} обворован ({by})", "{who} was robbed ({by})"),
    "move_stolen": ("ход {who} украл {by}", "{who}'s move was stolen by {by}"),
    "actor_beaten": ("{who} избит ({by})", "{who} was beaten ({by})"),
    "actor_guest": ("{who} в гостях у {by} и ход пропускает", "{who} is a guest of {by} and skips the move"),
    "invited_each_other": ("{who} уже в гостях у {by}: его заявка на приглашение сработала первой",
                           "{who} is already {by}'s guest: that invitation came first"),
    "target_dead": ("цель {who} мертва ({by})", "the target {who} is dead ({by})"),
    "target_beaten": ("цель {who} избита, её никто не может найти ({by})",
                      "the target {who} was beaten and cannot be found ({by})"),
    "target_guest": ("цель {who} в гостях у {by}", "the target {who} is a guest of {by}"),
    "target_at_shizik": ("цель {who} в гостях у Шизика {by}, чья заявка пришла раньше или шаг раньше",
                         "the target {who} is at the Shizik {by}'s, whose move came first"),
    "target_at_vixen": ("цель {who} в гостях у Стервы {by}, чья заявка пришла раньше",
                        "the target {who} is at the Vixen {by}'s, whose request came first"),
    "target_healed": ("цель {who} вылечена ({by})", "the target {who} was healed ({by})"),
    "target_guarded": ("цель {who} под охраной ({by})", "the target {who} was guarded ({by})"),
    "target_robbed": ("цель {who} обворована ({by})", "the target {who} was robbed ({by})"),
    "sender_dead": ("отправитель {who} мертв", "the sender {who} is dead"),
    "sender_blocked": ("отправитель {who} не мог ходить ({by})", "the sender {who} could not move ({by})"),
    "steal_failed": ("жульничество не удалось, украденного хода нет", "the steal failed: no stolen move"),
    "not_role_peaceful": ("{who} не ролевой мирный", "{who} is not a peaceful with a role"),
    "not_mafia_target": ("{who} не член мафии", "{who} is not a mafia member"),
    "not_own_clan": ("{who} не из его клана", "{who} is not of his clan"),
    "target_not_dead": ("{who} жив: заменить можно только убитого мафа", "{who} is alive: only a dead mafioso is replaced"),
    "doomed_until_healed": ("{who}, жертва Шизика, до лечения не ходит", "{who}, the Shizik's victim, cannot move before the heal"),
    "clan_dead": ("в клане {clan} не осталось живых", "clan {clan} has no living member"),
    "already_replaced": ("Актер уже заменил одного мафа", "the Actor has already replaced a mafioso"),
    "son_target": ("цель {who} — Внебрачный сын Босса: клан {clan} отменяет убийство",
                   "the target {who} is the Boss's son: clan {clan} calls off its kill"),
    "hunt_off": ("мирная охота в этой игре выключена", "peaceful hunts are off in this game"),
    "son_hunt": ("ни одна мирная охота сына не пройдёт", "none of the son's hunts succeeds"),
    "quorum_not_met": ("на цель вышли {count} охотника(ов), нужно {quorum}",
                       "{count} hunter(s) on the target, {quorum} needed"),
    "detective_dead": ("Детектив мертв, а искомая роль не выбрана", "the Detective is dead and no role is sought"),
    "detective_beaten": ("Детектив {who} избит", "the Detective {who} was beaten"),
    "no_attempt": ("на {who} не покушались и не убили", "nobody attacked or killed {who}"),
    # answers and info
    "answer_mafia": ("{who}: мафия", "{who}: mafia"),
    "answer_peaceful": ("{who}: мирный", "{who}: peaceful"),
    "answer_role": ("{who}: ролевой мирный", "{who}: a peaceful with a role"),
    "answer_plain": ("{who}: неролевой мирный", "{who}: a plain peaceful"),
    "answer_son": ("{who}: Внебрачный сын Босса", "{who}: the Boss's son"),
    "answer_found": ("{who}: это тот, кого вы ищете", "{who}: the one you seek"),
    "answer_not_found": ("{who}: не тот, кого вы ищете", "{who}: not the one you seek"),
    "witness_saw": ("на {who} покушались: {attackers}", "{who} was attacked by: {attackers}"),
    "client_doomed_too": ("Стерва в гостях у Шизика {shizik} — её гость {who} тоже его жертва",
                          "the Vixen is at the Shizik {shizik}'s: her guest {who} is his victim too"),
    "actor_takes_role": ("со следующей ночи Актер играет роль {who}: {role}",
                         "from the next night the Actor plays {who}'s role: {role}"),
    "hosts_both": ("Стерва принимает Шизика {who} вместе с его гостем ({guests})",
                   "the Vixen hosts the Shizik {who} together with his guest ({guests})"),
    "doom_lifted": ("{who} провёл ночь у Стервы и не станет жертвой Шизика",
                    "{who} spent the night at the Vixen's and is not the Shizik's victim"),
    # deaths and survivals
    "death_lynch": ("{victim} повешен по итогам Линча", "{victim} was lynched"),
    "death_exhaustion": ("{victim}, жертва Шизика прошлой ночи, умирает от истощения",
                         "{victim}, last night's Shizik victim, dies of exhaustion"),
    "death_mortar": ("{victim} убит из миномёта ({by})", "{victim} was killed by the mortar ({by})"),
    "death_clan": ("{victim} убит кланом ({by})", "{victim} was killed by the clan ({by})"),
    "death_maniac": ("{victim} зарезан Маньяком {by}", "{victim} was stabbed by the Maniac {by}"),
    "death_hunt": ("{victim} убит мирной охотой", "{victim} was killed by the peaceful hunt"),
    "death_blast": ("{victim} погиб при взрыве у {host}", "{victim} died in the blast at {host}'s"),
    "blast_hits": ("взрыв у {host} задевает {victim}", "the blast at {host}'s reaches {victim}"),
    "blast_protected": ("{victim} пережил взрыв у {host}: {protection}",
                        "{victim} survived the blast at {host}'s: {protection}"),
    "blast_healed": ("{victim} пережил взрыв у {host}: его лечил Врач",
                     "{victim} survived the blast at {host}'s: healed by the Doctor"),
    "earlier_request": ("заявка {first} пришла раньше ({first_time}), чем заявка {later} ({later_time})",
                        "{first}'s request came earlier ({first_time}) than {later}'s ({later_time})"),
    "step": ("по порядку ходов", "by the order of moves"),
    "later_step": ("«{what}» ({by}, {step}) идёт позже по порядку ходов и этот ход ({own_step}) не отменяет",
                   "«{what}» ({by}, {step}) comes later in the order of moves and does not undo this move ({own_step})"),
    "same_step": ("«{what}» ({by}) на том же шаге: ходы одного шага одновременны",
                  "«{what}» ({by}) is at the same step: moves of one step are simultaneous"),
    "not_in_list": ("{who}: «{status}» нет в списке неудач этой роли, а строгие списки включены (strict_failure_lists)",
                    "{who}: «{status}» is not in this role's failure list, and strict_failure_lists is on"),
    "full_moon": ("Полнолуние: клан убивает двоих", "Full moon: the clan kills two"),
    # cycles
    "cycle_resolved": ("ходы влияют друг на друга по кругу ({acts}); согласованный исход один",
                       "these moves affect each other in a ring ({acts}); one consistent outcome"),
    "cycle_ambiguous": ("ходы влияют друг на друга по кругу ({acts}); согласованных исходов {count}, "
                        "это исход №{alternative} — нужно решение ведущего",
                        "these moves affect each other in a ring ({acts}); {count} consistent outcomes, "
                        "this is outcome #{alternative}: the host must rule"),
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
    # letters, newspaper, host
    "letter_doomed": ("Вы чувствуете себя очень усталым и больным",
                      "You feel very tired and ill"),
    "son_joins": ("{who} — Внебрачный сын Босса; он занимает место убитого босса клана {clan}",
                  "{who} is the Boss's son; he takes the dead Boss's place in clan {clan}"),
    "son_joins_smaller": ("{who} — Внебрачный сын Босса; убиты оба босса, он уходит в клан, где меньше игроков: "
                          "{clan} ({sizes})",
                          "{who} is the Boss's son; both Bosses died, he joins the smaller clan: {clan} ({sizes})"),
    "son_revealed_to_clan": ("Внебрачный сын Босса — {who}, теперь он ваш босс",
                             "The Boss's son is {who}, now your Boss"),
    "son_revealed": ("Внебрачный сын Босса — {who}; он занимает место босса клана {clan}",
                     "The Boss's son is {who}; he takes the Boss's place in clan {clan}"),
    "son_lot": ("оба босса убиты, кланы равны ({clans}): клан сына {who} решает жребий ведущего",
                "both Bosses died and the clans are equal ({clans}): the host draws lots for the son {who}"),
    "son_killed": ("Убит Внебрачный сын Босса", "The Boss's son was killed"),
    "clan_kill_cancelled": ("Убийство от мафов не произошло", "The mafia's kill did not happen"),
    "proxy_duplicate": ("дублирующий ход не учтён: учтён ход {kept}", "duplicate move not counted: {kept}'s counts"),
    "clan_priority": ("не учтено: убийство от клана отправил {kept} (приоритет ролей)",
                      "not counted: {kept}'s clan kill has priority"),
}

RESULT_WORDS = {
    "success": ("удачно", "success"),
    "failed": ("неудачно", "failed"),
    "void": ("не состоялся", "void"),
    "not_counted": ("не учтён", "not counted"),
}


class _Defaults(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "—"


def render(code: str, params: dict[str, Any], lang: str = "ru") -> str:
    ru, en = MESSAGES.get(code, (code, code))
    template = ru if lang == "ru" else en
    clean = {k: (", ".join(v) if isinstance(v, list) else v) for k, v in params.items()}
    return template.format_map(_Defaults(clean))


def result_word(result: str, lang: str = "ru") -> str:
    ru, en = RESULT_WORDS.get(result, (result, result))
    return ru if lang == "ru" else en
