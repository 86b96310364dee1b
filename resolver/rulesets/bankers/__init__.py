"""The bankers rule set («банкиры»): two mafia clans; text in `texts/bankers.txt`.

`clauses` maps clause ids to line ranges of the text, `data` is the rule set as
data, `policy` the few hooks the engine's mechanics do not yet cover.
"""

from resolver.ruleset import register
from resolver.rulesets.bankers.data import build

register("bankers", build, aliases=("банкиры", "банкиры (два клана)"))
