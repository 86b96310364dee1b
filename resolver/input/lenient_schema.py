"""A night's data against its schema (pydantic), leniently: each error reported with its line, the broken part
set aside (a move left out, a player's field back to its default) so the rest is still checked."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from model import Scenario
from resolver.input.load_result import LoadResult
from resolver.text.problems import pydantic_msg, say

__all__ = ["BROKEN", "validate_leniently"]

BROKEN = "\x00broken"  # the name or role of a player whose entry was broken (already reported)


def set_aside(work: dict[str, Any], loc: tuple[Any, ...], broken_moves: set[int], result: LoadResult) -> bool:
    """Remove the part of the data a validation error points at; False when nothing sensible can be."""
    head = loc[0] if loc else None
    if head == "moves" and len(loc) > 1 and isinstance(loc[1], int):
        broken_moves.add(loc[1])
        return True
    if head == "players" and len(loc) > 1 and isinstance(loc[1], int) and isinstance(work.get("players"), list):
        index = loc[1]
        player = work["players"][index]
        if not isinstance(player, dict) or len(loc) == 2:
            work["players"][index] = {"name": f"{BROKEN}{index}", "role": BROKEN}
            result.broken_players.add(index)
            return True
        if loc[2] in ("name", "role"):
            # A player without a usable name or role: the rest of the file is still checked.
            player[loc[2]] = f"{BROKEN}{index}" if loc[2] == "name" else BROKEN
            result.broken_players.add(index)
            return True
        container: Any = player
        for part in loc[2:-1]:  # the innermost part the error names (state.foo, not all the state)
            nested = container.get(part) if isinstance(container, dict) else None
            if not isinstance(nested, dict):
                break
            container = nested
        else:
            if loc[-1] in container:
                container.pop(loc[-1])
                return True
        player.pop(loc[2], None)
        return True
    if head in ("day", "expect", "options", "night", "title", "description") and isinstance(work, dict):
        if head == "day" and len(loc) > 1 and isinstance(work.get("day"), dict):
            work["day"].pop(loc[1], None)
        else:
            work.pop(head, None)
        return True
    if len(loc) == 1 and isinstance(head, str) and head not in ("ruleset", "players"):
        work.pop(head, None)
        return True
    return False



def validate_leniently(data: dict[str, Any], result: LoadResult) -> Scenario | None:
    """Validate; on errors, report each and set the broken part aside so the rest is still checked.

    A broken move is left out; a broken field of a player or of the day falls back to its default;
    the later checks then report what else is wrong, with the original line numbers.
    """
    import copy

    try:
        scenario = Scenario.model_validate(data)
        result.move_index = None
        return scenario
    except ValidationError:
        pass  # report below, on a copy the broken parts can be taken out of
    work = copy.deepcopy(data)
    kept_moves = list(range(len(work.get("moves") or []))) if isinstance(work.get("moves"), list) else []
    for _round in range(8):
        try:
            scenario = Scenario.model_validate(work)
        except ValidationError as exc:
            broken_moves: set[int] = set()
            fatal = False
            for err in exc.errors():
                loc = tuple(err["loc"])
                original = loc
                if loc[:1] == ("moves",) and len(loc) > 1 and isinstance(loc[1], int):
                    original = ("moves", kept_moves[loc[1]]) + loc[2:]
                where = ".".join(str(p) for p in original) or "(top)"
                msg = say("unknown_field") if err["type"] == "extra_forbidden" else \
                    pydantic_msg(err["type"], err["msg"], err.get("ctx"))
                given = err.get("input", "")
                if given is None and err["type"] != "extra_forbidden":
                    msg = say("empty_value")
                elif err["type"].endswith("_type") and isinstance(given, (dict, list)):
                    msg = say("got_mapping" if isinstance(given, dict) else "got_list", msg=msg)
                result.add(original, say("schema", where=where, msg=msg))
                fatal = fatal or not set_aside(work, loc, broken_moves, result)
            if fatal:
                return None
            if broken_moves:
                work["moves"] = [m for i, m in enumerate(work["moves"]) if i not in broken_moves]
                kept_moves = [k for i, k in enumerate(kept_moves) if i not in broken_moves]
            continue
        result.move_index = kept_moves
        return scenario
    return None


