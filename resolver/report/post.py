"""The morning post, the private results and the moves table of one outcome: decisions rendered, nothing decided.

What the host tells is recorded by the rule set after the night (kinds `headline`, `post`, `stat`, `hidden_role`,
`private`, `letter`; see `resolver.engine.decisions`); this module lays those decisions out.
"""

from __future__ import annotations

from typing import Any

from resolver.api import Alternative, Resolution
from resolver.engine.decisions import Decision
from resolver.engine.night import Act
from resolver.engine.recruit import FORCED
from resolver.specs.effects import Kill
from resolver.report.messages import render, result_word
from resolver.report.wording import (NAME_CLOSE, NAME_OPEN, _action_name, _mark, _role_name, aimed, clause_ref,
                                     decision_text)


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
            "clauses": [res.ruleset.cite(nc.clause, lang)],
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


def death_cards(res: Resolution, alt: Alternative, lang: str = "ru") -> list[dict[str, Any]]:
    """A card for each player who died, in the order of deaths: his name and role, how and why he died (each
    death decision about him with its clause) and what the rules then say of him (his night result or none)."""
    out = []
    for death in deaths(res, alt):
        name = death["player"]
        about = [d for d in alt.decisions if d.subject == f"player:{name}" and d.kind != "withdrawn"]
        told = [d for d in about if d.kind == "death"] + \
            [d for d in about if d.kind == "info" and d.code in ("dead_no_result", "dead_gets_result")]
        out.append({"player": name, "role": _role_name(res, name, lang), "act": death["act"],
                    "lines": [(decision_text(res, d, lang), clause_ref(res, d, lang)) for d in told]})
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
    if rs.post is not None and rs.post.line_per_death:
        lines.extend(f"{label}: {name}" for label, names in by_label.items() for name in names)
    else:
        lines.extend(f"{label}: {', '.join(names)}" for label, names in by_label.items())
    if not set(by_kind) - _verdict_kinds(rs):
        lines.append(render("nobody_died", {}, lang, rs))
    for d in alt.decisions:
        if d.kind == "post":
            lines.append(decision_text(res, d, lang, marked) + ".")
    stats = [decision_text(res, d, lang, marked) for d in alt.decisions if d.kind == "stat"]
    if stats:
        lines.append("")
        lines.extend(stats)
    return "\n".join(lines)


def _verdict_kinds(rs: Any) -> set[str]:
    """The kinds of death the day's verdict gives, when the rule set's «nobody died» leaves them aside."""
    if rs.post is None or not rs.post.nobody_besides_verdict or rs.day is None:
        return set()
    return {row.kill_kind for row in rs.actions[rs.day.verdict_action].rows_of(Kill)}


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
    # A redirected copy whose actor does not know of the new target (andorra L327): read as the move he sent.
    as_sent = {d.subject: d for d in alt.decisions if d.kind == "private_as_sent"}
    for row in move_rows(res, alt, lang):
        actor = row["actor"]
        if actor not in out or actor in no_result or row["act"] in returned or words.get(row["act"] or "") == "omitted":
            continue
        word = result_word(words.get(row["act"] or "", row["result"]), lang)
        sent = as_sent.get(row["act"] or "")
        shown = ", ".join(sent.params["targets"]) if sent is not None else row["targets"]
        action = _action_name(res, row["action_id"], lang) if sent is not None else row["action"]
        targets = _mark(res, shown) if marked else shown
        line = f"{action}{aimed(targets)}: {word}"
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
