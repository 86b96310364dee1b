"""The night as editable tables (players, moves) and back to scenario YAML.

Names are shown as the rule text writes them (Russian role and action names);
whatever the tables do not show (player state, Жулик branches, options,
expect, ...) is carried over from the night the tables were built from.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import yaml

from resolver.input.loader import parse_text
from resolver.specs.ruleset import RulesetSpec

PLAYER_COLUMNS = ["name", "role", "clan", "items", "alive", "doomed_by"]
MOVE_COLUMNS = ["actor", "action", "target", "target2", "time"]
SCHEMA_HEADER = "# yaml-language-server: $schema=../scenario.schema.json\n"


def night_data(text: str) -> dict[str, Any]:
    """The night as plain data, typed where the schema allows (as the host wrote names)."""
    parsed = parse_text(text)
    if parsed.scenario is not None:
        return parsed.scenario.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    return dict(parsed.raw) if isinstance(parsed.raw, dict) else {}


def _name(table: dict[str, Any], lookup: Any, value: Any) -> str:
    if value in (None, ""):
        return ""
    found = lookup(str(value))
    return table[found].name_ru if found else str(value)


def _truth(value: Any) -> bool:
    return str(value).strip().lower() not in ("false", "no", "off", "0", "n", "f", "нет")


def _targets(move: dict[str, Any]) -> list[str]:
    def as_list(value: Any) -> list[Any]:
        if value is None:
            return []
        return value if isinstance(value, list) else [value]  # `targets: Пётр` is one name, not letters

    return [str(x) for x in as_list(move.get("target")) + as_list(move.get("targets"))]


move_targets = _targets  # a move's targets, whichever key the file used


def players_frame(data: dict[str, Any], rs: RulesetSpec) -> pd.DataFrame:
    rows = []
    for p in data.get("players") or []:
        if not isinstance(p, dict):
            continue
        state = p.get("state") or {}
        items = p.get("items") or []
        rows.append({
            "name": str(p.get("name") or ""),
            "role": _name(rs.roles, rs.role_id, p.get("role")),
            "clan": (rs.clan_id(str(p["clan"])) or str(p["clan"])) if p.get("clan") not in (None, "") else None,
            "items": [_name(rs.items, rs.item_id, i) for i in (items if isinstance(items, list) else [items])],
            "alive": _truth(p.get("alive", True)),
            "doomed_by": state.get("doomed_by") if isinstance(state, dict) else None,
        })
    frame = pd.DataFrame(rows, columns=PLAYER_COLUMNS)
    frame["alive"] = frame["alive"].astype(bool)
    for col in ("name", "role", "clan", "doomed_by"):
        frame[col] = frame[col].astype("object")
    return frame


def moves_frame(data: dict[str, Any], rs: RulesetSpec) -> pd.DataFrame:
    rows = []
    for m in data.get("moves") or []:
        if not isinstance(m, dict):
            continue
        targets = _targets(m)
        rows.append({
            "actor": str(m.get("actor") or ""),
            "action": _name(rs.actions, rs.action_id, m.get("action")),
            "target": targets[0] if targets else None,
            "target2": targets[1] if len(targets) > 1 else None,
            "time": str(m["time"]) if m.get("time") not in (None, "") else None,
        })
    frame = pd.DataFrame(rows, columns=MOVE_COLUMNS)
    return frame.astype("object")


def day_values(data: dict[str, Any], rs: RulesetSpec) -> dict[str, Any]:
    raw_day = data.get("day")
    day: dict[str, Any] = raw_day if isinstance(raw_day, dict) else {}
    lynched = day.get("lynched") or []
    return {
        "title": str(data.get("title") or ""),
        "night": int(str(data.get("night") or 1)) if str(data.get("night") or 1).isdigit() else 1,
        "lynched": [str(x) for x in (lynched if isinstance(lynched, list) else [lynched])],
        "event": _name(rs.events, rs.event_id, day.get("event")) or None,
        "next_event": _name(rs.events, rs.event_id, day.get("next_event")) or None,
    }


def _text(value: Any) -> str:
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return ""
    return str(value).strip()


def _list(value: Any) -> list[str]:
    if value is None or isinstance(value, (str, float)):
        return [value] if isinstance(value, str) and value.strip() else []
    return [str(v) for v in value]


def _alive(value: Any) -> bool:
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return True
    return _truth(value)


alive_cell = _alive  # a «Жив» cell as the grid gives it (empty in a row being added: alive)


def _extra(items: list[Any], index: Any) -> dict[str, Any]:
    if isinstance(index, int) and 0 <= index < len(items) and isinstance(items[index], dict):
        extra: dict[str, Any] = items[index]
        return extra
    return {}


def night_from_tables(base: dict[str, Any], players: pd.DataFrame, moves: pd.DataFrame, day: dict[str, Any],
                      rs: RulesetSpec, renamed: dict[str, str] | None = None) -> dict[str, Any]:
    """A scenario mapping: the tables over `base` (rows are matched to `base` by index)."""
    renamed = renamed or {}
    raw_players, raw_moves = base.get("players"), base.get("moves")
    base_players: list[Any] = raw_players if isinstance(raw_players, list) else []
    base_moves: list[Any] = raw_moves if isinstance(raw_moves, list) else []
    out_players = []
    for index, row in players.iterrows():
        name = _text(row["name"])
        if not name:
            continue
        old = _extra(base_players, index)
        player: dict[str, Any] = {"name": name, "role": _text(row["role"])}
        if _text(row["clan"]):
            player["clan"] = _text(row["clan"])
        items = _list(row["items"])
        if items:
            player["items"] = items
        if not _alive(row["alive"]):
            player["alive"] = False
        same = old.get("name") == name or renamed.get(str(old.get("name"))) == name
        if same and old.get("side") is not None:
            player["side"] = old["side"]
        old_state = old.get("state")
        state = dict(old_state) if same and isinstance(old_state, dict) else {}
        state.pop("doomed_by", None)
        doomed = renamed.get(_text(row["doomed_by"]), _text(row["doomed_by"]))
        if doomed:
            state = {"doomed_by": doomed, **state}
        if state:
            player["state"] = state
        out_players.append(player)
    out_moves = []
    for index, row in moves.iterrows():
        actor = renamed.get(_text(row["actor"]), _text(row["actor"]))
        action = _text(row["action"])
        targets = [renamed.get(_text(row[c]), _text(row[c])) for c in ("target", "target2") if _text(row[c])]
        if not (actor or action or targets):
            continue
        move: dict[str, Any] = {"actor": actor, "action": action}
        if len(targets) == 1:
            move["target"] = targets[0]
        elif targets:
            move["targets"] = targets
        if _text(row["time"]):
            move["time"] = _text(row["time"])
        old = _extra(base_moves, index)
        same_action = rs.action_id(str(old.get("action", ""))) == rs.action_id(action)
        if old and renamed.get(str(old.get("actor")), old.get("actor")) == actor and same_action:
            for key in ("by", "branches", "note"):
                if old.get(key):
                    move[key] = old[key]
        out_moves.append(move)
    out: dict[str, Any] = {"ruleset": base.get("ruleset", "bankers")}
    if day.get("title"):
        out["title"] = day["title"]
    for key in ("description",):
        if base.get(key):
            out[key] = base[key]
    out["night"] = int(day.get("night") or 1)
    if base.get("options"):
        out["options"] = base["options"]
    out["players"] = out_players
    base_day = base.get("day")
    new_day = {k: v for k, v in (base_day if isinstance(base_day, dict) else {}).items()
               if k not in ("lynched", "event", "next_event")}
    for key in ("event", "next_event"):
        if day.get(key):
            new_day[key] = day[key]
    if day.get("lynched"):
        new_day["lynched"] = [renamed.get(n, n) for n in day["lynched"]]
    if new_day:
        out["day"] = new_day
    out["moves"] = out_moves
    if base.get("expect"):
        out["expect"] = base["expect"]
    return out


def renames(base: pd.DataFrame, edited: pd.DataFrame) -> dict[str, str]:
    """Old name -> new name for rows whose name was edited in place."""
    out = {}
    for index, row in edited.iterrows():
        if index in base.index:
            old, new = _text(base.loc[index, "name"]), _text(row["name"])
            if old and new and old != new:
                out[old] = new
    return out


def dump(data: dict[str, Any]) -> str:
    body = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=120)
    return SCHEMA_HEADER + body
