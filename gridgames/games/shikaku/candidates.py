"""Where each number's rectangle could go, as cell bitmasks.

A cell (r, c) is bit r*width + c of a board mask, so "does this place overlap that
one" is a single `&`, and a rule can reason about a whole board of cells at once
instead of visiting cells one by one.

Each number's own masks are kept in its frame: shifted down by `bases[i]`, the first
row its places can reach times the width. On a 200x200 board a board mask is a
40,000-bit int and every operation on it walks some 1,300 digits, where a number's
frame holds a few rows; the board's masks, 300 MB of them there, are made only when
asked for (`masks`, `zones`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

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


def frame_base(clue: Clue, width: int) -> int:
    """Where the clue's frame starts: the first cell of the first row a rectangle of
    its area holding it can reach."""
    return max(0, clue.row - clue.value + 1) * width


class BoardMasks(Sequence[list[int]]):
    """Each number's place masks on the whole board, shifted up from its frame when
    first asked for (a generator's move reads a few numbers' of each round's)."""

    def __init__(self, local: list[list[int]], bases: list[int]) -> None:
        self.local = local
        self.bases = bases
        self.made: list[list[int] | None] = [None] * len(local)

    def __len__(self) -> int:
        return len(self.local)

    def __getitem__(self, clue):  # type: ignore[override]
        if isinstance(clue, slice):
            return [self[i] for i in range(*clue.indices(len(self)))]
        found = self.made[clue]
        if found is None:
            base = self.bases[clue]
            found = self.made[clue] = [mask << base for mask in self.local[clue]]
        return found


@dataclass(frozen=True)
class Candidates:
    """Candidate k of clue i: `rects[i][k]` and its cell mask in the clue's frame
    `local[i][k]` (the board's mask shifted down by `bases[i]`).

    `local_zones[i]` is every cell some candidate of clue i covers, in its frame;
    `cells[i]`, when known, lists those cells' board indices (a generator's memo keeps
    them from round to round)."""

    width: int
    rects: list[list[Rect]]
    local: list[list[int]]
    local_zones: list[int]
    bases: list[int]
    cells: list[list[int]] | None = field(default=None, compare=False, repr=False)

    @cached_property
    def masks(self) -> BoardMasks:
        """`masks[i][k]`: candidate k of clue i as a board mask."""
        return BoardMasks(self.local, self.bases)

    @cached_property
    def zones(self) -> list[int]:
        """Each clue's zone as a board mask."""
        return [zone << base for zone, base in zip(self.local_zones, self.bases, strict=True)]


@lru_cache(maxsize=16)
def find_candidates(puzzle: ShikakuPuzzle) -> Candidates:
    """Every rectangle of the clue's area that holds its clue, fits, and holds no other."""
    width, clue_bits = puzzle.width, _clue_bits(puzzle)
    shape_masks: dict[tuple[int, int], int] = {}
    found = [
        _places(puzzle, clue, clue_bits ^ (1 << (clue.row * width + clue.col)), shape_masks)
        for clue in puzzle.clues
    ]
    rects, local, zones = (list(part) for part in zip(*found, strict=True))
    return Candidates(width, rects, local, zones, [frame_base(c, width) for c in puzzle.clues])


def _clue_bits(puzzle: ShikakuPuzzle) -> int:
    bits = 0
    for clue in puzzle.clues:
        bits |= 1 << (clue.row * puzzle.width + clue.col)
    return bits


#: One number's places, their cell masks and its zone (in its frame), and the zone's
#: board cell indices.
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
    bases: list[int] = []
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
            base = frame_base(clue, width)
            found = memo.places[key] = (*places, [base + i for i in bit_list(places[2])])
        rects.append(found[0])
        masks.append(found[1])
        zones.append(found[2])
        bases.append(frame_base(clue, width))
        cells.append(found[3])
    return Candidates(width, rects, masks, zones, bases, cells)


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
    """The clue's places that hold none of the cells in `others` (board masks), their
    masks and zone in the clue's frame (a fresh 50x50 board's 230 numbers try some
    12,000 placements, each a few operations: the loop's invariants are taken out of it
    and a kept place's Rect is made without the named tuple's Python-level constructor)."""
    width, height = puzzle.width, puzzle.height
    row, col = clue.row, clue.col
    first = max(0, row - clue.value + 1)  # the frame's first row (`frame_base`)
    others >>= first * width
    clue_rects: list[Rect] = []
    clue_masks: list[int] = []
    add_rect, add_mask = clue_rects.append, clue_masks.append
    make = tuple.__new__
    zone = 0
    for h, w in shapes(clue.value, height, width):
        shape = _shape(h, w, width, shape_masks)
        lefts = range(max(0, col - w + 1), min(col, width - w) + 1)
        for top in range(max(0, row - h + 1), min(row, height - h) + 1):
            base = (top - first) * width
            for left in lefts:
                mask = shape << (base + left)
                if mask & others:
                    continue
                add_rect(make(Rect, (top, left, h, w)))
                add_mask(mask)
                zone |= mask
    return clue_rects, clue_masks, zone
