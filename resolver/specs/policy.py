"""A rule set's hooks for what no mechanic covers yet (`Policy`), re-exported by `resolver.specs.ruleset`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from resolver.engine.hooks import AfterAct, AfterNight, ExpandActs, StaticFailure


@dataclass
class Policy:
    """Hooks a rule set may give for what no mechanic covers yet; each sees a `NightView`
    (`resolver.engine.hooks`), never the engine's insides. The defaults are the plain reading."""

    # night -> its acts, when the rule set compiles moves itself (a clan's kill by role priority)
    expand_acts: "ExpandActs | None" = None
    # (night, act, view) -> (code, clause, ruling, params) when the act fails for a reason that is
    # not a status or a target rule
    static_failure: "StaticFailure | None" = None
    # (view, act): what a performed act adds (check answers, what a watcher saw)
    after_act: "AfterAct | None" = None
    # view -> the summary carried to the next night, with the letters and post lines it records
    after_night: "AfterNight | None" = None
