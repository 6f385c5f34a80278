"""One puzzle file of a pack turned into puzzles: bytes to text, text to one or more parts.

Most files hold one puzzle. Two of the formats we read can hold several, and such a file is
a pack on its own (and may be listed in a `pack.toml`, where `index = n` picks one puzzle):

- webpbn XML: a `<puzzleset>` with several `<puzzle>` elements (webpbn's own export of a
  set). Each puzzle is cut out of the text and handed to `read_webpbn_xml` alone, with the
  line offset that turns the reader's line numbers into the file's; the set's `<author>`,
  `<copyright>` and `<source>` go along, as the reader would take them for a lone puzzle.
- a list of puzz.link URLs / Tatham game IDs, one per line (`#` lines are comments): what
  people paste into forums and chat.

`.gg`, `.non` and the seed formats hold exactly one puzzle by their grammar, so they are
never split.
"""

from __future__ import annotations

import html.entities
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from xml.parsers import expat
from xml.sax.saxutils import escape

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import Puzzle, clean_value, lines_of
from gridgames.formats.detect import parse_puzzle_text
from gridgames.formats.gg import read_gg
from gridgames.formats.non import read_non
from gridgames.formats.olsak import read_olsak
from gridgames.formats.webpbn import read_webpbn_xml

Reader = Callable[[str, str], Puzzle]

MAX_PARTS = 10_000
SET_META = ("title", "author", "copyright", "source", "description")
# What a lone puzzle would take from its set (the reader looks there when it has none).
_INHERITED = ("author", "copyright", "source")
_BY_EXTENSION: dict[str, Reader] = {".gg": read_gg, ".non": read_non, ".g": read_olsak}
# The starts of what `load_puzzle` reads as a URL or game ID.
_REFERENCE = re.compile(
    r"(https?://|(www\.)?(puzz\.link|pzv\.jp)/|(rect|singles|range|pattern):)", re.IGNORECASE
)


@dataclass(frozen=True)
class Part:
    """One puzzle's text within a file."""

    number: int  # 1-based position in the file
    text: str  # what the reader is given
    reader: Reader
    offset: int = 0  # added to the reader's line numbers to give the file's


@dataclass(frozen=True)
class PuzzleFile:
    parts: list[Part]
    meta: dict[str, str] = field(default_factory=dict)  # a set's own title, author, ...

    @property
    def is_set(self) -> bool:
        return len(self.parts) > 1


def decode_text(data: bytes, shown: str) -> str:
    """UTF-8 text or a located PuzzleError, as `load_puzzle` does for files on disk."""
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise PuzzleError(Sentence("binary data, not a text file"), shown, line)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise PuzzleError(
            Sentence("not UTF-8 text (byte 0x{byte:02x})", byte=data[error.start]), shown, line
        ) from None
    return text.removeprefix("\ufeff")


def split_puzzles(text: str, name: str, shown: str) -> PuzzleFile:
    """The puzzles a file holds, not yet read (a bad one must not hide the others)."""
    suffix = PurePosixPath(name).suffix.lower()
    reader = _BY_EXTENSION.get(suffix)
    if reader is not None:
        return PuzzleFile([Part(1, text, reader)])
    if suffix == ".xml" or text.lstrip().startswith("<"):
        return _xml_set(text, shown) or PuzzleFile([Part(1, text, read_webpbn_xml)])
    return _reference_list(text, shown) or PuzzleFile([Part(1, text, parse_puzzle_text)])


def read_part(part: Part, shown: str) -> Puzzle:
    """Read one part; its errors name the file's line, not the part's."""
    try:
        return part.reader(part.text, shown)
    except PuzzleError as error:
        if part.offset and error.line is not None:
            raise PuzzleError(error.message, error.source, error.line + part.offset) from None
        raise
    except RecursionError:
        raise PuzzleError(Sentence("nested too deeply to read"), shown) from None


def _too_many(shown: str) -> PuzzleError:
    return PuzzleError(Sentence("more than {limit} puzzles in one file", limit=MAX_PARTS), shown)


def _reference_list(text: str, shown: str) -> PuzzleFile | None:
    content = [
        (number, line.strip())
        for number, line in enumerate(lines_of(text), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    if len(content) < 2 or not all(_REFERENCE.match(line) for _, line in content):
        return None
    if len(content) > MAX_PARTS:
        raise _too_many(shown)
    parts = [
        Part(k, line, parse_puzzle_text, number - 1)
        for k, (number, line) in enumerate(content, start=1)
    ]
    return PuzzleFile(parts)


class _SetScanner:
    """Find each top-level `<puzzle>` of a `<puzzleset>` by byte offsets, with expat set up
    as safely as the webpbn reader (no entity declarations, no internal DTD subset)."""

    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.depth = 0
        self.root_start = 0
        self.root_tag = ""
        self.puzzles: list[tuple[int, int, int]] = []  # (start byte, start line, end byte)
        self.meta: dict[str, str] = {}
        self._open: tuple[int, int] | None = None
        self._meta_tag: str | None = None
        self._meta_text: list[str] = []
        parser = self.parser = expat.ParserCreate()
        parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
        parser.StartElementHandler = self._start
        parser.EndElementHandler = self._end
        parser.CharacterDataHandler = self._data
        parser.StartDoctypeDeclHandler = self._doctype
        parser.EntityDeclHandler = self._refuse
        parser.UnparsedEntityDeclHandler = self._refuse
        parser.ExternalEntityRefHandler = self._refuse
        parser.SkippedEntityHandler = self._skipped

    def _refuse(self, *_args: object) -> None:
        line = self.parser.CurrentLineNumber
        raise PuzzleError(
            Sentence("an entity declaration is refused in puzzle XML"), self.shown, line
        )

    def _skipped(self, name: str, _is_parameter: int) -> None:
        """`&copy;` and friends, which webpbn's DOCTYPE'd exports use, as their characters."""
        self._data(html.entities.html5.get(name + ";", ""))

    def _doctype(self, _name: str, _sysid: str, _pubid: str, internal: int) -> None:
        if internal:
            self._refuse()

    def _start(self, tag: str, _attrs: dict[str, str]) -> None:
        here = self.parser.CurrentByteIndex
        if self.depth == 0:
            self.root_start, self.root_tag = here, tag
        elif self.depth == 1 and tag == "puzzle":
            self._open = (here, self.parser.CurrentLineNumber)
        elif self.depth == 1 and tag in SET_META:
            self._meta_tag, self._meta_text = tag, []
        self.depth += 1

    def _end(self, tag: str) -> None:
        self.depth -= 1
        if self.depth != 1:
            return
        if tag == "puzzle" and self._open is not None:
            self.puzzles.append((*self._open, self.parser.CurrentByteIndex))
            self._open = None
            if len(self.puzzles) > MAX_PARTS:
                raise _too_many(self.shown)
        elif tag == self._meta_tag:
            value = clean_value("".join(self._meta_text))
            if value:
                self.meta.setdefault(tag, value)
            self._meta_tag = None

    def _data(self, text: str) -> None:
        if self._meta_tag is not None and self.depth == 2:
            self._meta_text.append(text)


def _xml_set(text: str, shown: str) -> PuzzleFile | None:
    scanner = _SetScanner(shown)
    try:
        scanner.parser.Parse(text, True)
    except expat.ExpatError:
        return None  # not well-formed: the reader, given the whole file, says where
    if scanner.root_tag != "puzzleset" or len(scanner.puzzles) < 2:
        return None
    data = text.encode("utf-8")  # expat's byte offsets are into this
    prolog = data[: scanner.root_start].decode("utf-8")
    inherited = "".join(
        f"<{tag}>{escape(scanner.meta[tag])}</{tag}>" for tag in _INHERITED if tag in scanner.meta
    )
    head = f"{prolog}<puzzleset>{inherited}"
    parts = []
    prolog_lines = prolog.count("\n")
    for number, (start, line, end_tag) in enumerate(scanner.puzzles, start=1):
        end = data.find(b">", end_tag) + 1
        body = data[start:end].decode("utf-8")
        # The part's lines are numbered from its body on: the offset gives the file's
        # (padding with the blank lines in front made a set of n puzzles cost n^2).
        offset = line - 1 - prolog_lines
        parts.append(Part(number, f"{head}{body}</puzzleset>", read_webpbn_xml, offset))
    return PuzzleFile(parts, scanner.meta)
