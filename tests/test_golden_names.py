"""A golden's day expectations read the names the vocabulary gives (issue 17, blind cases): a carried vote
modifier by its Russian name, a copy without whose vote, the winning side without its clan — and still fail
on a wrong one."""

from __future__ import annotations

from resolver.game.golden_day import _same_entries


def test_a_modifier_by_its_id_or_a_copy_without_whose_vote() -> None:
    assert _same_entries(["vodka"], ["vodka"])
    assert _same_entries(["mirror"], ["mirror:Остап"])
    assert _same_entries(["mirror:Остап"], ["mirror:Остап"])


def test_a_wrong_or_missing_or_extra_entry_fails() -> None:
    assert not _same_entries(["mayor"], ["vodka"])
    assert not _same_entries(["mirror:Бендер"], ["mirror:Остап"])
    assert not _same_entries(["vodka"], ["vodka", "mayor"])
    assert not _same_entries(["vodka", "vodka"], ["vodka"])


def test_the_winning_side_with_or_without_its_clan() -> None:
    assert _same_entries(["mafia"], ["mafia:Клан1"])
    assert _same_entries(["mafia:Клан1"], ["mafia:Клан1"])
    assert not _same_entries(["mafia:Клан2"], ["mafia:Клан1"])
    assert not _same_entries(["peaceful"], ["mafia:Клан1"])
    assert _same_entries([""], [""])
