"""The host's choice of outcome, written into the night's YAML text (`host_choice: N`).

The text is edited in place, so the host's comments and layout stay; a night whose text cannot be
edited that way (a whole document in flow style) is written out again from its scenario.
"""

from __future__ import annotations

import re

from resolver.input.loader import parse_text

_LINE = re.compile(r"^host_choice[ \t]*:.*(?:\r?\n|$)", re.MULTILINE)
_EXPECT = re.compile(r"^expect[ \t]*:", re.MULTILINE)


def with_host_choice(text: str, choice: int | None) -> str | None:
    """The night with the host's choice of outcome (1..N), or without one (None).

    None when the night itself does not parse. The outcome's range is checked when the night is
    resolved (`resolver.api.check_choice`), not here.
    """
    edited = _edit(text, choice)
    parsed = parse_text(edited)
    if parsed.scenario is not None and parsed.scenario.host_choice == choice:
        return edited
    original = parse_text(text)
    if original.scenario is None:
        return None
    from resolver.game.nextnight import scenario_yaml
    from resolver.game.whatif import SCHEMA_REF

    return scenario_yaml(original.scenario.model_copy(update={"host_choice": choice}), SCHEMA_REF)


def _edit(text: str, choice: int | None) -> str:
    line = "" if choice is None else f"host_choice: {choice}\n"
    if _LINE.search(text):
        return _LINE.sub(lambda _m: line, text, count=1)
    if choice is None:
        return text
    expect = _EXPECT.search(text)
    if expect is not None:  # above the golden's expectations, with the night's own fields
        return text[:expect.start()] + line + text[expect.start():]
    return text + ("" if not text or text.endswith("\n") else "\n") + line
