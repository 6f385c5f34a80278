"""Where each number's rectangle could go, as cell bitmasks.

A cell (r, c) is bit r*width + c of a board mask, so "does this place overlap that
one" is a single `&`, and a rule can reason about a whole board of cells at once
instead of visiting cells one by one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ...engine import bit_list
from .puzzle import Clue, Rect, ShikakuPuzzle


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

    `zones[i]` is every cell some candidate of clue i covers; `cells[i]`, when known,
    lists those cells' indices (a generator's memo keeps them from round to round)."""

    width: int
    rects: list[list[Rect]]
    masks: list[list[int]]
    zones: list[int]
    cells: list[list[int]] | None = field(default=None, compare=False, repr=False)


@lru_cache(maxsize=16)
def find_candidates(puzzle: ShikakuPuzzle) -> Candidates:
    """Every rectangle of the clue's area that holds its clue, fits, and holds no other."""
    width, clue_bits = puzzle.width, _clue_bits(puzzle)
    shape_masks: dict[tuple[int, int], int] = {}
    found = [
        _places(puzzle, clue, clue_bits ^ (1 << (clue.row * width + clue.col)), shape_masks)
        for clue in puzzle.clues
    ]
    return Candidates(width, *(list(part) for part in zip(*found, strict=True)))


def _clue_bits(puzzle: ShikakuPuzzle) -> int:
    bits = 0
    for clue in puzzle.clues:
        bits |= 1 << (clue.row * puzzle.width + clue.col)
    return bits


#: One number's places, their cell masks, its zone and the zone's cell indices.
Places = tuple[list[Rect], list[int], int, list[int]]


class CandidateMemo:
    """Each number's places, remembered across puzzles on one board that differ in a few
    numbers (a generator's rounds of moves): a number's places depend only on its cell,
    its value and the other numbers within reach of its rectangles, so a round recomputes
    only the numbers a move came near (all of a 50x50 board's took 7-20 ms a round)."""

    def __init__(self) -> None:
        self.size = (0, 0)  # the board size the places below belong to
        self.shapes: dict[tuple[int, int], int] = {}  # (height, width) -> mask at the origin
        self.reach: dict[tuple[int, int, int], int] = {}  # cells any place could cover
        self.places: dict[tuple[int, int, int, int], Places] = {}


def candidates_with(puzzle: ShikakuPuzzle, memo: CandidateMemo) -> Candidates:
    """`find_candidates`, with each number's places looked up in `memo` first (a board
    of another size starts it afresh)."""
    if memo.size != (puzzle.width, puzzle.height):
        memo.__init__()
        memo.size = (puzzle.width, puzzle.height)
    width, clue_bits = puzzle.width, _clue_bits(puzzle)
    rects: list[list[Rect]] = []
    masks: list[list[int]] = []
    zones: list[int] = []
    cells: list[list[int]] = []
    for clue in puzzle.clues:
        at = (clue.row, clue.col, clue.value)
        reach = memo.reach.get(at)
        if reach is None:
            reach = memo.reach[at] = _reach(puzzle, clue, memo.shapes)
        others = clue_bits & reach & ~(1 << (clue.row * width + clue.col))
        key = (*at, others)
        found = memo.places.get(key)
        if found is None:
            places = _places(puzzle, clue, others, memo.shapes)
            found = memo.places[key] = (*places, bit_list(places[2]))
        rects.append(found[0])
        masks.append(found[1])
        zones.append(found[2])
        cells.append(found[3])
    return Candidates(width, rects, masks, zones, cells)


def _reach(puzzle: ShikakuPuzzle, clue: Clue, shape_masks: dict[tuple[int, int], int]) -> int:
    """Every cell some place of the clue could cover were there no other number: per
    shape, the rectangle its placements sweep (a few shifts, not every placement)."""
    width, height = puzzle.width, puzzle.height
    reach = 0
    for h, w in shapes(clue.value, height, width):
        top, left = max(0, clue.row - h + 1), max(0, clue.col - w + 1)
        rows = min(clue.row, height - h) + h - top
        cols = min(clue.col, width - w) + w - left
        reach |= _shape(rows, cols, width, shape_masks) << (top * width + left)
    return reach


def _shape(h: int, w: int, width: int, shape_masks: dict[tuple[int, int], int]) -> int:
    """The mask of an h x w rectangle at the board's top left corner."""
    shape = shape_masks.get((h, w))
    if shape is None:
        row_bits = (1 << w) - 1
        shape = shape_masks[(h, w)] = sum(row_bits << (r * width) for r in range(h))
    return shape


def _places(
    puzzle: ShikakuPuzzle, clue: Clue, others: int, shape_masks: dict[tuple[int, int], int]
) -> tuple[list[Rect], list[int], int]:
    """The clue's places that hold none of the cells in `others`, their masks and zone
    (a fresh 50x50 board's 230 numbers try some 12,000 placements, each a few
    operations: the loop's invariants are taken out of it and a kept place's Rect is
    made without the named tuple's Python-level constructor)."""
    width, height = puzzle.width, puzzle.height
    row, col = clue.row, clue.col
    clue_rects: list[Rect] = []
    clue_masks: list[int] = []
    add_rect, add_mask = clue_rects.append, clue_masks.append
    make = tuple.__new__
    zone = 0
    for h, w in shapes(clue.value, height, width):
        shape = _shape(h, w, width, shape_masks)
        lefts = range(max(0, col - w + 1), min(col, width - w) + 1)
        for top in range(max(0, row - h + 1), min(row, height - h) + 1):
            base = top * width
            for left in lefts:
                mask = shape << (base + left)
                if mask & others:
                    continue
                add_rect(make(Rect, (top, left, h, w)))
                add_mask(mask)
                zone |= mask
    return clue_rects, clue_masks, zone
