"""Strokes over cells, shared by the genres whose players mark cells (Nonogram, Fill-grid).

A stroke is everything between press and release. It is applied as one move at release,
so one drag is one undo step, and the painter previews it meanwhile. What the stroke does
is the play state's decision (`CellPlay.stroke`); this module only collects the cells:
either a straight line locked to the start's row or column (Nonogram: counting along a
line is the game), or every cell the pointer passes over (Fill-grid). Shift+arrows make
the same stroke from the keyboard, ending when Shift is let go.
"""

from __future__ import annotations

from ...games.play import Cell, CellMove, CellPlay, Mark
from ..i18n import Texts
from .base import Button, Commit, InputMapper

tr = Texts(__name__)

MARK_OF = {Button.PRIMARY: Mark.FILL, Button.SECONDARY: Mark.CROSS}


class StrokeMapper(InputMapper):
    lock_to_line = False
    #: What a stroke of each mark is called on the undo stack.
    verbs = {
        Mark.FILL: tr.plural("Fill 1 cell", "Fill {count} cells"),
        Mark.CROSS: tr.plural("Cross 1 cell", "Cross {count} cells"),
        Mark.EMPTY: tr.plural("Clear 1 cell", "Clear {count} cells"),
    }

    def __init__(self, play: CellPlay, commit: Commit) -> None:
        super().__init__(play, commit)
        self.play: CellPlay = play
        self.start: Cell | None = None
        self.mark = Mark.FILL
        self.path: list[Cell] = []
        self.horizontal: bool | None = None  # the locked direction, once there is one
        self.by_shift = False  # a keyboard stroke: Shift+arrows, ended by letting Shift go

    @property
    def active(self) -> bool:
        return self.start is not None

    def press(self, cell: Cell, button: Button) -> None:
        self.start, self.mark, self.path, self.horizontal = cell, MARK_OF[button], [cell], None

    def drag(self, cell: Cell) -> None:
        if self.start is None:
            return
        if self.lock_to_line:
            self.path = self._line_to(cell)
        elif cell != self.path[-1]:
            self.path += _between(self.path[-1], cell)[1:]

    def release(self, cell: Cell) -> None:
        if self.start is None:
            return
        self.drag(cell)
        move = self.pending_move()
        self.cancel()
        if move is not None:
            self.commit(self.completed(move), self.describe(move))

    def completed(self, move: CellMove) -> CellMove:
        """The move a finished stroke commits: the stroke itself, unless a genre adds to
        it (Nonogram crosses off the lines it finishes)."""
        return move

    def cancel(self) -> None:
        self.start, self.path, self.horizontal, self.by_shift = None, [], None, False

    def cursor_moved(self, old: Cell, new: Cell, extending: bool) -> None:
        """Shift+arrows drag with the left button from where the cursor was."""
        if extending and self.start is None:
            self.press(old, Button.PRIMARY)
            self.by_shift = True
        elif self.by_shift and not extending:
            self.release(self.path[-1])  # Shift went up somewhere we did not hear about
            return
        if self.by_shift:
            self.drag(new)

    def extend_finished(self) -> None:
        if self.by_shift:
            self.release(self.path[-1])

    def pending_move(self) -> CellMove | None:
        """What releasing now would do (the painter previews it)."""
        if self.start is None:
            return None
        return self.play.stroke(self.start, self.path, self.mark)

    def describe(self, move: CellMove) -> str:
        """The move's name on the undo stack (Edit > Undo's tool tip)."""
        return self.say(move.cells[0][2], len(move.cells))

    def say(self, mark: Mark, count: int) -> str:
        """'Fill 3 cells': a stroke's name, in the words of this genre (`verbs`)."""
        return self.verbs[mark](count)

    def _line_to(self, cell: Cell) -> list[Cell]:
        """The start's row or column up to the cell's projection on it. The direction is
        the one the pointer has moved further in, so a slightly wobbly drag stays put."""
        assert self.start is not None
        r0, c0 = self.start
        dr, dc = cell[0] - r0, cell[1] - c0
        if abs(dc) != abs(dr) or self.horizontal is None:
            self.horizontal = abs(dc) >= abs(dr) if (dr or dc) else None
        if self.horizontal is None:
            return [self.start]
        end = (r0, cell[1]) if self.horizontal else (cell[0], c0)
        return _between(self.start, end)


def _between(a: Cell, b: Cell) -> list[Cell]:
    """Cells on a straight-ish line from a to b inclusive, each touching the previous by a
    side, so a fast pointer that skips cells still paints them all."""
    cells = [a]
    r, c = a
    while (r, c) != b:
        dr, dc = b[0] - r, b[1] - c
        if abs(dc) >= abs(dr):
            c += 1 if dc > 0 else -1
        else:
            r += 1 if dr > 0 else -1
        cells.append((r, c))
    return cells
