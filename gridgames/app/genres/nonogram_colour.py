"""How a colour nonogram looks: its colours on the cells and behind its clue numbers.

Cells take the puzzle's own colours (the picture should look like itself on either
theme); a colour too close to the paper (white on the light board, black on the dark
one) gets a thin outline so a painted cell never looks blank. Each clue number sits on a
box of its block's colour with the number in black or white, whichever reads better on
that colour (WCAG contrast), so clues read the same on light and dark themes; a struck
number's box fades. With letters on, each painted cell also shows its colour's letter,
for players who cannot tell two of a file's colours apart.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...games.nonogram.colour import DEFAULT_RGB, Palette
from ...games.nonogram.play_colour import OFFSET, is_undecided, notes_of
from ...games.nonogram.puzzle import NonogramPuzzle
from ..drawing import fill_rects, inset, number_font
from .base import PaintContext

DARK_TEXT = QColor("#111316")
LIGHT_TEXT = QColor("#FFFFFF")
OUTLINE_BELOW = 1.6  # contrast ratio with the paper under which a colour is outlined
BOX_INSET = 0.06  # a clue box's margin, in cells
STRUCK_ALPHA = 70  # a struck clue number's box
HALO_BELOW = 2.5  # contrast ratio with the paper under which a note's cross gets a halo


def palette_colours(palette: Palette) -> list[QColor]:
    """Each palette index's colour; colours a file leaves undrawn take the Okabe-Ito set
    (colour-blind safe) in order."""
    found = []
    for index, colour in enumerate(palette):
        rgb = colour.rgb or (DEFAULT_RGB[(index - 1) % len(DEFAULT_RGB)] if index else "#ffffff")
        found.append(QColor(rgb))
    return found


def luminance(color: QColor) -> float:
    """WCAG relative luminance."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, 1 (none) to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(fill: QColor) -> QColor:
    """Black or white text, whichever contrasts more with `fill`."""
    return DARK_TEXT if contrast(fill, DARK_TEXT) >= contrast(fill, LIGHT_TEXT) else LIGHT_TEXT


def text_on(p: QPainter, box: QRectF, fill: QColor, struck: bool, faded: QColor) -> QColor:
    """Draw a clue number's coloured box; return the colour its number is written in."""
    inner = inset(box, box.width() * BOX_INSET)
    shown = QColor(fill)
    if struck:
        shown.setAlpha(STRUCK_ALPHA)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor(128, 128, 128, 150), max(1.0, box.width() * 0.04)))
    p.setBrush(shown)
    radius = box.width() * 0.12
    p.drawRoundedRect(inner, radius, radius)
    p.restore()
    return faded if struck else readable_on(fill)


class ColourLook:
    """A colour puzzle's colours as the painter needs them."""

    def __init__(self, puzzle: NonogramPuzzle) -> None:
        self.puzzle = puzzle
        self.colours = palette_colours(puzzle.palette)
        self.chars = [colour.char for colour in puzzle.palette]
        self.letters = False  # each painted cell shows its colour's letter too
        rgba = [colour.rgba() for colour in self.colours]
        self._fills = (
            [tuple(rgba[c] for c in shades) for shades in puzzle.row_colours],
            [tuple(rgba[c] for c in shades) for shades in puzzle.column_colours],
        )

    def clue_fills(self, across: bool, index: int) -> tuple[int, ...]:
        """The box colours (rgba) of a line's clue numbers."""
        return self._fills[0 if across else 1][index]

    def fill_cells(self, p: QPainter, ctx: PaintContext, mark: int, rects: list[QRectF]) -> None:
        """Cells painted with `mark`'s colour (outlined when it is close to the paper), or
        an undecided cell's notes."""
        if is_undecided(mark):
            self.note_cells(p, ctx, notes_of(mark), rects)
            return
        value = mark - OFFSET
        colour = self.colours[value]
        fill_rects(p, rects, colour)
        geo = ctx.geo
        if contrast(colour, ctx.theme.paper) < OUTLINE_BELOW:
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setPen(QPen(ctx.theme.faded, max(1.0, geo.cell * 0.06)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRects([inset(rect, geo.cell * 0.12) for rect in rects])
            p.restore()
        if ctx.provisional:  # trial mode: the colour stays, framed in the trial's ink
            p.save()
            p.setPen(QPen(ctx.theme.ink, max(2.0, geo.cell * 0.14)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRects([inset(rect, max(1.0, geo.cell * 0.07)) for rect in rects])
            p.restore()
        if self.letters and geo.cell >= 14:
            font = number_font(ctx.font, geo.cell * 0.5, bold=True)
            self._letters(p, rects, self.chars[value], readable_on(colour), font)

    def note_cells(self, p: QPainter, ctx: PaintContext, notes: int, rects: list[QRectF]) -> None:
        """Notes "not this colour": a small cross in each colour ruled out, each colour in
        its own place of the cell (a grid of places, palette order, row by row), so a
        glance finds the same colour's notes in the same corner; a colour too close to
        the paper gets a halo in black or white, whichever shows on it."""
        values = [v for v in range(1, len(self.colours)) if notes >> v & 1]
        if not values or not rects:
            return
        side = max(2, math.ceil(math.sqrt(len(self.colours) - 1)))
        cell = rects[0].width()
        slot = cell / side
        arm = slot * 0.3
        width = max(1.3, cell * 0.065)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for value in values:
            row, col = divmod(value - 1, side)
            colour = self.colours[value]
            strokes = []
            for rect in rects:
                x = rect.left() + (col + 0.5) * slot
                y = rect.top() + (row + 0.5) * slot
                strokes += [QLineF(x - arm, y - arm, x + arm, y + arm),
                            QLineF(x - arm, y + arm, x + arm, y - arm)]  # fmt: skip
            if contrast(colour, ctx.theme.paper) < HALO_BELOW:
                halo = QPen(readable_on(colour), width * 1.9)
                halo.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(halo)
                p.drawLines(strokes)
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLines(strokes)
        p.restore()

    @staticmethod
    def _letters(p: QPainter, rects: list[QRectF], char: str, ink: QColor, font: QFont) -> None:
        p.save()
        p.setFont(font)
        p.setPen(ink)
        for rect in rects:
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, char)
        p.restore()
