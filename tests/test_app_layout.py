"""The window's layout comes back as the player left it (app/layout_memory.py): where the
puzzle list is docked, how wide, whether it and the toolbar are shown; the solver panel and
hint bar, which the app shows when it has something for them, start hidden and at home.
Starts that could crash run in a process of their own, so a crash fails one test instead
of taking the test worker down with it."""

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
    second.close()


def test_the_solver_panel_is_not_brought_back(qtbot) -> None:
    first = open_window(qtbot, 1100, 700)
    first.assist.dock.show()
    qtbot.waitUntil(first.assist.dock.isVisible)
    first.close()

    second = open_window(qtbot, 1100, 700)
    assert second.assist.dock.isHidden() and second.assist.bar_dock.isHidden()
    assert second.dock.isVisible() and second.game_actions.show_list.isChecked()


def test_the_list_keeps_its_width_and_the_toolbar_its_place(qtbot) -> None:
    first = open_window(qtbot, 1100, 700)
    first.resizeDocks([first.dock], [300], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: first.dock.width() == 300)
    first.toolbar.hide()  # (the window's context menu)
    first.close()

    second = open_window(qtbot, 1100, 700)
    qtbot.waitUntil(lambda: second.dock.width() == 300)
    assert second.toolbar.isHidden() and second.dock.isVisible()


# Lay out a window as a player and the app can, close it (which saves the layout), start
# a new window on what it saved: for every combination. A crash is the child's exit code.
LAYOUTS_RUN = """
import itertools
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gridgames.app.window import MainWindow

def close(window):
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

for shape, listed, panel in itertools.product(
    ("normal", "maximised"), (True, False), ("never", "closed", "open")
):
    hint = panel != "never"
    first = MainWindow()
    first.resize(900, 700)
    first.show()
    QTest.qWaitForWindowExposed(first)
    first.game_actions.show_list.setChecked(listed)
    if panel != "never":
        first.assist.show_panel()  # a tab beside the list when the list is shown
        if panel == "closed":
            first.assist.dock.hide()
    if hint:
        first.assist.bar_dock.show()
    if shape == "maximised":
        first.showMaximized()
    QTest.qWait(10)
    close(first)
    again = MainWindow()
    again.show()
    QTest.qWaitForWindowExposed(again)
    QTest.qWait(10)
    assist = again.assist
    home = (
        assist.dock.isHidden() and assist.bar_dock.isHidden()
        and again.dockWidgetArea(assist.dock) == Qt.DockWidgetArea.RightDockWidgetArea
        and again.dockWidgetArea(assist.bar_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
        and again.dock.isHidden() != listed
    )
    print("started again:", shape, listed, panel, hint, "as left" if home else "NOT as left",
          flush=True)
    close(again)
"""
LAYOUT_COUNT = 2 * 2 * 3


def run_child(script: str, tmp_path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d")}  # fmt: skip
    return subprocess.run([sys.executable, "-c", script, *args], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip


def test_every_layout_the_app_leaves_starts_again(tmp_path) -> None:
    """A window closed maximised with the solver panel hidden in a tab beside the list
    crashed every later start in its first show, while restoreState brought that layout
    back (exit -11)."""
    run = run_child(LAYOUTS_RUN, tmp_path)
    assert run.returncode == 0, (run.returncode, run.stdout[-300:], run.stderr[-800:])
    started = [line for line in run.stdout.splitlines() if line.startswith("started again")]
    assert len(started) == LAYOUT_COUNT, run.stdout
    assert all(line.endswith(" as left") for line in started), run.stdout


# What a window closed maximised (800x800, the offscreen screen) with the solver panel
# hidden in a tab beside the list saved before (QMainWindow.saveState, version 1).
CRASHING_GEOMETRY = bytes.fromhex(
    "01d9d0cb0003000000000000000000000000031f0000031f000000010000001900000384000002d40000"
    "000002000000032000000002000000020000031d0000031d"
)
CRASHING_STATE = bytes.fromhex(
    "000000ff00000001fd0000000200000000000001040000028ffc0200000001fc0000003a0000028f0000"
    "00da00fffffffa000000000200000002fb0000001400700075007a007a006c00650044006f0063006b01"
    "00000000ffffffff000000da00fffffffb000000140073006f006c0076006500720044006f0063006b00"
    "00000000ffffffff000000d200ffffff000000030000031c00000037fc0100000001fb00000010006800"
    "69006e00740044006f0063006b01000000000000031c0000005b00ffffff000002120000028f00000004"
    "000000040000000800000008fc0000000100000002000000010000001600670061006d00650054006f00"
    "6f006c0062006100720100000000ffffffff0000000000000000"
)
START_RUN = """
from PySide6.QtCore import QByteArray
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gridgames.app.window import MainWindow, app_settings
import sys
settings = app_settings()
settings.setValue("window/geometry", QByteArray(bytes.fromhex(sys.argv[1])))
settings.setValue("window/state", QByteArray(bytes.fromhex(sys.argv[2])))
settings.sync()
window = MainWindow()
window.resize(1200, 800)
window.show()
QTest.qWaitForWindowExposed(window)
print("maximised:", window.isMaximized(), "panel hidden:", window.assist.dock.isHidden())
window.close()
print("old layout kept:", app_settings().contains("window/state"))
"""


def test_a_layout_saved_by_an_earlier_version_starts(tmp_path) -> None:
    run = run_child(START_RUN, tmp_path, CRASHING_GEOMETRY.hex(), CRASHING_STATE.hex())
    assert run.returncode == 0, (run.returncode, run.stderr[-800:])
    assert "maximised: True panel hidden: True" in run.stdout, run.stdout
    assert "old layout kept: False" in run.stdout
