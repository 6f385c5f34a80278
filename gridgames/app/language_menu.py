"""View > Language: the system's language or one the app speaks, kept in the settings.

The texts are set as the window is built, so a new language takes effect at the next
start; the menu says so and offers to restart at once (the game in progress is saved as
on any quit and resumed).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QProcess, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from .i18n import LANGUAGES, SETTING, Texts, chosen_language, system_language

tr = Texts(__name__)


class LanguageMenu(QMenu):
    def __init__(self, window: QMainWindow, settings: QSettings) -> None:
        super().__init__(tr("&Language"), window)
        self.window_ = window
        self.settings = settings
        self.group = QActionGroup(self)
        system = LANGUAGES[system_language()]
        choices = [("", tr("System Default ({language})", language=system))]
        choices += list(LANGUAGES.items())
        chosen = chosen_language(settings)
        for code, name in choices:
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.setChecked(code == chosen)
            self.group.addAction(action)
            self.addAction(action)
            if code == "":
                self.addSeparator()
        self.group.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        code = action.data() or ""
        if code == chosen_language(self.settings):
            return
        self.settings.setValue(SETTING, code)
        self.settings.sync()
        box = QMessageBox(
            QMessageBox.Icon.Information,
            tr("Language"),
            tr("The new language is used from the next start of Grid Games."),
            QMessageBox.StandardButton.NoButton,
            self.window_,
        )
        restart = box.addButton(tr("Restart Now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is restart:
            self.restart_app()

    def restart_app(self) -> None:
        """Close the window (saving the game as any quit does), then start the same
        command again."""
        if self.window_.close():
            program, *arguments = sys.orig_argv
            QProcess.startDetached(program, arguments)
