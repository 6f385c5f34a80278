"""Hint in the window: the engine process checks the board, then teaches one step.

Pressing Hint on a correct board shows a step (its cells lit, its sentence in the hint
bar) and changes nothing; pressing again marks exactly what it decided, as one undo step.
On a board with a mistake it points at the first wrong mark and reveals nothing. When
only a guess is left it says so.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from gridgames.app.solver.hints import GUESS_TEXT, moves_to_correct
from gridgames.engine import LEVEL_BASIC
from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for
from gridgames.games.play import CellMove, Mark, new_play
from gridgames.games.shikaku.play import overlaps
from tests.driver import BoardDriver, open_window, record_questions
from tests.helpers import PUZZLES

NONOGRAM = PUZZLES / "webpbn-cc-by" / "6.non"
SHIKAKU = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"
HITORI = PUZZLES / "mit-samples" / "pzprjs-hitori-4x4.gg"
KURODOKO = PUZZLES / "mit-samples" / "pzprjs-kurodoko-5x5.gg"
SEVERAL = PUZZLES / "seeds" / "seed002-board2-4x4.gg"  # three answers: guesses needed


@pytest.fixture
def asked(monkeypatch):
    """QMessageBox.question replaced: records the text, answers No (or `asked.answer`)."""
    return record_questions(monkeypatch, QMessageBox.StandardButton.No)


def press_hint(qtbot, window) -> None:
    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=10_000)


def open_game(qtbot, path):
    window = open_window(qtbot)
    assert window.open_puzzle(str(path))
    return window


@pytest.mark.parametrize("path", [NONOGRAM, SHIKAKU, HITORI, KURODOKO], ids=lambda p: p.stem)
def test_a_hint_on_a_correct_board_is_a_basic_step_marked_on_the_second_press(qtbot, path) -> None:
    window = open_game(qtbot, path)
    session = window.session
    before = session.play.snapshot()
    press_hint(qtbot, window)
    pending = window.assist.hints.pending
    assert pending is not None and pending.move is not None
    assert session.play.snapshot() == before  # shown, not made
    assert window.assist.effects.target  # what it decides is lit
    assert window.assist.bar_dock.isVisible()
    hint_text = window.assist.hint_bar.message
    assert pending.sentence in hint_text and "basic rule" in hint_text
    window.game_actions.hint.trigger()  # again: mark it
    assert session.play.snapshot() != before
    assert session.undo_stack.count() == 1 and session.undo_stack.text(0) == "Hint"
    # What was marked is true of the answer.
    solution = window.assist.hints.solution
    assert bridge_for(session.puzzle).first_wrong(session.play, solution) is None
    session.undo_stack.undo()
    assert session.play.snapshot() == before


def test_the_hint_level_is_the_simplest_available(qtbot) -> None:
    window = open_game(qtbot, NONOGRAM)
    press_hint(qtbot, window)
    hint = window.assist.hints.last_hint
    assert hint is not None and hint.level == LEVEL_BASIC
    assert all(step.level == LEVEL_BASIC for step in hint.steps)


def test_hints_one_after_another_solve_the_puzzle(qtbot) -> None:
    window = open_game(qtbot, HITORI)
    wins: list[int] = []
    window.solved.connect(wins.append)
    for _ in range(20):
        press_hint(qtbot, window)
        if window.assist.hints.pending is None:
            break
        window.game_actions.hint.trigger()
        if window.session.play.is_solved():
            break
    assert window.session.play.is_solved() and wins


def test_a_puzzle_deciding_a_rectangle_by_itself_is_hinted_first(qtbot) -> None:
    """Seed 002 board 2: the 8 has one place from the start; no rule ever says so."""
    window = open_game(qtbot, SEVERAL)
    press_hint(qtbot, window)
    assert window.assist.hints.pending is not None
    assert window.assist.hint_bar.message.startswith("From the start: the 8")


def test_when_only_a_guess_is_left_the_hint_says_so(qtbot) -> None:
    window = open_game(qtbot, SEVERAL)
    for _ in range(10):
        press_hint(qtbot, window)
        if window.assist.hints.pending is None:
            break
        window.game_actions.hint.trigger()
    assert window.assist.hint_bar.message.startswith(GUESS_TEXT.split(":")[0])
    before = window.session.play.snapshot()
    press_hint(qtbot, window)  # again: still nothing to mark
    assert window.session.play.snapshot() == before
    assert "guess" in window.statusBar().currentMessage()


def test_a_wrong_mark_is_pointed_at_and_nothing_is_revealed(qtbot, asked) -> None:
    window = open_game(qtbot, NONOGRAM)
    session = window.session
    goal = session.puzzle.given_solution
    right = next((r, c) for r in range(20) for c in range(20) if goal[r][c])
    wrong = next(cell for cell in _cells(20, 20) if not goal[cell[0]][cell[1]]
                 and _fits(session.puzzle, [right, cell]))  # fmt: skip
    board = BoardDriver(window.view)
    board.click(right)
    board.click(wrong)  # locally fine (no line is broken yet), but not the answer
    assert not session.play.mistakes()
    before = session.play.snapshot()
    press_hint(qtbot, window)
    r, c = wrong
    assert window.assist.effects.wrong == (r, c, 1, 1)
    assert f"row {r + 1}, column {c + 1}".capitalize() in window.assist.hint_bar.message
    assert window.assist.hints.pending is None  # no step offered
    assert not window.assist.effects.target
    assert session.play.snapshot() == before  # nothing changed
    assert len(asked) == 1 and "1 move back" in asked[0]  # a rewind was offered, declined


def test_rewinding_goes_back_to_the_last_correct_position(qtbot, asked) -> None:
    asked.answer = QMessageBox.StandardButton.Yes
    window = open_game(qtbot, SHIKAKU)
    session = window.session
    answer = session.puzzle.given_solution
    board = BoardDriver(window.view)

    def draw(rect) -> None:
        board.drag([(rect.row, rect.col), (rect.row + rect.height - 1, rect.col + rect.width - 1)])

    draw(answer[0])
    draw(answer[1])
    good = session.play.snapshot()
    clue = session.puzzle.clues[2]
    bridge = bridge_for(session.puzzle)
    placed = (answer[0], answer[1])
    wrong_place = next(
        r
        for r in bridge.rects[2]
        if r != answer[2] and not any(overlaps(r, other) for other in placed)
    )
    draw(wrong_place)  # the right area in a wrong place: no rule is broken yet
    draw(answer[4])
    assert clue.value == wrong_place.area and not session.play.mistakes()
    assert session.undo_stack.index() == 4
    press_hint(qtbot, window)
    assert "2 moves back" in asked[0]
    assert session.play.snapshot() == good
    assert session.undo_stack.index() == 2
    assert session.undo_stack.canRedo()  # the rewound moves can be brought back


def test_a_rule_broken_is_reported_without_a_step(qtbot, asked) -> None:
    window = open_game(qtbot, HITORI)
    board = BoardDriver(window.view)
    board.click((0, 0))
    board.click((0, 1))  # two shaded cells side by side
    press_hint(qtbot, window)
    assert window.assist.effects.wrong is not None
    assert window.assist.hints.pending is None
    assert "wrong" in window.assist.hint_bar.message or "touch" in window.assist.hint_bar.message


def test_a_hint_goes_stale_when_the_board_changes(qtbot) -> None:
    window = open_game(qtbot, NONOGRAM)
    press_hint(qtbot, window)
    assert window.assist.hints.pending is not None
    goal = window.session.puzzle.given_solution
    cell = next((r, c) for r in range(20) for c in range(20) if goal[r][c])
    BoardDriver(window.view).click(cell)
    assert window.assist.hints.pending is None and not window.assist.effects.target


def test_a_hint_worked_out_for_an_old_board_is_never_shown_on_a_changed_one(qtbot) -> None:
    window = open_game(qtbot, NONOGRAM)
    goal = window.session.puzzle.given_solution
    cell = next((r, c) for r in range(20) for c in range(20) if goal[r][c])
    arrived = []  # the board as it was when the engine's answer reached the window
    window.assist.runner.idle.connect(lambda: arrived.append(window.session.play.snapshot()))
    window.game_actions.hint.trigger()  # the engine starts on the empty board...
    BoardDriver(window.view).click(cell)  # ...and the player moves before it answers
    changed = window.session.play.snapshot()
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=10_000)
    assert window.session.play.snapshot() == changed
    assert arrived in ([], [changed])  # the answer, if any, came after the move
    hints = window.assist.hints
    assert hints.pending is None or hints.pending.snapshot == changed
    if hints.pending is None:
        assert not window.assist.effects.target


def _cells(width: int, height: int) -> list[tuple[int, int]]:
    return [(r, c) for r in range(height) for c in range(width)]


def _fits(puzzle, filled) -> bool:
    """No line is broken by filling these cells alone."""
    play = new_play(puzzle)
    play.apply(CellMove(tuple((r, c, Mark.FILL) for r, c in filled)))
    return not play.mistakes()


def test_moves_to_correct_counts_on_a_copy() -> None:
    puzzle = load_puzzle(str(HITORI))
    play = new_play(puzzle)
    play.apply(CellMove(((0, 0, Mark.FILL),)))
    inverse = play.apply(CellMove(((0, 1, Mark.FILL),)))
    copy = bridge_for(puzzle).copy(play)

    def correct(board) -> bool:
        return not board.mistakes()

    assert moves_to_correct(copy, [inverse], correct) == 1
    assert play.mark(0, 1) == Mark.FILL  # the player's board is untouched
