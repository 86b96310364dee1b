"""The text of a project ruling: the `### B-xx` / `### A-xx` sections of docs/rulings*.md.

A decision names its ruling by id (`decision.ruling`, `OptionSpec.ruling`); the
workbench shows the ruling's text next to the quoted clause. The file is read
again whenever it changes on disk, so the rulings shown are always the ones in
the repository.

Where they are read from: the package's own copy (`resolver/rulings/`, put there by the build step
in setup.py, so a wheel or a non-editable install has them), else the repository's docs/ (an
editable install, a checkout).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path


def rulings_dir() -> Path:
    """The directory of the rulings files: the package data if shipped, else the repository's docs/."""
    shipped = Path(str(resources.files("resolver").joinpath("rulings")))
    if (shipped / "rulings.md").is_file():
        return shipped
    return Path(__file__).resolve().parents[2] / "docs"  # resolver/report/ -> the repository root


DOCS = rulings_dir()
RULINGS_PATH = DOCS / "rulings.md"  # bankers and the project's general rulings; andorra's: rulings_andorra.md

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

    @property
    def title_ru(self) -> str | None:
        """The Russian title (`**Название (ru).** …`), beside the English one of the heading."""
        return _paragraph(self.body, "**Название (ru).**")

    @property
    def ruling_ru(self) -> str | None:
        """The Russian text of the ruling (`**Ruling (ru).** …`)."""
        return _paragraph(self.body, "**Ruling (ru).**")

    def heading_for(self, lang: str) -> str:
        title = self.title_ru if lang == "ru" and self.title_ru else self.title
        return f"{self.id} {title}".strip()

    def body_for(self, lang: str) -> str:
        """The section as a reader of `lang` wants it: the ruling in his language first (where the file
        has it), the other language's ruling and the Russian title left out; the quoted text, the
        option and the goldens kept as written."""
        paragraphs = self.body.split("\n\n")
        has_ru = any(p.startswith("**Ruling (ru).**") for p in paragraphs)
        own = ("**Ruling (ru).**",) if lang == "ru" and has_ru else ("**Ruling (en).**", "**Ruling.**")
        other = ("**Ruling (en).**", "**Ruling.**") if own == ("**Ruling (ru).**",) else ("**Ruling (ru).**",)
        first = [p for p in paragraphs if p.startswith(own)]
        rest = [p for p in paragraphs if not p.startswith(own + other + ("**Название (ru).**",))]
        text = "\n\n".join(first + rest).strip()
        labels = _LABELS_RU if lang == "ru" else {"**Ruling (en).**": "**Ruling.**"}
        for label, said in labels.items():
            text = text.replace(label, said)
        return text


_LABELS_RU = {"**Ruling (ru).**": "**Решение.**", "**Text.**": "**Текст правил.**", "**Option.**": "**Опция.**",
              "**Goldens.**": "**Эталонные ночи.**", "**Golden.**": "**Эталонная ночь.**"}


def _paragraph(body: str, label: str) -> str | None:
    for paragraph in body.split("\n\n"):
        if paragraph.startswith(label):
            return " ".join(paragraph[len(label):].split())
    return None


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


def ruling(ruling_id: str | None, path: Path | None = None) -> Ruling | None:
    """The ruling `B-07` (also accepts 'rulings B-07' as problems write it); None if absent."""
    found = ruling_with_file(ruling_id, path)
    return found[0] if found else None


def ruling_with_file(ruling_id: str | None, path: Path | None = None) -> tuple[Ruling, Path] | None:
    """The ruling and the file it is written in: every docs/rulings*.md is searched."""
    if not ruling_id:
        return None
    key = ruling_id.split()[-1].strip()
    for candidate in [path] if path is not None else sorted(DOCS.glob("rulings*.md")):
        found = rulings(candidate).get(key)
        if found is not None:
            return found, candidate
    return None


def ruling_file(ruling_id: str) -> str:
    """Where a ruling is written, as a path from the repository root (docs/rulings.md if unknown)."""
    found = ruling_with_file(ruling_id)
    return f"docs/{found[1].name}" if found else "docs/rulings.md"

