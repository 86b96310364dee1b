"""The andorra rule set («Андоррская мафия»); text in `texts/andorra.txt`."""

from resolver.ruleset import RulesetSpec, register
from resolver.rulesets.andorra.data import build
from resolver.rulesets.andorra.day import attach_day


def _build() -> RulesetSpec:
    return attach_day(build())


register("andorra", _build, aliases=("андорра", "андоррская мафия"))
