"""A crossword grid's design judged by the rules as it stands: which cells break one.

The shading an author has drawn (the design's given shaded cells) breaks a rule where two
shaded cells touch, or where shaded cells wall white cells off from the rest: every cell
not shaded -- pinned white or still undecided -- belongs to the white area, which must be
one region. The biggest region is the grid; the smaller ones are the ones cut off.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..problem import where
from .bitboard import Bitboard
from .puzzle import FillGridPuzzle

Cell = tuple[int, int]  # (row, column)


@dataclass(frozen=True)
class Faults:
    touching: tuple[Cell, ...]  # shaded cells with a shaded neighbour
    cut_off: tuple[Cell, ...]  # white cells walled off from the biggest white region
    reason: str | None  # the first fault in words; None when there is none

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(dict.fromkeys(self.touching + self.cut_off))


def shaded_cells(puzzle: FillGridPuzzle) -> set[Cell]:
    return {
        (r, c)
        for r in range(puzzle.height)
        for c in range(puzzle.width)
        if puzzle.decided(r, c) is True
    }


def faults(puzzle: FillGridPuzzle) -> Faults:
    """The cells of the design that break a rule, and the first fault in words."""
    shaded = shaded_cells(puzzle)
    touching: list[Cell] = []
    reasons: list[str] = []
    for r, c in sorted(shaded):
        for other in ((r, c + 1), (r + 1, c)):
            if other in shaded:
                touching += [(r, c), other]
                reasons.append(f"shaded cells at {where(r, c)} and {where(*other)} touch")
    regions = _white_regions(puzzle, shaded)
    cut_off: list[Cell] = []
    if len(regions) > 1:
        regions.sort(key=len, reverse=True)
        for region in regions[1:]:
            cut_off += sorted(region)
        reasons.append(
            f"the white cells are cut apart: {len(cut_off)} of them, from "
            f"{where(*min(regions[1]))}, are walled off from the rest"
        )
    elif not regions:
        reasons.append("no cell is white")
    reason = reasons[0][:1].upper() + reasons[0][1:] + "." if reasons else None
    return Faults(tuple(dict.fromkeys(touching)), tuple(cut_off), reason)


def _white_regions(puzzle: FillGridPuzzle, shaded: set[Cell]) -> list[set[Cell]]:
    """The regions of cells not shaded, each a set of (row, column)."""
    board = Bitboard(puzzle.width, puzzle.height)
    white = board.cells & ~board.of(r * puzzle.width + c for r, c in shaded)
    regions = []
    while white:
        region = board.fill4(white & -white, white)
        white &= ~region
        regions.append({divmod(cell, puzzle.width) for cell in board.members(region)})
    return regions
