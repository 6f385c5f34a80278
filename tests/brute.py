"""Brute force for small puzzles of every genre, knowing nothing of the engine, and random
small puzzles to feed it.

The brute force tries every grid (every choice of one rectangle per Shikaku clue, every
colouring of a colour nonogram) and asks the genre's checker, which is written from the
rules alone. The random puzzles give unique ones, ones with several answers and ones with
none.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

from gridgames.games.genre import Puzzle
from gridgames.games.registry import genre_of


def grids(width: int, height: int, values=(False, True)) -> Iterator[tuple[tuple, ...]]:
    for bits in itertools.product(values, repeat=width * height):
        yield tuple(bits[r * width : (r + 1) * width] for r in range(height))


def rects_through(puzzle: Puzzle, row: int, col: int, area: int) -> list:
    from gridgames.games.shikaku.puzzle import Rect

    found = []
    for height in range(1, area + 1):
        if area % height:
            continue
        width = area // height
        for top in range(row - height + 1, row + 1):
            for left in range(col - width + 1, col + 1):
                inside = top + height <= puzzle.height and left + width <= puzzle.width
                if min(top, left) >= 0 and inside:
                    found.append(Rect(top, left, height, width))
    return found


def answers(puzzle: Puzzle) -> list:
    """Every answer: each candidate tried, the genre's checker judging it."""
    genre = genre_of(puzzle)
    if genre.name == "shikaku":
        choices = [rects_through(puzzle, c.row, c.col, c.value) for c in puzzle.clues]
        candidates: Iterator = itertools.product(*choices)
    elif getattr(puzzle, "is_colour", False):
        colours = range(len(puzzle.palette))
        candidates = grids(puzzle.width, puzzle.height, colours)
    else:
        candidates = grids(puzzle.width, puzzle.height)
    return [answer for answer in candidates if not genre.check(puzzle, answer)]


def brute_force(puzzle: Puzzle) -> int:
    """The number of answers, as `answers` finds them."""
    return len(answers(puzzle))


def shikaku(rng: random.Random) -> str:
    """A random tiling of a small board with a clue in each piece, sometimes moved."""
    width, height = rng.choice([(3, 3), (4, 3), (4, 4)])
    owner = [[-1] * width for _ in range(height)]
    clues: list[tuple[int, int, int]] = []
    for r, c in itertools.product(range(height), range(width)):
        if owner[r][c] >= 0:
            continue
        h = rng.randint(1, height - r)
        w = 1
        while c + w < width and owner[r][c + w] < 0 and rng.random() < 0.5:
            w += 1
        while any(owner[r + i][c + j] >= 0 for i in range(h) for j in range(w)):
            h -= 1
        for i, j in itertools.product(range(h), range(w)):
            owner[r + i][c + j] = len(clues)
        clues.append((r + rng.randrange(h), c + rng.randrange(w), h * w))
    if rng.random() < 0.4:  # a clue moved elsewhere: often no tiling is left
        i = rng.randrange(len(clues))
        free = {(r, c) for r in range(height) for c in range(width)} - {k[:2] for k in clues}
        clues[i] = (*sorted(free)[rng.randrange(len(free))], clues[i][2])
    cells = [["."] * width for _ in range(height)]
    for r, c, value in clues:
        cells[r][c] = str(value)
    return f"shikaku {width}x{height}\n" + "\n".join(" ".join(row) for row in cells)


def runs(line: list[bool]) -> str:
    lengths = [len(list(run)) for on, run in itertools.groupby(line) if on]
    return " ".join(map(str, lengths)) or "0"


def nonogram(rng: random.Random) -> str:
    """Row clues of one random picture; column clues of it or of another one."""
    width, height = rng.choice([(3, 3), (4, 3), (3, 4)])

    def picture() -> list[list[bool]]:
        return [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]

    rows_from = columns_from = picture()
    if rng.random() < 0.4:  # another picture filling as many cells: often no answer
        total = sum(map(sum, rows_from))
        others = (p for p in iter(picture, None) if sum(map(sum, p)) == total)
        columns_from = next(others)
    rows = [runs(row) for row in rows_from]
    columns = [runs([row[c] for row in columns_from]) for c in range(width)]
    lines = [f"nonogram {width}x{height}", "rows:", *rows, "columns:", *columns]
    return "\n".join(lines)


def fillgrid(rng: random.Random, sizes=((3, 3), (4, 3), (3, 4))) -> str:
    width, height = rng.choice(sizes)
    if rng.random() < 0.5:
        top = max(width, height)
        cells = [[str(rng.randint(1, top)) for _ in range(width)] for _ in range(height)]
        return f"fillgrid {width}x{height} hitori\n" + "\n".join(" ".join(r) for r in cells)
    most, density = width + height - 1, rng.choice([0.2, 0.5, 0.8])
    cells = [
        [str(rng.randint(1, most)) if rng.random() < density else "." for _ in range(width)]
        for _ in range(height)
    ]
    return f"fillgrid {width}x{height} kurodoko\n" + "\n".join(" ".join(r) for r in cells)
