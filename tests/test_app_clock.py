"""The clock counts play only (issue 14 item 4): it starts on the first move, not on
opening (a puzzle opened and left is not "in progress"); it stops while a modal dialog is
up, the window is minimised, or the board is paused; Pause hides the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox

from gridgames.app.progress_link import data_dir
from gridgames.progress import IN_PROGRESS, NEW, ProgressStore
from tests.driver import BoardDriver, open_window
from tests.helpers import PUZZLES

SHIKAKU = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"


def opened(qtbot):
    window = open_window(qtbot)
    assert window.open_puzzle(str(SHIKAKU))
    return window


def state_of(key: str) -> str:
    with ProgressStore(data_dir()) as store:
        return store.load(key).state


def test_the_clock_waits_for_the_first_move(qtbot) -> None:
    window = opened(qtbot)
    clock, key = window.session.clock, window.game.key
    qtbot.wait(1200)
    assert not clock.running and clock.elapsed_ms() == 0
    assert window.status.time.text() == "Time 0:00"
    window.close()  # opened and left: not in progress
    assert state_of(key) == NEW

    window = opened(qtbot)
    BoardDriver(window.view).drag([(0, 0), (0, 1)])
    assert window.session.clock.running
    qtbot.wait(1100)
    window.close()
    assert state_of(key) == IN_PROGRESS


def test_a_modal_dialog_stops_the_clock(qtbot) -> None:
    window = opened(qtbot)
    BoardDriver(window.view).drag([(0, 0), (0, 1)])
    clock = window.session.clock
    assert clock.running
    box = QMessageBox(QMessageBox.Icon.Information, "A dialog", "Modal", parent=window)
    box.open()  # window-modal, as the app's dialogs are
    qtbot.waitUntil(lambda: not clock.running, timeout=2000)
    stopped_at = clock.elapsed_ms()
    qtbot.wait(300)
    assert clock.elapsed_ms() == stopped_at
    box.close()
    qtbot.waitUntil(lambda: clock.running, timeout=2000)


def test_pause_hides_the_board_and_stops_the_clock(qtbot) -> None:
    window = opened(qtbot)
    board = BoardDriver(window.view)
    board.drag([(0, 0), (0, 1)])
    session, view = window.session, window.view
    assert session.clock.running
    moves = session.undo_stack.index()
    cell_centre = board.point((2, 2))
    shown = view.grab().toImage()

    window.game_actions.pause.trigger()
    assert not session.clock.running and view.paused
    hidden = view.grab().toImage()
    background = QColor(view.theme.background).rgb()
    grid = view.board_geometry().grid_rect.toRect()
    # Not one grid line or mark shows: the grid's area is the plain background.
    assert all(
        hidden.pixel(x, y) == background
        for x in range(grid.left(), grid.right(), 7)
        for y in range(grid.top(), grid.bottom(), 7)
        if abs(y - grid.center().y()) > 60  # (the "Paused" sign in the middle)
    )
    assert shown != hidden
    board.click((2, 2))  # a click on the hidden board only takes the pause off
    assert not view.paused and not window.game_actions.pause.isChecked()
    assert session.undo_stack.index() == moves and session.clock.running
    assert cell_centre == board.point((2, 2))

    window.game_actions.pause.trigger()
    assert view.paused
    window.game_actions.pause.trigger()  # P again
    assert not view.paused and session.clock.running


def test_another_application_taking_the_focus_stops_the_clock(qtbot, monkeypatch) -> None:
    window = opened(qtbot)
    BoardDriver(window.view).drag([(0, 0), (0, 1)])
    clock, app = window.session.clock, QApplication.instance()
    assert clock.running
    state = Qt.ApplicationState
    for now, running in ((state.ApplicationInactive, False), (state.ApplicationActive, True)):
        monkeypatch.setattr(QApplication, "applicationState", staticmethod(lambda now=now: now))
        app.applicationStateChanged.emit(now)
        assert clock.running == running
