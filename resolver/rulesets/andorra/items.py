"""Andorra part 1: the items of п.27 that are used by a night move (п.06), as data.

Every player holding the item may send its move besides his role move (п.06 L18, «Применение подарков - ночной
ход», L309): no role lists them; a move no role lists is its item's (`ActionSpec.needs_item`). Steps not placed by п.28 follow A-44:
визитки and the турпутевка at step 8 «(применение визиток)», the противоядие with the Доктор (15), a
gift яд with the clan's poison (32). Mechanics: `needs_item`, marks, `ActionSpec.recruit` (the boss's
card), `ActionSpec.forces` (the doctor's card). Rulings AN-65 … in docs/rulings_andorra.md.
"""

from __future__ import annotations

from resolver.specs.ruleset import (
    ActionSpec,
    Condition,
    ExemptGeneral,
    Forces,
    ItemSpec,
    Lays,
    Leaves,
    NeedsItem,
    NotSelf,
    OptionSpec,
    ProtectionSpec,
    RecruitSpec,
    TargetLetter,
)

ITEM_CLAUSES: dict[str, tuple[str, str, tuple[int, int]]] = {
    "p06.moves": ("п.06 Визитки, дипломы, спиртное, голоса — ночные ходы",
                  "Cl.06 Cards, diplomas, drink and vote changes are night moves", (18, 18)),
    "p27.antidote": ("п.27 Противоядие", "Cl.27 Antidote", (121, 121)),
    "p27.boss_card": ("п.27 Визитка босса мафии", "Cl.27 The mafia boss's card", (122, 122)),
    "p27.doctor_card": ("п.27 Визитка доктора", "Cl.27 The doctor's card", (123, 123)),
    "p27.sheriff_card": ("п.27 Визитка шерифа", "Cl.27 The sheriff's card", (124, 124)),
    "p27.journalist_card": ("п.27 Визитка журналиста", "Cl.27 The journalist's card", (125, 125)),
    "p27.cross": ("п.27 Крестик", "Cl.27 The cross", (127, 127)),
    "p17.cross": ("п.17 Укус в крестик — неудачно", "Cl.17 A bite into a cross: failed", (77, 77)),
    "fairy.once": ("Фея: подарки — ночной ход, однократная сила", "Fairy: gifts are night moves, single use",
                   (309, 309)),
}

ITEMS = [
    ItemSpec("antidote", "противоядие", "antidote", "p27.antidote"),
    ItemSpec("voucher", "турпутевка", "tour voucher", "p27.voucher", aliases=("путевка", "путёвка")),
    ItemSpec("boss_card", "визитка босса мафии", "the mafia boss's card", "p27.boss_card",
             aliases=("визитка босса",)),
    ItemSpec("doctor_card", "визитка доктора", "the doctor's card", "p27.doctor_card"),
    ItemSpec("sheriff_card", "визитка шерифа", "the sheriff's card", "p27.sheriff_card"),
    ItemSpec("journalist_card", "визитка журналиста", "the journalist's card", "p27.journalist_card"),
    # «Если попадает Нечисти после исповеди Священника - травит их.» (L127; undead.py, A-64)
    ItemSpec("cross", "крестик", "cross", "p27.cross", on_receive=("undead", "cross", "p27.cross")),
]

# «крестик - однократно отпугивает Вампира и не даёт совершить укус.» (L127), «Укус в крестик – неудачно»
# (L77): a protection against the bite only, spent when it acts; after the п.05 queue (it is not in it).
CROSS = ProtectionSpec("cross", 5, "item:cross", "p27.cross", "крестик", "the cross", stops=frozenset({"bite"}),
                       spent="on_trigger", word_clause="p17.cross")

# The antidote «вылечивает от отравления ядом» (L121): the poisoning of the same night (unless
# poison_cure_window = next_only, as the heal, A-14) and last night's, when the death falls due.
CURED_SAME_NIGHT = Condition(subject="target", status="cured", code="target_cured", clause="p27.antidote",
                             stage="after_protections", reported="success", ruling="A-14",
                             unless=("poison_cure_window", "next_only"))
CURED_DUE = Condition(subject="target", status="cured", code="target_cured", clause="p27.antidote", ruling="A-14")

ITEM_ACTIONS = [
    ActionSpec("use_antidote", "Противоядие", "Antidote", "15", "p27.antidote",
               aliases=("дать противоядие", "применить противоядие"), visits=True,
               role_move=False, ruling="AN-65",
               rows=(NeedsItem("antidote"), Leaves("cured", edge="protect"))),
    # A gift яд: «однократную силу» (L309), spent when used; the poisoning is the clan poison's (L120).
    ActionSpec("use_poison", "Применить яд", "Use the poison", "32", "p27.poison",
               aliases=("яд", "дать яд"), hostile=True, attack="poison",
               role_move=False, ruling="A-44",
               rows=(
                   NeedsItem("poison"),
                   Lays("poison"),
                   CURED_SAME_NIGHT,
                   ExemptGeneral("healed", when=("poison_cure_window", "next_only")),
               )),
    # «Вид турпоездки (тур или экскурсия) определяет отправляющий. Применение турпутевки возможно и при
    # посадке/смерти Туроператора. Себя отправить в турпоездку нельзя.» (L126)
    ActionSpec("voucher_tour", "Турпутевка: тур", "Voucher: tour", "8", "p27.voucher",
               aliases=("турпутевка тур", "путевка в тур"), visits=True,
               role_move=False, ruling="A-44",
               rows=(NotSelf("p27.voucher"), NeedsItem("voucher"), Leaves("on_tour"), TargetLetter("letter_tour"))),
    ActionSpec("voucher_excursion", "Турпутевка: экскурсия", "Voucher: excursion", "8", "p27.voucher",
               aliases=("турпутевка экскурсия", "путевка на экскурсию"), visits=True,
               role_move=False, ruling="A-44",
               rows=(
                   NotSelf("p27.voucher"),
                   NeedsItem("voucher"),
                   Leaves("on_excursion"),
                   TargetLetter("letter_excursion"),
               )),
    # «переводит игрока в мафиозный клан (на выбор владельца визитки) по окончании ночи» (L122): the clan
    # is the move's choice; no consent, the п.08 limits and the cap of L132 hold.
    ActionSpec("use_boss_card", "Визитка босса мафии", "The mafia boss's card", "8", "p27.boss_card",
               aliases=("применить визитку босса",), visits=True,
               role_move=False,
               rows=(
                   NeedsItem("boss_card"),
                   RecruitSpec(role="mafia_soldier", join_clause="p27.boss_card", sides=frozenset({"peaceful"}),
                               side_clause="p08", barred_trait="unrecruitable", barred_clause="p08",
                               consent=False, cap=(5, "mafia.size"), taken_clause="p21",
                               clan_from_choice=True, ruling="A-22",
                               limits_unless=("boss_card_moves", "any_player")),
               )),
    # «автоматически направляет Доктора/Медсестру (если они в игре) к указанному персонажу независимо от
    # хода Доктора/Медсестры» (L123): the Доктор's heal goes to the named player, his own heal is replaced.
    ActionSpec("use_doctor_card", "Визитка доктора", "The doctor's card", "8", "p27.doctor_card",
               aliases=("применить визитку доктора",),
               role_move=False, rows=(NeedsItem("doctor_card"), Forces("doctor", "heal", "p27.doctor_card"))),
    # «… направляет Шерифа (если он в игре) к указанному персонажу для совершения выстрела независимо от хода
    # Шерифа.» (L124), «… направляет Журналиста (если он в игре) …» (L125). The roles come with the civilian
    # part: their action ids (catalog.csv: sheriff `shoot`, journalist `follow`) must match; a role not in
    # the game makes the card do nothing.
    ActionSpec("use_sheriff_card", "Визитка шерифа", "The sheriff's card", "8", "p27.sheriff_card",
               aliases=("применить визитку шерифа",),
               role_move=False,
               rows=(NeedsItem("sheriff_card"), Forces("sheriff", "cop_shot", "p27.sheriff_card"))),
    ActionSpec("use_journalist_card", "Визитка журналиста", "The journalist's card", "8",
               "p27.journalist_card", aliases=("применить визитку журналиста",),
               role_move=False,
               rows=(NeedsItem("journalist_card"), Forces("journalist", "journalist_watch", "p27.journalist_card"))),
]


ITEM_OPTIONS = [
    OptionSpec("boss_card_moves", "recruitable", ("recruitable", "any_player"), "A-22",
               "The mafia boss's card moves only a player the mafia could recruit (Cl.08), or any player.",
               description_ru="Визитка босса мафии переводит только того, кого мафия может завербовать (п.08), "
               "или любого игрока."),
]
