"""The setup on the «Сетап» page, kept by the tab and put on disk for its nights (issue 20 points 1 and 5).

A tab keeps its setup as text (`Work.setup`, `resolver.workbench.state`): the YAML and its file's name, the rule
text uploaded with it and that file's name, and what the page shows (a bundled rule set or the file). A night
started from a setup names it as a night beside it would (`rules: village.yaml`): the setup and its text are
written into a folder of their own under the workbench's home, named by what they hold, and the night's name is a
file in that folder, so the loader finds the setup as it finds one beside a night on disk, after a reload and a
restart too; a changed setup is another folder, so a night is never resolved against a setup it was not started
with. No Streamlit here.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from resolver.workbench.state import home

SETUPS = "setups"
DEFAULT_NAME = "setup.yaml"
_SAFE = re.compile(r"[^\w.\-]+")


def safe_name(name: str, default: str) -> str:
    """A file name for the folder: the last part of what the browser gave, without anything a path could use."""
    base = _SAFE.sub("_", Path(name.replace("\\", "/")).name).strip("._")
    return base or default


@dataclass(frozen=True)
class Setup:
    """A setup file as the page holds it: its YAML, its name, and the rule text that came with it (or none)."""

    yaml: str
    name: str = DEFAULT_NAME
    text: str = ""
    text_name: str = ""

    @property
    def file_name(self) -> str:
        name = safe_name(self.name, DEFAULT_NAME)
        return name if name.endswith((".yaml", ".yml")) else f"{name}.yaml"

    def folder(self, root: Path | None = None) -> Path:
        digest = hashlib.sha256("\0".join((self.file_name, self.yaml, self.text_name, self.text)).encode("utf-8"))
        return (root or home()) / SETUPS / digest.hexdigest()[:20]

    def store(self, root: Path | None = None) -> Path:
        """Write the setup (and its rule text, when it came with one) into its folder; the setup file's path.
        Raises `OSError` when the home cannot be written."""
        folder = self.folder(root)
        folder.mkdir(parents=True, exist_ok=True)
        if self.text_name:
            _write(folder / safe_name(self.text_name, "rules.txt"), self.text)
        path = folder / self.file_name
        _write(path, self.yaml)
        return path

    def night(self, ruleset_id: str, root: Path | None = None) -> tuple[str, str]:
        """An empty night of the setup's rule set, naming the setup beside it, and the night's name in its folder."""
        text = f"ruleset: {ruleset_id}\nrules: {self.file_name}\nnight: 1\nplayers: []\nmoves: []\n"
        return text, str(self.folder(root) / "night.yaml")


def _write(path: Path, text: str) -> None:
    if path.is_file() and path.read_text(encoding="utf-8", errors="replace") == text:
        return
    path.write_text(text, encoding="utf-8")
