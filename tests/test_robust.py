"""Issue 7: what a host types never crashes the tool, is misread or loses work (beyond the corpus).

The corpus of bad files is in tests/bad_input (replayed by test_bad_input.py::test_corpus).
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest
import yaml

from resolver.api import resolve_text
from resolver.cli.main import main
from resolver.input.loader import load_text

FIXTURES = Path(__file__).parent / "fixtures"


def test_next_night_decided_by_lot_is_not_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--next used to exit 0 with a file its own loader rejects (the son without a clan)."""
    out = tmp_path / "next.yaml"
    rc = main(["resolve", str(FIXTURES / "son_lot.yaml"), "--next", str(out)])
    err = capsys.readouterr().err
    assert rc == 3
    assert not out.exists()
    assert "не записан" in err and "жребий" in err and "Сынок" in err


def test_every_written_next_night_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for path in sorted((Path(__file__).parent.parent / "scenarios").rglob("*.yaml"))[:60]:
        out = tmp_path / (path.stem + ".next.yaml")
        rc = main(["resolve", str(path), "--next", str(out), "--alternative", "1"])
        capsys.readouterr()
        if rc == 0:
            loaded = load_text(out.read_text(encoding="utf-8"), str(out))
            assert loaded.ok, (path, [str(p) for p in loaded.problems])
        else:
            assert rc in (2, 3) and not out.exists(), path


def test_alternative_zero_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "next.yaml"
    rc = main(["resolve", str(FIXTURES / "ambiguous.yaml"), "--alternative", "0", "--next", str(out)])
    assert rc == 2 and not out.exists()
    assert "--alternative считается с 1 (указано 0)" in capsys.readouterr().err


def test_write_error_of_next_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        rc = main(["resolve", str(Path(__file__).parent / "bad_input" / "valid_night.yaml"),
                   "--next", str(folder / "next.yaml")])
    finally:
        folder.chmod(0o700)
    err = capsys.readouterr().err
    assert "internal error" not in err and "Traceback" not in err
    assert rc in (0, 2)  # root may write anyway


# ------------------------------------------------------------------ graph
def _dot_ok(dot: str) -> list[str]:
    """The DOT text's quoted strings, unescaped; fails on a string that is not closed."""
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"', dot)
    rest = re.sub(r'"(?:[^"\\]|\\.)*"', "", dot)
    assert '"' not in rest and "\\" not in rest, rest
    return [re.sub(r"\\(.)", r"\1", s) for s in strings]


def test_graph_escapes_quotes_and_backslashes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = tmp_path / "q.yaml"
    night.write_text("ruleset: bankers\nplayers:\n"
                     "  - {name: 'Дон \"Big\" \\', role: Босс, clan: Клан1}\n"
                     "  - {name: 'Иван\\в', role: Мирный}\n"
                     "moves:\n  - {actor: 'Дон \"Big\" \\', action: Убийство от клана, target: 'Иван\\в'}\n",
                     encoding="utf-8")
    assert main(["graph", str(night)]) == 0
    strings = _dot_ok(capsys.readouterr().out)
    assert any('Дон "Big" \\' in s for s in strings)


# ------------------------------------------------------ the Boss's duplicate clan kill
PROXY = """\
ruleset: bankers
options: {{proxy_priority: {priority}}}
players:
  - {{name: Дон, role: Босс, clan: Клан1}}
  - {{name: Щипач, role: Вор, clan: Клан1}}
  - {{name: Иван, role: Мирный}}
  - {{name: Пётр, role: Мирный}}
moves:
{moves}"""
OWN = "  - {actor: Щипач, action: Убийство от клана, target: Иван}\n"
BOSS = "  - {actor: Щипач, by: Дон, action: Убийство от клана, target: Пётр}\n"


@pytest.mark.parametrize("priority, dead", [("member_first", "Иван"), ("boss_first", "Пётр")])
@pytest.mark.parametrize("order", ["own-first", "boss-first"])
def test_duplicate_clan_kill_follows_proxy_priority(priority: str, dead: str, order: str) -> None:
    """L34, B-05: whose clan kill counts does not depend on which line comes first."""
    moves = OWN + BOSS if order == "own-first" else BOSS + OWN
    loaded, res = resolve_text(PROXY.format(priority=priority, moves=moves))
    assert res is not None, loaded.problems
    assert set(res.alternatives[0].deaths) == {dead}


# ------------------------------------------------------------ speed
def test_did_you_mean_is_not_quadratic() -> None:
    """160 long nicknames, each referenced with a typo: 16 s before (difflib), 0.3 s now."""
    rnd = random.Random(7)
    alpha = "абвгдежзийклмнопрстуфхцчшщыэюя"
    names = ["".join(rnd.choice(alpha) for _ in range(1000)) + str(i) for i in range(160)]
    text = "ruleset: bankers\nplayers:\n" + "".join(f"  - {{name: {n}, role: Мирный}}\n" for n in names)
    text += "moves:\n" + "".join(f"  - {{actor: {n}x, action: Мирная охота, target: {names[0]}}}\n" for n in names)
    start = time.perf_counter()
    loaded = load_text(text, "long.yaml")
    elapsed = time.perf_counter() - start
    assert len(loaded.problems) == 160
    assert all("did you mean" in p.message for p in loaded.problems)
    assert elapsed < 6.0, elapsed  # 0.3 s alone on this machine; room for a loaded CI box


def test_file_read_is_capped(tmp_path: Path) -> None:
    from resolver.input.loader import MAX_BYTES, load_file

    big = tmp_path / "big.yaml"
    big.write_bytes(b"# " + b"x" * MAX_BYTES + b"\n")
    loaded = load_file(big)
    assert not loaded.ok and "larger than" in loaded.problems[0].message


def test_cp1251_file_resolves_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    path = Path(__file__).parent / "bad_input" / "cp1251_ok.yaml"
    assert main(["resolve", str(path), "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert "Windows-1251" in captured.err
    assert "Иван" in json.dumps(json.loads(captured.out), ensure_ascii=False)


def test_same_json_for_the_same_file() -> None:
    text = (FIXTURES / "night40.yaml").read_text(encoding="utf-8")
    from resolver.report import to_json

    outs = set()
    for _ in range(3):
        _, res = resolve_text(text)
        assert res is not None
        outs.add(to_json(res, "ru"))
    assert len(outs) == 1


# ------------------------------------------------------------ targets as text
TARGETS = """\
ruleset: bankers
day: {event: Полнолуние}
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Пётр, role: Мирный}
  - {name: Иван, role: Мирный}
  - {name: Айболит, role: Врач}
moves:
  - {actor: Айболит, action: Лечение, targets: Пётр}
  - {actor: Дон, action: Убийство от клана, target: Иван, targets: Пётр}
"""


def test_targets_given_as_one_name_are_not_split_into_letters() -> None:
    from resolver.workbench import night_tables as nt
    from resolver.rulesets import get_ruleset

    loaded = load_text(TARGETS, "t.yaml")
    assert loaded.ok and loaded.scenario is not None, loaded.problems
    assert [m.targets for m in loaded.scenario.moves] == [["Пётр"], ["Иван", "Пётр"]]
    frame = nt.moves_frame(nt.night_data(TARGETS), get_ruleset("bankers"))
    assert list(frame["target"]) == ["Пётр", "Иван"] and list(frame["target2"].fillna("")) == ["", "Пётр"]
    raw = yaml.safe_load(TARGETS)
    assert nt.moves_frame(raw, get_ruleset("bankers"))["target"][0] == "Пётр"


def test_null_values_are_not_the_text_null() -> None:
    text = (Path(__file__).parent / "bad_input" / "nulls.yaml").read_text(encoding="utf-8")
    text = text.replace("target: Призрак", "target: Иван")
    loaded = load_text(text, "nulls.yaml")
    assert loaded.ok, [str(p) for p in loaded.problems]
    assert loaded.scenario is not None
    assert loaded.scenario.players[0].clan is None and loaded.scenario.day.event is None


@pytest.mark.parametrize("path", [FIXTURES / "night40.yaml", Path(__file__).parent / "bad_input" / "no_role.yaml"])
def test_same_output_across_processes(path: Path) -> None:
    """Set and dict order must not leak into the output: two hash seeds, the same bytes."""
    import os
    import subprocess
    import sys

    outs = set()
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "resolver.cli.main", "resolve", str(path), "--format", "json"],
                              capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        outs.add((done.returncode, done.stdout, done.stderr))
    assert len(outs) == 1


def test_next_night_after_a_stolen_shizik_move_loads() -> None:
    """Found by `make fuzz`: the Жулик with the Шизик's move dooms his guest; doomed_by names the Жулик."""
    from resolver.game.nextnight import next_scenario, scenario_yaml

    text = """\
ruleset: bankers
players:
  - {name: Ловкач, role: Жулик}
  - {name: Псих, role: Шизик}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Ловкач, action: Жульничество, target: Псих, branches: [{if: Шизик, target: Иван}]}
  - {actor: Псих, action: Приглашение (Шизик), target: Пётр}
"""
    loaded, res = resolve_text(text, "steal.yaml")
    assert res is not None, [str(p) for p in loaded.problems]
    carried = res.alternatives[0].summary.get("carried", {})
    assert carried["Иван"].doomed_by == "Ловкач"
    nxt = scenario_yaml(next_scenario(res, res.alternatives[0]))
    again = load_text(nxt, "next.yaml")
    assert again.ok, [str(p) for p in again.problems]
