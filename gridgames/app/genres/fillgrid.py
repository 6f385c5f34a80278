"""Fill-grid on the board: numbers, shaded cells, dots, and the mistakes of a partial grid.

A dot on a numbered cell is drawn as a ring round the number (as Tatham's Singles does)
so the number stays readable; a shaded number stays faintly visible, because Hitori
players check their shading against it.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter

from ...games.fillgrid.play import FillGridPlay
from ...games.play import Cell, Mark
from ..drawing import (
    dashed_outline,
    draw_dot,
    draw_grid,
    draw_ring,
    draw_text,
    hatch,
    inset,
    mix,
    number_font,
    with_alpha,
)
from .base import PaintContext, Painter
from .cells import StrokeMapper


class FillGridMapper(StrokeMapper):
    verbs = {Mark.FILL: "Shade", Mark.CROSS: "Dot", Mark.EMPTY: "Clear"}


class FillGridPainter(Painter):
    play: FillGridPlay
    mapper: FillGridMapper

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        p.fillRect(geo.grid_rect, theme.paper)
        if ctx.hover is not None:
            p.fillRect(geo.cell_rect(*ctx.hover), theme.hover)
        pending = self.mapper.pending_move()
        preview = {(r, c): mark for r, c, mark in pending.cells} if pending else {}
        for r in range(geo.rows):
            for c in range(geo.cols):
                self._paint_cell(p, ctx, (r, c), preview)
        draw_grid(p, geo, theme.grid, theme.frame, 0)
        for cell in ctx.mistakes.cells:
            self._paint_mistake(p, ctx, cell)

    def _paint_cell(self, p: QPainter, ctx: PaintContext, cell: Cell, preview: dict) -> None:
        geo, theme = ctx.geo, ctx.theme
        rect = geo.cell_rect(*cell)
        mark = preview.get(cell, self.play.mark(*cell))
        previewed = cell in preview
        number = self.play.number(*cell)
        wrong = cell in ctx.mistakes.cells
        if previewed:
            p.fillRect(rect, mix(theme.paper, theme.accent, 0.25))
        if mark == Mark.FILL:
            p.fillRect(rect, theme.accent if previewed else theme.ink)
        elif mark == Mark.CROSS:
            color = theme.accent if previewed else theme.faded
            if number is None:
                draw_dot(p, rect, color, 0.085)
            else:
                draw_ring(p, rect, color, max(1.5, geo.cell * 0.05), 0.36)
        if number is not None:
            color = theme.ink_text if mark == Mark.FILL else theme.text
            if wrong and mark != Mark.FILL:
                color = theme.error
            font = number_font(ctx.font, geo.cell * 0.46, bold=self.play.is_fixed(*cell) or wrong)
            draw_text(p, rect, str(number), color, font)

    @staticmethod
    def _paint_mistake(p: QPainter, ctx: PaintContext, cell: Cell) -> None:
        """Stripes across the cell and a dashed frame round it: visible without colour."""
        geo, theme = ctx.geo, ctx.theme
        rect = geo.cell_rect(*cell)
        hatch(
            p,
            inset(rect, geo.pixel),
            with_alpha(theme.error, 150),
            geo.cell / 5,
            max(1.0, geo.cell / 22),
        )
        dashed_outline(p, inset(rect, geo.cell * 0.04), theme.error, max(2.0, geo.cell * 0.07))


MAPPER = FillGridMapper
PAINTER = FillGridPainter
