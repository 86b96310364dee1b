"""What a host hands the tool: night files (read, hardened, checked against the rule set), moves pasted as
they arrived, keyboard entry, and the day's thread in each forum's markup.
"""

from pathlib import Path as _Path

from resolver.rulesets import set_file_loader as _set_file_loader
from resolver.specs.ruleset import RulesetSpec as _RulesetSpec


def _read_bundled_setup(path: _Path) -> _RulesetSpec:
    """The rule sets bundled as setup files are read by the input's reader of setup files, handed down to the
    registry (a layer below, which cannot import it)."""
    from resolver.input.setup_file import load_bundled_setup

    return load_bundled_setup(path)


_set_file_loader(_read_bundled_setup)
