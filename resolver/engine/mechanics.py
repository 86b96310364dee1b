"""The registry: one handler per kind of mechanic row, and the order each stage of an act asks them in.

`HANDLERS` maps every row type of the rule kinds (`resolver.specs.rows.ROW_KINDS`) to the engine's handler of it
(`resolver.engine.handler.Handler`); `tests/test_mechanics.py` fails when a row type has none. A row the engine's
general machinery reads where its mechanic lives (the conditions, the protection queue, the night's compiler) has a
`ReadElsewhere` entry that names the place. Each stage's order is its tuple below: row types, and for the move's
limits the checks of the role that are not rows (its moves, `RoleSpec.only_without`, the bands). An action's rows
are laid out in these orders once (`resolver.engine.act_plan.act_plan`).

A new mechanic: its row type (in the family module of `resolver/specs`), its handler (beside its mechanic here),
its entry in `_HANDLERS` and in the stages it takes part in, and its primitive test (`tests/test_primitives.py`).
"""

from __future__ import annotations

from typing import Any, Callable

from resolver.engine.answers import AnswersEffect, AnswerTableEffect, RelayEffect, SeekStands
from resolver.engine.band import band_failure
from resolver.engine.derived import (
    GroupAct,
    KillsActorGiversEffect,
    OnKillOfEffect,
    RedirectsLimit,
    TakesGiversEffect,
    TransformsOnKillEffect,
)
from resolver.engine.effects import HostEffect, KillEffect, LaysEffect, LeavesEffect, ReplaceEffect, ReviveEffect
from resolver.engine.effects import TargetLetterEffect
from resolver.engine.gifts import GiftEffect
from resolver.engine.handler import Failure, Handler
from resolver.engine.host_notes import CoHostNote, PassOnNote
from resolver.engine.limits import (
    ClanSingleLimit,
    NeedsFoundLimit,
    NeedsRestLimit,
    NotSelfLimit,
    PerTargetLimit,
    RepeatBanLimit,
    RepeatLimitLimit,
    TeamSingleLimit,
    UsesPerGameLimit,
    kind_failure,
    role_failure,
)
from resolver.engine.night import Act, Night
from resolver.engine.notes import ClanMoveNote, ClanSharedNote, MoreTargetsNote, StepNoteNote
from resolver.engine.order_notes import DespiteNoteNote, TimeGroupNote
from resolver.engine.recruit import MakesItemEffect, RecruitEffect
from resolver.engine.reporter import InVainReport, StoryReport, TellsDeadReport
from resolver.engine.standing import (
    ActorBarStands,
    CancelStands,
    ClanGoneStands,
    HuntLimit,
    NeedsItemLimit,
    NotWithHuntLimit,
    OffWhenStands,
)
from resolver.engine.takes import TakeEffect
from resolver.engine.targets import TargetRuleStands
from resolver.engine.turning import RevealsRoleNote
from resolver.engine.watch import SightEffect
from resolver.specs.action import GiftSpec, ReplaceSpec, TakeSpec
from resolver.specs.derived import (
    Branches,
    Forces,
    GroupOf,
    KillsActorGivers,
    OnKillOf,
    OnWatched,
    Redirects,
    TakesGiversOf,
    TransformsOnKill,
)
from resolver.specs.effects import (
    Answers,
    AnswerTable,
    Host,
    Kill,
    Lays,
    Leaves,
    MakesItem,
    Relay,
    Revive,
    SetsFlag,
    TargetLetter,
    TurnsPending,
)
from resolver.specs.letters import (
    CoHost,
    DespiteNote,
    MoreTargetsOn,
    PassOn,
    ReportedAs,
    Reports,
    RevealsRole,
    StepNote,
    TellsDead,
    InVain,
    TimeGroup,
)
from resolver.specs.limits import (
    ActorBar,
    CancelSpec,
    ClanGone,
    ClanMove,
    ClanPick,
    CountedFrom,
    ClanShared,
    ClanSingle,
    Hunt,
    NeedsEvent,
    NeedsFound,
    NeedsItem,
    NeedsRest,
    NotSelf,
    NotWithHunt,
    OffWhen,
    PerTarget,
    RepeatBan,
    RepeatLimit,
    TeamSingle,
    UsesPerGame,
)
from resolver.specs.nature import ClanLevel, ExemptGeneral, HostileOn, IgnoresProtections, TargetMayBeDead
from resolver.specs.role import RecruitSpec
from resolver.specs.rows import Row
from resolver.specs.ruleset import RulesetSpec
from resolver.specs.target import Condition, SeekSpec, SightSpec, TargetRule


class ReadElsewhere(Handler[Row]):
    """A row read where its mechanic lives, not at a stage of one act: `where` names the place."""

    def __init__(self, row_type: type[Row], where: str) -> None:
        self.row_type = row_type
        self.where = where


_HANDLERS: tuple[Handler[Any], ...] = (
    # a move's limits
    NotSelfLimit(), RepeatLimitLimit(), RepeatBanLimit(), PerTargetLimit(), UsesPerGameLimit(), NeedsItemLimit(),
    NeedsFoundLimit(), NeedsRestLimit(), TeamSingleLimit(), ClanSingleLimit(), HuntLimit(), NotWithHuntLimit(),
    ClanGoneStands(), CancelStands(), OffWhenStands(), ActorBarStands(), ClanMoveNote(), ClanSharedNote(),
    # who the target is, what the act does
    TargetRuleStands(), SeekStands(), ReplaceEffect(), ReviveEffect(), RecruitEffect(), HostEffect(), KillEffect(),
    AnswersEffect(), AnswerTableEffect(), RelayEffect(), SightEffect(), MakesItemEffect(), TakeEffect(), GiftEffect(),
    LeavesEffect(), TargetLetterEffect(), LaysEffect(),
    # the acts it derives, what a kill sets off
    RedirectsLimit(), GroupAct(), TransformsOnKillEffect(), OnKillOfEffect(), TakesGiversEffect(),
    KillsActorGiversEffect(),
    # what it tells, the notes it adds
    RevealsRoleNote(), StepNoteNote(), MoreTargetsNote(), TimeGroupNote(), DespiteNoteNote(), CoHostNote(),
    PassOnNote(), TellsDeadReport(), StoryReport(), InVainReport(),
    # read where their mechanic lives
    ReadElsewhere(Condition, "resolver.engine.conditions.conditions_for: the action's listed failures"),
    ReadElsewhere(ExemptGeneral, "resolver.engine.conditions.conditions_for: a general condition not reaching it"),
    ReadElsewhere(ClanLevel, "resolver.engine.conditions.conditions_for: no «personal» general condition"),
    ReadElsewhere(TargetMayBeDead, "resolver.engine.conditions.conditions_for: no «targeted» general condition"),
    ReadElsewhere(HostileOn, "resolver.engine.night.Night.action: the hostile twin at a target of the trait"),
    ReadElsewhere(IgnoresProtections, "resolver.engine.stages.row_applies: the protection queue passes it by"),
    ReadElsewhere(ClanPick, "resolver.engine.moves.compile_moves: a clan's one move among its members'"),
    ReadElsewhere(CountedFrom, "resolver.engine.moves.compile_moves: whose moves of the action count at all"),
    ReadElsewhere(Branches, "resolver.engine.moves.compile_moves, branch_failure: a move's branches"),
    ReadElsewhere(Forces, "resolver.engine.recruit.forced_acts, forced_failure: a role's forced act"),
    ReadElsewhere(OnWatched, "resolver.engine.watch.watch_acts: a watch's strike at the act it saw"),
    ReadElsewhere(NeedsEvent, "the input's move entry (resolver/input/entry.py): offered on the event's day"),
    ReadElsewhere(TurnsPending, "resolver.engine.turning.turn_pending, asked by `Lays`"),
    ReadElsewhere(SetsFlag, "resolver.engine.carry.carry_kept: a flag of the carried state"),
    ReadElsewhere(ReportedAs, "resolver.engine.reporter: how a reporter tells this act apart"),
)
HANDLERS: dict[type[Row], Handler[Any]] = {h.row_type: h for h in _HANDLERS}

# A check of the role, asked among the rows' limits: (night, act) -> failure, and whether an action may fail it.
RoleCheck = tuple[Callable[[Night, Act], "Failure | None"], Callable[[RulesetSpec, str], bool]]
KIND_OF_ROLE: RoleCheck = (kind_failure, lambda rs, aid: aid in rs.role_actions() or aid in rs.engine_actions())
ONLY_WITHOUT: RoleCheck = (role_failure, lambda rs, aid: any(a == aid for r in rs.roles.values()
                                                              for a, _roles, _c in r.only_without))
BAND_SIZE: RoleCheck = (band_failure, lambda rs, aid: any(b.min_for is not None and aid in b.min_for[0]
                                                           for b in rs.bands))

# The limits of a player's move from the night alone, in the order the first broken one is reported.
ILLEGAL: tuple[type[Row] | RoleCheck, ...] = (KIND_OF_ROLE, NotSelf, RepeatLimit, PerTarget, ONLY_WITHOUT, ClanSingle,
                                              TeamSingle, GiftSpec, BAND_SIZE, NeedsFound, NeedsRest, Relay)
# A group act's quorum (asked first, for the engine's own act); then, for a player's move, after the night's
# limits, those read from the branch.
QUORUM: tuple[type[Row], ...] = (GroupOf,)
LIMIT: tuple[type[Row], ...] = (Redirects, RepeatBan, NeedsItem, UsesPerGame, Hunt, NotWithHunt)
# Whether the move stands at all, then who its target is: the target rules, a search, a seat, a corpse.
STANDS: tuple[type[Row], ...] = (ClanGone, CancelSpec, OffWhen, ActorBar, TargetRule, SeekSpec, ReplaceSpec, Revive)
INPUTS: tuple[type[Row], ...] = (GroupOf, NeedsItem)
REACHED: tuple[type[Row], ...] = (RecruitSpec,)
MET: tuple[type[Row], ...] = (RevealsRole,)
WORKED: tuple[type[Row], ...] = (StepNote,)
NOTED: tuple[type[Row], ...] = (ClanMove, ClanShared)
SETTLED: tuple[type[Row], ...] = (RecruitSpec,)
PERFORMED: tuple[type[Row], ...] = (NeedsItem,)
# What the act does: its effect (one of the first eight), then what it leaves.
APPLY: tuple[type[Row], ...] = (Host, Kill, Answers, AnswerTable, Relay, Revive, SightSpec, ReplaceSpec, RecruitSpec,
                                MakesItem, TakeSpec, GiftSpec, Leaves, TargetLetter, Lays)
ON_VICTIM: tuple[type[Row], ...] = (TransformsOnKill, OnKillOf, TakesGiversOf)
ON_KILL: tuple[type[Row], ...] = (KillsActorGivers,)
AFTER: tuple[type[Row], ...] = (GroupOf, MoreTargetsOn, TimeGroup, DespiteNote, CoHost, PassOn)
REPORTED: tuple[type[Row], ...] = (TellsDead, Reports, InVain)
PRODUCES: tuple[type[Row], ...] = (Leaves, Host, Kill, Lays)
CARRY: tuple[type[Row], ...] = (RepeatBan, PerTarget, RepeatLimit, NeedsRest, Answers, UsesPerGame)

ORDER: dict[str, tuple[Any, ...]] = {
    "illegal": ILLEGAL, "quorum": QUORUM, "limit": LIMIT, "stands": STANDS, "inputs": INPUTS, "reached": REACHED,
    "met": MET, "worked": WORKED, "noted": NOTED, "settled": SETTLED, "performed": PERFORMED, "apply": APPLY,
    "on_victim": ON_VICTIM, "on_kill": ON_KILL, "after": AFTER, "reported": REPORTED, "produces": PRODUCES,
    "carry": CARRY,
}
