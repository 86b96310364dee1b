"""Checks of a scenario against its rule set: names, players, moves and limits.

Each problem names its place in the file and, where one applies, the rule; every problem is found, none stops
the others. Names are normalised to ids (Russian names accepted) in place, so every check after the one that
makes a name an id reads the id. The checks, one function each, run in this fixed order:

1. the options (`resolver/input/checks/options.py`);
2. each player: nickname, role, clan, items, the actions of his last targets (`players.py`);
3. the roster: the roles' limits (`roster.py`) and the rule set's roster rows (`rows.py`);
4. each player's carried state and side (`state.py`);
5. the day: events, lynched, lots, votes and marks (`day.py`), and the rule set's day rows;
6. each move: action, actor, the rule set's move rows, then the rest (`moves.py`); the moves' times together, the players who stay home;
7. the `expect` block of a golden case (`expect.py`).

The problems are sorted by line when the file is loaded (`resolver/input/loader.py`); on one line they keep
this order.
"""

from __future__ import annotations

from model import Scenario
from resolver.input.checks.context import Checked
from resolver.input.checks.day import DAY_CHECKS
from resolver.input.checks.expect import check_expect
from resolver.input.checks.moves import MOVE_CHECKS, home_players, moves_times_alike
from resolver.input.checks.options import check_options
from resolver.input.checks.players import PLAYER_CHECKS, check_roster_given
from resolver.input.checks.roster import check_roster_limits
from resolver.input.checks.rows import check_day_rows, check_roster_rows
from resolver.input.checks.state import STATE_CHECKS
from resolver.input.loader import LoadResult
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.specs.ruleset import norm_name
from resolver.text.problems import say


def validate(scenario: Scenario, result: LoadResult) -> Scenario:
    """Check a freshly parsed scenario (owned by the caller's `result`) and normalise it in place."""
    if scenario.rules and not _load_rules(scenario, result):
        return scenario
    try:
        rs = get_ruleset(scenario.ruleset)
    except KeyError:
        result.add(("ruleset",), say("unknown_ruleset", name=scenario.ruleset, known=", ".join(available_rulesets())))
        return scenario
    scenario.ruleset = rs.id
    c = Checked(rs, scenario, result)
    check_options(c)
    _players(c)
    check_roster_limits(c)
    check_roster_rows(c)
    _states(c)
    for day_check in DAY_CHECKS:
        day_check(c)
    check_day_rows(c)
    _moves(c)
    moves_times_alike(c)
    home_players(c)
    check_expect(c)
    return scenario


def _load_rules(scenario: Scenario, result: LoadResult) -> bool:
    """The setup file the night names (`rules:`), relative to the night's file: loaded and registered; its problems
    are the night's, each located in the setup file."""
    from pathlib import Path

    from resolver.input.setup_file import load_setup_file

    assert scenario.rules is not None
    folder = Path(result.filename).parent if result.filename and not result.filename.startswith("<") else Path(".")
    setup = load_setup_file(folder / scenario.rules)
    result.problems.extend(setup.problems)
    if setup.spec is None:
        return False
    if norm_name(scenario.ruleset) not in {
            norm_name(n) for n in (setup.spec.id, setup.spec.name_ru, setup.spec.name_en)}:
        result.add(("rules",), say("setup_ruleset_differs", night=scenario.ruleset, path=scenario.rules,
                                   id=setup.spec.id))
        return False
    return True


def _players(c: Checked) -> None:
    check_roster_given(c)
    for i, player in enumerate(c.data.players):
        for check in PLAYER_CHECKS:
            if not check(c, i, player):
                break


def _states(c: Checked) -> None:
    for i, player in enumerate(c.data.players):
        for check in STATE_CHECKS:
            check(c, i, player)


def _moves(c: Checked) -> None:
    for i, move in enumerate(c.data.moves):
        for check in MOVE_CHECKS:
            if not check(c, i, move):
                break
