"""The one board widget for every genre: geometry, zoom, pointer, keyboard cursor.

It turns Qt's mouse and key events into (cell, button) calls on the genre's InputMapper
and hands a QPainter to the genre's Painter; it knows no rules. Everything a player sees
that is not a genre's business lives here too: the keyboard cursor, the win banner and
the placeholder when no puzzle is open.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QWheelEvent,
)
from PySide6.QtWidgets import QScrollArea, QWidget

from ..games.play import NO_MISTAKES, Cell, Mistakes
from .drawing import number_font
from .genres.base import Button, InputMapper, PaintContext, Painter
from .geometry import MIN_PADDING, BoardGeometry, snap
from .i18n import Texts
from .theme import Theme

tr = Texts(__name__)

PAUSED_TEXT = tr.mark("Paused\nPress P or click to go on.")
MAX_LAYER_PIXELS = 24_000_000  # past this (a huge zoom) the board is painted directly
ZOOM_STEP = 1.25
ZOOM_MIN = 0.5
ZOOM_MAX = 8.0

ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}
PRIMARY_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
SECONDARY_KEYS = (Qt.Key.Key_X,)
KEYPAD = Qt.KeyboardModifier.KeypadModifier
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)
BUTTONS = {Qt.MouseButton.LeftButton: Button.PRIMARY, Qt.MouseButton.RightButton: Button.SECONDARY}


class BoardView(QWidget):
    hovered = Signal(object)  # Cell | None: the cell under the pointer
    zoom_changed = Signal(float)
    resume_requested = Signal()  # a click on the paused board

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.theme = Theme.from_palette(self.palette())
        self.placeholder = tr("Open a puzzle, or pick one from the list.")
        self.painter: Painter | None = None
        self.mapper: InputMapper | None = None
        self.rows = self.cols = 0
        self.zoom = 1.0
        self.cursor: Cell = (0, 0)
        self.cursor_visible = False
        self.hover: Cell | None = None
        self.mistakes: Mistakes = NO_MISTAKES
        self.banner: str | None = None
        self.fit_area: QSizeF | None = None  # set by BoardScroll: the visible area
        # The cell size, the grid's corner in the window and the window's size, while a
        # panel beside the board opens or closes (keep_place).
        self._kept: tuple[float, QPointF, QSize] | None = None
        self._held: Qt.MouseButton | None = None
        self._layer: QPixmap | None = None
        self._layer_key: tuple = ()
        # Drawn over the board after the pointer feedback (the solver's effects): each is
        # called with the painter and the board's PaintContext on every repaint.
        self.decorations: list[Callable[[QPainter, PaintContext], None]] = []
        self.locked = False  # while the solver plays the board, the player's input waits
        self.paused = False  # the board is hidden (Pause): a click asks to go on
        self._wheel_rest = 0  # wheel turned less than a notch, kept for the next event

    def set_paused(self, paused: bool) -> None:
        """Hide the board behind a "Paused" sign, or show it again."""
        if paused and self.mapper is not None:
            self.mapper.cancel()
        self._held = None
        self.paused = paused
        self.update()

    def set_locked(self, locked: bool) -> None:
        """Ignore clicks and marking keys (the pointer still shows where it is)."""
        if locked and self.mapper is not None:
            self.mapper.cancel()
        self._held = None
        self.locked = locked
        self.update()

    # ------------------------------------------------------------------ game

    def set_game(self, rows: int, cols: int, painter: Painter, mapper: InputMapper) -> None:
        if self.mapper is not None:
            self.mapper.cancel()
        self._kept = None
        self.rows, self.cols = rows, cols
        self.painter, self.mapper = painter, mapper
        self.cursor = (min(self.cursor[0], rows - 1), min(self.cursor[1], cols - 1))
        self.hover = None
        self.mistakes = NO_MISTAKES
        self.banner = None
        self._held = None
        self._update_size()
        self.update()

    def set_mistakes(self, mistakes: Mistakes) -> None:
        self.mistakes = mistakes
        self.update()

    def set_banner(self, text: str | None) -> None:
        self.banner = text
        self.update()

    # ------------------------------------------------------------------ geometry and zoom

    def board_geometry(self) -> BoardGeometry:
        assert self.painter is not None
        area = self.fit_area or QSizeF(self.size())
        fitted = BoardGeometry.fit(
            self.rows,
            self.cols,
            self.painter.margins(),
            area,
            QSizeF(self.size()),
            self.zoom,
            self.devicePixelRatioF(),
            self.painter.smallest_cell(self.font()),
        )
        return self._kept_geometry(fitted) or fitted

    def keep_place(self) -> None:
        """Keep the cells where they are in the window, and their size, while a panel
        opens or closes beside the board in a window that cannot grow for it (maximised,
        or at the screen's edge): the board stays put as long as it fits the view, in
        the room it did not use, instead of shrinking or re-centring under the pointer.
        A change of the window's size, the zoom or the game, or `release_place`, ends it."""
        if self.painter is None:
            return
        geo = self.board_geometry()
        corner = self.mapTo(self.window(), QPointF(geo.left, geo.top))
        self._kept = (geo.cell, corner, self.window().size())

    def keep_place_as_window_grows(self, size: QSize) -> None:
        """The app itself is resizing the window to `size` for a panel: a kept place
        still holds there (only the player's resize fits the board anew)."""
        if self._kept is not None:
            cell, corner, _old_size = self._kept
            self._kept = (cell, corner, size)

    def release_place(self) -> None:
        """Fit the board to the view again (the panel is gone: the fit is where it was)."""
        if self._kept is not None:
            self._kept = None
            self._update_size()
            self.update()

    def _kept_geometry(self, fitted: BoardGeometry) -> BoardGeometry | None:
        if self._kept is None:
            return None
        cell, corner, window_size = self._kept
        if window_size != self.window().size():
            self._kept = None  # the player resized the window: fit it anew
            return None
        at = self.mapFrom(self.window(), corner)
        kept = replace(fitted, cell=cell, left=at.x(), top=at.y(), padding=MIN_PADDING)
        shown = QRectF(QPointF(0, 0), self.fit_area or QSizeF(self.size()))  # the viewport
        room = shown.adjusted(MIN_PADDING, MIN_PADDING, -MIN_PADDING, -MIN_PADDING)
        board = kept.board_rect
        if board.width() > room.width() or board.height() > room.height():
            return None  # the board must shrink: fit it
        # Where the board does not fit as it is, it moves as little as it must (its cells
        # keep their size): the window had less room beside it than the panel takes.
        dx = max(0.0, room.left() - board.left()) + min(0.0, room.right() - board.right())
        dy = max(0.0, room.top() - board.top()) + min(0.0, room.bottom() - board.bottom())
        return replace(kept, left=snap(kept.left + dx, kept.dpr), top=snap(kept.top + dy, kept.dpr))

    def fits_in(self, area: QSizeF) -> bool:
        """Would the board show whole, unzoomed, in `area` (a view of that size) with
        cells no smaller than its smallest legible ones? (No board: yes.)"""
        if self.painter is None:
            return True
        smallest = self.painter.smallest_cell(self.font())
        return BoardGeometry.fits(self.rows, self.cols, self.painter.margins(), area, smallest)

    def set_fit_area(self, area: QSizeF) -> None:
        self.fit_area = area
        self._update_size()

    def set_zoom(self, zoom: float) -> None:
        zoom = min(max(zoom, ZOOM_MIN), ZOOM_MAX)
        if abs(zoom - 1.0) < 0.01:
            zoom = 1.0
        if zoom != self.zoom:
            self.zoom = zoom
            self._kept = None
            self._update_size()
            self.update()
            self.zoom_changed.emit(zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def reset_zoom(self) -> None:
        self.set_zoom(1.0)

    def zoom_about(self, factor: float, anchor: QPointF) -> None:
        """Zoom keeping the board point under `anchor` (the pointer) where it is."""
        scroll = self._scroll_area()
        if self.painter is None or scroll is None:
            self.set_zoom(self.zoom * factor)
            return
        geo = self.board_geometry()
        u = ((anchor.x() - geo.left) / geo.cell, (anchor.y() - geo.top) / geo.cell)
        on_screen = anchor + QPointF(self.pos())  # where the anchor is in the viewport
        self.set_zoom(self.zoom * factor)
        viewport = scroll.viewport().size()
        self.resize(viewport.expandedTo(self.minimumSize()))  # settle the size now
        geo = self.board_geometry()
        scroll.horizontalScrollBar().setValue(round(geo.x(u[0]) - on_screen.x()))
        scroll.verticalScrollBar().setValue(round(geo.y(u[1]) - on_screen.y()))

    def _update_size(self) -> None:
        """Ask for the room the board needs at this zoom, so a scroll area scrolls."""
        if self.painter is None or self.fit_area is None:
            self.setMinimumSize(0, 0)
            return
        needed = self.board_geometry().needed()
        # Whole pixels, rounded up, but never a pixel more than a board that fits needs:
        # one pixel too many scrolls a board that fits.
        width, height = (math.ceil(side - 1e-6) for side in (needed.width(), needed.height()))
        self.setMinimumSize(QSize(width, height))

    def _scroll_area(self) -> QScrollArea | None:
        viewport = self.parentWidget()
        scroll = viewport.parentWidget() if viewport is not None else None
        return scroll if isinstance(scroll, QScrollArea) else None

    def sizeHint(self) -> QSize:
        return QSize(640, 560)

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.paused:
            self.resume_requested.emit()
            return
        if any(strip.contains(event.position()) for strip in self.pinned_strips()):
            return  # pinned clues cover the cells under them: a click there is on a clue
        if self.banner and self.banner_rect().contains(event.position()):
            self.set_banner(None)  # a click on the banner dismisses it, and only that
            return
        button = BUTTONS.get(event.button())
        if self.mapper is None or button is None or self._held is not None or self.locked:
            return
        cell = self.board_geometry().cell_at(event.position())
        if cell is None:
            line = self.clue_line_at(event.position())
            if line is not None and self.mapper.press_clue(*line, button):
                self.update()  # a click on a line's clue (an editor types it there)
            return
        self._held = event.button()
        self.cursor_visible = False
        self.cursor = cell
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if not (shift and self.mapper.press_with_shift(cell, button)):
            self.mapper.press(cell, button)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.mapper is None:
            return
        geo = self.board_geometry()
        covered = any(strip.contains(event.position()) for strip in self.pinned_strips())
        self._set_hover(None if covered else geo.cell_at(event.position()))
        if self._held is not None and self.mapper.active:
            self.mapper.drag(geo.clamped_cell_at(event.position()))
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.mapper is None or event.button() != self._held:
            return
        self._held = None
        if self.mapper.active:
            self.mapper.release(self.board_geometry().clamped_cell_at(event.position()))
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None)
        super().leaveEvent(event)

    def _set_hover(self, cell: Cell | None) -> None:
        if cell != self.hover:
            self.hover = cell
            self.hovered.emit(cell)
            self.update()

    def clue_line_at(self, point: QPointF) -> tuple[bool, int] | None:
        """(True, row) or (False, column) when `point` is beside the grid, in the margin
        where that line's clue is drawn; None elsewhere."""
        if self.painter is None:
            return None
        geo = self.board_geometry()
        x, y = point.x(), point.y()
        if geo.board_rect.left() <= x < geo.left and geo.top <= y < geo.bottom:
            return True, int((y - geo.top) // geo.cell)
        if geo.board_rect.top() <= y < geo.top and geo.left <= x < geo.right:
            return False, int((x - geo.left) // geo.cell)
        return None

    def refit(self) -> None:
        """The painter's margins may have changed (an editor's clues grew): size again."""
        self._update_size()
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if steps:
                self.zoom_about(ZOOM_STEP**steps, event.position())
            event.accept()
        elif self._wheel_chooses(event) or self._wheel_edits(event):
            event.accept()
        else:
            event.ignore()  # let the scroll area scroll

    def _wheel_edits(self, event: QWheelEvent) -> bool:
        """The wheel over a cell counts an editor's number there up or down, a notch a
        step (edit mode); False when the mapper takes no wheel."""
        if self.mapper is None or self.painter is None or self.locked or self.paused:
            return False
        cell = self.board_geometry().cell_at(event.position())
        steps = event.angleDelta().y() / 120
        if cell is None or not steps:
            return False
        return self.mapper.wheel(cell, int(math.copysign(max(1, abs(steps)), steps)))

    def _wheel_chooses(self, event: QWheelEvent) -> bool:
        """The wheel over the grid's cells steps through a genre's tools (a colour
        nonogram's colours), a notch a step, down for the next; over the clues, the
        margins or pinned clues it scrolls as ever."""
        if self.mapper is None or self.painter is None or self.paused:
            return False
        position = event.position()
        if any(strip.contains(position) for strip in self.pinned_strips()):
            return False
        if self.board_geometry().cell_at(position) is None:
            return False
        if not self.mapper.cycle(0):  # (does this genre choose with the wheel at all?)
            return False
        self._wheel_rest += event.angleDelta().y()  # a touchpad's small deltas add up
        steps = int(self._wheel_rest / 120)
        self._wheel_rest -= steps * 120
        return self.mapper.cycle(-steps)

    # ------------------------------------------------------------------ keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.mapper is None or self._held is not None or self.locked or self.paused:
            super().keyPressEvent(event)
            return
        key = Qt.Key(event.key())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        plain = not event.modifiers() & COMMAND_MODIFIERS
        if plain and self.mapper.typed(self.cursor, key, event.text()):
            self.update()  # an editor took the key (a digit, Backspace, a clue's Enter)
        elif key in ARROWS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._move_cursor(*ARROWS[key], extending=shift)
        elif key in PRIMARY_KEYS:
            self._show_cursor()
            if shift and self.mapper.press_with_shift(self.cursor, Button.PRIMARY):
                self.mapper.release(self.cursor)  # (Shift+Space: a genre's own click)
            else:
                self.mapper.activate(self.cursor, Button.PRIMARY)
        elif key in SECONDARY_KEYS:
            self._show_cursor()
            self.mapper.activate(self.cursor, Button.SECONDARY)
        elif key == Qt.Key.Key_Escape and self.mapper.active:
            self.mapper.cancel()
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and not event.modifiers() & ~KEYPAD:
            if not self.mapper.digit(key - Qt.Key.Key_0):
                super().keyPressEvent(event)
                return
        else:
            super().keyPressEvent(event)
            return
        self.update()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift and self.mapper is not None and not event.isAutoRepeat():
            self.mapper.extend_finished()
            self.update()
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:
        if self.mapper is not None and self._held is None:
            self.mapper.extend_finished()  # Shift can be let go in another window
        super().focusOutEvent(event)

    def _move_cursor(self, dr: int, dc: int, extending: bool) -> None:
        if not self.cursor_visible:
            self._show_cursor()  # the first arrow only reveals the cursor where it is
            if not extending:
                return
        old = self.cursor
        new = (min(max(old[0] + dr, 0), self.rows - 1), min(max(old[1] + dc, 0), self.cols - 1))
        self.cursor = new
        assert self.mapper is not None
        self.mapper.cursor_moved(old, new, extending)
        self._keep_visible(new)

    def reveal(self, box: tuple[int, int, int, int]) -> None:
        """Scroll a box of cells (row, col, height, width) into view, if the board scrolls:
        the solver's step is where the player should be looking."""
        scroll = self._scroll_area()
        if scroll is None or self.painter is None:
            return
        rect = self.board_geometry().span_rect(*box)
        margin = int(self.board_geometry().cell)
        scroll.ensureVisible(
            int(rect.center().x()),
            int(rect.center().y()),
            int(rect.width() / 2) + margin,
            int(rect.height() / 2) + margin,
        )

    def _show_cursor(self) -> None:
        self.cursor_visible = True

    def _keep_visible(self, cell: Cell) -> None:
        scroll = self._scroll_area()
        if scroll is not None:
            rect = self.board_geometry().cell_rect(*cell)
            margin = int(rect.width())
            scroll.ensureVisible(int(rect.center().x()), int(rect.center().y()), margin, margin)

    # ------------------------------------------------------------------ painting

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.theme = Theme.from_palette(self.palette())
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        if self.painter is None or self.paused:
            p.fillRect(self.rect(), self.theme.background)
            self._paint_placeholder(p, tr(PAUSED_TEXT) if self.paused else self.placeholder)
            return
        geo = self.board_geometry()
        board = PaintContext(geo, self.theme, self.font(), None, self.mistakes)
        layer = self._board_layer(board)
        if layer is not None:
            p.drawPixmap(0, 0, layer)
        else:  # too large to keep: paint what is exposed, straight onto the widget
            p.fillRect(event.rect(), self.theme.background)
            self.painter.paint(p, replace(board, exposed=QRectF(event.rect())))
        hover = self.cursor if self.cursor_visible else self.hover
        self.painter.paint_overlay(p, replace(board, hover=hover))
        for decorate in self.decorations:
            decorate(p, board)
        if self.cursor_visible:
            self._paint_cursor(p, geo)
        self._paint_pinned(p, board)
        if self.banner:
            self._paint_banner(p, geo)
        p.end()

    def forget_layer(self) -> None:
        """Drop the kept board image: the next repaint draws the whole board (what a
        benchmark of repaints needs; a change the layer's key sees does this by itself)."""
        self._layer = None

    def _board_layer(self, ctx: PaintContext) -> QPixmap | None:
        """The board without pointer feedback, redrawn only when it differs: a drag or a
        hover then costs a copy of this pixmap plus a few cells of overlay. When only the
        marks changed and the painter can say where (`Painter.changed_rects`), only
        there is redrawn: the solver changes a large board many times a second."""
        assert self.painter is not None
        dpr = self.devicePixelRatioF()
        if self.width() * self.height() * dpr * dpr > MAX_LAYER_PIXELS:
            self._layer = None
            return None
        key = (
            self.size(),
            dpr,
            ctx.geo,
            ctx.theme,
            ctx.font,
            ctx.mistakes,
            self.painter.play.snapshot(),
        )
        if self._layer is not None and key == self._layer_key:
            return self._layer
        rects = None
        if self._layer is not None and key[:-1] == self._layer_key[:-1]:
            rects = self.painter.changed_rects(self._layer_key[-1], key[-1], ctx.geo)
        if rects is None:
            layer = QPixmap(self.size() * dpr)
            layer.setDevicePixelRatio(dpr)
            layer.fill(self.theme.background)
            p = QPainter(layer)
            self.painter.paint(p, ctx)
            p.end()
            self._layer = layer
        elif rects:
            region = QRegion()
            for rect in rects:
                region += rect.toAlignedRect()
            p = QPainter(self._layer)
            p.setClipRegion(region)
            p.fillRect(region.boundingRect(), self.theme.background)
            self.painter.paint(p, replace(ctx, exposed=QRectF(region.boundingRect())))
            p.end()
        self._layer_key = key
        return self._layer

    # ------------------------------------------------------------------ pinned clues

    def _visible(self) -> QRectF:
        return QRectF(self.visibleRegion().boundingRect())

    def _pin_offsets(self, geo: BoardGeometry, visible: QRectF) -> tuple[float, float]:
        """How far the row clues (left) and column clues (top) have to move to stay in
        view: the scroll position past the board's edge, 0 when they show where they are."""
        board = geo.board_rect
        dx = visible.left() - board.left() if geo.left > board.left() else 0.0
        dy = visible.top() - board.top() if geo.top > board.top() else 0.0
        # Whole device pixels, so the clues land on the pixels they have in place.
        dpr = geo.dpr
        return math.ceil(max(dx, 0.0) * dpr - 1e-6) / dpr, math.ceil(
            max(dy, 0.0) * dpr - 1e-6
        ) / dpr

    def pinned_strips(self) -> list[QRectF]:
        """Where clues are pinned over the grid (the board scrolled past them), in the
        view's coordinates: the row clues down the left edge of what shows, the column
        clues along its top, as Nonograms Katana keeps them."""
        if self.painter is None or self.paused:
            return []
        geo, visible = self.board_geometry(), self._visible()
        dx, dy = self._pin_offsets(geo, visible)
        board = geo.board_rect
        width, height = geo.left - board.left(), geo.top - board.top()
        strips = []
        if dx > 0:
            strips.append(QRectF(visible.left(), visible.top(), width, visible.height()))
        if dy > 0:
            strips.append(QRectF(visible.left(), visible.top(), visible.width(), height))
        return strips

    def _paint_pinned(self, p: QPainter, ctx: PaintContext) -> None:
        """Clues scrolled out of view are painted again at the edge of what shows, over
        the grid, with the lines they belong to: the painter draws its board shifted and
        clipped to the strip, so the clues look exactly as they do in place."""
        assert self.painter is not None
        geo, visible = ctx.geo, self._visible()
        dx, dy = self._pin_offsets(geo, visible)
        if not (dx or dy):
            return
        board = geo.board_rect
        width, height = geo.left - board.left(), geo.top - board.top()
        left = visible.left() + (width if dx else 0.0)
        top = visible.top() + (height if dy else 0.0)
        if dx:
            rows = QRectF(visible.left(), max(top, geo.top), width, visible.bottom() - top)
            self._paint_shifted(p, ctx, rows, QPointF(dx, 0))
        if dy:
            cols = QRectF(max(left, geo.left), visible.top(), visible.right() - left, height)
            self._paint_shifted(p, ctx, cols, QPointF(0, dy))
        corner = QRectF(board.left() + dx, board.top() + dy, width, height)
        p.fillRect(corner, self.theme.background)
        p.save()
        p.setPen(QPen(self.theme.frame, 1))
        if dx:
            p.drawLine(QPointF(left, top), QPointF(left, visible.bottom()))
        if dy:
            p.drawLine(QPointF(left, top), QPointF(visible.right(), top))
        p.restore()

    def _paint_shifted(self, p: QPainter, ctx: PaintContext, strip: QRectF, shift: QPointF) -> None:
        assert self.painter is not None
        if strip.isEmpty():
            return
        p.save()
        p.setClipRect(strip)
        p.fillRect(strip, self.theme.background)
        p.translate(shift)
        self.painter.paint(p, replace(ctx, exposed=strip.translated(-shift)))
        p.restore()

    def _paint_placeholder(self, p: QPainter, text: str) -> None:
        p.setPen(self.theme.faded)
        p.setFont(number_font(self.font(), 18))
        visible = self.visibleRegion().boundingRect()
        area = visible if not visible.isEmpty() else self.rect()
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        p.drawText(area, flags, text)
        p.end()

    def _paint_cursor(self, p: QPainter, geo: BoardGeometry) -> None:
        rect = geo.cell_rect(*self.cursor)
        width = max(2.0, geo.cell * 0.09)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(self.theme.cursor, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        radius = geo.cell * 0.12
        p.drawRoundedRect(
            rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), radius, radius
        )
        p.restore()

    def _banner_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(16, min(30, round(self.width() / 28))))
        font.setBold(True)
        return font

    def banner_rect(self) -> QRectF:
        """Where the win banner is: over the middle of the part of the grid in view, so it
        covers cells of a finished board and never its clues; empty without a banner."""
        if not self.banner or self.painter is None:
            return QRectF()
        metrics = QFontMetricsF(self._banner_font())
        w = metrics.horizontalAdvance(self.banner) + 3 * metrics.height()
        h = metrics.height() * 2.2
        grid = self.board_geometry().grid_rect
        visible = QRectF(self.visibleRegion().boundingRect()).intersected(grid)
        centre = (visible if not visible.isEmpty() else grid).center()
        return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)

    def _paint_banner(self, p: QPainter, geo: BoardGeometry) -> None:
        assert self.banner is not None
        box = self.banner_rect()
        h = box.height()
        path = QPainterPath()
        path.addRoundedRect(box, h / 2, h / 2)
        p.save()
        p.setFont(self._banner_font())
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shadow = QColor(0, 0, 0, 70)
        p.fillPath(path.translated(QPointF(0, 3)), shadow)
        p.fillPath(path, self.theme.good)
        p.setPen(QColor("#FFFFFF"))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.banner)
        p.restore()


class BoardScroll(QScrollArea):
    """Holds the board; tells it how much room is visible, so zoom 1 means "fits"."""

    def __init__(self, view: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWidget(view)
        self.setFocusProxy(view)
        # Pinned clues sit at the edge of what shows: a scroll repaints them there,
        # instead of moving the old picture (a copy of the board's layer, so cheap).
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(lambda _: view.update())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.view.set_fit_area(QSizeF(self.maximumViewportSize()))
