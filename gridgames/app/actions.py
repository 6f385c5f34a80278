"""The window's commands: one QAction each, shared by the menu bar and the toolbar.

Kept apart from the window so the list of commands, their shortcuts and icons reads as
one table. Hint and Solve are enabled by the solver assist (solver/assist.py) once a
puzzle is open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from .i18n import Texts
from .icons import icon

tr = Texts(__name__)

StdKey = QKeySequence.StandardKey


@dataclass
class GameActions:
    new_puzzle: QAction
    new_blank: QAction
    import_picture: QAction
    open: QAction
    open_pack: QAction
    open_folder: QAction
    export_mine: QAction
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
        hint = tip or without_accelerator(text).rstrip(".")
        if shortcuts:
            shortcut = shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)
            hint = tr("{action} ({shortcut})", action=hint, shortcut=shortcut)
        action.setToolTip(hint)
        action.setStatusTip(tip)
        return action

    actions = GameActions(
        new_puzzle=make(
            tr("&New Puzzle..."),
            StdKey.New,
            tip=tr("Generate a puzzle: choose the kind, size and difficulty"),
            short=tr("New"),
        ),
        new_blank=make(
            tr("New &Blank Puzzle..."),
            "Ctrl+Shift+N",
            tip=tr("Make a puzzle of your own: choose the kind and size of an empty board"),
        ),
        import_picture=make(
            tr("&Import Picture..."),
            tip=tr(
                "Make a nonogram from a PNG or JPEG picture: size, threshold or colours, previewed"
            ),
        ),
        open=make(tr("&Open..."), StdKey.Open, tip=tr("Open a puzzle file"), short=tr("Open")),
        open_pack=make(
            tr("Open Pac&k..."),
            "Ctrl+Shift+O",
            tip=tr("Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles"),
        ),
        open_folder=make(
            tr("Open &Folder as Pack..."),
            tip=tr("Add a folder of puzzle files to the list, with or without a pack.toml"),
        ),
        paste=make(
            tr("&Paste Puzzle..."),
            "Ctrl+Shift+V",
            tip=tr("Open a puzz.link URL, Tatham ID or puzzle text"),
            short=tr("Paste"),
        ),
        export=make(
            tr("&Export..."),
            "Ctrl+E",
            tip=tr("Save or copy the puzzle as .gg, .non, a URL or a game ID"),
        ),
        export_mine=make(
            tr("Export &My Puzzles..."),
            tip=tr("Save every puzzle of My puzzles as a zip pack, to share or open elsewhere"),
        ),
        export_pdf=make(
            tr("Export as P&DF..."),
            tip=tr("This puzzle or its pack as PDF pages, with answers if asked"),
        ),
        export_image=make(
            tr("Export &Image..."), tip=tr("The blank board as a PNG or SVG picture")
        ),
        print=make(tr("&Print..."), StdKey.Print, tip=tr("Print this puzzle or its pack")),
        quit=make(tr("&Quit"), StdKey.Quit),
        undo=make(tr("&Undo"), StdKey.Undo, short=tr("Undo")),
        redo=make(tr("&Redo"), StdKey.Redo, "Ctrl+Y", "Ctrl+Shift+Z", short=tr("Redo")),
        edit_puzzle=make(
            tr("&Edit Puzzle"),
            "Ctrl+Shift+E",
            tip=tr(
                "Edit mode: change this puzzle (a copy), judged by the engine as you go; "
                "again to play it"
            ),
            checkable=True,
            short=tr("Edit"),
        ),
        restart=make(
            tr("Re&start"), "Ctrl+R", tip=tr("Clear the board (can be undone)"), short=tr("Restart")
        ),
        check=make(
            tr("&Check"),
            "Ctrl+K",
            tip=tr("Show what breaks the rules on the board"),
            short=tr("Check"),
        ),
        auto_check=make(
            tr("Show &Mistakes While Playing"),
            tip=tr("Flag mistakes after every move"),
            checkable=True,
        ),
        auto_cross=make(
            tr("Cross Off &Finished Lines"),
            tip=tr("Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)"),
            checkable=True,
        ),
        try_start=make(
            tr("&Try"),
            "Ctrl+T",
            tip=tr("Trial mode: the marks you make next are provisional, in their own colour"),
            short=tr("Try"),
        ),
        try_accept=make(
            tr("&Accept Trial"),
            "Ctrl+Return",
            tip=tr("Keep the provisional marks"),
            short=tr("Accept"),
        ),
        try_reject=make(
            tr("&Reject Trial"),
            "Ctrl+Backspace",
            tip=tr("Take every provisional mark off in one step"),
            short=tr("Reject"),
        ),
        checkpoint=make(
            tr("Set Check&point"), "Ctrl+B", tip=tr("Remember this board, to come back to it later")
        ),
        back_to_checkpoint=make(
            tr("&Back to Checkpoint"),
            "Ctrl+Shift+B",
            tip=tr("Put the board back as it was at the checkpoint (one undo step)"),
        ),
        hint=make(
            tr("&Hint"),
            "Ctrl+H",
            tip=tr("Show the simplest next deduction; press again to mark it"),
            short=tr("Hint"),
        ),
        solve=make(
            tr("S&olve"),
            "Ctrl+Shift+S",
            tip=tr("Watch the solver finish the puzzle, step by step"),
            short=tr("Solve"),
        ),
        pause=make(
            tr("&Pause"),
            "P",
            "Pause",
            tip=tr("Hide the board and stop the clock; press again or click the board to go on"),
            checkable=True,
        ),
        zoom_in=make(tr("Zoom &In"), StdKey.ZoomIn, "Ctrl+="),
        zoom_out=make(tr("Zoom &Out"), StdKey.ZoomOut),
        zoom_reset=make(tr("&Fit to Window"), "Ctrl+0"),
        show_list=make(
            tr("Puzzle &List"), "F9", tip=tr("Show or hide the puzzle list"), checkable=True
        ),
        statistics=make(
            tr("&Statistics..."), tip=tr("Solved puzzles, best and median times per kind and size")
        ),
        how_to_play=make(
            tr("&How to Play..."), tip=tr("The rules of each kind, with a solved example")
        ),
        tour=make(
            tr("First &Steps Tour"), tip=tr("The first few hints of this puzzle, shown as a lesson")
        ),
        controls=make(tr("&Controls"), StdKey.HelpContents),
        about=make(tr("&About Grid Games")),
    )
    for action in (actions.try_accept, actions.try_reject, actions.back_to_checkpoint):
        action.setEnabled(False)
    actions.hint.setEnabled(False)
    actions.solve.setEnabled(False)
    actions.pause.setEnabled(False)
    return actions


def without_accelerator(text: str) -> str:
    """A menu text without its '&' mark, or the '(&G)' a CJK translation appends."""
    return re.sub(r"\s*\(&\w\)|&(?=\S)", "", text)


def tint_icons(actions: GameActions, palette: QPalette) -> None:
    """(Re)draw the icons in the palette's text colour: after start and theme changes."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    for name, icon_name in ICONS.items():
        getattr(actions, name).setIcon(icon(icon_name, text, disabled))


def build_menus(window: QMainWindow, a: GameActions) -> QMenu:
    """The menu bar; returns the View menu, where the window adds its Language menu."""
    bar = window.menuBar()
    files = (a.export, a.export_mine, a.export_pdf, a.export_image, a.print, None)
    making = (a.new_puzzle, a.new_blank, a.import_picture)
    opening = (*making, a.open, a.open_pack, a.open_folder, a.paste, None)
    game = (*opening, *files, a.restart, None)
    _fill(bar.addMenu(tr("&Game")), game + (a.statistics, None, a.quit))
    _fill(bar.addMenu(tr("&Edit")), (a.undo, a.redo, None, a.edit_puzzle))
    checking = (a.check, a.auto_check, a.auto_cross, None)
    trying = (a.try_start, a.try_accept, a.try_reject, None, a.checkpoint, a.back_to_checkpoint)
    _fill(bar.addMenu(tr("&Play")), checking + trying + (None, a.hint, a.solve, None, a.pause))
    view = bar.addMenu(tr("&View"))
    _fill(view, (a.zoom_in, a.zoom_out, a.zoom_reset, None, a.show_list))
    _fill(bar.addMenu(tr("&Help")), (a.how_to_play, a.tour, None, a.controls, a.about))
    return view


def build_toolbar(window: QMainWindow, a: GameActions) -> QToolBar:
    toolbar = window.addToolBar(tr("Game"))
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
