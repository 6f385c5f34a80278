"""Nonogram's `.gg` body: `rows:` and `columns:` blocks of clue numbers (`0` for an empty
line), and an optional `solution:` picture (FORMATS.md section 1)."""

from __future__ import annotations

from gridgames.formats.common import LineMap, clue_block, parse_blocks
from gridgames.formats.gg import GgDocument, picture_lines

from .puzzle import NonogramPuzzle


def read(doc: GgDocument) -> NonogramPuzzle:
    lines = LineMap(board=doc.header_line)
    clues = {}
    for name, count in (("rows", doc.height), ("columns", doc.width)):
        section = doc.sections.get(name)
        if section is None:
            raise doc.fail(f"missing '{name}:' section", doc.header_line)
        entries = clue_block(section.entries, count)
        what = name[:-1]
        clues[name] = tuple(
            parse_blocks(line, doc.source, number, f"{what} {i + 1} clue")
            for i, (number, line) in enumerate(entries)
        )
        numbers = [number for number, _ in entries]
        if name == "rows":
            lines.rows, lines.rows_end = numbers, section.marker
        else:
            lines.cols, lines.cols_end = numbers, section.marker
    puzzle = NonogramPuzzle(
        doc.width, doc.height, clues["rows"], clues["columns"], doc.meta, doc.picture(lines)
    )
    doc.check(puzzle, lines)
    return puzzle


def write(puzzle: NonogramPuzzle) -> list[str]:
    out = ["rows:", *(" ".join(map(str, clue)) or "0" for clue in puzzle.rows)]
    out += ["columns:", *(" ".join(map(str, clue)) or "0" for clue in puzzle.columns)]
    return out + picture_lines(puzzle.given_solution)
