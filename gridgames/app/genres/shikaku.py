"""Shikaku on the board: rubber-band rectangles, with the mouse or with Shift+arrows.

Press on a cell and drag: the rubber band shows the rectangle and its size and area;
release commits it (replacing what it overlaps). A click inside a rectangle removes it,
right-click or right-drag removes every rectangle touched. From the keyboard, Shift+arrows
stretch a rectangle from the cursor and letting Shift go commits it; Space/Enter starts a
rectangle and a second Space/Enter ends it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...games.play import Cell
from ...games.shikaku.play import RectMove, ShikakuPlay, Verdict, span
from ...games.shikaku.puzzle import Rect
from ..drawing import (
    NumberStamp,
    bubble,
    dashed_outline,
    draw_frame,
    hatch,
    hline,
    inset,
    number_font,
    thick,
    thin,
    vline,
    with_alpha,
)
from ..i18n import Texts
from .base import Button, Commit, InputMapper, PaintContext, Painter

tr = Texts(__name__)


class ShikakuMapper(InputMapper):
    def __init__(self, play: ShikakuPlay, commit: Commit) -> None:
        super().__init__(play, commit)
        self.play: ShikakuPlay = play
        self.anchor: Cell | None = None
        self.corner: Cell | None = None
        self.button = Button.PRIMARY
        self.by_shift = False  # the band follows Shift+arrows and ends when Shift goes up

    @property
    def active(self) -> bool:
        return self.anchor is not None

    def band(self) -> Rect | None:
        """The rectangle being drawn (or erased), for the painter."""
        if self.anchor is None or self.corner is None:
            return None
        return span(self.anchor, self.corner)

    def press(self, cell: Cell, button: Button) -> None:
        self.anchor = self.corner = cell
        self.button = button
        self.by_shift = False

    def drag(self, cell: Cell) -> None:
        if self.anchor is not None:
            self.corner = cell

    def release(self, cell: Cell) -> None:
        if self.anchor is None:
            return
        self.corner = cell
        self._finish()

    def cancel(self) -> None:
        self.anchor = self.corner = None
        self.by_shift = False

    def activate(self, cell: Cell, button: Button) -> None:
        if self.anchor is None:
            if button is Button.PRIMARY:
                self.press(cell, button)
            else:
                self.press(cell, button)
                self._finish()
        elif button is Button.PRIMARY:
            self.corner = cell
            self._finish()
        else:
            self.cancel()

    def cursor_moved(self, old: Cell, new: Cell, extending: bool) -> None:
        if extending and self.anchor is None:
            self.press(old, Button.PRIMARY)
            self.by_shift = True
        elif self.by_shift and not extending:
            self._finish()  # Shift went up somewhere we did not hear about
            return
        if self.anchor is not None:
            self.corner = new

    def extend_finished(self) -> None:
        if self.by_shift:
            self._finish()

    def _finish(self) -> None:
        rect = self.band()
        button = self.button
        self.cancel()
        if rect is None:
            return
        erase = button is Button.SECONDARY
        move = self.play.erase_move(rect) if erase else self.play.draw_move(rect)
        if move is not None:
            self.commit(move, _describe(move))


def _describe(move: RectMove) -> str:
    if move.add:
        rect = move.add[0]
        return tr("Draw {height}x{width} rectangle", height=rect.height, width=rect.width)
    return tr.n(len(move.remove), "Remove rectangle", "Remove {count} rectangles")


class ShikakuPainter(Painter):
    play: ShikakuPlay
    mapper: ShikakuMapper

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        p.fillRect(geo.grid_rect, theme.paper)
        good = [rect for rect in self.play.rects if self.play.verdict(rect) is Verdict.GOOD]
        for rect, tint in _tints(good, len(theme.tints)).items():
            p.fillRect(geo.span_rect(*rect), theme.tints[tint])
        self._paint_grid(p, ctx)
        for rect in ctx.mistakes.boxes:
            area = geo.span_rect(*rect)
            hatch(
                p,
                inset(area, geo.pixel),
                with_alpha(theme.error, 120),
                geo.cell / 4.5,
                max(1.0, geo.cell / 24),
            )
        for rect in self.play.rects:
            draw_frame(p, geo, geo.span_rect(*rect), theme.frame, thick(geo))
        for rect in ctx.mistakes.boxes:
            dashed_outline(
                p,
                inset(geo.span_rect(*rect), geo.cell * 0.06),
                theme.error,
                max(2.0, geo.cell * 0.08),
            )
        self._paint_numbers(p, ctx)

    def paint_overlay(self, p: QPainter, ctx: PaintContext) -> None:
        if ctx.hover is not None and not self.mapper.active:
            p.fillRect(ctx.geo.cell_rect(*ctx.hover), ctx.theme.hover)
        self._paint_band(p, ctx)

    def _paint_grid(self, p: QPainter, ctx: PaintContext) -> None:
        """Faint cell lines: the rectangles' borders are what matters."""
        geo = ctx.geo
        faint = ctx.theme.grid
        for col in range(1, geo.cols):
            vline(p, geo, geo.x(col), geo.top, geo.bottom, thin(geo), faint)
        for row in range(1, geo.rows):
            hline(p, geo, geo.y(row), geo.left, geo.right, thin(geo), faint)
        draw_frame(p, geo, geo.grid_rect, ctx.theme.frame, thick(geo))

    def _paint_numbers(self, p: QPainter, ctx: PaintContext) -> None:
        geo = ctx.geo
        stamp = NumberStamp(p, number_font(ctx.font, geo.cell * 0.5, bold=True), geo.cell)
        for clue in self.play.puzzle.clues:
            stamp.draw(geo.cell_rect(clue.row, clue.col), str(clue.value), ctx.theme.text)

    def _paint_band(self, p: QPainter, ctx: PaintContext) -> None:
        rect = self.mapper.band()
        if rect is None:
            return
        geo, theme = ctx.geo, ctx.theme
        area = geo.span_rect(*rect)
        erasing = self.mapper.button is Button.SECONDARY
        color = theme.error if erasing else theme.accent
        p.save()
        p.fillRect(area, with_alpha(color, 60))
        style = Qt.PenStyle.DashLine if erasing else Qt.PenStyle.SolidLine
        width = max(2.0, geo.cell * 0.08)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(color, width, style))
        p.drawRect(inset(area, width / 2))
        p.restore()
        if erasing:
            return
        font = number_font(ctx.font, max(13.0, min(geo.cell * 0.42, 22.0)), bold=True)
        label = f"{rect.height} \u00d7 {rect.width} = {rect.area}"
        numbers = [geo.cell_rect(c.row, c.col) for c in self.play.puzzle.clues]

        def hides_a_number(box: QRectF) -> bool:
            return any(box.intersects(cell) for cell in numbers)

        bubble(p, area, label, font, theme.accent, QColor("#1D2025"), avoid=hides_a_number)


def _tints(rects: list[Rect], count: int) -> dict[Rect, int]:
    """A soft colour per rectangle. Each keeps the colour its position suggests unless a
    neighbour already has it, so colours rarely change while the player works and two
    rectangles side by side are seldom alike (their borders tell them apart anyway)."""
    chosen: dict[Rect, int] = {}
    for rect in sorted(rects):
        taken = {tint for other, tint in chosen.items() if _touch(rect, other)}
        first = (rect.row * 7 + rect.col * 3 + rect.area) % count
        free = [(first + k) % count for k in range(count) if (first + k) % count not in taken]
        chosen[rect] = free[0] if free else first
    return chosen


def _touch(a: Rect, b: Rect) -> bool:
    """Do two rectangles share a stretch of border?"""
    rows_meet = a.row < b.row + b.height and b.row < a.row + a.height
    cols_meet = a.col < b.col + b.width and b.col < a.col + a.width
    side_by_side = rows_meet and (a.col + a.width == b.col or b.col + b.width == a.col)
    stacked = cols_meet and (a.row + a.height == b.row or b.row + b.height == a.row)
    return side_by_side or stacked


MAPPER = ShikakuMapper
PAINTER = ShikakuPainter
