"""One puzzle being edited: its draft, the undo history of drafts, and the genre's editor.

Every edit is a whole new `Draft` (drafts are small, immutable and compare by value), so
one command type serves every genre: it keeps the draft before and after. Typing a number
of several digits into one cell, or turning the wheel over it, merges into one undo step.
"""

from __future__ import annotations

from itertools import count
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...games.editing import Draft
from ...games.registry import genre_of

_MERGE_ID = 0x6564  # QUndoCommand.id() of commands that may merge ("ed")
_SERIALS = count(1)


def new_merge_key() -> int:
    """A fresh key: edits pushed with the same key merge into one undo step."""
    return next(_SERIALS)


class DraftCommand(QUndoCommand):
    def __init__(
        self, session: EditSession, before: Draft, after: Draft, text: str, merge: int | None
    ) -> None:
        super().__init__(text)
        self.session = session
        self.before, self.after = before, after
        self.merge = merge

    def id(self) -> int:
        return _MERGE_ID if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, DraftCommand) or other.merge != self.merge:
            return False
        self.after = other.after
        self.setText(other.text())
        self.setObsolete(self.after == self.before)  # typed and taken back: no step
        return True

    def redo(self) -> None:
        self.session.show(self.after)

    def undo(self) -> None:
        self.session.show(self.before)


class EditSession(QObject):
    changed = Signal()  # the draft changed (an edit, undo, redo)

    def __init__(self, draft: Draft, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.genre = genre_of(draft.puzzle)
        editor = self.genre.editor()
        assert editor is not None, f"{self.genre.name} has no editor"
        self.editor: Any = editor  # the genre's own edits (games/<genre>/editing.py)
        self.undo_stack = QUndoStack(self)
        self.symmetric = False  # crossword grids: the opposite cell follows (the bar's box)
        self.pen: int | None = None  # the number a click writes (the bar's palette)

    @property
    def puzzle(self):
        return self.draft.puzzle

    def edit(self, draft: Draft | None, text: str, merge: int | None = None) -> bool:
        """Make `draft` the new one, as an undo step; False when it changes nothing."""
        if draft is None or draft == self.draft:
            return False
        self.undo_stack.push(DraftCommand(self, self.draft, draft, text, merge))
        return True

    def show(self, draft: Draft) -> None:
        """Put a draft on the board without recording it (the undo stack calls this)."""
        self.draft = draft
        self.changed.emit()
