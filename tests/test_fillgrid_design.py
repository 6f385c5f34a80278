"""A crossword grid's design (`#` given shaded, `o` pinned white, `.` undecided): kept
exactly by the `.gg` reader and writer, honoured by the solver and the checker, and counted
(the legal grids that complete it) as a brute force counts them.

The brute force lists the legal grids of a size once -- every shading with no two shaded
cells touching, judged by the independent checker -- and counts those that agree with a
design, as bit masks. It shares nothing with the frontier count in counting.py.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from functools import cache

import pytest

from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.fillgrid.checker import check_answer
from gridgames.games.fillgrid.puzzle import Design, FillGridPuzzle
from gridgames.games.genre import Genre
from gridgames.games.registry import genre_of
from gridgames.solving import solve_puzzle

TOKEN = {None: ".", True: "#", False: "o"}


def _no_touch_rows(width: int) -> list[int]:
    return [m for m in range(1 << width) if not m & (m << 1)]


@cache
def legal_grids(width: int, height: int) -> tuple[int, ...]:
    """Every legal grid of the size as a bit mask of shaded cells (bit r*width + c)."""
    blank = FillGridPuzzle.free(width, height)
    rows = _no_touch_rows(width)
    found = []
    for stack in itertools.product(rows, repeat=height):
        if any(a & b for a, b in itertools.pairwise(stack)):
            continue
        grid = tuple(tuple(bool(m >> c & 1) for c in range(width)) for m in stack)
        if not check_answer(blank, grid):
            found.append(sum(m << (r * width) for r, m in enumerate(stack)))
    return tuple(found)


def brute_force(width: int, height: int, design: Design) -> int:
    cells = [v for row in design for v in row]
    shaded = sum(1 << i for i, v in enumerate(cells) if v is True)
    white = sum(1 << i for i, v in enumerate(cells) if v is False)
    return sum(1 for g in legal_grids(width, height) if g & shaded == shaded and not g & white)


def designed(width: int, height: int, design: Design) -> FillGridPuzzle:
    text = f"fillgrid {width}x{height}\n" + "\n".join(
        " ".join(TOKEN[v] for v in row) for row in design
    )
    return read_gg(text, "<design>")


def count(puzzle: FillGridPuzzle) -> int | None:
    return genre_of(puzzle).count_answers(puzzle, None)


def _shaped(cells: tuple[bool | None, ...], width: int) -> Design:
    return tuple(cells[r : r + width] for r in range(0, len(cells), width))


def random_design(
    rng: random.Random, width: int, height: int, decided: float, legal: tuple[int, ...]
) -> Design:
    """Half the time random tokens (mostly no completion, or many), else part of a legal
    grid (one completion or more)."""
    if rng.random() < 0.5:
        cells = tuple(
            rng.choice([True, False]) if rng.random() < decided else None
            for _ in range(width * height)
        )
    else:
        grid = rng.choice(legal)
        cells = tuple(
            bool(grid >> i & 1) if rng.random() < decided + 0.2 else None
            for i in range(width * height)
        )
    return _shaped(cells, width)


#: Every design of these boards (3**9 for 3x3); one side 1 or 2 up to 8 cells is covered by
#: 2x4 and 4x1, the frontier count's narrowest sweeps.
SMALL = [(1, 1), (4, 1), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]


@pytest.mark.parametrize(("width", "height"), SMALL, ids=lambda v: str(v))
def test_every_design_of_a_small_board_counts_as_brute_force(width, height) -> None:
    # Built directly, not read from text: the reader's designs are the random test's and the
    # round trip's, and parsing 3**9 texts cost a quarter of this test's time.
    blank = FillGridPuzzle.free(width, height)
    for cells in itertools.product((None, True, False), repeat=width * height):
        design = _shaped(cells, width)
        assert count(replace(blank, design=design)) == brute_force(width, height, design)


@pytest.mark.parametrize(("width", "height"), [(4, 3), (4, 4), (5, 4), (5, 5), (3, 5)])
def test_random_designs_count_as_brute_force(width, height) -> None:
    rng = random.Random(width * 10 + height)
    seen = set()
    legal = legal_grids(width, height)
    for _ in range(200):
        design = random_design(rng, width, height, rng.choice([0.1, 0.25, 0.4, 0.7]), legal)
        expected = brute_force(width, height, design)
        assert count(designed(width, height, design)) == expected, design
        seen.add(min(expected, 2))
    assert seen == {0, 1, 2}


def test_the_engine_search_agrees_and_its_answers_keep_the_design() -> None:
    rng = random.Random(5)
    for _ in range(30):
        cells = tuple(rng.choice([None, None, None, True, False]) for _ in range(20))
        puzzle = designed(5, 4, _shaped(cells, 5))
        searched = Genre.count_answers(genre_of(puzzle), puzzle, None)  # the generic count
        assert searched == count(puzzle)
        report = solve_puzzle(puzzle, max_solutions=1)
        if report.answer is not None:
            assert check_answer(puzzle, report.answer) == []


def test_the_checker_holds_an_answer_to_its_design() -> None:
    puzzle = designed(3, 1, ((True, None, False),))
    assert check_answer(puzzle, ((True, False, False),)) == []
    assert check_answer(puzzle, ((False, False, False),))  # the given shaded cell is white
    assert check_answer(puzzle, ((False, False, True),))  # the pinned white cell is shaded


def test_a_design_round_trips_exactly_through_gg() -> None:
    text = "fillgrid 4x3 free\ntitle: a start\n# . . o\n. . # .\no . . .\n"
    puzzle = read_gg(text, "<design>")
    assert puzzle.design == (
        (True, None, None, False),
        (None, None, True, None),
        (False, None, None, None),
    )
    assert write_gg(puzzle) == text
    assert read_gg(write_gg(puzzle), "<again>") == puzzle
    blank = read_gg("fillgrid 4x3\n", "<blank>")
    assert blank.design is None and read_gg(write_gg(blank), "<again>") == blank


@pytest.mark.parametrize(
    ("body", "says"),
    [
        (". # x\n. . .\n", "'x'"),
        ("# . .\n. .\n", "row 2 has 2 cells"),
        ("# . .\n", "expected 2 rows"),
    ],
)
def test_a_bad_design_is_one_line_naming_the_line(body, says) -> None:
    from gridgames.errors import PuzzleError

    with pytest.raises(PuzzleError) as raised:
        read_gg("fillgrid 3x2\n" + body, "d.gg")
    assert says in str(raised.value) and "d.gg:" in str(raised.value)


def test_play_starts_from_the_design_and_keeps_it() -> None:
    from gridgames.games.play import Mark

    puzzle = designed(3, 1, ((True, None, False),))
    play = genre_of(puzzle).new_play(puzzle)
    assert [play.mark(0, c) for c in range(3)] == [Mark.FILL, Mark.EMPTY, Mark.CROSS]
    assert play.is_fixed(0, 0) and play.is_fixed(0, 2) and not play.is_fixed(0, 1)
    assert play.stroke((0, 0), [(0, 0)], Mark.CROSS) is None
    play.apply(play.stroke((0, 1), [(0, 1)], Mark.CROSS))
    play.apply(play.clear_move())  # Restart clears what was played, never the design
    assert [play.mark(0, c) for c in range(3)] == [Mark.FILL, Mark.EMPTY, Mark.CROSS]
