"""What the designer's engine says about a puzzle being made: the verdict and the changes.

Every cell here is (x, y) -- column, then row, 0-based -- as the app's board addresses
cells; the engine's own steps name cells (row, column), and `judge` turns them round.
Verdicts and changes cross from the engine process to the window, so both pickle (plain
frozen dataclasses of tuples, numbers and strings, plus the genre's answer).
"""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]  # (x, y)

UNIQUE = "unique"
SEVERAL = "several"
NONE = "none"
UNKNOWN = "unknown"  # the time budget ran out before the engine could say


@dataclass(frozen=True)
class Verdict:
    """The engine's judgement of a puzzle as it stands (the designer's contract)."""

    status: str  # "unique" | "several" | "none" | "unknown" (budget ran out)
    seconds: float
    grade: str | None = None  # grading.py scale, when unique
    techniques: tuple[str, ...] = ()  # what a solver needs, when unique
    differing: tuple[Cell, ...] = ()  # (x, y) cells where two answers differ
    reason: str | None = None  # "none": the deduction that ran into the contradiction
    reason_cells: tuple[Cell, ...] = ()
    answer: object | None = None  # one answer when there is one (genre's answer type)
    legal: bool | None = None  # crossword grid: the current shading breaks no rule
    faults: tuple[Cell, ...] = ()  # crossword grid: cells breaking a rule
    count: int | None = None  # crossword grid: legal grids keeping the design
    symmetric_count: int | None = None
    entries: object | None = None  # crossword grid: numbering (entries.Entries)
    #: For "unknown": what was still being worked out when the time ran out.
    detail: str | None = None


@dataclass(frozen=True)
class Change:
    """One edit `make_unique` or `trim` made: the cell, what it held before and after
    (the genre's clue values: a number, None for no clue, "filled"/"empty", "shaded" or
    "white" for a crossword grid's decided cell, a colour's name), and why, in one line."""

    cell: Cell
    old: object
    new: object
    reason: str

    def apply(self, puzzle: object) -> object:
        """`puzzle` with this change made (the genre's `DesignHooks.apply`): how the app
        shows a repair one change at a time."""
        from ..games.registry import genre_of

        return genre_of(puzzle).design().apply(puzzle, self)


def xy(cells) -> tuple[Cell, ...]:
    """Engine cells (row, column) as the designer's (x, y), in order, without repeats."""
    return tuple(dict.fromkeys((c, r) for r, c in cells))
