"""Reading a scenario file: YAML with line numbers, then pydantic, then the rule set's checks.

Every problem is collected (never the first only) and located as file:line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from model import Scenario

try:
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _Loader = yaml.SafeLoader

Path_ = tuple[Any, ...]
_NULLS = {"", "~", "null", "Null", "NULL"}


@dataclass(frozen=True)
class Problem:
    file: str
    line: int | None
    message: str
    rule: str | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        rule = f" [{self.rule}]" if self.rule else ""
        return f"{where}: {self.message}{rule}"


@dataclass
class LoadResult:
    filename: str
    scenario: Scenario | None = None
    problems: list[Problem] = field(default_factory=list)
    lines: dict[Path_, int] = field(default_factory=dict)
    raw: Any = None
    # moves[i] of the validated scenario is moves[move_index[i]] of the file (broken moves are set aside)
    move_index: list[int] | None = None

    def line_of(self, path: Path_) -> int | None:
        path = tuple(path)
        if "targets" in path and path not in self.lines:
            # `target: X` is the short form of `targets: [X]`
            cut = path.index("targets")
            short = path[:cut] + ("target",)
            if short in self.lines:
                return self.lines[short]
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)

    def add(self, path: Path_, message: str, rule: str | None = None) -> None:
        path = tuple(path)
        if self.move_index is not None and path[:1] == ("moves",) and len(path) > 1 and isinstance(path[1], int):
            path = ("moves", self.move_index[path[1]]) + path[2:]
        self.problems.append(Problem(self.filename, self.line_of(path), message, rule))

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not self.problems


def _to_python(node: yaml.Node, path: Path_, result: LoadResult) -> Any:
    """Node tree -> plain data; every scalar stays the text the host typed (YAML 1.1 traps avoided)."""
    result.lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.value)
            if key in out:
                result.problems.append(Problem(result.filename, key_node.start_mark.line + 1,
                                               f"duplicate key {key!r}: the earlier value would be lost"))
                continue
            result.lines[path + (key,)] = key_node.start_mark.line + 1
            out[key] = _to_python(value_node, path + (key,), result)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_to_python(child, path + (i,), result) for i, child in enumerate(node.value)]
    assert isinstance(node, yaml.ScalarNode)
    if node.style is None and node.value in _NULLS:
        return None
    return node.value


def parse_text(text: str, filename: str = "<text>") -> LoadResult:
    # Building the node tree allocates many small objects that all live until the end: the
    # cyclic garbage collector only slows that down (measured: x1.6 on a 4,000-player night).
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse_text(text, filename)
    finally:
        if enabled:
            gc.enable()


def _parse_text(text: str, filename: str) -> LoadResult:
    result = LoadResult(filename)
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        result.problems.append(Problem(filename, line, f"malformed YAML: {problem}"))
        return result
    if root is None:
        result.problems.append(Problem(filename, 1, "the file is empty"))
        return result
    data = _to_python(root, (), result)
    result.raw = data
    if not isinstance(data, dict):
        result.add((), "a scenario must be a mapping with ruleset, players and moves")
        return result
    # Set even when some parts had problems, so the rule set's checks still run on the rest.
    result.scenario = _validate_leniently(data, result)
    return result


def _validate_leniently(data: dict[str, Any], result: LoadResult) -> Scenario | None:
    """Validate; on errors, report each and set the broken part aside so the rest is still checked.

    A broken move is left out; a broken field of a player or of the day falls back to its default;
    the later checks then report what else is wrong, with the original line numbers.
    """
    import copy

    try:
        scenario = Scenario.model_validate(data)
        result.move_index = None
        return scenario
    except ValidationError:
        pass  # report below, on a copy the broken parts can be taken out of
    work = copy.deepcopy(data)
    kept_moves = list(range(len(work.get("moves") or []))) if isinstance(work.get("moves"), list) else []
    for _round in range(4):
        try:
            scenario = Scenario.model_validate(work)
        except ValidationError as exc:
            broken_moves: set[int] = set()
            fatal = False
            for err in exc.errors():
                loc = tuple(err["loc"])
                original = loc
                if loc[:1] == ("moves",) and len(loc) > 1 and isinstance(loc[1], int):
                    original = ("moves", kept_moves[loc[1]]) + loc[2:]
                where = ".".join(str(p) for p in original) or "(top)"
                msg = "unknown field" if err["type"] == "extra_forbidden" else err["msg"]
                result.add(original, f"{where}: {msg}")
                fatal = fatal or not _set_aside(work, loc, broken_moves)
            if fatal:
                return None
            if broken_moves:
                work["moves"] = [m for i, m in enumerate(work["moves"]) if i not in broken_moves]
                kept_moves = [k for i, k in enumerate(kept_moves) if i not in broken_moves]
            continue
        result.move_index = kept_moves
        return scenario
    return None


def _set_aside(work: dict[str, Any], loc: tuple[Any, ...], broken_moves: set[int]) -> bool:
    """Remove the part of the data a validation error points at; False when nothing sensible can be."""
    head = loc[0] if loc else None
    if head == "moves" and len(loc) > 1 and isinstance(loc[1], int):
        broken_moves.add(loc[1])
        return True
    if head == "players" and len(loc) > 2 and isinstance(loc[1], int) and loc[2] not in ("name", "role"):
        player = work["players"][loc[1]]
        if isinstance(player, dict):
            player.pop(loc[2], None)
            return True
    if head in ("day", "expect", "options", "night", "title", "description") and isinstance(work, dict):
        if head == "day" and len(loc) > 1 and isinstance(work.get("day"), dict):
            work["day"].pop(loc[1], None)
        else:
            work.pop(head, None)
        return True
    if len(loc) == 1 and isinstance(head, str) and head not in ("ruleset", "players"):
        work.pop(head, None)
        return True
    return False


def load_text(text: str, filename: str = "<text>") -> LoadResult:
    """Parse, validate against the schema and against the rule set; normalise names to ids."""
    import gc

    enabled = gc.isenabled()
    gc.disable()  # see parse_text
    try:
        return _load_text(text, filename)
    finally:
        if enabled:
            gc.enable()


def _load_text(text: str, filename: str) -> LoadResult:
    from resolver.validate import validate

    result = parse_text(text, filename)
    if result.scenario is None:
        return result
    normalized = validate(result.scenario, result)
    result.scenario = normalized if not result.problems else None
    result.problems.sort(key=lambda p: p.line or 0)
    return result


def load_file(path: str | Path) -> LoadResult:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return LoadResult(str(path), problems=[Problem(str(path), None, f"cannot read the file: {exc}")])
    return load_text(text, str(path))
