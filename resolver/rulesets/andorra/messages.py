"""The andorra rule set's sentences, by decision code (Russian, English).

The engine's generic codes are in `resolver/report/messages.py`; these are the codes andorra's own data
records: its conditions, letters and ways to die.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "move_redirected": ("цель хода игрока {who} {by:сменил} {by}", "{by} changed the target of {who}'s move"),
    "actor_away": ("{who} в отъезде этой ночью ({by}) и не ходит", "{who} is away tonight ({by}) and cannot move"),
    "actor_drunk": ("{who} {who:выпил} водку и не ходит", "{who} drank the vodka and cannot move"),
    "actor_asleep": ("{who} {who:усыплён} ({by}) и не ходит", "{who} was put to sleep ({by}) and cannot move"),
    "actor_forgot": ("{who} {who:усыплён} ({by}) и не помнит, что {who:делал} ночью", "{who} was put to sleep ({by}) and "
                     "does not remember what he did"),
    "target_unreachable": ("цель {who} недоступна этой ночью ({by})", "the target {who} is out of reach tonight ({by})"),
    "letter_poisoned": ("отравлен", "poisoned"),
    "letter_tour": ("вы отправлены в тур", "you were sent on a tour"),
    "letter_excursion": ("вы отправлены на экскурсию", "you were sent on an excursion"),
    "letter_transformed": ("убив игрока {victim}, вы стали: {role}", "having killed {victim}, you became: {role_en}"),
    "visit_scared": ("сирена игрока {who} отпугнула посетителя {by}", "{who}'s siren scared off the visitor {by}"),
    "death_postponed": ("смерть игрока {who} откладывается: на выпившего не действуют никакие ходы",
                        "{who}'s death is postponed: nothing acts on a drunk player"),
    "target_blocked": ("цель {who} в блоке ({by})", "the target {who} is blocked ({by})"),
    "death_shot": ("{victim} {victim:застрелен} ({by})", "{victim} was shot ({by})"),
    "death_knife": ("{victim} {victim:убит} ножом ({by})", "{victim} was killed with a knife ({by})"),
    "death_knife_bloody": ("{victim} {victim:зарезан} жестоко ({by})", "{victim} was killed bloodily ({by})"),
    "death_poison": ("{victim} {victim:умер} от отравления", "{victim} died of the poison"),
    "death_jailed_night": ("{victim} {victim:грешен} и {victim:посажен} Тюремщиком", "{victim} is sinful and was jailed by the Jailer"),
    "death_stake": ("{victim} {victim:посажен} на кол", "{victim} was staked"),
    "target_cured": ("цель {who} получила противоядие ({by})", "the target {who} was given the antidote ({by})"),
    "target_healed": ("цель {who} вылечена ({by})", "the target {who} was healed ({by})"),
}
