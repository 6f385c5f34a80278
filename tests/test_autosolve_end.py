"""How an auto-solve ends (issue 14 item 9): the window says the solver finished the board,
never "Solved in 0:08!" as for a player's win; and the step log keeps following the
current step when the window is resized mid-solve, until the player scrolls back."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from gridgames.app.solver.panel import SPEEDS, SolverPanel
from gridgames.engine import Step, StepKind
from gridgames.packs import puzzle_key
from tests.driver import BoardDriver, open_window, record_questions, solve_at_once
from tests.helpers import PUZZLES, shared
from tests.play_steps import NONOGRAM as PLAYED
from tests.play_steps import mouse_steps

NONOGRAM = PUZZLES / "webpbn-cc-by" / "6.non"
TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"


def test_the_solvers_finish_is_not_announced_as_a_players_win(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(NONOGRAM))
    solve_at_once(qtbot, window)
    assert window.session.play.is_solved()
    banner, status = window.view.banner or "", window.statusBar().currentMessage()
    assert "solver" in banner.lower() and "solver" in status.lower()
    assert not banner.startswith("Solved in") and not status.startswith("Solved in")


def test_a_step_held_back_for_the_status_bar_never_covers_the_finish(qtbot) -> None:
    """The status bar shows steps at most every REFRESH_MS: a step held back when the
    last one is shown must not land on the finish if the refresh fires before the
    animation's end arrives (under load it did: "Step 412: ..." stayed for good)."""
    window = open_window(qtbot)
    assert window.open_puzzle(str(NONOGRAM))
    assist = window.assist
    assist._shown(Step(StepKind.DEDUCE, "line", "Row 2: a cell"), 410)  # shown at once
    assist._shown(Step(StepKind.DEDUCE, "line", "Row 1: the last cell"), 411)  # held back
    assert assist._status_refresh.timer.isActive()
    window.status.say("Solved by the solver", 0)  # what the window says at the win
    assist._shown(Step(StepKind.SOLUTION, "solved", ""), 412)
    refresh = assist._status_refresh
    refresh.timer.stop()
    refresh._fire()  # the held-back refresh fires before the animation's end arrives
    assert window.statusBar().currentMessage() == "Solved by the solver"


def lines_shown(panel: SolverPanel) -> bool:
    bar = panel.log.verticalScrollBar()
    return bar.value() == bar.maximum()


def test_the_log_follows_across_a_resize(qtbot) -> None:
    panel = SolverPanel()
    qtbot.addWidget(panel)
    panel.resize(330, 400)
    panel.show()
    qtbot.waitExposed(panel)
    for number in range(300):
        panel.append([f"Step {number}: row {number % 50 + 1} (3 1 4 1 5): a sentence long "
                      "enough to wrap in a narrow panel, as the solver's are."])  # fmt: skip
        if number % 20 == 0:
            panel.flush()
    panel.flush()
    assert lines_shown(panel)
    for width in (600, 220, 420):  # rewrapped: the end moves
        panel.resize(width, 400)
        qtbot.wait(20)
        panel.append([f"Step at width {width}"])
        panel.flush()
        assert lines_shown(panel), width
    # The player scrolls back: the log stays where they put it...
    wheel_up(panel.log.viewport())
    qtbot.wait(10)
    assert not lines_shown(panel)
    panel.resize(500, 400)
    panel.append(["Step 301"])
    panel.flush()
    assert not lines_shown(panel) and not panel.following
    # ...until they scroll to the end again.
    bar = panel.log.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderToMaximum)
    qtbot.wait(10)
    panel.append(["Step 302"])
    panel.flush()
    assert lines_shown(panel)


def wheel_up(widget) -> None:
    point = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(point, widget.mapToGlobal(point), QPoint(), QPoint(0, 600),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    QApplication.sendEvent(widget, event)


def test_the_log_follows_a_real_solve_through_a_window_resize(qtbot) -> None:
    window = open_window(qtbot, 1200, 800)
    assert window.open_puzzle(str(TIGER))
    panel = window.assist.panel
    panel.set_speed_index(SPEEDS.index(200))
    window.game_actions.solve.trigger()
    qtbot.waitUntil(lambda: panel.log.blockCount() > 60, timeout=30_000)
    window.resize(900, 650)
    qtbot.wait(300)
    window.resize(1300, 850)
    qtbot.wait(300)
    panel.flush()
    assert lines_shown(panel)
    window.assist.stop()
    qtbot.waitUntil(lambda: not window.assist.animating, timeout=10_000)


def test_a_board_the_solver_finished_reopens_as_the_solvers(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(NONOGRAM))
    solve_at_once(qtbot, window)
    window.close()
    again = open_window(qtbot)
    assert again.open_puzzle(str(NONOGRAM))
    assert again.session.won and again.view.banner
    assert "solver" in again.view.banner.lower()


def test_a_solver_finish_after_play_again_is_the_solvers_not_the_earlier_win(
    qtbot, monkeypatch
) -> None:
    """Solved by hand, played again, then finished by the solver: the board is the
    solver's -- now, after reopening, and in the statistics -- and the earlier win keeps
    its best time. Solved by hand once more, it is the player's again."""
    window = open_window(qtbot)
    path = str(shared(*PLAYED))
    assert window.open_puzzle(path)
    for step in mouse_steps(BoardDriver(window.view), window.session.puzzle):
        step()
    assert window.session.won and window.view.banner.startswith("Solved in")
    store = window.shelf.store
    key = puzzle_key(window.session.puzzle)
    best = store.summaries()[key].best_seconds
    wins = sum(len(times) for times in store.solve_times().values())

    record_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    window.game_actions.restart.trigger()  # Play Again
    assert not window.session.won
    solve_at_once(qtbot, window)
    assert window.session.won and "solver" in window.view.banner.lower()
    window.close()

    again = open_window(qtbot)
    assert again.open_puzzle(path)
    assert again.session.won
    assert "solver" in again.view.banner.lower(), again.view.banner
    assert again.game_actions.restart.iconText() == "Play Again"
    store = again.shelf.store
    assert store.summaries()[key].best_seconds == best
    assert sum(len(times) for times in store.solve_times().values()) == wins

    # Played again and solved by hand: the player's win once more, after reopening too.
    again.game_actions.restart.trigger()
    for step in mouse_steps(BoardDriver(again.view), again.session.puzzle):
        step()
    assert again.session.won and again.view.banner.startswith("Solved in")
    again.close()
    third = open_window(qtbot)
    assert third.open_puzzle(path)
    assert third.session.won and third.view.banner.startswith("Solved in"), third.view.banner
    assert sum(len(times) for times in third.shelf.store.solve_times().values()) == wins + 1
