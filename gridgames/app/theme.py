"""Board colours: light or dark after the system, built on the Okabe-Ito palette.

Okabe and Ito chose eight colours that stay distinct under the common colour-vision
deficiencies; every signal on the board (cursor, mistakes, good rectangles) takes one of
them. Colour is never the only signal: painters also mark mistakes by shape.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from .drawing import with_alpha

# The Okabe-Ito palette.
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"


@dataclass(frozen=True)
class Theme:
    dark: bool
    background: QColor  # around the board
    paper: QColor  # cells
    clue_paper: QColor  # behind nonogram clues
    stripe: QColor  # every other clue line, to lead the eye along long lines
    grid: QColor  # thin lines
    frame: QColor  # outer frame, every-fifth lines, rectangle borders
    ink: QColor  # filled / shaded cells
    ink_text: QColor  # a number printed on a shaded cell
    text: QColor  # numbers and clues
    faded: QColor  # satisfied clues, crosses, dots
    hover: QColor  # the row and column under the pointer
    cursor: QColor  # keyboard cursor
    accent: QColor  # a gesture in progress (rubber band, drag)
    error: QColor  # mistakes (always with a shape too)
    good: QColor  # a Shikaku rectangle that is right
    tints: tuple[QColor, ...]  # soft fills for good Shikaku rectangles

    @classmethod
    def from_palette(cls, palette: QPalette) -> Theme:
        """Dark when the system says so, or when the window colour is dark anyway
        (desktops that do not report a colour scheme)."""
        scheme = QGuiApplication.styleHints().colorScheme()
        window = palette.color(QPalette.ColorRole.Window)
        dark = scheme == Qt.ColorScheme.Dark or window.lightness() < 128
        return cls.dark_theme(window) if dark else cls.light_theme(window)

    @classmethod
    def light_theme(cls, window: QColor) -> Theme:
        return cls(
            dark=False,
            background=QColor(window),
            paper=QColor("#FFFFFF"),
            clue_paper=QColor("#F7F8FA"),
            stripe=QColor("#EBEEF2"),
            grid=QColor("#BFC3C8"),
            frame=QColor("#2B2F36"),
            ink=QColor("#23272E"),
            ink_text=QColor("#9AA0A8"),
            text=QColor("#1D2025"),
            faded=QColor("#A3A8B0"),
            hover=with_alpha(QColor(SKY_BLUE), 46),
            cursor=QColor(BLUE),
            accent=QColor(ORANGE),
            error=QColor(VERMILLION),
            good=QColor(BLUISH_GREEN),
            tints=_tints(70),
        )

    @classmethod
    def dark_theme(cls, window: QColor) -> Theme:
        return cls(
            dark=True,
            background=QColor(window),
            paper=QColor("#1F2226"),
            clue_paper=QColor("#25282D"),
            stripe=QColor("#2D3137"),
            grid=QColor("#434850"),
            frame=QColor("#C9CDD3"),
            ink=QColor("#DCE0E5"),
            ink_text=QColor("#5B6068"),
            text=QColor("#E6E8EB"),
            faded=QColor("#6C727B"),
            hover=with_alpha(QColor(SKY_BLUE), 40),
            cursor=QColor(SKY_BLUE),
            accent=QColor(ORANGE),
            error=QColor("#F07A2B"),  # vermillion, lifted to read on a dark board
            good=QColor(BLUISH_GREEN),
            tints=_tints(60),
        )


def _tints(alpha: int) -> tuple[QColor, ...]:
    """Soft fills for good Shikaku rectangles: four Okabe-Ito colours, see-through."""
    colours = (SKY_BLUE, BLUISH_GREEN, YELLOW, REDDISH_PURPLE)
    return tuple(with_alpha(QColor(c), alpha) for c in colours)
