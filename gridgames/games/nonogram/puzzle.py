"""The nonogram puzzle as data: run-length clues for rows and columns."""

from __future__ import annotations

from dataclasses import dataclass, field

Grid = tuple[tuple[bool, ...], ...]


@dataclass(frozen=True)
class NonogramPuzzle:
    """`rows[r]` and `columns[c]` are the block lengths; an empty tuple is a blank line."""

    width: int
    height: int
    rows: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    # A picture given in the file (`goal`, `solution:`): only ever used to check answers.
    given_solution: Grid | None = field(default=None, compare=False)

    genre = "nonogram"
