"""A whole game replayed from its folder: the cast, then one file a game day (its vote, then its night).

```
scenarios/games/<name>/
  cast.yml      ruleset, title, options, players (as in a night file)
  01.yml        night: 1 (optional), day: {votes: ...}, moves: [...], expect: {...}
  02.yml        ...
```

The steps are replayed in the order of their numbers (`9.yml` before `10.yml`, `100.yml` after `99.yml`); a gap,
two files of one number, two steps of one night or a night going backwards is named, not replayed
(`resolver.game.steps`). The step files are `.yml`, not `.yaml`: they are not scenarios on their own (no players), so the
golden runners that glob `*.yaml` leave them alone. Each step is the cast as the previous step left it
(the engine's carry-over: `resolver.game.nextnight.next_scenario`, i.e. the rule set's `after_night` or
`resolver.engine.carry`, plus the day's penalties) with the step's day, moves, options, expect and the host's
`lots`. Nothing is guessed: a step with several consistent outcomes needs `host_choice: N` in its file, as a
night file has it (`model.scenario.Scenario.host_choice`); the older `alternative: N` is read as its alias.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from model import Scenario
from resolver.api import Alternative, Resolution, choice_problem, resolve
from resolver.game.golden import compare
from resolver.input.loader import Problem, load_text
from resolver.game.nextnight import next_scenario
from resolver.game.steps import CAST, STEP_KEYS, next_step_name, read_mapping, read_steps, step_files
from resolver.text.problems import Say, say

__all__ = ["CAST", "STEP_KEYS", "StepResult", "GameResult", "step_files", "replay", "history", "next_step_yaml",
           "write_next", "save_step", "new_game"]
# What a step file holds of a scenario besides its night and options (the players are the cast's as carried).
SCENARIO_KEYS = ("title", "description", "day", "moves", "lots", "host_choice", "expect")


@dataclass
class StepResult:
    path: Path
    night: int
    res: Resolution | None = None
    alt: Alternative | None = None
    problems: list[str] = field(default_factory=list)  # input problems: nothing resolved
    failures: list[str] = field(default_factory=list)  # expect mismatches
    note: str | None = None
    text: str | None = None  # the step as one scenario (the cast as carried + the step), as it was resolved
    # The step's `expect:` was not checked: its night has this many consistent outcomes and no (valid)
    # `host_choice` says which one is the game's path. None: checked, or the step has no expect.
    unchecked: int | None = None

    def unchecked_text(self, lang: str = "en") -> str | None:
        """Why the step's expect was not checked, in words; None when it was (or there is none)."""
        if self.unchecked is None:
            return None
        if lang == "ru":
            return (f"ожидания шага (expect) не проверены: у ночи {self.unchecked} согласованных исхода, и ни один "
                    "не выбран (host_choice: N) — неизвестно, с каким исходом их сравнивать")
        return (f"the step's expect was not checked: the night has {self.unchecked} consistent outcomes and no "
                "host_choice: N says which one is the game's, so there is no outcome to check it against")


@dataclass
class GameResult:
    directory: Path
    steps: list[StepResult] = field(default_factory=list)
    winner: str | None = None
    problems: list[str] = field(default_factory=list)
    last: Scenario | None = None  # the state after the last step (for --next)
    notes: list[str] = field(default_factory=list)  # said, not problems: a file read as Windows-1251

    @property
    def ok(self) -> bool:
        return not self.problems and all(not s.problems and not s.failures for s in self.steps)


def _read(path: Path) -> dict[str, Any]:
    if path.is_symlink() and not path.exists():
        raise ValueError(say("step_dangling_link", path=path, target=os.readlink(path)))
    data, _loaded, problems = read_mapping(path)
    if data is None:
        raise ValueError("; ".join(problems))
    return data


def _said(path: Path, exc: Exception) -> str:
    """A file that could not be read, as a problem of the game (our own message as it is, said in `lang` later)."""
    if exc.args and isinstance(exc.args[0], Say):
        return exc.args[0]
    return f"{path}: {exc}"


def replay(directory: str | Path) -> GameResult:
    directory = Path(directory)
    game = GameResult(directory)
    cast, loaded, problems = read_mapping(directory / CAST)
    game.notes.extend(loaded.notes)
    if cast is None:
        game.problems.extend(problems)
        return game
    state: dict[str, Any] = {k: v for k, v in cast.items() if k in ("ruleset", "title", "options", "players")}
    reads, cut, order_problems = read_steps(directory)
    for read in reads:
        game.notes.extend(read.notes)
    game.problems.extend(order_problems)
    for index, read in enumerate(reads[:cut]):
        path = read.path
        if game.winner is not None:
            game.problems.append(say("game_over_already", path=path, winner=game.winner))
            break
        if read.data is None or read.night is None:  # said under the step, as the workbench shows it
            game.steps.append(StepResult(path, read.night or 0, problems=list(read.problems)))
            cut = index + 1
            break
        step, night = read.data, read.night
        result = StepResult(path, night)
        game.steps.append(result)
        data = dict(state)
        data["options"] = {**(state.get("options") or {}), **(step.get("options") or {})}
        data.update({k: step[k] for k in SCENARIO_KEYS if k in step})
        if "alternative" in step:
            data["host_choice"] = step["alternative"]
        data["night"] = night
        data["game"] = True
        result.text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        loaded = load_text(result.text, f"{path} (with the cast)")
        if loaded.scenario is None:
            result.problems.extend(p.as_say() for p in loaded.problems if isinstance(p, Problem))  # said in `lang` later
            break
        res = resolve(loaded.scenario)
        result.res = res
        problem = choice_problem(res)
        if problem is None and res.needs_choice:
            problem = say("step_needs_choice", n=len(res.alternatives))
        if problem is not None:
            result.problems.append(say("located", where=path, msg=problem))
            if loaded.scenario.expect is not None:  # said, not skipped: no outcome is the game's path yet
                result.unchecked = len(res.alternatives)
            break
        result.alt = res.chosen
        if loaded.scenario.expect is not None:
            # An ambiguous night with the host's choice: the chosen outcome is the game's path, and `compare`
            # checks the per-outcome fields against it (`Resolution.chosen`), as `mafia-night check` does.
            result.failures = compare(res, loaded.scenario.expect)
        game.winner = result.alt.summary.get("winner") or None
        following = next_scenario(res, result.alt)
        game.last = following
        state["players"] = [p.model_dump(mode="json", exclude_defaults=True, by_alias=True) for p in following.players]
        if "options" in step:
            state["options"] = data["options"]
    for later in reads[cut:]:  # every broken file at once, not one a run
        game.problems.extend(later.problems)
    return game


def history(game: GameResult, lang: str = "ru") -> str:
    """Who was lynched (jailed) or died when, and how, and who won: the game in lines."""
    from resolver.day.win import side_label
    from resolver.text.problems import in_lang
    from resolver.report import decision_text, morning_post

    ru = lang == "ru"
    out = [f"{'Игра' if ru else 'Game'}: {game.directory}"]
    for step in game.steps:
        head = f"{'День и ночь' if ru else 'Day and night'} {step.night} ({step.path.name})"
        out.append(head)
        for problem in step.problems:
            out.append(f"  ! {in_lang(problem, lang)}")
        unchecked = step.unchecked_text(lang)
        if unchecked is not None:
            out.append(f"  ? {unchecked}")
        if step.res is None or step.alt is None:
            continue
        res, alt = step.res, step.alt
        for d in alt.decisions:
            if d.kind in ("verdict", "tally") and d.subject != "night" or (d.kind == "host" and d.subject == "day"):
                out.append("  " + decision_text(res, d, lang))
        for line in morning_post(res, alt, lang).splitlines():
            if line.strip():
                out.append("  | " + line)
        for failure in step.failures:
            out.append(f"  ✗ {in_lang(failure, lang)}")
        if step.res.scenario.expect is not None and not step.failures:
            out.append("  ✓ " + ("ожидания шага выполнены" if ru else "the step's expectations hold"))
    for problem in game.problems:
        out.append(f"! {in_lang(problem, lang)}")
    if game.winner and game.steps and game.steps[-1].res is not None:
        rs = game.steps[-1].res.ruleset
        out.append(("Победили: " if ru else "Won: ") + side_label(rs, game.winner, lang))
    elif not game.problems:
        out.append("Игра продолжается" if ru else "The game goes on")
    return "\n".join(out) + "\n"


def next_step_yaml(game: GameResult) -> tuple[str, str] | None:
    """(file name, text) of the next step to fill in, or None when the game is over or broken."""
    if game.winner is not None or not game.ok:
        return None
    night = game.steps[-1].night + 1 if game.steps else 1
    alive = [p.name for p in (game.last.players if game.last else []) if p.alive]
    text = (f"# day {night} and night {night}; alive: {', '.join(alive)}\n"
            f"night: {night}\nday:\n  votes: []\nmoves: []\n")
    return next_step_name(game.directory), text


def write_next(directory: str | Path, game: GameResult) -> tuple[Path | None, str]:
    """Write the next step's file (`game DIR --next`): (its path, or None and why not), the message a `Say`
    (`str` is English; `in_lang` says it in Russian)."""
    made = next_step_yaml(game)
    if made is None:
        return None, say("game_over_no_next" if game.winner is not None else "game_broken_no_next")
    name, text = made
    out = Path(directory) / name
    if out.exists() or out.is_symlink():  # a link to nowhere is not followed out of the folder either
        return None, say("step_exists", out=out)
    try:
        _write_fresh(out, text)
    except FileExistsError:
        return None, say("step_exists", out=out)
    return out, say("step_written", out=out)


def _write_fresh(path: Path, text: str) -> None:
    """Create `path` with `text`; never through a link, never over a file (`FileExistsError`)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)


def step_path_problem(path: str | Path, game_dir: str | Path | None = None) -> Say | None:
    """Why a step may not be written at `path`: it is a link (saving would write the file it points to, maybe
    outside the game), or it is not a file name in its game folder (`game_dir`, else the path's own folder).
    None: it may be written."""
    path = Path(path)
    folder = Path(game_dir) if game_dir is not None else path.parent
    if path.is_symlink():
        return say("step_is_link", path=path, target=os.readlink(path))
    if path.name in ("", ".", "..") or path.resolve().parent != folder.resolve():
        return say("step_outside", path=path, dir=folder)
    return None


def _replace_text(path: Path, text: str) -> None:
    """Write `path` whole or not at all (a temporary file in its folder, then a rename, which replaces a name and
    follows no link)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_step(path: str | Path, scenario_text: str, game_dir: str | Path | None = None) -> None:
    """A step edited as a whole scenario (in the workbench) written back to its file: only what a step
    holds (its night, title, day, moves, lots, host_choice, options, expect); the players stay the cast's as
    carried. A step file's old `alternative` is kept unless the scenario now has a `host_choice`. Never written
    through a link, nor outside `game_dir` (when given): `ValueError` saying why."""
    path = Path(path)
    problem = step_path_problem(path, game_dir)
    if problem is not None:
        raise ValueError(problem)
    data = yaml.safe_load(scenario_text) or {}
    if not isinstance(data, dict):
        raise ValueError("a mapping is expected")
    old = _read(path) if path.exists() else {}
    step = {k: data[k] for k in ("night",) + SCENARIO_KEYS if k in data}
    if "alternative" in old and "host_choice" not in step:
        step["host_choice"] = old["alternative"]
    if "options" in old:  # a step's own options; the cast's stay in cast.yml
        step["options"] = old["options"]
    _replace_text(path, yaml.safe_dump(step, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110))


def _kept_part(data: Any) -> dict[str, Any]:
    """What `save_step` keeps of a scenario in a step file, empty values left out: what a change is measured by."""
    if not isinstance(data, dict):
        return {"": data}
    return {k: data[k] for k in ("night",) + SCENARIO_KEYS if data.get(k) not in (None, [], {}, "")}


def step_differs(path: str | Path, scenario_text: str, step_text: str | None) -> bool:
    """The night in the workbench holds what saving would change in the step file at `path`: compared with the
    step as the replay read it from disk (`step_text`), else with the file itself. A night that cannot be read
    differs."""
    try:
        new = yaml.safe_load(scenario_text)
        if step_text is not None:
            old = yaml.safe_load(step_text)
        else:
            old = _read(Path(path))
            if "alternative" in old:
                old.setdefault("host_choice", old["alternative"])
    except (OSError, ValueError, yaml.YAMLError):
        return True
    return _kept_part(new) != _kept_part(old)


def new_game(directory: str | Path, scenario_text: str) -> Path:
    """A game folder started from one scenario: its cast (rule set, title, options, players) and its day and
    night as the first step. Refuses a folder that holds a game already."""
    data = yaml.safe_load(scenario_text) or {}
    if not isinstance(data, dict) or not data.get("players"):
        raise ValueError("the night has no players")
    directory = Path(directory)
    if (directory / CAST).exists() or (directory / CAST).is_symlink():
        raise FileExistsError(f"{directory / CAST} exists: a game is there already")
    problem = step_path_problem(directory / "01.yml") if directory.is_dir() else None
    if problem is not None:
        raise ValueError(problem)
    directory.mkdir(parents=True, exist_ok=True)
    cast = {k: data[k] for k in ("ruleset", "title", "options", "players") if k in data}
    _write_fresh(directory / CAST, yaml.safe_dump(cast, allow_unicode=True, sort_keys=False, default_flow_style=None,
                                                  width=110))
    save_step(directory / "01.yml", yaml.safe_dump({k: v for k, v in data.items() if k != "expect"}, allow_unicode=True))
    return directory
