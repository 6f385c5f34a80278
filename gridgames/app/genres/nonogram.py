"""Nonogram on the board: clues round the grid, filled cells and crosses, line-locked drags.

Large boards (up to 50x50 and beyond) stay readable because the clue area gets a cell's
width per number, lines are thicker every five cells in the grid and the clues alike, and
the row and column under the pointer are lit up from clue to edge.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from ...games.nonogram.play import NonogramPlay
from ...games.play import Cell, Mark
from ..drawing import (
    NUMBER_ROOM,
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
    is_vector,
    mix,
    number_font,
    painting,
    stroke_lines,
    thick,
    vline,
    with_alpha,
)
from ..geometry import BoardGeometry, Margins
from .base import PaintContext, Painter
from .nonogram_colour import ColourLook, text_on
from .nonogram_input import ColourNonogramMapper, NonogramMapper
from .nonogram_palette import palette_bar

EVERY = 5
MIN_CLUE_PX = 10.0  # clue digits are never smaller (pixels)
MIN_CELL_PX = 12.0  # a one-digit clue of MIN_CLUE_PX fits a cell this wide
# Blank room a clue number leaves beside it, in pixels (its advance already holds about
# half a pixel of bearing each side): neighbouring numbers in a row's clue, or in the
# column clues side by side, keep two or more blank pixel columns between them, where a
# number's own digits touch, so "12 14 12" never reads "121412".
NUMBER_SPACING_PX = 1.5
CLUE_GAP = 0.25  # cells of space between the clues and the grid
CROSS_SIZE = 0.2  # half the width of a cross, in cells
STRIKE = 0.32  # half the length of the stroke through a crossed-off clue number, in cells

Look = tuple[int, frozenset[int]]  # a clue line's colour (rgba) and its struck numbers


class NonogramPainter(Painter):
    play: NonogramPlay
    mapper: NonogramMapper

    min_cell = MIN_CELL_PX  # cells hold no numbers: the clues' own minimum decides

    def __init__(self, play: NonogramPlay, mapper: NonogramMapper) -> None:
        super().__init__(play, mapper)
        self._smallest: tuple[str, float] | None = None  # (font key, smallest cell)
        self._shapes: _CellShapes | None = None
        self._strips: _ClueStrips | None = None
        self._areas: tuple[_ClueArea, _ClueArea] | None = None
        self._rows: dict[int, tuple] = {}  # row -> (marks, fills, cross strokes)
        self._done: dict[tuple[bool, int], tuple[tuple[Mark, ...], frozenset[int]]] = {}
        # A colour puzzle's colours (None: black and white), and its clues' box colours.
        self.colour = ColourLook(play.puzzle) if play.puzzle.is_colour else None

    def smallest_cell(self, font: QFont) -> float:
        """Wide enough for the widest clue number at MIN_CLUE_PX with its spacing: each
        number has a cell's width in a row's clue and in the column clues alike, so a
        board with two-digit clues fits at no less than about 14 px (a one-digit board
        keeps MIN_CELL_PX) rather than shrinking its numbers below legibility."""
        if self._smallest is None or self._smallest[0] != font.key():
            puzzle = self.play.puzzle
            widest = max((n for clue in (*puzzle.rows, *puzzle.columns) for n in clue), default=0)
            metrics = QFontMetricsF(clue_font(font, MIN_CLUE_PX))
            width = max(metrics.horizontalAdvance(str(d) * len(str(widest))) for d in range(10))
            needed = max(width / NUMBER_ROOM, width + NUMBER_SPACING_PX)
            self._smallest = (font.key(), max(MIN_CELL_PX, math.ceil(needed)))
        return self._smallest[1]

    def margins(self) -> Margins:
        puzzle = self.play.puzzle
        left = max((len(clue) for clue in puzzle.rows), default=0)
        top = max((len(clue) for clue in puzzle.columns), default=0)
        return Margins(left=max(left, 1) + CLUE_GAP, top=max(top, 1) + CLUE_GAP)

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        p.fillRect(geo.grid_rect, theme.paper)
        self._paint_clues(p, ctx)
        self._paint_cells(p, ctx)
        draw_grid(p, geo, theme.grid, theme.frame, EVERY)
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
        fills: dict[int, list[QRectF]] = {}
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
            for mark, rects in row_fills.items():
                fills.setdefault(mark, []).extend(rects)
            lines += row_lines
        colour = self.colour
        for mark, rects in fills.items():
            if colour is None:
                fill_rects(p, rects, theme.ink)
            else:
                colour.fill_cells(p, ctx, mark, rects)
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
        if self.colour is not None:  # painted in the chosen colour
            for mark in {mark for mark, _ in inner if mark > Mark.CROSS}:
                rects = [inset(rect, geo.cell * 0.12) for m, rect in inner if m == mark]
                self.colour.fill_cells(p, ctx, mark, rects)
        crosses = [rect for mark, rect in inner if mark == Mark.CROSS]
        draw_crosses(p, crosses, theme.accent, _cross_width(geo), CROSS_SIZE)

    # ------------------------------------------------------------------ clues

    def _paint_clues(self, p: QPainter, ctx: PaintContext) -> None:
        """The clue areas: paper, every other line striped (the eye follows a long line
        from its clue into the grid), the every-fifth separators and the numbers. Kept in
        two pixmaps (`_ClueArea`) and copied, unless too large to keep."""
        dpr = p.device().devicePixelRatioF()
        # Paper and vector files (print, PDF, SVG) get the numbers as text, not pixmaps.
        strips = None if is_vector(p) else self._clue_strips(ctx, dpr)
        # Only the lines being repainted: a line whose look changed is always among them
        # (the view repaints the rows that changed and the clues of the columns that did).
        rows, cols = ctx.rows_cols()
        looks = {True: self._looks(ctx, True, rows), False: self._looks(ctx, False, cols)}
        areas = None if strips is None else self._clue_areas(ctx, dpr)
        if areas is None:  # straight onto the board
            for across, shown in looks.items():
                for index, look in shown.items():
                    self._paint_clue_line(p, ctx, strips, across, index, look)
            return
        for area, across in zip(areas, (True, False), strict=True):
            area.refresh(
                looks[across],
                lambda q, i, look, a=across: self._paint_clue_line(q, ctx, strips, a, i, look),
            )
            p.drawPixmap(area.origin, area.pixmap)

    def _clue_strips(self, ctx: PaintContext, dpr: float) -> _ClueStrips:
        font = number_font_for(ctx)
        if self._strips is None or self._strips.key != (font.key(), ctx.geo.cell, dpr):
            self._strips = _ClueStrips(font, ctx.geo.cell, dpr)
        return self._strips

    def _clue_areas(self, ctx: PaintContext, dpr: float) -> tuple[_ClueArea, _ClueArea] | None:
        key = (ctx.geo, ctx.theme, ctx.font.key(), dpr)
        if self._areas is None or self._areas[0].key != key:
            geo = ctx.geo
            board = geo.board_rect
            rows = QRectF(board.left(), geo.top, geo.left - board.left(), geo.rows * geo.cell)
            cols = QRectF(geo.left, board.top(), geo.cols * geo.cell, geo.top - board.top())
            margin = thick(geo) / dpr  # the separators reach this far past the areas
            self._areas = (_ClueArea(key, rows, margin, dpr), _ClueArea(key, cols, margin, dpr))
        if self._areas[0].too_large():
            return None
        return self._areas

    def _looks(self, ctx: PaintContext, across: bool, lines: range) -> dict[int, Look]:
        """How each of `lines` shows its clue: its colour (red when the line is wrong) and
        which of its numbers are struck (a run settled as that block; all of them when
        the line is right)."""
        marks = self.play.marks
        wrong = ctx.mistakes.rows if across else ctx.mistakes.cols
        looks = {}
        for index in lines:
            line = tuple(marks[index]) if across else tuple(row[index] for row in marks)
            if ctx.paper:  # an answer page: the clues as printed, nothing crossed off
                looks[index] = (ctx.theme.text.rgba(), frozenset())
            elif index in wrong:
                looks[index] = (ctx.theme.error.rgba(), frozenset())
            else:
                looks[index] = (ctx.theme.text.rgba(), self._struck(across, index, line))
        return looks

    def _paint_clue_line(
        self,
        p: QPainter,
        ctx: PaintContext,
        strips: _ClueStrips | None,
        across: bool,
        index: int,
        look: Look,
    ) -> None:
        """One line's clue: its paper, the separators on its two edges, its numbers."""
        geo, theme = ctx.geo, ctx.theme
        rect = _clue_line_rect(geo, across, index)
        p.fillRect(rect, theme.clue_paper)
        if index % 2:
            p.fillRect(rect, theme.stripe)
        count = geo.rows if across else geo.cols
        for edge in (index, index + 1):
            if 0 < edge < count and edge % EVERY == 0:
                if across:
                    hline(p, geo, geo.y(edge), rect.left(), rect.right(), thick(geo), theme.grid)
                else:
                    vline(p, geo, geo.x(edge), rect.top(), rect.bottom(), thick(geo), theme.grid)
        puzzle = self.play.puzzle
        numbers = (puzzle.rows[index] if across else puzzle.columns[index]) or (0,)
        color, struck = look
        faded = theme.faded.rgba()
        fills = self.colour.clue_fills(across, index) if self.colour is not None else ()
        strip_look = StripLook(numbers, across, color, struck, faded, fills)
        gap = CLUE_GAP * geo.cell
        if strips is None:
            start = (geo.left if across else geo.top) - gap - len(numbers) * geo.cell
            origin = QPointF(start, geo.y(index)) if across else QPointF(geo.x(index), start)
            paint_strip(p, strip_look, number_font_for(ctx), geo.cell, origin)
            return
        dpr = strips.dpr
        if across:
            x = round((geo.left - gap - len(numbers) * geo.cell) * dpr) / dpr  # whole pixels
            at = QPointF(x, geo.y(index))
        else:
            y = round((geo.top - gap - len(numbers) * geo.cell) * dpr) / dpr
            at = QPointF(geo.x(index), y)
        if not struck or len(struck) == len(numbers):  # one strip, kept per line
            p.drawPixmap(at, strips.get(strip_look))
            return
        # Some struck: each number's own one-number strip (a few per value, kept), so the
        # many partial looks of a line while the solver fills it cost no new pixmaps.
        step = QPointF(geo.cell, 0) if across else QPointF(0, geo.cell)
        for i, value in enumerate(numbers):
            one = frozenset({0}) if i in struck else frozenset()
            fill = fills[i : i + 1]
            look_one = StripLook((value,), across, color, one, faded, fill)
            p.drawPixmap(at + step * i, strips.get(look_one))

    def _struck(self, across: bool, index: int, marks: tuple[Mark, ...]) -> frozenset[int]:
        """The line's clue numbers to cross off: every one when the line's filled runs are
        its clue, else those `settled_blocks` settles. Remembered per line until the line
        changes."""
        cached = self._done.get((across, index))
        if cached is None or cached[0] != marks:
            cached = self._done[(across, index)] = (marks, self.play.struck(across, index, marks))
        return cached[1]

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
    ) -> tuple[dict[int, list[QRectF]], list[QLineF]]:
        """A row's painted cells by mark (black and white: FILL only) and cross strokes."""
        rects, crosses = self.row(r)
        fills: dict[int, list[QRectF]] = {}
        for c in cols:
            if marks[c] != EMPTY and marks[c] != CROSS:
                fills.setdefault(marks[c], []).append(rects[c])
        lines = [line for c in cols if marks[c] == CROSS for line in crosses[c]]
        return fills, lines


EMPTY, CROSS = Mark.EMPTY, Mark.CROSS


class StripLook(NamedTuple):
    """What a clue strip shows: a line's numbers, which way, in which colours, which of
    them struck."""

    numbers: tuple[int, ...]
    across: bool
    color: int  # rgba
    struck: frozenset[int]
    faded: int  # rgba of struck numbers
    fills: tuple[int, ...] = ()  # a colour clue: each number's box colour (rgba)


class _ClueStrips:
    """Each line's clue numbers in one pixmap, drawn once and copied on every repaint: a
    75x50 board has a thousand clue numbers, and drawing them one by one was most of the
    cost of repainting it while the solver fills it in. A strip is kept per look (colour
    and struck numbers); a line's strip is made with nothing and with everything struck at
    once, so a line that comes right mid-solve costs no drawing."""

    def __init__(self, font: QFont, cell: float, dpr: float) -> None:
        self.key = (font.key(), cell, dpr)
        self.font, self.cell, self.dpr = font, cell, dpr
        self._strips: dict[StripLook, QPixmap] = {}

    def get(self, look: StripLook) -> QPixmap:
        strip = self._strips.get(look)
        if strip is None:
            every = frozenset(range(len(look.numbers)))
            for struck in {look.struck, frozenset(), every}:
                each = look._replace(struck=struck)
                if each not in self._strips:
                    self._strips[each] = self._draw(each)
            strip = self._strips[look]
        return strip

    def _draw(self, look: StripLook) -> QPixmap:
        cell, dpr = self.cell, self.dpr
        count = len(look.numbers)
        size = QSizeF(count * cell, cell) if look.across else QSizeF(cell, count * cell)
        strip = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        with painting(strip) as painter:
            paint_strip(painter, look, self.font, cell, QPointF(0, 0))
        return strip


def number_font_for(ctx: PaintContext) -> QFont:
    """The font of clue numbers at this cell size, never below MIN_CLUE_PX (a 75x50
    board fitted into a window has 12-pixel cells: 60% of that is unreadable)."""
    return clue_font(ctx.font, max(ctx.geo.cell * 0.6, MIN_CLUE_PX))


def clue_font(base: QFont, pixel_size: float) -> QFont:
    return number_font(base, pixel_size, bold=True, condensed=True)


def paint_strip(p: QPainter, look: StripLook, font: QFont, cell: float, origin: QPointF) -> None:
    """A line's clue numbers from `origin`, one cell each, the struck ones faded and
    crossed: into a strip's pixmap on screen, straight onto paper or a vector file."""
    color, faded = QColor.fromRgba(look.color), QColor.fromRgba(look.faded)
    stamp = NumberStamp(p, font, cell)
    strokes = []
    for i, value in enumerate(look.numbers):
        step = i * cell
        x, y = (origin.x() + step, origin.y()) if look.across else (origin.x(), origin.y() + step)
        box = QRectF(x, y, cell, cell)
        ink = faded if i in look.struck else color
        if look.fills:  # a coloured box, the number in black or white on it
            ink = text_on(p, box, QColor.fromRgba(look.fills[i]), i in look.struck, ink)
        stamp.draw(box, str(value), ink)
        if i in look.struck:
            centre, half = box.center(), cell * STRIKE
            strokes.append(
                QLineF(centre.x() - half, centre.y() + half, centre.x() + half, centre.y() - half)
            )
    stroke_lines(p, strokes, faded, max(1.0, cell * 0.06))


class _ClueArea:
    """One side's clues (the rows' or the columns') kept in a pixmap, redrawn a line at a
    time when that line's look changes: while the solver fills in a 75x50 board, a
    repaint copies two pixmaps instead of drawing 125 strips over striped paper. The
    pixmap sits on whole device pixels, so what is drawn into it lands on the same pixels
    as if drawn onto the board."""

    MAX_PIXELS = 8_000_000  # past this (a huge zoom) the clues are drawn onto the board

    def __init__(self, key: Hashable, area: QRectF, margin: float, dpr: float) -> None:
        self.key = key
        left = math.floor((area.left() - margin) * dpr)
        top = math.floor((area.top() - margin) * dpr)
        right = math.ceil((area.right() + margin) * dpr)
        bottom = math.ceil((area.bottom() + margin) * dpr)
        self.origin = QPointF(left / dpr, top / dpr)
        self.size = (right - left, bottom - top)
        self.dpr = dpr
        self._pixmap: QPixmap | None = None
        self._looks: dict[int, Look] = {}  # line -> the look drawn

    def too_large(self) -> bool:
        return self.size[0] * self.size[1] > self.MAX_PIXELS

    @property
    def pixmap(self) -> QPixmap:
        assert self._pixmap is not None
        return self._pixmap

    def refresh(
        self, looks: dict[int, Look], paint_line: Callable[[QPainter, int, Look], None]
    ) -> None:
        """Redraw those of the lines in `looks` whose look is not the one drawn (or that
        were never drawn). A line needs no clipping: it paints its own strip of the area,
        and the separators on its edges, which its neighbours paint alike."""
        stale = [i for i, look in looks.items() if self._looks.get(i) != look]
        if not stale:
            return
        if self._pixmap is None:
            self._pixmap = QPixmap(*self.size)
            self._pixmap.setDevicePixelRatio(self.dpr)
            self._pixmap.fill(Qt.GlobalColor.transparent)
        with painting(self._pixmap) as p:
            p.translate(-self.origin)
            for index in stale:
                paint_line(p, index, looks[index])
        self._looks.update(looks)


def _clue_line_rect(geo: BoardGeometry, across: bool, index: int) -> QRectF:
    """A line's share of its clue area, from the board's edge to the grid."""
    board = geo.board_rect
    if across:
        return QRectF(board.left(), geo.y(index), geo.left - board.left(), geo.cell)
    return QRectF(geo.x(index), board.top(), geo.cell, geo.top - board.top())


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


def MAPPER(play: NonogramPlay, commit) -> NonogramMapper:  # noqa: N802 (the module's contract)
    """The mapper for this board: a colour puzzle's paints in the chosen colour."""
    if play.puzzle.is_colour:
        return ColourNonogramMapper(play, commit)
    return NonogramMapper(play, commit)


PAINTER = NonogramPainter
TOOLS = palette_bar
