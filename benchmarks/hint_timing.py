"""What a player waits for when asking a hint on a big board, for the 200x200 benchmarks.

A hint (`engine.hint.next_hint`) runs the traced fixpoint only up to the first step that
decides something, from the player's marks. Timed here, CPU seconds, each from a model
built afresh (the build is part of the wait): on the fresh board, and half done (the
first half of the variables, the top half of the board, set to one answer's values, as a
player who got that far would have them). Every hint that names a step is checked to
decide something the answer agrees with; a board whose every grid is an answer (the free
grid) rightly gets "guess".
"""

from __future__ import annotations

import time

from gridgames.engine.hint import HintStatus, next_hint
from gridgames.engine.search import solve
from gridgames.games.registry import genre_of


def hint_seconds(puzzle: object, before_build=lambda: None) -> tuple[float, float]:
    """(fresh, half done): CPU seconds to build the model and answer a hint.
    `before_build` runs before each build (a cache to clear, so the build is paid)."""
    genre = genre_of(puzzle)
    before_build()
    answer = solve(genre.build(puzzle), max_solutions=1).solutions[0]
    times = []
    for share in (0.0, 0.5):
        before_build()
        started = time.process_time()
        model = genre.build(puzzle)
        given = int(len(model.domains) * share)
        domains = answer[:given] + list(model.domains[given:])
        hint = next_hint(model, domains, probing=False)
        times.append(time.process_time() - started)
        assert hint.status in (HintStatus.STEP, HintStatus.GUESS), hint.status
        for var, value in hint.decided(domains).items():
            assert value & answer[var], f"the hint decides variable {var} against the answer"
    return times[0], times[1]
