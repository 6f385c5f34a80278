"""puzz.link / pzprjs URLs for Shikaku, Hitori, Kurodoko and Nonogram, read and written exactly.

A URL is `[http(s)://]HOST/p?GENRE/[FLAGS/]COLS/ROWS/BODY`. As in pzprjs's parser
(src/pzpr/parser.js, parseURLData), a first segment after the genre that is not a number is
the flags segment; none of our genres uses flags, so it is skipped. The body is read the way
pzprjs's decoders read it, but strictly: pzprjs skips characters it does not know and ignores
what is left over, while we name the character and its column, or say how many cells came.

- shikaku, kurodoko: "number16" (src/puzzle/Encode.js, readNumber16/writeNumber16): `0`-`f` a
  value, `-hh`, `+hhh`, `=hhh` (+4096), `%hhh` (+8192), `*hhhh` (+12240), `$hhhhh` (+77776);
  `g`-`z` skip 1-20 cells; `.` is a '?' clue of unknown value, which our puzzles cannot hold.
- hitori (src/variety/hitori.js, decodeHitori/encodeHitori): one base-36 digit `0`-`z` per cell,
  `-xx` two base-36 digits for 36-1295, `.` an empty cell and `%`/`@` an unknown one (both
  refused: a Hitori has a number in every cell).
- nonogram: clue cells outside the grid, in puzzlink_nonogram.py.

Clues must lie in the genre's range (shikaku 1 to w*h, kurodoko 1 to w+h-1, hitori 1 to
max(w, h)). Writers give `https://puzz.link/p?GENRE/COLS/ROWS/BODY`, exactly what pzprjs's
encoders print, except that the `=`, `%`, `*` and `$` forms are zero-padded to the width
pzprjs's decoder reads (its encoder forgets to pad them, and then cannot read its own URL).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import NamedTuple

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.puzzlink_nonogram import read_nonogram_body, write_nonogram_body
from gridgames.formats.tatham import (
    Kind,
    Token,
    Where,
    bounded_int,
    cells_from_tokens,
    check_size,
    check_value,
    check_writable,
    encode_cells,
    puzzle_cells,
    puzzle_from_cells,
    shown,
    strip_line,
    validated,
)
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.puzzle import ShikakuPuzzle

__all__ = ["read_puzzlink_url", "write_puzzlink_url", "GENRES", "URL_PREFIX"]

GENRES: tuple[str, ...] = ("shikaku", "hitori", "kurodoko", "nonogram")
URL_PREFIX = "https://puzz.link/p?"
_HOST = re.compile(
    r"(?:https?://)?(?:www\.)?(?:puzz\.link/p|pzv\.jp/p\.html|pzprxs\.vercel\.app/p)",
    re.IGNORECASE,
)
_SKIP_LETTERS = "ghijklmnopqrstuvwxyz"  # g = skip 1 cell ... z = skip 20
_HEX = frozenset(string.hexdigits)
_BASE36 = string.digits + string.ascii_lowercase
_BASE36_ANY_CASE = frozenset(_BASE36 + string.ascii_uppercase)


class _Wide(NamedTuple):
    """One number16 form: `prefix` then `digits` hex digits, holding offset..limit-1."""

    prefix: str
    digits: int
    offset: int
    limit: int


_NUMBER16 = (
    _Wide("", 1, 0, 16),
    _Wide("-", 2, 0, 256),
    _Wide("+", 3, 0, 4096),
    _Wide("=", 3, 4096, 8192),
    _Wide("%", 3, 8192, 12240),
    _Wide("*", 4, 12240, 77776),
    _Wide("$", 5, 77776, 77776 + 16**5),
)
_NUMBER16_BY_PREFIX = {form.prefix: form for form in _NUMBER16 if form.prefix}


# --------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------


def read_puzzlink_url(
    text: str, source: str = "<input>", *, validate: bool = True
) -> ShikakuPuzzle | FillGridPuzzle | NonogramPuzzle:
    """Decode a puzz.link (or pzv.jp, pzprxs) URL for shikaku, hitori, kurodoko or nonogram.
    Every problem is a PuzzleError on line 1 that says what is wrong and, where it can, the
    column. The clues are then validated like a file's (`validate=False`: the bare codec,
    for tests of the encoding alone)."""
    line, where = strip_line(text, source)
    query = line.find("?")
    if query < 0 or _HOST.fullmatch(line[:query]) is None:
        raise where.error(
            Sentence(
                "not a puzz.link URL: expected {url_prefix}GENRE/COLS/ROWS/BODY",
                url_prefix=URL_PREFIX,
            )
        )
    segments = _segments(line, query + 1)
    genre = _genre(segments[0], where)
    rest = segments[1:]
    if rest and not _is_number(rest[0].text):
        rest = rest[1:]  # the flags segment
    if len(rest) < 3:
        raise where.error(
            Sentence(
                "missing size or body: expected {url_prefix}{genre}/COLS/ROWS/BODY",
                url_prefix=URL_PREFIX,
                genre=genre,
            )
        )
    width = _side(rest[0], Sentence("width"), where)
    height = _side(rest[1], Sentence("height"), where)
    check_size(width, height, where.at(rest[0].start), f"{rest[0].text}x{rest[1].text}")
    body_where = where.at(rest[2].start)
    body = line[rest[2].start :]
    if genre == "nonogram":
        return validated(read_nonogram_body(body, width, height, body_where), source, validate)
    if genre == "hitori":
        tokens = _hitori_tokens(body, width, height, body_where)
    else:
        tokens = _number16_tokens(body, genre, width, height, body_where)
    cells = cells_from_tokens(tokens, width * height, body_where)
    return validated(puzzle_from_cells(genre, width, height, cells), source, validate)


class _Segment(NamedTuple):
    start: int  # index in the line
    text: str


def _segments(line: str, start: int) -> list[_Segment]:
    """The query split on `/`, each piece with its position for error messages."""
    segments: list[_Segment] = []
    for piece in line[start:].split("/"):
        segments.append(_Segment(start, piece))
        start += len(piece) + 1
    return segments


def _genre(segment: _Segment, where: Where) -> str:
    for genre in GENRES:
        if segment.text.lower() == genre:
            return genre
    raise where.error(
        Sentence(
            "unknown puzz.link genre {text}: expected {genres}",
            text=shown(segment.text),
            genres=", ".join(GENRES),
        ),
        segment.start,
    )


def _is_number(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _side(segment: _Segment, label: str, where: Where) -> int:
    if not _is_number(segment.text):
        raise where.error(
            Sentence("malformed {label} {text}", label=label, text=shown(segment.text)),
            segment.start,
        )
    return bounded_int(segment.text)


def _number16_tokens(
    body: str, genre: Kind, width: int, height: int, where: Where
) -> Iterator[Token]:
    index = 0
    while index < len(body):
        char = body[index]
        if char in _SKIP_LETTERS:
            yield Token(index, None, _SKIP_LETTERS.index(char) + 1)
            index += 1
            continue
        if char in "0123456789abcdef":
            value, size = int(char, 16), 1
        elif char in _NUMBER16_BY_PREFIX:
            form = _NUMBER16_BY_PREFIX[char]
            value = _payload(body, index, form.digits, _HEX, where, 16) + form.offset
            size = form.digits + 1
        elif char == ".":
            raise where.error(
                Sentence("'.' is a '?' clue of unknown value, which is not supported"), index
            )
        else:
            raise where.error(Sentence("bad character {char}", char=repr(char)), index)
        yield Token(index, check_value(value, genre, width, height, where, index), 1)
        index += size


def _hitori_tokens(body: str, width: int, height: int, where: Where) -> Iterator[Token]:
    index = 0
    while index < len(body):
        char = body[index]
        if char in _BASE36:
            value, size = int(char, 36), 1
        elif char == "-":
            value, size = _payload(body, index, 2, _BASE36_ANY_CASE, where, 36), 3
        elif char == ".":
            raise where.error(
                Sentence("'.' is an empty cell, but a hitori needs a number in each"), index
            )
        elif char in "%@":
            raise where.error(
                Sentence("{char} is a '?' cell of unknown value, not supported", char=repr(char)),
                index,
            )
        else:
            raise where.error(Sentence("bad character {char}", char=repr(char)), index)
        yield Token(index, check_value(value, "hitori", width, height, where, index), 1)
        index += size


def _payload(
    body: str, index: int, digits: int, allowed: frozenset[str], where: Where, base: int
) -> int:
    """The fixed-width digits after a prefix character; int() is only ever given checked
    characters (it would also accept spaces, `_` and a sign)."""
    payload = body[index + 1 : index + 1 + digits]
    bad = next((offset for offset, char in enumerate(payload) if char not in allowed), None)
    if bad is not None:
        raise where.error(
            Sentence("bad character {char} in a number", char=repr(payload[bad])), index + 1 + bad
        )
    if len(payload) < digits:
        char = repr(body[index])
        if base == 16:
            said = Sentence("{char} must be followed by {digits} hex digits", char=char,
                            digits=digits)  # fmt: skip
        else:
            said = Sentence("{char} must be followed by {digits} base-36 digits", char=char,
                            digits=digits)  # fmt: skip
        raise where.error(said, index)
    return int(payload, base)


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def write_puzzlink_url(puzzle: ShikakuPuzzle | FillGridPuzzle | NonogramPuzzle) -> str:
    """Encode a shikaku, hitori, kurodoko or nonogram puzzle as a puzz.link URL."""
    if isinstance(puzzle, NonogramPuzzle):
        body = write_nonogram_body(puzzle)
        return f"{URL_PREFIX}nonogram/{puzzle.width}/{puzzle.height}/{body}"
    genre, cells = puzzle_cells(puzzle)
    check_writable(genre, puzzle.width, puzzle.height, cells)
    if genre == "hitori":
        body = "".join(_write_base36(value) for value in cells if value is not None)
    else:
        body = encode_cells(cells, _SKIP_LETTERS, _write_number16)
    return f"{URL_PREFIX}{genre}/{puzzle.width}/{puzzle.height}/{body}"


def _write_number16(value: int) -> str:
    for form in _NUMBER16:
        if value < form.limit:
            return form.prefix + format(value - form.offset, f"0{form.digits}x")
    raise PuzzleError(
        Sentence("number {value} is too large for a puzz.link URL", value=value), "<puzzle>"
    )


def _write_base36(value: int) -> str:
    if value < 36:
        return _BASE36[value]
    high, low = divmod(value, 36)
    if high >= 36:
        raise PuzzleError(
            Sentence("number {value} is too large for a puzz.link hitori", value=value), "<puzzle>"
        )
    return "-" + _BASE36[high] + _BASE36[low]


def holds(puzzle: object) -> bool:
    """Does puzz.link have a genre for this kind of puzzle (the export dialog asks)?"""
    if isinstance(puzzle, NonogramPuzzle):
        return not puzzle.is_colour  # puzz.link's nonogram is black and white
    return isinstance(puzzle, ShikakuPuzzle) or (
        isinstance(puzzle, FillGridPuzzle) and puzzle.variant in GENRES
    )
