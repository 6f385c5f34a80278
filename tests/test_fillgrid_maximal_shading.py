"""`maximal_shading` asks one incremental `Cuts` after each shading: the shading is the one
the plain rule gives (each cell in the random order shaded unless it touches a shaded cell
or is a cut cell of the white cells, found afresh), legal and maximal."""

from __future__ import annotations

import random

from gridgames.engine.budget import Budget
from gridgames.games.fillgrid.bitboard import Bitboard
from gridgames.games.fillgrid.connectivity import cut_cells
from gridgames.games.fillgrid.generator import maximal_shading


def _plain(width: int, height: int, rng: random.Random) -> set[int]:
    """The rule itself: every test worked out from scratch."""
    bb = Bitboard(width, height)
    order = list(range(width * height))
    rng.shuffle(order)
    shaded = 0
    for cell in order:
        if not (bb.grow4(shaded) | cut_cells(bb, shaded)) >> cell & 1:
            shaded |= 1 << cell
    return set(bb.members(shaded))


def _connected(white: set[int], width: int) -> bool:
    start = next(iter(white))
    seen, todo = {start}, [start]
    while todo:
        cell = todo.pop()
        r, c = divmod(cell, width)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            other = rr * width + cc
            if 0 <= cc < width and other in white and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen == white


def test_the_incremental_shading_is_the_plain_rules_and_it_is_maximal():
    for seed in range(40):
        width, height = random.Random(seed).randint(2, 9), random.Random(-seed).randint(2, 9)
        grid = maximal_shading(width, height, random.Random(seed), Budget())
        shaded = {r * width + c for r in range(height) for c in range(width) if grid[r][c]}
        assert shaded == _plain(width, height, random.Random(seed))
        white = set(range(width * height)) - shaded
        assert _connected(white, width)
        for cell in shaded:  # no two shaded cells touch
            r, c = divmod(cell, width)
            assert not {cell + 1 if c + 1 < width else -1, cell + width} & shaded
        for cell in white:  # and none more can be shaded
            r, c = divmod(cell, width)
            near = {x for x in (cell - width, cell + width) if 0 <= x < width * height}
            near |= {cell + d for d, ok in ((-1, c > 0), (1, c + 1 < width)) if ok}
            assert near & shaded or len(white) == 1 or not _connected(white - {cell}, width)
