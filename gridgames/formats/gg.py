"""The Grid Games text format (`.gg`, FORMATS.md section 1): read and write all genres.

Layout: a header `<genre> <W>x<H> [<variant>]`, then `key: value` metadata lines (kept in
order in `puzzle.meta`), then the body, then an optional `solution:` block. Nonograms put
their clues under `rows:` and `columns:`.

Comments and solution rows. A line whose first non-blank character is `#` is a comment,
EXCEPT inside a `solution:` block, where a line made only of `#`, `.`, spaces and tabs is a
solution row (a nonogram or fill-grid answer row such as `#..#` starts with `#` too). So a
comment inside a solution block must contain some other character (`# note` is fine, `#`
alone is a one-cell filled row). Likewise in a body whose rows may start with `#` (a
crossword grid's design): the genre's `gg_body_row` says which lines are rows. Other rules:
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
from typing import TYPE_CHECKING, TypeVar

from gridgames.engine.sentence import Sentence
from gridgames.errors import DraftError, PuzzleError
from gridgames.formats.common import (
    META_KEY,
    Entry,
    LineMap,
    check,
    clean_value,
    lines_of,
    parse_int,
    problems_of,
)
from gridgames.games.problem import CLUE, TOTAL, size_problems, where
from gridgames.games.registry import genre_named, genres

if TYPE_CHECKING:
    from gridgames.games.genre import Genre, Puzzle

P = TypeVar("P")

#: The section words of the format; each genre says which of them its files may have.
SECTION_NAMES = ("palette", "rows", "columns", "solution")
RESERVED_KEYS = frozenset(SECTION_NAMES)

_SIZE = re.compile(r"(\d+)[xX](\d+)")
_MARKER = re.compile(rf"({'|'.join(SECTION_NAMES)})\s*:", re.IGNORECASE)
_META = re.compile(rf"({META_KEY.pattern})\s*:(.*)")
_SOLUTION_ROW = re.compile(r"[#.][#.\s]*")

#: The metadata key that marks a draft: a design saved before it is a puzzle (see `as_saved`).
DRAFT_KEY = "draft"
DRAFT_VALUE = "not a puzzle yet"
#: The problems a draft may have: what an author leaves while drawing. A file whose rows,
#: size or answer do not fit its board is malformed, draft or not.
DRAFT_KINDS = frozenset({CLUE, TOTAL})


@dataclass
class GgSection:
    name: str
    marker: int | None  # line of `rows:` etc.; None for the implicit body
    entries: list[Entry] = field(default_factory=list)  # blank lines included

    def filled(self) -> list[Entry]:
        return [e for e in self.entries if e[1]]


@dataclass
class GgDocument:
    """The file cut into header, metadata and sections, before any genre rules: what a
    genre's `read_gg` turns into its puzzle, with the helpers every genre's body needs."""

    source: str
    header_line: int
    genre: Genre
    width: int
    height: int
    variant: str | None  # the genre's default variant when the header names none
    meta: dict[str, str]
    sections: dict[str, GgSection]
    validate: bool = True  # False: the genre's rules are not checked (a draft being made)

    def body(self) -> list[Entry]:
        """The lines after the header (blank lines included)."""
        return self.sections["body"].entries

    def fail(self, message: str, line: int | None) -> PuzzleError:
        return PuzzleError(message, self.source, line)

    def check(self, puzzle: Puzzle, lines: LineMap) -> None:
        """Raise the genre validator's first problem, located by `lines`; in a file marked
        as a draft, a DraftError when every problem is one an author can leave while
        drawing (a clue, a total), see `as_saved`."""
        if not self.validate:
            return
        if DRAFT_KEY in self.meta:
            found = problems_of(puzzle)
            if found and all(problem.kind in DRAFT_KINDS for problem in found):
                first = found[0]
                message = Sentence("a draft, not a puzzle yet: {problem}", problem=first.message)
                raise DraftError(message, self.source, lines.line_of(first), unmarked(puzzle))
        check(puzzle, self.source, lines)

    def token_rows(self, entries: list[Entry], what: str) -> list[Entry]:
        """Grid rows that must match the board exactly (one token per cell)."""
        rows = [e for e in entries if e[1]]
        for r, (number, line) in enumerate(rows):
            count = len(line.split())
            if r == self.height:
                raise self.fail(
                    Sentence(
                        "{what}: the board has only {height} rows", what=what, height=self.height
                    ),
                    number,
                )
            if count != self.width:
                raise self.fail(
                    Sentence(
                        "{what}: row {row} has {count} cells, expected {width}",
                        what=what,
                        row=r + 1,
                        count=count,
                        width=self.width,
                    ),
                    number,
                )
        if len(rows) < self.height:
            missing_at = rows[-1][0] if rows else self.header_line
            raise self.fail(
                Sentence(
                    "{what}: expected {height} rows, got {got}",
                    what=what,
                    height=self.height,
                    got=len(rows),
                ),
                missing_at,
            )
        return rows

    def cell(self, token: str, number: int, r: int, c: int) -> int | None:
        """A number or `.` (no number) in the grid."""
        if token == ".":
            return None
        return parse_int(token, self.source, number, where(r, c))

    def number_rows(self, rows: list[Entry]) -> tuple[tuple[int | None, ...], ...]:
        """Rows of numbers and `.`, as they stand (the validator checks their shape)."""
        return tuple(
            tuple(self.cell(token, number, r, c) for c, token in enumerate(line.split()))
            for r, (number, line) in enumerate(rows)
        )

    def picture(self, lines: LineMap) -> tuple[tuple[bool, ...], ...] | None:
        """A `#`/`.` answer block (None without one); its shape is the validator's to check."""
        section = self.sections.get("solution")
        if section is None:
            return None
        rows = section.filled()
        for number, line in rows:
            if not _SOLUTION_ROW.fullmatch(line):
                raise self.fail(
                    Sentence("the answer: rows use only '#' (filled) and '.' (empty)"), number
                )
        lines.solution = [number for number, _ in rows]
        lines.solution_end = section.marker
        return tuple(tuple(ch == "#" for ch in "".join(line.split())) for _, line in rows)


# --- reading -------------------------------------------------------------------------------


def read_gg(text: str, source: str = "<input>", validate: bool = True) -> Puzzle:
    """The puzzle in `text`; PuzzleError (naming `source` and the line) for text that does
    not read. `validate=False` skips the genre's rules, for a draft that is not a puzzle
    yet (edit mode keeps one between starts): the layout must still read."""
    doc = _scan(text, source)
    doc.validate = validate
    return doc.genre.read_gg(doc)


def _scan(text: str, source: str) -> GgDocument:
    doc: GgDocument | None = None
    current: GgSection | None = None
    meta_seen: dict[str, int] = {}
    for number, raw in enumerate(lines_of(text), start=1):
        line = raw.strip()
        solution = current if current is not None and current.name == "solution" else None
        if solution is not None and (
            _SOLUTION_ROW.fullmatch(line) or _palette_row(doc, line)  # type: ignore[arg-type]
        ):
            solution.entries.append((number, line))
            continue
        in_palette = current is not None and current.name == "palette"
        if in_palette and line and not _MARKER.fullmatch(line):
            current.entries.append((number, line))  # type: ignore[union-attr]
            continue  # a colour may be drawn as '#': a palette has no comment lines
        in_body = doc is not None and current is not None and current.name == "body"
        if in_body and doc.genre.gg_body_row(doc.variant, line):  # type: ignore[union-attr]
            current.entries.append((number, line))  # type: ignore[union-attr]
            continue  # a design row such as '# . o' (given shaded first), not a comment
        if line.startswith("#"):
            continue
        if doc is None:
            if line:
                doc = _header(line, number, source)
                current = _open(doc, "body", None) if doc.genre.gg_body else None
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
            raise PuzzleError(Sentence("clue line before 'rows:' or 'columns:'"), source, number)
    if doc is None:
        first, second = (f"'{genre.name} 10x10'" for genre in genres()[:2])
        said = Sentence("no puzzle here: expected a header such as {first} or {second}",
                        first=first, second=second)  # fmt: skip
        raise PuzzleError(said, source)
    return doc


def _palette_row(doc: GgDocument, line: str) -> bool:
    """A colour picture row: only the characters of the file's palette (so a row may start
    with a colour drawn as '#' without being a comment)."""
    palette = doc.sections.get("palette")
    if palette is None or not line:
        return False
    chars = {entry.split()[0] for _, entry in palette.entries if entry.split()}
    return all(ch in chars or ch.isspace() for ch in line)


def _header(line: str, number: int, source: str) -> GgDocument:
    def fail(message: str) -> PuzzleError:
        return PuzzleError(message, source, number)

    words = line.split()
    try:
        genre = genre_named(words[0].lower())
    except KeyError:
        known = ", ".join(genre.name for genre in genres())
        raise fail(
            Sentence(
                "expected a header '<genre> <width>x<height>' with genre one of {known}, got "
                "{found}",
                known=known,
                found=repr(words[0][:30]),
            )
        ) from None
    size = _SIZE.fullmatch(words[1]) if len(words) > 1 else None
    if size is None:
        raise fail(
            Sentence(
                "{genre}: expected the board size as WIDTHxHEIGHT, such as 10x10", genre=genre.name
            )
        )
    width = parse_int(size.group(1), source, number, Sentence("board width"))
    height = parse_int(size.group(2), source, number, Sentence("board height"))
    bad_size = size_problems(width, height)
    if bad_size:
        raise fail(bad_size[0].message)
    variant = words[2].lower() if len(words) > 2 else None
    if len(words) > 3:
        raise fail(
            Sentence(
                "unexpected text after the header: {extra}", extra=repr(" ".join(words[3:])[:30])
            )
        )
    names = [known.name for known in genre.variants]
    if names:
        variant = variant or names[0]
        if variant not in names:
            expected = ", ".join(names)
            raise fail(
                Sentence(
                    "unknown {genre} variant {variant}: expected {expected}",
                    genre=genre.name,
                    variant=repr(words[2]),
                    expected=expected,
                )
            )
    elif variant is not None:
        raise fail(
            Sentence(
                "{genre} has no variants (got {variant})", genre=genre.name, variant=repr(words[2])
            )
        )
    return GgDocument(source, number, genre, width, height, variant, {}, {})


def _open(doc: GgDocument, name: str, number: int | None) -> GgSection:
    if number is not None and name not in doc.genre.gg_sections:
        raise PuzzleError(
            Sentence("a {genre} file has no '{name}:' section", genre=doc.genre.name, name=name),
            doc.source,
            number,
        )
    if name in doc.sections:
        first = doc.sections[name].marker
        raise PuzzleError(
            Sentence("second '{name}:' section (first on line {first})", name=name, first=first),
            doc.source,
            number,
        )
    section = doc.sections[name] = GgSection(name, number)
    return section


def _add_meta(doc: GgDocument, seen: dict[str, int], key: str, value: str, number: int) -> None:
    if key.lower() in RESERVED_KEYS:
        raise PuzzleError(
            Sentence("nothing may follow '{key}:' on its line", key=key), doc.source, number
        )
    if key in seen:
        raise PuzzleError(
            Sentence("'{key}' given twice (first on line {first})", key=key, first=seen[key]),
            doc.source,
            number,
        )
    seen[key] = number
    doc.meta[key] = value


# --- writing -------------------------------------------------------------------------------


def write_gg(puzzle: Puzzle) -> str:
    """The puzzle as `.gg` text. Raises PuzzleError for metadata it cannot write (a key
    that is not a word, or a reserved one), rather than write a file it cannot read."""
    genre = genre_named(puzzle.genre)
    header = f"{puzzle.genre} {puzzle.width}x{puzzle.height}"
    variant = getattr(puzzle, "variant", None)
    if genre.variants and variant is not None:
        header += f" {variant}"
    return "\n".join([header, *_meta_lines(puzzle.meta), *genre.write_gg(puzzle)]) + "\n"


def as_saved(puzzle: P) -> P:
    """The puzzle as a file keeps it: one that is not a puzzle yet (Shikaku numbers that do
    not add up to the board, a Hitori cell without a number, typed nonogram clues that
    contradict) gets the `draft: not a puzzle yet` line, so a designer's Save keeps
    exactly what was drawn and the reader knows to hand it back as a draft (DraftError)
    rather than as a puzzle; a puzzle loses a marker left from its drafts."""
    if problems_of(puzzle):
        return replace(puzzle, meta={**puzzle.meta, DRAFT_KEY: DRAFT_VALUE})
    return unmarked(puzzle)


def unmarked(puzzle: P) -> P:
    """The puzzle without the draft marker (as edit mode holds it)."""
    if DRAFT_KEY not in puzzle.meta:
        return puzzle
    meta = {key: value for key, value in puzzle.meta.items() if key != DRAFT_KEY}
    return replace(puzzle, meta=meta)


def is_draft(puzzle: Puzzle) -> bool:
    """Whether the puzzle is not a puzzle yet: only a draft `.gg` file can hold it."""
    return bool(problems_of(puzzle))


def _meta_lines(meta: dict[str, str]) -> list[str]:
    out = []
    for key, value in meta.items():
        if not META_KEY.fullmatch(key) or key.lower() in RESERVED_KEYS:
            raise PuzzleError(
                Sentence("cannot write metadata key {key} in a .gg file", key=repr(key)), "<output>"
            )
        out.append(f"{key}: {clean_value(value)}".rstrip())
    return out


def aligned(grid: list[list[str]]) -> list[str]:
    """Right-aligned columns, so a board with two-digit numbers still reads as a grid."""
    size = max((len(token) for row in grid for token in row), default=1)
    return [" ".join(token.rjust(size) for token in row) for row in grid]


def number_lines(numbers: tuple[tuple[int | None, ...], ...]) -> list[str]:
    """Rows of numbers, `.` for none, aligned."""
    return aligned([["." if v is None else str(v) for v in row] for row in numbers])


def picture_lines(picture: tuple[tuple[bool, ...], ...] | None) -> list[str]:
    """A `solution:` block of `#` (filled) and `.` rows; nothing without a picture."""
    if picture is None:
        return []
    return ["solution:", *("".join("#" if cell else "." for cell in row) for row in picture)]
