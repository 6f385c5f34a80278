"""The Fill-grid puzzle as data: a board, its variant and its numbers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Variant = Literal["free", "hitori", "kurodoko"]
VARIANTS: tuple[Variant, ...] = ("free", "hitori", "kurodoko")
Grid = tuple[tuple[bool, ...], ...]


@dataclass(frozen=True)
class FillGridPuzzle:
    """`numbers[r][c]` is the clue in a cell or None. Hitori fills every cell;
    Kurodoko has some; free has none. `shaded` holds cells fixed shaded (designer)."""

    width: int
    height: int
    variant: Variant
    numbers: tuple[tuple[int | None, ...], ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    given_solution: Grid | None = field(default=None, compare=False)

    genre = "fillgrid"

    @classmethod
    def free(cls, width: int, height: int) -> FillGridPuzzle:
        return cls(width, height, "free", tuple((None,) * width for _ in range(height)))
