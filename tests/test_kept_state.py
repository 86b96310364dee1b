"""The carried state a rule set keeps as data (`RulesetSpec.kept_fields`, `SetsFlag`,
`resolver.engine.carry.carry_kept`), pinned on bankers goldens: deleting a `sets_flag` row makes these fail
(the goldens' `expect` has no field for these flags, so the mutation test cannot see them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.api import resolve
from resolver.input.loader import load_file

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


FAIRY_RECRUITED = """
ruleset: andorra
night: 3
options: {boss_card_moves: any_player}
players:
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Иван, role: Мирный житель, items: [визитка босса мафии]}
  - {name: Фея, role: Фея, state: {given: [диплом]}}
moves:
  - {actor: Иван, action: Визитка босса мафии, target: Фея, choice: Клан1}
"""


def test_a_recruited_fairy_leaves_her_gift_list_behind() -> None:
    """A card that moves any player into a clan (`boss_card_moves: any_player`, A-22) makes the Фея a Рядовой, who
    «теряет свою первоначальную роль» (L160): what only the Фея carries (`RoleSpec.carries`: the gifts she gave) does
    not follow her into the clan, so her next night loads (it did not: the loader refuses a gift list on a Рядовой;
    fuzz seed 55192)."""
    from resolver.api import resolve_text
    from resolver.input.loader import load_text
    from resolver.game.nextnight import next_scenario, scenario_yaml

    loaded, res = resolve_text(FAIRY_RECRUITED, "fairy.yaml")
    assert res is not None, loaded.problems
    (alt,) = res.alternatives
    assert alt.summary["roles"]["Фея"] != "fairy" and alt.summary["clans"]["Фея"] == "Клан1"
    assert alt.summary["carried"]["Фея"].given == []
    following = load_text(scenario_yaml(next_scenario(res, alt)), "next.yaml")
    assert following.ok, following.problems
