"""Random Shikaku boards for benchmarks: a random tiling, one number per rectangle.

Deterministic from a seed. Rectangles have area 2..max_area where the space allows
(a leftover single cell becomes a 1), as in published puzzles.
"""

from __future__ import annotations

import random

from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle


def random_board(seed: int, width: int, height: int, max_area: int = 12) -> ShikakuPuzzle:
    rng = random.Random(seed)
    taken = [[False] * width for _ in range(height)]
    clues: list[Clue] = []
    for r in range(height):
        for c in range(width):
            if taken[r][c]:
                continue
            room = 0
            while c + room < width and not taken[r][c + room]:
                room += 1
            shapes = [
                (h, w)
                for w in range(1, room + 1)
                for h in range(1, height - r + 1)
                if 2 <= h * w <= max_area
            ]
            h, w = rng.choice(shapes) if shapes else (1, 1)
            rect = Rect(r, c, h, w)
            for rr, cc in rect.cells():
                taken[rr][cc] = True
            row, col = rng.choice(rect.cells())
            clues.append(Clue(row, col, rect.area))
    return ShikakuPuzzle(width, height, tuple(clues), {"title": f"random {width}x{height} #{seed}"})
