"""A random Latin square (or rectangle) to start a Hitori from.

Hitori authors often begin with a Latin square -- every number once in each row and column
-- and then make the duplicates the shading will remove. `latin_rectangle` builds one row at
a time: each new row is a perfect matching between columns and the numbers they do not hold
yet, found by augmenting paths tried in a seeded random order. Hall's theorem says such a
matching always exists (every column misses `n - rows` numbers and every number is missing
from `n - rows` columns), so no row ever fails, and the squares come from the whole family
rather than from shuffles of one cyclic square.

For a board that is not square the numbers run 1..max(width, height), as Hitori's rules
allow: the first `height` rows and `width` columns of a square of that side.
"""

from __future__ import annotations

import random
from dataclasses import replace

from .puzzle import FillGridPuzzle

Numbers = tuple[tuple[int, ...], ...]


def latin_rectangle(width: int, height: int, seed: int) -> Numbers:
    """`height` rows of `width` numbers from 1..max(width, height), no number twice in a
    row or column; the same seed gives the same grid."""
    if width < 1 or height < 1:
        raise ValueError(f"a Latin rectangle needs a positive size, not {width}x{height}")
    side = max(width, height)
    rng = random.Random(seed)
    rows: list[list[int]] = []
    used = [set[int]() for _ in range(side)]  # the numbers each column holds so far
    for _ in range(side):
        row = _random_matching(side, used, rng)
        for column, number in enumerate(row):
            used[column].add(number)
        rows.append(row)
    rng.shuffle(rows)  # the last rows are the most constrained: any `height` of them will do
    return tuple(tuple(number + 1 for number in row[:width]) for row in rows[:height])


def _random_matching(side: int, used: list[set[int]], rng: random.Random) -> list[int]:
    """A number for every column, each number once, none a column already holds
    (Kuhn's augmenting paths, columns and their choices in random order)."""
    owner: dict[int, int] = {}  # number -> the column it is matched to
    choices = [[n for n in range(side) if n not in used[column]] for column in range(side)]
    for options in choices:
        rng.shuffle(options)

    def augment(column: int, seen: set[int]) -> bool:
        for number in choices[column]:
            if number in seen:
                continue
            seen.add(number)
            if number not in owner or augment(owner[number], seen):
                owner[number] = column
                return True
        return False

    order = list(range(side))
    rng.shuffle(order)
    for column in order:
        if not augment(column, set()):  # pragma: no cover - Hall's theorem forbids it
            raise AssertionError("a Latin rectangle always extends by a row")
    row = [0] * side
    for number, column in owner.items():
        row[column] = number
    return row


def fill_latin(puzzle: FillGridPuzzle, seed: int) -> FillGridPuzzle:
    """The puzzle as a Hitori whose numbers are a random Latin square: a start for an author,
    who then makes the duplicates. Its title and other metadata stay; an answer it carried
    belonged to the old numbers and goes."""
    numbers = latin_rectangle(puzzle.width, puzzle.height, seed)
    return replace(puzzle, variant="hitori", numbers=numbers, design=None, given_solution=None)
