"""Golden scenarios: compare a resolution with the scenario's `expect` block."""

from __future__ import annotations

from pathlib import Path

from model import Expect
from resolver.api import Alternative, Resolution, check_choice, resolve
from resolver.game.golden_day import compare_day
from resolver.input.loader import load_file
from resolver.input.setup_file import is_setup_file
from resolver.text.problems import joined, say
from resolver.report import morning_post, private_results


def _kind_matches(res: Resolution, expected: str, actual: str) -> bool:
    """«Убит» in a golden matches every kind the post prints as «Убит» (andorra: a shot, a knife, a poison)."""
    kind = res.ruleset.kill_kinds.get(actual)
    if kind is None:
        return expected == actual
    names = {kind.id, kind.label_ru, kind.label_en, *kind.aliases}
    return " ".join(expected.lower().split()) in {" ".join(n.lower().split()) for n in names}


def _move_key_matches(res: Resolution, key: str, actor: str | None, action: str) -> bool:
    if "/" in key:
        who, what = key.split("/", 1)
        return who == actor and (res.ruleset.action_id(what) or what) == action
    return key == actor


NIGHT_LEVEL = ("alternatives", "fallback", "outcomes")


def compare(res: Resolution, expect: Expect) -> list[str]:
    """Mismatches between the night and what the rule text says must happen ([] = pass)."""
    problems: list[str] = []
    if expect.alternatives is not None and len(res.alternatives) != expect.alternatives:
        problems.append(say("golden_alternatives", expected=expect.alternatives, got=len(res.alternatives)))
    if expect.fallback is not None and res.used_fallback != expect.fallback:
        problems.append(say("golden_fallback", expected=expect.fallback, got=res.used_fallback))
    problems += compare_alternative(res, res.chosen, expect)  # the host's choice, if he made one
    if expect.outcomes:
        problems += compare_outcomes(res, expect.outcomes)
    return problems


def compare_outcomes(res: Resolution, outcomes: list[Expect]) -> list[str]:
    """Each expected outcome must match a different alternative, one block per alternative."""
    problems: list[str] = []
    if len(outcomes) != len(res.alternatives):
        problems.append(say("golden_outcome_blocks", blocks=len(outcomes), n=len(res.alternatives)))
    for number, block in enumerate(outcomes, 1):
        wrong = [name for name in NIGHT_LEVEL if name in block.model_fields_set]
        if wrong:
            problems.append(say("golden_night_level", number=number, fields=", ".join(wrong)))
    if problems:
        return problems
    fits = [[not compare_alternative(res, alt, block) for alt in res.alternatives] for block in outcomes]
    matched = _matching(fits)
    for number, block in enumerate(outcomes, 1):
        if matched[number - 1] is None:
            # Say why the block fits no free alternative: the mismatches against each alternative.
            mismatches = [compare_alternative(res, alt, block) for alt in res.alternatives]
            why = [say("golden_alternative_says", number=i, what=joined(found) if found else say("golden_taken"))
                   for i, found in enumerate(mismatches, 1)]
            problems.append(say("golden_no_alternative", number=number, why=joined(why, ("; ", "; "))))
    return problems


def _matching(fits: list[list[bool]]) -> list[int | None]:
    """A maximum matching of blocks to alternatives (augmenting paths): block -> alternative or None."""
    owner: dict[int, int] = {}

    def place(block: int, seen: set[int]) -> bool:
        for alt, ok in enumerate(fits[block]):
            if ok and alt not in seen:
                seen.add(alt)
                if alt not in owner or place(owner[alt], seen):
                    owner[alt] = block
                    return True
        return False

    for block in range(len(fits)):
        place(block, set())
    result: list[int | None] = [None] * len(fits)
    for alt, block in owner.items():
        result[block] = alt
    return result


def compare_alternative(res: Resolution, alt: Alternative, expect: Expect) -> list[str]:
    """Mismatches of one consistent outcome with the per-outcome fields of `expect`."""
    problems: list[str] = []
    if expect.deaths is not None:
        actual = {name: d.kind for name, d in alt.deaths.items()}
        wanted = {d.player: d.how for d in expect.deaths}
        if set(actual) != set(wanted):
            problems.append(say("golden_deaths", expected=sorted(wanted), got=sorted(actual)))
        for name, how in wanted.items():
            if how and name in actual and not _kind_matches(res, how, actual[name]):
                problems.append(say("golden_death_kind", name=name, how=how, got=actual[name]))
    for name in expect.alive:
        if name in alt.deaths or not alt.summary.get("alive", {}).get(name, False):
            problems.append(say("golden_alive", name=name))
    rows = [(a.actor, a.action, alt.outcomes.get(a.id)) for a in res.acts if a.origin != "pseudo"]
    not_counted = [(nc.actor, nc.action) for nc in res.night.not_counted]
    for key, wanted_result in expect.moves.items():
        found = [o.result for actor, action, o in rows if o and _move_key_matches(res, key, actor, action)]
        found += ["not_counted" for actor, action in not_counted if _move_key_matches(res, key, actor, action)]
        if not found:
            problems.append(say("golden_no_move", key=key))
        elif wanted_result not in found:
            problems.append(say("golden_move_result", key=key, expected=wanted_result, got=", ".join(found)))
    for key, code in expect.reasons.items():
        codes = []
        for act in res.acts:
            outcome = alt.outcomes.get(act.id)
            if outcome and _move_key_matches(res, key, act.actor, act.action):
                codes += [alt.decision(i).code for i in outcome.reasons]
        codes += [nc.code for nc in res.night.not_counted if _move_key_matches(res, key, nc.actor, nc.action)]
        if code not in codes:
            problems.append(say("golden_reason", key=key, code=code, got=codes or say("none")))
    for name, wanted_role in expect.roles_after.items():
        role_id = res.ruleset.role_id(wanted_role) or wanted_role
        got = alt.summary.get("roles", {}).get(name)
        if got != role_id:
            problems.append(say("golden_role_after", name=name, expected=wanted_role, got=got))
    if expect.illegal is not None:
        flagged = [act for act in res.acts if (o := alt.outcomes.get(act.id)) is not None
                   and any(alt.decision(i).params.get("illegal") for i in o.reasons)]
        for key in expect.illegal:
            if not any(_move_key_matches(res, key, a.actor, a.action) for a in flagged):
                problems.append(say("golden_illegal_missing", key=key))
        for act in flagged:
            if not any(_move_key_matches(res, key, act.actor, act.action) for key in expect.illegal):
                problems.append(say("golden_illegal_unexpected", key=f"{act.actor}/{act.action}"))
    private = private_results(res, alt)
    for name, needles in expect.private.items():
        text = " | ".join(private.get(name, []))
        for needle in needles:
            if needle.startswith("!") and needle[1:] in text:
                problems.append(say("golden_private_excluded", name=name, needle=needle[1:], text=text))
            elif not needle.startswith("!") and needle not in text:
                problems.append(say("golden_private_missing", name=name, needle=needle, text=text))
    post = morning_post(res, alt)
    for needle in expect.post_contains:
        if needle not in post:
            problems.append(say("golden_post_lacks", needle=needle))
    for needle in expect.post_excludes:
        if needle in post:
            problems.append(say("golden_post_excludes", needle=needle))
    if expect.doomed is not None:
        carried = alt.summary.get("carried", {})
        doomed = sorted(n for n, s in carried.items() if s.doomed_by)
        if doomed != sorted(expect.doomed):
            problems.append(say("golden_doomed", expected=sorted(expect.doomed), got=doomed))
    carried_state = alt.summary.get("carried", {})
    for name, wanted_targets in expect.last_targets.items():
        state = carried_state.get(name)
        got = dict(state.last_targets) if state is not None else {}
        if got != wanted_targets:
            problems.append(say("golden_last_targets", name=name, expected=wanted_targets, got=got))
    if expect.pending is not None:
        got_pending = {n: sorted(p.kind for p in s.pending) for n, s in carried_state.items() if s.pending}
        wanted_pending = {n: sorted(kinds) for n, kinds in expect.pending.items() if kinds}
        if got_pending != wanted_pending:
            problems.append(say("golden_pending", expected=wanted_pending, got=got_pending))
    for name, wanted_uses in expect.uses_after.items():
        state = carried_state.get(name)
        left = dict(state.uses_left) if state is not None else {}
        for move, count in wanted_uses.items():
            key = res.ruleset.action_id(move) or move
            if left.get(key) != count:
                problems.append(say("golden_uses", name=name, move=move, expected=count, got=left.get(key)))
    held_at_dawn = alt.summary.get("items", {})
    for name, wanted_items in expect.items_after.items():
        ids = sorted(res.ruleset.item_id(i) or i for i in wanted_items)
        got_items = sorted(held_at_dawn.get(name, []))
        if got_items != ids:
            problems.append(say("golden_items", name=name, expected=ids, got=got_items))
    cited = {d.clause for d in alt.decisions}
    problems += compare_day(res, alt, expect)
    for clause in expect.clauses:
        if clause not in cited:
            problems.append(say("golden_clause", clause=clause))
    recorded = {d.code for d in alt.decisions}
    problems += [say("golden_decision", code=code) for code in expect.notes
                 if not code.startswith("!") and code not in recorded]
    problems += [say("golden_decision_excluded", code=code[1:]) for code in expect.notes
                 if code.startswith("!") and code[1:] in recorded]
    return problems


def scenario_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.yaml") if not is_setup_file(p)))  # a rule set, no night
        else:
            files.append(path)
    return files


def check_file(path: Path) -> tuple[str, list[str]]:
    """('pass' | 'fail' | 'skip', problems) for one scenario file."""
    loaded = load_file(path)
    if not loaded.ok or loaded.scenario is None:
        return "fail", [p.as_say() for p in loaded.problems]
    if loaded.scenario.expect is None:
        return "skip", []
    res = check_choice(loaded, resolve(loaded.scenario))
    if res is None:  # the host's choice is past the night's outcomes
        return "fail", [p.as_say() for p in loaded.problems]
    problems = compare(res, loaded.scenario.expect)
    return ("fail" if problems else "pass"), problems
