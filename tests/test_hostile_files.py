"""Files a host can have, through every command that reads one (issue 18 point 2): never an internal error (exit
70), never the whole of /dev/zero in memory; each problem one located line, exit 2; the encoding read is said."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
import yaml

from resolver.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
NIGHT = ROOT / "scenarios" / "examples" / "bankers_night1.yaml"
THREAD = "[quote=\"Иван\" post_id=101 time=1764612000 user_id=7]Голосую: [color=red]Пётр[/color][/quote]\n"
CAST = {"ruleset": "bankers", "players": [{"name": "Иван", "role": "Мирный"}, {"name": "Пётр", "role": "Мирный"},
                                          {"name": "Дон", "role": "Босс", "clan": "Клан1"}]}
BINARY = bytes(range(256)) * 4  # NULs and control bytes: no text editor saves that
DEEP = "players: " + "[" * 5000 + "]" * 5000 + "\n"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    assert "internal error" not in err and "Traceback" not in err, err
    return rc, out, err


def located(err: str, path: Path, line: bool = True) -> list[str]:
    """The lines that name `path` first (with a line number when `line`); a game's history marks them «! »."""
    pattern = r"\s*(! )?" + re.escape(str(path)) + (r":\d+: " if line else r"(:\d+)?: ")
    return [ln for ln in err.splitlines() if re.match(pattern, ln)]


def write(path: Path, data: str | bytes) -> Path:
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


@pytest.fixture()
def cast(tmp_path: Path) -> Path:
    return write(tmp_path / "cast.yml", yaml.safe_dump(CAST, allow_unicode=True))


# ------------------------------------------------------------------ votes THREAD --cast CAST
@pytest.mark.parametrize("encoding, said", [("cp1251", "Windows-1251"), ("utf-16", "UTF-16"),
                                            ("utf-8-sig", None)])
def test_a_thread_in_another_encoding_is_read_and_the_encoding_said(
        encoding: str, said: str | None, tmp_path: Path, cast: Path, capsys: pytest.CaptureFixture[str]) -> None:
    thread = write(tmp_path / "thread.txt", THREAD.encode(encoding))
    rc, out, err = run(["votes", str(thread), "--cast", str(cast)], capsys)
    assert rc == 0, err
    assert yaml.safe_load(out)["day"]["votes"][0]["voter"] == "Иван"
    if said:
        assert located(err, thread, line=False) and said in err
    else:
        assert err == ""


@pytest.mark.parametrize("encoding", ["cp1251", "utf-16"])
def test_a_cast_in_another_encoding_is_read(encoding: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    thread = write(tmp_path / "thread.txt", THREAD)
    cast = write(tmp_path / "cast.yml", yaml.safe_dump(CAST, allow_unicode=True).encode(encoding))
    rc, out, err = run(["votes", str(thread), "--cast", str(cast)], capsys)
    assert rc == 0, err
    assert yaml.safe_load(out)["day"]["votes"][0]["target"] == "Пётр"


def test_a_binary_thread_is_refused_in_one_line(tmp_path: Path, cast: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    thread = write(tmp_path / "thread.txt", BINARY)
    rc, out, err = run(["votes", str(thread), "--cast", str(cast)], capsys)
    assert rc == 2 and out == ""
    assert len(located(err, thread)) == 1 and "не текст" in err


@pytest.mark.parametrize("text, words", [
    ("- Иван\n- Пётр\n", "словарь"),
    ("players: 5\n", "players"),
    (DEEP, "вложенность"),
    ("ruleset: bankers\n", "нет игроков"),
    ("players:\n  - Иван\n  - {role: Мирный}\n", "name"),
])
def test_a_broken_cast_is_a_located_problem(text: str, words: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    thread = write(tmp_path / "thread.txt", THREAD)
    cast = write(tmp_path / "cast.yml", text)
    rc, out, err = run(["votes", str(thread), "--cast", str(cast)], capsys)
    assert rc == 2 and out == ""
    assert located(err, cast) and words in err, err


@pytest.mark.parametrize("which", ["thread", "cast"])
def test_dev_zero_is_refused_at_once(which: str, tmp_path: Path, cast: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    thread = write(tmp_path / "thread.txt", THREAD)
    argv = ["votes", "/dev/zero" if which == "thread" else str(thread),
            "--cast", "/dev/zero" if which == "cast" else str(cast)]
    start = time.perf_counter()
    rc, _out, err = run(argv, capsys)
    assert time.perf_counter() - start < 3
    assert rc == 2 and located(err, Path("/dev/zero"), line=False), err


@pytest.mark.parametrize("missing", ["thread", "folder"])
def test_a_thread_that_is_no_file_is_located(missing: str, tmp_path: Path, cast: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    thread = tmp_path / "nothing.txt" if missing == "thread" else tmp_path
    rc, _out, err = run(["votes", str(thread), "--cast", str(cast)], capsys)
    assert rc == 2
    assert located(err, thread, line=False) and ("нет такого файла" in err or "папка" in err), err


# ------------------------------------------------------------------ game DIR
def game(tmp_path: Path, step: str | bytes, cast: str | bytes | None = None) -> Path:
    directory = tmp_path / "game"
    directory.mkdir()
    night = yaml.safe_load(NIGHT.read_text(encoding="utf-8"))
    write(directory / "cast.yml", cast if cast is not None else yaml.safe_dump(
        {k: night[k] for k in ("ruleset", "players")}, allow_unicode=True))
    write(directory / "01.yml", step)
    return directory


@pytest.mark.parametrize("step, line, words", [
    ("moves: []\nnight: второй\n", 2, "night"),
    ("moves: []\nnight: null\n", 2, "night"),
    ("moves: []\nnight: 0\n", 2, "night"),
    ("moves: []\noptions: [a, b]\n", 2, "options"),
    ("moves: []\nday: " + "[" * 5000 + "]" * 5000 + "\n", 2, "вложенность"),
    ("- moves\n", 1, "словарь"),
    (BINARY, None, "не текст"),
])
def test_a_broken_step_is_a_located_problem(step: str | bytes, line: int | None, words: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    directory = game(tmp_path, step)
    rc, _out, err = run(["game", str(directory)], capsys)
    assert rc == 2, err
    where = located(_out + err, directory / "01.yml", line=line is not None)
    assert where and words in " ".join(where), _out + err
    if line is not None:
        assert any(f"01.yml:{line}:" in w for w in where), where


@pytest.mark.parametrize("cast, words", [("- Иван\n", "словарь"), (DEEP, "вложенность"), (BINARY, "не текст")])
def test_a_broken_game_cast_is_a_located_problem(cast: str | bytes, words: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    directory = game(tmp_path, "moves: []\n", cast)
    rc, out, err = run(["game", str(directory)], capsys)
    assert rc == 2
    assert located(out + err, directory / "cast.yml", line=False) and words in out + err, out + err


@pytest.mark.parametrize("encoding, said", [("cp1251", "Windows-1251"), ("utf-16", "UTF-16")])
def test_a_step_in_another_encoding_is_replayed_and_said(encoding: str, said: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    directory = game(tmp_path, "title: Ночь первая\nmoves: []\n".encode(encoding))
    rc, out, err = run(["game", str(directory)], capsys)
    assert rc == 0, out + err
    assert said in out + err and "01.yml" in out + err


# ------------------------------------------------------------------ moves NIGHT MOVES
def test_dev_zero_as_pasted_moves_is_refused_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    start = time.perf_counter()
    rc, _out, err = run(["moves", str(NIGHT), "/dev/zero"], capsys)
    assert time.perf_counter() - start < 3
    assert rc == 2 and located(err, Path("/dev/zero"), line=False), err


def test_binary_pasted_moves_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    moves = write(tmp_path / "moves.txt", BINARY)
    rc, _out, err = run(["moves", str(NIGHT), str(moves)], capsys)
    assert rc == 2 and len(located(err, moves)) == 1 and "не текст" in err


def test_pasted_moves_in_windows_1251_are_read_and_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    moves = write(tmp_path / "moves.txt", "Айболит: лечение Шерлок\n".encode("cp1251"))
    rc, out, err = run(["moves", str(NIGHT), str(moves)], capsys)
    assert rc == 0, err
    assert "Windows-1251" in err and located(err, moves, line=False)


@pytest.mark.parametrize("where", ["folder", "missing folder"])
def test_moves_output_to_a_folder_is_located(where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    moves = write(tmp_path / "moves.txt", "Айболит: лечение Шерлок\n")
    out = tmp_path if where == "folder" else tmp_path / "no" / "night.yaml"
    rc, _out, err = run(["moves", str(NIGHT), str(moves), "-o", str(out)], capsys)
    assert rc == 2 and str(out) in err and "папк" in err, err


@pytest.mark.parametrize("where", ["folder", "missing folder"])
def test_schema_output_to_a_folder_is_located(where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path if where == "folder" else tmp_path / "no" / "schema.json"
    rc, _out, err = run(["schema", "-o", str(out)], capsys)
    assert rc == 2 and str(out) in err and "папк" in err, err


# ------------------------------------------------------------------ resolve NIGHT (already hardened: kept so)
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_night_in_utf16_without_a_bom_is_read(encoding: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    night = write(tmp_path / "night.yaml", NIGHT.read_text(encoding="utf-8").encode(encoding))
    rc, _out, err = run(["resolve", str(night)], capsys)
    assert rc == 0, err
    assert "UTF-16" in err


def test_a_binary_night_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = write(tmp_path / "night.yaml", BINARY)
    rc, _out, err = run(["resolve", str(night)], capsys)
    assert rc == 2 and len(located(err, night)) == 1 and "не текст" in err, err


# ------------------------------------------------------------------ pasted moves: lines as an editor counts them, fast
@pytest.mark.parametrize("odd", ["\u2028", "\u2029", "\x85", "\x0c", "\x1c"])
def test_pasted_moves_count_lines_as_an_editor_does(odd: str, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    moves = write(tmp_path / "moves.txt", f"Айболит: лечение Шерлок{odd}\nМадам: приглашение Пётр\nШерлок: проверка Барон\n")
    rc, out, err = run(["moves", str(NIGHT), str(moves)], capsys)
    assert rc == 0, err
    numbers = [int(m) for m in re.findall(re.escape(str(moves)) + r":(\d+):", out)]
    assert numbers == [1, 2, 3], out


def test_repeated_pasted_moves_are_not_matched_again_and_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A misspelt name is compared with every spelling once, not once a line (10,000 lines took 20 s)."""
    import difflib

    from resolver.input.paste_moves import read_moves
    from resolver.rulesets import get_ruleset

    calls = {"n": 0}
    ratio = difflib.SequenceMatcher.ratio

    def counted(self: difflib.SequenceMatcher) -> float:  # type: ignore[type-arg]
        calls["n"] += 1
        return ratio(self)

    monkeypatch.setattr(difflib.SequenceMatcher, "ratio", counted)
    data = yaml.safe_load(NIGHT.read_text(encoding="utf-8"))
    rs = get_ruleset("bankers")
    pasted = "Айболит: лечу Шерлока\nПотрошитель: убиваю Карманa\n"
    one = read_moves(pasted, data, rs)
    once = calls["n"]
    calls["n"] = 0
    many = read_moves(pasted * 500, data, rs)
    assert [line.status for line in many[:2]] == [line.status for line in one]
    assert calls["n"] <= once, (calls["n"], once)
