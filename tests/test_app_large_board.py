"""A 75x50 nonogram in the window (issue 14 item 5): it opens fitted when the window can
show it with legible clues, Fit to Window fits it with the side panel open, the solver
panel leaves it fitted, and once zoomed in, the clues stay in view while the grid scrolls
(row clues pinned left, column clues pinned top), drawn exactly as they are in place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gridgames.app.genres.base import PaintContext
from gridgames.app.genres.nonogram import number_font_for
from gridgames.app.solver.panel import SPEEDS
from tests.driver import BoardDriver, open_window
from tests.helpers import PUZZLES

TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"
LEGIBLE_PX = 10  # clue digits smaller than this are hard to read (the issue saw 8)


def in_view(window) -> QRectF:
    """The part of the view the scroll area shows, in the view's coordinates."""
    view, scroll = window.view, window.scroll
    corner = view.mapFrom(scroll.viewport(), scroll.viewport().rect().topLeft())
    return QRectF(corner.x(), corner.y(), scroll.viewport().width(), scroll.viewport().height())


def assert_fitted(window) -> None:
    geo = window.view.board_geometry()
    assert window.scroll.horizontalScrollBar().maximum() == 0
    assert window.scroll.verticalScrollBar().maximum() == 0
    assert in_view(window).contains(geo.board_rect)  # every clue shows, none is cut
    ctx = PaintContext(geo, window.view.theme, window.view.font(), None)
    assert number_font_for(ctx).pixelSize() >= LEGIBLE_PX


@pytest.fixture
def tiger(qtbot):
    window = open_window(qtbot, 1600, 1000)
    assert window.dock.isVisible()  # the puzzle list open beside the board
    assert window.open_puzzle(str(TIGER))
    qtbot.wait(50)
    return window


def test_it_opens_fitted_with_legible_clues(tiger) -> None:
    assert_fitted(tiger)


def test_fit_to_window_fits_again_and_the_solver_panel_keeps_it_fitted(qtbot, tiger) -> None:
    tiger.game_actions.zoom_in.trigger()
    tiger.game_actions.zoom_in.trigger()
    qtbot.wait(50)
    assert tiger.scroll.horizontalScrollBar().maximum() > 0
    tiger.game_actions.zoom_reset.trigger()  # Fit to Window
    qtbot.wait(50)
    assert_fitted(tiger)
    tiger.assist.panel.set_speed_index(SPEEDS.index(200))
    tiger.game_actions.solve.trigger()
    qtbot.waitUntil(lambda: tiger.assist.dock.isVisible(), timeout=5000)
    qtbot.wait(100)
    assert_fitted(tiger)
    tiger.assist.stop()
    qtbot.waitUntil(lambda: not tiger.assist.animating, timeout=10_000)


def test_clues_stay_in_view_while_the_grid_scrolls(qtbot, tiger) -> None:
    view, scroll = tiger.view, tiger.scroll
    view.set_zoom(2.0)
    qtbot.wait(50)
    hbar, vbar = scroll.horizontalScrollBar(), scroll.verticalScrollBar()
    assert hbar.maximum() > 0 and vbar.maximum() > 0
    geo = view.board_geometry()
    board = geo.board_rect
    left_width = int(geo.left - board.left())
    top_height = int(geo.top - board.top())

    def shot(h: int, v: int):
        hbar.setValue(h)
        vbar.setValue(v)
        qtbot.wait(30)
        return scroll.viewport().grab().toImage()

    # The row clues where they are (their area at the viewport's left edge) and pinned
    # there with the grid scrolled half way: the same pixels.
    v = vbar.maximum() // 2
    in_place = shot(int(board.left()), v)
    pinned = shot(hbar.maximum() // 2, v)
    rows = (0, top_height + 2, left_width - 2, scroll.viewport().height() - top_height - 4)
    assert pinned.copy(*rows) == in_place.copy(*rows)
    # The column clues likewise at the top.
    h = hbar.maximum() // 2
    in_place = shot(h, int(board.top()))
    pinned = shot(h, vbar.maximum() // 2)
    cols = (left_width + 2, 0, scroll.viewport().width() - left_width - 4, top_height - 2)
    assert pinned.copy(*cols) == in_place.copy(*cols)

    # A click on a pinned clue is not a move on the cell hidden under it.
    before = tiger.session.play.snapshot()
    shown = in_view(tiger)
    strip = QRectF(shown.left(), shown.top() + top_height, left_width, shown.height() / 2)
    hidden = geo.cell_at(strip.center())
    assert hidden is not None
    driver = BoardDriver(view)
    driver.point = lambda cell: strip.center().toPoint()
    driver.click(hidden)
    assert tiger.session.play.snapshot() == before
