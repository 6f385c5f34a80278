"""Fill-grid's `.gg` body: a grid of numbers and `.` (for a free grid, its design: `#` given
shaded, `o` given unshaded, `.` undecided; or no body at all), and an optional `solution:`
picture of shaded cells (FORMATS.md section 1)."""

from __future__ import annotations

from typing import cast

from gridgames.engine.sentence import Sentence
from gridgames.formats.common import LineMap
from gridgames.formats.gg import GgDocument, number_lines, picture_lines

from .puzzle import Design, FillGridPuzzle, Variant

#: A free grid's design tokens and what each decides.
DESIGN_TOKENS: dict[str, bool | None] = {".": None, "#": True, "o": False}


def read(doc: GgDocument) -> FillGridPuzzle:
    rows = [e for e in doc.body() if e[1]]
    variant = cast(Variant, doc.variant)  # one of the genre's variants (checked by the header)
    design = None
    if variant == "free":
        numbers = FillGridPuzzle.free(doc.width, doc.height).numbers
        if rows:
            design = _design(doc, doc.token_rows(rows, Sentence("the design")))
    else:
        numbers = doc.number_rows(rows)
    lines = LineMap(board=doc.header_line, rows=[n for n, _ in rows], rows_end=doc.header_line)
    answer = doc.picture(lines)
    puzzle = FillGridPuzzle(doc.width, doc.height, variant, numbers, doc.meta, answer, design)
    doc.check(puzzle, lines)
    return puzzle


def _design(doc: GgDocument, rows: list[tuple[int, str]]) -> Design:
    """A free grid's design, one token per cell."""
    design = []
    for number, line in rows:
        tokens = line.split()
        for token in tokens:
            if token not in DESIGN_TOKENS:
                shown = token[:12]
                raise doc.fail(
                    Sentence(
                        "a free fill-grid takes no numbers or other marks: its design uses "
                        "'#' (shaded), 'o' (white) and '.' (undecided), not {shown}",
                        shown=repr(shown),
                    ),
                    number,
                )
        design.append(tuple(DESIGN_TOKENS[token] for token in tokens))
    return tuple(design)


def write(puzzle: FillGridPuzzle) -> list[str]:
    free = puzzle.variant == "free"
    body = design_lines(puzzle) if free else number_lines(puzzle.numbers)
    return body + picture_lines(puzzle.given_solution)


def design_lines(puzzle: FillGridPuzzle) -> list[str]:
    """A free grid's design rows (all `.` when nothing is decided)."""
    token = {decided: text for text, decided in DESIGN_TOKENS.items()}
    return [
        " ".join(token[puzzle.decided(r, c)] for c in range(puzzle.width))
        for r in range(puzzle.height)
    ]
