"""The application icon for the window and the task bar, from resources/desktop.

The PNG sizes are what the desktop shows in a task bar or switcher; the SVG covers any
other size. Both come from `desktop.desktop_folder()`, so a checkout and an installed wheel
show the same icon.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ..desktop import ICON_SIZES, ICON_SVG, desktop_folder, icon_png


def app_icon() -> QIcon:
    """Every committed PNG size plus the SVG; an empty icon if the files are missing."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = icon_png(size)
        if path.is_file():
            icon.addFile(str(path))
    svg = desktop_folder() / ICON_SVG
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def render_png(svg: Path, size: int) -> QImage:
    """The SVG drawn at `size` x `size` pixels on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    return image
