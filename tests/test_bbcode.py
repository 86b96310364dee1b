"""Posts ready for the forum (issue 9, item 5): the morning post and each private result in BBCode.

A small reader of the two tags a forum would act on here ([b] and [/b]) renders the BBCode back:
the text the forum shows must be the plain post word for word, and the bold runs exactly the
players' names — also for nicknames that hold brackets or a tag.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from resolver.report import bbcode

from resolver import report
from resolver.api import Resolution, resolve_file, resolve_text
from resolver.cli.main import main as cli_main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "scenarios" / "examples" / "bankers_night1.yaml"
TAG = re.compile(r"\[(/?)b\]", re.IGNORECASE)

BRACKETS = """ruleset: bankers
night: 1
players:
  - {name: "[b]Вася", role: Босс, clan: Клан1}
  - {name: "Иван [url]", role: Мирный}
  - {name: "Дед Мороз", role: Врач}
  - {name: "[/b]", role: Мирный}
moves:
  - {actor: "[b]Вася", action: Убийство от клана, target: "Иван [url]"}
  - {actor: Дед Мороз, action: Лечение, target: "[b]Вася"}
"""


def shown(code: str) -> tuple[str, list[str]]:
    """What a forum shows for `code`: the text, and the runs in bold (nested tags count once)."""
    text: list[str] = []
    bold: list[str] = []
    depth = 0
    pos = 0
    for match in TAG.finditer(code):
        piece = code[pos:match.start()]
        text.append(piece)
        if depth and piece:
            bold[-1] += piece
        if match.group(1):
            assert depth > 0, f"a [/b] closes nothing in {code!r}"
            depth -= 1
        else:
            if depth == 0:
                bold.append("")
            depth += 1
        pos = match.end()
    assert depth == 0, f"a [b] is left open in {code!r}"
    text.append(code[pos:])
    return "".join(text), bold


def resolved(path: Path) -> Resolution:
    loaded, res = resolve_file(path)
    assert res is not None, loaded.problems
    return res


def test_the_post_in_bbcode_reads_as_the_plain_post_with_names_in_bold() -> None:
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    code = bbcode.morning_post(res, alt)
    text, bold = shown(code)
    assert text == report.morning_post(res, alt)
    dead = [d["player"] for d in report.deaths(res, alt)]
    assert dead and sorted(bold) == sorted(dead)
    for name in dead:  # the name bold, the role in brackets after it
        role = res.night.role_of(name).name_ru
        assert f"[b]{name}[/b] ({role})" in code


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_each_private_result_in_bbcode_reads_as_the_plain_one(lang: str) -> None:
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    plain = {name: lines for name, lines in report.private_results(res, alt, lang).items() if lines}
    codes = bbcode.private_results(res, alt, lang)
    assert list(codes) == list(plain)
    names = set(res.night.players)
    for name, code in codes.items():
        text, bold = shown(code)
        assert text == "\n".join(plain[name])
        assert set(bold) <= names, (name, bold)
    # a move's target is named in bold: the Врач's heal
    assert "→ [b]Шерлок[/b]" in codes["Айболит"]


def test_brackets_and_tags_in_nicknames_stay_text() -> None:
    loaded, res = resolve_text(BRACKETS, "brackets.yaml")
    assert res is not None, loaded.problems
    alt = res.alternatives[0]
    code = bbcode.morning_post(res, alt)
    text, bold = shown(code)
    assert text == report.morning_post(res, alt)
    assert bold == ["Иван [url]"]
    for name, private in bbcode.private_results(res, alt).items():
        text, bold = shown(private)
        assert text == "\n".join(report.private_results(res, alt)[name])
        assert set(bold) <= set(res.night.players)
    assert "[b][[b][/b]b]Вася[/b]" in bbcode.private_results(res, alt)["Дед Мороз"]


def test_plain_texts_never_carry_the_name_marks() -> None:
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    texts = [report.morning_post(res, alt), report.resolution_text(res), report.to_json(res)]
    texts += [line for lines in report.private_results(res, alt).values() for line in lines]
    for text in texts:
        assert report.NAME_OPEN not in text and report.NAME_CLOSE not in text
    marked = report.morning_post(res, alt, marked=True)
    assert report.NAME_OPEN in marked and report.unmark(marked) == report.morning_post(res, alt)


def test_cli_format_bbcode(capsys: pytest.CaptureFixture[str]) -> None:
    res = resolved(EXAMPLE)
    alt = res.alternatives[0]
    assert cli_main(["resolve", str(EXAMPLE), "--format", "bbcode"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(bbcode.morning_post(res, alt) + "\n")
    for name, code in bbcode.private_results(res, alt).items():
        assert f"--- Личный результат: {name} ---\n{code}\n" in out
    assert cli_main(["resolve", str(EXAMPLE), "--format", "bbcode", "--lang", "en"]) == 0
    assert "--- Private result: Айболит ---" in capsys.readouterr().out


def test_cli_bbcode_of_an_unsettled_night_prints_every_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "tests" / "fixtures" / "ambiguous.yaml"
    res = resolved(path)
    assert cli_main(["resolve", str(path), "--format", "bbcode"]) == 0
    captured = capsys.readouterr()
    assert "host_choice" in captured.err
    for i, alt in enumerate(res.alternatives):
        assert f"=== Исход №{i + 1} из {len(res.alternatives)} ===" in captured.out
        for code in bbcode.private_results(res, alt).values():
            assert code in captured.out


def test_json_carries_the_bbcode() -> None:
    res = resolved(EXAMPLE)
    data = json.loads(report.to_json(res))
    alt = data["alternatives"][0]
    assert alt["post_bbcode"] == bbcode.morning_post(res, res.alternatives[0])
    assert alt["private_bbcode"] == bbcode.private_results(res, res.alternatives[0])
