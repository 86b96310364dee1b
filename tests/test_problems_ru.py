"""The problems of a bad night in Russian (issue 9, item 2): every located message has a Russian
rendering, the CLI prints it by default (and with `--lang ru`), `--lang en` prints the English lines,
each located and the same in number, and a night built in the tables is pointed at by player and move."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from resolver.cli.main import main
from resolver.input.loader import load_file, load_text
from resolver.text.problems import PYDANTIC_RU, TEXTS, Say, place, summary
from resolver.text.numbers import count, number, plural_ru
from tests.test_bad_input import MANY

CORPUS = Path(__file__).parent / "bad_input"
FILES = sorted(CORPUS.glob("*.yaml"))
MORE = {
    "names.yaml": """ruleset: bankers
options: {peaceful_hunt_quorum: 0, shizik_vs_sterva: never, no_such: 1}
players:
  - {name: A, role: Боссс, clan: Клан1}
  - {name: B, role: Босс, clan: Клан2, alive: false}
  - {name: C, role: Мирный, clan: Клан1}
  - {name: D, role: Громила}
  - {name: D, role: Врач, items: [зонтик]}
day: {event: Потоп, lynched: [Z, B]}
moves:
  - {actor: B, action: Убийство от клана, target: C}
  - {actor: Z, action: Лечение, target: C}
  - {actor: C, action: Полёт, target: C}
  - {actor: D, action: Избиение, targets: [C, A], time: "25:99"}
  - {actor: D, action: Избиение, target: Y}
expect: {deaths: [{Q: Убит}], moves: {C/Лечение: отлично}}
""",
    "many.yaml": MANY,
}
LATIN_WORDS = re.compile(r"\b[a-z]{3,}\s+[a-z]{3,}\b")


def _problems() -> list:
    out = []
    for path in FILES:
        out += load_file(path).problems
    for name, text in MORE.items():
        out += load_text(text, name).problems
    return out


def _ruleset_of(filename: str) -> str:
    """The rule set a problem's file names (`ruleset: …`), bankers for the texts written here."""
    path = next((p for p in FILES if p.name == Path(filename).name), None)
    found = re.search(r"^ruleset:\s*(\w+)", path.read_text(encoding="utf-8"), re.M) if path is not None else None
    return found.group(1) if found and found.group(1) in ("bankers", "andorra", "classic") else "bankers"


def _bare(text: str) -> str:
    """A Russian line without what is quoted from the file or the rule text, paths and ids."""
    text = re.sub(r"«[^»]*»|'[^']*'|\"[^\"]*\"|`[^`]*`|\[[^\]]*\]|\([^)]*\)", "", text)
    return re.sub(r"\b[\w.]+[._]\w+\b", "", text)


def test_the_corpus_has_many_kinds_of_problem() -> None:
    keys = {p.message.key for p in _problems() if isinstance(p.message, Say)}
    assert len(keys) >= 25, sorted(keys)


@pytest.mark.parametrize("problem", _problems(), ids=lambda p: f"{Path(p.file).name}:{p.line}")
def test_every_problem_is_said_in_russian(problem: object) -> None:
    assert isinstance(problem.message, Say), problem  # type: ignore[attr-defined]
    ru, en = problem.text("ru"), problem.text("en")  # type: ignore[attr-defined]
    assert str(problem) == en
    if "malformed YAML" in en:  # libyaml's own words stay, behind a Russian head
        assert "ошибка в записи YAML" in ru
        return
    assert ru != en
    assert re.search("[а-яё]", _bare(ru)), ru
    assert not LATIN_WORDS.search(_bare(ru)), ru


def test_templates_take_the_same_parameters() -> None:
    fields = string.Formatter()
    for key, (en, ru) in TEXTS.items():
        names_en = {f for _, f, _, _ in fields.parse(en) if f}
        names_ru = {f for _, f, _, _ in fields.parse(ru) if f}
        assert names_en == names_ru, key


def test_pydantic_types_seen_in_the_corpus_are_translated() -> None:
    seen = {p.message.params["msg"].params["type"] for p in _problems()
            if isinstance(p.message, Say) and p.message.key == "schema"
            and isinstance(p.message.params["msg"], Say) and p.message.params["msg"].key == "_pydantic"}
    assert seen and seen <= set(PYDANTIC_RU), seen - set(PYDANTIC_RU)


def test_cli_says_problems_in_russian_by_default_and_in_english_with_lang_en(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "names.yaml"
    path.write_text(MORE["names.yaml"], encoding="utf-8")
    assert main(["resolve", str(path)]) == 2
    russian = capsys.readouterr().err.splitlines()
    assert main(["resolve", str(path), "--lang", "ru"]) == 2
    assert capsys.readouterr().err.splitlines() == russian
    assert main(["resolve", str(path), "--lang", "en"]) == 2
    english = capsys.readouterr().err.splitlines()
    problems = load_text(MORE["names.yaml"], str(path)).problems
    assert len(problems) >= 10
    assert english == [str(p) for p in problems] + [summary(len(problems), "en")]
    assert russian == [p.text("ru") for p in problems] + [summary(len(problems), "ru")]
    for ru, en in zip(russian[:-1], english[:-1]):  # the same place on every line, in either language
        assert re.match(re.escape(str(path)) + r":\d+: ", ru), ru
        assert ru.split(": ", 1)[0] == en.split(": ", 1)[0]
    assert any("неизвестная роль «Боссс» (может быть, «Босс»?)" in line for line in russian)
    assert any("B: игрок уже выбыл и не может ходить" in line for line in russian)
    assert russian[-1] == f"{count(len(problems), 'problem')} в файле; ночь не разрешена."
    assert english[-1] == f"{len(problems)} problem(s); nothing was resolved."
    # explain and graph take --lang the same way
    for command in (["explain", str(path), "A"], ["graph", str(path)]):
        assert main(command) == 2
        assert "неизвестная роль «Боссс»" in capsys.readouterr().err
        assert main([*command, "--lang", "en"]) == 2
        assert "unknown role 'Боссс'" in capsys.readouterr().err


def test_cli_arguments_and_moves_are_refused_in_the_language_asked(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    night = CORPUS / "valid_night.yaml"
    assert main(["resolve", str(night), "--alternative", "1"]) == 2
    assert "укажите и --next NEXT.yaml" in capsys.readouterr().err
    assert main(["resolve", str(night), "--alternative", "1", "--lang", "en"]) == 2
    assert "give --next NEXT.yaml too" in capsys.readouterr().err
    # `moves` prints a broken night's problems the same way
    path = tmp_path / "names.yaml"
    path.write_text(MORE["names.yaml"], encoding="utf-8")
    moves = tmp_path / "moves.txt"
    moves.write_text("A: Лечение C\n", encoding="utf-8")
    problems = load_text(MORE["names.yaml"], str(path)).problems
    assert main(["moves", str(path), str(moves)]) == 2
    assert capsys.readouterr().err.splitlines() == [p.text("ru") for p in problems]
    assert main(["moves", str(path), str(moves), "--lang", "en"]) == 2
    assert capsys.readouterr().err.splitlines() == [str(p) for p in problems]


def test_a_night_from_the_tables_is_pointed_at_by_player_and_move() -> None:
    loaded = load_text(MORE["names.yaml"], "night.yaml")
    by_path = {p.path[:2]: p.placed(loaded.raw, "ru") for p in loaded.problems if p.path}
    assert by_path[("moves", 0)].startswith("Ход №1 (B: Убийство от клана → C): B: игрок уже выбыл")
    assert by_path[("players", 0)].startswith("Игрок №1 «A»: неизвестная роль «Боссс»")
    assert place(("moves", 3, "targets"), loaded.raw, "en") == "Move №4 (D: Избиение → C, A)"
    assert place(("day", "lynched", 0), loaded.raw, "ru") == "День перед ночью"
    # a problem of the file's own syntax keeps its line
    broken = load_text("ruleset: bankers\nplayers: [\n", "x.yaml")
    assert broken.problems[0].placed(broken.raw, "ru").startswith("x.yaml:")


@pytest.mark.parametrize("n,word", [(1, "ход"), (2, "хода"), (4, "хода"), (5, "ходов"), (11, "ходов"),
                                    (12, "ходов"), (14, "ходов"), (21, "ход"), (23, "хода"), (24, "хода"),
                                    (25, "ходов"), (101, "ход"), (111, "ходов"), (0, "ходов")])
def test_plural(n: int, word: str) -> None:
    assert plural_ru(n, "ход", "хода", "ходов") == word
    assert count(n, "move") == f"{n} {word}"


def test_counts_in_both_languages() -> None:
    assert count(24, "player") == "24 игрока"
    assert count(23, "move") == "23 хода"
    assert count(1, "move", "en") == "1 move" and count(5, "move", "en") == "5 moves"
    assert count(5, "outcome") == "5 исходов"


def test_big_numbers_group_thousands_as_each_language_writes_them() -> None:
    """Russian groups thousands with a narrow no-break space («5 000 000»), never with a comma; English with one."""
    from resolver.text.problems import say

    too_big = say("file_too_big", max=5_000_000)
    assert "5\u202f000\u202f000 байт" in too_big.render("ru") and "," not in too_big.render("ru")
    assert "5,000,000 bytes" in too_big.render("en")
    assert number(1_000_000) == "1\u202f000\u202f000" and number(1_000_000, "en") == "1,000,000"
    assert number(999) == "999"
    grouped = [key for key, (en, ru) in TEXTS.items() if ":,}" in en or ":,}" in ru]
    assert grouped and all(say(key, max=10_000, anchor="a").render("ru").count("10\u202f000") == 1 for key in grouped)


NICK = r"\{(who|victim|target|by|dead|host|actor|voter|player|name|doomer|other|holder)\}"
OBLIQUE = re.compile(r"(?<![\w{])(у|против|на|за|к|от|для|ход|хода|голос|голосование|погибшего|смерть|убив|задевает) "
                     + NICK)


def test_no_sentence_puts_a_nickname_where_it_would_decline() -> None:
    """«у игрока Дон», not «у Дон»: a nickname stands as a label or after a declined noun (issue 9)."""
    from resolver.day.messages import DAY_MESSAGES
    from resolver.report.messages import MESSAGES
    from resolver.rulesets import get_ruleset

    tables = [MESSAGES, DAY_MESSAGES, TEXTS] + [get_ruleset(r).messages for r in ("bankers", "andorra")]
    bad = [(code, ru) for table in tables for code, (ru, _en) in table.items() if OBLIQUE.search(ru)]
    assert not bad, bad


def test_english_problems_name_roles_and_moves_in_english() -> None:
    """A problem said in English names the rule set's roles and moves by their English names; what the file
    wrote is echoed as written, in quotes."""
    from resolver.rulesets import get_ruleset

    # The corpus holds bad inputs of every rule set (andorra's target counts, classic's roster): each problem is
    # read against its own file's rule set (classic's role «Дон» is a nickname in the bankers files).
    names = {rs_id: {spec.name_ru for spec in [*rs.roles.values(), *rs.actions.values()]}
             for rs_id, rs in ((r, get_ruleset(r)) for r in ("bankers", "andorra", "classic"))}
    said = [p for p in _problems() if isinstance(p.message, Say) and p.message.params.get("role_en", p.message.params.get("name_en"))]
    assert said, "the corpus has problems that name a role or a move"
    for problem in said:
        russian = names[_ruleset_of(problem.file)]
        english = re.sub(r"«[^»]*»|'[^']*'", "", problem.message.render("en"))
        left = sorted(name for name in russian if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", english))
        assert not left, (problem.message.render("en"), left)
        ru = problem.message.render("ru")
        assert any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", ru) for name in russian), ru
