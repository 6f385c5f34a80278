"""The designer's Done-when: every kind of puzzle made from a blank board to a unique
puzzle with the mouse alone -- real mouse events on the menu bar, the New Blank Puzzle
dialog, the edit bar and the board -- with the engine process judging each edit. The
verdict must say unique, and the independent checker must accept the answer it found."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gridgames.games.registry import genre_of
from tests.driver import RIGHT, BoardDriver, open_window
from tests.mouse_widgets import choose_item, choose_menu, click_button, spin_to

#: A verdict's wait: the first judge starts the engine process, and the app's verdicts are
#: limited in work with only a distant deadline (`jobs.DESIGNER_SECONDS`), so a verdict on
#: a loaded machine comes late rather than "unknown" (a wait ends when it comes).
JUDGED_MS = 90_000


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, 1000, 760)


def new_blank(qtbot, window, label: str, width: int, height: int) -> BoardDriver:
    """Game > New Blank Puzzle..., the kind and size chosen with clicks, Create."""
    choose_menu(qtbot, window, "Game", window.game_actions.new_blank)
    dialog = window.new_blank_dialog
    qtbot.waitUntil(dialog.isVisible)
    choose_item(qtbot, dialog.kind, label)
    spin_to(dialog.width_box, width)
    spin_to(dialog.height_box, height)
    click_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.editing)
    puzzle = window.edit_mode.session.puzzle
    assert (puzzle.width, puzzle.height) == (width, height)
    assert window.windowTitle().startswith("Editing:")
    assert "EDIT MODE" in window.edit_mode.bar.title.text()
    return BoardDriver(window.edit_mode.view)


def pen(window, value: int) -> None:
    click_button(window.edit_mode.bar.pens.button(value))


def verdict(qtbot, window):
    mode = window.edit_mode
    qtbot.waitUntil(lambda: mode.verdict is not None and mode.pending is None, timeout=JUDGED_MS)
    return mode.verdict


def assert_unique_and_checked(qtbot, window):
    found = verdict(qtbot, window)
    puzzle = window.edit_mode.session.puzzle
    assert found.status == "unique", window.edit_mode.bar.verdict.text()
    assert found.answer is not None
    assert genre_of(puzzle).check(puzzle, found.answer) == []
    return puzzle, found


def play_it(window, puzzle) -> None:
    """The bar's Play This Puzzle: edit mode ends and the edited puzzle is played."""
    click_button(window.edit_mode.bar.play_button)
    assert not window.editing
    assert window.session is not None and window.session.puzzle == puzzle


def test_a_shikaku_from_rectangles(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    for anchor, corner in (((0, 0), (1, 1)), ((0, 3), (0, 2)), ((1, 3), (3, 2)), ((3, 0), (2, 1))):
        board.drag([anchor, corner])  # the area is written where the drag began
    puzzle, _ = assert_unique_and_checked(qtbot, window)
    assert {(c.row, c.col, c.value) for c in puzzle.clues} == {
        (0, 0, 4), (0, 3, 2), (1, 3, 6), (3, 0, 4),
    }  # fmt: skip
    play_it(window, puzzle)


def test_a_nonogram_painted(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Nonogram", 5, 5)
    picture = ["##...", "#.#..", "..###", "...#.", "#..##"]
    for r, row in enumerate(picture):
        c = 0
        while c < len(row):  # one drag per run of filled cells
            if row[c] == "#":
                end = row.index(".", c) if "." in row[c:] else len(row)
                board.drag([(r, c), (r, end - 1)])
                c = end
            else:
                c += 1
    puzzle, found = assert_unique_and_checked(qtbot, window)
    assert puzzle.rows == ((2,), (1, 1), (3,), (1,), (1, 2))  # the clues followed
    assert found.answer == tuple(tuple(ch == "#" for ch in row) for row in picture)
    play_it(window, puzzle)


HITORI = ((3, 2, 4, 2), (3, 4, 3, 2), (4, 1, 2, 1), (2, 1, 3, 1))


def test_a_hitori_with_the_pen(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Hitori", 4, 4)
    for value in range(1, 5):
        pen(window, value)
        for r, row in enumerate(HITORI):
            for c, number in enumerate(row):
                if number == value:
                    board.click((r, c))
    puzzle, _ = assert_unique_and_checked(qtbot, window)
    assert puzzle.numbers == HITORI
    play_it(window, puzzle)


def wheel(view, cell, notches: int) -> None:
    """Turn the wheel over a cell (QTest has no wheel): one event per notch."""
    at = QPointF(view.board_geometry().cell_rect(*cell).center())
    for _ in range(abs(notches)):
        delta = QPoint(0, 120 if notches > 0 else -120)
        event = QWheelEvent(
            at, view.mapToGlobal(at), QPoint(), delta, Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(view, event)


def test_a_kurodoko_with_the_pen_and_the_wheel(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Kurodoko", 5, 5)
    pen(window, 4)
    board.click((1, 2))
    board.click((2, 0))
    pen(window, 2)
    board.click((3, 2))
    board.click((4, 0))
    board.click((0, 0))  # a slip...
    board.click((0, 0), RIGHT)  # ...taken back with a right click
    wheel(window.edit_mode.view, (2, 4), 6)  # up to 6...
    wheel(window.edit_mode.view, (2, 4), -1)  # ...and down to 5
    puzzle, _ = assert_unique_and_checked(qtbot, window)
    numbers = {(r, c): n for r, row in enumerate(puzzle.numbers) for c, n in enumerate(row) if n}
    assert numbers == {(1, 2): 4, (2, 0): 4, (2, 4): 5, (3, 2): 2, (4, 0): 2}
    play_it(window, puzzle)


def test_a_crossword_grid_shaded_symmetrically(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Crossword grid", 4, 4)
    click_button(window.edit_mode.bar.symmetry)
    board.click((0, 0))  # (3, 3) follows
    board.click((1, 2))  # (2, 1) follows
    first = verdict(qtbot, window)
    assert first.count == 3 and first.legal
    design = window.edit_mode.session.puzzle.design
    assert design[3][3] is True and design[2][1] is True
    snake = [(r, c if r % 2 == 0 else 3 - c) for r in range(4) for c in range(4)]
    board.drag(snake[1:], RIGHT)  # from an undecided cell: pins every undecided one white
    found = verdict(qtbot, window)
    puzzle = window.edit_mode.session.puzzle
    assert found.count == 1 and found.legal and found.status == "unique"
    answer = tuple(tuple(bool(v) for v in row) for row in puzzle.design)
    assert genre_of(puzzle).check(puzzle, answer) == []
    if found.answer is not None:
        assert found.answer == answer
    play_it(window, puzzle)
