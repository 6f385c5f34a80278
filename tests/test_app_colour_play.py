"""Colour nonograms in the window: a palette, painting in the chosen colour, hints and the
animated solve in colour words, saved progress -- all through real mouse and key events."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gridgames.app.solver.panel import SPEEDS
from gridgames.app.trial_layer import TRIAL_DARK, TRIAL_LIGHT
from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for
from gridgames.games.nonogram.colour_checker import check_colour_answer
from gridgames.games.nonogram.play_colour import mark_of
from gridgames.games.play import Mark
from tests.driver import RIGHT, BoardDriver, open_window

DATA = Path(__file__).parent / "data" / "colour"
THREE = DATA / "three-5x6.gg"  # red, green, blue; one answer


def open_colour(qtbot, path: Path = THREE):
    window = open_window(qtbot)
    assert window.open_puzzle(str(path))
    return window


def runs_of(picture: tuple[tuple[int, ...], ...]):
    """Each row's painted runs as (row, first column, last column, colour)."""
    found = []
    for r, row in enumerate(picture):
        c = 0
        while c < len(row):
            end = c
            while end + 1 < len(row) and row[end + 1] == row[c]:
                end += 1
            if row[c]:
                found.append((r, c, end, row[c]))
            c = end + 1
    return found


def click_swatch(window, value: int) -> None:
    button = window.board_tools.swatches[value]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_three_colour_puzzle_is_won_with_the_mouse_alone(qtbot) -> None:
    window = open_colour(qtbot)
    session = window.session
    puzzle = session.puzzle
    assert len(puzzle.palette) == 4 and window.board_tools is not None
    answer = puzzle.given_solution
    board = BoardDriver(window.view)
    wins: list[int] = []
    window.solved.connect(wins.append)
    for r, first, last, colour in runs_of(answer):
        click_swatch(window, colour)
        assert window.view.mapper.choice == colour
        assert window.board_tools.swatches[colour].isChecked()
        board.drag([(r, c) for c in range(first, last + 1)])
    assert session.won and len(wins) == 1  # undecided cells count as the background
    assert not check_colour_answer(puzzle, session.play.to_answer())
    assert window.view.banner and "Solved" in window.view.banner
    # The undo history names the colours.
    texts = [session.undo_stack.text(i) for i in range(session.undo_stack.count())]
    assert "Paint 2 cells red" in texts


def test_digit_keys_and_the_wheel_choose_the_colour_and_right_drag_crosses(qtbot) -> None:
    window = open_colour(qtbot)
    view, session = window.view, window.session
    board = BoardDriver(view)
    board.key(Qt.Key.Key_2)
    assert view.mapper.choice == 2 and window.board_tools.swatches[2].isChecked()
    board.click((3, 0))
    assert session.play.mark(3, 0) == mark_of(2)
    board.click((3, 0))  # the same colour again clears, as a fill does
    assert session.play.mark(3, 0) == Mark.EMPTY
    board.key(Qt.Key.Key_0)
    assert view.mapper.choice == 0  # the background
    board.drag([(3, 0), (3, 1)], RIGHT)
    assert session.play.mark(3, 1) == Mark.CROSS
    board.key(Qt.Key.Key_9)  # no ninth colour: nothing changes
    assert view.mapper.choice == 0
    # The wheel over the grid: down a notch is the next colour, background wraps to 1.
    centre = QPointF(board.point((2, 2)))
    global_pos = view.mapToGlobal(centre)
    for delta, expected in ((-120, 1), (-120, 2), (120, 1), (120, 0)):
        event = QWheelEvent(
            centre, global_pos, QPoint(), QPoint(0, delta), Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(view, event)
        assert view.mapper.choice == expected


def test_a_wrong_colour_is_a_mistake_of_its_lines(qtbot) -> None:
    window = open_colour(qtbot)
    board = BoardDriver(window.view)
    click_swatch(window, 3)  # blue where row 1 starts with red
    board.click((0, 0))
    window.game_actions.check.trigger()
    mistakes = window.view.mistakes
    assert 0 in mistakes.rows and 0 in mistakes.cols
    assert "row 1 can no longer match its clue 2 red, 2 green" in mistakes.messages


def test_a_hint_explains_in_colours_and_marks_true_cells(qtbot) -> None:
    window = open_colour(qtbot)
    session = window.session
    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=10_000)
    pending = window.assist.hints.pending
    assert pending is not None and pending.move is not None
    text = window.assist.hint_bar.message
    assert any(name in text for name in ("red", "green", "blue", "empty"))
    assert "(" in pending.sentence and ")" in pending.sentence  # 'Row 3 (2 red, 2 blue)'
    window.game_actions.hint.trigger()
    assert session.undo_stack.count() == 1
    painted = [(r, c) for r, row in enumerate(session.play.marks) for c, m in enumerate(row) if m]
    assert painted
    solution = window.assist.hints.solution
    assert bridge_for(session.puzzle).first_wrong(session.play, solution) is None


def test_auto_solve_paints_the_answer_in_its_colours(qtbot) -> None:
    window = open_colour(qtbot, DATA / "blobs-10x10.gg")
    window.assist.panel.set_speed_index(len(SPEEDS) - 1)
    session = window.session
    with qtbot.waitSignal(window.solved, timeout=30_000):
        window.game_actions.solve.trigger()
    qtbot.waitUntil(lambda: not window.assist.animating, timeout=10_000)
    puzzle = load_puzzle(str(DATA / "blobs-10x10.gg"))
    assert session.play.to_answer() == puzzle.given_solution
    assert session.undo_stack.count() == 1 and session.undo_stack.text(0) == "Auto-solve"


def test_colour_progress_is_saved_and_restored(qtbot) -> None:
    window = open_colour(qtbot)
    board = BoardDriver(window.view)
    click_swatch(window, 2)
    board.drag([(4, 0), (4, 2)])
    board.drag([(3, 0), (3, 1)], RIGHT)
    before = window.session.play.snapshot()
    window.close()
    again = open_window(qtbot)
    assert again.resume_last()
    assert again.session.play.snapshot() == before
    assert again.session.play.mark(4, 1) == mark_of(2)
    assert again.board_tools is not None  # the palette is back with the puzzle
    again.game_actions.undo.trigger()
    assert again.session.play.mark(3, 0) == Mark.EMPTY


def test_provisional_colour_cells_are_framed_in_the_trial_ink(qtbot) -> None:
    window = open_colour(qtbot)
    board = BoardDriver(window.view)
    click_swatch(window, 3)
    board.drag([(2, 3), (2, 2)])  # blue, the player's own
    window.game_actions.try_start.trigger()
    click_swatch(window, 1)
    board.drag([(2, 0), (2, 1)])  # red, provisional
    assert window.tools.trial.provisional() == frozenset({(2, 0), (2, 1)})
    image = window.view.grab().toImage()
    geo = window.view.board_geometry()
    dpr = window.view.devicePixelRatioF()

    def colour_at(cell, share: float):
        rect = geo.cell_rect(*cell)
        point = QPoint(int(rect.left() + geo.cell * share), int(rect.center().y()))
        return image.pixelColor(point * dpr).rgb()

    ink = TRIAL_DARK if window.view.theme.dark else TRIAL_LIGHT
    assert colour_at((2, 0), 0.07) == ink.rgb()  # provisional: framed in the trial's ink
    assert colour_at((2, 3), 0.07) != ink.rgb()  # the player's own: no frame
    window.game_actions.try_reject.trigger()
    assert window.session.play.mark(2, 0) == Mark.EMPTY
    assert window.session.play.mark(2, 3) == mark_of(3)
