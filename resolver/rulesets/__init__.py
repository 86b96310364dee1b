"""The rule sets and their registry: each package under `resolver.rulesets` registers itself on import.

`register` builds the rule set and checks its data (`resolver.rulesets.check`): an id its data names that does not
exist is a `RulesetError` naming the rule set, the row and the field, at import. `get_ruleset("andorra")` (or an
alias the rule set gives) returns it; `available_rulesets()` lists them. The registry sits above the engine and
below the input: the engine is handed a `RulesetSpec` and never looks one up.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Callable

from resolver.specs.ruleset import RulesetSpec, norm_name

_REGISTRY: dict[str, Callable[[], RulesetSpec]] = {}
_ALIASES: dict[str, str] = {}
_CACHE: dict[str, RulesetSpec] = {}
_SETUPS: set[str] = set()  # rule sets loaded from a setup file (`resolver.input.setup_file`), not bundled
_SCANNED = False


def register(ruleset_id: str, factory: Callable[[], RulesetSpec], aliases: tuple[str, ...] = (),
             bundled: bool = True) -> None:
    """A rule set package calls this on import; its other names are its own data. The rule set is built and checked
    here, once: a wrong id in its data raises `RulesetError` (every problem, each with its row and field). A setup
    file's rule set registers the same way with `bundled=False`: `get_ruleset` finds it, `available_rulesets` (the
    bundled ones) does not list it."""
    from resolver.rulesets.check import RulesetError, check_ruleset

    spec = factory()
    problems = check_ruleset(spec)
    if problems:
        raise RulesetError(ruleset_id, problems)
    _REGISTRY[ruleset_id] = factory
    _CACHE[norm_name(ruleset_id)] = spec
    for alias in aliases:
        key = norm_name(alias)
        taken = _ALIASES.get(key, key if key in _REGISTRY else None)
        if bundled or taken is None or taken in _SETUPS:  # a setup never takes a bundled rule set's name
            _ALIASES[key] = ruleset_id
    if not bundled:
        _SETUPS.add(ruleset_id)


def available_rulesets() -> list[str]:
    """The bundled rule sets."""
    _load_builtin()
    return sorted(set(_REGISTRY) - _SETUPS)


def loaded_rulesets() -> list[str]:
    """The rule sets loaded from setup files so far."""
    return sorted(_SETUPS)


def get_ruleset(ruleset_id: str) -> RulesetSpec:
    key = norm_name(ruleset_id)
    if _ALIASES.get(key, key) not in _REGISTRY:
        _load_package(key)  # a rule set named by its id: its own package alone (start-up, issue 19)
    if _ALIASES.get(key, key) not in _REGISTRY:
        _load_builtin()  # an alias, or a name no rule set has: every package registers
    key = _ALIASES.get(key, key)
    if key not in _CACHE:
        _CACHE[key] = _REGISTRY[key]()
    return _CACHE[key]


def _load_package(ruleset_id: str) -> None:
    """Import the package of that name under `resolver.rulesets`, if there is one: it registers itself."""
    packages = {info.name for info in pkgutil.iter_modules(__path__) if info.ispkg}
    if ruleset_id in packages:
        importlib.import_module(f"{__name__}.{ruleset_id}")


def _load_builtin() -> None:
    """Import every rule set package here: each registers itself.

    Importing one package directly (a test reading its clause map) registers only that one, so
    the scan runs once whatever is already registered.
    """
    global _SCANNED
    if _SCANNED:
        return
    _SCANNED = True
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            importlib.import_module(f"{__name__}.{info.name}")
