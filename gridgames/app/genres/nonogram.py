"""Nonogram on the board: clues round the grid, filled cells and crosses, line-locked drags.

Large boards (up to 50x50 and beyond) stay readable because the clue area gets a cell's
width per number, lines are thicker every five cells in the grid and the clues alike, and
the row and column under the pointer are lit up from clue to edge.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ...games.nonogram.play import NonogramPlay, runs
from ...games.play import Cell, Mark
from ..drawing import (
    NumberStamp,
    bubble,
    cross_lines,
    dashed_outline,
    draw_crosses,
    draw_grid,
    fill_rects,
    hatch,
    hline,
    inset,
    mix,
    number_font,
    stroke_lines,
    thick,
    vline,
    with_alpha,
)
from ..geometry import BoardGeometry, Margins
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

    def __init__(self, play: NonogramPlay, mapper: NonogramMapper) -> None:
        super().__init__(play, mapper)
        self._shapes: _CellShapes | None = None
        self._strips: _ClueStrips | None = None
        self._rows: dict[int, tuple] = {}  # row -> (marks, fills, cross strokes)
        self._done: dict[tuple[bool, int], tuple[tuple[Mark, ...], bool]] = {}

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

    def changed_rects(
        self, old: Hashable, new: Hashable, geo: BoardGeometry
    ) -> list[QRectF] | None:
        """The band of rows that changed, from their clues to the edge, and the clues of the
        columns that changed (their numbers fade when a column comes right). Two plain
        rectangles: clipping to one per row made smooth strokes slower than a full redraw."""
        rows = [r for r, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if not rows:
            return []
        cols = [
            c for r in rows for c, (a, b) in enumerate(zip(old[r], new[r], strict=True)) if a != b
        ]
        board = geo.board_rect
        first, last = rows[0], rows[-1]
        left, right = min(cols), max(cols)
        band = QRectF(board.left(), geo.y(first), board.width(), (last - first + 1) * geo.cell)
        clues = QRectF(
            geo.x(left), board.top(), (right - left + 1) * geo.cell, geo.top - board.top()
        )
        return [band, clues]

    def paint_focus(
        self, p: QPainter, ctx: PaintContext, cells: Sequence[Cell], color: QColor
    ) -> None:
        """A whole row or column (a line rule's focus) is lit from its clue to the far
        edge, its clue boxed: the player reads the clue and the line together."""
        line = _whole_line(cells, ctx.geo.rows, ctx.geo.cols)
        if line is None:
            super().paint_focus(p, ctx, cells, color)
            return
        geo = ctx.geo
        board = geo.board_rect
        kind, index = line
        if kind == "row":
            band = QRectF(board.left(), geo.y(index), geo.right - board.left(), geo.cell)
            clue = QRectF(board.left(), geo.y(index), geo.left - board.left(), geo.cell)
        else:
            band = QRectF(geo.x(index), board.top(), geo.cell, geo.bottom - board.top())
            clue = QRectF(geo.x(index), board.top(), geo.cell, geo.top - board.top())
        p.fillRect(band, with_alpha(color, 55))
        p.fillRect(clue, with_alpha(color, 70))
        width = max(2.0, geo.cell * 0.1)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(color, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(inset(band, width / 2))
        p.restore()

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
        """Filled cells and crosses, collected first and drawn in a few calls. The shapes of
        a whole row are remembered until the row or the geometry changes: while the solver
        fills in a 75x50 board, building thousands of rectangles and strokes in Python for
        every frame cost more than drawing them."""
        geo, theme = ctx.geo, ctx.theme
        if self._shapes is None or self._shapes.geo != geo:
            self._shapes = _CellShapes(geo)
            self._rows.clear()
        table = self._shapes
        fills: list[QRectF] = []
        lines: list[QLineF] = []
        rows, cols = ctx.rows_cols()
        whole = len(cols) == geo.cols
        for r in rows:
            marks = tuple(self.play.marks[r])
            if whole:
                cached = self._rows.get(r)
                if cached is None or cached[0] != marks:
                    cached = self._rows[r] = (marks, *table.shapes(r, marks, cols))
                row_fills, row_lines = cached[1], cached[2]
            else:
                row_fills, row_lines = table.shapes(r, marks, cols)
            fills += row_fills
            lines += row_lines
        fill_rects(p, fills, theme.ink)
        stroke_lines(p, lines, theme.faded, _cross_width(geo))

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
        dpr = p.device().devicePixelRatioF()
        if self._strips is None or self._strips.key != (font.key(), geo.cell, dpr):
            self._strips = _ClueStrips(font, geo.cell, dpr)
        strips = self._strips
        also = (theme.text, theme.faded)
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
            done = self._line_done(True, r, tuple(self.play.marks[r]))
            color = self._clue_color(ctx, done, r in ctx.mistakes.rows)
            numbers = puzzle.rows[r] or (0,)
            strip = strips.get(numbers, True, color, also)
            x = geo.left - gap - len(numbers) * geo.cell
            p.drawPixmap(
                QPointF(round(x * dpr) / dpr, geo.y(r)), strip
            )  # whole pixels: no resampling
        for c in cols:
            done = self._line_done(False, c, tuple(row[c] for row in self.play.marks))
            color = self._clue_color(ctx, done, c in ctx.mistakes.cols)
            numbers = puzzle.columns[c] or (0,)
            strip = strips.get(numbers, False, color, also)
            y = geo.top - gap - len(numbers) * geo.cell
            p.drawPixmap(QPointF(geo.x(c), round(y * dpr) / dpr), strip)

    def _line_done(self, across: bool, index: int, marks: tuple[Mark, ...]) -> bool:
        """Are the line's filled runs its clue (its numbers fade)? Remembered per line
        until the line changes."""
        cached = self._done.get((across, index))
        if cached is None or cached[0] != marks:
            clue = self.play.puzzle.rows[index] if across else self.play.puzzle.columns[index]
            cached = self._done[(across, index)] = (marks, runs(marks) == clue)
        return cached[1]

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


class _CellShapes:
    """Every cell's rectangle and cross strokes for one geometry, made once per row when
    first needed: the board is redrawn often while the solver works, cells move only when
    the geometry does."""

    def __init__(self, geo: BoardGeometry) -> None:
        self.geo = geo
        self._rows: dict[int, tuple[list[QRectF], list[tuple[QLineF, QLineF]]]] = {}

    def row(self, r: int) -> tuple[list[QRectF], list[tuple[QLineF, QLineF]]]:
        found = self._rows.get(r)
        if found is None:
            rects = [self.geo.cell_rect(r, c) for c in range(self.geo.cols)]
            found = self._rows[r] = (rects, [cross_lines(rect, CROSS_SIZE) for rect in rects])
        return found

    def shapes(
        self, r: int, marks: tuple[Mark, ...], cols: range
    ) -> tuple[list[QRectF], list[QLineF]]:
        """A row's filled cells and cross strokes."""
        rects, crosses = self.row(r)
        fills = [rects[c] for c in cols if marks[c] == FILL]
        lines = [line for c in cols if marks[c] == CROSS for line in crosses[c]]
        return fills, lines


FILL, CROSS = Mark.FILL, Mark.CROSS


class _ClueStrips:
    """Each line's clue numbers in one pixmap, drawn once and copied on every repaint: a
    75x50 board has a thousand clue numbers, and drawing them one by one was most of the
    cost of repainting it while the solver fills it in. A line's strip is made in the
    plain and the faded colour at once, so a line that comes right mid-solve costs no
    drawing."""

    def __init__(self, font: QFont, cell: float, dpr: float) -> None:
        self.key = (font.key(), cell, dpr)
        self.font, self.cell, self.dpr = font, cell, dpr
        self._strips: dict[tuple, QPixmap] = {}

    def get(
        self, numbers: tuple[int, ...], across: bool, color: QColor, also: tuple[QColor, ...]
    ) -> QPixmap:
        strip = self._strips.get((numbers, across, color.rgba()))
        if strip is None:
            for each in (color, *also):
                self._strips[(numbers, across, each.rgba())] = self._draw(numbers, across, each)
            strip = self._strips[(numbers, across, color.rgba())]
        return strip

    def _draw(self, numbers: tuple[int, ...], across: bool, color: QColor) -> QPixmap:
        cell, dpr = self.cell, self.dpr
        count = len(numbers)
        size = QSizeF(count * cell, cell) if across else QSizeF(cell, count * cell)
        strip = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        stamp = NumberStamp(painter, self.font, cell)
        for i, value in enumerate(numbers):
            box = QRectF(i * cell, 0, cell, cell) if across else QRectF(0, i * cell, cell, cell)
            stamp.draw(box, str(value), color)
        painter.end()
        return strip


def _whole_line(cells: Sequence[Cell], rows: int, cols: int) -> tuple[str, int] | None:
    """("row", r) or ("column", c) when `cells` are exactly one whole line."""
    found = set(cells)
    if not found:
        return None
    row_set = {r for r, _ in found}
    col_set = {c for _, c in found}
    if len(row_set) == 1 and len(found) == cols:
        return "row", row_set.pop()
    if len(col_set) == 1 and len(found) == rows:
        return "column", col_set.pop()
    return None


def _cross_width(geo) -> float:
    return max(1.0, geo.cell * 0.07)


MAPPER = NonogramMapper
PAINTER = NonogramPainter
