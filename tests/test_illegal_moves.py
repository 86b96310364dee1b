"""A player's illegal move is not a broken file (issue 12): the move fails with its clause, the night
resolves and the host is warned; `resolve --strict` rejects it, located; a broken file stays exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from resolver.cli.main import main

NIGHT = """\
ruleset: bankers
night: 2
players:
  - {name: Дон, role: Босс, clan: Клан1}
  - {name: Бугай, role: Охранник, clan: Клан1}
  - {name: Барон, role: Босс, clan: Клан2}
  - {name: Айболит, role: Врач, state: {last_targets: {heal: Иван}}}
  - {name: Ловкач, role: Жулик}
  - {name: Иван, role: Мирный}
  - {name: Пётр, role: Мирный}
moves:
  - {actor: Айболит, action: Лечение, target: Иван}
  - {actor: Айболит, action: Мирная охота, target: Барон}
  - {actor: Бугай, action: Охрана, target: Пётр}
  - {actor: Пётр, action: Проверка (Детектив), target: Дон}
  - {actor: Ловкач, action: Жульничество, target: Айболит, branches: [{if: Врач, target: Иван}]}
  - {actor: Барон, action: Убийство от клана, target: Иван}
"""

ILLEGAL_LINES = ("action: Мирная охота", "action: Охрана", "Проверка (Детектив)",
                 "Жульничество")


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_illegal_moves_fail_and_the_night_resolves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", str(_write(tmp_path, NIGHT))]) == 0
    out = capsys.readouterr().out
    warnings = out.split("\n\n")[0]
    assert warnings.startswith("Предупреждения ведущему:")
    # the hunt with the heal, the guard on a peaceful, a check the role does not have, the stolen heal
    # on the Врач's last target: four warnings, each with its clause (the Врач's own repeat is not
    # reached: his move was stolen first)
    assert warnings.count("ход против правил") == 4, warnings
    assert "Убит: Иван" in out  # the rest of the night resolved: no heal saved him


def test_strict_rejects_each_illegal_move_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, NIGHT)
    assert main(["resolve", "--strict", str(path)]) == 2
    err = capsys.readouterr().err
    lines = NIGHT.splitlines()
    for needle in ILLEGAL_LINES:
        number = next(i for i, line in enumerate(lines, 1) if needle in line)
        assert f"{path}:{number}: ход против правил" in err, (needle, err)
    assert "4 ошибки в файле" in err and "решение Б-55]" in err
    assert main(["resolve", "--strict", "--lang", "en", str(path)]) == 2
    english = capsys.readouterr().err
    assert english.count(": a move against the rules") == 4 and "rulings B-55]" in english
    assert "4 problem(s)" in english


def test_a_broken_file_stays_a_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = NIGHT + "  - {actor: Пётр, action: Колдовство, target: Дон}\n  - {actor: Никто, action: Лечение, target: Дон}\n"
    assert main(["resolve", str(_write(tmp_path, broken))]) == 2
    err = capsys.readouterr().err
    assert "неизвестный ход «Колдовство»" in err and "игрока «Никто» нет в игре" in err and "2 ошибки в файле" in err
    assert main(["resolve", str(_write(tmp_path, "ruleset: bankers\nplayers: [\n"))]) == 2
