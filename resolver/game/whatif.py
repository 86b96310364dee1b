"""What-if: change a night, resolve it again, and say what changed.

Also: which host option would settle an ambiguous night, and the `expect`
block that turns a resolved night into a golden case for `mafia-night check`.
Changes are made on the scenario as the host wrote it (names, not ids), and
the variant is written back to YAML and loaded like any file, so a bad change
is reported with the same located problems as the CLI.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from model import Scenario
from resolver.api import Resolution, resolve_text
from resolver.input.loader import parse_text

SCHEMA_REF = "../scenario.schema.json"


# ------------------------------------------------------------ changes
@dataclass(frozen=True)
class MoveTargets:
    """Move number `index` (0-based, as in the file) gets new targets."""

    index: int
    targets: tuple[str, ...]


@dataclass(frozen=True)
class Items:
    player: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class OptionValue:
    name: str
    value: Any


@dataclass(frozen=True)
class PlayerStatus:
    """Alive or not before the night, and the Шизик whose victim the player is."""

    player: str
    alive: bool | None = None
    doomed_by: str | None = None
    set_doomed_by: bool = False


Change = Union[MoveTargets, Items, OptionValue, PlayerStatus]


def apply_changes(scenario: Scenario, changes: list[Change]) -> Scenario:
    out = scenario.model_copy(deep=True)
    players = {p.name: p for p in out.players}
    for change in changes:
        if isinstance(change, MoveTargets):
            out.moves[change.index].targets = list(change.targets)
        elif isinstance(change, Items):
            players[change.player].items = list(change.items)
        elif isinstance(change, OptionValue):
            out.options[change.name] = change.value
        elif isinstance(change, PlayerStatus):
            player = players[change.player]
            if change.alive is not None:
                player.alive = change.alive
            if change.set_doomed_by:
                player.state.doomed_by = change.doomed_by
    return out


def night_yaml(scenario: Scenario, schema_ref: str | None = SCHEMA_REF, expect: dict[str, Any] | None = None) -> str:
    """A scenario as YAML a host can read: a move with one target on one line, `expect` in block style."""
    import yaml

    data = scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    data.pop("expect", None)
    data["moves"] = [_one_target(m) for m in data.get("moves", [])]
    body = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110)
    if expect is not None:
        body += yaml.safe_dump({"expect": expect}, allow_unicode=True, sort_keys=False,
                               default_flow_style=False, width=110)
    header = f"# yaml-language-server: $schema={schema_ref}\n" if schema_ref else ""
    return header + body


def _one_target(move: dict[str, Any]) -> dict[str, Any]:
    targets = move.get("targets", [])
    if len(targets) != 1:
        return move
    out: dict[str, Any] = {}
    for key, value in move.items():
        if key == "targets":
            out["target"] = value[0]
        else:
            out[key] = value
    return out


def variant_text(text: str, changes: list[Change], schema_ref: str | None = SCHEMA_REF) -> str | None:
    """The night with the changes, as YAML; None when the night itself does not parse."""
    parsed = parse_text(text)
    if parsed.scenario is None:
        return None
    return night_yaml(apply_changes(parsed.scenario, changes), schema_ref)


# ---------------------------------------------------------- comparison
@dataclass(frozen=True)
class MoveDiff:
    actor: str
    action: str  # display name
    targets_before: str | None  # None: the move is not in that night
    targets_after: str | None
    result_before: str | None
    result_after: str | None
    text_before: str
    text_after: str


@dataclass(frozen=True)
class DeathDiff:
    player: str
    before: str | None  # kind label, None = alive
    after: str | None


@dataclass
class Comparison:
    moves: list[MoveDiff] = field(default_factory=list)
    deaths: list[DeathDiff] = field(default_factory=list)
    alternatives: tuple[int, int] = (1, 1)

    @property
    def same(self) -> bool:
        return not self.moves and not self.deaths


def _move_table(res: Resolution, alt_index: int, lang: str) -> dict[tuple[Any, ...], dict[str, Any]]:
    from resolver.report import move_rows

    table: dict[tuple[Any, ...], dict[str, Any]] = {}
    for row in move_rows(res, res.alternatives[alt_index], lang):
        origin = res.night.act(row["act"]).origin if row["act"] else "move"
        key: tuple[Any, ...] = (row["move"], row["actor"], row["action_id"], origin)
        if key in table:  # the same move twice: tell them apart by target
            key = key + (row["targets"],)
        table[key] = row
    return table


def _death_label(res: Resolution, kind: str | None, lang: str) -> str | None:
    if kind is None:
        return None
    spec = res.ruleset.kill_kinds.get(kind)
    if spec is None:
        return kind
    return spec.label_ru if lang == "ru" else spec.label_en


def compare(before: Resolution, after: Resolution, before_alt: int = 0, after_alt: int = 0,
            lang: str = "ru") -> Comparison:
    """What differs between two resolved nights (or two outcomes of one night)."""
    out = Comparison(alternatives=(len(before.alternatives), len(after.alternatives)))
    rows_b = _move_table(before, before_alt, lang)
    rows_a = _move_table(after, after_alt, lang)
    for key in list(rows_b) + [k for k in rows_a if k not in rows_b]:
        rb, ra = rows_b.get(key), rows_a.get(key)
        if rb is not None and ra is not None and (rb["result"], rb["targets"]) == (ra["result"], ra["targets"]):
            continue
        any_row = rb or ra
        assert any_row is not None
        out.moves.append(MoveDiff(
            actor=any_row["actor"], action=any_row["action"],
            targets_before=rb["targets"] if rb else None, targets_after=ra["targets"] if ra else None,
            result_before=rb["result"] if rb else None, result_after=ra["result"] if ra else None,
            text_before=rb["result_text"] if rb else "—", text_after=ra["result_text"] if ra else "—",
        ))
    deaths_b = before.alternatives[before_alt].deaths
    deaths_a = after.alternatives[after_alt].deaths
    for name in sorted(set(deaths_b) | set(deaths_a)):
        kb = deaths_b[name].kind if name in deaths_b else None
        ka = deaths_a[name].kind if name in deaths_a else None
        if kb != ka:
            out.deaths.append(DeathDiff(name, _death_label(before, kb, lang), _death_label(after, ka, lang)))
    return out


def compare_alternatives(res: Resolution, lang: str = "ru") -> list[Comparison]:
    """Outcome №1 against each other outcome of an ambiguous night."""
    return [compare(res, res, 0, i, lang) for i in range(1, len(res.alternatives))]


@dataclass(frozen=True)
class OutcomeRow:
    """A move (values: results) or a player (values: kind of death, None = alive) across the outcomes."""

    kind: str  # move | death
    what: str
    values: tuple[str | None, ...]


def outcome_table(res: Resolution, lang: str = "ru") -> list[OutcomeRow]:
    """What differs between the outcomes of an ambiguous night, side by side."""
    n = len(res.alternatives)
    tables = [_move_table(res, i, lang) for i in range(n)]
    keys = list(dict.fromkeys(k for table in tables for k in table))
    rows: list[OutcomeRow] = []
    for key in keys:
        found = [table.get(key) for table in tables]
        results = tuple(r["result"] if r else None for r in found)
        if len(set(results)) > 1:
            any_row = next(r for r in found if r)
            rows.append(OutcomeRow("move", f"{any_row['actor']}: {any_row['action']} → {any_row['targets']}", results))
    names = sorted({name for alt in res.alternatives for name in alt.deaths})
    for name in names:
        fates = tuple(_death_label(res, alt.deaths[name].kind if name in alt.deaths else None, lang)
                      for alt in res.alternatives)
        if len(set(fates)) > 1:
            rows.append(OutcomeRow("death", name, fates))
    return rows


# ------------------------------------------------- what settles a night
@dataclass(frozen=True)
class Decider:
    """Setting `option` to `value` leaves one outcome: the original outcome №`outcome` (1-based)."""

    option: str
    value: Any
    ruling: str
    description: str
    outcome: int | None  # None: the single outcome is none of the original ones


def deciding_options(text: str, res: Resolution) -> list[Decider]:
    """Host options whose other value leaves an ambiguous night with one outcome."""
    if not res.ambiguous:
        return []
    parsed = parse_text(text)
    if parsed.scenario is None:
        return []
    out: list[Decider] = []
    for name, spec in res.ruleset.options.items():
        if not isinstance(spec.values, tuple):
            continue
        current = res.night.options.get(name, spec.default)
        for value in spec.values:
            if value == current:
                continue
            variant = night_yaml(apply_changes(parsed.scenario, [OptionValue(name, value)]))
            loaded, other = resolve_text(variant, "what-if.yaml")
            if other is None or other.ambiguous or not other.alternatives:
                continue
            outcome = next((i + 1 for i in range(len(res.alternatives)) if compare(res, other, i, 0).same), None)
            out.append(Decider(name, value, spec.ruling, spec.description, outcome))
    return out


def untimed_ring_moves(res: Resolution) -> list[str]:
    """Act ids in a ring of moves that the text orders by time («пришедшая раньше») but have no `time:`."""
    out: list[str] = []
    for members in res.cycles():
        for act_id in members:
            act = res.night.act(act_id)
            if act.time is None and res.ruleset.actions[act.action].params.get("time_group"):
                out.append(act_id)
    return out


# --------------------------------------------------------- golden cases
def _unique(pairs: list[tuple[str, str]]) -> dict[str, str]:
    """key -> value, leaving out keys that would need two different values."""
    seen: dict[str, set[str]] = {}
    for key, value in pairs:
        seen.setdefault(key, set()).add(value)
    return {key: next(iter(values)) for key, values in seen.items() if len(values) == 1}


def expect_block(res: Resolution) -> dict[str, Any]:
    """What `resolver.game.golden.compare` checks, as this resolution has it (outcome №1, or the host's choice)."""
    rs = res.ruleset
    alt = res.chosen
    expect: dict[str, Any] = {}
    if res.ambiguous:
        expect["alternatives"] = len(res.alternatives)
    if res.used_fallback:
        expect["fallback"] = True
    expect["deaths"] = [{name: rs.kill_kinds[d.kind].label_ru if d.kind in rs.kill_kinds else d.kind}
                        for name, d in sorted(alt.deaths.items(), key=lambda kv: (kv[1].order, kv[0]))]
    results: list[tuple[str, str]] = []
    reasons: list[tuple[str, str]] = []
    for act in res.acts:
        outcome = alt.outcomes.get(act.id)
        if act.origin == "pseudo" or act.actor is None or outcome is None:
            continue
        key = f"{act.actor}/{rs.actions[act.action].name_ru}"
        results.append((key, outcome.result))
        codes = [alt.decision(i).code for i in outcome.reasons if alt.decision(i).kind == "reason"]
        if codes:
            reasons.append((key, codes[0]))
    for nc in res.night.not_counted:
        key = f"{nc.actor}/{rs.actions[nc.action].name_ru}"
        results.append((key, "not_counted"))
        reasons.append((key, nc.code))
    moves = _unique(results)
    if moves:
        expect["moves"] = moves
    why = {k: v for k, v in _unique(reasons).items() if k in moves}
    if why:
        expect["reasons"] = why
    doomed = sorted(n for n, s in alt.summary.get("carried", {}).items() if s.doomed_by)
    if doomed:
        expect["doomed"] = doomed
    return expect


def golden_yaml(text: str, res: Resolution, schema_ref: str | None = SCHEMA_REF) -> str:
    """The night as the host wrote it, with an `expect` block of its outcome."""
    parsed = parse_text(text)
    if parsed.scenario is None:
        raise ValueError("golden_yaml needs a night that parses")
    return night_yaml(parsed.scenario, schema_ref, expect=expect_block(res))
