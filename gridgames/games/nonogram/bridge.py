"""Nonogram boards as engine domains: one two-valued cell per variable, as in genre.py."""

from __future__ import annotations

from ..bridge import CellBridge
from .puzzle import NonogramPuzzle


def bridge(puzzle: NonogramPuzzle) -> CellBridge:
    return CellBridge(puzzle.width)
