"""The files of a game folder read through the hardened reader (`resolver.input.loader.read_yaml`): the cast and
each step, checked for what a step may hold, each problem one located line (`path:line: …`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from resolver.input.loader import LoadResult, read_yaml
from resolver.text.problems import Say, say

CAST = "cast.yml"
STEP_KEYS = {"night", "title", "description", "options", "day", "moves", "expect", "lots", "host_choice", "alternative"}


@dataclass
class Step:
    """A step file as read: its data (None when it is broken) and the night it is (None: not known)."""

    path: Path
    data: dict[str, Any] | None = None
    night: int | None = None
    problems: list[Say] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _where(path: Path, line: int | None) -> str:
    return f"{path}:{line}" if line else str(path)


def read_mapping(path: Path, empty_ok: bool = False) -> tuple[dict[str, Any] | None, LoadResult, list[Say]]:
    """A YAML file that must be a mapping: (its data or None, what was read, the problems as located lines)."""
    loaded = read_yaml(path, empty_ok=empty_ok, typed=True)
    problems = [p.as_say() for p in loaded.problems]
    if problems:
        return None, loaded, problems
    if loaded.raw is None:
        return {}, loaded, []
    if not isinstance(loaded.raw, dict):
        return None, loaded, [say("located", where=_where(path, 1), msg=say("not_a_mapping_file"))]
    return loaded.raw, loaded, []


def night_number(value: Any) -> int | None:
    """`night: 3` (the loader keeps every scalar as its text): a whole number from 1, else None."""
    text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    return int(text) if re.fullmatch(r"[0-9]{1,6}", text) and int(text) >= 1 else None


def read_step(path: Path, previous_night: int) -> Step:
    """A step file: a mapping of the keys a step has, `night:` a whole number, `options:` a mapping."""
    data, loaded, problems = read_mapping(path, empty_ok=True)
    step = Step(path, notes=list(loaded.notes), problems=problems)
    if data is None:
        return step

    def bad(key: str, message: Say) -> None:
        step.problems.append(say("located", where=_where(path, loaded.line_of((key,))), msg=message))

    unknown = sorted(set(data) - STEP_KEYS)
    if unknown:
        step.problems.append(say("step_unknown_keys", path=_where(path, loaded.line_of((unknown[0],))),
                                 keys=", ".join(unknown), known=", ".join(sorted(STEP_KEYS))))
    if "night" in data:
        step.night = night_number(data["night"])
        if step.night is None:
            bad("night", say("step_night_number", value="null" if data["night"] is None else data["night"]))
    else:
        step.night = previous_night + 1
    if data.get("options") is not None and not isinstance(data["options"], dict):
        bad("options", say("step_options_mapping"))
    if "alternative" in data and data.get("host_choice", data["alternative"]) != data["alternative"]:
        step.problems.append(say("step_choice_differs", path=_where(path, loaded.line_of(("alternative",)))))
    if not step.problems:
        step.data = data
    return step
