"""The games a study starts from: a bundled setup by name, or a night file (its rule set, options and players).

A night file that names a setup file (`rules:`) carries it along: a worker in another process registers it again
before its first game (`Setup.rules_file`).
"""

from __future__ import annotations

from pathlib import Path

from resolver.api import LoadResult, load_file, load_text
from resolver.sim.game import Setup

BUNDLED: dict[str, str] = {
    # 12 players, two clans of two, four peaceful roles, four plain peaceful (`make bench`'s setup).
    "bankers12": """
ruleset: bankers
title: Банкиры, 12 игроков
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Вор1, role: Вор, clan: Клан1}
  - {name: Бонни, role: Босс, clan: Клан2}
  - {name: Вор2, role: Вор, clan: Клан2}
  - {name: Шерлок, role: Детектив}
  - {name: Айболит, role: Врач}
  - {name: Шкаф, role: Громила}
  - {name: Мадам, role: Стерва}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
  - {name: Марья, role: Мирный}
  - {name: Дарья, role: Мирный}
""",
    # 12 players: a clan of three, four peaceful roles, three plain peaceful, a loner and an undead.
    "andorra12": """
ruleset: andorra
title: Андорра, 12 игроков
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Бруно, role: Рядовой мафиози, clan: Клан1}
  - {name: Луиджи, role: Рядовой мафиози, clan: Клан1}
  - {name: Шериф, role: Шериф}
  - {name: Айболит, role: Доктор}
  - {name: Громов, role: Телохранитель}
  - {name: Ван, role: Ван Хельсинг}
  - {name: Иван, role: Мирный житель}
  - {name: Пётр, role: Мирный житель}
  - {name: Марья, role: Мирный житель}
  - {name: Джек, role: Маньяк}
  - {name: Дракула, role: Вампир}
""",
}


class SetupError(ValueError):
    """The setup cannot be read: its problems, located, as the loader gives them."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def setup_from_loaded(loaded: LoadResult, name: str, folder: Path | None = None) -> Setup:
    """A loaded night's rule set, options and players as a game's start (the workbench's current night)."""
    if not loaded.ok or loaded.scenario is None:
        raise SetupError([str(p) for p in loaded.problems])
    s = loaded.scenario
    rules = str((folder / s.rules).resolve()) if s.rules and folder is not None else None
    return Setup(s.ruleset, tuple(s.players), dict(s.options), name=name, rules_file=rules)


def load_setup(name_or_path: str) -> Setup:
    """A bundled setup (`bankers12`, `andorra12`) or a night file's rule set, options and players."""
    if name_or_path in BUNDLED:
        return setup_from_loaded(load_text(BUNDLED[name_or_path], f"<{name_or_path}>"), name_or_path, None)
    path = Path(name_or_path)
    if not path.is_file():
        known = ", ".join(BUNDLED)
        raise SetupError([f"{name_or_path}: нет такого файла и такой готовой расстановки (есть: {known}) "
                          f"(no such file or bundled setup; bundled: {known})"])
    return setup_from_loaded(load_file(path), path.name, path.parent)
