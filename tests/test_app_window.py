"""The window around the board: opening (and failing to open), the puzzle list, pasting,
the actions that must wait for the solver, and screenshots."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from gridgames.app.main import take_screenshot
from gridgames.games.shikaku.puzzle import Rect
from tests.driver import BoardDriver, open_window
from tests.helpers import shared

SHIKAKU = ("data", "shikaku", "gg", "pzprjs-test-6x6.gg")


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """Error dialogs, recorded instead of shown (a modal dialog would block the test)."""
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *args: shown.append(text)
    )
    return shown


def test_an_unreadable_file_is_reported_and_the_game_is_untouched(
    window, warnings, tmp_path: Path
) -> None:
    assert window.open_puzzle(str(shared(*SHIKAKU)))
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    session, state, title = window.session, window.session.play.snapshot(), window.windowTitle()
    bad = tmp_path / "broken.gg"
    bad.write_text("shikaku 3x3\n. . 3\n. x .\n. . .\n", encoding="utf-8")
    assert not window.open_puzzle(str(bad))
    assert len(warnings) == 1
    assert "broken.gg" in warnings[0] and "Line 3" in warnings[0]
    assert window.session is session and session.play.snapshot() == state
    assert window.windowTitle() == title
    assert session.undo_stack.count() == 1


def test_a_missing_file_is_reported_too(window, warnings, tmp_path: Path) -> None:
    assert not window.open_puzzle(str(tmp_path / "nowhere.gg"))
    assert window.session is None and "nowhere.gg" in warnings[0]


def test_the_list_shows_built_in_puzzles_and_opens_them(window) -> None:
    first = window.packs.first_playable()
    if first is None:
        pytest.skip("no built-in puzzles yet")
    window.packs.chosen.emit(*first)
    assert window.session is not None and window.shelf.link.key == first[1]


def test_pasting_a_puzzle_opens_it(window, monkeypatch) -> None:
    text = shared(*SHIKAKU).read_text(encoding="utf-8")
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args: (text, True))
    window.game_actions.paste.trigger()
    assert window.session is not None
    assert (window.session.puzzle.width, window.session.puzzle.height) == (6, 6)


def test_hint_and_solve_wait_for_a_puzzle(window) -> None:
    """They work on the open puzzle (issue #6; their own tests are test_hint_*.py and
    test_autosolve_*.py)."""
    if window.session is None:
        for action in (window.game_actions.hint, window.game_actions.solve):
            assert not action.isEnabled()
    assert window.open_puzzle(str(shared(*SHIKAKU)))
    for action in (window.game_actions.hint, window.game_actions.solve):
        assert action.isEnabled()


def test_status_bar_names_genre_and_size_and_check_reports(window) -> None:
    assert window.open_puzzle(str(shared(*SHIKAKU)))
    assert window.status.genre.text() == "Shikaku"
    assert window.status.size.text() == "6\u00d76"
    BoardDriver(window.view).drag([(2, 2), (3, 3)])  # holds no number
    window.game_actions.check.trigger()
    assert window.view.mistakes.boxes == (Rect(2, 2, 2, 2),)
    assert "1 mistake" in window.status.currentMessage()


def test_screenshot_is_a_real_picture(qapp, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert take_screenshot(str(out), str(shared(*SHIKAKU))) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1100, 760)
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 20


def test_screenshot_of_a_bad_puzzle_fails_cleanly(qapp, tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.gg"
    bad.write_text("nonsense\n", encoding="utf-8")
    assert take_screenshot(str(tmp_path / "x.png"), str(bad)) == 2
    assert "bad.gg" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_a_pasted_game_id_is_named_by_genre_and_size(window, monkeypatch) -> None:
    game_id = "pattern:5x10:2.1/2.1.3/7/1.3/2.1/2/2.1/1.1/3/1.1/1.1/2/1.1/1.2/2"
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args: (game_id, True))
    window.game_actions.paste.trigger()
    assert window.session.puzzle.genre == "nonogram"
    assert window.windowTitle().startswith("Nonogram 5\u00d710")


def test_a_bad_paste_is_reported_and_changes_nothing(window, warnings, monkeypatch) -> None:
    assert window.open_puzzle(str(shared(*SHIKAKU)))
    session = window.session
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args: ("rect:3x3:zz", True))
    window.game_actions.paste.trigger()
    assert len(warnings) == 1 and window.session is session


def test_the_readme_screenshots_can_be_remade(qapp, tmp_path: Path) -> None:
    from tools.demo import take

    image = QImage(str(take("shikaku", tmp_path)))
    assert image.width() == 1100 and not image.isNull()


def test_run_app_opens_the_puzzle_it_is_given(qapp, monkeypatch) -> None:
    from gridgames.app import main
    from gridgames.app.window import MainWindow

    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)  # do not enter the event loop
    assert main.run_app(str(shared(*SHIKAKU))) == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    opened = [w for w in windows if w.session is not None and w.isVisible()]
    try:
        assert any(w.session.source.endswith("pzprjs-test-6x6.gg") for w in opened)
    finally:
        for w in windows:
            w.close()
            w.deleteLater()


def test_open_dialog_opens_the_chosen_file_and_remembers_its_folder(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    path = str(shared(*SHIKAKU))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (path, ""))
    window.game_actions.open.trigger()
    assert window.session.source == path
    assert window.settings.value("files/lastDir", "", type=str) == str(Path(path).parent)


def test_the_clock_pauses_while_minimised(window) -> None:
    assert window.open_puzzle(str(shared(*SHIKAKU)))
    clock = window.session.clock
    assert not clock.running  # not before the first move
    BoardDriver(window.view).drag([(0, 0), (0, 1)])
    assert clock.running
    window.setWindowState(Qt.WindowState.WindowMinimized)
    assert not clock.running
    window.setWindowState(Qt.WindowState.WindowNoState)
    assert clock.running


def test_the_puzzle_list_keeps_the_width_it_was_left_at(qtbot) -> None:
    first = open_window(qtbot, 1100, 700)
    first.resizeDocks([first.dock], [420], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(first.dock.width() - 420) <= 8)
    first.close()
    second = open_window(qtbot, 1100, 700)
    qtbot.waitUntil(lambda: abs(second.dock.width() - 420) <= 8, timeout=2000)
    second.resizeDocks([second.dock], [260], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(second.dock.width() - 260) <= 8)
    second.close()
    third = open_window(qtbot, 1100, 700)
    qtbot.waitUntil(lambda: abs(third.dock.width() - 260) <= 8, timeout=2000)
