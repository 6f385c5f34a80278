"""The win banner (issue 14 item 1): a click on it dismisses it and never reaches the board,
and it sits over the grid, never over the clues."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from tests.driver import LEFT, NO_MODIFIER, RIGHT, BoardDriver, open_window
from tests.helpers import shared
from tests.play_steps import NONOGRAM, SHIKAKU, mouse_steps


def won_window(qtbot, parts):
    window = open_window(qtbot)
    assert window.open_puzzle(str(shared(*parts)))
    for step in mouse_steps(BoardDriver(window.view), window.session.puzzle):
        step()
    assert window.session.won and window.view.banner
    return window


@pytest.mark.parametrize("button", [LEFT, RIGHT], ids=["left", "right"])
def test_a_click_on_the_banner_dismisses_it_and_leaves_the_board(qtbot, button) -> None:
    window = won_window(qtbot, SHIKAKU)
    view, session = window.view, window.session
    board, moves = session.play.snapshot(), session.undo_stack.index()
    point = view.board_geometry().grid_rect.center().toPoint()  # where the banner shows
    cell = view.board_geometry().cell_at(point)
    assert cell is not None  # a cell lies under the banner: a click there would change it
    QTest.mousePress(view, button, NO_MODIFIER, point)
    try:
        QTest.mouseMove(view, point)
    finally:
        QTest.mouseRelease(view, button, NO_MODIFIER, point)
    assert view.banner is None, "the banner stays"
    assert session.play.snapshot() == board and session.undo_stack.index() == moves
    assert session.play.is_solved() and session.won
    assert window.game_actions.restart.text() == "Play &Again"
    # With the banner gone, the same click is a move again.
    BoardDriver(view).click(cell, button)
    assert session.play.snapshot() != board


@pytest.mark.parametrize("size", [(900, 700), (1600, 1000), (700, 500)])
def test_the_banner_covers_no_clue(qtbot, size) -> None:
    window = won_window(qtbot, NONOGRAM)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.width() > 0)
    view = window.view
    geo = view.board_geometry()
    box = view.banner_rect()
    grid = geo.grid_rect
    assert grid.contains(box) or (
        box.top() >= grid.top() and box.bottom() <= grid.bottom() and box.width() > grid.width()
    )
    clues = geo.board_rect
    top_clues = clues.adjusted(0, 0, 0, -(clues.height() - (grid.top() - clues.top())))
    assert not box.intersects(top_clues)
