"""The status bar: messages on the left; genre, size and the clock on the right."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from .clock import format_time
from .i18n import Texts

tr = Texts(__name__)

MESSAGE_MS = 8000


class GameStatus(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cell = QLabel()  # where the pointer is: counting cells on a big board is tiring
        self.genre = QLabel()
        self.size = QLabel()
        self.time = QLabel()
        self.time.setMinimumWidth(
            self.time.fontMetrics().horizontalAdvance(tr("Time {time}", time="00:00:00"))
        )
        self.cell.setMinimumWidth(
            self.cell.fontMetrics().horizontalAdvance(
                tr("Row {row}, column {column}", row="00", column="00")
            )
        )
        for label in (self.cell, self.genre, self.size, self.time):
            label.setContentsMargins(8, 0, 8, 0)
            self.addPermanentWidget(label)
        self.show_game("", "")

    def show_game(self, genre: str, size: str) -> None:
        self.genre.setText(genre)
        self.size.setText(size)
        self.genre.setVisible(bool(genre))
        self.size.setVisible(bool(size))
        self.time.setVisible(bool(genre))
        self.show_time(0)

    def show_cell(self, cell: tuple[int, int] | None) -> None:
        if cell is None:
            self.cell.setText("")
        else:
            self.cell.setText(tr("Row {row}, column {column}", row=cell[0] + 1, column=cell[1] + 1))

    def show_time(self, seconds: int) -> None:
        self.time.setText(tr("Time {time}", time=format_time(seconds)))

    def say(self, text: str, timeout: int = MESSAGE_MS) -> None:
        self.showMessage(text, timeout)
