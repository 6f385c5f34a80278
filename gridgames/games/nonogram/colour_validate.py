"""Colour nonogram content checks: a usable palette, clues in it that fit their lines, and
rows and columns that paint the same number of cells of every colour.

Cheap necessary conditions only (no solving), as for black and white (`validate.py`).
"""

from __future__ import annotations

from gridgames.engine.sentence import Sentence
from gridgames.games import problem
from gridgames.games.nonogram.colour import MAX_COLOURS, Palette
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import BOARD, CLUE, SHAPE, SOLUTION, TOTAL, Problem


def colour_problems(puzzle: NonogramPuzzle) -> list[Problem]:
    found = problem.size_problems(puzzle.width, puzzle.height) or palette_problems(puzzle.palette)
    if found:
        return found
    found += _line_problems(puzzle, "row")
    found += _line_problems(puzzle, "column")
    if not found:
        found += _total_problems(puzzle)
    if puzzle.given_solution is not None:
        found += problem.grid_shape_problems(
            puzzle.given_solution, puzzle.width, puzzle.height, SOLUTION, Sentence("the picture")
        )
        values = len(puzzle.palette)
        for r, row in enumerate(puzzle.given_solution):
            if any(not 0 <= cell < values for cell in row):
                found.append(
                    Problem(
                        Sentence(
                            "the picture: row {row} uses a colour not in the palette", row=r + 1
                        ),
                        r,
                        None,
                        SOLUTION,
                    )
                )
    return found


def palette_problems(palette: Palette) -> list[Problem]:
    """A background and 1..MAX_COLOURS colours, each with its own name and one character
    that is not a digit, a space or (for a colour) the background's '.'."""
    if len(palette) < 2:
        return [
            Problem(
                Sentence("a colour puzzle needs a background and at least one colour"), kind=BOARD
            )
        ]
    if len(palette) > MAX_COLOURS + 1:
        return [
            Problem(
                Sentence(
                    "{colours} colours: at most {limit} are supported",
                    colours=len(palette) - 1,
                    limit=MAX_COLOURS,
                ),
                kind=BOARD,
            )
        ]
    seen_names: set[str] = set()
    seen_chars: set[str] = set()
    for index, colour in enumerate(palette):
        if len(colour.char) != 1 or colour.char.isdigit() or colour.char.isspace():
            return [
                Problem(
                    Sentence(
                        "colour {colour}: its character must be one letter or symbol, not {char}",
                        colour=repr(colour.name),
                        char=repr(colour.char),
                    ),
                    kind=BOARD,
                )
            ]
        if index and colour.char == ".":
            return [
                Problem(
                    Sentence(
                        "colour {colour}: '.' is the background's character",
                        colour=repr(colour.name),
                    ),
                    kind=BOARD,
                )
            ]
        if colour.name.lower() in seen_names or not colour.name or " " in colour.name:
            return [
                Problem(
                    Sentence(
                        "colour name {colour} is empty, has a space or is given twice",
                        colour=repr(colour.name),
                    ),
                    kind=BOARD,
                )
            ]
        if colour.char in seen_chars:
            return [
                Problem(
                    Sentence("colour character {char} is given twice", char=repr(colour.char)),
                    kind=BOARD,
                )
            ]
        seen_names.add(colour.name.lower())
        seen_chars.add(colour.char)
    return []


def needed(blocks: tuple[tuple[int, int], ...]) -> int:
    """Fewest cells a colour clue takes: its blocks, one gap between same-coloured neighbours."""
    gaps = sum(1 for (_, a), (_, b) in zip(blocks, blocks[1:], strict=False) if a == b)
    return sum(size for size, _ in blocks) + gaps


def _line_problems(puzzle: NonogramPuzzle, what: str) -> list[Problem]:
    if what == "row":
        clues, colours, count, length = puzzle.rows, puzzle.row_colours, puzzle.height, puzzle.width
    else:
        clues, colours, count, length = (
            puzzle.columns,
            puzzle.column_colours,
            puzzle.width,
            puzzle.height,
        )

    def at(index: int) -> tuple[int | None, int | None]:
        return (index, None) if what == "row" else (None, index)

    if len(clues) != count or len(colours) != count:
        given = min(len(clues), len(colours))
        return [
            Problem(
                problem.clue_count(what, count, given),
                *at(min(given, count)),
                SHAPE,
            )
        ]
    found: list[Problem] = []
    values = len(puzzle.palette)
    for i, (clue, shades) in enumerate(zip(clues, colours, strict=True)):
        if len(clue) != len(shades):
            found.append(
                Problem(
                    Sentence(
                        "{clue}: {numbers} numbers but {colours} colours",
                        clue=problem.clue_name(what, i + 1),
                        numbers=len(clue),
                        colours=len(shades),
                    ),
                    *at(i),
                    CLUE,
                )
            )
            continue
        if any(size < 1 for size in clue):
            found.append(
                Problem(
                    Sentence(
                        "{clue}: block lengths must be positive",
                        clue=problem.clue_name(what, i + 1),
                    ),
                    *at(i),
                    CLUE,
                )
            )
            continue
        bad = [shade for shade in shades if not 1 <= shade < values]
        if bad:
            found.append(
                Problem(
                    Sentence(
                        "{clue}: colour {colour} is not in the palette",
                        clue=problem.clue_name(what, i + 1),
                        colour=bad[0],
                    ),
                    *at(i),
                    CLUE,
                )
            )
            continue
        blocks = tuple(zip(clue, shades, strict=True))
        if needed(blocks) > length:
            found.append(
                Problem(
                    _too_long(what, i + 1, needed(blocks), length),
                    *at(i),
                    CLUE,
                )
            )
    return found


def _too_long(what: str, number: int, cells: int, length: int) -> Sentence:
    if what == "row":
        return Sentence("row {number} clue needs {cells} cells but the row has {length}",
                        number=number, cells=cells, length=length)  # fmt: skip
    return Sentence("column {number} clue needs {cells} cells but the column has {length}",
                    number=number, cells=cells, length=length)  # fmt: skip


def _total_problems(puzzle: NonogramPuzzle) -> list[Problem]:
    """Rows and columns paint the same cells, so they must agree colour by colour. The
    problem points at the last column clue with that colour (the last column if none), so
    a reader can name a line."""
    found = []
    columns = puzzle.colour_columns()
    for index, colour in enumerate(puzzle.palette[1:], start=1):
        using = [c for c, clue in enumerate(columns) if any(shade == index for _, shade in clue)]
        at = using[-1] if using else puzzle.width - 1
        by_rows = sum(size for clue in puzzle.colour_rows() for size, c in clue if c == index)
        by_columns = sum(size for clue in puzzle.colour_columns() for size, c in clue if c == index)
        if by_rows != by_columns:
            found.append(
                Problem(
                    Sentence(
                        "the row clues paint {by_rows} {colour} cells but the column clues paint "
                        "{by_columns}",
                        by_rows=by_rows,
                        colour=colour.name,
                        by_columns=by_columns,
                    ),
                    None,
                    at,
                    TOTAL,
                )
            )
    return found
