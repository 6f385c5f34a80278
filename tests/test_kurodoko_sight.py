"""Kurodoko's sight rule against brute force: on its own, a number's rule (run to its
fixpoint, remembered outcomes or not) decides exactly what every way of finishing its row
and column that shows it the right count agrees on, and finds a dead end exactly when
there is none."""

from __future__ import annotations

import itertools
import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Store
from gridgames.games.fillgrid import kurodoko_views
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.kurodoko import Sight, rays
from gridgames.games.fillgrid.puzzle import FillGridPuzzle


def seen(board: Board, cell: int, domains: list[int]) -> int:
    """How many cells `cell` sees when every cell is decided."""
    return 1 + sum(
        next((k for k, x in enumerate(ray) if domains[x] == ONLY_1), len(ray))
        for ray in rays(board, cell)
    )


def brute_force(board: Board, cell: int, number: int, domains: list[int]) -> list[int] | None:
    """The union over every finish of the number's rays that shows it `number` cells (None
    when there is no such finish); cells off its rays as they were."""
    open_cells = [x for ray in rays(board, cell) for x in ray if domains[x] == EITHER]
    union = [0] * len(domains)
    found = False
    for values in itertools.product((ONLY_0, ONLY_1), repeat=len(open_cells)):
        finish = list(domains)
        for x, value in zip(open_cells, values, strict=True):
            finish[x] = value
        if seen(board, cell, finish) == number:
            found = True
            union = [a | b for a, b in zip(union, finish, strict=True)]
    if not found:
        return None
    ray_cells = {x for ray in rays(board, cell) for x in ray}
    return [union[x] if x in ray_cells else domains[x] for x in range(len(domains))]


def random_case(rng: random.Random) -> tuple[FillGridPuzzle, int, int, list[int]]:
    width, height = rng.randint(1, 6), rng.randint(2, 6)
    cell = rng.randrange(width * height)
    number = rng.randint(1, width + height)
    numbers = [[None] * width for _ in range(height)]
    numbers[cell // width][cell % width] = number
    puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers)))
    decided = rng.random()
    domains = [
        rng.choice((ONLY_0, ONLY_1)) if rng.random() < decided else EITHER
        for _ in range(width * height)
    ]
    domains[cell] = ONLY_0
    return puzzle, cell, number, domains


def fixpoint(puzzle: FillGridPuzzle, cell: int, number: int, domains: list[int], tracing: bool):
    store = Store(GENRE.build(puzzle), tracing=tracing)
    store.dom[:] = domains
    try:
        Sight(Board(puzzle), cell, number).propagate(store)
    except Contradiction:
        return None
    return store.dom


@pytest.mark.parametrize("seed", range(4))
def test_the_rule_decides_what_brute_force_decides(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        puzzle, cell, number, domains = random_case(rng)
        expected = brute_force(Board(puzzle), cell, number, domains)
        # Traced (worked out afresh or remembered: a traced run explains each step) and not.
        assert fixpoint(puzzle, cell, number, domains, False) == expected
        assert fixpoint(puzzle, cell, number, domains, True) == expected


def test_a_remembered_outcome_is_the_one_worked_out_afresh() -> None:
    rng = random.Random(7)
    cases = [random_case(rng) for _ in range(300)]
    remembered = [fixpoint(*case, False) for case in cases]
    kurodoko_views.MEMO.clear()
    assert [fixpoint(*case, False) for case in cases] == remembered


def long_ray_case(rng: random.Random) -> tuple[FillGridPuzzle, int, int, list[int]]:
    """A number on a big board whose rays are mostly white already, with a few open and
    shaded cells far out: white runs of eight cells and more, which small boards never
    have (counts past 7 cells live in a second byte of the rule's sets of counts)."""
    width, height = rng.randint(9, 20), rng.randint(9, 20)
    cell = rng.randrange(width * height)
    numbers = [[None] * width for _ in range(height)]
    puzzle_board = Board(FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers))))
    ray_cells = [x for ray in rays(puzzle_board, cell) for x in ray]
    domains = [ONLY_0] * (width * height)
    for x in rng.sample(ray_cells, min(len(ray_cells), rng.randint(2, 9))):
        domains[x] = EITHER
    for x in rng.sample(ray_cells, rng.randint(0, 3)):
        domains[x] = ONLY_1
    domains[cell] = ONLY_0
    number = seen(puzzle_board, cell, [ONLY_1 if d == EITHER else d for d in domains])
    number += rng.randint(0, 12)  # at least what all-shaded open cells would show
    numbers[cell // width][cell % width] = number
    puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers)))
    return puzzle, cell, number, domains


@pytest.mark.parametrize("seed", range(2))
def test_long_white_runs_are_counted_past_a_byte(seed: int) -> None:
    rng = random.Random(100 + seed)
    for _ in range(100):
        puzzle, cell, number, domains = long_ray_case(rng)
        expected = brute_force(Board(puzzle), cell, number, domains)
        assert fixpoint(puzzle, cell, number, domains, False) == expected


def counts_by_sets(number: int, views: list[bytes]) -> list[tuple]:
    """`_exact`'s actions worked out with Python sets: the counts a view can show are
    its white run's end, each undecided cell after it and its end; a direction keeps the
    counts the other three can make up to the number."""
    lows = [len(view) - len(view.lstrip(kurodoko_views.WHITE)) for view in views]
    shows = [
        {k for k in range(low, len(view)) if view[k] == EITHER} | {low, len(view)}
        for view, low in zip(views, lows, strict=True)
    ]
    actions = []
    for d in range(4):
        sums = {0}
        for other in (shows[e] for e in range(4) if e != d):
            sums = {a + b for a in sums for b in other}
        fits = {k for k in shows[d] if number - 1 - k in sums}
        if not fits:
            return [*actions, (kurodoko_views.NO_SUM,)]
        fewest = min(fits)
        if fewest > lows[d]:
            actions.append((kurodoko_views.EXACT_FEWEST, d, lows[d], fewest, ONLY_0, fewest))
        if len(fits) == 1 and fewest < len(views[d]):
            actions.append((kurodoko_views.EXACT_ONLY, d, fewest, fewest + 1, ONLY_1, fewest))
    return actions


def test_exact_counts_agree_with_sets_on_long_open_views() -> None:
    """Rays of up to 60 cells, most of them open: the sets of counts as big-int
    polynomials must not carry one count's coefficient into the next."""
    rng = random.Random(11)
    for _ in range(300):
        views = [
            bytes(rng.choice((ONLY_0, EITHER, EITHER)) for _ in range(rng.randint(0, 60)))
            for _ in range(4)
        ]
        number = rng.randint(1, 1 + sum(map(len, views)) + 2)
        lows = [len(view) - len(view.lstrip(kurodoko_views.WHITE)) for view in views]
        highs = [len(view) for view in views]
        actions = kurodoko_views._exact(number, views, lows, highs)
        # A dead end's direction and cells are never read: compare its kind alone.
        told = [a[:1] if a[0] in kurodoko_views.DEAD_ENDS else a for a in actions]
        assert told == counts_by_sets(number, views)
