"""Generated nights, valid, mutated and random, and what must hold on every one (issue 7).

Seeded and reproducible: night N is the same on every machine. A valid night comes from
`tests/strategies.nights()` (bankers) or `tests/strategies_andorra.nights()` (andorra, every other
base) drawn with `random.Random(seed)`; most nights are mutations of it
(data: a field emptied, typed as a mapping, a look-alike or invisible name, a duplicate player,
an option out of range, a move sent `by:` someone, a day's vote or vote modifier by anyone on anyone, the
log reordered...; text: a line deleted, duplicated or swapped, random characters, a cut,
deep brackets, aliases; bytes: Windows-1251, invalid UTF-8).

On every night:
- no exception escapes loading, resolving, the reports (text, JSON, DOT), the workbench's tables
  or the next night (a crash);
- the same text gives the same JSON (checked on every valid night's second resolve);
- shuffling the players and the moves changes nothing (valid nights);
- the next night of each outcome loads and resolves, unless the night leaves the host a decision (then the
  CLI refuses to write it, exit 3).

`python -m tests.fuzz_nights --nights 100000 --jobs 2` (make fuzz; `--scheduler ADDRESS` for a Dask cluster, see
tests/fuzz_jobs.py) prints the counts; the first example of each kind of failure per rule set is written to
artifacts/fuzz/.
"""

from __future__ import annotations

import collections
import gc
import json
import random
import sys
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from resolver.rulesets import get_ruleset  # noqa: E402
from resolver.specs.ruleset import RulesetSpec  # noqa: E402
from tests import strategies, strategies_andorra  # noqa: E402
from tests.fuzz_jobs import Fuzzer  # noqa: E402
from tests.strategies import to_yaml  # noqa: E402

# The rule sets generated, in turn by base seed: (its spec, a strategy of its valid nights).
GENERATORS: tuple[tuple[RulesetSpec, Any], ...] = ((strategies.RS, strategies.nights),
                                                   (strategies_andorra.RS, strategies_andorra.nights))

NIGHTS_PER_BASE = 8  # one valid night drawn, then seven mutations of it

ODD_TEXT = ["", " ", "~", "null", "[", "{", "]", "}", ":", "- ", "&a ", "*a", '"', "'", "\t", "\x00", "\x1b[31m",
            "\u2028", "\u200b", "\u202e", "\ufeff", "ё", "e", "Е", "#", "\\", "\n", "  ", "…", "😀", "\r"]
ODD_VALUES: list[Any] = [None, "", "   ", {}, [], {"a": "b"}, ["x", "y"], 0, -1, 10**12, 2.5, True, "null",
                         "Пётр", "Клан3", "x" * 5000, "Иван\nПовешен: Пётр", "\u202eдорВ", "Макс\u200b",
                         [[[["deep"]]]], {"target": {"a": 1}}]


def ruleset_of(base_seed: int) -> RulesetSpec:
    return GENERATORS[base_seed % len(GENERATORS)][0]


def draw_valid(seed: int) -> dict[str, Any]:
    from hypothesis.internal.conjecture.data import ConjectureData

    data = ConjectureData(random=random.Random(seed), max_choices=200_000)
    night: dict[str, Any] = data.draw(GENERATORS[seed % len(GENERATORS)][1]())
    return night


# ------------------------------------------------------------------ mutations
def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _paths(value, path + (i,))
    return out


def _set(node: Any, path: tuple[Any, ...], value: Any) -> None:
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        node = node[part]
    return node


def lookalike(rnd: random.Random, name: str) -> str:
    tricks = [str.upper, str.lower, lambda s: s.replace("е", "ё").replace("Е", "Ё"),
              lambda s: s.replace("ё", "е"), lambda s: s.replace("о", "o").replace("а", "a").replace("р", "p"),
              lambda s: s + " ", lambda s: s.replace(" ", "  "), lambda s: s + "\u200b", lambda s: " " + s]
    return str(rnd.choice(tricks)(name))


STATE_FIELDS = ["doomed_by", "uses_left", "found_detective", "replaced_role", "seeking_role", "surprise",
                "last_targets", "autokill_points", "pending", "used_on", "given", "follower_of", "found", "turned"]


def mutate_data(rnd: random.Random, night: dict[str, Any], rs: RulesetSpec) -> dict[str, Any]:
    night = json.loads(json.dumps(night))
    players = night.get("players") or []
    kind = rnd.randrange(13)
    if kind == 0 and players:  # a field gets an odd value
        path = rnd.choice(_paths(night)[1:])
        _set(night, path, rnd.choice(ODD_VALUES))
    elif kind == 1 and players:  # a second player whose nick looks like another's
        twin = dict(rnd.choice(players))
        twin["name"] = lookalike(rnd, str(twin["name"]))
        players.insert(rnd.randrange(len(players) + 1), twin)
    elif kind == 2 and players:  # a duplicate of a role (the roster)
        players.append(dict(rnd.choice(players), name=f"Двойник{rnd.randrange(100)}"))
    elif kind == 3:  # an option with any value
        option = rnd.choice(list(rs.options))
        night.setdefault("options", {})[option] = rnd.choice(ODD_VALUES + ["off", 0, 1, 3, "time", "boss_first"])
    elif kind == 4 and night.get("moves"):  # a target as a mapping, targets as one name
        move = rnd.choice(night["moves"])
        if rnd.random() < 0.5:
            move["target"] = {"a": rnd.choice(players)["name"]} if players else {}
        else:
            move.pop("target", None)
            move["targets"] = str(rnd.choice(players)["name"]) if players else "x"
    elif kind == 5 and players:  # carried state
        player = rnd.choice(players)
        state = player.setdefault("state", {}) if isinstance(player.get("state", {}), dict) else {}
        field = rnd.choice(STATE_FIELDS)
        state[field] = rnd.choice([rnd.choice(players)["name"], {"heal": -1}, True, "Волшебник", -3, {"x": "y"},
                                   [{"kind": rnd.choice(sorted(rs.pending) or ["poison"]),
                                     "source": rnd.choice(players)["name"], "night": rnd.choice([1, 0, 99])}]])
    elif kind == 6:  # expect
        night["expect"] = rnd.choice([{"deaths": {"Иван": "Убит"}}, {"deaths": [{"Призрак": "Повешен"}]},
                                      {"moves": {"x": "succes"}}, {"alive": ["Никто"]}, {"deaths": []}])
    elif kind == 7 and players:  # a player without a role, or not a mapping
        i = rnd.randrange(len(players))
        if rnd.random() < 0.5:
            players[i].pop("role", None)
        else:
            players[i] = str(players[i].get("name"))
    elif kind == 8 and players:  # an invisible or control character in a name
        player = rnd.choice(players)
        name = str(player["name"])
        cut = rnd.randrange(len(name) + 1)
        player["name"] = name[:cut] + rnd.choice(["\n", "\x1b[1m", "\u202e", "\u200b", "\u2028", "\t"]) + name[cut:]
    elif kind == 10 and players:  # any move of the rule set by anyone at anyone (an illegal move, not bad input)
        names = [p["name"] for p in players if isinstance(p, dict)] or ["x"]
        action = rnd.choice(sorted(a for a, spec in rs.actions.items() if not spec.params.get("pseudo")))
        move: dict[str, Any] = {"actor": rnd.choice(names), "action": action,
                                "targets": rnd.sample(names, min(len(names), rnd.randrange(3)))}
        if rnd.random() < 0.3:
            move["choice"] = rnd.choice([*rs.clans, "Клан9"])
        night.setdefault("moves", []).insert(rnd.randrange(len(night.get("moves") or []) + 1), move)
    elif kind == 11 and night.get("moves"):  # a move sent through someone (`by:`): a clan-mate, anyone, himself
        move = rnd.choice(night["moves"])
        names = [p["name"] for p in players if isinstance(p, dict)] or ["x"]
        if isinstance(move, dict):
            move["by"] = rnd.choice(names + [move.get("actor"), "Никто"])
    elif kind == 12 and rs.day is not None:  # the day's log: a vote, a modifier or a carried one by anyone on anyone
        mutate_day(rnd, night, rs)
    elif players:  # a player drops out (moves may now name nobody)
        players.pop(rnd.randrange(len(players)))
    return night


def mutate_day(rnd: random.Random, night: dict[str, Any], rs: RulesetSpec) -> None:
    """A vote, a modifier or a carried day modifier with any names, flags and makers (`by:`), the order of the
    log changed, or a vote dropped: what a host's typo or a player's illegal vote gives."""
    assert rs.day is not None
    players = [p for p in night.get("players") or [] if isinstance(p, dict)]
    names = [str(p.get("name")) for p in players] or ["x"]
    anyone = names + ["Никто", ""]
    day = night.setdefault("day", {}) if isinstance(night.get("day", {}), dict) else {}
    votes = day.setdefault("votes", []) if isinstance(day.get("votes", []), list) else []
    kind = rnd.randrange(5)
    if kind == 0:
        vote: dict[str, Any] = {"voter": rnd.choice(names), "target": rnd.choice(anyone + [None])}
        for flag in ("edited", "repeated", "not_red"):
            if rnd.random() < 0.2:
                vote[flag] = True
        if rnd.random() < 0.2:
            vote["caused_by"] = rnd.choice(names)
        votes.insert(rnd.randrange(len(votes) + 1), vote)
    elif kind == 1 and rs.day.modifiers:
        spec = rs.day.modifiers[rnd.choice(sorted(rs.day.modifiers))]
        mod: dict[str, Any] = {"kind": rnd.choice([spec.id, spec.name_ru, *spec.aliases]), "player": rnd.choice(names)}
        for field in ("target", "by"):
            if rnd.random() < 0.6:
                mod[field] = rnd.choice(anyone)
        mods = day.setdefault("modifiers", []) if isinstance(day.get("modifiers", []), list) else []
        mods.insert(rnd.randrange(len(mods) + 1), mod)
    elif kind == 2 and players:
        player = rnd.choice(players)
        state = player.setdefault("state", {}) if isinstance(player.get("state", {}), dict) else {}
        mod_id = rnd.choice(sorted(rs.day.modifiers) or ["vodka"])
        state[rnd.choice(["day_modifiers", "penalty_votes", "last_targets", "uses_left"])] = rnd.choice(
            [[mod_id], [f"{mod_id}:{rnd.choice(anyone)}"], [f":{rnd.choice(names)}"], rnd.randrange(-1, 4),
             {mod_id: rnd.choice(names)}, {mod_id: rnd.randrange(-1, 3)}])
    elif kind == 3 and len(votes) > 1:
        rnd.shuffle(votes)
    elif votes:
        votes.pop(rnd.randrange(len(votes)))
    for field, value in (("coin", rnd.choice(anyone)), ("coin_seed", rnd.randrange(-2, 10)),
                         ("lynched", [rnd.choice(names)]), ("penalised", [rnd.choice(anyone)])):
        if rnd.random() < 0.1:
            day[field] = value


def mutate_text(rnd: random.Random, text: str) -> str:
    lines = text.split("\n")
    kind = rnd.randrange(8)
    if kind == 0 and len(lines) > 1:
        lines.pop(rnd.randrange(len(lines)))
    elif kind == 1:
        i = rnd.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == 2 and len(lines) > 1:
        i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 3:
        for _ in range(rnd.randrange(1, 6)):
            i = rnd.randrange(len(lines))
            cut = rnd.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:cut] + rnd.choice(ODD_TEXT) + lines[i][cut:]
    elif kind == 4:
        return text[: rnd.randrange(len(text) + 1)]
    elif kind == 5:
        depth = rnd.choice([10, 70, 1000, 20000])
        i = rnd.randrange(len(lines))
        lines[i] = lines[i] + " " + "[" * depth + "]" * rnd.choice([0, depth])
    elif kind == 6:
        bomb = 'x0: &a0 "lol"\n' + "".join(f"x{k}: &a{k} [" + ", ".join([f"*a{k-1}"] * 10) + "]\n"
                                             for k in range(1, rnd.randrange(2, 10)))
        lines.insert(1, bomb)
    else:
        i = rnd.randrange(len(lines))
        lines[i] = " " * rnd.randrange(1, 5) + lines[i]
    return "\n".join(lines)


def mutate_bytes(rnd: random.Random, text: str) -> bytes:
    if rnd.random() < 0.5:
        try:
            return text.encode("cp1251")
        except UnicodeEncodeError:
            return text.encode("cp1251", errors="replace")
    data = bytearray(text.encode("utf-8"))
    for _ in range(rnd.randrange(1, 4)):
        if data:
            data[rnd.randrange(len(data))] = rnd.randrange(256)
    return bytes(data)


# ------------------------------------------------------------------ checks
def canonical(res: Any) -> str:
    """The outcome without the order the file happened to list players and moves in: the deaths, the moves,
    the post, the private results, the day's count and its decisions, the winner, and what each player
    carries into the next night."""
    from resolver.game.nextnight import next_scenario
    from resolver.report import to_json

    data = json.loads(to_json(res, "ru"))
    alts = []
    for alt, alternative in zip(data["alternatives"], res.alternatives):
        carried = next_scenario(res, alternative).model_dump(mode="json", exclude_defaults=True, by_alias=True)
        alts.append(json.dumps({
            "deaths": sorted(json.dumps(d, ensure_ascii=False, sort_keys=True) for d in alt["deaths"]),
            "moves": sorted(json.dumps({k: m[k] for k in ("actor", "action_id", "targets", "result", "why")},
                                       ensure_ascii=False, sort_keys=True) for m in alt["moves"]),
            "post": sorted(alt["morning_post"].splitlines()),
            "private": {k: sorted(v) for k, v in sorted(alt["private"].items())},
            "day": sorted(d["text"] for d in alt["decisions"] if d["kind"] in DAY_KINDS),
            "winner": alt["winner"],
            "next": sorted(json.dumps(p, ensure_ascii=False, sort_keys=True) for p in carried.get("players", [])),
        }, ensure_ascii=False, sort_keys=True))
    return json.dumps({"ambiguous": data["ambiguous"], "fallback": data["fallback"], "alts": sorted(alts),
                       "day": data.get("day")}, ensure_ascii=False, sort_keys=True)


DAY_KINDS = ("vote", "verdict", "tally", "penalty")  # the decisions of the day's count


def shuffled(rnd: random.Random, night: dict[str, Any]) -> dict[str, Any]:
    night = json.loads(json.dumps(night))
    for key in ("players", "moves"):
        if isinstance(night.get(key), list):
            rnd.shuffle(night[key])
    return night


Counts = collections.Counter[str]


def exercise(text: str | bytes, name: str) -> Any:
    """Everything the CLI and the workbench do with a file; returns the resolution (or None)."""
    from resolver.workbench import night_tables as nt
    from resolver.api import resolve
    from resolver.input.loader import load_bytes, load_text
    from resolver.report import graph_dot, resolution_text, to_json

    loaded = load_bytes(text, name) if isinstance(text, bytes) else load_text(text, name)
    for problem in loaded.problems:
        str(problem)
    if isinstance(text, str):
        data = nt.night_data(text)
        try:
            rs: RulesetSpec | None = get_ruleset(str(data.get("ruleset", "bankers")))
        except Exception:  # noqa: BLE001 - an unknown rule set: the loader reports it
            rs = None
        if rs is not None:
            tables = nt.players_frame(data, rs), nt.moves_frame(data, rs), nt.day_values(data, rs)
            nt.dump(nt.night_from_tables(data, *tables, rs))
    if not loaded.ok or loaded.scenario is None:
        return None
    res = resolve(loaded.scenario)
    to_json(res, "ru")
    resolution_text(res, "en")
    graph_dot(res)
    return res


def check_next(res: Any, counts: Counts) -> str | None:
    from resolver.api import resolve
    from resolver.input.loader import load_text
    from resolver.report import to_json
    from resolver.game.nextnight import next_scenario, scenario_yaml

    for alt in res.alternatives:
        text = scenario_yaml(next_scenario(res, alt))
        loaded = load_text(text, "next.yaml")
        if not loaded.ok:
            if any(d.kind == "host" for d in alt.decisions):
                counts["next night refused: host decides"] += 1
            else:
                counts["unloadable next nights"] += 1
                return text + "\n# problems:\n" + "\n".join(f"# {p}" for p in loaded.problems)
        elif loaded.scenario is not None:
            to_json(resolve(loaded.scenario), "ru")  # the next night resolves too (its carried state)
    return None


_BASE: dict[int, dict[str, Any]] = {}  # the last base night drawn (its seven mutations follow it)


def check(seed: int, counts: Counts, examples: dict[str, str], ruleset: str | None = None) -> None:
    """Night `seed`, unless `ruleset` is given and its base night is of another rule set."""
    base_seed = seed // NIGHTS_PER_BASE
    rs = ruleset_of(base_seed)
    if ruleset is not None and rs.id != ruleset:
        return
    if seed % 1000 == 0:
        gc.collect()  # the loader pauses the collector while it works
    rnd = random.Random(seed * 7919 + 1)
    if base_seed not in _BASE:
        _BASE.clear()
        _BASE[base_seed] = draw_valid(base_seed)
    base = _BASE[base_seed]
    variant = seed % NIGHTS_PER_BASE
    night = base if variant == 0 else None
    payload: str | bytes
    if variant == 0:
        payload = to_yaml(base)
    elif variant <= 3:
        night = mutate_data(rnd, base, rs)
        try:
            payload = to_yaml(night)
        except yaml.YAMLError:
            payload = json.dumps(night, ensure_ascii=False)
    elif variant <= 6:
        payload = mutate_text(rnd, to_yaml(base))
    else:
        payload = mutate_bytes(rnd, to_yaml(base))
    counts["nights"] += 1
    counts[f"{rs.id} nights"] += 1
    found: dict[str, str] = {}
    try:
        res = exercise(payload, f"night{seed}.yaml")
        if res is None:
            counts["rejected (exit 2)"] += 1
            return
        counts["resolved"] += 1
        bad_next = check_next(res, counts)
        if bad_next:
            found["unloadable next nights"] = bad_next
        if night is not None and isinstance(payload, str):
            first = canonical(res)
            again = exercise(payload, f"night{seed}.yaml")
            if again is None or canonical(again) != first:
                counts["same file, different JSON"] += 1
                found["same file, different JSON"] = payload
            mixed = to_yaml(shuffled(rnd, night))
            other = exercise(mixed, f"night{seed}.yaml")
            if other is None or canonical(other) != first:
                counts["shuffle differences"] += 1
                found["shuffle differences"] = payload + "\n# ---- shuffled:\n" + mixed
    except Exception as exc:  # noqa: BLE001 - that is what is counted
        counts["crashes"] += 1
        key = f"crash {type(exc).__name__}"
        counts[key] += 1
        shown = payload if isinstance(payload, str) else repr(payload)
        found[key] = shown + "\n# ----\n# " + "\n# ".join(traceback.format_exc().splitlines())
    for key, text in found.items():  # the first example of each kind, per rule set
        counts[f"{rs.id} {key}"] += 1
        examples.setdefault(f"{rs.id} {key}", f"# seed {seed}\n{text}")


FAILURES = ("crashes", "same file, different JSON", "shuffle differences", "unloadable next nights")


def _by_ruleset(total: Counts) -> list[str]:
    lines = []
    for rs, _ in GENERATORS:
        found = ", ".join(f"{k[len(rs.id) + 1:]}: {total[k]:,}" for k in sorted(total)
                          if k.startswith(rs.id + " ") and k != f"{rs.id} nights")
        lines.append(f"  {rs.id}: {total[rs.id + ' nights']:,} nights{'; ' + found if found else ''}")
    return lines


FUZZER = Fuzzer("nights", "generated nights", "nights", "tests.fuzz_nights", check,
                ("nights", "resolved", "rejected (exit 2)", "next night refused: host decides", *FAILURES), FAILURES,
                details=("crash ",), watched="crashes", suffix=".yaml", report=_by_ruleset,
                options=(("--ruleset", {"choices": [rs.id for rs, _ in GENERATORS],
                                        "help": "only the seeds whose base night is of this rule set"}),))
run, main = FUZZER.run, FUZZER.main


if __name__ == "__main__":
    raise SystemExit(main())
