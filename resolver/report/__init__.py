"""Formatting a resolution: the morning post, private results, the moves table,
explanations with quoted clauses, JSON, and the graph in DOT. Shared by the CLI
and the workbench.

It renders decisions and rule-set data (names, kill kinds, clauses) and decides
nothing: no role, action, event, item or status is named here
(`tests/test_report_clean.py`). What the host tells is recorded by the rule set.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from resolver.api import Alternative, Resolution
from resolver.engine.decisions import Decision
from resolver.report.messages import MESSAGES, render, result_word
from resolver.engine.night import Act
from resolver.engine.recruit import FORCED
from resolver.report.rulings_doc import ruling_file


def _role_name(res: Resolution, player: str, lang: str) -> str:
    role = res.night.role_of(player)
    return role.name_ru if lang == "ru" else role.name_en


def _action_name(res: Resolution, action: str, lang: str) -> str:
    spec = res.ruleset.actions[action]
    return spec.name_ru if lang == "ru" else spec.name_en


def clause_ref(res: Resolution, decision: Decision, lang: str = "ru", quote: bool = False) -> str:
    clause = res.ruleset.clauses[decision.clause]
    text = clause.cite(res.ruleset.id, lang)
    if decision.ruling:
        text += f"; {'решение' if lang == 'ru' else 'ruling'} {decision.ruling} ({ruling_file(decision.ruling)})"
    if quote:
        text += f"\n      «{' '.join(clause.quote.split())}»"
    return text


def _names(res: Resolution, names: str, lang: str) -> str:
    """Who did it, in words: a player by name; a move of the night itself (no actor) by its action's name."""
    out = []
    for name in names.split(", "):
        if name in res.ruleset.actions and name not in res.night.players:
            name = _action_name(res, name, lang)
        out.append(name)
    return ", ".join(out)


def _cause_names(res: Resolution, decision: Decision, lang: str) -> str:
    known = {a.id for a in res.acts}
    acts = [res.night.act(c) for c in decision.causes if c in known]
    return _names(res, ", ".join(dict.fromkeys(a.actor or a.action for a in acts)), lang)


# A player's name in a text, between these two marks, when the caller asks for `marked` text: a format of
# its own (BBCode, `resolver.report.bbcode`) then shows names apart. The loader refuses control characters in
# every value, so no name or rule text holds them.
NAME_OPEN, NAME_CLOSE = "\x02", "\x03"


def _mark(res: Resolution, value: Any) -> Any:
    """A parameter with each player's name in it marked: a name, a list of names, or names joined by ', '."""
    players = res.night.players
    if isinstance(value, list):
        return [_mark(res, v) for v in value]
    if not isinstance(value, str) or not value:
        return value
    parts = value.split(", ")
    if all(part in players for part in parts):
        return ", ".join(f"{NAME_OPEN}{part}{NAME_CLOSE}" for part in parts)
    return value


def unmark(text: str) -> str:
    return text.replace(NAME_OPEN, "").replace(NAME_CLOSE, "")


def decision_text(res: Resolution, decision: Decision, lang: str = "ru", marked: bool = False) -> str:
    params = dict(decision.params)
    if decision.code == "success" and "step" in params:
        params.pop("step")
    if isinstance(params.get("by"), str) and params["by"]:
        params["by"] = _names(res, params["by"], lang)
    status = params.get("status")
    if isinstance(status, str) and (status in res.ruleset.messages or status in MESSAGES):
        # A condition named by its code (strict_failure_lists dropped it): said in words, with who caused it.
        inner = {k: v for k, v in params.items() if k != "status"}
        inner.setdefault("by", _cause_names(res, decision, lang))
        params["status"] = render(status, inner, lang, res.ruleset)
    if marked:
        params = {k: _mark(res, v) for k, v in params.items()}
    return render(decision.code, params, lang, res.ruleset)


# ----------------------------------------------------------------- moves
def _derived_label(res: Resolution, act: Act, lang: str) -> str:
    """How a derived act is named: the rule set's own (a stolen move), a redirected one, or an act
    a protection made."""
    if act.origin != "derived":
        return ""
    code = ("derived_move" if act.trigger is None else
            "derived_label_retarget" if act.trigger == "retarget" else
            "derived_label_forced" if act.trigger == FORCED else "derived_label_protection")
    return f" ({render(code, {}, lang, res.ruleset)})"


def move_rows(res: Resolution, alt: Alternative, lang: str = "ru") -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for act in res.acts:
        if act.origin == "pseudo":
            continue
        outcome = alt.outcomes.get(act.id)
        if outcome is None or outcome.info.get("hidden"):
            continue  # never happened, or carried by its redirected copy
        reasons = [alt.decision(i) for i in outcome.reasons]
        failures = [d for d in reasons if d.kind == "reason"]
        info = [d for d in alt.decisions if d.subject == act.id and d.kind == "info"]
        rows.append({
            "act": act.id,
            "move": act.move_index,
            "actor": act.actor,
            "role": _role_name(res, act.actor, lang) if act.actor else "",
            "action": _action_name(res, act.action, lang) + _derived_label(res, act, lang),
            "action_id": act.action,
            "targets": ", ".join(act.targets),
            "step": res.ruleset.steps[act.step].name_ru if lang == "ru" else res.ruleset.steps[act.step].name_en,
            "result": outcome.result,
            "result_text": result_word(outcome.result, lang),
            "why": "; ".join(decision_text(res, d, lang) for d in failures + info),
            "clauses": [clause_ref(res, d, lang) for d in failures] or [clause_ref(res, reasons[0], lang)] if reasons else [],
            "decisions": [d.id for d in reasons + info],
        })
    for nc in res.night.not_counted:
        rows.append({
            "act": None,
            "move": nc.move_index,
            "actor": nc.actor,
            "role": _role_name(res, nc.actor, lang),
            "action": _action_name(res, nc.action, lang),
            "action_id": nc.action,
            "targets": ", ".join(res.scenario.moves[nc.move_index].targets),
            "step": "",
            "result": "not_counted",
            "result_text": result_word("not_counted", lang),
            "why": render(nc.code, nc.params, lang, res.ruleset),
            "clauses": [res.ruleset.clauses[nc.clause].cite(res.ruleset.id, lang)],
            "decisions": [],
        })
    # In the order of moves (never the order of the file), the moves that did not count last.
    order = {act.id: i for i, act in enumerate(res.acts)}
    rows.sort(key=lambda r: (order.get(r["act"], len(order)), r["actor"], r["action_id"]))
    return rows


# ---------------------------------------------------------- morning post
# The post and the private results render decisions only: the rule set records, after the night,
# what the host tells (kinds `headline`, `post`, `stat`, `hidden_role`, `private`, `letter`; see
# `resolver.engine.decisions`). Nothing here knows a role, an action, an event or a status.
def deaths(res: Resolution, alt: Alternative) -> list[dict[str, Any]]:
    out = []
    for name, death in sorted(alt.deaths.items(), key=lambda kv: (kv[1].order, kv[0])):
        out.append({"player": name, "kind": death.kind, "act": death.act, "by": death.by,
                    "role": res.night.role_of(name).id})
    return out


def morning_post(res: Resolution, alt: Alternative, lang: str = "ru", marked: bool = False) -> str:
    """The post to copy: the rule set's headline, the deaths by kind, its post lines, its statistics.

    Clean text only: what the tool has to say about the post (several outcomes) is `post_note`.
    `marked`: players' names between `NAME_OPEN` and `NAME_CLOSE` (for `resolver.report.bbcode`).
    """
    rs = res.ruleset
    lines = [decision_text(res, d, lang, marked) for d in alt.decisions if d.kind == "headline"]
    if lines:
        lines.append("")
    hidden = {d.subject.split(":", 1)[1]: d for d in alt.decisions
              if d.kind == "hidden_role" and d.subject.startswith("player:")}
    by_kind: dict[str, list[str]] = {}
    for death in deaths(res, alt):
        name = death["player"]
        role = decision_text(res, hidden[name], lang, marked) if name in hidden else _role_name(res, name, lang)
        shown = f"{NAME_OPEN}{name}{NAME_CLOSE}" if marked else name
        by_kind.setdefault(death["kind"], []).append(f"{shown} ({role})")
    # One line a label, in the rule set's order of kinds: andorra's п.17 has one «Убит:» line for a
    # shot, a quick knife and a poison alike.
    by_label: dict[str, list[str]] = {}
    for kind_id, kind in rs.kill_kinds.items():
        if kind_id in by_kind:
            by_label.setdefault(kind.label_ru if lang == "ru" else kind.label_en, []).extend(by_kind[kind_id])
    lines.extend(f"{label}: {', '.join(names)}" for label, names in by_label.items())
    if not by_kind:
        lines.append(render("nobody_died", {}, lang, rs))
    for d in alt.decisions:
        if d.kind == "post":
            lines.append(decision_text(res, d, lang, marked) + ".")
    stats = [decision_text(res, d, lang, marked) for d in alt.decisions if d.kind == "stat"]
    if stats:
        lines.append("")
        lines.extend(stats)
    return "\n".join(lines)


def post_note(res: Resolution, lang: str = "ru") -> str | None:
    """What the host must know about the post, kept out of it: the rules allow several outcomes."""
    return render("several_outcomes", {}, lang, res.ruleset) if res.needs_choice else None


# ------------------------------------------------------- private results
def private_results(res: Resolution, alt: Alternative, lang: str = "ru", marked: bool = False) -> dict[str, list[str]]:
    """Each player's lines: his moves with their results and what he learns, then what the rule set
    tells him (`private` decisions about him), then his letters. `marked`: names marked, as in `morning_post`."""
    out: dict[str, list[str]] = {p.name: [] for p in res.scenario.players if p.alive}
    told: dict[str, list[Decision]] = {}
    words: dict[str, str] = {}  # act -> the result its actor reads, when the rule set says so
    for d in alt.decisions:
        if d.kind == "private":
            told.setdefault(d.subject, []).append(d)
        elif d.kind == "private_result":
            words[d.subject] = str(d.params["result"])
    # A killed player whose rule set says he gets no night result (andorra п.11 L33) is not told it.
    no_result = {d.subject.partition(":")[2] for d in alt.decisions
                 if d.code == "dead_no_result" and d.kind != "withdrawn"}
    # An act a protection returned onto its own doer (the blessing, andorra L236) is not his move: the
    # engine marks it so.
    returned = {act_id for act_id, o in alt.outcomes.items() if o.info.get("returned")}
    for row in move_rows(res, alt, lang):
        actor = row["actor"]
        if actor not in out or actor in no_result or row["act"] in returned or words.get(row["act"] or "") == "omitted":
            continue
        word = result_word(words.get(row["act"] or "", row["result"]), lang)
        targets = _mark(res, row["targets"]) if marked else row["targets"]
        line = f"{row['action']} → {targets}: {word}"
        answers = told.get(row["act"], []) if row["act"] else []
        if answers:
            line += " — " + "; ".join(decision_text(res, d, lang, marked) for d in answers)
        out[actor].append(line)
    for kind in ("private", "letter"):
        for d in alt.decisions:
            if d.kind == kind and d.subject.startswith("player:"):
                who = d.subject.split(":", 1)[1]
                if who in out:
                    out[who].append(decision_text(res, d, lang, marked))
    return out


def private_differences(res: Resolution, lang: str = "ru") -> dict[str, list[list[str]]]:
    """The players whose private results differ between the outcomes: name -> his lines in each outcome."""
    texts = [private_results(res, alt, lang) for alt in res.alternatives]
    out: dict[str, list[list[str]]] = {}
    for name in texts[0] if texts else {}:
        each = [t.get(name, []) for t in texts]
        if any(lines != each[0] for lines in each):
            out[name] = each
    return out


# --------------------------------------------------------------- explain
def _act_line(res: Resolution, alt: Alternative, act_id: str, lang: str) -> str:
    act = res.night.act(act_id)
    outcome = alt.outcomes.get(act_id)
    actor = act.actor or ("ночь" if lang == "ru" else "night")
    result = result_word(outcome.result, lang) if outcome else "—"
    return f"{actor}: {_action_name(res, act.action, lang)} → {', '.join(act.targets)}: {result}"


@dataclass(frozen=True)
class ChainLink:
    """One line of a chain of reasons: an act (`decision` None) or one decision about it.

    `level` 0 is what was asked about (an act, or a player's fate); 1 and 2 are the acts a reason
    one level up rests on.
    """

    level: int
    act: str | None
    decision: Decision | None = None


CHAIN_DEPTH = 2  # how many levels of causes a chain follows


def act_decisions(alt: Alternative, act_id: str, rings: bool = True) -> list[Decision]:
    """What was ruled about one act: its result and reasons, then notes, survivals, tie-breaks and
    (with `rings`) the ring of moves it was part of."""
    outcome = alt.outcomes.get(act_id)
    if outcome is None:
        return []
    found = [alt.decision(i) for i in outcome.reasons]
    found += [d for d in alt.decisions if d.subject == act_id and d.kind in ("info", "survival", "tie_break")]
    if rings:
        found += [d for d in alt.decisions if d.kind in ("cycle", "fallback") and act_id in d.causes]
    return found


def act_chain(res: Resolution, alt: Alternative, act_id: str, level: int = 0) -> list[ChainLink]:
    """The chain of reasons of one act: the one list the CLI's `explain` and the Why page render."""
    links = [ChainLink(level, act_id)]
    for decision in act_decisions(alt, act_id, rings=level == 0):  # a ring once, at the top
        links.append(ChainLink(level, act_id, decision))
        if decision.kind == "reason" and level < CHAIN_DEPTH:
            for cause in decision.causes:
                if cause in alt.outcomes and cause != act_id:
                    links.extend(act_chain(res, alt, cause, level + 1))
    return links


def fate_decisions(res: Resolution, alt: Alternative, player: str) -> list[Decision]:
    """What was ruled about a player: his death (or notes, letters) and the blasts he survived."""
    fate = [d for d in alt.decisions if d.subject == f"player:{player}" and d.kind in ("death", "info", "letter")]
    # The day before the night: the verdict on him, then every vote on him or his own, his penalties.
    for kind in ("verdict", "vote", "penalty"):
        fate += [d for d in alt.decisions if d.kind == kind
                 and (d.subject == f"player:{player}" or d.params.get("target") == player)]
    fate += [d for d in alt.decisions
             if d.kind == "survival" and d.params.get("victim") == player and not d.subject.startswith("player:")]
    return fate


def player_chain(res: Resolution, alt: Alternative, player: str) -> list[ChainLink]:
    """The chain of reasons of a player's fate: each decision, then the acts it rests on."""
    links: list[ChainLink] = []
    for decision in fate_decisions(res, alt, player):
        links.append(ChainLink(0, None, decision))
        for cause in decision.causes:
            if cause in alt.outcomes:
                links.extend(act_chain(res, alt, cause, 1))
    return links


def chain_lines(res: Resolution, alt: Alternative, links: list[ChainLink], lang: str = "ru",
                quote: bool = True) -> list[str]:
    """A chain as text: each level indented four spaces, the first level's clauses quoted."""
    lines = []
    for link in links:
        pad = "    " * link.level
        if link.decision is None:
            assert link.act is not None
            lines.append(pad + _act_line(res, alt, link.act, lang))
        else:
            ref = clause_ref(res, link.decision, lang, quote and link.level == 0)
            lines.append(f"{pad}  • {decision_text(res, link.decision, lang)} — {ref}")
    return lines


def explain_act(res: Resolution, alt: Alternative, act_id: str, lang: str = "ru", quote: bool = True) -> list[str]:
    return chain_lines(res, alt, act_chain(res, alt, act_id), lang, quote)


def outcome_heading(res: Resolution, index: int, lang: str = "ru") -> str:
    """«Исход №2 из 2», and «выбор ведущего» when it is the outcome the host chose."""
    ru = lang == "ru"
    text = (f"Исход №{index + 1} из {len(res.alternatives)}" if ru
            else f"Outcome #{index + 1} of {len(res.alternatives)}")
    if res.choice == index:
        text += " — выбор ведущего" if ru else " — the host's choice"
    return text


def explain(res: Resolution, player: str, lang: str = "ru", alternative: int | None = None) -> str:
    """Why a player's moves worked or failed, and his fate: in every outcome, or the host's choice, or the one asked."""
    if alternative is None and res.choice is not None:
        alternative = res.choice
    alts = list(enumerate(res.alternatives)) if alternative is None else [(alternative, res.alternatives[alternative])]
    ru = lang == "ru"
    out: list[str] = []
    for index, alt in alts:
        if len(res.alternatives) > 1:
            out.append(outcome_heading(res, index, lang))
        own = {a.id for a in res.acts if a.actor == player}
        for d in alt.decisions:  # the host's choice, with its clause, when no move of his carries it
            if d.code == "host_choice" and not own & set(d.causes):
                out.append(f"  • {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}")
        role = _role_name(res, player, lang)
        out.append(f"{player} ({role})")
        acts = [a for a in res.acts if a.actor == player and a.origin != "pseudo"]
        if not acts:
            out.append("  " + ("ходов не было" if ru else "no moves"))
        for act in acts:
            out.extend("  " + line for line in explain_act(res, alt, act.id, lang))
        for nc in res.night.not_counted:
            if nc.actor == player:
                out.append(f"  {_action_name(res, nc.action, lang)}: {render(nc.code, nc.params, lang, res.ruleset)}")
        death = alt.deaths.get(player)
        death_decision = next((d for d in alt.decisions if d.kind == "death" and d.subject == f"player:{player}"), None)
        out.append("  " + ("Судьба:" if ru else "Fate:") + " " + (
            decision_text(res, death_decision, lang) if death and death_decision else ("жив" if ru else "alive")))
        out.extend("  " + line for line in chain_lines(res, alt, player_chain(res, alt, player), lang, quote=False))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


# -------------------------------------------------- alternatives & JSON
def differences(res: Resolution, lang: str = "ru") -> list[str]:
    """What differs between the alternatives, one line per move or death."""
    if len(res.alternatives) < 2:
        return []
    ru = lang == "ru"
    mark = "№" if ru else "#"
    alive = "жив" if ru else "alive"
    lines = []
    for act in res.acts:
        results = [alt.outcomes[act.id].result if act.id in alt.outcomes else "—" for alt in res.alternatives]
        if len(set(results)) > 1:
            lines.append(f"{_act_line(res, res.alternatives[0], act.id, lang).rsplit(':', 1)[0]}: "
                         + " | ".join(f"{mark}{i + 1} {result_word(r, lang)}" for i, r in enumerate(results)))
    names = sorted({n for alt in res.alternatives for n in alt.deaths})
    for name in names:
        fates = []
        for alt in res.alternatives:
            death = alt.deaths.get(name)
            kind = res.ruleset.kill_kinds[death.kind] if death else None
            fates.append((kind.label_ru if ru else kind.label_en) if kind else alive)
        if len(set(fates)) > 1:
            lines.append(f"{name}: " + " | ".join(f"{mark}{i + 1} {f}" for i, f in enumerate(fates)))
    return lines


def to_dict(res: Resolution, lang: str = "ru") -> dict[str, Any]:
    from resolver.report import bbcode

    alts = []
    for alt in res.alternatives:
        summary = alt.summary
        alts.append({
            "deaths": deaths(res, alt),
            "moves": move_rows(res, alt, lang),
            "morning_post": morning_post(res, alt, lang),
            "post_note": post_note(res, lang),
            "private": private_results(res, alt, lang),
            "decisions": [dict(d.to_dict(), text=decision_text(res, d, lang),
                               clause_ref=clause_ref(res, d, lang)) for d in alt.decisions],
            "cycles": [{"members": c.members, "status": c.status, "alternatives": c.alternatives}
                       for c in alt.branch.state.cycles],
            "post_bbcode": bbcode.morning_post(res, alt, lang),
            "private_bbcode": bbcode.private_results(res, alt, lang),
            "alive_at_dawn": sorted(n for n, a in summary.get("alive", {}).items() if a),
            "winner": summary.get("winner"),
        })
    return {
        "ruleset": res.ruleset.id,
        "night": res.scenario.night,
        "options": {k: v for k, v in res.night.options.items()},
        "ambiguous": res.ambiguous,
        "host_choice": None if res.choice is None else res.choice + 1,
        "fallback": res.used_fallback,
        "alternatives": alts,
        "day": None if res.day is None else {
            "verdict": list(res.day.verdict), "totals": res.day.totals, "override": res.day.override,
            "coin": res.day.tally.coin if res.day.tally else None, "autokilled": list(res.day.autokilled)},
        "differences": differences(res, lang),
        "graph": {
            "nodes": [a.id for a in res.acts],
            "edges": [{"from": u, "to": v, **d} for u, v, d in res.engine.graph.graph.edges(data=True)],
            "cycles": res.cycles(),
        },
    }


def to_json(res: Resolution, lang: str = "ru") -> str:
    return json.dumps(to_dict(res, lang), ensure_ascii=False, indent=2, default=str)


def _illegal(res: Resolution, alt: Alternative, lang: str) -> list[tuple[Act, Decision, str]]:
    """The players' illegal moves of one outcome: (the act, the decision that failed it, the sentence)."""
    out = []
    for act in res.acts:
        outcome = alt.outcomes.get(act.id)
        for i in outcome.reasons if outcome is not None else ():
            decision = alt.decision(i)
            if decision.params.get("illegal"):
                move = f"{act.actor}: {_action_name(res, act.action, lang)} → {', '.join(act.targets)}"
                why = decision_text(res, decision, lang)
                out.append((act, decision, render("illegal_move", {"move": move, "why": why}, lang, res.ruleset)))
    return out


def warnings(res: Resolution, alt: Alternative, lang: str = "ru") -> list[str]:
    """The players' illegal moves: each failed with its clause and the night still resolved."""
    return [f"{text} — {clause_ref(res, decision, lang)}" for _act, decision, text in _illegal(res, alt, lang)]


def _problem_rule(res: Resolution, decision: Decision) -> str:
    """The rule of a problem of the file, as `validate` writes it: the clause, then the ruling."""
    from resolver.text.problems import joined, say

    rule = res.ruleset.clauses[decision.clause].cite(res.ruleset.id)
    if not decision.ruling:
        return rule
    return joined([rule, "; ", say("rulings_ref", id=decision.ruling)], ("", ""))  # «решение B-55» in Russian


def illegal_moves(res: Resolution, lang: str = "en") -> list[tuple[tuple[str | int, ...], str, str]]:
    """Every illegal move of any outcome, once: (its place in the file, why, the clause) — what
    `resolve --strict` reports as problems of the file. A branch's move (the Жулик's) is placed at the
    branch's target."""
    out: list[tuple[tuple[str | int, ...], str, str]] = []
    for alt in res.alternatives:
        for act, decision, text in _illegal(res, alt, lang):
            where: tuple[str | int, ...] = ("moves",) if act.move_index is None else ("moves", act.move_index)
            if act.move_index is not None and "branch" in decision.params:
                where += ("branches", int(decision.params["branch"]), "targets", 0)
            row = (where, text, _problem_rule(res, decision))
            if row not in out:
                out.append(row)
    return out


def resolution_text(res: Resolution, lang: str = "ru") -> str:
    """The full terminal report: post, private results, moves, alternatives."""
    ru = lang == "ru"
    out: list[str] = []
    flagged = warnings(res, res.alternatives[0], lang) if res.alternatives else []
    if flagged:
        out.append("Предупреждения ведущему:" if ru else "Warnings for the host:")
        out.extend("  " + line for line in flagged)
        out.append("")
    if res.ambiguous:
        count = len(res.alternatives)
        if res.choice is None:
            out.append(("Ночь допускает %d согласованных исхода: нужно решение ведущего." if ru
                        else "The night has %d consistent outcomes: the host must rule.") % count)
        else:
            out.append(("Ночь допускает %d согласованных исхода; ведущий выбрал исход №%d (записано в ночи)." if ru
                        else "The night has %d consistent outcomes; the host chose outcome #%d (recorded with the "
                        "night).") % (count, res.choice + 1))
        out.append(("Различия:" if ru else "Differences:"))
        out.extend("  " + line for line in differences(res, lang))
        out.append("")
    if res.used_fallback:
        out.append("У круга ходов нет согласованного исхода: решил порядок ходов (см. ниже)." if ru
                   else "A ring of moves has no consistent outcome: the order of moves decided (see below).")
        out.append("")
    note = post_note(res, lang)
    if note:  # said once, above the posts: never inside a post a host copies
        out.append(note)
        out.append("")
    shown = list(enumerate(res.alternatives)) if res.choice is None else [(res.choice, res.chosen)]
    for index, alt in shown:
        if res.ambiguous:
            out.append(f"=== {outcome_heading(res, index, lang)} ===")
        out.append(morning_post(res, alt, lang))
        out.append("")
        out.append("Личные результаты:" if ru else "Private results:")
        for name, lines in private_results(res, alt, lang).items():
            if lines:
                out.append(f"  {name}: " + " | ".join(lines))
        out.append("")
        day = [d for d in alt.decisions if d.kind in ("vote", "tally", "verdict", "penalty")]
        if day:
            out.append("День:" if ru else "The day:")
            out.extend(f"  {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}" for d in day)
            out.append("")
        out.append("Ходы:" if ru else "Moves:")
        for row in move_rows(res, alt, lang):
            why = f" — {row['why']}" if row["why"] else ""
            out.append(f"  {row['actor']} ({row['role']}): {row['action']} → {row['targets']}: "
                       f"{row['result_text']}{why}")
        notes = [d for d in alt.decisions if d.kind in ("cycle", "fallback", "host")]
        for d in notes:
            out.append(f"  ⟳ {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


# ----------------------------------------------------------------- graph
def graph_dot(res: Resolution, alt: Alternative | None = None, focus: str | None = None, lang: str = "ru") -> str:
    """The dependency graph in DOT, one column a step (`resolver.report.graph_draw`)."""
    from resolver.report.graph_draw import draw

    return draw(res, alt or res.alternatives[0], focus, lang)


def graph_rows(res: Resolution, alt: Alternative | None = None, focus: str | None = None, lang: str = "ru") -> list[str]:
    """The same graph as rows of a few steps each, one DOT a row, for a page (`resolver.report.graph_draw`)."""
    from resolver.report.graph_draw import draw_rows

    return draw_rows(res, alt or res.alternatives[0], focus, lang)


def graph_legend(res: Resolution, alt: Alternative | None = None, focus: str | None = None,
                 lang: str = "ru") -> list[Any]:
    """What the colours and borders of `graph_dot` with the same arguments mean."""
    from resolver.report.graph_draw import legend

    return legend(res, alt or res.alternatives[0], focus, lang)
