"""Saved progress through the window: every move is written as it is made, and closing the app
and starting it again returns to the same board, undo history and clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from gridgames.app.progress_link import SET_ASIDE, data_dir
from gridgames.games.play import Mark
from gridgames.packs import BUILTIN
from gridgames.progress import IN_PROGRESS, SOLVED, ProgressStore
from tests.driver import BoardDriver, open_window, solve_at_once

SAMPLES = BUILTIN + "mit-samples"
SHIKAKU = "pzprjs-test-6x6.gg"
HITORI = "pzprjs-hitori-4x4.gg"


def open_builtin(window, ref: str, file: str) -> str:
    """Open a built-in puzzle from the browser's data, as a double-click does; its key."""
    pack = window.shelf.library.find(ref)
    entry = next(entry for entry in pack.entries if entry.source_name == file)
    window.packs.chosen.emit(ref, entry.key)
    assert window.shelf.link is not None and window.shelf.link.key == entry.key
    return entry.key


def restart_app(qtbot, window):
    """Close the window as a player quits, and start the app again on the same data."""
    window.close()
    again = open_window(qtbot)
    assert again.resume_last()
    return again


def saved(key: str):
    with ProgressStore(data_dir()) as store:
        return store.load(key)


def undo_texts(session) -> list[str]:
    return [session.undo_stack.text(i) for i in range(session.undo_stack.count())]


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *args: shown.append(text)
    )
    return shown


def test_board_undo_history_and_clock_survive_a_restart(qtbot) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    window.session.clock.set_elapsed_ms(61_500)  # a minute already played
    board = BoardDriver(window.view)
    board.drag([(0, 0), (1, 1)])
    board.drag([(2, 2), (3, 3)])
    board.drag([(4, 4), (4, 5)])
    window.game_actions.undo.trigger()  # the redo tail must survive too
    session = window.session
    board_before, texts = session.play.snapshot(), undo_texts(session)
    window.close()
    elapsed = session.clock.elapsed_ms()

    again = restart_app(qtbot, window)
    resumed = again.session
    assert again.shelf.link.key == key
    assert resumed.play.snapshot() == board_before
    assert (resumed.undo_stack.count(), resumed.undo_stack.index()) == (3, 2)
    assert undo_texts(resumed) == texts
    assert elapsed <= resumed.clock.elapsed_ms() < elapsed + 2000
    assert again.status.time.text() == "Time 1:01"
    assert "Resumed" in again.status.currentMessage()

    again.game_actions.redo.trigger()  # the undone move comes back, exactly
    assert saved(key).position == 3
    again.game_actions.undo.trigger()
    again.game_actions.undo.trigger()
    assert resumed.play.snapshot() != board_before


def test_every_move_is_written_as_it_is_made(qtbot) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    board = BoardDriver(window.view)
    board.drag([(0, 0), (1, 1)])
    assert (len(saved(key).moves), saved(key).position) == (1, 1)
    assert saved(key).moves[0]["text"] == "Draw 2x2 rectangle"
    board.drag([(2, 2), (3, 3)])
    window.game_actions.undo.trigger()
    assert (len(saved(key).moves), saved(key).position) == (2, 1)
    board.drag([(5, 5), (5, 5)])  # a new move after an undo replaces the undone one
    progress = saved(key)
    assert (len(progress.moves), progress.position, progress.state) == (2, 2, IN_PROGRESS)
    assert progress.moves[1]["moves"] == [{"remove": [], "add": [[5, 5, 1, 1]]}]


def test_restart_is_a_saved_move_that_can_be_undone_after_a_restart(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, SAMPLES, HITORI)
    board = BoardDriver(window.view)
    board.click((0, 0))
    board.click((1, 1), Qt.MouseButton.RightButton)
    played = window.session.play.snapshot()
    window.game_actions.restart.trigger()
    again = restart_app(qtbot, window)
    assert again.session.play.clear_move() is None  # empty, as the player left it
    assert again.session.undo_stack.undoText() == "Restart"
    again.game_actions.undo.trigger()
    assert again.session.play.snapshot() == played


def test_opening_a_puzzle_with_progress_resumes_it(qtbot) -> None:
    window = open_window(qtbot)
    open_builtin(window, SAMPLES, SHIKAKU)
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    shikaku_board = window.session.play.snapshot()
    open_builtin(window, SAMPLES, HITORI)
    BoardDriver(window.view).click((0, 0))
    open_builtin(window, SAMPLES, SHIKAKU)
    assert window.session.play.snapshot() == shikaku_board
    assert window.session.undo_stack.count() == 1


def test_a_pasted_puzzle_resumes_after_a_restart(qtbot, monkeypatch) -> None:
    game_id = "pattern:5x10:2.1/2.1.3/7/1.3/2.1/2/2.1/1.1/3/1.1/1.1/2/1.1/1.2/2"
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args: (game_id, True))
    window = open_window(qtbot)
    window.game_actions.paste.trigger()
    BoardDriver(window.view).drag([(0, 0), (0, 1)])
    board = window.session.play.snapshot()
    again = restart_app(qtbot, window)
    assert again.session.puzzle.genre == "nonogram"
    assert again.session.play.snapshot() == board
    assert again.windowTitle().startswith("Nonogram 5\u00d710")


def test_a_win_is_saved_with_its_time_and_shown_in_the_browser(qtbot) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    window.session.clock.set_elapsed_ms(95_000)
    board = BoardDriver(window.view)
    for rect in window.session.puzzle.given_solution:
        board.drag([(rect.row, rect.col), (rect.row + rect.height - 1, rect.col + rect.width - 1)])
    assert window.session.won
    progress = saved(key)
    assert progress.state == SOLVED and 95 <= progress.best_seconds < 97
    row = window.packs.model.puzzle_index(key)
    assert row.siblingAtColumn(4).data() == "1:35"  # best time
    assert row.siblingAtColumn(5).data() == "\u2713"  # solved
    assert "1/" in row.parent().data()  # the pack's heading counts it

    again = restart_app(qtbot, window)
    assert again.session.won and not again.session.clock.running
    assert again.view.banner == "Solved in 1:35!"


def test_minimising_saves_the_clock(qtbot) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    window.session.clock.set_elapsed_ms(42_000)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    assert 42 <= saved(key).elapsed < 44


def test_an_undo_macro_is_saved_and_restored_as_one_step(qtbot) -> None:
    """However a feature groups moves (the solver may), the saved history has its shape."""
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, HITORI)
    session = window.session
    stack = session.undo_stack
    stack.beginMacro("Two cells")
    session.push(session.play.stroke((0, 0), [(0, 0)], Mark.FILL), "one")
    session.push(session.play.stroke((2, 2), [(2, 2)], Mark.CROSS), "two")
    stack.endMacro()
    assert [len(step["moves"]) for step in saved(key).moves] == [2]
    board = session.play.snapshot()
    again = restart_app(qtbot, window)
    assert again.session.play.snapshot() == board
    assert undo_texts(again.session) == ["Two cells"]
    again.game_actions.undo.trigger()
    assert again.session.play.clear_move() is None


def test_a_damaged_save_is_set_aside_and_the_puzzle_starts_afresh(qtbot, warnings) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    window.close()
    with ProgressStore(data_dir()) as store:
        store.append_move(key, {"text": "?", "moves": [{"add": "nonsense"}]})

    again = open_window(qtbot)
    assert again.resume_last()
    assert len(warnings) == 1 and "could not be read" in warnings[0]
    assert again.session.undo_stack.count() == 0
    with ProgressStore(data_dir()) as store:
        aside = store.get_state(SET_ASIDE + key)
        assert len(aside["moves"]) == 2 and aside["position"] == 2
        assert store.load(key).moves == ()
    BoardDriver(again.view).drag([(2, 2), (3, 3)])  # and play goes on, saved again
    assert saved(key).position == 1


def test_a_corrupt_progress_file_is_set_aside_with_a_message(qtbot) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "progress.db").write_bytes(b"this is not a database" * 100)
    window = open_window(qtbot)
    qtbot.waitUntil(lambda: window.store_notice is not None)
    assert "could not be read" in window.store_notice.text()
    assert window.store_notice.isVisible()  # open(), not exec(): nothing waits on it
    assert any(path.name.startswith("progress.db.corrupt-") for path in folder.iterdir())
    window.store_notice.close()
    key = open_builtin(window, SAMPLES, SHIKAKU)
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    assert saved(key).position == 1


@pytest.mark.parametrize("leave", ["close", "another puzzle"])
def test_a_solve_cut_short_is_saved_as_the_step_it_became(qtbot, leave) -> None:
    """Closing the app, or opening another puzzle, mid-solve keeps what the solver showed."""
    from gridgames.app.solver.panel import SPEEDS

    window = open_window(qtbot)
    key = open_builtin(window, BUILTIN + "webpbn-cc-by", "6.non")
    window.assist.panel.set_speed_index(SPEEDS.index(500))
    empty = window.session.play.snapshot()
    window.game_actions.solve.trigger()
    qtbot.waitUntil(lambda: window.session.play.snapshot() != empty, timeout=10_000)
    session = window.session
    if leave == "close":
        window.close()
    else:
        open_builtin(window, SAMPLES, SHIKAKU)
    shown = session.play.snapshot()
    assert shown != empty and session.undo_stack.count() == 1
    assert saved(key).position == 1
    again = open_window(qtbot)
    open_builtin(again, BUILTIN + "webpbn-cc-by", "6.non")
    assert again.session.play.snapshot() == shown


def test_a_board_the_solver_finished_is_no_best_time(qtbot) -> None:
    window = open_window(qtbot)
    key = open_builtin(window, SAMPLES, SHIKAKU)
    solve_at_once(qtbot, window)
    assert window.session.play.is_solved()
    progress = saved(key)
    assert progress.state != SOLVED and progress.best_seconds is None
    assert progress.position == 1  # the solve is saved, as one step
