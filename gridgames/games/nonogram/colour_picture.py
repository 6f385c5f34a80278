"""A colour nonogram from its picture: the clues a colour picture gives (a goal image
without clues, puzzles made for tests and the generator)."""

from __future__ import annotations

from collections.abc import Mapping

from .colour import Palette
from .colour_checker import colour_runs
from .puzzle import ColourGrid, NonogramPuzzle


def from_picture(
    picture: ColourGrid, palette: Palette, meta: Mapping[str, str] | None = None
) -> NonogramPuzzle:
    """The colour puzzle whose answer is `picture` (palette indices, 0 background)."""
    width = len(picture[0]) if picture else 0
    rows = [colour_runs(row) for row in picture]
    columns = [colour_runs([row[c] for row in picture]) for c in range(width)]
    return NonogramPuzzle(
        width,
        len(picture),
        tuple(tuple(size for size, _ in clue) for clue in rows),
        tuple(tuple(size for size, _ in clue) for clue in columns),
        dict(meta or {}),
        picture,
        palette,
        tuple(tuple(colour for _, colour in clue) for clue in rows),
        tuple(tuple(colour for _, colour in clue) for clue in columns),
    )
