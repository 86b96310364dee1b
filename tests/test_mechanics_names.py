"""The generic mechanics added for andorra name no rule-set id: every rule-specific thing is data."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import dataclasses
import typing

from resolver.engine.handler import STAGES
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.rulesets.check import ENGINE_STATUSES
from resolver.specs.ruleset import ROW_KINDS, Clause, Condition, Leaves, RulesetSpec
from resolver.text.messages import MESSAGES
from resolver.text.results import RESULT_WORDS

ROOT = Path(__file__).resolve().parent.parent
# Every module of the engine and of the rule kinds: a new one is checked without being listed.
MODULES = sorted(str(p.relative_to(ROOT)) for folder in ("resolver/engine", "resolver/specs")
                 for p in (ROOT / folder).glob("*.py")) + ["resolver/api.py"]
# The engine's own vocabulary, which rule sets' data name, not the other way round: the statuses its
# primitives make and read (a kill leaves `dead` and `attacked`; hosting leaves `guest`; a blast is what
# a kill does to the host's guests), a condition's subject (`actor`, which a bankers role id shares) and the
# decision parameter that names an act's clan (`clan`, as `Act.clan`; a bankers kill kind shares it).
# The kinds of the mechanic rows (`resolver.specs.rows.ROW_KINDS`) are the engine's words too: a kill kind a rule set
# calls "hunt" does not make the row kind `Hunt` a rule-set id.
ENGINE_WORDS = {"roles", "dead", "attacked", "guest", "blast", "actor", "clan"} | set(ROW_KINDS)
# The kinds of decision (`resolver.engine.decisions`).
DECISION_KINDS = {"result", "reason", "death", "survival", "info", "tie_break", "cycle", "fallback", "not_counted",
                  "headline", "post", "hidden_role", "stat", "private_result", "private", "letter", "host",
                  "resource", "withdrawn", "vote", "tally", "verdict", "penalty"}


def _literal_values() -> set[str]:
    """Every value of a `Literal` in the rule kinds' annotations (a stage, a scope, a timing...)."""
    out: set[str] = set()

    def scan(tp: object) -> None:
        if typing.get_origin(tp) is typing.Literal:
            out.update(str(a) for a in typing.get_args(tp))
        for arg in typing.get_args(tp):
            scan(arg)

    for cls in set(ROW_KINDS.values()) | {RulesetSpec}:
        for tp in typing.get_type_hints(cls, include_extras=True).values():
            scan(tp)
    return out


def engine_vocabulary() -> set[str]:
    """The engine's own words, which a rule set's id may happen to equal without the engine naming the rule set:
    the words above, its generic decision codes, the kinds of decision, its stages, its result words, the statuses
    its primitives give, the values of the rule kinds' literals. An id that is one of them (a clause a rule set calls
    «cycle», a kill kind «hunt») breaks no module."""
    return (ENGINE_WORDS | set(MESSAGES) | DECISION_KINDS | set(STAGES) | set(RESULT_WORDS) | set(ENGINE_STATUSES)
            | _literal_values())
# The engine's insides a rule set must not import: every module of resolver/engine but the hook's view
# (`resolver.engine.hooks`, what a hook is handed) and the decisions' recorder.
ENGINE_INSIDES = tuple(f"resolver.engine.{p.stem}" for p in (ROOT / "resolver" / "engine").glob("*.py")
                       if p.stem not in ("__init__", "hooks", "decisions"))


def _ids(specs: list[RulesetSpec] | None = None) -> set[str]:
    out: set[str] = set()
    for rs in specs if specs is not None else [get_ruleset(rid) for rid in available_rulesets()]:
        out |= set(rs.roles) | set(rs.actions) | set(rs.items) | set(rs.options) | set(rs.clauses)
        out |= set(rs.kill_kinds) | set(rs.events) | set(rs.pending) | {p.id for p in rs.protections}
        out |= {c.status for c in rs.general_conditions}
        out |= {c.status for a in rs.actions.values() for c in a.rows_of(Condition)}
        out |= {row.status for a in rs.actions.values() for row in a.rows_of(Leaves)}
    return out


def names_in(module: str, ids: set[str]) -> list[str]:
    """The rule-set ids among the module's string literals (docstrings aside), but the engine's own words."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    strings = {node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}
    return sorted(strings & ids - engine_vocabulary())


@pytest.mark.parametrize("module", MODULES)
def test_module_names_no_ruleset_id(module: str) -> None:
    named = names_in(module, _ids())
    assert not named, f"{module} names rule-set ids: {named}"


def test_a_clause_id_equal_to_an_engine_word_breaks_no_module() -> None:
    """A third rule set whose clauses are called «cycle», «kill», «host», «success», «letter»: the engine names those
    words as its own (a decision kind, a row kind, a result), not as the rule set's clauses."""
    rs = get_ruleset("bankers")
    words = ("cycle", "kill", "host", "success", "letter", "dead", "reason", "apply", "limit")
    clauses = dict(rs.clauses) | {w: Clause(w, w, w, (1, 1), ruleset_text=rs.text) for w in words}
    third = dataclasses.replace(rs, id="third", clauses=clauses, _name_index={})
    assert not [m for m in MODULES if names_in(m, _ids([third]) - _ids([rs]))]
    assert set(words) <= engine_vocabulary()


def test_rule_set_packages_import_nothing_of_the_engine_insides() -> None:
    """A rule set is data plus a hook that sees a `NightView` (resolver.engine.hooks), never the engine's state."""
    for path in sorted((ROOT / "resolver" / "rulesets").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            for name in names:
                assert not name.startswith(ENGINE_INSIDES), f"{path.relative_to(ROOT)} imports {name}"
