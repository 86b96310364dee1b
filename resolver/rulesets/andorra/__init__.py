"""The andorra rule set («Андоррская мафия»); text in `texts/andorra.txt`."""

from resolver.specs.ruleset import RulesetSpec

from resolver.rulesets import register
from resolver.rulesets.andorra.data import build
from resolver.rulesets.andorra.day import attach_day
from resolver.rulesets.andorra.option_names import OPTION_NAMES


def _build() -> RulesetSpec:
    spec = attach_day(build())
    spec.option_names = OPTION_NAMES
    return spec


register("andorra", _build, aliases=("андорра", "андоррская мафия"))
