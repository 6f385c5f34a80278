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
    open: QAction
    open_pack: QAction
    paste: QAction
    export: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    restart: QAction
    check: QAction
    auto_check: QAction
    hint: QAction
    solve: QAction
    zoom_in: QAction
    zoom_out: QAction
    zoom_reset: QAction
    show_list: QAction
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
        shortcuts = [QKeySequence(key) for key in keys]
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
        open=make("&Open...", StdKey.Open, tip="Open a puzzle file", short="Open"),
        open_pack=make(
            "Open Pac&k...",
            "Ctrl+Shift+O",
            tip="Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles",
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
        quit=make("&Quit", StdKey.Quit),
        undo=make("&Undo", StdKey.Undo, short="Undo"),
        redo=make("&Redo", StdKey.Redo, "Ctrl+Y", short="Redo"),
        restart=make("Re&start", "Ctrl+R", tip="Clear the board (can be undone)", short="Restart"),
        check=make(
            "&Check", "Ctrl+K", tip="Show what breaks the rules on the board", short="Check"
        ),
        auto_check=make(
            "Show &Mistakes While Playing", tip="Flag mistakes after every move", checkable=True
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
        zoom_in=make("Zoom &In", StdKey.ZoomIn, "Ctrl+="),
        zoom_out=make("Zoom &Out", StdKey.ZoomOut),
        zoom_reset=make("&Fit to Window", "Ctrl+0"),
        show_list=make("Puzzle &List", "F9", tip="Show or hide the puzzle list", checkable=True),
        controls=make("&Controls", StdKey.HelpContents),
        about=make("&About Grid Games"),
    )
    actions.hint.setEnabled(False)
    actions.solve.setEnabled(False)
    return actions


def tint_icons(actions: GameActions, palette: QPalette) -> None:
    """(Re)draw the icons in the palette's text colour: after start and theme changes."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    for name, icon_name in ICONS.items():
        getattr(actions, name).setIcon(icon(icon_name, text, disabled))


def build_menus(window: QMainWindow, a: GameActions) -> None:
    bar = window.menuBar()
    game = (a.new_puzzle, a.open, a.open_pack, a.paste, a.export, None, a.restart, None, a.quit)
    _fill(bar.addMenu("&Game"), game)
    _fill(bar.addMenu("&Edit"), (a.undo, a.redo))
    _fill(bar.addMenu("&Play"), (a.check, a.auto_check, None, a.hint, a.solve))
    _fill(bar.addMenu("&View"), (a.zoom_in, a.zoom_out, a.zoom_reset, None, a.show_list))
    _fill(bar.addMenu("&Help"), (a.controls, a.about))


def build_toolbar(window: QMainWindow, a: GameActions) -> QToolBar:
    toolbar = window.addToolBar("Game")
    toolbar.setObjectName("gameToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    files = (a.new_puzzle, a.open, a.paste, None)
    _fill(toolbar, files + (a.undo, a.redo, a.restart, None, a.check, a.hint, a.solve))
    return toolbar


def _fill(target: QMenu | QToolBar, items: tuple[QAction | None, ...]) -> None:
    """Add actions in order; None is a separator."""
    for item in items:
        if item is None:
            target.addSeparator()
        else:
            target.addAction(item)
