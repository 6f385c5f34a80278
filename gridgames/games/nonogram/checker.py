"""An independent nonogram checker: it knows the rules, not the solver.

Tests judge every answer the engine produces with it, so it shares no code with the line
solver and simply counts the runs of every row and column of the picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from .puzzle import NonogramPuzzle


def runs(cells: Sequence[bool]) -> tuple[int, ...]:
    """Lengths of the runs of filled cells, left to right."""
    found: list[int] = []
    count = 0
    for cell in cells:
        if cell:
            count += 1
        elif count:
            found.append(count)
            count = 0
    if count:
        found.append(count)
    return tuple(found)


def check_answer(puzzle: NonogramPuzzle, grid: Sequence[Sequence[bool]]) -> list[str]:
    """Every clue the picture breaks, in words; empty when it solves the puzzle."""
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        return [f"the picture is not {puzzle.width}x{puzzle.height}"]
    problems: list[str] = []
    for r, clue in enumerate(puzzle.rows):
        got = runs(grid[r])
        if got != tuple(clue):
            problems.append(f"row {r + 1} has runs {list(got)}, its clue is {list(clue)}")
    for c, clue in enumerate(puzzle.columns):
        got = runs([row[c] for row in grid])
        if got != tuple(clue):
            problems.append(f"column {c + 1} has runs {list(got)}, its clue is {list(clue)}")
    return problems
