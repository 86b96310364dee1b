"""A decision in words: its sentence (`decision_text`), the clause it cites (`clause_ref`), and the names in it.

The report's one way from a `Decision` to a line of text, in Russian or English; `marked` text has each
player's name between `NAME_OPEN` and `NAME_CLOSE` for a format of its own (BBCode, `resolver.report.bbcode`).
"""

from __future__ import annotations

from typing import Any

from resolver.api import Resolution
from resolver.engine.decisions import Decision
from resolver.report.messages import MESSAGES, render
from resolver.report.rulings_doc import ruling_file
from resolver.text.refs import ruling_ref


def _role_name(res: Resolution, player: str, lang: str) -> str:
    role = res.night.role_of(player)
    return role.name_ru if lang == "ru" else role.name_en


def _action_name(res: Resolution, action: str, lang: str) -> str:
    spec = res.ruleset.actions[action]
    return spec.name_ru if lang == "ru" else spec.name_en


def aimed(targets: str) -> str:
    """« → targets» after a move's name, nothing for a move with no target (a drink, making poison)."""
    return f" → {targets}" if targets else ""


def clause_ref(res: Resolution, decision: Decision, lang: str = "ru", quote: bool = False) -> str:
    clause = res.ruleset.clauses[decision.clause]
    text = res.ruleset.cite(decision.clause, lang)
    if decision.ruling:
        text += (f"; {'решение' if lang == 'ru' else 'ruling'} {ruling_ref(decision.ruling, lang)} "
                 f"({ruling_file(decision.ruling)})")
    if quote:
        text += f"\n      «{' '.join(clause.quote.split())}»"
    return text


def _names(res: Resolution, names: str, lang: str) -> str:
    """Who did it, in words: a player by name; a move of the night itself (no actor) by its action's name."""
    out = []
    for name in names.split(", "):
        if name in res.ruleset.actions and name not in res.night.players:
            name = _action_name(res, name, lang)
        out.append(name)
    return ", ".join(out)


def _cause_names(res: Resolution, decision: Decision, lang: str) -> str:
    known = {a.id for a in res.acts}
    acts = [res.night.act(c) for c in decision.causes if c in known]
    return _names(res, ", ".join(dict.fromkeys(a.actor or a.action for a in acts)), lang)


# A player's name in a text, between these two marks, when the caller asks for `marked` text: a format of
# its own (BBCode, `resolver.report.bbcode`) then shows names apart. The loader refuses control characters in
# every value, so no name or rule text holds them.
NAME_OPEN, NAME_CLOSE = "\x02", "\x03"


def _mark(res: Resolution, value: Any) -> Any:
    """A parameter with each player's name in it marked: a name, a list of names, or names joined by ', '."""
    players = res.night.players
    if isinstance(value, list):
        return [_mark(res, v) for v in value]
    if not isinstance(value, str) or not value:
        return value
    parts = value.split(", ")
    if all(part in players for part in parts):
        return ", ".join(f"{NAME_OPEN}{part}{NAME_CLOSE}" for part in parts)
    return value


def unmark(text: str) -> str:
    return text.replace(NAME_OPEN, "").replace(NAME_CLOSE, "")


def decision_text(res: Resolution, decision: Decision, lang: str = "ru", marked: bool = False) -> str:
    params = dict(decision.params)
    if decision.code == "success" and "step" in params:
        params.pop("step")
    if isinstance(params.get("by"), str) and params["by"]:
        params["by"] = _names(res, params["by"], lang)
    status = params.get("status")
    if isinstance(status, str) and (status in res.ruleset.messages or status in MESSAGES):
        # A condition named by its code (strict_failure_lists dropped it): said in words, with who caused it.
        inner = {k: v for k, v in params.items() if k != "status"}
        inner.setdefault("by", _cause_names(res, decision, lang))
        params["status"] = render(status, inner, lang, res.ruleset, genders(res))
    if marked:
        params = {k: _mark(res, v) for k, v in params.items()}
    return render(decision.code, params, lang, res.ruleset, genders(res))


def genders(res: Resolution) -> dict[str, str | None]:
    """Each player's gender as the night file gives it (`gender: f|m`), for the words that agree with it."""
    return {p.name: p.gender for p in res.scenario.players}
