"""The window's commands: one QAction each, shared by the menu bar and the toolbar.

Kept apart from the window so the list of commands, their shortcuts and icons reads as
one table. Hint and Solve are enabled by the solver assist (solver/assist.py) once a
puzzle is open.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from .icons import icon

StdKey = QKeySequence.StandardKey


@dataclass
class GameActions:
    new_puzzle: QAction
    new_blank: QAction
    open: QAction
    open_pack: QAction
    open_folder: QAction
    paste: QAction
    export: QAction
    export_pdf: QAction
    export_image: QAction
    print: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    edit_puzzle: QAction
    restart: QAction
    check: QAction
    auto_check: QAction
    auto_cross: QAction
    try_start: QAction
    try_accept: QAction
    try_reject: QAction
    checkpoint: QAction
    back_to_checkpoint: QAction
    hint: QAction
    solve: QAction
    pause: QAction
    zoom_in: QAction
    zoom_out: QAction
    zoom_reset: QAction
    show_list: QAction
    statistics: QAction
    how_to_play: QAction
    tour: QAction
    controls: QAction
    about: QAction

    def all(self) -> list[QAction]:
        return [getattr(self, f.name) for f in fields(self)]


ICONS = {
    "new_puzzle": "new",
    "open": "open",
    "paste": "paste",
    "undo": "undo",
    "redo": "redo",
    "restart": "restart",
    "check": "check",
    "hint": "hint",
    "solve": "solve",
    "zoom_in": "zoom-in",
    "zoom_out": "zoom-out",
}


def create_actions(window: QMainWindow) -> GameActions:
    def make(text: str, *keys, tip: str = "", checkable: bool = False, short: str = "") -> QAction:
        action = QAction(text, window)
        if short:
            action.setIconText(short)  # the toolbar's label
        # Each once: a standard key may name one given beside it, and a shortcut bound
        # twice to one action is "ambiguous" to Qt and does nothing.
        shortcuts = list({QKeySequence(key).toString(): QKeySequence(key) for key in keys}.values())
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.setCheckable(checkable)
        hint = tip or text.replace("&", "").rstrip(".")
        if shortcuts:
            hint += f" ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})"
        action.setToolTip(hint)
        action.setStatusTip(tip)
        return action

    actions = GameActions(
        new_puzzle=make(
            "&New Puzzle...",
            StdKey.New,
            tip="Generate a puzzle: choose the kind, size and difficulty",
            short="New",
        ),
        new_blank=make(
            "New &Blank Puzzle...",
            "Ctrl+Shift+N",
            tip="Make a puzzle of your own: choose the kind and size of an empty board",
        ),
        open=make("&Open...", StdKey.Open, tip="Open a puzzle file", short="Open"),
        open_pack=make(
            "Open Pac&k...",
            "Ctrl+Shift+O",
            tip="Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles",
        ),
        open_folder=make(
            "Open &Folder as Pack...",
            tip="Add a folder of puzzle files to the list, with or without a pack.toml",
        ),
        paste=make(
            "&Paste Puzzle...",
            "Ctrl+Shift+V",
            tip="Open a puzz.link URL, Tatham ID or puzzle text",
            short="Paste",
        ),
        export=make(
            "&Export...", "Ctrl+E", tip="Save or copy the puzzle as .gg, .non, a URL or a game ID"
        ),
        export_pdf=make(
            "Export as P&DF...", tip="This puzzle or its pack as PDF pages, with answers if asked"
        ),
        export_image=make("Export &Image...", tip="The blank board as a PNG or SVG picture"),
        print=make("&Print...", StdKey.Print, tip="Print this puzzle or its pack"),
        quit=make("&Quit", StdKey.Quit),
        undo=make("&Undo", StdKey.Undo, short="Undo"),
        redo=make("&Redo", StdKey.Redo, "Ctrl+Y", "Ctrl+Shift+Z", short="Redo"),
        edit_puzzle=make(
            "&Edit Puzzle",
            "Ctrl+Shift+E",
            tip="Edit mode: change this puzzle (a copy), judged by the engine as you go; "
            "again to play it",
            checkable=True,
            short="Edit",
        ),
        restart=make("Re&start", "Ctrl+R", tip="Clear the board (can be undone)", short="Restart"),
        check=make(
            "&Check", "Ctrl+K", tip="Show what breaks the rules on the board", short="Check"
        ),
        auto_check=make(
            "Show &Mistakes While Playing", tip="Flag mistakes after every move", checkable=True
        ),
        auto_cross=make(
            "Cross Off &Finished Lines",
            tip="Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)",
            checkable=True,
        ),
        try_start=make(
            "&Try",
            "Ctrl+T",
            tip="Trial mode: the marks you make next are provisional, in their own colour",
            short="Try",
        ),
        try_accept=make(
            "&Accept Trial", "Ctrl+Return", tip="Keep the provisional marks", short="Accept"
        ),
        try_reject=make(
            "&Reject Trial",
            "Ctrl+Backspace",
            tip="Take every provisional mark off in one step",
            short="Reject",
        ),
        checkpoint=make(
            "Set Check&point", "Ctrl+B", tip="Remember this board, to come back to it later"
        ),
        back_to_checkpoint=make(
            "&Back to Checkpoint",
            "Ctrl+Shift+B",
            tip="Put the board back as it was at the checkpoint (one undo step)",
        ),
        hint=make(
            "&Hint",
            "Ctrl+H",
            tip="Show the simplest next deduction; press again to mark it",
            short="Hint",
        ),
        solve=make(
            "S&olve",
            "Ctrl+Shift+S",
            tip="Watch the solver finish the puzzle, step by step",
            short="Solve",
        ),
        pause=make(
            "&Pause",
            "P",
            "Pause",
            tip="Hide the board and stop the clock; press again or click the board to go on",
            checkable=True,
        ),
        zoom_in=make("Zoom &In", StdKey.ZoomIn, "Ctrl+="),
        zoom_out=make("Zoom &Out", StdKey.ZoomOut),
        zoom_reset=make("&Fit to Window", "Ctrl+0"),
        show_list=make("Puzzle &List", "F9", tip="Show or hide the puzzle list", checkable=True),
        statistics=make(
            "&Statistics...", tip="Solved puzzles, best and median times per kind and size"
        ),
        how_to_play=make("&How to Play...", tip="The rules of each kind, with a solved example"),
        tour=make("First &Steps Tour", tip="The first few hints of this puzzle, shown as a lesson"),
        controls=make("&Controls", StdKey.HelpContents),
        about=make("&About Grid Games"),
    )
    for action in (actions.try_accept, actions.try_reject, actions.back_to_checkpoint):
        action.setEnabled(False)
    actions.hint.setEnabled(False)
    actions.solve.setEnabled(False)
    actions.pause.setEnabled(False)
    return actions


def tint_icons(actions: GameActions, palette: QPalette) -> None:
    """(Re)draw the icons in the palette's text colour: after start and theme changes."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    for name, icon_name in ICONS.items():
        getattr(actions, name).setIcon(icon(icon_name, text, disabled))


def build_menus(window: QMainWindow, a: GameActions) -> None:
    bar = window.menuBar()
    files = (a.export, a.export_pdf, a.export_image, a.print, None)
    opening = (a.new_puzzle, a.new_blank, a.open, a.open_pack, a.open_folder, a.paste, None)
    game = (*opening, *files, a.restart, None)
    _fill(bar.addMenu("&Game"), game + (a.statistics, None, a.quit))
    _fill(bar.addMenu("&Edit"), (a.undo, a.redo, None, a.edit_puzzle))
    checking = (a.check, a.auto_check, a.auto_cross, None)
    trying = (a.try_start, a.try_accept, a.try_reject, None, a.checkpoint, a.back_to_checkpoint)
    _fill(bar.addMenu("&Play"), checking + trying + (None, a.hint, a.solve, None, a.pause))
    _fill(bar.addMenu("&View"), (a.zoom_in, a.zoom_out, a.zoom_reset, None, a.show_list))
    _fill(bar.addMenu("&Help"), (a.how_to_play, a.tour, None, a.controls, a.about))


def build_toolbar(window: QMainWindow, a: GameActions) -> QToolBar:
    toolbar = window.addToolBar("Game")
    toolbar.setObjectName("gameToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    files = (a.new_puzzle, a.open, a.paste, None)
    # Trial mode last: in a narrow window it goes into the overflow menu before Hint does.
    trying = (None, a.try_start, a.try_accept, a.try_reject)
    _fill(toolbar, files + (a.undo, a.redo, a.restart, None, a.check, a.hint, a.solve) + trying)
    return toolbar


def _fill(target: QMenu | QToolBar, items: tuple[QAction | None, ...]) -> None:
    """Add actions in order; None is a separator."""
    for item in items:
        if item is None:
            target.addSeparator()
        else:
            target.addAction(item)
