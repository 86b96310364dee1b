"""The rule sets and their registry: each package under `resolver.rulesets` registers itself on import.

`register` builds the rule set and checks its data (`resolver.rulesets.check`): an id its data names that does not
exist is a `RulesetError` naming the rule set, the row and the field, at import. `get_ruleset("andorra")` (or an
alias the rule set gives) returns it; `available_rulesets()` lists them. The registry sits above the engine and
below the input: the engine is handed a `RulesetSpec` and never looks one up.

A bundled rule set may also be a setup file (`classic.yaml` here, docs/setup_files.md): its id is the file's name and
it is listed with the packages. Reading a setup file is the input's work (`resolver.input.setup_file`), a layer above
this one, so the input hands its reader down (`set_file_loader`, when `resolver.input` is imported) instead of being
imported from here; the file's rule set is built, checked and registered on first use.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Callable

from resolver.specs.ruleset import RulesetSpec, norm_name

_REGISTRY: dict[str, Callable[[], RulesetSpec]] = {}
_ALIASES: dict[str, str] = {}
_CACHE: dict[str, RulesetSpec] = {}
_SETUPS: set[str] = set()  # rule sets loaded from a setup file (`resolver.input.setup_file`), not bundled
_SCANNED = False
# Bundled rule sets written as setup files (`resolver/rulesets/<id>.yaml`): id -> the file, and the reader the input
# layer installs (`resolver.input`): the file -> its checked rule set (a `RulesetError` with every problem otherwise).
_FILES: dict[str, Path] = {}
_FILE_LOADER: Callable[[Path], RulesetSpec] | None = None


def set_file_loader(loader: Callable[[Path], RulesetSpec]) -> None:
    """The input layer's reader of setup files, handed down so the bundled ones can be built here."""
    global _FILE_LOADER
    _FILE_LOADER = loader


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
    """The bundled rule sets: the packages and the setup files bundled with them."""
    _load_builtin()
    return sorted((set(_REGISTRY) | set(_FILES)) - _SETUPS)


def bundled_setup_path(ruleset_id: str) -> Path | None:
    """The file of a bundled rule set written as a setup file (`resolver/rulesets/<id>.yaml`); None for a package."""
    _load_builtin()
    return _FILES.get(ruleset_id)


def loaded_rulesets() -> list[str]:
    """The rule sets loaded from setup files so far."""
    return sorted(_SETUPS)


def get_ruleset(ruleset_id: str) -> RulesetSpec:
    key = norm_name(ruleset_id)
    if _ALIASES.get(key, key) not in _REGISTRY:
        _load_package(key)  # a rule set named by its id: its own package alone (start-up, issue 19)
    if _ALIASES.get(key, key) not in _REGISTRY:
        _load_builtin()  # an alias, or a name no rule set has: every package registers
    if key not in _CACHE and _ALIASES.get(key, key) not in _REGISTRY:
        _register_files(key)  # a bundled setup file, or a name of one
    key = _ALIASES.get(key, key)
    if key not in _CACHE:
        _CACHE[key] = _REGISTRY[key]()
    return _CACHE[key]


def _load_package(ruleset_id: str) -> None:
    """Import the package of that name under `resolver.rulesets`, if there is one: it registers itself."""
    packages = {info.name for info in pkgutil.iter_modules(__path__) if info.ispkg}
    if ruleset_id in packages:
        importlib.import_module(f"{__name__}.{ruleset_id}")
def _register_files(asked: str) -> None:
    """The bundled setup files not registered yet, read by the input's reader, checked and registered as bundled
    rule sets (a name of one is known only once it is read)."""
    waiting = sorted(set(_FILES) - set(_REGISTRY))
    if not waiting:
        return
    if _FILE_LOADER is None:
        if asked in waiting:
            raise LookupError(f"rule set {asked!r} is a setup file ({_FILES[asked].name}): reading it needs "
                              "resolver.input (import it first; the command line and the workbench do)")
        return
    for ruleset_id in waiting:
        spec = _FILE_LOADER(_FILES[ruleset_id])
        register(ruleset_id, _built(spec), aliases=(spec.name_ru, spec.name_en))


def _built(spec: RulesetSpec) -> Callable[[], RulesetSpec]:
    return lambda: spec


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
    for folder in __path__:
        for path in sorted(Path(folder).glob("*.yaml")):
            _FILES.setdefault(path.stem, path)
