"""The generic mechanics added for andorra name no rule-set id: every rule-specific thing is data."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from resolver.ruleset import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
MODULES = ["resolver/protect.py", "resolver/notes.py", "resolver/limits.py", "resolver/stages.py",
           "resolver/carry.py"]


def _ids() -> set[str]:
    out: set[str] = set()
    for rid in available_rulesets():
        rs = get_ruleset(rid)
        out |= set(rs.roles) | set(rs.actions) | set(rs.items) | set(rs.options) | set(rs.clauses)
        out |= set(rs.kill_kinds) | set(rs.events) | set(rs.pending) | {p.id for p in rs.protections}
        out |= {c.status for c in rs.general_conditions}
        out |= {c.status for a in rs.actions.values() for c in a.conditions}
        out |= {status for a in rs.actions.values() for _, status in a.params.get("marks", ())}
    return out


@pytest.mark.parametrize("module", MODULES)
def test_module_names_no_ruleset_id(module: str) -> None:
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    strings = {node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}
    # "roles" is both an andorra clause (the role section) and a key of the carried summary.
    named = sorted(strings & _ids() - {"roles"})
    assert not named, f"{module} names rule-set ids: {named}"
