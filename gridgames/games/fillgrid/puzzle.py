"""The Fill-grid puzzle as data: a board, its variant and its numbers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Variant = Literal["free", "hitori", "kurodoko"]
VARIANTS: tuple[Variant, ...] = ("free", "hitori", "kurodoko")
Grid = tuple[tuple[bool, ...], ...]
#: A crossword grid's design: True a given shaded cell, False a cell pinned white, None
#: undecided (`#`, `o` and `.` in a `.gg` file).
Design = tuple[tuple[bool | None, ...], ...]


@dataclass(frozen=True)
class FillGridPuzzle:
    """`numbers[r][c]` is the clue in a cell or None. Hitori fills every cell;
    Kurodoko has some; free has none. A free grid may carry a `design` (the cells its
    author decided); None when nothing is decided, so equal designs compare equal."""

    width: int
    height: int
    variant: Variant
    numbers: tuple[tuple[int | None, ...], ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    given_solution: Grid | None = field(default=None, compare=False)
    design: Design | None = None

    genre = "fillgrid"

    def __post_init__(self) -> None:
        if self.design is not None and all(v is None for row in self.design for v in row):
            object.__setattr__(self, "design", None)

    def decided(self, row: int, col: int) -> bool | None:
        """The design's word on a cell: True shaded, False white, None undecided."""
        return None if self.design is None else self.design[row][col]

    @classmethod
    def free(cls, width: int, height: int) -> FillGridPuzzle:
        return cls(width, height, "free", tuple((None,) * width for _ in range(height)))
