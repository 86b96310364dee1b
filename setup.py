"""The build step that ships the project rulings with the package (issue 12, item 5).

docs/rulings*.md stay the one text the project edits; building a wheel (or a non-editable install)
copies them into the package as `resolver/rulings/`, where `resolver.report.rulings_doc` reads them through
importlib.resources. An editable install reads docs/ directly. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithRulings(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "resolver" / "rulings"
        target.mkdir(parents=True, exist_ok=True)
        for source in sorted((ROOT / "docs").glob("rulings*.md")):
            shutil.copyfile(source, target / source.name)


setup(cmdclass={"build_py": BuildWithRulings})
