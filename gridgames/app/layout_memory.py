"""Where the player left the puzzle list and the toolbar, kept between starts.

The player can do little to the window's layout: close or show the list (F9, its button),
widen or narrow it, and hide or show the toolbar (the main window's context menu); the
docks themselves cannot be moved or floated. So this keeps those few facts under plain
keys instead of QMainWindow.saveState's blob. That blob held the solver panel and hint
bar too, which the app places itself, and Qt could not always read back what it wrote: a
window closed maximised with the solver panel hidden in a tab beside the list crashed in
QLayout::activate on its first show at every later start (so did moving a dock out of
the restored tab). Facts put back with addDockWidget and resizeDocks before the first
show take the same path as a first start's layout, which Qt handles every time.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

OLD_STATE_KEY = "window/state"  # saveState's blob, read by earlier versions only
AREA_KEY = "window/listArea"
SHOWN_KEY = "window/listShown"
WIDTH_KEY = "window/listWidth"
TOOLBAR_KEY = "window/toolbarShown"
DOCK_AREAS = {
    int(area.value): area
    for area in (
        Qt.DockWidgetArea.LeftDockWidgetArea,
        Qt.DockWidgetArea.RightDockWidgetArea,
        Qt.DockWidgetArea.TopDockWidgetArea,
        Qt.DockWidgetArea.BottomDockWidgetArea,
    )
}
SIDE_AREAS = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
MIN_WIDTH = 120  # a remembered list narrower than this (a damaged value) is not kept
MAX_WIDTH = 4000


@dataclass(frozen=True)
class ListLayout:
    area: Qt.DockWidgetArea
    shown: bool
    width: int | None  # across the window for a side list, else down it; None: the default
    toolbar_shown: bool


def read_layout(settings: QSettings) -> ListLayout:
    """The saved facts; any that is missing or damaged reads as a first start's."""
    area = DOCK_AREAS.get(
        settings.value(AREA_KEY, -1, type=int), Qt.DockWidgetArea.LeftDockWidgetArea
    )
    return ListLayout(
        area=area,
        shown=settings.value(SHOWN_KEY, True, type=bool),
        width=_sane_width(settings.value(WIDTH_KEY, 0, type=int)),
        toolbar_shown=settings.value(TOOLBAR_KEY, True, type=bool),
    )


def apply_layout(
    window: QMainWindow, dock: QDockWidget, toolbar: QToolBar, layout: ListLayout
) -> None:
    """Put the list and toolbar as saved. Called before the window's first show."""
    if window.dockWidgetArea(dock) != layout.area:
        window.addDockWidget(layout.area, dock)
    if layout.width is not None:
        across = layout.area in SIDE_AREAS
        orientation = Qt.Orientation.Horizontal if across else Qt.Orientation.Vertical
        window.resizeDocks([dock], [layout.width], orientation)
    dock.setVisible(layout.shown)
    toolbar.setVisible(layout.toolbar_shown)


def write_layout(settings: QSettings, layout: ListLayout) -> None:
    settings.remove(OLD_STATE_KEY)
    settings.setValue(AREA_KEY, int(layout.area.value))
    settings.setValue(SHOWN_KEY, layout.shown)
    if layout.width is not None:
        settings.setValue(WIDTH_KEY, layout.width)
    settings.setValue(TOOLBAR_KEY, layout.toolbar_shown)


def current_layout(
    window: QMainWindow, dock: QDockWidget, *, list_shown: bool, toolbar_shown: bool
) -> ListLayout:
    """The layout as the player left it; the caller says whether the list and toolbar
    count as shown (the app folds them away in a small window, which is not the player
    closing them)."""
    area = window.dockWidgetArea(dock)
    if area not in DOCK_AREAS.values():
        area = Qt.DockWidgetArea.LeftDockWidgetArea
    return ListLayout(
        area=area,
        shown=list_shown,
        width=_sane_width(dock.width() if area in SIDE_AREAS else dock.height()),
        toolbar_shown=toolbar_shown,
    )


def _sane_width(width: int) -> int | None:
    """A width worth keeping (a damaged or collapsed one reads as the default)."""
    return width if MIN_WIDTH <= width <= MAX_WIDTH else None
