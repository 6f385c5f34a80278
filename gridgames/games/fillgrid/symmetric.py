"""Counting the legal crossword grids with 180-degree rotational symmetry (the crossword
convention: a cell is shaded exactly when the opposite cell is), keeping a design.

A symmetric grid is its top half turned round onto the bottom, so the frontier count of
counting.py sweeps only the top half (with the middle row when the height is odd) and
then judges each frontier state against its own turned copy:

- even height: the last swept row h-1 meets its own reverse as row h. No column may be
  shaded on both sides of that seam (cell c of row h-1 faces cell W-1-c of it), and the
  white components of the top half (the labels on the frontier) must join into one across
  the seam: component i on top meets component j of the turned copy wherever cell c has
  label i and cell W-1-c label j.
- odd height: the middle row is its own reverse, so its shading must read the same both
  ways (the seam below it then cannot hold two shaded cells: that would put two shaded
  cells one above the other in the top half, which the sweep forbids). The components
  of the top half joined with their turned copies, which meet the middle row at the
  mirrored cells, must again be one.

Both are connectivity in the graph whose nodes are the frontier's labels on the top and
on the turned side, with an edge (i, j') per column as above: evaluated for all states at
once with numpy. A component closed off inside the top half can never join (its copy is
closed off too), which the sweep already treats as a dead end.
"""

from __future__ import annotations

import numpy as np

from .counting import Cells, Checker, LabelArray, _limbs_total, _step, _table


def count_turned(width: int, height: int, cells: Cells, check: Checker) -> int:
    """The exact number of legal grids with 180-degree rotational symmetry that keep the
    fixed `cells`, swept along the longer side (`counting.prepared`: turning a grid half
    round commutes with transposing it). `count_fillgrids(..., symmetric=True)` calls it."""
    merged = _with_twins(cells)
    if merged is None:
        return 0
    return _count(width, height, merged, check)


def _with_twins(cells: Cells) -> Cells | None:
    """Each cell decided as it or its opposite cell is; None when the two disagree."""
    rows = []
    for r, row in enumerate(cells):
        merged = []
        for c, value in enumerate(row):
            twin = cells[-1 - r][-1 - c]
            if value is not None and twin is not None and value != twin:
                return None
            merged.append(value if value is not None else twin)
        rows.append(tuple(merged))
    return tuple(rows)


def _count(width: int, height: int, cells: Cells, check: Checker) -> int:
    table = _table(width)
    ids = np.sort(table.first_row(cells[0], check))
    limbs = np.ones((1, ids.size), dtype=np.uint64)
    for r in range(1, (height + 1) // 2):
        for c in range(width):
            check()
            ids, limbs, _ = _step(table, c, ids, limbs, cells[r][c], False, check)
            if ids.size == 0:
                return 0
    joined = _joined(table.spaces[-1].labels(ids), odd=height % 2 == 1)
    return _limbs_total(limbs[:, joined])


def _joined(labels: LabelArray, odd: bool) -> np.ndarray:
    """Which frontier states (one per row of `labels`) make a legal whole grid with their
    turned copy: the seam's rule, and one white region."""
    count, width = labels.shape
    turned = labels[:, ::-1]
    white, turned_white = labels != 0, turned != 0
    # odd: the middle row reads the same both ways; even: no shaded cell faces a shaded one
    seam = (white == turned_white) if odd else (white | turned_white)
    fits = seam.all(axis=1)
    span = int(labels.max(initial=0)) + 1
    states = np.arange(count)
    meets = np.zeros((count, span, span), dtype=bool)  # meets[s, i, j]: i on top, j turned
    for c in range(width):
        meets[states, labels[:, c], turned[:, c]] = True
    meets[:, 0, :] = False
    meets[:, :, 0] = False
    present = np.zeros((count, span), dtype=bool)
    present[states[:, None], labels] = True
    present[:, 0] = False
    top = np.zeros((count, span), dtype=bool)
    if span > 1:
        top[:, 1] = True  # labels run from 1 in order of first occurrence
    below = np.zeros_like(top)
    for _ in range(span):
        below = below | (top[:, :, None] & meets).any(axis=1)
        top = top | (below[:, None, :] & meets).any(axis=2)
    one = (top == present).all(axis=1) & (below == present).all(axis=1)
    return fits & one & present.any(axis=1)
