"""Drawing pieces every painter uses: grid lines, marks, hatching, labels.

Lines are drawn as filled rectangles on whole device pixels, not as antialiased strokes,
so a 1-pixel grid line is one sharp pixel on any screen. Mistake shapes (hatching, dashed
outlines, crossed cells) live here so all genres flag errors the same recognisable way.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator

from PySide6.QtCore import QLineF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from .geometry import BoardGeometry


def thin(geo: BoardGeometry) -> int:
    """Width of a thin line in device pixels: one logical pixel."""
    return max(1, round(geo.dpr))


def thick(geo: BoardGeometry) -> int:
    """Width of a thick line (every fifth line, the frame, region borders)."""
    return max(2, round(2 * geo.dpr)) + (1 if geo.cell >= 40 else 0)


def vline(p: QPainter, geo: BoardGeometry, x: float, y0: float, y1: float, width: int, color):
    """A vertical line `width` device pixels wide on the boundary at logical x."""
    dx = round(x * geo.dpr) - width // 2
    top = round(y0 * geo.dpr) - width // 2
    bottom = round(y1 * geo.dpr) + (width - width // 2)
    p.fillRect(
        QRectF(dx / geo.dpr, top / geo.dpr, width / geo.dpr, (bottom - top) / geo.dpr), color
    )


def hline(p: QPainter, geo: BoardGeometry, y: float, x0: float, x1: float, width: int, color):
    """A horizontal line `width` device pixels high on the boundary at logical y."""
    dy = round(y * geo.dpr) - width // 2
    left = round(x0 * geo.dpr) - width // 2
    right = round(x1 * geo.dpr) + (width - width // 2)
    p.fillRect(
        QRectF(left / geo.dpr, dy / geo.dpr, (right - left) / geo.dpr, width / geo.dpr), color
    )


def draw_grid(p: QPainter, geo: BoardGeometry, grid: QColor, frame: QColor, every: int = 0):
    """Thin lines between cells, thick lines every `every` cells (0: none) and a frame."""
    for col in range(1, geo.cols):
        major = every and col % every == 0
        width, color = (thick(geo), frame) if major else (thin(geo), grid)
        vline(p, geo, geo.x(col), geo.top, geo.bottom, width, color)
    for row in range(1, geo.rows):
        major = every and row % every == 0
        width, color = (thick(geo), frame) if major else (thin(geo), grid)
        hline(p, geo, geo.y(row), geo.left, geo.right, width, color)
    draw_frame(p, geo, geo.grid_rect, frame, thick(geo))


def draw_frame(p: QPainter, geo: BoardGeometry, rect: QRectF, color: QColor, width: int):
    """A rectangle outline whose lines sit on the rectangle's edges."""
    hline(p, geo, rect.top(), rect.left(), rect.right(), width, color)
    hline(p, geo, rect.bottom(), rect.left(), rect.right(), width, color)
    vline(p, geo, rect.left(), rect.top(), rect.bottom(), width, color)
    vline(p, geo, rect.right(), rect.top(), rect.bottom(), width, color)


def inset(rect: QRectF, amount: float) -> QRectF:
    return rect.adjusted(amount, amount, -amount, -amount)


def draw_crosses(
    p: QPainter, rects: list[QRectF], color: QColor, width: float, size: float = 0.28
) -> None:
    """An X in the middle of each cell, all in one call (a large nonogram has thousands):
    `size` is the X's half-width as a share of the cell."""
    stroke_lines(p, [line for rect in rects for line in cross_lines(rect, size)], color, width)


def cross_lines(rect: QRectF, size: float = 0.28) -> tuple[QLineF, QLineF]:
    """The two strokes of an X in the middle of `rect` (see draw_crosses)."""
    c = rect.center()
    x, y = c.x(), c.y()
    d = rect.width() * size
    return QLineF(x - d, y - d, x + d, y + d), QLineF(x - d, y + d, x + d, y - d)


def stroke_lines(p: QPainter, lines: list[QLineF], color: QColor, width: float) -> None:
    """Many smooth, round-capped strokes in one call."""
    if not lines:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLines(lines)
    p.restore()


def fill_rects(p: QPainter, rects: list[QRectF], color: QColor) -> None:
    """Fill many cells at once, unsmoothed, so their edges stay on whole pixels."""
    if not rects:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRects(rects)
    p.restore()


def draw_dot(p: QPainter, rect: QRectF, color: QColor, size: float = 0.12):
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    r = rect.width() * size
    p.drawEllipse(rect.center(), r, r)
    p.restore()


def draw_ring(p: QPainter, rect: QRectF, color: QColor, width: float, size: float = 0.40):
    """A circle round a cell's number: Tatham's way of saying "this one stays white"."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(color, width))
    p.setBrush(Qt.BrushStyle.NoBrush)
    r = rect.width() * size
    p.drawEllipse(rect.center(), r, r)
    p.restore()


def hatch(p: QPainter, rect: QRectF, color: QColor, spacing: float, width: float):
    """Diagonal stripes over a rectangle: the shape that says "mistake" without colour."""
    p.save()
    p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    steps = math.ceil((rect.width() + rect.height()) / spacing)
    starts = (rect.left() + i * spacing for i in range(steps + 1))
    p.drawLines([QLineF(x, rect.top(), x - rect.height(), rect.bottom()) for x in starts])
    p.restore()


def dashed_outline(p: QPainter, rect: QRectF, color: QColor, width: float):
    """A dashed frame just inside `rect`: the second mistake shape."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(color, width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    pen.setDashPattern([2.2, 1.4])
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(inset(rect, width / 2))
    p.restore()


def number_font(
    base: QFont, pixel_size: float, bold: bool = False, condensed: bool = False
) -> QFont:
    """Numbers at a pixel size that follows the cell; condensed lets two digits fit the
    narrow clue cells of a large nonogram."""
    font = QFont(base)
    font.setPixelSize(max(6, round(pixel_size)))
    font.setBold(bold)
    if condensed:
        font.setStretch(QFont.Stretch.SemiCondensed)
    return font


def is_vector(p: QPainter) -> bool:
    """Is the painter drawing on paper or into a vector file (printer, PDF, SVG) rather
    than into pixels? There, cached pixmaps of numbers would print blurred: draw text."""
    engine = p.paintEngine()
    return engine is not None and engine.type() not in _PIXEL_ENGINES


_PIXEL_ENGINES = (QPaintEngine.Type.Raster, QPaintEngine.Type.OpenGL2, QPaintEngine.Type.OpenGL)


class NumberStamp:
    """Draws numbers centred in cells of one size, many times per paint.

    The font for each digit count is worked out once (shrunk if the number would not fit
    the cell) rather than measured per number, and each number is drawn once into a small
    pixmap that later paints copy (`_STAMPS`): a large nonogram prints about a thousand
    clue numbers on every repaint of its board, and laying out text that often cost more
    than all the rest of the board (25 ms of a 30 ms paint on a 75x50 board)."""

    def __init__(self, p: QPainter, font: QFont, box_width: float) -> None:
        self.p = p
        self.font = font
        self.box_width = box_width
        self.dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        self.as_text = is_vector(p)
        self._fonts: dict[int, tuple[QFont, tuple]] = {}  # digits -> font, its cache key

    def draw(self, rect: QRectF, text: str, color: QColor) -> None:
        font, font_key = self._font_for(len(text))
        if self.as_text:  # paper, PDF, SVG: real text, sharp at any size
            self.p.setFont(font)
            self.p.setPen(color)
            self.p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            return
        key = (font_key, text, color.rgba(), rect.width(), rect.height())
        stamp = _STAMPS.get(key)
        if stamp is None:
            if len(_STAMPS) >= MAX_STAMPS:
                _STAMPS.clear()
            stamp = _STAMPS[key] = _render_stamp(font, text, color, rect.size(), self.dpr)
        self.p.drawPixmap(rect.topLeft(), stamp)

    def _font_for(self, digits: int) -> tuple[QFont, tuple]:
        found = self._fonts.get(digits)
        if found is None:
            font = QFont(self.font)
            width = QFontMetricsF(font).horizontalAdvance("8" * digits)
            room = self.box_width * NUMBER_ROOM
            if width > room:
                font.setPixelSize(max(6, math.floor(font.pixelSize() * room / width)))
            found = self._fonts[digits] = (font, (font.key(), font.pixelSize(), self.dpr))
        return found


NUMBER_ROOM = 0.92  # of a box's width a number may take before its font shrinks to fit
MAX_STAMPS = 4096
_STAMPS: dict[tuple, QPixmap] = {}


def _render_stamp(font: QFont, text: str, color: QColor, size: QSizeF, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, math.ceil(size.width() * dpr)), max(1, math.ceil(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    with painting(pixmap) as p:
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.setFont(font)
        p.setPen(color)
        p.drawText(QRectF(0, 0, size.width(), size.height()), Qt.AlignmentFlag.AlignCenter, text)
    return pixmap


@contextlib.contextmanager
def painting(device: QPaintDevice) -> Iterator[QPainter]:
    """A QPainter on `device`, ended however the block is left: one left active (a time
    limit stopping an export mid-drawing) makes Qt crash when the device is destroyed."""
    p = QPainter(device)
    try:
        yield p
    finally:
        p.end()


def bubble_size(text: str, font: QFont) -> tuple[float, float]:
    metrics = QFontMetricsF(font)
    h = metrics.height() * 1.35
    return metrics.horizontalAdvance(text) + h * 0.8, h


def bubble_places(p: QPainter, target: QRectF, size: tuple[float, float]) -> list[QRectF]:
    """Where a label for `target` may go, best first: above, below, then inside it;
    each kept inside the painter's window."""
    w, h = size
    gap = h * 0.2
    bounds = QRectF(p.window())
    places = []
    for top in (target.top() - gap - h, target.bottom() + gap, target.center().y() - h / 2):
        box = QRectF(target.center().x() - w / 2, top, w, h)
        if box.top() < bounds.top() + 2 or box.bottom() > bounds.bottom() - 2:
            continue
        box.moveLeft(min(max(box.left(), bounds.left() + 2), bounds.right() - 2 - w))
        places.append(box)
    return places or [QRectF(target.center().x() - w / 2, target.center().y() - h / 2, w, h)]


def bubble(
    p: QPainter,
    target: QRectF,
    text: str,
    font: QFont,
    fill: QColor,
    ink: QColor,
    avoid: Callable[[QRectF], bool] | None = None,
) -> None:
    """A rounded label by `target` (a drag's end cell, a rubber band): above it if there
    is room, else below or inside; the first place `avoid` does not object to wins."""
    places = bubble_places(p, target, bubble_size(text, font))
    box = next((place for place in places if avoid is None or not avoid(place)), places[0])
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    path = QPainterPath()
    path.addRoundedRect(box, box.height() / 2, box.height() / 2)
    p.fillPath(path, fill)
    p.setFont(font)
    p.setPen(ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def mix(a: QColor, b: QColor, share: float) -> QColor:
    """`share` of b blended into a (opaque), for previews that must read on any theme."""
    return QColor.fromRgbF(
        a.redF() * (1 - share) + b.redF() * share,
        a.greenF() * (1 - share) + b.greenF() * share,
        a.blueF() * (1 - share) + b.blueF() * share,
    )


def with_alpha(color: QColor, alpha: int) -> QColor:
    result = QColor(color)
    result.setAlpha(alpha)
    return result
