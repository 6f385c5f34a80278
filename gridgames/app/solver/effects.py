"""What the solver shows on top of the board: the step being made, and the hint.

Drawn as one of the board view's decorations, over the board and the pointer feedback, so
the board itself (kept in a pixmap) is never repainted for an effect. Every shape here has
one meaning, the same in every genre:
- focus: the cells the current step or hint reasons about -- a soft blue wash with a blue
  outline (a nonogram line is lit from its clue to the edge, see `Painter.paint_focus`);
  orange-tinted for a guess, vermillion where a contradiction was found;
- fresh: what the last steps decided fades in (a cell's mark appears from the paper, a
  Shikaku rectangle settles: an orange frame closing in on its edges);
- dropped: Shikaku places a step ruled out flash as dashed vermillion outlines;
- guessed: everything resting on a guess lies under a reddish-purple hatch, which leaves
  with the marks when the guess is taken back;
- target: what a hint will mark, in a dashed orange outline; wrong: the player's mark a
  hint found wrong, ringed in vermillion. (The hint's words go in the bar under the
  board, hintbar.py, so they never cover what they talk about.)

Colours are Okabe-Ito (theme.py) and every signal also has a shape.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...engine import StepKind
from ...games.play import Box, Cell
from ..drawing import dashed_outline, fill_rects, hatch, inset, with_alpha
from ..genres.base import PaintContext
from ..theme import BLUE, REDDISH_PURPLE, SKY_BLUE

FRAME_MS = 16  # repaint interval while something fades
MAX_DROPPED = 12  # flashing more places than this is noise, not information


@dataclass
class Fading:
    """Boxes that began to fade together: painted together, in one call per colour (a
    frame of a large nonogram may decide hundreds of cells)."""

    boxes: list[Box]
    start: int  # ms on the effects clock
    duration: int
    _rects: tuple = ()  # (geometry, cell rects, larger boxes' rects) of the last paint

    def rects(self, geo) -> tuple[list[QRectF], list[QRectF]]:
        """Single cells (inset a pixel, keeping the grid lines) and larger boxes."""
        if not self._rects or self._rects[0] != geo:
            cells = [inset(geo.span_rect(*b), geo.pixel) for b in self.boxes if b[2:] == (1, 1)]
            larger = [geo.span_rect(*b) for b in self.boxes if b[2:] != (1, 1)]
            self._rects = (geo, cells, larger)
        return self._rects[1], self._rects[2]


class SolverEffects(QObject):
    """State of the solver's decorations and the clock that animates them."""

    def __init__(self, view: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.clock = QElapsedTimer()
        self.clock.start()
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._frame)
        self.clear()

    # ------------------------------------------------------------------ state

    def clear(self) -> None:
        self.focus: tuple[Cell, ...] = ()
        self.focus_kind = StepKind.DEDUCE
        self.fresh: list[Fading] = []
        self.dropped: list[Fading] = []
        self.guessed: tuple[Box, ...] = ()
        self.target: tuple[Box, ...] = ()
        self.wrong: Box | None = None
        self.view.update()

    def show_step(self, focus: Iterable[Cell], kind: StepKind) -> None:
        self.focus = tuple(focus)
        self.focus_kind = kind
        self.view.update()

    def add_fresh(self, boxes: Iterable[Box], duration: int) -> None:
        boxes = list(boxes)
        if boxes:
            self.fresh.append(Fading(boxes, self.clock.elapsed(), duration))
            self._run()

    def add_dropped(self, boxes: Iterable[Box], duration: int) -> None:
        boxes = list(boxes)[:MAX_DROPPED]
        if boxes:
            self.dropped.append(Fading(boxes, self.clock.elapsed(), duration))
            self._run()

    def set_guessed(self, boxes: Iterable[Box]) -> None:
        self.guessed = tuple(boxes)
        self.view.update()

    def show_hint(self, focus: Iterable[Cell], target: Iterable[Box]) -> None:
        self.clear()
        self.focus = tuple(focus)
        self.target = tuple(target)
        self.view.update()

    def show_wrong(self, box: Box | None) -> None:
        self.clear()
        self.wrong = box
        self.focus_kind = StepKind.CONTRADICTION
        self.view.update()

    @property
    def busy(self) -> bool:
        """Something is still fading."""
        return bool(self.fresh or self.dropped)

    def _run(self) -> None:
        if not self.timer.isActive():
            self.timer.start()
        self.view.update()

    def _frame(self) -> None:
        now = self.clock.elapsed()
        self.fresh = [f for f in self.fresh if now - f.start < f.duration]
        self.dropped = [f for f in self.dropped if now - f.start < f.duration]
        if not self.busy:
            self.timer.stop()
        self.view.update()

    # ------------------------------------------------------------------ painting

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        """The view's decoration: called on every repaint, after the board."""
        painter = getattr(self.view, "painter", None)
        now = self.clock.elapsed()
        p.save()
        if self.guessed:
            self._paint_guessed(p, ctx)
        if self.focus and painter is not None:
            painter.paint_focus(p, ctx, self.focus, self._focus_color(ctx))
        for fading in self.fresh:
            self._paint_fresh(p, ctx, fading, _progress(fading, now))
        for fading in self.dropped:
            self._paint_dropped(p, ctx, fading, _progress(fading, now))
        for box in self.target:
            self._paint_target(p, ctx, box)
        if self.wrong is not None:
            self._paint_wrong(p, ctx, self.wrong)
        p.restore()

    def _focus_color(self, ctx: PaintContext) -> QColor:
        if self.focus_kind is StepKind.CONTRADICTION:
            return QColor(ctx.theme.error)
        if self.focus_kind in (StepKind.GUESS, StepKind.BACKTRACK):
            return QColor(REDDISH_PURPLE)
        if self.focus_kind is StepKind.PROBE:
            return QColor(BLUE)
        return QColor(SKY_BLUE)

    def _paint_guessed(self, p: QPainter, ctx: PaintContext) -> None:
        geo = ctx.geo
        purple = QColor(REDDISH_PURPLE)
        for box in self.guessed:
            area = inset(geo.span_rect(*box), geo.pixel)
            p.fillRect(area, with_alpha(purple, 70))
            hatch(p, area, with_alpha(purple, 150), geo.cell / 4, max(1.0, geo.cell / 20))

    def _paint_fresh(self, p: QPainter, ctx: PaintContext, fading: Fading, t: float) -> None:
        geo, theme = ctx.geo, ctx.theme
        accent = theme.accent
        cells, larger = fading.rects(geo)
        # Cells: their new marks rise from the paper, washed in orange while they do.
        fill_rects(p, cells, with_alpha(theme.paper, round(235 * (1 - t))))
        fill_rects(p, cells, with_alpha(accent, round(110 * (1 - t))))
        if not larger:
            return
        # Rectangles settle: an orange frame closes in on their edges and fades.
        width = max(2.0, geo.cell * 0.12)
        grow = geo.cell * 0.35 * (1 - t)
        fill_rects(p, larger, with_alpha(accent, round(70 * (1 - t))))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(with_alpha(accent, round(255 * (1 - t * t))), width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRects([area.adjusted(-grow, -grow, grow, grow) for area in larger])

    def _paint_dropped(self, p: QPainter, ctx: PaintContext, fading: Fading, t: float) -> None:
        geo = ctx.geo
        color = with_alpha(ctx.theme.error, round(220 * (1 - t)))
        cells, larger = fading.rects(geo)
        for area in cells + larger:  # inside the cells, so they never hide a border
            dashed_outline(p, inset(area, geo.cell * 0.16), color, max(1.2, geo.cell * 0.04))

    def _paint_target(self, p: QPainter, ctx: PaintContext, box: Box) -> None:
        geo, theme = ctx.geo, ctx.theme
        area = geo.span_rect(*box)
        p.fillRect(inset(area, geo.pixel), with_alpha(theme.accent, 80))
        dashed_outline(p, inset(area, geo.cell * 0.04), theme.accent, max(2.0, geo.cell * 0.09))

    def _paint_wrong(self, p: QPainter, ctx: PaintContext, box: Box) -> None:
        geo, theme = ctx.geo, ctx.theme
        area = geo.span_rect(*box)
        width = max(3.0, geo.cell * 0.14)
        pad = geo.cell * 0.22
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(theme.error, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(area.adjusted(-pad, -pad, pad, pad))


def _progress(fading: Fading, now: int) -> float:
    return min(1.0, max(0.0, (now - fading.start) / max(1, fading.duration)))
