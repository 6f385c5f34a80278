"""Trial mode and checkpoints, in every genre, through real mouse events in the window:
provisional marks are the ones made after Try and are drawn in the trial colour; Reject
puts back the exact board of Try as one undo step; Accept keeps the marks; a checkpoint
is returned to in one step; both survive closing and reopening the app."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from gridgames.app.trial_layer import TRIAL_LIGHT
from gridgames.packs import BUILTIN
from tests.driver import RIGHT, BoardDriver, open_window

SAMPLES = BUILTIN + "mit-samples"
NONOGRAMS = BUILTIN + "webpbn-cc-by"


def open_builtin(window, ref: str, file: str) -> str:
    pack = window.shelf.library.find(ref)
    entry = next(entry for entry in pack.entries if entry.source_name == file)
    window.packs.chosen.emit(ref, entry.key)
    return entry.key


# Per genre: the puzzle, strokes made before Try, strokes made while trying, and the cells
# the trial strokes mark (what must be provisional).
GAMES = {
    "shikaku": (
        (SAMPLES, "pzprjs-test-6x6.gg"),
        [([(0, 3), (0, 5)], None)],
        [([(1, 2), (2, 3)], None)],  # a 2x2 rectangle
        {(1, 2), (1, 3), (2, 2), (2, 3)},
    ),
    "nonogram": (
        (NONOGRAMS, "1.non"),
        [([(3, 1), (3, 3)], None)],
        [([(6, 1), (6, 2)], None), ([(6, 0)], RIGHT)],
        {(6, 0), (6, 1), (6, 2)},
    ),
    "hitori": (
        (SAMPLES, "pzprjs-hitori-4x4.gg"),
        [([(0, 0)], None)],
        [([(0, 2)], None), ([(1, 1)], RIGHT)],
        {(0, 2), (1, 1)},
    ),
}


def stroke(board: BoardDriver, path, button) -> None:
    if button is None:
        board.drag(path)
    else:
        board.drag(path, button)


@pytest.mark.parametrize("genre", GAMES)
def test_reject_restores_the_exact_board_in_one_undo_step(qtbot, genre) -> None:
    (ref, file), before, during, provisional = GAMES[genre]
    window = open_window(qtbot)
    open_builtin(window, ref, file)
    a, board = window.game_actions, BoardDriver(window.view)
    for path, button in before:
        stroke(board, path, button)
    at_try = window.session.play.snapshot()
    stack = window.session.undo_stack
    assert a.try_start.isEnabled() and not a.try_reject.isEnabled()
    a.try_start.trigger()
    assert a.try_reject.isEnabled() and not a.try_start.isEnabled()
    for path, button in during:
        stroke(board, path, button)
    assert window.tools.trial.provisional() == provisional
    tried = window.session.play.snapshot()
    steps = stack.count()
    a.try_reject.trigger()
    assert window.session.play.snapshot() == at_try
    assert stack.count() == steps + 1 and stack.text(steps) == "Reject trial"
    assert not window.tools.trial.trying and window.tools.trial.provisional() == set()
    stack.undo()  # one undo brings every tried mark back
    assert window.session.play.snapshot() == tried


@pytest.mark.parametrize("genre", GAMES)
def test_accept_keeps_the_marks(qtbot, genre) -> None:
    (ref, file), before, during, _ = GAMES[genre]
    window = open_window(qtbot)
    open_builtin(window, ref, file)
    board = BoardDriver(window.view)
    window.game_actions.try_start.trigger()
    for path, button in during:
        stroke(board, path, button)
    tried = window.session.play.snapshot()
    window.game_actions.try_accept.trigger()
    assert window.session.play.snapshot() == tried
    assert window.tools.trial.provisional() == set()
    assert window.game_actions.try_start.isEnabled()


def pixel(window, cell) -> QColor:
    view = window.view
    point = view.board_geometry().cell_rect(*cell).center().toPoint()
    return view.grab().toImage().pixelColor(point)


def test_provisional_marks_are_drawn_in_the_trial_colour(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, NONOGRAMS, "1.non")
    board = BoardDriver(window.view)
    board.drag([(3, 1), (3, 3)])
    window.game_actions.try_start.trigger()
    board.drag([(6, 1), (6, 2)])
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.Leave))  # no row lit by hover
    assert not window.view.theme.dark  # (the offscreen platform's palette is light)
    ink = window.view.theme.ink
    assert pixel(window, (3, 2)) == ink  # made before Try: ordinary ink
    assert pixel(window, (6, 1)) == TRIAL_LIGHT  # provisional
    window.game_actions.try_accept.trigger()
    assert pixel(window, (6, 1)) == ink


def test_checkpoint_returns_in_one_step(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, SAMPLES, "pzprjs-test-6x6.gg")
    a, board = window.game_actions, BoardDriver(window.view)
    board.drag([(0, 3), (0, 5)])
    assert not a.back_to_checkpoint.isEnabled()
    a.checkpoint.trigger()
    mark = window.session.play.snapshot()
    assert not a.back_to_checkpoint.isEnabled()  # the board is the checkpoint
    board.drag([(1, 0), (5, 0)])
    board.click((0, 4), RIGHT)  # removes the checkpoint's rectangle
    assert a.back_to_checkpoint.isEnabled()
    steps = window.session.undo_stack.count()
    a.back_to_checkpoint.trigger()
    assert window.session.play.snapshot() == mark
    assert window.session.undo_stack.count() == steps + 1


def test_trial_and_checkpoint_survive_closing_the_app(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, NONOGRAMS, "1.non")
    a, board = window.game_actions, BoardDriver(window.view)
    board.drag([(3, 1), (3, 3)])
    a.checkpoint.trigger()
    checkpoint = window.session.play.snapshot()
    a.try_start.trigger()
    board.drag([(6, 1), (6, 2)])
    window.close()

    again = open_window(qtbot)
    assert again.resume_last()
    trial = again.tools.trial
    assert trial.trying and trial.provisional() == {(6, 1), (6, 2)}
    assert again.game_actions.try_reject.isEnabled()
    again.game_actions.try_reject.trigger()
    assert again.session.play.snapshot() == checkpoint  # Try was made at the checkpoint
    assert trial.checkpoint == checkpoint


def test_a_win_ends_the_trial(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, SAMPLES, "pzprjs-hitori-4x4.gg")
    board = BoardDriver(window.view)
    window.game_actions.try_start.trigger()
    for cell in [(0, 0), (0, 2), (2, 0), (2, 2), (3, 3)]:  # the answer's shaded cells
        board.click(cell)
    assert window.session.won
    assert not window.tools.trial.trying
    assert not window.game_actions.try_start.isEnabled()


def test_no_trial_moves_while_the_solver_plays(qtbot) -> None:
    """Reject or Back to Checkpoint while the animated solve holds the board would push a
    move between its shown steps: they wait, like every other move, until it ends."""
    window = open_window(qtbot)
    open_builtin(window, NONOGRAMS, "1.non")
    a = window.game_actions
    a.checkpoint.trigger()
    a.try_start.trigger()
    BoardDriver(window.view).drag([(3, 1), (3, 3)])
    board = window.session.play.snapshot()
    window.view.set_locked(True)  # as SolverAssist does for the length of a solve
    try:
        a.try_reject.trigger()
        a.back_to_checkpoint.trigger()
        assert window.session.play.snapshot() == board and window.tools.trial.trying
    finally:
        window.view.set_locked(False)
    a.try_reject.trigger()
    assert window.session.play.snapshot() != board and not window.tools.trial.trying
