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
