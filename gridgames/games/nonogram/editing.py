"""Making a nonogram: paint the picture and the clues follow, or type a line's clue.

The draft's canvas is the picture (rows of bools). Painting sets cells of it and gives
every line it touches the clue its picture now has; typing a clue sets that line's clue
alone, so a line may show a clue its picture does not have (the painter marks such lines),
until it is painted again. The puzzle carries the picture as its answer only while every
clue agrees with it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from ...engine.sentence import Sentence
from ..editing import Cell, Draft
from .checker import runs
from .puzzle import Grid, NonogramPuzzle


class NonogramEditor:
    def blank_kinds(self) -> Mapping[str | None, str]:
        return {None: Sentence("Nonogram")}

    def blank(self, variant: str | None, width: int, height: int) -> Draft:
        empty = ((False,) * width,) * height
        return _draft(NonogramPuzzle(width, height, ((),) * height, ((),) * width), empty)

    def start(self, puzzle: NonogramPuzzle) -> Draft:
        """The picture given with the puzzle, when it has one that fits its clues;
        otherwise an empty canvas under the clues as they are."""
        picture = puzzle.given_solution
        if picture is None or not _agrees(puzzle, picture):  # type: ignore[arg-type]
            picture = ((False,) * puzzle.width,) * puzzle.height
        return _draft(puzzle, picture)  # type: ignore[arg-type]

    def restore(self, puzzle: NonogramPuzzle, canvas: object) -> Draft:
        """The picture kept as rows of true/false (the clues may disagree with it: a clue
        typed by hand)."""
        rows = list(canvas)  # type: ignore[call-overload]
        if len(rows) != puzzle.height or any(len(row) != puzzle.width for row in rows):
            raise IndexError(f"the picture is not {puzzle.width}x{puzzle.height}")
        if not all(isinstance(cell, bool) for row in rows for cell in row):
            raise TypeError("the picture holds something other than filled or empty")
        return _draft(puzzle, tuple(tuple(row) for row in rows))

    def adopt(self, draft: Draft, puzzle: NonogramPuzzle) -> Draft:
        """The engine's puzzle (Make Unique, Trim) over its picture, or the one drawn."""
        picture = puzzle.given_solution
        if picture is None or not _agrees(puzzle, picture):  # type: ignore[arg-type]
            picture = draft.canvas
        return _draft(puzzle, picture)  # type: ignore[arg-type]

    def cannot_edit(self, puzzle: NonogramPuzzle) -> str | None:
        if puzzle.is_colour:
            return Sentence("colour nonograms cannot be edited in the app yet")
        return None

    # ------------------------------------------------------------------ edits

    def picture(self, draft: Draft) -> Grid:
        return draft.canvas  # type: ignore[return-value]

    def paint(self, draft: Draft, cells: Iterable[Cell], on: bool) -> Draft | None:
        """Fill (`on`) or empty the cells; the clue of every line touched follows the
        picture. None when nothing changes."""
        picture = [list(row) for row in self.picture(draft)]
        touched = [(r, c) for r, c in dict.fromkeys(cells) if picture[r][c] != on]
        if not touched:
            return None
        for r, c in touched:
            picture[r][c] = on
        grid = tuple(tuple(row) for row in picture)
        rows, columns = list(draft.puzzle.rows), list(draft.puzzle.columns)
        for r in {r for r, _ in touched}:
            rows[r] = runs(grid[r])
        for c in {c for _, c in touched}:
            columns[c] = runs(tuple(row[c] for row in grid))
        puzzle = replace(draft.puzzle, rows=tuple(rows), columns=tuple(columns))
        return _draft(puzzle, grid)

    def set_clue(self, draft: Draft, across: bool, index: int, clue: tuple[int, ...]) -> Draft:
        """Give one line (a row when `across`) the clue typed; 0 alone is a blank line."""
        clue = tuple(n for n in clue if n)  # "0" is how a blank line's clue is written
        lines = list(draft.puzzle.rows if across else draft.puzzle.columns)
        lines[index] = clue
        field = "rows" if across else "columns"
        return _draft(replace(draft.puzzle, **{field: tuple(lines)}), self.picture(draft))

    def clue(self, draft: Draft, across: bool, index: int) -> tuple[int, ...]:
        return (draft.puzzle.rows if across else draft.puzzle.columns)[index]

    def typed_lines(self, draft: Draft) -> tuple[frozenset[int], frozenset[int]]:
        """The rows and columns whose clue is not their picture's (typed by the author)."""
        picture = self.picture(draft)
        rows = frozenset(r for r, clue in enumerate(draft.puzzle.rows) if runs(picture[r]) != clue)
        columns = frozenset(
            c
            for c, clue in enumerate(draft.puzzle.columns)
            if runs(tuple(row[c] for row in picture)) != clue
        )
        return rows, columns


def _agrees(puzzle: NonogramPuzzle, picture: Grid) -> bool:
    rows_ok = all(runs(row) == clue for row, clue in zip(picture, puzzle.rows, strict=True))
    columns = zip(zip(*picture, strict=True), puzzle.columns, strict=True)
    return rows_ok and all(runs(col) == clue for col, clue in columns)


def _draft(puzzle: NonogramPuzzle, picture: Grid) -> Draft:
    """The draft, its puzzle carrying the picture as its answer while the clues agree."""
    answer = picture if _agrees(puzzle, picture) else None
    return Draft(replace(puzzle, meta=dict(puzzle.meta), given_solution=answer), picture)


EDITOR = NonogramEditor()
