"""The crossword grid in the designer: the symmetric count (180-degree turn: the opposite
cell follows) against a brute force on every partial design of small boards and random
ones up to 5x5; the verdict's count, legality and faulty cells; the entries numbered as
in a printed crossword, against a hand-worked grid and a brute rule."""

from __future__ import annotations

import itertools
import random
import time
from functools import cache

import pytest

from gridgames.designing import judge
from gridgames.games.fillgrid.counting import count_fillgrids
from gridgames.games.fillgrid.crossword import faults
from gridgames.games.fillgrid.entries import number_entries
from gridgames.games.fillgrid.puzzle import Design, FillGridPuzzle
from tests.test_fillgrid_design import brute_force, legal_grids, random_design

TOKEN = {"#": True, "o": False, ".": None}


def _shaped(cells, width: int) -> Design:
    return tuple(tuple(cells[r : r + width]) for r in range(0, len(cells), width))


@cache
def symmetric_grids(width: int, height: int) -> tuple[int, ...]:
    """The legal grids (listed by the independent checker) that read the same turned half
    round: cell i is shaded exactly when cell size-1-i is."""
    size = width * height
    return tuple(
        grid
        for grid in legal_grids(width, height)
        if all(grid >> i & 1 == grid >> (size - 1 - i) & 1 for i in range(size // 2))
    )


def symmetric_brute(width: int, height: int, design: Design) -> int:
    """The symmetric legal grids that keep the design."""
    cells = [v for row in design for v in row]
    shaded = sum(1 << i for i, v in enumerate(cells) if v is True)
    white = sum(1 << i for i, v in enumerate(cells) if v is False)
    return sum(1 for g in symmetric_grids(width, height) if g & shaded == shaded and not g & white)


def free(text: str) -> FillGridPuzzle:
    rows = [line.split() for line in text.strip().splitlines()]
    design = tuple(tuple(TOKEN[t] for t in row) for row in rows)
    return FillGridPuzzle(
        len(rows[0]), len(rows), "free", tuple((None,) * len(rows[0]) for _ in rows), design=design
    )


SMALL = [(1, 1), (1, 2), (3, 1), (4, 1), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]


@pytest.mark.parametrize(("width", "height"), SMALL, ids=str)
def test_every_design_of_a_small_board_counts_its_symmetric_grids(width, height) -> None:
    for cells in itertools.product((None, True, False), repeat=width * height):
        design = _shaped(cells, width)
        expected = symmetric_brute(width, height, design)
        assert count_fillgrids(width, height, design, symmetric=True) == expected, design


@pytest.mark.parametrize(("width", "height"), [(4, 3), (4, 4), (5, 4), (5, 5), (3, 5), (5, 2)])
def test_random_designs_count_their_symmetric_grids(width, height) -> None:
    rng = random.Random(width * 7 + height)
    legal = legal_grids(width, height)
    seen = set()
    for _ in range(150):
        design = random_design(rng, width, height, rng.choice([0.0, 0.1, 0.25, 0.4]), legal)
        expected = symmetric_brute(width, height, design)
        assert count_fillgrids(width, height, design, symmetric=True) == expected, design
        seen.add(min(expected, 2))
    assert seen == {0, 1, 2}


def test_the_verdict_counts_all_and_symmetric_grids_and_says_unique_several_none() -> None:
    rng = random.Random(3)
    statuses = set()
    legal = legal_grids(4, 4)
    for _ in range(60):
        if rng.random() < 0.5:
            cells = tuple(rng.choice([None] * 6 + [True, False]) for _ in range(16))
        else:  # most of a legal grid: often its only completion
            grid = rng.choice(legal)
            cells = tuple(bool(grid >> i & 1) if rng.random() < 0.8 else None for i in range(16))
        design = _shaped(cells, 4)
        puzzle = FillGridPuzzle(4, 4, "free", ((None,) * 4,) * 4, design=design)
        verdict = judge(puzzle, time.monotonic() + 30, symmetric=True)
        expected = brute_force(4, 4, design)
        assert verdict.count == expected
        assert verdict.symmetric_count == symmetric_brute(4, 4, design)
        assert verdict.status == {0: "none", 1: "unique"}.get(expected, "several")
        statuses.add(verdict.status)
        if expected:
            assert verdict.answer is not None
    assert statuses == {"none", "unique", "several"}
    plain = judge(FillGridPuzzle.free(4, 4))
    assert plain.symmetric_count is None and plain.count == brute_force(4, 4, ((None,) * 4,) * 4)


def test_touching_shaded_cells_and_cut_off_white_cells_are_the_faults() -> None:
    puzzle = free(
        """
        . # # .
        # . . .
        . . . #
        . . # o
        """
    )
    verdict = judge(puzzle)
    assert verdict.legal is False and verdict.status == "none" and verdict.count == 0
    touching = {(1, 0), (2, 0)}  # (x, y)
    cut_off = {(0, 0), (3, 3)}  # corners walled in by two shaded cells corner to corner
    assert set(verdict.faults) == touching | cut_off
    assert verdict.reason.startswith("Shaded cells at row 1, column 2 and row 1, column 3 touch")
    design = free("# . .\n. . .\n. . #")
    legal = judge(design)
    assert legal.legal is True and not legal.faults
    assert legal.count == brute_force(3, 3, design.design) > 1 and legal.status == "several"


def test_faults_leave_the_biggest_white_region_alone() -> None:
    found = faults(free(". # . .\n# . # .\n. # . ."))
    assert set(found.cut_off) == {(0, 0), (1, 1), (2, 0)}  # (row, column): three lone cells
    assert found.touching == ()


#: A hand-worked grid (# shaded), its numbers and its entries, as a printed crossword has them.
HAND = """
. . . # .
. # . . .
. . . # .
# . # . .
. . . . #
"""


def test_entries_are_numbered_as_in_a_printed_crossword() -> None:
    shaded = [[token == "#" for token in line.split()] for line in HAND.strip().splitlines()]
    entries = number_entries(shaded)
    #  1 . 2 # 3
    #  . # 4 . .
    #  5 6 . # .
    #  # . # 7 .
    #  8 . . . #
    assert dict(entries.numbers) == {
        (0, 0): 1, (2, 0): 2, (4, 0): 3, (2, 1): 4, (0, 2): 5, (1, 2): 6, (3, 3): 7, (0, 4): 8,
    }  # fmt: skip
    across = [(e.number, e.length) for e in entries.across]
    down = [(e.number, e.length) for e in entries.down]
    assert across == [(1, 3), (4, 3), (5, 3), (7, 2), (8, 4)]
    assert down == [(1, 3), (2, 3), (3, 4), (6, 3), (7, 2)]
    assert entries.number_at(3, 3) == 7 and entries.number_at(1, 0) is None
    assert entries.across_count == entries.down_count == 5 and entries.shortest == 2


def _brute_entries(shaded) -> tuple[list, list]:
    """Runs of white cells of length two or more, read off every row and column."""
    height, width = len(shaded), len(shaded[0])
    across, down = [], []
    for y in range(height):
        for white, run in itertools.groupby(range(width), key=lambda x: not shaded[y][x]):
            run = list(run)
            if white and len(run) >= 2:
                across.append(((run[0], y), len(run)))
    for x in range(width):
        for white, run in itertools.groupby(range(height), key=lambda y: not shaded[y][x]):
            run = list(run)
            if white and len(run) >= 2:
                down.append(((x, run[0]), len(run)))
    return across, down


def test_entries_follow_the_brute_rule_on_random_grids() -> None:
    rng = random.Random(11)
    for _ in range(200):
        width, height = rng.randint(1, 7), rng.randint(1, 7)
        shaded = [[rng.random() < 0.3 for _ in range(width)] for _ in range(height)]
        entries = number_entries(shaded)
        across, down = _brute_entries(shaded)
        number = dict(entries.numbers)
        assert [((e.x, e.y), e.length) for e in entries.across] == across
        assert sorted(((e.x, e.y), e.length) for e in entries.down) == sorted(down)
        starts = sorted({cell for cell, _ in across + down}, key=lambda cell: (cell[1], cell[0]))
        assert [number[cell] for cell in starts] == list(range(1, len(starts) + 1))
        assert all(e.number == number[(e.x, e.y)] for e in entries.across + entries.down)
        lengths = [length for _, length in across + down]
        assert entries.shortest == (min(lengths) if lengths else None)


def test_a_grid_too_large_to_count_is_still_judged_by_a_search() -> None:
    verdict = judge(FillGridPuzzle.free(25, 25), time.monotonic() + 30, symmetric=True)
    assert verdict.status == "several" and verdict.count is None
    assert verdict.detail.startswith("not counted: counting 25x25 fill-grids would need")
    assert verdict.legal is True and verdict.entries.across_count == 25
