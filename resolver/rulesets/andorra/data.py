"""The andorra rule set («Андоррская мафия»), the slice the engine mechanics are proven on.

Roles: Босс мафии, Рядовой мафиози, Доктор, Телохранитель, Священник, Мирный житель, Вампир (a target
for the stakes); the civilians in `civilians.py`, the loners in `loners.py`. Items: бронежилет, сирена, водка, яд.
Everything is data over the engine's mechanics: the п.05 protection queue, the п.17 result table,
derived acts (counter-shot, reflection, redirect), marks (tour, vodka, the sleeping pill), the
pending poison and the stake party's quorum. Rulings A-xx are in docs/rulings_andorra.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from resolver.specs.ruleset import (
    StepMoved,
    ActionSpec,
    ClanMove,
    ClanShared,
    ClanSingle,
    Clause,
    Condition,
    ExemptGeneral,
    GroupOf,
    HostileOn,
    ItemSpec,
    Kill,
    KillKind,
    Lays,
    InVain,
    Leaves,
    NeedsItem,
    NotSelf,
    PerTarget,
    OptionSpec,
    PendingSpec,
    Policy,
    ProtectionSpec,
    RepeatLimit,
    ResultRow,
    RoleSpec,
    RulesetSpec,
    StepSpec,
    TransformsOnKill,
    UsesPerGame,
)
from resolver.rulesets.andorra import civilians, loners, undead
from resolver.rulesets.andorra.clauses import CLAUSES
from resolver.rulesets.andorra.general import (
    DAWN,
    GENERAL_ACTIONS,
    GENERAL_CLAUSES,
    GENERAL_KILL_KINDS,
    GENERAL_MESSAGES,
    GENERAL_OPTIONS,
    GENERAL_ROLES,
    GUILT,
    P23,
    P23_CLAUSE,
    P25,
)
from resolver.rulesets.andorra.items import (
    CROSS,
    CURED_DUE,
    CURED_SAME_NIGHT,
    ITEM_ACTIONS,
    ITEM_CLAUSES,
    ITEM_OPTIONS,
)
from resolver.rulesets.andorra.items import ITEMS as GIFT_ITEMS
from resolver.rulesets.andorra.mafia import (
    CLAN_CHECKS,
    KEEPS_ROLE,
    KEEPS_ROLE_TRAIT,
    MAFIA_ACTIONS,
    MAFIA_CLAUSES,
    MAFIA_OPTIONS,
    MAFIA_ROLES,
    SEARCHED,
    UNRECRUITABLE,
    UNRECRUITABLE_TRAIT,
)
from resolver.rulesets.andorra.messages import MESSAGES
from resolver.rulesets.andorra.steps import STEPS
from resolver.specs.succession import SuccessionSpec

# Steps the rulings place between the positions of п.28 (AN-06, A-14): the stake party's outcome right
# after the bearers, the death of last night's poisoned after step 39.
EXTRA_STEPS = [
    ("37.5", 37.5, "(поход с кольями: итог)", "(the stake hunt: outcome)", "p22"),
    ("39.5", 39.5, "(смерть отравленных прошлой ночью)", "(death of last night's poisoned)", "p27.poison"),
]


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


GENERAL: tuple[Condition, ...] = (
    _c("actor", "dead", "actor_dead", "p11", ruling="A-03", unless=("dead_actor_acts", True), scope="personal"),
    # Away for the whole night (A-12 (a)): «не может совершать ночных ходов» (L313, L314), «Сам он не
    # может сделать свой ночной ход» (L174).
    _c("actor", "on_tour", "actor_away", "tour_operator.tour", precedence="always", scope="personal"),
    _c("actor", "on_excursion", "actor_away", "tour_operator.excursion", precedence="always", scope="personal"),
    _c("actor", "drunk", "actor_drunk", "civilians.vodka", precedence="always", scope="personal"),
    # The sleeping pill blocks the later moves; an earlier one «не помнит».
    _c("actor", "asleep", "actor_asleep", "doctor.pill", ruling="A-04", scope="personal"),
    _c("actor", "asleep", "actor_forgot", "doctor.pill", ruling="A-04", precedence="always", blocks=False,
       when=("late_block_mode", "forget"), scope="personal"),
    _c("actor", "asleep", "actor_asleep", "doctor.pill", ruling="A-04", precedence="always",
       when=("late_block_mode", "cancel"), scope="personal"),
    # A redirected move goes to the Телепат's new target (A-13: only later steps, or any step).
    _c("actor", "redirected", "move_redirected", "telepath.redirect", ruling="A-13", supersedes=True,
       when=("redirect_scope", "later_steps"), scope="original"),
    _c("actor", "redirected", "move_redirected", "telepath.redirect", ruling="A-13", supersedes=True, precedence="always",
       when=("redirect_scope", "any_step"), scope="original"),
    # Unreachable, nothing used up (п.05 L16; A-12): for the whole night, or (shield_scope = later_steps)
    # from the step of the tour on.
    _c("target", "drunk", "target_unreachable", "p05.vodka", precedence="always", scope="targeted"),
    _c("target", "on_tour", "target_unreachable", "tour_operator.tour", precedence="always", scope="targeted",
       ruling="A-12", unless=("shield_scope", "later_steps")),
    _c("target", "on_tour", "target_unreachable", "tour_operator.tour", scope="targeted", ruling="A-12",
       when=("shield_scope", "later_steps")),
    _c("target", "dead", "target_dead", "p11", scope="targeted"),
    # «Любое враждебное действие в блок - неудачно.» (L78): with block_means_unreachable = any_block every
    # blocked player is «в блоке» (A-11); by default only the Домовой's lock, not in the slice.
    _c("target", "asleep", "target_blocked", "p17.block", ruling="A-11", scope="hostile",
       when=("block_means_unreachable", "any_block")),
    _c("target", "on_excursion", "target_blocked", "p17.block", ruling="A-11", scope="hostile",
       when=("block_means_unreachable", "any_block")),
    # After the protection queue: the Доктор's heal (L188); its attacker hears «удачно» (A-51, heal_report).
    _c("target", "healed", "target_healed", "doctor.heal", stage="after_protections", scope="hostile",
       ruling="A-51", reported="success", unless=("heal_report", "failed")),
    _c("target", "healed", "target_healed", "doctor.heal", stage="after_protections", scope="hostile",
       ruling="A-51", when=("heal_report", "failed")),
)

_CAN_STAKE = ("stake_hunt",)
_CIVIL = ("drink_vodka",) + _CAN_STAKE
# The moves of an item a role does not start with but may hold (the vodka kept on recruitment, L174).
HELD_MOVES = ("drink_vodka",)


def _kill(kind: str) -> dict[str, object]:
    return {"kill_kind": kind, "no_blast": True}


ACTIONS = [
    # The clan's moves (L136): the Boss sends them, then the earliest Рядовой; one of a type a
    # night (п.20 L84).
    ActionSpec("shoot", "Выстрел", "Shot", "32", "mafia.boss", aliases=("застрелить", "стрелять"),
               hostile=True, attack="shot", rows=(ClanMove("mafia.sender"), ClanSingle("p20"), Kill("shot"))),
    # A poison healed the same night does not count with poison_cure_window = next_only.
    ActionSpec("poison", "Отравление", "Poison", "32", "mafia.soldier", aliases=("отравить", "травить"),
               hostile=True, attack="poison",
               rows=(
                   NeedsItem("poison", spent="on_success"),
                   ClanMove("mafia.sender"),
                   ClanSingle("p20"),
                   Lays("poison"),
                   CURED_SAME_NIGHT,
                   ExemptGeneral("healed", when=("poison_cure_window", "next_only")),
               )),
    # A heal is a visit (L97); on a Нечисть it fails (L188, the result table). «Лечение может быть применено к
    # игроку один раз за игру. Может вылечить себя один раз за игру.» (L191): once a game on each player, the
    # Доктор himself included; a second heal of one player is an illegal move (AN-01).
    ActionSpec("heal", "Лечение", "Heal", "15", "doctor.heal", aliases=("лечить", "вылечить"),
               attack="heal", visits=True,
               rows=(PerTarget("doctor.limits"), Leaves("healed", edge="protect"),
                     # «кроме топора Палача, взрыва Психа и укуса Вампира» (L188): what the Доктор hears (AN-130).
                     InVain("healed", "doctor.heal", ("heal_in_vain", "failed"), ruling="AN-130"))),
    ActionSpec("sleeping_pill", "Снотворное", "Sleeping pill", "15", "doctor.pill",
               aliases=("поить снотворным", "усыпить"), visits=True, rows=(Leaves("asleep"),)),
    # «Не может защищать сам себя. Не может защищать одного и того же игрока две ночи подряд.» (L270): both
    # illegal moves the engine fails, the file is not rejected (AN-01).
    ActionSpec("guard", "Защита", "Guard", "21", "bodyguard", aliases=("защищать", "охрана", "прикрыть"),
               visits=True,
               rows=(NotSelf("bodyguard.limits"), RepeatLimit("bodyguard.limits", ("guard",)), Leaves("guarded"))),
    ActionSpec("counter_shot", "Ответный выстрел Телохранителя", "The bodyguard's counter-shot", "21",
               "bodyguard.counter", role_move=False, hostile=True, attack="counter_shot",
               rows=(Kill("shot"), TransformsOnKill("peaceful", "maniac", "bodyguard.transform"))),
    ActionSpec("bless", "Благословение", "Blessing", "12", "priest.bless", aliases=("благословить",),
               visits=True,
               rows=(
                   NotSelf("priest.bless", when=("bless_self", False)),
                   UsesPerGame(1, "priest.bless"),
                   Leaves("blessed"),
               )),
    ActionSpec("drink_vodka", "Выпить водку", "Drink the vodka", "7", "civilians.vodka",
               aliases=("водка", "выпить"), min_targets=0, max_targets=0,
               rows=(NeedsItem("vodka"), Leaves("drunk", who="actor"))),
    ActionSpec("stake_hunt", "Поход с колом", "Stake hunt", "37", "p22", aliases=("кол", "колья"),
               role_move=False,
               rows=(ClanShared("p20"), Leaves("hunted", timing="perf", edge="kill"))),
    # Made by the engine, not sent by players.
    ActionSpec("stake_party", "Поход с кольями: итог", "Stake hunt: outcome", "37.5", "p22",
               role_move=False, hostile=True, attack="stake", pseudo=True,
               rows=(Kill("stake"), GroupOf("stake_hunt", 3, quorum_clause="p17.stake_few"))),
    ActionSpec("poison_death", "Смерть отравленного", "Death of the poisoned", "39.5", "p27.poison",
               role_move=False, pseudo=True,
               rows=(
                   Kill("poison"),
                   _c("target", "healed", "target_healed", "p27.poison", ruling="A-14"),
                   CURED_DUE,
                   _c("target", "drunk", "death_postponed", "civilians.vodka", ruling="A-15", precedence="always",
                      postpones=True, when=("vodka_vs_timer", "postponed")),
                   *civilians.POISON_DEATH_CURES,
               )),
]

ROLES = [
    RoleSpec("mafia_boss", "Босс мафии", "Mafia boss", "mafia", "mafia.boss",
             ("shoot", "poison", "search_sheriff") + _CAN_STAKE,
             aliases=("босс", "дон"), clan_member=True, priority=1,
             # «Ходы отправляет Босс. В случае смерти/посадки Босса никто новым Боссом не становится.» (L136): one
             # Boss a clan, never a second (AN-129).
             max_per_clan=1, roster_clause="mafia.sender",
             grants=(("shoot", "mafia.boss.shoot"), ("poison", "mafia.boss.poison")),
             only_without=(("poison", frozenset({"mafia_soldier", "mafia_recruiter"}), "mafia.boss.poison"),)),
    RoleSpec("mafia_soldier", "Рядовой мафиози", "Mafia soldier", "mafia", "mafia.soldier",
             ("shoot", "poison", "make_poison", "search_investigator") + _CAN_STAKE, aliases=("рядовой",), clan_member=True, priority=2,
             grants=(("shoot", "mafia.soldier.shoot"), ("poison", "mafia.soldier.poison"),
                     ("make_poison", "mafia.soldier.make"))),
    RoleSpec("doctor", "Доктор", "Doctor", "peaceful", "doctor", ("heal", "sleeping_pill") + _CIVIL,
             aliases=("врач",), role_peaceful=True),
    RoleSpec("bodyguard", "Телохранитель", "Bodyguard", "peaceful", "bodyguard", ("guard",) + _CIVIL,
             role_peaceful=True),
    RoleSpec("priest", "Священник", "Priest", "peaceful", "priest", ("bless",) + _CIVIL, role_peaceful=True,
             traits=frozenset({"priest"})),
    RoleSpec("villager", "Мирный житель", "Villager", "peaceful", "villager", _CIVIL, aliases=("мж", "мирный")),
]

Spent = Literal["never", "on_trigger", "at_dawn"]


Switch = tuple[str, object] | None


def _siren(row_id: str, spent: Spent, when: Switch = None, unless: Switch = None) -> ProtectionSpec:
    """The siren (L118, A-07): every hostile act, not the counter-shot (L269); «в сирену - неудачно» (L57)."""
    return ProtectionSpec(row_id, 3, "item:siren", "p27.siren", ignored_by=frozenset({"counter_shot"}),
                          ruling="A-07", spent=spent, word_clause="p17.siren",
                          passed_by=(("counter_shot", "bodyguard.counter"),),
                          passes_when=(("stake", "stake_vs_siren", "passes"),),
                          on_visits=("p23.visit", "siren_trigger", "any_visit"), when=when, unless=unless)


def _vest(row_id: str, spent: Spent, when: Switch = None, unless: Switch = None) -> ProtectionSpec:
    """The vest (L117, A-06): shots only, not the knife (L317); «в бронежилет - удачно» (L58)."""
    return ProtectionSpec(row_id, 4, "item:vest", "p27.vest", stops=frozenset({"shot", "counter_shot"}),
                          reported="success", ruling="A-06", spent=spent, word_clause="p17.vest",
                          passed_by=(("knife", "maniac.knife"), ("explode", "psycho.explode"), ("bite", "vampire.bite"),
                                     ("silver", "van_helsing.rules"), ("horseman", "horseman.search")), when=when,
                          unless=unless)


PROTECTIONS = (
    ProtectionSpec("blessing", 1, "status:blessed", "priest.bless", "благословение священника",
                   "the priest's blessing", effect="reflect", ruling="A-29",
                   reflected_unprotected_when=("reflect_meets_protection", False)),
    ProtectionSpec("bodyguard", 2, "status:guarded", "bodyguard.counter", "прикрытие телохранителем",
                   "the bodyguard's cover", effect="counter",
                   counter_action="counter_shot", not_against_traits=frozenset({"undead"}), spent="never",
                   ruling="A-25", counter_at_sender_when=("clan_attacker_identity", "sender")),
    _siren("siren", "on_trigger", unless=("siren_reusable", True)),
    _siren("siren_reusable", "never", when=("siren_reusable", True)),
    _vest("vest", "on_trigger", unless=("vest_reusable", True)),
    _vest("vest_reusable", "never", when=("vest_reusable", True)),
    CROSS,
)

RESULT_TABLE: tuple[ResultRow, ...] = (
    ResultRow("stake", "undead", "success", "p17.stake_ok", effect=True, see_also=("undead.killable",)),
    # A party at anyone else fails and is not hostile (п.25 L111, A-09): no protection acts on it.
    ResultRow("stake", "*", "failed", "p17.stake_other", see_also=("p25",), ruling="A-09"),
) + loners.RESULT_ROWS + (
    ResultRow("shot", "priest", "failed", "p17.priest_shot", see_also=("priest.immune",)),
    ResultRow("counter_shot", "priest", "failed", "p17.priest_shot", see_also=("priest.immune",)),
    ResultRow("knife", "priest", "success", "p17.priest_knife", effect=True, see_also=("priest.immune",)),
    ResultRow("poison", "priest", "success", "p17.priest_poison", effect=True, see_also=("priest.immune",)),
    # «Не лечит Нечисть (ответ «неудачно»).» (L188)
    ResultRow("heal", "undead", "failed", "doctor.heal", ruling="A-51"),
    ResultRow("*", "undead", "failed", "p17.undead_other", see_also=("undead.killable",)),
)

OPTIONS = [
    OptionSpec("dead_actor_acts", True, (True, False), "A-03",
               "A player killed earlier in the night still makes his later move (deaths count at dawn).",
               description_ru="Убитый раньше этой ночью игрок всё равно делает свой более поздний ход."),
    OptionSpec("late_block_mode", "forget", ("forget", "cancel", "later_only"), "A-04",
               "A sleeping pill after the target's move: he forgets it (move stands, «неудачно»), it is "
               "cancelled, or it does nothing.",
               description_ru="Снотворное после хода цели: не помнит (ход состоялся, «неудачно»), ход "
               "отменяется, или ничего."),
    OptionSpec("vest_reusable", False, (True, False), "A-06", "The vest works every night instead of once.",
               description_ru="Бронежилет защищает каждую ночь, а не один раз."),
    OptionSpec("siren_reusable", False, (True, False), "A-07", "The siren works every night instead of once.",
               description_ru="Сирена срабатывает каждую ночь, а не один раз."),
    OptionSpec("redirect_scope", "later_steps", ("later_steps", "any_step"), "A-13",
               "The Telepath's new target: only moves after his step 16, or any move of the night.",
               description_ru="Смена цели Телепатом: только ходы после его шага 16 или любой ход ночи."),
    OptionSpec("siren_trigger", "hostile", ("hostile", "any_visit"), "A-07",
               "What sets the siren off: the first hostile act, or the first visitor of any kind (Cl.23 L97).",
               description_ru="Что включает сирену: первое враждебное действие или первый любой посетитель (п.23)."),
    OptionSpec("stake_vs_siren", "stops", ("stops", "passes"), "A-08",
               "A full stake party into a siren: stopped («неудачно», L57), or it passes and knocks the siren off.",
               description_ru="Полный поход с кольями в сирену: остановлен («неудачно») или проходит и сбивает её."),
    OptionSpec("block_means_unreachable", "domovoy_only", ("domovoy_only", "any_block"), "A-11",
               "«в блок» (L78): only the Domovoy's lock, or every blocked player (pill, trip).",
               description_ru="«в блок» (L78): только блок Домового или любой заблокированный (снотворное, поездка)."),
    OptionSpec("shield_scope", "whole_night", ("whole_night", "later_steps"), "A-12",
               "The tour shields its player the whole night, or only from moves after the Tour operator's step.",
               description_ru="Тур укрывает на всю ночь или только от ходов после шага Туроператора."),
    OptionSpec("poison_cure_window", "same_or_next", ("same_or_next", "next_only"), "A-14",
               "Which heal cures a poison: on the night of the poisoning or the next, or only the next.",
               description_ru="Какое лечение снимает отравление: в ночь отравления или следующую, либо только следующую."),
    OptionSpec("vodka_vs_timer", "dies", ("dies", "postponed"), "A-15",
               "A poisoned player who drinks on the night he is due to die: dies, or the death waits a night.",
               description_ru="Отравленный выпил водку в ночь смерти: умирает или смерть откладывается на ночь."),
    OptionSpec("mafia_sender_rule", "seniority", ("seniority", "first_move"), "A-20",
               "Without the Boss, which Mafia soldier sends: the longest in the clan, or the first to send. The "
               "file has no time of joining, so both read as: the move received first.",
               description_ru="Без Босса ходы отправляет Рядовой: старший по вступлению или приславший первым. "
               "Времени вступления в файле нет, поэтому оба значения: раньше пришедший ход."),
    OptionSpec("clan_attacker_identity", "executor", ("executor", "sender"), "A-25",
               "Whom the Bodyguard shoots for a clan's attack: who made it, or who sends the clan's moves.",
               description_ru="В кого стреляет Телохранитель при нападении клана: в исполнителя или в отправителя."),
    OptionSpec("maniac_blocker_set", "any_block", ("any_block", "no_trip"), "A-27",
               "Who dies with a bloody kill's victim: any blocker who visited him, or not the Tour operator.",
               description_ru="Кто гибнет с жертвой кровавого убийства: любой блокировщик или не Туроператор."),
    OptionSpec("morning_post_labels", "bloody_only", ("bloody_only", "knife"), "A-28",
               "«Зарезан:» in the post: only the bloody kill, or every Maniac knife kill.",
               description_ru="«Зарезан:» в посте: только кровавое убийство или любое убийство ножом Маньяка."),
    OptionSpec("bless_self", True, (True, False), "A-29", "The Priest may bless himself.",
               description_ru="Священник может благословить себя."),
    OptionSpec("reflect_meets_protection", True, (True, False), "A-29",
               "A reflected act meets its doer's protections (a vest), or passes through them.",
               description_ru="Возвращённое действие встречает защиты совершившего (жилет) или проходит сквозь них."),
    OptionSpec("telepath_repeat_scope", "all_moves", ("all_moves", "vote_only"), "A-35",
               "The Telepath's «не два раза подряд» (L326): every move of his, or the vote only.",
               description_ru="Запрет Телепата «два раза подряд» (L326): на все его ходы или только на голос."),
    OptionSpec("heal_in_vain", "failed", ("failed", "success"), "AN-130",
               "The Doctor whose patient is killed tonight by the Executioner's axe or the Psycho's blast (which a "
               "heal does not stop) hears «неудачно», or «удачно» (the heal was made).",
               description_ru="Доктор, чьего пациента этой ночью убили топор Палача или взрыв Психа (от них лечение "
                              "не спасает), слышит «неудачно» или «удачно» (лечение сделано)."),
    OptionSpec("heal_report", "success", ("success", "failed"), "A-51",
               "What the attacker of a healed player hears: «удачно» or «неудачно».",
               description_ru="Что слышит нападавший на вылеченного: «удачно» или «неудачно»."),
]

KILL_KINDS = [
    KillKind("shot", "Убит", "Killed", "p24.shot", aliases=("застрелен", "убит")),
    KillKind("knife", "Убит", "Killed", "p24.knife", aliases=("зарезан быстро",)),
    KillKind("poison", "Убит", "Killed", "p24.poison", aliases=("отравлен",)),
    KillKind("stake", "Убит", "Killed", "p24.stake", aliases=("посажен на кол",)),
    KillKind("knife_bloody", "Зарезан", "Stabbed", "p24.knife_bloody", aliases=("зарезан", "убит кроваво")),
    # The quick knife kill under morning_post_labels = knife: «Зарезан:» in the post.
    KillKind("knife_post", "Зарезан", "Stabbed", "p24.knife", aliases=("зарезан быстро",)),
]

ITEMS = [
    ItemSpec("vest", "бронежилет", "vest", "p27.vest", aliases=("броник",)),
    ItemSpec("siren", "сирена", "siren", "p27.siren"),
    ItemSpec("vodka", "водка", "vodka", "civilians.vodka", aliases=("бутылка водки",)),
    # The clan's bottle (L135): held by the head, then by whom the clan chooses (п.20, AN-64).
    ItemSpec("poison", "яд", "poison", "p27.poison", aliases=("бутылка яда",), clan_item="p20"),
]

PENDING = {
    "poison": PendingSpec("poison", "poison_death", "p27.poison", letter="letter_poisoned"),
}


def _with_traits(role: RoleSpec) -> RoleSpec:
    """The traits the mafia module reads: «Невербуемая роль», the Журналист who keeps his role (L253)."""
    traits = set(role.traits)
    if role.id in UNRECRUITABLE:
        traits.add(UNRECRUITABLE_TRAIT)
    if role.id in KEEPS_ROLE:
        traits.add(KEEPS_ROLE_TRAIT)
    if role.id in SEARCHED:
        traits.add(SEARCHED[role.id])
    traits |= loners.EXTRA_TRAITS.get(role.id, frozenset())
    # Item moves (п.06 L18, L309): any player holding the item may send one besides his role move. No role lists
    # them (`ITEM_ACTIONS`): a move no role lists is its item's (`ActionSpec.needs_item`), offered to its holder by
    # `resolver.input.entry.actions_for` and judged by its item, not by a role (`resolver.engine.limits.kind_failure`).
    # «В случае вербовки, водка не пропадает.» (L174): the vodka, which civilian roles list as their own, is given to
    # every role, so a recruited Рядовой (or any holder) may still drink it.
    held = tuple(a for a in HELD_MOVES if a not in role.actions)
    return replace(role, traits=frozenset(traits), actions=role.actions + held + loners.BAND_MOVES)
# --- the civilian roles and the Крёстный отец (resolver/rulesets/andorra/civilians.py)
ACTIONS += civilians.ACTIONS
ROLES += civilians.ROLES
ROLES = [replace(r, actions=r.actions + civilians.VILLAGER_ACTIONS) if r.id == "villager" else r for r in ROLES]
OPTIONS += civilians.OPTIONS
GENERAL += civilians.GENERAL
KILL_KINDS += civilians.KILL_KINDS
PENDING.update(civilians.PENDING)
EXTRA_STEPS += civilians.EXTRA_STEPS
# --- the loners (resolver/rulesets/andorra/loners.py)
ACTIONS += loners.ACTIONS
ROLES += loners.ROLES
OPTIONS += loners.OPTIONS
GENERAL += loners.GENERAL
KILL_KINDS += loners.KILL_KINDS
PENDING.update(loners.PENDING)

# --- the undead and their hunters (resolver/rulesets/andorra/undead.py)
ACTIONS = undead.with_heart_attack(ACTIONS + undead.ACTIONS)
ROLES += undead.ROLES
ROLES = [replace(r, actions=r.actions + undead.PRIEST_ACTIONS) if r.id == "priest" else
         replace(r, actions=r.actions + undead.NURSE_ACTIONS) if r.id == "nurse" else r for r in ROLES]
OPTIONS += undead.OPTIONS
GENERAL += undead.GENERAL
KILL_KINDS += undead.KILL_KINDS
PENDING.update(undead.PENDING)
RESULT_TABLE = undead.RESULT_ROWS + RESULT_TABLE


def _p23(action: ActionSpec) -> ActionSpec:
    """The flags п.23 and п.25 give an act (general.P23, P25), added to what its row says."""
    kinds = {kind for aid, kind, _words in P23 if aid == action.id}
    kinds |= {"hostile" for aid, _words in P25 if aid == action.id}
    flags: dict[str, object] = {kind: True for kind in kinds if ":" not in kind and not getattr(action, kind)}
    on_trait = tuple(HostileOn(kind.partition(":")[2], P23_CLAUSE[kind])
                     for kind in sorted(k for k in kinds if ":" in k))
    if on_trait:
        flags["rows"] = action.rows + on_trait[-1:]
    return replace(action, **flags) if flags else action  # type: ignore[arg-type]


def build() -> RulesetSpec:
    spec = RulesetSpec(
        id="andorra",
        name_ru="Андоррская мафия",
        short_ru="Андорра",
        name_en="Andorra mafia",
        text_file="andorra.txt",
        clauses={},
        roles={r.id: _with_traits(r) for r in ROLES + MAFIA_ROLES + GENERAL_ROLES},
        actions={a.id: a for a in ACTIONS + MAFIA_ACTIONS + ITEM_ACTIONS + GENERAL_ACTIONS},
        steps={sid: StepSpec(sid, order, ru, en, clause) for sid, order, ru, en, clause in STEPS + EXTRA_STEPS},
        options={o.name: o for o in OPTIONS + MAFIA_OPTIONS + ITEM_OPTIONS},
        kill_kinds={k.id: k for k in KILL_KINDS + GENERAL_KILL_KINDS},
        events={},
        items={i.id: i for i in ITEMS + GIFT_ITEMS + loners.ITEMS},
        general_conditions=GENERAL,
        policy=Policy(),
        clans=("Клан1", "Клан2"),
        checks=CLAN_CHECKS,
        citations={
            "cycle": ("p28.order", "AN-05"),
            "same_step": ("p28.order", None),
            "later_step": ("p28.order", None),
            "earlier_step": ("p28.order", None),
            "not_in_list": ("p28", None),
            "time_rule": ("p28", None),
            "protection_queue": ("p05.queue", None),
            "clan_sender": ("mafia.sender", "A-20"),
            "post_label": ("p17.post", "A-28"),
            "dead_gets_result": ("p11.clan_dead", None),
            "dead_no_result": ("p11.dead", None),
            "no_move": ("p04.no_move", None),
            # A move that never aims at the dead, at a player out before the night: an error of the file (AN-125).
            "dead_target": ("p11", "AN-125"),
        },
        clan_aliases={"1": "Клан1", "2": "Клан2", "клан 1": "Клан1", "клан 2": "Клан2"},
        protections=PROTECTIONS,
        # «Ходит последним и знает все трупы за прошедшую ночь» (L205) against L129, which lists the допрос, the
        # sobering and the return from a trip after him: with reanimator_last = last he moves after the допрос.
        step_moves=(StepMoved(("reanimator_last", "last"), "40", 41.5, "reanimator.rules"),),
        messages={**MESSAGES, **civilians.MESSAGES, **loners.MESSAGES, **undead.MESSAGES},
        result_table=RESULT_TABLE,
        pending=PENDING,
        guilt=GUILT,
        killer_dies=loners.KILLER_DIES,
        bands=loners.BANDS,
        # Who takes a role at dawn (L208, L352): the Копы's promotion, then the Бунтарь's heir.
        succession=SuccessionSpec((civilians.PROMOTION, loners.BAND_HEIR)),
    )
    # п.23/п.25 flags (general.P23), the dawn decisions, their options and sentences (AN-70 … AN-76).
    spec.actions = {aid: _p23(a) for aid, a in spec.actions.items()}
    spec.options.update({o.name: o for o in GENERAL_OPTIONS})
    spec.messages.update(GENERAL_MESSAGES)
    spec.dawn = DAWN
    text = spec.text
    spec.clauses = {cid: Clause(cid, ru, en, lines, ruleset_text=text) for cid, (ru, en, lines)
                    in (CLAUSES | MAFIA_CLAUSES | ITEM_CLAUSES | GENERAL_CLAUSES | loners.LONER_CLAUSES
                        | undead.CLAUSES).items()}
    return spec
