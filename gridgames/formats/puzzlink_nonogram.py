"""The body of a puzz.link `nonogram` URL (pzprjs src/variety/nonogram.js), read and written.

pzprjs keeps a nonogram's clues in "excells" outside the grid: ceil(rows / 2) of them above
each column (room for the most blocks a column can have) and ceil(cols / 2) left of each
row. The body lists them all, every column's cells first, then every row's, each line's
cells from the one next to the grid outwards. Values are number16 restricted to what
pzprjs's `decodeNumber16ExCell` reads: `0`-`f`, `-hh`, `g`-`z` skipping 1-20 empty cells.
A line's clue is its non-empty cells read from the far end towards the grid, so the block
next to the grid is the last one. pzprjs's encoder first "flushes" each line (its numbers
moved next to the grid, `Board.genericFlush`); we write that form too, and read any
placement, as pzprjs does.

Reading is strict where pzprjs is lenient: a character it would skip, a `.` (a '?' clue),
a 0 or a block longer than its line, a clue that does not fit, and data past the last cell
are errors naming the column. A body that stops early leaves the remaining cells empty,
as in pzprjs (hand-written URLs often stop after the last clue).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.tatham import Token, Where, check_writable_size, encode_cells
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import line_name

Clue = tuple[int, ...]

_SKIP_LETTERS = "ghijklmnopqrstuvwxyz"  # g = skip 1 cell ... z = skip 20
_HEX = "0123456789abcdef"
_TOKEN = re.compile(r"[g-z]|[0-9a-f]|-[0-9a-f]{2}")


def clue_depths(width: int, height: int) -> tuple[int, int]:
    """How many clue cells pzprjs keeps above each column and left of each row."""
    return (height + 1) // 2, (width + 1) // 2


def read_nonogram_body(body: str, width: int, height: int, where: Where) -> NonogramPuzzle:
    above, left = clue_depths(width, height)
    area = width * above + height * left
    cells = _cells(body, area, where)
    columns = tuple(
        _clue(cells[c * above : (c + 1) * above], height, line_name("column", c + 1), where)
        for c in range(width)
    )
    start = width * above
    rows = tuple(
        _clue(
            cells[start + r * left : start + (r + 1) * left], width, line_name("row", r + 1), where
        )
        for r in range(height)
    )
    return NonogramPuzzle(width, height, rows, columns)


def write_nonogram_body(puzzle: NonogramPuzzle) -> str:
    """The flushed body pzprjs's encoder prints for these clues."""
    width, height = puzzle.width, puzzle.height
    check_writable_size(width, height)  # the reader's bound: a block is then at most 200
    above, left = clue_depths(width, height)
    cells: list[int | None] = []
    lines = [(clue, height, above) for clue in puzzle.columns]
    lines += [(clue, width, left) for clue in puzzle.rows]
    for clue, length, depth in lines:
        if any(block < 1 for block in clue) or sum(clue) + len(clue) - 1 > length:
            raise PuzzleError(
                Sentence("clue {clue} does not fit in {length} cells", clue=clue, length=length),
                "<puzzle>",
            )
        nearest_first = list(reversed(clue))
        cells += nearest_first + [None] * (depth - len(clue))
    return encode_cells(cells, _SKIP_LETTERS, _number)


def _number(value: int) -> str:
    return format(value, "x") if value < 16 else "-" + format(value, "02x")


def _cells(body: str, area: int, where: Where) -> list[tuple[int, int] | None]:
    """Each clue cell's (value, index in the body), or None when empty."""
    cells: list[tuple[int, int] | None] = []
    for token in _tokens(body, where):
        if len(cells) + token.count > area:
            raise where.error(
                Sentence("too much data: only {area} clue cells", area=area), token.index
            )
        value = None if token.value is None else (token.value, token.index)
        cells.extend([value] * token.count)
    return cells + [None] * (area - len(cells))


def _tokens(body: str, where: Where) -> Iterator[Token]:
    index = 0
    while index < len(body):
        match = _TOKEN.match(body, index)
        if match is None:
            raise _bad_token(body, index, where)
        text = match.group()
        if text in _SKIP_LETTERS:
            yield Token(index, None, _SKIP_LETTERS.index(text) + 1)
        else:
            yield Token(index, int(text.lstrip("-"), 16), 1)
        index = match.end()


def _bad_token(body: str, index: int, where: Where) -> PuzzleError:
    char = body[index]
    if char == ".":
        return where.error(
            Sentence("'.' is a '?' clue of unknown value, which is not supported"), index
        )
    if char == "-":
        digits = body[index + 1 : index + 3]
        bad = next((i for i, digit in enumerate(digits) if digit not in _HEX), None)
        if bad is not None:
            return where.error(
                Sentence("bad character {char} in a number", char=repr(digits[bad])),
                index + 1 + bad,
            )
        return where.error(Sentence("'-' must be followed by 2 hex digits"), index)
    if char in "+=%*$":
        return where.error(
            Sentence("{char}: pzprjs reads no clue number above 255", char=repr(char)), index
        )
    return where.error(Sentence("bad character {char}", char=repr(char)), index)


def _clue(cells: list[tuple[int, int] | None], length: int, label: str, where: Where) -> Clue:
    """A line's blocks, read from the far end towards the grid."""
    found = [cell for cell in reversed(cells) if cell is not None]
    for value, index in found:
        if not 1 <= value <= length:
            raise where.error(
                Sentence(
                    "{label}: block {value} is out of range 1 to {length}",
                    label=label,
                    value=value,
                    length=length,
                ),
                index,
            )
    clue = tuple(value for value, _ in found)
    if sum(clue) + len(clue) - 1 > length:
        raise where.error(
            Sentence(
                "{label}: the clue {clue} does not fit in {length} cells",
                label=label,
                clue=clue,
                length=length,
            )
        )
    return clue
