"""Panels never move the board (issue 14 item 3): the hint bar and the solver panel open
and close without moving or resizing a single cell, so the next click lands where the
player aims. Cells are measured in window coordinates before and after."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.driver import open_window, record_questions, solve_at_once
from tests.helpers import PUZZLES

PUZZLES_TO_TRY = [
    PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg",
    PUZZLES / "webpbn-cc-by" / "6.non",
]


def cells(window) -> tuple[int, int, float]:
    """Where the grid's top-left corner is in the window, and the side of a cell."""
    view = window.view
    geo = view.board_geometry()
    corner = view.mapTo(window, geo.grid_rect.topLeft().toPoint())
    return corner.x(), corner.y(), geo.cell


def settle(qtbot, window) -> None:
    """Docks and layouts settle over a few posted events, more of them under load: wait
    until the cells stay put over three looks 30 ms apart (a board that moved for good
    still fails the comparison after)."""
    qtbot.wait(60)
    looks = [cells(window)]
    for _ in range(60):
        qtbot.wait(30)
        looks.append(cells(window))
        if looks[-3:] == [looks[-1]] * 3:
            return


@pytest.mark.parametrize("path", PUZZLES_TO_TRY, ids=lambda p: p.stem)
@pytest.mark.parametrize("show_list", [True, False], ids=["list", "no-list"])
def test_hint_and_solver_panels_never_move_the_cells(qtbot, monkeypatch, path, show_list) -> None:
    record_questions(monkeypatch, QMessageBox.StandardButton.No)
    # Without the list: room on the 800x800 offscreen screen to grow for the panel.
    window = open_window(qtbot, *((760, 560) if show_list else (420, 520)))
    window.game_actions.show_list.setChecked(show_list)
    try:
        check_cells_stay(qtbot, window, path)
    finally:
        window.game_actions.show_list.setChecked(True)  # (saved for the next window)


def check_cells_stay(qtbot, window, path) -> None:
    assert window.open_puzzle(str(path))
    settle(qtbot, window)
    before = cells(window)
    assist = window.assist

    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not assist.runner.busy, timeout=10_000)
    settle(qtbot, window)
    assert assist.hint_bar.message
    assert cells(window) == before, "hint shown"
    assist.hint_bar.close_button.click()
    settle(qtbot, window)
    assert cells(window) == before, "hint closed"

    solve_at_once(qtbot, window)
    settle(qtbot, window)
    assert assist.dock.isVisible()
    assert cells(window) == before, "solver panel opened"
    assist.dock.close()
    settle(qtbot, window)
    assert cells(window) == before, "solver panel closed"


TALL = """shikaku 3x12
. 6 .
. . .
. . .
6 . .
. . 6
. . .
. 6 .
. . .
. . .
. . 6
6 . .
. . .
"""


def maximised_without_list(qtbot, monkeypatch):
    record_questions(monkeypatch, QMessageBox.StandardButton.No)
    window = open_window(qtbot)
    window.game_actions.show_list.setChecked(False)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=2000)
    return window


def test_a_maximised_window_gives_the_solver_panel_the_room_the_board_leaves(
    qtbot, monkeypatch, tmp_path
) -> None:
    """The window cannot grow for the panel: a board that leaves room enough beside it
    (a tall one here; most boards on a wide screen) stays exactly where it was."""
    tall = tmp_path / "tall.gg"
    tall.write_text(TALL)
    window = maximised_without_list(qtbot, monkeypatch)
    try:
        check_cells_stay(qtbot, window, tall)
    finally:
        window.game_actions.show_list.setChecked(True)  # (saved for the next window)


def test_a_maximised_window_keeps_the_cells_size_where_the_board_can_move_aside(
    qtbot, monkeypatch
) -> None:
    """With less room beside the board than the panel takes (the 800 px test screen),
    a board that fits beside the panel moves aside as little as it must, its cells keeping
    their size, and comes back to its place when the panel closes."""
    window = maximised_without_list(qtbot, monkeypatch)
    try:
        assert window.open_puzzle(str(PUZZLES_TO_TRY[0]))
        settle(qtbot, window)
        before = cells(window)
        solve_at_once(qtbot, window)
        settle(qtbot, window)
        assert window.assist.dock.isVisible() and window.isMaximized()
        assert cells(window)[2] == before[2]  # the same cell size
        scroll = window.scroll
        assert scroll.horizontalScrollBar().maximum() == 0
        assert scroll.verticalScrollBar().maximum() == 0
        window.assist.dock.close()
        settle(qtbot, window)
        assert cells(window) == before
    finally:
        window.game_actions.show_list.setChecked(True)  # (saved for the next window)
