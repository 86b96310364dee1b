"""Why: the chain of reasons of an act or of a player's fate (`act_chain`, `player_chain`), `explain`, and what
differs between the outcomes of a night.
"""

from __future__ import annotations

from dataclasses import dataclass

from resolver.api import Alternative, Resolution
from resolver.engine.decisions import Decision
from resolver.report.messages import render, result_word
from resolver.report.wording import _action_name, _role_name, aimed, clause_ref, decision_text


def _act_line(res: Resolution, alt: Alternative, act_id: str, lang: str) -> str:
    act = res.night.act(act_id)
    outcome = alt.outcomes.get(act_id)
    actor = act.actor or ("ночь" if lang == "ru" else "night")
    result = result_word(outcome.result, lang) if outcome else "—"
    return f"{actor}: {_action_name(res, act.action, lang)}{aimed(', '.join(act.targets))}: {result}"


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
