"""Binary as the player plays it: a 1 is a fill, a 0 a dot; the givens are fixed."""

from __future__ import annotations

from gridgames.games.play import Cell, CellPlay, Mark, Mistakes

from .puzzle import BinaryPuzzle, Grid


class BinaryPlay(CellPlay):
    puzzle: BinaryPuzzle

    def number(self, row: int, col: int) -> int | None:
        """The given digit (drawn by the painter)."""
        return self.puzzle.given(row, col)

    def is_fixed(self, row: int, col: int) -> bool:
        return self.puzzle.given(row, col) is not None

    def digit(self, row: int, col: int) -> int | None:
        given = self.puzzle.given(row, col)
        if given is not None:
            return given
        return {Mark.FILL: 1, Mark.CROSS: 0}.get(self.marks[row][col])

    def is_solved(self) -> bool:
        """Every cell holds a digit (an empty cell is not a 0) and the rules hold."""
        height, width = self.puzzle.height, self.puzzle.width
        filled = all(self.digit(r, c) is not None for r in range(height) for c in range(width))
        return filled and super().is_solved()

    def to_answer(self) -> Grid:
        return tuple(
            tuple(self.digit(r, c) == 1 for c in range(self.puzzle.width))
            for r in range(self.puzzle.height)
        )

    def mistakes(self) -> Mistakes:
        """Three equal digits side by side can never come right."""
        bad: set[Cell] = set()
        height, width = self.puzzle.height, self.puzzle.width
        for r in range(height):
            for c in range(width):
                for dr, dc in ((0, 1), (1, 0)):
                    run = [(r + k * dr, c + k * dc) for k in range(3)]
                    if all(0 <= rr < height and 0 <= cc < width for rr, cc in run):
                        digits = {self.digit(*cell) for cell in run}
                        if len(digits) == 1 and None not in digits:
                            bad.update(run)
        message = ("three equal digits side by side",) if bad else ()
        return Mistakes(cells=frozenset(bad), messages=message)
