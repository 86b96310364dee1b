"""Reading a scenario file: YAML with line numbers, then pydantic, then the rule set's checks.

Every problem is collected (never the first only) and located as file:line. The parts live beside it: the
result (`resolver.input.load_result`), the YAML within its caps and the line map (`resolver.input.yaml_caps`),
the schema checked leniently (`resolver.input.lenient_schema`); their public names are importable from here.
"""

from __future__ import annotations

from pathlib import Path

from resolver.input.lenient_schema import BROKEN, validate_leniently
from resolver.input.load_result import LoadResult, Path_
from resolver.input.reader import MAX_BYTES, Problem, TextFile, char_name, decode, line_ends, read_text, text_of
from resolver.input.yaml_caps import MAX_ALIASES, MAX_DEPTH, MAX_NODES, load_typed, parse_yaml
from resolver.text.problems import say

__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_ALIASES", "MAX_NODES", "BROKEN", "Path_", "Problem", "LoadResult",
           "char_name", "decode", "line_ends", "parse_yaml", "parse_text", "load_text", "load_file", "load_bytes",
           "read_yaml"]


def parse_text(text: str, filename: str = "<text>") -> LoadResult:
    """The YAML of a night (`parse_yaml`), then its schema (pydantic), each broken part reported."""
    result = parse_yaml(text, filename)
    if result.raw is None:  # refused (a value too deep is only set aside: the rest is still checked)
        return result
    if not isinstance(result.raw, dict):
        result.add((), say("not_a_mapping"))
        return result
    # Set even when some parts had problems, so the rule set's checks still run on the rest.
    result.scenario = validate_leniently(result.raw, result)
    return result


def load_text(text: str, filename: str = "<text>") -> LoadResult:
    """Parse, validate against the schema and against the rule set; normalise names to ids."""
    import gc

    enabled = gc.isenabled()
    gc.disable()  # see parse_yaml
    try:
        return _load_text(text, filename)
    finally:
        if enabled:
            gc.enable()


def _load_text(text: str, filename: str) -> LoadResult:
    from resolver.input.validate import validate

    result = parse_text(text, filename)
    if result.scenario is None:
        return result
    normalized = validate(result.scenario, result)
    result.scenario = normalized if not result.problems else None
    result.problems.sort(key=lambda p: p.line or 0)
    return result


def load_file(path: str | Path) -> LoadResult:
    """A night file through the reader (`resolver.input.reader`), then `load_text`."""
    return _loaded(read_text(path))


def load_bytes(data: bytes, filename: str) -> LoadResult:
    """A night file's bytes (a file, an upload): size capped, the encoding found, then load_text."""
    return _loaded(text_of(data, filename))


def _loaded(read: TextFile) -> LoadResult:
    if read.text is None:
        return LoadResult(read.name, problems=list(read.problems))
    result = load_text(read.text, read.name)
    result.notes.extend(read.notes)
    return result


def read_yaml(path: str | Path, empty_ok: bool = False, typed: bool = False) -> LoadResult:
    """A YAML file that is no night (a cast, a game's step) through the reader and `parse_yaml`: `raw` is its
    data, or None when it has problems; the encoding read is in `notes`. `typed`: the values as YAML types
    them (2 a number, true a truth value), read once the caps of `parse_yaml` let the file through."""
    read = read_text(path)
    if read.text is None:
        return LoadResult(read.name, problems=list(read.problems))
    result = parse_yaml(read.text, read.name, empty_ok)
    result.notes.extend(read.notes)
    if result.problems:
        result.raw = None
    elif typed and result.raw is not None:
        result.raw = load_typed(read.text)
    return result
