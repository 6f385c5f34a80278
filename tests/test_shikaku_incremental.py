"""Shikaku's coverage rule recounts only around the clues whose places changed: after any
walk of guesses, dead ends and undos it must reach the same fixpoint (or the same dead end)
as a rule that has never seen the board before and counts everything."""

from __future__ import annotations

import random

from gridgames.engine import Contradiction, Store
from gridgames.games.shikaku.genre import GENRE
from gridgames.games.shikaku.puzzle import Rect
from tests.test_shikaku_solve import puzzle_from_tiling


def _fixpoint(store: Store) -> list[int] | None:
    store.schedule_all()
    try:
        store.fixpoint()
    except Contradiction:
        return None
    return list(store.dom)


def test_incremental_coverage_matches_a_fresh_count() -> None:
    dead_ends = sum(_walk(seed) for seed in range(8))
    assert dead_ends  # the walks met dead ends, and undid them


def _walk(seed: int) -> int:
    """A random walk of guesses and undos on one model; each fixpoint compared with a fresh
    model's. Returns the dead ends met."""
    rng = random.Random(seed)
    # Square tiles, each numbered at a random cell: boards with many answers, so the walk
    # has open clues to guess on and meets dead ends.
    size, side = rng.choice(((8, 2), (10, 2), (12, 2), (12, 3)))
    tiles = [Rect(r, c, side, side) for r in range(0, size, side) for c in range(0, size, side)]
    puzzle = puzzle_from_tiling(rng, size, size, tiles)
    model = GENRE.build(puzzle)  # one model, its rules reused through the whole walk
    store = Store(model)
    assert _fixpoint(store) is not None
    marks = []
    dead_ends = 0
    for _ in range(40):
        open_clues = [i for i, d in enumerate(store.dom) if d & (d - 1)]
        if not open_clues or (marks and rng.random() < 0.3):
            if not marks:
                break
            store.undo(marks.pop())
            continue
        clue = rng.choice(open_clues)
        domain = store.dom[clue]
        keep = domain & rng.getrandbits(domain.bit_length()) or domain & -domain
        marks.append(store.mark())
        guessed = list(store.dom)
        guessed[clue] = keep
        store.narrow(clue, keep)
        got = _fixpoint(store)
        fresh = Store(GENRE.build(puzzle))
        fresh.dom = guessed
        expected = _fixpoint(fresh)
        assert got == expected
        if got is None:
            dead_ends += 1
            store.undo(marks.pop())
    return dead_ends


def test_a_model_solved_again_starts_from_the_new_stores_domains() -> None:
    """A hint, a solve and a count may all run on one model, each with a store of its own:
    the rule's remembered counts belong to the store it last ran on, never the next one."""
    from gridgames.engine import solve

    rng = random.Random(5)
    for _ in range(6):
        size, side = rng.choice(((4, 2), (6, 2), (6, 3)))
        tiles = [Rect(r, c, side, side) for r in range(0, size, side) for c in range(0, size, side)]
        puzzle = puzzle_from_tiling(rng, size, size, tiles)
        model = GENRE.build(puzzle)
        assert solve(model, max_solutions=2).solutions  # leaves its counts behind
        for _ in range(3):
            start = [d & rng.getrandbits(d.bit_length()) or d & -d for d in model.domains]
            again = solve(model, initial=start, max_solutions=2)
            fresh = solve(GENRE.build(puzzle), initial=start, max_solutions=2)
            assert (again.status, again.solutions) == (fresh.status, fresh.solutions)
