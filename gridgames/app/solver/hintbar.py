"""The hint bar under the board: what a hint says, in words, with the button to mark it.

On the board a hint only shows where to look (effects.py); its sentence goes here, below
the board, where it never covers the cells it talks about. The stripe on the left says
what kind of message it is, in the board's colours: orange for a hint, vermillion for a
mistake found, blue for anything else.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ..theme import BLUE, ORANGE, VERMILLION

HINT = "hint"
WRONG = "wrong"
INFO = "info"
STRIPES = {HINT: ORANGE, WRONG: VERMILLION, INFO: BLUE}


class HintBar(QFrame):
    mark_clicked = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintBar")
        self.stripe = QFrame()
        self.stripe.setFixedWidth(5)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.mark = QPushButton("Mark it")
        self.mark.setToolTip("Make the move this hint shows (Hint again does the same)")
        self.mark.clicked.connect(self.mark_clicked)
        self.close_button = QToolButton()
        self.close_button.setText("\u00d7")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip("Hide the hint")
        self.close_button.clicked.connect(self.closed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stripe)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        lines = self.fontMetrics().lineSpacing()
        self.setMinimumHeight(lines * 3 + 14)
        self.setMaximumHeight(lines * 5 + 14)  # a bar: the board keeps the room
        self.message = ""  # the text shown, without markup

    def show_message(self, sentence: str, note: str = "", kind: str = HINT) -> None:
        """`sentence` in bold, then `note` (what kind of step, what to do next)."""
        self.stripe.setStyleSheet(f"background: {STRIPES[kind]}; border-radius: 2px;")
        html = f"<b>{escape(sentence)}</b>"
        if note:
            faded = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
            html += f"<br><span style='color: {faded}'>{escape(note)}</span>"
        self.text.setText(html)
        self.message = f"{sentence} {note}".strip()
        self.mark.setVisible(kind == HINT)
