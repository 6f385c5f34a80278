"""The untraced fast path (games/nonogram/quick.py) reaches the lines' own fixpoint.

Checked against the plainest fixpoint there is: every line solved again, in order, with the
exact line solver, until a whole pass changes nothing (a fixpoint of exact narrowings does
not depend on their order). Boards are small and random, with random cells already known,
so contradictions and partial fixpoints are common as well as solved boards."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, Search
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.genre import GENRE
from gridgames.games.nonogram.line import LineSolver
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.nonogram.quick import line_fixpoint
from tests.line_kernels import line_solver_kind  # noqa: F401  (autouse)


def plain_fixpoint(puzzle: NonogramPuzzle, domains: list[int]) -> list[int] | None:
    width, height = puzzle.width, puzzle.height
    dom = list(domains)
    lines = [
        (tuple(clue), [r * width + c for c in range(width)]) for r, clue in enumerate(puzzle.rows)
    ]
    lines += [
        (tuple(clue), [r * width + c for r in range(height)])
        for c, clue in enumerate(puzzle.columns)
    ]
    changed = True
    while changed:
        changed = False
        for clue, cells in lines:
            answer = LineSolver(clue, len(cells)).forced(bytes(dom[v] for v in cells))
            if answer is None:
                return None
            for mask, value in ((answer[0], 2), (answer[1], 1)):
                for i, var in enumerate(cells):
                    if mask >> i & 1:
                        dom[var] = value
                        changed = True
    return dom


def random_board(rng: random.Random) -> tuple[NonogramPuzzle, list[int]]:
    width, height = rng.randint(1, 7), rng.randint(1, 7)
    density = rng.choice((0.3, 0.5, 0.7))
    grid = [[rng.random() < density for _ in range(width)] for _ in range(height)]
    rows = [runs(row) for row in grid]
    columns = [runs([row[c] for row in grid]) for c in range(width)]
    if rng.random() < 0.2:  # a clue from another picture: often no answer at all
        rows[rng.randrange(height)] = runs([rng.random() < 0.5 for _ in range(width)])
    puzzle = NonogramPuzzle(width, height, tuple(rows), tuple(columns))
    known = rng.choice((0.0, 0.1, 0.3))
    domains = [
        rng.choice((1, 2)) if rng.random() < known else EITHER for _ in range(width * height)
    ]
    return puzzle, domains


def quick(puzzle: NonogramPuzzle, domains: list[int]) -> list[int] | None:
    width, height = puzzle.width, puzzle.height
    clues = [*puzzle.rows, *puzzle.columns]
    lengths = [width] * height + [height] * width
    solvers = [LineSolver(tuple(clue), n) for clue, n in zip(clues, lengths, strict=True)]
    order = list(range(height + width))[::-1]  # any order reaches the same fixpoint
    return line_fixpoint(width, height, solvers, order, domains)


@pytest.mark.parametrize("seed", range(4))
def test_quick_fixpoint_is_the_lines_fixpoint(seed: int) -> None:
    rng = random.Random(seed)
    outcomes = set()
    for _ in range(150):
        puzzle, domains = random_board(rng)
        expected = plain_fixpoint(puzzle, domains)
        assert quick(puzzle, domains) == expected, (puzzle, domains)
        outcomes.add("none" if expected is None else EITHER in expected)
    assert outcomes == {"none", True, False}  # dead ends, stuck and solved boards all seen


def test_untraced_search_starts_from_the_fixpoint_and_counts_its_deductions() -> None:
    # The letter P, 5x5: lines alone solve it.
    picture = ["####.", "#...#", "####.", "#....", "#...."]
    grid = [[ch == "#" for ch in row] for row in picture]
    puzzle = NonogramPuzzle(
        5,
        5,
        tuple(runs(row) for row in grid),
        tuple(runs([row[c] for row in grid]) for c in range(5)),
    )
    model = GENRE.build(puzzle)
    plain = Search(model, max_solutions=2).run()
    traced = Search(GENRE.build(puzzle), max_solutions=2, trace=True).run()
    assert str(plain.status) == str(traced.status) == "unique"
    assert plain.solutions == traced.solutions
    assert plain.stats.deductions == traced.stats.deductions == 25
    # The engine's own fixpoint after the fast path finds every line already settled.
    assert plain.stats.propagations < traced.stats.propagations
