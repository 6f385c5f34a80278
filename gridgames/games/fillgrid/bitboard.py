"""Whole-board sets of cells as Python ints: cell i is bit i.

Why: every operation on a whole board is then a handful of big-int operations in C (a
15x15 board is 225 bits, four machine words), which is what makes flood fills and cut
detection cheap in Python. A shift by 1 moves one column, by `width` one row; masks stop
horizontal shifts wrapping round a row end. `from_domains` turns the engine's list of cell
domains into a set without a Python loop.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine import bit_list


def translation(*wanted: int) -> bytes:
    """A `bytes.translate` table sending the given domains to b"1" and the rest to b"0"."""
    table = bytearray(b"0" * 256)
    for domain in wanted:
        table[domain] = ord("1")
    return bytes(table)


def from_key(key: bytes) -> int:
    """The set whose cell i is in it when key[i] is b"1" (see `translation`)."""
    return int(key[::-1], 2)


class Bitboard:
    """Masks and shifts for one board size."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.size = size = width * height
        self.row = width  # shift for one row
        self.cells = (1 << size) - 1
        col_first = sum(1 << (r * width) for r in range(height))
        col_last = col_first << (width - 1)
        row_first = self.of(range(width))
        row_last = row_first << (self.row * (height - 1))
        self.not_first_col = self.cells & ~col_first
        self.not_last_col = self.cells & ~col_last
        self.border = col_first | col_last | row_first | row_last
        # off[d]: the cells whose neighbour in ring direction d (N, NE, E, SE, S, SW, W,
        # NW) is off the board.
        self.off = (
            row_first,
            row_first | col_last,
            col_last,
            row_last | col_last,
            row_last,
            row_last | col_first,
            col_first,
            row_first | col_first,
        )

    def of(self, cells: Iterable[int]) -> int:
        return sum(1 << cell for cell in cells)

    def members(self, bits: int) -> list[int]:
        """The cells of a set, lowest first."""
        return bit_list(bits)

    # -- moving a set by one step ----------------------------------------------------
    # east(x) is the set of cells whose west neighbour is in x, and so on: the cells one
    # step east of x. The masks drop what would wrap into the next or previous row.
    def east(self, x: int) -> int:
        return (x << 1) & self.not_first_col

    def west(self, x: int) -> int:
        return (x >> 1) & self.not_last_col

    def south(self, x: int) -> int:
        return (x << self.row) & self.cells

    def north(self, x: int) -> int:
        return x >> self.row

    def grow4(self, x: int) -> int:
        """x and its side neighbours."""
        row = self.row
        return (
            x
            | ((x << 1) & self.not_first_col)
            | ((x >> 1) & self.not_last_col)
            | ((x << row) & self.cells)
            | (x >> row)
        )

    def grow8(self, x: int) -> int:
        """x and its side and corner neighbours."""
        wide = x | ((x << 1) & self.not_first_col) | ((x >> 1) & self.not_last_col)
        return wide | ((wide << self.row) & self.cells) | (wide >> self.row)

    def fill4(self, seed: int, inside: int) -> int:
        """The cells of `inside` reachable from `seed` through side neighbours."""
        reached = seed & inside
        while True:
            grown = self.grow4(reached) & inside
            if grown == reached:
                return reached
            reached = grown

    def fill8(self, seed: int, inside: int) -> int:
        """The cells of `inside` reachable from `seed` through side or corner neighbours."""
        reached = seed & inside
        while True:
            grown = self.grow8(reached) & inside
            if grown == reached:
                return reached
            reached = grown
