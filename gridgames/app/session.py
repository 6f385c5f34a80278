"""One puzzle being played: its play state, undo history, clock and win detection.

Every change goes through the undo stack as a MoveCommand (moves are plain data from the
genre's play state), so undo, redo, Restart, replayed progress and applied hints all take
one path, and the win check runs after each of them. Each command has a serial number, so
saved progress (progress_link.py) can tell a new command from one undone and redone.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import count

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..games.genre import Puzzle
from ..games.play import Mistakes, Move, PlayState, new_play
from .clock import GameClock
from .i18n import Texts

tr = Texts(__name__)

_SERIALS = count(1)


class MoveCommand(QUndoCommand):
    """A move and, once made, the move that takes it back."""

    def __init__(self, session: GameSession, move: Move, text: str) -> None:
        super().__init__(text)
        self.session = session
        self.move = move
        self.inverse: Move | None = None
        self.serial = next(_SERIALS)

    def redo(self) -> None:
        self.inverse = self.session.apply(self.move)

    def undo(self) -> None:
        assert self.inverse is not None
        self.session.apply(self.inverse)


class ShownCommand(MoveCommand):
    """A move the board already shows -- the animated solve made it bit by bit -- recorded
    as one undo step: the first redo (QUndoStack.push calls it) has nothing to do."""

    def __init__(self, session: GameSession, move: Move, inverse: Move, text: str) -> None:
        super().__init__(session, move, text)
        self.inverse = inverse
        self._shown = True

    def redo(self) -> None:
        if self._shown:
            self._shown = False
            return
        super().redo()


class GameSession(QObject):
    changed = Signal()  # the board changed (move, undo, redo, restart)
    solved = Signal(int)  # the board became an answer by the rules: seconds played

    def __init__(self, puzzle: Puzzle, source: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle = puzzle
        self.source = source  # the file, URL or ID it came from
        self.play: PlayState = new_play(puzzle)
        self.undo_stack = QUndoStack(self)
        self.clock = GameClock(self)
        self.won = False
        self.started = False  # a move was made: no clock, and no "in progress", before
        self.at_board = False  # the window says the player is at the board (see start)
        self._resuming = False

    def start(self) -> None:
        """The player is at the board (the game opened, the window is active again, a
        dialog closed, Pause ended): the clock runs if a move was made and no win yet."""
        self.at_board = True
        self._sync_clock()

    def stop(self) -> None:
        """The player is away (minimised, another window or a dialog, Pause, another
        game, closing): the clock stops."""
        self.at_board = False
        self._sync_clock()

    def _sync_clock(self) -> None:
        if self.at_board and self.started and not self.won:
            self.clock.start()
        else:
            self.clock.stop()

    def push(self, move: Move, text: str) -> None:
        """Make a player's move, as one undo step."""
        self.undo_stack.push(MoveCommand(self, move, text))

    def record(self, move: Move, inverse: Move, text: str) -> None:
        """Make changes already on the board (through `apply`) one undo step: `move` takes
        the board from where it was to where it is, `inverse` back."""
        self.undo_stack.push(ShownCommand(self, move, inverse, text))

    def resume(
        self, history: Sequence[tuple[str, Sequence[Move]]], position: int, elapsed_ms: int
    ) -> None:
        """Rebuild saved progress on a fresh session: every recorded step (text, moves) goes on
        the undo stack, the redo tail too, then the stack undoes back to `position`, so undo and
        redo work as they did before. No win is announced on the way; a board left solved
        counts as won (its clock stays stopped)."""
        self._resuming = True
        try:
            for text, moves in history:
                if len(moves) == 1:
                    self.push(moves[0], text)
                    continue
                self.undo_stack.beginMacro(text)
                for move in moves:
                    self.push(move, text)
                self.undo_stack.endMacro()
            self.undo_stack.setIndex(position)
        finally:
            self._resuming = False
        self.won = self.play.is_solved()
        self.started = bool(history) or elapsed_ms > 0
        self.clock.set_elapsed_ms(elapsed_ms)
        self._sync_clock()

    def restart(self) -> None:
        """Empty the board, undoably."""
        move = self.play.clear_move()
        if move is not None:
            self.push(move, tr("Restart"))

    def apply(self, move: Move) -> Move:
        """Apply without recording (the undo stack calls this); return the inverse."""
        inverse = self.play.apply(move)
        if not self._resuming and not self.started:
            self.started = True  # the first move starts the clock
            self._sync_clock()
        self.changed.emit()
        if not self.won and not self._resuming and self.play.is_solved():
            self.won = True
            self.clock.stop()
            self.solved.emit(self.clock.seconds())
        return inverse

    def mistakes(self) -> Mistakes:
        return self.play.mistakes()
