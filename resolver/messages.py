"""Every sentence the tool says about a decision, in Russian and English, by code.

This table holds the engine's generic codes only (a move that worked, a dead actor or target,
the order of moves, rings of moves, the report's own lines). A rule set's codes live in its
package (`resolver/rulesets/<id>/messages.py`) and reach `render` through `RulesetSpec.messages`,
which is looked up first: a rule set may also reword a generic code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from resolver.ruleset import RulesetSpec

MESSAGES: dict[str, tuple[str, str]] = {
    # results and reasons
    "success": ("ход удался", "the move worked"),
    "actor_dead": ("{who} мертв к этому шагу ({by})", "{who} is dead by this step ({by})"),
    "target_dead": ("цель {who} мертва ({by})", "the target {who} is dead ({by})"),
    # ties and the order of moves
    "earlier_request": ("заявка {first} пришла раньше ({first_time}), чем заявка {later} ({later_time})",
                        "{first}'s request came earlier ({first_time}) than {later}'s ({later_time})"),
    "step": ("по порядку ходов", "by the order of moves"),
    "later_step": ("«{what}» ({by}, {step}) идёт позже по порядку ходов и этот ход ({own_step}) не отменяет",
                   "«{what}» ({by}, {step}) comes later in the order of moves and does not undo this move ({own_step})"),
    "same_step": ("«{what}» ({by}) на том же шаге: ходы одного шага одновременны",
                  "«{what}» ({by}) is at the same step: moves of one step are simultaneous"),
    # {status}: the dropped condition's own sentence (resolver.report.decision_text renders it)
    "not_in_list": ("{status}, но этого нет в списке неудач его роли, а строгие списки включены (strict_failure_lists)",
                    "{status}, but that is not in his role's failure list, and strict_failure_lists is on"),
    # cycles
    "cycle_resolved": ("ходы влияют друг на друга по кругу ({acts}); согласованный исход один",
                       "these moves affect each other in a ring ({acts}); one consistent outcome"),
    "cycle_ambiguous": ("ходы влияют друг на друга по кругу ({acts}); согласованных исходов {count}, "
                        "это исход №{alternative} — нужно решение ведущего",
                        "these moves affect each other in a ring ({acts}); {count} consistent outcomes, "
                        "this is outcome #{alternative}: the host must rule"),
    "cycle_fallback": ("у круга ходов ({acts}) нет согласованного исхода; решил порядок ходов, раньше — первым",
                       "the ring of moves ({acts}) has no consistent outcome; the order of moves decided, "
                       "earliest first"),
    # the report's own lines
    "nobody_died": ("Этой ночью никто не погиб.", "Nobody died tonight."),
    "derived_move": ("производный ход", "derived move"),
    "several_outcomes": ("ВНИМАНИЕ: правила допускают несколько исходов, нужен выбор ведущего.",
                         "NOTE: the rules allow several outcomes; the host must rule."),
}

RESULT_WORDS = {
    "success": ("удачно", "success"),
    "failed": ("неудачно", "failed"),
    "void": ("не состоялся", "void"),
    "not_counted": ("не учтён", "not counted"),
}


class _Defaults(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "—"


def _template(code: str, ruleset: "RulesetSpec | None") -> tuple[str, str]:
    if ruleset is not None:
        found = ruleset.messages.get(code) or MESSAGES.get(code)
        return found or (code, code)
    if code in MESSAGES:
        return MESSAGES[code]
    # A caller that did not say which rule set: the first registered one that knows the code.
    from resolver.ruleset import available_rulesets, get_ruleset

    for ruleset_id in available_rulesets():
        table = get_ruleset(ruleset_id).messages
        if code in table:
            return table[code]
    return (code, code)


def render(code: str, params: dict[str, Any], lang: str = "ru", ruleset: "RulesetSpec | None" = None) -> str:
    """The sentence for `code`: the rule set's table first, then the generic one.

    A parameter `NAME_ru` / `NAME_en` fills `{NAME}` in that language, over a plain `NAME`
    (names the rule set gives in both languages).
    """
    ru, en = _template(code, ruleset)
    template = ru if lang == "ru" else en
    clean = {k: (", ".join(v) if isinstance(v, list) else v) for k, v in params.items()}
    suffix = f"_{lang}"
    for key, value in list(clean.items()):
        if key.endswith(suffix):
            clean[key[: -len(suffix)]] = value
    return template.format_map(_Defaults(clean))


def result_word(result: str, lang: str = "ru") -> str:
    ru, en = RESULT_WORDS.get(result, (result, result))
    return ru if lang == "ru" else en
