"""What-if: change a night, resolve it again, and say what changed.

Also: which host option would settle an ambiguous night, and the `expect`
block that turns a resolved night into a golden case for `mafia-night check`.
The changes themselves (`MoveTargets`, `MoveAction`, `DropMove`, ...) are `resolver.game.changes`, named here too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resolver.api import Resolution, resolve_text
from resolver.game.changes import (
    SCHEMA_REF,
    Change,
    DropMove,
    Items,
    MoveAction,
    MoveTargets,
    OptionValue,
    PlayerStatus,
    apply_changes,
    fitted_targets,
    most_targets,
    move_actions,
    night_yaml,
    tonight_event,
    variant_text,
)
from resolver.input.loader import parse_text

__all__ = [
    "SCHEMA_REF",
    "Change",
    "Comparison",
    "DeathDiff",
    "Decider",
    "DropMove",
    "Items",
    "MoveAction",
    "MoveDiff",
    "MoveTargets",
    "OptionValue",
    "OutcomeRow",
    "PlayerStatus",
    "apply_changes",
    "compare",
    "compare_alternatives",
    "deciding_options",
    "expect_block",
    "fitted_targets",
    "golden_yaml",
    "most_targets",
    "move_actions",
    "night_yaml",
    "outcome_table",
    "tonight_event",
    "untimed_ring_moves",
    "variant_text",
]


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
    why_before: str = ""  # the reasons of the result, in words ("" when none: a success, or no such move)
    why_after: str = ""


@dataclass(frozen=True)
class DeathDiff:
    player: str
    before: str | None  # kind label, None = alive
    after: str | None
    why_before: str = ""  # his fate in words: who killed him, or why the move on him failed
    why_after: str = ""


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
        # Not the move's place in the file: a what-if that drops a move moves the later ones up, and they are
        # the same moves (a night holds one move of an actor and an action).
        key: tuple[Any, ...] = (row["actor"], row["action_id"], origin)
        if key in table:  # the same move twice: tell them apart by target, then by place
            key = key + (row["targets"],)
            if key in table:
                key = key + (row["move"],)
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
            why_before=rb["why"] if rb else "", why_after=ra["why"] if ra else "",
        ))
    deaths_b = before.alternatives[before_alt].deaths
    deaths_a = after.alternatives[after_alt].deaths
    for name in sorted(set(deaths_b) | set(deaths_a)):
        kb = deaths_b[name].kind if name in deaths_b else None
        ka = deaths_a[name].kind if name in deaths_a else None
        if kb != ka:
            out.deaths.append(DeathDiff(
                name, _death_label(before, kb, lang), _death_label(after, ka, lang),
                why_before=_fate_why(before, before_alt, name, deaths_a[name].act if name in deaths_a else None, lang),
                why_after=_fate_why(after, after_alt, name, deaths_b[name].act if name in deaths_b else None, lang)))
    return out


def _fate_why(res: Resolution, alt_index: int, player: str, other_kill: str | None, lang: str) -> str:
    """A player's fate in one night, in words: his death and what was ruled about it; alive while the other night
    kills him, the reasons the killing move (`other_kill`, an act id) failed here, when it is made here."""
    from resolver.report.chains import fate_decisions
    from resolver.report.wording import decision_text

    alt = res.alternatives[alt_index]
    words = [decision_text(res, d, lang) for d in fate_decisions(res, alt, player)
             if d.kind in ("death", "info", "survival")]
    if not words and other_kill is not None and player not in alt.deaths:
        row = next((r for r in _move_table(res, alt_index, lang).values() if r["act"] == other_kill), None)
        if row is not None:
            words.append(f"{row['actor']}: {row['action']} → {row['targets']}: {row['result_text']}"
                         + (f" — {row['why']}" if row["why"] else ""))
    return "; ".join(dict.fromkeys(words))


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
