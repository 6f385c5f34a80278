"""The edit bar over the board in edit mode: what is being edited, the engine's verdict,
and the author's tools (Make Unique, Trim, symmetry, a Latin square, the number pen).

The bar is coloured so edit mode is never mistaken for play; the verdict line says
"Judging..." while the engine works, and its tone (good, warning, bad) colours its symbol.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..drawing import mix
from ..i18n import Texts, render
from ..theme import Theme
from .verdicts import BAD, GOOD, SYMBOLS, WAIT, WARN

tr = Texts(__name__)

PALETTE_MAX = 9  # pen buttons 1..9; larger numbers from the box beside them
NO_PEN = 0  # the pen button id meaning "no number: a click only selects the cell"


class EditBar(QFrame):
    play_requested = Signal()
    make_unique_requested = Signal()
    trim_requested = Signal()
    fill_requested = Signal(int)  # the index of the genre's fill (Genre.fills_for)
    symmetry_toggled = Signal(bool)
    pen_chosen = Signal(object)  # int | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.play_button = QPushButton(tr("Play This Puzzle"))
        self.play_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.play_button.setToolTip(tr("Leave edit mode and play the puzzle as it is now"))
        self.play_button.clicked.connect(self.play_requested)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.verdict.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.make_unique = QPushButton(tr("Make Unique"))
        self.make_unique.setToolTip(tr("Add the fewest clues the engine finds to leave one answer"))
        self.make_unique.clicked.connect(self.make_unique_requested)
        self.trim = QPushButton(tr("Trim"))
        self.trim.setToolTip(tr("Remove the clues the answer does not need, keeping it unique"))
        self.trim.clicked.connect(self.trim_requested)
        self.fill_buttons: list[QPushButton] = []  # the genre's whole-board starts
        self.symmetry = QCheckBox(tr("Symmetric"))
        self.symmetry.setToolTip(
            tr(
                "The cell opposite through the centre follows each change; Make Unique and "
                "Trim keep the design symmetric"
            )
        )
        self.symmetry.toggled.connect(self.symmetry_toggled)
        self.pens = QButtonGroup(self)
        self.pens.setExclusive(True)
        self.pen_row = QWidget()
        pen_layout = QHBoxLayout(self.pen_row)
        pen_layout.setContentsMargins(0, 0, 0, 0)
        pen_layout.setSpacing(2)
        pen_layout.addWidget(QLabel(tr("Pen:")))
        for value in range(PALETTE_MAX + 1):
            button = QToolButton()
            button.setText(str(value) if value else "\u2013")
            button.setToolTip(
                tr("A left click writes {number}", number=value)
                if value
                else tr("A click selects the cell to type in")
            )
            button.setCheckable(True)
            button.setMinimumWidth(26)
            self.pens.addButton(button, value)
            pen_layout.addWidget(button)
        self.pen_box = QSpinBox()
        self.pen_box.setToolTip(tr("A larger number for the pen"))
        self.pen_box.setMinimum(PALETTE_MAX)  # shown as "10+": no large number chosen yet
        self.pen_box.setSpecialValueText(f"{PALETTE_MAX + 1}+")
        self.pen_box.valueChanged.connect(self._large_pen)
        pen_layout.addWidget(self.pen_box)
        self.pens.idClicked.connect(self._pen)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.play_button)
        tools = QHBoxLayout()
        self.tools = tools
        for widget in (self.make_unique, self.trim, self.symmetry):
            tools.addWidget(widget)
        tools.addWidget(self.pen_row)
        tools.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.verdict)
        # The tools scroll sideways in a narrow window rather than widen it: the board
        # and the puzzle list keep their room (the window's minimum width is theirs).
        strip = QWidget()
        strip.setLayout(tools)
        tools.setContentsMargins(0, 0, 0, 0)
        self.tool_strip = QScrollArea()
        self.tool_strip.setWidget(strip)
        self.tool_strip.setWidgetResizable(True)
        self.tool_strip.setFrameShape(QFrame.Shape.NoFrame)
        self.tool_strip.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tool_strip.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.tool_strip.viewport().setAutoFillBackground(False)
        strip.setAutoFillBackground(False)
        layout.addWidget(self.tool_strip)
        self._strip = strip
        self._tone = WAIT

    def configure(self, title: str, numbers: range, fills: list[str], symmetry: bool) -> None:
        """Show the tools this kind of puzzle has: the pen for numbers up to the largest
        a cell may hold, the genre's fills (a Latin square for Hitori), symmetry for a
        crossword grid."""
        self.title.setText(title)
        self.pen_row.setVisible(bool(numbers))
        top = numbers.stop - 1 if numbers else 0
        for value, button in ((b_id, self.pens.button(b_id)) for b_id in range(PALETTE_MAX + 1)):
            button.setVisible(value == NO_PEN or value <= top)
        self.pen_box.setVisible(top > PALETTE_MAX)
        if top > PALETTE_MAX:
            self.pen_box.setMaximum(top)
        self.pens.button(NO_PEN).setChecked(True)
        for button in self.fill_buttons:
            button.hide()  # at once: the deletion waits for the event loop
            button.deleteLater()
        self.fill_buttons = []
        for index, label in enumerate(fills):
            button = QPushButton(render(label))
            button.setToolTip(tr("Start from a whole board: every cell gets a number"))
            button.clicked.connect(lambda _=False, i=index: self.fill_requested.emit(i))
            self.tools.insertWidget(2 + index, button)
            self.fill_buttons.append(button)
        self.symmetry.setVisible(symmetry)
        # The engine's side of the two (gridgames.jobs) may be missing from an install.
        from ... import jobs

        self.make_unique.setEnabled(hasattr(jobs, "MakeUniqueJob"))
        self.trim.setEnabled(hasattr(jobs, "TrimJob"))
        self._fit_strip()

    def _fit_strip(self) -> None:
        """The tool strip's height: its tools, and the scroll bar when they do not fit."""
        hint = self._strip.sizeHint()
        bar = self.tool_strip.horizontalScrollBar().sizeHint().height()
        narrow = hint.width() > self.tool_strip.width()
        self.tool_strip.setFixedHeight(hint.height() + (bar if narrow else 0))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_strip()

    def _large_pen(self, value: int) -> None:
        if value > PALETTE_MAX:
            self._pen(value)

    def _pen(self, value: int) -> None:
        if value <= PALETTE_MAX:
            self.pen_box.blockSignals(True)
            self.pen_box.setValue(PALETTE_MAX)  # back to "10+"
            self.pen_box.blockSignals(False)
        if value > PALETTE_MAX:
            checked = self.pens.checkedButton()
            if checked is not None:
                self.pens.setExclusive(False)
                checked.setChecked(False)
                self.pens.setExclusive(True)
        self.pen_chosen.emit(value or None)

    def choose_pen(self, value: int | None) -> None:
        """Set the pen as a click on its button would."""
        if value is not None and value > PALETTE_MAX:
            self.pen_box.setValue(value)
        else:
            self.pens.button(value or NO_PEN).setChecked(True)
            self._pen(value or NO_PEN)

    def show_verdict(self, tone: str, text: str) -> None:
        self._tone = tone
        theme = Theme.from_palette(self.palette())
        color = {GOOD: theme.good, WARN: theme.accent, BAD: theme.error}.get(tone, theme.faded)
        symbol = SYMBOLS.get(tone, "")
        self.verdict.setText(f'<span style="color:{color.name()}">{symbol}</span> {text}')

    def judging(self) -> None:
        judging = tr("Judging\u2026")
        self.verdict.setText(f"{SYMBOLS[WAIT]} <i>{judging}</i>")

    def set_busy(self, busy: bool) -> None:
        """Make Unique or Trim at work: the tools wait."""
        from ... import jobs

        self.make_unique.setEnabled(not busy and hasattr(jobs, "MakeUniqueJob"))
        self.trim.setEnabled(not busy and hasattr(jobs, "TrimJob"))
        for widget in self.fill_buttons:
            widget.setEnabled(not busy)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self._tint()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._tint()

    def _tint(self) -> None:
        """A background of its own, the window's with some accent, so the mode shows."""
        parent = self.parentWidget()
        theme = Theme.from_palette(parent.palette() if parent is not None else self.palette())
        tint = mix(theme.background, theme.accent, 0.22 if theme.dark else 0.16)
        palette = self.palette()
        if palette.color(QPalette.ColorRole.Window) != tint:
            palette.setColor(QPalette.ColorRole.Window, tint)
            self.setPalette(palette)
