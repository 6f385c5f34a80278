"""The side panel: built-in puzzles grouped by folder (issue #8 grows it into packs).

It only lists and reports the player's choice (`chosen(path)`); opening is the window's
job, so the same error handling serves the list, the Open dialog and the command line.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from .loading import Entry

PATH_ROLE = Qt.ItemDataRole.UserRole


class PuzzleList(QTreeWidget):
    chosen = Signal(str)  # path of the puzzle to open

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels(["Puzzle", "Genre", "Size"])
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.itemActivated.connect(self._activated)  # double-click or Enter

    def set_entries(self, entries: list[Entry]) -> None:
        self.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for entry in entries:
            parent = groups.get(entry.group)
            if parent is None:
                parent = QTreeWidgetItem([entry.group])
                parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = parent.font(0)
                font.setBold(True)
                parent.setFont(0, font)
                self.addTopLevelItem(parent)
                parent.setFirstColumnSpanned(True)  # a pack title is wider than a puzzle's
                groups[entry.group] = parent
            item = QTreeWidgetItem([entry.title, entry.genre or "?", entry.size])
            item.setData(0, PATH_ROLE, str(entry.path))
            item.setToolTip(0, entry.error or str(entry.path))
            if entry.error:
                item.setDisabled(True)
            parent.addChild(item)
        self.expandAll()

    def first_path(self) -> str | None:
        for item in self._puzzle_items():
            if not item.isDisabled():
                return item.data(0, PATH_ROLE)
        return None

    def select_path(self, path: str | None) -> None:
        """Highlight the puzzle being played (if it is in the list)."""
        target = str(Path(path).resolve()) if path else None
        self.blockSignals(True)
        self.clearSelection()
        for item in self._puzzle_items():
            if target and str(Path(item.data(0, PATH_ROLE)).resolve()) == target:
                item.setSelected(True)
                self.scrollToItem(item)
        self.blockSignals(False)

    def _puzzle_items(self) -> list[QTreeWidgetItem]:
        items = []
        for i in range(self.topLevelItemCount()):
            group = self.topLevelItem(i)
            items += [group.child(j) for j in range(group.childCount())]
        return items

    def _activated(self, item: QTreeWidgetItem) -> None:
        path = item.data(0, PATH_ROLE)
        if path and not item.isDisabled():
            self.chosen.emit(path)
