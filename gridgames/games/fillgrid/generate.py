"""Random fill-grids and clue sets written onto them, for tests and benchmarks.

A random legal shading is the answer; the numbers are then written so that it is one:
- Hitori: white cells take a Latin square's numbers (so no white number repeats in a
  line), and each shaded cell copies a white number of its row or column (so it has a
  reason to be shaded).
- Kurodoko: some white cells show how many cells they see.
Uniqueness is not guaranteed; the solver's status says whether the board has one answer.
"""

from __future__ import annotations

import random

from .puzzle import FillGridPuzzle, Grid

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def random_shading(width: int, height: int, rng: random.Random, tries: float = 1.0) -> Grid:
    """Visit the cells in random order and shade each (with chance `tries`) when it touches
    no shaded cell and the white cells stay connected: the result is always legal."""
    shaded = [[False] * width for _ in range(height)]
    cells = [(r, c) for r in range(height) for c in range(width)]
    rng.shuffle(cells)
    white = width * height
    for r, c in cells:
        if white <= 1 or rng.random() >= tries or _touches_shaded(shaded, r, c):
            continue
        shaded[r][c] = True
        if _white_connected(shaded, white - 1):
            white -= 1
        else:
            shaded[r][c] = False
    return tuple(tuple(row) for row in shaded)


def hitori_from_shading(shading: Grid, rng: random.Random) -> FillGridPuzzle:
    height, width = len(shading), len(shading[0])
    size = max(width, height)
    symbols = list(range(1, size + 1))
    rng.shuffle(symbols)
    row_shift = rng.sample(range(size), size)
    col_shift = rng.sample(range(size), size)
    numbers = [
        [symbols[(row_shift[r] + col_shift[c]) % size] for c in range(width)] for r in range(height)
    ]
    for r in range(height):
        for c in range(width):
            if shading[r][c]:
                copies = [numbers[r][cc] for cc in range(width) if not shading[r][cc]]
                copies += [numbers[rr][c] for rr in range(height) if not shading[rr][c]]
                if copies:
                    numbers[r][c] = rng.choice(copies)
    return FillGridPuzzle(
        width, height, "hitori", tuple(map(tuple, numbers)), given_solution=shading
    )


def kurodoko_from_shading(shading: Grid, rng: random.Random, share: float) -> FillGridPuzzle:
    """Number each white cell with chance `share` (at least one number)."""
    height, width = len(shading), len(shading[0])
    whites = [(r, c) for r in range(height) for c in range(width) if not shading[r][c]]
    chosen = {spot for spot in whites if rng.random() < share} or {rng.choice(whites)}
    numbers = tuple(
        tuple(visible(shading, r, c) if (r, c) in chosen else None for c in range(width))
        for r in range(height)
    )
    return FillGridPuzzle(width, height, "kurodoko", numbers, given_solution=shading)


def visible(shading: Grid, r: int, c: int) -> int:
    """How many cells the white cell (r, c) sees, itself included."""
    height, width = len(shading), len(shading[0])
    seen = 1
    for dr, dc in STEPS:
        rr, cc = r + dr, c + dc
        while 0 <= rr < height and 0 <= cc < width and not shading[rr][cc]:
            seen += 1
            rr, cc = rr + dr, cc + dc
    return seen


def _touches_shaded(shaded: list[list[bool]], r: int, c: int) -> bool:
    height, width = len(shaded), len(shaded[0])
    return any(
        0 <= r + dr < height and 0 <= c + dc < width and shaded[r + dr][c + dc] for dr, dc in STEPS
    )


def _white_connected(shaded: list[list[bool]], white: int) -> bool:
    height, width = len(shaded), len(shaded[0])
    start = next((r, c) for r in range(height) for c in range(width) if not shaded[r][c])
    seen = {start}
    todo = [start]
    while todo:
        r, c = todo.pop()
        for dr, dc in STEPS:
            rr, cc = r + dr, c + dc
            inside = 0 <= rr < height and 0 <= cc < width
            if inside and not shaded[rr][cc] and (rr, cc) not in seen:
                seen.add((rr, cc))
                todo.append((rr, cc))
    return len(seen) == white
