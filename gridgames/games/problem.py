"""What is wrong with a puzzle, said once for every genre and every source.

The genre validators (`gridgames.games.<genre>.validate.problems`) check a puzzle object
however it was made -- read from a file, decoded from a URL, drawn in the app -- and return
`Problem`s that point at a row and/or column, not at a file line. A reader, which knows
which file line holds which row, turns the first problem into a located `PuzzleError`.
Keeping the checks here, away from the readers, means every format gets the same checks and
the same wording.

Index conventions (0-based):
- `row` and `col` both set: one cell (or the clue in that cell).
- only `row` set: a whole row (a nonogram row clue, a grid row, a solution row).
- only `col` set: a whole column (a nonogram column clue).
- neither: the puzzle as a whole (a total, the board size).
A row/column index may be one past the last one given, meaning "the first one missing".
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..engine.sentence import Sentence

# Kinds of problem, so a reader can choose the file line for a problem without a row.
BOARD = "board"  # the board itself: its size or variant (what a file's header says)
SHAPE = "shape"  # number of rows/columns/cells given does not match the board
CLUE = "clue"  # one clue or number
TOTAL = "total"  # a sum over the whole puzzle
SOLUTION = "solution"  # the answer given with the puzzle

# Larger boards are refused: nothing in the app or the solvers is meant for them, and a
# typo such as `10x1000` should fail at once rather than allocate or search forever.
MAX_SIDE = 200


class Problem(NamedTuple):
    message: str
    row: int | None = None
    col: int | None = None
    kind: str = CLUE


def size_problems(width: int, height: int) -> list[Problem]:
    """The board size checks every genre shares."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        return [
            Problem(
                Sentence(
                    "board size {width}x{height} is out of range: width and height must be 1 to "
                    "{max_side}",
                    width=width,
                    height=height,
                    max_side=MAX_SIDE,
                ),
                kind=BOARD,
            )
        ]
    return []


@lru_cache(maxsize=1 << 16)
def where(row: int, col: int) -> str:
    """A cell named for people: 1-based, row first. Made once per cell (a Sentence never
    changes): a traced 200x200 board names cells some 25,000 times."""
    return Sentence("row {row}, column {column}", row=row + 1, column=col + 1)


def line_name(line: str, number: int) -> Sentence:
    """'row 3' or 'column 3': `line` is "row(s)" or "column(s)", `number` 1-based."""
    if line.startswith("row"):
        return Sentence("row {row}", row=number)
    return Sentence("column {column}", column=number)


def clue_name(line: str, number: int) -> Sentence:
    """'row 3 clue' or 'column 3 clue', as a reader names the clue line it stopped at."""
    if line.startswith("row"):
        return Sentence("row {number} clue", number=number)
    return Sentence("column {number} clue", number=number)


def clue_count(line: str, count: int, got: int) -> Sentence:
    """'expected 5 row clues, got 4' (`line` "row(s)" or "column(s)")."""
    if line.startswith("row"):
        return Sentence.counted(
            "count",
            "expected {count} row clue, got {got}",
            "expected {count} row clues, got {got}",
            count=count,
            got=got,
        )
    return Sentence.counted(
        "count",
        "expected {count} column clue, got {got}",
        "expected {count} column clues, got {got}",
        count=count,
        got=got,
    )


def rectangle_name(height: int, width: int, corner: str) -> str:
    """'the 2x3 rectangle at row 1, column 4' (`corner`: its top-left cell, named)."""
    return Sentence(
        "the {height}x{width} rectangle at {cell}", height=height, width=width, cell=corner
    )


def grid_shape_problems(
    grid: tuple[tuple[object, ...], ...], width: int, height: int, kind: str, what: str
) -> list[Problem]:
    """Row count and row lengths of a grid-shaped field (numbers, a solution picture)."""
    found: list[Problem] = []
    if len(grid) != height:
        first_bad = min(len(grid), height)
        found.append(
            Problem(
                Sentence(
                    "{what}: expected {height} rows, got {got}",
                    what=what,
                    height=height,
                    got=len(grid),
                ),
                first_bad,
                None,
                kind,
            )
        )
    for r, row in enumerate(grid[:height]):
        if len(row) != width:
            found.append(
                Problem(
                    Sentence(
                        "{what}: row {row} has {cells} cells, expected {width}",
                        what=what,
                        row=r + 1,
                        cells=len(row),
                        width=width,
                    ),
                    r,
                    None,
                    kind,
                )
            )
    return found
