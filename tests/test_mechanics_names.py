"""The generic mechanics added for andorra name no rule-set id: every rule-specific thing is data."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from resolver.rulesets import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
MODULES = ["resolver/engine/protect.py", "resolver/engine/notes.py", "resolver/engine/limits.py", "resolver/engine/stages.py",
           "resolver/engine/carry.py", "resolver/engine/core.py", "resolver/engine/night_state.py", "resolver/engine/evaluate.py",
           "resolver/engine/move_checks.py", "resolver/engine/effects.py", "resolver/engine/rings.py", "resolver/engine/order_notes.py",
           "resolver/engine/graph.py", "resolver/engine/solver.py", "resolver/engine/night.py", "resolver/engine/recruit.py",
           "resolver/engine/targets.py", "resolver/engine/view.py", "resolver/engine/hooks.py", "resolver/api.py", "resolver/engine/answers.py",
           "resolver/engine/watch.py", "resolver/engine/reporter.py", "resolver/engine/moves.py",
           "resolver/engine/takes.py", "resolver/engine/gifts.py",
           "resolver/engine/turning.py", "resolver/engine/host_notes.py", "resolver/engine/succession.py", "resolver/specs/succession.py",
           "resolver/engine/dawn.py", "resolver/specs/dawn.py", "resolver/specs/action.py", "resolver/specs/target.py",
           "resolver/specs/protection.py", "resolver/specs/role.py", "resolver/engine/morning_post.py", "resolver/specs/post.py",
           "resolver/engine/act_plan.py"]
# The engine's own vocabulary, which rule sets' data name, not the other way round: the statuses its
# primitives make and read (a kill leaves `dead` and `attacked`; hosting leaves `guest`; a blast is what
# a kill does to the host's guests), a condition's subject (`actor`, which a bankers role id shares) and the
# decision parameter that names an act's clan (`clan`, as `Act.clan`; a bankers kill kind shares it).
ENGINE_WORDS = {"roles", "dead", "attacked", "guest", "blast", "actor", "clan"}
ENGINE_INSIDES = ("resolver.engine.core", "resolver.engine.night_state", "resolver.engine.evaluate", "resolver.engine.move_checks",
                  "resolver.engine.effects", "resolver.engine.rings", "resolver.engine.order_notes", "resolver.engine.graph", "resolver.engine.solver",
                  "resolver.engine.stages", "resolver.engine.protect", "resolver.engine.notes", "resolver.engine.limits", "resolver.engine.view",
                  "resolver.engine.carry", "resolver.engine.moves")


def _ids() -> set[str]:
    out: set[str] = set()
    for rid in available_rulesets():
        rs = get_ruleset(rid)
        out |= set(rs.roles) | set(rs.actions) | set(rs.items) | set(rs.options) | set(rs.clauses)
        out |= set(rs.kill_kinds) | set(rs.events) | set(rs.pending) | {p.id for p in rs.protections}
        out |= {c.status for c in rs.general_conditions}
        out |= {c.status for a in rs.actions.values() for c in a.conditions}
        out |= {row[1] for a in rs.actions.values() for row in a.params.get("marks", ())}
    return out


@pytest.mark.parametrize("module", MODULES)
def test_module_names_no_ruleset_id(module: str) -> None:
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    strings = {node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}
    named = sorted(strings & _ids() - ENGINE_WORDS)
    assert not named, f"{module} names rule-set ids: {named}"


def test_rule_set_packages_import_nothing_of_the_engine_insides() -> None:
    """A rule set is data plus a hook that sees a `NightView` (resolver.engine.hooks), never the engine's state."""
    for path in sorted((ROOT / "resolver" / "rulesets").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            for name in names:
                assert not name.startswith(ENGINE_INSIDES), f"{path.relative_to(ROOT)} imports {name}"
