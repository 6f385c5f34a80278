"""The hint bar never goes stale (issue 14 item 2): what a hint said belongs to the board
it was asked on. Once that board changes -- the hinted move made by hand, another move,
an undo or redo, a win, another puzzle -- its text, its "Mark it" button and its lit cells
go; and a hint computed for a board that changed meanwhile is never shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from tests.driver import BoardDriver, open_window, record_questions
from tests.helpers import PUZZLES

SHIKAKU = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"
HITORI = PUZZLES / "mit-samples" / "pzprjs-hitori-4x4.gg"


@pytest.fixture
def window(qtbot, monkeypatch):
    record_questions(monkeypatch, QMessageBox.StandardButton.No)  # no rewind offered
    window = open_window(qtbot)
    assert window.open_puzzle(str(SHIKAKU))
    return window


def press_hint(qtbot, window) -> None:
    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=10_000)


def draw(window, rect) -> None:
    BoardDriver(window.view).drag(
        [(rect.row, rect.col), (rect.row + rect.height - 1, rect.col + rect.width - 1)]
    )


def assert_no_hint_shown(window, old: str) -> None:
    assist = window.assist
    assert old not in assist.hint_bar.message
    assert not assist.hint_bar.mark.isVisible()
    assert assist.hints.pending is None
    assert not assist.effects.target and assist.effects.wrong is None
    assert old not in window.statusBar().currentMessage()


def shown_hint(qtbot, window) -> str:
    press_hint(qtbot, window)
    assist = window.assist
    assert assist.hint_bar.message and assist.hint_bar.mark.isVisible()
    return assist.hints.pending.sentence


def test_making_the_hinted_move_by_hand_clears_the_hint(qtbot, window) -> None:
    sentence = shown_hint(qtbot, window)
    (box,) = window.assist.effects.target
    row, col, height, width = box
    BoardDriver(window.view).drag([(row, col), (row + height - 1, col + width - 1)])
    assert_no_hint_shown(window, sentence)


def test_another_move_clears_the_hint(qtbot, window) -> None:
    sentence = shown_hint(qtbot, window)
    (box,) = window.assist.effects.target
    other = next(r for r in window.session.puzzle.given_solution if (r.row, r.col) != box[:2])
    draw(window, other)
    assert_no_hint_shown(window, sentence)


@pytest.mark.parametrize("keys", [["Undo"], ["Undo", "Redo"]])
def test_undo_or_redo_after_marking_clears_the_words(qtbot, window, keys) -> None:
    shown_hint(qtbot, window)
    window.assist.hint_bar.mark.click()  # marked: the bar says so, about the new board
    marked = window.assist.hint_bar.message
    assert "Marked" in marked
    for key in keys:
        QTest.keyClick(window.view, Qt.Key.Key_Z if key == "Undo" else Qt.Key.Key_Y,
                       Qt.KeyboardModifier.ControlModifier)  # fmt: skip
    assert_no_hint_shown(window, marked)


def test_a_mistake_pointed_at_goes_when_the_board_is_put_right_and_solved(qtbot, window) -> None:
    answer = window.session.puzzle.given_solution
    bridge_rects = window.assist.bridge.rects
    wrong = next(r for r in bridge_rects[0] if r != answer[0])
    draw(window, wrong)
    press_hint(qtbot, window)
    said = window.assist.hint_bar.message
    assert "wrong" in said and window.assist.effects.wrong is not None
    window.game_actions.undo.trigger()
    assert_no_hint_shown(window, said)
    press_hint(qtbot, window)  # a hint, then the whole answer by hand: a win, no hint left
    for rect in answer:
        draw(window, rect)
    assert window.session.won
    assert_no_hint_shown(window, said)


def test_another_puzzle_starts_without_the_old_hint(qtbot, window) -> None:
    sentence = shown_hint(qtbot, window)
    assert window.open_puzzle(str(HITORI))
    assert_no_hint_shown(window, sentence)


def test_a_hint_for_a_board_changed_meanwhile_is_never_shown(qtbot, window) -> None:
    window.game_actions.hint.trigger()  # asked; the answer comes back later...
    assert window.assist.runner.busy
    draw(window, window.session.puzzle.given_solution[0])  # ...after this move
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=10_000)
    assert not window.assist.hint_bar.message  # (this held before issue 14 too)
    assert window.assist.hints.pending is None and not window.assist.effects.target
