"""A solved puzzle can be played again: Restart becomes Play Again, which (once the player
agrees) empties the board and zeroes the clock, keeps the best time, and times the new go."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from gridgames.packs import puzzle_key
from tests.driver import BoardDriver, open_window, record_questions
from tests.helpers import shared
from tests.play_steps import NONOGRAM, mouse_steps

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def won_window(qtbot):
    window = open_window(qtbot)
    assert window.open_puzzle(str(shared(*NONOGRAM)))
    board = BoardDriver(window.view)
    for step in mouse_steps(board, window.session.puzzle):
        step()
    assert window.session.won
    return window, board


def test_restart_on_a_solved_puzzle_plays_it_again(qtbot, monkeypatch) -> None:
    window, board = won_window(qtbot)
    key = puzzle_key(window.session.puzzle)
    best = window.shelf.store.summaries()[key].best_seconds
    assert best is not None
    restart = window.game_actions.restart
    assert restart.iconText() == "Play Again"
    asked = record_questions(monkeypatch, NO)
    restart.trigger()
    assert asked and "again from an empty board" in asked[0]
    assert window.session.won and window.session.play.is_solved()  # "No" left it alone

    asked.answer = YES
    old = window.session
    restart.trigger()
    session = window.session
    assert session is not old and not session.won
    assert session.undo_stack.count() == 0 and not session.play.is_solved()
    assert session.clock.seconds() == 0 and not session.clock.running  # until a move
    assert restart.iconText() == "Restart"
    summary = window.shelf.store.summaries()[key]
    assert summary.best_seconds == best and summary.state == "solved"
    assert window.view.banner is None

    # The new go is timed and won like the first.
    won = []
    session.solved.connect(won.append)
    steps = mouse_steps(board, session.puzzle)
    steps[0]()
    assert session.clock.running  # the first move starts the clock
    for step in steps[1:]:
        step()
    assert won and session.won


def test_play_again_survives_a_restart_of_the_app(qtbot, monkeypatch) -> None:
    window, _ = won_window(qtbot)
    record_questions(monkeypatch, YES)
    window.game_actions.restart.trigger()
    path = str(shared(*NONOGRAM))
    window.close()
    again = open_window(qtbot)
    assert again.open_puzzle(path)
    assert not again.session.won and again.session.undo_stack.count() == 0
