"""Andorra part 1: п.26 «Грешный игрок» and the Тюремщик's sin check that jails (L289), as data.

`GUILT` (a `GuiltSpec`) says who is guilty of a death: the doer of the killing act, for a poison who laid
it, for a stake party every bearer who went (A-34), except the rows of п.26 (L114): the Шериф and the
Следователь who killed a Маф, the Священник and the Ван Хельсинг who killed a Нечисть. Roles the rule
set does not have yet simply never match. The Тюремщик's check (`only_if_guilty`) jails a guilty target
at step 35 («Сел:»), a death of kind `jailed_night`.
"""

from __future__ import annotations

from resolver.ruleset import ActionSpec, GuiltSpec, KillKind, RoleSpec

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
}

GUILT = GuiltSpec("p26.sinful", exceptions=(
    ("sheriff", "mafia", "p26.exceptions"), ("investigator", "mafia", "p26.exceptions"),
    ("priest", "undead", "p26.exceptions"), ("van_helsing", "undead", "p26.exceptions"),
), ruling="A-34")

GENERAL_ACTIONS = [
    # «проверяет игрока на грешность. В случае, если узнаёт, что игрок грешен, то сразу отправляет его в
    # тюрьму.» (L289); a visit (п.23 L97 «Тюремщик»), at step 35 (п.28). Tonight's deaths count.
    ActionSpec("sin_check", "Проверка на грешность", "Sin check", "kill", "35", "jailer.check",
               aliases=("проверить на грешность", "проверка"), visits=True, only_if_guilty="jailer.check",
               params={"kill_kind": "jailed_night", "no_blast": True, "ruling": "A-33"}),
]

GENERAL_ROLES = [
    RoleSpec("jailer", "Тюремщик", "Jailer", "peaceful", "jailer", ("sin_check", "drink_vodka", "stake_hunt"),
             role_peaceful=True),
]

GENERAL_KILL_KINDS = [
    KillKind("jailed_night", "Сел", "Jailed", "jailer.check", aliases=("посажен тюремщиком",)),
]
