"""The andorra rule set («Андоррская мафия»), the slice the engine mechanics are proven on.

Roles: Босс мафии, Рядовой мафиози, Доктор, Телохранитель, Священник, Телепат, Туроператор,
Маньяк, Мирный житель, Вампир (a target for the stakes). Items: бронежилет, сирена, водка, яд.
Everything is data over the engine's mechanics: the п.05 protection queue, the п.17 result table,
derived acts (counter-shot, reflection, redirect), marks (tour, vodka, the sleeping pill), the
pending poison and the stake party's quorum. Rulings A-xx are in docs/rulings_andorra.md.
"""

from __future__ import annotations

from resolver.ruleset import (
    ActionSpec,
    Clause,
    Condition,
    ItemSpec,
    KillKind,
    OptionSpec,
    PendingSpec,
    Policy,
    ProtectionSpec,
    ResultRow,
    RoleSpec,
    RulesetSpec,
    StepSpec,
)
from resolver.rulesets.andorra.clauses import CLAUSES
from resolver.rulesets.andorra.steps import STEPS

# Steps the rulings place between the positions of п.28 (AN-06, A-14): the stake party's outcome right
# after the bearers, the death of last night's poisoned after step 39.
EXTRA_STEPS = [
    ("37.5", 37.5, "(поход с кольями: итог)", "(the stake hunt: outcome)", "p22"),
    ("39.5", 39.5, "(смерть отравленных прошлой ночью)", "(death of last night's poisoned)", "p27.poison"),
]


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


GENERAL = (
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
    _c("actor", "redirected", "move_redirected", "telepath.redirect", ruling="A-13",
       when=("redirect_scope", "later_steps"), scope="original"),
    _c("actor", "redirected", "move_redirected", "telepath.redirect", ruling="A-13", precedence="always",
       when=("redirect_scope", "any_step"), scope="original"),
    # Unreachable, nothing used up (п.05 L16; A-12).
    _c("target", "drunk", "target_unreachable", "p05.vodka", precedence="always", scope="targeted"),
    _c("target", "on_tour", "target_unreachable", "tour_operator.tour", precedence="always", scope="targeted"),
    _c("target", "dead", "target_dead", "p11", scope="targeted"),
    # After the protection queue: the Доктор's heal (L188).
    _c("target", "healed", "target_healed", "doctor.heal", stage="after_protections", scope="hostile"),
)

_CAN_STAKE = ("stake_hunt",)
_CIVIL = ("drink_vodka",) + _CAN_STAKE


def _kill(kind: str) -> dict[str, object]:
    return {"kill_kind": kind, "no_blast": True}


ACTIONS = [
    ActionSpec("shoot", "Выстрел", "Shot", "kill", "32", "mafia.boss", aliases=("застрелить", "стрелять"),
               hostile=True, attack="shot", params=_kill("shot")),
    ActionSpec("poison", "Отравление", "Poison", "poison", "32", "mafia.soldier", aliases=("отравить", "травить"),
               hostile=True, attack="poison", pending="poison", needs_item="poison", item_spent="on_success"),
    ActionSpec("heal", "Лечение", "Heal", "heal", "15", "doctor.heal", aliases=("лечить", "вылечить")),
    ActionSpec("sleeping_pill", "Снотворное", "Sleeping pill", "mark", "15", "doctor.pill",
               aliases=("поить снотворным", "усыпить"), params={"marks": (("target", "asleep"),)}),
    ActionSpec("guard", "Защита", "Guard", "mark", "21", "bodyguard", aliases=("защищать", "охрана", "прикрыть"),
               repeat_ban="bodyguard.limits", not_self="bodyguard.limits",
               params={"marks": (("target", "guarded"),)}),
    ActionSpec("counter_shot", "Ответный выстрел Телохранителя", "The bodyguard's counter-shot", "kill", "21",
               "bodyguard.counter", role_move=False, hostile=True, attack="counter_shot", params=_kill("shot")),
    ActionSpec("bless", "Благословение", "Blessing", "mark", "12", "priest.bless", aliases=("благословить",),
               uses_per_game=(1, "priest.bless"), params={"marks": (("target", "blessed"),)}),
    ActionSpec("redirect", "Смена цели", "A new target", "mark", "16", "telepath.redirect",
               aliases=("внушить цель", "сменить цель", "смена хода"), min_targets=2, max_targets=2,
               redirects=True, params={"marks": (("target", "redirected"),), "ruling": "A-13"}),
    ActionSpec("send_tour", "Тур", "Tour", "mark", "13", "tour_operator.tour", aliases=("отправить в тур",),
               repeat_ban="tour_operator.repeat", not_self="tour_operator.tour",
               params={"marks": (("target", "on_tour"),)}),
    ActionSpec("send_excursion", "Экскурсия", "Excursion", "mark", "13", "tour_operator.excursion",
               aliases=("отправить на экскурсию",), repeat_ban="tour_operator.repeat",
               not_self="tour_operator.excursion", params={"marks": (("target", "on_excursion"),)}),
    ActionSpec("drink_vodka", "Выпить водку", "Drink the vodka", "mark", "7", "civilians.vodka",
               aliases=("водка", "выпить"), min_targets=0, max_targets=0, needs_item="vodka",
               params={"marks": (("actor", "drunk"),)}),
    ActionSpec("kill_bloody", "Убить кроваво", "Bloody kill", "kill", "30", "maniac.bloody",
               aliases=("кровавое убийство", "убить с особой жестокостью"), hostile=True, attack="knife",
               params=_kill("knife_bloody")),
    ActionSpec("kill_quiet", "Убить быстро", "Quick kill", "kill", "30", "maniac.quick",
               aliases=("быстрое убийство", "зарезать"), hostile=True, attack="knife", params=_kill("knife")),
    ActionSpec("stake_hunt", "Поход с колом", "Stake hunt", "hunt", "37", "p22", aliases=("кол", "колья"),
               role_move=False),
    # Made by the engine, not sent by players.
    ActionSpec("stake_party", "Поход с кольями: итог", "Stake hunt: outcome", "kill", "37.5", "p22",
               role_move=False, hostile=True, attack="stake",
               params={"kill_kind": "stake", "no_blast": True, "pseudo": True, "group_of": "stake_hunt",
                       "quorum": 3, "quorum_clause": "p17.stake_few"}),
    ActionSpec("poison_death", "Смерть отравленного", "Death of the poisoned", "kill", "39.5", "p27.poison",
               role_move=False, conditions=(
                   _c("target", "healed", "target_healed", "p27.poison", ruling="A-14"),
               ), params={"kill_kind": "poison", "no_blast": True, "pseudo": True}),
]

ROLES = [
    RoleSpec("mafia_boss", "Босс мафии", "Mafia boss", "mafia", "mafia.boss", ("shoot", "poison") + _CAN_STAKE,
             aliases=("босс", "дон"), clan_member=True, priority=1),
    RoleSpec("mafia_soldier", "Рядовой мафиози", "Mafia soldier", "mafia", "mafia.soldier",
             ("shoot", "poison") + _CAN_STAKE, aliases=("рядовой",), clan_member=True, priority=2),
    RoleSpec("doctor", "Доктор", "Doctor", "peaceful", "doctor", ("heal", "sleeping_pill") + _CIVIL,
             aliases=("врач",), role_peaceful=True),
    RoleSpec("bodyguard", "Телохранитель", "Bodyguard", "peaceful", "bodyguard", ("guard",) + _CIVIL,
             role_peaceful=True),
    RoleSpec("priest", "Священник", "Priest", "peaceful", "priest", ("bless",) + _CIVIL, role_peaceful=True,
             traits=frozenset({"priest"})),
    RoleSpec("villager", "Мирный житель", "Villager", "peaceful", "villager", _CIVIL, aliases=("мж", "мирный")),
    RoleSpec("telepath", "Телепат", "Telepath", "loner", "telepath", ("redirect",) + _CAN_STAKE),
    RoleSpec("tour_operator", "Туроператор", "Tour operator", "loner", "tour_operator",
             ("send_tour", "send_excursion") + _CAN_STAKE),
    RoleSpec("maniac", "Маньяк", "Maniac", "loner", "maniac", ("kill_bloody", "kill_quiet") + _CAN_STAKE),
    RoleSpec("vampire", "Вампир", "Vampire", "undead", "vampire", (), traits=frozenset({"undead"})),
]

PROTECTIONS = (
    ProtectionSpec("blessing", 1, "status:blessed", "priest.bless", "благословение священника",
                   "the priest's blessing", effect="reflect", ruling="A-29"),
    ProtectionSpec("bodyguard", 2, "status:guarded", "bodyguard.counter", "прикрытие телохранителем",
                   "the bodyguard's cover", effect="counter",
                   counter_action="counter_shot", not_against_traits=frozenset({"undead"}), spent="never",
                   ruling="A-25"),
    ProtectionSpec("siren", 3, "item:siren", "p27.siren", ignored_by=frozenset({"counter_shot"}), ruling="A-07",
                   unless=("siren_reusable", True)),
    ProtectionSpec("siren_reusable", 3, "item:siren", "p27.siren", ignored_by=frozenset({"counter_shot"}),
                   spent="never", ruling="A-07", when=("siren_reusable", True)),
    ProtectionSpec("vest", 4, "item:vest", "p27.vest", stops=frozenset({"shot", "counter_shot"}), reported="success",
                   ruling="A-06", unless=("vest_reusable", True)),
    ProtectionSpec("vest_reusable", 4, "item:vest", "p27.vest", stops=frozenset({"shot", "counter_shot"}),
                   reported="success", spent="never", ruling="A-06", when=("vest_reusable", True)),
)

RESULT_TABLE = (
    ResultRow("stake", "undead", "success", "p17.stake_ok", effect=True),
    ResultRow("stake", "*", "failed", "p17.stake_other"),
    ResultRow("shot", "priest", "failed", "p17.priest_shot"),
    ResultRow("counter_shot", "priest", "failed", "p17.priest_shot"),
    ResultRow("*", "undead", "failed", "p17.undead_other"),
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
               "The Телепат's new target: only moves after his step 16, or any move of the night.",
               description_ru="Смена цели Телепатом: только ходы после его шага 16 или любой ход ночи."),
]

KILL_KINDS = [
    KillKind("shot", "Убит", "Killed", "p24", aliases=("застрелен", "убит")),
    KillKind("knife", "Убит", "Killed", "maniac.quick", aliases=("зарезан быстро",)),
    KillKind("poison", "Убит", "Killed", "p27.poison", aliases=("отравлен",)),
    KillKind("stake", "Убит", "Killed", "p22", aliases=("посажен на кол",)),
    KillKind("knife_bloody", "Зарезан", "Stabbed", "maniac.bloody", aliases=("зарезан", "убит кроваво")),
]

ITEMS = [
    ItemSpec("vest", "бронежилет", "vest", "p27.vest", aliases=("броник",)),
    ItemSpec("siren", "сирена", "siren", "p27.siren"),
    ItemSpec("vodka", "водка", "vodka", "civilians.vodka", aliases=("бутылка водки",)),
    ItemSpec("poison", "яд", "poison", "p27.poison", aliases=("бутылка яда",)),
]

PENDING = {
    "poison": PendingSpec("poison", "poison_death", "p27.poison", letter="letter_poisoned"),
}


def build() -> RulesetSpec:
    spec = RulesetSpec(
        id="andorra",
        name_ru="Андоррская мафия",
        name_en="Andorra mafia",
        text_file="andorra.txt",
        clauses={},
        roles={r.id: r for r in ROLES},
        actions={a.id: a for a in ACTIONS},
        steps={sid: StepSpec(sid, order, ru, en, clause) for sid, order, ru, en, clause in STEPS + EXTRA_STEPS},
        options={o.name: o for o in OPTIONS},
        kill_kinds={k.id: k for k in KILL_KINDS},
        events={},
        items={i.id: i for i in ITEMS},
        general_conditions=GENERAL,
        policy=Policy(),
        clans=("Клан1", "Клан2"),
        citations={
            "cycle": ("p28", None),
            "same_step": ("p28", None),
            "later_step": ("p28", None),
            "not_in_list": ("p28", None),
            "time_rule": ("p28", None),
            "vest": ("p27.vest", None),
        },
        clan_aliases={"1": "Клан1", "2": "Клан2", "клан 1": "Клан1", "клан 2": "Клан2"},
        protections=PROTECTIONS,
        result_table=RESULT_TABLE,
        pending=PENDING,
    )
    text = spec.text
    spec.clauses = {cid: Clause(cid, ru, en, lines, ruleset_text=text) for cid, (ru, en, lines) in CLAUSES.items()}
    return spec
