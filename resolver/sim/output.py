"""A study's totals in words (Russian first, `--lang en`) and as JSON."""

from __future__ import annotations

from typing import Any

from resolver.day.win import side_label
from resolver.sim.totals import NO_WINNER, Totals
from resolver.specs.ruleset import RulesetSpec


def _side(rs: RulesetSpec, side: str, lang: str) -> str:
    if side == NO_WINNER:
        return "без победителя" if lang == "ru" else "no winner"
    return side_label(rs, side, lang)


def _kind(rs: RulesetSpec, kind: str, lang: str) -> str:
    spec = rs.kill_kinds.get(kind)
    if spec is None:
        return kind
    return f"{spec.label_ru if lang == 'ru' else spec.label_en} ({kind})"  # two kinds may share a label


def as_dict(rs: RulesetSpec, totals: Totals, meta: dict[str, Any], lang: str = "ru") -> dict[str, Any]:
    n = totals.games
    sides = []
    for side in sorted(totals.wins, key=lambda s: (-totals.wins[s], s)):
        share, low, high = totals.rate(side)
        sides.append({"side": side, "name": _side(rs, side, lang), "wins": totals.wins[side], "rate": share,
                      "low95": low, "high95": high})
    deaths = [{"kind": k, "name": _kind(rs, k, lang), "deaths": v, "per_game": v / n if n else 0.0}
              for k, v in sorted(totals.deaths.items(), key=lambda kv: (-kv[1], kv[0]))]
    return {**meta, "games": n, "sides": sides,
            "mean_nights": totals.nights / n if n else 0.0, "mean_days": totals.days / n if n else 0.0,
            "deaths": deaths,
            "rings": {"nights": totals.ring_nights, "games": totals.ring_games,
                      "per_game": totals.ring_nights / n if n else 0.0,
                      "share_of_games": totals.ring_games / n if n else 0.0},
            "redrawn_moves": totals.redrawn, "totals": totals.to_dict()}


def as_text(rs: RulesetSpec, totals: Totals, meta: dict[str, Any], lang: str = "ru") -> str:
    d = as_dict(rs, totals, meta, lang)
    ru = lang == "ru"
    n = d["games"]
    out = [(f"Расстановка {meta.get('setup', '')}, правила {rs.name_ru}, политика {meta.get('policy', '')}, "
            f"сид {meta.get('seed', '')}: сыграно партий {n}" if ru else
            f"Setup {meta.get('setup', '')}, rules {rs.name_en}, policy {meta.get('policy', '')}, "
            f"seed {meta.get('seed', '')}: {n} games played")]
    if meta.get("stopped"):
        out.append("Остановлено досрочно: итоги по сыгранным партиям." if ru else
                   "Stopped early: the totals of the games played.")
    out.append("Победы (доля, 95% интервал Уилсона):" if ru else "Wins (share, 95% Wilson interval):")
    width = max((len(s["name"]) for s in d["sides"]), default=0)
    for s in d["sides"]:
        out.append(f"  {s['name']:<{width}}  {s['wins']:>7}  {100 * s['rate']:5.1f}%  "
                   f"[{100 * s['low95']:5.1f}% – {100 * s['high95']:5.1f}%]")
    out.append((f"Средняя длина партии: {d['mean_nights']:.2f} ночи, {d['mean_days']:.2f} дня" if ru else
                f"Mean length of a game: {d['mean_nights']:.2f} nights, {d['mean_days']:.2f} days"))
    out.append("Смерти по причинам (всего, на партию):" if ru else "Deaths by cause (total, per game):")
    width = max((len(x["name"]) for x in d["deaths"]), default=0)
    for x in d["deaths"]:
        out.append(f"  {x['name']:<{width}}  {x['deaths']:>7}  {x['per_game']:.2f}")
    r = d["rings"]
    out.append((f"Ведущий выбирал исход (круг ходов): ночей {r['nights']}, в {100 * r['share_of_games']:.1f}% "
                f"партий" if ru else
                f"The host chose an outcome (a ring of moves): {r['nights']} nights, in "
                f"{100 * r['share_of_games']:.1f}% of the games"))
    if d["redrawn_moves"]:
        out.append((f"Ходов, которые движок счёл недопустимыми и которые выбраны заново: {d['redrawn_moves']}" if ru
                    else f"Moves the engine found illegal, drawn again: {d['redrawn_moves']}"))
    return "\n".join(out) + "\n"
