"""Pieces every text reader shares: lines, numbers, clue blocks, located validation.

The readers' promise is that bad input only ever raises `PuzzleError` with a line number,
so the risky steps -- turning text into ints, counting clue lines, mapping a validator's
row/column back to the file -- live here once instead of in each reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.games.genre import Puzzle
from gridgames.games.problem import BOARD, SOLUTION, Problem, size_problems

# Nine digits is far beyond any sane clue or size and keeps int() away from Python's
# limit on very long digit strings (which raises ValueError).
_INT = re.compile(r"[+-]?\d{1,9}")
_LONG_INT = re.compile(r"[+-]?\d+")
# A metadata key as the text formats write it; values are single lines.
META_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")

Entry = tuple[int, str]  # (1-based line number, text of the line)


def lines_of(text: str) -> list[str]:
    """Split on newlines only: `str.splitlines` would also split on form feeds and other
    separators that may sit inside a title, and then line numbers would disagree with
    what an editor shows."""
    return [line.removesuffix("\r") for line in text.removeprefix("\ufeff").split("\n")]


def parse_int(token: str, source: str, line: int | None, what: str) -> int:
    if _INT.fullmatch(token):
        return int(token)
    if _LONG_INT.fullmatch(token):
        raise PuzzleError(
            Sentence("{what}: the number {digits}... is too large", what=what, digits=token[:12]),
            source,
            line,
        )
    shown = token if len(token) <= 20 else token[:20] + "..."
    raise PuzzleError(
        Sentence("{what}: {shown} is not a number", what=what, shown=repr(shown)), source, line
    )


def blocks(numbers: Sequence[int], source: str, line: int | None, what: str) -> tuple[int, ...]:
    """Nonogram block lengths from the numbers written on a clue line.

    A lone 0 means an empty line; a 0 next to other numbers or a negative number is an
    error, because it usually means the line was mistyped."""
    for n in numbers:
        if n < 0:
            raise PuzzleError(Sentence("{what}: negative number {n}", what=what, n=n), source, line)
    if list(numbers) == [0]:
        return ()
    if 0 in numbers:
        raise PuzzleError(
            Sentence("{what}: 0 may only stand alone (an empty line)", what=what), source, line
        )
    return tuple(numbers)


def parse_blocks(text: str, source: str, line: int | None, what: str) -> tuple[int, ...]:
    """A clue line of numbers separated by spaces and/or commas."""
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    return blocks([parse_int(t, source, line, what) for t in tokens], source, line, what)


def clue_block(entries: Sequence[Entry], expected: int, blank_tail: bool = False) -> list[Entry]:
    """The clue lines of a block whose blank lines may or may not stand for empty clues.

    Formats say both "blank lines are ignored" and "a blank line is a line with no
    blocks". Count decides: if the non-blank lines are exactly as many as expected, blanks
    are spacing; otherwise blank lines inside the block are empty clues, and with
    `blank_tail` (the `.non` rule: the block is the next `expected` lines) so are blank
    lines at its end. If no reading fits, the non-blank lines are returned and validation
    reports the count.
    """
    filled = [e for e in entries if e[1].strip()]
    if len(filled) == expected:
        return filled
    if blank_tail:
        rest_blank = all(not text.strip() for _, text in entries[expected:])
        return list(entries[:expected]) if len(entries) >= expected and rest_blank else filled
    trimmed = list(entries)
    while trimmed and not trimmed[-1][1].strip():
        trimmed.pop()
    return trimmed if len(trimmed) == expected else filled


def clean_value(value: str) -> str:
    """A metadata value as one line: line breaks and runs of spaces become one space, so
    writing it cannot break the file and reading it back gives the same string."""
    return " ".join(str(value).split())


@dataclass
class LineMap:
    """Where a puzzle's parts sit in its file, so a `Problem` can name a line.

    `rows[i]` is the line of row i (a grid row or a row clue), `cols[j]` of column clue j,
    `solution[i]` of answer row i; the `*_end` lines stand in for a part that is missing
    (usually the line that starts that part); `board` is the line that states the size."""

    board: int | None = None
    rows: list[int] = field(default_factory=list)
    rows_end: int | None = None
    cols: list[int] = field(default_factory=list)
    cols_end: int | None = None
    solution: list[int] = field(default_factory=list)
    solution_end: int | None = None

    def line_of(self, problem: Problem) -> int | None:
        if problem.kind == BOARD:
            return self.board
        if problem.kind == SOLUTION:
            return _pick(self.solution, problem.row, self.solution_end)
        if problem.row is not None:
            return _pick(self.rows, problem.row, self.rows_end)
        if problem.col is not None:
            return _pick(self.cols, problem.col, self.cols_end)
        return None


#: For one-line inputs (a game ID, a URL): every problem is on line 1.
ONE_LINE = LineMap(board=1, rows_end=1, cols_end=1, solution_end=1)


def _pick(lines: list[int], index: int | None, fallback: int | None) -> int | None:
    if index is not None and 0 <= index < len(lines):
        return lines[index]
    return fallback


def problems_of(puzzle: Puzzle) -> list[Problem]:
    """Run the genre's validator."""
    from gridgames.games.registry import genre_of

    return genre_of(puzzle).problems(puzzle)


def check(puzzle: Puzzle, source: str, lines: LineMap = ONE_LINE) -> None:
    """Raise the first validation problem as a located PuzzleError (the one a person
    fixing the file should see first); more would only repeat its consequences.

    Every reader ends here -- files, game IDs and URLs alike -- so the same clues are the
    same bad input (exit 2 with the reason) whichever way they arrive."""
    found = problems_of(puzzle)
    if found:
        first = found[0]
        raise PuzzleError(first.message, source, lines.line_of(first))


def checked_side(value: int, what: str, source: str, line: int | None, across: bool = True) -> int:
    """`value` as a board's width (`across`) or height, or one line naming the file and
    line when the engine's size limits refuse it: every reader reports a bad size alike."""
    bad = size_problems(value, 1) if across else size_problems(1, value)
    if bad:
        raise PuzzleError(
            Sentence(
                "{name} {value} is out of range: {reason}",
                name=what,
                value=value,
                reason=bad[0].message,
            ),
            source,
            line,
        )
    return value
