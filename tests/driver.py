"""Drive a board like a player does, with real mouse and key events at cells.

For tests (here and in later features such as hints): they should exercise the same path
as a hand on a mouse -- QTest events into BoardView, through the genre's input mapper,
into the undo stack -- not call the play state directly. QTest keeps the pressed mouse
buttons in global state, so every press here is released in a `finally`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from gridgames.app.board_view import BoardView
from gridgames.games.play import Cell

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class BoardDriver:
    def __init__(self, view: BoardView) -> None:
        self.view = view

    def point(self, cell: Cell) -> QPoint:
        """The centre of a cell, in the view's coordinates."""
        return self.view.board_geometry().cell_rect(*cell).center().toPoint()

    # ------------------------------------------------------------------ mouse

    def drag(self, path: Iterable[Cell], button: Qt.MouseButton = LEFT) -> None:
        """Press on the first cell, move through the others, release on the last."""
        cells = list(path)
        QTest.mousePress(self.view, button, NO_MODIFIER, self.point(cells[0]))
        try:
            for cell in cells[1:]:
                QTest.mouseMove(self.view, self.point(cell))
        finally:
            QTest.mouseRelease(self.view, button, NO_MODIFIER, self.point(cells[-1]))

    def click(self, cell: Cell, button: Qt.MouseButton = LEFT) -> None:
        self.drag([cell], button)

    # ------------------------------------------------------------------ keyboard

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NO_MODIFIER) -> None:
        QTest.keyClick(self.view, key, modifiers)

    def cursor_to(self, cell: Cell) -> None:
        """Walk the keyboard cursor to a cell with the arrow keys. The first arrow press
        only reveals the cursor."""
        if not self.view.cursor_visible:
            self.key(Qt.Key.Key_Up)
        for key in self._arrows_to(cell):
            self.key(key)

    def stretch_to(self, cell: Cell) -> None:
        """Hold Shift, walk the cursor to `cell`, let Shift go: as a hand does it.
        (QTest.keyClick with ShiftModifier would press and release Shift on every key.)"""
        QTest.keyPress(self.view, Qt.Key.Key_Shift)
        try:
            for key in self._arrows_to(cell):
                shifted = Qt.KeyboardModifier.ShiftModifier
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(self.view, QKeyEvent(kind, key, shifted))
        finally:
            QTest.keyRelease(self.view, Qt.Key.Key_Shift)

    def _arrows_to(self, cell: Cell) -> Iterator[Qt.Key]:
        """Arrow keys that take the cursor to `cell` (reading the cursor as it moves)."""
        while self.view.cursor != cell:
            row, col = self.view.cursor
            if row != cell[0]:
                yield Qt.Key.Key_Down if cell[0] > row else Qt.Key.Key_Up
            else:
                yield Qt.Key.Key_Right if cell[1] > col else Qt.Key.Key_Left

    def press_key_at(self, cell: Cell, key: Qt.Key = Qt.Key.Key_Space) -> None:
        self.cursor_to(cell)
        self.key(key)


def open_window(qtbot, width: int = 900, height: int = 700):
    """A shown main window owned by pytest-qt's `qtbot` (closed after the test)."""
    from gridgames.app.window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window


def solve_at_once(qtbot, window) -> None:
    """Auto-solve at the fastest speed and wait for the animation to end: how the tests
    get a board the solver finished."""
    from gridgames.app.solver.panel import SPEEDS

    window.assist.panel.set_speed_index(len(SPEEDS) - 1)
    window.game_actions.solve.trigger()
    qtbot.waitUntil(lambda: not window.assist.animating, timeout=30_000)


class AskedQuestions(list):
    """The texts of the questions the app asked, and the button every answer presses."""

    def __init__(self, answer: object) -> None:
        super().__init__()
        self.answer = answer


def record_questions(monkeypatch, answer: object) -> AskedQuestions:
    """Replace QMessageBox.question so tests never block on a modal dialog: record each
    question's text and answer `record.answer` (a test may change it midway)."""

    record = AskedQuestions(answer)

    def question(parent, title, text, *args, **kwargs):
        record.append(text)
        return record.answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return record
