"""Simon Tatham's Portable Puzzle Collection game IDs, read and written exactly.

A game ID is what Tatham's programs show under Game > Specific and accept on the command line,
with the game's name in front: `rect:12x12:g8g8e6...`. Four of his games hold our genres, and
each description is decoded the way his `validate_desc`/`new_game` do (checked against rect.c,
range.c, singles.c and pattern.c in the sgtpuzzles sources):

- `rect` (Shikaku): the cells in reading order. `a`-`z` is a run of 1-26 empty cells, a decimal
  number is a clue, `_` separates two clues that would otherwise run together.
- `range` (Kurodoko): the same scheme (range.c's encoder is a copy of rect.c's), clues 1 to
  w+h-1.
- `singles` (Hitori): exactly one character per cell, `0-9`, `a-z`, `A-Z` for 0-61 (`c2n`), and
  every number between 1 and max(w, h).
- `pattern` (Nonogram): the column clues left to right, then the row clues top to bottom, `/`
  between lines and `.` between the numbers of a line. A blank line is the empty string (the
  encoder writes nothing before its `/`). The optional `,` section of pre-filled squares is
  checked and then dropped: our model has no fixed cells, and the clues alone define the puzzle.

Writers produce what Tatham's own encoders would print, so `write(read(x)) == x` for any ID his
programs generate. The helpers that puzzlink.py shares (error locations, run-length cell
encoding, clue ranges, puzzles built from a row-major cell list) live here too.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple, TypeVar

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import check
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import line_name
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle

__all__ = ["read_tatham_id", "write_tatham_id", "GAMES"]

Puzzle = ShikakuPuzzle | FillGridPuzzle | NonogramPuzzle
P = TypeVar("P", ShikakuPuzzle, FillGridPuzzle, NonogramPuzzle)
Cells = list[int | None]
Kind = Literal["shikaku", "hitori", "kurodoko"]

MAX_SIDE = 200
# Tatham's game name for each of our genres; the genre names are accepted as `game=` aliases.
GAMES = {"rect": "shikaku", "singles": "hitori", "range": "kurodoko", "pattern": "nonogram"}
_GAME_BY_GENRE = {genre: game for game, genre in GAMES.items()}
_DIGITS = frozenset(string.digits)
_ALPHABET = string.ascii_lowercase
# Parameter suffixes each game's decode_params accepts after WxH (full parameter strings).
_PARAM_SUFFIX = {"rect": r"(?:e[0-9.]*)?a?", "singles": r"(?:d.)?", "range": "", "pattern": ""}
# singles.c's n2c: one character for every value 0-61.
_SINGLES_CHARS = string.digits + string.ascii_lowercase + string.ascii_uppercase
_WRITER = "<puzzle>"


# --------------------------------------------------------------------------------------------
# Helpers shared with puzzlink.py
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Where:
    """Where a piece of one-line input sits, so an error names the column a person sees."""

    source: str
    base: int = 0  # 0-based index of the piece within the original line

    def at(self, offset: int) -> Where:
        return Where(self.source, self.base + offset)

    def error(self, message: str, index: int | None = None) -> PuzzleError:
        if index is not None:
            message = Sentence("{reason} at column {column}", reason=message,
                               column=self.base + index + 1)  # fmt: skip
        return PuzzleError(message, self.source, 1)


class Token(NamedTuple):
    """One decoded piece of a description: a clue, or a run of empty cells."""

    index: int  # where it starts in the description, for error messages
    value: int | None
    count: int


def strip_line(text: object, source: str) -> tuple[str, Where]:
    """Trim surrounding whitespace, remembering how much was cut so columns stay true."""
    if not isinstance(text, str):
        raise PuzzleError(
            Sentence("expected text, got {type}", type=type(text).__name__), source, 1
        )
    line = text.strip()
    if not line:
        raise PuzzleError(Sentence("empty input"), source, 1)
    return line, Where(source, len(text) - len(text.lstrip()))


def shown(text: str, limit: int = 24) -> str:
    """Quote user text in a message without letting a megabyte of it through."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def bounded_int(digits: str) -> int:
    """int() of an ASCII digit string, capped so a 5000-digit number cannot trip Python's
    int-conversion limit (a value that large is out of every range anyway)."""
    return int(digits) if len(digits) <= 9 else 10**9


def digits_end(text: str, start: int) -> int:
    """Index just past the ASCII digits starting at `start` (str.isdigit accepts '²')."""
    end = start
    while end < len(text) and text[end] in _DIGITS:
        end += 1
    return end


def check_size(width: int, height: int, where: Where, text: str) -> None:
    if width < 1 or height < 1:
        raise where.error(
            Sentence("size {size}: width and height must be at least 1", size=shown(text))
        )
    if width > MAX_SIDE or height > MAX_SIDE:
        raise where.error(
            Sentence(
                "size {size} is too large: at most {max_side}x{max_side}",
                size=shown(text),
                max_side=MAX_SIDE,
            )
        )


def value_limit(kind: Kind, width: int, height: int) -> int:
    """The largest clue a genre can hold: a Shikaku rectangle fills at most the board, a
    Kurodoko cell sees at most its row and column, Hitori numbers go up to max(w, h) in both
    Tatham's and pzprjs's editors."""
    if kind == "shikaku":
        return width * height
    if kind == "kurodoko":
        return width + height - 1
    return max(width, height)


def check_value(value: int, kind: Kind, width: int, height: int, where: Where, index: int) -> int:
    limit = value_limit(kind, width, height)
    if not 1 <= value <= limit:
        raise where.error(
            Sentence(
                "number {value} is out of range 1 to {limit} for a {width}x{height} {kind}",
                value=value,
                limit=limit,
                width=width,
                height=height,
                kind=kind,
            ),
            index,
        )
    return value


def cells_from_tokens(tokens: Iterable[Token], area: int, where: Where) -> Cells:
    """Lay tokens out in reading order, insisting they fill the board exactly. Counting goes
    on past the end (without storing) so the message can say how much there was."""
    cells: Cells = []
    total = 0
    overflow_at: int | None = None
    for token in tokens:
        if total + token.count > area and overflow_at is None:
            overflow_at = token.index
        total += token.count
        if total <= area:
            cells.extend([token.value] * token.count)
    if total > area:
        raise where.error(
            Sentence("too much data: expected {area} cells, got {total}", area=area, total=total),
            overflow_at,
        )
    if total < area:
        raise where.error(
            Sentence("not enough data: expected {area} cells, got {total}", area=area, total=total)
        )
    return cells


def encode_cells(
    cells: Sequence[int | None],
    run_letters: str,
    number: Callable[[int], str],
    separator: str = "",
) -> str:
    """Run-length encode a row-major board the way Tatham (a-z, `_`) and pzprjs (g-z) both do:
    `run_letters[k - 1]` stands for k empty cells, a longer run is written as the longest
    letter first, and `separator` goes between two numbers with no run between them."""
    parts: list[str] = []
    run = 0
    for value in cells:
        if value is None:
            run += 1
            continue
        if run:
            parts.append(_run_text(run, run_letters))
        elif parts:
            parts.append(separator)
        parts.append(number(value))
        run = 0
    if run:
        parts.append(_run_text(run, run_letters))
    return "".join(parts)


def _run_text(run: int, run_letters: str) -> str:
    full, rest = divmod(run, len(run_letters))
    return run_letters[-1] * full + (run_letters[rest - 1] if rest else "")


def puzzle_cells(puzzle: ShikakuPuzzle | FillGridPuzzle) -> tuple[Kind, Cells]:
    """The puzzle as a genre name and its clues in reading order (None for an empty cell)."""
    width, height = puzzle.width, puzzle.height
    if isinstance(puzzle, ShikakuPuzzle):
        cells: Cells = [None] * (width * height)
        for clue in puzzle.clues:
            if not (0 <= clue.row < height and 0 <= clue.col < width):
                raise PuzzleError(
                    Sentence("clue {clue} lies outside the board", clue=tuple(clue)), _WRITER
                )
            cells[clue.row * width + clue.col] = clue.value
        return "shikaku", cells
    if isinstance(puzzle, FillGridPuzzle) and puzzle.variant in ("hitori", "kurodoko"):
        rows = puzzle.numbers
        if len(rows) != height or any(len(row) != width for row in rows):
            raise PuzzleError(
                Sentence("numbers do not form a {width}x{height} grid", width=width, height=height),
                _WRITER,
            )
        return puzzle.variant, [value for row in rows for value in row]
    variant = getattr(puzzle, "variant", type(puzzle).__name__)
    raise PuzzleError(
        Sentence("no encoding for a {variant} puzzle (only clue-bearing genres)", variant=variant),
        _WRITER,
    )


def check_writable_size(width: int, height: int) -> None:
    """Refuse to write a board the readers would refuse to read back (`check_size`)."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise PuzzleError(
            Sentence("size {width}x{height} is outside 1x1 to 200x200", width=width, height=height),
            _WRITER,
        )


def check_writable(kind: Kind, width: int, height: int, cells: Cells) -> None:
    """Refuse to write what the readers would refuse to read back."""
    check_writable_size(width, height)
    limit = value_limit(kind, width, height)
    for index, value in enumerate(cells):
        row, col = divmod(index, width)
        if value is None:
            if kind == "hitori":
                raise PuzzleError(
                    Sentence("hitori cell ({row}, {col}) has no number", row=row, col=col), _WRITER
                )
        elif not 1 <= value <= limit:
            raise PuzzleError(
                Sentence(
                    "number {value} at ({row}, {col}) is out of range 1 to {limit}",
                    value=value,
                    row=row,
                    col=col,
                    limit=limit,
                ),
                _WRITER,
            )


def puzzle_from_cells(
    kind: Kind, width: int, height: int, cells: Cells
) -> ShikakuPuzzle | FillGridPuzzle:
    if kind == "shikaku":
        clues = tuple(
            Clue(index // width, index % width, value)
            for index, value in enumerate(cells)
            if value is not None
        )
        return ShikakuPuzzle(width, height, clues)
    numbers = tuple(tuple(cells[row * width : (row + 1) * width]) for row in range(height))
    return FillGridPuzzle(width, height, kind, numbers)


# --------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------


def read_tatham_id(
    text: str, source: str = "<input>", game: str | None = None, *, validate: bool = True
) -> Puzzle:
    """Decode a Tatham game ID such as `rect:7x7:...`. `game` (a Tatham name or one of our
    genre names) lets the caller pass the bare `7x7:...` form; every problem is a PuzzleError
    on line 1 that names the column. The clues are then validated like a file's
    (`validate=False`: the bare codec, for tests of the encoding alone)."""
    line, where = strip_line(text, source)
    if "#" in line:
        raise where.error(
            Sentence(
                "this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from "
                "Game > Specific instead"
            ),
            line.index("#"),
        )
    name, params, desc, offsets = _split_id(line, game, where)
    width, height = _parse_params(params, name, where.at(offsets[0]))
    desc_where = where.at(offsets[1])
    if name == "pattern":
        return validated(_read_pattern(desc, width, height, desc_where), source, validate)
    kind: Kind = GAMES[name]  # type: ignore[assignment]
    if name == "singles":
        tokens = _singles_tokens(desc, width, height, desc_where)
    else:
        tokens = _decimal_tokens(desc, kind, width, height, desc_where)
    cells = cells_from_tokens(tokens, width * height, desc_where)
    return validated(puzzle_from_cells(kind, width, height, cells), source, validate)


def validated(puzzle: P, source: str, validate: bool = True) -> P:
    """The puzzle, once the clues pass the validation every file reader uses (common.check):
    the same clues are the same bad input whether they come in a file, an ID or a URL."""
    if validate:
        check(puzzle, source)
    return puzzle


def _game_name(name: str, where: Where, index: int | None = None) -> str:
    lowered = name.lower()
    lowered = _GAME_BY_GENRE.get(lowered, lowered)
    if lowered not in GAMES:
        raise where.error(
            Sentence(
                "unknown game {game}: expected rect, singles, range or pattern", game=shown(name)
            ),
            index,
        )
    return lowered


def _split_id(line: str, game: str | None, where: Where) -> tuple[str, str, str, tuple[int, int]]:
    """Split `GAME:PARAMS:DESC` (or `PARAMS:DESC` when the caller names the game), returning
    the game, its pieces and where params and description start."""
    parts = line.split(":")
    expected = _game_name(game, where) if game is not None else None
    if len(parts) == 3:
        name = _game_name(parts[0], where, 0)
        if expected is not None and name != expected:
            raise where.error(
                Sentence(
                    "this is a {name} ID, but a {expected} ID was expected",
                    name=name,
                    expected=expected,
                ),
                0,
            )
        return name, parts[1], parts[2], (len(parts[0]) + 1, len(parts[0]) + len(parts[1]) + 2)
    if len(parts) == 2:
        if parts[0].lower() in GAMES:
            raise where.error(
                Sentence(
                    "missing description after {text}: expected GAME:WxH:DESC", text=shown(line)
                )
            )
        if expected is None:
            raise where.error(
                Sentence("no game name in front: write rect:, singles:, range: or pattern:")
            )
        return expected, parts[0], parts[1], (0, len(parts[0]) + 1)
    if len(parts) == 1:
        raise where.error(Sentence("not a Tatham game ID: expected GAME:WxH:DESCRIPTION"))
    third = sum(len(part) + 1 for part in parts[:3]) - 1
    raise where.error(Sentence("too many ':' separators: expected GAME:WxH:DESCRIPTION"), third)


def _parse_params(params: str, game: str, where: Where) -> tuple[int, int]:
    """`W`, `WxH`, plus whatever generation-only suffix the game's decode_params takes."""
    match = re.fullmatch(r"([0-9]+)(?:x([0-9]+))?" + _PARAM_SUFFIX[game], params)
    if match is None:
        raise where.error(
            Sentence("malformed size {size}: expected WxH such as 7x7", size=shown(params)), 0
        )
    width = bounded_int(match[1])
    height = bounded_int(match[2]) if match[2] is not None else width
    check_size(width, height, where, params)
    return width, height


def _decimal_tokens(
    desc: str, kind: Kind, width: int, height: int, where: Where
) -> Iterator[Token]:
    """rect.c/range.c descriptions: letters for runs, decimal clues, `_` as a no-op."""
    index = 0
    while index < len(desc):
        char = desc[index]
        if "a" <= char <= "z":
            yield Token(index, None, ord(char) - ord("a") + 1)
            index += 1
        elif char == "_":
            index += 1
        elif "1" <= char <= "9":
            end = digits_end(desc, index)
            value = check_value(bounded_int(desc[index:end]), kind, width, height, where, index)
            yield Token(index, value, 1)
            index = end
        else:
            raise where.error(Sentence("bad character {char}", char=repr(char)), index)


def _singles_tokens(desc: str, width: int, height: int, where: Where) -> Iterator[Token]:
    """singles.c: one character per cell, and the description's length must be the area."""
    area = width * height
    if len(desc) != area:
        raise where.error(Sentence("expected {area} cells, got {got}", area=area, got=len(desc)))
    for index, char in enumerate(desc):
        value = _SINGLES_CHARS.find(char)
        if value < 0:
            raise where.error(Sentence("bad character {char}", char=repr(char)), index)
        yield Token(index, check_value(value, "hitori", width, height, where, index), 1)


def _read_pattern(desc: str, width: int, height: int, where: Where) -> NonogramPuzzle:
    clues_text, comma, givens = desc.partition(",")
    if comma:
        _check_givens(givens, width * height, where.at(len(clues_text) + 1))
    parts = clues_text.split("/")
    if len(parts) != width + height:
        raise where.error(
            Sentence(
                "expected {lines} clue lines ({width} columns, then {height} rows), got {got}",
                lines=width + height,
                width=width,
                height=height,
                got=len(parts),
            )
        )
    lines: list[tuple[int, ...]] = []
    offset = 0
    for number, part in enumerate(parts):
        if number < width:
            label, length = line_name("column", number + 1), height
        else:
            label, length = line_name("row", number - width + 1), width
        lines.append(_pattern_line(part, length, label, where.at(offset)))
        offset += len(part) + 1
    return NonogramPuzzle(width, height, tuple(lines[width:]), tuple(lines[:width]))


def _pattern_line(part: str, length: int, label: str, where: Where) -> tuple[int, ...]:
    """One line's clue: `3.1.2`, or empty (or a lone `0`) for a blank line."""
    if part in ("", "0"):
        return ()
    blocks: list[int] = []
    offset = 0
    for item in part.split("."):
        end = digits_end(item, 0)
        if end < len(item):
            raise where.error(
                Sentence(
                    "bad character {char} in the {label} clue", char=repr(item[end]), label=label
                ),
                offset + end,
            )
        if not item:
            raise where.error(Sentence("empty number in the {label} clue", label=label), offset)
        value = bounded_int(item)
        if value == 0:
            raise where.error(
                Sentence("0 inside the {label} clue (only a lone 0 means blank)", label=label),
                offset,
            )
        blocks.append(value)
        offset += len(item) + 1
    if sum(blocks) + len(blocks) - 1 > length:
        raise where.error(
            Sentence(
                "the {label} clue {clue} does not fit in {length} cells",
                label=label,
                clue=shown(part),
                length=length,
            ),
            0,
        )
    return tuple(blocks)


def _check_givens(text: str, area: int, where: Where) -> None:
    """pattern.c's optional pre-filled squares: a letter skips (letter - 'a') cells and, unless
    it is `z`, fixes the next one (upper case = filled). Validated like Tatham does."""
    filled = 0
    for index, char in enumerate(text):
        if filled >= area:
            raise where.error(Sentence("too much data in the pre-filled squares section"), index)
        if char not in string.ascii_letters:
            raise where.error(
                Sentence("bad character {char} in the pre-filled squares section", char=repr(char)),
                index,
            )
        skip = ord(char.lower()) - ord("a")
        filled += skip
        if skip < 25 and filled < area:
            filled += 1
        if filled > area:
            raise where.error(Sentence("too much data in the pre-filled squares section"), index)
    if filled < area:
        raise where.error(Sentence("too little data in the pre-filled squares section"))


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def write_tatham_id(puzzle: Puzzle) -> str:
    """Encode a puzzle as the game ID Tatham's program would print, game name in front.
    Raises PuzzleError for what his games cannot hold (a free fill-grid, a 1-cell rect,
    singles numbers above 61, a range board with w+h-1 > 127)."""
    width, height = puzzle.width, puzzle.height
    if isinstance(puzzle, NonogramPuzzle):
        return f"pattern:{width}x{height}:{_encode_pattern(puzzle)}"
    kind, cells = puzzle_cells(puzzle)
    check_writable(kind, width, height, cells)
    game = _GAME_BY_GENRE[kind]
    if kind == "hitori":
        desc = _encode_singles(width, height, cells)
    else:
        _check_decimal_limits(kind, width, height)
        desc = encode_cells(cells, _ALPHABET, str, "_")
    return f"{game}:{width}x{height}:{desc}"


def _check_decimal_limits(kind: Kind, width: int, height: int) -> None:
    """The board limits rect.c and range.c put in validate_params."""
    if kind == "shikaku" and width * height < 2:
        raise PuzzleError(Sentence("Tatham's rect needs a board of at least 2 cells"), _WRITER)
    if kind == "kurodoko" and width + height - 1 > 127:
        raise PuzzleError(Sentence("Tatham's range needs width + height - 1 <= 127"), _WRITER)


def _encode_singles(width: int, height: int, cells: Cells) -> str:
    if min(width, height) < 2:
        raise PuzzleError(Sentence("Tatham's singles needs a board at least 2x2"), _WRITER)
    out: list[str] = []
    for value in cells:
        assert value is not None  # check_writable refuses empty hitori cells
        if value >= len(_SINGLES_CHARS):
            raise PuzzleError(
                Sentence("Tatham's singles cannot write the number {value} (max 61)", value=value),
                _WRITER,
            )
        out.append(_SINGLES_CHARS[value])
    return "".join(out)


def _encode_pattern(puzzle: NonogramPuzzle) -> str:
    width, height = puzzle.width, puzzle.height
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise PuzzleError(
            Sentence("size {width}x{height} is outside 1x1 to 200x200", width=width, height=height),
            _WRITER,
        )
    if len(puzzle.columns) != width or len(puzzle.rows) != height:
        raise PuzzleError(
            Sentence("expected {width} column and {height} row clues", width=width, height=height),
            _WRITER,
        )
    lines = [(clue, height) for clue in puzzle.columns] + [(clue, width) for clue in puzzle.rows]
    for clue, length in lines:
        if any(block < 1 for block in clue) or sum(clue) + len(clue) - 1 > length:
            raise PuzzleError(
                Sentence("clue {clue} does not fit in {length} cells", clue=clue, length=length),
                _WRITER,
            )
    return "/".join(".".join(str(block) for block in clue) for clue, _ in lines)


def holds(puzzle: object) -> bool:
    """Is there a Tatham game for this kind of puzzle (the export dialog asks)?"""
    if isinstance(puzzle, NonogramPuzzle):
        return not puzzle.is_colour  # `pattern` is black and white
    return isinstance(puzzle, ShikakuPuzzle) or (
        isinstance(puzzle, FillGridPuzzle) and puzzle.variant in GAMES.values()
    )
