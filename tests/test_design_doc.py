"""docs/design.md keeps its list of modules honest, and no file of the repo names a path of one machine (issue 19)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DESIGN = ROOT / "docs" / "design.md"
# A path of the repo as the doc writes it: `resolver/engine/core.py`, `resolver/report/`, `resolver/rulesets/<id>/`.
_PATH = re.compile(r"(?<![\w/.~-])((?:model|resolver|tests|scenarios|docs|tools|bench)/[\w/.<>-]*)")
# Packages whose every module the doc names, one line each at least.
EVERY_MODULE = ("resolver/engine", "resolver/specs", "resolver/input")


def named_paths(text: str) -> set[str]:
    return {match.rstrip(".,") for match in _PATH.findall(text)}


def exists(path: str) -> bool:
    """A path of the repo; `<id>` stands for any one name (`resolver/rulesets/<id>/`)."""
    if "<" in path:
        return any(ROOT.glob(re.sub(r"<[^>]*>", "*", path.rstrip("/"))))
    return (ROOT / path).exists()


def folders() -> list[str]:
    """Every folder of resolver/ with Python or data in it (not the caches)."""
    return sorted(p.relative_to(ROOT).as_posix() + "/" for p in (ROOT / "resolver").rglob("*")
                  if p.is_dir() and p.name != "__pycache__")


def covered(folder: str, named: set[str]) -> bool:
    """The doc names the folder itself, or a pattern (`resolver/rulesets/<id>/`) that stands for it (a package)."""
    if folder in named or folder.rstrip("/") in named:
        return True
    if not (ROOT / folder / "__init__.py").exists():
        return False
    patterns = [re.sub(r"<[^>]*>", "[^/]+", re.escape(n).replace(r"\<", "<").replace(r"\>", ">"))
                for n in named if "<" in n and n.endswith("/")]
    return any(re.fullmatch(p, folder) for p in patterns)


def test_the_doc_names_paths_at_all() -> None:
    named = named_paths(DESIGN.read_text(encoding="utf-8"))
    assert {"resolver/engine/core.py", "resolver/input/loader.py", "resolver/report/"} <= named
    outside = "/" + "/".join(("elsewhere", "resolver", "z.py"))  # a path outside the repo, built from pieces
    assert named_paths(f"see `resolver/x.py`, and resolver/y/. Not {outside}") == {
        "resolver/x.py", "resolver/y/"}


def test_every_path_the_design_doc_names_exists() -> None:
    missing = sorted(p for p in named_paths(DESIGN.read_text(encoding="utf-8")) if not exists(p))
    assert not missing, f"docs/design.md names what the repo has not: {missing}"


def test_every_folder_of_resolver_is_named_in_the_design_doc() -> None:
    named = named_paths(DESIGN.read_text(encoding="utf-8"))
    silent = [f for f in folders() if not covered(f, named)]
    assert not silent, f"docs/design.md does not name these folders: {silent}"


def test_every_module_of_the_engine_specs_and_input_is_named_in_the_design_doc() -> None:
    named = named_paths(DESIGN.read_text(encoding="utf-8"))
    modules = [p.relative_to(ROOT).as_posix() for top in EVERY_MODULE for p in sorted((ROOT / top).rglob("*.py"))
               if p.name != "__init__.py"]  # a package's __init__ is named by its folder
    assert len(modules) > 60
    silent = [m for m in modules if m not in named]
    assert not silent, f"docs/design.md does not name these modules (one line each: what it holds): {silent}"


# An absolute path of one machine that leads into the repo: /work/…, /home/… or /tmp/… then one of the repo's
# folders somewhere in it. Files name each other by their path in the repo.
_TOP_FOLDERS = sorted(p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))
                      and not p.name.endswith(".egg-info"))
_MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|home|tmp)/(?:[\w.+~-]+/)*?(?:" + "|".join(map(re.escape, _TOP_FOLDERS))
                           + r")(?![\w.-])")
SCANNED = ("docs", "tests", "resolver")
TEXT_SUFFIXES = {".py", ".md", ".txt", ".yaml", ".yml", ".json", ".toml", ".csv", ".html", ".bbcode", ""}


def machine_paths(text: str) -> list[str]:
    return [m.group() for m in _MACHINE_PATH.finditer(text)]


def test_a_machine_path_is_found_and_a_repo_path_is_not() -> None:
    # Built here on purpose: the scan below would name them if they were written out.
    work, home, tmp = "/" + "work", "/" + "home", "/" + "tmp"
    assert machine_paths(f"see {work}/main/resolver/cli/main.py") == [f"{work}/main/resolver"]
    assert machine_paths(f"byte-identical ({work}/tools/dump.py)") == [f"{work}/tools"]
    assert machine_paths(f"{home}/someone/mafia-night/tests/x.py and {tmp}/docs") == [
        f"{home}/someone/mafia-night/tests", f"{tmp}/docs"]
    assert machine_paths("resolver/cli/main.py, tests/test_cli.py, ~/.mafia-night/workbench.json") == []
    assert machine_paths(f"{work}/shared/rules/000.txt, {tmp}/night.yaml") == []  # no folder of the repo
    assert "resolver" in _TOP_FOLDERS and "tests" in _TOP_FOLDERS


def test_no_file_of_docs_tests_or_resolver_names_a_machine_path() -> None:
    found = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix not in TEXT_SUFFIXES:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue  # a binary fixture
            for line_no, line in enumerate(text.splitlines(), start=1):
                found += [f"{path.relative_to(ROOT).as_posix()}:{line_no}: {p}" for p in machine_paths(line)]
    assert not found, "absolute machine paths (name files by their path in the repo):\n" + "\n".join(found)
