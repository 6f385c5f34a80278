"""Shikaku in the designer: answers are rectangles; its clues are the numbers."""

from __future__ import annotations

from ..design import Cell, DesignHooks
from .puzzle import Rect, ShikakuPuzzle


class ShikakuDesign(DesignHooks):
    def differing(
        self, puzzle: ShikakuPuzzle, first: tuple[Rect, ...], second: tuple[Rect, ...]
    ) -> list[Cell]:
        """The cells of the rectangles one answer has and the other has not."""
        changed = set(first) ^ set(second)
        return sorted({cell for rect in changed for cell in rect.cells()})


DESIGN = ShikakuDesign()
