"""A nonogram as webpbn's XML (`pbn`), the format webpbn.com exports and other apps import.

The layout is the one `read_webpbn_xml` reads (see webpbn.py and webpbn_colour.py): a
`<puzzleset>` with one grid `<puzzle>`, its colours (black on white, or a colour puzzle's
palette with each count naming its colour), its text fields, both clue blocks and, when
the puzzle has one, the goal picture. ElementTree builds and escapes it, so any title or
author text survives.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.webpbn import META_ELEMENTS
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.puzzle import NonogramPuzzle

_BLACK_AND_WHITE = (Colour("white", ".", "#fff"), Colour("black", "X", "#000"))


def write_webpbn_xml(puzzle: NonogramPuzzle) -> str:
    used = {colour for line in (*puzzle.row_colours, *puzzle.column_colours) for colour in line}
    if puzzle.is_colour and len(used) < 2:
        raise PuzzleError(
            Sentence(
                "webpbn XML reads clues of one colour as black and white: this colour puzzle "
                "would come back black and white"
            ),
            "<export>",
        )
    palette = puzzle.palette or _BLACK_AND_WHITE
    root = ET.Element("puzzleset")
    element = ET.SubElement(
        root, "puzzle", type="grid", defaultcolor=palette[1].name, backgroundcolor=palette[0].name
    )
    for colour in palette:
        ET.SubElement(element, "color", name=colour.name, char=colour.char).text = (
            colour.rgb.removeprefix("#") or None
        )
    for name in META_ELEMENTS:
        if puzzle.meta.get(name):
            ET.SubElement(element, name).text = puzzle.meta[name]
    for kind, clues, colours in (
        ("columns", puzzle.columns, puzzle.column_colours),
        ("rows", puzzle.rows, puzzle.row_colours),
    ):
        block = ET.SubElement(element, "clues", type=kind)
        for index, clue in enumerate(clues):
            line = ET.SubElement(block, "line")
            for position, count in enumerate(clue):
                ET.SubElement(line, "count").text = str(count)
                if puzzle.is_colour:
                    line[-1].set("color", palette[colours[index][position]].name)
    if puzzle.given_solution is not None:
        chars = [colour.char for colour in palette]
        picture = "".join(
            "|" + "".join(chars[int(cell)] for cell in row) + "|\n" for row in puzzle.given_solution
        )
        solution = ET.SubElement(element, "solution", type="goal")
        ET.SubElement(solution, "image").text = "\n" + picture
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


def holds(puzzle: object) -> bool:
    """webpbn XML holds nonograms, black-and-white and colour (the export dialog asks)."""
    return isinstance(puzzle, NonogramPuzzle)
