"""What a bankers file must satisfy beyond the generic checks, as check rows (`resolver/specs/checks.py`).

Read by `resolver/input/checks/rows.py` once the file's names are ids, whatever name the host wrote an action by.
"""

from __future__ import annotations

from resolver.specs.checks import CheckRow, DayHolder, StateGate

CHECKS: tuple[CheckRow, ...] = (
    # «11. Праздник - Одному неролевому мирному в честь праздника дарится миномет, который можно использовать только в
    # этот день» (L178): only on the day of Праздник, only to a plain peaceful, and fired only by him.
    DayHolder(field="mortar_holder", event="holiday", roles=frozenset({"villager"}), action="mortar_fire",
              clause="event.holiday", wrong_day="mortar_day", not_in_game="mortar_holder_not_in_game",
              wrong_role="mortar_plain", wrong_role_unknown="mortar_plain_any", not_holder="no_mortar"),
    # «Если находит – успокаивается и в награду получает возможность один раз проверить самой» (L116): the
    # Фанатка's own check only once she has found the Детектив, and only once.
    StateGate(action="bonus_check", field="found_detective", wanted=True, message="fan_not_found",
              clause="fangirl.seek"),
    StateGate(action="bonus_check", field="bonus_check_used", wanted=False, message="fan_check_used",
              clause="fangirl.seek"),
)
