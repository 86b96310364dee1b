"""The whole check of a rule set (`check_ruleset`): its pairs of actions that meet, its rings and their outcomes in the
engine, its uncited actions, idle and winless roles and its options, as a dict (`to_json`) and as text in Russian or
English (`render_text`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resolver.analysis.findings import (
    Ambiguity,
    RoleFinding,
    Uncited,
    ambiguities,
    roles_idle,
    roles_never_win,
    uncited_actions,
)
from resolver.analysis.meetings import Link, Order, Switch, all_links, change_graph, pairs
from resolver.analysis.rings import MAX_LENGTH, MAX_PLAYED, Ring, find_rings, play_rings, verdict_counts
from resolver.specs.ruleset import RulesetSpec


@dataclass
class RulesCheck:
    spec: RulesetSpec
    pairs: dict[tuple[str, str], list[Link]]
    rings: list[Ring]
    rings_total: int
    uncited: list[Uncited]
    idle: list[RoleFinding]
    winless: list[RoleFinding]
    ambiguities: list[Ambiguity]
    summary: dict[str, Any] = field(default_factory=dict)


def check_ruleset(spec: RulesetSpec, max_rings: int = MAX_PLAYED) -> RulesCheck:
    """Check a rule set from its data; its rings (the first `max_rings`) are played through the engine."""
    links = all_links(spec)
    graph = change_graph(links)
    rings, total = find_rings(spec, graph)
    play_rings(spec, graph, rings, max_rings)
    check = RulesCheck(spec, pairs(links), rings, total, uncited_actions(spec), roles_idle(spec),
                       roles_never_win(spec), ambiguities(spec))
    reaching = [link for link in links if link.reaches]
    check.summary = {
        "actions": len(spec.actions),
        "pairs": len(check.pairs),
        "links": len(links),
        "links_that_reach": len(reaching),
        "edges": graph.number_of_edges(),
        "rings": total,
        "rings_listed": len(rings),
        "ring_length_bound": MAX_LENGTH,
        "rings_by_verdict": verdict_counts(rings),
        "rings_by_default": sum(1 for r in rings if r.default),
        "uncited": sum(1 for u in check.uncited if u.why != "not_named"),
        "not_named": sum(1 for u in check.uncited if u.why == "not_named"),
        "roles_never_act": len(check.idle),
        "roles_never_win": len(check.winless),
        "ambiguities": len(check.ambiguities),
    }
    return check


def _cite(spec: RulesetSpec, clause: str | None, lang: str) -> str:
    if clause is None:
        return ""
    found = spec.clauses.get(clause)
    return found.cite(spec.id, lang) if found is not None else clause


def _switch_json(switch: Switch | None) -> dict[str, Any] | None:
    return None if switch is None else {"option": switch[0], "value": switch[1], "equals": switch[2]}


def _link_json(spec: RulesetSpec, link: Link) -> dict[str, Any]:
    return {
        "from": link.producer, "to": link.consumer, "how": link.how, "detail": link.detail, "code": link.code,
        "clause": link.clause, "cite": _cite(spec, link.clause, "ru"), "ruling": link.ruling,
        "players_one": [list(pair) for pair in link.equal],
        "switches": [_switch_json(s) for s in link.switches],
        "by_default": link.holds_by_default(spec),
        "order": {"kind": link.order.kind, "reaches": link.order.reaches, "clause": link.order.clause,
                  "cite": _cite(spec, link.order.clause, "ru"), "ruling": link.order.ruling,
                  "switch": _switch_json(link.order.switch), "steps": list(link.order.steps)},
    }


def to_json(check: RulesCheck) -> dict[str, Any]:
    spec = check.spec
    return {
        "ruleset": spec.id, "name_ru": spec.name_ru, "name_en": spec.name_en,
        "summary": check.summary,
        "pairs": [{"actions": list(key), "links": [_link_json(spec, link) for link in links]}
                  for key, links in check.pairs.items()],
        "rings": [{"actions": list(r.actions), "by_default": r.default, "options": r.options, "verdict": r.verdict,
                   "outcomes": r.outcomes, "reason": r.reason, "night": r.night,
                   "links": [_link_json(spec, link) for link in r.links]} for r in check.rings],
        "uncited": [{"action": u.action, "clause": u.clause, "why": u.why} for u in check.uncited],
        "roles": {
            "never_act": [_role_json(f) for f in check.idle],
            "never_win": [_role_json(f) for f in check.winless],
        },
        "ambiguities": [{"option": a.option, "ruling": a.ruling, "default": a.default, "values": list(a.values),
                         "label_ru": spec.option_label(a.option, "ru"), "label_en": spec.option_label(a.option, "en"),
                         "description": a.description} for a in check.ambiguities],
    }


def _role_json(finding: RoleFinding) -> dict[str, Any]:
    return {"role": finding.role, "why": finding.why, "detail": finding.detail,
            "switch": None if finding.switch is None else {"option": finding.switch[0], "value": finding.switch[1]}}


# The words of the text, (ru, en).
WORDS: dict[str, tuple[str, str]] = {
    "title": ("Проверка правил", "Rules check"),
    "summary": ("Итог", "Summary"),
    "pairs_head": ("Что с чем встречается (пары действий, что их упорядочивает)",
                   "What meets what (pairs of actions, what orders them)"),
    "rings_head": ("Кольца взаимного влияния (до {n} действий) и исходы в движке",
                   "Rings of mutual effect (up to {n} actions) and their outcomes in the engine"),
    "uncited_head": ("Действия без пункта правил", "Actions no clause cites"),
    "not_named_head": ("Действия, которых их пункт не называет (ни по имени, ни синонимом)",
                       "Actions their clause does not name (by name or alias)"),
    "idle_head": ("Роли, которые не могут сходить", "Roles that can never act"),
    "winless_head": ("Роли, которые не могут победить", "Roles that can never win"),
    "amb_head": ("Неясности, о которых ведущего спрашивают (опции и их решение по умолчанию)",
                 "Ambiguities the host is asked about (options and their default ruling)"),
    "none": ("нет", "none"),
    "steps": ("шаг {p} раньше шага {m}: порядок ходов", "step {p} before step {m}: the order of moves"),
    "too_late": ("не влияет: шаг {p} после шага {m}", "cannot reach: step {p} after step {m}"),
    "same_step": ("один шаг {p}: одновременно, не влияет", "one step {p}: simultaneous, no effect"),
    "by_time": ("один шаг {p}: раньше присланный", "one step {p}: the one sent earlier"),
    "time_group": ("по времени заявок", "by the time sent"),
    "lot": ("жребий ведущего", "the host's lot"),
    "lookahead": ("позднее решает раньшее (шаг {m} → шаг {p})", "the later decides the earlier (step {m} → step {p})"),
    "whole_night": ("на всю ночь, поверх шагов", "for the whole night, across the steps"),
    "moment": ("в момент своего источника", "at the moment of its source"),
    "decided_back": ("не влияет: тот решает его задним числом", "cannot reach: the other decides it back"),
    "status": ("статус «{detail}» → {code}", "status «{detail}» → {code}"),
    "protection": ("защита «{detail}»", "protection «{detail}»"),
    "consumes": ("может истратить защиту «{detail}»", "may use up the protection «{detail}»"),
    "watch": ("слежка видит его", "the watch sees it"),
    "watched": ("слежка «{detail}» отвечает в момент", "the watch «{detail}» strikes at its moment"),
    "blast": ("убийство задевает гостей", "the kill reaches the guests"),
    "derived": ("из него делается «{detail}»", "«{detail}» is made out of it"),
    "one": ("один исход", "one outcome"),
    "several": ("исходов: {n} — выбирает ведущий", "{n} outcomes — the host chooses"),
    "none_v": ("согласованного исхода нет — решает порядок ходов", "no consistent outcome — the order of moves decides"),
    "no_ring": ("движок кольца не видит (один исход)", "the engine sees no ring (one outcome)"),
    "not_built": ("ночь не построена: {reason}", "night not built: {reason}"),
    "not_played": ("не сыграно (предел)", "not played (the bound)"),
    "not_default": ("только при опциях", "only with options"),
    "no_moves": ("нет ходов", "no moves"),
    "only_engine": ("только действия движка", "only the engine's acts"),
    "barred": ("все ходы запрещены её признаку: {detail}", "every move barred to its trait: {detail}"),
    "only_items": ("ходит только с вещью: {detail}", "moves only with an item: {detail}"),
    "off_with_option": ("ходы выключает опция {switch}: {detail}", "its moves are off with {switch}: {detail}"),
    "no_win_rule": ("ни одно условие победы не называет её сторону ({detail})", "no win rule names its side ({detail})"),
    "only_with_option": ("побеждает только при {switch} (сторона {detail})", "wins only with {switch} (side {detail})"),
    "missing": ("пункта нет в правилах", "the clause is missing"),
    "out_of_text": ("строки пункта вне текста", "the clause's lines are outside the text"),
    "empty": ("пункт пуст", "the clause is empty"),
    "not_named": ("пункт не называет действие", "the clause does not name the action"),
}


def _w(key: str, lang: str, **params: Any) -> str:
    ru, en = WORDS[key]
    return (ru if lang == "ru" else en).format(**params)


def _name(spec: RulesetSpec, action: str, lang: str) -> str:
    found = spec.actions.get(action)
    if found is None:
        return action
    return found.name_ru if lang == "ru" else found.name_en


def _switch_text(spec: RulesetSpec, switch: Switch, lang: str) -> str:
    option, value, on = switch
    return f"{option} {'=' if on else '≠'} {spec.option_value_label(option, value, lang)}"


def _order_text(spec: RulesetSpec, order: Order, lang: str) -> str:
    key = "none_v" if order.kind == "none" else order.kind
    text = _w(key, lang, p=order.steps[0], m=order.steps[1])
    cite = _cite(spec, order.clause, lang)
    if cite:
        text += f" — {cite}"
    if order.ruling:
        text += f"; {order.ruling}"
    if order.switch is not None:
        text += f" [{_switch_text(spec, order.switch, lang)}]"
    return text


def _link_text(spec: RulesetSpec, link: Link, lang: str) -> str:
    detail = _name(spec, link.detail, lang) if link.how in ("derived", "watched") else link.detail
    what = _w(link.how, lang, detail=detail, code=link.code)
    cite = _cite(spec, link.clause, lang)
    switches = "".join(f" [{_switch_text(spec, s, lang)}]" for s in link.switches)
    return (f"{_name(spec, link.producer, lang)} → {_name(spec, link.consumer, lang)}: {what} ({cite}"
            f"{'; ' + link.ruling if link.ruling else ''}){switches}; {_order_text(spec, link.order, lang)}")


def _pair_lines(spec: RulesetSpec, links: list[Link], lang: str) -> list[str]:
    """One line a direction of a pair: what the first does to the second (each kind once, with the first clause) and
    what orders them (each once); the JSON has every link."""
    by_way: dict[tuple[str, str], list[Link]] = {}
    for link in links:
        by_way.setdefault((link.producer, link.consumer), []).append(link)
    out: list[str] = []
    for (p, m), found in by_way.items():
        whats: dict[str, None] = {}
        for link in found:
            detail = _name(spec, link.detail, lang) if link.how in ("derived", "watched") else link.detail
            what = _w(link.how, lang, detail=detail, code=link.code)
            whats.setdefault(f"{what} ({_cite(spec, link.clause, lang)})", None)
        orders = dict.fromkeys(_order_text(spec, link.order, lang) for link in found)
        out.append(f"{_name(spec, p, lang)} → {_name(spec, m, lang)}: {'; '.join(whats)} | {' | '.join(orders)}")
    return out


def _verdict_text(ring: Ring, lang: str) -> str:
    if ring.verdict == "several":
        return _w("several", lang, n=ring.outcomes)
    if ring.verdict == "none":
        return _w("none_v", lang)
    if ring.verdict == "not_built":
        return _w("not_built", lang, reason=ring.reason)
    return _w(ring.verdict, lang)


def render_text(check: RulesCheck, lang: str = "ru") -> str:
    spec = check.spec
    s = check.summary
    out = [f"{_w('title', lang)}: {spec.id} — {spec.name_ru if lang == 'ru' else spec.name_en}", "",
           f"{_w('summary', lang)}:"]
    verdicts = ", ".join(f"{k}: {v}" for k, v in sorted(s["rings_by_verdict"].items()))
    if lang == "ru":
        out += [f"  действий: {s['actions']}; пар, что встречаются: {s['pairs']}; связей: {s['links']}, из них "
                f"влияющих: {s['links_that_reach']} ({s['edges']} рёбер)",
                f"  колец (до {s['ring_length_bound']} действий): {s['rings']}, при опциях по умолчанию: "
                f"{s['rings_by_default']}; исходы: {verdicts}",
                f"  действий без пункта: {s['uncited']}; не названных своим пунктом: {s['not_named']}",
                f"  ролей, что не могут сходить: {s['roles_never_act']}; не могут победить: {s['roles_never_win']}",
                f"  неясностей (опций): {s['ambiguities']}"]
    else:
        out += [f"  actions: {s['actions']}; pairs that meet: {s['pairs']}; links: {s['links']}, of them reaching: "
                f"{s['links_that_reach']} ({s['edges']} edges)",
                f"  rings (up to {s['ring_length_bound']} actions): {s['rings']}, with the default options: "
                f"{s['rings_by_default']}; outcomes: {verdicts}",
                f"  actions no clause cites: {s['uncited']}; not named by their clause: {s['not_named']}",
                f"  roles that can never act: {s['roles_never_act']}; never win: {s['roles_never_win']}",
                f"  ambiguities (options): {s['ambiguities']}"]
    out += ["", _w("pairs_head", lang) + ":"]
    for links in check.pairs.values():
        out += [f"  {line}" for line in _pair_lines(spec, links, lang)]
    out += ["", _w("rings_head", lang, n=s["ring_length_bound"]) + ":"]
    for ring in check.rings:
        names = " → ".join(_name(spec, a, lang) for a in ring.actions + ring.actions[:1])
        options = ", ".join(f"{k} = {spec.option_value_label(k, v, lang)}" for k, v in ring.options.items())
        extra = f" [{_w('not_default', lang)}: {options}]" if options else ""
        out.append(f"  {names}{extra}: {_verdict_text(ring, lang)}")
    if check.rings_total > len(check.rings):
        out.append(f"  … {check.rings_total - len(check.rings)}")
    out += ["", _w("uncited_head", lang) + ":"]
    out += _uncited_lines(check, lang, named=False)
    out += ["", _w("not_named_head", lang) + ":"]
    out += _uncited_lines(check, lang, named=True)
    for head, found in (("idle_head", check.idle), ("winless_head", check.winless)):
        out += ["", _w(head, lang) + ":"]
        out += [f"  {_role_name(spec, f.role, lang)}: {_role_text(spec, f, lang)}" for f in found] or [
            f"  {_w('none', lang)}"]
    out += ["", _w("amb_head", lang) + ":"]
    if not check.ambiguities:
        out.append(f"  {_w('none', lang)}")
    for amb in check.ambiguities:
        label = spec.option_label(amb.option, lang)
        values = ", ".join(spec.option_value_label(amb.option, v, lang) for v in amb.values)
        default = spec.option_value_label(amb.option, amb.default, lang)
        out.append(f"  {label} ({amb.option}): {default} — {amb.ruling}" + (f"; [{values}]" if values else ""))
    return "\n".join(out) + "\n"


def _uncited_lines(check: RulesCheck, lang: str, named: bool) -> list[str]:
    spec = check.spec
    rows = [u for u in check.uncited if (u.why == "not_named") == named]
    return [f"  {_name(spec, u.action, lang)} ({u.action}): {_w(u.why, lang)} — {_cite(spec, u.clause, lang)}"
            for u in rows] or [f"  {_w('none', lang)}"]


def _role_name(spec: RulesetSpec, role: str, lang: str) -> str:
    found = spec.roles[role]
    return found.name_ru if lang == "ru" else found.name_en


def _role_text(spec: RulesetSpec, finding: RoleFinding, lang: str) -> str:
    switch = ""
    if finding.switch is not None:
        switch = f"{finding.switch[0]} = {spec.option_value_label(finding.switch[0], finding.switch[1], lang)}"
    return _w(finding.why, lang, detail=finding.detail, switch=switch)
