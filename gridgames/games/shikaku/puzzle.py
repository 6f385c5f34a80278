"""The Shikaku puzzle as data: a board and its numbers, nothing about solving."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


class Clue(NamedTuple):
    row: int
    col: int
    value: int


class Rect(NamedTuple):
    """A rectangle by its 0-based top-left corner and size (the JSON contract's fields)."""

    row: int
    col: int
    height: int
    width: int

    @property
    def area(self) -> int:
        return self.height * self.width

    def contains(self, row: int, col: int) -> bool:
        return self.row <= row < self.row + self.height and self.col <= col < self.col + self.width

    def cells(self) -> list[tuple[int, int]]:
        return [
            (r, c)
            for r in range(self.row, self.row + self.height)
            for c in range(self.col, self.col + self.width)
        ]


@dataclass(frozen=True)
class ShikakuPuzzle:
    """Clues are kept in reading order (row by row) because the JSON contract lists
    rectangles in that order."""

    width: int
    height: int
    clues: tuple[Clue, ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    # The answer given in a file, as one rectangle per clue (same order), if any.
    given_solution: tuple[Rect, ...] | None = field(default=None, compare=False)

    genre = "shikaku"

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.clues, key=lambda c: (c.row, c.col)))
        object.__setattr__(self, "clues", ordered)

    def clue_at(self, row: int, col: int) -> int | None:
        for clue in self.clues:
            if clue.row == row and clue.col == col:
                return clue.value
        return None
