"""The generic mechanics added for andorra name no rule-set id: every rule-specific thing is data."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from resolver.ruleset import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parent.parent
MODULES = ["resolver/protect.py", "resolver/notes.py", "resolver/limits.py", "resolver/stages.py",
           "resolver/carry.py", "resolver/engine.py", "resolver/night_state.py", "resolver/evaluate.py",
           "resolver/move_checks.py", "resolver/effects.py", "resolver/rings.py", "resolver/order_notes.py",
           "resolver/graph.py", "resolver/solver.py", "resolver/night.py", "resolver/recruit.py",
           "resolver/targets.py", "resolver/view.py", "resolver/hooks.py", "resolver/api.py", "resolver/answers.py",
           "resolver/watch.py", "resolver/reporter.py", "resolver/moves.py",
           "resolver/takes.py", "resolver/gifts.py",
           "resolver/turning.py", "resolver/host_notes.py", "resolver/succession.py", "resolver/succession_spec.py",
           "resolver/dawn.py", "resolver/dawn_spec.py", "resolver/action_spec.py", "resolver/target_spec.py",
           "resolver/protection_spec.py", "resolver/role_spec.py", "resolver/morning_post.py", "resolver/post_spec.py",
           "resolver/act_plan.py"]
# The engine's own vocabulary, which rule sets' data name, not the other way round: the statuses its
# primitives make and read (a kill leaves `dead` and `attacked`; hosting leaves `guest`; a blast is what
# a kill does to the host's guests), a condition's subject (`actor`, which a bankers role id shares) and the
# decision parameter that names an act's clan (`clan`, as `Act.clan`; a bankers kill kind shares it).
ENGINE_WORDS = {"roles", "dead", "attacked", "guest", "blast", "actor", "clan"}
ENGINE_INSIDES = ("resolver.engine", "resolver.night_state", "resolver.evaluate", "resolver.move_checks",
                  "resolver.effects", "resolver.rings", "resolver.order_notes", "resolver.graph", "resolver.solver",
                  "resolver.stages", "resolver.protect", "resolver.notes", "resolver.limits", "resolver.view",
                  "resolver.carry", "resolver.moves")


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
    """A rule set is data plus a hook that sees a `NightView` (resolver.hooks), never the engine's state."""
    for path in sorted((ROOT / "resolver" / "rulesets").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            for name in names:
                assert not name.startswith(ENGINE_INSIDES), f"{path.relative_to(ROOT)} imports {name}"
