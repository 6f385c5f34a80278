"""Toolbar icons: line drawings in resources/icons, tinted to the palette's text colour.

The SVGs use `currentColor`, which QSvgRenderer does not know, so the colour is put into
the SVG text before rendering. Rendering at 1x and 2x keeps them sharp on HiDPI screens.
A missing icon gives an empty QIcon: the action still shows its text.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..installed import data_folder

ICON_DIR = data_folder("icons")  # resources/icons, as package data
SIZES = (16, 24, 32, 48)


def icon(name: str, color: QColor, disabled: QColor | None = None) -> QIcon:
    return _icon(name, color.name(), disabled.name() if disabled else "")


@cache
def _icon(name: str, color: str, disabled: str) -> QIcon:
    path = ICON_DIR / f"{name}.svg"
    if not path.is_file():
        return QIcon()
    svg = path.read_text(encoding="utf-8")
    result = QIcon()
    for mode, tint in ((QIcon.Mode.Normal, color), (QIcon.Mode.Disabled, disabled)):
        if not tint:
            continue
        renderer = QSvgRenderer(QByteArray(svg.replace("currentColor", tint).encode()))
        for size in SIZES:
            result.addPixmap(_render(renderer, size), mode)
    return result


def _render(renderer: QSvgRenderer, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return pixmap
