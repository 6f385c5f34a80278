"""`grading.settle(implied=True)` skips a trial that an earlier trial in the same state
reached without a contradiction: the solve goes exactly as without the skip (the same
probes pay, in the same order, the same longest strike, the same end), only cheaper.
Kurodoko's generator tests removals so; grading does not."""

from __future__ import annotations

import random

from gridgames.engine import Contradiction, Store
from gridgames.engine.budget import Budget
from gridgames.games.fillgrid.generator import maximal_shading, visibility
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.grading import DEEP_CHAIN, SHORT_CHAIN, settle


def _solve(puzzle: FillGridPuzzle, limit: int, implied: bool) -> tuple:
    """What a solve with probes of `limit` ends in, and its work (rule runs)."""
    store = Store(GENRE.build(puzzle))
    store.schedule_all()
    paid: list[list[int]] = []
    longest: list[int] = []
    try:
        done = settle(
            store,
            range(puzzle.width * puzzle.height),
            2,
            limit,
            lambda: paid.append(list(store.dom)),
            longest=longest,
            implied=implied,
        )
    except Contradiction:  # no answer at all
        return ("broken",), store.stats.propagations
    return (done, list(store.dom), paid, longest), store.stats.propagations


def _sparse_puzzle(rng: random.Random) -> FillGridPuzzle:
    """A small board with about 40% of its numbers: most need probes, many are stuck."""
    side = (rng.randint(4, 7), rng.randint(4, 7))
    everything = visibility(maximal_shading(*side, rng, Budget()))
    kept = tuple(tuple(n if rng.random() < 0.4 else None for n in row) for row in everything)
    return FillGridPuzzle(*side, "kurodoko", kept)


def test_a_solve_that_skips_implied_trials_goes_exactly_as_one_that_does_not():
    rng = random.Random(11)
    work = {True: 0, False: 0}
    probed = 0
    for _ in range(60):
        puzzle = _sparse_puzzle(rng)
        for limit in (SHORT_CHAIN, DEEP_CHAIN):
            plain, plain_work = _solve(puzzle, limit, implied=False)
            skipping, skipping_work = _solve(puzzle, limit, implied=True)
            assert skipping == plain
            assert skipping_work <= plain_work
            work[False] += plain_work
            work[True] += skipping_work
            probed += len(plain) > 2 and bool(plain[2])
    assert probed > 10  # probes paid in many of these solves
    assert work[True] < work[False]  # and trials were skipped
