"""Nonogram as the player plays it: filled and crossed cells, lines judged as they fill.

A line is a mistake as soon as no completion of it can match its clue: its filled runs
are too long, too many, or boxed in by crosses. That is exactly "no way to place the
clue's blocks over the undecided cells", which a small dynamic programme answers, so the
app never flags a line that could still come right, nor misses one that cannot.

Clue numbers are crossed off one by one (`settled_blocks`, on the exact line solver): a
filled run boxed in by crosses or the line's ends is struck as clue block j when j is the
only block it can be in any completion of the line -- the run at the edge is the first
block, but so is a boxed run in the middle that only the first block is long enough for. A number is
never struck on a guess: if the line could still come right with that run as another
block, or cannot come right at all, nothing of it is struck.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ...engine.sentence import Sentence
from ..play import CellMove, CellPlay, Mark, Mistakes
from .line import LineSolver
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


def boxed_runs(line: Sequence[Mark]) -> list[tuple[int, int]]:
    """(start, end) of each filled run whose both sides are crosses or the line's ends:
    runs that can grow no further (end is one past the run's last cell)."""
    return [match.span() for match in _BOXED.finditer(bytes(line))]


# A run of FILL (1) with neither EMPTY (0) nor FILL before or after it: only CROSS (2) or
# an end. Greedy, and the lookahead refuses a shorter match, so each run is whole.
_BOXED = re.compile(rb"(?<![\x00\x01])\x01+(?![\x00\x01])")


@lru_cache(maxsize=8192)
def settled_blocks(clue: Clue, line: tuple[Mark, ...]) -> frozenset[int]:
    """The clue blocks (indices into `clue`) that a boxed run of the line must be.

    A boxed run from `start` to `end` can be block j exactly when clue[j] is its length and
    block j can start at `start` in some placement of all the blocks that fits the line:
    the exact line solver's `starts` (line.py, a few big-int operations per block, cheap
    enough for every repaint while the solver fills a 75x50 board). When exactly one j can,
    every way of finishing the line makes that run block j, and j is struck."""
    boxed = boxed_runs(line)
    if not boxed or not clue:
        return frozenset()
    starts = _solver(clue, len(line)).starts(bytes(line).translate(_DOMAINS))
    if starts is None:  # the line cannot come right: nothing is settled
        return frozenset()
    struck: set[int] = set()
    for start, end in boxed:
        could_be = [
            j for j, size in enumerate(clue) if size == end - start and starts[j] >> start & 1
        ]
        if len(could_be) == 1:
            struck.add(could_be[0])
    return frozenset(struck)


# Marks (0 undecided, 1 filled, 2 crossed) as line.py's domains (3 either, 2 filled, 1 empty).
_DOMAINS = bytes.maketrans(b"\x00\x01\x02", b"\x03\x02\x01")


@lru_cache(maxsize=1024)
def _solver(clue: Clue, length: int) -> LineSolver:
    return LineSolver(clue, length)


def crossing_off(clue: Clue, line: tuple[Mark, ...]) -> tuple[int, ...]:
    """The undecided cells of a finished line (its filled runs are its clue): what
    "cross off finished lines" crosses. Empty for a line not finished."""
    if runs(line) != clue:
        return ()
    return tuple(i for i, mark in enumerate(line) if mark == Mark.EMPTY)


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

    def line(self, across: bool, index: int) -> tuple[Mark, ...]:
        """A row (`across`) or a column's marks."""
        return self.row(index) if across else self.column(index)

    def struck(self, across: bool, index: int, line: tuple[Mark, ...]) -> frozenset[int]:
        """The clue numbers of a line showing `line` to cross off: every one when its
        filled runs are its clue, else those `settled_blocks` settles."""
        clue = self.puzzle.rows[index] if across else self.puzzle.columns[index]
        if runs(line) == clue:
            return frozenset(range(max(len(clue), 1)))  # a 0 clue is struck too
        return settled_blocks(clue, line)

    def crossing_off(self, across: bool, index: int) -> tuple[int, ...]:
        """The undecided cells of the line if it is finished: what auto-cross crosses."""
        clue = self.puzzle.rows[index] if across else self.puzzle.columns[index]
        return crossing_off(clue, self.line(across, index))

    def with_lines_crossed_off(self, move: CellMove) -> CellMove:
        """`move` plus crosses on the undecided cells of every row and column it finishes,
        as one move (one undo step, saved as one). The board is left as it was."""
        undo = self.apply(move)
        try:
            touched_rows = sorted({r for r, _, _ in move.cells})
            touched_cols = sorted({c for _, c, _ in move.cells})
            extra = {(r, c): Mark.CROSS for r in touched_rows for c in self.crossing_off(True, r)}
            extra.update(
                ((r, c), Mark.CROSS) for c in touched_cols for r in self.crossing_off(False, c)
            )
        finally:
            self.apply(undo)
        if not extra:
            return move
        return CellMove(move.cells + tuple((r, c, mark) for (r, c), mark in extra.items()))

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
    return cannot_match(kind, index, " ".join(map(str, clue)) or "0")


def cannot_match(kind: str, index: int, clue: str) -> str:
    """A mistake: 'row 3 can no longer match its clue 2 1'."""
    if kind == "row":
        return Sentence(
            "row {number} can no longer match its clue {clue}", number=index + 1, clue=clue
        )
    return Sentence(
        "column {number} can no longer match its clue {clue}", number=index + 1, clue=clue
    )


PLAY_STATE = NonogramPlay
