"""The package installs (issue 18, point 7): the build step (setup.py `build_py`, what a wheel or a
non-editable install runs) ships the bundled scenarios, their schema and the workbench's entry script;
an installed copy reads them from its own package data, not from a checkout, and `mafia-night app` runs
the packaged entry script. tools/wheel_check.sh does the same with a real wheel in a fresh venv."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.cli.app import app_command

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build")
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return out


def installed(built: Path, cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """Python with only the built copy on its path (no checkout), run outside the repository."""
    return subprocess.run([sys.executable, *argv], capture_output=True, text=True, cwd=cwd,
                          env={"PYTHONPATH": str(built), "PATH": ""}, timeout=180)


def test_the_build_ships_every_bundled_scenario_and_the_schema(built: Path) -> None:
    sources = sorted(p.relative_to(ROOT / "scenarios") for p in (ROOT / "scenarios").rglob("*") if p.is_file())
    assert Path("examples/bankers_night1.yaml") in sources and Path("scenario.schema.json") in sources
    for name in sources:
        assert (built / "resolver" / "scenarios" / name).read_bytes() == (ROOT / "scenarios" / name).read_bytes()


def test_the_build_ships_the_workbench_entry_script(built: Path) -> None:
    script = built / "resolver" / "workbench" / "launch" / "streamlit_app.py"
    assert "main()" in script.read_text(encoding="utf-8")
    assert not (script.parent / "pages").exists()  # Streamlit's old pages/ folder beside a main script


def test_an_installed_copy_finds_its_bundled_scenarios(built: Path, tmp_path: Path) -> None:
    code = ("from resolver.input.bundled import scenarios_dir; import resolver.workbench.common as c; "
            "print(scenarios_dir()); print(c.SCENARIOS); print((c.ROOT / c.DEFAULT_NIGHT).is_file()); "
            "print(len(c.bundled_scenarios()))")
    done = installed(built, tmp_path, "-c", code)
    assert done.returncode == 0, done.stderr
    where, workbench, default_found, count = done.stdout.splitlines()
    assert Path(where) == Path(workbench) == built / "resolver" / "scenarios"
    assert default_found == "True"
    # the workbench lists every bundled night but the setups (scenarios/setups/: a rule set and its own nights)
    assert int(count) == len([p for p in (ROOT / "scenarios").rglob("*.yaml") if "setups" not in p.parts])


def test_an_installed_copy_resolves_a_bundled_night_and_links_the_schema(built: Path, tmp_path: Path) -> None:
    night = built / "resolver" / "scenarios" / "examples" / "bankers_night1.yaml"
    done = installed(built, tmp_path, "-m", "resolver.cli.main", "resolve", str(night), "--next", "n2.yaml")
    assert done.returncode == 0, done.stderr
    assert "Итоги ночи 1" in done.stdout
    first = (tmp_path / "n2.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert "scenario.schema.json" in first
    schema = (tmp_path / first.split("$schema=")[1]).resolve()
    assert schema == (built / "resolver" / "scenarios" / "scenario.schema.json").resolve()


def test_a_checkout_without_a_build_reads_the_repository_scenarios() -> None:
    from resolver.input.bundled import scenarios_dir

    assert scenarios_dir() == ROOT / "scenarios"


def test_app_runs_the_packaged_entry_script_and_passes_streamlit_options_through() -> None:
    argv = app_command(["--server.port", "8611", "--server.headless=false"])
    assert argv[:3] == [sys.executable, "-m", "resolver.workbench.launch"]  # `streamlit run`, the workbench warmed
    script = Path(argv[3])
    assert script.name == "streamlit_app.py" and script.parent.name == "launch" and script.is_file()
    rest = argv[4:]
    assert rest[-3:] == ["--server.port", "8611", "--server.headless=false"]
    # the repository's .streamlit/config.toml is not read outside it: its settings are given as options,
    # except those the host gave himself
    assert "--server.address=127.0.0.1" in rest and "--browser.gatherUsageStats=false" in rest
    assert not any(a.startswith("--server.headless=true") for a in rest)


def test_app_without_streamlit_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "streamlit" else real(name, *a))
    assert main(["app"]) == 2
    err = capsys.readouterr().err
    assert "mafia-night[app]" in err and "streamlit" in err


def test_app_defaults_are_the_repository_streamlit_config() -> None:
    import tomllib

    from resolver.cli.app import DEFAULTS

    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    flat = {f"--{section}.{key}": str(value).lower() for section, keys in config.items() for key, value in keys.items()}
    assert DEFAULTS == flat


def test_only_app_takes_options_it_does_not_know(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["resolve", str(ROOT / "scenarios" / "examples" / "bankers_night1.yaml"), "--server.port", "1"])
    assert stop.value.code == 2
    assert "--server.port" in capsys.readouterr().err
