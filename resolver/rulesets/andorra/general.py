"""Andorra part 1: the general clauses that are not a role's, and the Тюремщик, as data.

- п.26 «Грешный игрок» and the Тюремщик's sin check that jails (L289); his inspection and release of today's
  jailed (L290-291, AN-72) and п.16's reveals under his rules (L49, L292-293, AN-75: `DAWN.reveal`).
- п.21 the free role before recruitment and the coin (AN-73, AN-74: `DAWN.free_role`); the Шериф's recruitment is
  in civilians.py (AN-71).
- What a player reads for a move a card replaced (AN-70: `DAWN.forced_reads`).
- п.23 and п.25 as a table (`P23`, `P25`, AN-76), applied to the actions by data.py.

`GUILT` (a `GuiltSpec`) says who is guilty of a death: the doer of the killing act, for a poison who laid
it, for a stake party every bearer who went (A-34), except the rows of п.26 (L114): the Шериф and the
Следователь who killed a Маф, the Священник and the Ван Хельсинг who killed a Нечисть. Roles the rule
set does not have yet simply never match. The Тюремщик's check (`only_if_guilty`) jails a guilty target
at step 35 («Сел:»), a death of kind `jailed_night`.
"""

from __future__ import annotations

from resolver.specs.dawn import DawnSpec, FreeRoleSpec, RevealSpec, RoleItemsSpec
from resolver.specs.ruleset import (
    ActionSpec,
    GuiltSpec,
    Kill,
    KillKind,
    Leaves,
    OptionSpec,
    Revive,
    RoleSpec,
    TargetMayBeDead,
    TargetRule,
)

GENERAL_CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "p26.sinful": ("п.26 Грешный игрок", "Cl.26 A sinful player", (113, 113)),
    "p26.exceptions": ("п.26 Исключения", "Cl.26 The exceptions", (114, 114)),
    "jailer.check": ("Тюремщик: проверка на грешность", "Jailer: the sin check", (289, 289)),
    "sheriff.recruit": ("Шериф: вербует Следователя из МЖ без роли", "Sheriff: recruits the Investigator from the "
                        "Villagers without a role", (219, 219)),
    "p08.sheriff": ("п.08 Для вербовки Шерифом — только Мирные жители", "Cl.08 The Sheriff recruits Villagers only",
                    (22, 22)),
    "p21.first": ("п.21 Свободная роль прежде вербовок; монетка", "Cl.21 The free role before recruitment; the coin",
                  (86, 86)),
    "p21.offer": ("п.21 Предложение о вербовке — по правилам ролей", "Cl.21 An invitation is answered by the role "
                  "rules", (87, 87)),
    "p21.priority": ("п.21 Приоритетность", "Cl.21 The priority list", (88, 91)),
    "p16.reveal": ("п.16 Вскрытие ролей", "Cl.16 Role reveals", (49, 49)),
    "jailer.inspect": ("Тюремщик: проверка посаженного днём", "Jailer: inspecting today's jailed", (290, 290)),
    "jailer.release": ("Тюремщик: выпустить посаженного днём", "Jailer: releasing today's jailed", (291, 291)),
    "jailer.jailed": ("Тюремщика сажают", "The Jailer is jailed", (292, 292)),
    "jailer.killed": ("Тюремщика убивают", "The Jailer is killed", (293, 293)),
    "villager.items": ("МЖ: вещи не пропадают, вещи новой роли добавляются", "Villager: items stay, the new role's "
                       "items are added", (299, 299)),
    "mafia.recruiter.siren": ("Вербовщик мафии: сирена", "Mafia Recruiter: siren", (154, 154)),
    "jailer.siren": ("Тюремщик: сирена", "Jailer: siren", (285, 285)),
}

GUILT = GuiltSpec("p26.sinful", exceptions=(
    ("sheriff", "mafia", "p26.exceptions"), ("investigator", "mafia", "p26.exceptions"),
    ("priest", "undead", "p26.exceptions"), ("van_helsing", "undead", "p26.exceptions"),
), ruling="A-34")

GENERAL_ACTIONS = [
    # «проверяет игрока на грешность. В случае, если узнаёт, что игрок грешен, то сразу отправляет его в
    # тюрьму.» (L289); a visit (п.23 L97 «Тюремщик»), at step 35 (п.28). Tonight's deaths count.
    ActionSpec("sin_check", "Проверка на грешность", "Sin check", "35", "jailer.check",
               aliases=("проверить на грешность", "проверка"), visits=True, ruling="A-33",
               rows=(Kill("jailed_night", guilty_only="jailer.check"),)),
]

# «проверяет посаженного в текущий день игрока. В случае проверки - утром раскрывается его роль.» (L290); «может
# выпустить посаженного в текущий день игрока без проверки.» (L291). Both at step 35, visits (п.23 «Тюремщик»),
# only on today's jailed (AN-72); the released one is back in the game the next night and not in «Сел:».
_TODAY_JAILED = "not_jailed_today"
GENERAL_ACTIONS += [
    ActionSpec("inspect_jailed", "Проверка посаженного", "Inspecting the jailed", "35", "jailer.inspect",
               aliases=("проверить посаженного",), visits=True, ruling="AN-72",
               rows=(
                   TargetRule("lynched", _TODAY_JAILED, "jailer.inspect", illegal=True, ruling="AN-72"),
                   Leaves("inspected"),
                   TargetMayBeDead(),
               )),
    ActionSpec("release_jailed", "Выпустить посаженного", "Releasing the jailed", "35", "jailer.release",
               aliases=("выпустить",), visits=True, ruling="AN-72",
               rows=(
                   Revive(code="released_from_jail"),
                   TargetRule("lynched", _TODAY_JAILED, "jailer.release", illegal=True, ruling="AN-72"),
                   TargetMayBeDead(),
               )),
]

GENERAL_ROLES = [
    RoleSpec("jailer", "Тюремщик", "Jailer", "peaceful", "jailer",
             ("sin_check", "inspect_jailed", "release_jailed", "drink_vodka", "stake_hunt"), role_peaceful=True),
]

# At dawn (resolver/engine/dawn.py): the card's replaced move (AN-70), п.21 (AN-73, AN-74), п.16 with the Тюремщик
# (AN-75).
DAWN = DawnSpec(
    forced_reads=("card_replaced_move", "p06", "AN-70"),
    free_role=FreeRoleSpec("free_role_offer", "p21.first", "p21.first", "p21.offer", "villager.watch", ruling="AN-73",
                           coin_ruling="AN-74", follower_barred_traits=frozenset({"unrecruitable", "undead"}),
                           follower_clause="villager.watch"),
    # «В случае вербовки или выбора роли имеющиеся вещи не пропадают. Вещи, присущие новой роли, добавляются в
    # список имеющихся.» (L299): each role's «Изначально имеет …» line (AN-77).
    role_items=RoleItemsSpec((
        ("mafia_boss", "vest", "mafia.boss.vest"), ("mafia_recruiter", "siren", "mafia.recruiter.siren"),
        ("godfather", "vest", "godfather.vest"), ("mayor", "siren", "mayor.siren"), ("doctor", "siren", "doctor.siren"),
        ("reanimator", "vest", "reanimator.vest"), ("sheriff", "vest", "sheriff.vest"),
        ("investigator", "siren", "investigator.siren"), ("bodyguard", "siren", "bodyguard.siren"),
        ("executioner", "siren", "executioner.siren"), ("jailer", "siren", "jailer.siren"),
    ), "villager.items", ruling="AN-77"),
    reveal=RevealSpec("jailer", frozenset({"jail", "jailed_night"}), "inspected", "p16.reveal", "jailer.inspect",
                      "jailer.jailed", "jailer.killed", ruling="AN-75",
                      open_when=(("jailed_night", "night_jail_role", "open"),)),
)

GENERAL_OPTIONS = [
    OptionSpec("card_replaced_move", "omitted", ("omitted", "failed"), "AN-70",
               "A move a card replaced: the player's move tonight is the one the card sent him to make, "
               "and he reads its result only; or his own move also reads «неудачно».",
               description_ru="Ход, заменённый визиткой: ход игрока этой ночью — тот, куда его направила визитка, и "
               "он узнаёт только его результат; или его собственный ход ещё и «неудачно»."),
]

GENERAL_OPTIONS += [
    OptionSpec("night_jail_role", "hidden", ("hidden", "open"), "AN-75",
               "The role of a player the Jailer jailed at night: hidden like any jailed role under his rules (only "
               "an inspection of today's jailed opens one, L290), or opened by Cl.16's general rule, since his rules "
               "speak only of the day's jailed.",
               description_ru="Роль посаженного Тюремщиком ночью: скрыта, как любая роль посаженного по его правилам "
               "(вскрывает только проверка посаженного днём, L290), или вскрывается по общему правилу п.16, ведь его "
               "правила говорят только о посаженном днём."),
]

GENERAL_MESSAGES: dict[str, tuple[str, str]] = {
    "letter_role_items": ("с новой ролью вы получаете: {items}", "with the new role you get: {items}"),
    "role_open_by_option": ("роль {who} вскрывается (вариант ведущего)", "{who}'s role is revealed (the host's option)"),
    "forced_reads_omitted": ("ход заменён визиткой: игрок узнаёт результат хода по визитке",
                             "the move was replaced by a card: the player reads the carded move's result"),
    "forced_reads_failed": ("ход заменён визиткой: «неудачно»", "the move was replaced by a card: «failed»"),
    _TODAY_JAILED: ("{who} не {who:сел} сегодня днём", "{who} was not jailed today"),
    "released_from_jail": ("{who} {who:выпущен} из тюрьмы ({by})", "{who} was released from jail ({by})"),
    "role_hidden_keeper": ("роль не вскрывается", "role not revealed"),
    "role_open_inspected": ("{who} {who:проверен} Тюремщиком: роль вскрывается", "{who} was inspected by the Jailer: "
                            "the role is revealed"),
    "role_open_keeper_jailed": ("Тюремщик сидит: роль {who} вскрывается", "the Jailer is jailed: {who}'s role is "
                                "revealed"),
    "keeper_killed_freed": ("{who} выходит из тюрьмы: Тюремщик убит", "{who} walks free: the Jailer was killed"),
    "letter_free_role_taken": ("вы выбрали свободную роль: с наступлением утра вы {role}",
                               "you chose a free role: in the morning you are the {role_en}"),
    "letter_free_role_coin": ("роль «{role}» выбрали несколько МЖ ({players}): бросается монетка",
                              "several villagers chose the role «{role}» ({players}): a coin is thrown"),
    "free_role_coin_won": ("монетка: роль «{role}» из {players} досталась игроку {who} (вписано ведущим)",
                           "the coin: of {players}, the role «{role}» went to {who} (written by the host)"),
    "free_role_coin_not_taker": ("монетка: {who} не {who:выбирал} роль «{role}» (выбрали {players}) — впишите одного из них",
                                 "the coin: {who} did not choose the role «{role}» ({players} did) — write one of "
                                 "them"),
    "free_role_coin": ("монетка: роль «{role}» достаётся одному из {players} — впишите победителя в этот файл "
                       "(lots: {{{role}: имя}})",
                       "a coin: the role «{role}» goes to one of {players} — write the winner into this file "
                       "(lots: {{{role}: name}})"),
    "letter_free_role_coin_lost": ("роль «{role}» выбрали несколько МЖ ({players}): по монетке она вам не досталась",
                                   "several villagers chose the role «{role}» ({players}): the coin did not give it "
                                   "to you"),
    "recruit_role_taken_by_choice": ("роль «{role}» этой ночью выбрал {taker} (выбор свободной роли раньше вербовки): "
                                     "вербовка игрока {who} не удалась", "{taker} chose the role «{role}» tonight (a free role "
                                     "comes before a recruitment): {who} is not recruited"),
    "free_role_follower_barred": ("{who} {who:завербован} Бунтарём ({leader}): роль «{role}» невербуемая или Нечисть, "
                                  "выбрать её нельзя", "{who} follows the Rebel ({leader}): the role «{role}» is "
                                  "unrecruitable or undead and cannot be chosen"),
    "free_role_not_free": ("роль «{role}» не свободна (задействована в игре или клановая): выбрать её нельзя",
                           "the role «{role}» is not free (in the game or a clan role): it cannot be chosen"),
    "recruit_free_role_first": ("{who} раньше выбрал свободную роль ({role}): по её правилам вербовка невозможна",
                                "{who} chose a free role first ({role}): its rules bar the recruitment"),
}

GENERAL_KILL_KINDS = [
    KillKind("jailed_night", "Сел", "Jailed", "jailer.check", aliases=("посажен тюремщиком",), corpse=False,
             gone_codes=("actor_in_jail", "target_in_jail")),
]


# п.23 (L95-97) and п.25 (L111) as data: which acts of this part's roles are hostile, watch or visit, with the words
# of the text that name them. `data.py` sets the flags from these rows (additively), and
# tests/test_andorra_p23.py checks that every act of these roles has exactly the flags its rows give.
# The searches that shoot on a find watch (п.23 «Следят: … (поиск)») and shoot («выстрел», п.25).
P23: tuple[tuple[str, str, str], ...] = (
    ("shoot", "hostile", "Босс (выстрел, отравление)"), ("poison", "hostile", "Рядовой (выстрел, отравление)"),
    ("cop_shot", "hostile", "Шериф (выстрел)"), ("counter_shot", "hostile", "Телохранитель (удачная защита)"),
    ("behead", "hostile", "Палач (рубил голову)"), ("kill_bloody", "hostile", "Маньяк (убийство)"),
    ("kill_quiet", "hostile", "Маньяк (убийство)"),
    ("search_sheriff", "watch", "Босс (поиск)"), ("search_investigator", "watch", "Рядовой (поиск)"),
    ("search_boss", "watch", "Шериф (поиск)"), ("search_maniac", "watch", "Следователь (поиск)"),
    ("search_rebel", "watch", "Шериф (поиск)"), ("search_recruiter", "watch", "Следователь (поиск)"),
    ("prosecutor_seeks_telepath", "watch", "Прокурор (поиск)"),
    ("prosecutor_seeks_tour_operator", "watch", "Прокурор (поиск)"),
    ("prosecutor_seeks_maniac", "watch", "Прокурор (поиск)"), ("executioner_watch", "watch", "Палач"),
    ("villager_watch", "watch", "Мирный житель"),
    ("recruit", "visits", "Вербовщик (вербовка)"), ("godfather_vote", "visits", "Крёстный отец"),
    ("godfather_bar", "visits", "Крёстный отец"), ("mayor_vote", "visits", "Мэр города"),
    ("mayor_bar", "visits", "Мэр города"), ("heal", "visits", "Доктор"), ("sleeping_pill", "visits", "Доктор"),
    ("stomach_pump", "visits", "Медсестра"), ("blood_test", "visits", "Медсестра"),
    ("quarantine", "visits", "Медсестра"), ("nurse_report", "visits", "Медсестра"), ("reanimate", "visits", "Реаниматор"),
    ("cop_recruit", "visits", "Шериф (вербовка)"), ("interrogation", "visits", "Следователь (допрос)"),
    ("bless", "visits", "Священник (кроме исповеди Нечисти)"), ("confess", "visits", "Священник (кроме исповеди Нечисти)"),
    # «Враждебно воздействуют: … Священник (исповедь Нечисти)» (L95): at a Нечисть the confession is hostile, no visit
    # (`ActionSpec.hostile_on`, AN-121).
    ("confess", "hostile:undead", "Священник (исповедь Нечисти)"), ("journalist_watch", "visits", "Журналист"),
    ("guard", "visits", "Телохранитель"), ("sin_check", "visits", "Тюремщик"),
    ("inspect_jailed", "visits", "Тюремщик"), ("release_jailed", "visits", "Тюремщик"),
    ("send_tour", "visits", "Туроператор"), ("send_excursion", "visits", "Туроператор"),
    ("redirect", "visits", "Телепат"),
)
# п.25: «Враждебные действия: выстрел, … отравление …, удар ножом, … ход с колом (не менее трёх игроков с результатом
# «удачно») – если результат действия «удачно».» (L111): the searches' shot on a find, the stake party's outcome.
P25: tuple[tuple[str, str], ...] = (
    ("search_sheriff", "выстрел"), ("search_investigator", "выстрел"), ("search_boss", "выстрел"),
    ("search_maniac", "выстрел"), ("search_rebel", "выстрел"), ("search_recruiter", "выстрел"),
    ("stake_party", "ход с колом (не менее трёх игроков"),
)
P23_CLAUSE = {"hostile": "p23.hostile", "watch": "p23.watch", "visits": "p23.visit", "hostile:undead": "p23.hostile"}
