"""Nonogram's `.gg` body: `rows:` and `columns:` blocks of clue numbers (`0` for an empty
line), and an optional `solution:` picture (FORMATS.md section 1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from gridgames.engine.sentence import Sentence
from gridgames.formats.common import LineMap, clue_block, parse_blocks
from gridgames.formats.gg import GgDocument, picture_lines
from gridgames.games.problem import clue_name

from .puzzle import NonogramPuzzle

Clue = TypeVar("Clue")


def read_clues(
    doc: GgDocument, lines: LineMap, parse: Callable[[str, int, str], Clue]
) -> dict[str, tuple[Clue, ...]]:
    """The `rows:` and `columns:` sections, each line parsed by `parse(text, line number,
    what)`; `lines` learns where each clue sits. Shared by black-and-white and colour."""
    clues = {}
    for name, count in (("rows", doc.height), ("columns", doc.width)):
        section = doc.sections.get(name)
        if section is None:
            raise doc.fail(Sentence("missing '{name}:' section", name=name), doc.header_line)
        entries = clue_block(section.entries, count)
        what = name[:-1]
        clues[name] = tuple(
            parse(line, number, clue_name(what, i + 1)) for i, (number, line) in enumerate(entries)
        )
        numbers = [number for number, _ in entries]
        if name == "rows":
            lines.rows, lines.rows_end = numbers, section.marker
        else:
            lines.cols, lines.cols_end = numbers, section.marker
    return clues


def read(doc: GgDocument) -> NonogramPuzzle:
    if doc.variant == "colour":
        from .colour_gg import read_colour

        return read_colour(doc)
    lines = LineMap(board=doc.header_line)
    clues = read_clues(
        doc, lines, lambda text, number, what: parse_blocks(text, doc.source, number, what)
    )
    puzzle = NonogramPuzzle(
        doc.width, doc.height, clues["rows"], clues["columns"], doc.meta, doc.picture(lines)
    )
    doc.check(puzzle, lines)
    return puzzle


def write(puzzle: NonogramPuzzle) -> list[str]:
    if puzzle.is_colour:
        from .colour_gg import write_colour

        return write_colour(puzzle)
    out = ["rows:", *(" ".join(map(str, clue)) or "0" for clue in puzzle.rows)]
    out += ["columns:", *(" ".join(map(str, clue)) or "0" for clue in puzzle.columns)]
    return out + picture_lines(puzzle.given_solution)
