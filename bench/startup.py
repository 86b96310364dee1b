"""Start-up of the CLI (issue 19, point 6): `mafia-night resolve` of a small night against `python -c pass`.

`python bench/startup.py` prints both wall times (median of 7 runs each, after one warm-up run that leaves
the bytecode written) and their ratio; the issue's bound is 7. PYTHONDONTWRITEBYTECODE is taken out of the
runs' environment, as a user's machine does not have it: with it, every run compiles every module again.
The CLI is the checkout's (`resolver.cli.main`, as the `mafia-night` script calls it).
`bench/bench.py` prints the same as its part (g). `--instructions` also counts the instructions of one run
of each under valgrind's callgrind: the same count whatever else the machine is doing (about a minute).
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NIGHT = ROOT / "scenarios" / "examples" / "bankers_night1.yaml"
RUNS = 7
BOUND = 7.0
CLI = "import sys; from resolver.cli.main import main; sys.exit(main())"  # what the mafia-night script runs


def user_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_times(argv: list[str], runs: int = RUNS) -> tuple[float, float]:
    """The median wall time and the median CPU time (user + system) of `argv` over `runs` runs, after one
    warm-up run. On a shared, loaded machine the wall clock also counts the time other processes had the
    CPU; the CPU time is the steadier one to compare."""
    env = user_env()
    walls, cpus = [], []
    for index in range(runs + 1):
        cpu, start = _children_cpu(), time.perf_counter()
        done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT)
        wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
        if done.returncode != 0:
            raise SystemExit(f"{argv} failed ({done.returncode}):\n{done.stderr}")
        if index:  # the first run writes the bytecode
            walls.append(wall)
            cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def measure(runs: int = RUNS) -> dict[str, tuple[float, float]]:
    """(wall, CPU) median times of `mafia-night resolve NIGHT` and of `python -c pass`."""
    return {"resolve": run_times([sys.executable, "-c", CLI, "resolve", str(NIGHT)], runs),
            "bare": run_times([sys.executable, "-c", "pass"], runs)}


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def rows(runs: int = RUNS) -> list[tuple[str, str, str]]:
    times = measure(runs)
    (wall, cpu), (bare_wall, bare_cpu) = times["resolve"], times["bare"]
    return [(f"mafia-night resolve {NIGHT.relative_to(ROOT)}", ms(wall), ms(cpu)),
            ("python -c pass", ms(bare_wall), ms(bare_cpu)),
            (f"ratio (bound {BOUND:g})", f"{wall / bare_wall:.1f}", f"{cpu / bare_cpu:.1f}")]


def instructions(argv: list[str]) -> int:
    """The instructions one run of `argv` executes (valgrind --tool=callgrind), bytecode warm."""
    subprocess.run(argv, capture_output=True, env=user_env(), cwd=ROOT, check=True)
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                          capture_output=True, text=True, env=user_env(), cwd=ROOT, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if not found:
        raise SystemExit(f"valgrind printed no count:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    print(f"Start-up, median of {RUNS} runs each, bytecode warm, PYTHONDONTWRITEBYTECODE unset")
    print(f"  {'':<58} {'wall':>10} {'CPU':>10}")
    for name, wall, cpu in rows():
        print(f"  {name:<58} {wall:>10} {cpu:>10}")
    if "--instructions" in sys.argv[1:]:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind")
        cli = instructions([sys.executable, "-c", CLI, "resolve", str(NIGHT)])
        bare = instructions([sys.executable, "-c", "pass"])
        print(f"  instructions (callgrind): resolve {cli / 1e6:.0f} M, python -c pass {bare / 1e6:.0f} M, "
              f"ratio {cli / bare:.1f}")


if __name__ == "__main__":
    main()
