"""Saved progress for the game on the board: every undo step written as it happens.

The undo stack is the one source of truth. A `ProgressLink` watches it: a command that was
not there before is appended to the store (its moves, as records, and its text, so the
restored undo menu reads the same), and undo or redo only moves the saved position. Watching
the stack rather than the places that push means every way a move is made -- a click, a
hint, Restart, the animated solve's single step -- is saved the same way, and an undo macro
is saved as one step. Commands are told apart by their serial number (session.py), because
after undos a new command lands where an undone one was.

The clock is saved with every move, every `SAVE_EVERY_SECONDS` while it runs, and whenever it
stops (minimised, closed, another game, a win). A win marks the puzzle solved with its time,
when it is the player's: a board the animated solve finished is no best time (`player_won`)
and is remembered as the solver's, so it reopens as such even if an earlier go was won.

`restore` puts saved progress on a fresh session. A save that does not decode (edited by
hand, or written for other clues) is kept aside in the store's app state and the puzzle
starts afresh: the player is told, and no move of theirs is silently thrown away.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, Signal
from PySide6.QtGui import QUndoCommand

from ..engine.sentence import Sentence
from ..games.genre import Puzzle
from ..games.play import Move, PlayState
from ..games.registry import kind_of
from ..progress import Kind, ProgressStore, PuzzleProgress
from .i18n import Texts, render, words_of
from .session import GameSession, MoveCommand

tr = Texts(__name__)

SAVE_EVERY_SECONDS = 10
SET_ASIDE = "set_aside:"  # app-state name prefix for a puzzle's unreadable moves


def data_dir() -> Path:
    """Where progress lives: the platform's app data folder (tests point XDG_DATA_HOME
    elsewhere)."""
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def open_store(directory: str | Path | None = None) -> ProgressStore:
    return ProgressStore(directory if directory is not None else data_dir())


def puzzle_kind(puzzle: Puzzle) -> Kind:
    """What statistics count a win as: the genre (a fill-grid puzzle's variant) and size."""
    return Kind(kind_of(puzzle), puzzle.width, puzzle.height)


# ---------------------------------------------------------------- records


def moves_of(command: QUndoCommand) -> list[Move]:
    """The moves a command makes, in order: one for a MoveCommand, its children's for a
    macro."""
    if isinstance(command, MoveCommand):
        return [command.move]
    return [move for i in range(command.childCount()) for move in moves_of(command.child(i))]


def serial_of(command: QUndoCommand) -> int | None:
    """A command's identity: its own serial, or its first move's for a macro."""
    if isinstance(command, MoveCommand):
        return command.serial
    return next(
        (s for i in range(command.childCount()) if (s := serial_of(command.child(i)))), None
    )


def step_record(play: PlayState, command: QUndoCommand) -> dict[str, Any]:
    return {"text": command.text(), "moves": [play.move_record(m) for m in moves_of(command)]}


def step_from_record(play: PlayState, record: Any) -> tuple[str, list[Move]]:
    """(undo text, moves) of a saved step; ValueError if it is not one on this board."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        shape = "{'text': ..., 'moves': [...]}"
        said = Sentence("a saved step is {shape}, not {record}", shape=shape,
                        record=f"{record!r:.80}")  # fmt: skip
        raise ValueError(said)
    text = record.get("text", "")
    if not isinstance(text, str):
        raise ValueError(Sentence("the text of a saved step is {text}", text=f"{text!r:.40}"))
    return text, [play.move_from_record(move) for move in record["moves"]]


# ---------------------------------------------------------------- restoring


def restore(store: ProgressStore, session: GameSession, key: str, pack_ref: str | None) -> str:
    """Open the puzzle in the store (it becomes the one to resume) and put its saved moves,
    undo history and clock on `session`. Returns a sentence for the player if the saved moves
    could not be read (they are set aside and the board starts empty), else ""."""
    saved = store.open_puzzle(key, pack_ref, puzzle_kind(session.puzzle))
    try:
        history = [step_from_record(session.play, record) for record in saved.moves]
    except ValueError as error:
        _set_aside(store, saved, str(error))
        return tr(
            "The saved moves of this puzzle could not be read ({error}). They were kept "
            "aside and the puzzle starts afresh.",
            error=render(words_of(error)),
        )
    session.resume(history, saved.position, round(saved.elapsed * 1000))
    return ""


def _set_aside(store: ProgressStore, saved: PuzzleProgress, reason: str) -> None:
    aside = {"moves": list(saved.moves), "position": saved.position, "reason": reason}
    store.set_state(SET_ASIDE + saved.key, aside)
    store.reset(saved.key)


# ---------------------------------------------------------------- the link


class ProgressLink(QObject):
    """Keeps one session's progress in the store until `detach`."""

    saved = Signal(str)  # a puzzle's key: its state, position or best time was written
    failed = Signal(str)  # why a write did not reach the disk

    def __init__(
        self,
        store: ProgressStore,
        session: GameSession,
        key: str,
        player_won: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(session)
        self.store = store
        self.player_won = player_won  # asked at a win: did the player make it?
        self.session = session
        self.key = key
        stack = session.undo_stack
        self._recorded = [serial_of(stack.command(i)) for i in range(stack.count())]
        self._saved_seconds = session.clock.seconds()
        stack.indexChanged.connect(self._index_changed)
        session.solved.connect(self._solved)
        session.clock.ticked.connect(self._ticked)

    def detach(self) -> None:
        """Save the clock and stop listening (the game is being replaced or closed)."""
        self.session.undo_stack.indexChanged.disconnect(self._index_changed)
        self.session.solved.disconnect(self._solved)
        self.session.clock.ticked.disconnect(self._ticked)
        self.save_clock()

    def save_clock(self) -> None:
        self._saved_seconds = self.session.clock.seconds()
        self._check(self.store.set_elapsed(self.key, self._elapsed()))

    def _elapsed(self) -> float:
        return self.session.clock.elapsed_ms() / 1000

    def _index_changed(self, index: int) -> None:
        stack = self.session.undo_stack
        serial = serial_of(stack.command(index - 1)) if index > 0 else None
        known = index <= len(self._recorded) and (index == 0 or self._recorded[index - 1] == serial)
        if known:
            self._check(self.store.set_position(self.key, index, self._elapsed()))
        else:  # a new step at index - 1; anything recorded after it was undone and is gone
            record = step_record(self.session.play, stack.command(index - 1))
            self._check(self.store.append_move(self.key, record, self._elapsed()))
            self._recorded[index - 1 :] = [serial]

    def _solved(self, _seconds: int) -> None:
        if self.player_won():
            kind = puzzle_kind(self.session.puzzle)
            self._check(self.store.mark_solved(self.key, self._elapsed(), kind) is not None)
        else:
            self._saved_seconds = self.session.clock.seconds()
            self._check(self.store.mark_solver_finished(self.key, self._elapsed()))

    def _ticked(self, seconds: int) -> None:
        if self.session.clock.running:
            if seconds - self._saved_seconds >= SAVE_EVERY_SECONDS:
                self.save_clock()
        elif not self.session.won:  # a win stops the clock too, and _solved saves it
            self.save_clock()

    def _check(self, ok: bool) -> None:
        if ok:
            self.saved.emit(self.key)
        else:
            self.failed.emit(render(self.store.last_error) or tr("progress not saved"))
