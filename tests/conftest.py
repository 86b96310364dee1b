from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402

import resolver.input  # noqa: E402,F401  (hands the registry its reader of the bundled setup files: classic)


@pytest.fixture(autouse=True)
def _workbench_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The workbench keeps the night being edited under MAFIA_NIGHT_HOME: a fresh folder per test."""
    monkeypatch.setenv("MAFIA_NIGHT_HOME", str(tmp_path_factory.mktemp("mafia-night-home")))
