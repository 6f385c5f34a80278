"""Making a Shikaku: numbers typed into cells, or rectangles drawn with their area written
in them. Pure edits of a `Draft` (see games/editing.py); the canvas is the tiling the
author drew, a tuple of rectangles, which the numbers of a finished design come from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...engine.sentence import Sentence
from ..editing import Cell, Draft
from .play import overlaps
from .puzzle import Clue, Rect, ShikakuPuzzle


class ShikakuEditor:
    def blank_kinds(self) -> Mapping[str | None, str]:
        return {None: Sentence("Shikaku")}

    def blank(self, variant: str | None, width: int, height: int) -> Draft:
        return Draft(ShikakuPuzzle(width, height, ()), ())

    def start(self, puzzle: ShikakuPuzzle) -> Draft:
        """The given answer, if any, is the tiling shown to start from."""
        return Draft(puzzle, tuple(puzzle.given_solution or ()))

    def restore(self, puzzle: ShikakuPuzzle, canvas: object) -> Draft:
        """The tiling kept as [row, col, height, width] lists, each inside the board."""
        tiling = []
        for kept in canvas or ():  # type: ignore[union-attr]
            if len(kept) != 4 or not all(type(v) is int for v in kept):
                raise TypeError(Sentence("{kept} is no rectangle", kept=repr(kept)))
            rect = Rect(*kept)
            inside = rect.row >= 0 and rect.col >= 0 and rect.height > 0 and rect.width > 0
            if (
                not inside
                or rect.row + rect.height > puzzle.height
                or (rect.col + rect.width > puzzle.width)
            ):
                raise IndexError(Sentence("{kept} is not inside the board", kept=repr(kept)))
            tiling.append(rect)
        return Draft(puzzle, tuple(tiling))

    def cannot_edit(self, puzzle: ShikakuPuzzle) -> str | None:
        return None

    def adopt(self, draft: Draft, puzzle: ShikakuPuzzle) -> Draft:
        """The engine's puzzle (Make Unique, Trim) on the tiling drawn so far."""
        return Draft(puzzle, draft.canvas)

    # ------------------------------------------------------------------ numbers

    def numbers(self, draft: Draft) -> range:
        """The numbers a cell may hold: any area up to the board's."""
        return range(1, draft.puzzle.width * draft.puzzle.height + 1)

    def number_at(self, draft: Draft, cell: Cell) -> int | None:
        return draft.puzzle.clue_at(*cell)

    def set_number(self, draft: Draft, cell: Cell, value: int | None) -> Draft:
        """Write `value` in a cell (None clears it); the tiling drawn stays."""
        kept = [clue for clue in draft.puzzle.clues if (clue.row, clue.col) != cell]
        if value is not None:
            kept.append(Clue(*cell, value))
        return Draft(_with_clues(draft.puzzle, kept), draft.canvas)

    # ------------------------------------------------------------------ rectangles

    def place_rect(self, draft: Draft, rect: Rect, at: Cell) -> Draft:
        """Draw a rectangle and write its area in cell `at` of it. The rectangles it
        overlaps go, with their numbers, and so do the numbers inside it: the board keeps
        one number per rectangle."""
        overlapped = [old for old in _tiling(draft) if overlaps(old, rect)]
        gone = [rect, *overlapped]
        clues = [c for c in draft.puzzle.clues if not any(g.contains(c.row, c.col) for g in gone)]
        clues.append(Clue(*at, rect.area))
        tiling = tuple(old for old in _tiling(draft) if old not in overlapped) + (rect,)
        return Draft(_with_clues(draft.puzzle, clues), tiling)

    def remove_at(self, draft: Draft, cell: Cell) -> Draft | None:
        """Take away the rectangle drawn over a cell, with its numbers; where none was
        drawn, the cell's number. None when there is nothing to take."""
        drawn = next((rect for rect in _tiling(draft) if rect.contains(*cell)), None)
        if drawn is None:
            if draft.puzzle.clue_at(*cell) is None:
                return None
            return self.set_number(draft, cell, None)
        clues = [c for c in draft.puzzle.clues if not drawn.contains(c.row, c.col)]
        tiling = tuple(rect for rect in _tiling(draft) if rect != drawn)
        return Draft(_with_clues(draft.puzzle, clues), tiling)

    def erase(self, draft: Draft, area: Rect) -> Draft | None:
        """Take away every rectangle drawn over `area` and every number in it."""
        gone = [rect for rect in _tiling(draft) if overlaps(rect, area)] + [area]
        clues = [c for c in draft.puzzle.clues if not any(g.contains(c.row, c.col) for g in gone)]
        tiling = tuple(rect for rect in _tiling(draft) if rect not in gone)
        if len(clues) == len(draft.puzzle.clues) and tiling == _tiling(draft):
            return None
        return Draft(_with_clues(draft.puzzle, clues), tiling)

    def tiling(self, draft: Draft) -> tuple[Rect, ...]:
        return _tiling(draft)


def _tiling(draft: Draft) -> tuple[Rect, ...]:
    return tuple(draft.canvas or ())


def _with_clues(puzzle: ShikakuPuzzle, clues: list[Clue]) -> ShikakuPuzzle:
    """The puzzle with new numbers; an answer given with the old ones no longer holds."""
    return replace(puzzle, clues=tuple(clues), meta=dict(puzzle.meta), given_solution=None)


EDITOR = ShikakuEditor()
