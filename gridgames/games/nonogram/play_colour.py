"""A colour nonogram as the player plays it: cells painted in the palette's colours.

A cell's mark is 0 while undecided, and `palette index + 2` once decided: the background
is 2, which is black-and-white's cross, so crosses, strokes, trial mode, saved moves and
Restart work unchanged; colour c is c + 2 (black-and-white's FILL, 1, is never used).

Lines are judged exactly as in black and white, by the exact colour line solver
(`colour_line.py`): a line is a mistake as soon as no placement of its coloured blocks
fits its marks, a clue number is struck when a run boxed in (by crosses, the line's ends
or a cell of another colour, which a block cannot run into) can be no other block of
that clue, and a line is finished when its coloured runs are its clue.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from gridgames.engine.sentence import Sentence

from ...engine.bits import full
from ..play import CellMove, Mark, Mistakes, Record, record_field, record_ints
from ..problem import where
from .colour import clue_words
from .colour_checker import colour_runs
from .colour_line import ColourClue, ColourLineSolver
from .play import NonogramPlay, cannot_match
from .puzzle import ColourGrid, NonogramPuzzle

UNDECIDED = Mark.EMPTY
BACKGROUND_MARK = Mark.CROSS  # palette index 0
OFFSET = 2  # mark = palette index + OFFSET


def mark_of(value: int) -> int:
    """The mark that paints a cell with palette index `value` (0: the background cross)."""
    return value + OFFSET


def value_of(mark: int) -> int | None:
    """The palette index a mark paints, None for an undecided cell."""
    return None if mark == UNDECIDED else mark - OFFSET


def domain_of(mark: int, values: int) -> int:
    """The engine domain a mark means: every value while undecided, else its one value."""
    return full(values) if mark == UNDECIDED else 1 << (mark - OFFSET)


Line = tuple[int, ...]  # a line's marks


@lru_cache(maxsize=4096)
def colour_line_fits(clue: ColourClue, line: Line, values: int) -> bool:
    """Can the clue's coloured blocks be placed over the line's marks?"""
    state = tuple(domain_of(mark, values) for mark in line)
    return _solver(clue, len(line)).starts(state) is not None


@lru_cache(maxsize=1024)
def _solver(clue: ColourClue, length: int) -> ColourLineSolver:
    return ColourLineSolver(clue, length)


def colour_boxed_runs(line: Line) -> list[tuple[int, int, int]]:
    """(start, end, mark) of each painted run that can grow no further: bounded on both
    sides by the line's ends, a background cross or a cell of another colour."""
    found = []
    n, i = len(line), 0
    while i < n:
        mark = line[i]
        j = i + 1
        while j < n and line[j] == mark:
            j += 1
        if mark not in (UNDECIDED, BACKGROUND_MARK):
            left_closed = i == 0 or line[i - 1] != UNDECIDED
            right_closed = j == n or line[j] != UNDECIDED
            if left_closed and right_closed:
                found.append((i, j, mark))
        i = j
    return found


@lru_cache(maxsize=8192)
def colour_settled_blocks(clue: ColourClue, line: Line, values: int) -> frozenset[int]:
    """The clue blocks a boxed run of the line must be, in every way of finishing it:
    the colour twin of `play.settled_blocks`, on the colour solver's legal starts."""
    boxed = colour_boxed_runs(line)
    if not boxed or not clue:
        return frozenset()
    state = tuple(domain_of(mark, values) for mark in line)
    starts = _solver(clue, len(line)).starts(state)
    if starts is None:
        return frozenset()
    struck: set[int] = set()
    for start, end, mark in boxed:
        block = (end - start, value_of(mark))
        could_be = [j for j, b in enumerate(clue) if b == block and starts[j] >> start & 1]
        if len(could_be) == 1:
            struck.add(could_be[0])
    return frozenset(struck)


def painted_runs(line: Line) -> tuple[tuple[int, int], ...]:
    """(length, colour) of the line's painted runs, undecided cells counted as background."""
    return colour_runs([value_of(mark) or 0 for mark in line])


class ColourNonogramPlay(NonogramPlay):
    """The board of a colour puzzle (see the module docstring for its marks)."""

    def __init__(self, puzzle: NonogramPuzzle) -> None:
        super().__init__(puzzle)
        self.values = len(puzzle.palette)
        self._clues = (puzzle.colour_rows(), puzzle.colour_columns())

    def clue(self, across: bool, index: int) -> ColourClue:
        return self._clues[0 if across else 1][index]

    def to_answer(self) -> ColourGrid:
        """Each cell's palette index; undecided cells count as background."""
        return tuple(tuple(value_of(mark) or 0 for mark in row) for row in self.marks)

    def row_done(self, r: int) -> bool:
        return painted_runs(self.row(r)) == self.clue(True, r)

    def column_done(self, c: int) -> bool:
        return painted_runs(self.column(c)) == self.clue(False, c)

    def struck(self, across: bool, index: int, line: tuple[Mark, ...]) -> frozenset[int]:
        clue = self.clue(across, index)
        if painted_runs(line) == clue:
            return frozenset(range(max(len(clue), 1)))
        return colour_settled_blocks(clue, line, self.values)

    def crossing_off(self, across: bool, index: int) -> tuple[int, ...]:
        line = self.line(across, index)
        if painted_runs(line) != self.clue(across, index):
            return ()
        return tuple(i for i, mark in enumerate(line) if mark == UNDECIDED)

    def mistakes(self) -> Mistakes:
        bad: tuple[list[int], list[int]] = ([], [])
        messages = []
        palette = self.puzzle.palette
        for across, kind, count in ((True, "row", self.puzzle.height),
                                    (False, "column", self.puzzle.width)):  # fmt: skip
            for index in range(count):
                clue = self.clue(across, index)
                if not colour_line_fits(clue, self.line(across, index), self.values):
                    bad[0 if across else 1].append(index)
                    said = clue_words(palette, clue)
                    messages.append(cannot_match(kind, index, said))
        return Mistakes(rows=frozenset(bad[0]), cols=frozenset(bad[1]), messages=tuple(messages))

    def move_from_record(self, record: Any) -> CellMove:
        highs = (self.puzzle.height, self.puzzle.width, self.values + OFFSET)
        triples = [record_ints(item, 3, highs) for item in record_field(record, "cells")]
        odd = next((t for t in triples if t[2] == Mark.FILL), None)
        if odd is not None:
            raise ValueError(
                Sentence(
                    "{cell}: mark 1 is no colour of a colour board", cell=where(odd[0], odd[1])
                )
            )
        return CellMove(tuple((r, c, mark) for r, c, mark in triples))  # type: ignore[misc]

    def move_record(self, move: CellMove) -> Record:
        return {"cells": [[r, c, int(mark)] for r, c, mark in move.cells]}


def answer_cells(answer: ColourGrid, whites: bool) -> tuple[tuple[int, int, int], ...]:
    """The marks that show a colour answer (with `whites`, the background crossed too)."""
    return tuple(
        (r, c, mark_of(value))
        for r, row in enumerate(answer)
        for c, value in enumerate(row)
        if value or whites
    )
