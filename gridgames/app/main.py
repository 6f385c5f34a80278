"""Entry points the command line calls: the app itself, and a screenshot of it.

`gridgames` runs `run_app`; `gridgames --screenshot OUT.png [PUZZLE]` runs
`take_screenshot`, which works headless (QT_QPA_PLATFORM=offscreen) so README images and
CI checks need no display. A screenshot keeps its progress in a throwaway folder: it shows a
fresh board and never touches the player's saved games.
"""

from __future__ import annotations

import sys
import tempfile
import time

from PySide6.QtCore import QCoreApplication, QEventLoop, QSize
from PySide6.QtWidgets import QApplication

from ..desktop import APP_ID
from ..engine.sentence import Sentence
from ..engine_process import warm_up
from ..errors import DraftError, PuzzleError
from ..games.registry import genre_of
from ..installed import version
from .app_icon import app_icon
from .i18n import install_from_settings
from .window import APP_NAME, MainWindow, app_settings

SCREENSHOT_SIZE = QSize(1100, 760)
VERDICT_WAIT = 60.0  # seconds a screenshot in edit mode waits for the engine's verdict


def make_app() -> QApplication:
    """The QApplication, created once (tests and the screenshot may call this again)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "gridgames"])
    QCoreApplication.setOrganizationName("gridgames")
    QCoreApplication.setApplicationName(APP_NAME)
    QApplication.setDesktopFileName(APP_ID)  # the .desktop file's name, without .desktop
    QApplication.setApplicationVersion(version())
    QApplication.setWindowIcon(app_icon())
    install_from_settings(app_settings())  # View > Language, else the system's language
    return app  # type: ignore[return-value]


def run_app(puzzle_arg: str | None = None, edit: bool = False) -> int:
    """Show the window, open `puzzle_arg` (a puzzle, or a pack to list), else resume the
    puzzle left open last time, else the first built-in one, and run; the design left in
    edit mode last time comes back in edit mode, else with `edit` the puzzle opened is
    shown in edit mode."""
    app = make_app()
    window = MainWindow()
    window.guides.tour.auto = True  # a kind's first opening gets its tour (never in tests)
    if not window.restored_geometry:
        window.resize(SCREENSHOT_SIZE)  # a first start: the size the README pictures show
    window.show()
    warm_up()  # the first hint or solve then starts its engine at once
    window.open_at_start(puzzle_arg, edit)
    return app.exec()


def take_screenshot(out_path: str, puzzle_arg: str | None, edit: bool = False) -> int:
    """Render the whole window with a puzzle to a PNG and return an exit code. With
    `edit`, the window is in edit mode on the puzzle, grabbed once the engine's verdict
    is shown (or after VERDICT_WAIT seconds, showing "Judging...")."""
    app = make_app()
    with tempfile.TemporaryDirectory(prefix="gridgames-shot-") as progress:
        window = MainWindow(progress_dir=progress)
        window.resize(SCREENSHOT_SIZE)
        try:
            if puzzle_arg is not None:
                _open(window, puzzle_arg)
            else:
                window.open_first_builtin()
            if edit or window.editing:  # a draft opens in edit mode, as in the app
                _edit(app, window, puzzle_arg)
        except PuzzleError as error:
            print(error, file=sys.stderr)
            window.close()
            window.deleteLater()
            return 2
        return _grab(app, window, out_path)


def _open(window: MainWindow, source: str) -> None:
    """The puzzle to show; a draft (saved before it was a puzzle) in edit mode, as the
    app opens one. PuzzleError when it does not read, or is a draft of a kind that cannot
    be edited."""
    try:
        window.start_game(_load(source), source)
    except DraftError as draft:
        editor = genre_of(draft.draft).editor()
        if editor is None or editor.cannot_edit(draft.draft) is not None:
            raise
        window.show()
        window.edit_draft(draft, source)


def _edit(app: QApplication, window: MainWindow, source: str | None) -> None:
    """Edit mode on the puzzle shown (or the draft), waiting for the first verdict;
    PuzzleError when the puzzle cannot be edited."""
    window.show()
    if not window.editing and not window.edit_puzzle():
        reason = window.status.currentMessage() or "this puzzle cannot be edited"
        raise PuzzleError(reason, source or "the puzzle")
    deadline = time.monotonic() + VERDICT_WAIT
    while window.edit_mode.pending is not None and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)


def _grab(app: QApplication, window: MainWindow, out_path: str) -> int:
    window.show()
    app.processEvents()
    ok = window.grab().save(out_path, "PNG")
    window.close()
    window.deleteLater()
    app.processEvents()
    if not ok:
        print(PuzzleError(Sentence("could not write the PNG"), out_path), file=sys.stderr)
        return 1
    return 0


def _load(arg: str):
    from .loading import load

    return load(arg)
