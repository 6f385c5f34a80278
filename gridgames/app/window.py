"""The main window: wires a GameSession to the board view, actions, side panel and status.

The window holds no game logic: loading goes through `loading`, moves through the
session's undo stack, drawing and input through the genre's painter and mapper. A puzzle
that cannot be opened is reported in a dialog and changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QGuiApplication, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from ..errors import PuzzleError
from ..games.genre import Puzzle
from ..games.play import NO_MISTAKES
from .actions import build_menus, build_toolbar, create_actions, tint_icons
from .board_view import BoardScroll, BoardView
from .clock import format_time
from .genres import genre_ui
from .loading import (
    PUZZLE_SUFFIXES,
    builtin_entries,
    describe_genre,
    is_file,
    load,
    parse_pasted,
    puzzle_title,
)
from .puzzle_list import PuzzleList
from .session import GameSession
from .status import GameStatus

APP_NAME = "Grid Games"
LIST_WIDTH = 300  # the side panel's first width: titles readable, board still large
FILE_FILTER = f"Puzzles ({' '.join('*' + suffix for suffix in PUZZLE_SUFFIXES)});;All files (*)"
CONTROLS = """<h3>Controls</h3>
<p><b>Shikaku</b>: drag from corner to corner to draw a rectangle (it replaces what it
overlaps). Click inside a rectangle, or right-click, to remove it.</p>
<p><b>Nonogram</b>: left-drag fills, right-drag crosses; starting on a cell that already
has that mark clears instead. A drag stays in its row or column.</p>
<p><b>Hitori, Kurodoko</b>: left-click shades, right-click marks a cell white (a dot);
the same click again clears it.</p>
<p><b>Keyboard</b>: arrows move the cursor; Space or Enter is a left click, X a right
click. Shift+arrows drag: in Shikaku they stretch a rectangle, elsewhere they fill a line;
letting Shift go ends the drag.</p>
<p>Ctrl+wheel or Ctrl+=/- zooms.</p>"""


def app_settings() -> QSettings:
    """An INI file in the user's config folder (tests point QSettings elsewhere)."""
    fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    return QSettings(fmt, scope, "gridgames", "gridgames")


class MainWindow(QMainWindow):
    game_started = Signal()
    solved = Signal(int)  # seconds taken

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.setAcceptDrops(True)
        self.settings = app_settings()
        self.session: GameSession | None = None
        self.undo_group = QUndoGroup(self)

        self.view = BoardView()
        self.scroll = BoardScroll(self.view)
        self.setCentralWidget(self.scroll)
        self.status = GameStatus(self)
        self.setStatusBar(self.status)
        self.puzzle_list = PuzzleList()
        self.dock = QDockWidget("Puzzles", self)
        self.dock.setObjectName("puzzleDock")
        self.dock.setWidget(self.puzzle_list)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [LIST_WIDTH], Qt.Orientation.Horizontal)

        self.game_actions = create_actions(self)
        build_menus(self, self.game_actions)
        build_toolbar(self, self.game_actions)
        tint_icons(self.game_actions, self.palette())
        self._connect()
        self._restore_settings()
        self.puzzle_list.set_entries(builtin_entries())
        self._update_actions()

    # ------------------------------------------------------------------ wiring

    def _connect(self) -> None:
        a = self.game_actions
        a.open.triggered.connect(self.open_dialog)
        a.paste.triggered.connect(self.paste_puzzle)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.undo_group.undo)
        a.redo.triggered.connect(self.undo_group.redo)
        a.restart.triggered.connect(self.restart)
        a.check.triggered.connect(self.check)
        a.auto_check.toggled.connect(self._auto_check_toggled)
        a.zoom_in.triggered.connect(self.view.zoom_in)
        a.zoom_out.triggered.connect(self.view.zoom_out)
        a.zoom_reset.triggered.connect(self.view.reset_zoom)
        a.show_list.toggled.connect(self.dock.setVisible)
        self.dock.visibilityChanged.connect(self._dock_visibility)
        a.controls.triggered.connect(self._show_controls)
        a.about.triggered.connect(self._show_about)
        self.undo_group.canUndoChanged.connect(a.undo.setEnabled)
        self.undo_group.canRedoChanged.connect(a.redo.setEnabled)
        self.undo_group.undoTextChanged.connect(lambda text: self._undo_tip(a.undo, "Undo", text))
        self.undo_group.redoTextChanged.connect(lambda text: self._undo_tip(a.redo, "Redo", text))
        self.puzzle_list.chosen.connect(self.open_puzzle)
        self.view.hovered.connect(self.status.show_cell)
        self.view.zoom_changed.connect(lambda zoom: self.status.say(f"Zoom {zoom:.0%}", 2000))

    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry", QByteArray(), type=QByteArray)
        self.restored_geometry = not geometry.isEmpty() and self.restoreGeometry(geometry)
        self.game_actions.auto_check.setChecked(
            self.settings.value("play/showMistakes", False, type=bool)
        )
        show_list = self.settings.value("window/showList", True, type=bool)
        self.game_actions.show_list.setChecked(show_list)
        self.dock.setVisible(show_list)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/showList", self.game_actions.show_list.isChecked())
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)

    # ------------------------------------------------------------------ opening

    def open_puzzle(self, arg: str) -> bool:
        """Open a path, URL or ID; on failure show why and keep the current game."""
        try:
            puzzle = load(arg)
        except PuzzleError as error:
            self.report_error(arg, error)
            return False
        self.start_game(puzzle, arg)
        return True

    def open_dialog(self) -> None:
        start = self.settings.value("files/lastDir", "", type=str)
        path, _ = QFileDialog.getOpenFileName(self, "Open puzzle", start, FILE_FILTER)
        if path:
            self.settings.setValue("files/lastDir", str(Path(path).parent))
            self.open_puzzle(path)

    def paste_puzzle(self) -> None:
        clipboard = QGuiApplication.clipboard().text().strip()
        text, ok = QInputDialog.getMultiLineText(
            self,
            "Paste puzzle",
            "A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:",
            clipboard,
        )
        if not ok or not text.strip():
            return
        try:
            puzzle = parse_pasted(text)
        except PuzzleError as error:
            self.report_error("pasted text", error)
            return
        self.start_game(puzzle, text.strip().splitlines()[0])

    def report_error(self, what: str, error: PuzzleError) -> None:
        line = f"Line {error.line}: " if error.line is not None else ""
        QMessageBox.warning(
            self,
            "Cannot open puzzle",
            f"Could not open {what}.\n\nFile: {error.source}\n{line}{error.message}",
        )

    def start_game(self, puzzle: Puzzle, source: str) -> None:
        """Replace the current game with a fresh one on `puzzle`."""
        if self.session is not None:
            self.session.stop()
            self.undo_group.removeStack(self.session.undo_stack)
            self.session.deleteLater()
        session = GameSession(puzzle, source, self)
        self.session = session
        painter, mapper = genre_ui(session.play, session.push)
        self.view.set_game(puzzle.height, puzzle.width, painter, mapper)
        self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        session.changed.connect(self._board_changed)
        session.solved.connect(self._won)
        session.clock.ticked.connect(self.status.show_time)
        title = puzzle_title(puzzle, source)
        self.setWindowTitle(f"{title} \u2014 {APP_NAME}")
        self.status.show_game(describe_genre(puzzle), f"{puzzle.width}\u00d7{puzzle.height}")
        self.status.say(f"Opened {title}")
        self.puzzle_list.select_path(source if is_file(source) else None)
        self._update_actions()
        session.start()
        self.view.setFocus()
        self.game_started.emit()

    def open_first_builtin(self) -> bool:
        path = self.puzzle_list.first_path()
        return self.open_puzzle(path) if path else False

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls:
            self.open_puzzle(urls[0].toLocalFile() or urls[0].toString())

    # ------------------------------------------------------------------ play

    def restart(self) -> None:
        if self.session is not None:
            self.session.restart()

    def check(self) -> None:
        if self.session is None:
            return
        mistakes = self.session.mistakes()
        self.view.set_mistakes(mistakes)
        if mistakes:
            count = len(mistakes.messages)
            noun = "mistake" if count == 1 else "mistakes"
            self.status.say(f"{count} {noun}: {mistakes.messages[0]}")
        elif self.session.play.is_solved():
            self.status.say("Solved: every rule is met.")
        else:
            self.status.say("No mistakes so far.")

    def _board_changed(self) -> None:
        assert self.session is not None
        if self.game_actions.auto_check.isChecked():
            self.view.set_mistakes(self.session.mistakes())
        else:
            self.view.set_mistakes(NO_MISTAKES)
        if self.view.banner and not self.session.play.is_solved():
            self.view.set_banner(None)
        self.view.update()

    def _won(self, seconds: int) -> None:
        text = f"Solved in {format_time(seconds)}!"
        self.view.set_banner(text)
        self.status.say(text, 0)
        self.solved.emit(seconds)

    def _auto_check_toggled(self, on: bool) -> None:
        self.settings.setValue("play/showMistakes", on)
        if self.session is not None:
            self._board_changed()

    def _update_actions(self) -> None:
        a = self.game_actions
        playing = self.session is not None
        for action in (a.restart, a.check, a.zoom_in, a.zoom_out, a.zoom_reset):
            action.setEnabled(playing)
        a.undo.setEnabled(self.undo_group.canUndo())
        a.redo.setEnabled(self.undo_group.canRedo())

    @staticmethod
    def _undo_tip(action, verb: str, text: str) -> None:
        action.setToolTip(f"{verb} {text}" if text else verb)

    def _dock_visibility(self, visible: bool) -> None:
        if not self.isMinimized() and self.isVisible():
            self.game_actions.show_list.setChecked(visible)

    # ------------------------------------------------------------------ misc

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            tint_icons(self.game_actions, self.palette())
        elif event.type() == QEvent.Type.WindowStateChange and self.session is not None:
            if self.isMinimized():
                self.session.stop()  # time away from the board does not count
            else:
                self.session.start()
        super().changeEvent(event)

    def _show_controls(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, "Controls", CONTROLS, parent=self)
        box.open()

    def _show_about(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            f"About {APP_NAME}",
            f"<h3>{APP_NAME}</h3><p>Shikaku, Nonogram, Hitori and Kurodoko on one deduction "
            "engine.</p>",
            parent=self,
        )
        box.open()
