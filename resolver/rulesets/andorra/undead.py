"""Andorra part 2: the undead (Нечисть, L360-383) and their hunters, as data (issue 11, branch undead).

`data.py` appends these rows to its lists. Rulings AN-100 … AN-119 are in docs/rulings_andorra.md. The action ids
of `../shared/rules/catalog.csv` (`lock_house`, `search_vh_behead`, `report_to_vh` …) are aliases.

- Вампир (L370-376): the bite (step 29) lays a pending death (`bite`, «отравлен») that only the Медсестра's
  stomach pump cures (the Доктор's heal does not, L188); a second bite the next night turns the bitten into an
  Упырь at that moment (`turns_pending`, п.19 L82) instead; a Псих who dies of the bite takes the Вампир with
  him (`PendingSpec.takes_source`); the Упырь's vote is the Вампир's (a day modifier on an Упырь only).
- Упырь (L377-378): a role held besides one's own (`RoleSpec.keeps_own`): his moves stay, his side and traits
  are the undead's, the stakes leave him (L361).
- Ван Хельсинг (L238-247): the searches that shoot a silver bullet on a hit, the search for the undead
  (`answers`, carried in `PlayerState.found`), the silver bullet only at a player found so (`needs_found`);
  bites fail on him; the bullet is no shot a vest stops.
- Домовой (L379-381): the lock that takes the target's move, shields him (п.17 L78 «в блок») and takes his next
  day's vote; it fails on a Нечисть and tells the Домовой her role, as it tells him the Священник's
  (`reveals_role`); the burning of the Священник after a night without a move (`needs_rest`).
- Всадник без головы (L382-383): the search for Ван Хельсинг that beheads him on a hit and freezes whomever
  it checks (a target rule that still lets the act be made, `TargetRule.made`); nothing on a Нечисть.
- Священник's confession (L234-237): sinful or not, the крестик given (`gives_item` to the target), which
  poisons a Нечисть (`ItemSpec.on_receive`); the confessed is out of others' reach; the heart attack of L235
  (`kills_actor_givers_of` on the bloody kill).
"""

from __future__ import annotations

from dataclasses import replace

from resolver.specs.day import ModifierSpec
from resolver.specs.ruleset import (
    ActionSpec,
    Answers,
    Condition,
    ExemptGeneral,
    Kill,
    KillKind,
    KillsActorGivers,
    Lays,
    Leaves,
    MakesItem,
    NeedsFound,
    NeedsRest,
    OptionSpec,
    PendingSpec,
    PerTarget,
    Relay,
    RepeatBan,
    ResultRow,
    RevealsRole,
    RoleSpec,
    TargetLetter,
    TargetRule,
    TurnsPending,
)

_CIVIL = ("drink_vodka", "stake_hunt")

CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "p17.vh_undead": ("п.17 Выстрел ВХ в нечисть — удачно", "Cl.17 VH's shot at the undead: success", (62, 62)),
    "p17.vh_other": ("п.17 Выстрел ВХ в остальных — неудачно", "Cl.17 VH's shot at anyone else: failed", (63, 63)),
    "p17.bite_priest": ("п.17 Укус священника — неудачно", "Cl.17 Biting the Priest: failed", (69, 69)),
    "p17.bite_psycho": ("п.17 Укус психа — удачно", "Cl.17 Biting the Psycho: success", (75, 75)),
    "p19.ghoul": ("п.19 Упырём становится с момента повторного укуса",
                  "Cl.19 One becomes a Ghoul from the moment of the second bite", (82, 82)),
    "p24.burn": ("п.24 Сжечь (убит)", "Cl.24 Burn (killed)", (104, 104)),
    "p24.bite": ("п.24 Укусить (убит)", "Cl.24 Bite (killed)", (107, 107)),
    "p24.cross": ("п.24 Подарен крестик, только против Нечисти (убит)",
                  "Cl.24 Given a cross, only against the undead (killed)", (108, 108)),
    "priest.confess": ("Священник: исповедь и крестик", "Priest: the confession and the cross", (234, 234)),
    "priest.heart": ("Священник: разрыв сердца", "Priest: the heart attack", (235, 235)),
    "van_helsing.search_vampire": ("Ван Хельсинг: поиск Вампира", "Van Helsing: search for the Vampire", (242, 242)),
    "van_helsing.search_horseman": ("Ван Хельсинг: поиск Всадника", "Van Helsing: search for the Horseman",
                                    (243, 243)),
    "van_helsing.search_undead": ("Ван Хельсинг: поиск Нечисти", "Van Helsing: search for the undead", (244, 244)),
    "van_helsing.silver": ("Ван Хельсинг: серебряная пуля после проверки",
                           "Van Helsing: the silver bullet after a check", (245, 245)),
    "van_helsing.rules": ("Ван Хельсинг: не укусить, без проверки не стреляет, игнорирует бронежилет",
                          "Van Helsing: no bite, no shot without a check, ignores the vest", (247, 247)),
    "undead.cross_cure": ("Нечисть, отравленная крестиком, лечится только Медсестрой",
                          "The undead poisoned by a cross: only the Nurse cures", (369, 369)),
    "vampire.bite": ("Вампир: укус, игнорирует бронежилет", "Vampire: the bite ignores the vest", (372, 372)),
    "vampire.vote": ("Вампир: голос Упыря", "Vampire: the Ghoul's vote", (373, 373)),
    "vampire.bitten": ("Вампир: укушенный отравлен, лечит только медсестра; повторный укус; Псих",
                       "Vampire: the bitten is poisoned, only the Nurse cures; the second bite; the Psycho",
                       (375, 375)),
    "vampire.ghoul_vote": ("Вампир распоряжается голосом Упыря", "The Vampire disposes of the Ghoul's vote",
                           (376, 376)),
    "ghoul.rules": ("Упырь: роль не теряет, побеждает с Вампиром", "Ghoul: keeps his role, wins with the Vampire",
                    (378, 378)),
    "domovoy.lock": ("Домовой: блок", "Domovoy: the lock", (380, 380)),
    "domovoy.rules": ("Домовой: не две ночи подряд, узнаёт роль, сожжение Священника",
                      "Domovoy: not two nights running, learns the role, burning the Priest", (381, 381)),
    "horseman.search": ("Всадник: поиск Ван Хельсинга, оцепенение", "Horseman: search for Van Helsing, the freeze",
                        (383, 383)),
}


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


# «Бесплотный персонаж. Блокирует двери и окна, не дает совершить ход игроку, но и игрок никому не доступен для
# воздействия.» (L380): the locked player's later moves (lock_scope = later_steps, A-12) or all his moves
# (whole_night) are taken; others' later moves do not reach him; a hostile one is «в блок» (п.17 L78).
GENERAL: tuple[Condition, ...] = (
    _c("actor", "locked", "actor_locked", "domovoy.lock", ruling="AN-104", scope="personal",
       unless=("lock_scope", "whole_night")),
    _c("actor", "locked", "actor_locked", "domovoy.lock", ruling="AN-104", scope="personal", precedence="always",
       when=("lock_scope", "whole_night")),
    _c("target", "locked", "target_blocked", "p17.block", ruling="A-11", scope="hostile"),
    _c("target", "locked", "target_locked", "domovoy.lock", ruling="AN-104", scope="targeted"),
    # «Во время проверки жертва цепенеет от ужаса, не может сходить или не помнит какой был совершен ход (игроку
    # приходит ответ «неудачно»)» (L383): a move before step 39 took effect, its owner hears «неудачно»; a later one
    # (40, 41) is not made (AN-107).
    _c("actor", "frozen", "actor_frozen", "horseman.search", ruling="AN-107", scope="personal",
       precedence="always", blocks=False),
    _c("actor", "frozen", "actor_frozen", "horseman.search", ruling="AN-107", scope="personal"),
    # «Исповедуемый недоступен для других воздействий.» (L237): from the confession's step on (A-12 (b)).
    _c("target", "confessed", "target_unreachable", "priest.immune", ruling="AN-108", scope="targeted"),
)

_SILVER = {"kill_kind": "shot", "no_blast": True}

ACTIONS = [
    # «укус игрока. Игнорирует бронежилет» (L372); «Укушенный игрок получает сообщение: «отравлен». Не может быть
    # вылечен кроме медсестры. В случае повторного укуса Вампиром, становится Упырём.» (L375); the Доктор «лечит …
    # кроме … укуса Вампира» (L188): his heal does not stop it.
    ActionSpec("bite", "Укус", "Bite", "29", "vampire.bite", aliases=("укусить", "укус игрока"),
               hostile=True, attack="bite", ruling="AN-100",
               rows=(Lays("bite"), TurnsPending("bite", "ghoul", "p19.ghoul"), ExemptGeneral("healed"))),
    # «Если Вампир не кусает его второй раз, то игрок умирает.» (L375) — the next night, with the poisoned
    # (step 39.5, A-14), unless the Медсестра pumps him that night or the second bite made him an Упырь.
    ActionSpec("bite_death", "Смерть укушенного", "Death of the bitten", "39.5", "vampire.bitten",
               role_move=False, pseudo=True,
               rows=(
                   Kill("bite"),
                   _c("target", "pumped", "target_pumped", "vampire.bitten", ruling="AN-100"),
                   _c("target", "ghoul", "turned_ghoul", "p19.ghoul", ruling="AN-101"),
               )),
    # Ван Хельсинг (L242-247): the searches shoot on a hit; a miss is no shot (AN-103).
    ActionSpec("vh_search_vampire", "Поиск Вампира", "Search for the Vampire", "38",
               "van_helsing.search_vampire", aliases=("поиск вампира", "search_vampire_shoot"), hostile=True, attack="silver",
               rows=(Kill('shot'), TargetRule("role", "search_miss", "van_helsing.search_vampire", value="vampire"))),
    ActionSpec("vh_search_horseman", "Поиск Всадника без головы", "Search for the Headless Horseman", "38",
               "van_helsing.search_horseman", aliases=("поиск всадника", "search_horseman_shoot"), hostile=True, attack="silver",
               rows=(
                   Kill('shot'),
                   TargetRule("role", "search_miss", "van_helsing.search_horseman",
                              value="headless_horseman"),
               )),
    ActionSpec("vh_search_undead", "Поиск Нечисти", "Search for the undead", "38",
               "van_helsing.search_undead", aliases=("поиск нечисти", "search_undead"),
               rows=(
                   Answers(TargetRule("trait", "answer_not_undead", "van_helsing.search_undead", value="undead"),
                           "answer_undead", "answer_not_undead"),
               )),
    # «может сделать выстрел серебряной пулей в Нечисть после проверки … Не может стрелять без проверки.» (L245,
    # L247): only at a player his own search found.
    ActionSpec("silver_shot", "Серебряная пуля", "Silver bullet", "38", "van_helsing.silver",
               aliases=("выстрел серебряной пулей",), hostile=True, attack="silver", ruling="AN-103",
               rows=(NeedsFound("vh_search_undead", "van_helsing.rules"), Kill('shot'))),
    # Домовой (L380-381). «Не может две ночи подряд блокировать одного и того же игрока. При попытке блокировки
    # Нечисти узнает её роль. Во время блокировки священника, узнает его роль.»
    ActionSpec("lock", "Блок", "Lock", "14", "domovoy.lock", aliases=("блокировать", "заблокировать", "lock_house"),
               attack="lock", visits=True, ruling="AN-105",
               rows=(
                   RepeatBan("domovoy.rules"),
                   Leaves("locked"),
                   RevealsRole(("undead", "priest"), "domovoy.rules"),
               )),
    # «Может совершить сожжение Священника, для этого нужно накопить энергию, то есть пропустить один ход.» (L381)
    ActionSpec("burn", "Сожжение", "Burning", "14", "domovoy.rules",
               aliases=("сжечь", "сожжение священника", "burn_priest"),
               hostile=True, attack="burn", ruling="AN-106",
               rows=(NeedsRest("domovoy.rules"), Kill("burn"))),
    # «Основной ход – поиск Ван Хельсинга. При нахождении сразу рубит голову. Игнорирует бронежилет. Во время
    # проверки жертва цепенеет от ужаса … Не действует на Нечисть. Жертве не сообщается об оцепенении.» (L383)
    ActionSpec("horseman_search", "Поиск Ван Хельсинга", "Search for Van Helsing", "39", "horseman.search",
               aliases=("поиск вх", "рубить голову", "search_vh_behead"),
               hostile=True, attack="horseman", ruling="AN-107",
               rows=(
                   Kill("axe"),
                   TargetRule("not_trait", "horseman_undead", "horseman.search", value="undead"),
                   TargetRule("role", "search_miss", "horseman.search", value="van_helsing", made=True),
                   Leaves("frozen", timing="perf"),
               )),
    # «принудительно исповедует любого участника. Результат исповеди узнает только он. Во время исповеди священник
    # узнает грешен игрок или нет. Во время исповеди дарит крестик. … Каждого участника может исповедовать только
    # один раз за игру.» (L234); «Исповедуемый узнаёт об исповеди.» (L237)
    ActionSpec("confess", "Исповедь", "Confession", "12", "priest.confess",
               aliases=("исповедовать", "исповедать"), visits=True, attack="confess", ruling="AN-108",
               rows=(
                   PerTarget("priest.confess"),
                   Answers(TargetRule("sinful", "answer_not_sinful", "priest.confess"), "answer_sinful",
                           "answer_not_sinful"),
                   MakesItem("cross", "target", "priest.confess"),
                   Leaves("confessed"),
                   TargetLetter("letter_confessed"),
               )),
    # «анализ крови - определяет Нечисть. Следующим ночным ходом может сообщить результат Ван Хельсингу (через
    # ведущего).» (L196): the answer of last night's blood test, to a Ван Хельсинг; it is no check of his.
    ActionSpec("nurse_report", "Сообщить Ван Хельсингу", "Tell Van Helsing", "11", "nurse.blood",
               aliases=("сообщить результат", "сообщить вх", "report_to_vh"), visits=True, ruling="AN-111",
               rows=(
                   Relay("blood_test", "nurse.blood"),
                   TargetRule("role", "not_recipient", "nurse.blood", value="van_helsing", illegal=True),
               )),
    # The крестик's poison on a Нечисть (L127, L234): «может быть вылечена только Медсестрой» (L369); it kills the
    # next night with the poisoned.
    ActionSpec("cross_death", "Смерть от крестика", "Death by the cross", "39.5", "undead.cross_cure",
               role_move=False, pseudo=True,
               rows=(Kill("cross"), _c("target", "pumped", "target_pumped", "undead.cross_cure", ruling="AN-108"))),
]

# «НЕЧИСТЬ: Не ходят с кольями.» (L361)
_NO_STAKES = (("stake_hunt", "undead.rules"),)

ROLES = [
    RoleSpec("vampire", "Вампир", "Vampire", "undead", "vampire", ("bite",), traits=frozenset({"undead", "vampire"}),
             drops=_NO_STAKES),
    # «Изначально не существует.» (L378): no player starts as one.
    RoleSpec("ghoul", "Упырь", "Ghoul", "undead", "ghoul.rules", traits=frozenset({"undead", "ghoul"}),
             keeps_own="ghoul.rules", drops=_NO_STAKES, max_per_game=0, roster_clause="ghoul"),
    RoleSpec("domovoy", "Домовой", "Domovoy", "undead", "domovoy", ("lock", "burn"), traits=frozenset({"undead"}),
             drops=_NO_STAKES),
    RoleSpec("headless_horseman", "Всадник без головы", "Headless Horseman", "undead", "horseman",
             ("horseman_search",), aliases=("всадник",), traits=frozenset({"undead"}), drops=_NO_STAKES),
    RoleSpec("van_helsing", "Ван Хельсинг", "Van Helsing", "peaceful", "van_helsing",
             ("vh_search_vampire", "vh_search_horseman", "vh_search_undead", "silver_shot") + _CIVIL,
             aliases=("вх", "ван хельсинг"), role_peaceful=True, traits=frozenset({"van_helsing"})),
]

# The Священник's confession joins his moves; the Медсестра's report hers.
PRIEST_ACTIONS = ("confess",)
NURSE_ACTIONS = ("nurse_report",)

# Rows placed before the rule set's own: a specific attack on a specific trait comes first.
RESULT_ROWS = (
    ResultRow("bite", "priest", "failed", "p17.bite_priest", see_also=("priest.immune",)),
    ResultRow("bite", "van_helsing", "failed", "van_helsing.rules"),
    ResultRow("bite", "psycho", "success", "p17.bite_psycho", effect=True),
    ResultRow("silver", "undead", "success", "p17.vh_undead", effect=True, see_also=("undead.killable",)),
    ResultRow("silver", "*", "failed", "p17.vh_other", see_also=("van_helsing.rules",), ruling="AN-103"),
    # «Враждебно воздействуют: … Священник (исповедь Нечисти)» (п.23 L95): hostile, yet no «остальное враждебное
    # действие в нечисть» (L67): «Если исповедует Нечисть, то при получении крестика Нечисть становится отравленной»
    # (L234; AN-121).
    ResultRow("confess", "undead", "success", "priest.confess", effect=True, see_also=("p23.hostile",),
              ruling="AN-121"),
    # The Палач who watched the Священник confess a Нечисть sees a hostile act (п.23 L95) and swings: «Остальные
    # враждебные действия в Священника - «неудачно»» (L237; AN-121).
    ResultRow("axe", "priest", "failed", "priest.immune", see_also=("executioner.watch",), ruling="AN-121"),
    ResultRow("burn", "priest", "success", "priest.immune", effect=True),
    ResultRow("burn", "*", "failed", "domovoy.rules", ruling="AN-106"),
    ResultRow("lock", "undead", "failed", "domovoy.rules", ruling="AN-105"),
)

PENDING = {
    "bite": PendingSpec("bite", "bite_death", "vampire.bitten", letter="letter_poisoned",
                        takes_source=("psycho", "vampire.bitten")),
    "cross": PendingSpec("cross", "cross_death", "undead.cross_cure", letter="letter_poisoned"),
}

KILL_KINDS = [
    KillKind("bite", "Убит", "Killed", "p24.bite", aliases=("укушен",)),
    KillKind("burn", "Убит", "Killed", "p24.burn", aliases=("сожжён", "сожжен")),
    KillKind("cross", "Убит", "Killed", "p24.cross", aliases=("отравлен крестиком",)),
    # «умирает от разрыва сердца» (L235): not a way to die of п.24; the post says «Убит:» (AN-109).
    KillKind("heart", "Убит", "Killed", "priest.heart", aliases=("разрыв сердца",)),
]

OPTIONS = [
    OptionSpec("lock_scope", "later_steps", ("later_steps", "whole_night"), "AN-104",
               "The Domovoy's lock takes the moves after his step 14 (A-12), or every move of the locked player "
               "that night.",
               description_ru="Блок Домового забирает ходы после его шага 14 (A-12) или любой ход запертого этой ночью."),
]

DAY_MODIFIERS = {
    # «изменить голос Упыря на дневном голосовании» (L373), step 6; «Вампир может распоряжаться дневным голосом
    # Упыря» (L376): on an Упырь only (AN-110).
    "vampire": ModifierSpec("vampire", "Вампир: голос Упыря", "Vampire: the Ghoul's vote", "move", "vampire.vote",
                            order=6, aliases=("вампир", "control_ghoul_vote"), only_role=("ghoul", "vampire.ghoul_vote"),
                            ruling="AN-110", maker=("vampire", "vampire.vote", "AN-128")),
    "domovoy": ModifierSpec("domovoy", "Блок Домового", "The Domovoy's lock", "next_day", "domovoy.lock",
                            order=7.5, status="locked"),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "actor_locked": ("{who} заперт Домовым ({by}) и не ходит", "{who} is locked in by the Domovoy ({by}) and cannot move"),
    "target_locked": ("цель {who} заперта Домовым ({by}) и никому не доступна",
                      "the target {who} is locked in by the Domovoy ({by}) and out of everyone's reach"),
    "actor_frozen": ("{who} {who:оцепенел} от ужаса ({by})", "{who} froze with horror ({by})"),
    "turned_ghoul": ("{who} {who:укушен} повторно и {who:стал} Упырём: не умирает", "{who} was bitten again and became a Ghoul: "
                     "he does not die"),
    "horseman_undead": ("{who} — Нечисть: Всадник на неё не действует", "{who} is undead: the Horseman has no effect"),
    "not_recipient": ("{who} не Ван Хельсинг: результат сообщается только ему",
                      "{who} is not Van Helsing: the result is for him only"),
    "answer_sinful": ("{who} грешен", "{who} is sinful"),
    "answer_not_sinful": ("{who} не грешен", "{who} is not sinful"),
    "letter_confessed": ("вас исповедовали; вам подарен крестик", "you were confessed; you were given a cross"),
    "death_bite": ("{victim} умер от укуса", "{victim} died of the bite"),
    "death_burn": ("{victim} {victim:сожжён} ({by})", "{victim} was burnt ({by})"),
    "death_cross": ("{victim} {victim:отравлен} крестиком и {victim:умер}", "{victim} was poisoned by the cross and died"),
    "death_heart": ("{victim} умер от разрыва сердца", "{victim} died of a heart attack"),
}


def with_heart_attack(actions: list[ActionSpec]) -> list[ActionSpec]:
    """«Если исповедует Маньяка, совершившего Кровавое убийство в ночь исповеди, то умирает от разрыва сердца.»
    (L235): the bloody kill that works kills the Священник who confessed its doer tonight (A-54)."""
    row = KillsActorGivers("confessed", "heart", "priest.heart")
    return [replace(a, rows=a.rows + (row,)) if a.id == "kill_bloody" else a for a in actions]
