"""An independent colour nonogram checker: it knows the rules, not the solver.

It reads the runs of every row and column of a colour picture (a run ends where the colour
changes, so blocks of different colours may touch) and compares them with the clues; it
shares no code with the colour line solver.
"""

from __future__ import annotations

from collections.abc import Sequence

from .puzzle import NonogramPuzzle


def colour_runs(cells: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """(length, colour) of each run of equal non-background cells, left to right."""
    found: list[tuple[int, int]] = []
    previous = 0
    for value in cells:
        if value and value == previous:
            found[-1] = (found[-1][0] + 1, value)
        elif value:
            found.append((1, value))
        previous = value
    return tuple(found)


def check_colour_answer(puzzle: NonogramPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """Every clue the colour picture breaks, in words; empty when it solves the puzzle."""
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        return [f"the picture is not {puzzle.width}x{puzzle.height}"]
    colours = len(puzzle.palette)
    bad = sorted(
        {v for row in grid for v in row if not (isinstance(v, int) and 0 <= v < colours)}, key=str
    )
    if bad:
        return [f"the picture uses values {bad} outside the palette of {colours}"]
    problems: list[str] = []
    for what, clues, lines in (
        ("row", puzzle.colour_rows(), [list(row) for row in grid]),
        (
            "column",
            puzzle.colour_columns(),
            [[row[c] for row in grid] for c in range(puzzle.width)],
        ),
    ):
        for index, (clue, cells) in enumerate(zip(clues, lines, strict=True)):
            got = colour_runs(cells)
            if got != clue:
                problems.append(
                    f"{what} {index + 1} has runs {list(got)}, its clue is {list(clue)}"
                )
    return problems
