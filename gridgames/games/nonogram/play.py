"""Nonogram as the player plays it: filled and crossed cells, lines judged as they fill.

A line is a mistake as soon as no completion of it can match its clue: its filled runs
are too long, too many, or boxed in by crosses. That is exactly "no way to place the
clue's blocks over the undecided cells", which a small dynamic programme answers, so the
app never flags a line that could still come right, nor misses one that cannot.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..play import CellPlay, Mark, Mistakes
from .puzzle import NonogramPuzzle

Clue = tuple[int, ...]


def runs(line: Sequence[Mark]) -> tuple[int, ...]:
    """Lengths of the filled blocks in a line, left to right."""
    found: list[int] = []
    length = 0
    for mark in (*line, Mark.EMPTY):
        if mark == Mark.FILL:
            length += 1
        elif length:
            found.append(length)
            length = 0
    return tuple(found)


@lru_cache(maxsize=4096)
def line_fits(clue: Clue, line: tuple[Mark, ...]) -> bool:
    """Can the clue's blocks be placed so that filled cells are covered and crossed are not?

    fits[i][j] holds "blocks j.. fit in the cells from i on", filled from the right. Cached:
    after a move only the lines it touched are new, so checking a 50x50 board stays cheap."""
    n = len(line)
    filled_from = [False] * (n + 1)  # any FILL in line[i:]
    crosses = [0] * (n + 1)  # number of CROSS in line[:i]
    for i in range(n - 1, -1, -1):
        filled_from[i] = filled_from[i + 1] or line[i] == Mark.FILL
    for i, mark in enumerate(line):
        crosses[i + 1] = crosses[i] + (mark == Mark.CROSS)
    k = len(clue)
    # fits[i][j]: blocks j.. fit in line[i:]; computed for i from n down to 0.
    fits = [[False] * (k + 1) for _ in range(n + 2)]
    for i in range(n + 1, -1, -1):
        fits[i][k] = i > n or not filled_from[i]
    for i in range(n - 1, -1, -1):
        for j in range(k - 1, -1, -1):
            skip = line[i] != Mark.FILL and fits[i + 1][j]
            end = i + clue[j]
            place = (
                end <= n
                and crosses[end] == crosses[i]
                and (end == n or line[end] != Mark.FILL)
                and fits[end + 1][j + 1]
            )
            fits[i][j] = skip or place
    return fits[0][0] if n else not clue


class NonogramPlay(CellPlay):
    puzzle: NonogramPuzzle

    def row(self, r: int) -> tuple[Mark, ...]:
        return tuple(self.marks[r])

    def column(self, c: int) -> tuple[Mark, ...]:
        return tuple(row[c] for row in self.marks)

    def row_done(self, r: int) -> bool:
        """The row's filled blocks are exactly its clue (its clue can be greyed out)."""
        return runs(self.row(r)) == self.puzzle.rows[r]

    def column_done(self, c: int) -> bool:
        return runs(self.column(c)) == self.puzzle.columns[c]

    def mistakes(self) -> Mistakes:
        bad_rows = [
            r for r, clue in enumerate(self.puzzle.rows) if not line_fits(clue, self.row(r))
        ]
        bad_cols = [
            c for c, clue in enumerate(self.puzzle.columns) if not line_fits(clue, self.column(c))
        ]
        messages = [_explain("row", r, self.puzzle.rows[r]) for r in bad_rows]
        messages += [_explain("column", c, self.puzzle.columns[c]) for c in bad_cols]
        return Mistakes(
            rows=frozenset(bad_rows), cols=frozenset(bad_cols), messages=tuple(messages)
        )


def _explain(kind: str, index: int, clue: Clue) -> str:
    said = " ".join(map(str, clue)) or "0"
    return f"{kind} {index + 1} can no longer match its clue {said}"


PLAY_STATE = NonogramPlay
