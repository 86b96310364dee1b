"""What a pasted line was read as (`PastedLine`), and what comes of it: its reading in words (`describe`), in
Russian or English, and the usable lines as a night's moves (`as_moves`, `merge`). Pure."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from resolver.specs.ruleset import RulesetSpec

__all__ = ["MESSAGES", "PastedLine", "Status", "as_moves", "describe", "home_of", "merge", "message", "with_home",
           "with_lines"]

Status = Literal["ok", "fixed", "home", "error"]

MESSAGES: dict[str, tuple[str, str]] = {
    "no_actor": ("не найден игрок «{wrote}»", "no player «{wrote}»"),
    "dead_actor": ("{who} мёртв: ход не принимается", "{who} is dead: no move taken"),
    "no_action": ("не понят ход «{wrote}»", "move «{wrote}» not understood"),
    "no_action_named": ("ход не назван", "no move named"),
    "not_his": ("«{action}» — не ход его роли (движок отметит как недопустимый)",
                "«{action}» is not his role's move (the engine will flag it as illegal)"),
    "no_target": ("не найден игрок «{wrote}»", "no player «{wrote}»"),
    "dead_target": ("цель {who} мертва", "the target {who} is dead"),
    "too_many": ("целей {n}, а ход «{action}» берёт не больше {max}", "{n} targets, «{action}» takes at most {max}"),
    "too_few": ("целей {n}, а ходу «{action}» нужно {min}", "{n} targets, «{action}» needs {min}"),
    "either": ("неясно: {a} или {b}", "unclear: {a} or {b}"),
    "bad_date": ("дата времени «{time}» не читается (пишите 22:15 или 2026-11-30 22:15)",
                 "the date of «{time}» cannot be read (use 22:15 or 2026-11-30 22:15)"),
    "same_target": ("{who} назван дважды: цели хода «{action}» — разные игроки",
                    "{who} is named twice: the targets of «{action}» are different players"),
    "two_times": ("два времени: «{first}» и «{second}» — оставьте одно", "two times: «{first}» and «{second}» — keep one"),
    "mixed_time": ("время «{time}» записано не так, как «{first}»: то с датой, то без — пишите его везде одинаково",
                   "the time «{time}» is not written like «{first}»: one with a date, one without — write them all "
                   "the same way"),
    "refused": ("{ru}", "{en}"),  # a check row of the rule set (`resolver/input/checks/rows.py`), with its clause
    "fix": ("«{wrote}» прочитано как «{read}»", "«{wrote}» read as «{read}»"),
    "only_move": ("ход не назван: у него один ход, «{read}»", "no move named: his only move is «{read}»"),
    "twice": ("заменяет строку {line}: тот же ход того же игрока", "replaces line {line}: the same player's same move"),
    "home": ("{who}: сидит дома (хода нет)", "{who}: stays home (no move)"),
    "home_has_move": ("в ночи уже есть его ход: он не удалён", "the night already holds his move: it is kept"),
}


@dataclass
class PastedLine:
    """One line of the paste and what it was read as."""

    number: int  # 1-based line of the pasted text
    text: str
    status: Status
    actor: str | None = None
    action: str | None = None  # action id
    targets: list[str] = field(default_factory=list)
    time: str | None = None
    fixes: list[tuple[str, str]] = field(default_factory=list)  # (as written, as read)
    problems: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (code, params)
    notes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return self.status in ("ok", "fixed")


def message(code: str, params: dict[str, Any], lang: str = "ru") -> str:
    """The line's note in the language asked; `action_en` (`resolver.report.messages.named`) fills {action} in English."""
    ru, en = MESSAGES[code]
    if lang == "en":
        params = {**params, **{k[:-3]: v for k, v in params.items() if k.endswith("_en")}}
    return (en if lang == "en" else ru).format(**params)


def describe(line: PastedLine, rs: RulesetSpec, lang: str = "ru") -> str:
    """What the line was read as, in words: «Айболит: Лечение → Иван» or its problems."""
    parts = [message(code, params, lang) for code, params in line.problems]
    if line.status == "home":
        return "; ".join([message("home", {"who": line.actor}, lang),
                          *(message(code, params, lang) for code, params in line.notes)])
    if line.actor and line.action and not line.problems:
        spec = rs.actions[line.action]
        head = f"{line.actor}: {spec.name_ru if lang != 'en' else spec.name_en}"
        if line.targets:
            head += " → " + ", ".join(line.targets)
        if line.time:
            head += f" ({line.time})"
        parts.insert(0, head)
    parts += [message("fix", {"wrote": w, "read": r}, lang) for w, r in line.fixes if w != "—"]
    parts += [message(code, params, lang) for code, params in line.notes]
    return "; ".join(parts)


def as_moves(lines: list[PastedLine], rs: RulesetSpec) -> list[dict[str, Any]]:
    """The usable lines as scenario moves (action by its Russian name, as the tables write it); of one
    player's same move the last line counts."""
    out: list[dict[str, Any]] = []
    for line in lines:
        if not line.usable or line.actor is None or line.action is None:
            continue
        move: dict[str, Any] = {"actor": line.actor, "action": rs.actions[line.action].name_ru}
        if len(line.targets) == 1:
            move["target"] = line.targets[0]
        elif line.targets:
            move["targets"] = list(line.targets)
        if line.time:
            move["time"] = line.time
        out = merge(out, [move], rs)
    return out


def merge(moves: list[dict[str, Any]], new: list[dict[str, Any]], rs: RulesetSpec) -> list[dict[str, Any]]:
    """`moves` with `new` added: a new move replaces the move of the same actor and action (a night file
    holds one of each), in its place; the others are appended."""
    out = list(moves)
    for move in new:
        same = [i for i, m in enumerate(out) if isinstance(m, dict) and m.get("actor") == move["actor"]
                and rs.action_id(str(m.get("action", ""))) == rs.action_id(move["action"])]
        if same:
            out[same[0]] = move
        else:
            out.append(move)
    return out


def home_of(lines: list[PastedLine]) -> list[str]:
    """The players whose last line said they stay home («сижу дома»), in the order of their lines: a move line of
    the same player after it takes it back."""
    last: dict[str, PastedLine] = {}
    for line in lines:
        if line.actor is not None and (line.status == "home" or line.usable):
            last.pop(line.actor, None)
            last[line.actor] = line
    return [name for name, line in last.items() if line.status == "home"]


def with_home(data: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The night `data` with `names` added to its players who stay home by their own word (`home`), once each."""
    home = [str(n) for n in data.get("home") or [] if isinstance(n, str)]
    data["home"] = home + [n for n in names if n not in home]
    return data


def with_lines(data: dict[str, Any], lines: list[PastedLine], rs: RulesetSpec) -> int:
    """The usable lines' moves merged into the night `data` (in place) and the players whose last line said «сижу
    дома» added to its `home` (a move the night already holds of one is kept, and he is not); a player who sent a
    move now is no longer at home. How many moves and homes were taken."""
    new = as_moves(lines, rs)
    data["moves"] = merge(list(data.get("moves") or []), new, rs)
    sent = {m.get("actor") for m in data["moves"] if isinstance(m, dict)}
    home = [n for n in home_of(lines) if n not in sent]
    moved = {m["actor"] for m in new}
    with_home(data, home)
    data["home"] = [n for n in data["home"] if n not in moved]
    if not data["home"]:
        del data["home"]
    return len(new) + len(home)
