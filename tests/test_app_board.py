"""The board under real mouse events: drawing, painting, crossing, undo and redo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gridgames.games.play import Mark
from gridgames.games.shikaku.puzzle import Rect
from tests.driver import LEFT, RIGHT, BoardDriver, open_window
from tests.helpers import shared

SHIKAKU = ("data", "shikaku", "gg", "pzprjs-test-6x6.gg")
NONOGRAM = ("data", "nonogram", "nonogram-db", "db", "webpbn", "6.non")  # 20x20
HITORI = ("data", "fillgrid", "gg", "pzprjs-hitori-4x4.gg")


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def start(window, parts: tuple[str, ...]) -> BoardDriver:
    assert window.open_puzzle(str(shared(*parts)))
    return BoardDriver(window.view)


def test_a_rectangle_is_drawn_by_press_move_release(window) -> None:
    board = start(window, SHIKAKU)
    board.drag([(0, 0), (1, 1), (2, 3)])
    assert window.session.play.rects == {Rect(0, 0, 3, 4)}
    assert window.session.undo_stack.count() == 1


def test_the_rubber_band_follows_the_drag_before_release(window) -> None:
    board = start(window, SHIKAKU)
    view = window.view
    QTest.mousePress(view, LEFT, Qt.KeyboardModifier.NoModifier, board.point((1, 1)))
    try:
        QTest.mouseMove(view, board.point((2, 3)))
        assert view.mapper.band() == Rect(1, 1, 2, 3)
        assert window.session.play.rects == set()  # nothing committed mid-drag
        view.repaint()  # the band and its size label paint without error
    finally:
        QTest.mouseRelease(view, LEFT, Qt.KeyboardModifier.NoModifier, board.point((2, 3)))
    assert window.session.play.rects == {Rect(1, 1, 2, 3)}


def test_a_new_rectangle_replaces_those_it_overlaps_and_clicks_remove(window) -> None:
    board = start(window, SHIKAKU)
    board.drag([(0, 0), (1, 1)])
    board.drag([(0, 2), (1, 3)])
    board.drag([(1, 1), (1, 2)])
    assert window.session.play.rects == {Rect(1, 1, 1, 2)}
    board.click((1, 2))  # a click inside a rectangle removes it
    assert window.session.play.rects == set()
    board.drag([(3, 3), (4, 4)])
    board.click((4, 4), RIGHT)
    assert window.session.play.rects == set()


def test_painting_a_nonogram_row_is_one_undo_step(window) -> None:
    board = start(window, NONOGRAM)
    board.drag([(3, c) for c in range(2, 8)])
    play = window.session.play
    assert [c for c in range(20) if play.mark(3, c) == Mark.FILL] == list(range(2, 8))
    assert window.session.undo_stack.count() == 1


def test_a_drag_stays_in_its_row(window) -> None:
    board = start(window, NONOGRAM)
    board.drag([(5, 1), (5, 3), (6, 5), (7, 6)])  # wobbles down but is mostly sideways
    play = window.session.play
    filled = {(r, c) for r in range(20) for c in range(20) if play.mark(r, c) == Mark.FILL}
    assert filled == {(5, c) for c in range(1, 7)}


def test_right_drag_crosses_and_dragging_from_a_crossed_cell_clears(window) -> None:
    board = start(window, NONOGRAM)
    board.drag([(r, 4) for r in range(0, 5)], RIGHT)
    play = window.session.play
    assert [play.mark(r, 4) for r in range(6)] == [Mark.CROSS] * 5 + [Mark.EMPTY]
    board.drag([(0, 4), (2, 4)], RIGHT)
    assert [play.mark(r, 4) for r in range(5)] == [Mark.EMPTY] * 3 + [Mark.CROSS] * 2


def test_fill_drag_skips_crossed_cells(window) -> None:
    board = start(window, NONOGRAM)
    board.click((0, 2), RIGHT)
    board.drag([(0, c) for c in range(5)])
    play = window.session.play
    assert [play.mark(0, c) for c in range(5)] == [Mark.FILL] * 2 + [Mark.CROSS] + [Mark.FILL] * 2


def test_undo_and_redo_restore_exact_states_including_restart(window) -> None:
    board = start(window, NONOGRAM)
    session = window.session
    states = [session.play.snapshot()]
    for stroke, button in (
        ([(0, c) for c in range(6)], LEFT),
        ([(r, 2) for r in range(4)], RIGHT),
        ([(0, 0), (0, 3)], LEFT),  # starts on filled: clears
        ([(9, 9)], LEFT),
    ):
        board.drag(stroke, button)
        states.append(session.play.snapshot())
    window.game_actions.restart.trigger()
    states.append(session.play.snapshot())
    assert states[-1] == states[0] and len(set(states)) == len(states) - 1
    for state in reversed(states[:-1]):
        window.game_actions.undo.trigger()
        assert session.play.snapshot() == state
    assert not window.game_actions.undo.isEnabled()
    for state in states[1:]:
        window.game_actions.redo.trigger()
        assert session.play.snapshot() == state


def test_fillgrid_left_shades_right_dots_and_again_clears(window) -> None:
    board = start(window, HITORI)
    play = window.session.play
    board.click((0, 0))
    board.click((1, 1), RIGHT)
    assert (play.mark(0, 0), play.mark(1, 1)) == (Mark.FILL, Mark.CROSS)
    board.click((0, 0))
    board.click((1, 1), RIGHT)
    assert (play.mark(0, 0), play.mark(1, 1)) == (Mark.EMPTY, Mark.EMPTY)


def test_check_highlights_mistakes_until_the_next_move(window) -> None:
    board = start(window, HITORI)
    board.click((0, 0))
    board.click((0, 1))  # two shaded cells side by side
    assert not window.view.mistakes
    window.game_actions.check.trigger()
    assert window.view.mistakes.cells == {(0, 0), (0, 1)}
    window.view.repaint()
    board.click((0, 1))
    assert not window.view.mistakes


def test_zoom_keeps_cells_square_and_grows_the_board(window) -> None:
    start(window, NONOGRAM)
    view = window.view
    before = view.board_geometry().cell
    window.game_actions.zoom_in.trigger()
    window.game_actions.zoom_in.trigger()
    assert view.zoom > 1 and view.minimumWidth() > 0
    QTest.qWait(10)
    assert view.board_geometry().cell > before
    window.game_actions.zoom_reset.trigger()
    assert view.zoom == 1.0


def test_ctrl_wheel_zooms_and_a_plain_wheel_does_not(window, qtbot) -> None:
    # A board that still fits one way is centred that way, so a zoom holds the pointed cell
    # only once the board overflows both ways: a square board in a square-ish viewport
    # (the side panel's width would otherwise decide when that happens).
    window.resizeDocks([window.dock], [300], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(window.scroll.viewport().width() - 600) < 20)
    start(window, NONOGRAM)
    view = window.view

    pointer = QPointF(BoardDriver(view).point((16, 17)))

    def wheel(modifiers: Qt.KeyboardModifier) -> None:
        event = QWheelEvent(
            pointer,
            view.mapToGlobal(pointer),
            QPoint(),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view, event)

    wheel(Qt.KeyboardModifier.NoModifier)
    assert view.zoom == 1.0
    on_screen = pointer + QPointF(view.pos())
    for _ in range(3):
        wheel(Qt.KeyboardModifier.ControlModifier)
        pointer = on_screen - QPointF(view.pos())  # the same spot of the screen
        assert view.board_geometry().cell_at(pointer) == (16, 17)  # zoomed about the pointer
    assert view.zoom > 1.5 and view.width() > window.scroll.viewport().width()


def test_shift_arrows_fill_a_line_as_one_step(window) -> None:
    board = start(window, NONOGRAM)
    board.cursor_to((2, 3))
    board.stretch_to((2, 7))
    play = window.session.play
    assert [c for c in range(20) if play.mark(2, c) == Mark.FILL] == [3, 4, 5, 6, 7]
    assert window.session.undo_stack.count() == 1
