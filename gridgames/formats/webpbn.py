"""webpbn's XML export (the `pbn` format of webpbn.com): two-colour grid puzzles only.

    <puzzleset><puzzle type="grid" defaultcolor="black">
      <title>..</title> <author>..</author> <copyright>..</copyright> <id>..</id>
      <clues type="columns"><line><count>3</count>...</line>...</clues>
      <clues type="rows">...</clues>
      <solution type="goal"><image>|..X..|
    |.XXX.|</image></solution>
    </puzzle></puzzleset>

The size comes from the number of clue lines; without clues the goal image gives them. The
first puzzle of a set is read. Colours: a count may name a colour (`color="red"`); a puzzle
with more than one clue colour (or, without clues, more than one non-background character
in its goal image) is a colour nonogram, read by webpbn_colour.py.

Safety: the text is parsed with expat into `xml.etree` elements with entity handling
defused as defusedxml does it -- any entity declaration (the billion-laughs and external
entity attacks) or internal DTD subset is refused, and nothing is ever fetched. A bare
`<!DOCTYPE pbn SYSTEM "...pbn-0.3.dtd">` line, which webpbn's own exports carry, is
allowed, and HTML named references such as `&copy;` then read as their characters.
"""

from __future__ import annotations

import html.entities
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from typing import TypeVar
from xml.parsers import expat

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import LineMap, blocks, check, clean_value, parse_int
from gridgames.games.nonogram.puzzle import Grid, NonogramPuzzle
from gridgames.games.problem import clue_name, size_problems

META_ELEMENTS = ("title", "author", "copyright", "source", "id", "description")


class _Parsed:
    """An element tree plus the line on which each element starts."""

    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.lines: dict[ET.Element, int] = {}
        builder = ET.TreeBuilder()
        parser = expat.ParserCreate()
        parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)

        def refuse(what: str) -> PuzzleError:
            return PuzzleError(
                Sentence("{what} is refused in puzzle XML", what=what),
                source,
                parser.CurrentLineNumber,
            )

        def start(tag: str, attrs: dict[str, str]) -> None:
            self.lines[builder.start(tag, attrs)] = parser.CurrentLineNumber

        def doctype(_name: str, _sysid: str, _pubid: str, internal: int) -> None:
            if internal:
                raise refuse(Sentence("a DOCTYPE with an internal subset"))

        def entity_decl(*_args: object) -> None:
            raise refuse(Sentence("an entity declaration"))

        def skipped(name: str, is_parameter: int) -> None:
            replacement = html.entities.html5.get(name + ";")
            if is_parameter or replacement is None:
                raise refuse(Sentence("the undefined entity &{name};", name=name))
            builder.data(replacement)

        parser.StartElementHandler = start
        parser.EndElementHandler = builder.end
        parser.CharacterDataHandler = builder.data
        parser.StartDoctypeDeclHandler = doctype
        parser.EntityDeclHandler = entity_decl
        parser.UnparsedEntityDeclHandler = entity_decl
        parser.ExternalEntityRefHandler = entity_decl
        parser.SkippedEntityHandler = skipped
        try:
            parser.Parse(text, True)
        except expat.ExpatError as error:
            message = expat.ErrorString(error.code) or "malformed XML"
            raise PuzzleError(
                Sentence("not well-formed XML: {message}", message=message), source, error.lineno
            ) from None
        except RecursionError:
            raise PuzzleError(Sentence("XML nested too deeply"), source) from None
        self.root = builder.close()

    def line(self, element: ET.Element) -> int | None:
        return self.lines.get(element)

    def fail(self, message: str, element: ET.Element) -> PuzzleError:
        return PuzzleError(message, self.source, self.line(element))


def read_webpbn_xml(text: str, source: str = "<input>") -> NonogramPuzzle:
    doc = _Parsed(text, source)
    root = doc.root
    puzzle_el = root if root.tag == "puzzle" else root.find("puzzle")
    if root.tag not in ("puzzleset", "puzzle") or puzzle_el is None:
        raise doc.fail(Sentence("no <puzzle> element: not a webpbn puzzle file"), root)
    kind = puzzle_el.get("type", "grid")
    if kind != "grid":
        raise doc.fail(
            Sentence("only grid puzzles are supported, not type={kind}", kind=repr(kind)), puzzle_el
        )
    if is_colour(puzzle_el):
        from gridgames.formats.webpbn_colour import read_colour

        return read_colour(doc, root, puzzle_el)
    palette = _Palette(doc, puzzle_el)
    lines = LineMap(board=doc.line(puzzle_el))
    clues = _all_clues(doc, puzzle_el, palette, lines)
    picture = _goal(doc, puzzle_el, palette, lines)
    if len(clues) < 2:
        if picture is None:
            raise doc.fail(Sentence("the puzzle has neither clues nor a goal picture"), puzzle_el)
        clues["rows"], clues["columns"] = _clues_of(picture)
    rows, columns = clues["rows"], clues["columns"]
    bad_size = size_problems(len(columns), len(rows))
    if bad_size:
        raise doc.fail(bad_size[0].message, puzzle_el)
    meta = read_meta(root, puzzle_el)
    puzzle = NonogramPuzzle(len(columns), len(rows), rows, columns, meta, picture)
    check(puzzle, source, lines)
    return puzzle


def read_meta(root: ET.Element, puzzle_el: ET.Element) -> dict[str, str]:
    """The puzzle's text fields (the set's, when the puzzle has none of its own)."""
    meta = {}
    for name in META_ELEMENTS:
        found = puzzle_el.find(name)
        if found is None and root is not puzzle_el:
            found = root.find(name)
        if found is not None and found.text and found.text.strip():
            meta[name] = clean_value(found.text)
    return meta


def is_colour(puzzle_el: ET.Element) -> bool:
    """A colour puzzle: its counts name two or more colours or, without counts, its goal
    image draws two or more (one colour, whatever its name, is black and white)."""
    default = puzzle_el.get("defaultcolor", "black")
    used = {count.get("color", default) for count in puzzle_el.iter("count")}
    if used:
        return len(used) > 1
    background = puzzle_el.get("backgroundcolor", "white")
    empty = next((c.get("char") for c in puzzle_el.findall("color") if c.get("name") == background),
                 ".")  # fmt: skip
    drawn: set[str] = set()
    for image in puzzle_el.iter("image"):
        drawn |= set(image.text or "") - set("|[] \t\r\n") - {empty}
    return len(drawn) > 1


class _Palette:
    """Colour names and image characters; refuses a second foreground colour."""

    def __init__(self, doc: _Parsed, puzzle_el: ET.Element) -> None:
        self.doc = doc
        self.chars = {"black": "X", "white": "."}
        for colour in puzzle_el.findall("color"):
            name, char = colour.get("name"), colour.get("char")
            if name and char:
                self.chars[name] = char
        self.foreground = puzzle_el.get("defaultcolor", "black")
        self.background = puzzle_el.get("backgroundcolor", "white")
        self.used: set[str] = set()

    def use(self, colour: str, element: ET.Element) -> None:
        self.used.add(colour)
        if len(self.used) > 1:
            names = ", ".join(sorted(self.used))
            raise self.doc.fail(
                Sentence(
                    "multi-colour puzzle (colours {names}): only black-and-white nonograms are "
                    "supported",
                    names=names,
                ),
                element,
            )


def _all_clues(
    doc: _Parsed, puzzle_el: ET.Element, palette: _Palette, lines: LineMap
) -> dict[str, tuple[tuple[int, ...], ...]]:
    """Both clue blocks, read in file order so a second colour is reported where it
    first appears."""

    def parse(line_el: ET.Element, label: str) -> tuple[int, ...]:
        counts = []
        for count in line_el.findall("count"):
            palette.use(count.get("color", palette.foreground), count)
            text = (count.text or "").strip()
            counts.append(parse_int(text, doc.source, doc.line(count), label))
        return blocks(counts, doc.source, doc.line(line_el), label)

    return clue_blocks(doc, puzzle_el, lines, parse)


Clue = TypeVar("Clue")


def clue_blocks(
    doc: _Parsed,
    puzzle_el: ET.Element,
    lines: LineMap,
    parse: Callable[[ET.Element, str], Clue],
) -> dict[str, tuple[Clue, ...]]:
    """The `rows` and `columns` clue blocks, each `<line>` parsed by `parse(line, label)`;
    `lines` learns where each clue sits. Shared by black-and-white and colour."""
    found: dict[str, tuple[Clue, ...]] = {}
    for block in puzzle_el.findall("clues"):
        name = block.get("type", "")
        if name not in ("rows", "columns"):
            raise doc.fail(
                Sentence("clues of type {name}: expected rows or columns", name=repr(name)), block
            )
        if name in found:
            raise doc.fail(Sentence("a second <clues type={name}>", name=repr(name)), block)
        what = name[:-1]
        numbers: list[int] = []
        clues = []
        for index, line_el in enumerate(block.findall("line")):
            clues.append(parse(line_el, clue_name(what, index + 1)))
            numbers.append(doc.line(line_el) or 0)
        if name == "rows":
            lines.rows, lines.rows_end = numbers, doc.line(block)
        else:
            lines.cols, lines.cols_end = numbers, doc.line(block)
        found[name] = tuple(clues)
    return found


def _goal(doc: _Parsed, puzzle_el: ET.Element, palette: _Palette, lines: LineMap) -> Grid | None:
    """The goal image, one `|...|` row per line; background character = empty."""
    solutions = puzzle_el.findall("solution")
    solution = next((s for s in solutions if s.get("type", "goal") == "goal"), None)
    image = solution.find("image") if solution is not None else None
    if image is None:
        return None
    empty = palette.chars.get(palette.background, ".")
    rows: list[tuple[bool, ...]] = []
    foreground: set[str] = set()
    for number, row in image_rows(doc, image, lines):
        foreground |= set(row) - {empty}
        if len(foreground) > 1:
            raise PuzzleError(
                Sentence(
                    "multi-colour goal (characters {chars}): only black-and-white nonograms are "
                    "supported",
                    chars=", ".join(sorted(foreground)),
                ),
                doc.source,
                number,
            )
        rows.append(tuple(ch != empty for ch in row))
        lines.solution.append(number)
    return tuple(rows)


def image_rows(doc: _Parsed, image: ET.Element, lines: LineMap) -> Iterator[tuple[int, str]]:
    """The goal image's rows without their `|` borders, with their file lines (which
    `lines` learns); cells with several possible colours (`[...]`) are refused."""
    start = doc.line(image) or 0
    lines.solution_end = start
    for offset, raw in enumerate((image.text or "").split("\n")):
        row = raw.strip()
        if not row:
            continue
        number = start + offset
        if "[" in row:
            raise PuzzleError(
                Sentence("goal cells with several possible colours are not supported"),
                doc.source,
                number,
            )
        yield number, row.strip("|")


def _clues_of(picture: Grid) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    def runs(cells: tuple[bool, ...]) -> tuple[int, ...]:
        found, run = [], 0
        for cell in (*cells, False):
            if cell:
                run += 1
            elif run:
                found.append(run)
                run = 0
        return tuple(found)

    width = max((len(row) for row in picture), default=0)
    columns = tuple(runs(tuple(row[c] for row in picture if c < len(row))) for c in range(width))
    return tuple(runs(row) for row in picture), columns
