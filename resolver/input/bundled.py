"""Where the bundled scenarios are: the package's own copy, else the repository's scenarios/.

Building a wheel (or a non-editable install) copies scenarios/ into the package as `resolver/scenarios/`
(setup.py), where importlib.resources finds it; a checkout or an editable install reads scenarios/ itself.
The workbench opens its example night and lists the bundled nights and games from here; a next night's
`$schema` line points at the schema here.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

SCHEMA_NAME = "scenario.schema.json"
EXAMPLE_NIGHT = "examples/bankers_night1.yaml"


def scenarios_dir() -> Path:
    """The folder of the bundled scenarios: the package data if shipped, else the repository's scenarios/."""
    shipped = Path(str(resources.files("resolver").joinpath("scenarios")))
    if (shipped / EXAMPLE_NIGHT).is_file():
        return shipped
    return Path(__file__).resolve().parents[2] / "scenarios"  # resolver/input/ -> the repository root


def schema_path() -> Path:
    return scenarios_dir() / SCHEMA_NAME
