"""A crossword grid's entries, numbered as in a printed crossword.

An *entry* is a maximal run of white cells, across (left to right) or down (top to
bottom), of length 2 or more: a single white cell between shaded cells or the edge is
part of the crossing entry only, and holds no answer of its own in that direction.
Numbers go in reading order (row by row, left to right) to every cell that starts an
entry across, down or both; a cell starting both has one number, shared by its across
and its down entry.

Qt-free: the designer's engine computes it and the board only draws the numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: The shortest run of white cells that is an entry.
SHORTEST_ENTRY = 2


@dataclass(frozen=True)
class Entry:
    number: int
    x: int  # column of the first cell
    y: int  # row of the first cell
    length: int


@dataclass(frozen=True)
class Entries:
    """The numbering of one shading: each numbered cell (x, y) with its number in reading
    order, and the entries across and down in number order."""

    numbers: tuple[tuple[tuple[int, int], int], ...]
    across: tuple[Entry, ...]
    down: tuple[Entry, ...]

    @property
    def across_count(self) -> int:
        return len(self.across)

    @property
    def down_count(self) -> int:
        return len(self.down)

    @property
    def shortest(self) -> int | None:
        """The length of the shortest entry; None when the grid has no entry."""
        return min((entry.length for entry in self.across + self.down), default=None)

    def number_at(self, x: int, y: int) -> int | None:
        return dict(self.numbers).get((x, y))


def number_entries(shaded: Sequence[Sequence[bool | None]]) -> Entries:
    """The entries of a grid whose `shaded[y][x]` is True for a shaded cell (anything
    else -- white, or undecided in a design -- counts as white)."""
    height = len(shaded)
    width = len(shaded[0]) if height else 0

    def white(x: int, y: int) -> bool:
        return 0 <= x < width and 0 <= y < height and shaded[y][x] is not True

    def run(x: int, y: int, dx: int, dy: int) -> int:
        length = 0
        while white(x + length * dx, y + length * dy):
            length += 1
        return length

    numbers: list[tuple[tuple[int, int], int]] = []
    across: list[Entry] = []
    down: list[Entry] = []
    for y in range(height):
        for x in range(width):
            if not white(x, y):
                continue
            right = run(x, y, 1, 0) if not white(x - 1, y) else 0
            below = run(x, y, 0, 1) if not white(x, y - 1) else 0
            if right < SHORTEST_ENTRY and below < SHORTEST_ENTRY:
                continue
            number = len(numbers) + 1
            numbers.append(((x, y), number))
            if right >= SHORTEST_ENTRY:
                across.append(Entry(number, x, y, right))
            if below >= SHORTEST_ENTRY:
                down.append(Entry(number, x, y, below))
    return Entries(tuple(numbers), tuple(across), tuple(down))
