"""Fill-grid boards as engine domains: one two-valued cell per variable, as in genre.py.

A dot is a white cell (value 0); Kurodoko's numbers are white by the model's domains and
the player cannot mark them, so the shared cell bridge leaves them alone."""

from __future__ import annotations

from ..bridge import CellBridge
from .puzzle import FillGridPuzzle


def bridge(puzzle: FillGridPuzzle) -> CellBridge:
    return CellBridge(puzzle.width)
