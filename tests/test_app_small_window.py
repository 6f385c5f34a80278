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
    from gridgames.app.window import app_settings

    app_settings().remove("window/state")  # the layout of a first start, not a saved one
    window = open_window(qtbot, 800, 600)
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
