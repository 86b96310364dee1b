"""The templates' agreeing words read from `resolver/text/forms.py`, not from the dictionary at start-up (issue 19
point 6): the file is what pymorphy3 says for every word a template asks for (`tools/agree_forms.py`), and a report
of a night loads no dictionary."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from resolver.text import agree
from resolver.text.forms import FEMININE, PLURAL
from tools import agree_forms

ROOT = Path(__file__).resolve().parent.parent


def test_the_forms_file_is_what_the_dictionary_says_for_every_word_the_templates_ask() -> None:
    assert agree_forms.main([]) == 0, "python tools/agree_forms.py --write"
    assert {"слово", "штрафной балл", "голос"} <= set(PLURAL) and {"написал", "убит", "сел"} <= set(FEMININE)


def test_the_three_forms_give_the_dictionarys_word_for_every_count() -> None:
    for words in ("слово", "штрафной балл", "голос", "строка", "байт"):
        for n in [*range(0, 130), 211, 1001, 1_000_012, -3]:
            assert agree.plural(n, words) == agree.plural_by_dictionary(n, words), (n, words)
    assert agree.plural(3, "штрафной балл") == "штрафных балла" and agree.plural(11, "слово") == "слов"


def test_a_word_no_template_asks_is_still_agreed_by_the_dictionary() -> None:
    assert "шпион" not in PLURAL and agree.plural(5, "шпион") == "шпионов"
    assert "прыгнул" not in FEMININE and agree.gendered("прыгнул", "f") == "прыгнула"


def test_resolving_a_night_loads_no_dictionary() -> None:
    code = ("import io, sys, contextlib; from resolver.cli.main import main\n"
            "text = io.StringIO()\n"
            "with contextlib.redirect_stdout(text):\n"
            "    rc = main(['resolve', 'scenarios/examples/bankers_night1.yaml'])\n"
            "print(rc, 'Личные результаты' in text.getvalue(), 'pymorphy3' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.stdout.split() == ["0", "True", "False"], out.stderr[-2000:]
