"""Making a nonogram: paint the picture and the clues follow, or type a line's clue.

The draft's canvas is the picture: rows of bools, or for a colour nonogram rows of
palette indices (0 the background). Painting sets cells of it and gives every line it
touches the clue its picture now has; typing a clue sets that line's clue alone, so a
line may show a clue its picture does not have (the painter marks such lines), until it
is painted again. The puzzle carries the picture as its answer only while every clue
agrees with it. What differs between black and white and colour -- how a line reads as a
clue and where the puzzle keeps it -- is a `Lines` object (`colour_editing.ColourLines`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from ...engine.sentence import Sentence
from ..editing import Cell, Draft
from .checker import runs
from .colour_editing import ColourLines, blank_colour, colour_kinds, colours_of_variant
from .puzzle import NonogramPuzzle
from .validate import problems

Picture = tuple[tuple, ...]  # rows of bools, or of palette indices (colour)


class BlackAndWhiteLines:
    """A black-and-white puzzle's lines for the editor: clues are tuples of lengths."""

    @staticmethod
    def of_picture(line: Sequence[bool]) -> tuple[int, ...]:
        return runs(line)

    @staticmethod
    def clue(puzzle: NonogramPuzzle, across: bool, index: int) -> tuple[int, ...]:
        return (puzzle.rows if across else puzzle.columns)[index]

    @staticmethod
    def with_clues(
        puzzle: NonogramPuzzle,
        rows: Mapping[int, tuple[int, ...]],
        columns: Mapping[int, tuple[int, ...]],
    ) -> NonogramPuzzle:
        lines = [list(puzzle.rows), list(puzzle.columns)]
        for side, changed in enumerate((rows, columns)):
            for index, clue in changed.items():
                lines[side][index] = tuple(n for n in clue if n)  # "0" writes a blank line
        return replace(puzzle, rows=tuple(lines[0]), columns=tuple(lines[1]))

    @staticmethod
    def empty(width: int) -> tuple[bool, ...]:
        return (False,) * width

    @staticmethod
    def fits(value: object, palette: object) -> bool:
        return isinstance(value, bool)


def lines_of(puzzle: NonogramPuzzle):
    return ColourLines if puzzle.is_colour else BlackAndWhiteLines


class NonogramEditor:
    def blank_kinds(self) -> Mapping[str | None, str]:
        return {None: Sentence("Nonogram"), **colour_kinds()}

    def kind_name(self, puzzle: NonogramPuzzle) -> str:
        """What edit mode calls the puzzle's kind (its blank kinds name a colour count)."""
        return Sentence("Colour nonogram") if puzzle.is_colour else Sentence("Nonogram")

    def blank(self, variant: str | None, width: int, height: int) -> Draft:
        count = colours_of_variant(variant)
        if count is None:
            puzzle = NonogramPuzzle(width, height, ((),) * height, ((),) * width)
        else:
            puzzle = blank_colour(count, width, height)
        empty = (lines_of(puzzle).empty(width),) * height
        return _draft(puzzle, empty)

    def start(self, puzzle: NonogramPuzzle) -> Draft:
        """The picture given with the puzzle, when it has one that fits its clues (or the
        picture of a draft saved while typed clues disagreed with it, `filed`); otherwise
        an empty canvas under the clues as they are."""
        picture = puzzle.given_solution
        if picture is None or not (_agrees(puzzle, picture) or _fits(puzzle, picture)):
            picture = (lines_of(puzzle).empty(puzzle.width),) * puzzle.height
        return _draft(puzzle, picture)

    def filed(self, draft: Draft) -> NonogramPuzzle:
        """A draft that is not a puzzle yet keeps its picture as the file's answer block
        even where typed clues disagree with it (a draft file is never played), so Save
        keeps everything drawn and `start` shows it again; a puzzle keeps the picture only
        while its clues agree (its answer)."""
        puzzle = draft.puzzle
        if puzzle.given_solution is None and problems(puzzle) and any(map(any, draft.canvas)):
            return replace(puzzle, given_solution=draft.canvas)
        return puzzle

    def restore(self, puzzle: NonogramPuzzle, canvas: object) -> Draft:
        """The picture kept as rows of true/false (colour: of palette indices; the clues
        may disagree with it: a clue typed by hand)."""
        rows = list(canvas)  # type: ignore[call-overload]
        if len(rows) != puzzle.height or any(len(row) != puzzle.width for row in rows):
            raise IndexError(
                Sentence(
                    "the picture is not {width}x{height}", width=puzzle.width, height=puzzle.height
                )
            )
        fits = lines_of(puzzle).fits
        if not all(fits(cell, puzzle.palette) for row in rows for cell in row):
            raise TypeError(Sentence("the picture holds something other than its puzzle's cells"))
        return _draft(puzzle, tuple(tuple(row) for row in rows))

    def adopt(self, draft: Draft, puzzle: NonogramPuzzle) -> Draft:
        """The engine's puzzle (Make Unique, Trim) over its picture, or the one drawn."""
        picture = puzzle.given_solution
        if picture is None or not _agrees(puzzle, picture):
            picture = draft.canvas  # type: ignore[assignment]
        return _draft(puzzle, picture)  # type: ignore[arg-type]

    def cannot_edit(self, puzzle: NonogramPuzzle) -> str | None:
        return None

    # ------------------------------------------------------------------ edits

    def picture(self, draft: Draft) -> Picture:
        return draft.canvas  # type: ignore[return-value]

    def paint(self, draft: Draft, cells: Iterable[Cell], value: object) -> Draft | None:
        """Set the cells to `value` (black and white: True fills, False empties; colour:
        a palette index, 0 the background); the clue of every line touched follows the
        picture. None when nothing changes."""
        picture = [list(row) for row in self.picture(draft)]
        touched = [(r, c) for r, c in dict.fromkeys(cells) if picture[r][c] != value]
        if not touched:
            return None
        for r, c in touched:
            picture[r][c] = value
        grid = tuple(tuple(row) for row in picture)
        lines = lines_of(draft.puzzle)
        rows = {r: lines.of_picture(grid[r]) for r, _ in touched}
        columns = {c: lines.of_picture(tuple(row[c] for row in grid)) for _, c in touched}
        return _draft(lines.with_clues(draft.puzzle, rows, columns), grid)

    def set_clue(self, draft: Draft, across: bool, index: int, clue: tuple) -> Draft:
        """Give one line (a row when `across`) the clue typed: lengths, or (length,
        colour) blocks for a colour puzzle; 0 alone is a blank line."""
        lines = lines_of(draft.puzzle)
        changed = {index: clue}
        if across:
            puzzle = lines.with_clues(draft.puzzle, changed, {})
        else:
            puzzle = lines.with_clues(draft.puzzle, {}, changed)
        return _draft(puzzle, self.picture(draft))

    def clue(self, draft: Draft, across: bool, index: int) -> tuple:
        return lines_of(draft.puzzle).clue(draft.puzzle, across, index)

    def picture_clue(self, draft: Draft, across: bool, index: int) -> tuple:
        """The clue the picture gives the line."""
        picture = self.picture(draft)
        line = picture[index] if across else tuple(row[index] for row in picture)
        return lines_of(draft.puzzle).of_picture(line)

    def typed_lines(self, draft: Draft) -> tuple[frozenset[int], frozenset[int]]:
        """The rows and columns whose clue is not their picture's (typed by the author)."""
        puzzle = draft.puzzle

        def typed(across: bool, count: int) -> frozenset[int]:
            return frozenset(
                i
                for i in range(count)
                if self.picture_clue(draft, across, i) != self.clue(draft, across, i)
            )

        return typed(True, puzzle.height), typed(False, puzzle.width)


def _agrees(puzzle: NonogramPuzzle, picture: Picture) -> bool:
    lines = lines_of(puzzle)
    if len(picture) != puzzle.height or any(len(row) != puzzle.width for row in picture):
        return False
    rows_ok = all(
        lines.of_picture(row) == lines.clue(puzzle, True, r) for r, row in enumerate(picture)
    )
    return rows_ok and all(
        lines.of_picture(column) == lines.clue(puzzle, False, c)
        for c, column in enumerate(zip(*picture, strict=True))
    )


def _fits(puzzle: NonogramPuzzle, picture: Picture) -> bool:
    """Whether a picture given with a draft can be its canvas: the board's shape, and
    cells of its kind; only a draft (not a puzzle yet) brings one its clues disagree with."""
    shaped = len(picture) == puzzle.height and all(len(row) == puzzle.width for row in picture)
    fits = lines_of(puzzle).fits
    cells = shaped and all(fits(cell, puzzle.palette) for row in picture for cell in row)
    return cells and bool(problems(puzzle))


def _draft(puzzle: NonogramPuzzle, picture: Picture) -> Draft:
    """The draft, its puzzle carrying the picture as its answer while the clues agree."""
    answer = picture if _agrees(puzzle, picture) else None
    return Draft(replace(puzzle, meta=dict(puzzle.meta), given_solution=answer), picture)


EDITOR = NonogramEditor()
