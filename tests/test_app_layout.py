"""The window's layout comes back as the player left it (QMainWindow saveState /
restoreState): where the puzzle list is docked, whether it is shown; the solver panel and
hint bar, which the app shows when it has something for them, start hidden."""

from __future__ import annotations

import os
import subprocess
import sys

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


WINDOW_RUN = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gridgames.app.window import MainWindow
window = MainWindow()
window.resize(900, 700)
window.show()
app.processEvents()
if sys.argv[1] == "maximise":
    window.showMaximized()
    app.processEvents()
print("solver panel hidden:", window.assist.dock.isHidden(), flush=True)
window.close()
"""


def test_the_app_starts_again_after_closing_maximised(tmp_path) -> None:
    """The saved layout of a window closed maximised once crashed the next start in its
    first show (the solver panel and hint bar re-added where restoreState had put them)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d")}  # fmt: skip
    for step in ("maximise", "start again"):
        run = subprocess.run([sys.executable, "-c", WINDOW_RUN, step], env=env,
                             capture_output=True, text=True, timeout=60)  # fmt: skip
        assert run.returncode == 0, (step, run.returncode, run.stderr[-500:])
        assert "solver panel hidden: True" in run.stdout
