"""The Binary puzzle as data: a board and its given digits."""

from __future__ import annotations

from dataclasses import dataclass, field

Grid = tuple[tuple[bool, ...], ...]  # True is a 1


@dataclass(frozen=True)
class BinaryPuzzle:
    """`givens[r][c]` is 0, 1 or None (for the player to fill)."""

    width: int
    height: int
    givens: tuple[tuple[int | None, ...], ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    given_solution: Grid | None = field(default=None, compare=False)

    genre = "binary"

    def given(self, row: int, col: int) -> int | None:
        return self.givens[row][col]
