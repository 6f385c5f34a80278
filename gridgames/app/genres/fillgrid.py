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
    NumberStamp,
    dashed_outline,
    draw_dot,
    draw_grid,
    draw_ring,
    hatch,
    inset,
    mix,
    number_font,
    with_alpha,
)
from ..i18n import Texts
from .base import PaintContext, Painter
from .cells import StrokeMapper

tr = Texts(__name__)


class FillGridMapper(StrokeMapper):
    verbs = {
        Mark.FILL: tr.plural("Shade 1 cell", "Shade {count} cells"),
        Mark.CROSS: tr.plural("Dot 1 cell", "Dot {count} cells"),
        Mark.EMPTY: tr.plural("Clear 1 cell", "Clear {count} cells"),
    }


class FillGridPainter(Painter):
    play: FillGridPlay
    mapper: FillGridMapper

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        p.fillRect(geo.grid_rect, theme.paper)
        rows, cols = ctx.rows_cols()
        cells = [(r, c) for r in rows for c in cols]
        for cell in cells:
            self._paint_mark(p, ctx, cell, {})
        draw_grid(p, geo, theme.grid, theme.frame, 0)
        for cell in ctx.mistakes.cells:
            self._paint_mistake(p, ctx, cell)
        self._paint_numbers(p, ctx, cells, {})

    def paint_overlay(self, p: QPainter, ctx: PaintContext) -> None:
        """The hovered cell, and the cells a click or drag is about to change."""
        if ctx.hover is not None:
            p.fillRect(ctx.geo.cell_rect(*ctx.hover), ctx.theme.hover)
        move = self.mapper.pending_move()
        if move is not None:
            preview = {(r, c): mark for r, c, mark in move.cells}
            for cell in preview:
                self._paint_mark(p, ctx, cell, preview)
            self._paint_numbers(p, ctx, list(preview), preview)

    def _paint_mark(self, p: QPainter, ctx: PaintContext, cell: Cell, preview: dict) -> None:
        geo, theme = ctx.geo, ctx.theme
        rect = geo.cell_rect(*cell)
        previewed = cell in preview
        mark = preview[cell] if previewed else self.play.mark(*cell)
        if previewed:
            rect = inset(rect, geo.pixel)  # keep the grid lines
            p.fillRect(rect, mix(theme.paper, theme.accent, 0.25))
        if mark == Mark.FILL:
            p.fillRect(rect, theme.accent if previewed else theme.ink)
        elif mark == Mark.CROSS:
            color = theme.accent if previewed else theme.faded
            if self.play.number(*cell) is None:
                draw_dot(p, rect, color, 0.085)
            else:
                draw_ring(p, rect, color, max(1.5, geo.cell * 0.05), 0.36)

    def _paint_numbers(
        self, p: QPainter, ctx: PaintContext, cells: list[Cell], preview: dict
    ) -> None:
        """Numbers go on top of everything; bold for Kurodoko's givens and mistakes."""
        geo, theme = ctx.geo, ctx.theme
        size = geo.cell * 0.46
        plain = NumberStamp(p, number_font(ctx.font, size), geo.cell)
        bold = NumberStamp(p, number_font(ctx.font, size, bold=True), geo.cell)
        for cell in cells:
            number = self.play.number(*cell)
            if number is None:
                continue
            shaded = preview.get(cell, self.play.mark(*cell)) == Mark.FILL
            wrong = cell in ctx.mistakes.cells
            color = theme.ink_text if shaded else theme.error if wrong else theme.text
            stamp = bold if wrong or self.play.is_fixed(*cell) else plain
            stamp.draw(geo.cell_rect(*cell), str(number), color)

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
