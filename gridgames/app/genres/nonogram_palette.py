"""The palette over a colour nonogram's board: one swatch per colour, the chosen one lit.

Clicking a swatch, its digit key (1-9, 0 the background cross) or the wheel over the grid
chooses what the left button paints; the mapper holds the choice and the bar follows it.
"Letters" writes each colour's letter on its swatch and on the painted cells (a saved
setting), for colours a player cannot tell apart.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QHBoxLayout, QLabel, QToolButton, QWidget

from ..drawing import cross_lines, number_font, stroke_lines
from ..i18n import Texts
from .nonogram_colour import readable_on

tr = Texts(__name__)

LETTERS_KEY = "play/colourLetters"
SWATCH = 30  # pixels

STYLE = """
QToolButton { border: 2px solid transparent; border-radius: 6px; padding: 1px; }
QToolButton:checked { border: 3px solid palette(highlight); background: palette(midlight); }
QToolButton:hover:!checked { border: 2px solid palette(mid); }
"""


def notes_tip() -> str:
    """How the palette paints and notes (the "Paint:" label's tool tip)."""
    return tr(
        "Left drag paints the chosen colour, right drag crosses. Shift+left drag notes that "
        "cells are not the chosen colour (a small cross of it); hints, checks and the solver "
        "keep to the notes."
    )


class PaletteBar(QWidget):
    """Swatches for a `ColourNonogramMapper` (see the module docstring)."""

    def __init__(self, view, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.mapper = view.mapper
        self.look = view.painter.colour
        self.setObjectName("colourPalette")
        self.setStyleSheet(STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        paint = QLabel(tr("Paint:"))
        paint.setToolTip(notes_tip())
        layout.addWidget(paint)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.swatches: dict[int, QToolButton] = {}
        palette = self.mapper.play.puzzle.palette
        for value in [*range(1, len(palette)), 0]:
            button = QToolButton(self)
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setIconSize(QSize(SWATCH, SWATCH))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the board's
            name = palette[value].name if value else tr("background (cross)")
            shown = name[:1].upper() + name[1:]
            if value < 10:
                tip = tr("{colour}: key {key}", colour=shown, key=value)
            else:
                tip = tr("{colour}: the wheel", colour=shown)
            if value:  # (the background has no notes: a cross says it)
                tip += "\n" + tr("Shift+drag: not {colour}", colour=name)
            button.setToolTip(tip)
            button.setAccessibleName(name)
            button.clicked.connect(lambda _=False, v=value: self.mapper.choose(v))
            self.group.addButton(button)
            self.swatches[value] = button
            layout.addWidget(button)
        self.letters = QCheckBox(tr("Letters"))
        self.letters.setToolTip(tr("Write each colour's letter on its swatch and on painted cells"))
        self.letters.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.letters.setChecked(_settings().value(LETTERS_KEY, False, type=bool))
        self.letters.toggled.connect(self._letters_toggled)
        layout.addSpacing(8)
        layout.addWidget(self.letters)
        layout.addStretch(1)
        self.mapper.on_choice.append(self._chosen)
        self._letters_toggled(self.letters.isChecked(), save=False)
        self._chosen(self.mapper.choice)

    def _chosen(self, value: int) -> None:
        self.swatches[value].setChecked(True)

    def _letters_toggled(self, on: bool, save: bool = True) -> None:
        if save:
            _settings().setValue(LETTERS_KEY, on)
        self.look.letters = on
        for value, button in self.swatches.items():
            button.setIcon(self._icon(value, on))
        self.view.forget_layer()
        self.view.update()

    def _icon(self, value: int, letters: bool) -> QIcon:
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(round(SWATCH * dpr), round(SWATCH * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        colour = self.look.colours[value]
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(QColor(128, 128, 128), 1))
        p.setBrush(colour)
        box = pixmap.rect().toRectF()
        box = box.adjusted(1, 1, -1, -1)
        box.setSize(box.size() / dpr)
        p.drawRoundedRect(box, 5, 5)
        ink = readable_on(colour)
        if value == 0:
            stroke_lines(p, list(cross_lines(box, 0.25)), QColor("#555A62"), 2.5)
        else:
            p.setFont(number_font(self.font(), SWATCH * 0.42, bold=True))
            p.setPen(ink)
            text = self.look.chars[value] if letters else (str(value) if value < 10 else "")
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.end()
        return QIcon(pixmap)


def _settings():
    from ..window import app_settings  # (the window imports the genres' modules)

    return app_settings()


def palette_bar(view) -> QWidget | None:
    """The board's tools for the game on `view`: a palette for a colour nonogram."""
    if getattr(view.painter, "colour", None) is None:
        return None
    return PaletteBar(view)
