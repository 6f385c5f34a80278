"""webpbn XML colour puzzles: `<color name=... char=...>rgb</color>` declarations, counts
that name their colour (`<count color="red">3</count>`, `defaultcolor` when they do not),
`backgroundcolor`, and a goal image drawn in the colours' characters.

The palette is the background, then the declared colours in file order (black is added,
as `X`, when it is the default or a count's colour without a declaration, as webpbn
allows). `webpbn_write.py` writes the
same layout back, so a colour puzzle round-trips exactly.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import LineMap, blocks, check, parse_int
from gridgames.formats.webpbn import _Parsed, clue_blocks, image_rows, read_meta
from gridgames.games.nonogram.colour import Colour, Palette, char_index
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.puzzle import ColourGrid, NonogramPuzzle
from gridgames.games.problem import size_problems

_HEX = re.compile(r"#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})")
_IMPLICIT = {"white": Colour("white", ".", "#ffffff"), "black": Colour("black", "X", "#000000")}


def rgb_of(text: str | None) -> str:
    """webpbn's `fff` or `ff0000` as `#rrggbb`; empty when absent or not a colour."""
    match = _HEX.fullmatch((text or "").strip())
    if match is None:
        return ""
    digits = match.group(1)
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    return "#" + digits.lower()


def read_colour(doc: _Parsed, root: ET.Element, puzzle_el: ET.Element) -> NonogramPuzzle:
    palette = _palette(doc, puzzle_el)
    names = {colour.name: index for index, colour in enumerate(palette)}
    default = puzzle_el.get("defaultcolor", "black")
    lines = LineMap(board=doc.line(puzzle_el))

    def parse(line_el: ET.Element, label: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        sizes, shades = [], []
        for count in line_el.findall("count"):
            colour = count.get("color", default)
            shade = names.get(colour)
            if shade is None:
                known = ", ".join(c.name for c in palette[1:])
                raise doc.fail(
                    Sentence(
                        "{label}: colour {colour} is not declared ({known})",
                        label=label,
                        colour=repr(colour),
                        known=known,
                    ),
                    count,
                )
            if shade == 0:
                raise doc.fail(
                    Sentence(
                        "{label}: a count in the background colour {colour}",
                        label=label,
                        colour=repr(colour),
                    ),
                    count,
                )
            text = (count.text or "").strip()
            sizes.append(parse_int(text, doc.source, doc.line(count), label))
            shades.append(shade)
        return blocks(sizes, doc.source, doc.line(line_el), label), tuple(shades)

    clues = clue_blocks(doc, puzzle_el, lines, parse)
    picture = _goal(doc, puzzle_el, palette, lines)
    meta = read_meta(root, puzzle_el)
    if len(clues) < 2:
        if picture is None:
            raise doc.fail(Sentence("the puzzle has neither clues nor a goal picture"), puzzle_el)
        puzzle = from_picture(picture, palette, meta)
    else:
        rows, columns = clues["rows"], clues["columns"]
        bad_size = size_problems(len(columns), len(rows))
        if bad_size:
            raise doc.fail(bad_size[0].message, puzzle_el)
        puzzle = NonogramPuzzle.from_colour_clues(
            len(columns), len(rows), rows, columns, palette, meta, picture
        )
    check(puzzle, doc.source, lines)
    return puzzle


def _palette(doc: _Parsed, puzzle_el: ET.Element) -> Palette:
    declared: dict[str, Colour] = {}
    for element in puzzle_el.findall("color"):
        name, char = element.get("name"), element.get("char")
        if not name or not char:
            raise doc.fail(Sentence("a <color> needs both a name and a char"), element)
        if name in declared:
            raise doc.fail(Sentence("colour {name} declared twice", name=repr(name)), element)
        declared[name] = Colour(name, char, rgb_of(element.text))
    background = puzzle_el.get("backgroundcolor", "white")
    default = puzzle_el.get("defaultcolor", "black")
    used = {count.get("color", default) for count in puzzle_el.iter("count")}
    for name, colour in _IMPLICIT.items():
        if name not in declared and name in (background, default, *used):
            declared[name] = colour
    if background not in declared:
        raise doc.fail(
            Sentence(
                "the background colour {background} is not declared", background=repr(background)
            ),
            puzzle_el,
        )
    return (declared.pop(background), *declared.values())


def _goal(
    doc: _Parsed, puzzle_el: ET.Element, palette: Palette, lines: LineMap
) -> ColourGrid | None:
    solution = next(
        (s for s in puzzle_el.findall("solution") if s.get("type", "goal") == "goal"), None
    )
    image = solution.find("image") if solution is not None else None
    if image is None:
        return None
    chars = char_index(palette)
    rows = []
    for number, row in image_rows(doc, image, lines):
        unknown = sorted(set(row) - set(chars))
        if unknown:
            raise PuzzleError(
                Sentence(
                    "goal image: {char} is not the char of a declared colour", char=repr(unknown[0])
                ),
                doc.source,
                number,
            )
        rows.append(tuple(chars[ch] for ch in row))
        lines.solution.append(number)
    return tuple(rows)
