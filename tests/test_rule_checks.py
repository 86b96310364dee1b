"""The checks a night file passes against its rule set, made right and made data (issue 18 point 5, issue 19
points 2 and 4).

- the rule sets' own checks are typed rows (`resolver/specs/checks.py`) read once names are ids, whatever name
  the host wrote an action by: bankers' миномёт and the Фанатка's own check; andorra's clan size;
- andorra's roster: at most five living in a clan (L132), one Boss a clan (L136, AN-129);
- a clan member is nobody's follower (the Бунтарь's band, AN-93), so no accepted night leaves a next night the
  loader refuses;
- the Палач beheads once, whatever the order of the lines (L283);
- `side:` is a side of the rule set and the one the night reads; an empty roster (a note) and a player lynched
  twice are named.
"""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest

from resolver.api import resolve
from resolver.input.loader import LoadResult, load_text
from resolver.rulesets import _CACHE, _REGISTRY, get_ruleset, register
from resolver.rulesets.check import RulesetError
from resolver.specs.checks import ROW_KINDS, ClanSize, DayHolder, StateGate, row_errors
from resolver.text.problems import TEXTS

ROOT = Path(__file__).resolve().parent.parent


def loaded(text: str) -> LoadResult:
    return load_text(text, "night.yaml")


def problems(text: str) -> list[tuple[int | None, str]]:
    """(line, English message) of every problem of the file."""
    return [(p.line, p.said("en")) for p in loaded(text).problems]


def line_of(text: str, needle: str) -> int:
    found = [i for i, line in enumerate(text.splitlines(), 1) if needle in line]
    assert len(found) == 1, (needle, found)
    return found[0]


# ------------------------------------------------------------------ bankers' rows, on ids
BANKERS = """\
ruleset: bankers
night: 3
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Щипач, role: Вор, clan: Клан1}
  - {name: Поклонница, role: Фанатка%s}
  - {name: Шерлок, role: Детектив}
  - {name: Иван, role: Мирный}
  - {name: Марья, role: Мирный}
"""
HOLIDAY = "day:\n  event: Праздник\n  mortar_holder: Марья\n"


@pytest.mark.parametrize("action", ["Выстрел из миномёта", "миномет", "mortar_fire"])
def test_a_player_without_the_mortar_cannot_fire_it_by_any_of_its_names(action: str) -> None:
    """«дарится миномет» to one plain peaceful (L178): Иван has none, whatever the host calls the shot. Before,
    written by its Russian name, the shot killed: the check compared the name with the id before it became one."""
    text = BANKERS % "" + HOLIDAY + f"moves:\n  - {{actor: Иван, action: {action}, target: Щипач}}\n"
    assert problems(text) == [(line_of(text, "actor: Иван"),
                               "Иван has no mortar (day.mortar_holder is 'Марья') [bankers «Праздник» L178]")]
    holder = text.replace("actor: Иван", "actor: Марья")
    assert loaded(holder).ok


@pytest.mark.parametrize("action", ["Проверка Фанатки", "bonus_check"])
def test_the_fangirls_own_check_needs_the_detective_found_and_is_once(action: str) -> None:
    """«Если находит – успокаивается и в награду получает возможность один раз проверить самой» (L116)."""
    move = f"moves:\n  - {{actor: Поклонница, action: {action}, target: Щипач}}\n"
    rule = " [bankers «Фанатка: поиск» L115-116]"
    text = BANKERS % "" + move
    assert problems(text) == [(line_of(text, "actor: Поклонница"),
                               "Поклонница has not found the Detective yet: no check of her own" + rule)]
    used = BANKERS % ", state: {found_detective: true, bonus_check_used: true}" + move
    assert problems(used) == [(line_of(used, "actor: Поклонница"), "Поклонница has used her one check" + rule)]
    # both wrong: the first gate of the move is the problem, as before
    both = BANKERS % ", state: {bonus_check_used: true}" + move
    assert [m for _, m in problems(both)] == ["Поклонница has not found the Detective yet: no check of her own" + rule]
    assert loaded(BANKERS % ", state: {found_detective: true}" + move).ok


def test_the_mortars_day_and_holder_are_checked_as_before() -> None:
    text = BANKERS % "" + "day:\n  mortar_holder: Шерлок\n"
    assert [m for _, m in problems(text)] == [
        "a mortar is given only on the day of the Holiday [bankers «Праздник» L178]",
        "the mortar goes to a peaceful player without a role, not to Шерлок (Detective) [bankers «Праздник» L178]"]


def test_bankers_checks_are_rows_and_no_hook() -> None:
    rs = get_ruleset("bankers")
    assert {row.kind for row in rs.checks} == {"day_holder", "state_gate"}
    assert not hasattr(rs, "extra_checks")
    source = (ROOT / "resolver" / "rulesets" / "bankers" / "checks.py").read_text(encoding="utf-8")
    assert "def " not in source and " if " not in source, "bankers' checks are data: no code branches on ids"


# ------------------------------------------------------------------ the rows themselves
def test_every_kind_of_row_has_a_handler() -> None:
    from resolver.input.checks.rows import DAY_ROWS, MOVE_ROWS, ROSTER_ROWS

    assert set(ROW_KINDS) == set(DAY_ROWS) | set(MOVE_ROWS) | set(ROSTER_ROWS)


def test_the_registered_rule_sets_rows_name_what_exists() -> None:
    for ruleset_id in ("bankers", "andorra"):
        assert row_errors(get_ruleset(ruleset_id), TEXTS) == []


def test_a_misspelled_row_is_an_error_naming_the_rule_set_the_row_and_the_field() -> None:
    rs = get_ruleset("bankers")
    holder = rs.checks[0]
    assert isinstance(holder, DayHolder)
    bad = dataclasses.replace(rs, checks=(
        dataclasses.replace(holder, event="holday", action="mortar_fir", roles=frozenset({"vilager"}),
                            not_holder="no_mortr"),
        StateGate(action="bonus_check", field="found_detectiv", wanted=True, message="fan_not_found",
                  clause="fangirl.sek"),
    ))
    assert row_errors(bad, TEXTS) == [
        "bankers checks[0] (day_holder).event: 'holday' is no event",
        "bankers checks[0] (day_holder).action: 'mortar_fir' is no action",
        "bankers checks[0] (day_holder).roles: 'vilager' is no role",
        "bankers checks[0] (day_holder).not_holder: 'no_mortr' is no problem text",
        "bankers checks[1] (state_gate).clause: 'fangirl.sek' is no clause",
        "bankers checks[1] (state_gate).field: 'found_detectiv' is no field of the carried state",
    ]
    try:
        with pytest.raises(RulesetError, match="holday"):
            register("misspelled_rows", lambda: bad)
        assert "misspelled_rows" not in _REGISTRY
    finally:
        _REGISTRY.pop("misspelled_rows", None)
        _CACHE.pop("misspelled_rows", None)


def test_the_checks_are_small_functions_in_small_modules() -> None:
    """`validate()` was one function of 233 lines (complexity 64): now one function per check (issue 19 point 4)."""
    import ast

    paths = [ROOT / "resolver" / "input" / "validate.py", *sorted((ROOT / "resolver" / "input" / "checks").glob("*.py"))]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) < 400, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef):
                assert (node.end_lineno or 0) - node.lineno < 40, f"{path.name}: {node.name}"


# ------------------------------------------------------------------ andorra's roster
def andorra(players: str, moves: str = "") -> str:
    return "ruleset: andorra\nnight: 2\nplayers:\n" + players + ("moves:\n" + moves if moves else "")


CLAN = "".join(f"  - {{name: Р{k}, role: Рядовой мафиози, clan: Клан1}}\n" for k in range(1, 5))


def test_a_clan_has_at_most_five_living_members() -> None:
    """«В клане может быть одновременно не более 5 членов (без учёта севших и убитых).» (L132)"""
    five = andorra("  - {name: Дон, role: Босс мафии, clan: Клан1}\n" + CLAN + "  - {name: Иван, role: Мирный житель}\n")
    assert loaded(five).ok
    dead = five + "  - {name: Покойник, role: Рядовой мафиози, clan: Клан1, alive: false}\n"
    assert loaded(dead).ok, "the killed and the jailed do not count"
    six = five.replace("  - {name: Иван", "  - {name: Р5, role: Рядовой мафиози, clan: Клан1}\n  - {name: Иван")
    assert problems(six) == [(line_of(six, "Р5"), "Р5: Клан1 has 6 living members; a clan has at most 5, the jailed "
                                                  "and the killed aside [andorra «Мафия: не более 5 членов» L132]")]


def test_a_clan_has_one_boss() -> None:
    """«Ходы отправляет Босс. В случае смерти/посадки Босса никто новым Боссом не становится.» (L136, AN-129)"""
    text = andorra("  - {name: Дон, role: Босс мафии, clan: Клан1}\n  - {name: Барон, role: Босс мафии, clan: Клан1}\n"
                   "  - {name: Босс2, role: Босс мафии, clan: Клан2}\n  - {name: Иван, role: Мирный житель}\n")
    assert problems(text) == [(line_of(text, "Барон"), "Барон: a second Mafia boss in Клан1 (also players[0]); each "
                                                       "clan has 1 [andorra «Мафия: ходы отправляет Босс, затем самый "
                                                       "ранний Рядовой» L136]")]

def test_a_clan_size_that_leaves_no_member_is_an_error() -> None:
    rs = get_ruleset("andorra")
    bad = dataclasses.replace(rs, checks=(ClanSize(most=0, clause="mafia.sise"),))
    assert row_errors(bad, TEXTS) == ["andorra checks[0] (clan_size).clause: 'mafia.sise' is no clause",
                                      "andorra checks[0] (clan_size).most: 0 leaves no clan a member"]


# ------------------------------------------------------------------ the Бунтарь's band
REBEL = """\
  - {name: Дон, role: Босс мафии, clan: Клан1}
  - {name: Пресса, role: Журналист, clan: Клан1, state: {follower_of: Спартак, follower_since: 1}}
  - {name: Спартак, role: Бунтарь}
  - {name: Иван, role: Мирный житель}
"""


def test_a_clan_member_follows_no_rebel() -> None:
    """A clan member following the Бунтарь became the Бунтарь when the Бунтарь was shot, kept his clan, and the next
    night was refused (`--next` exit 3, nothing for the host to decide). The band recruits «те же роли, что и мафия»
    (L351): peaceful players, never a clan member (п.08, AN-93), so such a file is refused where it is written."""
    text = andorra(REBEL, "  - {actor: Дон, action: Выстрел, target: Спартак}\n")
    assert problems(text) == [(line_of(text, "Пресса"), "Пресса (Клан1): a clan member follows no one "
                               "(state.follower_of: Спартак); a band recruits whom a clan does, never a clan member "
                               "[andorra «п.08 Вербовка» L21-22; rulings AN-93]")]
    nobody = andorra(REBEL.replace(", clan: Клан1, state", ", state").replace("Спартак, follower_since", "Никто, "
                                                                                                    "follower_since"))
    assert [m for _, m in problems(nobody)] == ["follower_of names 'Никто', who is not in the game"]


def test_every_rebel_golden_gives_a_next_night_that_loads() -> None:
    from resolver.game.nextnight import next_scenario, scenario_yaml

    for path in sorted((ROOT / "scenarios" / "andorra").rglob("*rebel*.yaml")):
        first = load_text(path.read_text(encoding="utf-8"), str(path))
        assert first.scenario is not None, first.problems
        res = resolve(first.scenario)
        for alt in res.alternatives:
            again = load_text(scenario_yaml(next_scenario(res, alt)), "next.yaml")
            assert again.ok or res.waits_for_coin, (path.name, [str(p) for p in again.problems])


# ------------------------------------------------------------------ side, roster, lynch
def test_a_side_is_one_of_the_rule_sets_and_the_one_the_night_reads() -> None:
    """The night's checks and the win read a player's side from his role (and the option that names it): a `side:`
    of its own was accepted and ignored (a Мирный written `side: mafia` was still answered «мирный»)."""
    text = BANKERS % ", side: бананы" + "  - {name: Пётр, role: Мирный, side: mafia}\n  - {name: Федя, role: Мирный, " \
        "side: Мирные}\n"
    assert problems(text) == [
        (line_of(text, "бананы"), "«бананы» is no side of the bankers rule set; sides: The Maniac (independent), "
                                  "The clan (mafia), The peaceful (peaceful)"),
        (line_of(text, "Пётр"), "Пётр: the side «The clan (mafia)» is not that of the role Villager, «The peaceful "
                                "(peaceful)»: the night and the win read the role's side, so a side of its own would be "
                                "ignored; change the role, or the option that names its side")]
    maniac = BANKERS % "" + "  - {name: Потрошитель, role: Маньяк, side: independent}\n"
    assert [m for _, m in problems(maniac)][0].startswith("Потрошитель: the side «The Maniac (independent)» is not")
    with_option = loaded(maniac.replace("night: 3", "night: 3\noptions: {maniac_faction: independent}"))
    assert with_option.scenario is not None and not with_option.problems
    assert [p.side for p in with_option.scenario.players if p.side] == ["independent"]


def test_an_empty_roster_is_named() -> None:
    """An empty roster resolved to an empty post without a word. It is said with its line; not refused, as the
    workbench's new night is one (its status «пустая ночь»)."""
    from resolver.text.problems import in_lang

    result = loaded("ruleset: bankers\nnight: 1\nplayers: []\n")
    assert result.ok
    assert [in_lang(n, "en") for n in result.notes] == [
        "night.yaml:3: players: the list is empty, so the night has nobody to resolve (did the file lose its players?)"]


def test_a_player_lynched_twice_is_named() -> None:
    text = BANKERS % "" + "day:\n  lynched:\n    - Иван\n    - Марья\n    - Иван\n"
    assert problems(text) == [(len(text.splitlines()), "lynched player 'Иван' is named twice (also day.lynched[0]); "
                                                       "a player is lynched once")]


# ------------------------------------------------------------------ the next night
def test_a_restated_side_does_not_make_the_next_night_refused() -> None:
    """A Мирный житель restated `side: peaceful` and recruited into a clan tonight is a Рядовой at dawn: a side copied
    into the next night would be stale and refused (exit 3 with nothing to decide). The next night writes none."""
    from resolver.game.nextnight import next_scenario, scenario_yaml

    text = andorra("  - {name: Дон, role: Босс мафии, clan: Клан1}\n  - {name: Верб, role: Вербовщик мафии, clan: Клан1}"
                   "\n  - {name: Иван, role: Мирный житель, side: peaceful, state: {invited_by: [Клан1]}}\n"
                   "  - {name: Пётр, role: Мирный житель}\n", "  - {actor: Верб, action: Вербовка, target: Иван}\n")
    first = loaded(text)
    assert first.scenario is not None, first.problems
    res = resolve(first.scenario)
    alt = res.alternatives[res.chosen_index]
    assert alt.summary["roles"]["Иван"] == "mafia_soldier"
    again = loaded(scenario_yaml(next_scenario(res, alt)))
    assert again.ok, [str(p) for p in again.problems]


# ------------------------------------------------------------------ the Палач, in any order of lines
EXECUTIONER = ROOT / "scenarios" / "andorra" / "civil" / "executioner_two_moves_one_head.yaml"


@pytest.mark.parametrize("boss_moves", [
    ("  - {actor: Дон, action: Выстрел, target: Иван}", "  - {actor: Дон, action: Отравить, target: Пётр}"),
    ("  - {actor: Дон, action: Выстрел, target: Иван}", "  - {actor: Дон, action: Поиск Шерифа, target: Шериф}"),
], ids=["one-works", "both-work"])
def test_the_executioner_beheads_once_whatever_the_order_of_the_moves(boss_moves: tuple[str, str]) -> None:
    """«Если увидел - рубит голову» (L283): one head. Before, the two beheadings had one id: in one order of the
    Boss's moves the Boss was not beheaded, in the other he was, listed twice."""
    head = andorra("  - {name: Дон, role: Босс мафии, clan: Клан1}\n  - {name: Бугай, role: Рядовой мафиози, clan: "
                   "Клан1}\n  - {name: Палач, role: Палач}\n  - {name: Шериф, role: Шериф}\n"
                   "  - {name: Иван, role: Мирный житель}\n  - {name: Пётр, role: Мирный житель}\n",
                   "  - {actor: Палач, action: Слежка Палача, target: Дон}\n")
    seen = set()
    for order in itertools.permutations(boss_moves + ("  - {actor: Палач, action: Слежка Палача, target: Дон}",)):
        text = head.split("moves:\n")[0] + "moves:\n" + "\n".join(order) + "\n"
        result = loaded(text)
        assert result.scenario is not None, result.problems
        res = resolve(result.scenario)
        alt = res.alternatives[res.chosen_index]
        beheadings = [a for a in res.acts if a.action == "behead" and (o := alt.outcomes.get(a.id)) is not None]
        assert len(beheadings) == 1 and alt.outcomes[beheadings[0].id].result == "success", order
        seen.add((tuple(sorted((n, d.kind) for n, d in alt.deaths.items())),
                  tuple(sorted((a.actor, a.action, a.targets, o.result) for a in res.acts
                               if (o := alt.outcomes.get(a.id)) is not None))))
    assert len(seen) == 1, seen
