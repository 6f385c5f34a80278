"""Where each number's rectangle could go, as cell bitmasks.

A cell (r, c) is bit r*width + c of a board mask, so "does this place overlap that
one" is a single `&`, and a rule can reason about a whole board of cells at once
instead of visiting cells one by one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine import bit_list
from .puzzle import Rect, ShikakuPuzzle


def cells_of(mask: int, width: int) -> list[tuple[int, int]]:
    return [divmod(index, width) for index in bit_list(mask)]


def shapes(area: int, height: int, width: int) -> list[tuple[int, int]]:
    return [
        (h, area // h)
        for h in range(1, min(area, height) + 1)
        if area % h == 0 and area // h <= width
    ]


@dataclass(frozen=True)
class Candidates:
    """Candidate k of clue i: `rects[i][k]` and its cell mask `masks[i][k]`.

    `zones[i]` is every cell some candidate of clue i covers."""

    width: int
    rects: list[list[Rect]]
    masks: list[list[int]]
    zones: list[int]


@lru_cache(maxsize=16)
def find_candidates(puzzle: ShikakuPuzzle) -> Candidates:
    """Every rectangle of the clue's area that holds its clue, fits, and holds no other."""
    width, height = puzzle.width, puzzle.height
    clue_bits = 0
    for clue in puzzle.clues:
        clue_bits |= 1 << (clue.row * width + clue.col)
    shape_masks: dict[tuple[int, int], int] = {}
    rects: list[list[Rect]] = []
    masks: list[list[int]] = []
    zones: list[int] = []
    for clue in puzzle.clues:
        others = clue_bits ^ (1 << (clue.row * width + clue.col))
        clue_rects: list[Rect] = []
        clue_masks: list[int] = []
        zone = 0
        for h, w in shapes(clue.value, height, width):
            shape = shape_masks.get((h, w))
            if shape is None:
                row_bits = (1 << w) - 1
                shape = sum(row_bits << (r * width) for r in range(h))
                shape_masks[(h, w)] = shape
            for top in range(max(0, clue.row - h + 1), min(clue.row, height - h) + 1):
                base = top * width
                for left in range(max(0, clue.col - w + 1), min(clue.col, width - w) + 1):
                    mask = shape << (base + left)
                    if mask & others:
                        continue
                    clue_rects.append(Rect(top, left, h, w))
                    clue_masks.append(mask)
                    zone |= mask
        rects.append(clue_rects)
        masks.append(clue_masks)
        zones.append(zone)
    return Candidates(width, rects, masks, zones)
