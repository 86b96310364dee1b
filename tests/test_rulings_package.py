"""The rulings ship with the package (issue 12, item 5): the build step (setup.py `build_py`, what a
wheel or a non-editable install runs) puts docs/rulings*.md into the package as `resolver/rulings/`,
byte for byte, and `resolver.report.rulings_doc` of such a copy reads them from there."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build")
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return out


def test_the_build_ships_every_rulings_file(built: Path) -> None:
    sources = sorted((ROOT / "docs").glob("rulings*.md"))
    assert sources
    for source in sources:
        assert (built / "resolver" / "rulings" / source.name).read_bytes() == source.read_bytes()


def test_an_installed_copy_reads_its_rulings_from_package_data(built: Path, tmp_path: Path) -> None:
    code = ("import resolver.report.rulings_doc as d; r = d.ruling('B-15'); "
            "print(d.DOCS); print(r.title if r else 'MISSING')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(built), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
    where, title = done.stdout.splitlines()
    assert Path(where) == built / "resolver" / "rulings"
    assert title.startswith("Актер")


def test_every_bankers_ruling_has_its_russian_text_beside_the_english() -> None:
    import re

    from resolver.report.rulings_doc import rulings

    found = {k: r for k, r in rulings(ROOT / "docs" / "rulings.md").items() if k.startswith("B-")}
    assert len(found) >= 60
    cyrillic = re.compile(r"[а-яё]{3}", re.I)
    for rid, r in found.items():
        assert r.title_ru and cyrillic.search(r.title_ru), f"{rid}: no Russian title"
        assert r.ruling_ru and cyrillic.search(r.ruling_ru), f"{rid}: no Russian ruling"
        assert "**Ruling" in r.body.replace("**Ruling (ru).**", ""), f"{rid}: no English ruling beside it"
        assert r.heading_for("ru") == f"{rid} {r.title_ru}" and r.heading_for("en") == r.heading
