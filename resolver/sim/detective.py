"""The simplest game (`resolver.sim.exact`) with an optional detective, fast: many games at once in numpy.

The setting of Braverman, Etesami and Mossel (Ann. Appl. Probab. 18(3), 2008): n players, m of them mafia, no
other roles; the game starts with a day; the citizens win when no mafioso is left, the mafia when they are at least
half of the living. Each night the mafia kill a uniformly random citizen (the detective among them: they do not
know him). The models (`MODELS`):

- `none`: no detective; each day lynches a uniformly random living player (exactly `exact.play_simplest`).
- `detective`: one of the citizens is a detective. Each night, if he survived the mafia's kill, he checks one
  uniformly random living player he has not checked yet; when that is a mafioso, the next day lynches him. Any other
  day lynches a uniformly random living player (the detective too). His knowledge dies with him.
- `cleared`: the same detective, and while he lives the town also spares the players he found to be citizens (and
  himself): a day without a mafioso found lynches a uniformly random player he has not checked. This is closer to
  the paper's detective, whose findings reach the town whole (there by a secret protocol) and so steer every lynch.

`play_detective` plays one game in plain Python (the reference); `mafia_wins` plays many at once: the state of a game
is a handful of counts (the players are exchangeable), so a step is a few array operations over all the games.
numpy comes with streamlit and dask's extras; it is imported only here, when asked for.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

MODELS = {
    "none": "без детектива",
    "detective": "детектив: найденного мафиози линчуют",
    "cleared": "детектив: и проверенных мирных щадят",
}


def _check_model(model: str) -> None:
    if model not in MODELS:
        raise ValueError(f"unknown model {model!r}; known: {', '.join(MODELS)}")


def play_detective(n: int, m: int, rng: random.Random, model: str = "detective") -> bool:
    """One game; True when the citizens win. The counts: unchecked and checked citizens (the detective apart),
    unchecked mafiosi, a mafioso found and not yet lynched, the detective alive."""
    _check_model(model)
    if not 0 <= m <= n:
        raise ValueError(f"need 0 <= m <= n, got n={n}, m={m}")
    detective = int(model != "none" and m < n)
    unchecked, checked, mafia, found = n - m - detective, 0, m, 0
    day = True
    while True:
        alive_mafia = mafia + found
        if alive_mafia == 0:
            return True
        if 2 * alive_mafia >= unchecked + checked + detective + alive_mafia:
            return False
        if day:
            if detective and found:
                found = 0
            elif detective and model == "cleared":
                if rng.randrange(unchecked + mafia) < mafia:
                    mafia -= 1
                else:
                    unchecked -= 1
            else:
                r = rng.randrange(mafia + unchecked + checked + detective)
                if r < mafia:
                    mafia -= 1
                elif r < mafia + unchecked:
                    unchecked -= 1
                elif r < mafia + unchecked + checked:
                    checked -= 1
                else:
                    detective = 0
        else:
            r = rng.randrange(unchecked + checked + detective)
            if r < unchecked:
                unchecked -= 1
            elif r < unchecked + checked:
                checked -= 1
            else:  # the detective: what he found dies with him
                detective, mafia, found = 0, mafia + found, 0
            if detective and unchecked + mafia:
                if rng.randrange(unchecked + mafia) < mafia:
                    mafia, found = mafia - 1, 1
                else:
                    unchecked, checked = unchecked - 1, checked + 1
        day = not day


def _below(gen: np.random.Generator, bound: np.ndarray) -> np.ndarray:
    """A uniformly random integer in [0, bound) for each game (bound 0 gives 0, unused)."""
    import numpy as np

    drawn: np.ndarray = np.floor(gen.random(bound.shape) * bound).astype(np.int64)
    return drawn


def mafia_wins(n: int, m: int, games: int, seed: int, model: str = "detective") -> np.ndarray:
    """One boolean a game, True where the mafia won: `games` games played side by side from one generator,
    `numpy.random.default_rng` of (seed, n, m, model), so the same arguments give the same games."""
    import numpy as np

    _check_model(model)
    if not 0 <= m <= n:
        raise ValueError(f"need 0 <= m <= n, got n={n}, m={m}")
    gen = np.random.default_rng([seed, n, m, list(MODELS).index(model)])
    has_detective = int(model != "none" and m < n)
    unchecked = np.full(games, n - m - has_detective, np.int64)
    checked = np.zeros(games, np.int64)
    mafia = np.full(games, m, np.int64)
    found = np.zeros(games, np.int64)
    detective = np.full(games, has_detective, np.int64)
    result = np.zeros(games, np.int8)  # 0: going on, 1: citizens won, 2: mafia won
    spare = model == "cleared"
    day = True
    while True:
        on = result == 0
        alive_mafia = mafia + found
        result[on & (alive_mafia == 0)] = 1
        result[on & (alive_mafia > 0) & (2 * alive_mafia >= unchecked + checked + detective + alive_mafia)] = 2
        on = result == 0
        if not on.any():
            won: np.ndarray = result == 2
            return won
        if day:
            lynch_found = on & (detective == 1) & (found == 1)
            found[lynch_found] = 0
            pooled = on & ~lynch_found & (detective == 1) if spare else np.zeros(games, bool)
            r = _below(gen, unchecked + mafia)
            hit = pooled & (r < mafia)
            mafia[hit] -= 1
            unchecked[pooled & ~hit] -= 1
            uniform = on & ~lynch_found & ~pooled
            r = _below(gen, mafia + unchecked + checked + detective)
            edges = np.cumsum([mafia, unchecked, checked], axis=0)  # the masks first, from the counts before
            hits = [uniform & (r < edges[0]), uniform & (r >= edges[0]) & (r < edges[1]),
                    uniform & (r >= edges[1]) & (r < edges[2]), uniform & (r >= edges[2])]
            mafia[hits[0]] -= 1
            unchecked[hits[1]] -= 1
            checked[hits[2]] -= 1
            detective[hits[3]] = 0
        else:
            r = _below(gen, unchecked + checked + detective)
            plain = on & (r < unchecked)
            cleared = on & (r >= unchecked) & (r < unchecked + checked)
            killed = on & (r >= unchecked + checked)
            unchecked[plain] -= 1
            checked[cleared] -= 1
            detective[killed] = 0
            mafia[killed] += found[killed]
            found[killed] = 0
            checks = on & (detective == 1) & (unchecked + mafia > 0)
            r = _below(gen, unchecked + mafia)
            hit = checks & (r < mafia)
            mafia[hit] -= 1
            found[hit] = 1
            clear = checks & ~hit
            unchecked[clear] -= 1
            checked[clear] += 1
        day = not day

