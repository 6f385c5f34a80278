"""The independent colour nonogram checker given illegal answers: the exact problems it
reports (every other colour test trusts it)."""

from __future__ import annotations

from gridgames.formats.gg import read_gg
from gridgames.games.nonogram.colour_checker import check_colour_answer, colour_runs

# Two flags: the clues written by hand (not derived from a picture by the checker's code).
FLAGS = """nonogram 5x3 colour
palette:
. white #ffffff
r red #d55e00
b blue #0072b2
rows:
2r 2b
3r 2b
0
columns:
2r
2r
1b 1r
2b
1b
"""
GOOD = ((1, 1, 2, 2, 0), (1, 1, 1, 2, 2), (0, 0, 0, 0, 0))


def test_runs_end_where_the_colour_changes() -> None:
    assert colour_runs([]) == ()
    assert colour_runs([0, 0]) == ()
    assert colour_runs([1, 1, 2, 2, 0]) == ((2, 1), (2, 2))
    assert colour_runs([2, 0, 2, 2, 1]) == ((1, 2), (2, 2), (1, 1))
    assert colour_runs([1, 1, 1]) == ((3, 1),)
    assert colour_runs([0, 1, 0, 1]) == ((1, 1), (1, 1))


def test_the_answer_passes_and_each_broken_line_is_named_with_its_runs() -> None:
    puzzle = read_gg(FLAGS)
    assert check_colour_answer(puzzle, GOOD) == []
    # Right lengths, wrong colours in row 1: columns 1, 2, 3 and 4 break too.
    recoloured = ((2, 2, 1, 1, 0), *GOOD[1:])
    assert check_colour_answer(puzzle, recoloured) == [
        "row 1 has runs [(2, 2), (2, 1)], its clue is [(2, 1), (2, 2)]",
        "column 1 has runs [(1, 2), (1, 1)], its clue is [(2, 1)]",
        "column 2 has runs [(1, 2), (1, 1)], its clue is [(2, 1)]",
        "column 3 has runs [(2, 1)], its clue is [(1, 2), (1, 1)]",
        "column 4 has runs [(1, 1), (1, 2)], its clue is [(2, 2)]",
    ]
    # The last row and the last column are checked too.
    assert check_colour_answer(puzzle, (GOOD[0], GOOD[1], (0, 0, 0, 0, 2))) == [
        "row 3 has runs [(1, 2)], its clue is []",
        "column 5 has runs [(2, 2)], its clue is [(1, 2)]",
    ]


def test_touching_cells_of_one_colour_are_one_block_of_two_colours_two() -> None:
    head = "nonogram 3x1 colour\npalette:\n. white #ffffff\nr red #d55e00\nb blue #0072b2\n"
    two_reds = read_gg(head + "rows:\n1r 1r\ncolumns:\n1r\n0\n1r\n")
    assert check_colour_answer(two_reds, ((1, 0, 1),)) == []
    assert check_colour_answer(two_reds, ((1, 1, 1),)) == [
        "row 1 has runs [(3, 1)], its clue is [(1, 1), (1, 1)]",
        "column 2 has runs [(1, 1)], its clue is []",
    ]
    red_blue = read_gg(head + "rows:\n1r 1b\ncolumns:\n1r\n1b\n0\n")
    assert check_colour_answer(red_blue, ((1, 2, 0),)) == []


def test_a_picture_of_the_wrong_size_or_outside_the_palette_is_one_problem() -> None:
    puzzle = read_gg(FLAGS)
    assert check_colour_answer(puzzle, GOOD[:2]) == ["the picture is not 5x3"]
    assert check_colour_answer(puzzle, (*GOOD, GOOD[2])) == ["the picture is not 5x3"]
    assert check_colour_answer(puzzle, (GOOD[0][:4], *GOOD[1:])) == ["the picture is not 5x3"]
    assert check_colour_answer(puzzle, (*GOOD[:2], (0, 0, 0, 0, 0, 0))) == [
        "the picture is not 5x3"
    ]
    assert check_colour_answer(puzzle, ((9, 1, 3, 2, 0), (-1, 1, 1, 2, 2), GOOD[2])) == [
        "the picture uses values [-1, 3, 9] outside the palette of 3"
    ]
    assert check_colour_answer(puzzle, (("r", 1, 2, 2, 0), *GOOD[1:])) == [
        "the picture uses values ['r'] outside the palette of 3"
    ]
    # The last palette entry is inside it.
    assert check_colour_answer(puzzle, ((2, 1, 2, 2, 0), *GOOD[1:]))[0].startswith("row 1 ")
