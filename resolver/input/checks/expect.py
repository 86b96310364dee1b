"""The `expect` block of a golden case names players, actions, kinds of death and results that exist.

A wrong name there made a golden case pass that checks nothing (issue 7).
"""

from __future__ import annotations

from typing import Callable

from model import Expect
from resolver.input.checks.context import Checked, Where, suggest
from resolver.text.problems import say

ExpectCheck = Callable[[Checked, Expect], None]
_AT: Where = ("expect",)


def _player(c: Checked, where: Where, name: str) -> None:
    if name not in c.known:
        c.add(where, say("expect_not_in_game", name=name, hint=c.suggest_player(name)))


def _action(c: Checked, where: Where, name: str) -> None:
    if c.rs.action_id(name) is None:
        c.add(where, say("expect_unknown_action", name=name, hint=c.suggest_name(name, "actions")))


def _move_key(c: Checked, where: Where, key: str) -> None:
    """«Игрок» or «Игрок/ход»."""
    who, _, what = key.partition("/")
    _player(c, where, who)
    if what:
        _action(c, where, what)


def expect_deaths(c: Checked, expect: Expect) -> None:
    raw = c.result.raw["expect"]
    if isinstance(raw.get("deaths"), dict):
        c.add(_AT + ("deaths",), say("expect_deaths_list"))
        return
    for j, death in enumerate(expect.deaths or []):
        _player(c, _AT + ("deaths", j), death.player)
        if death.how is not None and c.rs.kill_kind_id(death.how) is None:
            kinds = [k.label_ru for k in c.rs.kill_kinds.values()]
            c.add(_AT + ("deaths", j), say("expect_unknown_kill", name=death.how, hint=suggest(death.how, kinds),
                                           known=", ".join(kinds)))


def expect_players(c: Checked, expect: Expect) -> None:
    for j, name in enumerate(expect.alive):
        _player(c, _AT + ("alive", j), name)
    for j, name in enumerate(expect.doomed or []):
        _player(c, _AT + ("doomed", j), name)
    for name in expect.private:
        _player(c, _AT + ("private", name), name)


def expect_last_targets(c: Checked, expect: Expect) -> None:
    for name, targets in expect.last_targets.items():
        _player(c, _AT + ("last_targets", name), name)
        for act, target in targets.items():
            _action(c, _AT + ("last_targets", name, act), act)
            _player(c, _AT + ("last_targets", name, act), target)


def expect_moves(c: Checked, expect: Expect) -> None:
    from resolver.text.results import RESULT_WORDS

    for key, wanted in expect.moves.items():
        where = _AT + ("moves", key)
        _move_key(c, where, key)
        if wanted not in RESULT_WORDS:
            c.add(where, say("expect_result", words=", ".join(RESULT_WORDS), name=wanted,
                             hint=suggest(wanted, list(RESULT_WORDS))))
    for key in expect.reasons:
        _move_key(c, _AT + ("reasons", key), key)


# In this order.
EXPECT_CHECKS: tuple[ExpectCheck, ...] = (expect_deaths, expect_players, expect_last_targets, expect_moves)


def check_expect(c: Checked) -> None:
    expect = c.data.expect
    raw = c.result.raw.get("expect") if isinstance(c.result.raw, dict) else None
    if expect is None or not isinstance(raw, dict):
        return
    for check in EXPECT_CHECKS:
        check(c, expect)
