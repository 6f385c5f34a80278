"""Making a fill-grid: numbers typed for Hitori and Kurodoko, a crossword grid's cells
shaded or pinned white (with rotational symmetry when asked). Pure edits of a `Draft`
(see games/editing.py); the canvas is unused: everything drawn is in the puzzle."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...engine.sentence import Sentence
from ..editing import Cell, Draft
from .puzzle import Design, FillGridPuzzle


class FillGridEditor:
    def blank_kinds(self) -> Mapping[str | None, str]:
        return {
            "hitori": Sentence("Hitori"),
            "kurodoko": Sentence("Kurodoko"),
            "free": Sentence("Crossword grid"),
        }

    def blank(self, variant: str | None, width: int, height: int) -> Draft:
        if variant == "free" or variant is None:
            return Draft(FillGridPuzzle.free(width, height))
        numbers = tuple((None,) * width for _ in range(height))
        return Draft(FillGridPuzzle(width, height, variant, numbers))  # type: ignore[arg-type]

    def start(self, puzzle: FillGridPuzzle) -> Draft:
        return Draft(puzzle)

    def restore(self, puzzle: FillGridPuzzle, canvas: object) -> Draft:
        """Everything drawn is in the puzzle: there is no canvas to read."""
        return Draft(puzzle)

    def cannot_edit(self, puzzle: FillGridPuzzle) -> str | None:
        return None

    def adopt(self, draft: Draft, puzzle: FillGridPuzzle) -> Draft:
        """The engine's puzzle (Make Unique, Trim): everything drawn is in it."""
        return Draft(puzzle)

    # ------------------------------------------------------------------ numbers

    def numbers(self, draft: Draft) -> range:
        """Hitori: 1..max(width, height); Kurodoko: 1..width+height-1 (the cells one can
        see, itself included); a crossword grid takes none."""
        p = draft.puzzle
        if p.variant == "hitori":
            return range(1, max(p.width, p.height) + 1)
        if p.variant == "kurodoko":
            return range(1, p.width + p.height)
        return range(0)

    def number_at(self, draft: Draft, cell: Cell) -> int | None:
        return draft.puzzle.numbers[cell[0]][cell[1]]

    def set_number(self, draft: Draft, cell: Cell, value: int | None) -> Draft:
        rows = [list(row) for row in draft.puzzle.numbers]
        rows[cell[0]][cell[1]] = value
        numbers = tuple(tuple(row) for row in rows)
        return Draft(_changed(draft.puzzle, numbers=numbers))

    # ------------------------------------------------------------------ a crossword grid

    def decided(self, draft: Draft, cell: Cell) -> bool | None:
        return draft.puzzle.decided(*cell)

    def set_design(
        self, draft: Draft, changes: Mapping[Cell, bool | None], symmetric: bool = False
    ) -> Draft | None:
        """Shade (True), pin white (False) or free (None) cells of a crossword grid; with
        `symmetric`, each cell's partner through the centre follows it. None: no change."""
        p = draft.puzzle
        design = [list(row) for row in (p.design or _undecided(p))]
        wanted = dict(changes)
        if symmetric:
            for (r, c), value in changes.items():
                wanted.setdefault((p.height - 1 - r, p.width - 1 - c), value)
        changed = [(r, c) for (r, c), value in wanted.items() if design[r][c] is not value]
        if not changed:
            return None
        for r, c in changed:
            design[r][c] = wanted[(r, c)]
        return Draft(_changed(p, design=tuple(tuple(row) for row in design)))

    def symmetric(self, draft: Draft) -> bool:
        """Does the design look the same turned half round?"""
        p = draft.puzzle
        return all(
            p.decided(r, c) == p.decided(p.height - 1 - r, p.width - 1 - c)
            for r in range(p.height)
            for c in range(p.width)
        )


def _undecided(puzzle: FillGridPuzzle) -> Design:
    return tuple((None,) * puzzle.width for _ in range(puzzle.height))


def _changed(puzzle: FillGridPuzzle, **fields: object) -> FillGridPuzzle:
    """The puzzle with new numbers or design; an answer given before no longer holds."""
    return replace(puzzle, meta=dict(puzzle.meta), given_solution=None, **fields)  # type: ignore[arg-type]


EDITOR = FillGridEditor()
