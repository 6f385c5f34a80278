"""Provisional marks in their own colour, for any genre, without the genres knowing.

A board-view decoration: a second painter of the same genre, on the same play state, draws
the board again in the trial theme -- reddish purple ink and crosses on a wash of it
(the colour the solver's guesses wear too: a trial is the player's guess) -- clipped
to the provisional cells, over the board. The picture is kept until the board, the
geometry or the theme changes, so a hover or a drag costs one copy.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QRegion

from ..games.play import NO_MISTAKES, Cell
from .drawing import mix, with_alpha
from .genres import genre_ui
from .genres.base import PaintContext, Painter
from .theme import REDDISH_PURPLE, Theme

TRIAL_LIGHT = QColor("#A8437F")  # Okabe-Ito reddish purple, darkened to read as ink
TRIAL_DARK = QColor(REDDISH_PURPLE)


def trial_theme(theme: Theme) -> Theme:
    """The theme provisional marks are drawn in."""
    ink = TRIAL_DARK if theme.dark else TRIAL_LIGHT
    return replace(
        theme,
        paper=with_alpha(ink, 56),  # a wash: the row and column under the pointer show through
        ink=ink,
        faded=mix(theme.faded, ink, 0.7),
        tints=tuple(with_alpha(ink, 150) for _ in theme.tints),  # over any tint beneath
        text=ink,
        ink_text=mix(ink, QColor("#FFFFFF"), 0.6),
    )


class TrialLayer:
    """Called by the board view on every repaint (see BoardView.decorations)."""

    def __init__(self, provisional: Callable[[], frozenset[Cell]]) -> None:
        self.provisional = provisional
        self._painter: Painter | None = None
        self._kept: tuple[Hashable, QPixmap] | None = None

    def set_painter_for(self, play) -> None:
        """A painter of its own for the game on the board (its caches are per theme)."""
        self._painter, _ = genre_ui(play, lambda move, text: None)
        self._kept = None

    def __call__(self, p: QPainter, ctx: PaintContext) -> None:
        cells = self.provisional()
        if not cells or self._painter is None:
            return
        device = p.device()
        dpr = device.devicePixelRatioF()
        size = QSize(device.width(), device.height())
        key = (self._painter.play.snapshot(), cells, ctx.geo, ctx.theme, ctx.font.key(), dpr)
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, self._draw(cells, ctx, dpr, size))
        p.drawPixmap(0, 0, self._kept[1])

    def _draw(self, cells: frozenset[Cell], ctx: PaintContext, dpr: float, size: QSize) -> QPixmap:
        assert self._painter is not None
        geo = ctx.geo
        region = QRegion()
        for r, c in cells:
            region += geo.cell_rect(r, c).toAlignedRect()
        bounds = region.boundingRect()
        layer = QPixmap(size * dpr)
        layer.setDevicePixelRatio(dpr)
        layer.fill(Qt.GlobalColor.transparent)
        p = QPainter(layer)
        p.setClipRegion(region)
        theme = trial_theme(ctx.theme)
        self._painter.paint(
            p,
            replace(
                ctx, theme=theme, mistakes=NO_MISTAKES, exposed=QRectF(bounds), provisional=True
            ),
        )
        p.end()
        return layer
