"""The workbench's work on disk: one file a browser tab, written whole or not at all; a file that cannot be
read is set aside, never written over.

Every tab (a Streamlit session) has an id, kept in the page's address (`?s=<id>`), and its own file
`<home>/sessions/<id>.json`, so two tabs never write over each other's night. A tab opened afresh starts from
the newest file (another tab's last state, or the single `workbench.json` of older versions), which it copies
into a file of its own. No Streamlit here: `resolver.workbench.keeping` uses this module in the page.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LEGACY = "workbench.json"  # the single file of older versions: read once as a fresh tab's start, never written
SESSIONS = "sessions"
KEEP_SESSIONS = 40  # the newest tabs' files kept; older ones are removed when a tab starts
_SESSION_ID = re.compile(r"[0-9a-f]{32}")


def home() -> Path:
    """Where the work is kept between reloads and restarts (outside the project's git): `$MAFIA_NIGHT_HOME`."""
    return Path(os.environ.get("MAFIA_NIGHT_HOME") or Path.home() / ".mafia-night")


def new_session_id() -> str:
    return uuid.uuid4().hex


def valid_session_id(value: object) -> str | None:
    """The id as given in the address, or None when it is not one this module made (never a path)."""
    return value if isinstance(value, str) and _SESSION_ID.fullmatch(value) else None


def session_file(session_id: str, root: Path | None = None) -> Path:
    if valid_session_id(session_id) is None:
        raise ValueError(f"not a session id: {session_id!r}")
    return (root or home()) / SESSIONS / f"{session_id}.json"


@dataclass(frozen=True)
class Work:
    """What a tab keeps: the night being edited, its name, the text it was loaded as, the undo steps, and the setup
    on the «Сетап» page (`resolver.workbench.setups`: its YAML, its name, its rule text, ...; names to texts)."""

    night_text: str
    night_name: str
    baseline: str | None = None
    undo: list[tuple[str, str]] = field(default_factory=list)
    setup: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"night_text": self.night_text, "night_name": self.night_name, "baseline": self.baseline,
                "undo": [list(step) for step in self.undo], "setup": dict(self.setup)}


class BadState(ValueError):
    """A state file's content that is not a kept state; the reason in Russian and in English."""

    def __init__(self, ru: str, en: str) -> None:
        super().__init__(en)
        self.ru, self.en = ru, en


@dataclass(frozen=True)
class Broken:
    """A state file that could not be read: where it was, where it was set aside (None: it could not be moved,
    so it is left where it is and not written), and why."""

    path: Path
    aside: Path | None
    reason_ru: str
    reason_en: str


def parse(raw: bytes) -> Work:
    """A state file's bytes as a `Work`, or `BadState` saying what is wrong (truncated, not JSON, a wrong type)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise BadState(f"не UTF-8 (байт {exc.start})", f"not UTF-8 (byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise BadState(f"обрезан или испорчен: не JSON (строка {exc.lineno}, столбец {exc.colno})",
                       f"truncated or damaged: not JSON (line {exc.lineno}, column {exc.colno})") from exc
    if not isinstance(data, dict):
        raise BadState("ожидался словарь JSON", "a JSON object was expected")
    text, name, baseline, undo = (data.get(k) for k in ("night_text", "night_name", "baseline", "undo"))
    if not isinstance(text, str):
        raise BadState("поле night_text не строка", "night_text is not a string")
    if name is not None and not isinstance(name, str):
        raise BadState("поле night_name не строка", "night_name is not a string")
    if baseline is not None and not isinstance(baseline, str):
        raise BadState("поле baseline не строка", "baseline is not a string")
    if undo is None:
        undo = []
    if not isinstance(undo, list) or not all(isinstance(step, list) and len(step) == 2 and isinstance(step[0], str)
                                             and isinstance(step[1], (str, type(None))) for step in undo):
        raise BadState("поле undo не список пар [текст, имя]", "undo is not a list of [text, name] pairs")
    setup = data.get("setup") or {}
    if not isinstance(setup, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in setup.items()):
        raise BadState("поле setup не словарь строк", "setup is not a mapping of strings")
    return Work(text, name or "night.yaml", baseline, [(step[0], step[1] or "night.yaml") for step in undo], setup)


def set_aside(path: Path) -> Path | None:
    """Rename a file that cannot be read to `<name>.broken-<time>` (a free name); None when it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        aside = path.with_name(f"{path.name}.broken-{stamp}" + (f"-{n}" if n else ""))
        if aside.exists() or aside.is_symlink():
            continue
        try:
            os.rename(path, aside)
        except OSError:
            return None
        return aside
    return None


def read(path: Path) -> Work | Broken | None:
    """The state kept in `path`; None when there is none; `Broken` (the file set aside) when it cannot be read."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return Broken(path, None, f"не читается: {exc.strerror or exc}", f"cannot be read: {exc.strerror or exc}")
    try:
        return parse(raw)
    except BadState as exc:
        return Broken(path, set_aside(path), exc.ru, exc.en)


def write(path: Path, work: Work) -> None:
    """Write the state whole or not at all: a temporary file of its own in the same folder, then `os.replace`
    (a crash mid-write leaves the previous copy; two tabs writing at once never mix). Raises `OSError`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(work.as_json(), out, ensure_ascii=False)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def latest(root: Path | None = None) -> Path | None:
    """The newest state file (a tab's, or the older versions' single file): where a fresh tab starts."""
    root = root or home()
    found = [p for p in (root / SESSIONS).glob("*.json") if valid_session_id(p.stem)] if (root / SESSIONS).is_dir() else []
    if (root / LEGACY).is_file():
        found.append(root / LEGACY)
    stamped = []
    for p in found:
        try:
            stamped.append((p.stat().st_mtime_ns, p.name, p))
        except OSError:
            continue  # removed meanwhile
    return max(stamped)[2] if stamped else None


def prune(root: Path | None = None, keep: int = KEEP_SESSIONS) -> None:
    """Remove the tabs' files beyond the newest `keep` (files set aside are never removed)."""
    folder = (root or home()) / SESSIONS
    if not folder.is_dir():
        return
    stamped = []
    for p in folder.glob("*.json"):
        if valid_session_id(p.stem):
            try:
                stamped.append((p.stat().st_mtime_ns, p.name, p))
            except OSError:
                continue
    for _, _, p in sorted(stamped, reverse=True)[keep:]:
        p.unlink(missing_ok=True)
