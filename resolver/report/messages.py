"""Every sentence the tool says about a decision, in Russian and English, by code: `render`.

The engine's generic codes are `resolver.text.messages.MESSAGES` (re-exported here); a rule set's codes live in its
package (`resolver/rulesets/<id>/messages.py`) and reach `render` through `RulesetSpec.messages`, which is looked up
first: a rule set may also reword a generic code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from resolver.text.agree import agree

from resolver.text.messages import MESSAGES as MESSAGES
from resolver.text.results import RESULT_WORDS as RESULT_WORDS, result_word as result_word  # re-exported: the report's words

if TYPE_CHECKING:
    from resolver.specs.ruleset import RulesetSpec


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
    from resolver.rulesets import available_rulesets, get_ruleset

    for ruleset_id in available_rulesets():
        table = get_ruleset(ruleset_id).messages
        if code in table:
            return table[code]
    return (code, code)


def render(code: str, params: dict[str, Any], lang: str = "ru", ruleset: "RulesetSpec | None" = None,
           genders: Mapping[str, str | None] | None = None) -> str:
    """The sentence for `code`: the rule set's table first, then the generic one.

    A parameter `NAME_ru` / `NAME_en` fills `{NAME}` in that language, over a plain `NAME`
    (names the rule set gives in both languages). A Russian template's words agree (`resolver.text.agree`):
    `{n:слово}` with a number, `{who:написал}` with the gender of the player named (`genders`, name -> "f"/"m").
    """
    ru, en = _template(code, ruleset)
    template = ru if lang == "ru" else en
    clean = {k: (", ".join(v) if isinstance(v, list) else v) for k, v in params.items()}
    suffix = f"_{lang}"
    for key, value in list(clean.items()):
        if key.endswith(suffix):
            clean[key[: -len(suffix)]] = value
    return agree(template, _Defaults(clean), genders)
