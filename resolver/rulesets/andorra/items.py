"""Andorra part 1: the items of п.27 that are used by a night move (п.06), as data.

Every role may send these item moves besides his role move (п.06 L18, «Применение подарков - ночной
ход», L309); `data.build` adds `ITEM_MOVES` to every role. Steps not placed by п.28 follow A-44:
визитки and the турпутевка at step 8 «(применение визиток)», the противоядие with the Доктор (15), a
gift яд with the clan's poison (32). Mechanics: `needs_item`, marks, `ActionSpec.recruit` (the boss's
card), `ActionSpec.forces` (the doctor's card). Rulings AN-65 … in docs/rulings_andorra.md.
"""

from __future__ import annotations

from resolver.specs.ruleset import ActionSpec, Condition, ItemSpec, OptionSpec, ProtectionSpec, RecruitSpec

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
    ActionSpec("use_antidote", "Противоядие", "Antidote", "mark", "15", "p27.antidote",
               aliases=("дать противоядие", "применить противоядие"), needs_item="antidote", visits=True,
               params={"marks": (("target", "cured"),), "edge": "protect", "ruling": "AN-65"}, role_move=False),
    # A gift яд: «однократную силу» (L309), spent when used; the poisoning is the clan poison's (L120).
    ActionSpec("use_poison", "Применить яд", "Use the poison", "poison", "32", "p27.poison",
               aliases=("яд", "дать яд"), hostile=True, attack="poison", pending="poison", needs_item="poison",
               conditions=(CURED_SAME_NIGHT,),
               params={"exempt_general": (("healed", "poison_cure_window", "next_only"),), "ruling": "A-44"},
               role_move=False),
    # «Вид турпоездки (тур или экскурсия) определяет отправляющий. Применение турпутевки возможно и при
    # посадке/смерти Туроператора. Себя отправить в турпоездку нельзя.» (L126)
    ActionSpec("voucher_tour", "Турпутевка: тур", "Voucher: tour", "mark", "8", "p27.voucher",
               aliases=("турпутевка тур", "путевка в тур"), needs_item="voucher", not_self="p27.voucher", visits=True,
               target_letter="letter_tour", params={"marks": (("target", "on_tour"),), "ruling": "A-44"},
               role_move=False),
    ActionSpec("voucher_excursion", "Турпутевка: экскурсия", "Voucher: excursion", "mark", "8", "p27.voucher",
               aliases=("турпутевка экскурсия", "путевка на экскурсию"), needs_item="voucher",
               not_self="p27.voucher", visits=True, target_letter="letter_excursion",
               params={"marks": (("target", "on_excursion"),), "ruling": "A-44"}, role_move=False),
    # «переводит игрока в мафиозный клан (на выбор владельца визитки) по окончании ночи» (L122): the clan
    # is the move's choice; no consent, the п.08 limits and the cap of L132 hold.
    ActionSpec("use_boss_card", "Визитка босса мафии", "The mafia boss's card", "recruit", "8", "p27.boss_card",
               aliases=("применить визитку босса",), needs_item="boss_card", visits=True,
               recruit=RecruitSpec(role="mafia_soldier", join_clause="p27.boss_card", sides=frozenset({"peaceful"}),
                                   side_clause="p08", barred_trait="unrecruitable", barred_clause="p08",
                                   consent=False, cap=(5, "mafia.size"), taken_clause="p21",
                                   clan_from_choice=True, ruling="A-22",
                                   limits_unless=("boss_card_moves", "any_player")),
               role_move=False),
    # «автоматически направляет Доктора/Медсестру (если они в игре) к указанному персонажу независимо от
    # хода Доктора/Медсестры» (L123): the Доктор's heal goes to the named player, his own heal is replaced.
    ActionSpec("use_doctor_card", "Визитка доктора", "The doctor's card", "mark", "8", "p27.doctor_card",
               aliases=("применить визитку доктора",), needs_item="doctor_card",
               forces=(("doctor", "heal", "p27.doctor_card"),), role_move=False),
    # «… направляет Шерифа (если он в игре) к указанному персонажу для совершения выстрела независимо от хода
    # Шерифа.» (L124), «… направляет Журналиста (если он в игре) …» (L125). The roles come with the civilian
    # part: their action ids (catalog.csv: sheriff `shoot`, journalist `follow`) must match; a role not in
    # the game makes the card do nothing.
    ActionSpec("use_sheriff_card", "Визитка шерифа", "The sheriff's card", "mark", "8", "p27.sheriff_card",
               aliases=("применить визитку шерифа",), needs_item="sheriff_card",
               forces=(("sheriff", "cop_shot", "p27.sheriff_card"),), role_move=False),
    ActionSpec("use_journalist_card", "Визитка журналиста", "The journalist's card", "mark", "8",
               "p27.journalist_card", aliases=("применить визитку журналиста",), needs_item="journalist_card",
               forces=(("journalist", "journalist_watch", "p27.journalist_card"),), role_move=False),
]

ITEM_MOVES = tuple(a.id for a in ITEM_ACTIONS)

ITEM_OPTIONS = [
    OptionSpec("boss_card_moves", "recruitable", ("recruitable", "any_player"), "A-22",
               "The mafia boss's card moves only a player the mafia could recruit (Cl.08), or any player.",
               description_ru="Визитка босса мафии переводит только того, кого мафия может завербовать (п.08), "
               "или любого игрока."),
]
