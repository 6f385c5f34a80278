"""The Grid Games text format (`.gg`, FORMATS.md section 1): read and write all genres.

Layout: a header `<genre> <W>x<H> [<variant>]`, then `key: value` metadata lines (kept in
order in `puzzle.meta`), then the body, then an optional `solution:` block. Nonograms put
their clues under `rows:` and `columns:`.

Comments and solution rows. A line whose first non-blank character is `#` is a comment,
EXCEPT inside a `solution:` block, where a line made only of `#`, `.`, spaces and tabs is a
solution row (a nonogram or fill-grid answer row such as `#..#` starts with `#` too). So a
comment inside a solution block must contain some other character (`# note` is fine, `#`
alone is a one-cell filled row). Other rules:
- blank lines are ignored, except that in a `rows:`/`columns:` block they may stand for
  empty clues when counting shows that is meant (see `common.clue_block`); `0` is clearer;
- metadata may appear anywhere outside the solution block; a key may appear once;
- `rows`, `columns` and `solution` are reserved and cannot be metadata keys;
- the solution block runs to the next section line (`rows:`...) or the end of the file,
  and no metadata is recognised inside it.

The writer emits exactly this, and `read_gg(write_gg(p)) == p` with `meta` and
`given_solution` preserved (metadata values are written on one line, whitespace collapsed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import cast

from gridgames.errors import PuzzleError
from gridgames.formats.common import (
    META_KEY,
    Entry,
    LineMap,
    Puzzle,
    check,
    clean_value,
    clue_block,
    lines_of,
    parse_blocks,
    parse_int,
)
from gridgames.games.fillgrid.puzzle import VARIANTS, FillGridPuzzle, Variant
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import size_problems, where
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle

GENRES = ("shikaku", "nonogram", "fillgrid")
SECTIONS = {"shikaku": ("solution",), "nonogram": ("rows", "columns", "solution"),
            "fillgrid": ("solution",)}  # fmt: skip
RESERVED_KEYS = frozenset(("rows", "columns", "solution"))

_SIZE = re.compile(r"(\d+)[xX](\d+)")
_MARKER = re.compile(r"(rows|columns|solution)\s*:", re.IGNORECASE)
_META = re.compile(rf"({META_KEY.pattern})\s*:(.*)")
_SOLUTION_ROW = re.compile(r"[#.][#.\s]*")


@dataclass
class _Section:
    name: str
    marker: int | None  # line of `rows:` etc.; None for the implicit body
    entries: list[Entry] = field(default_factory=list)  # blank lines included

    def filled(self) -> list[Entry]:
        return [e for e in self.entries if e[1]]


@dataclass
class _Document:
    """The file cut into header, metadata and sections, before any genre rules."""

    source: str
    header_line: int
    genre: str
    width: int
    height: int
    variant: str | None
    meta: dict[str, str]
    sections: dict[str, _Section]


# --- reading -------------------------------------------------------------------------------


def read_gg(text: str, source: str = "<input>") -> Puzzle:
    doc = _scan(text, source)
    if doc.genre == "shikaku":
        return _read_shikaku(doc)
    if doc.genre == "nonogram":
        return _read_nonogram(doc)
    return _read_fillgrid(doc)


def _scan(text: str, source: str) -> _Document:
    doc: _Document | None = None
    current: _Section | None = None
    meta_seen: dict[str, int] = {}
    for number, raw in enumerate(lines_of(text), start=1):
        line = raw.strip()
        solution = current if current is not None and current.name == "solution" else None
        if solution is not None and _SOLUTION_ROW.fullmatch(line):
            solution.entries.append((number, line))
            continue
        if line.startswith("#"):
            continue
        if doc is None:
            if line:
                doc = _header(line, number, source)
                current = None if doc.genre == "nonogram" else _open(doc, "body", None)
            continue
        marker = _MARKER.fullmatch(line)
        if marker:
            current = _open(doc, marker.group(1).lower(), number)
            continue
        meta = None if solution is not None else _META.fullmatch(line)
        if meta:
            _add_meta(doc, meta_seen, meta.group(1), meta.group(2).strip(), number)
        elif current is not None:
            current.entries.append((number, line))
        elif line:
            raise PuzzleError("clue line before 'rows:' or 'columns:'", source, number)
    if doc is None:
        raise PuzzleError(
            "no puzzle here: expected a header such as 'shikaku 10x10' or 'nonogram 5x5'",
            source,
        )
    return doc


def _header(line: str, number: int, source: str) -> _Document:
    def fail(message: str) -> PuzzleError:
        return PuzzleError(message, source, number)

    words = line.split()
    genre = words[0].lower()
    if genre not in GENRES:
        raise fail(
            f"expected a header '<genre> <width>x<height>' with genre shikaku, nonogram or "
            f"fillgrid, got {words[0][:30]!r}"
        )
    size = _SIZE.fullmatch(words[1]) if len(words) > 1 else None
    if size is None:
        raise fail(f"{genre}: expected the board size as WIDTHxHEIGHT, such as 10x10")
    width = parse_int(size.group(1), source, number, "board width")
    height = parse_int(size.group(2), source, number, "board height")
    bad_size = size_problems(width, height)
    if bad_size:
        raise fail(bad_size[0].message)
    variant = words[2].lower() if len(words) > 2 else None
    if len(words) > 3:
        raise fail(f"unexpected text after the header: {' '.join(words[3:])[:30]!r}")
    if genre == "fillgrid":
        variant = variant or "free"
        if variant not in VARIANTS:
            raise fail(f"unknown fill-grid variant {words[2]!r}: expected {', '.join(VARIANTS)}")
    elif variant is not None:
        raise fail(f"{genre} has no variants (got {words[2]!r})")
    return _Document(source, number, genre, width, height, variant, {}, {})


def _open(doc: _Document, name: str, number: int | None) -> _Section:
    if number is not None and name not in SECTIONS[doc.genre]:
        raise PuzzleError(f"a {doc.genre} file has no '{name}:' section", doc.source, number)
    if name in doc.sections:
        first = doc.sections[name].marker
        raise PuzzleError(f"second '{name}:' section (first on line {first})", doc.source, number)
    section = doc.sections[name] = _Section(name, number)
    return section


def _add_meta(doc: _Document, seen: dict[str, int], key: str, value: str, number: int) -> None:
    if key.lower() in RESERVED_KEYS:
        raise PuzzleError(f"nothing may follow '{key}:' on its line", doc.source, number)
    if key in seen:
        raise PuzzleError(f"'{key}' given twice (first on line {seen[key]})", doc.source, number)
    seen[key] = number
    doc.meta[key] = value


def _token_rows(doc: _Document, entries: list[Entry], what: str) -> list[Entry]:
    """Grid rows that must match the board exactly (Shikaku clues and answers, whose model
    has no grid for a validator to look at)."""
    rows = [e for e in entries if e[1]]
    for r, (number, line) in enumerate(rows):
        count = len(line.split())
        if r == doc.height:
            raise PuzzleError(f"{what}: the board has only {doc.height} rows", doc.source, number)
        if count != doc.width:
            raise PuzzleError(
                f"{what}: row {r + 1} has {count} cells, expected {doc.width}", doc.source, number
            )
    if len(rows) < doc.height:
        where_missing = rows[-1][0] if rows else doc.header_line
        raise PuzzleError(
            f"{what}: expected {doc.height} rows, got {len(rows)}", doc.source, where_missing
        )
    return rows


def _cell(token: str, doc: _Document, number: int, r: int, c: int) -> int | None:
    if token == ".":
        return None
    return parse_int(token, doc.source, number, where(r, c))


def _read_shikaku(doc: _Document) -> ShikakuPuzzle:
    rows = _token_rows(doc, doc.sections["body"].entries, "the board")
    clues = []
    for r, (number, line) in enumerate(rows):
        for c, token in enumerate(line.split()):
            value = _cell(token, doc, number, r, c)
            if value is not None:
                clues.append(Clue(r, c, value))
    puzzle = ShikakuPuzzle(doc.width, doc.height, tuple(clues), doc.meta)
    lines = LineMap(board=doc.header_line, rows=[n for n, _ in rows], rows_end=doc.header_line)
    check(puzzle, doc.source, lines)
    section = doc.sections.get("solution")
    if section is None:
        return puzzle
    puzzle = replace(puzzle, given_solution=_shikaku_answer(doc, section, puzzle))
    lines.solution_end = section.marker
    check(puzzle, doc.source, lines)
    return puzzle


def _shikaku_answer(doc: _Document, section: _Section, puzzle: ShikakuPuzzle) -> tuple[Rect, ...]:
    """Tokens to rectangles: each token's cells must be a rectangle holding exactly one
    clue, of the clue's area. Errors name the line where the token first appears."""
    rows = _token_rows(doc, section.entries, "the answer")
    cells: dict[str, list[tuple[int, int]]] = {}
    for r, (_, line) in enumerate(rows):
        for c, token in enumerate(line.split()):
            cells.setdefault(token, []).append((r, c))
    clue_at = {(clue.row, clue.col): clue for clue in puzzle.clues}
    by_clue: dict[Clue, Rect] = {}
    for token, group in cells.items():
        number = rows[group[0][0]][0]
        rect = _bounding_rect(group)
        if rect.area != len(group):
            raise PuzzleError(
                f"the answer: the cells marked {token!r} do not form a rectangle",
                doc.source,
                number,
            )
        inside = [clue_at[cell] for cell in group if cell in clue_at]
        if len(inside) != 1:
            raise PuzzleError(
                f"the answer: rectangle {token!r} holds {len(inside)} clues, it must hold one",
                doc.source,
                number,
            )
        if inside[0].value != rect.area:
            raise PuzzleError(
                f"the answer: rectangle {token!r} has {rect.area} cells but its clue is "
                f"{inside[0].value}",
                doc.source,
                number,
            )
        by_clue[inside[0]] = rect
    return tuple(by_clue[clue] for clue in puzzle.clues)


def _bounding_rect(cells: list[tuple[int, int]]) -> Rect:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    bottom = max(r for r, _ in cells)
    right = max(c for _, c in cells)
    return Rect(top, left, bottom - top + 1, right - left + 1)


def _read_nonogram(doc: _Document) -> NonogramPuzzle:
    lines = LineMap(board=doc.header_line)
    clues = {}
    for name, count in (("rows", doc.height), ("columns", doc.width)):
        section = doc.sections.get(name)
        if section is None:
            raise PuzzleError(f"missing '{name}:' section", doc.source, doc.header_line)
        entries = clue_block(section.entries, count)
        what = name[:-1]
        clues[name] = tuple(
            parse_blocks(line, doc.source, number, f"{what} {i + 1} clue")
            for i, (number, line) in enumerate(entries)
        )
        numbers = [number for number, _ in entries]
        if name == "rows":
            lines.rows, lines.rows_end = numbers, section.marker
        else:
            lines.cols, lines.cols_end = numbers, section.marker
    puzzle = NonogramPuzzle(
        doc.width,
        doc.height,
        clues["rows"],
        clues["columns"],
        doc.meta,
        _picture(doc, lines),
    )
    check(puzzle, doc.source, lines)
    return puzzle


def _picture(doc: _Document, lines: LineMap) -> tuple[tuple[bool, ...], ...] | None:
    """A `#`/`.` answer block; its shape is checked by the genre validator."""
    section = doc.sections.get("solution")
    if section is None:
        return None
    rows = section.filled()
    for number, line in rows:
        if not _SOLUTION_ROW.fullmatch(line):
            raise PuzzleError(
                "the answer: rows use only '#' (filled) and '.' (empty)", doc.source, number
            )
    lines.solution = [number for number, _ in rows]
    lines.solution_end = section.marker
    return tuple(tuple(ch == "#" for ch in "".join(line.split())) for _, line in rows)


def _read_fillgrid(doc: _Document) -> FillGridPuzzle:
    rows = doc.sections["body"].filled()
    variant = doc.variant or "free"
    if not rows and variant == "free":
        numbers = FillGridPuzzle.free(doc.width, doc.height).numbers
    else:
        numbers = tuple(
            tuple(_cell(token, doc, number, r, c) for c, token in enumerate(line.split()))
            for r, (number, line) in enumerate(rows)
        )
    lines = LineMap(board=doc.header_line, rows=[n for n, _ in rows], rows_end=doc.header_line)
    puzzle = FillGridPuzzle(
        doc.width,
        doc.height,
        cast(Variant, variant),  # checked against VARIANTS in _header
        numbers,
        doc.meta,
        _picture(doc, lines),
    )
    check(puzzle, doc.source, lines)
    return puzzle


# --- writing -------------------------------------------------------------------------------


def write_gg(puzzle: Puzzle) -> str:
    """The puzzle as `.gg` text. Raises PuzzleError for metadata it cannot write (a key
    that is not a word, or a reserved one), rather than write a file it cannot read."""
    header = f"{puzzle.genre} {puzzle.width}x{puzzle.height}"
    if isinstance(puzzle, FillGridPuzzle):
        header += f" {puzzle.variant}"
    out = [header, *_meta_lines(puzzle.meta)]
    if isinstance(puzzle, ShikakuPuzzle):
        grid = [["."] * puzzle.width for _ in range(puzzle.height)]
        for r, c, value in puzzle.clues:
            if 0 <= r < puzzle.height and 0 <= c < puzzle.width:
                grid[r][c] = str(value)
        out += _aligned(grid)
        if puzzle.given_solution is not None:
            out += ["solution:", *_aligned(_labels(puzzle))]
    elif isinstance(puzzle, NonogramPuzzle):
        out.append("rows:")
        out += [" ".join(map(str, clue)) or "0" for clue in puzzle.rows]
        out.append("columns:")
        out += [" ".join(map(str, clue)) or "0" for clue in puzzle.columns]
    else:
        out += _aligned([["." if v is None else str(v) for v in row] for row in puzzle.numbers])
    if not isinstance(puzzle, ShikakuPuzzle) and puzzle.given_solution is not None:
        out.append("solution:")
        out += ["".join("#" if cell else "." for cell in row) for row in puzzle.given_solution]
    return "\n".join(out) + "\n"


def _meta_lines(meta: dict[str, str]) -> list[str]:
    out = []
    for key, value in meta.items():
        if not META_KEY.fullmatch(key) or key.lower() in RESERVED_KEYS:
            raise PuzzleError(f"cannot write metadata key {key!r} in a .gg file", "<output>")
        out.append(f"{key}: {clean_value(value)}".rstrip())
    return out


def _aligned(grid: list[list[str]]) -> list[str]:
    """Right-aligned columns, so a board with two-digit numbers still reads as a grid."""
    size = max((len(token) for row in grid for token in row), default=1)
    return [" ".join(token.rjust(size) for token in row) for row in grid]


def _labels(puzzle: ShikakuPuzzle) -> list[list[str]]:
    grid = [["."] * puzzle.width for _ in range(puzzle.height)]
    for i, rect in enumerate(puzzle.given_solution or ()):
        for r, c in rect.cells():
            if 0 <= r < puzzle.height and 0 <= c < puzzle.width:
                grid[r][c] = _label(i)
    return grid


def _label(index: int) -> str:
    """a..z, aa..zz, aaa.. -- short tokens for rectangle names."""
    label = ""
    index += 1
    while index:
        index, digit = divmod(index - 1, 26)
        label = chr(ord("a") + digit) + label
    return label
