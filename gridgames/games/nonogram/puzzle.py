"""The nonogram puzzle as data: run-length clues for rows and columns.

A colour nonogram (the `colour` variant) is the same puzzle with a palette and a colour
per block: `rows[r][i]` is a block length and `row_colours[r][i]` its palette index.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .colour import Palette

Grid = tuple[tuple[bool, ...], ...]
#: A colour answer: each cell's palette index (0 the background).
ColourGrid = tuple[tuple[int, ...], ...]
Colours = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class NonogramPuzzle:
    """`rows[r]` and `columns[c]` are the block lengths; an empty tuple is a blank line.
    A colour puzzle also has its `palette` (the background first) and each block's
    colour; a black-and-white one has an empty palette."""

    width: int
    height: int
    rows: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]
    meta: dict[str, str] = field(default_factory=dict, compare=False)
    # A picture given in the file (`goal`, `solution:`): only ever used to check answers.
    # For a colour puzzle, a ColourGrid.
    given_solution: Grid | ColourGrid | None = field(default=None, compare=False)
    palette: Palette = ()
    row_colours: Colours = ()
    column_colours: Colours = ()

    genre = "nonogram"

    @property
    def variant(self) -> str | None:
        """`colour` for a colour puzzle; None (plain black and white) otherwise."""
        return "colour" if self.palette else None

    @property
    def is_colour(self) -> bool:
        return bool(self.palette)

    @classmethod
    def from_colour_clues(
        cls,
        width: int,
        height: int,
        rows: Sequence[tuple[tuple[int, ...], tuple[int, ...]]],
        columns: Sequence[tuple[tuple[int, ...], tuple[int, ...]]],
        palette: Palette,
        meta: dict[str, str] | None = None,
        picture: ColourGrid | None = None,
    ) -> NonogramPuzzle:
        """A colour puzzle from each line's (lengths, colours), as the readers parse them."""
        return cls(
            width,
            height,
            tuple(sizes for sizes, _ in rows),
            tuple(sizes for sizes, _ in columns),
            meta if meta is not None else {},
            picture,
            palette,
            tuple(shades for _, shades in rows),
            tuple(shades for _, shades in columns),
        )

    def colour_rows(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Row clues as (length, colour) blocks."""
        return _paired(self.rows, self.row_colours)

    def colour_columns(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        return _paired(self.columns, self.column_colours)


def _paired(
    lengths: tuple[tuple[int, ...], ...], colours: Colours
) -> tuple[tuple[tuple[int, int], ...], ...]:
    return tuple(
        tuple(zip(clue, shades, strict=True)) for clue, shades in zip(lengths, colours, strict=True)
    )
