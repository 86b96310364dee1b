"""The text of a project ruling: the `### B-xx` sections of docs/rulings.md.

A decision names its ruling by id (`decision.ruling`, `OptionSpec.ruling`); the
workbench shows the ruling's text next to the quoted clause. The file is read
again whenever it changes on disk, so the rulings shown are always the ones in
the repository.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

RULINGS_PATH = Path(__file__).resolve().parent.parent / "docs" / "rulings.md"

_HEADING = re.compile(r"^(#{1,3})\s+(.*?)\s*$")
_RULING_ID = re.compile(r"^([A-Z]+-\d+)\b\s*(.*)$")


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    body: str  # the section's Markdown, without its heading

    @property
    def heading(self) -> str:
        return f"{self.id} {self.title}".strip()


_CACHE: dict[Path, tuple[float, dict[str, Ruling]]] = {}


def parse_rulings(text: str) -> dict[str, Ruling]:
    """Every `### X-nn title` section of the text, by id, in file order."""
    out: dict[str, Ruling] = {}
    current: tuple[str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if current is not None and current[0] not in out:
            out[current[0]] = Ruling(current[0], current[1], "\n".join(body).strip())

    for line in text.splitlines():
        heading = _HEADING.match(line)
        if heading:
            close()
            current, body = None, []
            ruling = _RULING_ID.match(heading.group(2)) if len(heading.group(1)) == 3 else None
            if ruling:
                current = (ruling.group(1), ruling.group(2))
            continue
        if current is not None:
            body.append(line)
    close()
    return out


def rulings(path: Path = RULINGS_PATH) -> dict[str, Ruling]:
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return {}
    cached = _CACHE.get(path)
    if cached is None or cached[0] != mtime:
        cached = (mtime, parse_rulings(path.read_text(encoding="utf-8")))
        _CACHE[path] = cached
    return cached[1]


def ruling(ruling_id: str | None, path: Path = RULINGS_PATH) -> Ruling | None:
    """The ruling `B-07` (also accepts 'rulings B-07' as problems write it); None if absent."""
    if not ruling_id:
        return None
    key = ruling_id.split()[-1].strip()
    return rulings(path).get(key)

