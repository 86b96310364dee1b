"""The `options:` of a night: each one the rule set has, with a value it allows (made its type in place)."""

from __future__ import annotations

from typing import Any

from resolver.day.house import bad_house_value
from resolver.input.checks.context import Checked, suggest
from resolver.specs.ruleset import OptionSpec
from resolver.text.problems import Say, joined, ruling_said, say


def check_options(c: Checked) -> None:
    for name, value in list(c.data.options.items()):
        option = c.rs.options.get(name)
        if option is None:
            c.add(("options", name), say("unknown_option", name=name, hint=suggest(name, list(c.rs.options))))
            continue
        ok, coerced = _coerce(value, option)
        house = bad_house_value(name, coerced) if ok and c.rs.day is not None and c.rs.day.house_rules else None
        if house is not None:
            c.add(("options", name), say("bad_option_value", name=name, value=value, allowed=house),
                  say("rulings_ref", id=option.ruling))
        elif ok:
            c.data.options[name] = coerced
        else:
            c.add(("options", name), say("bad_option_value", name=name, value=value, allowed=_allowed(option)),
                  ruling_said(option.ruling))


def _coerce(value: Any, option: OptionSpec) -> tuple[bool, Any]:
    """(allowed?, the value as the option's type): «да»/«yes» for True, «3» for 3, within the bounds."""
    ok, coerced = _as_type(value, option.values)
    low, high = option.minimum, option.maximum
    if ok and isinstance(coerced, int) and ((low is not None and coerced < low) or (high is not None and coerced > high)):
        return False, value
    return ok, coerced


def _as_type(value: Any, allowed: tuple[Any, ...] | type) -> tuple[bool, Any]:
    if allowed is int:
        if isinstance(value, bool):
            return False, value
        try:
            return True, int(str(value).strip())
        except (TypeError, ValueError):
            return False, value
    if isinstance(allowed, type):
        return isinstance(value, allowed), value
    if True in allowed or False in allowed:
        text = str(value).strip().lower()
        if text in ("true", "yes", "on", "1", "да"):
            return True, True
        if text in ("false", "no", "off", "0", "нет"):
            return True, False
        return False, value
    return (value in allowed), value


def _allowed(option: OptionSpec) -> str | Say:
    """What the option allows, as the problem says it: «a | b», «a whole number from 1 to 9», «a str»."""
    values = option.values
    if isinstance(values, tuple):
        return " | ".join(map(str, values))
    if values is int:
        low, high = option.minimum, option.maximum
        return joined([say("whole_number")] + ([say("from_n", n=low)] if low is not None else [])
                      + ([say("to_n", n=high)] if high is not None else []), ("", ""))
    return say("a_type", name=values.__name__)
