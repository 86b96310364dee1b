"""Andorra's civilian roles and the Крёстный отец, as data (issue 10 item 2; branch andorra_civil).

Kept apart from `data.py` (the clans, items and general clauses) so the two halves merge cleanly;
`data.py` appends these rows to its lists. Rulings AN-40 … AN-59 are in docs/rulings_andorra.md.

- Мэр города (L175-182) and Крёстный отец (L165-172): a vote taken for the next day (a day modifier
  `next_day` laid by a status), a move taken tonight (an actor condition, «приравнивается к
  «неудачно»»), «не две ночи подряд» (`repeat_limit` over both influences) and «каждое воздействие на
  одного игрока не более одного раза за игру» (`once_per_target`). The Крёстный отец is of no clan and
  wins with any one clan (`resolver/day/win.py`, side `mafia:?`).
- Медсестра (L192-198): the stomach pump cures a pending poison (a cure of the poison's death),
  once a game per player, herself included; the blood test answers «Нечисть или нет» (`answers`); the
  quarantine takes the next day's vote.
- Реаниматор (L199-205): the `revive` effect at step 40 on one of tonight's dead, not himself, not the
  same player two nights running.
- Копы (L206-229): the shot; the searches that shoot on a hit (a kill whose target rule is the role
  sought: a miss is «неудачно», no shot); one move of a type a night as a team (`cops_moves`); the
  depression after killing a Мирный (`on_kill_of`: a day modifier and a pending effect that takes the next
  night's move); the promotion at dawn (`PROMOTION`, a `PromotionSpec`); the допрос (`reports = "hostile"`).
- Журналист (L248-260): the five kinds of report from the night's outcomes (`reports = "story"`).
- Прокурор (L272-277): the search for a loner (`answers`); the accusation twice a game (`day.py`).
- Палач (L278-283): a watch whose seen hostile act makes the axe (`on_watched`), which ignores the
  protection queue (`ignores_protections`) and turns him into a Псих on a Мирный (`transforms_on_kill`).
- Мирный житель (L294-299): a watch; a successful hostile act on the watched player offers him a free role.
"""

from __future__ import annotations

from resolver.specs.day import ModifierSpec
from resolver.specs.ruleset import (
    ActionSpec,
    Answers,
    Condition,
    ExemptGeneral,
    IgnoresProtections,
    Kill,
    KillKind,
    Leaves,
    NotSelf,
    OnKillOf,
    OnWatched,
    OptionSpec,
    PendingSpec,
    PerTarget,
    RecruitSpec,
    RepeatBan,
    RepeatLimit,
    Reports,
    Revive,
    RoleSpec,
    TargetLetter,
    TargetMayBeDead,
    TargetRule,
    TeamSingle,
    TellsDead,
    TransformsOnKill,
)
from resolver.specs.succession import PromotionSpec

_CAN_STAKE = ("stake_hunt",)
_CIVIL = ("drink_vodka",) + _CAN_STAKE


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


def _kill(kind: str) -> dict[str, object]:
    return {"kill_kind": kind, "no_blast": True}


# A taken move (L170, L181): «Потерявший возможность сделать ход приравнивается к «неудачно»». For the whole
# night (AN-40, bar_scope = whole_night), or only the moves after the barrer's step (later_steps).
GENERAL: tuple[Condition, ...] = (
    _c("actor", "barred_by_mayor", "actor_barred", "mayor.rules", ruling="AN-40", scope="personal",
       precedence="always", unless=("bar_scope", "later_steps")),
    _c("actor", "barred_by_mayor", "actor_barred", "mayor.rules", ruling="AN-40", scope="personal",
       when=("bar_scope", "later_steps")),
    _c("actor", "barred_by_godfather", "actor_barred", "godfather.rules", ruling="AN-40", scope="personal",
       precedence="always", unless=("bar_scope", "later_steps")),
    _c("actor", "barred_by_godfather", "actor_barred", "godfather.rules", ruling="AN-40", scope="personal",
       when=("bar_scope", "later_steps")),
)

GENERAL += (
    _c("actor", "depressed", "actor_depressed", "sheriff.shot", ruling="AN-46", scope="personal",
       precedence="always"),
)

# With pump_window = same_night the pump also stops a poisoning later the same night (AN-41).
GENERAL += (
    _c("target", "pumped", "target_pumped", "nurse.pump", ruling="AN-41", scope="hostile", stage="after_protections",
       attacks=frozenset({"poison", "bite"}), reported="success", when=("pump_window", "same_night")),
)

# The stomach pump cures the poison that falls due tonight (L195, L120; AN-41).
POISON_DEATH_CURES = (
    _c("target", "pumped", "target_pumped", "nurse.pump", ruling="AN-41"),
)


def _influence(aid: str, ru: str, en: str, step: str, clause: str, rules: str, status: str,
               group: tuple[str, str], aliases: tuple[str, ...]) -> ActionSpec:
    return ActionSpec(aid, ru, en, step, clause, aliases=aliases, visits=True,
                      rows=(RepeatLimit(rules, group), PerTarget(rules), Leaves(status)))


# (L216, L226): «В случае убийства мирного впадает в депрессию. Теряет возможность сделать следующий ночной
# ход и его голос в этот день не учитывается при голосовании» (AN-46).
_DEPRESSION = ("peaceful", ("depressed_vote",), "depression", "sheriff.shot")

# «Клан Копов: Шериф, Следователь. Ходы отправляются Шерифом.» (L206-207) with п.20 «Клановые игроки не могут
# делать однотипные ходы» (L84): with cops_moves = one_per_type, the default (AN-53, DIGEST A-18).
_COPS_SINGLE = ("cops.sender", "cops_moves", "one_per_type")

_MAYOR = ("mayor_vote", "mayor_bar")
_SEEKS = ("prosecutor_seeks_telepath", "prosecutor_seeks_tour_operator", "prosecutor_seeks_maniac")
_GODFATHER = ("godfather_vote", "godfather_bar")

ACTIONS = [
    _influence("mayor_vote", "Мэр: лишить голоса", "Mayor: take a vote", "10", "mayor.vote", "mayor.rules",
               "voteless_by_mayor", _MAYOR, ("лишить голоса",)),
    _influence("mayor_bar", "Мэр: лишить хода", "Mayor: take a move", "10", "mayor.block", "mayor.rules",
               "barred_by_mayor", _MAYOR, ("лишить хода",)),
    _influence("godfather_vote", "Крёстный: лишить голоса", "Godfather: take a vote", "9", "godfather.vote",
               "godfather.rules", "voteless_by_godfather", _GODFATHER, ()),
    _influence("godfather_bar", "Крёстный: лишить хода", "Godfather: take a move", "9", "godfather.block",
               "godfather.rules", "barred_by_godfather", _GODFATHER, ()),
    # «Лечение может быть применено к игроку один раз за игру. Один раз за игру может вылечить себя»
    # (L198): once a game on each player, herself included (AN-41).
    ActionSpec("stomach_pump", "Промывание желудка", "Stomach pumping", "11", "nurse.pump",
               aliases=("промыть желудок", "промывание"), visits=True,
               rows=(PerTarget("nurse.limits"), Leaves("pumped"))),
    ActionSpec("blood_test", "Анализ крови", "Blood test", "11", "nurse.blood",
               aliases=("анализ",), visits=True,
               rows=(
                   Answers(TargetRule("trait", "answer_not_undead", "nurse.blood", value="undead"), "answer_undead",
                           "answer_not_undead"),
               )),
    # «запереть на карантин - голоса на дневном голосовании (сам игрок об этом не узнаёт)» (L197, garbled):
    # read as the vote of the next day taken (AN-44).
    ActionSpec("quarantine", "Карантин", "Quarantine", "11", "nurse.quarantine",
               aliases=("запереть на карантин",), visits=True, rows=(Leaves("quarantined"),)),
    # «Ходит последним и знает все трупы за прошедшую ночь. Реанимирует любого (одного) из них … Себя
    # реанимировать не может. Не может два дня подряд реанимировать одного и того же человека.» (L205). Only
    # tonight's corpses: a player out of the game before the night is the player's illegal move; a jailed one
    # (п.16 «роль посаженного» apart from «убитых») is no corpse (AN-125).
    ActionSpec("reanimate", "Реанимирование", "Reanimation", "40", "reanimator.revive",
               aliases=("реанимировать", "реанимирование трупа"), visits=True, ruling="AN-42",
               rows=(
                   NotSelf("reanimator.rules"),
                   RepeatBan("reanimator.rules"),
                   # «Убитые игроки результат ночного хода не получают» (L33): is the reanimated one of them? (AN-127)
                   Revive(corpse_only="AN-125", result_back_when=("revived_gets_result", True, "p11.dead", "AN-127")),
                   TargetRule("in_game", "revive_out_before_night", "reanimator.rules", illegal=True,
                              ruling="AN-125"),
                   TargetMayBeDead(),
                   TellsDead(),
               )),
    # The Копы's shot (L216, L226) at step 33; a search that shoots on a hit (L217, L227, L228): a miss is
    # no shot, «неудачно» (AN-43).
    ActionSpec("cop_shot", "Выстрел Копа", "Cop's shot", "33", "sheriff.shot",
               aliases=("выстрел шерифа", "выстрел следователя"), hostile=True, attack="shot",
               rows=(TeamSingle(*_COPS_SINGLE, move_type="shot"), Kill("shot"), OnKillOf(*_DEPRESSION))),
    ActionSpec("search_boss", "Поиск Босса мафии", "Search for the Mafia Boss", "25",
               "sheriff.search_boss", aliases=("поиск босса",), hostile=True, attack="shot",
               watch=True,
               rows=(
                   TeamSingle(*_COPS_SINGLE, move_type="search"),
                   Kill("shot"),
                   TargetRule("role", "search_miss", "sheriff.search_boss", value="mafia_boss",
                              ruling="AN-43"),
               )),
    ActionSpec("search_maniac", "Поиск Маньяка", "Search for the Maniac", "25",
               "investigator.search_maniac", aliases=("поиск маньяка",), hostile=True, attack="shot",
               watch=True,
               rows=(
                   TeamSingle(*_COPS_SINGLE, move_type="search"),
                   Kill("shot"),
                   TargetRule("role", "search_miss", "investigator.search_maniac", value="maniac",
                              ruling="AN-43"),
               )),
    # «- поиск Бунтаря. При нахождении - стреляет.» (L218), «- поиск Вербовщика мафии. При нахождении - стреляет.»
    # (L228): the same search as the Boss's and the Maniac's (AN-43), one of the Копы's single moves.
    ActionSpec("search_rebel", "Поиск Бунтаря", "Search for the Rebel", "25",
               "sheriff.search_rebel", aliases=("поиск бунтаря",), hostile=True, attack="shot",
               watch=True,
               rows=(
                   TeamSingle(*_COPS_SINGLE, move_type="search"),
                   Kill("shot"),
                   TargetRule("role", "search_miss", "sheriff.search_rebel", value="rebel", ruling="AN-43"),
               )),
    ActionSpec("search_recruiter", "Поиск Вербовщика мафии", "Search for the Mafia Recruiter", "25",
               "investigator.search_recruiter", aliases=("поиск вербовщика", "поиск вербовщика мафии"), hostile=True,
               attack="shot", watch=True,
               rows=(
                   TeamSingle(*_COPS_SINGLE, move_type="search"),
                   Kill("shot"),
                   TargetRule("role", "search_miss", "investigator.search_recruiter", value="mafia_recruiter",
                              ruling="AN-43"),
               )),
    # «может совершать поиск Одиночек. Ход выглядит следующим образом: Ищу Телепата - имя персонажа. Если этот
    # персонаж Телепат, то получает утвердительный ответ.» (L277; AN-49): one search a loner role of the slice.
    *[ActionSpec(f"prosecutor_seeks_{role}", f"Ищу {ru}", f"Seek the {en}", "27", "prosecutor.search",
                 aliases=(f"поиск {ru.lower()}",), watch=True, ruling="AN-49",
                 rows=(
                     Answers(TargetRule("role", "answer_not_sought", "prosecutor.search", value=role),
                             "answer_sought", "answer_not_sought"),
                 ))
      for role, ru, en in (("telepath", "Телепата", "Telepath"), ("tour_operator", "Туроператора", "Tour operator"),
                           ("maniac", "Маньяка", "Maniac"))],
    # «вызвать на допрос. На допросе узнаёт, совершал ли допрашиваемый враждебное действие в ночь допроса. Ход
    # допрашиваемого не блокируется. Допрашиваемый доступен для воздействий. Допрашиваемый узнаёт, что был на
    # допросе.» (L229; step 41; AN-51)
    ActionSpec("interrogation", "Допрос", "Interrogation", "41", "investigator.interrogation",
               aliases=("вызвать на допрос",), visits=True, ruling="AN-51",
               rows=(TargetLetter("letter_interrogated"), Reports("hostile"))),
    # The depression that falls due the next night (L216, L226; AN-46): made by the engine.
    ActionSpec("depression_due", "Депрессия", "Depression", "0.5", "sheriff.shot", role_move=False, pseudo=True,
               rows=(Leaves("depressed"),)),
    # «следит за ходом персонажа - видит только удачное враждебное действие. Не мешает враждебному действию.
    # Если увидел - рубит голову. Игнорирует защиту. Если отрубил голову Мирному - в момент отрубания головы
    # становится Психом (с 1 шт. взрывчатки). Не рубит голову Нечисти (ответ «неудачно»).» (L283; AN-45)
    ActionSpec("executioner_watch", "Слежка Палача", "The Executioner's watch", "18", "executioner.watch",
               aliases=("следить (палач)", "палач следит"), watch=True, rows=(OnWatched("actor", "behead"),)),
    ActionSpec("behead", "Отрубить голову", "Beheading", "18", "executioner.watch", role_move=False,
               hostile=True, attack="axe", ruling="AN-45",
               rows=(
                   Kill("axe"),
                   # «лечит … кроме топора Палача» (L188): the heal does not stop it.
                   ExemptGeneral("healed"),
                   # The digest's A-26 reading: the blessing still returns the axe (axe_vs_blessing = reflected).
                   IgnoresProtections(meets=(("blessing", "axe_vs_blessing", "reflected"),)),
                   TransformsOnKill("peaceful", "psycho", "executioner.watch"),
               )),
    # «следит за одним из жителей, и в случае удачного враждебного действия на него может выбрать одну из
    # свободных ролей» (L297; AN-47): he is told he may; the host writes the role he takes in the next file.
    ActionSpec("villager_watch", "Слежка МЖ", "The Villager's watch", "20", "villager.watch",
               aliases=("следить (мж)", "мж следит"), watch=True, rows=(OnWatched("target", "free_role_offer"),)),
    ActionSpec("free_role_offer", "Выбор свободной роли", "A free role", "20", "villager.watch",
               role_move=False, ruling="AN-47", rows=(TargetLetter("letter_free_role"),)),
    # «следит за одним из персонажей и узнаёт, что он делал и что с ним происходило» (L251), the five kinds of
    # answer (L254-259), «Не может следить сам за собой» (L260); a visitor (L97). AN-48.
    ActionSpec("journalist_watch", "Слежка Журналиста", "The Journalist's watch", "19", "journalist.watch",
               aliases=("статья", "журналист следит"), visits=True, ruling="AN-48",
               rows=(
                   NotSelf("journalist.not_self"),
                   # «Его цель сидела дома (бухал водку …)» (L258): the drunk target is seen, not out of reach.
                   ExemptGeneral("drunk"),
                   # «3. Его цель исповедана (священник не вскрывается)» (L257): the watch reaches a confessed target
                   # — the answer is there for it — though «Исповедуемый недоступен для других воздействий» (L237).
                   ExemptGeneral("confessed", when=("journalist_sees_confessed", "answer")),
                   Reports("story", status_lines=(("confessed", "report_confessed"),),
                           acts_named_when=("journalist_words", "acts"),
                           # «(все, кто занимается удачным слежением и поиском)» (L256): a missed search (AN-143).
                           missed_watch_when=("journalist_missed_search", "watch"),
                           # a search that found: the shot and the watch, or the shot only (AN-144).
                           found_watch_once_when=("journalist_found_search", "shot"),
                           # «5. Во всех остальных случаях …» (L259): for the whole story, or act by act (AN-145)
                           visits_each_when=("journalist_visits", "each")),
               )),
]

# «вербует Следователя (если в игре отсутствует/выбыл Следователь) из числа МЖ без роли. Вербовка Шерифом
# происходит с первого раза и не требует согласия вербуемого. В случае, если игрока одновременно вербуют Шериф,
# Мафы и/или Бунтарь, то вербовка Шерифом имеет приоритет.» (L219); «Для вербовки Шерифом доступны только Мирные
# жители (без ролей).» (п.08 L22); step 22 «Копы (вербовка)»; a visit (п.23 L97 «Шериф (вербовка)»). AN-71.
COP_RECRUIT = RecruitSpec(
    role="investigator", join_clause="sheriff.recruit", sides=frozenset({"peaceful"}), side_clause="p08.sheriff",
    barred_trait="unrecruitable", barred_clause="p08", consent=False, team=True, roles=frozenset({"villager"}),
    while_absent=("investigator", "sheriff.recruit"), priority_clause="sheriff.recruit",
    taken_clause="p21.priority", letter="letter_cop_recruited", ruling="AN-71",
)

ACTIONS += [
    ActionSpec("cop_recruit", "Вербовка Следователя", "Recruiting the Investigator", "22",
               "sheriff.recruit", aliases=("вербовка шерифом", "завербовать следователя"), visits=True,
               rows=(COP_RECRUIT,)),
]

ROLES = [
    RoleSpec("mayor", "Мэр города", "Mayor", "peaceful", "mayor", _MAYOR + _CIVIL, aliases=("мэр",),
             role_peaceful=True),
    # «Крёстный отец и Мафия не знают друг друга. Крёстный отец побеждает с любым одним кланом» (L172): of the
    # mafia's side, of no clan.
    RoleSpec("godfather", "Крёстный отец", "Godfather", "mafia", "godfather", _GODFATHER + _CAN_STAKE,
             aliases=("крестный", "крёстный")),
    RoleSpec("nurse", "Медсестра", "Nurse", "peaceful", "nurse", ("stomach_pump", "blood_test", "quarantine") + _CIVIL,
             role_peaceful=True),
    RoleSpec("reanimator", "Реаниматор", "Reanimator", "peaceful", "reanimator", ("reanimate",) + _CIVIL,
             role_peaceful=True),
    RoleSpec("sheriff", "Шериф", "Sheriff", "peaceful", "sheriff",
             ("cop_shot", "search_boss", "search_rebel", "cop_recruit") + _CIVIL,
             role_peaceful=True, team="cops", priority=1),
    RoleSpec("investigator", "Следователь", "Investigator", "peaceful", "investigator",
             ("cop_shot", "search_maniac", "search_recruiter", "interrogation") + _CIVIL, role_peaceful=True, team="cops",
             priority=2,
             # «делает выстрел. В случае убийства мирного впадает в депрессию.» (L226): his own line for the shot.
             grants=(("cop_shot", "investigator.shot"),)),
    RoleSpec("prosecutor", "Прокурор", "Prosecutor", "peaceful", "prosecutor", _SEEKS + _CIVIL, role_peaceful=True),
    RoleSpec("executioner", "Палач", "Executioner", "peaceful", "executioner", ("executioner_watch",) + _CIVIL,
             role_peaceful=True),
    RoleSpec("journalist", "Журналист", "Journalist", "peaceful", "journalist", ("journalist_watch",) + _CIVIL,
             role_peaceful=True),
]

# «Если Шерифа убивают, то Следователь становится Шерифом с наступлением утра.» (L208; AN-50): at dawn, a seat
# taken with the others (`RulesetSpec.succession`). «Если Шерифа сажают, то Следователь становится Шерифом с
# наступлением ночи.» (L209, AN-50): the day of the night's file jails the last Шериф, the Следователь moves as the
# Шериф tonight. Two Следователи in the file: the host names the Шериф (AN-126).
PROMOTION = PromotionSpec("investigator", "sheriff", promoted=("letter_promoted", "cops.promotion", None),
                          tie=("promotion_tie", "cops.promotion", "AN-126"),
                          at_nightfall=("letter_promoted_nightfall", "cops.promotion", "AN-50"))

# The villager watches (L297): his role of the slice gets the move.
VILLAGER_ACTIONS = ("villager_watch",)

KILL_KINDS = [
    KillKind("axe", "Убит", "Killed", "p24.axe", aliases=("отрублена голова",)),
]

PENDING = {
    "depression": PendingSpec("depression", "depression_due", "sheriff.shot"),
}

EXTRA_STEPS = [
    ("0.5", 0.5, "(депрессия Копа, убившего Мирного прошлой ночью)", "(the depression of a Cop who killed a "
     "peaceful player last night)", "sheriff.shot"),
]

OPTIONS = [
    OptionSpec("bar_scope", "whole_night", ("whole_night", "later_steps"), "AN-40",
               "The move the Mayor or the Godfather takes: any move of the night, or only the moves after "
               "his step (9, 10).",
               description_ru="Ход, который забирают Мэр или Крёстный отец: любой ход этой ночи или только ходы "
               "после его шага (9, 10)."),
]

OPTIONS += [
    OptionSpec("revived_gets_result", False, (False, True), "AN-127",
               "A player the Reanimator revives was killed tonight, so gets no result of his night move (Cl.11 L33), "
               "or he is alive at dawn, not one of the killed, and gets it.",
               description_ru="Реанимированный Реаниматором убит этой ночью и результата своего ночного хода не получает "
               "(п.11 L33) или он жив утром, не «убитый», и результат получает."),
    OptionSpec("pump_window", "next_night", ("next_night", "same_night"), "AN-41",
               "The Nurse's stomach pump: cures only a poison that falls due tonight (given last night), or also "
               "stops a poisoning later the same night (as the Doctor's heal, A-14).",
               description_ru="Промывание желудка Медсестрой: лечит только яд прошлой ночи (смерть этой ночью) или "
               "ещё и отравление позже этой же ночью (как лечение Доктора, A-14)."),
    OptionSpec("journalist_words", "variants", ("variants", "acts"), "AN-140",
               "What the Journalist is told of a successful hostile act: the text's answer 1 only («someone shot at "
               "his target»), or the act by its name.",
               description_ru="Что Журналист узнаёт об удачном враждебном действии: только ответ 1 текста («кто-то "
               "стрелял в его цель») или само действие по названию."),
    OptionSpec("journalist_sees_confessed", "answer", ("answer", "unreachable"), "AN-141",
               "The Journalist who watches a confessed player: reaches him and is told «his target was confessed» "
               "(answer 3, L257), or does not reach him (L237, «недоступен для других воздействий»).",
               description_ru="Журналист следит за исповеданным: доходит до него и узнаёт «его цель исповедана» "
               "(ответ 3, L257) или не доходит (L237, «недоступен для других воздействий»)."),
    OptionSpec("journalist_missed_search", "visit", ("visit", "watch"), "AN-143",
               "The Journalist whose target searched and found nobody: «удачным» qualifies both nouns of «удачным "
               "слежением и поиском» (L256), so he is told a visit (L259); or the watch alone, so he is told the "
               "search as a watch (answer 2).",
               description_ru="Журналист, чья цель искала и не нашла: «удачным» относится к обоим словам «удачным "
               "слежением и поиском» (L256) — он узнаёт о посещении (L259); или только к слежению — он узнаёт "
               "о поиске как о слежке (ответ 2)."),
    OptionSpec("journalist_visits", "otherwise", ("otherwise", "each"), "AN-145",
               "The Journalist's answer 5 «Во всех остальных случаях … о посещении» (L259): only when his target's "
               "night gives none of answers 1-4, or for each act that is none of them, beside the others.",
               description_ru="Ответ 5 Журналиста «Во всех остальных случаях … о посещении» (L259): только когда "
               "ночь цели не даёт ни одного из ответов 1-4, или для каждого действия, которое не из них, рядом с "
               "остальными."),
    OptionSpec("reanimator_last", "list", ("list", "last"), "A-59",
               "The Reanimator «ходит последним» (L205): at his place in the order of L129 (step 40, before the "
               "interrogation), or after every move (after the interrogation at step 41).",
               description_ru="Реаниматор «ходит последним» (L205): на своём месте в очерёдности L129 (шаг 40, до "
               "допроса) или после всех ходов (после допроса, шаг 41)."),
    OptionSpec("journalist_found_search", "both", ("both", "shot"), "AN-144",
               "The Journalist whose target searched and found: a found search is a successful hostile act (the shot, "
               "answer 1, L255) and a successful search (answer 2, L256), so he is told both; or one act gives one "
               "answer, and he is told the shot only.",
               description_ru="Журналист, чья цель искала и нашла: найденный поиск — удачное враждебное действие "
               "(выстрел, ответ 1, L255) и удачный поиск (ответ 2, L256) — он узнаёт оба; или одно действие — один "
               "ответ, и он узнаёт только о выстреле."),
    OptionSpec("cops_moves", "one_per_type", ("one_per_type", "each"), "AN-53",
               "The Cops: as a clan under Cl.20, one move of a type a night (one shot, one search), the Sheriff's "
               "first; or each makes his role's moves (the Sheriff only sends them).",
               description_ru="Копы: как клан по п.20, один ход каждого типа за ночь (один выстрел, один поиск), "
               "прежде всего Шерифа; или каждый делает ходы своей роли (Шериф их только отправляет)."),
    OptionSpec("axe_vs_blessing", "ignored", ("ignored", "reflected"), "AN-45",
               "The Executioner's axe and the Priest's blessing: the axe ignores it (a «защита», L236), or the blessing "
               "returns the axe to the Executioner (DIGEST A-26).",
               description_ru="Топор Палача и благословение Священника: топор его игнорирует (это «защита», L236) "
               "или благословение возвращает топор Палачу (DIGEST A-26)."),
]

DAY_MODIFIERS = {
    "mayor": ModifierSpec("mayor", "Мэр", "Mayor", "next_day", "mayor.vote", order=7.1, status="voteless_by_mayor"),
    "godfather": ModifierSpec("godfather", "Крёстный отец", "Godfather", "next_day", "godfather.vote", order=7.2,
                              status="voteless_by_godfather"),
    "depression": ModifierSpec("depression", "Депрессия", "Depression", "next_day", "sheriff.shot", order=7.4,
                               status="depressed_vote", ruling="AN-46"),
    "quarantine": ModifierSpec("quarantine", "Карантин", "Quarantine", "next_day", "nurse.quarantine", order=7.3,
                               status="quarantined", ruling="AN-44"),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "actor_barred": ("{who} {who:лишён} хода этой ночью ({by})", "{who} lost his move tonight ({by})"),
    "target_pumped": ("{who}: промывание желудка ({by}) вылечило отравление",
                      "{who}: the stomach pumping ({by}) cured the poison"),
    "answer_undead": ("{who} — Нечисть", "{who} is one of the undead"),
    "answer_not_undead": ("{who} — не Нечисть", "{who} is not one of the undead"),
    "actor_depressed": ("{who} в депрессии после убийства Мирного и не ходит",
                        "{who} is depressed after killing a peaceful player and makes no move"),
    "letter_after_kill": ("убив Мирного ({victim}), вы впали в депрессию: следующей ночью хода нет, голос этого "
                          "дня не учитывается", "having killed a peaceful player ({victim}) you are depressed: no move next "
                          "night, your vote of this day does not count"),
    "letter_cop_recruited": ("вас завербовал Шериф: с наступлением утра вы {role}",
                             "the Sheriff recruited you: in the morning you are the {role_en}"),
    "letter_interrogated": ("вы были на допросе", "you were interrogated"),
    "promotion_tie": ("роль «{role}» осталась без игрока, а принять её могут несколько: {tied} — кого повысить, "
                      "решает ведущий", "the role «{role_en}» has no player left and several may take it: {tied} — "
                      "the host names who is promoted"),
    "letter_free_role": ("вы увидели удачное враждебное действие: можете выбрать одну из свободных ролей",
                         "you saw a successful hostile act: you may choose one of the free roles"),
    "death_axe": ("{victim}: отрублена голова ({by})", "{victim} was beheaded ({by})"),
    "answer_sought": ("{who} — да, это искомая роль", "{who}: yes, the role sought"),
    "answer_not_sought": ("{who} — нет, не искомая роль", "{who}: no, not the role sought"),
    "search_miss": ("{who} — не тот, кого искали: выстрела нет", "{who} is not the one sought: no shot"),
}
