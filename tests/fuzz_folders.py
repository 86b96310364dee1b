"""Generated game folders (issue 18): a bundled game (`scenarios/games/`) copied into a temporary folder and spoilt,
then replayed as `mafia-night game DIR --next` does (`resolver.game.folder.replay`, its history in Russian and
English, `write_next`).

The spoiling, none (one folder in six) or one to four of: a step removed (a gap), a step twice (`1.yml` beside `01.yml`, a step copied under
another number), names that are no step (`x.yml`, `01.yaml`, `-1.yml`, `01 .yml`, a folder `05.yml`), numbers over
99 (`100.yml`, `0100.yml`, `1000000.yml`), links inside the folder (a step to another, the cast to a step, a loop)
and out of it (to a file of the folder beside, to a folder, to nowhere, and the next step's name linked out),
broken YAML, binary files (random bytes, NUL, UTF-16, Windows-1251), huge files (a few megabytes), odd `night:`.

Beside the game folder is a sentinel tree (files, a folder, a link) that the links point into; it is snapshotted
(type, size, content, link target, mtime) before and after. What must hold on every folder:

- internal errors: replaying, its history or writing the next step raised;
- writes outside the folder: a file beside the game created, removed or changed.

    python -m tests.fuzz_folders --folders 100000 [--start 0] [--jobs 2 | --scheduler ADDRESS]
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fuzz_jobs import Fuzzer  # noqa: E402

FAILURES = ("internal errors", "writes outside the folder")
COUNTS = ("folders", "replayed whole", "with problems", "next step written", "next step refused", *FAILURES)
SPOILS = ("gap", "twice", "bad_name", "over_99", "link_inside", "link_out", "next_linked_out", "broken_yaml",
          "binary", "huge", "odd_night", "empty")
BAD_NAMES = ["x.yml", "01.yaml", "-1.yml", "01 .yml", " 01.yml", "1e2.yml", "01.YML", ".01.yml", "01.yml~",
             "٠١.yml", "01.yml.yml", "cast.yaml", "Cast.yml", "0.yml", "00.yml"]
BROKEN = ["night: [", "day: {votes: [", "\tnight: 2", "moves:\n- {actor: [}", "a: &x [*x]", ": :", "night: 2\nnight: 3",
          "- just\n- a list", "'unclosed", "players: " + "[" * 200, "x0: &a0 [1]\n" + "".join(
              f"x{k}: &a{k} [{', '.join([f'*a{k-1}'] * 9)}]\n" for k in range(1, 9))]
ODD_NIGHTS = ["0", "-1", "1e3", "100", "2.5", "null", "'3'", "[1]", "{a: 1}", "999999", "1000000", "true", "٣"]

_GAMES: list[tuple[str, dict[str, bytes]]] = []


def games() -> list[tuple[str, dict[str, bytes]]]:
    """The bundled games as (name, {file name: bytes}); read once a process."""
    if not _GAMES:
        from resolver.input.bundled import scenarios_dir

        for folder in sorted((scenarios_dir() / "games").iterdir()):
            if (folder / "cast.yml").is_file():
                _GAMES.append((folder.name, {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}))
    return _GAMES


def _steps(game: Path) -> list[Path]:
    return sorted(p for p in game.iterdir() if p.name != "cast.yml" and p.suffix == ".yml" and not p.is_symlink()
                  and p.is_file())


def _plain(game: Path) -> list[Path]:
    """The steps and the cast that are files of their own (a link is not written through, not even here)."""
    return [p for p in [*_steps(game), game / "cast.yml"] if p.is_file() and not p.is_symlink()]


def spoil(rnd: random.Random, game: Path, beside: Path, kind: str) -> None:
    steps = _steps(game)
    plain = _plain(game)
    step = rnd.choice(steps) if steps else game / "01.yml"
    if kind == "gap" and len(steps) > 1:
        rnd.choice(steps[:-1]).unlink()
    elif kind == "twice" and steps:
        number = int(step.stem) if step.stem.isdigit() else 1
        other = rnd.choice([f"{number}.yml", f"{number:03d}.yml", f"{len(steps) + 1:02d}.yml", f"{number + 1:02d}.yml"])
        if not (game / other).exists():
            shutil.copy(step, game / other)
    elif kind == "bad_name" and steps:
        target = game / rnd.choice(BAD_NAMES)
        if rnd.random() < 0.5:
            step.rename(target)
        elif not target.exists():
            shutil.copy(step, target)
        if rnd.random() < 0.2 and not (game / "05.yml").exists():
            (game / "05.yml").mkdir()
    elif kind == "over_99" and steps:
        step = steps[-1]
        step.rename(game / rnd.choice(["99.yml", "100.yml", "0100.yml", "1000000.yml", "999999.yml", "101.yml"]))
    elif kind == "link_inside":
        name = rnd.choice([f"{len(steps) + 1:02d}.yml", "cast.yml", step.name, "07.yml"])
        link = game / name
        if link.exists() or link.is_symlink():
            link.unlink()
        target = rnd.choice([step.name, "cast.yml", name, "08.yml", "."])  # another step, the cast, itself, a loop
        if target == "08.yml":
            os.symlink(name, game / "08.yml")
        os.symlink(target, link)
    elif kind in ("link_out", "next_linked_out"):
        if kind == "next_linked_out":  # the name the next step would get, linked out of the folder
            from resolver.game.steps import next_step_name

            name = next_step_name(game)
        else:
            name = rnd.choice([step.name, "cast.yml", f"{len(steps) + 1:02d}.yml"])
        link = game / name
        if link.is_dir() and not link.is_symlink():
            shutil.rmtree(link)
        elif link.exists() or link.is_symlink():
            link.unlink()
        target = rnd.choice([beside / "step.yml", beside / "cast.yml", beside / "nowhere.yml", beside / "sub",
                             beside / "sub" / "new.yml", beside / "link.yml", Path("..") / beside.name / "step.yml",
                             Path("/dev/null")])
        os.symlink(target, link)
    elif kind == "broken_yaml" and plain:
        path = rnd.choice(plain)
        text = path.read_bytes()
        if rnd.random() < 0.5:
            text = text[: rnd.randrange(len(text) + 1)] + rnd.choice(BROKEN).encode()
        else:
            cut = rnd.randrange(len(text) + 1)
            text = text[:cut] + rnd.choice(BROKEN).encode() + b"\n" + text[cut:]
        path.write_bytes(text)
    elif kind == "binary" and plain:
        path = rnd.choice(plain)
        text = path.read_bytes()
        choice = rnd.randrange(4)
        if choice == 0:
            data = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 4000)))
        elif choice == 1:
            data = text.replace(b"\n", b"\x00\n", rnd.randint(1, 50))
        elif choice == 2:
            data = text.decode("utf-8", "replace").encode(rnd.choice(["utf-16", "utf-32", "utf-16-be"]))
        else:
            data = text.decode("utf-8", "replace").encode("cp1251", errors="replace")
        path.write_bytes(data)
    elif kind == "huge" and plain:
        path = rnd.choice(plain)
        size = rnd.choice([1_000_000, 4_900_000, 5_100_000])
        filler = rnd.choice([b"# comment\n", b"x" * 1000 + b"\n", b"  "])
        path.write_bytes(path.read_bytes() + b"\n" + filler * (size // len(filler)))
    elif kind == "odd_night" and steps:
        text = step.read_text(encoding="utf-8", errors="replace")
        step.write_text(f"night: {rnd.choice(ODD_NIGHTS)}\n" + "\n".join(
            line for line in text.splitlines() if not line.startswith("night:")), encoding="utf-8")
    elif kind == "empty" and plain:
        path = rnd.choice(plain)
        path.write_bytes(rnd.choice([b"", b"\n", b"---\n", b"null\n", b"[]\n", b"{}\n"]))


def sentinel(beside: Path) -> None:
    """The tree beside the game folder the links point into: a step and a cast that would replay, a folder, a link."""
    (beside / "sub").mkdir(parents=True)
    (beside / "step.yml").write_text("night: 2\nmoves: []\n", encoding="utf-8")
    (beside / "cast.yml").write_text("ruleset: bankers\nplayers: []\n", encoding="utf-8")
    (beside / "sub" / "keep.txt").write_text("не трогать\n", encoding="utf-8")
    os.symlink("step.yml", beside / "link.yml")


def snapshot(top: Path, skip: Path) -> dict[str, tuple[object, ...]]:
    """Every path under `top` but `skip`'s: its type and content (or link target), size and mtime."""
    out: dict[str, tuple[object, ...]] = {}
    for folder, dirs, files in os.walk(top):
        here = Path(folder)
        if here == skip:
            dirs[:] = []
            continue
        for name in dirs + files:
            path = here / name
            if path == skip:
                continue
            st = path.lstat()
            if path.is_symlink():
                out[str(path)] = ("link", os.readlink(path))
            elif path.is_file():
                out[str(path)] = ("file", st.st_size, st.st_mtime_ns, hashlib.sha1(path.read_bytes()).hexdigest())
            else:
                out[str(path)] = ("dir", st.st_mtime_ns)
    return out


def listing(game: Path) -> str:
    lines = []
    for path in sorted(game.iterdir()):
        if path.is_symlink():
            lines.append(f"#   {path.name} -> {os.readlink(path)}")
        elif path.is_dir():
            lines.append(f"#   {path.name}/")
        else:
            data = path.read_bytes()
            lines.append(f"#   {path.name} ({len(data):,} bytes): {data[:300]!r}")
    return "\n".join(lines)


def check(seed: int, counts: Counter[str], examples: dict[str, str]) -> None:
    from resolver.game.folder import history, replay, write_next
    from resolver.text.problems import in_lang

    rnd = random.Random(seed)
    name, files = rnd.choice(games())
    kinds = [rnd.choice(SPOILS) for _ in range(rnd.choice((0, 1, 1, 2, 3, 4)))]  # 0: the game as it is
    counts["folders"] += 1
    with tempfile.TemporaryDirectory(prefix="fuzz_folder_") as tmp:
        top = Path(tmp)
        game, beside = top / "game", top / "beside"
        game.mkdir()
        for file_name, data in files.items():
            (game / file_name).write_bytes(data)
        sentinel(beside)
        for kind in kinds:
            try:
                spoil(rnd, game, beside, kind)
            except OSError:  # a spoiling that does not apply to the folder as the others left it
                counts["spoilings that did not apply"] += 1
        head = f"# seed {seed}, game {name}, spoilt by {', '.join(kinds) or 'nothing'}\n# the folder:\n{listing(game)}"
        before = snapshot(top, game)
        try:
            played = replay(game)
            history(played, "ru")
            history(played, "en")
            for note in played.notes:
                in_lang(note, "ru")
            out, said = write_next(game, played)
            in_lang(said, "ru")
        except Exception:  # noqa: BLE001 - counting them is the point
            said = traceback.format_exc().replace(tmp, "<tmp>")  # the same text whichever process ran it
            counts["internal errors"] += 1
            counts[f"internal error {said.splitlines()[-1][:60]}"] += 1
            examples.setdefault("internal errors", head + "\n# " + "\n# ".join(said.splitlines()))
        else:
            counts["replayed whole" if played.ok else "with problems"] += 1
            counts["next step written" if out is not None else "next step refused"] += 1
        after = snapshot(top, game)
        if after != before:
            counts["writes outside the folder"] += 1
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            examples.setdefault("writes outside the folder", head + "\n# changed beside it: " + ", ".join(
                os.path.relpath(k, top) for k in changed))


FUZZER = Fuzzer("folders", "game folders", "folders", "tests.fuzz_folders", check, COUNTS, FAILURES, details=("internal error ",),
                chunk=100)
run, main = FUZZER.run, FUZZER.main


if __name__ == "__main__":
    raise SystemExit(main())
