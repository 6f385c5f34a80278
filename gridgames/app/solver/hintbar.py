"""The hint bar under the board: what a hint says, in words, with the button to mark it.

On the board a hint only shows where to look (effects.py); its sentence goes here, below
the board, where it never covers the cells it talks about. The stripe on the left says
what kind of message it is, in the board's colours: orange for a hint, vermillion for a
mistake found, blue for anything else.

The bar keeps one height and stays in place while a game is open, with or without a
message (`clear` leaves a faded line saying what Hint does): a bar that came and went, or
grew with its text, would move the board under the player's pointer. A long message
scrolls inside it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

from ..i18n import Texts
from ..theme import BLUE, ORANGE, VERMILLION

tr = Texts(__name__)

HINT = "hint"
WRONG = "wrong"
INFO = "info"
STRIPES = {HINT: ORANGE, WRONG: VERMILLION, INFO: BLUE}
IDLE_TEXT = tr.mark("Hint shows the next step here; pressing it again marks the step on the board.")
LINES = 3  # the bar's height, in lines of text
SHORT_LINES = 2  # ... in a short window


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
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.text)
        self.mark = QPushButton(tr("Mark it"))
        self.mark.setToolTip(tr("Make the move this hint shows (Hint again does the same)"))
        self.mark.clicked.connect(self.mark_clicked)
        self.close_button = QToolButton()
        self.close_button.setText("\u00d7")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(tr("Clear the hint"))
        self.close_button.clicked.connect(self.closed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stripe)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.set_lines(LINES)
        self.message = ""  # the text shown, without markup ("" when cleared)
        self.clear()

    def set_lines(self, lines: int) -> None:
        """The bar's height in lines of text (fewer in a short window: the board first)."""
        self.setFixedHeight(self.fontMetrics().lineSpacing() * lines + 14)

    @property
    def showing(self) -> bool:
        """A message is up (not the idle line)."""
        return bool(self.message)

    def show_message(self, sentence: str, note: str = "", kind: str = HINT) -> None:
        """`sentence` in bold, then `note` (what kind of step, what to do next)."""
        self.stripe.setStyleSheet(f"background: {STRIPES[kind]}; border-radius: 2px;")
        html = f"<b>{escape(sentence)}</b>"
        if note:
            html += f"<br><span style='color: {self._faded()}'>{escape(note)}</span>"
        self.text.setText(html)
        self.scroll.verticalScrollBar().setValue(0)
        self.message = f"{sentence} {note}".strip()
        self.mark.setVisible(kind == HINT)
        self.close_button.setVisible(True)

    def clear(self) -> None:
        """No message: the faded idle line, no button (the bar keeps its place)."""
        self.stripe.setStyleSheet("background: transparent;")
        self.text.setText(f"<span style='color: {self._faded()}'>{escape(tr(IDLE_TEXT))}</span>")
        self.message = ""
        self.mark.setVisible(False)
        self.close_button.setVisible(False)

    def _faded(self) -> str:
        return self.palette().color(QPalette.ColorRole.PlaceholderText).name()
