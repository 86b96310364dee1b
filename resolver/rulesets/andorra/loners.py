"""Andorra's loners (Одиночки, L300-359) as data: issue 11 part 1 (branch loners).

Kept apart from `data.py` so that the undead can grow there without clashes; `data.py` appends these rows.
Rulings AN-80 … AN-99 are in docs/rulings_andorra.md.

- Маньяк (L316-322): the quiet kill and the bloody kill with the knife that «Игнорирует бронежилет»; the
  bloody kill also takes the blocker who visited the victim (`takes_givers_of`, A-27: the sleeping pill, the
  excursion, the Шмара's night and clonidine, the Мэр's and the Крёстный отец's taken move); «мучить» takes the
  next day's vote (a day modifier `next_day` laid by a status), is not hostile and the target is not told.
- Телепат (L323-328): the vote he changes is the day's modifier «телепат» (`day.py`, п.28 step 3); the new
  target of a move is a redirect (`redirects`), with rings solved by the engine (A-13).
- Туроператор (L310-315): the tour shields and blocks, the excursion blocks; a player once a game for each
  (`once_per_target`), never the same player two nights running with either (`repeat_limit`).
- Шмара-клофелинщица (L329-336): the night together blocks the move or makes it forgotten and takes the next
  day's vote; clonidine blocks likewise, poisons (a pending death the next night) and takes one item of the
  target's choosing (`takes_item`, never the pistol or the knife); stealing clonidine makes a tablet.
- Псих (L337-343): the explosion spends an explosive (`item_spent = unless_stopped`, A-61), the vest does not
  stop it, the Доктор does not heal it; making an explosive; the pistol killer dies with him while he holds an
  explosive (`RulesetSpec.killer_dies`); jailed by the vote, the last voter against him dies
  (`DayRules.verdict_kills`); the п.17 rows for the Псих (L73-76) and for the explosion (L64, L66, L71).

- Фея (L301-309): a gift from the list (`gift`, a `GiftSpec`), the move's `choice` naming it, not to herself;
  each once until all are given, then the list renews (carried `PlayerState.given`); the target holds it
  from dawn («доступны для использования после ночи дарения»).

- Аферист (L354-359): the votes he changes are the day's modifier «аферист» (a move limited to the last
  voters of the log, `VoteWindow`); the player he chooses votes as he does the next day (a carried `copy`),
  not the same player twice running, at most twice a game each (`uses_per_target`, A-37).
- Бунтарь (L344-353): the unused votes are the day's modifier «бунтарь» (op `assign`, A-36); followers who keep
  their roles (`RecruitSpec.band`), the shot with three followers and the succession by the earliest follower
  (`BandSpec`, `resolver/engine/band.py`).

The followers count as Одиночки for the win by default (A-48, `follower_side`). (their rows in catalog.csv are open).
"""

from __future__ import annotations

from resolver.specs.day import ModifierSpec, VerdictKill, VoteWindow
from resolver.specs.ruleset import (
    ActionSpec,
    BandSpec,
    Condition,
    ExemptGeneral,
    GiftSpec,
    ItemSpec,
    Kill,
    KillKind,
    KillerDies,
    Lays,
    Leaves,
    MakesItem,
    NeedsItem,
    NotSelf,
    OptionSpec,
    PendingSpec,
    PerTarget,
    RecruitSpec,
    Redirects,
    RepeatBan,
    RepeatLimit,
    ResultRow,
    RoleSpec,
    TakeSpec,
    TakesGiversOf,
    TargetLetter,
)
from resolver.rulesets.andorra.civilians import POISON_DEATH_CURES
from resolver.specs.succession import BandHeirSpec

_CAN_STAKE = ("stake_hunt",)

LONER_CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "fairy.gift": ("Фея: дарит подарок из списка", "Fairy: gives a gift from the list", (305, 305)),
    "fairy.not_self": ("Фея: не может сделать подарок себе", "Fairy: not to herself", (306, 306)),
    "fairy.pool": ("Фея: подарки в одном экземпляре, затем обновляются", "Fairy: one of each, then renewed",
                   (307, 307)),
    "fairy.after": ("Фея: подарки доступны после ночи дарения", "Fairy: gifts usable after the night of giving",
                    (308, 308)),
    "maniac.torment": ("Маньяк: мучить", "Maniac: torment", (322, 322)),
    "telepath.skip": ("Телепат: может отказаться от хода", "Telepath: may skip", (328, 328)),
    "shmara.pills": ("Шмара: две таблетки клофелина", "Shmara: two clonidine tablets", (330, 330)),
    "shmara.night": ("Шмара: проводит с игроком ночь", "Shmara: spends the night with a player", (333, 333)),
    "shmara.clonidine": ("Шмара: поит клофелином", "Shmara: clonidine", (334, 334)),
    "shmara.steal": ("Шмара: своровать клофелин", "Shmara: steal clonidine", (335, 335)),
    "psycho.explode": ("Псих: взрывать, бронежилет не спасает", "Psycho: explode, the vest does not save",
                       (340, 340)),
    "psycho.make": ("Псих: изготовить взрывчатку", "Psycho: make an explosive", (341, 341)),
    "psycho.rules": ("Псих: запас взрывчатки, убийца из пистолета, посадка",
                     "Psycho: the explosives, the pistol killer, the jailing", (343, 343)),
    "rebel.votes": ("Бунтарь: распоряжается неиспользованными голосами",
                    "Rebel: disposes of the unused votes", (348, 348)),
    "rebel.recruit": ("Бунтарь: вербует последователей", "Rebel: recruits followers", (349, 349)),
    "rebel.followers": ("Бунтарь: вербовка, последователи сохраняют роль, выстрел при трёх",
                        "Rebel: recruitment, followers keep their roles, the shot with three", (351, 351)),
    "rebel.succession": ("Бунтарь: меньше трёх — без выстрела; преемник — самый ранний завербованный",
                         "Rebel: fewer than three, no shot; the earliest recruit succeeds", (352, 352)),
    "swindler.mirror": ("Аферист: игрок голосует так же, как Аферист", "Swindler: a player votes as he does",
                        (358, 358)),
    "swindler.votes": ("Аферист: два голоса из пяти последних, один из трёх при 10 и менее",
                       "Swindler: two of the last five votes, one of three with ten or fewer", (359, 359)),
    "psycho.jail": ("Псих: посадка — последний проголосовавший убит", "Psycho: jailed, the last voter is killed",
                    (343, 343)),
    "p17.explode_vampire": ("п.17 Взорвать вампира — удачно", "Cl.17 Blowing up a vampire: success", (64, 64)),
    "p17.explode_ghoul": ("п.17 Взорвать упыря — удачно", "Cl.17 Blowing up a ghoul: success", (65, 65)),
    "p17.explode_undead_other": ("п.17 Взорвать остальную нечисть — неудачно",
                                 "Cl.17 Blowing up the other undead: failed", (66, 66)),
    "undead.explodable": ("Нечисть: Вампир и Упырь могут быть взорваны", "The undead: the Vampire and the Ghoul "
                          "can be blown up", (368, 368)),
    "p17.priest_explode": ("п.17 Взрыв священника — удачно", "Cl.17 Blowing up the Priest: success", (71, 71)),
    "p17.psycho_shot": ("п.17 Выстрел в психа — удачно", "Cl.17 Shot at the Psycho: success", (73, 73)),
    "p17.psycho_poison": ("п.17 Отравление психа — удачно", "Cl.17 Poisoning the Psycho: success", (74, 74)),
    "p17.psycho_other": ("п.17 Остальные враждебные действия в психа — неудачно",
                         "Cl.17 Other hostile acts at the Psycho: failed", (76, 76)),
    "p24.explode": ("п.24 Взорвать (убит)", "Cl.24 Blow up (killed)", (105, 105)),
}


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


def _blocker(status: str, clause: str, code: str) -> tuple[Condition, ...]:
    """A block with the «не помнит» branch (L333, L334; A-04): a later move is blocked; an earlier one is
    forgotten (told «неудачно»), cancelled, or stands, by `late_block_mode`; «в блок» under A-11 any_block."""
    return (
        _c("actor", status, code, clause, ruling="A-04", scope="personal"),
        _c("actor", status, "actor_forgot_shmara", clause, ruling="A-04", precedence="always", blocks=False,
           when=("late_block_mode", "forget"), scope="personal"),
        _c("actor", status, code, clause, ruling="A-04", precedence="always",
           when=("late_block_mode", "cancel"), scope="personal"),
        _c("target", status, "target_blocked", "p17.block", ruling="A-11", scope="hostile",
           when=("block_means_unreachable", "any_block")),
    )


GENERAL: tuple[Condition, ...] = (_blocker("shmara_night", "shmara.night", "actor_shmara")
                                  + _blocker("drugged", "shmara.clonidine", "actor_drugged"))


def _kill(kind: str) -> dict[str, object]:
    return {"kill_kind": kind, "no_blast": True}


# The Шмара's «Нельзя воздействовать на одного и того же игрока два раза подряд» (L333) binds both her moves on
# a player, unless shmara_repeat_scope = night_only.
_SHMARA_REPEAT = ("shmara.night", ("shmara_night", "clonidine"), ("shmara_repeat_scope", "night_only"))
_TRIPS = ("send_tour", "send_excursion")

# «бронежилет, сирена, яд, противоядие, диплом, визитка босса мафии, визитка доктора, визитка шерифа, визитка
# журналиста, турпутевка» (L305)
FAIRY_LIST = ("vest", "siren", "poison", "antidote", "diploma", "boss_card", "doctor_card", "sheriff_card",
              "journalist_card", "voucher")

ACTIONS = [
    # «дарит подарок одному из игроков на её усмотрение из списка» (L305), «Не может сделать подарок себе.»
    # (L306), one of each until all are given (L307), usable after the night of giving (L308); a visit (L97).
    ActionSpec("gift", "Подарок", "Gift", "17", "fairy.gift", aliases=("дарит подарок", "подарить"),
               visits=True,
               rows=(
                   NotSelf("fairy.not_self"),
                   GiftSpec(FAIRY_LIST, "fairy.gift", "fairy.pool", "fairy.after", ruling="AN-90"),
               )),
    # «Нельзя воздействовать на одного и того же игрока два раза подряд» (L326) covers the new target
    # too, unless telepath_repeat_scope = vote_only.
    ActionSpec("redirect", "Смена цели", "A new target", "16", "telepath.redirect",
               aliases=("внушить цель", "сменить цель", "смена хода"), min_targets=2, max_targets=2,
               visits=True, ruling="A-13",
               rows=(
                   RepeatLimit("telepath.vote", ("redirect",), ("telepath_repeat_scope", "vote_only")),
                   Leaves("redirected"),
                   # «Сам игрок не узнает об изменении цели.» (L327): his result names the target he chose.
                   Redirects(unaware_clause="telepath.redirect"),
               )),
    # «Не может отправлять в тур одного и того же игрока два раза за игру.» (L313), the same for the excursion
    # (L314); «Не может воздействовать на одного игрока две ночи подряд.» (L315): a tour and an excursion alike.
    ActionSpec("send_tour", "Тур", "Tour", "13", "tour_operator.tour", aliases=("отправить в тур",),
               visits=True,
               rows=(
                   NotSelf("tour_operator.tour"),
                   RepeatLimit("tour_operator.repeat", _TRIPS),
                   PerTarget("tour_operator.tour"),
                   Leaves("on_tour"),
                   TargetLetter("letter_tour"),
               )),
    ActionSpec("send_excursion", "Экскурсия", "Excursion", "13", "tour_operator.excursion",
               aliases=("отправить на экскурсию",), visits=True,
               rows=(
                   NotSelf("tour_operator.excursion"),
                   RepeatLimit("tour_operator.repeat", _TRIPS),
                   PerTarget("tour_operator.excursion"),
                   Leaves("on_excursion"),
                   TargetLetter("letter_excursion"),
               )),
    # The blocker who visited the victim dies with him (L320, A-27): the pill, the Шмара's night and clonidine,
    # the Мэр's and the Крёстный отец's taken move, and the excursion unless maniac_blocker_set = no_trip.
    ActionSpec("kill_bloody", "Убить кроваво", "Bloody kill", "30", "maniac.bloody",
               aliases=("кровавое убийство", "убить с особой жестокостью"), hostile=True, attack="knife",
               rows=(
                   Kill("knife_bloody"),
                   TakesGiversOf((("asleep", None), ("shmara_night", None), ("drugged", None),
                    ("barred_by_mayor", None), ("barred_by_godfather", None),
                    ("on_excursion", ("maniac_blocker_set", "no_trip")))),
               )),
    ActionSpec("kill_quiet", "Убить быстро", "Quick kill", "30", "maniac.quick",
               aliases=("быстрое убийство", "зарезать"), hostile=True, attack="knife",
               rows=(Kill("knife", kind_when=("morning_post_labels", "knife", "knife_post")),)),
    # «мучить - выбранный маньяком игрок лишается голоса на дневном голосовании. … Игрок не узнаёт, что лишился
    # голоса … Не является враждебным действием.» (L322); a visit (п.23 L97 «Маньяк (мучить)»).
    ActionSpec("torment", "Мучить", "Torment", "30", "maniac.torment", aliases=("мучение", "помучить"),
               visits=True, ruling="AN-80",
               rows=(Leaves("tormented"),)),
    # «проводит с игроком ночь. Ход игрока блокируется или игрок не помнит, что делал ночью (ответ "неудачно"),
    # голос игрока на дневном голосовании не учитывается.» (L333)
    ActionSpec("shmara_night", "Провести ночь", "Spend the night", "28", "shmara.night",
               aliases=("проводит ночь", "ночь со шмарой", "spend_night"), visits=True, ruling="AN-84",
               rows=(RepeatLimit(*_SHMARA_REPEAT), Leaves("shmara_night"))),
    # «поит игрока клофелином. Ход игрока блокируется или игрок не помнит … Игрок получает сообщение «отравлен».
    # Если не будет вылечен на следующую ночь, то умирает. Шмара на свой выбор может забрать одну вещь из
    # имеющихся у игрока (кроме пистолета и ножа, но их в списке видит). Не может воздействовать на игрока более
    # 1 раза за игру.» (L334); hostile (п.23 L95, п.25 «отравление (в том числе клофелином)»).
    ActionSpec("clonidine", "Клофелин", "Clonidine", "28", "shmara.clonidine",
               aliases=("поить клофелином", "напоить клофелином"), hostile=True, attack="clonidine", ruling="AN-85",
               rows=(
                   RepeatLimit(*_SHMARA_REPEAT),
                   PerTarget("shmara.clonidine"),
                   NeedsItem("clonidine"),
                   TakeSpec("shmara.clonidine", barred=frozenset({"pistol", "knife"}), ruling="AN-86",
                            seen_by_trait=frozenset({"pistol", "knife"})),
                   Leaves("drugged"),
                   Lays("clonidine"),
                   ExemptGeneral("healed", when=("poison_cure_window", "next_only")),
               )),
    # «выбирает игрока, который на следующем дневном голосовании проголосует так же, как и Аферист. Нельзя
    # выбирать одного и того же игрока два раза подряд и более двух раз за игру. Аферист не узнаёт роль
    # выбранного игрока.» (L358): step 36, a visit (L97); twice a game on each player.
    ActionSpec("mirror_vote", "Выбор игрока", "Choice of a player", "36", "swindler.mirror",
               aliases=("проголосует так же", "выбрать игрока"), visits=True, ruling="AN-92",
               rows=(RepeatBan("swindler.mirror"), PerTarget("swindler.mirror", uses=2), Leaves("mirrored"))),
    # «вербует последователей.» (L349); «Может завербовать те же роли, что и мафия. Вербовка удачна с первого раза,
    # если вербуемый соглашается. При отказе – вербуется со второго раза. Завербованные исходную роль не теряют»
    # (L351): step 24, a visit (L97); the Шериф's and the clans' earlier recruitment of the same night wins (п.21).
    ActionSpec("recruit_follower", "Вербовка последователя", "Recruiting a follower", "24",
               "rebel.recruit", aliases=("вербовать последователя", "вербует последователей"), visits=True,
               rows=(
                   RecruitSpec(role="rebel", join_clause="p19", sides=frozenset({"peaceful"}), side_clause="p08",
                               barred_trait="unrecruitable", barred_clause="p08", consent=True,
                               second_clause="rebel.followers", taken_clause="p21", band=True, ruling="AN-93"),
               )),
    # «Когда их становится трое - бунтарь может назначать исполнителя выстрела.» (L351); «Если их количество
    # становится меньше трёх - они теряют возможность выстрела.» (L352): step 31, made by the Бунтарь or the
    # follower he appoints (A-36: three followers, the Бунтарь not counted).
    ActionSpec("rebel_shot", "Выстрел Бунтаря", "The Rebel's shot", "31", "rebel.followers",
               aliases=("выстрел бунтаря", "выстрел последователя"),
               hostile=True, attack="shot", role_move=False, ruling="AN-93",
               rows=(Kill("shot"),)),
    ActionSpec("steal_clonidine", "Своровать клофелин", "Steal clonidine", "28", "shmara.steal",
               aliases=("украсть клофелин", "своровать"), min_targets=0, max_targets=0, ruling="A-19",
               rows=(MakesItem("clonidine", "actor", "shmara.steal"),)),
    # The clonidine's death the next night (L334): healed or pumped that night he lives; the antidote
    # cures the яд only (L121).
    ActionSpec("clonidine_death", "Смерть от клофелина", "Death of the clonidine", "39.5", "shmara.clonidine",
               role_move=False, pseudo=True,
               rows=(
                   Kill("poison"),
                   _c("target", "healed", "target_healed", "shmara.clonidine", ruling="A-14"),
                   _c("target", "drunk", "death_postponed", "civilians.vodka", ruling="A-15", precedence="always",
                      postpones=True, when=("vodka_vs_timer", "postponed")),
                   *POISON_DEATH_CURES,
               )),
    # «может взрывать персонажей. Бронежилет от взрыва не спасает.» (L340); an explosive a blast (L343); the
    # Доктор «лечит … кроме … взрыва Психа» (L188). A stopped explosion keeps the explosive.
    ActionSpec("explode", "Взорвать", "Blow up", "34", "psycho.explode", aliases=("взрыв", "взрывать"),
               hostile=True, attack="explode", ruling="A-61",
               rows=(
                   NeedsItem("explosive", spent="unless_stopped",
                             spent_when=("stopped_explosion_spends", True, "on_use")),
                   Kill("explode"),
                   ExemptGeneral("healed"),
               )),
    ActionSpec("make_explosive", "Изготовить взрывчатку", "Make an explosive", "34", "psycho.make",
               aliases=("изготовить 1 штуку взрывчатки", "сделать взрывчатку"),
               min_targets=0, max_targets=0, ruling="A-19",
               rows=(MakesItem("explosive", "actor", "psycho.make"),)),
    # «Если психа сажают в тюрьму - последний проголосовавший (по логу) против него становится убитым в момент
    # оглашения посадки.» (L343): made by the day's tally (`VERDICT_KILLS`), no explosive needed.
    ActionSpec("psycho_jail_blast", "Взрыв при посадке Психа", "The jailed Psycho's blast", "vote",
               "psycho.rules", role_move=False, pseudo=True, ruling="AN-89",
               rows=(Kill("explode"),)),
]

ROLES = [
    RoleSpec("fairy", "Фея", "Fairy", "loner", "fairy", ("gift",) + _CAN_STAKE, carries=frozenset({"given"})),
    RoleSpec("telepath", "Телепат", "Telepath", "loner", "telepath", ("redirect",) + _CAN_STAKE),
    RoleSpec("tour_operator", "Туроператор", "Tour operator", "loner", "tour_operator",
             ("send_tour", "send_excursion") + _CAN_STAKE),
    RoleSpec("maniac", "Маньяк", "Maniac", "loner", "maniac", ("kill_bloody", "kill_quiet", "torment") + _CAN_STAKE),
    RoleSpec("shmara", "Шмара-клофелинщица", "Shmara", "loner", "shmara",
             ("shmara_night", "clonidine", "steal_clonidine") + _CAN_STAKE, aliases=("шмара", "клофелинщица")),
    RoleSpec("rebel", "Бунтарь", "Rebel", "loner", "rebel", ("recruit_follower",) + _CAN_STAKE),
    RoleSpec("swindler", "Аферист", "Swindler", "loner", "swindler", ("mirror_vote",) + _CAN_STAKE),
    # Also what the Палач becomes (L283).
    RoleSpec("psycho", "Псих", "Psycho", "loner", "psycho", ("explode", "make_explosive") + _CAN_STAKE,
             traits=frozenset({"psycho"}), items_on_becoming=(("explosive",), "executioner.watch")),
]

# Role traits the loners' rows read on roles defined elsewhere: the Вампир is blown up (L64); the pistol and the
# knife the Шмара sees in a list (L334): every role with a shot of its own (the clans L142, L148, L158, the Копы
# L216, L226, the Телохранитель L268, the Бунтарь L351, the Ван Хельсинг L242) and the Маньяк's knife (L317).
_PISTOL = frozenset({"pistol"})
EXTRA_TRAITS: dict[str, frozenset[str]] = {
    "vampire": frozenset({"vampire"}), "maniac": frozenset({"knife"}),
    **{r: _PISTOL for r in ("mafia_boss", "mafia_soldier", "mafia_recruiter", "sheriff", "investigator", "bodyguard",
                            "rebel", "van_helsing")},
}

ITEMS = [
    # The clan's diploma (L134) is a clan item as its bottle is (п.20 L84, AN-64): it passes with the clan's moves.
    ItemSpec("diploma", "диплом", "diploma", "p27.diploma", clan_item="p20"),
    ItemSpec("explosive", "взрывчатка", "explosive", "psycho.rules", aliases=("взрывчатку", "бомба")),
    ItemSpec("clonidine", "клофелин", "clonidine", "shmara.pills", aliases=("таблетка клофелина",)),
    # In a player's list only to be seen: «кроме пистолета и ножа, но их в списке видит» (L334).
    ItemSpec("pistol", "пистолет", "pistol", "shmara.clonidine"),
    ItemSpec("knife", "нож", "knife", "maniac.knife"),
]

# After the stake rows and before the rest of data.py's: the first row that matches decides.
RESULT_ROWS = (
    # «Взорвать вампира - удачно; Взорвать упыря - удачно; Взорвать остальную нечисть - неудачно» (L64-66), «Вампир и
    # Упырь могут быть взорваны» (L368). An Упырь is one from the second bite on (п.19 L82), so a Псих's explosion
    # at step 34 blows up one the Вампир made at step 29 (AN-120).
    ResultRow("explode", "vampire", "success", "p17.explode_vampire", effect=True,
              see_also=("undead.explodable", "undead.killable")),
    ResultRow("explode", "ghoul", "success", "p17.explode_ghoul", effect=True, see_also=("undead.explodable",),
              ruling="AN-120"),
    ResultRow("explode", "undead", "failed", "p17.explode_undead_other", see_also=("undead.explodable",),
              ruling="AN-120"),
    ResultRow("explode", "priest", "success", "p17.priest_explode", effect=True, see_also=("priest.immune",)),
    # «Отравление священника - удачно» (L70) and п.25 «отравление (в том числе клофелином)».
    ResultRow("clonidine", "priest", "success", "p17.priest_poison", effect=True, ruling="A-30"),
    ResultRow("shot", "psycho", "success", "p17.psycho_shot", effect=True, see_also=("psycho.rules",)),
    ResultRow("counter_shot", "psycho", "success", "p17.psycho_shot", effect=True, ruling="A-31"),
    ResultRow("poison", "psycho", "success", "p17.psycho_poison", effect=True, see_also=("psycho.rules",)),
    ResultRow("clonidine", "psycho", "success", "p17.psycho_poison", effect=True, ruling="A-30"),
    ResultRow("*", "psycho", "failed", "p17.psycho_other"),
)

KILL_KINDS = [
    KillKind("explode", "Убит", "Killed", "p24.explode", aliases=("взорван",)),
]

PENDING = {
    "clonidine": PendingSpec("clonidine", "clonidine_death", "shmara.clonidine", letter="letter_poisoned"),
}

# «Если психа убивают из пистолета - убийца так же становится убитым. Если в момент убийства Психа у него
# отсутствует взрывчатка, то убийца остаётся в живых.» (L343): a shot (the clans, the Копы, the searches);
# the Телохранитель's counter-shot too unless counter_shot_is_pistol is off (A-31).
KILLER_DIES = (
    KillerDies("psycho", frozenset({"shot"}), "explode", "psycho.rules", item="explosive", item_clause="psycho.rules",
               ruling="A-31", attacks_when=(("counter_shot", "counter_shot_is_pistol", True),)),
    # A Псих the Тюремщик jails at night: nobody dies by default; with psych_jailer_kill = jailer the
    # Тюремщик does, as the voter of a day's jailing would (L343), with no explosive needed.
    KillerDies("psycho", frozenset(), "explode", "psycho.jail", ruling="A-63",
               kinds_when=(("jailed_night", "psych_jailer_kill", "jailer"),)),
)

# Any player may be the Бунтарь's appointed shooter (L351): the move is added to every role (data.build).
BAND_MOVES = ("rebel_shot",)

BANDS = (BandSpec("rebel", min_for=(("rebel_shot",), 3, "rebel.followers"),
                  ruling="AN-93", win_as_leader=("follower_side", "loners")),)
# «Если Бунтаря сажают или убивают, Бунтарем становится самый ранний по времени завербованный» (L352; AN-93): at
# dawn, a seat taken with the others (`RulesetSpec.succession`); two recruited the same night: the host's choice.
BAND_HEIR = BandHeirSpec("rebel", promoted=("letter_promoted", "rebel.succession", "AN-93"),
                         tie=("band_successor_tie", "rebel.succession", "AN-93"))

VERDICT_KILLS = (VerdictKill("psycho", "psycho_jail_blast", "psycho.jail", ruling="AN-89"),)

DAY_MODIFIERS = {
    # «может изменить два голоса из пяти последних проголосовавших. Если в игре осталось 10 и менее игроков, то
    # может изменить один голос из трёх последних проголосовавших.» (L359): п.28 step 5 (A-37: the living at the
    # start of the day, the raw order of the log).
    "swindler": ModifierSpec("swindler", "Аферист (голос)", "Swindler (votes)", "move", "swindler.votes", order=5,
                             aliases=("аферист", "change_votes"), ruling="AN-91",
                             maker=("swindler", "swindler.votes", "AN-128"),
                             window=(VoteWindow(3, 1, "swindler.votes", alive_at_most=10, ruling="A-37"),
                                     VoteWindow(5, 2, "swindler.votes", ruling="AN-91"))),
    # The player the Аферист chose last night votes as he does (L358): carried with whose vote to copy.
    "mirror": ModifierSpec("mirror", "Голос как у Афериста", "Votes as the Swindler", "copy", "swindler.mirror",
                           order=0.5, status="mirrored", ruling="AN-92", maker=("swindler", "swindler.mirror", "AN-128")),
    # «способен распоряжаться неиспользованными голосами на посадку на свое усмотрение» (L348): п.28 step 4; the
    # vote of a living player who cast none.
    "rebel": ModifierSpec("rebel", "Бунтарь (голос)", "Rebel (votes)", "assign", "rebel.votes", order=4,
                          aliases=("бунтарь", "assign_unused_votes"), ruling="A-36",
                          maker=("rebel", "rebel.votes", "AN-128")),
    "torment": ModifierSpec("torment", "Мучение Маньяка", "The Maniac's torment", "next_day", "maniac.torment",
                            order=7.5, status="tormented", ruling="AN-80"),
    "shmara": ModifierSpec("shmara", "Ночь со Шмарой", "A night with the Shmara", "next_day", "shmara.night",
                           order=7.6, status="shmara_night", ruling="AN-84"),
}

OPTIONS = [
    OptionSpec("stopped_explosion_spends", False, (True, False), "A-61",
               "An explosion a protection stopped or whose target was out of reach: the explosive is kept (it «не "
               "производится»), or spent all the same.",
               description_ru="Взрыв, остановленный защитой или не дошедший до цели: взрывчатка остаётся (взрыв «не "
               "производится») или всё равно израсходована."),
    OptionSpec("counter_shot_is_pistol", True, (True, False), "A-31",
               "The Bodyguard who kills a Psycho holding an explosive with his counter-shot: dies with him (the "
               "shot is «из пистолета») or not.",
               description_ru="Телохранитель, убивший ответным выстрелом Психа со взрывчаткой: погибает вместе с ним "
               "(выстрел «из пистолета») или нет."),
    OptionSpec("psych_jailer_kill", "none", ("none", "jailer"), "A-63",
               "A Psycho the Jailer jails at night: nobody dies (L343 speaks of the vote's log), or the Jailer dies.",
               description_ru="Психа ночью посадил Тюремщик: никто не гибнет (L343 — о логе голосования) или гибнет "
               "Тюремщик."),
    OptionSpec("follower_side", "loners", ("loners", "role"), "A-48",
               "A Rebel's follower, for the win conditions: one of the Loners with the Rebel, or of his own "
               "role's side.",
               description_ru="Последователь Бунтаря для условий победы: Одиночка вместе с Бунтарём или на стороне "
               "своей роли."),
    OptionSpec("shmara_repeat_scope", "all_moves", ("all_moves", "night_only"), "A-58",
               "The Shmara's «не два раза подряд» (L333): her night and her clonidine alike, or the night only.",
               description_ru="Запрет Шмары «два раза подряд» (L333): на ночь и на клофелин или только на ночь."),
]

MESSAGES: dict[str, tuple[str, str]] = {
    "actor_shmara": ("{who} {who:провёл} ночь со Шмарой ({by}) и не ходит", "{who} spent the night with the Shmara ({by}) "
                     "and cannot move"),
    "actor_drugged": ("{who} {who:опоен} клофелином ({by}) и не ходит", "{who} was given clonidine ({by}) and cannot move"),
    "actor_forgot_shmara": ("{who} не помнит, что делал ночью ({by})", "{who} does not remember what he did ({by})"),
    "letter_gift": ("вам подарен предмет: {item} (им можно пользоваться со следующей ночи)",
                    "you were given an item: {item} (usable from the next night)"),
    "gift_not_in_list": ("{who}: подарка «{item}» нет в списке", "{who}: «{item}» is not on the list of gifts"),
    "gift_already_given": ("{who}: подарок «{item}» уже подарен, список ещё не обновился",
                           "{who}: «{item}» was given already; the list has not renewed yet"),
    "gift_list_renewed": ("{who} раздала все подарки: список обновился", "{who} gave every gift: the list renews"),
    "letter_follower": ("вы стали последователем Бунтаря {leader} и сохраняете роль: {role}",
                        "you follow the Rebel {leader} and keep your role: {role}"),
    "band_none": ("{who} не из банды Бунтаря: выстрела нет", "{who} is not of the Rebel's band: no shot"),
    "band_shot_or_role": ("{who}: либо выстрел, либо ход по роли — выстрела нет",
                          "{who}: either the shot or his role's move — no shot"),
    "band_too_small": ("у Бунтаря {leader} {count} последователя(ей), нужно {need}: выстрела нет",
                       "the Rebel {leader} has {count} follower(s), {need} needed: no shot"),
    "band_successor_tie": ("Бунтарь {leader} выбыл; самые ранние последователи {tied} завербованы в одну ночь — "
                           "преемника называет ведущий", "the Rebel {leader} is out; his earliest followers {tied} "
                           "joined the same night — the host names the successor"),
    "death_explode": ("{victim} {victim:взорван} ({by})", "{victim} was blown up ({by})"),
    "letter_items_seen": ("вещи {who}: {items}", "{who}'s items: {items}"),
    "item_taken": ("{who}: у игрока {target} забрано: {item}", "{who} took from {target}: {item}"),
    "take_barred": ("{item} забрать нельзя (только видно в списке)", "{item} cannot be taken (only seen in the list)"),
    "take_not_held": ("у игрока {who} нет вещи «{item}»: ничего не забрано", "{who} has no «{item}»: nothing taken"),
    "killer_spared": ("у Психа {victim} нет взрывчатки: {who} остаётся в живых",
                      "the Psycho {victim} has no explosive: {who} stays alive"),
    "verdict_kill": ("{target} — последний проголосовавший против Психа {jailed} (строка {row}): убит в момент "
                     "оглашения посадки", "{target} cast the last vote against the Psycho {jailed} (row {row}): "
                     "killed as the jailing is announced"),
}
