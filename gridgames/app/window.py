"""The main window: wires a GameSession to the board view, actions, side panel and status.

The window holds no game logic: loading goes through `loading` and the library, moves
through the session's undo stack, drawing and input through the genre's painter and mapper,
packs and saved progress through the shelf (the side panel's browser, the progress store).
A puzzle or pack that cannot be opened is reported in a dialog and changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QGuiApplication, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..errors import DraftError, PuzzleError
from ..formats.gg import as_saved
from ..games.editing import filed
from ..games.genre import GRADE_WORDS, Puzzle
from ..games.play import NO_MISTAKES
from ..games.registry import genre_of
from ..packs import Pack, puzzle_key
from ..packs.mine import GENERATED, MADE, OPENED, PASTED
from ..pool import Pool
from ..progress import SOLVED
from .actions import build_menus, build_toolbar, create_actions, tint_icons
from .board_view import BoardScroll, BoardView
from .clock import format_time
from .dropping import can_drop, dropped_items
from .editing.blank_dialog import NewBlankDialog
from .editing.kept_draft import STATE_NAME as DRAFT_STATE
from .editing.kept_draft import KeptDraft, draft_from_record, draft_record
from .editing.mode import EditMode
from .export_dialog import ExportDialog
from .genres import genre_tools, genre_ui
from .guides import Guides
from .i18n import Texts, render, words_of
from .language_menu import LanguageMenu
from .later import call_later
from .layout_memory import apply_layout, current_layout, read_layout, write_layout
from .library import open_path
from .loading import PUZZLE_SUFFIXES, describe_genre, load, parse_pasted, puzzle_title
from .new_puzzle import NewPuzzleDialog
from .paper import PaperTools
from .picture_import import PictureImportDialog
from .play_tools import PlayTools
from .pool_keeper import PoolKeeper
from .progress_link import data_dir
from .session import GameSession
from .shelf import Game, Shelf
from .solver.assist import SolverAssist
from .solver.hintbar import LINES, SHORT_LINES
from .status import GameStatus

tr = Texts(__name__)

APP_NAME = tr.mark("Grid Games")
SOLVER_BANNER = tr.mark("Solved by the solver")
SOLVER_STATUS = tr.mark(
    "The solver finished this board: no time or best time counts. Play Again to solve it yourself."
)
POOL_START_MS = 2000  # the ready pool starts topping up this long after the window opens
LIST_WIDTH = 460  # the side panel's first width: titles and progress readable, board large
FOLD_BELOW = 700  # a window narrower than this folds the puzzle list away: the board first
FOLD_TOOLBAR_BELOW = 480  # a window shorter than this folds the toolbar away (ditto)
LIST_SHARE = 0.42  # the list never takes more of the window's width than this
MAX_PROBLEM_LINES = 12  # files named in the box of a pack's problems; the rest are counted
PUZZLE_PATTERNS = " ".join("*" + suffix for suffix in PUZZLE_SUFFIXES)
PACK_PATTERNS = "*.zip pack.toml *.xml *.txt"
KEYBOARD = tr.mark(
    """<p><b>Keyboard</b>: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.</p>
<p>Ctrl+wheel or Ctrl+=/- zooms.</p>"""
)


def file_filter(kind: str, patterns: str) -> str:
    """A file dialog's filter: this kind of file, or any file."""
    return tr("{kind} ({patterns});;All files (*)", kind=kind, patterns=patterns)


def controls_text() -> str:
    """Help > Controls: each genre's own paragraph (from its spec), then the keyboard."""
    from ..games.registry import genres

    paragraphs = [
        f"<p><b>{render(g.label)}</b>: {render(g.controls)}</p>" for g in genres() if g.controls
    ]
    return "\n".join([f"<h3>{tr('Controls')}</h3>", *paragraphs, tr(KEYBOARD)])


KEEP_DRAFT_MS = 300  # the draft being edited is saved this long after the last edit


def app_settings() -> QSettings:
    """An INI file in the user's config folder (tests point QSettings elsewhere)."""
    fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    return QSettings(fmt, scope, "gridgames", "gridgames")


class MainWindow(QMainWindow):
    game_started = Signal()
    solved = Signal(int)  # seconds taken

    def __init__(self, parent: QWidget | None = None, progress_dir: str | None = None) -> None:
        """`progress_dir`: where progress is saved; the user's data folder by default."""
        super().__init__(parent)
        self.setWindowTitle(tr(APP_NAME))
        self.setAcceptDrops(True)
        self.settings = app_settings()
        self.session: GameSession | None = None
        self.list_folded = False  # the list was folded away to give the board room
        self._folding = False  # the list is being folded or unfolded (not by the player)
        self._seen_active = False  # the application has been active (player_at_board)
        self._blocked = False  # a modal dialog is over this window (WindowBlocked)
        self.undo_group = QUndoGroup(self)

        self.view = BoardView()
        self.scroll = BoardScroll(self.view)
        # Over the board, the tools of the genre being played (a colour nonogram's palette).
        self.board_tools: QWidget | None = None
        self.play_page = QWidget()
        self.board_column = QVBoxLayout(self.play_page)
        self.board_column.setContentsMargins(0, 0, 0, 0)
        self.board_column.setSpacing(0)
        self.board_column.addWidget(self.scroll, 1)
        self.edit_mode = EditMode(self)  # the board and bar shown while editing
        self.pages = QStackedWidget()
        self.pages.addWidget(self.play_page)
        self.pages.addWidget(self.edit_mode.page)
        self.setCentralWidget(self.pages)
        self._edit_title = ""  # what a puzzle made in edit mode is called when played
        self._edit_origin = ""  # where it came from, as the edit bar says
        self._edit_kept: str | None = None  # the edited puzzle's file in My puzzles, once saved
        self._edit_restored = False  # the draft was kept from the last run: never lost unasked
        self.status = GameStatus(self)
        self.setStatusBar(self.status)
        self.shelf = Shelf(self, progress_dir)
        self.packs = self.shelf.panel
        #: The game on the board, as start_game opened it (what Play Again reopens).
        self.game: Game | None = None
        self.export_dialog: ExportDialog | None = None
        self.new_puzzle_dialog: NewPuzzleDialog | None = None
        self.pool = Pool(Path(progress_dir or data_dir()) / "pool")
        self.pool_keeper = PoolKeeper(self.pool, self)
        call_later(self.pool_keeper, self.pool_keeper.wake, POOL_START_MS)  # (window up)
        self.store_notice: QMessageBox | None = None
        self.pack_problems: QMessageBox | None = None  # the last opened pack's, if any
        self.picture_dialog: PictureImportDialog | None = None
        self.dock = QDockWidget(tr("Puzzles"), self)
        self.dock.setObjectName("puzzleDock")
        self.dock.setWidget(self.packs)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [LIST_WIDTH], Qt.Orientation.Horizontal)

        self.game_actions = create_actions(self)
        view_menu = build_menus(self, self.game_actions)
        self.language_menu = LanguageMenu(self, self.settings)
        view_menu.addSeparator()
        view_menu.addMenu(self.language_menu)
        self.toolbar = build_toolbar(self, self.game_actions)
        self.toolbar_folded = False  # hidden for a short window (resizeEvent)
        tint_icons(self.game_actions, self.palette())
        self.assist = SolverAssist(  # Hint and Solve
            self, self.view, self.status, self.game_actions, self.settings,
            puzzles=self.dock, undo_group=self.undo_group,
        )  # fmt: skip
        self.shelf.player_won = lambda: not self.assist.animating  # no best time for the solver
        self.tools = PlayTools(self, self.view, self.status, self.game_actions, self.settings)
        self.paper = PaperTools(self)  # Print, Export as PDF, Export Image
        self.guides = Guides(  # How to Play, the first-steps tour, Statistics
            self, self.dock, self.assist, self.game_actions, self.settings, self.shelf.store
        )
        self.guides.tour.held = lambda: self.editing  # no first-steps card over the editor
        self._connect()
        self._restore_settings()
        self._update_actions()
        if self.shelf.store.message:
            call_later(self, self._tell_store_message)

    # ------------------------------------------------------------------ wiring

    def _connect(self) -> None:
        a = self.game_actions
        a.new_puzzle.triggered.connect(self.new_puzzle)
        a.new_blank.triggered.connect(self.new_blank)
        a.import_picture.triggered.connect(self.import_picture)
        a.edit_puzzle.triggered.connect(self._edit_toggled)
        # The draft is kept a moment after the edits stop (a drag is many edits: not one
        # synchronous write each), and at once when the window closes.
        self._draft_keeper = QTimer(self)
        self._draft_keeper.setSingleShot(True)
        self._draft_keeper.setInterval(KEEP_DRAFT_MS)
        self._draft_keeper.timeout.connect(self._keep_draft)
        self.edit_mode.changed.connect(self._draft_keeper.start)
        self.edit_mode.said.connect(self.status.say)
        self.edit_mode.bar.play_requested.connect(self.play_edited)
        a.open.triggered.connect(self.open_dialog)
        a.paste.triggered.connect(self.paste_puzzle)
        a.open_pack.triggered.connect(self.open_pack_dialog)
        a.open_folder.triggered.connect(self.open_folder_dialog)
        a.export.triggered.connect(self.export_puzzle)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.undo_group.undo)
        a.redo.triggered.connect(self.undo_group.redo)
        a.restart.triggered.connect(self.restart)
        a.check.triggered.connect(self.check)
        a.auto_check.toggled.connect(self._auto_check_toggled)
        a.zoom_in.triggered.connect(self.view.zoom_in)
        a.zoom_out.triggered.connect(self.view.zoom_out)
        a.zoom_reset.triggered.connect(self.view.reset_zoom)
        a.pause.toggled.connect(self._pause_toggled)
        for action in (a.undo, a.redo, a.restart, a.check, a.hint, a.solve):
            action.triggered.connect(self._resume_play)  # what they change is shown
        self.view.resume_requested.connect(self._resume_play)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # other applications take the focus
            app.applicationStateChanged.connect(self._sync_clock)
        a.show_list.toggled.connect(self.dock.setVisible)
        a.show_list.toggled.connect(self._list_toggled)
        self.dock.visibilityChanged.connect(self._dock_visibility)
        a.controls.triggered.connect(self._show_controls)
        a.about.triggered.connect(self._show_about)
        self.undo_group.canUndoChanged.connect(a.undo.setEnabled)
        self.undo_group.canRedoChanged.connect(a.redo.setEnabled)
        self.undo_group.undoTextChanged.connect(
            lambda text: self._undo_tip(a.undo, tr("Undo"), text)
        )
        self.undo_group.redoTextChanged.connect(
            lambda text: self._undo_tip(a.redo, tr("Redo"), text)
        )
        self.packs.chosen.connect(self.open_entry)
        self.packs.open_requested.connect(self.open_pack_dialog)
        self.packs.export_requested.connect(self.export_my_puzzles)
        a.export_mine.triggered.connect(self.export_my_puzzles)
        self.shelf.said.connect(self.status.say)
        self.view.hovered.connect(self.status.show_cell)
        self.view.zoom_changed.connect(
            lambda zoom: self.status.say(tr("Zoom {percent}%", percent=round(zoom * 100)), 2000)
        )

    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry", QByteArray(), type=QByteArray)
        self.restored_geometry = not geometry.isEmpty() and self.restoreGeometry(geometry)
        self.game_actions.auto_check.setChecked(
            self.settings.value("play/showMistakes", False, type=bool)
        )
        # The list and toolbar as the player left them; the solver panel and the hint
        # bar are the app's to place and show when there is something in them.
        apply_layout(self, self.dock, self.toolbar, read_layout(self.settings))
        self.game_actions.show_list.setChecked(not self.dock.isHidden())

    def resizeEvent(self, event) -> None:
        """Small windows give the board the room first: the list narrows to its share
        of the width, and folds away when the window is narrow or the board needs it."""
        super().resizeEvent(event)
        self._fold_toolbar(event.size().height() < FOLD_TOOLBAR_BELOW)
        self._fold_list_for_board()
        call_later(self, self._keep_list_share)  # once the docks have their sizes

    def _fold_toolbar(self, short: bool) -> None:
        """A short window gives its toolbar's height to the board (its commands stay in
        the menus and on their keys), and a line of the hint bar's (a long hint scrolls
        in it); both come back when the window is tall again."""
        self.assist.hint_bar.set_lines(SHORT_LINES if short else LINES)
        if short and not self.toolbar.isHidden() and not self.toolbar_folded:
            self.toolbar_folded = True
            self.toolbar.hide()
        elif not short and self.toolbar_folded:
            self.toolbar_folded = False
            self.toolbar.show()

    def _fold_list_for_board(self) -> None:
        """The board gets the room first: the list folds away while the window is
        narrower than FOLD_BELOW or the board cannot show whole beside it with legible
        cells (a 75x50 nonogram in a 1600x1000 window), and comes back, if the player had
        it open, when neither holds. Shown again by hand (F9), it stays until another
        puzzle opens or the window is resized."""
        shown = self.game_actions.show_list
        crowded = self.width() - self._right_panels_width() < FOLD_BELOW or not self._board_fits(
            beside_list=True
        )
        if crowded and shown.isChecked() and not self.list_folded:
            self._set_list_folded(True)
            self.status.say(
                tr("The puzzle list is folded away to give the board room (F9 shows it).")
            )
        elif not crowded and self.list_folded:
            self._set_list_folded(False)

    def _board_fits(self, beside_list: bool) -> bool:
        """Would the board show whole at zoom 1 with the list open (or closed)?"""
        area = QSizeF(self.scroll.maximumViewportSize())
        separator = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
        # The list keeps to its share of the width once the window settles (a first
        # start's list is wider until then): judge the room it will leave.
        kept_width = min(self.dock.width(), self._list_share())
        if self.dock.isHidden() and beside_list:
            area.setWidth(area.width() - kept_width - separator)
        elif not self.dock.isHidden() and beside_list:
            area.setWidth(area.width() + self.dock.width() - kept_width)
        elif not self.dock.isHidden():
            area.setWidth(area.width() + self.dock.width() + separator)
        return self.view.fits_in(area)

    def _set_list_folded(self, folded: bool) -> None:
        self._folding = True
        try:
            self.list_folded = folded
            self.game_actions.show_list.setChecked(not folded)
        finally:
            self._folding = False

    def _list_toggled(self, shown: bool) -> None:
        """The player showed or closed the list (F9, the dock's button): theirs to keep."""
        if not self._folding:
            self.list_folded = False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Before the first paint: a first start's list was wider than its share until
        # the deferred look below, and the board moved under the player's first click.
        self._keep_list_share()
        self.layout().activate()
        call_later(self, self._keep_list_share)  # (a restored layout applies on show)

    def _right_panels_width(self) -> int:
        """The width docked on the right (the solver panel when the list is away): the
        window grew by it for the panel, which gives the board nothing."""
        right = Qt.DockWidgetArea.RightDockWidgetArea
        docks = [d for d in self.findChildren(QDockWidget) if self.dockWidgetArea(d) == right]
        return sum(d.width() for d in docks if not d.isHidden() and not d.isFloating())

    def _list_share(self) -> int:
        """The widest the list may be in this window."""
        return int(self.width() * LIST_SHARE)

    def _keep_list_share(self) -> None:
        if not self.dock.isHidden() and not self.dock.isFloating():
            share = self._list_share()
            if self.dock.width() > share:
                self.resizeDocks([self.dock], [share], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        # Folded for a small window is not closed by the player.
        list_shown = self.list_folded or not self.dock.isHidden()
        toolbar_shown = self.toolbar_folded or not self.toolbar.isHidden()
        layout = current_layout(self, self.dock, list_shown=list_shown, toolbar_shown=toolbar_shown)
        write_layout(self.settings, layout)
        if self.session is not None:
            self.session.stop()
        self._keep_draft()  # closing in edit mode keeps the draft for the next start
        self.edit_mode.shutdown()
        if self.new_puzzle_dialog is not None:
            self.new_puzzle_dialog.shutdown()  # no generator thread outlives the window
        self.pool_keeper.shutdown()
        self.assist.shutdown()  # a solve cut short leaves its shown moves as one undo step...
        self.shelf.close()  # ...saved here with the clock; nothing is left to write
        super().closeEvent(event)

    # ------------------------------------------------------------------ opening

    def open_puzzle(self, arg: str) -> bool:
        """Open a path, URL or ID; a folder, zip or file of several puzzles is added to the
        pack list. On failure show why and keep the current game."""
        try:
            if _exists(arg):
                opened = open_path(arg)
                if opened.pack is not None:
                    self._tell_pack_problems(self.shelf.add(opened.pack))
                    return True
                puzzle = opened.puzzle
            else:
                puzzle = load(arg)
        except DraftError as draft:  # saved before it was a puzzle: finish it
            return self.edit_draft(draft, arg)
        except PuzzleError as error:
            self.report_error(arg, error)
            return False
        assert puzzle is not None
        listed = self.shelf.game_at(arg) if _exists(arg) else None
        if listed is not None and listed.puzzle == puzzle:
            self.play(listed)  # a listed pack's file: its progress, title and credits
        else:
            self.start_kept(puzzle, arg, OPENED)
        return True

    def open_entry(self, ref: str, key: str) -> bool:
        """Play a puzzle of a listed pack (the browser's choice)."""
        try:
            game = self.shelf.entry_game(ref, key)
        except DraftError as draft:  # a draft listed in a pack (My puzzles): finish it
            pack = self.shelf.library.find(ref)
            entry = pack.entry(key) if pack is not None else None
            title = entry.title if entry is not None else None
            return self.edit_draft(draft, draft.source, self.shelf.mine_file(ref, key), title)
        except PuzzleError as error:
            self.report_error(tr("this puzzle"), error)
            return False
        self.play(game)
        return True

    @property
    def game_title(self) -> str:
        return (self.game.title or "") if self.game is not None else ""

    def play(self, game: Game) -> None:
        self.start_game(game.puzzle, game.source, key=game.key, pack_ref=game.pack_ref,
                        title=game.title)  # fmt: skip

    def open_at_start(self, puzzle_arg: str | None = None, edit: bool = False) -> None:
        """What a start shows: `puzzle_arg` (a puzzle, or a pack to list), else the puzzle
        left open last time, else the first built-in one; then the design left in edit
        mode last time, if any, else with `edit` the puzzle opened in edit mode. A puzzle
        asked for wins over the design left in edit mode: that one is filed in My puzzles
        first (kept where it cannot be lost, and the status bar says where)."""
        if puzzle_arg is None:
            if self.session is None and not self.resume_last():
                self.open_first_builtin()
            self.resume_draft()
            return
        filed = self._file_kept_draft()
        if filed is False:  # it could not be filed (said): it comes back, nothing is lost
            self.open_puzzle(puzzle_arg)
            if self.session is None and not self.resume_last():
                self.open_first_builtin()
            self.resume_draft()
            return
        shown = self.game
        opened = self.open_puzzle(puzzle_arg) and (self.game is not shown or self.editing)
        if self.session is None and not self.resume_last():
            self.open_first_builtin()
        if opened and edit and not self.editing:
            self.edit_puzzle()
        if filed is None:
            return
        kept, name = filed
        if opened and (self.editing or not edit):  # the puzzle asked for; the draft is safe
            self.status.say(tr("The design you left in edit mode, \u201c{title}\u201d, is in "
                               "My puzzles ({file}).", title=kept.title, file=name), 0)  # fmt: skip
        else:
            self._resume_filed(kept, name)  # no puzzle came instead: the draft comes back

    def resume_last(self) -> bool:
        """Reopen the puzzle the player had open last time, as they left it."""
        game = self.shelf.last_game()
        if game is not None:
            self.play(game)
        return game is not None

    def open_pack_dialog(self) -> None:
        self._open_from_dialog(
            tr("Open pack"), "files/lastPackDir", file_filter(tr("Packs"), PACK_PATTERNS)
        )

    def open_folder_dialog(self) -> None:
        """A folder of puzzles, with or without `pack.toml`, as a pack (the file dialog of
        Open Pack cannot choose a folder)."""
        start = self.settings.value("files/lastPackDir", "", type=str)
        path = QFileDialog.getExistingDirectory(self, tr("Open folder as pack"), start)
        if path:
            self.settings.setValue("files/lastPackDir", str(Path(path).parent))
            self.open_puzzle(path)

    def _tell_pack_problems(self, pack: Pack) -> None:
        """Each file of a new pack that cannot be played, one line each, in a box that does
        not stop the player (the rest of the pack is already listed)."""
        lines = pack.problems()
        if not lines:
            return
        shown = lines[:MAX_PROBLEM_LINES]
        if len(lines) > len(shown):
            more = len(lines) - len(shown)
            shown.append(
                tr.n(
                    more,
                    "... and 1 more (see its tooltip)",
                    "... and {count} more (see their tooltips)",
                )
            )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Pack opened with problems"),
            tr(
                "\u201c{pack}\u201d is listed and the rest of it plays, but:",
                pack=render(pack.title),
            ),
            parent=self,
        )
        box.setInformativeText("\n".join(f"\u2022 {render(line)}" for line in shown))
        box.setStyleSheet("#qt_msgbox_informativelabel { min-width: 34em; }")  # unwrapped lines
        box.setModal(False)
        self.pack_problems = box
        box.show()

    def _open_from_dialog(self, title: str, folder_key: str, name_filter: str) -> None:
        """Ask for a file, starting where the last one of its kind came from, and open it."""
        start = self.settings.value(folder_key, "", type=str)
        path, _ = QFileDialog.getOpenFileName(self, title, start, name_filter)
        if path:
            self.settings.setValue(folder_key, str(Path(path).parent))
            self.open_puzzle(path)

    def export_puzzle(self) -> None:
        """Game > Export...: the puzzle played, or in edit mode the one being made (kept in
        My puzzles too, each export of one editing replacing the last)."""
        if self.editing:
            puzzle, title = self._edited_to_keep()
            if puzzle is None:
                return
        elif self.session is not None:
            puzzle, title = self.session.puzzle, self.game_title
        else:
            return
        folder = self.settings.value("files/exportDir", "", type=str)
        dialog = ExportDialog(puzzle, title, folder, self)
        dialog.finished.connect(lambda: self.settings.setValue("files/exportDir", dialog.folder))
        self.export_dialog = dialog
        dialog.open()

    def _edited_to_keep(self) -> tuple[Puzzle | None, str]:
        """The puzzle being edited as a file keeps it, kept in My puzzles too. A draft that
        is not a puzzle yet is kept as a draft (`gg.as_saved`): exactly what was drawn,
        opened in edit mode again; the status bar says so."""
        session = self.edit_mode.session
        assert session is not None
        puzzle = as_saved(filed(session.editor, session.draft))
        kept = self.shelf.remember(puzzle, MADE, self._edit_kept, self._edit_title)
        self._edit_kept = kept or self._edit_kept
        problems = genre_of(puzzle).problems(puzzle)
        if problems:
            self.status.say(
                tr(
                    "Not a puzzle yet ({problem}): saved as a draft, which opens in edit mode.",
                    problem=render(problems[0].message),
                )
            )
        return puzzle, self._edit_title

    def new_puzzle(self) -> None:
        """Show the generator's dialog (modeless: the player plays on while it works).
        The puzzle it makes opens like a pasted one, so progress and undo work the same."""
        if self.new_puzzle_dialog is None:
            dialog = NewPuzzleDialog(self.settings, self, self.pool, self.pool_keeper)
            dialog.generated.connect(self._open_generated)
            self.new_puzzle_dialog = dialog
        self.new_puzzle_dialog.show()
        self.new_puzzle_dialog.raise_()
        self.new_puzzle_dialog.activateWindow()

    def _open_generated(self, puzzle: Puzzle) -> None:
        meta = puzzle.meta
        source = f"generated {meta.get('difficulty', '')} seed {meta.get('seed', '?')}"
        grade = meta.get("difficulty", "")
        title = tr(
            "{kind} {width}\u00d7{height}, {grade} #{seed}",
            kind=render(describe_genre(puzzle)),
            width=puzzle.width,
            height=puzzle.height,
            grade=render(GRADE_WORDS.get(grade, grade)),
            seed=meta.get("seed", "?"),
        )
        self.start_kept(puzzle, source, GENERATED, title)

    def open_dialog(self) -> None:
        self._open_from_dialog(
            tr("Open puzzle"), "files/lastDir", file_filter(tr("Puzzles"), PUZZLE_PATTERNS)
        )

    def paste_puzzle(self) -> None:
        clipboard = QGuiApplication.clipboard().text().strip()
        text, ok = QInputDialog.getMultiLineText(
            self,
            tr("Paste puzzle"),
            tr("A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:"),
            clipboard,
        )
        if not ok or not text.strip():
            return
        try:
            puzzle = parse_pasted(text)
        except PuzzleError as error:
            self.report_error(tr("pasted text"), error)
            return
        self.start_kept(puzzle, text.strip().splitlines()[0], PASTED)

    def start_kept(
        self,
        puzzle: Puzzle,
        source: str,
        origin: str,
        title: str | None = None,
        replaces: str | None = None,
    ) -> None:
        """Start a puzzle that came from outside the packs (or was made here) and keep it in
        My puzzles, where it is listed (and selected) from now on; one the window refuses is
        not kept."""
        self.start_game(puzzle, source, title=title)
        if self.game is not None and self.game.puzzle is puzzle:
            self.shelf.remember(puzzle, origin, replaces, self.game.title)

    def import_picture(self) -> None:
        """Game > Import Picture...: a nonogram from a PNG or JPEG, opened in edit mode."""
        folder = self.settings.value("files/pictureDir", "", type=str)
        dialog = PictureImportDialog(folder, self)
        dialog.imported.connect(lambda puzzle: self._picture_imported(dialog, puzzle))
        self.picture_dialog = dialog
        dialog.open()

    def _picture_imported(self, dialog: PictureImportDialog, puzzle: Puzzle) -> None:
        self.settings.setValue("files/pictureDir", dialog.folder)
        title = puzzle.meta.get("title") or tr("Picture")
        editor = genre_of(puzzle).editor()
        refused = "no editor" if editor is None else editor.cannot_edit(puzzle)
        if editor is None or refused is not None:
            self.start_kept(puzzle, str(dialog.path), MADE, title)  # no editor: play it
            self.status.say(
                tr("Made \u201c{title}\u201d, to play (not to edit: {reason}).", title=title,
                   reason=refused)
            )  # fmt: skip
        else:
            self.enter_edit_mode(editor.start(puzzle), title, tr("from a picture"))

    def export_my_puzzles(self) -> None:
        """My puzzles as a zip pack, to share or to open on another computer."""
        folder = self.settings.value("files/exportDir", "", type=str)
        suggested = str(Path(folder) / "my-puzzles.zip")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export My Puzzles"), suggested, tr("Zip pack (*.zip);;All files (*)")
        )
        if path:
            target = path if path.lower().endswith(".zip") else path + ".zip"
            if self.shelf.export_mine(target) is not None:
                self.settings.setValue("files/exportDir", str(Path(target).parent))

    def report_error(self, what: str, error: PuzzleError) -> None:
        if error.line is not None:
            problem = tr("Line {line}: {problem}", line=error.line, problem=render(error.message))
        else:
            problem = render(error.message)
        QMessageBox.warning(
            self,
            tr("Cannot open puzzle"),
            tr(
                "Could not open {what}.\n\nFile: {file}\n{problem}",
                what=what,
                file=render(error.source),
                problem=problem,
            ),
        )

    def start_game(
        self,
        puzzle: Puzzle,
        source: str,
        key: str | None = None,
        pack_ref: str | None = None,
        title: str | None = None,
    ) -> None:
        """Replace the current game with `puzzle`, resumed from its saved progress. `key` and
        `pack_ref` say where progress is kept (a pack's entry); a puzzle on its own is keyed by
        its clues, so opening the same board again from anywhere resumes it."""
        refused = genre_of(puzzle).unplayable(puzzle)
        if refused is not None:  # keep the current game
            self.report_error(source, PuzzleError(refused, source))
            return
        if self.editing and not self._end_edit_mode(ask=True):
            return  # the author kept editing
        self.assist.stop()  # a solve of the old game ends as an undo step, saved before...
        self.shelf.detach()  # ...the old game's progress is let go
        if self.session is not None:
            self.session.stop()
            self.undo_group.removeStack(self.session.undo_stack)
            self.session.deleteLater()
        session = GameSession(puzzle, source, self)
        key = key or puzzle_key(puzzle)
        problem = self.shelf.attach(session, key, pack_ref)
        self.assist.set_session(session)  # stops a solve of the old game first
        self.session = session
        painter, mapper = genre_ui(session.play, session.push)
        self.view.set_game(puzzle.height, puzzle.width, painter, mapper)
        self._set_board_tools(genre_tools(self.view))
        self.tools.set_game(session, self.shelf.store, key)  # trial, checkpoint, auto-cross
        self.guides.set_session(session)
        self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        session.changed.connect(self._board_changed)
        session.solved.connect(self._won)
        session.clock.ticked.connect(self.status.show_time)
        title = title or puzzle_title(puzzle, source)
        self.game = Game(puzzle, source, key, pack_ref, title)
        self.setWindowTitle(f"{title} \u2014 {tr(APP_NAME)}")
        self.status.show_game(
            render(describe_genre(puzzle)), f"{puzzle.width}\u00d7{puzzle.height}"
        )
        self.status.show_time(session.clock.seconds())
        moves = session.undo_stack.index()
        if moves:
            self.status.say(
                tr.n(
                    moves,
                    "Resumed {title} (1 move)",
                    "Resumed {title} ({count} moves)",
                    title=title,
                )
            )
        else:
            self.status.say(tr("Opened {title}", title=title))
        if session.won:  # a board left solved: by the player (a solve recorded) or the solver
            store = self.shelf.store
            players = store.load(key).state == SOLVED and not store.solver_finished(key)
            time = format_time(session.clock.seconds())
            self.view.set_banner(
                tr("Solved in {time}!", time=time) if players else tr(SOLVER_BANNER)
            )
        self._update_actions()
        self._fold_list_for_board()
        self._resume_play()
        self._sync_clock()  # (the clock waits for the first move)
        self.view.setFocus()
        self.game_started.emit()
        if problem:
            QMessageBox.warning(self, tr("Saved progress"), problem)

    def _set_board_tools(self, tools: QWidget | None) -> None:
        """Show the new game's tools over the board, in place of the last game's."""
        if self.board_tools is not None:
            self.board_tools.hide()
            self.board_tools.deleteLater()
        self.board_tools = tools
        if tools is not None:
            self.board_column.insertWidget(0, tools)

    def open_first_builtin(self) -> bool:
        try:
            game = self.shelf.first_game()
        except PuzzleError:
            return False
        if game is not None:
            self.play(game)
        return game is not None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if can_drop(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Files, folders, zips, URLs or IDs: each opens (a puzzle) or is listed (a pack)."""
        items = dropped_items(event.mimeData())
        if items:
            event.acceptProposedAction()
        for item in items:
            self.open_puzzle(item)

    # ------------------------------------------------------------------ edit mode

    @property
    def editing(self) -> bool:
        return self.edit_mode.active

    def new_blank(self) -> None:
        """Game > New Blank Puzzle...: choose a kind and size, and edit an empty board."""
        dialog = NewBlankDialog(self.settings, self)
        self.new_blank_dialog = dialog
        dialog.accepted.connect(lambda: self._blank_chosen(dialog))
        dialog.open()

    def _blank_chosen(self, dialog: NewBlankDialog) -> None:
        draft = dialog.draft()
        p = draft.puzzle
        label = dialog.kind.currentText()
        title = tr("New {kind} {width}\u00d7{height}", kind=label, width=p.width, height=p.height)
        self.enter_edit_mode(draft, title, tr("from a blank board"))

    def edit_puzzle(self) -> bool:
        """Edit > Edit Puzzle: edit a copy of the puzzle on the board (a pack's puzzle is
        never changed: the edited one is a puzzle of its own)."""
        if self.session is None or self.editing:
            return False
        puzzle = self.session.puzzle
        editor = genre_of(puzzle).editor()
        refused = tr("its kind has no editor") if editor is None else editor.cannot_edit(puzzle)
        if refused is not None:
            self.status.say(tr("This puzzle cannot be edited: {reason}.", reason=render(refused)))
            return False
        title = self.game_title or puzzle_title(puzzle, self.session.source)
        origin = tr("a copy of \u201c{title}\u201d", title=title)
        edited = tr("{title} (edited)", title=title)
        return self.enter_edit_mode(editor.start(puzzle), edited, origin)

    def enter_edit_mode(self, draft, title: str, origin: str) -> bool:
        """Show the editor on `draft`; the game being played waits (its clock stopped)."""
        if self.editing and not self._end_edit_mode(ask=True):
            return False
        self.assist.stop()
        self.guides.tour.end()
        self.status.clearMessage()  # what was said of the last puzzle is not about this one
        kind = edit_kind(draft.puzzle)
        size = f"{draft.puzzle.width}\u00d7{draft.puzzle.height}"
        heading = tr(
            "<b>EDIT MODE</b> \u2014 {kind} {size}, {origin}", kind=kind, size=size, origin=origin
        )
        session = self.edit_mode.start(draft, heading)
        self.edit_mode.bar.title.setToolTip(
            tr(
                "Every edit is judged by the engine; Ctrl+Z undoes one. Play This Puzzle (or "
                "Edit \u25b8 Edit Puzzle again) leaves edit mode and plays it."
            )
        )
        self.assist.bar_dock.hide()  # the hint bar is play's (a game shows it again)
        self._edit_title = title
        self._edit_origin = origin
        self._edit_kept = None  # a new editing: a new puzzle in My puzzles
        self._edit_restored = False
        self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        self.pages.setCurrentWidget(self.edit_mode.page)
        view = self.edit_mode.view
        call_later(view, view.refit)  # sized once the page is laid out
        self.setWindowTitle(tr("Editing: {title}", title=title) + f" \u2014 {tr(APP_NAME)}")
        self.status.show_game(tr("Editing {kind}", kind=kind), size)
        self._sync_clock()
        self._update_actions()
        self.edit_mode.view.setFocus()
        self._keep_draft()
        return True

    def resume_draft(self) -> bool:
        """Edit mode on the draft kept when the window closed while editing (see
        editing/kept_draft.py); a kept draft that does not read is said in one line and
        dropped. True when edit mode is back."""
        store = self.shelf.store
        record = store.get_state(DRAFT_STATE)
        if record is None:
            return False
        try:
            kept = draft_from_record(record)
        except ValueError as error:
            store.set_state(DRAFT_STATE, None)
            self.status.say(tr("The design left in edit mode could not be restored: {reason}",
                               reason=render(words_of(error))), 0)  # fmt: skip
            return False
        if not self.enter_edit_mode(kept.draft, kept.title, kept.origin):
            return False
        self._edit_kept, self._edit_restored = kept.kept, True
        self._keep_draft()
        self.status.say(tr("The design you left in edit mode is back."))
        return True

    def _keep_draft(self) -> None:
        """Keep the draft in the app state (one atomic write), for the next start."""
        session = self.edit_mode.session
        if session is None:
            return
        kept = KeptDraft(session.draft, self._edit_title, self._edit_origin, self._edit_kept)
        self.shelf.store.set_state(DRAFT_STATE, draft_record(kept))

    def _keep_in_mine(self) -> str | None:
        """The design being edited, kept in My puzzles (as a draft if it is not a puzzle
        yet); its file's name, said in the status bar, or None when it could not be
        written (the shelf said why)."""
        session = self.edit_mode.session
        assert session is not None
        puzzle = filed(session.editor, session.draft)
        name = self.shelf.remember(puzzle, MADE, self._edit_kept, self._edit_title)
        if name is not None:
            self._edit_kept = name
            said = tr("\u201c{title}\u201d is kept in My puzzles ({file}).",
                      title=self._edit_title, file=name)  # fmt: skip
            # After the puzzle's "Opened":
            call_later(self, lambda: self.status.say(said, 0))
        return name

    def _file_kept_draft(self) -> tuple[KeptDraft, str] | bool | None:
        """The design left in edit mode last time, filed in My puzzles (a draft stays a
        draft) before a start opens the puzzle it was asked for, so that one loses
        nothing: it and its file's name. None when none is kept (one that does not read
        is said and dropped, as `resume_draft` does); False when it could not be written
        (the shelf said why): it stays kept, to come back."""
        record = self.shelf.store.get_state(DRAFT_STATE)
        if record is None:
            return None
        try:
            kept = draft_from_record(record)
        except ValueError:
            self.resume_draft()  # says why, and drops it
            return None
        editor = genre_of(kept.draft.puzzle).editor()
        name = self.shelf.remember(filed(editor, kept.draft), MADE, kept.kept, kept.title)
        if name is None:
            return False
        self.shelf.store.set_state(DRAFT_STATE, None)
        return kept, name

    def _resume_filed(self, kept: KeptDraft, name: str) -> None:
        """Edit mode on a draft just filed in My puzzles, when no puzzle came instead (the
        one asked for did not open, or was a pack): saving it again replaces its file."""
        if self.enter_edit_mode(kept.draft, kept.title, kept.origin):
            self._edit_kept, self._edit_restored = name, True
            self._keep_draft()

    def edit_draft(
        self, draft: DraftError, source: str, kept: str | None = None, title: str | None = None
    ) -> bool:
        """A file saved as a draft (not a puzzle yet) opens in edit mode, to be finished;
        `kept`: its file in My puzzles, which saving it again replaces; `title`: what its
        pack calls it."""
        puzzle = draft.draft
        editor = genre_of(puzzle).editor()
        refused = tr("its kind has no editor") if editor is None else editor.cannot_edit(puzzle)
        if editor is None or refused is not None:
            self.report_error(source, draft)
            return False
        origin = tr("a draft from \u201c{file}\u201d", file=title or Path(source).name)
        title = title or puzzle.meta.get("title") or puzzle_title(puzzle, source)
        if not self.enter_edit_mode(editor.start(puzzle), title, origin):
            return False
        self._edit_kept = kept
        self.status.say(tr("Opened in edit mode: {reason}.", reason=render(draft.message)), 0)
        return True

    def play_edited(self) -> bool:
        """Leave edit mode and play the puzzle as edited; a draft that is not a puzzle
        yet (its problem is in the bar) keeps the editor open."""
        if not self.editing:
            return False
        session = self.edit_mode.session
        assert session is not None
        puzzle = session.puzzle
        problems = genre_of(puzzle).problems(puzzle)
        if problems:
            problem = render(problems[0].message)
            self.status.say(tr("Not a puzzle yet: {problem}. Keep editing.", problem=problem), 0)
            self.game_actions.edit_puzzle.setChecked(True)
            return False
        title, kept = self._edit_title, self._edit_kept
        self._end_edit_mode(ask=False)
        self.start_kept(puzzle, "edited in Grid Games", MADE, title, replaces=kept)
        return True

    def _end_edit_mode(self, ask: bool) -> bool:
        """Close the editor (asking first, when edits would be lost); True if closed."""
        session = self.edit_mode.session
        if session is None:
            return True
        if ask and (self._edit_restored or not session.undo_stack.isClean()):
            buttons = QMessageBox.StandardButton
            answer = QMessageBox.question(
                self,
                tr("Leave edit mode"),
                tr(
                    "Leave edit mode? Save keeps the puzzle being edited in My puzzles (a "
                    "draft that is not a puzzle yet too); Discard drops it."
                ),
                buttons.Save | buttons.Discard | buttons.Cancel,
                buttons.Save,
            )
            if answer == buttons.Save:
                if self._keep_in_mine() is None:
                    return False  # not written (said why): keep editing, nothing is lost
            elif answer != buttons.Discard:
                return False
        self.undo_group.removeStack(session.undo_stack)
        self.edit_mode.stop()
        self._draft_keeper.stop()
        self.shelf.store.set_state(DRAFT_STATE, None)  # played or discarded: nothing to keep
        self.pages.setCurrentWidget(self.play_page)
        if self.session is not None:
            self.undo_group.setActiveStack(self.session.undo_stack)
            self.setWindowTitle(f"{self.game_title} \u2014 {tr(APP_NAME)}")
        self._update_actions()
        self._sync_clock()
        return True

    def _edit_toggled(self, on: bool) -> None:
        if on and not self.editing:
            if not self.edit_puzzle():
                self.game_actions.edit_puzzle.setChecked(False)
        elif not on and self.editing:
            self.play_edited()

    # ------------------------------------------------------------------ play

    def restart(self) -> None:
        """Clear the board (undoably); on a solved puzzle, play it again instead."""
        if self.session is None:
            return
        if self.session.won:
            self.play_again()
        else:
            self.session.restart()

    def play_again(self) -> None:
        """A solved puzzle from an empty board with the clock at zero: a fresh go at the
        best time, which is kept. The solved board's moves are let go, so ask first."""
        game = self.game
        assert game is not None and game.key is not None  # a session is open
        title = game.title
        answer = QMessageBox.question(
            self,
            tr("Play again"),
            tr(
                "Play {title} again from an empty board? The clock starts from zero; your best "
                "time is kept.",
                title=title,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.assist.stop()
        self.shelf.detach()  # the clock of the solved board is saved first...
        if not self.shelf.store.reset(game.key):  # ...then its moves and clock go
            self.status.say(
                tr("Progress not saved: {error}", error=render(self.shelf.store.last_error))
            )
            return
        self.play(game)
        self.status.say(tr("Playing {title} again", title=title))

    def check(self) -> None:
        if self.session is None:
            return
        mistakes = self.session.mistakes()
        self.view.set_mistakes(mistakes)
        if mistakes:
            count = len(mistakes.messages)
            first = render(mistakes.messages[0])
            self.status.say(
                tr.n(count, "1 mistake: {first}", "{count} mistakes: {first}", first=first)
            )
        elif self.session.play.is_solved():
            self.status.say(tr("Solved: every rule is met."))
        else:
            self.status.say(tr("No mistakes so far."))

    def _board_changed(self) -> None:
        assert self.session is not None
        if self.game_actions.auto_check.isChecked() and not self.assist.animating:
            self.view.set_mistakes(self.session.mistakes())  # (the solver makes none)
        else:
            self.view.set_mistakes(NO_MISTAKES)
        if self.view.banner and not self.session.play.is_solved():
            self.view.set_banner(None)
        self.view.update()

    def _won(self, seconds: int) -> None:
        if self.assist.animating:  # the solver's finish: no time of the player's to show
            self.view.set_banner(tr(SOLVER_BANNER))
            self.status.say(tr(SOLVER_STATUS), 0)
        else:
            text = tr("Solved in {time}!", time=format_time(seconds))
            self.view.set_banner(text)
            self.status.say(text, 0)
        self._update_actions()  # Restart becomes Play Again
        self.solved.emit(seconds)

    def _auto_check_toggled(self, on: bool) -> None:
        self.settings.setValue("play/showMistakes", on)
        if self.session is not None:
            self._board_changed()

    def _update_actions(self) -> None:
        a = self.game_actions
        editing = self.editing
        a.edit_puzzle.setChecked(editing)
        a.edit_puzzle.setEnabled(editing or self.session is not None)
        playing = self.session is not None and not editing
        for action in (a.hint, a.solve, a.try_start, a.checkpoint, a.tour):
            if editing:
                action.setEnabled(False)  # set again when a game starts
        papers = (a.export_pdf, a.export_image, a.print)
        zooms = (a.zoom_in, a.zoom_out, a.zoom_reset)
        for action in (a.restart, a.check, a.export, *papers, *zooms, a.pause):
            action.setEnabled(playing)
        a.export.setEnabled(playing or editing)  # editing: Save the design as .gg and more
        a.undo.setEnabled(self.undo_group.canUndo())
        a.redo.setEnabled(self.undo_group.canRedo())
        again = playing and self.session.won
        a.restart.setText(tr("Play &Again") if again else tr("Re&start"))
        a.restart.setIconText(tr("Play Again") if again else tr("Restart"))
        a.restart.setToolTip(
            tr("Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)")
            if again
            else tr("Clear the board (can be undone) (Ctrl+R)")
        )

    @staticmethod
    def _undo_tip(action, verb: str, text: str) -> None:
        action.setToolTip(tr("{verb} {what}", verb=verb, what=text) if text else verb)

    def _dock_visibility(self, visible: bool) -> None:
        # Closed, not merely behind another tab (the Solver panel shares its place).
        if not self.isMinimized() and self.isVisible():
            self.game_actions.show_list.setChecked(not self.dock.isHidden())

    # ------------------------------------------------------------------ misc

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            tint_icons(self.game_actions, self.palette())
        elif event.type() in (QEvent.Type.WindowStateChange, QEvent.Type.ActivationChange):
            self._sync_clock()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            # A modal dialog opened over this window, or the last one closed.
            self._blocked = event.type() == QEvent.Type.WindowBlocked
            self._sync_clock()
        return super().event(event)

    def player_at_board(self) -> bool:
        """Is the player looking at the board? Not while the window is minimised or the
        board paused, a modal dialog is up, or another application has the focus: time
        away from the board does not count."""
        app = QApplication.instance()
        active = app is None or app.applicationState() == Qt.ApplicationState.ApplicationActive
        self._seen_active = self._seen_active or active
        return (
            self.isVisible()
            and not self.editing  # the old game waits behind the editor
            and not self.isMinimized()
            and not self.game_actions.pause.isChecked()
            and not self._blocked
            # Inactive counts once the app has been active: before that (just started,
            # or a system with no window manager to activate it) the player is here.
            and (active or not self._seen_active)
        )

    def _sync_clock(self, *_args: object) -> None:
        if self.session is None:
            return
        if self.player_at_board():
            self.session.start()
        else:
            self.session.stop()

    def _pause_toggled(self, paused: bool) -> None:
        """Pause hides the board (no peeking at a stopped clock) and stops the clock."""
        self.view.set_paused(paused)
        self._sync_clock()
        if paused:
            self.status.say(tr("Paused: the board is hidden and the clock stopped."), 0)
        else:
            self.status.clearMessage()

    def _resume_play(self, *_args: object) -> None:
        if self.game_actions.pause.isChecked():
            self.game_actions.pause.setChecked(False)

    def _tell_store_message(self) -> None:
        """The progress file was set aside (damaged, or from a newer version): say so once,
        without blocking the window."""
        self.store_notice = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Saved progress"),
            render(self.shelf.store.message),
            parent=self,
        )
        self.store_notice.open()

    def _show_controls(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information, tr("Controls"), controls_text(), parent=self
        )
        box.open()

    def _show_about(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            tr("About {app}", app=tr(APP_NAME)),
            f"<h3>{tr(APP_NAME)}</h3><p>"
            + tr("Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.")
            + "</p>",
            parent=self,
        )
        box.open()


def edit_kind(puzzle: Puzzle) -> str:
    """What the designer calls a puzzle's kind ("Crossword grid" for a free fill-grid)."""
    editor = genre_of(puzzle).editor()
    named = editor.blank_kinds().get(getattr(puzzle, "variant", None)) if editor else None
    if hasattr(editor, "kind_name"):  # (a kind its blank kinds list by more than variant)
        named = editor.kind_name(puzzle)
    return render(named or describe_genre(puzzle))


def _exists(arg: str) -> bool:
    """Is `arg` a file or folder? False, not an error, for a URL too long to be a path."""
    try:
        return Path(arg).exists()
    except (OSError, ValueError):
        return False
