"""The player's side of a game, shared by every genre: a board being marked, moves, mistakes.

The solver works on domains; the player works on marks, one click at a time, on a board
that is mostly undecided. This module holds what all genres' play states share, with no
Qt in it, so the app, saved progress (a move list) and hints can all drive the same state:

- a move is plain data; `apply(move)` returns the move that undoes it, which is all an
  undo stack (or a replayed move log) needs;
- `move_record(move)` turns a move into JSON-ready data and `move_from_record` back, exactly,
  so saved progress is a list of records; a record that is not a move on this board (a
  hand-edited or damaged save) is a ValueError, never a half-applied board;
- `mistakes()` judges a PARTIAL board: only what can already never become right;
- `is_solved()` asks the genre's own `check`, so winning means "solved by the rules", never
  "equal to a stored answer" (puzzles with several answers still count).

Each genre's `play.py` defines its state class; `new_play(puzzle)` asks the genre's spec.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Protocol, TypeAlias

from gridgames.engine.sentence import Sentence

from .genre import Answer, Puzzle
from .problem import where
from .registry import genre_of

Cell = tuple[int, int]  # (row, col), 0-based
Box = tuple[int, int, int, int]  # (row, col, height, width); Shikaku's Rect is one
Move = Any  # each genre's own move type; plain, immutable data
Record: TypeAlias = dict[str, Any]  # a move as JSON-ready data (saved progress)


@dataclass(frozen=True)
class Mistakes:
    """What a painter should flag, and why. Every flagged thing has a message, so a board
    with no messages has no mistakes."""

    cells: frozenset[Cell] = frozenset()
    boxes: tuple[Box, ...] = ()
    rows: frozenset[int] = frozenset()
    cols: frozenset[int] = frozenset()
    messages: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.messages)


NO_MISTAKES = Mistakes()


class PlayState(Protocol):
    """What the app needs from a genre's play state."""

    puzzle: Puzzle

    def apply(self, move: Move) -> Move:
        """Make the move and return the move that takes the board back exactly."""

    def clear_move(self) -> Move | None:
        """The move that empties the board (Restart), or None if it is already empty."""

    def mistakes(self) -> Mistakes:
        """What is already wrong on the (partial) board by the rules."""

    def is_solved(self) -> bool:
        """True when the board is an answer by the genre's rules."""

    def to_answer(self) -> Answer:
        """The board as the genre's answer type (meaningful once the board is complete)."""

    def snapshot(self) -> Hashable:
        """An immutable copy of the marks: equal snapshots mean identical boards."""

    def move_to(self, snapshot: Hashable) -> Move | None:
        """The one move that turns the board into `snapshot` (a trial rejected, a
        checkpoint returned to), or None if the board already is it."""

    def marked_since(self, snapshot: Hashable) -> frozenset[Cell]:
        """The cells holding a mark that the board in `snapshot` did not have there: what
        trial mode draws as provisional."""

    def move_record(self, move: Move) -> Record:
        """The move as JSON-ready data; `move_from_record` gives back an equal move."""

    def move_from_record(self, record: Any) -> Move:
        """The move a record holds, checked against this board; ValueError if it is not one."""


def new_play(puzzle: Puzzle) -> PlayState:
    """A fresh, empty play state for any puzzle."""
    return genre_of(puzzle).new_play(puzzle)


def record_field(record: Any, name: str) -> list[Any]:
    """A list field of a move record; ValueError if the record is not a dict or lacks it
    (so one genre's record never reads as an empty move of another)."""
    if not isinstance(record, dict):
        raise ValueError(
            Sentence("a move record is a JSON object, not {type}", type=type(record).__name__)
        )
    value = record.get(name)
    if not isinstance(value, list):
        raise ValueError(Sentence("{name} of a move record must be a list", name=repr(name)))
    return value


def record_ints(item: Any, count: int, highs: tuple[int, ...]) -> tuple[int, ...]:
    """`count` whole numbers with 0 <= value < high (each its own bound). JSON booleans are
    rejected although Python counts them as ints: `true` is no cell index."""
    if not isinstance(item, list) or len(item) != count:
        raise ValueError(
            Sentence("expected a list of {count} numbers, got {item}", count=count, item=repr(item))
        )
    for value, high in zip(item, highs, strict=True):
        if type(value) is not int or not 0 <= value < high:
            raise ValueError(
                Sentence(
                    "{value} is not in 0..{high} in {item}",
                    value=repr(value),
                    high=high - 1,
                    item=repr(item),
                )
            )
    return tuple(item)


# ---------------------------------------------------------------- boards of marked cells


class Mark(IntEnum):
    """What the player has put in a cell of a cell-marking genre (Nonogram, Fill-grid)."""

    EMPTY = 0  # undecided
    FILL = 1  # filled (Nonogram) or shaded (Fill-grid)
    CROSS = 2  # marked as not filled: a cross (Nonogram) or a dot (Fill-grid)


@dataclass(frozen=True)
class CellMove:
    """Set each listed cell to a mark."""

    cells: tuple[tuple[int, int, Mark], ...]


class CellPlay:
    """A grid of marks with strokes, for genres whose answer is a grid of bools.

    Subclasses add `mistakes()` and may fix cells the player cannot mark."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.marks = [[Mark.EMPTY] * puzzle.width for _ in range(puzzle.height)]

    def mark(self, row: int, col: int) -> Mark:
        return self.marks[row][col]

    def is_fixed(self, row: int, col: int) -> bool:
        """Cells the player may not mark (e.g. Kurodoko numbers, which are always white)."""
        return False

    def apply(self, move: CellMove) -> CellMove:
        undo = tuple((r, c, self.marks[r][c]) for r, c, _ in reversed(move.cells))
        for r, c, mark in move.cells:
            self.marks[r][c] = mark
        return CellMove(undo)

    def stroke(self, start: Cell, cells: Iterable[Cell], mark: Mark) -> CellMove | None:
        """The move made by a click or drag with the button that puts `mark`.

        What the stroke starts on decides what it does, so one drag never mixes effects:
        starting on a cell that already has `mark` clears that mark along the way;
        starting anywhere else puts `mark` on the cells that look like the start cell
        (a fill drag from a blank cell leaves crossed cells alone)."""
        if self.is_fixed(*start):
            return None
        source = self.marks[start[0]][start[1]]
        target = Mark.EMPTY if source == mark else mark
        changes = tuple(
            (r, c, target)
            for r, c in dict.fromkeys(cells)
            if not self.is_fixed(r, c) and self.marks[r][c] == source
        )
        return CellMove(changes) if changes else None

    def clear_move(self) -> CellMove | None:
        changes = tuple(
            (r, c, Mark.EMPTY)
            for r, row in enumerate(self.marks)
            for c, mark in enumerate(row)
            if mark != Mark.EMPTY and not self.is_fixed(r, c)  # a given mark stays
        )
        return CellMove(changes) if changes else None

    def to_answer(self) -> tuple[tuple[bool, ...], ...]:
        """Filled cells are True; crosses and undecided cells count as empty."""
        return tuple(tuple(mark == Mark.FILL for mark in row) for row in self.marks)

    def is_solved(self) -> bool:
        return not genre_of(self.puzzle).check(self.puzzle, self.to_answer())

    def snapshot(self) -> tuple[tuple[Mark, ...], ...]:
        return tuple(tuple(row) for row in self.marks)

    def move_to(self, snapshot: tuple[tuple[Mark, ...], ...]) -> CellMove | None:
        changes = tuple(
            (r, c, then)
            for r, (row, old) in enumerate(zip(self.marks, snapshot, strict=True))
            for c, (now, then) in enumerate(zip(row, old, strict=True))
            if now != then
        )
        return CellMove(changes) if changes else None

    def marked_since(self, snapshot: tuple[tuple[Mark, ...], ...]) -> frozenset[Cell]:
        return frozenset(
            (r, c)
            for r, (row, old) in enumerate(zip(self.marks, snapshot, strict=True))
            for c, (now, then) in enumerate(zip(row, old, strict=True))
            if now != then and now != Mark.EMPTY
        )

    def move_record(self, move: CellMove) -> Record:
        return {"cells": [[r, c, int(mark)] for r, c, mark in move.cells]}

    def move_from_record(self, record: Any) -> CellMove:
        highs = (self.puzzle.height, self.puzzle.width, len(Mark))
        triples = [record_ints(item, 3, highs) for item in record_field(record, "cells")]
        fixed = next(((r, c) for r, c, _ in triples if self.is_fixed(r, c)), None)
        if fixed is not None:
            raise ValueError(Sentence("{cell} cannot be marked", cell=where(*fixed)))
        return CellMove(tuple((r, c, Mark(mark)) for r, c, mark in triples))
