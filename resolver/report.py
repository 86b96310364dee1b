"""Formatting a resolution: the morning post, private results, the moves table,
explanations with quoted clauses, JSON, and the graph in DOT. Shared by the CLI
and the workbench.
"""

from __future__ import annotations

import json
from typing import Any

from resolver.api import Alternative, Resolution
from resolver.decisions import Decision
from resolver.messages import render, result_word

STAT_LABELS = {"ru": ("убийств", "проверок", "избиений"), "en": ("kills", "checks", "beatings")}


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
        text += f"; {'решение' if lang == 'ru' else 'ruling'} {decision.ruling} (docs/rulings.md)"
    if quote:
        text += f"\n      «{' '.join(clause.quote.split())}»"
    return text


def decision_text(res: Resolution, decision: Decision, lang: str = "ru") -> str:
    params = dict(decision.params)
    if decision.code == "success" and "step" in params:
        params.pop("step")
    return render(decision.code, params, lang)


# ----------------------------------------------------------------- moves
def move_rows(res: Resolution, alt: Alternative, lang: str = "ru") -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for act in res.acts:
        if act.origin == "pseudo":
            continue
        outcome = alt.outcomes.get(act.id)
        if outcome is None:
            continue
        reasons = [alt.decision(i) for i in outcome.reasons]
        failures = [d for d in reasons if d.kind == "reason"]
        info = [d for d in alt.decisions if d.subject == act.id and d.kind == "info"]
        rows.append({
            "act": act.id,
            "move": act.move_index,
            "actor": act.actor,
            "role": _role_name(res, act.actor, lang) if act.actor else "",
            "action": _action_name(res, act.action, lang) + (" (украденный ход)" if act.origin == "derived" and lang == "ru"
                                                             else " (stolen move)" if act.origin == "derived" else ""),
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
            "why": render(nc.code, nc.params, lang),
            "clauses": [res.ruleset.clauses[nc.clause].cite(res.ruleset.id, lang)],
            "decisions": [],
        })
    # In the order of moves (never the order of the file), the moves that did not count last.
    order = {act.id: i for i, act in enumerate(res.acts)}
    rows.sort(key=lambda r: (order.get(r["act"], len(order)), r["actor"], r["action_id"]))
    return rows


# ---------------------------------------------------------- morning post
def _hidden_roles(res: Resolution, kind: str) -> bool:
    day = res.scenario.day
    if kind == "lynch":
        return day.event == "eclipse"
    return day.next_event == "eclipse"


def deaths(res: Resolution, alt: Alternative) -> list[dict[str, Any]]:
    out = []
    for name, death in sorted(alt.deaths.items(), key=lambda kv: (kv[1].order, kv[0])):
        out.append({"player": name, "kind": death.kind, "act": death.act, "by": death.by,
                    "role": res.night.role_of(name).id})
    return out


def morning_post(res: Resolution, alt: Alternative, lang: str = "ru") -> str:
    rs = res.ruleset
    lines: list[str] = []
    night_no = res.scenario.night
    lines.append(f"Итоги ночи {night_no}" if lang == "ru" else f"Night {night_no}: results")
    if res.scenario.day.next_event:
        event = rs.events[res.scenario.day.next_event]
        lines.append(f"Событие дня: {event.name_ru}" if lang == "ru" else f"Today's event: {event.name_en}")
    lines.append("")
    by_kind: dict[str, list[str]] = {}
    for death in deaths(res, alt):
        name = death["player"]
        hidden = _hidden_roles(res, death["kind"])
        role = ("роль не открывается" if lang == "ru" else "role hidden") if hidden else _role_name(res, name, lang)
        by_kind.setdefault(death["kind"], []).append(f"{name} ({role})")
    for kind_id, kind in rs.kill_kinds.items():
        if kind_id in by_kind:
            label = kind.label_ru if lang == "ru" else kind.label_en
            lines.append(f"{label}: {', '.join(by_kind[kind_id])}")
    if not by_kind:
        lines.append("Этой ночью никто не погиб." if lang == "ru" else "Nobody died tonight.")
    for d in alt.decisions:
        if d.kind == "post":
            lines.append(render(d.code, d.params, lang) + ".")
    kills = sum(1 for d in alt.deaths.values() if d.kind != "lynch")
    checks = sum(1 for a in res.acts if rs.actions[a.action].effect == "check"
                 and alt.outcomes.get(a.id) and alt.outcomes[a.id].succeeded)
    beatings = sum(1 for a in res.acts if rs.actions[a.action].effect == "beat"
                   and alt.outcomes.get(a.id) and alt.outcomes[a.id].succeeded)
    k, c, b = STAT_LABELS[lang]
    lines.append("")
    lines.append(("Статистика ночи" if lang == "ru" else "Night statistics") + f": {k} — {kills}, {c} — {checks}, {b} — {beatings}.")
    if res.ambiguous:
        lines.append("")
        lines.append("ВНИМАНИЕ: правила допускают несколько исходов, нужен выбор ведущего."
                     if lang == "ru" else "NOTE: the rules allow several outcomes; the host must rule.")
    return "\n".join(lines)


# ------------------------------------------------------- private results
def private_results(res: Resolution, alt: Alternative, lang: str = "ru") -> dict[str, list[str]]:
    ru = lang == "ru"
    out: dict[str, list[str]] = {p.name: [] for p in res.scenario.players if p.alive}
    for row in move_rows(res, alt, lang):
        actor = row["actor"]
        if actor not in out:
            continue
        # The texts say a move of a player killed earlier that night «считается неудачной» (L39, L69).
        word = result_word("failed" if row["result"] == "void" else row["result"], lang)
        line = f"{row['action']} → {row['targets']}: {word}"
        answers = [alt.decision(i) for i in row["decisions"] if alt.decision(i).kind == "info"
                   and alt.decision(i).code.startswith(("answer_", "witness_saw", "actor_takes"))]
        if answers:
            line += " — " + "; ".join(decision_text(res, d, lang) for d in answers)
        if row["action_id"] == "steal_move" and row["result"] == "success":
            line += " — " + ("жертва является ролевым мирным" if ru else "the victim is a peaceful with a role")
        out[actor].append(line)
    state = alt.branch.state
    for name in out:
        for status, ru_text, en_text in (
            ("robbed", "Вас обворовали: сил выполнить свой ролевой ход уже не остаётся",
             "You were robbed: no strength left for your move"),
            ("beaten", "Вас избили: вы до утра валяетесь в канаве", "You were beaten and lie in a ditch till morning"),
            ("stolen", "Ваш ролевой ход украли", "Your move was stolen"),
        ):
            if any(not m.tentative for m in state.marks.get((name, status), ())):
                out[name].append(ru_text if ru else en_text)
        for status in ("guest",):
            for mark in state.marks.get((name, status), ()):
                if not mark.tentative:
                    host = mark.data.get("host")
                    out[name].append(f"Вы провели ночь в гостях у {host} и пропускаете ход" if ru
                                     else f"You spent the night as {host}'s guest and skip your move")
        death = alt.deaths.get(name)
        if death is not None:
            label = res.ruleset.kill_kinds[death.kind]
            out[name].append(f"Вы выбыли из игры: {label.label_ru.lower()}" if ru
                             else f"You are out of the game: {label.label_en.lower()}")
    for d in alt.decisions:
        if d.kind == "letter" and d.subject.startswith("player:"):
            who = d.subject.split(":", 1)[1]
            if who in out:
                out[who].append(render(d.code, d.params, lang))
    return out


# --------------------------------------------------------------- explain
def _act_line(res: Resolution, alt: Alternative, act_id: str, lang: str) -> str:
    act = res.night.act(act_id)
    outcome = alt.outcomes.get(act_id)
    actor = act.actor or ("ночь" if lang == "ru" else "night")
    result = result_word(outcome.result, lang) if outcome else "—"
    return f"{actor}: {_action_name(res, act.action, lang)} → {', '.join(act.targets)}: {result}"


def explain_act(res: Resolution, alt: Alternative, act_id: str, lang: str = "ru", depth: int = 0,
                quote: bool = True) -> list[str]:
    pad = "  " * depth
    lines = [pad + _act_line(res, alt, act_id, lang)]
    outcome = alt.outcomes.get(act_id)
    if outcome is None:
        return lines
    decisions = [alt.decision(i) for i in outcome.reasons]
    decisions += [d for d in alt.decisions if d.subject == act_id and d.kind in ("info", "survival", "tie_break")]
    for d in decisions:
        lines.append(f"{pad}  • {decision_text(res, d, lang)} — {clause_ref(res, d, lang, quote and depth == 0)}")
        if d.kind == "reason" and depth < 2:
            for cause in d.causes:
                if cause in alt.outcomes:
                    lines.extend(explain_act(res, alt, cause, lang, depth + 2, quote=False))
    return lines


def explain(res: Resolution, player: str, lang: str = "ru", alternative: int | None = None) -> str:
    alts = list(enumerate(res.alternatives)) if alternative is None else [(alternative, res.alternatives[alternative])]
    ru = lang == "ru"
    out: list[str] = []
    for index, alt in alts:
        if len(res.alternatives) > 1:
            out.append((f"Исход №{index + 1} из {len(res.alternatives)}" if ru
                        else f"Outcome #{index + 1} of {len(res.alternatives)}"))
        role = _role_name(res, player, lang)
        out.append(f"{player} ({role})")
        acts = [a for a in res.acts if a.actor == player and a.origin != "pseudo"]
        if not acts:
            out.append("  " + ("ходов не было" if ru else "no moves"))
        for act in acts:
            out.extend("  " + line for line in explain_act(res, alt, act.id, lang))
        for nc in res.night.not_counted:
            if nc.actor == player:
                out.append(f"  {_action_name(res, nc.action, lang)}: {render(nc.code, nc.params, lang)}")
        fate = [d for d in alt.decisions if d.subject == f"player:{player}" and d.kind in ("death", "info", "letter")]
        for other in res.acts:
            if player in other.targets or other.actor != player:
                for d in alt.decisions:
                    if d.subject == other.id and d.kind == "survival" and d.params.get("victim") == player:
                        fate.append(d)
        death = alt.deaths.get(player)
        death_decision = next((d for d in alt.decisions if d.kind == "death" and d.subject == f"player:{player}"), None)
        out.append("  " + ("Судьба:" if ru else "Fate:") + " " + (
            decision_text(res, death_decision, lang) if death and death_decision else ("жив" if ru else "alive")))
        for d in fate:
            out.append(f"    • {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}")
            for cause in d.causes:
                if cause in alt.outcomes:
                    out.extend("      " + line for line in explain_act(res, alt, cause, lang, 0, quote=False))
        for d in alt.decisions:
            if d.kind in ("cycle", "fallback") and any(res.night.act(c).actor == player for c in d.causes):
                out.append(f"  ⟳ {decision_text(res, d, lang)} — {clause_ref(res, d, lang)}")
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
    alts = []
    for alt in res.alternatives:
        summary = alt.summary
        alts.append({
            "deaths": deaths(res, alt),
            "moves": move_rows(res, alt, lang),
            "morning_post": morning_post(res, alt, lang),
            "private": private_results(res, alt, lang),
            "decisions": [dict(d.to_dict(), text=decision_text(res, d, lang),
                               clause_ref=clause_ref(res, d, lang)) for d in alt.decisions],
            "cycles": [{"members": c.members, "status": c.status, "alternatives": c.alternatives}
                       for c in alt.branch.state.cycles],
            "alive_at_dawn": sorted(n for n, a in summary.get("alive", {}).items() if a),
        })
    return {
        "ruleset": res.ruleset.id,
        "night": res.scenario.night,
        "options": {k: v for k, v in res.night.options.items()},
        "ambiguous": res.ambiguous,
        "fallback": res.used_fallback,
        "alternatives": alts,
        "differences": differences(res, lang),
        "graph": {
            "nodes": [a.id for a in res.acts],
            "edges": [{"from": u, "to": v, **d} for u, v, d in res.engine.graph.graph.edges(data=True)],
            "cycles": res.cycles(),
        },
    }


def to_json(res: Resolution, lang: str = "ru") -> str:
    return json.dumps(to_dict(res, lang), ensure_ascii=False, indent=2, default=str)


def resolution_text(res: Resolution, lang: str = "ru") -> str:
    """The full terminal report: post, private results, moves, alternatives."""
    ru = lang == "ru"
    out: list[str] = []
    if res.ambiguous:
        out.append(("Ночь допускает %d согласованных исхода: нужно решение ведущего." if ru
                    else "The night has %d consistent outcomes: the host must rule.") % len(res.alternatives))
        out.append(("Различия:" if ru else "Differences:"))
        out.extend("  " + line for line in differences(res, lang))
        out.append("")
    if res.used_fallback:
        out.append("У круга ходов нет согласованного исхода: решил порядок ходов (см. ниже)." if ru
                   else "A ring of moves has no consistent outcome: the order of moves decided (see below).")
        out.append("")
    for index, alt in enumerate(res.alternatives):
        if res.ambiguous:
            out.append(("=== Исход №%d ===" if ru else "=== Outcome #%d ===") % (index + 1))
        out.append(morning_post(res, alt, lang))
        out.append("")
        out.append("Личные результаты:" if ru else "Private results:")
        for name, lines in private_results(res, alt, lang).items():
            if lines:
                out.append(f"  {name}: " + " | ".join(lines))
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
EDGE_COLORS = {"block": "firebrick", "protect": "forestgreen", "kill": "black", "reads": "gray50",
               "requires": "royalblue", "affects": "gray50"}


def _dot(text: str) -> str:
    """Text inside a DOT double-quoted string: a nickname may hold " or \\ (issue 7)."""
    return str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def graph_dot(res: Resolution, alt: Alternative | None = None, focus: str | None = None, lang: str = "ru") -> str:
    import networkx as nx

    alt = alt or res.alternatives[0]
    graph = res.engine.graph.graph
    nodes = set(graph.nodes)
    if focus is not None and focus in graph:
        nodes = {focus} | set(nx.ancestors(graph, focus)) | set(graph.successors(focus))
    in_cycle = {a for members in res.cycles() for a in members}
    lines = ["digraph night {", '  rankdir=LR; node [shape=box, style="rounded,filled", fontname="sans"];']
    for node in sorted(nodes, key=lambda a: res.night.act(a).sort_key()):
        act = res.night.act(node)
        outcome = alt.outcomes.get(node)
        fill = {"success": "#d9f2d9", "failed": "#f7d4d4", "void": "#e6e6e6"}.get(outcome.result if outcome else "", "#ffffff")
        label = (f"{_dot(act.actor or '—')}\\n{_dot(_action_name(res, act.action, lang))} → "
                 f"{_dot(', '.join(act.targets))}")
        border = ', color="darkorange", penwidth=3' if node in in_cycle else ""
        bold = ', penwidth=3' if node == focus else ""
        lines.append(f'  "{_dot(node)}" [label="{label}", fillcolor="{fill}"{border}{bold}];')
    for u, v, data in graph.edges(data=True):
        if u in nodes and v in nodes:
            style = ', style=dashed' if data.get("tie") else ""
            color = EDGE_COLORS.get(data.get("kind", ""), "gray50")
            lines.append(f'  "{_dot(u)}" -> "{_dot(v)}" [color="{color}", label="{_dot(data.get("kind", ""))}"{style}];')
    lines.append("}")
    return "\n".join(lines)
