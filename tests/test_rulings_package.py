"""The rulings ship with the package (issue 12, item 5): the build step (setup.py `build_py`, what a
wheel or a non-editable install runs) puts docs/rulings*.md into the package as `resolver/rulings/`,
byte for byte, and `resolver.rulings_doc` of such a copy reads them from there."""

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
    code = ("import resolver.rulings_doc as d; r = d.ruling('B-15'); "
            "print(d.DOCS); print(r.title if r else 'MISSING')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(built), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
    where, title = done.stdout.splitlines()
    assert Path(where) == built / "resolver" / "rulings"
    assert title.startswith("Актер")
