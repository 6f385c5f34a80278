"""A nonogram as webpbn's XML (`pbn`), the format webpbn.com exports and other apps import.

The layout is the one `read_webpbn_xml` reads (see webpbn.py): a `<puzzleset>` with one grid
`<puzzle>`, black on white, its text fields, both clue blocks and, when the puzzle has one,
the goal picture. ElementTree builds and escapes it, so any title or author text survives.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from gridgames.formats.webpbn import META_ELEMENTS
from gridgames.games.nonogram.puzzle import NonogramPuzzle

_FILLED, _EMPTY = "X", "."


def write_webpbn_xml(puzzle: NonogramPuzzle) -> str:
    root = ET.Element("puzzleset")
    element = ET.SubElement(
        root, "puzzle", type="grid", defaultcolor="black", backgroundcolor="white"
    )
    for name, char, rgb in (("white", _EMPTY, "fff"), ("black", _FILLED, "000")):
        ET.SubElement(element, "color", name=name, char=char).text = rgb
    for name in META_ELEMENTS:
        if puzzle.meta.get(name):
            ET.SubElement(element, name).text = puzzle.meta[name]
    for kind, clues in (("columns", puzzle.columns), ("rows", puzzle.rows)):
        block = ET.SubElement(element, "clues", type=kind)
        for clue in clues:
            line = ET.SubElement(block, "line")
            for count in clue:
                ET.SubElement(line, "count").text = str(count)
    if puzzle.given_solution is not None:
        picture = "".join(
            "|" + "".join(_FILLED if cell else _EMPTY for cell in row) + "|\n"
            for row in puzzle.given_solution
        )
        solution = ET.SubElement(element, "solution", type="goal")
        ET.SubElement(solution, "image").text = "\n" + picture
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


def holds(puzzle: object) -> bool:
    """webpbn XML holds nonograms only (the export dialog asks)."""
    return isinstance(puzzle, NonogramPuzzle)
