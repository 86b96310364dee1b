"""The bankers rule set («банкиры»): two mafia clans; text in `texts/bankers.txt`.

`clauses` maps clause ids to line ranges of the text, `data` is the rule set as
data, `policy` the few hooks the engine's mechanics do not yet cover, `post` the
morning post's and private results' data, `messages` every sentence by code, `checks`
what a file must satisfy beyond the generic checks (check rows).
"""

from resolver.specs.ruleset import RulesetSpec

from resolver.rulesets import register
from resolver.rulesets.bankers.checks import CHECKS
from resolver.rulesets.bankers.data import build
from resolver.rulesets.bankers.day import attach_day
from resolver.rulesets.bankers.messages import MESSAGES
from resolver.rulesets.bankers.option_names import OPTION_NAMES


def _build() -> RulesetSpec:
    spec = build()
    spec.messages = MESSAGES
    spec.checks = CHECKS
    spec.option_names = OPTION_NAMES
    return attach_day(spec)


register("bankers", _build, aliases=("банкиры", "банкиры (два клана)"))
