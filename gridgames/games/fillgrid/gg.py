"""Fill-grid's `.gg` body: a grid of numbers and `.` (none at all for a free grid), and an
optional `solution:` picture of shaded cells (FORMATS.md section 1)."""

from __future__ import annotations

from typing import cast

from gridgames.formats.common import LineMap
from gridgames.formats.gg import GgDocument, number_lines, picture_lines

from .puzzle import FillGridPuzzle, Variant


def read(doc: GgDocument) -> FillGridPuzzle:
    rows = [e for e in doc.body() if e[1]]
    variant = cast(Variant, doc.variant)  # one of the genre's variants (checked by the header)
    if not rows and variant == "free":
        numbers = FillGridPuzzle.free(doc.width, doc.height).numbers
    else:
        numbers = doc.number_rows(rows)
    lines = LineMap(board=doc.header_line, rows=[n for n, _ in rows], rows_end=doc.header_line)
    puzzle = FillGridPuzzle(doc.width, doc.height, variant, numbers, doc.meta, doc.picture(lines))
    doc.check(puzzle, lines)
    return puzzle


def write(puzzle: FillGridPuzzle) -> list[str]:
    return number_lines(puzzle.numbers) + picture_lines(puzzle.given_solution)
