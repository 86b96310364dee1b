"""The registry of the engine's mechanics (`resolver.engine.mechanics`): one handler for each kind of row, asked at
the stages it takes part in.

A row type with no handler, a handler whose hook no stage asks, or a stage that asks a kind whose handler has no such
hook is a mechanic half written: these fail here, before any night resolves.
"""

from __future__ import annotations

import pytest

from resolver.engine.handler import STAGES, Handler
from resolver.engine.mechanics import HANDLERS, ORDER, ReadElsewhere
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.specs.ruleset import ROW_KINDS

# A stage and the hook it asks (the quorum is a limit asked first).
HOOK = {stage: stage for stage in STAGES} | {"quorum": "limit"}


def test_every_row_kind_has_one_handler() -> None:
    assert set(HANDLERS) == set(ROW_KINDS.values()), (
        sorted(k.kind for k in set(ROW_KINDS.values()) - set(HANDLERS)),
        sorted(k.kind for k in set(HANDLERS) - set(ROW_KINDS.values())))
    for kind, handler in HANDLERS.items():
        assert handler.row_type is kind, (kind.kind, type(handler).__name__)


@pytest.mark.parametrize("stage", sorted(ORDER))
def test_a_stage_asks_only_handlers_with_its_hook(stage: str) -> None:
    hook = HOOK[stage]
    for kind in ORDER[stage]:
        if not isinstance(kind, type):
            continue  # a check of the role, not a row
        handler = HANDLERS[kind]
        assert handler.takes_part(hook), f"{stage} asks {kind.kind}, whose {type(handler).__name__} has no {hook}"


def test_every_hook_a_handler_has_is_asked_by_a_stage() -> None:
    asked = {(HOOK[stage], kind) for stage, kinds in ORDER.items() for kind in kinds if isinstance(kind, type)}
    for kind, handler in HANDLERS.items():
        for hook in set(HOOK.values()):
            if handler.takes_part(hook):
                assert (hook, kind) in asked, f"{type(handler).__name__}.{hook} is asked by no stage"


def test_a_row_read_elsewhere_names_where() -> None:
    for handler in HANDLERS.values():
        if isinstance(handler, ReadElsewhere):
            assert handler.where and not any(handler.takes_part(h) for h in set(HOOK.values())), handler.row_type
    assert not any(Handler().takes_part(h) for h in set(HOOK.values()))


@pytest.mark.parametrize("ruleset_id", available_rulesets())
def test_every_row_of_a_rule_set_is_a_known_kind(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    for action in rs.actions.values():
        for row in action.rows:
            assert ROW_KINDS.get(row.kind) is type(row), (action.id, row)
