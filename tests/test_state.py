"""The workbench's saved work on disk (resolver/workbench/state.py): one file a tab, written whole or not at all,
a file that cannot be read set aside and never written over (issue 18 point 4)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from resolver.workbench import state

WORK = state.Work("ruleset: bankers\n", "night.yaml", "ruleset: bankers\n", [("ruleset: andorra\n", "a.yaml")])


def test_a_state_written_is_read_back(tmp_path: Path) -> None:
    path = state.session_file(state.new_session_id(), tmp_path)
    state.write(path, WORK)
    assert state.read(path) == WORK
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


def test_a_write_that_fails_leaves_the_previous_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = state.session_file(state.new_session_id(), tmp_path)
    state.write(path, WORK)
    before = path.read_bytes()

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(json, "dump", full_disk)
    with pytest.raises(OSError):
        state.write(path, state.Work("other", "other.yaml"))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]


@pytest.mark.parametrize("raw", [b"", b'{"night_text": "ruleset: bank', b"\xff\xfe{}", b"[1, 2]",
                                 b'{"night_text": 3}', b'{"night_text": "x", "undo": 5}',
                                 b'{"night_text": "x", "undo": [[1, 2]]}', b'{"night_text": "x", "night_name": []}',
                                 b'{"night_text": "x", "baseline": {}}'])
def test_a_state_that_cannot_be_read_is_set_aside_not_lost(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / state.LEGACY
    path.write_bytes(raw)
    found = state.read(path)
    assert isinstance(found, state.Broken) and found.path == path
    assert found.aside is not None and found.aside.name.startswith("workbench.json.broken-")
    assert not path.exists() and found.aside.read_bytes() == raw  # moved, byte for byte
    assert found.reason_ru and not found.reason_ru.isascii()  # said in Russian


def test_a_second_broken_file_gets_its_own_name(tmp_path: Path) -> None:
    path = tmp_path / state.LEGACY
    asides = []
    for raw in (b"{", b"[", b"nul"):
        path.write_bytes(raw)
        found = state.read(path)
        assert isinstance(found, state.Broken) and found.aside is not None
        asides.append(found.aside)
    assert len(set(asides)) == 3 and sorted(a.read_bytes() for a in asides) == [b"[", b"nul", b"{"]


def test_no_state_is_none(tmp_path: Path) -> None:
    assert state.read(tmp_path / "sessions" / "x.json") is None
    assert state.latest(tmp_path) is None


def test_a_fresh_tab_starts_from_the_newest_file(tmp_path: Path) -> None:
    (tmp_path / state.LEGACY).write_text(json.dumps({"night_text": "old"}), encoding="utf-8")
    os.utime(tmp_path / state.LEGACY, ns=(1, 1))
    assert state.latest(tmp_path) == tmp_path / state.LEGACY  # the older versions' single file
    first, second = (state.session_file(state.new_session_id(), tmp_path) for _ in range(2))
    state.write(first, WORK)
    state.write(second, WORK)
    later = time.time_ns() + 10**12
    os.utime(first, ns=(later, later))
    assert state.latest(tmp_path) == first


@pytest.mark.parametrize("bad", ["../../etc/passwd", "/tmp/x", "", "ABCDEF" * 6, None, 5, ["a" * 32]])
def test_a_tab_id_is_never_a_path(bad: object) -> None:
    assert state.valid_session_id(bad) is None
    if isinstance(bad, str):
        with pytest.raises(ValueError):
            state.session_file(bad)


def test_old_tabs_files_are_pruned_but_never_files_set_aside(tmp_path: Path) -> None:
    paths = [state.session_file(state.new_session_id(), tmp_path) for _ in range(5)]
    for n, path in enumerate(paths):
        state.write(path, WORK)
        os.utime(path, ns=(n * 10**9, n * 10**9))
    aside = tmp_path / state.SESSIONS / "0123.json.broken-20260101-000000"
    aside.write_text("{", encoding="utf-8")
    state.prune(tmp_path, keep=2)
    assert sorted(p.name for p in (tmp_path / state.SESSIONS).iterdir()) == sorted(
        [paths[3].name, paths[4].name, aside.name])
