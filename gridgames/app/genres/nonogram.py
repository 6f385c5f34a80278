"""Nonogram on the board: clues round the grid, filled cells and crosses, line-locked drags.

Large boards (up to 50x50 and beyond) stay readable because the clue area gets a cell's
width per number, lines are thicker every five cells in the grid and the clues alike, and
the row and column under the pointer are lit up from clue to edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from ...games.nonogram.play import NonogramPlay
from ...games.play import Mark
from ..drawing import (
    NumberStamp,
    bubble,
    dashed_outline,
    draw_crosses,
    draw_grid,
    fill_rects,
    hatch,
    hline,
    inset,
    mix,
    number_font,
    thick,
    vline,
    with_alpha,
)
from ..geometry import Margins
from .base import PaintContext, Painter
from .cells import StrokeMapper

EVERY = 5
CLUE_GAP = 0.25  # cells of space between the clues and the grid
CROSS_SIZE = 0.2  # half the width of a cross, in cells


class NonogramMapper(StrokeMapper):
    lock_to_line = True


class NonogramPainter(Painter):
    play: NonogramPlay
    mapper: NonogramMapper

    def margins(self) -> Margins:
        puzzle = self.play.puzzle
        left = max((len(clue) for clue in puzzle.rows), default=0)
        top = max((len(clue) for clue in puzzle.columns), default=0)
        return Margins(left=max(left, 1) + CLUE_GAP, top=max(top, 1) + CLUE_GAP)

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        p.fillRect(geo.grid_rect, theme.paper)
        self._paint_clue_area(p, ctx)
        self._paint_cells(p, ctx)
        draw_grid(p, geo, theme.grid, theme.frame, EVERY)
        self._paint_clues(p, ctx)
        self._paint_mistakes(p, ctx)

    def paint_overlay(self, p: QPainter, ctx: PaintContext) -> None:
        self._paint_hover(p, ctx)
        self._paint_preview(p, ctx)
        self._paint_drag_length(p, ctx)

    # ------------------------------------------------------------------ grid

    def _paint_clue_area(self, p: QPainter, ctx: PaintContext) -> None:
        """Clue paper with every other line striped, so the eye can follow a long line
        from its clue into the grid."""
        geo, theme = ctx.geo, ctx.theme
        board = geo.board_rect
        width = geo.left - board.left()
        height = geo.top - board.top()
        p.fillRect(QRectF(board.left(), geo.top, width, geo.rows * geo.cell), theme.clue_paper)
        p.fillRect(QRectF(geo.left, board.top(), geo.cols * geo.cell, height), theme.clue_paper)
        for r in range(1, geo.rows, 2):
            p.fillRect(QRectF(board.left(), geo.y(r), width, geo.cell), theme.stripe)
        for c in range(1, geo.cols, 2):
            p.fillRect(QRectF(geo.x(c), board.top(), geo.cell, height), theme.stripe)

    def _paint_hover(self, p: QPainter, ctx: PaintContext) -> None:
        if ctx.hover is None:
            return
        geo, (row, col) = ctx.geo, ctx.hover
        board = geo.board_rect
        p.fillRect(
            QRectF(board.left(), geo.y(row), geo.right - board.left(), geo.cell), ctx.theme.hover
        )
        p.fillRect(
            QRectF(geo.x(col), board.top(), geo.cell, geo.bottom - board.top()), ctx.theme.hover
        )

    def _paint_cells(self, p: QPainter, ctx: PaintContext) -> None:
        """Filled cells and crosses, collected first and drawn in a few calls."""
        geo, theme = ctx.geo, ctx.theme
        fills: list[QRectF] = []
        crosses: list[QRectF] = []
        rows, cols = ctx.rows_cols()
        for r in rows:
            marks = self.play.marks[r]
            for c in cols:
                if marks[c] == Mark.FILL:
                    fills.append(geo.cell_rect(r, c))
                elif marks[c] == Mark.CROSS:
                    crosses.append(geo.cell_rect(r, c))
        fill_rects(p, fills, theme.ink)
        draw_crosses(p, crosses, theme.faded, _cross_width(geo), CROSS_SIZE)

    def _paint_preview(self, p: QPainter, ctx: PaintContext) -> None:
        """The cells a drag will change, in the accent colour, inside the grid lines."""
        move = self.mapper.pending_move()
        if move is None:
            return
        geo, theme = ctx.geo, ctx.theme
        inner = [(mark, inset(geo.cell_rect(r, c), geo.pixel)) for r, c, mark in move.cells]
        fill_rects(p, [rect for _, rect in inner], mix(theme.paper, theme.accent, 0.25))
        fill_rects(p, [rect for mark, rect in inner if mark == Mark.FILL], theme.accent)
        crosses = [rect for mark, rect in inner if mark == Mark.CROSS]
        draw_crosses(p, crosses, theme.accent, _cross_width(geo), CROSS_SIZE)

    # ------------------------------------------------------------------ clues

    def _paint_clues(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        puzzle = self.play.puzzle
        font = number_font(ctx.font, geo.cell * 0.6, bold=True, condensed=True)
        stamp = NumberStamp(p, font, geo.cell)
        left_edge = geo.board_rect.left()
        top_edge = geo.board_rect.top()
        gap = CLUE_GAP * geo.cell
        # separators continue the grid's every-fifth lines into the clue area
        for r in range(EVERY, puzzle.height, EVERY):
            hline(p, geo, geo.y(r), left_edge, geo.left, thick(geo), theme.grid)
        for c in range(EVERY, puzzle.width, EVERY):
            vline(p, geo, geo.x(c), top_edge, geo.top, thick(geo), theme.grid)
        rows, cols = ctx.rows_cols()
        for r in rows:
            color = self._clue_color(ctx, self.play.row_done(r), r in ctx.mistakes.rows)
            for i, value in enumerate(reversed(puzzle.rows[r] or (0,))):
                x = geo.left - gap - (i + 1) * geo.cell
                stamp.draw(QRectF(x, geo.y(r), geo.cell, geo.cell), str(value), color)
        for c in cols:
            color = self._clue_color(ctx, self.play.column_done(c), c in ctx.mistakes.cols)
            for i, value in enumerate(reversed(puzzle.columns[c] or (0,))):
                y = geo.top - gap - (i + 1) * geo.cell
                stamp.draw(QRectF(geo.x(c), y, geo.cell, geo.cell), str(value), color)

    @staticmethod
    def _clue_color(ctx: PaintContext, done: bool, wrong: bool) -> QColor:
        if wrong:
            return ctx.theme.error
        return ctx.theme.faded if done else ctx.theme.text

    # ------------------------------------------------------------------ feedback

    def _paint_mistakes(self, p: QPainter, ctx: PaintContext) -> None:
        """A wrong line: its clue hatched and the line itself in a dashed frame."""
        geo, theme = ctx.geo, ctx.theme
        width = max(2.0, geo.cell * 0.12)
        board = geo.board_rect
        stripes = with_alpha(theme.error, 110)
        for r in ctx.mistakes.rows:
            hatch(
                p,
                QRectF(board.left(), geo.y(r), geo.left - board.left(), geo.cell),
                stripes,
                geo.cell / 4,
                1.2,
            )
            dashed_outline(p, geo.span_rect(r, 0, 1, geo.cols), theme.error, width)
        for c in ctx.mistakes.cols:
            hatch(
                p,
                QRectF(geo.x(c), board.top(), geo.cell, geo.top - board.top()),
                stripes,
                geo.cell / 4,
                1.2,
            )
            dashed_outline(p, geo.span_rect(0, c, geo.rows, 1), theme.error, width)

    def _paint_drag_length(self, p: QPainter, ctx: PaintContext) -> None:
        path = self.mapper.path
        if len(path) < 2:
            return
        geo = ctx.geo
        font = number_font(ctx.font, max(13.0, min(geo.cell * 0.55, 22.0)), bold=True)
        end = geo.cell_rect(*path[-1])
        bubble(p, end, str(len(path)), font, ctx.theme.accent, QColor("#1D2025"))


def _cross_width(geo) -> float:
    return max(1.0, geo.cell * 0.07)


MAPPER = NonogramMapper
PAINTER = NonogramPainter
