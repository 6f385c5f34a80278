"""The independent checkers given illegal answers.

Every solver, generator and format test trusts `check_answer` to say whether an answer is
right, so each checker must name exactly what a wrong answer breaks: an overlap (with the
first rectangle too), a rectangle off any edge of the board, a wrong area or count, a cell
left over, a number outside its rectangle, a line with the wrong runs, shaded cells that
touch, white cells cut off, a repeated Hitori number, a Kurodoko number that sees too much
or too little. Each case asserts the whole list of problems, in the checker's words, so a
checker that misses one or reports one too many fails here.
"""

from __future__ import annotations

import pytest

from gridgames.games.fillgrid.checker import check_answer as check_fillgrid
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.checker import check_answer as check_nonogram
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.checker import check_answer as check_shikaku
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle


def grid(*rows: str) -> tuple[tuple[bool, ...], ...]:
    """'#' shaded (filled), '.' not."""
    return tuple(tuple(cell == "#" for cell in row) for row in rows)


# -- Shikaku --------------------------------------------------------------------------------

# A 4x2 board with a 4 in each top corner; its answer is two 2x2 squares.
#   4 . . 4
#   . . . .
SHIKAKU = ShikakuPuzzle(4, 2, (Clue(0, 0, 4), Clue(0, 3, 4)))
LEFT, RIGHT = Rect(0, 0, 2, 2), Rect(0, 2, 2, 2)

# Three numbers in a row, for overlaps that do not involve the first rectangle.
#   2 . 2 . 2 .
ROW = ShikakuPuzzle(6, 1, (Clue(0, 0, 2), Clue(0, 2, 2), Clue(0, 4, 2)))


def test_shikaku_answer_is_accepted() -> None:
    assert check_shikaku(SHIKAKU, (LEFT, RIGHT)) == []
    assert check_shikaku(ROW, [Rect(0, 0, 1, 2), Rect(0, 2, 1, 2), Rect(0, 4, 1, 2)]) == []


def test_shikaku_overlap_with_the_first_rectangle() -> None:
    assert check_shikaku(SHIKAKU, (LEFT, Rect(0, 1, 1, 3))) == [
        "rectangles 0 and 1 overlap at (0, 1)",
        "rectangle 1 has area 3, its number is 4",
        "cell (1, 2) is in no rectangle",
        "cell (1, 3) is in no rectangle",
    ]


def test_shikaku_overlap_between_later_rectangles() -> None:
    rects = [Rect(0, 0, 1, 2), Rect(0, 2, 1, 2), Rect(0, 3, 1, 2)]
    assert check_shikaku(ROW, rects) == [
        "rectangles 1 and 2 overlap at (0, 3)",
        "cell (0, 5) is in no rectangle",
    ]


@pytest.mark.parametrize(
    "outside",
    [
        Rect(-1, 2, 2, 2),  # over the top edge
        Rect(1, 2, 2, 2),  # under the bottom edge
        Rect(0, -1, 2, 2),  # past the left edge
        Rect(0, 3, 2, 2),  # past the right edge
    ],
    ids=["top", "bottom", "left", "right"],
)
def test_shikaku_rectangle_off_the_board(outside: Rect) -> None:
    assert check_shikaku(SHIKAKU, (LEFT, outside)) == [
        "rectangle 1 leaves the board",
        "cell (0, 2) is in no rectangle",
        "cell (0, 3) is in no rectangle",
        "cell (1, 2) is in no rectangle",
        "cell (1, 3) is in no rectangle",
    ]


def test_shikaku_rectangles_reaching_the_last_row_and_column_are_inside() -> None:
    puzzle = ShikakuPuzzle(2, 2, (Clue(0, 0, 2), Clue(0, 1, 2)))
    assert check_shikaku(puzzle, (Rect(0, 0, 2, 1), Rect(0, 1, 2, 1))) == []


@pytest.mark.parametrize("empty", [Rect(0, 2, 0, 2), Rect(0, 2, 2, 0)], ids=["flat", "thin"])
def test_shikaku_empty_rectangle(empty: Rect) -> None:
    assert check_shikaku(SHIKAKU, (LEFT, empty)) == [
        "rectangle 1 is empty",
        "cell (0, 2) is in no rectangle",
        "cell (0, 3) is in no rectangle",
        "cell (1, 2) is in no rectangle",
        "cell (1, 3) is in no rectangle",
    ]


@pytest.mark.parametrize(
    "bad, why",
    [(Rect(0, 3, 2, 2), "leaves the board"), (Rect(0, 0, 0, 2), "is empty")],
    ids=["off-board", "empty"],
)
def test_shikaku_rectangles_after_a_bad_one_are_still_checked(bad: Rect, why: str) -> None:
    assert check_shikaku(SHIKAKU, (bad, Rect(0, 1, 2, 3))) == [
        f"rectangle 0 {why}",
        "rectangle 1 has area 6, its number is 4",
        "cell (0, 0) is in no rectangle",
        "cell (1, 0) is in no rectangle",
    ]


def test_shikaku_wrong_area() -> None:
    assert check_shikaku(SHIKAKU, (Rect(0, 0, 2, 1), Rect(0, 1, 2, 3))) == [
        "rectangle 0 has area 2, its number is 4",
        "rectangle 1 has area 6, its number is 4",
    ]


def test_shikaku_too_few_and_too_many_rectangles() -> None:
    assert check_shikaku(SHIKAKU, (LEFT,)) == [
        "1 rectangles for 2 numbers",
        "cell (0, 2) is in no rectangle",
        "cell (0, 3) is in no rectangle",
        "cell (1, 2) is in no rectangle",
        "cell (1, 3) is in no rectangle",
    ]
    assert check_shikaku(SHIKAKU, (LEFT, RIGHT, Rect(1, 3, 1, 1))) == [
        "3 rectangles for 2 numbers",
        "rectangles 1 and 2 overlap at (1, 3)",
        "rectangle 2 holds 0 numbers",
    ]


def test_shikaku_rectangle_holding_two_numbers() -> None:
    assert check_shikaku(SHIKAKU, (Rect(0, 0, 1, 4), Rect(1, 0, 1, 4))) == [
        "rectangle 0 holds 2 numbers",
        "rectangle 1 holds 0 numbers",
        "rectangle 1 does not hold its own number",
    ]


def test_shikaku_rectangles_in_the_wrong_order() -> None:
    # Rectangle i belongs to the i-th number in reading order (the JSON contract).
    assert check_shikaku(SHIKAKU, (RIGHT, LEFT)) == [
        "rectangle 0 does not hold its own number",
        "rectangle 1 does not hold its own number",
    ]


# -- Nonogram -------------------------------------------------------------------------------

#   # # .     2
#   # . #     1 1
#   2 1 1
NONOGRAM = NonogramPuzzle(3, 2, ((2,), (1, 1)), ((2,), (1,), (1,)))


@pytest.mark.parametrize(
    "cells, expected",
    [
        ("", ()),
        ("...", ()),
        ("#", (1,)),
        ("###", (3,)),
        ("#.##", (1, 2)),
        (".##.#", (2, 1)),
        ("..#", (1,)),
    ],
)
def test_nonogram_runs(cells: str, expected: tuple[int, ...]) -> None:
    assert runs(grid(cells)[0] if cells else ()) == expected


def test_nonogram_answer_is_accepted() -> None:
    assert check_nonogram(NONOGRAM, grid("##.", "#.#")) == []


def test_nonogram_wrong_runs_in_rows_and_columns() -> None:
    assert check_nonogram(NONOGRAM, grid("##.", "##.")) == [
        "row 2 has runs [2], its clue is [1, 1]",
        "column 2 has runs [2], its clue is [1]",
        "column 3 has runs [], its clue is [1]",
    ]


def test_nonogram_empty_picture() -> None:
    assert check_nonogram(NONOGRAM, grid("...", "...")) == [
        "row 1 has runs [], its clue is [2]",
        "row 2 has runs [], its clue is [1, 1]",
        "column 1 has runs [], its clue is [2]",
        "column 2 has runs [], its clue is [1]",
        "column 3 has runs [], its clue is [1]",
    ]


@pytest.mark.parametrize(
    "picture",
    [grid("##.", "#.#", "..."), grid("##."), grid("##.", "#."), grid("##.#", "#.#.")],
    ids=["tall", "short", "ragged", "wide"],
)
def test_nonogram_picture_of_the_wrong_size(picture) -> None:
    assert check_nonogram(NONOGRAM, picture) == ["the picture is not 3x2"]


# -- Fill-grid ------------------------------------------------------------------------------

FREE = FillGridPuzzle.free(3, 3)


def test_fillgrid_answer_is_accepted() -> None:
    assert check_fillgrid(FREE, grid("#..", ".#.", "...")) == []
    assert check_fillgrid(FREE, grid("...", "...", "...")) == []


def test_fillgrid_touching_shaded_cells() -> None:
    assert check_fillgrid(FREE, grid("##.", "...", "..#")) == [
        "shaded cells (0, 0) and (0, 1) touch",
    ]
    assert check_fillgrid(FREE, grid("...", "..#", "..#")) == [
        "shaded cells (1, 2) and (2, 2) touch",
    ]


def test_fillgrid_touching_on_the_last_row_and_column() -> None:
    assert check_fillgrid(FREE, grid("..#", "..#", ".##")) == [
        "shaded cells (0, 2) and (1, 2) touch",
        "shaded cells (1, 2) and (2, 2) touch",
        "shaded cells (2, 1) and (2, 2) touch",
    ]


def test_fillgrid_white_cells_cut_off() -> None:
    # Counted from the first white cell in reading order: here the walled-in corner, so
    # the other six are the ones "cut off".
    assert check_fillgrid(FREE, grid(".#.", "#..", "...")) == [
        "the white cells are not connected (6 cut off)",
    ]
    assert check_fillgrid(FREE, grid("...", "..#", ".#.")) == [
        "the white cells are not connected (1 cut off)",
    ]
    assert check_fillgrid(FREE, grid("..#", ".#.", "#..")) == [
        "the white cells are not connected (3 cut off)",
    ]


def test_fillgrid_no_white_cell() -> None:
    assert check_fillgrid(FillGridPuzzle.free(1, 1), grid("#")) == ["no cell is white"]


@pytest.mark.parametrize(
    "answer",
    [grid("...", "..."), grid("...", "...", "...", "..."), grid("...", "..", "...")],
    ids=["short", "tall", "ragged"],
)
def test_fillgrid_answer_of_the_wrong_size(answer) -> None:
    assert check_fillgrid(FREE, answer) == ["the answer is not a 3x3 grid"]


#   1 1 2      answer:  . # .
#   2 3 1               . . .
#   3 1 1               . . #
HITORI = FillGridPuzzle(3, 3, "hitori", ((1, 1, 2), (2, 3, 1), (3, 1, 1)))


def test_hitori_answer_is_accepted() -> None:
    assert check_fillgrid(HITORI, grid(".#.", "...", "..#")) == []


def test_hitori_repeated_white_numbers_in_rows_and_columns() -> None:
    assert check_fillgrid(HITORI, grid("...", "...", "...")) == [
        "white 1 repeats at (0, 0) and (0, 1)",
        "white 1 repeats at (2, 1) and (2, 2)",
        "white 1 repeats at (0, 1) and (2, 1)",
        "white 1 repeats at (1, 2) and (2, 2)",
    ]


def test_hitori_shaded_numbers_do_not_repeat() -> None:
    assert check_fillgrid(HITORI, grid(".#.", "...", "#..")) == [
        "white 1 repeats at (2, 1) and (2, 2)",
        "white 1 repeats at (1, 2) and (2, 2)",
    ]
    # ...and a Hitori answer is held to the shading rules too.
    assert check_fillgrid(HITORI, grid("##.", "...", "...")) == [
        "shaded cells (0, 0) and (0, 1) touch",
        "white 1 repeats at (2, 1) and (2, 2)",
        "white 1 repeats at (1, 2) and (2, 2)",
    ]


#   . 5 .      answer:  . . .
#   . . .               # . .
#   2 . .               . . #
KURODOKO = FillGridPuzzle(3, 3, "kurodoko", ((None, 5, None), (None, None, None), (2, None, None)))


def test_kurodoko_answer_is_accepted() -> None:
    assert check_fillgrid(KURODOKO, grid("...", "#..", "..#")) == []


def test_kurodoko_numbers_seeing_too_few_or_too_many_cells() -> None:
    assert check_fillgrid(KURODOKO, grid("...", "...", "...")) == [
        "the 2 at (2, 0) sees 5 cells",
    ]
    assert check_fillgrid(KURODOKO, grid("...", ".#.", "..#")) == [
        "the 5 at (0, 1) sees 3 cells",
        "the 2 at (2, 0) sees 4 cells",
    ]
    assert check_fillgrid(KURODOKO, grid("...", "#..", ".#.")) == [
        "the white cells are not connected (1 cut off)",
        "the 5 at (0, 1) sees 4 cells",
        "the 2 at (2, 0) sees 1 cells",
    ]


@pytest.mark.parametrize(
    "answer, seen",
    [
        (grid("...", "...", "..."), 5),
        (grid(".#.", "...", "..."), 4),  # up
        (grid("...", "...", ".#."), 4),  # down
        (grid("...", "#..", "..."), 4),  # left
        (grid("...", "..#", "..."), 4),  # right
    ],
    ids=["all", "up", "down", "left", "right"],
)
def test_kurodoko_sight_runs_to_each_edge(answer, seen: int) -> None:
    middle = FillGridPuzzle(3, 3, "kurodoko", ((None,) * 3, (None, 5, None), (None,) * 3))
    expected = [] if seen == 5 else [f"the 5 at (1, 1) sees {seen} cells"]
    assert check_fillgrid(middle, answer) == expected


def test_kurodoko_shaded_number() -> None:
    assert check_fillgrid(KURODOKO, grid(".#.", "...", "#..")) == [
        "the number at (0, 1) is shaded",
        "the number at (2, 0) is shaded",
    ]


def test_kurodoko_numbers_after_a_shaded_one_in_its_row_are_still_checked() -> None:
    #   5 . 2    the 5 is shaded; the 2 sees itself, (0, 1), (1, 2) and (2, 2)
    #   . . .
    #   . . .
    puzzle = FillGridPuzzle(3, 3, "kurodoko", ((5, None, 2), (None,) * 3, (None,) * 3))
    assert check_fillgrid(puzzle, grid("#..", "...", "...")) == [
        "the number at (0, 0) is shaded",
        "the 2 at (0, 2) sees 4 cells",
    ]


def test_a_free_grid_answer_keeps_its_design() -> None:
    #   # o .    (0, 0) given shaded, (0, 1) pinned white, (2, 2) given shaded
    #   . . .
    #   . . #
    design = ((True, False, None), (None, None, None), (None, None, True))
    puzzle = FillGridPuzzle(3, 3, "free", FREE.numbers, design=design)
    assert check_fillgrid(puzzle, grid("#..", "...", "..#")) == []
    assert check_fillgrid(puzzle, grid(".#.", "...", "...")) == [
        "cell (0, 0) is given shaded by the design",
        "cell (0, 1) is given white by the design",
        "cell (2, 2) is given shaded by the design",
    ]
