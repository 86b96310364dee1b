"""The day's house rules: what a game's thread header sets for its vote, as options of the rule set.

Russian forum games write their own vote rules in the thread's header, and they differ: the colour of a vote
(«голосовать цветом — красным или синим», «помечается зелёным»), which of several votes counts («менять голос
можно любое количество раз» — the last; «изменять голос нельзя» — the first; a repeat voids the voting), an edited
vote (void and a skip, void, or counted), a deadline to the second in the forum's time zone («голос в 22:29:59
засчитываю, а в 22:30:00 уже нет»), what a skip costs. Each rule set gives these options the reading of its own
text as defaults (`house_options`); the tally cites the house rule a vote met (`rule_words`).
"""

from __future__ import annotations

import re
from datetime import datetime, time, timezone
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from resolver.specs.ruleset import OptionSpec

COLOURS_OPTION = "vote_colours"
CHANGE_OPTION = "vote_change"
EDITED_OPTION = "edited_vote"
DEADLINE_OPTION = "vote_deadline"
TIMEZONE_OPTION = "vote_timezone"
SKIP_COST_OPTION = "skip_cost"
SECOND_SKIP_OPTION = "second_skip"
HOUSE_OPTIONS = (COLOURS_OPTION, CHANGE_OPTION, EDITED_OPTION, DEADLINE_OPTION, TIMEZONE_OPTION, SKIP_COST_OPTION,
                 SECOND_SKIP_OPTION)
MODKILL_ACTION = "modkill"  # the pseudo act of a player the host removes by a house rule
DEFAULT_TIMEZONE = "Europe/Moscow"

# The colours a forum's colour picker writes, by name: what a saved page or BBCode may hold for each.
# XenForo 2's editor offers no pure red: its palette's swatches (written `rgb(184, 49, 47)`) are listed too.
_XF_RED = {"rgb(184,49,47)", "#b8312f", "rgb(209,72,65)", "#d14841", "rgb(226,80,65)", "#e25041"}
_XF_BLUE = {"rgb(44,130,201)", "#2c82c9", "rgb(41,105,176)", "#2969b0", "rgb(84,172,210)", "#54acd2"}
_XF_GREEN = {"rgb(65,168,95)", "#41a85f", "rgb(97,189,109)", "#61bd6d"}
COLOUR_VALUES: dict[str, frozenset[str]] = {
    "red": frozenset({"red", "#ff0000", "#f00", "rgb(255,0,0)", "darkred", "#8b0000"} | _XF_RED),
    "blue": frozenset({"blue", "#0000ff", "#00f", "rgb(0,0,255)", "darkblue", "#00008b"} | _XF_BLUE),
    "green": frozenset({"green", "#008000", "#00ff00", "#0f0", "rgb(0,128,0)", "rgb(0,255,0)", "darkgreen",
                        "#006400", "lime"} | _XF_GREEN),
}
_COLOUR_WORDS = {"красный": "red", "красным": "red", "синий": "blue", "синим": "blue", "зелёный": "green",
                 "зеленый": "green", "зелёным": "green", "зеленым": "green"}


def colour_values(option: str | None) -> frozenset[str]:
    """The markup values of the vote colours an option names («red», «red, blue», «зелёный», «#ff6600»)."""
    out: set[str] = set()
    for word in re.split(r"[,;\s]+|\bи\b|\bили\b", (option or "red").lower()):
        word = _COLOUR_WORDS.get(word, word).strip()
        if word:
            out |= COLOUR_VALUES.get(word, {word})
    return frozenset(out) or COLOUR_VALUES["red"]


def zone(name: str | None) -> ZoneInfo | None:
    """The time zone an option names, or None when it names none the system knows."""
    try:
        return ZoneInfo((name or DEFAULT_TIMEZONE).strip())
    except (ZoneInfoNotFoundError, ValueError):
        return None


_LOCAL = re.compile(r"^(?:(?P<date>\d{4}-\d{2}-\d{2})[ T])?(?P<h>\d{1,2}):(?P<m>\d{2})(?::(?P<s>\d{2}))?$")


def parse_local(text: str) -> tuple[str | None, time] | None:
    """«2025-12-01 22:29:59», «22:30», «22:30:00» as (date or None, time); None if it is none of these."""
    m = _LOCAL.match(text.strip())
    if m is None or int(m["h"]) > 23 or int(m["m"]) > 59 or int(m["s"] or 0) > 59:
        return None
    return m["date"], time(int(m["h"]), int(m["m"]), int(m["s"] or 0))


def forum_time(raw: str | None, tz_name: str | None) -> str | None:
    """A post's time as the forum shows it in its zone: an ISO time with an offset («2025-12-01T18:00:00+00:00», a
    saved page's `datetime`) converted to the zone, «2025-12-01 21:00» (seconds when there are any); else as given."""
    if raw is None:
        return None
    tz = zone(tz_name)
    try:
        moment = datetime.fromisoformat(raw.strip().replace("Z", "+00:00"))
    except ValueError:
        return raw
    if moment.tzinfo is None or tz is None:
        return raw
    local = moment.astimezone(tz)
    return local.strftime("%Y-%m-%d %H:%M:%S" if local.second else "%Y-%m-%d %H:%M")


def epoch_time(seconds: int, tz_name: str | None) -> str:
    """A BBCode quote's `time=` (seconds since 1970, UTC) in the forum's zone."""
    moment = datetime.fromtimestamp(seconds, tz=timezone.utc).isoformat()
    return forum_time(moment, tz_name) or moment


def is_late(vote_time: str | None, deadline: str | None, tz_name: str | None) -> bool:
    """Was the vote posted at or after the deadline («в 22:29:59 засчитываю, а в 22:30:00 уже нет»)? A deadline
    of a time of day is compared with the vote's time of day; one with a date, with a vote's date and time. A vote
    without a time, or with one that cannot be read, is not late (the host sees its time in the table)."""
    if not vote_time or not deadline or not deadline.strip():
        return False
    limit = parse_local(deadline)
    shown = forum_time(vote_time, tz_name)
    when = parse_local(shown) if shown else None
    if limit is None or when is None:
        return False
    (limit_date, limit_time), (vote_date, at) = limit, when
    if limit_date is not None and vote_date is not None:
        return (vote_date, at) >= (limit_date, limit_time)
    return at >= limit_time


def bad_house_value(name: str, value: Any) -> str | None:
    """What a house rule's value must look like, when this one cannot be read (None: it can)."""
    if name == DEADLINE_OPTION and str(value).strip() and parse_local(str(value)) is None:
        return "22:30 | 22:29:59 | 2025-12-01 22:30 | \"\""
    if name == TIMEZONE_OPTION and zone(str(value)) is None:
        return "Europe/Moscow | Europe/Kiev | Asia/Yekaterinburg | UTC | …"
    return None


def house_options(ruling: str, *, change: str, edited: str, colours: str = "red", deadline: str = "",
                  skip_cost: int = 1, second_skip: str = "penalty") -> tuple[OptionSpec, ...]:
    """The house-rule options with a rule set's defaults (its text's reading)."""

    rows = (
        (COLOURS_OPTION, colours, str,
         "The colour(s) a vote is written in (red, blue, green or #rrggbb; «red, blue»: "
         "either); text of other colours is no vote.",
         "Цвет голоса (red, blue, green или #rrggbb; «red, blue» — любой из них); текст другого цвета — "
         "не голос."),
        (CHANGE_OPTION, change, ("first", "last", "void"),
         "Several votes of one player: the first counts, the last counts (a change in a new "
         "post), or a repeat voids his voting (a skip).",
         "Несколько голосов одного игрока: засчитывается первый, последний (смена голоса новым "
         "сообщением) или повторный голос аннулирует голосование (пропуск)."),
        (EDITED_OPTION, edited, ("skip", "void", "counts"),
         "An edited vote: void and counted as a skip, void (no penalty), or counted.",
         "Отредактированный голос: не учитывается и засчитывается пропуск, не учитывается (без штрафа) "
         "или учитывается."),
        (DEADLINE_OPTION, deadline, str,
         "The vote's deadline in the forum's time (22:30, 22:29:59 or 2025-12-01 22:30): "
         "a vote at or after it is void; empty: none.",
         "Срок голосования по времени форума (22:30, 22:29:59 или 2025-12-01 22:30): голос в это время "
         "и позже не учитывается; пусто — срока нет."),
        (TIMEZONE_OPTION, DEFAULT_TIMEZONE, str,
         "The forum's time zone (IANA name): post times are shown and the deadline "
         "kept in it.",
         "Часовой пояс форума (имя IANA): в нём показано время постов и считается срок."),
        (SKIP_COST_OPTION, skip_cost, int,
         "What a skip (no vote, or a vote against the rules) costs: this many penalty "
         "votes or points.",
         "Цена пропуска голосования (нет голоса или голос с нарушением): столько штрафных голосов или "
         "баллов."),
        (SECOND_SKIP_OPTION, second_skip, ("penalty", "modkill"),
         "A player's second skip of the game: a penalty as the first, or a modkill (the host removes him; "
         "«При повторном пропуске — модкилл»).",
         "Второй за игру пропуск голосования игрока: штраф, как за первый, или модкилл (ведущий выводит его из "
         "игры; «При повторном пропуске — модкилл»)."),
    )
    return tuple(OptionSpec(name, default, values, ruling, en, ru, **({"minimum": 0, "maximum": 9}
                                                                        if values is int else {}))
                 for name, default, values, en, ru in rows)


HOUSE_NAMES: dict[str, tuple[str, str, dict[Any, tuple[str, str]]]] = {
    COLOURS_OPTION: ("Цвет голоса", "The vote's colour", {}),
    CHANGE_OPTION: ("Какой голос засчитывается", "Which vote counts",
                    {"first": ("первый", "the first"), "last": ("последний", "the last"),
                     "void": ("повторный голос — пропуск", "a repeat is a skip")}),
    EDITED_OPTION: ("Отредактированный голос", "An edited vote",
                    {"skip": ("не учтён, это пропуск", "void, a skip"), "void": ("не учтён, без штрафа",
                                                                              "void, no penalty"),
                     "counts": ("учтён", "counts")}),
    DEADLINE_OPTION: ("Срок голосования", "The vote's deadline", {}),
    TIMEZONE_OPTION: ("Часовой пояс форума", "The forum's time zone", {}),
    SKIP_COST_OPTION: ("Цена пропуска голосования", "What a skip costs", {}),
    SECOND_SKIP_OPTION: ("Второй пропуск голосования", "A second skip",
                         {"penalty": ("штраф, как за первый", "a penalty, as the first"),
                          "modkill": ("модкилл", "a modkill")}),
}


def rule_words(rs: Any, option: str, value: Any) -> dict[str, Any]:
    """`rule_ru` / `rule_en` of a decision: the house rule it met, «правило дня «Какой голос засчитывается:
    первый»»."""
    out: dict[str, Any] = {}
    for lang, head in (("ru", "правило дня"), ("en", "house rule")):
        label = rs.option_label(option, lang)
        shown = rs.option_value_label(option, value, lang) if value not in ("", None) else "—"
        out[f"rule_{lang}"] = f" — {head} «{label}: {shown}»"
    return out
