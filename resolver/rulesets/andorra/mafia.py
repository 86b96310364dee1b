"""Andorra part 1: the mafia clans as data — the Вербовщик, recruitment, making poison, the cap.

Kept apart from `data.py` so that the civilian roles can grow there without clashes; `data.build`
merges these rows. Mechanics: `ActionSpec.recruit` (a `RecruitSpec`, resolver/engine/recruit.py),
`ActionSpec.gives_item` (a made item goes to the clan's head, п.20), `uses_when` (A-19); the clan's size is a check row
(`CLAN_CHECKS`, resolver/specs/checks.py).
Rulings AN-60 … in docs/rulings_andorra.md.
"""

from __future__ import annotations

from resolver.specs.checks import ClanSize
from resolver.specs.ruleset import (
    ActionSpec,
    ClanMove,
    ClanSingle,
    Kill,
    MakesItem,
    OptionSpec,
    RecruitSpec,
    RoleSpec,
    TargetRule,
    UsesPerGame,
)

# The roles whose section says «Невербуемая роль.» (L177 Мэр, L185 Доктор, L212 Шериф, L222 Следователь,
# L231 Священник, L263 Телохранитель, L273 Прокурор, L280 Палач, L286 Тюремщик): п.08 bars them from
# recruitment. Applied to whichever of them the rule set has (data.build).
UNRECRUITABLE = frozenset({"mayor", "doctor", "sheriff", "investigator", "priest", "bodyguard", "prosecutor",
                           "executioner", "jailer"})
UNRECRUITABLE_TRAIT = "unrecruitable"
# «в случае вербовки в мафиозный клан или бунтарём, не теряет своей роли» (L253): the Журналист.
KEEPS_ROLE = frozenset({"journalist"})
KEEPS_ROLE_TRAIT = "keeps_role_on_recruit"
# Whom the clan's searches look for (L141, L150): a trait of those roles (they come with the civilian part).
SEARCHED = {"sheriff": "sought_by_boss", "investigator": "sought_by_soldier"}

MAFIA_CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "mafia.recruiter.recruit": ("Вербовщик мафии: вербует в клан", "Mafia Recruiter: recruits into the clan",
                                (157, 157)),
    "mafia.recruiter.shoot": ("Вербовщик мафии: застрелить/отравить без Рядового",
                              "Mafia Recruiter: shoot/poison only without a Soldier", (158, 158)),
    "mafia.recruiter.make": ("Вербовщик мафии: изготовить яд", "Mafia Recruiter: make poison", (159, 159)),
    "mafia.recruiter.consent": ("Вербовщик мафии: согласие вербуемого", "Mafia Recruiter: the recruit's consent",
                                (161, 161)),
    "mafia.recruiter.second": ("Вербовщик мафии: повторное приглашение", "Mafia Recruiter: a second invitation",
                               (162, 162)),
    "mafia.recruiter.info": ("Вербовщик мафии: вербуемый узнаёт о первой попытке",
                             "Mafia Recruiter: the target learns of the first attempt", (163, 163)),
    "mafia.recruiter.two_clans": ("Вербовщик мафии: вербуют сразу 2 клана", "Mafia Recruiter: two clans at once",
                                  (164, 164)),
    "mafia.soldier.make": ("Рядовой мафиози: изготовить яд", "Mafia Soldier: make poison", (151, 151)),
    "mafia.boss.search": ("Босс мафии: поиск Шерифа, при нахождении стреляет",
                          "Mafia Boss: search for the Sheriff, shoot on a find", (141, 141)),
    "mafia.soldier.search": ("Рядовой мафиози: поиск Следователя, при нахождении стреляет",
                             "Mafia Soldier: search for the Investigator, shoot on a find", (150, 150)),
    "journalist.recruited": ("Журналист: при вербовке не теряет роли", "Journalist: keeps his role when recruited",
                             (253, 253)),
}

# «В клане может быть одновременно не более 5 членов (без учёта севших и убитых).» (L132): a recruitment into a full
# clan fails (the cap), and a file with more living members in one clan is refused (the check row).
CLAN_SIZE = 5
CLAN_CHECKS = (ClanSize(most=CLAN_SIZE, clause="mafia.size"),)

RECRUIT = RecruitSpec(
    role="mafia_soldier", join_clause="p19", sides=frozenset({"peaceful"}), side_clause="p08",
    barred_trait=UNRECRUITABLE_TRAIT, barred_clause="p08", consent=True, second_clause="mafia.recruiter.second",
    info_clause="mafia.recruiter.info", keeps_trait=KEEPS_ROLE_TRAIT, keeps_clause="journalist.recruited",
    cap=(CLAN_SIZE, "mafia.size"), taken_clause="mafia.recruiter.two_clans", ruling="AN-60",
    numbered_clause="mafia.recruiter.two_clans",
)

MAFIA_ACTIONS = [
    # «вербует в клан» (L157) at step 23 «Мафия (вербовка, изготовление)»; a visit (п.23 L97).
    ActionSpec("recruit", "Вербовка", "Recruitment", "23", "mafia.recruiter.recruit",
               aliases=("вербовать", "завербовать", "вербует"), visits=True,
               rows=(ClanMove("mafia.sender"), ClanSingle("p20"), RECRUIT)),
    # «может изготовить одну бутылочку яда» (L151, L159): one bottle a making night, or once a
    # game with craft_once_per_game; the bottle is a clan item, held by the head (п.20, L133-135).
    ActionSpec("make_poison", "Изготовление яда", "Making poison", "23", "mafia.soldier.make",
               aliases=("изготовить яд", "сварить яд"), min_targets=0, max_targets=0, ruling="A-19",
               rows=(
                   UsesPerGame(1, "mafia.soldier.make", when=("craft_once_per_game", True)),
                   ClanMove("mafia.sender"),
                   ClanSingle("p20"),
                   MakesItem("poison", "clan_head", "mafia.items"),
               )),
]

# «поиск Шерифа. При нахождении - стреляет.» (L141), «поиск Следователя. При нахождении - стреляет.» (L150):
# at step 26 «Мафия (поиск)»; a miss is «неудачно» and touches nothing (a watch, п.23 L96); a find is a
# shot there and then, with the shot's protections (A-17: it counts as the clan's «поиск» only, so the
# clan may still shoot at 32). Both searches are one type (п.20): one a night.
def _search(action_id: str, name: str, name_en: str, clause: str, trait: str) -> ActionSpec:
    return ActionSpec(action_id, name, name_en, "26", clause, hostile=True, attack="shot", ruling="A-17",
                      rows=(
                          ClanMove("mafia.sender"),
                          ClanSingle("p20", move_type="search"),
                          Kill("shot"),
                          TargetRule("trait", "search_miss", clause, value=trait, ruling="A-17"),
                      ))


MAFIA_ACTIONS += [
    _search("search_sheriff", "Поиск Шерифа", "Search for the Sheriff", "mafia.boss.search", SEARCHED["sheriff"]),
    _search("search_investigator", "Поиск Следователя", "Search for the Investigator", "mafia.soldier.search",
            SEARCHED["investigator"]),
]

MAFIA_ROLES = [
    # Priority 3: the Boss sends, then the Рядовой, then the Вербовщик (L136, A-20).
    RoleSpec("mafia_recruiter", "Вербовщик мафии", "Mafia recruiter", "mafia", "mafia.recruiter",
             ("shoot", "poison", "recruit", "make_poison", "stake_hunt"), aliases=("вербовщик",),
             clan_member=True, priority=3,
             grants=(("shoot", "mafia.recruiter.shoot"), ("poison", "mafia.recruiter.shoot"),
                     ("recruit", "mafia.recruiter.recruit"), ("make_poison", "mafia.recruiter.make")),
             only_without=(("shoot", frozenset({"mafia_soldier"}), "mafia.recruiter.shoot"),
                           ("poison", frozenset({"mafia_soldier"}), "mafia.recruiter.shoot"))),
]

MAFIA_OPTIONS = [
    OptionSpec("craft_once_per_game", False, (True, False), "A-19",
               "«может изготовить одну бутылочку яда»: one bottle each making night, or one in the whole game.",
               description_ru="«может изготовить одну бутылочку яда»: по бутылке за каждую ночь изготовления "
               "или одну за игру."),
]
