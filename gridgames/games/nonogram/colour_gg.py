"""The colour nonogram's `.gg` body (docs/formats-colour.md): a `palette:` section, then
`rows:` and `columns:` whose numbers carry their colour's character (`2r 1b`), and an
optional `solution:` picture in the palette's characters.

    nonogram 5x3 colour
    palette:
    . white #ffffff
    r red #d55e00
    b blue #0072b2
    rows:
    ...
"""

from __future__ import annotations

import re

from gridgames.engine.sentence import Sentence
from gridgames.formats.common import LineMap, parse_int
from gridgames.formats.gg import GgDocument

from .colour import Colour, Palette, char_index
from .gg import read_clues
from .puzzle import ColourGrid, NonogramPuzzle

_RGB = re.compile(r"#[0-9A-Fa-f]{6}")
_TOKEN = re.compile(r"(\d+)(\D?)")


def read_colour(doc: GgDocument) -> NonogramPuzzle:
    lines = LineMap(board=doc.header_line)
    palette = _palette(doc)
    chars = char_index(palette)
    clues = read_clues(
        doc,
        lines,
        lambda text, number, what: parse_colour_clue(
            text, palette, chars, doc.source, number, what
        ),
    )
    rows, columns = clues["rows"], clues["columns"]
    puzzle = NonogramPuzzle.from_colour_clues(
        doc.width, doc.height, rows, columns, palette, doc.meta, _picture(doc, chars, lines)
    )
    doc.check(puzzle, lines)
    return puzzle


def parse_colour_clue(
    text: str, palette: Palette, chars: dict[str, int], source: str, line: int, what: str
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """`2r 1b` -> lengths and palette indices; `0` alone is an empty line. A bare number
    is the only colour's when the palette has one colour besides the background."""
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    if tokens == ["0"]:
        return (), ()
    sizes, colours = [], []
    for token in tokens:
        match = _TOKEN.fullmatch(token)
        if match is None:
            raise _error(
                Sentence(
                    "{what}: {token} is not a number with a colour character",
                    what=what,
                    token=repr(token[:20]),
                ),
                source,
                line,
            )
        size = parse_int(match.group(1), source, line, what)
        if size < 1:
            raise _error(
                Sentence("{what}: block lengths must be positive", what=what), source, line
            )
        char = match.group(2)
        if not char and len(palette) == 2:
            char = palette[1].char
        colour = chars.get(char)
        if not char or not colour:
            known = " ".join(c.char for c in palette[1:])
            if char:
                said = Sentence("{what}: colour {char} is not in the palette ({known})",
                                what=what, char=repr(char), known=known)  # fmt: skip
            else:
                said = Sentence("{what}: a number without a colour is not in the palette "
                                "({known})", what=what, known=known)  # fmt: skip
            raise _error(said, source, line)
        sizes.append(size)
        colours.append(colour)
    return tuple(sizes), tuple(colours)


def _error(message: str, source: str, line: int):  # noqa: ANN202 - a PuzzleError
    from gridgames.errors import PuzzleError

    return PuzzleError(message, source, line)


def _palette(doc: GgDocument) -> Palette:
    section = doc.sections.get("palette")
    if section is None or not section.filled():
        raise doc.fail(
            Sentence("a colour nonogram needs a 'palette:' section (background first)"),
            section.marker if section else doc.header_line,
        )
    colours = []
    for number, text in section.filled():
        words = text.split()
        rgb = ""
        if len(words) == 3 and _RGB.fullmatch(words[2]):
            rgb = words.pop().lower()
        if len(words) != 2:
            raise doc.fail(Sentence("a palette line is '<character> <name> [#rrggbb]'"), number)
        colours.append(Colour(words[1], words[0], rgb))
    return tuple(colours)


def _picture(doc: GgDocument, chars: dict[str, int], lines: LineMap) -> ColourGrid | None:
    section = doc.sections.get("solution")
    if section is None:
        return None
    rows = []
    for number, text in section.filled():
        row = "".join(text.split())
        unknown = sorted(set(row) - set(chars))
        if unknown:
            raise doc.fail(
                Sentence(
                    "the answer: {char} is not a colour of the palette", char=repr(unknown[0])
                ),
                number,
            )
        rows.append(tuple(chars[ch] for ch in row))
        lines.solution.append(number)
    lines.solution_end = section.marker
    return tuple(rows)


def write_colour(puzzle: NonogramPuzzle) -> list[str]:
    palette = puzzle.palette
    out = ["palette:"]
    out += [f"{c.char} {c.name} {c.rgb}".rstrip() for c in palette]
    for name, clues in (("rows", puzzle.colour_rows()), ("columns", puzzle.colour_columns())):
        out.append(f"{name}:")
        out += [
            " ".join(f"{size}{palette[colour].char}" for size, colour in clue) or "0"
            for clue in clues
        ]
    if puzzle.given_solution is not None:
        out.append("solution:")
        out += ["".join(palette[cell].char for cell in row) for row in puzzle.given_solution]
    return out
