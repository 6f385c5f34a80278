"""A colour nonogram as the player plays it: cells painted in the palette's colours.

A cell's mark is 0 while undecided, and `palette index + 2` once decided: the background
is 2, which is black-and-white's cross, so crosses, strokes, trial mode, saved moves and
Restart work unchanged; colour c is c + 2 (black-and-white's FILL, 1, is never used).

An undecided cell may also carry the player's notes "not this colour" (`notes_of`: a bit
per palette index ruled out, kept above the mark's low byte, so a noted cell is still
one int and strokes, undo, trial mode and saved moves carry it unchanged). Notes are a
constraint everywhere the board is read: a line whose notes leave its clue no placement
is a mistake, a run boxed in by a cell that cannot be its colour is boxed, hints and the
solver start from the narrowed domains, and a cell whose notes come to rule out every
colour is background, and crossed. Painting or crossing a cell drops its notes.

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
NOTES_SHIFT = 8  # an undecided cell's notes: bit v of `mark >> NOTES_SHIFT` = not colour v
DECIDED_BITS = (1 << NOTES_SHIFT) - 1


def mark_of(value: int) -> int:
    """The mark that paints a cell with palette index `value` (0: the background cross)."""
    return value + OFFSET


def is_undecided(mark: int) -> bool:
    """Neither painted nor crossed (it may carry notes)."""
    return not mark & DECIDED_BITS


def notes_of(mark: int) -> int:
    """The palette indices an undecided cell's notes rule out, as bits."""
    return mark >> NOTES_SHIFT


def noted(notes: int) -> int:
    """The mark of an undecided cell with these notes (0 notes: plain undecided)."""
    return notes << NOTES_SHIFT


def value_of(mark: int) -> int | None:
    """The palette index a mark paints, None for an undecided cell."""
    return None if is_undecided(mark) else mark - OFFSET


def domain_of(mark: int, values: int) -> int:
    """The engine domain a mark means: its one value once decided; while undecided every
    value its notes leave."""
    if is_undecided(mark):
        return full(values) & ~notes_of(mark)
    return 1 << (mark - OFFSET)


def all_colours(values: int) -> int:
    """The notes that rule out every colour (not the background): a background cell."""
    return full(values) & ~1


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
    sides by the line's ends, a background cross, a cell of another colour or one whose
    notes say it is not the run's colour."""
    found = []
    n, i = len(line), 0
    while i < n:
        mark = line[i]
        j = i + 1
        while j < n and line[j] == mark:
            j += 1
        if not is_undecided(mark) and mark != BACKGROUND_MARK:
            bit = 1 << (mark - OFFSET)  # a noted neighbour that cannot be it closes it
            left_closed = i == 0 or not is_undecided(line[i - 1]) or notes_of(line[i - 1]) & bit
            right_closed = j == n or not is_undecided(line[j]) or notes_of(line[j]) & bit
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
        return tuple(i for i, mark in enumerate(line) if is_undecided(mark))

    def stroke(self, start, cells, mark):
        """As in black and white, with every undecided cell alike, noted or not: a stroke
        from an undecided cell paints (or crosses) the noted ones too."""
        if not is_undecided(self.marks[start[0]][start[1]]):
            return super().stroke(start, cells, mark)
        changes = tuple(
            (r, c, mark) for r, c in dict.fromkeys(cells) if is_undecided(self.marks[r][c])
        )
        return CellMove(changes) if changes else None

    def note_stroke(self, start: tuple[int, int], cells, value: int) -> CellMove | None:
        """The move of a notes drag with colour `value`: from an undecided cell without
        that note, the note goes on every undecided cell along the drag; from one with it,
        it comes off them. Painted and crossed cells are left alone; a cell whose notes
        come to rule out every colour is background, and crossed."""
        if not 0 < value < self.values or not is_undecided(self.marks[start[0]][start[1]]):
            return None
        bit = 1 << value
        adding = not notes_of(self.marks[start[0]][start[1]]) & bit
        every = all_colours(self.values)
        changes = []
        for r, c in dict.fromkeys(cells):
            mark = self.marks[r][c]
            if not is_undecided(mark) or bool(notes_of(mark) & bit) == adding:
                continue
            notes = notes_of(mark) ^ bit
            changes.append((r, c, BACKGROUND_MARK if notes == every else noted(notes)))
        return CellMove(tuple(changes)) if changes else None

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
        every = all_colours(self.values)
        highs = (self.puzzle.height, self.puzzle.width, noted(every) + 1)
        triples = [record_ints(item, 3, highs) for item in record_field(record, "cells")]
        for r, c, mark in triples:
            if mark == Mark.FILL:
                raise ValueError(
                    Sentence("{cell}: mark 1 is no colour of a colour board", cell=where(r, c))
                )
            decided, notes = mark & DECIDED_BITS, notes_of(mark)
            if decided >= self.values + OFFSET or (notes and decided) or notes & ~every:
                raise ValueError(
                    Sentence("{cell}: mark {mark} is no mark of this board", cell=where(r, c),
                             mark=mark)
                )  # fmt: skip
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
