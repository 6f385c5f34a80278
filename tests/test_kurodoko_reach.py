"""A Kurodoko number looks only as far as it could ever see (its first `number` cells each
way): against the same rule looking along whole rows and columns, every call on random
states, right or wrong, narrows the same cells with the same reasons, or fails with the
same reason, and whole solves find the same answers."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Store, solve
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.generate import kurodoko_from_shading, random_shading
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.kurodoko import Sight, ray_slice, rays
from gridgames.games.fillgrid.puzzle import FillGridPuzzle


class WholeSight(Sight):
    """The rule as it was: every cell of the row and column watched and read."""

    def __init__(self, board: Board, cell: int, number: int) -> None:
        super().__init__(board, cell, number)
        self.rays = rays(board, cell)
        self.slices = [ray_slice(ray) for ray in self.rays]
        self.watches = (cell, *(x for ray in self.rays for x in ray))


def puzzle(seed: int) -> FillGridPuzzle:
    rng = random.Random(seed)
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    return kurodoko_from_shading(random_shading(width, height, rng), rng, rng.uniform(0.1, 0.6))


def state(puzzle: FillGridPuzzle, rng: random.Random) -> list[int]:
    """The answer with some cells forgotten and some wrong, numbered cells white."""
    dom = []
    for r, row in enumerate(puzzle.given_solution):
        for c, shaded in enumerate(row):
            right, wrong = (ONLY_1, ONLY_0) if shaded else (ONLY_0, ONLY_1)
            roll = rng.random()
            value = right if roll < 0.5 else wrong if roll < 0.6 else EITHER
            dom.append(ONLY_0 if puzzle.numbers[r][c] is not None else value)
    return dom


def outcome(rule: Sight, start: list[int], puzzle: FillGridPuzzle) -> tuple:
    steps: list = []
    store = Store(GENRE.build(puzzle), tracing=True, sink=steps.append)
    store.dom = list(start)
    failed = None
    try:
        rule.propagate(store)
    except Contradiction as error:
        failed = (error.rule, str(error.reason), tuple(error.focus))
    store.note("end", "")
    said = [(s.kind, s.rule, str(s.reason), s.changes, s.focus) for s in steps]
    return store.dom, said, failed


@pytest.mark.parametrize("seed", range(30))
def test_each_call_does_and_says_the_same_as_looking_along_whole_lines(seed: int) -> None:
    rng = random.Random(seed)
    problem = puzzle(seed)
    board = Board(problem)
    numbered = [cell for cell in range(board.size) if board.number(cell) is not None]
    for _ in range(20):
        start = state(problem, rng)
        for cell in rng.sample(numbered, min(4, len(numbered))):
            number = board.number(cell)
            near, whole = Sight(board, cell, number), WholeSight(board, cell, number)
            assert outcome(near, start, problem) == outcome(whole, start, problem)


@pytest.mark.parametrize("seed", range(30))
def test_solves_find_the_same_answers(seed: int) -> None:
    problem = puzzle(seed)
    model = GENRE.build(problem)
    board = Board(problem)
    whole = GENRE.build(problem)
    whole.propagators[:] = [
        WholeSight(board, p.cell, p.number) if isinstance(p, Sight) else p
        for p in whole.propagators
    ]
    found, also = solve(model, max_solutions=50), solve(whole, max_solutions=50)
    assert found.count == also.count
    if found.count < 50:  # all of them: the same ones
        assert sorted(found.solutions) == sorted(also.solutions)
