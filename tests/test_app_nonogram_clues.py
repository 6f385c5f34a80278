"""The nonogram's clue areas are kept in pixmaps and redrawn a line at a time: whatever
the player did, the board must look exactly as if drawn from scratch."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from gridgames.app.genres import nonogram
from gridgames.app.genres.base import PaintContext
from gridgames.app.genres.nonogram import NonogramPainter
from gridgames.games.play import NO_MISTAKES
from tests.driver import RIGHT, BoardDriver, open_window
from tests.helpers import PUZZLES

DANCER = PUZZLES / "webpbn-cc-by" / "1.non"  # 5x10; row 1 is (2), row 4 is (3)


def drawn(painter: NonogramPainter, view, mistakes=NO_MISTAKES) -> QImage:
    """What `painter` draws of the whole board, as the view would keep it."""
    image = QImage(view.size(), QImage.Format.Format_RGB32)
    image.fill(view.theme.background)
    ctx = PaintContext(view.board_geometry(), view.theme, view.font(), None, mistakes)
    p = QPainter(image)
    painter.paint(p, ctx)
    p.end()
    return image


def test_clues_redrawn_line_by_line_look_as_if_drawn_from_scratch(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    view, play = window.view, window.session.play
    kept = view.painter
    board = BoardDriver(view)
    before = drawn(kept, view)
    board.drag([(0, 1), (0, 2)])  # row 1 comes right: its clue fades
    board.drag([(3, 0), (3, 4)])  # row 4 is filled wrong
    board.drag([(0, 1), (9, 1)])  # column 2 now runs through every row
    qtbot.wait(20)
    mistakes = play.mistakes()
    assert 3 in mistakes.rows  # the wrong row is flagged: its clue turns red
    after = drawn(kept, view, mistakes)
    assert after != before
    fresh = NonogramPainter(play, view.mapper)
    assert after == drawn(fresh, view, mistakes)
    window.session.undo_stack.setIndex(0)  # back to the empty board
    # The panel beside the board may lay itself out after the first drawing, so the
    # view can be a different size now: compare with a fresh painter at this size.
    assert drawn(kept, view) == drawn(NonogramPainter(play, view.mapper), view)


def test_clues_drawn_straight_onto_a_huge_board_look_the_same(qtbot, monkeypatch) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    view, play = window.view, window.session.play
    BoardDriver(view).drag([(0, 1), (0, 2)])
    kept = drawn(NonogramPainter(play, view.mapper), view)
    monkeypatch.setattr(nonogram._ClueArea, "MAX_PIXELS", 0)  # as at a huge zoom
    assert drawn(NonogramPainter(play, view.mapper), view) == kept


def test_clues_with_some_numbers_struck_look_as_if_drawn_from_scratch(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    view, play = window.view, window.session.play
    board = BoardDriver(view)
    board.drag([(1, 0), (1, 1)])  # row 2 (2 1): the 2 at the edge...
    board.click((1, 2), RIGHT)  # ...boxed in: struck, the 1 not
    board.drag([(0, 0), (1, 0)])  # column 1 (2 1): the same from the top
    board.click((2, 0), RIGHT)
    qtbot.wait(20)
    assert view.painter._struck(True, 1, play.row(1)) == {0}
    assert drawn(view.painter, view) == drawn(NonogramPainter(play, view.mapper), view)
