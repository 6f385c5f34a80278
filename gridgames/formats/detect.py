"""One entry point for "open this puzzle": a path, a puzz.link URL or a Tatham game ID.

`load_puzzle(arg)` is what the command line and the app call with whatever the user typed.
An existing file wins (so a file may be called `rect:1`); otherwise `http(s)://...`,
`puzz.link/p?...` and `pzv.jp/p.html?...` go to the puzz.link decoder and `rect:`,
`singles:`, `range:`, `pattern:` to the Tatham decoder. Files are chosen by extension
(`.gg`, `.non`, `.xml`, Olšák's `.g`); `.txt` and anything else is sniffed. Every failure
-- a missing, unreadable, binary or non-UTF-8 file too -- is a PuzzleError naming the file.

`parse_puzzle_text(text, source)` sniffs pasted text (a URL or ID on one line works too).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import Puzzle, lines_of
from gridgames.util.regular import NotRegularFile, read_regular

Reader = Callable[[str, str], Puzzle]


def _imported_when_read(module: str, name: str) -> Reader:
    """A reader whose module is imported on its first file: `gridgames solve` of a `.non`
    needs neither the XML parser nor the other formats (a tenth of its start-up)."""

    def read(text: str, source: str) -> Puzzle:
        return getattr(import_module(module), name)(text, source)

    read.__name__ = name
    return read


read_gg = _imported_when_read("gridgames.formats.gg", "read_gg")
read_non = _imported_when_read("gridgames.formats.non", "read_non")
read_olsak = _imported_when_read("gridgames.formats.olsak", "read_olsak")
read_seed003 = _imported_when_read("gridgames.formats.seedformats", "read_seed003")
read_seed004 = _imported_when_read("gridgames.formats.seedformats", "read_seed004")
read_webpbn_xml = _imported_when_read("gridgames.formats.webpbn", "read_webpbn_xml")

SUPPORTED_EXTENSIONS = (".gg", ".non", ".xml", ".g", ".txt")
_BY_EXTENSION: dict[str, Reader] = {
    ".gg": read_gg,
    ".non": read_non,
    ".xml": read_webpbn_xml,
    ".g": read_olsak,
}
# Puzzle files are a few kilobytes; the largest board (200x200) fits easily in this.
MAX_FILE_BYTES = 4 * 1024 * 1024

_URL = re.compile(r"(https?://|(puzz\.link|pzv\.jp)/p(\.html)?\?)", re.IGNORECASE)
_TATHAM = re.compile(r"(rect|singles|range|pattern):", re.IGNORECASE)
_GG_HEADER = re.compile(r"\S+\s+\d+\s*[xX]\s*\d+(\s+\S+)?")
_SEED004 = re.compile(r"#?\s*dimensions\s*:?", re.IGNORECASE)
_NON_SIZE = re.compile(r"(width|height)\s+\d+", re.IGNORECASE)
_SEED003_SIZE = re.compile(r"[RC]\s+\d+")


def load_puzzle(arg: str) -> Puzzle:
    if not _is_file(arg) and _is_reference(arg.strip()):
        return _reference(arg.strip(), _shown(arg.strip()))
    path = Path(arg)
    text = _read_text(path, _shown(arg))
    reader = _BY_EXTENSION.get(path.suffix.lower())
    if reader is not None:
        return reader(text, arg)
    return parse_puzzle_text(text, arg)


def parse_puzzle_text(text: str, source: str = "<input>") -> Puzzle:
    stripped = text.strip().removeprefix("\ufeff")
    if "\n" not in stripped and _is_reference(stripped):
        return _reference(stripped, source)
    return _sniff(text, source)(text, source)


def _shown(arg: str, limit: int = 120) -> str:
    """The argument as an error message names it: a pasted novel is cut short."""
    return arg if len(arg) <= limit else arg[:limit] + "..."


def _is_file(arg: str) -> bool:
    try:
        return Path(arg).is_file()
    except (OSError, ValueError):  # a name too long, or with a NUL byte, is no file
        return False


def _is_reference(text: str) -> bool:
    return bool(_URL.match(text) or _TATHAM.match(text))


def _reference(text: str, source: str) -> Puzzle:
    """Hand a URL or ID to its decoder, imported only now so files can be read even where
    those modules are missing or broken."""
    try:
        if _TATHAM.match(text):
            from gridgames.formats.tatham import read_tatham_id

            return read_tatham_id(text, source)
        from gridgames.formats.puzzlink import read_puzzlink_url
    except ImportError:
        raise PuzzleError(Sentence("URL/ID support not available"), source) from None
    return read_puzzlink_url(text, source)


def _read_text(path: Path, source: str) -> str:
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except NotRegularFile as error:
        raise PuzzleError(
            Sentence("{reason}: not a puzzle file", reason=error.strerror), source
        ) from None
    except FileNotFoundError:
        raise PuzzleError(
            Sentence("no such file (nor a puzz.link URL or Tatham ID)"), source
        ) from None
    except PermissionError:
        raise PuzzleError(Sentence("permission denied"), source) from None
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise PuzzleError(
            Sentence("cannot read the file: {reason}", reason=reason), source
        ) from None
    if len(data) > MAX_FILE_BYTES:
        raise PuzzleError(
            Sentence("file larger than {limit} bytes: not a puzzle file", limit=MAX_FILE_BYTES),
            source,
        )
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise PuzzleError(Sentence("binary data, not a puzzle text file"), source, line)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        byte = data[error.start]
        raise PuzzleError(
            Sentence("not UTF-8 text (byte 0x{byte:02x})", byte=byte), source, line
        ) from None


def _sniff(text: str, source: str) -> Reader:
    """Choose a reader from the content; the order goes from most to least distinctive."""
    content = [
        (number, line.strip())
        for number, line in enumerate(lines_of(text), start=1)
        if line.strip()
    ]
    if not content:
        raise PuzzleError(Sentence("empty: no puzzle here"), source)
    if content[0][1].startswith("<"):
        return read_webpbn_xml
    first_real = next((line for _, line in content if not line.startswith("#")), "")
    if _GG_HEADER.fullmatch(first_real):
        return read_gg
    lines = [line for _, line in content]
    if any(_SEED004.fullmatch(line) for line in lines):
        return read_seed004
    if any(_NON_SIZE.match(line) for line in lines):
        return read_non
    if any(_SEED003_SIZE.fullmatch(line) for line in lines):
        return read_seed003
    raise PuzzleError(
        Sentence(
            "unrecognised puzzle format: expected a .gg header such as 'shikaku 10x10', a "
            ".non file, webpbn XML, a seed 003/004 nonogram, a puzz.link URL or a Tatham ID"
        ),
        source,
        content[0][0],
    )
