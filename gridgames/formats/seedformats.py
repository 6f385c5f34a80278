"""The two nonogram input formats of the seed write-ups (seeds/README.md).

Seed 003 (exhaustive search, Japanese): `R n` (number of rows), `C n` (number of columns),
then one `r k1 k2 ...` line per row and one `c k1 k2 ...` line per column, in order. A bare
`r` or `r 0` is an empty row.

Seed 004 (line intersection, Chinese; python challenge's `warmup.txt`): a `Dimensions` line
followed by `W H`, then `Horizontal` and one row clue per line, then `Vertical` and one
column clue per line. The section names may carry a leading `#`, as the original file has.

Both: blank lines are ignored and other `#` lines are comments; a lone `0` is an empty
clue.
"""

from __future__ import annotations

import re

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import (
    Entry,
    LineMap,
    check,
    checked_side,
    lines_of,
    parse_blocks,
    parse_int,
)
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import clue_name

_SECTION_004 = re.compile(r"#?\s*(dimensions|horizontal|vertical)\s*:?", re.IGNORECASE)


def _content(text: str) -> list[Entry]:
    """Non-blank, non-comment lines with their numbers."""
    return [
        (number, line.strip())
        for number, line in enumerate(lines_of(text), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]


WIDTH, HEIGHT = Sentence("width"), Sentence("height")  # the board's, named in a message
COLUMNS = Sentence("number of columns (C)")


def _build(
    width: int,
    height: int,
    rows: list[Entry],
    columns: list[Entry],
    source: str,
    lines: LineMap,
) -> NonogramPuzzle:
    parsed = {}
    for name, entries in (("row", rows), ("column", columns)):
        parsed[name] = tuple(
            parse_blocks(text, source, number, clue_name(name, i + 1))
            for i, (number, text) in enumerate(entries)
        )
    lines.rows, lines.cols = [n for n, _ in rows], [n for n, _ in columns]
    puzzle = NonogramPuzzle(width, height, parsed["row"], parsed["column"])
    check(puzzle, source, lines)
    return puzzle


def read_seed003(text: str, source: str = "<input>") -> NonogramPuzzle:
    sizes: dict[str, tuple[int, int]] = {}
    clues: dict[str, list[Entry]] = {"r": [], "c": []}
    for number, line in _content(text):
        sign, rest = (line.split(None, 1) + [""])[:2]
        if sign in ("R", "C"):
            if sign in sizes:
                raise PuzzleError(Sentence("'{sign}' given twice", sign=sign), source, number)
            name = Sentence("number of rows (R)") if sign == "R" else COLUMNS
            value = parse_int(rest.strip(), source, number, name)
            sizes[sign] = (checked_side(value, name, source, number, across=sign == "C"), number)
        elif sign in ("r", "c"):
            clues[sign].append((number, rest))
        else:
            raise PuzzleError(
                Sentence(
                    "expected a line starting with R, C, r or c, got {sign}", sign=repr(sign[:20])
                ),
                source,
                number,
            )
    for sign in ("R", "C"):
        if sign not in sizes:
            raise PuzzleError(Sentence("missing the '{sign} n' line", sign=sign), source)
    lines = LineMap(board=sizes["R"][1], rows_end=sizes["R"][1], cols_end=sizes["C"][1])
    return _build(sizes["C"][0], sizes["R"][0], clues["r"], clues["c"], source, lines)


def read_seed004(text: str, source: str = "<input>") -> NonogramPuzzle:
    sections: dict[str, tuple[int, list[Entry]]] = {}
    current: list[Entry] | None = None
    for number, raw in enumerate(lines_of(text), start=1):
        line = raw.strip()
        section = _SECTION_004.fullmatch(line)
        if section:
            name = section.group(1).lower()
            if name in sections:
                raise PuzzleError(
                    Sentence("second '{name}' section", name=section.group(1)), source, number
                )
            current = []
            sections[name] = (number, current)
        elif not line or line.startswith("#"):
            continue
        elif current is None:
            raise PuzzleError(
                Sentence("expected 'Dimensions' before anything else"), source, number
            )
        else:
            current.append((number, line))
    if "dimensions" not in sections:
        raise PuzzleError(Sentence("missing the 'Dimensions' section"), source)
    marker, dims = sections["dimensions"]
    if len(dims) != 1 or len(dims[0][1].split()) != 2:
        where = dims[1][0] if len(dims) > 1 else dims[0][0] if dims else marker
        raise PuzzleError(Sentence("'Dimensions' takes one line: WIDTH HEIGHT"), source, where)
    number, line = dims[0]
    width_text, height_text = line.split()
    width = checked_side(parse_int(width_text, source, number, WIDTH), WIDTH, source, number)
    height = checked_side(
        parse_int(height_text, source, number, HEIGHT), HEIGHT, source, number, across=False
    )
    for name in ("horizontal", "vertical"):
        if name not in sections:
            raise PuzzleError(
                Sentence("missing the '{name}' section", name=name.capitalize()), source
            )
    rows_marker, rows = sections["horizontal"]
    cols_marker, columns = sections["vertical"]
    lines = LineMap(board=number, rows_end=rows_marker, cols_end=cols_marker)
    return _build(width, height, rows, columns, source, lines)
