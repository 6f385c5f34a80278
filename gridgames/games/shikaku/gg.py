"""Shikaku's `.gg` body: a grid of clue numbers and `.`, and an optional `solution:` grid
with one token per rectangle (FORMATS.md section 1)."""

from __future__ import annotations

from dataclasses import replace

from gridgames.engine.sentence import Sentence
from gridgames.formats.common import LineMap
from gridgames.formats.gg import GgDocument, GgSection, aligned

from .puzzle import Clue, Rect, ShikakuPuzzle


def read(doc: GgDocument) -> ShikakuPuzzle:
    rows = doc.token_rows(doc.body(), Sentence("the board"))
    clues = []
    for r, (number, line) in enumerate(rows):
        for c, token in enumerate(line.split()):
            value = doc.cell(token, number, r, c)
            if value is not None:
                clues.append(Clue(r, c, value))
    puzzle = ShikakuPuzzle(doc.width, doc.height, tuple(clues), doc.meta)
    lines = LineMap(board=doc.header_line, rows=[n for n, _ in rows], rows_end=doc.header_line)
    doc.check(puzzle, lines)
    section = doc.sections.get("solution")
    if section is None:
        return puzzle
    puzzle = replace(puzzle, given_solution=_answer(doc, section, puzzle))
    lines.solution_end = section.marker
    doc.check(puzzle, lines)
    return puzzle


def _answer(doc: GgDocument, section: GgSection, puzzle: ShikakuPuzzle) -> tuple[Rect, ...]:
    """Tokens to rectangles: each token's cells must be a rectangle holding exactly one
    clue, of the clue's area. Errors name the line where the token first appears."""
    rows = doc.token_rows(section.entries, Sentence("the answer"))
    cells: dict[str, list[tuple[int, int]]] = {}
    for r, (_, line) in enumerate(rows):
        for c, token in enumerate(line.split()):
            cells.setdefault(token, []).append((r, c))
    clue_at = {(clue.row, clue.col): clue for clue in puzzle.clues}
    by_clue: dict[Clue, Rect] = {}
    for token, group in cells.items():
        number = rows[group[0][0]][0]
        rect = _bounding_rect(group)
        if rect.area != len(group):
            raise doc.fail(
                Sentence(
                    "the answer: the cells marked {token} do not form a rectangle",
                    token=repr(token),
                ),
                number,
            )
        inside = [clue_at[cell] for cell in group if cell in clue_at]
        if len(inside) != 1:
            raise doc.fail(
                Sentence(
                    "the answer: rectangle {token} holds {count} clues, it must hold one",
                    token=repr(token),
                    count=len(inside),
                ),
                number,
            )
        if inside[0].value != rect.area:
            raise doc.fail(
                Sentence(
                    "the answer: rectangle {token} has {cells} cells but its clue is {clue}",
                    token=repr(token),
                    cells=rect.area,
                    clue=inside[0].value,
                ),
                number,
            )
        by_clue[inside[0]] = rect
    return tuple(by_clue[clue] for clue in puzzle.clues)


def _bounding_rect(cells: list[tuple[int, int]]) -> Rect:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    bottom = max(r for r, _ in cells)
    right = max(c for _, c in cells)
    return Rect(top, left, bottom - top + 1, right - left + 1)


def write(puzzle: ShikakuPuzzle) -> list[str]:
    grid = [["."] * puzzle.width for _ in range(puzzle.height)]
    for r, c, value in puzzle.clues:
        if 0 <= r < puzzle.height and 0 <= c < puzzle.width:
            grid[r][c] = str(value)
    out = aligned(grid)
    if puzzle.given_solution is not None:
        out += ["solution:", *aligned(_labels(puzzle))]
    return out


def _labels(puzzle: ShikakuPuzzle) -> list[list[str]]:
    grid = [["."] * puzzle.width for _ in range(puzzle.height)]
    for i, rect in enumerate(puzzle.given_solution or ()):
        for r, c in rect.cells():
            if 0 <= r < puzzle.height and 0 <= c < puzzle.width:
                grid[r][c] = _label(i)
    return grid


def _label(index: int) -> str:
    """a..z, aa..zz, aaa.. -- short tokens for rectangle names."""
    label = ""
    index += 1
    while index:
        index, digit = divmod(index - 1, 26)
        label = chr(ord("a") + digit) + label
    return label
