"""Nothing is decided by the alphabetical order of nicknames or the order of lines (issue 12, item 2).

Every bankers golden night is resolved again with its players and moves shuffled and every player
renamed so that the alphabetical order is reversed; the outcomes, mapped back, must be the same.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from resolver.api import Resolution, resolve
from resolver.input.loader import load_file, load_text

ROOT = Path(__file__).resolve().parent.parent
# A night whose day tie is drawn by the file's `coin_seed` is a seeded lot over the tied nicknames:
# the host chose that draw, it is not a ruling — left out.
NIGHTS = sorted(p for p in (ROOT / "scenarios" / "bankers").rglob("*.yaml")
                if "expect:" in (text := p.read_text(encoding="utf-8")) and "coin_seed" not in text)


def _rename(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    if isinstance(value, dict):
        return {_rename(k, names): _rename(v, names) for k, v in value.items()}
    return value


def _outcomes(res: Resolution, back: dict[str, str]) -> list[tuple[Any, ...]]:
    """Each alternative as deaths and move results, in the original names, order-free."""
    out = []
    for alt in res.alternatives:
        deaths = sorted((back.get(n, n), d.kind) for n, d in alt.deaths.items())
        moves = sorted((back.get(a.actor or "", a.actor or ""), a.action,
                        tuple(back.get(t, t) for t in a.targets), o.result)
                       for a in res.acts if (o := alt.outcomes.get(a.id)) is not None)
        roles = sorted((back.get(n, n), r) for n, r in alt.summary.get("roles", {}).items())
        out.append((tuple(deaths), tuple(moves), tuple(roles)))
    return sorted(out)


@pytest.mark.parametrize("path", NIGHTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_shuffled_and_renamed_night_resolves_the_same(path: Path) -> None:
    loaded = load_file(path)
    assert loaded.scenario is not None
    original = _outcomes(resolve(loaded.scenario), {})
    raw = dict(load_file(path).raw)  # the text as typed (no YAML 1.1 booleans)
    raw.pop("expect", None)
    names = sorted(p["name"] for p in raw["players"])
    # reversed alphabetical order: the first name becomes the last
    new = {name: f"Игрок{len(names) - i:02d}" for i, name in enumerate(names)}
    shuffled = _rename(raw, new)
    rng = random.Random(str(path.name))
    rng.shuffle(shuffled["players"])
    rng.shuffle(shuffled.get("moves") or [])
    again = load_text(yaml.safe_dump(shuffled, allow_unicode=True), "shuffled.yaml")
    assert again.ok and again.scenario is not None, again.problems
    back = {v: k for k, v in new.items()}
    assert _outcomes(resolve(again.scenario), back) == original
