"""The window's layout comes back as the player left it (QMainWindow saveState /
restoreState): where the puzzle list is docked, whether it is shown; the solver panel and
hint bar, which the app shows when it has something for them, start hidden."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.driver import open_window


def test_the_list_comes_back_where_it_was_docked_and_hidden(qtbot) -> None:
    first = open_window(qtbot, 1100, 700)
    first.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, first.dock)
    first.game_actions.show_list.setChecked(False)
    assert first.dock.isHidden()
    first.close()

    second = open_window(qtbot, 1100, 700)
    assert second.dockWidgetArea(second.dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert second.dock.isHidden() and not second.game_actions.show_list.isChecked()
    second.game_actions.show_list.setChecked(True)
    qtbot.waitUntil(second.dock.isVisible)
    assert second.dock.geometry().left() > second.centralWidget().geometry().right()
    # Settings are shared by the whole run: leave the list where the next window expects it.
    second.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, second.dock)
    second.close()


def test_the_solver_panel_is_not_brought_back(qtbot) -> None:
    first = open_window(qtbot, 1100, 700)
    first.assist.dock.show()
    qtbot.waitUntil(first.assist.dock.isVisible)
    first.close()

    second = open_window(qtbot, 1100, 700)
    assert second.assist.dock.isHidden() and second.assist.bar_dock.isHidden()
    assert second.dock.isVisible() and second.game_actions.show_list.isChecked()
