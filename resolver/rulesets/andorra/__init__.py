"""The andorra rule set («Андоррская мафия»); text in `texts/andorra.txt`."""

from resolver.ruleset import register
from resolver.rulesets.andorra.data import build

register("andorra", build, aliases=("андорра", "андоррская мафия"))
