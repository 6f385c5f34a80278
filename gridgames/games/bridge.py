"""Between the player's board and the engine's domains, one small interface for every genre.

The engine reasons about domains (a cell is empty, filled or either; a Shikaku number has
so many places left); the player's board holds marks (fills, crosses, dots, drawn
rectangles). Hints and the animated solve cross between the two all the time: the board
becomes domains to start the engine from, and the engine's changes become moves the
undo stack and the painters already understand. Each genre's `bridge.py` says how, with
no Qt in it; `bridge_for` finds it by the puzzle's genre.

A genre bridge provides:
- `to_domains(play)`: what the player has marked, as domains (what is unmarked stays
  open; a mark that cannot be right, such as a rectangle of the wrong area, fixes nothing);
- `move_for(play, domains, variables)`: the move that makes the board show what `domains`
  decide for those variables, clearing what they no longer decide (a backtrack);
- `move_between(before, after)`: the move from one board snapshot to another (a whole
  animated solve becomes one undo step);
- `boxes(var, domain)`: the cells a variable's values stand on, as boxes, for painters
  (a cell; or each of a Shikaku number's places);
- `mark_box(play, var)`: where the player's own mark for a variable is, to point at it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from ..engine import EITHER, ONLY_0, ONLY_1
from .genre import Puzzle
from .play import Box, CellMove, CellPlay, Mark, Move, PlayState, new_play
from .problem import rectangle_name, where


@dataclass(frozen=True)
class Wrong:
    """A variable the player has marked against the answer, and where that mark is."""

    var: int
    box: Box

    def describe(self) -> str:
        """The mark in words, without saying what it should be."""
        row, col, height, width = self.box
        if height == 1 and width == 1:
            return where(row, col)
        return rectangle_name(height, width, where(row, col))


class Bridge:
    """The interface (see the module docstring); `first_wrong` is shared."""

    def to_domains(self, play: PlayState) -> list[int]:
        raise NotImplementedError

    def move_for(
        self, play: PlayState, domains: Sequence[int], variables: Sequence[int]
    ) -> Move | None:
        raise NotImplementedError

    def move_between(self, before: Hashable, after: Hashable) -> Move | None:
        raise NotImplementedError

    def boxes(self, var: int, domain: int) -> tuple[Box, ...]:
        raise NotImplementedError

    def mark_box(self, play: PlayState, var: int) -> Box | None:
        raise NotImplementedError

    def copy(self, play: PlayState) -> PlayState:
        """A board of its own with the same marks: judged in another thread (mistakes on
        a large nonogram take a while) or rewound on trial, the player's stays untouched."""
        board = new_play(play.puzzle)
        move = self.move_between(board.snapshot(), play.snapshot())
        if move is not None:
            board.apply(move)
        return board

    def first_wrong(self, play: PlayState, solution: Sequence[int]) -> Wrong | None:
        """The first variable (in the genre's reading order) whose mark rules out the
        solution's value: the mistake a hint points at."""
        var = first_conflict(self.to_domains(play), solution)
        if var is None:
            return None
        box = self.mark_box(play, var)
        return Wrong(var, box if box is not None else self.boxes(var, solution[var])[0])


def first_conflict(domains: Sequence[int], solution: Sequence[int]) -> int | None:
    """The first variable whose domain excludes the solution's value, or None."""
    pairs = enumerate(zip(domains, solution, strict=True))
    return next((var for var, (a, b) in pairs if not a & b), None)


# ---------------------------------------------------------------- boards of marked cells

DOMAIN_OF = {Mark.EMPTY: EITHER, Mark.FILL: ONLY_1, Mark.CROSS: ONLY_0}
MARK_OF = {ONLY_1: Mark.FILL, ONLY_0: Mark.CROSS}  # anything else shows as undecided


class CellBridge(Bridge):
    """Genres with one two-valued variable per cell, variable r * width + c (Nonogram and
    Fill-grid): a fill or shade is value 1, a cross or dot value 0. Cells the player cannot
    mark (Kurodoko's numbers) are left alone; their domains come from the model."""

    def __init__(self, width: int) -> None:
        self.width = width

    def to_domains(self, play: CellPlay) -> list[int]:
        return [DOMAIN_OF[mark] for row in play.marks for mark in row]

    def move_for(
        self, play: CellPlay, domains: Sequence[int], variables: Sequence[int]
    ) -> CellMove | None:
        cells = []
        for var in dict.fromkeys(variables):
            r, c = divmod(var, self.width)
            mark = self.mark_for(domains[var])
            if not self.shows(play.marks[r][c], mark) and not play.is_fixed(r, c):
                cells.append((r, c, mark))
        return CellMove(tuple(cells)) if cells else None

    def mark_for(self, domain: int) -> int:
        """The mark that shows a domain: its one value, or undecided."""
        return MARK_OF.get(domain, Mark.EMPTY)

    def shows(self, now: int, mark: int) -> bool:
        """Does a cell marked `now` already show what `mark` says (a colour cell's notes
        show "undecided" as well as no notes)?"""
        return now == mark

    def move_between(self, before: Hashable, after: Hashable) -> CellMove | None:
        cells = tuple(
            (r, c, new)
            for r, (old_row, new_row) in enumerate(zip(before, after, strict=True))
            for c, (old, new) in enumerate(zip(old_row, new_row, strict=True))
            if old != new
        )
        return CellMove(cells) if cells else None

    def boxes(self, var: int, domain: int) -> tuple[Box, ...]:
        r, c = divmod(var, self.width)
        return ((r, c, 1, 1),)

    def mark_box(self, play: CellPlay, var: int) -> Box:
        return self.boxes(var, 0)[0]


def bridge_for(puzzle: Puzzle) -> Bridge:
    """The bridge of the puzzle's genre, built for this puzzle."""
    from .registry import genre_of

    return genre_of(puzzle).bridge(puzzle)
