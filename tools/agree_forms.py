"""The agreeing forms of the words the templates ask for, read from pymorphy3 once and written as data
(`resolver/text/forms.py`), so that a night's report needs no dictionary at start-up (issue 19 point 6: loading
pymorphy3's dictionary was a sixth of `mafia-night resolve`).

    python tools/agree_forms.py            # says whether resolver/text/forms.py is up to date (exit 1 if not)
    python tools/agree_forms.py --write    # writes it

The words are every format spec in Cyrillic of a template in model/ and resolver/ (`{n:слово}`, `{who:написал}`);
`tests/test_agree_forms.py` holds the file to what pymorphy3 says and to the templates. A word not in the file (a
host's setup file's own template) is still agreed, by pymorphy3 loaded on the first such word.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from resolver.text import agree  # noqa: E402

OUT = ROOT / "resolver" / "text" / "forms.py"
SPEC = re.compile(r"\{[^{}:]*:([а-яёА-ЯЁ][^{}]*)\}")
SAMPLES = (1, 2, 5)  # one of each plural category: «1 слово», «2 слова», «5 слов»


def asked_words() -> list[str]:
    """Every Cyrillic format spec of a template in model/, resolver/ and streamlit_app.py."""
    found: set[str] = set()
    files = [*sorted((ROOT / "model").rglob("*.py")), *sorted((ROOT / "resolver").rglob("*.py")),
             ROOT / "streamlit_app.py"]
    for path in files:
        if path != OUT:
            found.update(SPEC.findall(path.read_text(encoding="utf-8")))
    return sorted(found)


def text() -> str:
    words = asked_words()
    plural = {w: tuple(agree.plural_by_dictionary(n, w) for n in SAMPLES) for w in words}
    feminine = {part: agree.feminine_by_dictionary(part) for w in words for part in w.split(" ")}
    lines = ['"""The agreeing forms of the words the templates ask for, read from pymorphy3 by tools/agree_forms.py.',
             "", "Generated: do not edit; `python tools/agree_forms.py --write` after a template asks for a new word.",
             '"""', "", "from __future__ import annotations", "",
             "# a noun (an adjective before it or not) -> its forms after 1, 2 and 5 (21, 22, 25…)",
             "PLURAL: dict[str, tuple[str, str, str]] = {"]
    lines += [f"    {w!r}: {forms!r}," for w, forms in plural.items()]
    lines += ["}", "# a past-tense verb or a short adjective written masculine -> its feminine",
              "FEMININE: dict[str, str] = {"]
    lines += [f"    {w!r}: {f!r}," for w, f in sorted(feminine.items())]
    lines += ["}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    wanted = text()
    if args.write:
        OUT.write_text(wanted, encoding="utf-8")
        print(f"{OUT.relative_to(ROOT)}: {wanted.count(chr(10))} lines")
        return 0
    current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
    print("up to date" if current == wanted else f"{OUT.relative_to(ROOT)} is out of date: --write")
    return 0 if current == wanted else 1


if __name__ == "__main__":
    sys.exit(main())
