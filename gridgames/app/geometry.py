"""Where the board sits in the view: cell size, origin, and pixel snapping.

One object answers "which cell is under this point" and "where is this cell" for both the
view (mouse) and the painters (drawing), so they can never disagree. Sizes and positions
are snapped to whole device pixels, which is what keeps lines crisp at any device pixel
ratio: a line drawn at a device-pixel boundary covers exactly one pixel column.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

Cell = tuple[int, int]

MIN_CELL = 14.0  # below this, numbers in cells stop being readable; the view scrolls instead
MAX_CELL = 72.0  # at zoom 1: a 4x4 board should not fill a 4K screen with four cells
PADDING = 18.0  # empty space around the board, in logical pixels
MIN_PADDING = 2.0  # what is left of it when a board fits only at its smallest cell


@dataclass(frozen=True)
class Margins:
    """Space around the grid for clues, in cells (a nonogram's clue columns and rows)."""

    left: float = 0.0
    top: float = 0.0
    right: float = 0.0
    bottom: float = 0.0


@dataclass(frozen=True)
class BoardGeometry:
    rows: int
    cols: int
    cell: float  # side of a cell, logical pixels, a whole number of device pixels
    left: float  # x of the grid's left edge
    top: float  # y of the grid's top edge
    dpr: float = 1.0
    margins: Margins = Margins()
    padding: float = PADDING  # the empty space kept round the board (see `fit`)

    @classmethod
    def fit(
        cls,
        rows: int,
        cols: int,
        margins: Margins,
        fit_area: QSizeF,
        size: QSizeF,
        zoom: float = 1.0,
        dpr: float = 1.0,
        min_cell: float = MIN_CELL,
    ) -> BoardGeometry:
        """Size cells so the board with its margins fits `fit_area` (the visible part of a
        scroll area) at zoom 1, then centre it in `size` (the view, which may be larger).
        A board that fits only at `min_cell` gives up padding (down to MIN_PADDING) before
        it scrolls: the 75x50 tiger shows whole in a 1600x1000 window that way."""
        units_w = cols + margins.left + margins.right
        units_h = rows + margins.top + margins.bottom
        padding = min(
            PADDING,
            max(MIN_PADDING, (fit_area.width() - units_w * min_cell) / 2),
            max(MIN_PADDING, (fit_area.height() - units_h * min_cell) / 2),
        )
        fit = min(
            (fit_area.width() - 2 * padding) / units_w,
            (fit_area.height() - 2 * padding) / units_h,
        )
        cell = min(max(fit, min_cell), MAX_CELL) * zoom
        cell = max(math.floor(cell * dpr), 4) / dpr
        left = (size.width() - units_w * cell) / 2 + margins.left * cell
        top = (size.height() - units_h * cell) / 2 + margins.top * cell
        return cls(rows, cols, cell, snap(left, dpr), snap(top, dpr), dpr, margins, padding)

    @staticmethod
    def fits(rows: int, cols: int, margins: Margins, area: QSizeF, min_cell: float) -> bool:
        """Does the board show whole in `area` with cells of at least `min_cell`?"""
        units_w = cols + margins.left + margins.right
        units_h = rows + margins.top + margins.bottom
        return (
            units_w * min_cell + 2 * MIN_PADDING <= area.width()
            and units_h * min_cell + 2 * MIN_PADDING <= area.height()
        )

    def needed(self) -> QSizeF:
        """The view size that shows this board, padding included (a scroll area scrolls
        when it has less)."""
        m = self.margins
        return QSizeF(
            (self.cols + m.left + m.right) * self.cell + 2 * self.padding,
            (self.rows + m.top + m.bottom) * self.cell + 2 * self.padding,
        )

    @property
    def right(self) -> float:
        return self.left + self.cols * self.cell

    @property
    def bottom(self) -> float:
        return self.top + self.rows * self.cell

    @property
    def grid_rect(self) -> QRectF:
        return QRectF(self.left, self.top, self.cols * self.cell, self.rows * self.cell)

    @property
    def board_rect(self) -> QRectF:
        """The grid plus its clue margins."""
        m = self.margins
        return QRectF(
            self.left - m.left * self.cell,
            self.top - m.top * self.cell,
            (self.cols + m.left + m.right) * self.cell,
            (self.rows + m.top + m.bottom) * self.cell,
        )

    def clue_rects(self) -> list[QRectF]:
        """The clue strips beside the grid (above, left, right, below: those the genre
        has), without the blank corners between them."""
        grid, board = self.grid_rect, self.board_rect
        strips = (
            QRectF(grid.left(), board.top(), grid.width(), grid.top() - board.top()),
            QRectF(board.left(), grid.top(), grid.left() - board.left(), grid.height()),
            QRectF(grid.right(), grid.top(), board.right() - grid.right(), grid.height()),
            QRectF(grid.left(), grid.bottom(), grid.width(), board.bottom() - grid.bottom()),
        )
        return [strip for strip in strips if not strip.isEmpty()]

    @property
    def pixel(self) -> float:
        """One device pixel in logical units."""
        return 1.0 / self.dpr

    def x(self, col: float) -> float:
        return self.left + col * self.cell

    def y(self, row: float) -> float:
        return self.top + row * self.cell

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(self.x(col), self.y(row), self.cell, self.cell)

    def span_rect(self, row: int, col: int, height: int, width: int) -> QRectF:
        return QRectF(self.x(col), self.y(row), width * self.cell, height * self.cell)

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under a point, or None off the grid."""
        row = math.floor((point.y() - self.top) / self.cell)
        col = math.floor((point.x() - self.left) / self.cell)
        if 0 <= row < self.rows and 0 <= col < self.cols:
            return row, col
        return None

    def clamped_cell_at(self, point: QPointF) -> Cell:
        """The nearest cell to a point, for drags that wander off the grid."""
        row = math.floor((point.y() - self.top) / self.cell)
        col = math.floor((point.x() - self.left) / self.cell)
        return min(max(row, 0), self.rows - 1), min(max(col, 0), self.cols - 1)

    def rows_cols_in(self, area: QRectF) -> tuple[range, range]:
        """The rows and columns with a cell inside `area` (the part being repainted), so
        a zoomed-in large board repaints only what shows."""
        top = max(0, math.floor((area.top() - self.top) / self.cell))
        bottom = min(self.rows, math.ceil((area.bottom() - self.top) / self.cell))
        left = max(0, math.floor((area.left() - self.left) / self.cell))
        right = min(self.cols, math.ceil((area.right() - self.left) / self.cell))
        return range(top, max(top, bottom)), range(left, max(left, right))


def snap(value: float, dpr: float) -> float:
    return round(value * dpr) / dpr
