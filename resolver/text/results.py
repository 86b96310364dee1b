"""The words for what became of a move: «удачно», «неудачно», «не учтён».

A move that did not happen (`void`: blocked, its actor dead or away) reads «неудачно», as the rule texts say it
(andorra L171: «Потерявший возможность сделать ход приравнивается к «неудачно»»; bankers L80: «Лечение неудачно
если: -Врач избит/мертв.»): the same word in «Ходы» and in the player's letter, its reason beside it."""

RESULT_WORDS = {
    "success": ("удачно", "success"),
    "failed": ("неудачно", "failed"),
    "void": ("неудачно", "failed"),
    "not_counted": ("не учтён", "not counted"),
}


def result_word(result: str, lang: str = "ru") -> str:
    ru, en = RESULT_WORDS.get(result, (result, result))
    return ru if lang == "ru" else en
