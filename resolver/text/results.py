"""The words for what became of a move: «удачно», «неудачно», «не состоялся», «не учтён»."""

RESULT_WORDS = {
    "success": ("удачно", "success"),
    "failed": ("неудачно", "failed"),
    "void": ("не состоялся", "void"),
    "not_counted": ("не учтён", "not counted"),
}


def result_word(result: str, lang: str = "ru") -> str:
    ru, en = RESULT_WORDS.get(result, (result, result))
    return ru if lang == "ru" else en
