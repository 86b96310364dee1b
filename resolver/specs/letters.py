"""What an act tells and the notes it adds, as rows of its action (`ActionSpec.rows`).

- to its actor: `RevealsRole` (a target's role, whatever the act then does), `Reports` (what the target did and
  what was done to him), `ReportedAs` (how a reporter tells this act apart), `TellsDead` (tonight's dead),
  `InVain` (a protection its target died despite);
- to the host, beside the act: `StepNote` (the step's clause), `DespiteNote` (it worked though its actor was
  blocked), `CoHost` and `PassOn` (an invitation that worked), `TimeGroup` (rival acts ordered by the time they were
  sent), `MoreTargetsOn` (more targets on a day's event).

Their handlers are `resolver.engine.notes`, `resolver.engine.order_notes`, `resolver.engine.host_notes`,
`resolver.engine.reporter`. No engine module is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from resolver.specs.refs import ClauseId, EventId, MessageCode, StatusId, Switch, TraitId
from resolver.specs.rows import Row


@dataclass(frozen=True)
class RevealsRole(Row):
    """When the act reaches a target of one of `traits` its actor is told the target's role, whatever the act then
    does (andorra L381: the Домовой «При попытке блокировки Нечисти узнает её роль»)."""

    kind = "reveals_role"
    traits: tuple[TraitId, ...]
    clause: ClauseId


@dataclass(frozen=True)
class Reports(Row):
    """After the night its actor is told what its target did and what was done to him ("story": andorra's
    Журналист), or whether he made a successful hostile act ("hostile": the допрос) (`resolver/engine/reporter.py`)."""

    kind = "reports"
    what: Literal["story", "hostile"]
    # A story's line for a target who has one of these statuses tonight (andorra L257 «Его цель исповедана»), told
    # after the hostile acts and the watches, before «сидел дома»; the act that gave the status is not told.
    status_lines: tuple[tuple[StatusId, MessageCode], ...] = ()
    # With this option at its value a hostile act is told by its name (`report_hostile_act`), else only as a
    # successful hostile act (`report_hostile`, the text's «кто-то стрелял в его цель»).
    acts_named_when: Switch | None = None
    # With this option at its value a watch that was made but found nobody (a search that missed: its target rule
    # failed) is told as a watch (`report_watch`), else as a visit (`report_visit`, andorra L259; AN-143).
    missed_watch_when: Switch | None = None
    # A successful act that is both hostile and a watch (a search that found: the shot, п.25, and the search, L96)
    # is told as both kinds (the hostile act, then the watch); with this option at its value, once, as the hostile
    # act (AN-144).
    found_watch_once_when: Switch | None = None
    # With this option at its value each visit (and each act made but not told «удачно») is told beside the lines of
    # the kinds above, answer 5 for every act that is none of 1-4; else only when there is no other line (L259
    # «Во всех остальных случаях»; AN-145).
    visits_each_when: Switch | None = None


@dataclass(frozen=True)
class ReportedAs(Row):
    """The code a reporter tells this act by, apart from the kinds of `Reports`."""

    kind = "reported_as"
    code: MessageCode


@dataclass(frozen=True)
class TellsDead(Row):
    """Its actor is told tonight's dead before his step (the Реаниматор «знает все трупы»)."""

    kind = "tells_dead"


@dataclass(frozen=True)
class InVain(Row):
    """A protective act whose target died tonight of an act that its `status` does not reach (that act has an
    `ExemptGeneral` of the status): the Доктор's heal against the Псих's blast or the Палач's axe (andorra L188).
    While the option `failed_when` has its value its actor is told «неудачно» (`code`, `clause`); otherwise the
    word stays «удачно» and the host reads a note (`note`) that the act saved no one."""

    kind = "in_vain"
    status: StatusId
    clause: ClauseId
    failed_when: Switch
    ruling: str | None = None
    code: MessageCode = "in_vain"
    note: MessageCode = "in_vain_note"


@dataclass(frozen=True)
class StepNote(Row):
    """A move that worked names the clause of its step beside its own (bankers' exhaustion, «order.1»)."""

    kind = "step_note"
    clause: ClauseId


@dataclass(frozen=True)
class DespiteNote(Row):
    """A note for the host when the act worked though its actor had one of `statuses` (with the option `when` at
    its value): who stopped him (`by`), those acts as causes (bankers B-44: a clan's kill is the clan's act, its
    sender's block does not stop it)."""

    kind = "despite"
    statuses: tuple[StatusId, ...]
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None
    when: Switch | None = None


@dataclass(frozen=True)
class CoHost(Row):
    """A host's invitation that worked (`resolver.engine.host_notes`): the note (`code`, `clause`, `ruling`) when its
    guest is himself the host of a lethal invitation's guests (bankers B-11)."""

    kind = "co_host"
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None


@dataclass(frozen=True)
class PassOn(Row):
    """A host who is herself a guest with `status` lays `mark` on her own guest, from the same host's act
    (`data["by"]` = that host), and the host is told (`code`, params `who`, `host`; bankers B-42)."""

    kind = "passes_on"
    status: StatusId
    mark: str  # a status this act gives
    code: MessageCode
    clause: ClauseId
    ruling: str | None = None
    when: Switch | None = None


@dataclass(frozen=True)
class TimeGroup(Row):
    """Acts of rival actions of one `group` are ordered by the time they were sent («пришедшая раньше», `clause`)
    with the option `rule` at its value; with the option `lot` at its value the host's lot decides (`lot_clause`)."""

    kind = "time_group"
    group: str
    rule: Switch
    clause: ClauseId
    lot: Switch | None = None
    lot_clause: ClauseId | None = None


@dataclass(frozen=True)
class MoreTargetsOn(Row):
    """On a day with `event` the action takes up to `targets` targets (bankers Полнолуние: the clan kills two, L175),
    said with `clause`; `distinct`, the ruling that they differ."""

    kind = "more_targets_on"
    event: EventId
    targets: int
    clause: ClauseId
    distinct: str | None = None
