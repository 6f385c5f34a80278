"""Where each number's rectangle could go, as cell bitmasks.

A cell (r, c) is bit r*width + c of a board mask, so "does this rectangle overlap
that one" is a single `&` and a whole rule can work on masks instead of cells.
"""

from __future__ import annotations

from dataclasses import dataclass

from .puzzle import Rect, ShikakuPuzzle


def rect_mask(rect: Rect, width: int) -> int:
    row_bits = ((1 << rect.width) - 1) << rect.col
    mask = 0
    for r in range(rect.row, rect.row + rect.height):
        mask |= row_bits << (r * width)
    return mask


def cells_of(mask: int, width: int) -> list[tuple[int, int]]:
    out = []
    while mask:
        low = mask & -mask
        index = low.bit_length() - 1
        out.append(divmod(index, width))
        mask ^= low
    return out


@dataclass
class Candidates:
    """`rects[i][k]`/`masks[i][k]`: candidate k of clue i (clues in reading order)."""

    rects: list[list[Rect]]
    masks: list[list[int]]
    #: reach[x]: (clue, local bitmask of that clue's candidates covering cell x)
    reach: list[list[tuple[int, int]]]


def shapes(area: int, height: int, width: int) -> list[tuple[int, int]]:
    return [
        (h, area // h)
        for h in range(1, min(area, height) + 1)
        if area % h == 0 and area // h <= width
    ]


def find_candidates(puzzle: ShikakuPuzzle) -> Candidates:
    """Every rectangle of the clue's area that holds its clue, fits, and holds no other."""
    width, height = puzzle.width, puzzle.height
    clue_bits = 0
    for clue in puzzle.clues:
        clue_bits |= 1 << (clue.row * width + clue.col)
    rects: list[list[Rect]] = []
    masks: list[list[int]] = []
    reach: list[list[tuple[int, int]]] = [[] for _ in range(width * height)]
    for index, clue in enumerate(puzzle.clues):
        own = 1 << (clue.row * width + clue.col)
        others = clue_bits ^ own
        clue_rects: list[Rect] = []
        clue_masks: list[int] = []
        cover: dict[int, int] = {}
        for h, w in shapes(clue.value, height, width):
            for top in range(max(0, clue.row - h + 1), min(clue.row, height - h) + 1):
                for left in range(max(0, clue.col - w + 1), min(clue.col, width - w) + 1):
                    rect = Rect(top, left, h, w)
                    mask = rect_mask(rect, width)
                    if mask & others:
                        continue
                    bit = 1 << len(clue_rects)
                    clue_rects.append(rect)
                    clue_masks.append(mask)
                    for r in range(top, top + h):
                        base = r * width
                        for c in range(left, left + w):
                            cover[base + c] = cover.get(base + c, 0) | bit
        for cell, local in cover.items():
            reach[cell].append((index, local))
        rects.append(clue_rects)
        masks.append(clue_masks)
    return Candidates(rects, masks, reach)
