"""Start-up (issue 19, point 6): a command imports what it needs when it needs it. A night of one rule set
loads that rule set alone; reading the command line loads neither the engine nor its libraries.
bench/startup.py measures the time against `python -c pass`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BANKERS = ROOT / "scenarios" / "examples" / "bankers_night1.yaml"


def modules_after(*argv: str) -> set[str]:
    """The modules a fresh `mafia-night ARGV` process has imported when it is done."""
    code = ("import io, json, sys, contextlib\n"
            "from resolver.cli.main import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n"
            "        main(sys.argv[1:])\n"
            "    except SystemExit:\n"
            "        pass\n"
            "print(json.dumps(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_a_bankers_night_loads_the_bankers_rule_set_alone() -> None:
    loaded = modules_after("resolve", str(BANKERS))
    assert "resolver.rulesets.bankers" in loaded
    assert not {m for m in loaded if m.startswith("resolver.rulesets.andorra")}


def test_an_andorra_night_loads_the_andorra_rule_set_alone() -> None:
    night = next(p for p in sorted((ROOT / "scenarios" / "andorra").rglob("*.yaml"))
                 if "ruleset: andorra" in p.read_text(encoding="utf-8"))
    loaded = modules_after("resolve", str(night))
    assert "resolver.rulesets.andorra" in loaded
    assert not {m for m in loaded if m.startswith("resolver.rulesets.bankers")}


def test_a_rule_set_named_by_its_alias_is_still_found() -> None:
    code = ("from resolver.rulesets import get_ruleset; "
            "print(get_ruleset('банкиры').id, get_ruleset('Andorra').id)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["bankers", "andorra"]


def test_reading_the_command_line_loads_no_engine_and_no_library() -> None:
    loaded = modules_after("resolve", "--help")
    heavy = {"resolver.api", "resolver.engine", "model", "pydantic", "networkx", "yaml", "importlib.resources",
             "streamlit"}
    assert not heavy & loaded
