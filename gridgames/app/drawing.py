"""Drawing pieces every painter uses: grid lines, marks, hatching, labels.

Lines are drawn as filled rectangles on whole device pixels, not as antialiased strokes,
so a 1-pixel grid line is one sharp pixel on any screen. Mistake shapes (hatching, dashed
outlines, crossed cells) live here so all genres flag errors the same recognisable way.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

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


def draw_cross(p: QPainter, rect: QRectF, color: QColor, width: float, size: float = 0.28):
    """An X in the middle of a cell: `size` is its half-width as a share of the cell."""
    c = rect.center()
    d = rect.width() * size
    pen = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(pen)
    p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
    p.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
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
    span = rect.width() + rect.height()
    steps = math.ceil(span / spacing)
    for i in range(steps + 1):
        start = rect.left() + i * spacing
        p.drawLine(QPointF(start, rect.top()), QPointF(start - rect.height(), rect.bottom()))
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


def draw_text(p: QPainter, rect: QRectF, text: str, color: QColor, font: QFont):
    """Centred text, shrunk if it would not fit the rectangle's width."""
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    if width > rect.width() * 0.92 and width > 0:
        font = QFont(font)
        font.setPixelSize(max(6, math.floor(font.pixelSize() * rect.width() * 0.92 / width)))
    p.setFont(font)
    p.setPen(color)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def bubble(p: QPainter, target: QRectF, text: str, font: QFont, fill: QColor, ink: QColor):
    """A rounded label just above `target` (a drag's end cell, a rubber band), or below it
    when there is no room above, kept inside the painter's window."""
    metrics = QFontMetricsF(font)
    h = metrics.height() * 1.35
    w = metrics.horizontalAdvance(text) + h * 0.8
    gap = h * 0.2
    box = QRectF(target.center().x() - w / 2, target.top() - gap - h, w, h)
    bounds = QRectF(p.window())
    if box.top() < bounds.top() + 2:
        box.moveTop(target.bottom() + gap)
    box.moveLeft(min(max(box.left(), bounds.left() + 2), bounds.right() - 2 - w))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    path = QPainterPath()
    path.addRoundedRect(box, h / 2, h / 2)
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
