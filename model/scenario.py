"""The scenario file: one night of one game, as a host writes it.

Names of roles, actions, items and events are kept as the host wrote them
(Russian or English); the rule set resolves them, because which names exist
depends on the rule set.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from model.base import _Strict, _as_list
from model.day import Vote, VoteModifier
from model.expect import Expect, ExpectedDeath

__all__ = ["Branch", "Day", "Expect", "ExpectedDeath", "Move", "Pending", "Player", "PlayerState", "Scenario"]


class Pending(_Strict):
    """An effect laid on a player on an earlier night that comes due tonight (a poison, a bite)."""

    kind: str = Field(description="The pending effect's id in the rule set (e.g. poison).")
    source: str | None = Field(None, description="Who laid it.")
    night: int | None = Field(None, ge=1, description="The night it was laid.")
def _targets(data: dict[str, Any]) -> dict[str, Any]:
    """`target: X` (short for `targets: [X]`) and `targets: X` (one name, not its letters)."""
    data = dict(data)
    target = _as_list(data.pop("target", None))
    targets = _as_list(data.get("targets"))
    if isinstance(target, list) and isinstance(targets, list):
        data["targets"] = target + targets
    else:  # a mapping or a number where a name is meant: left for the type check to report
        data["targets"] = target if not isinstance(target, list) else targets
    return data


class PlayerState(_Strict):
    """What a player carries over from earlier nights."""

    pending: list[Pending] = Field(
        default_factory=list,
        description="Effects from earlier nights that come due tonight (andorra: яд — «умирает на "
        "следующую ночь, если не будет вылечен»).",
    )

    doomed_by: str | None = Field(
        None,
        description="Name of the Шизик whose guest this player was last night: "
        "he dies at step 1 tonight unless the Врач heals him tonight.",
    )
    last_targets: dict[str, str] = Field(
        default_factory=dict,
        description="Action id (or name) -> the player this one targeted with it last night, "
        "for the 'not the same player twice running' limits.",
    )
    uses_left: dict[str, int] = Field(
        default_factory=dict, description="Action id (or name) -> uses left in the game."
    )
    used_on: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Action id (or name) -> the players this one used it on earlier in the game, for the "
        "'once a game on one player' limits (andorra Мэр: «Нельзя использовать каждое воздействие на одного "
        "игрока более одного раза за игру»).",
    )
    found_detective: bool = Field(
        False, description="Фанатка: she has found the Детектив (earns one check of her own)."
    )
    bonus_check_used: bool = Field(False, description="Фанатка: her one check is spent.")
    seeking_role: str | None = Field(
        None, description="Фанатка: the peaceful role she seeks after the Детектив died."
    )
    sinful: bool = Field(
        False, description="andorra п.26: a death was caused by this player on an earlier night («грешный»).",
    )
    invited_by: list[str] = Field(
        default_factory=list,
        description="Clans whose first invitation to join this player refused (andorra: «Вербовщик может "
        "повторно послать приглашение и вербовка состоится, если роль вербуемая»).",
    )
    replaced_role: str | None = Field(
        None, description="Актер: the role of the dead member he took over."
    )
    autokill_points: int = Field(0, ge=0, description="Автокилл penalty points so far.")
    skipped_days: int = Field(0, ge=0, description="Days he skipped the vote so far (a second: a modkill, if the house says).")
    penalty_votes: int = Field(
        0, ge=0, description="Penalty votes against this player due in this day's tally (andorra п.09: "
        "«несгораемые +1 в лог» for not voting or voting against the rules the day before).",
    )
    day_modifiers: list[str] = Field(
        default_factory=list, description="Vote modifiers due on this day's vote, carried from the night before "
        "(andorra: his vote does not count after vodka, the Шмара, the Домовой).",
    )
    role_hidden: bool = Field(
        False, description="He died and his role was not opened (bankers Солнечное затмение); listed, unattributed, "
        "among «каких ролей нет в игре» on the eclipse day's post.",
    )
    turned: str | None = Field(
        None, description="A role he has become besides his own (andorra: Упырь, after the Вампир's second bite in a "
        "row: «Первоначальную роль не теряет», L378).",
    )
    found: dict[str, list[str]] = Field(
        default_factory=dict, description="Check action id -> the players his checks of it found (andorra: Ван "
        "Хельсинг's «поиск Нечисти», needed before his silver bullet, L245-247).",
    )
    rested: bool = Field(
        False, description="He skipped a night move since he last used a move that needs it (andorra Домовой: "
        "«накопить энергию, то есть пропустить один ход», L381).",
    )
    voted_for_lynched: bool = Field(
        False, description="He voted for a player lynched the day before (bankers Апелёвка).",
    )
    follower_of: str | None = Field(
        None, description="The leader whose follower this player is (andorra Бунтарь: «Завербованные исходную роль не "
        "теряют»).",
    )
    follower_since: int | None = Field(
        None, ge=0, description="The night he became a follower (the earliest follower succeeds the leader).",
    )
    given: list[str] = Field(
        default_factory=list, description="Items this player gave from his list since it was last renewed (andorra "
        "Фея: «Все подарки имеются в наличии в одном экземпляре. После раздачи всех подарков они обновляются»).",
    )


class Player(_Strict):
    name: str = Field(description="The player's nick, unique in the game.")
    role: str = Field(description="Role id or its Russian name from the rule text.")
    clan: str | None = Field(
        None, description="Clan for mafia roles (bankers: 'Клан1'/'Клан2', or 1/2)."
    )
    side: str | None = Field(None, description="Side override (rarely needed).")
    items: list[str] = Field(default_factory=list, description="Items held (e.g. бронежилет).")
    alive: bool = Field(True, description="False for a player who died on an earlier day or night.")
    gender: Literal["f", "m"] | None = Field(
        None, description="The player's gender, for the words about him that agree with it (написал / написала): "
        "f or m (ж, м accepted); without it they are written in a form that needs none (написал(а)).",
    )
    state: PlayerState = Field(default_factory=PlayerState)

    @field_validator("gender", mode="before")
    @classmethod
    def _gender_letter(cls, value: Any) -> Any:
        return {"ж": "f", "м": "m"}.get(str(value).strip().lower(), value) if isinstance(value, str) else value

    @field_validator("clan", mode="before")
    @classmethod
    def _clan_to_text(cls, value: Any) -> Any:
        return None if value is None else str(value)


class Branch(_Strict):
    """One line of a Жулик's conditional order: 'if the victim is ROLE, do ACTION on TARGETS'."""

    if_role: str = Field(alias="if", description="Role the victim might have.")
    action: str | None = Field(
        None, description="Action to perform with the stolen move (default: that role's own move)."
    )
    targets: list[str] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _single_target(cls, data: Any) -> Any:
        if isinstance(data, dict) and ("target" in data or isinstance(data.get("targets"), str)):
            data = _targets(data)
        return data


class Move(_Strict):
    actor: str = Field(description="The player whose move this is.")
    action: str = Field(description="Action id or its Russian name.")
    targets: list[str] = Field(default_factory=list, description="Target player(s).")
    time: str | None = Field(
        None,
        description="When the host received the move ('22:15', '2026-11-30 22:15'); "
        "used where the rules say «пришедшая раньше».",
    )
    by: str | None = Field(
        None, description="Who sent it, when not the actor (a Босс's duplicate move for a member)."
    )
    branches: list[Branch] = Field(
        default_factory=list, description="Жулик: what to do with the stolen move, by the victim's role."
    )
    choice: str | None = Field(
        None, description="What the move's target or sender chose: the answer to a recruitment («да»/«нет», "
        "andorra L161), the clan a визитка босса мафии sends its target into (L122).",
    )
    note: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _single_target(cls, data: Any) -> Any:
        if isinstance(data, dict) and ("target" in data or isinstance(data.get("targets"), str)):
            data = _targets(data)
        return data

    @field_validator("time", mode="before")
    @classmethod
    def _time_to_text(cls, value: Any) -> Any:
        return None if value is None else str(value)


class Day(_Strict):
    """The day before the night (step 1 of «Порядок ходов»)."""

    event: str | None = Field(None, description="The day's event (Полнолуние, Праздник, ...).")
    next_event: str | None = Field(
        None, description="The next day's event, announced in the morning post."
    )
    lynched: list[str] = Field(default_factory=list, description="Players lynched this day.")
    mortar_holder: str | None = Field(
        None, description="Праздник: the plain peaceful who got the миномет."
    )
    votes: list[Vote] | None = Field(
        None, description="The day's vote log in order; the lynch (jailing) is computed from it. Without it the "
        "host's `lynched` stands, cited as his ruling.",
    )
    modifiers: list[VoteModifier] = Field(
        default_factory=list, description="What was done to the votes (a diploma, an accusation, a moved vote).",
    )
    decider_choice: str | None = Field(
        None, description="Страх: whom the elected player named in his letter to the host.",
    )
    immune: list[str] = Field(
        default_factory=list, description="Выбери меня!: the player the lot gave immunity, then his chosen pair.",
    )
    silenced: list[str] = Field(
        default_factory=list, description="Парадокс / Пальмы цветут: violators the host confirmed; they lose the vote.",
    )
    words: dict[str, int] = Field(
        default_factory=dict, description="Автокилл: words each player wrote this day (bankers: at least 66).",
    )
    penalised: list[str] = Field(
        default_factory=list, description="Players the host penalises today with a vote against them (andorra п.15: "
        "no avatar, «несгораемые +1 в лог за каждый день»).",
    )
    coin: str | None = Field(None, description="A tie: the player the host's coin chose.")
    coin_seed: int | None = Field(
        None, description="A tie without the host's coin: settle it by this seed (recorded in the result).",
    )

    @field_validator("lynched", mode="before")
    @classmethod
    def _lynched_list(cls, value: Any) -> Any:
        return _as_list(value)


class Scenario(_Strict):
    """One night of one game."""

    ruleset: str = Field(description="Rule set id: 'bankers', 'andorra', or the id of the setup file `rules` names.")
    rules: str | None = Field(
        None, description="A setup file (a rule set as one file, docs/setup_files.md), its path relative to this "
        "file: loaded and registered before the night is read.")
    title: str | None = None
    description: str | None = None
    night: int = Field(1, ge=1, description="Night number.")
    options: dict[str, Any] = Field(
        default_factory=dict, description="Host options (see docs/rulings.md)."
    )
    players: list[Player]
    day: Day = Field(default_factory=Day)
    game: bool = Field(False, description="A step of a whole game: the win is checked after the day and the night.")
    moves: list[Move] = Field(default_factory=list)
    home: list[str] = Field(
        default_factory=list, description="Players who wrote that they stay home tonight («сижу дома»): their move "
        "is sent, and it is none.",
    )
    host_choice: int | None = Field(
        None, ge=1, description="A night the rules leave with several consistent outcomes: the outcome the host "
        "chose, numbered as `mafia-night resolve` and the workbench number them (1..N, by the order of moves, "
        "never by the file's order). The post, the private results and the next night follow it; a number "
        "past the night's outcomes is an error.",
    )
    lots: dict[str, str] = Field(
        default_factory=dict, description="What the host's coin or lot gave tonight: the thing drawn -> the player "
        "who won it (andorra п.21: a free role several Мирные жители chose, by its name -> the winner).",
    )
    expect: Expect | None = None
