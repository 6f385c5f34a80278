"""Small windows (issue 14 item 6): at 800x600 the puzzle list's titles read in full (the
columns a title needs least step aside, the list keeps to its share of the width); at
450x350 the board gets the room first: the list folds away, and comes back when the
window is large again."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from gridgames.app.packs_model import TITLE
from tests.driver import open_window
from tests.helpers import PUZZLES

SHIKAKU = PUZZLES / "seeds" / "seed002-board3-5x5.gg"
NONOGRAM_15 = PUZZLES / "generated-nonogram" / "nonogram-15x15-medium-1.gg"
NONOGRAM_20 = PUZZLES / "generated-nonogram" / "nonogram-20x20-medium-1.gg"
LONGEST = 28  # titles up to this many characters must show in full


def visible_titles(tree) -> list[tuple[str, QRectF]]:
    """Each puzzle row on screen: its title and the room its cell gives the text."""
    shown = []
    index = tree.indexAt(tree.viewport().rect().topLeft())
    while index.isValid() and tree.visualRect(index).top() < tree.viewport().height():
        if index.parent().isValid():  # a puzzle, not a pack heading
            title = index.siblingAtColumn(TITLE)
            shown.append((title.data(), QRectF(tree.visualRect(title))))
        index = tree.indexBelow(index)
    return shown


def test_titles_read_in_full_at_800x600(qtbot) -> None:
    window = open_window(qtbot, 800, 600)  # a first start's layout: no test's settings
    assert window.open_puzzle(str(SHIKAKU))
    window.open_first_builtin()
    qtbot.wait(100)
    tree = window.packs.tree
    tree.expandAll()
    qtbot.wait(50)
    assert window.dock.isVisible() and window.dock.width() <= 0.45 * window.width()
    metrics = tree.fontMetrics()
    rows = visible_titles(tree)
    assert len(rows) >= 8
    for title, rect in rows:
        if len(title) <= LONGEST:
            # The delegate's margins take about a character each side.
            assert (
                metrics.horizontalAdvance(title) + 2 * metrics.averageCharWidth() <= rect.width()
            ), title


def test_at_450x350_the_board_gets_the_room_and_the_list_folds(qtbot) -> None:
    window = open_window(qtbot, 900, 700)
    assert window.open_puzzle(str(SHIKAKU))
    assert window.dock.isVisible()
    window.resize(450, 350)
    qtbot.waitUntil(lambda: not window.dock.isVisible(), timeout=2000)
    qtbot.wait(50)
    view, scroll = window.view, window.scroll
    assert scroll.horizontalScrollBar().maximum() == 0 and scroll.verticalScrollBar().maximum() == 0
    board = view.board_geometry().board_rect
    assert QRectF(view.rect()).contains(board)  # nothing of the board is cut off
    assert board.width() >= 0.5 * window.width() or board.height() >= 0.4 * window.height()
    window.resize(900, 700)  # large again: the list the player had open comes back
    qtbot.waitUntil(lambda: window.dock.isVisible(), timeout=2000)
    window.resize(450, 350)
    qtbot.waitUntil(lambda: not window.dock.isVisible(), timeout=2000)
    window.close()  # folded, not closed by the player: the next window shows the list
    again = open_window(qtbot, 900, 700)
    assert again.dock.isVisible()


def test_at_450x350_the_toolbar_folds_and_a_15x15_nonogram_shows_whole(qtbot) -> None:
    window = open_window(qtbot, 900, 700)
    assert window.toolbar.isVisible()
    assert window.open_puzzle(str(NONOGRAM_15))
    window.resize(450, 350)
    qtbot.waitUntil(lambda: not window.toolbar.isVisible(), timeout=2000)
    qtbot.wait(50)
    view, scroll = window.view, window.scroll
    assert scroll.horizontalScrollBar().maximum() == 0 and scroll.verticalScrollBar().maximum() == 0
    assert QRectF(view.rect()).contains(view.board_geometry().board_rect)
    # Every command of the toolbar is still in a menu (with its key).
    menus = {a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()}
    assert all(a in menus for a in window.toolbar.actions() if not a.isSeparator())
    window.resize(900, 700)
    qtbot.waitUntil(window.toolbar.isVisible, timeout=2000)
    window.resize(450, 350)
    qtbot.waitUntil(lambda: not window.toolbar.isVisible(), timeout=2000)
    window.close()  # folded for the window's size, not hidden by the player
    again = open_window(qtbot, 900, 700)
    assert again.toolbar.isVisible()


def test_at_450x350_a_20x20_nonogram_scrolls_under_its_pinned_clues(qtbot) -> None:
    """Too tall for 350 px with clue digits of 10 px (28 cells of 12 px), it scrolls;
    scrolled to its last row, the column clues are still on top, drawn as in place."""
    window = open_window(qtbot, 450, 350)
    assert window.open_puzzle(str(NONOGRAM_20))
    qtbot.wait(50)
    view, scroll = window.view, window.scroll
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0 and scroll.horizontalScrollBar().maximum() == 0
    geo = view.board_geometry()
    board = geo.board_rect
    clues = QRectF(geo.left, board.top(), geo.cols * geo.cell, geo.top - board.top())
    strip = clues.adjusted(2, 2, -2, -4).toRect()
    bar.setValue(0)
    qtbot.wait(30)
    in_place = scroll.viewport().grab(strip).toImage()
    bar.setValue(bar.maximum())
    qtbot.wait(30)
    # Pinned at the viewport's top edge (in place it starts a padding below it).
    top = round(board.top())
    pinned = scroll.viewport().grab(strip.translated(0, -top)).toImage()
    assert pinned == in_place
    last_row = view.mapTo(scroll.viewport(), geo.cell_rect(geo.rows - 1, 0).center().toPoint())
    assert scroll.viewport().rect().contains(last_row)
