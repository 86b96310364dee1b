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
    night_line: int | None = None  # the line of its `night:`, when it has one
    out_of_order: bool = False  # its night does not follow the step before it


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

    unknown = sorted((k for k in data if k not in STEP_KEYS), key=str)  # a key may be a number: «1: …»
    if unknown:
        step.problems.append(say("step_unknown_keys", path=_where(path, loaded.line_of((unknown[0],))),
                                 keys=", ".join(map(str, unknown)), known=", ".join(sorted(STEP_KEYS))))
    if "night" in data:
        step.night_line = loaded.line_of(("night",))
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


def step_number(path: Path) -> int | None:
    """`07.yml` is step 7; a name that is no number is no step."""
    return int(path.stem) if re.fullmatch(r"[0-9]{1,6}", path.stem) else None


def step_files(directory: Path) -> list[Path]:
    """The steps' files in the order of their numbers (`9.yml` before `10.yml`), two of one number by name."""
    numbered = [p for p in directory.glob("*.yml") if p.name != CAST and step_number(p) is not None]
    return sorted(numbered, key=lambda p: (step_number(p), p.name))


def _name(number: int, like: list[Path]) -> str:
    """How the folder would name step `number`: as wide as its other names (01.yml, or 1.yml)."""
    width = 2 if not like or any(len(p.stem) > 1 and p.stem.startswith("0") for p in like) else 1
    return f"{number:0{width}d}.yml"


def next_step_name(directory: Path) -> str:
    """The file of the step after the last: its number plus one (100.yml after 99.yml)."""
    files = step_files(directory)
    last = max((step_number(p) or 0 for p in files), default=0)
    return _name(last + 1, files)


def read_steps(directory: Path) -> tuple[list[Step], int, list[Say]]:
    """Every step of the folder read in the order of its number, and the problems of that order: a name that is
    no number, a missing number (a gap), two files of one number, two steps of one night, a night going backwards
    or skipping one. The steps from `cut` on are not to be replayed: the first problem of the order is there."""
    problems: list[Say] = []
    for path in sorted(directory.glob("*.yml")):
        if path.name != CAST and step_number(path) is None:
            problems.append(say("step_not_numbered", path=path))
    files = step_files(directory)
    by_number: dict[int, list[Path]] = {}
    for path in files:
        by_number.setdefault(step_number(path) or 0, []).append(path)
    cut = len(files)
    expected = 1
    for position, number in enumerate(sorted(by_number)):
        if number > expected:
            missing = [_name(n, files) for n in range(expected, number)]
            problems.append(say("step_gap", directory=directory, missing=", ".join(missing[:3]) + (", …" if len(missing) > 3 else ""),
                                n=len(missing), before=by_number[number][0].name))
            cut = min(cut, position)
        if len(by_number[number]) > 1:
            names = " и ".join(p.name for p in by_number[number])
            problems.append(say("step_twice", directory=directory, names=names,
                                names_en=" and ".join(p.name for p in by_number[number]), n=number))
            cut = min(cut, position)
        expected = number + 1
    steps = _read_in_order([paths[0] for _n, paths in sorted(by_number.items())], problems)
    cut = min([cut] + [i for i, s in enumerate(steps) if s.out_of_order])
    return steps, cut, problems


def _read_in_order(paths: list[Path], problems: list[Say]) -> list[Step]:
    steps: list[Step] = []
    night, before = 0, None
    for path in paths:
        step = read_step(path, night)
        steps.append(step)
        if step.night is None:
            continue
        if before is not None and step.data is not None and step.night != night + 1:
            key = "step_same_night" if step.night == night else (
                "step_night_back" if step.night < night else "step_night_skip")
            problems.append(say(key, path=_where(path, step.night_line), night=step.night, previous=night,
                                other=before.name))
            step.out_of_order = True
        night, before = step.night, path
    return steps
