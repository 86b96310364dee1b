"""Hypothesis strategies: random VALID nights of the bankers rule set («банкиры»).

`nights()` draws a scenario as a plain dict (what `yaml.safe_load` of a host's file
would give); `night_yaml()` draws the same as YAML text; `to_yaml()` turns a dict
into text. Every night drawn here must pass `resolver.input.loader.load_text` with no
problem: the strategies follow the input rules of docs/rulings.md B-53 and the
checks of `resolver.input.validate`:

- two clans (Клан1, Клан2) of Босс, Вор, Охранник, Индеец, Актер, the son, the
  peaceful roles and some Мирные; some players dead from earlier nights;
- carried state: `doomed_by` (a Шизик) on living players, `last_targets`, the
  Фанатка's flags, a бронежилет now and then;
- the day: `lynched`, `event` (Полнолуние allows two clan-kill targets; Праздник
  with a `mortar_holder` who is a living Мирный), `next_event`;
- moves: only living players, at most one move per (actor, action, sender), only
  the actions of the actor's role, targets among the living, never last night's
  target of a repeat-banned action, a hunt never together with a move that
  forbids it (`NotWithHunt`), `replace_dead_mafioso` and
  `bonus_check` only when their preconditions hold, optional `time: "HH:MM"`
  (few distinct times, so ties and rings of moves do happen), the Жулик's
  `branches`, now and then a Boss's duplicate move (`by:`);
- options drawn from `ruleset.options`.

Names of roles, actions, clans, items and events are spelled in every way the
rule set accepts (Russian name, id, alias), as hosts do.
"""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import strategies as st

from resolver.rulesets import get_ruleset
from resolver.specs.limits import NotWithHunt

RS = get_ruleset("bankers")

CLANS = ("Клан1", "Клан2")
CLAN_SPELLINGS = {"Клан1": ("Клан1", "1", "клан 1", "clan1"), "Клан2": ("Клан2", "2", "Клан 2", "Clan2")}
CLAN_ROLES = ("boss", "thief", "guard", "indian", "actor")
PEACEFUL_ROLES = ("detective", "doctor", "vixen", "shizik", "fangirl", "thug", "trickster", "witness", "maniac")
# The roles a Жулик can steal from («всех возможных 8 ролей мирных», L148).
STEALABLE = tuple(r for r in PEACEFUL_ROLES if r != "trickster")
SELF_TARGET_OK = {"heal", "beat"}  # «в том числе себя» (L77, L126)
TIMES = ("21:00", "21:30", "22:15", "23:05")

# Nicks. A few would be booleans, numbers, nulls or times to a YAML 1.1 reader.
NAME_POOL = (
    "Дон Корлеоне", "Щипач", "Бугай", "Вождь", "Артист", "Барон", "Карман", "Страж", "Орлиный Глаз",
    "Лицедей", "Сынок", "Шерлок", "Айболит", "Мадам", "Псих", "Поклонница", "Шкаф", "Ловкач",
    "Очевидец", "Потрошитель", "Иван", "Пётр", "Марья", "Дарья", "Фёдор", "Олёна", "Serginio",
    "Миралисса", "Маруська", "Ягуарчик", "Любашка", "kot_v_sapogah", "Mr. Smith", "NO", "yes", "on",
    "null", "007", "22:15", "Ёж",
)


def _spellings(table: str, item_id: str) -> list[str]:
    item = getattr(RS, table)[item_id]
    lookup = getattr(RS, table[:-1] + "_id")
    names = [item.name_ru, item.name_ru, item_id, *getattr(item, "aliases", ())]
    return [n for n in names if lookup(n) == item_id]


def spell(draw: Any, table: str, item_id: str) -> str:
    return draw(st.sampled_from(_spellings(table, item_id)))


def _own_action(role_id: str) -> str | None:
    for action in RS.roles[role_id].actions:
        if action != "peaceful_hunt":
            return action
    return None


def _maybe(draw: Any, one_in: int) -> bool:
    """True about once in `one_in` draws; shrinks to False."""
    return draw(st.integers(0, one_in - 1)) == one_in - 1


def _often(draw: Any) -> bool:
    """True about three times in four; shrinks to False."""
    return draw(st.integers(0, 3)) > 0


@st.composite
def nights(draw: Any, max_villagers: int = 5) -> dict[str, Any]:
    """A random valid bankers night as a scenario dict."""
    # ------------------------------------------------------------- roster
    roster: list[tuple[str, str | None]] = []
    for clan in CLANS:
        for role in CLAN_ROLES:
            if _often(draw):
                roster.append((role, clan))
    if draw(st.booleans()):
        roster.append(("bastard_son", None))
    for role in PEACEFUL_ROLES:
        if _often(draw):
            roster.append((role, None))
    roster += [("villager", None)] * draw(st.integers(0, max_villagers))
    if not roster:
        roster.append(("villager", None))
    names = list(draw(st.permutations(NAME_POOL)))[: len(roster)]
    role_of = {n: r for n, (r, _) in zip(names, roster)}
    clan_of = {n: c for n, (_, c) in zip(names, roster)}
    alive = {n: draw(st.integers(0, 4)) > 0 for n in names}
    living = [n for n in names if alive[n]]
    shiziks = [n for n in names if role_of[n] == "shizik"]

    players: list[dict[str, Any]] = []
    last: dict[str, dict[str, str]] = {}
    fan_state: dict[str, dict[str, Any]] = {}
    for name in names:
        role = role_of[name]
        player: dict[str, Any] = {"name": name, "role": spell(draw, "roles", role)}
        own_clan = clan_of[name]
        if own_clan is not None:
            player["clan"] = draw(st.sampled_from(CLAN_SPELLINGS[own_clan]))
        if not alive[name]:
            player["alive"] = False
        if _maybe(draw, 7):
            player["items"] = [spell(draw, "items", "vest")]
        state: dict[str, Any] = {}
        others = [n for n in shiziks if n != name]
        if alive[name] and others and _maybe(draw, 4):
            state["doomed_by"] = draw(st.sampled_from(others))
        last_targets: dict[str, str] = {}
        for action in RS.roles[role].actions:
            if action == "peaceful_hunt" or not _maybe(draw, 3):
                continue
            pool = [n for n in names if n != name or action in SELF_TARGET_OK]
            if pool:
                target = draw(st.sampled_from(pool))
                last_targets[action] = target
                last_targets_key = spell(draw, "actions", action)
                state.setdefault("last_targets", {})[last_targets_key] = target
        last[name] = last_targets
        if role == "fangirl":
            found = draw(st.booleans())
            used = found and draw(st.booleans())
            if found:
                state["found_detective"] = True
            if used:
                state["bonus_check_used"] = True
            if _maybe(draw, 4):
                state["seeking_role"] = spell(draw, "roles", draw(st.sampled_from(STEALABLE)))
            fan_state[name] = {"found": found, "used": used}
        if state:
            player["state"] = state
        players.append(player)

    # ---------------------------------------------------------------- day
    day: dict[str, Any] = {}
    lynched: list[str] = []
    if living and draw(st.booleans()):
        lynched = draw(st.lists(st.sampled_from(living), min_size=1, max_size=2, unique=True))
        day["lynched"] = lynched
    # Полнолуние and Праздник change the night; the other events only touch the day.
    event = draw(st.one_of(st.none(), st.sampled_from(("full_moon", "holiday")),
                           st.sampled_from(sorted(RS.events))))
    holder = None
    if event is not None:
        day["event"] = spell(draw, "events", event)
        villagers = [n for n in living if role_of[n] == "villager"]
        if event == "holiday" and villagers and _often(draw):
            holder = draw(st.sampled_from(villagers))
            day["mortar_holder"] = holder
    if _maybe(draw, 4):
        day["next_event"] = spell(draw, "events", draw(st.sampled_from(sorted(RS.events))))

    # -------------------------------------------------------------- moves
    moves: list[dict[str, Any]] = []
    # Moves aimed at a few players interact (heal the clan's victim, beat the Стерва's guest, ...).
    focus = draw(st.lists(st.sampled_from(living), min_size=1, max_size=3, unique=True)) if living else []
    hunt_focus = focus[:1]

    def targets_for(actor: str, action: str, victim_last: str | None = None) -> list[str] | None:
        banned = {last.get(actor, {}).get(action), victim_last}
        pool = [n for n in living if (n != actor or action in SELF_TARGET_OK) and n not in banned]
        if action == "peaceful_hunt":
            hunted = [n for n in hunt_focus if n in pool]
            if hunted and _often(draw):
                pool = hunted
        elif action not in ("guard_mafia", "replace_dead_mafioso"):
            aimed = [n for n in focus if n in pool]
            if aimed and draw(st.booleans()):
                pool = aimed
        elif action == "guard_mafia":
            own = [n for n in pool if clan_of[n] == clan_of[actor]]
            if own and _often(draw):
                pool = own
        elif action == "replace_dead_mafioso":
            # B-15: a dead member of his own clan (dead before the night, or hanged today).
            pool = [n for n in names if n != actor and clan_of[n] == clan_of[actor] and n not in banned
                    and (not alive[n] or n in lynched)]
        if not pool:
            return None
        count = 1
        if action == "clan_kill" and event == "full_moon" and len(pool) > 1 and draw(st.booleans()):
            count = 2
        return draw(st.lists(st.sampled_from(pool), min_size=count, max_size=count, unique=True))

    def make_move(actor: str, action: str, targets: list[str], by: str | None = None) -> dict[str, Any]:
        move: dict[str, Any] = {"actor": actor, "action": spell(draw, "actions", action)}
        if len(targets) == 1 and draw(st.booleans()):
            move["target"] = targets[0]
        else:
            move["targets"] = targets
        if by is not None:
            move["by"] = by
        time = draw(st.one_of(st.none(), st.sampled_from(TIMES)))
        if time is not None:
            move["time"] = time
        return move

    # Now and then the Стерва and the Шизик invite each other (L110): with equal or missing
    # times that is a ring of moves with two consistent outcomes (B-08, B-51).
    done: set[tuple[str, str]] = set()
    pair = [n for n in living if role_of[n] == "vixen"][:1] + [n for n in living if role_of[n] == "shizik"][:1]
    if len(pair) == 2 and _maybe(draw, 5):
        time = draw(st.one_of(st.none(), st.sampled_from(TIMES)))
        for actor, action, other in ((pair[0], "invite", pair[1]), (pair[1], "invite_lethal", pair[0])):
            if last[actor].get(action) == other:
                continue
            move = {"actor": actor, "action": spell(draw, "actions", action), "target": other}
            if time is not None:
                move["time"] = time
            moves.append(move)
            done.add((actor, action))

    for actor in living:
        role = role_of[actor]
        actions = list(RS.roles[role].actions)
        if actor == holder:
            actions.append("mortar_fire")
        written = [a for (who, a) in done if who == actor]
        hunts = ("peaceful_hunt" in actions and draw(st.booleans())
                 and not any(RS.actions[a].row(NotWithHunt) for a in written))
        for action in actions:
            spec = RS.actions[action]
            if action in written:
                continue
            if action == "peaceful_hunt":
                if not hunts:
                    continue
            elif hunts and spec.row(NotWithHunt):
                continue
            elif action == "bonus_check" and not (fan_state.get(actor, {}).get("found")
                                                  and not fan_state[actor]["used"]):
                continue
            elif action == "clan_kill":
                if not _maybe(draw, 3):
                    continue
            elif action == "mortar_fire":
                if not _often(draw):
                    continue
            elif not draw(st.booleans()):
                continue
            targets = targets_for(actor, action)
            if targets is None:
                continue
            move = make_move(actor, action, targets)
            if action == "steal_move":
                move["branches"] = draw_branches(draw, actor, targets[0], role_of, last, living)
            moves.append(move)

    # A Boss's duplicate move for a member of his clan (L34, B-05).
    for clan in CLANS:
        bosses = [n for n in living if role_of[n] == "boss" and clan_of[n] == clan]
        members = [n for n in living if clan_of[n] == clan and role_of[n] != "boss"]
        if not bosses or not members or not _maybe(draw, 3):
            continue
        member = draw(st.sampled_from(members))
        choices = [a for a in RS.roles[role_of[member]].actions
                   if RS.actions[a].role_move and a not in ("clan_kill", "replace_dead_mafioso")]
        if not choices:
            continue
        action = draw(st.sampled_from(choices))
        targets = targets_for(member, action)
        if targets is not None:
            moves.append(make_move(member, action, targets, by=bosses[0]))

    # ------------------------------------------------------------ options
    options: dict[str, Any] = {}
    for name, option in sorted(RS.options.items()):
        if not _maybe(draw, 5):
            continue
        values = option.values
        if isinstance(values, tuple):
            options[name] = draw(st.sampled_from(values))
        elif values is int:
            options[name] = draw(st.integers(max(1, option.minimum or 1), min(4, option.maximum or 4)))
        # a free-text option (a deadline, a time zone) keeps its default: its own tests cover its values

    night: dict[str, Any] = {"ruleset": draw(st.sampled_from(["bankers", "bankers", "Банкиры"])),
                             "night": draw(st.integers(1, 6))}
    if options:
        night["options"] = options
    night["players"] = players
    if day:
        night["day"] = day
    night["moves"] = moves
    return night


def draw_branches(draw: Any, actor: str, victim: str, role_of: dict[str, str],
                  last: dict[str, dict[str, str]], living: list[str]) -> list[dict[str, Any]]:
    """The Жулик's order: «Если serginio доктор, то я лечу «Миралиссу»» (L143-L148)."""
    branches = []
    roles = draw(st.lists(st.sampled_from(STEALABLE), unique=True, max_size=len(STEALABLE)))
    if role_of.get(victim) in STEALABLE and role_of[victim] not in roles and not _maybe(draw, 4):
        roles.append(role_of[victim])  # a Жулик who guessed the role: the stolen move happens
    for role in roles:
        action = _own_action(role)
        assert action is not None
        # The victim's limits apply to his stolen move (B-18): not his last target.
        victim_last = last.get(victim, {}).get(action) if role_of.get(victim) == role else None
        pool = [n for n in living if n != victim_last and (n != actor or action in SELF_TARGET_OK)]
        if not pool:
            continue
        branch: dict[str, Any] = {"if": spell(draw, "roles", role), "target": draw(st.sampled_from(pool))}
        if _maybe(draw, 4):
            branch["action"] = spell(draw, "actions", action)
        branches.append(branch)
    return branches


def to_yaml(night: dict[str, Any]) -> str:
    return yaml.safe_dump(night, allow_unicode=True, sort_keys=False, default_flow_style=False)


@st.composite
def night_yaml(draw: Any) -> str:
    """A random valid bankers night as the text of a scenario file."""
    return to_yaml(draw(nights()))
