"""The carried state a rule set keeps as data (`RulesetSpec.kept_fields`, `ActionSpec.sets_flag`,
`resolver.carry.carry_kept`), pinned on bankers goldens: deleting a `sets_flag` row makes these fail
(the goldens' `expect` has no field for these flags, so the mutation test cannot see them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import resolve
from resolver.loader import load_file

ROOT = Path(__file__).resolve().parent.parent / "scenarios" / "bankers"


@pytest.mark.parametrize("name, player, flag, value", [
    # «Если находит – … получает возможность один раз проверить самой» (L116): found, carried on
    ("b_fangirl_finds_detective.yaml", "Поклонница", "found_detective", True),
    # her one check is spent once made (L116), and the finding stays
    ("b_fangirl_bonus_check_mafia.yaml", "Поклонница", "bonus_check_used", True),
    ("b_fangirl_bonus_check_mafia.yaml", "Поклонница", "found_detective", True),
    # a search that finds nobody earns nothing
    ("b_fangirl_wrong_target.yaml", "Фанни", "found_detective", False),
])
def test_the_flag_is_carried(name: str, player: str, flag: str, value: bool) -> None:
    scenario = load_file(ROOT / name).scenario
    assert scenario is not None
    for alt in resolve(scenario).alternatives:
        assert getattr(alt.summary["carried"][player], flag) is value
