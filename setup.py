"""The build step that ships the project rulings and the bundled scenarios with the package.

docs/rulings*.md stay the one text the project edits; building a wheel (or a non-editable install)
copies them into the package as `resolver/rulings/`, where `resolver.report.rulings_doc` reads them through
importlib.resources (issue 12, item 5). Likewise scenarios/ (the example night the workbench opens, the
golden cases, the games, the schema) becomes `resolver/scenarios/`, found by `resolver.input.bundled`
(issue 18, point 7). An editable install reads docs/ and scenarios/ directly. Everything else is in
pyproject.toml; MANIFEST.in puts both folders into a source distribution.
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
        scenarios = Path(self.build_lib) / "resolver" / "scenarios"
        if scenarios.exists():
            shutil.rmtree(scenarios)  # a scenario removed from the repository leaves the package too
        shutil.copytree(ROOT / "scenarios", scenarios, ignore=shutil.ignore_patterns("__pycache__", ".*"))


setup(cmdclass={"build_py": BuildWithRulings})
