"""Trial mode and a checkpoint, for every genre, on top of the session's undo stack.

Trial mode (as in pzprjs): after Try, the player's marks are provisional -- drawn in the
trial colour (trial_layer.py) -- until Accept keeps them or Reject takes every one of them
off in one step. A checkpoint is a board the player asks to come back to.

Both are only a remembered board (the play state's `snapshot`), never a second history:
every mark made while trying is an ordinary move on the undo stack, saved as progress like
any other, and Reject or "Back to checkpoint" is one more move, `play.move_to(snapshot)`,
so it is one undo entry and Undo brings the marks back (as ordinary marks: the trial is
over). What marks are provisional is worked out from the board, not tracked move by move:
the cells marked now that were not so at Try (`play.marked_since`), so undoing past Try or
clearing the board while trying never leaves a stale colour.

Saved progress: the trial's starting board and the checkpoint are kept with the puzzle's
progress (app state `trial:<key>`), written whenever they change. Reopening the puzzle,
even after a crash, resumes the trial with the same marks provisional and the checkpoint
in place. A board is saved as the move that makes it from an empty board, in the genre's
own move records, so it is checked like any saved move; one that does not read is dropped
(the marks themselves are in the move history and stay). A win ends a trial (the marks
were right) and drops the checkpoint, so Play Again starts clean.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..games.play import Cell, new_play
from ..progress import ProgressStore
from .i18n import Texts
from .session import GameSession

tr = Texts(__name__)

STATE_PREFIX = "trial:"  # app state name per puzzle key


class Trial(QObject):
    """The trial and the checkpoint of one session."""

    changed = Signal()  # trying started or ended, or the checkpoint was set or cleared

    def __init__(
        self, session: GameSession, store: ProgressStore | None = None, key: str | None = None
    ) -> None:
        super().__init__(session)
        self.session = session
        self.store = store
        self.key = key
        self.base: Hashable | None = None  # the board at Try; None when not trying
        self.checkpoint: Hashable | None = None
        self._load()
        session.solved.connect(self._solved)

    @property
    def trying(self) -> bool:
        return self.base is not None

    def provisional(self) -> frozenset[Cell]:
        """The cells whose marks are provisional (marked since Try)."""
        if self.base is None:
            return frozenset()
        return self.session.play.marked_since(self.base)

    # ------------------------------------------------------------------ trial

    def start(self) -> None:
        """Try: from now on, marks are provisional."""
        if self.base is None and not self.session.won:
            self.base = self.session.play.snapshot()
            self._changed()

    def accept(self) -> None:
        """Keep the provisional marks as ordinary ones."""
        if self.base is not None:
            self.base = None
            self._changed()

    def reject(self) -> None:
        """Take every provisional mark off, in one undo step, back to the board at Try."""
        if self.base is None:
            return
        move = self.session.play.move_to(self.base)
        self.base = None
        self._changed()
        if move is not None:
            self.session.push(move, tr("Reject trial"))

    # ------------------------------------------------------------------ checkpoint

    def set_checkpoint(self) -> None:
        self.checkpoint = self.session.play.snapshot()
        self._changed()

    def can_return(self) -> bool:
        return self.checkpoint is not None and self.checkpoint != self.session.play.snapshot()

    def back_to_checkpoint(self) -> None:
        """The board as it was at the checkpoint, in one undo step (the checkpoint stays,
        to come back to again)."""
        if self.checkpoint is None:
            return
        move = self.session.play.move_to(self.checkpoint)
        if move is not None:
            self.session.push(move, tr("Back to checkpoint"))

    # ------------------------------------------------------------------ saving

    def _solved(self, _seconds: int) -> None:
        self.base = None
        self.checkpoint = None
        self._changed()

    def _changed(self) -> None:
        self._save()
        self.changed.emit()

    def _save(self) -> None:
        if self.store is None or self.key is None:
            return
        value = {"trial": self._encode(self.base), "checkpoint": self._encode(self.checkpoint)}
        self.store.set_state(STATE_PREFIX + self.key, value)

    def _load(self) -> None:
        if self.store is None or self.key is None:
            return
        saved = self.store.get_state(STATE_PREFIX + self.key)
        if not isinstance(saved, dict):
            return
        self.base = self._decode(saved.get("trial"))
        self.checkpoint = self._decode(saved.get("checkpoint"))
        if self.session.won:
            self.base = self.checkpoint = None

    def _encode(self, snapshot: Hashable | None) -> dict[str, Any] | None:
        """A board as the record of the move that makes it from an empty board."""
        if snapshot is None:
            return None
        empty = new_play(self.session.puzzle)
        move = empty.move_to(snapshot)
        return {"board": None if move is None else empty.move_record(move)}

    def _decode(self, saved: Any) -> Hashable | None:
        """The board `_encode` wrote; None if there is none or it does not read on this
        puzzle (hand-edited, or another puzzle's)."""
        if not isinstance(saved, dict) or "board" not in saved:
            return None
        board = new_play(self.session.puzzle)
        try:
            if saved["board"] is not None:
                board.apply(board.move_from_record(saved["board"]))
        except (ValueError, TypeError, KeyError):
            return None
        return board.snapshot()
