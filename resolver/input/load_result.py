"""What reading a night file gives: its data, its lines, its scenario and every problem found, each located."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model import Scenario
from resolver.input.reader import Problem

__all__ = ["LoadResult", "Path_"]

Path_ = tuple[Any, ...]


@dataclass
class LoadResult:
    filename: str
    scenario: Scenario | None = None
    problems: list[Problem] = field(default_factory=list)
    lines: dict[Path_, int] = field(default_factory=dict)
    raw: Any = None
    # moves[i] of the validated scenario is moves[move_index[i]] of the file (broken moves are set aside)
    move_index: list[int] | None = None
    # Said to the host but not a problem: e.g. the file was read as Windows-1251.
    notes: list[str] = field(default_factory=list)
    # players[i] whose name or role was broken (already reported): the later checks skip them.
    broken_players: set[int] = field(default_factory=set)

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
        self.problems.append(Problem(self.filename, self.line_of(path), message, rule, path))

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not self.problems

