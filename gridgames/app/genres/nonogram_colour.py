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

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...games.nonogram.colour import DEFAULT_RGB, Palette
from ...games.nonogram.play_colour import OFFSET
from ...games.nonogram.puzzle import NonogramPuzzle
from ..drawing import fill_rects, inset, number_font
from .base import PaintContext

DARK_TEXT = QColor("#111316")
LIGHT_TEXT = QColor("#FFFFFF")
OUTLINE_BELOW = 1.6  # contrast ratio with the paper under which a colour is outlined
BOX_INSET = 0.06  # a clue box's margin, in cells
STRUCK_ALPHA = 70  # a struck clue number's box


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
        """Cells painted with `mark`'s colour (outlined when it is close to the paper)."""
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

    @staticmethod
    def _letters(p: QPainter, rects: list[QRectF], char: str, ink: QColor, font: QFont) -> None:
        p.save()
        p.setFont(font)
        p.setPen(ink)
        for rect in rects:
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, char)
        p.restore()
