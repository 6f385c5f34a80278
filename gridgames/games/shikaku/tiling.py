"""Random tilings of a board with rectangles: the answers Shikaku puzzles are made from."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .puzzle import Rect


def random_tiling(
    rng: random.Random,
    width: int,
    height: int,
    cap: int,
    least: int = 2,
    fixed: Sequence[Rect] = (),
) -> list[Rect] | None:
    """Rectangles of area least..cap covering the board, smaller ones (down to 2) only
    where those do not fit (None if a lone cell cannot merge).

    `fixed` rectangles, which tile a window of the board whole (a small puzzle a big
    one is built around), come first in the result, unchanged; the rest are drawn
    around them.

    Greedy in reading order; a cell left alone is then merged into a neighbour."""
    owner: list[list[int]] = [[-1] * width for _ in range(height)]
    rects: list[Rect | None] = []
    for rect in fixed:
        _place(owner, rects, rect)
    hole = _bounds(fixed)
    shapes = [(h, w) for h in range(1, cap + 1) for w in range(1, cap + 1) if 2 <= h * w <= cap]
    for r in range(height):
        for c in range(width):
            if owner[r][c] >= 0:
                continue
            room = 1
            while c + room < width and owner[r][c + room] < 0:
                room += 1
            options = [(h, w) for h, w in shapes if w <= room and h <= height - r]
            if hole is not None and r < hole.row:
                # Cells below a free cell are free in reading order, but for the window's.
                options = [
                    (h, w)
                    for h, w in options
                    if h <= hole.row - r or c + w <= hole.col or c >= hole.col + hole.width
                ]
            options = [(h, w) for h, w in options if h * w >= least] or options
            h, w = rng.choice(options) if options else (1, 1)
            _place(owner, rects, Rect(r, c, h, w))
    for index, rect in enumerate(rects):
        if rect is not None and rect.area == 1 and not _merge_lone(owner, rects, index, len(fixed)):
            return None
    return [rect for rect in rects if rect is not None]


def _bounds(rects: Sequence[Rect]) -> Rect | None:
    """The smallest rectangle holding all of `rects` (None for none)."""
    if not rects:
        return None
    top = min(rect.row for rect in rects)
    left = min(rect.col for rect in rects)
    bottom = max(rect.row + rect.height for rect in rects)
    right = max(rect.col + rect.width for rect in rects)
    return Rect(top, left, bottom - top, right - left)


def _place(owner: list[list[int]], rects: list[Rect | None], rect: Rect) -> None:
    for r, c in rect.cells():
        owner[r][c] = len(rects)
    rects.append(rect)


def _merge_lone(owner: list[list[int]], rects: list[Rect | None], lone: int, kept: int) -> bool:
    """Give a lone cell to a neighbour (not one of the first `kept`, which stay as they
    are): the neighbour's strip in line with the cell joins it, and the rest of the
    neighbour (left/right or above/below parts) stays, if those parts still have area 2
    or more."""
    cell = rects[lone]
    r, c = cell.row, cell.col
    height, width = len(owner), len(owner[0])
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nr, nc = r + dr, c + dc
        if not (0 <= nr < height and 0 <= nc < width) or owner[nr][nc] < kept:
            continue
        other = rects[owner[nr][nc]]
        if dr:  # neighbour above or below: take its column strip at c
            strip = Rect(other.row, c, other.height, 1)
            parts = [
                Rect(other.row, other.col, other.height, c - other.col),
                Rect(other.row, c + 1, other.height, other.col + other.width - c - 1),
            ]
            joined = Rect(min(r, other.row), c, other.height + 1, 1)
        else:  # neighbour left or right: take its row strip at r
            strip = Rect(r, other.col, 1, other.width)
            parts = [
                Rect(other.row, other.col, r - other.row, other.width),
                Rect(r + 1, other.col, other.row + other.height - r - 1, other.width),
            ]
            joined = Rect(r, min(c, other.col), 1, other.width + 1)
        parts = [part for part in parts if part.area > 0]
        if any(part.area == 1 for part in parts) or strip.area < 1:
            continue
        index = owner[nr][nc]
        rects[index] = None
        rects[lone] = None
        for part in [joined, *parts]:
            _place(owner, rects, part)
        return True
    return False
